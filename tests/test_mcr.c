/*
 * Chinese Official fan (the 1998 rules): every fan with a hand worked out by hand,
 * the five principles, the 8-point minimum, flowers and payments. Unless a test says otherwise
 * the round is East, the seat South, and the win is a discard.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/mcr.h"
#include "rules/mcr_fans.h"
#include "tests/tiles_helper.h"

#define MELDS(...) ((const char *const[]){__VA_ARGS__, NULL})

static struct mcr_context ron(const char *win)
{
	struct notation_error err;
	struct mcr_context c = {.round_wind = TILE_EAST, .seat_wind = TILE_SOUTH};
	assert_int_equal(notation_parse_tile(win, &c.win, &err), 0);
	return c;
}

static struct mcr_context tsumo(const char *win)
{
	struct mcr_context c = ron(win);
	c.tsumo = true;
	return c;
}

static struct hand hand_of(const char *tiles, const char *const *melds)
{
	struct notation_error err;
	struct hand h = {0};
	h.ntiles = notation_parse_tiles(tiles, h.tiles, 14, &err);
	assert_true(h.ntiles >= 0);
	for (int i = 0; melds && melds[i]; i++)
		assert_int_equal(notation_parse_meld(melds[i], &h.melds[h.nmelds++], &err), 0);
	return h;
}

static struct mcr_result score(const char *tiles, const char *const *melds, struct mcr_context c)
{
	struct hand h = hand_of(tiles, melds);
	struct mcr_result r;
	mcr_score(&h, &c, &r);
	return r;
}

static void show(const struct mcr_result *r)
{
	print_message("status %d (%s), %d points:", r->status, r->error, r->points);
	for (int i = 0; i < r->nfans; i++)
		print_message(" %s x%d=%d", mcr_fan_table[r->fans[i].fan].id, r->fans[i].count,
			      r->fans[i].points);
	print_message("\n");
}

/* Asserts the exact fan list (fan, count, ... 0) and the total. */
static void expect(const struct mcr_result *r, int total, const int *want)
{
	bool same = r->status == MCR_OK && r->points == total;
	int n = 0;
	for (; want[2 * n]; n++) {
		bool found = false;
		for (int i = 0; i < r->nfans; i++)
			found |=
			    r->fans[i].fan == want[2 * n] && r->fans[i].count == want[2 * n + 1];
		same &= found;
	}
	same &= n == r->nfans;
	if (!same) {
		show(r);
		fail_msg("want %d points from %d fan", total, n);
	}
	/* the parts add up, and fans come in table order */
	int sum = 0;
	for (int i = 0; i < r->nfans; i++) {
		sum += r->fans[i].points;
		if (i)
			assert_true(r->fans[i - 1].fan < r->fans[i].fan);
	}
	assert_int_equal(sum, r->points);
}

#define EXPECT(r, total, ...) expect(&(r), total, (const int[]){__VA_ARGS__, 0})

/* ---- the table ---- */

static void table_has_81_fan_in_seed_order_with_their_points(void **state)
{
	(void)state;
	static const int points[] = {1,	 1,  1,	 1,  1,	 1,  1,	 1,  1,	 1,  1,	 1,  1, /* 1..13 */
				     2,	 2,  2,	 2,  2,	 2,  2,	 2,  2,	 2,		/* 14..23 */
				     4,	 4,  4,	 4,  6,	 6,  6,	 6,  6,	 6,  6,		/* 24..34 */
				     8,	 8,  8,	 8,  8,	 8,  8,	 8,  8,			/* 35..43 */
				     12, 12, 12, 12, 12, 16, 16, 16, 16, 16, 16, 24, 24,
				     24, 24, 24, 24, 24, 24, 24, 32, 32, 32, 48, 48, 64,
				     64, 64, 64, 64, 64, 88, 88, 88, 88, 88, 88, 88};
	assert_int_equal(sizeof points / sizeof points[0], 81);
	for (int f = 1; f < MCR_FAN_COUNT; f++) {
		assert_int_equal(mcr_fan_table[f].points, points[f - 1]);
		assert_non_null(mcr_fan_table[f].name);
		assert_non_null(mcr_fan_table[f].chinese);
		assert_int_equal(mcr_fan_by_id(mcr_fan_table[f].id), f);
	}
	assert_string_equal(mcr_fan_table[MCR_SHORT_STRAIGHT].chinese, "连六");
	assert_string_equal(mcr_fan_table[MCR_CHICKEN_HAND].chinese, "无番和");
	assert_string_equal(mcr_fan_table[MCR_THIRTEEN_ORPHANS].name, "Thirteen Orphans");
	assert_int_equal(mcr_fan_by_id("knitted_straight"), MCR_KNITTED_STRAIGHT);
	assert_int_equal(mcr_fan_by_id("riichi"), MCR_NONE);
	assert_int_equal(mcr_fan_by_id(NULL), MCR_NONE);
}

static void a_fan_only_excludes_smaller_fan(void **state)
{
	(void)state;
	for (int f = 1; f < MCR_FAN_COUNT; f++)
		for (int i = 0; i < MCR_EXCLUDES_MAX && mcr_fan_excludes[f][i]; i++) {
			int x = mcr_fan_excludes[f][i];
			if (x >= f || mcr_fan_table[x].points >= mcr_fan_table[f].points)
				fail_msg("%s excludes %s", mcr_fan_table[f].id,
					 mcr_fan_table[x].id);
		}
}

/* ---- 1 point ---- */

static void pure_double_chow(void **state)
{
	(void)state;
	/* 234m 234m 678p 456s, pair 7z on a single wait: PDC 1, concealed 2, single wait 1 */
	struct mcr_result r = score("223344m678p456s7z", NULL, ron("7z"));
	EXPECT(r, 4, MCR_PURE_DOUBLE_CHOW, 1, MCR_CONCEALED_HAND, 1, MCR_SINGLE_WAIT, 1);
	assert_false(r.enough);
}

static void mixed_double_chow_and_a_dragon_pung_by_discard(void **state)
{
	(void)state;
	/* 234m 234p 678s, waiting 9s or 7z; 7z by discard makes an exposed pung */
	struct mcr_result r = score("234m234p678s99s77z", NULL, ron("7z"));
	EXPECT(r, 5, MCR_MIXED_DOUBLE_CHOW, 1, MCR_DRAGON_PUNG, 1, MCR_CONCEALED_HAND, 1);
}

static void short_straight_and_two_terminal_chows(void **state)
{
	(void)state;
	struct mcr_result r = score("456m789p345s7z", MELDS("chi:123m"), ron("7z"));
	EXPECT(r, 2, MCR_SHORT_STRAIGHT, 1, MCR_SINGLE_WAIT, 1);
	r = score("789m456p345s7z", MELDS("chi:123m"), ron("7z"));
	EXPECT(r, 2, MCR_TWO_TERMINAL_CHOWS, 1, MCR_SINGLE_WAIT, 1);
}

static void pung_of_terminals_or_guest_winds_only(void **state)
{
	(void)state;
	struct mcr_result r = score("234m456s9s", MELDS("pon:999p", "pon:444z"), ron("9s"));
	EXPECT(r, 3, MCR_PUNG_OF_TERMINALS_OR_HONORS, 2, MCR_SINGLE_WAIT, 1);
	/* East in an East round is the prevalent wind, not a guest wind */
	r = score("234m456s9s", MELDS("pon:999p", "pon:111z"), ron("9s"));
	EXPECT(r, 4, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_PREVALENT_WIND, 1, MCR_SINGLE_WAIT, 1);
}

static void melded_kong(void **state)
{
	(void)state;
	struct mcr_result r = score("234m456s678s7z", MELDS("minkan:5555p"), ron("7z"));
	EXPECT(r, 2, MCR_MELDED_KONG, 1, MCR_SINGLE_WAIT, 1);
}

static void one_voided_suit(void **state)
{
	(void)state;
	struct mcr_result r = score("234m678m345p789p7z", NULL, ron("7z"));
	EXPECT(r, 4, MCR_ONE_VOIDED_SUIT, 1, MCR_CONCEALED_HAND, 1, MCR_SINGLE_WAIT, 1);
}

static void no_honors(void **state)
{
	(void)state;
	struct mcr_result r = score("234p678s345m9p", MELDS("pon:111m"), ron("9p"));
	EXPECT(r, 3, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_NO_HONORS, 1, MCR_SINGLE_WAIT, 1);
}

