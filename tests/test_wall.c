/* The random generator and the wall. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "rules/rng.h"
#include "rules/wall.h"

/* Expected words computed by an independent implementation of splitmix64 + xoshiro256**. */
static void rng_matches_reference_sequence(void **state)
{
	(void)state;
	struct rng r;
	rng_seed(&r, 1);
	assert_true(rng_next(&r) == 0xb3f2af6d0fc710c5u);
	assert_true(rng_next(&r) == 0x853b559647364ceau);
	assert_true(rng_next(&r) == 0x92f89756082a4514u);
}

static void rng_below_stays_in_range_and_is_even(void **state)
{
	(void)state;
	struct rng r;
	rng_seed(&r, 42);
	int counts[3] = {0};
	for (int i = 0; i < 300000; i++) {
		uint32_t v = rng_below(&r, 3);
		assert_true(v < 3);
		counts[v]++;
	}
	/* 4.5 standard deviations (about 1160) either side of 100000 */
	for (int i = 0; i < 3; i++)
		assert_in_range(counts[i], 98840, 101160);
}

static void deal_has_every_tile_and_the_red_fives_asked_for(void **state)
{
	(void)state;
	const struct rules *rules = rules_preset("standard"); /* red fives 1, 2, 1 */
	struct rng r;
	rng_seed(&r, 7);
	struct wall w;
	wall_deal(&w, &r, rules);
	uint8_t counts[TILE_KINDS] = {0};
	tiles_count(w.seq, WALL_TILES, counts);
	for (int k = 0; k < TILE_KINDS; k++)
		assert_int_equal(counts[k], 4);
	int reds[3] = {0};
	for (int i = 0; i < WALL_TILES; i++)
		if (tile_is_red(w.seq[i]))
			reds[kind_suit(tile_kind(w.seq[i]))]++;
	assert_int_equal(reds[0], 1);
	assert_int_equal(reds[1], 2);
	assert_int_equal(reds[2], 1);
	assert_in_range(w.dice[0], 1, 6);
	assert_in_range(w.dice[1], 1, 6);
	assert_int_equal(w.break_wall, (w.dice[0] + w.dice[1] - 1) % 4);
}

static void same_seed_same_deal_other_seed_other_deal(void **state)
{
	(void)state;
	const struct rules *rules = rules_preset("tenhou");
	struct rng a, b, c;
	rng_seed(&a, 99);
	rng_seed(&b, 99);
	rng_seed(&c, 100);
	struct wall wa, wb, wc;
	wall_deal(&wa, &a, rules);
	wall_deal(&wb, &b, rules);
	wall_deal(&wc, &c, rules);
	assert_memory_equal(wa.seq, wb.seq, WALL_TILES);
	assert_memory_not_equal(wa.seq, wc.seq, WALL_TILES);
}

/* Where one tile lands over many deals: chi-square over 136 places stays small. */
static void shuffle_puts_a_tile_anywhere_evenly(void **state)
{
	(void)state;
	const struct rules *rules = rules_preset("league"); /* no red fives */
	enum { DEALS = 13600 };
	static int place[WALL_TILES];
	struct rng r;
	rng_seed(&r, 2026);
	for (int d = 0; d < DEALS; d++) {
		struct wall w;
		wall_deal(&w, &r, rules);
		/* the four 1m are interchangeable: count them all */
		for (int i = 0; i < WALL_TILES; i++)
			if (w.seq[i] == TILE_M1)
				place[i]++;
	}
	double expected = DEALS * 4.0 / WALL_TILES, chi2 = 0;
	for (int i = 0; i < WALL_TILES; i++)
		chi2 += (place[i] - expected) * (place[i] - expected) / expected;
	/* 135 degrees of freedom: the 0.999 quantile is about 190 */
	assert_true(chi2 < 190.0);
}

static void stacked_wall_draws_live_then_rinshan_and_indicators(void **state)
{
	(void)state;
	tile_t seq[WALL_TILES];
	for (int i = 0; i < WALL_TILES; i++)
		seq[i] = (tile_t)(i % TILE_KINDS);
	struct wall w;
	wall_from_sequence(&w, seq);
	assert_int_equal(wall_live_left(&w), 122);
	tile_t t;
	assert_true(wall_draw(&w, &t));
	assert_int_equal(t, 0);
	/* dora indicator: top of the third stack back from the break = seq[130] */
	assert_int_equal(wall_dora_indicator(&w, 0), 130 % TILE_KINDS);
	assert_int_equal(wall_ura_indicator(&w, 0), 131 % TILE_KINDS);
	assert_int_equal(wall_dora_indicator(&w, 1), 128 % TILE_KINDS);
	/* first rinshan: top of the first stack back = seq[134]; the live wall shrinks */
	assert_true(wall_draw_rinshan(&w, &t));
	assert_int_equal(t, 134 % TILE_KINDS);
	assert_int_equal(wall_live_left(&w), 120);
	assert_true(wall_draw_rinshan(&w, &t));
	assert_int_equal(t, 135 % TILE_KINDS);
	assert_true(wall_draw_rinshan(&w, &t));
	assert_int_equal(t, 132 % TILE_KINDS);
	assert_true(wall_draw_rinshan(&w, &t));
	assert_int_equal(t, 133 % TILE_KINDS);
	assert_false(wall_draw_rinshan(&w, &t));
	for (int i = 0; i < 4; i++)
		assert_true(wall_reveal_indicator(&w));
	assert_false(wall_reveal_indicator(&w));
	int live = wall_live_left(&w);
	assert_int_equal(live, 117);
	while (live--)
		assert_true(wall_draw(&w, &t));
	assert_false(wall_draw(&w, &t));
	/* haitei was seq[117]: the four tiles after it went to the dead wall */
	assert_int_equal(t, 117 % TILE_KINDS);
}

