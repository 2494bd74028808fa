/*
 * MCR shanten: the standard shape from rules/shanten.c, the special shapes counted here.
 *
 * The knitted shapes are counted per pattern. For honours and knitted tiles every distinct
 * candidate held is one tile fewer to find, and extra copies are useless. For the knitted
 * straight a held knitted tile is always best kept in the knit (putting it in a set instead
 * only moves the missing tile elsewhere), so one copy of each goes to the knit and the rest
 * must make the set and the pair.
 */
#include "rules/mcr_shanten.h"

#include <stdbool.h>
#include <string.h>

#include "rules/shanten.h"

/* The nine kinds of each pattern, 147 first: suits in the orders mcs, msc, pms, psm, smp, spm. */
#define KNIT(a, b, c)                                                                              \
	{                                                                                          \
		a * 9, a * 9 + 3, a * 9 + 6, b * 9 + 1, b * 9 + 4, b * 9 + 7, c * 9 + 2,           \
		    c * 9 + 5, c * 9 + 8                                                           \
	}
static const uint8_t knit[MCR_KNIT_PATTERNS][9] = {
    KNIT(0, 1, 2), KNIT(0, 2, 1), KNIT(1, 0, 2), KNIT(1, 2, 0), KNIT(2, 0, 1), KNIT(2, 1, 0),
};
#undef KNIT

void mcr_knit_kinds(int p, int kinds[9])
{
	for (int i = 0; i < 9; i++)
		kinds[i] = knit[p][i];
}

static int concealed_tiles(const uint8_t counts[TILE_KINDS])
{
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		n += counts[k];
	return n;
}

/* The special shapes are whole concealed hands of 13 or 14 tiles. */
static int closed_whole(const uint8_t counts[TILE_KINDS], int nmelds)
{
	return nmelds == 0 && concealed_tiles(counts) >= 13;
}

int mcr_shanten_seven_pairs(const uint8_t counts[TILE_KINDS], int nmelds)
{
	if (!closed_whole(counts, nmelds))
		return MCR_SHANTEN_NONE;
	int pairs = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		pairs += counts[k] / 2;
	/* 13 tiles in fewer than 7 pairs leave enough singles to pair */
	return 6 - (pairs < 7 ? pairs : 7);
}

int mcr_shanten_thirteen_orphans(const uint8_t counts[TILE_KINDS], int nmelds)
{
	if (!closed_whole(counts, nmelds))
		return MCR_SHANTEN_NONE;
	return shanten_kokushi(counts);
}

/* Distinct honours held plus distinct knitted tiles of p held, at most 14 counting. */
static int honors_knitted_of(const uint8_t counts[TILE_KINDS], int honors, int p)
{
	int held = honors;
	for (int i = 0; i < 9; i++)
		held += counts[knit[p][i]] > 0;
	return 13 - (held < 14 ? held : 14);
}

static int honors_held(const uint8_t counts[TILE_KINDS])
{
	int n = 0;
	for (int k = TILE_EAST; k < TILE_KINDS; k++)
		n += counts[k] > 0;
	return n;
}

int mcr_shanten_honors_knitted_of(const uint8_t counts[TILE_KINDS], int nmelds, int p)
{
	if (!closed_whole(counts, nmelds))
		return MCR_SHANTEN_NONE;
	return honors_knitted_of(counts, honors_held(counts), p);
}

int mcr_shanten_honors_knitted(const uint8_t counts[TILE_KINDS], int nmelds)
{
	if (!closed_whole(counts, nmelds))
		return MCR_SHANTEN_NONE;
	int best = MCR_SHANTEN_NONE, honors = honors_held(counts);
	for (int p = 0; p < MCR_KNIT_PATTERNS; p++) {
		int s = honors_knitted_of(counts, honors, p);
		best = s < best ? s : best;
	}
	return best;
}

/*
 * Pattern p's knitted straight, or MCR_SHANTEN_NONE when it cannot go below bound: the set and
 * the pair cost at least nothing (-1), so the missing knitted tiles alone may rule it out.
 */
static int knitted_straight_below(const uint8_t counts[TILE_KINDS], int nmelds, int p, int bound)
{
	uint8_t rest[TILE_KINDS];
	const uint8_t *kinds = knit[p];
	int missing = 0;
	for (int i = 0; i < 9; i++)
		missing += counts[kinds[i]] == 0;
	if (missing - 1 >= bound)
		return MCR_SHANTEN_NONE;
	memcpy(rest, counts, sizeof rest);
	for (int i = 0; i < 9; i++)
		rest[kinds[i]] -= rest[kinds[i]] > 0;
	return missing + shanten_blocks(rest, 1 - nmelds);
}

/* The knit fills three of the four sets: one meld at most. */
static bool knitted_straight_possible(const uint8_t counts[TILE_KINDS], int nmelds)
{
	return nmelds <= 1 && concealed_tiles(counts) >= 13 - 3 * nmelds;
}

int mcr_shanten_knitted_straight_of(const uint8_t counts[TILE_KINDS], int nmelds, int p)
{
	if (!knitted_straight_possible(counts, nmelds))
		return MCR_SHANTEN_NONE;
	return knitted_straight_below(counts, nmelds, p, MCR_SHANTEN_NONE + 1);
}

static int knitted_straight_best(const uint8_t counts[TILE_KINDS], int nmelds, int bound)
{
	int best = MCR_SHANTEN_NONE;
	if (!knitted_straight_possible(counts, nmelds))
		return best;
	for (int p = 0; p < MCR_KNIT_PATTERNS; p++) {
		int s = knitted_straight_below(counts, nmelds, p, best < bound ? best : bound);
		best = s < best ? s : best;
	}
	return best;
}

int mcr_shanten_knitted_straight(const uint8_t counts[TILE_KINDS], int nmelds)
{
	return knitted_straight_best(counts, nmelds, MCR_SHANTEN_NONE + 1);
}

int mcr_shanten(const uint8_t counts[TILE_KINDS], int nmelds, enum mcr_shape *shape)
{
	static int (*const closed[MCR_SHAPES])(const uint8_t *, int) = {
	    [MCR_SHAPE_SEVEN_PAIRS] = mcr_shanten_seven_pairs,
	    [MCR_SHAPE_THIRTEEN_ORPHANS] = mcr_shanten_thirteen_orphans,
	    [MCR_SHAPE_HONORS_KNITTED] = mcr_shanten_honors_knitted,
	};
	int best = shanten_standard(counts, nmelds);
	enum mcr_shape at = MCR_SHAPE_STANDARD;
	for (int s = MCR_SHAPE_STANDARD + 1; s < MCR_SHAPES && best > -1; s++) {
		int v = closed[s] ? closed[s](counts, nmelds)
				  : knitted_straight_best(counts, nmelds, best);
		if (v < best) {
			best = v;
			at = (enum mcr_shape)s;
		}
	}
	if (shape)
		*shape = at;
	return best;
}