static void edge_and_closed_wait(void **state)
{
	(void)state;
	struct mcr_result r = score("12m345s567s77z", MELDS("chi:456p"), ron("3m"));
	EXPECT(r, 1, MCR_EDGE_WAIT, 1);
	r = score("13m345s567s77z", MELDS("chi:456p"), ron("2m"));
	EXPECT(r, 1, MCR_CLOSED_WAIT, 1);
	r = score("13m345s567s77z", MELDS("chi:456p"), tsumo("2m"));
	EXPECT(r, 2, MCR_CLOSED_WAIT, 1, MCR_SELF_DRAWN, 1);
}

static void no_wait_fan_when_the_hand_waits_on_two_kinds(void **state)
{
	(void)state;
	/* 12345m waits on 3m and 6m: 3m is no edge wait (the 1998 rules) */
	struct mcr_result r = score("12345m678p345s77z", NULL, ron("3m"));
	EXPECT(r, 3, MCR_MIXED_DOUBLE_CHOW, 1, MCR_CONCEALED_HAND, 1);
	r = score("12345m678p345s77z", NULL, ron("6m"));
	EXPECT(r, 3, MCR_SHORT_STRAIGHT, 1, MCR_CONCEALED_HAND, 1);
}

/*
 * The international league's reading of the rules: a kind the hand completes on counts as a
 * wait even when the hand holds all four of it, so these hands wait on two kinds and have no
 * wait fan.
 */
static void a_wait_on_a_tile_the_hand_holds_four_of_leaves_no_wait_fan(void **state)
{
	(void)state;
	/* 11m 234m 444m 678m 456p on 1m; 1234444m also completes, in shape, on a fifth 4m */
	struct mcr_result r = score("1234444678m456p", NULL, tsumo("1m"));
	EXPECT(r, 8, MCR_ONE_VOIDED_SUIT, 1, MCR_NO_HONORS, 1, MCR_TILE_HOG, 1,
	       MCR_FULLY_CONCEALED_HAND, 1);
	/* 222p 234p 55p 789p 456s on 5p, and 2222345789p on a fifth 2p: 6, short of 8 */
	r = score("2222345789p456s", NULL, ron("5p"));
	EXPECT(r, 6, MCR_ONE_VOIDED_SUIT, 1, MCR_NO_HONORS, 1, MCR_CONCEALED_HAND, 1, MCR_TILE_HOG,
	       1);
	assert_false(r.enough);
}

/* The rule book's own examples: 4556 winning on 5 is a Closed Wait, 1233 on 3 an Edge Wait
 * (the same tiles read as a pair would be a Single Wait). */
static void the_rule_books_wait_examples(void **state)
{
	(void)state;
	struct mcr_result r = score("4556m123p789s111z", NULL, ron("5m"));
	EXPECT(r, 13, MCR_CLOSED_WAIT, 1, MCR_PREVALENT_WIND, 1, MCR_CONCEALED_HAND, 1,
	       MCR_MIXED_STRAIGHT, 1);
	r = score("1233m456p789s111z", NULL, ron("3m"));
	EXPECT(r, 13, MCR_EDGE_WAIT, 1, MCR_PREVALENT_WIND, 1, MCR_CONCEALED_HAND, 1,
	       MCR_MIXED_STRAIGHT, 1);
}

static void flowers_count_one_each_but_not_toward_the_minimum(void **state)
{
	(void)state;
	struct mcr_context c = ron("7z");
	c.flowers = 3;
	/* 5 points of fan and three flowers: 8 in all, still short of the minimum */
	struct mcr_result r = score("234m234p678s99s77z", NULL, c);
	EXPECT(r, 8, MCR_MIXED_DOUBLE_CHOW, 1, MCR_FLOWER_TILES, 3, MCR_DRAGON_PUNG, 1,
	       MCR_CONCEALED_HAND, 1);
	assert_int_equal(r.flower_points, 3);
	assert_false(r.enough);
	assert_int_equal(r.total, 0);
	c.flowers = 9;
	r = score("234m234p678s99s77z", NULL, c);
	assert_int_equal(r.status, MCR_BAD_INPUT);
	assert_true(strlen(r.error) > 0);
}

/* ---- 2 points ---- */

static void dragon_prevalent_and_seat_wind(void **state)
{
	(void)state;
	/* no bamboo: One Voided Suit */
	struct mcr_result r = score("234m678p4z", MELDS("pon:111z", "pon:222z"), ron("4z"));
	EXPECT(r, 6, MCR_ONE_VOIDED_SUIT, 1, MCR_PREVALENT_WIND, 1, MCR_SEAT_WIND, 1,
	       MCR_SINGLE_WAIT, 1);
	/* East seat in an East round: both */
	struct mcr_context c = ron("4z");
	c.seat_wind = TILE_EAST;
	r = score("234m678p456s4z", MELDS("pon:111z"), c);
	EXPECT(r, 5, MCR_PREVALENT_WIND, 1, MCR_SEAT_WIND, 1, MCR_SINGLE_WAIT, 1);
}

static void all_chows_never_with_no_honors(void **state)
{
	(void)state;
	/* 234m 567m 345p 678s + 55s, two-sided wait: 7 points, short of 8 */
	struct mcr_result r = score("234m56m345p678s55s", NULL, ron("7m"));
	EXPECT(r, 7, MCR_SHORT_STRAIGHT, 1, MCR_CONCEALED_HAND, 1, MCR_ALL_CHOWS, 1,
	       MCR_ALL_SIMPLES, 1);
	assert_false(r.enough);
	/* an honour pair is no All Chows */
	r = score("234m56m345p678s77z", NULL, ron("7m"));
	EXPECT(r, 3, MCR_SHORT_STRAIGHT, 1, MCR_CONCEALED_HAND, 1);
}

static void tile_hog(void **state)
{
	(void)state;
	struct mcr_result r = score("222234p567s678m7z", NULL, ron("7z"));
	EXPECT(r, 5, MCR_CONCEALED_HAND, 1, MCR_TILE_HOG, 1, MCR_SINGLE_WAIT, 1);
	/* a kong is no tile hog */
	r = score("234m456s678s7z", MELDS("minkan:5555p"), ron("7z"));
	EXPECT(r, 2, MCR_MELDED_KONG, 1, MCR_SINGLE_WAIT, 1);
}

static void double_pung(void **state)
{
	(void)state;
	struct mcr_result r = score("234s678s7z", MELDS("pon:555m", "pon:555p"), ron("7z"));
	EXPECT(r, 3, MCR_DOUBLE_PUNG, 1, MCR_SINGLE_WAIT, 1);
}

static void two_concealed_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("222p888s789m7z", MELDS("chi:345m"), ron("7z"));
	EXPECT(r, 3, MCR_TWO_CONCEALED_PUNGS, 1, MCR_SINGLE_WAIT, 1);
}

static void concealed_kong(void **state)
{
	(void)state;
	struct mcr_result r = score("234m345s789s7z", MELDS("ankan:5555p"), ron("7z"));
	EXPECT(r, 5, MCR_CONCEALED_HAND, 1, MCR_CONCEALED_KONG, 1, MCR_SINGLE_WAIT, 1);
}

/* ---- 4 points ---- */

static void outside_hand(void **state)
{
	(void)state;
	struct mcr_result r = score("789s111s1z", MELDS("chi:123m", "pon:999p"), ron("1z"));
	EXPECT(r, 7, MCR_PUNG_OF_TERMINALS_OR_HONORS, 2, MCR_SINGLE_WAIT, 1, MCR_OUTSIDE_HAND, 1);
}

static void fully_concealed_hand_replaces_self_drawn(void **state)
{
	(void)state;
	struct mcr_result r = score("234m678m345p789p7z", NULL, tsumo("7z"));
	EXPECT(r, 6, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_FULLY_CONCEALED_HAND, 1);
	/* on the last tile of the wall: Last Tile Draw replaces Self-Drawn as well */
	struct mcr_context c = tsumo("7z");
	c.last_wall_tile = true;
	r = score("234m678m345p789p7z", NULL, c);
	EXPECT(r, 14, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_FULLY_CONCEALED_HAND, 1,
	       MCR_LAST_TILE_DRAW, 1);
}