/* Chinese Official rules: 136 tiles and the eight flowers, one of each; without flowers 136. */
static void mcr_wall_holds_144_tiles_with_flowers_and_136_without(void **state)
{
	(void)state;
	struct rng r;
	rng_seed(&r, 11);
	struct wall w;
	struct rules mcr = *rules_preset("mcr");
	wall_deal_mcr(&w, &r, &mcr);
	assert_int_equal(w.ntiles, 144);
	assert_int_equal(wall_live_left(&w), 144);
	assert_int_equal(w.indicators, 0);
	uint8_t counts[TILE_KINDS] = {0};
	int flowers[TILE_FLOWER_KINDS] = {0}, reds = 0;
	for (int i = 0; i < 144; i++) {
		int k = tile_kind(w.seq[i]);
		reds += tile_is_red(w.seq[i]);
		if (kind_is_flower(k))
			flowers[k - TILE_FLOWER1]++;
	}
	tiles_count(w.seq, 144, counts); /* leaves the flowers out */
	for (int k = 0; k < TILE_KINDS; k++)
		assert_int_equal(counts[k], 4);
	for (int f = 0; f < TILE_FLOWER_KINDS; f++)
		assert_int_equal(flowers[f], 1);
	assert_int_equal(reds, 0);

	rng_seed(&r, 11);
	mcr.flowers = false;
	wall_deal_mcr(&w, &r, &mcr);
	assert_int_equal(w.ntiles, 136);
	assert_int_equal(wall_live_left(&w), 136);
	memset(counts, 0, sizeof counts);
	tiles_count(w.seq, 136, counts);
	for (int k = 0; k < TILE_KINDS; k++)
		assert_int_equal(counts[k], 4);
	for (int i = 0; i < 136; i++)
		assert_false(kind_is_flower(tile_kind(w.seq[i])));
}

/* No dead wall: a replacement is the last tile of the wall, and every tile gets drawn. */
static void mcr_replacements_come_from_the_tail(void **state)
{
	(void)state;
	tile_t seq[144];
	for (int i = 0; i < 144; i++)
		seq[i] = (tile_t)(i % TILE_KINDS);
	struct wall w;
	wall_from_sequence_mcr(&w, seq, 144);
	tile_t t;
	assert_true(wall_draw(&w, &t));
	assert_int_equal(t, 0);
	assert_true(wall_draw_tail(&w, &t));
	assert_int_equal(t, 143 % TILE_KINDS);
	assert_true(wall_draw_rinshan(&w, &t)); /* a kong's replacement: the tail too */
	assert_int_equal(t, 142 % TILE_KINDS);
	assert_int_equal(wall_live_left(&w), 141);
	assert_false(wall_reveal_indicator(&w));
	int drawn = 3;
	while (wall_draw(&w, &t))
		drawn++;
	assert_int_equal(drawn, 144);
	assert_false(wall_draw_tail(&w, &t));
	assert_int_equal(t, 141 % TILE_KINDS); /* the last live draw was seq[141] */
}

/* A riichi wall has a dead wall: the tail is not for drawing. */
static void riichi_wall_has_no_tail_draw(void **state)
{
	(void)state;
	tile_t seq[WALL_TILES] = {0};
	struct wall w;
	wall_from_sequence(&w, seq);
	tile_t t;
	assert_false(wall_draw_tail(&w, &t));
	assert_int_equal(w.ntiles, 136);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(rng_matches_reference_sequence),
	    cmocka_unit_test(rng_below_stays_in_range_and_is_even),
	    cmocka_unit_test(deal_has_every_tile_and_the_red_fives_asked_for),
	    cmocka_unit_test(same_seed_same_deal_other_seed_other_deal),
	    cmocka_unit_test(shuffle_puts_a_tile_anywhere_evenly),
	    cmocka_unit_test(stacked_wall_draws_live_then_rinshan_and_indicators),
	    cmocka_unit_test(mcr_wall_holds_144_tiles_with_flowers_and_136_without),
	    cmocka_unit_test(mcr_replacements_come_from_the_tail),
	    cmocka_unit_test(riichi_wall_has_no_tail_draw),
	};
	return cmocka_run_group_tests_name("wall", tests, NULL, NULL);
}
