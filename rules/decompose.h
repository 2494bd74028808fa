/* Decomposing a complete hand into every reading: four sets and a pair, seven pairs, thirteen
 * orphans. */
#ifndef JANSOU_RULES_DECOMPOSE_H
#define JANSOU_RULES_DECOMPOSE_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/hand.h"
#include "rules/tile.h"

enum set_type { SET_SEQUENCE, SET_TRIPLET, SET_KAN };

struct tile_set {
	uint8_t type; /* enum set_type */
	uint8_t kind; /* lowest kind of the set */
	bool open;    /* called, or a triplet completed by ron (counts as open for fu and ankou) */
	bool meld;    /* declared as a meld (including ankan) */
};

enum wait_type { WAIT_RYANMEN, WAIT_KANCHAN, WAIT_PENCHAN, WAIT_SHANPON, WAIT_TANKI };

enum reading_shape { SHAPE_STANDARD, SHAPE_CHIITOITSU, SHAPE_KOKUSHI };

/* One way to read the hand, with the set the winning tile completed. */
struct reading {
	enum reading_shape shape;
	struct tile_set sets[4]; /* SHAPE_STANDARD: melds first, then concealed sets */
	int nsets;
	int pair;	  /* the pair's kind (standard, kokushi) */
	uint8_t pairs[7]; /* SHAPE_CHIITOITSU */
	enum wait_type wait;
	int win_set; /* index in sets[] of the set the win completed, -1 for the pair */
};

enum { DECOMPOSE_MAX = 64 };

/*
 * Writes every reading of hand + win (at most max) to out[] and returns how
 * many; 0 when the hand is not complete. The hand must already be valid.
 */
int decompose_win(const struct hand *h, tile_t win, bool tsumo, struct reading *out, int max);

#endif
