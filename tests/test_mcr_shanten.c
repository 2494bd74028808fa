/*
 * MCR shanten: the standard shape as in riichi, seven pairs with four of a kind as two pairs,
 * thirteen orphans, honours and knitted tiles (全不靠) and the knitted straight (组合龙).
 * Every expected value below is counted by hand from the shapes' definitions.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/mcr_shanten.h"
#include "rules/rng.h"
#include "rules/shanten.h"
#include "tests/tiles_helper.h"

typedef int (*shape_fn)(const uint8_t *, int);

static int of(shape_fn f, const char *text, int nmelds)
{
	uint8_t c[TILE_KINDS];
	th_counts(text, c);
	return f(c, nmelds);
}

static int least(const char *text, int nmelds, enum mcr_shape *shape)
{
	uint8_t c[TILE_KINDS];
	th_counts(text, c);
	return mcr_shanten(c, nmelds, shape);
}

static void knit_patterns_are_147_258_369_over_three_suits(void **state)
{
	(void)state;
	bool seen[MCR_KNIT_PATTERNS][3] = {{false}};
	for (int p = 0; p < MCR_KNIT_PATTERNS; p++) {
		int k[9];
		mcr_knit_kinds(p, k);
		for (int i = 0; i < 9; i++) {
			/* 147 first, then 258, then 369, each in one suit */
			assert_int_equal(kind_number(k[i]), 1 + i / 3 + 3 * (i % 3));
			assert_int_equal(kind_suit(k[i]), kind_suit(k[i / 3 * 3]));
		}
		assert_int_not_equal(kind_suit(k[0]), kind_suit(k[3]));
		assert_int_not_equal(kind_suit(k[0]), kind_suit(k[6]));
		assert_int_not_equal(kind_suit(k[3]), kind_suit(k[6]));
		seen[p][kind_suit(k[0])] = true;
	}
	/* the six patterns are the six orders of the suits: two start 147 in each suit */
	for (int s = 0; s < 3; s++) {
		int n = 0;
		for (int p = 0; p < MCR_KNIT_PATTERNS; p++)
			n += seen[p][s];
		assert_int_equal(n, 2);
	}
}

static void seven_pairs_count_four_of_a_kind_as_two_pairs(void **state)
{
	(void)state;
	assert_int_equal(of(mcr_shanten_seven_pairs, "1122m3344p5566s77z", 0), -1);
	/* 1111m is two pairs: with 22 33p 44 55s that is six, waiting on 6z */
	assert_int_equal(of(mcr_shanten_seven_pairs, "1111m2233p4455s6z", 0), 0);
	/* riichi counts 1111m as one pair only */
	uint8_t c[TILE_KINDS];
	th_counts("1111m2233p4455s6z", c);
	assert_int_equal(shanten_chiitoitsu(c), 2);
	/* no pair at all: six tiles to pair before tenpai */
	assert_int_equal(of(mcr_shanten_seven_pairs, "13579m2468p1357s", 0), 6);
	/* five pairs and three singles: one more pair, then tenpai */
	assert_int_equal(of(mcr_shanten_seven_pairs, "1133m5577p99s123z", 0), 1);
	assert_int_equal(of(mcr_shanten_seven_pairs, "1122m33p", 2), MCR_SHANTEN_NONE);
}

static void thirteen_orphans_as_in_riichi(void **state)
{
	(void)state;
	assert_int_equal(of(mcr_shanten_thirteen_orphans, "19m19p19s1234567z", 0), 0);
	assert_int_equal(of(mcr_shanten_thirteen_orphans, "119m19p19s1234567z", 0), -1);
	/* twelve kinds, no pair: one to add for the thirteenth, one for the pair */
	assert_int_equal(of(mcr_shanten_thirteen_orphans, "19m19p19s123456z5m", 0), 1);
	assert_int_equal(of(mcr_shanten_thirteen_orphans, "19m19p19s1z", 1), MCR_SHANTEN_NONE);
}

