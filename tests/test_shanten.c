/* Shanten numbers: standard form, seven pairs, thirteen orphans, and their minimum. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/shanten.h"
#include "tests/tiles_helper.h"

static int standard(const char *text, int nmelds)
{
	uint8_t c[TILE_KINDS];
	th_counts(text, c);
	return shanten_standard(c, nmelds);
}

static int least(const char *text, int nmelds)
{
	uint8_t c[TILE_KINDS];
	th_counts(text, c);
	return shanten_min(c, nmelds);
}

static int chiitoitsu(const char *text)
{
	uint8_t c[TILE_KINDS];
	th_counts(text, c);
	return shanten_chiitoitsu(c);
}

static int kokushi(const char *text)
{
	uint8_t c[TILE_KINDS];
	th_counts(text, c);
	return shanten_kokushi(c);
}

static void complete_hands_are_minus_one(void **state)
{
	(void)state;
	assert_int_equal(standard("123m456p789s11122z", 0), -1);
	assert_int_equal(standard("11123455678999m", 0), -1);
	/* 1111m as 11 + 123 + 123 once 2233m are there. */
	assert_int_equal(standard("11112233445566m", 0), -1);
	assert_int_equal(standard("123m11z", 3), -1);
	assert_int_equal(standard("55m", 4), -1);
	assert_int_equal(chiitoitsu("1133557799m1133p"), -1);
	assert_int_equal(kokushi("19m19p19s12345677z"), -1);
}

static void known_tenpai_shapes_are_zero(void **state)
{
	(void)state;
	assert_int_equal(standard("1112345678999m", 0), 0);    /* nine-sided */
	assert_int_equal(standard("123m456p789s1122z", 0), 0); /* shanpon */
	assert_int_equal(standard("123m456p789s1113z", 0), 0);
	assert_int_equal(standard("13m456p789s11122z", 0), 0); /* kanchan */
	assert_int_equal(standard("5m", 4), 0);		       /* tanki after four melds */
	assert_int_equal(standard("1234m", 3), 0);
	assert_int_equal(chiitoitsu("1122m3344p5566s7z"), 0);
	assert_int_equal(kokushi("19m19p19s1234567z"), 0); /* thirteen-sided */
	assert_int_equal(kokushi("19m19p19s1234566z"), 0); /* waits on 7z only */
}

/*
 * Counted by hand: each missing block costs two tiles from a lone tile, a
 * partial block one, and the pair one from a lone tile.
 */
static void far_hands_count_the_missing_tiles(void **state)
{
	(void)state;
	/* Nothing connects: four blocks from lone tiles and a pair from one. */
	assert_int_equal(standard("19m19p19s1234567z", 0), 8);
	assert_int_equal(standard("147m258p369s1234z", 0), 8);
	/* Seven pairs and no runs: a pair plus four pairs each one short. */
	assert_int_equal(standard("1133557799m1133p", 0), 3);
	assert_int_equal(standard("1357m", 3), 1);
	/* 2344555m4446p44z: 234 + 455 5 + 444 6 + 44z; see the analyze sample. */
	assert_int_equal(standard("2344555m4446p44z", 0), 1);
}

/* A plan may not need a fifth copy: 1111m cannot wait on 1m, nor 1111z on 1z. */
static void a_fifth_copy_is_never_waited_on(void **state)
{
	(void)state;
	assert_int_equal(standard("1111m234p567p789s", 0), 1);
	assert_int_equal(standard("1111z234m567m789m", 0), 1);
	assert_int_equal(standard("2222m", 3), 1);
	/* With a fourth tile that can pair, it is tenpai again. */
	assert_int_equal(standard("1111m234p567p789s", 0) - 1, standard("111m234p567p789s1z", 0));
	/* Four honours: a triplet plus a useless tile (sample: 1134567m45p7777z). */
	assert_int_equal(standard("1134567m45p7777z", 0), 1);
}

static void seven_pairs_count_four_of_a_kind_once(void **state)
{
	(void)state;
	/* 1111m is one pair: six pairs and six kinds. */
	assert_int_equal(chiitoitsu("1111m2233p4455s66z"), 1);
	assert_int_equal(chiitoitsu("1111m22p33p44s55s6z"), 2);
	/* Three of a kind is one pair too. */
	assert_int_equal(chiitoitsu("111m2233p4455s667z"), 0);
	/* Fewer than seven kinds: a pair per missing kind. */
	assert_int_equal(chiitoitsu("11112222m3333p4s"), 6);
}

