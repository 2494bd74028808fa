/*
 * Three-player riichi (sanma): the presets and their options, the 108 tiles, nukidora and the
 * payments of three players, each worked out by hand from the rules in jansou(6), RULES.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "rules/score.h"
#include "rules/tileset.h"
#include "rules/wall.h"
#include "tests/tiles_helper.h"

/* Pays a hand of han/fu (or yakuman multiples) under preset, with tsumo_loss set as given. */
static struct score_result paid(const char *preset, bool tsumo_loss, bool dealer, bool tsumo,
				int han, int fu, int yakuman, int honba)
{
	struct rules r = *rules_preset(preset);
	r.tsumo_loss = tsumo_loss;
	struct win_context c = {.tsumo = tsumo,
				.round_wind = TILE_EAST,
				.seat_wind = dealer ? TILE_EAST : TILE_SOUTH,
				.honba = honba};
	struct score_result out;
	memset(&out, 0, sizeof out);
	score_points(&r, han, fu, yakuman, &c, &out);
	return out;
}

static void presets_are_mahjong_soul_and_tenhou_three_player(void **state)
{
	(void)state;
	const struct rules *ms = rules_preset("sanma"), *th = rules_preset("sanma-tenhou");
	assert_non_null(ms);
	assert_non_null(th);
	assert_int_equal(ms->family, RULES_SANMA);
	assert_int_equal(th->family, RULES_SANMA);
	assert_int_equal(ms->starting_points, 35000);
	/* Mahjong Soul: (points - 35000) / 1000, no oka, uma 15/0/-15; Tenhou: (points -
	 * 40000) / 1000 with 15 to the top, uma 20/0/-20; the top needs 40000 in both */
	assert_int_equal(ms->return_points, 35000);
	assert_int_equal(ms->target_points, 40000);
	assert_int_equal(th->starting_points, 35000);
	assert_int_equal(th->return_points, 40000);
	assert_int_equal(th->target_points, 40000);
	assert_int_equal(ms->uma3[0], 15);
	assert_int_equal(ms->uma3[1], 0);
	assert_int_equal(ms->uma3[2], -15);
	assert_int_equal(th->uma3[0], 20);
	assert_int_equal(th->uma3[1], 0);
	assert_int_equal(th->uma3[2], -20);
	/* thirteen orphans robs a closed kan on Mahjong Soul, not on Tenhou */
	assert_true(ms->kokushi_closed_kan);
	assert_false(th->kokushi_closed_kan);
	assert_int_equal(ms->red_fives[0], 0); /* there is no 5m */
	assert_int_equal(ms->red_fives[1], 1);
	assert_int_equal(ms->red_fives[2], 1);
	assert_int_equal(ms->kita, KITA_NUKIDORA);
	assert_true(ms->tsumo_loss && th->tsumo_loss);
	assert_true(ms->double_yakuman);
	assert_false(th->double_yakuman);
	assert_int_equal(rules_family_of(RULES_SANMA)->players, 3);
	assert_false(rules_family_of(RULES_SANMA)->chi);
}

/*
 * Each family's facts are its row: the seats, chi, the wall it deals, the noten pool (3000 with
 * four, 2000 with three, nothing under Chinese Official rules) and the logs it writes (mjai has
 * four seats of riichi; MCR keeps jansou-mcr/1).
 */
