/*
 * Readings of a complete Chinese Official hand: four sets and a pair, seven pairs, thirteen
 * orphans, honours and knitted tiles (全不靠 / 七星不靠), and the knitted straight (组合龙)
 * with one set and a pair. Each reading also says where the winning tile sits.
 */
#ifndef JANSOU_RULES_MCR_SHAPES_H
#define JANSOU_RULES_MCR_SHAPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/hand.h"
#include "rules/tile.h"

enum mcr_shape {
	MCR_SHAPE_STANDARD,	    /* four sets and a pair */
	MCR_SHAPE_KNITTED_STRAIGHT, /* 147/258/369 in three suits, one set, a pair */
	MCR_SHAPE_SEVEN_PAIRS,
	MCR_SHAPE_THIRTEEN_ORPHANS,
	MCR_SHAPE_HONORS_KNITTED, /* fourteen single tiles: knitted suits and honours */
};

enum mcr_set_type { MCR_SET_CHOW, MCR_SET_PUNG, MCR_SET_KONG };

struct mcr_set {
	uint8_t type;	/* enum mcr_set_type */
	uint8_t kind;	/* lowest kind */
	bool concealed; /* for pungs and kongs: an ankan, or in hand and not completed by a discard
			 */
	bool melded;	/* declared: chi, pon, minkan, kakan or ankan */
};

/* Where the winning tile sits in a reading. */
enum { MCR_WIN_PAIR = -1, MCR_WIN_KNITTED = -2, MCR_WIN_ELSEWHERE = -3 };

struct mcr_reading {
	uint8_t shape;		/* enum mcr_shape */
	struct mcr_set sets[4]; /* standard: 4; knitted straight: the one set beside it */
	int nsets;
	int pair;		 /* the pair's kind; -1 for shapes without one */
	uint8_t pairs[7];	 /* seven pairs, sorted (four of a kind is two pairs) */
	uint8_t knitted_suit[3]; /* suit holding 1-4-7, 2-5-8, 3-6-9 (knitted shapes) */
	int win;		 /* index in sets[], or MCR_WIN_* */
};

enum { MCR_READINGS_MAX = 96 };

/*
 * Every reading of hand + win (a valid hand of 13 tiles, melds counted as three), at most max
 * of them, into out[]; returns how many (0: not a winning hand). A pung completed by a discard
 * (tsumo false) is not concealed.
 */
int mcr_readings(const struct hand *h, int win_kind, bool tsumo, struct mcr_reading *out, int max);

/* Whether hand + one tile of that kind makes a winning shape. */
bool mcr_is_complete(const struct hand *h, int kind);

/*
 * A reading as text, for people: each set in mpsz ("123m", "555p", "5555s"), declared melds in
 * brackets, the pair last, and a "*" after the set (or pair, or knitted straight) that the
 * winning tile completed: "123m 456m 456p* [555p] 99m". Seven pairs list their pairs; thirteen
 * orphans and the knitted honours have no sets and give "". Returns the length written.
 */
size_t mcr_reading_format(const struct mcr_reading *r, char *buf, size_t size);

#endif
