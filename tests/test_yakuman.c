/* Yakuman, double yakuman and stacking, and the old and local yaku. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rules/score.h"
#include "tests/tiles_helper.h"

static struct score_result std(const char *tiles, const char *const *melds, struct win_context c)
{
	return th_score("standard", tiles, melds, c);
}

static void kokushi_and_its_13_sided_wait(void **state)
{
	(void)state;
	/* waiting on 7z only */
	struct score_result r = std("119m19p19s123456z", NULL, th_ron("7z"));
	assert_true(th_has(&r, YAKU_KOKUSHI));
	assert_int_equal(r.yakuman, 1);
	assert_int_equal(r.ron, 32000);
	/* thirteen different tiles: a double yakuman in the standard rules, single on tenhou */
	r = std("19m19p19s1234567z", NULL, th_ron("1m"));
	assert_true(th_has(&r, YAKU_KOKUSHI_13));
	assert_false(th_has(&r, YAKU_KOKUSHI));
	assert_int_equal(r.ron, 64000);
	r = th_score("tenhou", "19m19p19s1234567z", NULL, th_ron("1m"));
	assert_int_equal(r.ron, 32000);
	r = std("129m19p19s123456z", NULL, th_ron("7z"));
	assert_int_equal(r.status, SCORE_NOT_COMPLETE);
}

static void suuankou_by_tsumo_but_not_by_ron_on_a_shanpon(void **state)
{
	(void)state;
	struct score_result r = std("222m555p777s99s33z", NULL, th_tsumo("3z"));
	assert_true(th_has(&r, YAKU_SUUANKOU));
	assert_int_equal(r.nyaku, 1); /* only the yakuman are listed */
	r = std("222m555p777s99s33z", NULL, th_ron("3z"));
	assert_false(th_has(&r, YAKU_SUUANKOU));
	assert_true(th_has(&r, YAKU_SANANKOU) && th_has(&r, YAKU_TOITOI));
	/* tanki: by ron too, and double in the standard rules */
	r = std("222m555p777s333z9s", NULL, th_ron("9s"));
	assert_true(th_has(&r, YAKU_SUUANKOU_TANKI));
	assert_int_equal(r.yakuman, 2);
	r = th_score("league", "222m555p777s333z9s", NULL, th_ron("9s"));
	assert_int_equal(r.yakuman, 1);
}

static void dragons_and_winds(void **state)
{
	(void)state;
	struct score_result r = std("555z666z777z234m9m", NULL, th_ron("9m"));
	assert_true(th_has(&r, YAKU_DAISANGEN));
	assert_int_equal(r.nyaku, 1);
	r = std("111z222z333z44z23m", NULL, th_ron("1m"));
	assert_true(th_has(&r, YAKU_SHOUSUUSHII));
	r = std("111z222z333z55z23m", NULL, th_ron("1m"));
	assert_false(th_has(&r, YAKU_SHOUSUUSHII));
	/* big four winds: double in the standard rules, single on tenhou */
	r = std("222z333z444z9m", TH_MELDS("pon:111z"), th_ron("9m"));
	assert_true(th_has(&r, YAKU_DAISUUSHII));
	assert_false(th_has(&r, YAKU_SHOUSUUSHII));
	assert_int_equal(r.ron, 64000);
	r = th_score("tenhou", "222z333z444z9m", TH_MELDS("pon:111z"), th_ron("9m"));
	assert_int_equal(r.ron, 32000);
}

static void all_honours_green_terminals(void **state)
{
	(void)state;
	struct score_result r = std("111z222z333z55z66z", NULL, th_ron("6z"));
	assert_true(th_has(&r, YAKU_TSUUIISOU));
	assert_int_equal(r.yakuman, 1);
	/* ryuuiisou: 23468s and hatsu, hatsu not required */
	r = std("223344s666s888s6z", NULL, th_ron("6z"));
	assert_true(th_has(&r, YAKU_RYUUIISOU));
	r = std("223344s666s888s1s", NULL, th_ron("1s"));
	assert_false(th_has(&r, YAKU_RYUUIISOU));
	r = std("234s234s666s888s4s", NULL, th_ron("4s"));
	assert_true(th_has(&r, YAKU_RYUUIISOU));
	r = std("999m111p999p1s", TH_MELDS("pon:111m"), th_ron("1s"));
	assert_true(th_has(&r, YAKU_CHINROUTOU));
	r = std("999m111p999p1z", TH_MELDS("pon:111m"), th_ron("1z"));
	assert_false(th_has(&r, YAKU_CHINROUTOU));
	assert_true(th_has(&r, YAKU_HONROUTOU));
}

