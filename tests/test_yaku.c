/* The standard yaku: each with a hand that has it and one that does not. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rules/score.h"
#include "rules/yaku_eval.h"
#include "tests/tiles_helper.h"

/* East round, South seat (a non-dealer) unless a test says otherwise. */
static struct win_context riichi_ron(const char *win)
{
	struct win_context c = th_ron(win);
	c.riichi = true;
	return c;
}

static struct score_result standard(const char *tiles, const char *const *melds,
				    struct win_context c)
{
	return th_score("standard", tiles, melds, c);
}

static void riichi_is_a_yaku_and_a_bare_hand_has_none(void **state)
{
	(void)state;
	/* 123m 456p 789s 234s + tanki 5s: no yaku but riichi */
	struct score_result r = standard("123m456p789s2345s", NULL, riichi_ron("5s"));
	assert_int_equal(r.status, SCORE_OK);
	assert_true(th_has(&r, YAKU_RIICHI));
	assert_int_equal(r.han, 1);
	r = standard("123m456p789s2345s", NULL, th_ron("5s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void ippatsu_needs_riichi(void **state)
{
	(void)state;
	struct win_context c = riichi_ron("5s");
	c.ippatsu = true;
	struct score_result r = standard("123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_IPPATSU));
	assert_int_equal(r.han, 2);
	r = standard("123m456p789s2345s", NULL, riichi_ron("5s"));
	assert_false(th_has(&r, YAKU_IPPATSU));
	c.riichi = false;
	r = standard("123m456p789s2345s", NULL, c);
	assert_int_equal(r.status, SCORE_BAD_INPUT);
}

static void menzen_tsumo_only_for_a_concealed_hand(void **state)
{
	(void)state;
	struct score_result r = standard("123m456p789s2345s", NULL, th_tsumo("5s"));
	assert_true(th_has(&r, YAKU_MENZEN_TSUMO));
	r = standard("456p789s2345s", TH_MELDS("chi:123m"), th_tsumo("5s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void pinfu_needs_sequences_plain_pair_and_two_sided_wait(void **state)
{
	(void)state;
	struct score_result r = standard("234m456p678s2399s", NULL, th_ron("4s"));
	assert_true(th_has(&r, YAKU_PINFU));
	assert_int_equal(r.han, 1);
	assert_int_equal(r.fu, 30);
	assert_int_equal(r.ron, 1000);
	/* kanchan 2-4 waiting on 3 */
	r = standard("234m456p678s2499s", NULL, th_ron("3s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
	/* a dragon pair is a yakuhai pair */
	r = standard("234m456p678s23s55z", NULL, th_ron("4s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
	/* the seat wind pair too (South seat) */
	r = standard("234m456p678s23s22z", NULL, th_ron("4s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void tanyao_open_only_where_kuitan_is_allowed(void **state)
{
	(void)state;
	struct score_result r = standard("456p678s3488s", TH_MELDS("chi:234m"), th_ron("5s"));
	assert_true(th_has(&r, YAKU_TANYAO));
	assert_int_equal(r.han, 1);
	assert_int_equal(r.fu, 30); /* open pinfu shape: 30 fu */
	assert_int_equal(r.ron, 1000);
	struct rules no_kuitan = *rules_preset("standard");
	no_kuitan.open_tanyao = false;
	struct hand h = th_hand("456p678s3488s", TH_MELDS("chi:234m"));
	struct win_context c = th_ron("5s");
	score_win(&no_kuitan, &h, &c, &r);
	assert_int_equal(r.status, SCORE_NO_YAKU);
	/* a terminal breaks it */
	r = standard("456p678s3488s", TH_MELDS("chi:123m"), th_ron("5s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void iipeikou_is_concealed_only(void **state)
{
	(void)state;
	/* 234m 234m 456p 678s 55s: iipeikou, pinfu, tanyao = 3 han 30 fu */
	struct score_result r = standard("22334m456p678s55s", NULL, th_ron("4m"));
	assert_true(th_has(&r, YAKU_IIPEIKOU));
	assert_true(th_has(&r, YAKU_PINFU));
	assert_true(th_has(&r, YAKU_TANYAO));
	assert_int_equal(r.ron, 3900);
	r = standard("22334m456p55s", TH_MELDS("chi:678s"), th_ron("4m"));
	assert_false(th_has(&r, YAKU_IIPEIKOU));
	assert_true(th_has(&r, YAKU_TANYAO));
}

static void each_dragon_triplet_is_one_han_a_pair_none(void **state)
{
	(void)state;
	struct score_result r = standard("123m456p789s555z1s", NULL, th_ron("1s"));
	assert_true(th_has(&r, YAKU_HAKU));
	r = standard("123m456p789s666z1s", NULL, th_ron("1s"));
	assert_true(th_has(&r, YAKU_HATSU));
	r = standard("123m456p789s1s", TH_MELDS("pon:777z"), th_ron("1s"));
	assert_true(th_has(&r, YAKU_CHUN));
	assert_int_equal(r.han, 1);
	r = standard("123m456p789s11s55z", NULL, th_ron("1s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void round_and_seat_wind_triplets_count_separately(void **state)
{
	(void)state;
	struct score_result r = standard("123m456p789s111z1s", NULL, th_ron("1s"));
	assert_true(th_has(&r, YAKU_ROUND_WIND));
	assert_false(th_has(&r, YAKU_SEAT_WIND));
	r = standard("123m456p789s222z1s", NULL, th_ron("1s"));
	assert_true(th_has(&r, YAKU_SEAT_WIND));
	assert_false(th_has(&r, YAKU_ROUND_WIND));
	/* the dealer in East: a double wind, two han */
	struct win_context c = th_ron("1s");
	c.seat_wind = TILE_EAST;
	r = standard("123m456p789s111z1s", NULL, c);
	assert_true(th_has(&r, YAKU_ROUND_WIND) && th_has(&r, YAKU_SEAT_WIND));
	assert_int_equal(r.han, 2);
	/* West is nobody's wind here */
	r = standard("123m456p789s333z1s", NULL, th_ron("1s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void rinshan_is_a_tsumo_after_a_kan(void **state)
{
	(void)state;
	struct win_context c = th_tsumo("5s");
	c.rinshan = true;
	struct score_result r = standard("456p678s3488s", TH_MELDS("minkan:1111m"), c);
	assert_true(th_has(&r, YAKU_RINSHAN));
	assert_int_equal(r.han, 1);
	r = standard("456p678s3488s", TH_MELDS("minkan:1111m"), th_tsumo("5s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
	c.tsumo = false;
	r = standard("456p678s3488s", TH_MELDS("minkan:1111m"), c);
	assert_int_equal(r.status, SCORE_BAD_INPUT);
}

static void chankan_haitei_houtei(void **state)
{
	(void)state;
	struct win_context c = th_ron("5s");
	c.chankan = true;
	struct score_result r = standard("456p678s3488s", TH_MELDS("chi:123m"), c);
	assert_true(th_has(&r, YAKU_CHANKAN));
	c = th_tsumo("5s");
	c.haitei = true;
	r = standard("456p678s3488s", TH_MELDS("chi:123m"), c);
	assert_true(th_has(&r, YAKU_HAITEI));
	c = th_ron("5s");
	c.houtei = true;
	r = standard("456p678s3488s", TH_MELDS("chi:123m"), c);
	assert_true(th_has(&r, YAKU_HOUTEI));
	assert_false(th_has(&r, YAKU_HAITEI));
	/* houtei is a ron: a tsumo on the last tile is haitei */
	c.tsumo = true;
	r = standard("456p678s3488s", TH_MELDS("chi:123m"), c);
	assert_int_equal(r.status, SCORE_BAD_INPUT);
}

static void double_riichi_is_two_han_instead_of_riichi(void **state)
{
	(void)state;
	struct win_context c = th_ron("5s");
	c.double_riichi = true;
	struct score_result r = standard("123m456p789s2345s", NULL, c);
	assert_true(th_has(&r, YAKU_DOUBLE_RIICHI));
	assert_false(th_has(&r, YAKU_RIICHI));
	assert_int_equal(r.han, 2);
	c.riichi = true;
	r = standard("123m456p789s2345s", NULL, c);
	assert_false(th_has(&r, YAKU_RIICHI));
	assert_int_equal(r.han, 2);
}

static void chiitoitsu_is_seven_different_pairs_at_25_fu(void **state)
{
	(void)state;
	struct score_result r = standard("1122m3344p5566s7z", NULL, th_ron("7z"));
	assert_true(th_has(&r, YAKU_CHIITOITSU));
	assert_int_equal(r.fu, 25);
	assert_int_equal(r.ron, 1600); /* 25 x 2^4 x 4 */
	/* four of a kind are not two pairs */
	r = standard("1111m3344p5566s7z", NULL, th_ron("7z"));
	assert_int_equal(r.status, SCORE_NOT_COMPLETE);
}

static void sanshoku_and_ittsu_lose_a_han_when_open(void **state)
{
	(void)state;
	struct score_result r = standard("123m1239p123456s", NULL, th_ron("9p"));
	assert_true(th_has(&r, YAKU_SANSHOKU));
	assert_int_equal(r.han, 2);
	r = standard("1239p123456s", TH_MELDS("chi:123m"), th_ron("9p"));
	assert_true(th_has(&r, YAKU_SANSHOKU));
	assert_int_equal(r.han, 1);
	r = standard("123m1239p234456s", NULL, th_ron("9p"));
	assert_int_equal(r.status, SCORE_NO_YAKU);

	r = standard("123456789m234p5s", NULL, th_ron("5s"));
	assert_true(th_has(&r, YAKU_ITTSU));
	assert_int_equal(r.han, 2);
	r = standard("456789m234p5s", TH_MELDS("chi:123m"), th_ron("5s"));
	assert_int_equal(r.han, 1);
	r = standard("123456m789p234p5s", NULL, th_ron("5s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void chanta_and_junchan_need_terminals_in_every_group(void **state)
{
	(void)state;
	/* 123m 789p 789s 333z 99m: 2 han, 20+10+2 tanki+8 = 40 fu */
	struct score_result r = standard("123m789p789s333z9m", NULL, th_ron("9m"));
	assert_true(th_has(&r, YAKU_CHANTA));
	assert_int_equal(r.han, 2);
	assert_int_equal(r.fu, 40);
	assert_int_equal(r.ron, 2600);
	r = standard("234m789p789s333z9m", NULL, th_ron("9m"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
	/* without honours it is junchan, 3 han, and not chanta as well */
	r = standard("123999m789p789s1m", NULL, th_ron("1m"));
	assert_true(th_has(&r, YAKU_JUNCHAN));
	assert_false(th_has(&r, YAKU_CHANTA));
	r = standard("123999m789p1m", TH_MELDS("chi:789s"), th_ron("1m"));
	assert_true(th_has(&r, YAKU_JUNCHAN));
	assert_int_equal(r.han, 2);
}

static void toitoi_sanankou_and_the_ron_triplet(void **state)
{
	(void)state;
	struct score_result r = standard("555p777s88s33z", TH_MELDS("pon:222m"), th_ron("3z"));
	assert_true(th_has(&r, YAKU_TOITOI));
	assert_int_equal(r.han, 2);
	r = standard("555p678s88s33z", TH_MELDS("pon:222m"), th_ron("3z"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
	/* three concealed triplets, the pair won by tanki */
	r = standard("222m555p777s345s9m", NULL, th_ron("9m"));
	assert_true(th_has(&r, YAKU_SANANKOU));
	/* a triplet completed by ron is open: only two concealed triplets */
	r = standard("222m555p345s77s99m", NULL, th_ron("7s"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
	r = standard("222m555p345s77s99m", NULL, th_tsumo("7s"));
	assert_true(th_has(&r, YAKU_SANANKOU));
}

static void sankantsu_and_sanshoku_doukou(void **state)
{
	(void)state;
	struct score_result r = standard(
	    "345s9m", TH_MELDS("minkan:2222m", "ankan:5555p", "minkan:7777s"), th_ron("9m"));
	assert_true(th_has(&r, YAKU_SANKANTSU));
	r = standard("345s9m777s", TH_MELDS("minkan:2222m", "ankan:5555p"), th_ron("9m"));
	assert_false(th_has(&r, YAKU_SANKANTSU));

	r = standard("222p222s345s9m", TH_MELDS("pon:222m"), th_ron("9m"));
	assert_true(th_has(&r, YAKU_SANSHOKU_DOUKOU));
	assert_int_equal(r.han, 2);
	r = standard("222p333s345s9m", TH_MELDS("pon:222m"), th_ron("9m"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void honroutou_and_shousangen(void **state)
{
	(void)state;
	/* honroutou 2 + toitoi 2 + sanankou 2 */
	struct score_result r = standard("999p999s1s333z", TH_MELDS("pon:111m"), th_ron("1s"));
	assert_true(th_has(&r, YAKU_HONROUTOU));
	assert_false(th_has(&r, YAKU_CHANTA));
	assert_int_equal(r.han, 6);
	r = standard("999p888s1s333z", TH_MELDS("pon:111m"), th_ron("1s"));
	assert_false(th_has(&r, YAKU_HONROUTOU));

	/* shousangen 2 + haku 1 + hatsu 1 */
	r = standard("555666z77z234m45p", NULL, th_ron("6p"));
	assert_true(th_has(&r, YAKU_SHOUSANGEN));
	assert_int_equal(r.han, 4);
	r = standard("555666z11z234m45p", NULL, th_ron("6p"));
	assert_false(th_has(&r, YAKU_SHOUSANGEN));
}

static void honitsu_is_three_han_closed_two_open(void **state)
{
	(void)state;
	struct score_result r = standard("123234789m333z4z", NULL, th_ron("4z"));
	assert_true(th_has(&r, YAKU_HONITSU));
	assert_int_equal(r.han, 3);
	r = standard("234789m333z4z", TH_MELDS("chi:123m"), th_ron("4z"));
	assert_int_equal(r.han, 2);
	r = standard("123234m789p333z4z", NULL, th_ron("4z"));
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

static void chinitsu_is_six_han_closed_five_open(void **state)
{
	(void)state;
	/* read 123 234 567 789 55 with 67 waiting: pinfu too */
	struct score_result r = standard("123234567789m5m", NULL, th_ron("5m"));
	assert_true(th_has(&r, YAKU_CHINITSU));
	assert_true(th_has(&r, YAKU_PINFU));
	assert_false(th_has(&r, YAKU_HONITSU));
	assert_int_equal(r.han, 7);
	assert_int_equal(r.limit, LIMIT_HANEMAN);
	r = standard("234567789m5m", TH_MELDS("chi:123m"), th_ron("5m"));
	assert_int_equal(r.han, 5);
}

static void ryanpeikou_beats_the_seven_pairs_reading(void **state)
{
	(void)state;
	/* 234m 234m 678p 678p 55s: ryanpeikou 3 + tanyao 1; as seven pairs only 3 han */
	struct score_result r = standard("223344m667788p5s", NULL, th_ron("5s"));
	assert_true(th_has(&r, YAKU_RYANPEIKOU));
	assert_false(th_has(&r, YAKU_IIPEIKOU));
	assert_false(th_has(&r, YAKU_CHIITOITSU));
	assert_int_equal(r.han, 4);
	assert_int_equal(r.fu, 40); /* 20 + 10 menzen ron + 2 tanki */
	assert_int_equal(r.ron, 8000);
}

/* yaku_def_of finds a row by its id: the rows must stay in id order, standard then local. */
static void yaku_rows_are_in_id_order(void **state)
{
	(void)state;
	for (int i = 0; i < yaku_standard_count; i++)
		assert_int_equal(yaku_standard_table[i].id, i);
	for (int i = 0; i < yaku_local_count; i++)
		assert_int_equal(yaku_local_table[i].id, yaku_standard_count + i);
	assert_int_equal(yaku_standard_count + yaku_local_count, YAKU_COUNT);
	for (int id = 0; id < YAKU_COUNT; id++)
		assert_int_equal(yaku_def_of((enum yaku_id)id)->id, id);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(yaku_rows_are_in_id_order),
	    cmocka_unit_test(riichi_is_a_yaku_and_a_bare_hand_has_none),
	    cmocka_unit_test(ippatsu_needs_riichi),
	    cmocka_unit_test(menzen_tsumo_only_for_a_concealed_hand),
	    cmocka_unit_test(pinfu_needs_sequences_plain_pair_and_two_sided_wait),
	    cmocka_unit_test(tanyao_open_only_where_kuitan_is_allowed),
	    cmocka_unit_test(iipeikou_is_concealed_only),
	    cmocka_unit_test(each_dragon_triplet_is_one_han_a_pair_none),
	    cmocka_unit_test(round_and_seat_wind_triplets_count_separately),
	    cmocka_unit_test(rinshan_is_a_tsumo_after_a_kan),
	    cmocka_unit_test(chankan_haitei_houtei),
	    cmocka_unit_test(double_riichi_is_two_han_instead_of_riichi),
	    cmocka_unit_test(chiitoitsu_is_seven_different_pairs_at_25_fu),
	    cmocka_unit_test(sanshoku_and_ittsu_lose_a_han_when_open),
	    cmocka_unit_test(chanta_and_junchan_need_terminals_in_every_group),
	    cmocka_unit_test(toitoi_sanankou_and_the_ron_triplet),
	    cmocka_unit_test(sankantsu_and_sanshoku_doukou),
	    cmocka_unit_test(honroutou_and_shousangen),
	    cmocka_unit_test(honitsu_is_three_han_closed_two_open),
	    cmocka_unit_test(chinitsu_is_six_han_closed_five_open),
	    cmocka_unit_test(ryanpeikou_beats_the_seven_pairs_reading),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