static void each_family_row_holds_its_seats_wall_noten_pool_and_logs(void **state)
{
	(void)state;
	const struct rules_family_info *riichi = rules_family_of(RULES_RIICHI),
				       *mcr = rules_family_of(RULES_MCR),
				       *sanma = rules_family_of(RULES_SANMA);
	assert_string_equal(sanma->name, "sanma");
	assert_int_equal(riichi->players + mcr->players + sanma->players, 11);
	assert_true(riichi->chi && mcr->chi);
	assert_true(riichi->deal_wall == wall_deal);
	assert_true(mcr->deal_wall == wall_deal_mcr);
	assert_true(sanma->deal_wall == wall_deal_sanma);
	assert_int_equal(riichi->noten_pool, 3000);
	assert_int_equal(sanma->noten_pool, 2000);
	assert_int_equal(mcr->noten_pool, 0);
	assert_int_equal(riichi->log, RULES_LOG_TENHOU);
	assert_int_equal(sanma->log, RULES_LOG_TENHOU);
	assert_int_equal(mcr->log, RULES_LOG_MCR);
	assert_int_equal(riichi->logs, RULES_LOG_TENHOU | RULES_LOG_MJAI);
	assert_int_equal(sanma->logs, RULES_LOG_TENHOU);
	assert_int_equal(mcr->logs, RULES_LOG_MCR);
	assert_ptr_equal(rules_family_of(-1), riichi); /* an unknown family gets riichi's */

	/* the sanma row's wall: 108 tiles, 2m-8m left out */
	struct rng rng;
	rng_seed(&rng, 5);
	struct wall w;
	sanma->deal_wall(&w, &rng, rules_preset("sanma"));
	assert_int_equal(w.ntiles, 108);
	for (int i = 0; i < w.ntiles; i++) {
		int k = tile_kind(w.seq[i]);
		assert_false(k > TILE_M1 && k < TILE_M1 + 8);
	}
}

static void three_player_options_are_set_by_name(void **state)
{
	(void)state;
	struct rules r = *rules_preset("sanma");
	char err[160];
	assert_int_equal(rules_set_option(&r, "kita", "honour", err, sizeof err), 0);
	assert_int_equal(r.kita, KITA_HONOUR);
	assert_int_equal(rules_set_option(&r, "tsumo_loss", "false", err, sizeof err), 0);
	assert_false(r.tsumo_loss);
	assert_int_equal(rules_set_option(&r, "uma3", "20,0,-20", err, sizeof err), 0);
	assert_int_equal(r.uma3[2], -20);
	assert_int_equal(rules_set_option(&r, "uma3", "20,0,-20,5", err, sizeof err), -1);
	assert_int_equal(rules_set_option(&r, "kita", "dora", err, sizeof err), -1);
}

/* uma has four places and uma3 three; kita and tsumo_loss mean nothing to four players. */
static void options_apply_to_their_family(void **state)
{
	(void)state;
	assert_true(rules_option_applies("uma3", RULES_SANMA));
	assert_false(rules_option_applies("uma3", RULES_RIICHI));
	assert_false(rules_option_applies("uma", RULES_SANMA));
	assert_true(rules_option_applies("uma", RULES_RIICHI));
	assert_false(rules_option_applies("kita", RULES_RIICHI));
	assert_false(rules_option_applies("tsumo_loss", RULES_MCR));
	assert_true(rules_option_applies("open_tanyao", RULES_SANMA));
	assert_false(rules_option_applies("flowers", RULES_SANMA));
	assert_true(rules_option_applies("flowers", RULES_MCR));
	assert_false(rules_option_applies("open_tanyao", RULES_MCR));
}

static void the_set_has_108_tiles_without_2m_to_8m(void **state)
{
	(void)state;
	const struct rules *s = rules_preset("sanma"), *four = rules_preset("standard");
	assert_int_equal(tileset_size(s), 108);
	assert_int_equal(tileset_size(four), 136);
	assert_true(tileset_has(s, TILE_M1));
	assert_true(tileset_has(s, TILE_M1 + 8));
	for (int k = TILE_M1 + 1; k < TILE_M1 + 8; k++)
		assert_false(tileset_has(s, k));
	assert_true(tileset_has(four, TILE_M1 + 4));
	/* 1m shows 9m and 9m shows 1m; four players: 1m shows 2m */
	assert_int_equal(tileset_dora_of_indicator(s, TILE_M1), TILE_M1 + 8);
	assert_int_equal(tileset_dora_of_indicator(s, TILE_M1 + 8), TILE_M1);
	assert_int_equal(tileset_dora_of_indicator(four, TILE_M1), TILE_M1 + 1);
	assert_int_equal(tileset_dora_of_indicator(s, TILE_WEST), TILE_NORTH);
	uint8_t unseen[TILE_KINDS];
	bool accept[TILE_KINDS];
	memset(unseen, 4, sizeof unseen);
	memset(accept, 1, sizeof accept);
	tileset_drop_absent(s, unseen, accept);
	assert_int_equal(unseen[TILE_M1 + 1], 0);
	assert_false(accept[TILE_M1 + 7]);
	assert_int_equal(unseen[TILE_M1 + 8], 4);
	assert_true(accept[TILE_P1 + 1]);
}

