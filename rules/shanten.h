/* Shanten numbers: how many tiles a hand is away from tenpai (0) or complete (-1). */
#ifndef JANSOU_RULES_SHANTEN_H
#define JANSOU_RULES_SHANTEN_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/tile.h"

/*
 * All take the concealed tiles as counts per kind (3n+1 or 3n+2 tiles) and
 * the number of melds already called or declared (0..4). Convention:
 * -1 complete, 0 tenpai.
 */
int shanten_standard(const uint8_t counts[TILE_KINDS], int nmelds);
/*
 * Exactly blocks blocks (0..4) and one pair out of counts, whatever their number: the rest
 * stays unused. For hands that fix some tiles in another shape (Chinese Official rules'
 * knitted straight) and build the rest as usual.
 */
int shanten_blocks(const uint8_t counts[TILE_KINDS], int blocks);
/*
 * Exactly blocks blocks (0..4) and one pair from the kinds of allow[] alone,
 * the other tiles unused; runs false counts triplets only. The allowed kinds
 * of each suit must be one unbroken stretch (2 to 8 for an open hand of all
 * simples, the whole suit for a flush). 14 when nothing is allowed.
 */
int shanten_restricted(const uint8_t counts[TILE_KINDS], int blocks, const bool allow[TILE_KINDS],
		       bool runs);
int shanten_chiitoitsu(const uint8_t counts[TILE_KINDS]);
int shanten_kokushi(const uint8_t counts[TILE_KINDS]);
/* The least of the three; seven pairs and thirteen orphans only without melds. */
int shanten_min(const uint8_t counts[TILE_KINDS], int nmelds);

/*
 * A hand read group by group (man, pin, sou, honours), for callers that try many
 * hands one tile apart (acceptance, discards): a changed kind re-reads only its own
 * group. The numbers below equal those of the functions above on the same counts;
 * each takes those counts too, and works from them alone when the counts are no hand
 * (a count over 4, a suit over 14 tiles).
 */
struct shanten_groups {
	uint16_t key[4][2]; /* a suit's kinds 1-5 and 6-9 as base-5 numbers; the honours' key */
	uint8_t cls[4];	    /* each group's class, 0 for none */
	uint8_t two, three; /* the classes of man x pin and of man x pin x sou */
	uint8_t ntiles[4];  /* the tiles of each group */
	int16_t tiles;	    /* -1 when the counts are no hand */
};

void shanten_groups_read(struct shanten_groups *g, const uint8_t counts[TILE_KINDS]);
/* g, read from counts, after one tile of kind more (delta 1) or less (-1). */
void shanten_groups_change(struct shanten_groups *g, const uint8_t counts[TILE_KINDS], int kind,
			   int delta);
/* shanten_min and shanten_standard of the counts g was read from. */
int shanten_groups_min(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
		       int nmelds);
int shanten_groups_standard(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS]);
/* shanten_groups_standard of those counts after one tile of kind more (delta 1) or less (-1),
 * g left as it is: the changed group's class alone is looked up, for callers that only ask. */
int shanten_groups_standard_after(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
				  int kind, int delta);
/* shanten_chiitoitsu and shanten_kokushi of those counts. */
void shanten_groups_special(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
			    int *chiitoitsu, int *kokushi);
/* shanten_restricted to one suit (0..2) and the honours, runs counted. */
int shanten_groups_flush(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS], int suit,
			 int blocks);
/* shanten_restricted to the simples (2 to 8 of each suit), runs counted. */
int shanten_groups_simples(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
			   int blocks);
/* shanten_restricted to every kind, runs counted, with the honour kind's tiles taken out. */
int shanten_groups_without(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
			   int honor, int blocks);

#endif
