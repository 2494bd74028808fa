/*
 * The tenpai panel's waits under Chinese Official rules (src/ui/ui_mcr_waits.c): every tile that
 * completes the hand in any shape of Chinese Official rules, how many are left, and whether the
 * hand would reach the 8-point minimum (flowers left out). The points are worked out by hand.
 * Last, the tiles left as three players count them.
 */
#include <config.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "rules/rules.h"
#include "src/ui/ui_analysis.h"

/* Seat 0 at East 1, dealer, with these concealed tiles and nothing else on the table. */
static void view_with(struct seat_view *v, const char *tiles)
{
	memset(v, 0, sizeof *v);
	v->family = RULES_MCR;
	v->round_wind = TILE_EAST;
	v->live_left = 80;
	struct notation_error err;
	v->nhand = notation_parse_tiles(tiles, v->hand, 14, &err);
	assert_true(v->nhand > 0);
}

static void add_chi(struct seat_view *v, const char *tiles)
{
	struct public_seat *me = &v->seats[v->seat];
	struct meld *m = &me->melds[me->nmelds++];
	m->type = MELD_CHI;
	m->from = 3;
	assert_int_equal(notation_parse_tiles(tiles, m->tiles, 3, NULL), 3);
	m->called = m->tiles[0];
}

static int waits_of(const struct seat_view *v, struct ui_wait_info *w)
{
	return ui_waits(v, rules_preset("mcr"), v->hand, v->nhand, w);
}

/*
 * chi 234m, chi 567p, 345s 88s 89p waits on 7p alone (edge wait). By discard: All Chows 2
 * + Edge Wait 1 (No Honours is implied by All Chows: the non-repeat principle) = 3; self-drawn
 * adds Self-Drawn 1 = 4. Both under 8: the wait cannot win.
 */
static void an_open_all_chows_edge_wait_is_under_the_minimum(void **state)
{
	(void)state;
	struct seat_view v;
	view_with(&v, "345s88s89p");
	add_chi(&v, "234m");
	add_chi(&v, "567p");
	struct ui_wait_info w[TILE_KINDS];
	assert_int_equal(waits_of(&v, w), 1);
	assert_int_equal(w[0].kind, TILE_P1 + 6);
	assert_int_equal(w[0].left, 3); /* one 7p is in the chi 567p */
	assert_int_equal(w[0].points_ron, 3);
	assert_int_equal(w[0].points_tsumo, 4);
	assert_true(w[0].no_yaku_ron);
	assert_true(w[0].no_yaku_tsumo);
	assert_false(w[0].furiten);
}

/* 1112345678999m is Nine Gates (88): every one of 1m..9m wins; copies left are 4 - own. */
static void nine_gates_waits_on_nine_tiles_all_enough(void **state)
{
	(void)state;
	struct seat_view v;
	view_with(&v, "1112345678999m");
	struct ui_wait_info w[TILE_KINDS];
	assert_int_equal(waits_of(&v, w), 9);
	static const int left[9] = {1, 3, 3, 3, 3, 3, 3, 3, 1};
	for (int i = 0; i < 9; i++) {
		assert_int_equal(w[i].kind, TILE_M1 + i);
		assert_int_equal(w[i].left, left[i]);
		assert_true(w[i].points_ron >= 88);
		assert_false(w[i].no_yaku_ron);
		assert_false(w[i].no_yaku_tsumo);
	}
}

/*
 * The seven honours with 14m 25p 36s: Greater Honours and Knitted Tiles (七星不靠, 24) with
 * any of the knitted 7m, 8p, 9s, a shape that is no four sets and a pair, found all the same.
 */
static void greater_honours_and_knitted_tiles_waits_on_the_three_missing_knitted_tiles(void **state)
{
	(void)state;
	struct seat_view v;
	view_with(&v, "14m25p36s1234567z");
	struct ui_wait_info w[TILE_KINDS];
	assert_int_equal(waits_of(&v, w), 3);
	assert_int_equal(w[0].kind, TILE_M1 + 6);
	assert_int_equal(w[1].kind, TILE_P1 + 7);
	assert_int_equal(w[2].kind, TILE_S1 + 8);
	for (int i = 0; i < 3; i++) {
		assert_true(w[i].points_ron >= 24);
		assert_false(w[i].no_yaku_ron);
	}
}