static void nine_gates_and_the_nine_sided_wait(void **state)
{
	(void)state;
	struct score_result r = std("1112345678899m", NULL, th_ron("9m"));
	assert_true(th_has(&r, YAKU_CHUUREN));
	assert_int_equal(r.yakuman, 1);
	r = std("1112345678999m", NULL, th_ron("5m"));
	assert_true(th_has(&r, YAKU_JUNSEI_CHUUREN));
	assert_false(th_has(&r, YAKU_CHUUREN));
	assert_int_equal(r.yakuman, 2);
	r = th_score("tenhou", "1112345678999m", NULL, th_ron("5m"));
	assert_true(th_has(&r, YAKU_JUNSEI_CHUUREN));
	assert_int_equal(r.yakuman, 1);
	/* one tile short of a 9: a chinitsu, not nine gates */
	r = std("1112345678889m", NULL, th_ron("9m"));
	assert_false(th_has(&r, YAKU_CHUUREN));
	assert_true(th_has(&r, YAKU_CHINITSU));
}

static void four_kans(void **state)
{
	(void)state;
	struct score_result r =
	    std("9m", TH_MELDS("minkan:2222m", "ankan:5555p", "minkan:7777s", "kakan:3333s"),
		th_ron("9m"));
	assert_true(th_has(&r, YAKU_SUUKANTSU));
	r = std("9m", TH_MELDS("minkan:2222m", "ankan:5555p", "minkan:7777s", "pon:333s"),
		th_ron("9m"));
	assert_false(th_has(&r, YAKU_SUUKANTSU));
}