/* Tsumo loss: a non-dealer mangan tsumo is 4000 from the dealer and 2000 from the other
 * non-dealer, 6000 in all (four players: 8000); the ron stays 8000. */
static void nondealer_mangan_tsumo_loses_the_absent_share(void **state)
{
	(void)state;
	struct score_result r = paid("sanma", true, false, true, 5, 30, 0, 0);
	assert_int_equal(r.tsumo_dealer, 4000);
	assert_int_equal(r.tsumo_nondealer, 2000);
	assert_int_equal(r.total, 6000);
	r = paid("sanma", true, false, false, 5, 30, 0, 0);
	assert_int_equal(r.ron, 8000);
	assert_int_equal(r.total, 8000);
}

/* North bisection: the absent 2000 is split, 1000 to each payer: 5000 + 3000 = 8000. */
static void nondealer_mangan_tsumo_under_north_bisection(void **state)
{
	(void)state;
	struct score_result r = paid("sanma", false, false, true, 5, 30, 0, 0);
	assert_int_equal(r.tsumo_dealer, 5000);
	assert_int_equal(r.tsumo_nondealer, 3000);
	assert_int_equal(r.total, 8000);
}

/* Dealer haneman tsumo: 6000 from each of the two (12000); bisection: 6000 + 3000 each. */
static void dealer_haneman_tsumo_each_of_two_pays(void **state)
{
	(void)state;
	struct score_result r = paid("sanma", true, true, true, 6, 30, 0, 0);
	assert_int_equal(r.tsumo_all, 6000);
	assert_int_equal(r.total, 12000);
	r = paid("sanma", false, true, true, 6, 30, 0, 0);
	assert_int_equal(r.tsumo_all, 9000);
	assert_int_equal(r.total, 18000);
	r = paid("sanma", true, true, false, 6, 30, 0, 0);
	assert_int_equal(r.ron, 18000);
}

/*
 * Small hands: a non-dealer 1 han 30 fu tsumo is 500 + 300 = 800 (tsumo loss); under
 * bisection the absent 300 halves to 150, rounded up to 200 a payer: 700 + 500. A dealer
 * 2 han 20 fu tsumo is 700 each; bisection 700 + 400 (350 rounded up) = 1100 each.
 */
static void bisection_rounds_each_half_up_to_100(void **state)
{
	(void)state;
	struct score_result r = paid("sanma", true, false, true, 1, 30, 0, 0);
	assert_int_equal(r.tsumo_dealer, 500);
	assert_int_equal(r.tsumo_nondealer, 300);
	assert_int_equal(r.total, 800);
	r = paid("sanma", false, false, true, 1, 30, 0, 0);
	assert_int_equal(r.tsumo_dealer, 700);
	assert_int_equal(r.tsumo_nondealer, 500);
	r = paid("sanma", true, true, true, 2, 20, 0, 0);
	assert_int_equal(r.tsumo_all, 700);
	r = paid("sanma", false, true, true, 2, 20, 0, 0);
	assert_int_equal(r.tsumo_all, 1100);
}

/*
 * Final scores from a real Tenhou three-player game of the days its rooms wrote whole
 * thousands (dnovikoff/tenhou's sanma2.xml): 83100, 27400 and -5500 points. Unrounded, by the
 * sanma-tenhou preset: (27400 - 40000) / 1000 = -12.6 for second (uma 0); (-5500 - 40000) /
 * 1000 - 20 = -65.5 for third; (83100 - 40000) / 1000 + 20 + 15 = 78.1 for first. Rounded
 * (500 down): 27400 is 27000, -13; -5500 is -6000, -66; the first takes 79, the log's.
 */