static void two_melded_kongs_and_the_mixed_pair(void **state)
{
	(void)state;
	struct mcr_result r = score("234m678m7z", MELDS("minkan:5555p", "kakan:8888s"), ron("7z"));
	EXPECT(r, 5, MCR_SINGLE_WAIT, 1, MCR_TWO_MELDED_KONGS, 1);
	/* one melded and one concealed kong: 5 points (an MCR ruling), as Two Melded Kongs */
	r = score("678s345m7z", MELDS("minkan:2222m", "ankan:5555p"), ron("7z"));
	EXPECT(r, 6, MCR_SINGLE_WAIT, 1, MCR_TWO_MELDED_KONGS, 1);
	assert_int_equal(r.fans[1].points, 5);
	assert_true(mcr_award_is_mixed_kongs(&r.fans[1]));
	r = score("234m678m7z", MELDS("minkan:5555p", "kakan:8888s"), ron("7z"));
	assert_false(mcr_award_is_mixed_kongs(&r.fans[1]));
}

static void last_tile_unless_robbing_the_kong(void **state)
{
	(void)state;
	/* 79p waits on 8p only, and no 8p is hidden in the hand */
	struct mcr_context c = ron("8p");
	c.last_tile = true;
	struct mcr_result r = score("234m678m345p79p77z", NULL, c);
	EXPECT(r, 8, MCR_ONE_VOIDED_SUIT, 1, MCR_CLOSED_WAIT, 1, MCR_CONCEALED_HAND, 1,
	       MCR_LAST_TILE, 1);
	assert_true(r.enough);
	c.robbing_kong = true;
	r = score("234m678m345p79p77z", NULL, c);
	EXPECT(r, 12, MCR_ONE_VOIDED_SUIT, 1, MCR_CLOSED_WAIT, 1, MCR_CONCEALED_HAND, 1,
	       MCR_ROBBING_THE_KONG, 1);
}

/* ---- 6 points ---- */

static void all_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("888s999s7z", MELDS("pon:222m", "pon:555p"), ron("7z"));
	EXPECT(r, 10, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SINGLE_WAIT, 1,
	       MCR_TWO_CONCEALED_PUNGS, 1, MCR_ALL_PUNGS, 1);
}

static void half_flush(void **state)
{
	(void)state;
	struct mcr_result r = score("666m789m7z", MELDS("pon:111z", "chi:234m"), ron("7z"));
	EXPECT(r, 9, MCR_SINGLE_WAIT, 1, MCR_PREVALENT_WIND, 1, MCR_HALF_FLUSH, 1);
}

static void mixed_shifted_chows(void **state)
{
	(void)state;
	struct mcr_result r = score("456s789m7z", MELDS("chi:234m", "chi:345p"), ron("7z"));
	EXPECT(r, 7, MCR_SINGLE_WAIT, 1, MCR_MIXED_SHIFTED_CHOWS, 1);
}

static void all_types_reaches_exactly_eight(void **state)
{
	(void)state;
	struct mcr_result r = score("234m345p678s7z", MELDS("pon:333z"), ron("7z"));
	EXPECT(r, 8, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SINGLE_WAIT, 1, MCR_ALL_TYPES, 1);
	assert_true(r.enough);
	assert_int_equal(r.pay_discarder, 16);
	assert_int_equal(r.pay_other, 8);
	assert_int_equal(r.total, 32);
}

static void melded_hand_never_with_single_wait(void **state)
{
	(void)state;
	struct mcr_result r =
	    score("7z", MELDS("chi:234m", "pon:555p", "chi:678s", "pon:333z"), ron("7z"));
	EXPECT(r, 13, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_ALL_TYPES, 1, MCR_MELDED_HAND, 1);
	/* self-drawn it is no Melded Hand */
	r = score("7z", MELDS("chi:234m", "pon:555p", "chi:678s", "pon:333z"), tsumo("7z"));
	EXPECT(r, 9, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SINGLE_WAIT, 1, MCR_SELF_DRAWN, 1,
	       MCR_ALL_TYPES, 1);
}

static void two_concealed_kongs(void **state)
{
	(void)state;
	struct mcr_result r = score("678s345m7z", MELDS("ankan:2222m", "ankan:5555p"), ron("7z"));
	EXPECT(r, 9, MCR_SINGLE_WAIT, 1, MCR_CONCEALED_HAND, 1, MCR_TWO_CONCEALED_KONGS, 1);
}

static void two_dragon_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("234m678p4z", MELDS("pon:555z", "pon:666z"), ron("4z"));
	EXPECT(r, 8, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_TWO_DRAGON_PUNGS, 1);
}

/* ---- 8 points ---- */

static void mixed_straight(void **state)
{
	(void)state;
	struct mcr_result r = score("456p789s234m7z", MELDS("chi:123m"), ron("7z"));
	EXPECT(r, 9, MCR_SINGLE_WAIT, 1, MCR_MIXED_STRAIGHT, 1);
}

static void reversible_tiles(void **state)
{
	(void)state;
	struct mcr_result r = score("123p345p456s888s5z", NULL, ron("5z"));
	EXPECT(r, 11, MCR_SINGLE_WAIT, 1, MCR_CONCEALED_HAND, 1, MCR_REVERSIBLE_TILES, 1);
}

static void mixed_triple_chow(void **state)
{
	(void)state;
	struct mcr_result r = score("123s678s7z", MELDS("chi:123m", "chi:123p"), ron("7z"));
	EXPECT(r, 9, MCR_SINGLE_WAIT, 1, MCR_MIXED_TRIPLE_CHOW, 1);
}

static void mixed_shifted_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("444s678m7z", MELDS("pon:222m", "pon:333p"), ron("7z"));
	EXPECT(r, 9, MCR_SINGLE_WAIT, 1, MCR_MIXED_SHIFTED_PUNGS, 1);
}

static void chicken_hand_and_its_payments(void **state)
{
	(void)state;
	const char *const *m = MELDS("chi:234m", "chi:567p", "chi:789p");
	struct mcr_result r = score("67s77z", m, ron("8s"));
	EXPECT(r, 8, MCR_CHICKEN_HAND, 1);
	assert_true(r.enough);
	assert_int_equal(r.pay_discarder, 16);
	assert_int_equal(r.pay_other, 8);
	assert_int_equal(r.pay_each_tsumo, 0);
	assert_int_equal(r.total, 32);
	/* 5s would make 567p 567s, a Mixed Double Chow: 1 point, not enough */
	r = score("67s77z", m, ron("5s"));
	EXPECT(r, 1, MCR_MIXED_DOUBLE_CHOW, 1);
	assert_false(r.enough);
	assert_int_equal(r.total, 0);
	/* flowers do not spoil a Chicken Hand */
	struct mcr_context c = ron("8s");
	c.flowers = 2;
	r = score("67s77z", m, c);
	EXPECT(r, 10, MCR_FLOWER_TILES, 2, MCR_CHICKEN_HAND, 1);
	assert_int_equal(r.total, 18 + 16);
}

static void last_tile_draw_and_claim(void **state)
{
	(void)state;
	const char *const *m = MELDS("chi:234m", "chi:567p", "chi:789p");
	struct mcr_context c = tsumo("8s");
	c.last_wall_tile = true;
	struct mcr_result r = score("67s77z", m, c);
	EXPECT(r, 8, MCR_LAST_TILE_DRAW, 1);
	assert_int_equal(r.pay_each_tsumo, 16);
	assert_int_equal(r.total, 48);
	c = ron("8s");
	c.last_wall_tile = true;
	r = score("67s77z", m, c);
	EXPECT(r, 8, MCR_LAST_TILE_CLAIM, 1);
}

static void out_with_replacement_tile(void **state)
{
	(void)state;
	struct mcr_context c = tsumo("7z");
	c.replacement = true;
	struct mcr_result r = score("234m678m7z", MELDS("minkan:5555p", "kakan:8888s"), c);
	EXPECT(r, 13, MCR_SINGLE_WAIT, 1, MCR_TWO_MELDED_KONGS, 1, MCR_OUT_WITH_REPLACEMENT_TILE,
	       1);
	c.tsumo = false;
	r = score("234m678m7z", MELDS("minkan:5555p", "kakan:8888s"), c);
	assert_int_equal(r.status, MCR_BAD_INPUT);
}