static void thirteen_orphans_need_one_pair(void **state)
{
	(void)state;
	assert_int_equal(kokushi("19m19p19s123456z5m"), 1);
	assert_int_equal(kokushi("19m19p19s1234566z"), 0);
	assert_int_equal(kokushi("11m19p19s1234566z"), 1);
	assert_int_equal(kokushi("2345678m2345678p"), 13);
}

static void special_hands_count_only_without_melds(void **state)
{
	(void)state;
	assert_int_equal(least("19m19p19s1234567z", 0), 0);
	assert_int_equal(least("1122m3344p5566s7z", 0), 0);
	/* Ten tiles and a meld: seven pairs and thirteen orphans are gone. */
	assert_int_equal(least("19m19p19s1234z", 1), standard("19m19p19s1234z", 1));
	assert_int_equal(least("19m19p19s1234z", 1), 6);
	assert_int_equal(least("1122334455z", 1), 2);
	assert_int_equal(least("1122m3344p5566s7z", 0), chiitoitsu("1122m3344p5566s7z"));
}

/* Counts over 4 are no hand, but must not crash or read out of bounds. */
static void impossible_counts_still_answer(void **state)
{
	(void)state;
	uint8_t c[TILE_KINDS] = {0};
	c[0] = 5;
	c[1] = 3;
	c[2] = 3;
	c[TILE_EAST] = 3;
	assert_true(shanten_standard(c, 0) >= -1);
	memset(c, 0, sizeof c);
	c[TILE_P1] = 4;
	c[TILE_P1 + 1] = 4;
	c[TILE_P1 + 2] = 4;
	c[TILE_P1 + 3] = 4; /* 16 tiles in one suit */
	assert_int_equal(shanten_standard(c, 0), shanten_standard(c, 0));
	assert_true(shanten_min(c, 0) >= -1);
}

/* ---- an independent check: complete hands found by plain search ---------- */

/*
 * Whether counts hold exactly `blocks` runs/triplets and one pair, by search; a run may
 * begin at kind k only where run_from[k] (NULL: as the standard form allows).
 */
static bool complete_with_runs(uint8_t c[TILE_KINDS], int blocks, bool pair, const bool *run_from)
{
	int k = 0;
	while (k < TILE_KINDS && !c[k])
		k++;
	if (k == TILE_KINDS)
		return blocks == 0 && !pair;
	bool ok = false;
	if (pair && c[k] >= 2) {
		c[k] -= 2;
		ok = complete_with_runs(c, blocks, false, run_from);
		c[k] += 2;
	}
	if (!ok && blocks && c[k] >= 3) {
		c[k] -= 3;
		ok = complete_with_runs(c, blocks - 1, pair, run_from);
		c[k] += 3;
	}
	bool run = run_from ? run_from[k] : k < TILE_EAST && k % 9 <= 6;
	if (!ok && blocks && run && c[k + 1] && c[k + 2]) {
		c[k]--, c[k + 1]--, c[k + 2]--;
		ok = complete_with_runs(c, blocks - 1, pair, run_from);
		c[k]++, c[k + 1]++, c[k + 2]++;
	}
	return ok;
}

static bool is_complete(uint8_t c[TILE_KINDS], int blocks, bool pair)
{
	return complete_with_runs(c, blocks, pair, NULL);
}

static uint64_t test_rng = 0x2545f4914f6cdd1dULL;

static unsigned next_rand(unsigned bound)
{
	test_rng ^= test_rng << 13;
	test_rng ^= test_rng >> 7;
	test_rng ^= test_rng << 17;
	return (unsigned)(test_rng % bound);
}

/* A random hand of n tiles, drawn from few kinds so that shapes connect. */
static void random_hand(uint8_t c[TILE_KINDS], int n)
{
	int first = (int)next_rand(TILE_KINDS - 12), span = 6 + (int)next_rand(6);

	memset(c, 0, TILE_KINDS);
	for (int i = 0; i < n;) {
		int k = first + (int)next_rand((unsigned)span);
		if (next_rand(4) == 0)
			k = (int)next_rand(TILE_KINDS);
		if (c[k] < 4)
			c[k]++, i++;
	}
}

/*
 * -1 exactly for complete hands, and for 3n+1 tiles 0 exactly when a draw of
 * a kind not already held four times completes the hand.
 */
