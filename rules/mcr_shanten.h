/*
 * Shanten under Chinese Official rules: the standard shape and the four special
 * shapes MCR knows, seven pairs, thirteen orphans, honours and knitted tiles (全不靠) and the
 * knitted straight (组合龙). Same conventions as rules/shanten.h: counts of the concealed
 * tiles per kind (3n+1 or 3n+2 of them), the number of melds, -1 complete, 0 tenpai.
 */
#ifndef JANSOU_RULES_MCR_SHANTEN_H
#define JANSOU_RULES_MCR_SHANTEN_H

#include <stdint.h>

#include "rules/tile.h"

enum mcr_shape {
	MCR_SHAPE_STANDARD,	    /* four sets and a pair */
	MCR_SHAPE_SEVEN_PAIRS,	    /* 七对 */
	MCR_SHAPE_THIRTEEN_ORPHANS, /* 十三幺 */
	MCR_SHAPE_HONORS_KNITTED,   /* 全不靠 (七星不靠 with all seven honours) */
	MCR_SHAPE_KNITTED_STRAIGHT, /* 组合龙 + a set + a pair */
	MCR_SHAPES
};

/* What a shape that the melds rule out returns: more than any real shanten. */
enum { MCR_SHANTEN_NONE = 14 };

/*
 * The six knitted patterns: 147 in one suit, 258 in another, 369 in the third. Pattern p
 * (0..5) puts 147 in suit perm[p][0], 258 in perm[p][1], 369 in perm[p][2].
 */
enum { MCR_KNIT_PATTERNS = 6 };
/* The nine suited kinds of pattern p, 147 first. */
void mcr_knit_kinds(int p, int kinds[9]);

/* Seven pairs; four of a kind counts as two pairs in MCR. Closed hands only. */
int mcr_shanten_seven_pairs(const uint8_t counts[TILE_KINDS], int nmelds);
int mcr_shanten_thirteen_orphans(const uint8_t counts[TILE_KINDS], int nmelds);
/* Fourteen different tiles out of the 9 knitted ones of a pattern and the 7 honours. */
int mcr_shanten_honors_knitted(const uint8_t counts[TILE_KINDS], int nmelds);
int mcr_shanten_honors_knitted_of(const uint8_t counts[TILE_KINDS], int nmelds, int p);
/* The nine knitted tiles of a pattern, a set and a pair; the set may be a meld. */
int mcr_shanten_knitted_straight(const uint8_t counts[TILE_KINDS], int nmelds);
int mcr_shanten_knitted_straight_of(const uint8_t counts[TILE_KINDS], int nmelds, int p);

/* The least over all shapes; *shape (may be NULL) gets the one that reaches it, the standard
 * shape on ties. */
int mcr_shanten(const uint8_t counts[TILE_KINDS], int nmelds, enum mcr_shape *shape);

#endif