static void robbing_the_kong(void **state)
{
	(void)state;
	struct mcr_context c = ron("8s");
	c.robbing_kong = true;
	c.last_tile = true;
	struct mcr_result r = score("67s77z", MELDS("chi:234m", "chi:567p", "chi:789p"), c);
	EXPECT(r, 8, MCR_ROBBING_THE_KONG, 1);
	c.tsumo = true;
	r = score("67s77z", MELDS("chi:234m", "chi:567p", "chi:789p"), c);
	assert_int_equal(r.status, MCR_BAD_INPUT);
}

/* ---- 12 points ---- */

static void lesser_honors_and_knitted_tiles(void **state)
{
	(void)state;
	struct mcr_result r = score("14m258p369s12345z", NULL, ron("6z"));
	EXPECT(r, 12, MCR_LESSER_HONORS_AND_KNITTED_TILES, 1);
	/* concealed by definition: self-drawn adds Self-Drawn, not Fully Concealed Hand */
	r = score("14m258p369s12345z", NULL, tsumo("6z"));
	EXPECT(r, 13, MCR_SELF_DRAWN, 1, MCR_LESSER_HONORS_AND_KNITTED_TILES, 1);
	/* all nine knitted tiles: a Knitted Straight as well */
	r = score("147m258p369s1234z", NULL, ron("5z"));
	EXPECT(r, 24, MCR_LESSER_HONORS_AND_KNITTED_TILES, 1, MCR_KNITTED_STRAIGHT, 1);
}

static void knitted_straight_with_a_set_and_a_pair(void **state)
{
	(void)state;
	struct mcr_result r = score("147m258p369s234m7z", NULL, ron("7z"));
	EXPECT(r, 15, MCR_CONCEALED_HAND, 1, MCR_SINGLE_WAIT, 1, MCR_KNITTED_STRAIGHT, 1);
	r = score("147m258p369s7z", MELDS("chi:234m"), ron("7z"));
	EXPECT(r, 13, MCR_SINGLE_WAIT, 1, MCR_KNITTED_STRAIGHT, 1);
	/* with a chow and a suited pair it is All Chows (waits 5s and 8s: no wait fan) */
	r = score("147m258p369s678s5s", NULL, ron("5s"));
	EXPECT(r, 16, MCR_CONCEALED_HAND, 1, MCR_ALL_CHOWS, 1, MCR_KNITTED_STRAIGHT, 1);
}

static void upper_four_and_lower_four(void **state)
{
	(void)state;
	struct mcr_result r = score("789p678s999s8p", MELDS("pon:666m"), ron("8p"));
	/* 8p completes 789p8p: a single or a closed wait, one point either way */
	assert_int_equal(r.points, 14);
	assert_int_equal(r.nfans, 3);
	assert_int_equal(r.fans[0].fan, MCR_PUNG_OF_TERMINALS_OR_HONORS);
	assert_int_equal(r.fans[2].fan, MCR_UPPER_FOUR);
	r = score("234s111s4p", MELDS("chi:123m", "chi:234p"), ron("4p"));
	EXPECT(r, 15, MCR_MIXED_DOUBLE_CHOW, 1, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SINGLE_WAIT,
	       1, MCR_LOWER_FOUR, 1);
}

static void big_three_winds(void **state)
{
	(void)state;
	/* East and South still count as prevalent and seat wind; West is no extra pung of honours
	 */
	struct mcr_result r = score("234m5p", MELDS("pon:111z", "pon:222z", "pon:333z"), ron("5p"));
	EXPECT(r, 18, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_PREVALENT_WIND, 1,
	       MCR_SEAT_WIND, 1, MCR_BIG_THREE_WINDS, 1);
	/* a terminal pung beside the three winds is still a Pung of Terminals (and four pungs:
	 * All Pungs) */
	r = score("999m5p", MELDS("pon:111z", "pon:222z", "pon:333z"), ron("5p"));
	EXPECT(r, 25, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT,
	       1, MCR_PREVALENT_WIND, 1, MCR_SEAT_WIND, 1, MCR_ALL_PUNGS, 1, MCR_BIG_THREE_WINDS,
	       1);
}

/* ---- 16 points ---- */

static void pure_straight(void **state)
{
	(void)state;
	/* no bamboo: One Voided Suit */
	struct mcr_result r = score("123456789m234p7z", NULL, ron("7z"));
	EXPECT(r, 20, MCR_ONE_VOIDED_SUIT, 1, MCR_CONCEALED_HAND, 1, MCR_SINGLE_WAIT, 1,
	       MCR_PURE_STRAIGHT, 1);
}

static void three_suited_terminal_chows(void **state)
{
	(void)state;
	struct mcr_result r = score("123789m123789p5s", NULL, ron("5s"));
	EXPECT(r, 19, MCR_SINGLE_WAIT, 1, MCR_CONCEALED_HAND, 1, MCR_THREE_SUITED_TERMINAL_CHOWS,
	       1);
}

static void pure_shifted_chows_by_one_or_two(void **state)
{
	(void)state;
	struct mcr_result r = score("123234345m7z", MELDS("chi:678p"), ron("7z"));
	EXPECT(r, 18, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_PURE_SHIFTED_CHOWS, 1);
	r = score("123345567m7z", MELDS("chi:789p"), ron("7z"));
	EXPECT(r, 18, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_PURE_SHIFTED_CHOWS, 1);
}

static void all_fives(void **state)
{
	(void)state;
	struct mcr_result r = score("567m5p", MELDS("pon:555m", "chi:345p", "chi:456s"), ron("5p"));
	/* 555m and 567m hold all four 5m: a Tile Hog */
	EXPECT(r, 25, MCR_SINGLE_WAIT, 1, MCR_TILE_HOG, 1, MCR_MIXED_SHIFTED_CHOWS, 1,
	       MCR_ALL_FIVES, 1);
}

static void triple_pung(void **state)
{
	(void)state;
	struct mcr_result r = score("777s234m7z", MELDS("pon:777m", "pon:777p"), ron("7z"));
	EXPECT(r, 17, MCR_SINGLE_WAIT, 1, MCR_TRIPLE_PUNG, 1);
}

static void three_concealed_pungs_and_the_discard_that_opens_one(void **state)
{
	(void)state;
	struct mcr_result r = score("666p888s222s5z", MELDS("chi:234m"), ron("5z"));
	EXPECT(r, 17, MCR_SINGLE_WAIT, 1, MCR_THREE_CONCEALED_PUNGS, 1);
	/* waiting on 2s or 5z: 2s by discard leaves two concealed pungs */
	r = score("666p888s22s55z", MELDS("chi:234m"), ron("2s"));
	EXPECT(r, 2, MCR_TWO_CONCEALED_PUNGS, 1);
	r = score("666p888s22s55z", MELDS("chi:234m"), tsumo("2s"));
	EXPECT(r, 17, MCR_SELF_DRAWN, 1, MCR_THREE_CONCEALED_PUNGS, 1);
}

/* ---- 24 points ---- */

static void seven_pairs_never_with_single_wait_or_concealed_hand(void **state)
{
	(void)state;
	struct mcr_result r = score("1199m3355p2288s7z", NULL, ron("7z"));
	EXPECT(r, 24, MCR_SEVEN_PAIRS, 1);
	r = score("1199m3355p2288s7z", NULL, tsumo("7z"));
	EXPECT(r, 25, MCR_SELF_DRAWN, 1, MCR_SEVEN_PAIRS, 1);
	/* four of a kind as two pairs is a Tile Hog */
	r = score("1111m2233p4455s7z", NULL, ron("7z"));
	EXPECT(r, 26, MCR_TILE_HOG, 1, MCR_SEVEN_PAIRS, 1);
}

static void greater_honors_and_knitted_tiles(void **state)
{
	(void)state;
	struct mcr_result r = score("147m25p36s123456z", NULL, ron("7z"));
	EXPECT(r, 24, MCR_GREATER_HONORS_AND_KNITTED_TILES, 1);
}

static void all_even_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("666s888s2p", MELDS("pon:222m", "pon:444p"), ron("2p"));
	EXPECT(r, 27, MCR_SINGLE_WAIT, 1, MCR_TWO_CONCEALED_PUNGS, 1, MCR_ALL_EVEN_PUNGS, 1);
}