static void standard_agrees_with_plain_search(void **state)
{
	(void)state;
	int complete = 0, tenpai = 0;

	for (int round = 0; round < 20000; round++) {
		int blocks = 1 + (int)next_rand(4);
		uint8_t c[TILE_KINDS];

		random_hand(c, 3 * blocks + 2);
		bool win = is_complete(c, blocks, true);
		complete += win;
		assert_int_equal(shanten_standard(c, 4 - blocks) == -1, win);

		c[next_rand(TILE_KINDS)] = 0; /* 3n+1 tiles, or fewer: redraw */
		int n = 0;
		for (int k = 0; k < TILE_KINDS; k++)
			n += c[k];
		if (n != 3 * blocks + 1)
			continue;
		bool waits = false;
		for (int k = 0; k < TILE_KINDS && !waits; k++)
			if (c[k] < 4) {
				c[k]++;
				waits = is_complete(c, blocks, true);
				c[k]--;
			}
		tenpai += waits;
		assert_int_equal(shanten_standard(c, 4 - blocks) == 0, waits);
	}
	/* The hands must exercise both answers. */
	assert_true(complete > 100);
	assert_true(tenpai > 100);
}

/*
 * One draw changes the shanten number by at most one, and the best discard
 * of a 3n+2 hand that is not complete keeps it.
 */
static void one_tile_moves_shanten_by_at_most_one(void **state)
{
	(void)state;
	for (int round = 0; round < 5000; round++) {
		uint8_t c[TILE_KINDS];
		random_hand(c, 14);
		int s14 = shanten_standard(c, 0), best = 99;
		for (int k = 0; k < TILE_KINDS; k++)
			if (c[k]) {
				c[k]--;
				int s13 = shanten_standard(c, 0);
				assert_true(s13 >= s14 && s13 <= s14 + 1);
				best = s13 < best ? s13 : best;
				c[k]++;
			}
		assert_int_equal(best, s14 == -1 ? 0 : s14);
	}
}

/* ---- restricted to some kinds: open hands whose yaku allows only those ---- */

static void allow_simples(bool allow[TILE_KINDS])
{
	for (int k = 0; k < TILE_KINDS; k++)
		allow[k] = !kind_is_yaochu(k);
}

/* Terminals and honours do not count toward all simples: 123m is no block, 22s is a pair. */
static void restricted_counts_only_the_allowed_kinds(void **state)
{
	(void)state;
	bool simples[TILE_KINDS];
	allow_simples(simples);
	uint8_t c[TILE_KINDS];
	th_counts("234m567p22s345s678s", c);
	assert_int_equal(shanten_restricted(c, 4, simples, true), -1);
	th_counts("123m567p22s345s678s", c);
	assert_int_equal(shanten_restricted(c, 4, simples, true), 0); /* 23m waits on 4m */
	th_counts("234m567p11z345s678s", c);
	assert_int_equal(shanten_restricted(c, 4, simples, true), 1); /* no pair yet */
	/* triplets only: 234m 567p are singles, two of which need two tiles each */
	th_counts("234m567p222s333s44s", c);
	assert_int_equal(shanten_restricted(c, 4, simples, false), 3);
	/* the blocks the melds leave: one meld called, three blocks to make */
	th_counts("567p22s345s678s", c);
	assert_int_equal(shanten_restricted(c, 3, simples, true), -1);
	bool none[TILE_KINDS] = {false};
	assert_int_equal(shanten_restricted(c, 3, none, true), 14);
}

/* With every kind allowed it is the standard shanten number. */
static void restricted_to_every_kind_is_standard(void **state)
{
	(void)state;
	bool all[TILE_KINDS];
	memset(all, true, sizeof all);
	for (int round = 0; round < 3000; round++) {
		uint8_t c[TILE_KINDS];
		random_hand(c, round % 2 ? 13 : 14);
		assert_int_equal(shanten_restricted(c, 4, all, true), shanten_standard(c, 0));
	}
}

/* A hand of simples alone is complete for all simples exactly when plain search finds it so. */
static void restricted_agrees_with_plain_search(void **state)
{
	(void)state;
	bool simples[TILE_KINDS];
	allow_simples(simples);
	int complete = 0;
	for (int round = 0; round < 20000; round++) {
		int blocks = 1 + (int)next_rand(4);
		uint8_t c[TILE_KINDS];
		random_hand(c, 3 * blocks + 2);
		int n = 0;
		for (int k = 0; k < TILE_KINDS; k++) {
			c[k] = simples[k] ? c[k] : 0;
			n += c[k];
		}
		if (n != 3 * blocks + 2)
			continue;
		bool win = is_complete(c, blocks, true);
		complete += win;
		assert_int_equal(shanten_restricted(c, blocks, simples, true) == -1, win);
	}
	assert_true(complete > 20);
}