static void tenhou_for_the_dealer_chiihou_for_the_others(void **state)
{
	(void)state;
	struct win_context c = th_tsumo("5s");
	c.seat_wind = TILE_EAST;
	c.tenhou = true;
	struct score_result r = std("123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_TENHOU));
	assert_int_equal(r.tsumo_all, 16000);
	c = th_tsumo("5s");
	c.chiihou = true;
	r = std("123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_CHIIHOU));
	assert_int_equal(r.total, 32000);
	c.tenhou = true; /* a non-dealer cannot win by tenhou */
	r = std("123m456p789s2345s", NULL, c);
	assert_int_equal(r.status, SCORE_BAD_INPUT);
}

/* Yakuman add up where stacking is on: daisangen + tsuuiisou is two. */
static void yakuman_stack_unless_the_rules_say_not(void **state)
{
	(void)state;
	struct score_result r = std("555z666z777z111z2z", NULL, th_ron("2z"));
	assert_true(th_has(&r, YAKU_DAISANGEN) && th_has(&r, YAKU_TSUUIISOU));
	assert_true(th_has(&r, YAKU_SUUANKOU_TANKI));
	assert_int_equal(r.yakuman, 4); /* 1 + 1 + double */
	struct rules one = *rules_preset("standard");
	one.yakuman_stacking = false;
	struct hand h = th_hand("555z666z777z111z2z", NULL);
	struct win_context c = th_ron("2z");
	score_win(&one, &h, &c, &r);
	assert_int_equal(r.yakuman, 2); /* the largest single one */
	one.double_yakuman = false;
	score_win(&one, &h, &c, &r);
	assert_int_equal(r.yakuman, 1);
	assert_int_equal(r.ron, 32000);
}

/* 13 han of ordinary yaku and dora: a counted yakuman where the rules have it, else sanbaiman. */
static void counted_yakuman_from_thirteen_han(void **state)
{
	(void)state;
	/* 123 234 456 789 88m: riichi 1 + tsumo 1 + chinitsu 6 + ittsu 2 + three dora 8m */
	struct win_context c = th_tsumo("8m");
	c.riichi = true;
	c.dora[0] = th_tile("7m");
	c.ndora = 1;
	struct score_result r = std("1223344567889m", NULL, c);
	assert_int_equal(r.han, 13);
	assert_int_equal(r.dora, 3);
	assert_int_equal(r.yakuman, 0);
	assert_true(th_has(&r, YAKU_CHINITSU) && th_has(&r, YAKU_ITTSU));
	assert_int_equal(r.limit, LIMIT_YAKUMAN);
	assert_int_equal(r.total, 32000);
	r = th_score("league", "1223344567889m", NULL, c);
	assert_int_equal(r.limit, LIMIT_SANBAIMAN);
	assert_int_equal(r.total, 24000);
}

/* ---- the local yaku: off in the standard rules, on in classic ---- */

static void tsubame_gaeshi_and_kanburi(void **state)
{
	(void)state;
	struct win_context c = th_ron("5s");
	c.tsubame_gaeshi = true;
	struct score_result r = th_score("classic", "123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_TSUBAME_GAESHI));
	assert_int_equal(r.han, 1);
	r = std("123m456p789s2345s", NULL, c);
	assert_int_equal(r.status, SCORE_NO_YAKU);
	c = th_ron("5s");
	c.kanburi = true;
	r = th_score("classic", "123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_KANBURI));
	c.win = th_tile("5s");
	r = std("123m456p789s2345s", NULL, c);
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void shiiaruraotai_is_four_melds_and_a_single_wait(void **state)
{
	(void)state;
	const char *const *melds = TH_MELDS("chi:234m", "pon:555p", "chi:678s", "pon:222s");
	struct score_result r = th_score("classic", "8p", melds, th_ron("8p"));
	assert_true(th_has(&r, YAKU_SHIIARURAOTAI));
	assert_true(th_has(&r, YAKU_TANYAO));
	r = std("8p", melds, th_ron("8p"));
	assert_false(th_has(&r, YAKU_SHIIARURAOTAI));
}

/* 111222333m read as triplets (sanrenkou + sanankou) or as three runs (isshoku sanjun). */
static void three_triplets_or_three_runs_whichever_scores_more(void **state)
{
	(void)state;
	/* classic: triplets 2 + 2 han at 50 fu = mangan beats runs 3 han 40 fu = 5200 */
	struct score_result r = th_score("classic", "111222333m456p9s", NULL, th_ron("9s"));
	assert_true(th_has(&r, YAKU_SANRENKOU) && th_has(&r, YAKU_SANANKOU));
	assert_false(th_has(&r, YAKU_ISSHOKU_SANJUN));
	assert_int_equal(r.ron, 8000);
	/* standard: sanankou 2 han 50 fu (3200) beats iipeikou 1 han 40 fu (1300) */
	r = std("111222333m456p9s", NULL, th_ron("9s"));
	assert_true(th_has(&r, YAKU_SANANKOU));
	assert_false(th_has(&r, YAKU_SANRENKOU));
	assert_int_equal(r.fu, 50);
	assert_int_equal(r.ron, 3200);
	/* open, only runs fit: isshoku sanjun counts 3 (no reduction for an open hand) */
	r = th_score("classic", "112233m456p9s", TH_MELDS("chi:123m"), th_ron("9s"));
	assert_true(th_has(&r, YAKU_ISSHOKU_SANJUN));
	assert_int_equal(r.han, 3);
	r = std("112233m456p9s", TH_MELDS("chi:123m"), th_ron("9s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void uumensai_needs_all_five_kinds(void **state)
{
	(void)state;
	struct score_result r = th_score("classic", "123m456p789s555z4z", NULL, th_ron("4z"));
	assert_true(th_has(&r, YAKU_UUMENSAI));
	assert_int_equal(r.han, 3); /* + haku */
	r = th_score("classic", "123m456p789s555z6z", NULL, th_ron("6z"));
	assert_false(th_has(&r, YAKU_UUMENSAI));
	r = std("123m456p789s555z4z", NULL, th_ron("4z"));
	assert_false(th_has(&r, YAKU_UUMENSAI));
}

static void renhou_off_mangan_or_yakuman_by_preset(void **state)
{
	(void)state;
	struct win_context c = th_ron("5s");
	c.renhou = true;
	struct score_result r = th_score("classic", "123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_RENHOU));
	assert_int_equal(r.yakuman, 1);
	/* league (renhou = mangan): a mangan, without other yaku or dora */
	r = th_score("league", "123m456p789s2345s", NULL, c);
	assert_int_equal(r.status, SCORE_OK);
	assert_int_equal(r.nyaku, 1);
	assert_true(th_has(&r, YAKU_RENHOU));
	assert_int_equal(r.ron, 8000);
	/* ... unless the hand is worth more: chinitsu pinfu 7 han is a haneman */
	c.win = th_tile("5m");
	r = th_score("league", "123234567789m5m", NULL, c);
	assert_false(th_has(&r, YAKU_RENHOU));
	assert_int_equal(r.ron, 12000);
	c.win = th_tile("5s");
	r = std("123m456p789s2345s", NULL, c);
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void seven_pairs_of_one_suit_simples(void **state)
{
	(void)state;
	struct score_result r = th_score("classic", "2233445566778p", NULL, th_ron("8p"));
	assert_true(th_has(&r, YAKU_DAISHARIN));
	r = th_score("classic", "2233445566778s", NULL, th_ron("8s"));
	assert_true(th_has(&r, YAKU_DAICHIKURIN));
	r = th_score("classic", "2233445566778m", NULL, th_ron("8m"));
	assert_true(th_has(&r, YAKU_DAISUURIN));
	assert_int_equal(r.yakuman, 1);
	r = std("2233445566778p", NULL, th_ron("8p"));
	assert_false(th_has(&r, YAKU_DAISHARIN));
	assert_true(th_has(&r, YAKU_CHINITSU));
	/* a terminal pair is no daisharin */
	r = th_score("classic", "1133445566778p", NULL, th_ron("8p"));
	assert_false(th_has(&r, YAKU_DAISHARIN));
}

static void daichisei_adds_to_all_honours(void **state)
{
	(void)state;
	struct score_result r = th_score("classic", "1122334455667z", NULL, th_ron("7z"));
	assert_true(th_has(&r, YAKU_DAICHISEI) && th_has(&r, YAKU_TSUUIISOU));
	assert_int_equal(r.yakuman, 2);
	r = std("1122334455667z", NULL, th_ron("7z"));
	assert_false(th_has(&r, YAKU_DAICHISEI));
	assert_int_equal(r.yakuman, 1);
}

static void kokuiisou_is_2_4_8_pin_and_winds(void **state)
{
	(void)state;
	struct score_result r =
	    th_score("classic", "444888p111z2z", TH_MELDS("pon:222p"), th_ron("2z"));
	assert_true(th_has(&r, YAKU_KOKUIISOU));
	r = th_score("classic", "444888p111z5z", TH_MELDS("pon:222p"), th_ron("5z"));
	assert_false(th_has(&r, YAKU_KOKUIISOU));
	r = std("444888p111z2z", TH_MELDS("pon:222p"), th_ron("2z"));
	assert_false(th_has(&r, YAKU_KOKUIISOU));
}

static void ishi_no_ue_is_double_riichi_on_the_last_tile(void **state)
{
	(void)state;
	struct win_context c = th_tsumo("5s");
	c.double_riichi = true;
	c.haitei = true;
	struct score_result r = th_score("classic", "123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_ISHI_NO_UE));
	c.haitei = false;
	r = th_score("classic", "123m456p789s2345s", NULL, c);
	assert_false(th_has(&r, YAKU_ISHI_NO_UE));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(kokushi_and_its_13_sided_wait),
	    cmocka_unit_test(suuankou_by_tsumo_but_not_by_ron_on_a_shanpon),
	    cmocka_unit_test(dragons_and_winds),
	    cmocka_unit_test(all_honours_green_terminals),
	    cmocka_unit_test(nine_gates_and_the_nine_sided_wait),
	    cmocka_unit_test(four_kans),
	    cmocka_unit_test(tenhou_for_the_dealer_chiihou_for_the_others),
	    cmocka_unit_test(yakuman_stack_unless_the_rules_say_not),
	    cmocka_unit_test(counted_yakuman_from_thirteen_han),
	    cmocka_unit_test(tsubame_gaeshi_and_kanburi),
	    cmocka_unit_test(shiiaruraotai_is_four_melds_and_a_single_wait),
	    cmocka_unit_test(three_triplets_or_three_runs_whichever_scores_more),
	    cmocka_unit_test(uumensai_needs_all_five_kinds),
	    cmocka_unit_test(renhou_off_mangan_or_yakuman_by_preset),
	    cmocka_unit_test(seven_pairs_of_one_suit_simples),
	    cmocka_unit_test(daichisei_adds_to_all_honours),
	    cmocka_unit_test(kokuiisou_is_2_4_8_pin_and_winds),
	    cmocka_unit_test(ishi_no_ue_is_double_riichi_on_the_last_tile),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