static void full_flush_never_with_one_voided_suit_or_no_honors(void **state)
{
	(void)state;
	/* waits 4m 5m 8m: no wait fan */
	struct mcr_result r = score("678m999m5m", MELDS("pon:111m", "chi:345m"), ron("5m"));
	EXPECT(r, 27, MCR_SHORT_STRAIGHT, 1, MCR_PUNG_OF_TERMINALS_OR_HONORS, 2, MCR_FULL_FLUSH, 1);
}

static void pure_triple_chow_never_with_pure_double_chow(void **state)
{
	(void)state;
	struct mcr_result r = score("123m678s7z", MELDS("chi:123m", "chi:123m"), ron("7z"));
	EXPECT(r, 26, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_PURE_TRIPLE_CHOW, 1);
}

static void pure_shifted_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("444s789m7z", MELDS("pon:222s", "pon:333s"), ron("7z"));
	EXPECT(r, 26, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_PURE_SHIFTED_PUNGS, 1);
}

static void highest_reading_is_taken(void **state)
{
	(void)state;
	/* 111222333m is three pungs (Pure Shifted Pungs + Three Concealed Pungs: 40) or three
	 * chows (Pure Triple Chow: 24); the pungs win */
	struct mcr_result r = score("111222333m567p7z", NULL, ron("7z"));
	EXPECT(r, 45, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT,
	       1, MCR_CONCEALED_HAND, 1, MCR_THREE_CONCEALED_PUNGS, 1, MCR_PURE_SHIFTED_PUNGS, 1);
}

static void upper_middle_and_lower_tiles(void **state)
{
	(void)state;
	/* 789s and 999s hold all four 9s: a Tile Hog */
	struct mcr_result r = score("789s999s7m", MELDS("pon:888m", "chi:789p"), ron("7m"));
	EXPECT(r, 29, MCR_MIXED_DOUBLE_CHOW, 1, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SINGLE_WAIT,
	       1, MCR_TILE_HOG, 1, MCR_UPPER_TILES, 1);
	/* 666p and 456p hold all four 6p */
	r = score("456s666p4m", MELDS("pon:555m", "chi:456p"), ron("4m"));
	EXPECT(r, 28, MCR_MIXED_DOUBLE_CHOW, 1, MCR_SINGLE_WAIT, 1, MCR_TILE_HOG, 1,
	       MCR_MIDDLE_TILES, 1);
	/* 222p and 123p hold all four 2p */
	r = score("123s222p3m", MELDS("pon:111m", "chi:123p"), ron("3m"));
	EXPECT(r, 29, MCR_MIXED_DOUBLE_CHOW, 1, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SINGLE_WAIT,
	       1, MCR_TILE_HOG, 1, MCR_LOWER_TILES, 1);
}

/* ---- 32 points ---- */

static void four_pure_shifted_chows(void **state)
{
	(void)state;
	struct mcr_result r = score("456m7z", MELDS("chi:123m", "chi:234m", "chi:345m"), ron("7z"));
	EXPECT(r, 39, MCR_SINGLE_WAIT, 1, MCR_HALF_FLUSH, 1, MCR_FOUR_PURE_SHIFTED_CHOWS, 1);
	r = score("789p7z", MELDS("chi:123p", "chi:345p", "chi:567p"), ron("7z"));
	EXPECT(r, 39, MCR_SINGLE_WAIT, 1, MCR_HALF_FLUSH, 1, MCR_FOUR_PURE_SHIFTED_CHOWS, 1);
}

static void three_kongs(void **state)
{
	(void)state;
	struct mcr_result r =
	    score("345s7z", MELDS("minkan:2222m", "minkan:5555p", "ankan:8888s"), ron("7z"));
	EXPECT(r, 33, MCR_SINGLE_WAIT, 1, MCR_THREE_KONGS, 1);
}

static void all_terminals_and_honors(void **state)
{
	(void)state;
	struct mcr_result r = score("111z555z9s", MELDS("pon:111m", "pon:999p"), ron("9s"));
	EXPECT(r, 45, MCR_SINGLE_WAIT, 1, MCR_DRAGON_PUNG, 1, MCR_PREVALENT_WIND, 1,
	       MCR_TWO_CONCEALED_PUNGS, 1, MCR_ALL_TYPES, 1, MCR_ALL_TERMINALS_AND_HONORS, 1);
}

/* ---- 48 points ---- */

static void quadruple_chow(void **state)
{
	(void)state;
	struct mcr_result r = score("123m7z", MELDS("chi:123m", "chi:123m", "chi:123m"), ron("7z"));
	/* every set holds a 1 and the pair is an honour: an Outside Hand too */
	EXPECT(r, 59, MCR_SINGLE_WAIT, 1, MCR_OUTSIDE_HAND, 1, MCR_HALF_FLUSH, 1,
	       MCR_QUADRUPLE_CHOW, 1);
}

static void four_pure_shifted_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("444p5z", MELDS("pon:111p", "pon:222p", "pon:333p"), ron("5z"));
	/* 1234p and White are all reversible */
	EXPECT(r, 64, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SINGLE_WAIT, 1, MCR_HALF_FLUSH, 1,
	       MCR_REVERSIBLE_TILES, 1, MCR_FOUR_PURE_SHIFTED_PUNGS, 1);
}

/* ---- 64 points ---- */

static void all_terminals(void **state)
{
	(void)state;
	/* 111m 111p and 999m 999s would be two Double Pungs: All Terminals excludes them */
	struct mcr_result r = score("999s1s", MELDS("pon:111m", "pon:999m", "pon:111p"), ron("1s"));
	EXPECT(r, 65, MCR_SINGLE_WAIT, 1, MCR_ALL_TERMINALS, 1);
	/* and Triple Pung (111m 111p 111s): the rule book's "no same-number pungs" */
	r = score("999m9p", MELDS("pon:111m", "pon:111p", "pon:111s"), ron("9p"));
	EXPECT(r, 65, MCR_SINGLE_WAIT, 1, MCR_ALL_TERMINALS, 1);
}

static void little_four_winds(void **state)
{
	(void)state;
	struct mcr_result r = score("234m4z", MELDS("pon:111z", "pon:222z", "pon:333z"), ron("4z"));
	EXPECT(r, 75, MCR_SINGLE_WAIT, 1, MCR_PREVALENT_WIND, 1, MCR_SEAT_WIND, 1, MCR_HALF_FLUSH,
	       1, MCR_LITTLE_FOUR_WINDS, 1);
}

static void little_three_dragons(void **state)
{
	(void)state;
	struct mcr_result r = score("234m789m7z", MELDS("pon:555z", "pon:666z"), ron("7z"));
	EXPECT(r, 71, MCR_SINGLE_WAIT, 1, MCR_HALF_FLUSH, 1, MCR_LITTLE_THREE_DRAGONS, 1);
}

static void all_honors(void **state)
{
	(void)state;
	struct mcr_result r = score("555z666z2z", MELDS("pon:111z", "pon:333z"), ron("2z"));
	EXPECT(r, 75, MCR_SINGLE_WAIT, 1, MCR_PREVALENT_WIND, 1, MCR_TWO_CONCEALED_PUNGS, 1,
	       MCR_TWO_DRAGON_PUNGS, 1, MCR_ALL_HONORS, 1);
}

static void four_concealed_pungs(void **state)
{
	(void)state;
	struct mcr_result r = score("222m444p666s888s7z", NULL, ron("7z"));
	EXPECT(r, 65, MCR_SINGLE_WAIT, 1, MCR_FOUR_CONCEALED_PUNGS, 1);
	r = score("222m444p666s888s7z", NULL, tsumo("7z"));
	EXPECT(r, 66, MCR_SINGLE_WAIT, 1, MCR_SELF_DRAWN, 1, MCR_FOUR_CONCEALED_PUNGS, 1);
}

static void pure_terminal_chows(void **state)
{
	(void)state;
	/* also seven pairs with a full flush (48): the chows read higher */
	struct mcr_result r = score("112233778899m5m", NULL, ron("5m"));
	EXPECT(r, 67, MCR_SINGLE_WAIT, 1, MCR_CONCEALED_HAND, 1, MCR_PURE_TERMINAL_CHOWS, 1);
}

/* ---- 88 points ---- */

