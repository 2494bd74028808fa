/* A player's hand: concealed tiles and melds, and its sanity checks. */
#ifndef JANSOU_RULES_HAND_H
#define JANSOU_RULES_HAND_H

#include "rules/notation.h"
#include "rules/tile.h"

struct hand {
	tile_t tiles[14]; /* concealed tiles */
	int ntiles;
	struct meld melds[4];
	int nmelds;
};

/* Counts of the concealed tiles per kind. */
void hand_counts(const struct hand *h, uint8_t counts[TILE_KINDS]);

/*
 * Checks that the hand plus extra[] (a winning tile, indicators...) holds no
 * fifth copy of a kind and no more red fives than red_fives[suit] allows, and
 * that concealed tiles plus three per meld make want_tiles (13 or 14; 0 means
 * either). Returns 0, or -1 with a message in err.
 */
int hand_validate(const struct hand *h, const tile_t *extra, int nextra, const int red_fives[3],
		  int want_tiles, struct notation_error *err);

#endif