/* A discarded copy and a melded copy are seen: fewer left; no furiten in these rules. */
static void tiles_on_the_table_are_not_left_and_there_is_no_furiten(void **state)
{
	(void)state;
	struct seat_view v;
	view_with(&v, "1112345678999m");
	v.seats[0].discards[0].tile = TILE_M1 + 4; /* own 5m: furiten in riichi, not here */
	v.seats[0].ndiscards = 1;
	v.seats[2].discards[0].tile = TILE_M1 + 4;
	v.seats[2].ndiscards = 1;
	struct ui_wait_info w[TILE_KINDS];
	assert_int_equal(waits_of(&v, w), 9);
	assert_int_equal(w[4].left, 1);
	assert_false(w[4].furiten);
	assert_false(ui_discard_furiten(&v, w, 9));
}

/* Scattered tiles, far from any shape: no waits. */
static void a_hand_that_is_not_ready_has_no_waits(void **state)
{
	(void)state;
	struct seat_view v;
	view_with(&v, "159m269p378s1357z");
	struct ui_wait_info w[TILE_KINDS];
	assert_int_equal(waits_of(&v, w), 0);
}

/*
 * Riichi: 7m beside a pon of 7m waits on a tile the player holds all four of. The wait is
 * listed with none left and marked dead; a 6m in its place is a live wait with three left.
 */
static void a_riichi_wait_on_ones_own_fourth_tile_is_dead(void **state)
{
	(void)state;
	struct seat_view v;
	view_with(&v, "7m123p456p789s");
	v.family = RULES_RIICHI;
	struct public_seat *me = &v.seats[v.seat];
	struct meld *m = &me->melds[me->nmelds++];
	m->type = MELD_PON;
	m->from = 3;
	assert_int_equal(notation_parse_tiles("777m", m->tiles, 3, NULL), 3);
	m->called = m->tiles[0];
	struct ui_wait_info w[TILE_KINDS];
	int n = ui_waits(&v, rules_preset("standard"), v.hand, v.nhand, w);
	assert_int_equal(n, 1);
	assert_int_equal(w[0].kind, 6); /* 7m */
	assert_int_equal(w[0].left, 0);
	assert_true(w[0].dead);
	assert_true(ui_all_waits_dead(w, n));
	view_with(&v, "6m123p456p789s");
	v.family = RULES_RIICHI;
	me->nmelds = 0;
	m = &v.seats[v.seat].melds[v.seats[v.seat].nmelds++];
	m->type = MELD_PON;
	m->from = 3;
	assert_int_equal(notation_parse_tiles("777m", m->tiles, 3, NULL), 3);
	n = ui_waits(&v, rules_preset("standard"), v.hand, v.nhand, w);
	assert_int_equal(n, 1);
	assert_int_equal(w[0].left, 3);
	assert_false(w[0].dead);
	assert_false(ui_all_waits_dead(w, n));
}

/*
 * Three players: 123p 456p 789s 111s and a North wait on the North alone. Right has set two
 * Norths aside and the hand holds one: 4 - 2 - 1 = 1 left. No 2m-8m is left: the set has none.
 */
static void three_players_count_the_norths_set_aside(void **state)
{
	(void)state;
	struct seat_view v;
	view_with(&v, "123p456p789s111s4z");
	v.family = RULES_SANMA;
	v.nseats = 3;
	v.seats[1].flowers[0] = v.seats[1].flowers[1] = TILE_NORTH;
	v.seats[1].nflowers = 2;
	struct ui_wait_info w[TILE_KINDS];
	int n = ui_waits(&v, rules_preset("sanma"), v.hand, v.nhand, w);
	assert_int_equal(n, 1);
	assert_int_equal(w[0].kind, TILE_NORTH);
	assert_int_equal(w[0].left, 1);
	uint8_t unseen[TILE_KINDS];
	ui_unseen(&v, v.hand, v.nhand, unseen);
	assert_int_equal(unseen[TILE_M1 + 1], 0);
	assert_int_equal(unseen[TILE_M1 + 7], 0);
	assert_int_equal(unseen[TILE_M1], 4);
	v.family = RULES_RIICHI; /* four players: 2m is there */
	ui_unseen(&v, v.hand, v.nhand, unseen);
	assert_int_equal(unseen[TILE_M1 + 1], 4);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(an_open_all_chows_edge_wait_is_under_the_minimum),
	    cmocka_unit_test(nine_gates_waits_on_nine_tiles_all_enough),
	    cmocka_unit_test(
		greater_honours_and_knitted_tiles_waits_on_the_three_missing_knitted_tiles),
	    cmocka_unit_test(tiles_on_the_table_are_not_left_and_there_is_no_furiten),
	    cmocka_unit_test(a_hand_that_is_not_ready_has_no_waits),
	    cmocka_unit_test(a_riichi_wait_on_ones_own_fourth_tile_is_dead),
	    cmocka_unit_test(three_players_count_the_norths_set_aside),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