static void big_four_winds(void **state)
{
	(void)state;
	struct mcr_result r = score("444z5m", MELDS("pon:111z", "pon:222z", "pon:333z"), ron("5m"));
	EXPECT(r, 95, MCR_SINGLE_WAIT, 1, MCR_HALF_FLUSH, 1, MCR_BIG_FOUR_WINDS, 1);
}

static void big_three_dragons(void **state)
{
	(void)state;
	struct mcr_result r = score("777z234m9m", MELDS("pon:555z", "pon:666z"), ron("9m"));
	EXPECT(r, 95, MCR_SINGLE_WAIT, 1, MCR_HALF_FLUSH, 1, MCR_BIG_THREE_DRAGONS, 1);
}

static void all_green(void **state)
{
	(void)state;
	/* waits 6s and 7s: no wait fan; the Green Dragon pung counts */
	struct mcr_result r = score("234234888s6s", MELDS("pon:666z"), ron("6s"));
	EXPECT(r, 91, MCR_PURE_DOUBLE_CHOW, 1, MCR_DRAGON_PUNG, 1, MCR_ALL_GREEN, 1);
}

static void nine_gates_only_in_the_pure_form(void **state)
{
	(void)state;
	/* 111 234 55 678 999: one of the two terminal pungs is implied (the 1998 rules), the
	 * other counts, and so do the two concealed pungs, which not every Nine Gates has */
	struct mcr_result r = score("1112345678999m", NULL, ron("5m"));
	EXPECT(r, 91, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_TWO_CONCEALED_PUNGS, 1,
	       MCR_NINE_GATES, 1);
	r = score("1112345678999m", NULL, tsumo("5m"));
	EXPECT(r, 92, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1, MCR_SELF_DRAWN, 1,
	       MCR_TWO_CONCEALED_PUNGS, 1, MCR_NINE_GATES, 1);
	/* on 2m: 111 22 345 678 999, with a Short Straight */
	r = score("1112345678999m", NULL, ron("2m"));
	EXPECT(r, 92, MCR_SHORT_STRAIGHT, 1, MCR_PUNG_OF_TERMINALS_OR_HONORS, 1,
	       MCR_TWO_CONCEALED_PUNGS, 1, MCR_NINE_GATES, 1);
	/* 1112345678899 + 9m holds the same tiles as 1112345678999 + 8m, but not the pure
	 * nine-sided wait: no Nine Gates */
	r = score("1112345678899m", NULL, ron("9m"));
	assert_int_equal(r.status, MCR_OK);
	for (int i = 0; i < r.nfans; i++)
		assert_int_not_equal(r.fans[i].fan, MCR_NINE_GATES);
}

static void four_kongs(void **state)
{
	(void)state;
	/* all four kongs claimed and a discard on the single tile: a Melded Hand as well */
	const char *const *m = MELDS("minkan:1111m", "minkan:9999m", "kakan:5555p", "minkan:4444z");
	struct mcr_result r = score("7z", m, ron("7z"));
	EXPECT(r, 98, MCR_PUNG_OF_TERMINALS_OR_HONORS, 3, MCR_ONE_VOIDED_SUIT, 1, MCR_MELDED_HAND,
	       1, MCR_FOUR_KONGS, 1);
	r = score("7z", m, tsumo("7z"));
	EXPECT(r, 93, MCR_PUNG_OF_TERMINALS_OR_HONORS, 3, MCR_ONE_VOIDED_SUIT, 1, MCR_SELF_DRAWN, 1,
	       MCR_FOUR_KONGS, 1);
}

static void seven_shifted_pairs(void **state)
{
	(void)state;
	struct mcr_result r = score("1122334455667m", NULL, ron("7m"));
	EXPECT(r, 88, MCR_SEVEN_SHIFTED_PAIRS, 1);
	r = score("1122334455667m", NULL, tsumo("7m"));
	EXPECT(r, 89, MCR_SELF_DRAWN, 1, MCR_SEVEN_SHIFTED_PAIRS, 1);
}

static void thirteen_orphans(void **state)
{
	(void)state;
	struct mcr_result r = score("19m19p19s1234567z", NULL, ron("1m"));
	EXPECT(r, 88, MCR_THIRTEEN_ORPHANS, 1);
	r = score("19m19p19s1234567z", NULL, tsumo("7z"));
	EXPECT(r, 89, MCR_SELF_DRAWN, 1, MCR_THIRTEEN_ORPHANS, 1);
	assert_int_equal(r.pay_each_tsumo, 97);
	assert_int_equal(r.total, 291);
}

/* ---- the principles ---- */

static void account_once_four_chows_make_three_combinations(void **state)
{
	(void)state;
	/* 123m 123m 123p 123p: two Pure Double Chows and four Mixed Double Chows are there,
	 * but four sets combine at most three times */
	struct mcr_result r = score("123p5s", MELDS("chi:123m", "chi:123m", "chi:123p"), ron("5s"));
	assert_int_equal(r.status, MCR_OK);
	int combos = 0;
	for (int i = 0; i < r.nfans; i++)
		if (r.fans[i].fan == MCR_PURE_DOUBLE_CHOW || r.fans[i].fan == MCR_MIXED_DOUBLE_CHOW)
			combos += r.fans[i].count;
	assert_int_equal(combos, 3);
	assert_int_equal(r.points, 3 + 2 + 1); /* three combos, All Chows, Single Wait */
	/* 123m 789m 123p 789p + 99s: two Two Terminal Chows and two Mixed Double Chows are
	 * there; three count (and every group holds a terminal: Outside Hand) */
	r = score("789p9s", MELDS("chi:123m", "chi:789m", "chi:123p"), ron("9s"));
	assert_int_equal(r.points, 3 + 2 + 1 + 4);
}

static void a_set_of_a_three_set_fan_combines_once_more(void **state)
{
	(void)state;
	/* Pure Straight and a fourth chow: one more combination (Pure Double Chow) */
	struct mcr_result r = score("123456789m789m7z", NULL, ron("7z"));
	/* the fourth 789m makes one pair with 789m (Pure Double Chow), 123m (Two Terminal
	 * Chows) or 456m (Short Straight), all one point, and only one of them counts: Pure
	 * Double Chow, the first of them in the rule book */
	EXPECT(r, 16 + 1 + 6 + 2 + 1, MCR_PURE_DOUBLE_CHOW, 1, MCR_SINGLE_WAIT, 1,
	       MCR_CONCEALED_HAND, 1, MCR_HALF_FLUSH, 1, MCR_PURE_STRAIGHT, 1);
	r = score("456789m789m7z", MELDS("chi:123m"), ron("7z"));
	assert_int_equal(r.points, 16 + 1 + 6 + 1);
	assert_int_equal(r.nfans, 4);
}

static void non_separation_seven_pairs_are_not_chows(void **state)
{
	(void)state;
	/* 112233m 445566p 77z: as seven pairs (24 + One Voided Suit) and never with the Pure
	 * Double Chows of the other reading (2 + 2 + 1 + 1) */
	struct mcr_result r = score("112233m445566p7z", NULL, ron("7z"));
	EXPECT(r, 25, MCR_ONE_VOIDED_SUIT, 1, MCR_SEVEN_PAIRS, 1);
}

/*
 * Equal totals: the reading (or the choice of combinations) whose fans come first in the rule
 * book counts. The book lists the fan from the highest value down and, within one value, as
 * numbered in enum mcr_fan: Pure Double Chow, Mixed Double Chow, Short Straight, Two Terminal
 * Chows.
 */
static void equal_totals_a_fourth_chow_makes_pure_double_chow_first(void **state)
{
	(void)state;
	/* 2222 33 44m: the pair 22m and two 234m (a pung of 2m leaves 23344m, no sets), so
	 * 234m 234m 234p 234s 22m. Mixed Triple Chow (8); the other 234m combines once more:
	 * with 234m, Pure Double Chow, or with 234p or 234s, Mixed Double Chow, 1 point
	 * either way; Pure Double Chow comes first. Lower Four (12, no No Honors), All Chows
	 * (2), Tile Hog (2: four 2m, no kong), All Simples (2), Concealed Hand (2); 34p waits
	 * on 2p and 5p, no wait fan. 8 + 1 + 12 + 2 + 2 + 2 + 2 = 29. */
	struct mcr_result r = score("22223344m34p234s", NULL, ron("2p"));
	EXPECT(r, 29, MCR_PURE_DOUBLE_CHOW, 1, MCR_CONCEALED_HAND, 1, MCR_ALL_CHOWS, 1,
	       MCR_TILE_HOG, 1, MCR_ALL_SIMPLES, 1, MCR_MIXED_TRIPLE_CHOW, 1, MCR_LOWER_FOUR, 1);
}