static void final_scores_tenths_or_whole_thousands(void **state)
{
	(void)state;
	struct rules r = *rules_preset("sanma-tenhou");
	const int points[3] = {27400, 83100, -5500}, place[3] = {2, 1, 3};
	double out[3];
	rules_final_scores(&r, 3, points, place, out);
	assert_float_equal(out[0], -12.6, 1e-9);
	assert_float_equal(out[1], 78.1, 1e-9);
	assert_float_equal(out[2], -65.5, 1e-9);
	r.round_final_scores = true;
	rules_final_scores(&r, 3, points, place, out);
	assert_float_equal(out[0], -13, 1e-9);
	assert_float_equal(out[1], 79, 1e-9);
	assert_float_equal(out[2], -66, 1e-9);
	/* Mahjong Soul's: (83100 - 35000) / 1000 + 15 = 63.1, -7.6, -55.5 */
	rules_final_scores(rules_preset("sanma"), 3, points, place, out);
	assert_float_equal(out[0], -7.6, 1e-9);
	assert_float_equal(out[1], 63.1, 1e-9);
	assert_float_equal(out[2], -55.5, 1e-9);
}

/* A dealer yakuman tsumo: 16000 from each of two (32000); bisection 24000 each, the ron's
 * 48000. Honba add 100 a payer on a tsumo and so 200 to a ron (Tenhou's records: a 32000
 * ron with 2 honba costs 32400; a 2000 ron with 1 honba and a riichi stick is 2200 from the
 * discarder and 3200 to the winner). */
static void yakuman_and_honba_with_three_players(void **state)
{
	(void)state;
	struct score_result r = paid("sanma", true, true, true, 0, 0, 1, 0);
	assert_int_equal(r.tsumo_all, 16000);
	assert_int_equal(r.total, 32000);
	r = paid("sanma", false, true, true, 0, 0, 1, 0);
	assert_int_equal(r.total, 48000);
	r = paid("sanma", true, false, true, 5, 30, 0, 2);
	assert_int_equal(r.tsumo_dealer, 4200);
	assert_int_equal(r.tsumo_nondealer, 2200);
	assert_int_equal(r.total, 6400);
	r = paid("sanma", true, false, false, 5, 30, 0, 2);
	assert_int_equal(r.ron, 8400);
	assert_int_equal(r.honba, 400);
	r = paid("sanma-tenhou", false, false, false, 0, 0, 1, 2);
	assert_int_equal(r.ron, 32400);
	assert_int_equal(r.total, 32400);
	r = paid("sanma-tenhou", true, false, false, 2, 30, 0, 1);
	assert_int_equal(r.ron, 2200);
}

static void nagashi_mangan_is_paid_by_two(void **state)
{
	(void)state;
	struct score_result r;
	score_nagashi_mangan(rules_preset("sanma"), false, &r);
	assert_int_equal(r.tsumo_dealer, 4000);
	assert_int_equal(r.tsumo_nondealer, 2000);
	assert_int_equal(r.total, 6000);
}

static struct win_context kita_tsumo(const char *win, int kita)
{
	struct win_context c = th_tsumo(win);
	c.kita = kita;
	return c;
}

/* Menzen tsumo and hatsu, 2 han; two North set aside make 4 han 30 fu: 3900 + 2000. */
static void each_kita_is_a_han(void **state)
{
	(void)state;
	struct score_result r = th_score("sanma", "11m456p789s234s66z", NULL, kita_tsumo("6z", 2));
	assert_int_equal(r.status, SCORE_OK);
	assert_int_equal(r.kita, 2);
	assert_int_equal(r.han, 4);
	assert_int_equal(r.fu, 30);
	assert_int_equal(r.tsumo_dealer, 3900);
	assert_int_equal(r.tsumo_nondealer, 2000);
	assert_int_equal(r.total, 5900);
	/* a West indicator makes North the dora: each kita counts twice */
	struct win_context c = kita_tsumo("6z", 1);
	c.dora[0] = th_tile("3z");
	c.ndora = 1;
	r = th_score("sanma", "11m456p789s234s66z", NULL, c);
	assert_int_equal(r.kita, 1);
	assert_int_equal(r.dora, 1);
	assert_int_equal(r.han, 4);
}

