/* Fu, the reading chosen when a hand reads several ways, and dora. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rules/decompose.h"
#include "rules/score.h"
#include "tests/tiles_helper.h"

static struct win_context riichi(struct win_context c)
{
	c.riichi = true;
	return c;
}

static struct score_result std(const char *tiles, const char *const *melds, struct win_context c)
{
	return th_score("standard", tiles, melds, c);
}

/* 20 base + 10 concealed ron + 2 for a kanchan, penchan or tanki wait = 32, rounded to 40. */
static void kanchan_penchan_tanki_add_two_fu(void **state)
{
	(void)state;
	struct score_result r = std("13m456p789s234s99s", NULL, riichi(th_ron("2m")));
	assert_int_equal(r.fu, 40);
	assert_int_equal(r.ron, 1300);
	r = std("12m456p789s234s99s", NULL, riichi(th_ron("3m")));
	assert_int_equal(r.fu, 40);
	r = std("123m456p789s234s1z", NULL, riichi(th_ron("1z")));
	assert_int_equal(r.fu, 40);
	/* a two-sided wait with a terminal pair: 30 */
	r = std("123m456p789s23s99s", NULL, riichi(th_ron("4s")));
	assert_int_equal(r.fu, 30); /* pinfu ron */
}

/* A shanpon won by ron makes an open triplet; by tsumo a concealed one. */
static void shanpon_ron_counts_the_triplet_open(void **state)
{
	(void)state;
	/* ron 9s: 20 + 10 + 4 (open 999s) = 34 -> 40 */
	struct score_result r = std("123m456p234s55p99s", NULL, riichi(th_ron("9s")));
	assert_int_equal(r.fu, 40);
	/* tsumo 9s: 20 + 2 + 8 (concealed 999s) = 30 */
	r = std("123m456p234s55p99s", NULL, riichi(th_tsumo("9s")));
	assert_int_equal(r.fu, 30);
	assert_int_equal(r.tsumo_nondealer, 500);
	assert_int_equal(r.tsumo_dealer, 1000);
	/* tsumo 5p: 20 + 2 + 4 (concealed 555p) = 26 -> 30 */
	r = std("123m456p234s55p99s", NULL, riichi(th_tsumo("5p")));
	assert_int_equal(r.fu, 30);
}

/* An open kan of terminals 16, an open chun triplet 4, tanki 2: 42 -> 50. */
static void open_kan_of_terminals_is_sixteen_fu(void **state)
{
	(void)state;
	struct score_result r =
	    std("456p234s5s", TH_MELDS("minkan:9999m", "pon:777z"), th_ron("5s"));
	assert_true(th_has(&r, YAKU_CHUN));
	assert_int_equal(r.fu, 50);
	assert_int_equal(r.ron, 1600);
	/* a concealed kan of honours is 32: 20 + 10 + 32 + 2 tanki = 64 -> 70 */
	r = std("456p234s678s5s", TH_MELDS("ankan:3333z"), riichi(th_ron("5s")));
	assert_int_equal(r.fu, 70);
}

/* The dealer's East pair in the East round counts 4 in the standard rules, 2 in the league's. */
static void double_wind_pair_per_the_rules(void **state)
{
	(void)state;
	struct win_context c = riichi(th_ron("1s"));
	c.seat_wind = TILE_EAST;
	/* 20 + 10 + 8 (concealed 999p) + 4 = 42 -> 50; with 2: 40 */
	struct score_result r = std("123m999p456s23s11z", NULL, c);
	assert_int_equal(r.fu, 50);
	assert_int_equal(r.ron, 2400);
	r = th_score("league", "123m999p456s23s11z", NULL, c);
	assert_int_equal(r.fu, 40);
	assert_int_equal(r.ron, 2000);
	/* a dragon pair is 2: 20 + 10 + 8 + 2 = 40 */
	r = std("123m999p456s23s55z", NULL, riichi(th_ron("1s")));
	assert_int_equal(r.fu, 40);
}

static void pinfu_tsumo_twenty_chiitoitsu_twentyfive_open_thirty(void **state)
{
	(void)state;
	struct score_result r = std("234m456p678s2399s", NULL, th_tsumo("4s"));
	assert_true(th_has(&r, YAKU_PINFU) && th_has(&r, YAKU_MENZEN_TSUMO));
	assert_int_equal(r.fu, 20);
	assert_int_equal(r.tsumo_nondealer, 400);
	assert_int_equal(r.tsumo_dealer, 700);
	r = std("1122m3344p5566s7z", NULL, th_tsumo("7z"));
	assert_int_equal(r.fu, 25);
	/* open, no fu at all: still 30 (open pinfu shape) */
	r = std("456p678s3488s", TH_MELDS("chi:234m"), th_tsumo("5s"));
	assert_int_equal(r.fu, 30);
}