static void equal_totals_mixed_double_chow_before_short_straight(void **state)
{
	(void)state;
	/* 123m 789p 123s 456s 77z, the only reading. Mixed Straight (123m 456s 789p, 8); 123s
	 * combines once more: with 123m, Mixed Double Chow, or with 456s, Short Straight;
	 * Mixed Double Chow comes first. Concealed Hand (2); 12356s waits on 4s and 7s, no
	 * wait fan; a dragon pair, no All Chows. 8 + 1 + 2 = 11. */
	struct mcr_result r = score("123m789p12356s77z", NULL, ron("4s"));
	EXPECT(r, 11, MCR_MIXED_DOUBLE_CHOW, 1, MCR_CONCEALED_HAND, 1, MCR_MIXED_STRAIGHT, 1);
}

static void equal_totals_pure_double_chow_before_two_terminal_chows(void **state)
{
	(void)state;
	/* 123m 123m 456m 789m 55p, the only reading. Pure Straight (16); the other 123m
	 * combines once more: Pure Double Chow (123m), Short Straight (456m) or Two Terminal
	 * Chows (789m); Pure Double Chow comes first. One Voided Suit (1), All Chows (2, no
	 * No Honors), Concealed Hand (2); the hand also wins on 6m, no wait fan.
	 * 16 + 1 + 1 + 2 + 2 = 22. */
	struct mcr_result r = score("11223345678m55p", NULL, ron("9m"));
	EXPECT(r, 22, MCR_PURE_DOUBLE_CHOW, 1, MCR_ONE_VOIDED_SUIT, 1, MCR_CONCEALED_HAND, 1,
	       MCR_ALL_CHOWS, 1, MCR_PURE_STRAIGHT, 1);
}

static void equal_totals_pure_triple_chow_before_pure_shifted_pungs(void **state)
{
	(void)state;
	/* 222333444m 567p 88s, 4m by discard. As three pungs: Pure Shifted Pungs (24), Two
	 * Concealed Pungs (2: the discard opens 444m), All Simples (2), Concealed Hand (2) =
	 * 30. As three 234m: Pure Triple Chow (24, no Pure Double Chow), All Chows (2), All
	 * Simples (2), Concealed Hand (2) = 30. Pure Triple Chow comes first (both 24 points,
	 * it is listed before Pure Shifted Pungs). Waits on 4m and 8s, no wait fan. */
	struct mcr_result r = score("22233344m567p88s", NULL, ron("4m"));
	EXPECT(r, 30, MCR_CONCEALED_HAND, 1, MCR_ALL_CHOWS, 1, MCR_ALL_SIMPLES, 1,
	       MCR_PURE_TRIPLE_CHOW, 1);
	assert_string_equal(r.reading, "234m* 234m 234m 567p 88s");
}

/* ---- near misses ---- */

static void mixed_shifted_chows_step_by_one_only(void **state)
{
	(void)state;
	/* 123m 345p 567s steps by two: nothing but the Two Terminal Chows of 123m 789m */
	struct mcr_result r = score("567s789m7z", MELDS("chi:123m", "chi:345p"), ron("7z"));
	EXPECT(r, 2, MCR_TWO_TERMINAL_CHOWS, 1, MCR_SINGLE_WAIT, 1);
}

static void one_tile_spoils_reversible_and_green(void **state)
{
	(void)state;
	/* 7s is not reversible */
	struct mcr_result r = score("123p345p456s777s5z", NULL, ron("5z"));
	EXPECT(r, 4, MCR_ONE_VOIDED_SUIT, 1, MCR_SINGLE_WAIT, 1, MCR_CONCEALED_HAND, 1);
	/* Red instead of Green */
	r = score("234234888s6s", MELDS("pon:777z"), ron("6s"));
	EXPECT(r, 9, MCR_PURE_DOUBLE_CHOW, 1, MCR_DRAGON_PUNG, 1, MCR_HALF_FLUSH, 1);
}

static void outside_hand_needs_every_set(void **state)
{
	(void)state;
	struct mcr_result r = score("789s111s1z", MELDS("chi:234m", "pon:999p"), ron("1z"));
	EXPECT(r, 3, MCR_PUNG_OF_TERMINALS_OR_HONORS, 2, MCR_SINGLE_WAIT, 1);
}

static void seven_pairs_not_in_a_row_are_no_seven_shifted_pairs(void **state)
{
	(void)state;
	/* 11 22 33 44 55 66 88m: Seven Pairs and Full Flush (48) beat 123 123 456 456 88 */
	struct mcr_result r = score("1122334455668m", NULL, ron("8m"));
	EXPECT(r, 48, MCR_SEVEN_PAIRS, 1, MCR_FULL_FLUSH, 1);
}

/* ---- any complete hand ---- */

static void every_complete_hand_scores_and_adds_up(void **state)
{
	(void)state;
	unsigned seed = 2026;
	int scored = 0;
	for (int round = 0; round < 3000; round++) {
		struct hand h = {0};
		uint8_t used[TILE_KINDS] = {0};
		int sets = 0;
		for (int tries = 0; sets < 4 && tries < 50; tries++)
			sets += th_add_random_set(&h, used, &seed);
		int pair = (int)(th_rnd(&seed) % TILE_KINDS);
		if (sets < 4 || used[pair] > 2 || h.ntiles == 0)
			continue;
		h.tiles[h.ntiles++] = (tile_t)pair;
		h.tiles[h.ntiles++] = (tile_t)pair;
		/* the winning tile is one of the concealed ones */
		int w = (int)(th_rnd(&seed) % (unsigned)h.ntiles);
		struct mcr_context c = {.win = h.tiles[w],
					.tsumo = th_rnd(&seed) % 2,
					.round_wind = TILE_EAST + (int)(th_rnd(&seed) % 4),
					.seat_wind = TILE_EAST + (int)(th_rnd(&seed) % 4),
					.flowers = (int)(th_rnd(&seed) % 9)};
		h.tiles[w] = h.tiles[--h.ntiles];
		struct mcr_result r;
		mcr_score(&h, &c, &r);
		if (r.status != MCR_OK) {
			show(&r);
			fail_msg("round %d: a complete hand was refused", round);
		}
		int sum = 0;
		for (int i = 0; i < r.nfans; i++)
			sum += r.fans[i].points;
		assert_int_equal(sum, r.points);
		assert_int_equal(r.flower_points, c.flowers);
		assert_true(r.points - r.flower_points >= 1);
		assert_int_equal(r.enough, r.points - r.flower_points >= 8);
		assert_int_equal(r.total, !r.enough ? 0
					  : c.tsumo ? 3 * (8 + r.points)
						    : 8 + r.points + 16);
		scored++;
	}
	assert_true(scored > 1000);
}

/* ---- bad input ---- */

static void bad_input_is_refused_with_a_message(void **state)
{
	(void)state;
	struct mcr_result r = score("1111m234p567s789s", NULL, ron("1m"));
	assert_int_equal(r.status, MCR_BAD_INPUT);
	assert_non_null(strstr(r.error, "1m"));
	r = score("234m456p789s123s0m", NULL, ron("5m")); /* red five */
	assert_int_equal(r.status, MCR_BAD_INPUT);
	r = score("234m456p789s123s", NULL, ron("5m")); /* 12 tiles */
	assert_int_equal(r.status, MCR_BAD_INPUT);
	r = score("234m456p789s123s1f", NULL, ron("5m")); /* a flower is never in a hand */
	assert_int_equal(r.status, MCR_BAD_INPUT);
	r = score("234m456p789s123s5m", NULL, ron("2f")); /* nor the winning tile */
	assert_int_equal(r.status, MCR_BAD_INPUT);
	r = score("234m456p789s1359s", NULL, ron("5m"));
	assert_int_equal(r.status, MCR_NOT_COMPLETE);
	assert_true(strlen(r.error) > 0);
	assert_int_equal(r.total, 0);
	struct mcr_context c = ron("7z");
	c.round_wind = TILE_HAKU;
	r = score("234m678m345p789p7z", NULL, c);
	assert_int_equal(r.status, MCR_BAD_INPUT);
	struct hand h = hand_of("234m678m345p7z", MELDS("chi:789p"));
	h.melds[0].tiles[2] = 26; /* chi 7p 8p 9s */
	c = ron("7z");
	mcr_score(&h, &c, &r);
	assert_int_equal(r.status, MCR_BAD_INPUT);
	mcr_score(NULL, &c, &r);
	assert_int_equal(r.status, MCR_BAD_INPUT);
}