/* Kita are not a yaku: a hand with only kita has none. */
static void kita_alone_is_no_yaku(void **state)
{
	(void)state;
	struct win_context c = th_ron("5s");
	c.kita = 3;
	struct score_result r = th_score("sanma", "11m456p789s234s55s", NULL, c);
	assert_int_equal(r.status, SCORE_NO_YAKU);
}

/* Under sanma a 1m indicator makes 9m the dora (four players: 2m). */
static void nine_man_follows_one_man_as_dora(void **state)
{
	(void)state;
	struct win_context c = th_ron("6z");
	c.dora[0] = th_tile("1m");
	c.ndora = 1;
	struct score_result r = th_score("sanma", "99m456p789s234s66z", NULL, c);
	assert_int_equal(r.status, SCORE_OK);
	assert_int_equal(r.dora, 2);
	r = th_score("standard", "99m456p789s234s66z", NULL, c);
	assert_int_equal(r.dora, 0);
}

static void refused(const char *preset, const char *tiles, const char *const *melds,
		    struct win_context c, const char *why)
{
	struct score_result r = th_score(preset, tiles, melds, c);
	assert_int_equal(r.status, SCORE_BAD_INPUT);
	if (!strstr(r.error, why))
		fail_msg("\"%s\" does not say \"%s\"", r.error, why);
}

static void three_player_input_is_checked(void **state)
{
	(void)state;
	refused("sanma", "22m456p789s234s66z", NULL, th_ron("6z"), "2m");
	refused("sanma", "11m456p789s66z", TH_MELDS("chi:234s"), th_ron("6z"), "no chi");
	struct win_context north = th_ron("6z");
	north.seat_wind = TILE_NORTH;
	refused("sanma", "11m456p789s234s66z", NULL, north, "North seat");
	refused("standard", "11m456p789s234s66z", NULL, kita_tsumo("6z", 1), "three-player");
	struct rules honour = *rules_preset("sanma");
	honour.kita = KITA_HONOUR;
	struct hand h = th_hand("11m456p789s234s66z", NULL);
	struct win_context c = kita_tsumo("6z", 1);
	struct score_result r;
	score_win(&honour, &h, &c, &r);
	assert_int_equal(r.status, SCORE_BAD_INPUT);
	refused("sanma", "11m456p789s234s44z", NULL, kita_tsumo("4z", 2), "more than four");
}

/* Yaku of four players where they can occur: chinitsu in pinzu, toitoi with 1m and 9m. */
static void four_player_yaku_score_alike(void **state)
{
	(void)state;
	struct score_result s = th_score("sanma", "1112345678999p", NULL, th_ron("5p"));
	struct score_result f = th_score("standard", "1112345678999p", NULL, th_ron("5p"));
	assert_int_equal(s.status, SCORE_OK);
	assert_int_equal(s.yakuman, f.yakuman);
	assert_int_equal(s.ron, f.ron);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(presets_are_mahjong_soul_and_tenhou_three_player),
	    cmocka_unit_test(each_family_row_holds_its_seats_wall_noten_pool_and_logs),
	    cmocka_unit_test(three_player_options_are_set_by_name),
	    cmocka_unit_test(options_apply_to_their_family),
	    cmocka_unit_test(the_set_has_108_tiles_without_2m_to_8m),
	    cmocka_unit_test(nondealer_mangan_tsumo_loses_the_absent_share),
	    cmocka_unit_test(nondealer_mangan_tsumo_under_north_bisection),
	    cmocka_unit_test(dealer_haneman_tsumo_each_of_two_pays),
	    cmocka_unit_test(bisection_rounds_each_half_up_to_100),
	    cmocka_unit_test(yakuman_and_honba_with_three_players),
	    cmocka_unit_test(final_scores_tenths_or_whole_thousands),
	    cmocka_unit_test(nagashi_mangan_is_paid_by_two),
	    cmocka_unit_test(each_kita_is_a_han),
	    cmocka_unit_test(kita_alone_is_no_yaku),
	    cmocka_unit_test(nine_man_follows_one_man_as_dora),
	    cmocka_unit_test(three_player_input_is_checked),
	    cmocka_unit_test(four_player_yaku_score_alike),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
