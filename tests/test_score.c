/* Points: the online clients' score table, limits, honba, riichi sticks, kiriage, nagashi. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rules/score.h"

/* One row of the score table: non-dealer tsumo (from each non-dealer / from the dealer),
 * dealer tsumo (from each), non-dealer ron, dealer ron. */
struct table_row {
	int han, fu, yakuman;
	int ko_tsumo_ko, ko_tsumo_oya, oya_tsumo, ko_ron, oya_ron;
	enum score_limit limit;
};

static const struct table_row score_table[] = {
    {1, 30, 0, 300, 500, 500, 1000, 1500, LIMIT_NONE},
    {2, 30, 0, 500, 1000, 1000, 2000, 2900, LIMIT_NONE},
    {3, 30, 0, 1000, 2000, 2000, 3900, 5800, LIMIT_NONE},
    {4, 30, 0, 2000, 3900, 3900, 7700, 11600, LIMIT_NONE},
    {5, 30, 0, 2000, 4000, 4000, 8000, 12000, LIMIT_MANGAN},
    {6, 30, 0, 3000, 6000, 6000, 12000, 18000, LIMIT_HANEMAN},
    {7, 30, 0, 3000, 6000, 6000, 12000, 18000, LIMIT_HANEMAN},
    {8, 30, 0, 4000, 8000, 8000, 16000, 24000, LIMIT_BAIMAN},
    {10, 30, 0, 4000, 8000, 8000, 16000, 24000, LIMIT_BAIMAN},
    {11, 30, 0, 6000, 12000, 12000, 24000, 36000, LIMIT_SANBAIMAN},
    {12, 30, 0, 6000, 12000, 12000, 24000, 36000, LIMIT_SANBAIMAN},
    {13, 30, 0, 8000, 16000, 16000, 32000, 48000, LIMIT_YAKUMAN},
    {20, 30, 0, 8000, 16000, 16000, 32000, 48000, LIMIT_YAKUMAN},
    {0, 0, 1, 8000, 16000, 16000, 32000, 48000, LIMIT_YAKUMAN},
};

static struct win_context win_as(bool tsumo, bool dealer)
{
	return (struct win_context){
	    .tsumo = tsumo, .seat_wind = dealer ? TILE_EAST : TILE_WEST, .round_wind = TILE_EAST};
}

static void the_score_table_comes_out_exactly(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("standard");
	for (size_t i = 0; i < sizeof score_table / sizeof score_table[0]; i++) {
		const struct table_row *t = &score_table[i];
		struct score_result out;
		struct win_context c = win_as(true, false);
		score_points(r, t->han, t->fu, t->yakuman, &c, &out);
		assert_int_equal(out.tsumo_nondealer, t->ko_tsumo_ko);
		assert_int_equal(out.tsumo_dealer, t->ko_tsumo_oya);
		assert_int_equal(out.limit, t->limit);
		c = win_as(true, true);
		score_points(r, t->han, t->fu, t->yakuman, &c, &out);
		assert_int_equal(out.tsumo_all, t->oya_tsumo);
		assert_int_equal(out.total, 3 * t->oya_tsumo);
		c = win_as(false, false);
		score_points(r, t->han, t->fu, t->yakuman, &c, &out);
		assert_int_equal(out.ron, t->ko_ron);
		c = win_as(false, true);
		score_points(r, t->han, t->fu, t->yakuman, &c, &out);
		assert_int_equal(out.ron, t->oya_ron);
	}
}

/* base = fu x 2^(2+han); each payment rounded up to 100: 1 han 40 fu ron = 1280 -> 1300. */
static void payments_round_up_to_hundreds(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("standard");
	struct score_result out;
	struct win_context c = win_as(false, false);
	score_points(r, 1, 40, 0, &c, &out);
	assert_int_equal(out.base, 320);
	assert_int_equal(out.ron, 1300);
	c = win_as(true, false);
	score_points(r, 1, 40, 0, &c, &out); /* 320 -> 400, 640 -> 700 */
	assert_int_equal(out.tsumo_nondealer, 400);
	assert_int_equal(out.tsumo_dealer, 700);
	assert_int_equal(out.total, 1500);
	/* 2 han 25 fu (seven pairs) tsumo: 400 each, 800 from the dealer. */
	score_points(r, 2, 25, 0, &c, &out);
	assert_int_equal(out.tsumo_nondealer, 400);
	assert_int_equal(out.tsumo_dealer, 800);
	/* 3 han 70 fu: 70 x 32 = 2240 > 2000, a mangan. */
	c = win_as(false, false);
	score_points(r, 3, 70, 0, &c, &out);
	assert_int_equal(out.limit, LIMIT_MANGAN);
	assert_int_equal(out.ron, 8000);
}