/* 345 + 55: the winning 5 completes the run (two-sided) or the pair (tanki). */
static void the_wait_is_read_as_favourably_as_it_can_be(void **state)
{
	(void)state;
	/* closed: the two-sided reading has pinfu, the tanki reading nothing */
	struct score_result r = std("123m456p789s3455s", NULL, th_ron("5s"));
	assert_true(th_has(&r, YAKU_PINFU));
	assert_int_equal(r.ron, 1000);
	/* open with no pinfu to win: tanki's 2 fu lift 30 to 40 (20 + 4 + 4 + 2 + 2) */
	r = std("3455m", TH_MELDS("pon:777z", "pon:111p", "pon:222p"), th_ron("5m"));
	assert_int_equal(r.fu, 40);
	assert_int_equal(r.ron, 1300);
}

static void decompose_lists_every_reading(void **state)
{
	(void)state;
	struct reading out[DECOMPOSE_MAX];
	struct hand h = th_hand("111222333m456p9s", NULL);
	/* three triplets or three runs, 99s the pair either way */
	assert_int_equal(decompose_win(&h, th_tile("9s"), false, out, DECOMPOSE_MAX), 2);
	h = th_hand("123m456p789s3455s", NULL);
	assert_int_equal(decompose_win(&h, th_tile("5s"), false, out, DECOMPOSE_MAX), 2);
	/* ryanpeikou shape: the standard reading with the win in the pair, and seven pairs */
	h = th_hand("223344m667788p5s", NULL);
	int n = decompose_win(&h, th_tile("5s"), false, out, DECOMPOSE_MAX);
	bool pairs = false;
	for (int i = 0; i < n; i++)
		pairs |= out[i].shape == SHAPE_CHIITOITSU;
	assert_true(pairs);
	h = th_hand("19m19p19s1234567z", NULL);
	assert_int_equal(decompose_win(&h, th_tile("9p"), false, out, DECOMPOSE_MAX), 1);
	assert_int_equal(out[0].shape, SHAPE_KOKUSHI);
	h = th_hand("123m456p789s3456s", NULL);
	assert_int_equal(decompose_win(&h, th_tile("1z"), false, out, DECOMPOSE_MAX), 0);
}

/* Dora: the tile after each indicator (kan dora are more indicators); ura only with riichi;
 * every red five one more. */
static void dora_ura_and_red_fives(void **state)
{
	(void)state;
	struct win_context c = riichi(th_ron("5s"));
	c.dora[0] = th_tile("9m"); /* dora 1m */
	c.dora[1] = th_tile("4s"); /* dora 5s */
	c.ndora = 2;
	c.ura[0] = th_tile("3p"); /* ura 4p */
	c.ura[1] = th_tile("1z"); /* ura 2z */
	c.nura = 2;
	struct score_result r = std("123m406p789s2340s", NULL, c);
	assert_int_equal(r.dora, 3);
	assert_int_equal(r.aka, 2);
	assert_int_equal(r.ura, 1);
	assert_int_equal(r.han, 1 + 3 + 2 + 1);
	assert_int_equal(r.limit, LIMIT_HANEMAN);
	/* no riichi, no ura: menzen tsumo 1 + 3 + 2 */
	c.riichi = false;
	c.tsumo = true;
	r = std("123m406p789s2340s", NULL, c);
	assert_int_equal(r.ura, 0);
	assert_int_equal(r.han, 6);
	/* league: only the first face-up indicator, no ura */
	c.riichi = true;
	c.tsumo = false;
	r = th_score("league", "123m456p789s2345s", NULL, c);
	assert_int_equal(r.dora, 1);
	assert_int_equal(r.ura, 0);
	assert_int_equal(r.han, 2);
	/* dora alone are no yaku */
	c.riichi = false;
	r = std("123m406p789s2340s", NULL, c);
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(kanchan_penchan_tanki_add_two_fu),
	    cmocka_unit_test(shanpon_ron_counts_the_triplet_open),
	    cmocka_unit_test(open_kan_of_terminals_is_sixteen_fu),
	    cmocka_unit_test(double_wind_pair_per_the_rules),
	    cmocka_unit_test(pinfu_tsumo_twenty_chiitoitsu_twentyfive_open_thirty),
	    cmocka_unit_test(the_wait_is_read_as_favourably_as_it_can_be),
	    cmocka_unit_test(decompose_lists_every_reading),
	    cmocka_unit_test(dora_ura_and_red_fives),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