/*
 * A stretch of each suit (1 to 9 kinds long, as a plan's 6-9 of upper four) and maybe the
 * honours, runs or not: -1 exactly for the hands complete within them by plain search (runs
 * inside a stretch), and for 3n+1 tiles 0 exactly when a draw of an allowed kind completes.
 */
static void restricted_stretches_agree_with_plain_search(void **state)
{
	(void)state;
	int complete = 0, ready = 0;
	for (int round = 0; round < 40000; round++) {
		bool allow[TILE_KINDS] = {false}, run_from[TILE_KINDS] = {false};
		bool runs = next_rand(3) != 0;
		int lens = 0;
		for (int suit = 0; suit < 3; suit++) {
			int len = (int)next_rand(10),
			    lo = len ? (int)next_rand((unsigned)(10 - len)) : 0;
			for (int i = lo; i < lo + len; i++)
				allow[suit * 9 + i] = true;
			for (int i = lo; runs && i + 2 < lo + len; i++)
				run_from[suit * 9 + i] = true;
			lens += len;
		}
		for (int k = TILE_EAST; k < TILE_KINDS && next_rand(2); k++)
			allow[k] = true;
		if (!lens)
			continue;
		int blocks = 1 + (int)next_rand(4), n = 3 * blocks + 2 - (int)next_rand(2);
		uint8_t c[TILE_KINDS] = {0};
		for (int i = 0, tries = 0; i < n && tries < 1000; tries++) {
			int k = (int)next_rand(TILE_KINDS);
			if (allow[k] && c[k] < 4)
				c[k]++, i++;
		}
		int held = 0;
		for (int k = 0; k < TILE_KINDS; k++)
			held += c[k];
		if (held != n)
			continue;
		int s = shanten_restricted(c, blocks, allow, runs);
		if (n == 3 * blocks + 2) {
			bool win = complete_with_runs(c, blocks, true, run_from);
			complete += win;
			assert_int_equal(s == -1, win);
			continue;
		}
		bool waits = false;
		for (int k = 0; k < TILE_KINDS && !waits; k++) {
			if (!allow[k] || c[k] == 4)
				continue;
			c[k]++;
			waits = complete_with_runs(c, blocks, true, run_from);
			c[k]--;
		}
		ready += waits;
		assert_int_equal(s == 0, waits);
	}
	assert_true(complete > 100);
	assert_true(ready > 100);
}

/* Upper four (6 to 9 only), worked out by hand. */
static void restricted_upper_four(void **state)
{
	(void)state;
	bool upper[TILE_KINDS] = {false};
	for (int suit = 0; suit < 3; suit++)
		for (int i = 5; i < 9; i++)
			upper[suit * 9 + i] = true;
	uint8_t c[TILE_KINDS];
	th_counts("678m789p66s789s999m", c);
	assert_int_equal(shanten_restricted(c, 4, upper, true), -1);
	/* 78m waits on 6m or 9m: ready */
	th_counts("78m789p66s789s999m", c);
	assert_int_equal(shanten_restricted(c, 4, upper, true), 0);
	/*
	 * 4p and 5p are no upper tiles: the fourth block starts from nothing, three tiles
	 * away, ready at two (66s may become a triplet, but then the pair starts from nothing).
	 */
	th_counts("678m45p66s789s999m", c);
	assert_int_equal(shanten_restricted(c, 4, upper, true), 2);
	/* without runs 678m is three singles and 789s three more */
	th_counts("678m999p66s789s", c);
	assert_int_equal(shanten_restricted(c, 3, upper, false), 3);
}

/*
 * Checks every number of a group reading against the plain functions on the same counts;
 * the restricted ones only for a hand.
 */