static void honors_and_knitted_counts_distinct_candidates(void **state)
{
	(void)state;
	shape_fn hk = mcr_shanten_honors_knitted;
	/* nine knitted + four honours: thirteen candidates, one more of the three left wins */
	assert_int_equal(of(hk, "147m258p369s1234z", 0), 0);
	assert_int_equal(of(hk, "147m258p369s12345z", 0), -1);
	/* seven honours and seven knitted tiles (the greater hand 七星不靠) */
	assert_int_equal(of(hk, "14m25p369s1234567z", 0), -1);
	/* a second 1m is no candidate: twelve distinct */
	assert_int_equal(of(hk, "1147m258p369s123z", 0), 1);
	/* 147 in two suits: any one pattern sees 3 + 3 + 4 = 10 */
	assert_int_equal(of(hk, "147m147p369s1234z", 0), 3);
	/* patterns other than 147m 258p 369s: 147s 258m 369p */
	assert_int_equal(of(hk, "258m369p147s1234z", 0), 0);
	assert_int_equal(of(hk, "147m258p369s1z", 3), MCR_SHANTEN_NONE);
}

static void knitted_straight_is_nine_knitted_a_set_and_a_pair(void **state)
{
	(void)state;
	shape_fn ks = mcr_shanten_knitted_straight;
	/* 1m counts twice: once in the knit, once in 123m */
	assert_int_equal(of(ks, "147m258p369s123m55z", 0), -1);
	/* the knit is whole; 56m needs 4m or 7m and 5z or 7z its pair: two to add */
	assert_int_equal(of(ks, "147m258p369s56m57z", 0), 1);
	/* 7m missing, 123p and 55z done (2p counts in both): waits on 7m */
	assert_int_equal(of(ks, "14m258p369s123p55z", 0), 0);
	/* the set may be a meld: the knit and a single wait for the pair */
	assert_int_equal(of(ks, "147m258p369s5z", 1), 0);
	assert_int_equal(of(ks, "147m258p369s55z", 1), -1);
	/* two melds leave no room for the knit */
	assert_int_equal(of(ks, "147m258p5z", 2), MCR_SHANTEN_NONE);
	/* another pattern: 147p 258s 369m */
	assert_int_equal(of(ks, "369m147p258s777z11z", 0), -1);
	/* one pattern at a time: pattern 3 is 147p 258s 369m, pattern 0 (147m 258p 369s)
	 * holds none of the nine, with 777z and 11z done: 9 - 1 */
	uint8_t c[TILE_KINDS];
	th_counts("369m147p258s777z11z", c);
	int k[9];
	mcr_knit_kinds(3, k);
	assert_int_equal(k[0], TILE_P1);
	assert_int_equal(mcr_shanten_knitted_straight_of(c, 0, 3), -1);
	assert_int_equal(mcr_shanten_knitted_straight_of(c, 0, 0), 8);
}

/* The rules core's helper for the knitted straight: exactly so many blocks and a pair. */
static void blocks_and_a_pair_leave_the_rest_unused(void **state)
{
	(void)state;
	uint8_t c[TILE_KINDS];
	th_counts("123m55z9p", c);
	assert_int_equal(shanten_blocks(c, 1), -1);
	/* two blocks: 123m and 55z (pair) leave 9p, two tiles from a second set, no pair then */
	assert_int_equal(shanten_blocks(c, 2), 1);
	assert_int_equal(shanten_blocks(c, 0), -1);
	th_counts("19m", c);
	assert_int_equal(shanten_blocks(c, 0), 0);
}