/* A situation the hand contradicts is refused; the last tile is seen in one's own melds. */
static void situations_are_checked_against_the_hand(void **state)
{
	(void)state;
	struct mcr_context c = tsumo("5s");
	c.replacement = true; /* no kong to replace */
	struct mcr_result r = score("123456789m234p5s", NULL, c);
	assert_int_equal(r.status, MCR_BAD_INPUT);
	r = score("123456789m5s", MELDS("minkan:1111p"), c);
	assert_int_equal(r.status, MCR_OK);
	c = ron("5s");
	c.robbing_kong = true; /* the hand holds a 5s: the kong cannot hold the other three */
	r = score("123456789m234p5s", NULL, c);
	assert_int_equal(r.status, MCR_BAD_INPUT);
	c = ron("5s");
	c.last_tile = true; /* a 5s is hidden in the hand */
	r = score("123456789m234p5s", NULL, c);
	assert_int_equal(r.status, MCR_BAD_INPUT);
	/* 123m 456m 99m 456p + pung of 5p, won on the fourth 5p: Closed Wait, Last Tile 4, Tile
	 * Hog? no: the 5p are a pung and the winning tile, four in the hand but not as a kong,
	 * so Tile Hog 2 as well; Mixed Double Chow 456m 456p, Short Straight 123m 456m, One
	 * Voided Suit, No Honors */
	r = score("123456m99m46p", MELDS("pon:555p"), ron("5p"));
	EXPECT(r, 11, MCR_MIXED_DOUBLE_CHOW, 1, MCR_SHORT_STRAIGHT, 1, MCR_ONE_VOIDED_SUIT, 1,
	       MCR_NO_HONORS, 1, MCR_CLOSED_WAIT, 1, MCR_TILE_HOG, 1, MCR_LAST_TILE, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(table_has_81_fan_in_seed_order_with_their_points),
	    cmocka_unit_test(a_fan_only_excludes_smaller_fan),
	    cmocka_unit_test(pure_double_chow),
	    cmocka_unit_test(mixed_double_chow_and_a_dragon_pung_by_discard),
	    cmocka_unit_test(short_straight_and_two_terminal_chows),
	    cmocka_unit_test(pung_of_terminals_or_guest_winds_only),
	    cmocka_unit_test(melded_kong),
	    cmocka_unit_test(one_voided_suit),
	    cmocka_unit_test(no_honors),
	    cmocka_unit_test(edge_and_closed_wait),
	    cmocka_unit_test(a_wait_on_a_tile_the_hand_holds_four_of_leaves_no_wait_fan),
	    cmocka_unit_test(the_rule_books_wait_examples),
	    cmocka_unit_test(no_wait_fan_when_the_hand_waits_on_two_kinds),
	    cmocka_unit_test(flowers_count_one_each_but_not_toward_the_minimum),
	    cmocka_unit_test(dragon_prevalent_and_seat_wind),
	    cmocka_unit_test(all_chows_never_with_no_honors),
	    cmocka_unit_test(tile_hog),
	    cmocka_unit_test(double_pung),
	    cmocka_unit_test(two_concealed_pungs),
	    cmocka_unit_test(concealed_kong),
	    cmocka_unit_test(outside_hand),
	    cmocka_unit_test(fully_concealed_hand_replaces_self_drawn),
	    cmocka_unit_test(two_melded_kongs_and_the_mixed_pair),
	    cmocka_unit_test(last_tile_unless_robbing_the_kong),
	    cmocka_unit_test(all_pungs),
	    cmocka_unit_test(half_flush),
	    cmocka_unit_test(mixed_shifted_chows),
	    cmocka_unit_test(all_types_reaches_exactly_eight),
	    cmocka_unit_test(melded_hand_never_with_single_wait),
	    cmocka_unit_test(two_concealed_kongs),
	    cmocka_unit_test(two_dragon_pungs),
	    cmocka_unit_test(mixed_straight),
	    cmocka_unit_test(reversible_tiles),
	    cmocka_unit_test(mixed_triple_chow),
	    cmocka_unit_test(mixed_shifted_pungs),
	    cmocka_unit_test(chicken_hand_and_its_payments),
	    cmocka_unit_test(last_tile_draw_and_claim),
	    cmocka_unit_test(out_with_replacement_tile),
	    cmocka_unit_test(robbing_the_kong),
	    cmocka_unit_test(lesser_honors_and_knitted_tiles),
	    cmocka_unit_test(knitted_straight_with_a_set_and_a_pair),
	    cmocka_unit_test(upper_four_and_lower_four),
	    cmocka_unit_test(big_three_winds),
	    cmocka_unit_test(pure_straight),
	    cmocka_unit_test(three_suited_terminal_chows),
	    cmocka_unit_test(pure_shifted_chows_by_one_or_two),
	    cmocka_unit_test(all_fives),
	    cmocka_unit_test(triple_pung),
	    cmocka_unit_test(three_concealed_pungs_and_the_discard_that_opens_one),
	    cmocka_unit_test(seven_pairs_never_with_single_wait_or_concealed_hand),
	    cmocka_unit_test(greater_honors_and_knitted_tiles),
	    cmocka_unit_test(all_even_pungs),
	    cmocka_unit_test(full_flush_never_with_one_voided_suit_or_no_honors),
	    cmocka_unit_test(pure_triple_chow_never_with_pure_double_chow),
	    cmocka_unit_test(pure_shifted_pungs),
	    cmocka_unit_test(highest_reading_is_taken),
	    cmocka_unit_test(upper_middle_and_lower_tiles),
	    cmocka_unit_test(four_pure_shifted_chows),
	    cmocka_unit_test(three_kongs),
	    cmocka_unit_test(all_terminals_and_honors),
	    cmocka_unit_test(quadruple_chow),
	    cmocka_unit_test(four_pure_shifted_pungs),
	    cmocka_unit_test(all_terminals),
	    cmocka_unit_test(little_four_winds),
	    cmocka_unit_test(little_three_dragons),
	    cmocka_unit_test(all_honors),
	    cmocka_unit_test(four_concealed_pungs),
	    cmocka_unit_test(pure_terminal_chows),
	    cmocka_unit_test(big_four_winds),
	    cmocka_unit_test(big_three_dragons),
	    cmocka_unit_test(all_green),
	    cmocka_unit_test(nine_gates_only_in_the_pure_form),
	    cmocka_unit_test(four_kongs),
	    cmocka_unit_test(seven_shifted_pairs),
	    cmocka_unit_test(thirteen_orphans),
	    cmocka_unit_test(account_once_four_chows_make_three_combinations),
	    cmocka_unit_test(a_set_of_a_three_set_fan_combines_once_more),
	    cmocka_unit_test(non_separation_seven_pairs_are_not_chows),
	    cmocka_unit_test(equal_totals_a_fourth_chow_makes_pure_double_chow_first),
	    cmocka_unit_test(equal_totals_mixed_double_chow_before_short_straight),
	    cmocka_unit_test(equal_totals_pure_double_chow_before_two_terminal_chows),
	    cmocka_unit_test(equal_totals_pure_triple_chow_before_pure_shifted_pungs),
	    cmocka_unit_test(mixed_shifted_chows_step_by_one_only),
	    cmocka_unit_test(one_tile_spoils_reversible_and_green),
	    cmocka_unit_test(outside_hand_needs_every_set),
	    cmocka_unit_test(seven_pairs_not_in_a_row_are_no_seven_shifted_pairs),
	    cmocka_unit_test(every_complete_hand_scores_and_adds_up),
	    cmocka_unit_test(bad_input_is_refused_with_a_message),
	    cmocka_unit_test(situations_are_checked_against_the_hand),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