/* 300 per honba on a ron; 100 from each payer on a tsumo; 1000 per riichi stick to the winner. */
static void honba_and_riichi_sticks_go_to_the_winner(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("standard");
	struct score_result out;
	struct win_context c = win_as(false, false);
	c.honba = 2;
	c.riichi_sticks = 3;
	score_points(r, 1, 30, 0, &c, &out);
	assert_int_equal(out.ron, 1600);
	assert_int_equal(out.total, 4600);
	c.tsumo = true;
	score_points(r, 1, 30, 0, &c, &out);
	assert_int_equal(out.tsumo_nondealer, 500);
	assert_int_equal(out.tsumo_dealer, 700);
	assert_int_equal(out.total, 500 + 500 + 700 + 3000);
	c.seat_wind = TILE_EAST;
	score_points(r, 1, 30, 0, &c, &out);
	assert_int_equal(out.tsumo_all, 700);
	assert_int_equal(out.total, 3 * 700 + 3000);
}

/* Kiriage mangan: 4 han 30 fu and 3 han 60 fu round up, but only where the option is on. */
static void kiriage_rounds_4_han_30_fu_up_only_when_on(void **state)
{
	(void)state;
	struct rules r = *rules_preset("standard");
	struct score_result out;
	struct win_context c = win_as(false, false);
	score_points(&r, 4, 30, 0, &c, &out);
	assert_int_equal(out.ron, 7700);
	r.kiriage_mangan = true;
	score_points(&r, 4, 30, 0, &c, &out);
	assert_int_equal(out.ron, 8000);
	assert_int_equal(out.limit, LIMIT_MANGAN);
	score_points(&r, 3, 60, 0, &c, &out);
	assert_int_equal(out.ron, 8000);
	score_points(&r, 3, 50, 0, &c, &out);
	assert_int_equal(out.ron, 6400);
}

/* Without counted yakuman 13 han stay a sanbaiman; several yakuman multiply the base. */
static void counted_yakuman_and_multiples(void **state)
{
	(void)state;
	struct rules r = *rules_preset("standard");
	struct score_result out;
	struct win_context c = win_as(false, false);
	r.counted_yakuman = false;
	score_points(&r, 14, 30, 0, &c, &out);
	assert_int_equal(out.limit, LIMIT_SANBAIMAN);
	assert_int_equal(out.ron, 24000);
	score_points(&r, 0, 0, 2, &c, &out);
	assert_int_equal(out.ron, 64000);
	c.seat_wind = TILE_EAST;
	score_points(&r, 0, 0, 3, &c, &out);
	assert_int_equal(out.ron, 144000);
}

static void nagashi_mangan_pays_as_a_mangan_tsumo(void **state)
{
	(void)state;
	struct score_result out;
	score_nagashi_mangan(rules_preset("standard"), false, &out);
	assert_int_equal(out.tsumo_nondealer, 2000);
	assert_int_equal(out.tsumo_dealer, 4000);
	assert_int_equal(out.total, 8000);
	score_nagashi_mangan(rules_preset("standard"), true, &out);
	assert_int_equal(out.tsumo_all, 4000);
	assert_int_equal(out.total, 12000);
	/* the league preset has no nagashi mangan */
	score_nagashi_mangan(rules_preset("league"), false, &out);
	assert_int_equal(out.total, 0);
}

static void limit_names(void **state)
{
	(void)state;
	assert_string_equal(score_limit_name(LIMIT_NONE), "");
	assert_string_equal(score_limit_name(LIMIT_MANGAN), "mangan");
	assert_string_equal(score_limit_name(LIMIT_HANEMAN), "haneman");
	assert_string_equal(score_limit_name(LIMIT_BAIMAN), "baiman");
	assert_string_equal(score_limit_name(LIMIT_SANBAIMAN), "sanbaiman");
	assert_string_equal(score_limit_name(LIMIT_YAKUMAN), "yakuman");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(the_score_table_comes_out_exactly),
	    cmocka_unit_test(payments_round_up_to_hundreds),
	    cmocka_unit_test(honba_and_riichi_sticks_go_to_the_winner),
	    cmocka_unit_test(kiriage_rounds_4_han_30_fu_up_only_when_on),
	    cmocka_unit_test(counted_yakuman_and_multiples),
	    cmocka_unit_test(nagashi_mangan_pays_as_a_mangan_tsumo),
	    cmocka_unit_test(limit_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