static void least_takes_the_best_shape(void **state)
{
	(void)state;
	enum mcr_shape s;
	assert_int_equal(least("123m456p789s11122z", 0, &s), -1);
	assert_int_equal(s, MCR_SHAPE_STANDARD);
	assert_int_equal(least("1111m2233p4455s6z", 0, &s), 0);
	assert_int_equal(s, MCR_SHAPE_SEVEN_PAIRS);
	assert_int_equal(least("19m19p19s1234567z", 0, &s), 0);
	assert_int_equal(s, MCR_SHAPE_THIRTEEN_ORPHANS);
	/* honours and knitted: 0, while a standard hand of singles is far */
	assert_int_equal(least("147m258p369s1234z", 0, &s), 0);
	assert_int_equal(s, MCR_SHAPE_HONORS_KNITTED);
	/* 14m258p369s123p55z: standard 123p 55z, 258p? no; the knitted straight waits on 7m */
	assert_int_equal(least("14m258p369s123p55z", 0, &s), 0);
	assert_int_equal(s, MCR_SHAPE_KNITTED_STRAIGHT);
	/* one meld: the knitted straight still counts, the closed shapes do not */
	assert_int_equal(least("147m258p369s5z", 1, &s), 0);
	assert_int_equal(s, MCR_SHAPE_KNITTED_STRAIGHT);
}

/* Where no special shape can help, MCR shanten is the standard one. */
static void agrees_with_standard_where_knitted_shapes_do_not_help(void **state)
{
	(void)state;
	static const struct {
		const char *tiles;
		int nmelds, standard;
	} rows[] = {
	    {"123m456p789s11122z", 0, -1},
	    {"23m456p789s11122z", 0, 0}, /* 1m or 4m */
	    /* 2345m 3456p can each keep one run only; a fourth set and a pair take three */
	    {"2345m3456p567s12z", 0, 2},
	    {"123m11z", 3, -1},
	    {"12m1z", 3, 1},
	    {"5z", 4, 0},
	};
	for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
		uint8_t c[TILE_KINDS];
		th_counts(rows[i].tiles, c);
		assert_int_equal(shanten_standard(c, rows[i].nmelds), rows[i].standard);
		assert_int_equal(mcr_shanten(c, rows[i].nmelds, NULL), rows[i].standard);
	}
}

/*
 * Random hands: with two melds or more only the standard shape exists, so MCR agrees with
 * shanten_standard exactly; with none, MCR is never above riichi's least (its seven pairs count
 * more pairs, and it has two shapes more), and never below the best of its own shapes.
 */
static void random_hands_agree_with_the_standard_shape(void **state)
{
	(void)state;
	struct rng r;
	rng_seed(&r, 9);
	for (int round = 0; round < 20000; round++) {
		int nmelds = (int)rng_below(&r, 5);
		int ntiles = 13 - 3 * nmelds + (int)rng_below(&r, 2);
		uint8_t c[TILE_KINDS] = {0};
		for (int i = 0; i < ntiles;) {
			int k = (int)rng_below(&r, TILE_KINDS);
			if (c[k] < 4) {
				c[k]++;
				i++;
			}
		}
		int m = mcr_shanten(c, nmelds, NULL);
		if (nmelds >= 2)
			assert_int_equal(m, shanten_standard(c, nmelds));
		else
			assert_true(m <= shanten_min(c, nmelds));
		assert_true(m <= shanten_standard(c, nmelds));
		assert_true(m <= mcr_shanten_knitted_straight(c, nmelds));
		assert_true(m >= -1);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(knit_patterns_are_147_258_369_over_three_suits),
	    cmocka_unit_test(seven_pairs_count_four_of_a_kind_as_two_pairs),
	    cmocka_unit_test(thirteen_orphans_as_in_riichi),
	    cmocka_unit_test(honors_and_knitted_counts_distinct_candidates),
	    cmocka_unit_test(knitted_straight_is_nine_knitted_a_set_and_a_pair),
	    cmocka_unit_test(blocks_and_a_pair_leave_the_rest_unused),
	    cmocka_unit_test(least_takes_the_best_shape),
	    cmocka_unit_test(agrees_with_standard_where_knitted_shapes_do_not_help),
	    cmocka_unit_test(random_hands_agree_with_the_standard_shape),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