static void groups_agree(const struct shanten_groups *g, const uint8_t c[TILE_KINDS], bool hand)
{
	bool flush[TILE_KINDS], every[TILE_KINDS];
	memset(every, true, sizeof every);
	for (int nmelds = 0; nmelds <= 1; nmelds++)
		assert_int_equal(shanten_groups_min(g, c, nmelds), shanten_min(c, nmelds));
	assert_int_equal(shanten_groups_standard(g, c), shanten_standard(c, 0));
	int ch, ko;
	shanten_groups_special(g, c, &ch, &ko);
	assert_int_equal(ch, shanten_chiitoitsu(c));
	assert_int_equal(ko, shanten_kokushi(c));
	for (int blocks = -1; blocks <= 4 && hand; blocks++) {
		bool simples[TILE_KINDS];
		allow_simples(simples);
		assert_int_equal(shanten_groups_simples(g, c, blocks),
				 shanten_restricted(c, blocks, simples, true));
		for (int suit = 0; suit < 3; suit++) {
			for (int k = 0; k < TILE_KINDS; k++)
				flush[k] = k >= TILE_EAST || k / 9 == suit;
			assert_int_equal(shanten_groups_flush(g, c, suit, blocks),
					 shanten_restricted(c, blocks, flush, true));
		}
		for (int y = TILE_EAST; y < TILE_KINDS; y++) {
			uint8_t without[TILE_KINDS];
			memcpy(without, c, sizeof without);
			without[y] = 0;
			assert_int_equal(shanten_groups_without(g, c, y, blocks),
					 shanten_restricted(without, blocks, every, true));
		}
	}
}

/* A hand read once and changed a tile at a time answers as if read afresh, fifth copies too. */
static void group_reading_follows_each_change(void **state)
{
	(void)state;
	for (int round = 0; round < 3000; round++) {
		uint8_t c[TILE_KINDS];
		random_hand(c, 13 + (int)next_rand(2) - 3 * (int)next_rand(2));
		struct shanten_groups g;
		shanten_groups_read(&g, c);
		groups_agree(&g, c, true);
		for (int step = 0; step < 4; step++) {
			int k = (int)next_rand(TILE_KINDS), delta = next_rand(2) ? 1 : -1;
			if (c[k] + delta < 0)
				continue;
			shanten_groups_change(&g, c, k, delta);
			c[k] = (uint8_t)(c[k] + delta);
			if (c[k] > 4) { /* no hand: answered from the counts alone */
				groups_agree(&g, c, false);
				break;
			}
			struct shanten_groups fresh;
			shanten_groups_read(&fresh, c);
			assert_int_equal(g.tiles, fresh.tiles);
			assert_memory_equal(g.cls, fresh.cls, sizeof g.cls);
			groups_agree(&g, c, true);
		}
	}
}

/* Asking after a tile more or less, the reading unchanged, answers as the reading changed does,
 * whether the counts after are a hand or not. */
static void standard_after_a_change_is_asked_without_one(void **state)
{
	(void)state;
	for (int round = 0; round < 3000; round++) {
		uint8_t c[TILE_KINDS];
		random_hand(c, 13 + (int)next_rand(2) - 3 * (int)next_rand(2));
		struct shanten_groups g;
		shanten_groups_read(&g, c);
		for (int k = 0; k < TILE_KINDS; k++)
			for (int delta = -1; delta <= 1; delta += 2) {
				if (c[k] + delta < 0)
					continue;
				int asked = shanten_groups_standard_after(&g, c, k, delta);
				struct shanten_groups changed = g;
				shanten_groups_change(&changed, c, k, delta);
				c[k] = (uint8_t)(c[k] + delta);
				assert_int_equal(asked, shanten_groups_standard(&changed, c));
				assert_int_equal(asked, shanten_standard(c, 0));
				c[k] = (uint8_t)(c[k] - delta);
			}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(complete_hands_are_minus_one),
	    cmocka_unit_test(known_tenpai_shapes_are_zero),
	    cmocka_unit_test(far_hands_count_the_missing_tiles),
	    cmocka_unit_test(a_fifth_copy_is_never_waited_on),
	    cmocka_unit_test(seven_pairs_count_four_of_a_kind_once),
	    cmocka_unit_test(thirteen_orphans_need_one_pair),
	    cmocka_unit_test(special_hands_count_only_without_melds),
	    cmocka_unit_test(impossible_counts_still_answer),
	    cmocka_unit_test(standard_agrees_with_plain_search),
	    cmocka_unit_test(one_tile_moves_shanten_by_at_most_one),
	    cmocka_unit_test(restricted_counts_only_the_allowed_kinds),
	    cmocka_unit_test(restricted_to_every_kind_is_standard),
	    cmocka_unit_test(restricted_agrees_with_plain_search),
	    cmocka_unit_test(restricted_stretches_agree_with_plain_search),
	    cmocka_unit_test(restricted_upper_four),
	    cmocka_unit_test(group_reading_follows_each_change),
	    cmocka_unit_test(standard_after_a_change_is_asked_without_one),
	};
	return cmocka_run_group_tests_name("shanten", tests, NULL, NULL);
}
