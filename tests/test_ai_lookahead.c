/* Looking ahead from a hand near tenpai (ai/lookahead.c), on hands worked out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "ai/calls.h"
#include "ai/lookahead.h"
#include "ai/pushfold.h"
#include "ai/table.h"
#include "tests/ai_views.h"

static struct seat_view v;

/* The expected points of seat 1's 13 tiles in v with live tiles left (own draws live / 4), at
 * shanten s, the chance of a win, and what a ready hand that cannot win brings. */
static double outlook_late(int live, int s, double *win, double *ready_only)
{
	v.live_left = live;
	struct ai_table t;
	ai_table_init(&t, &v, rules_preset("standard"));
	struct ai_hand h;
	ai_hand_of_table(&h, &t);
	struct ai_lookahead la;
	ai_lookahead_init(&la, &h, 0);
	assert_int_equal(la.draws, live / 4);
	if (ready_only)
		*ready_only = ai_lookahead_ready_only(&la);
	double ev = ai_table_outlook(&la, &t, -1, s, win);
	ai_lookahead_release(&la);
	return ev;
}

/* The same with 60 live tiles, 15 own draws. */
static double outlook(int s, double *win)
{
	return outlook_late(60, s, win, NULL);
}

/*
 * A tenpai that wins each own draw with chance q once nobody else has ended the hand (chance
 * 1 - hazard each draw): the chance of a win within n draws is the geometric sum
 * L q (1 - (L (1 - q))^n) / (1 - L (1 - q)), L = 1 - hazard.
 */
static double win_within_at(double hazard, double q, int n)
{
	double live = 1 - hazard, r = live * (1 - q), rn = 1;
	for (int i = 0; i < n; i++)
		rn *= r;
	return live * q * (1 - rn) / (1 - r);
}

/* ... unthreatened: the others end the hand with AI_LOOKAHEAD_HAZARD's chance */
static double win_within(double q, int n)
{
	return win_within_at(AI_LOOKAHEAD_HAZARD, q, n);
}

/*
 * 123m456m789m123p + 5p waits on 5p alone (a single wait). With riichi, ron on 5p: riichi 1 +
 * pure straight 2 = 3 han; 20 fu + 10 closed ron + 2 single wait = 32, 40 fu: 5200. The seat
 * sees its 13 tiles and the indicator: 122 unseen, 3 of them 5p; ron as often as tsumo.
 */
static void a_single_wait_is_worth_its_score_times_its_chance(void **state)
{
	(void)state;
	av_init(&v, 1, "123m456m789m123p5p");
	double win;
	double ev = outlook(0, &win);
	double q = 3.0 / 122 * AI_LOOKAHEAD_RON_SHARE;
	assert_float_equal(win, win_within(q, 15), 1e-9);
	assert_float_equal(ev, 5200 * AI_LOOKAHEAD_CLOSED * win_within(q, 15), 1e-3);
	/* about 38% within the 15 draws left */
	assert_true(win > 0.37 && win < 0.39);
}

/* The same wait furiten (5p discarded before): tsumo only, on the 2 copies of 121 unseen. */
static void a_furiten_wait_wins_only_by_its_own_draws(void **state)
{
	(void)state;
	av_init(&v, 1, "123m456m789m123p5p");
	av_discards(&v, 1, "5p");
	double win;
	double ev = outlook(0, &win);
	double q = 2.0 / 121;
	assert_float_equal(win, win_within(q, 15), 1e-9);
	assert_float_equal(ev, 5200 * AI_LOOKAHEAD_CLOSED * win_within(q, 15), 1e-3);
}

/*
 * With 4p the indicator (5p the dora) and a 5p in seat 2's discards, 121 tiles are unseen:
 * the single wait on 5p has 2 of them and wins riichi, pure straight and two dora, 5 han,
 * 8000; the same hand waiting on 1s has 3 and wins 3 han 40 fu, 5200. The dora wait is the
 * better: 8000 x 28.0% against 5200 x 38.2% of a win within 15 draws.
 */
static void a_dora_wait_against_a_wider_one(void **state)
{
	(void)state;
	double win_dora, win_wide;
	av_init(&v, 1, "123m456m789m123p5p");
	av_indicators(&v, "4p");
	av_discards(&v, 2, "5p");
	double dora = outlook(0, &win_dora);
	av_init(&v, 1, "123m456m789m123p1s");
	av_indicators(&v, "4p");
	av_discards(&v, 2, "5p");
	double wide = outlook(0, &win_wide);
	double q_dora = 2.0 / 121 * AI_LOOKAHEAD_RON_SHARE,
	       q_wide = 3.0 / 121 * AI_LOOKAHEAD_RON_SHARE;
	assert_float_equal(win_dora, win_within(q_dora, 15), 1e-9);
	assert_float_equal(win_wide, win_within(q_wide, 15), 1e-9);
	assert_float_equal(dora, 8000 * AI_LOOKAHEAD_CLOSED * win_within(q_dora, 15), 1e-3);
	assert_float_equal(wide, 5200 * AI_LOOKAHEAD_CLOSED * win_within(q_wide, 15), 1e-3);
	assert_true(dora > wide);
}

/*
 * An open hand without a yaku in reach wins nothing: pon of 2z (South: the seat's own wind is
 * South for seat 1, so this one has a yaku) against chi 234m, which has none.
 */
static void an_open_tenpai_without_a_yaku_is_worth_nothing(void **state)
{
	(void)state;
	av_init(&v, 1, "456p789s11p99m");
	av_meld(&v, 1, "chi:234m");
	double win;
	assert_float_equal(outlook(0, &win), 0, 1e-12);
	assert_float_equal(win, 0, 1e-12);

	/* with a pon of the seat wind instead: wins on 1p or 9m (two unseen copies of each) */
	av_init(&v, 1, "456p789s11p99m");
	av_meld(&v, 1, "pon:222z");
	assert_true(outlook(0, &win) > 0);
	assert_true(win > 0);
}

/*
 * One step from tenpai is worth less than the tenpai it leads to and more than nothing:
 * 123m456m789m 12p 5p 9s has no pair; a 5p or a 9s makes one, a 3p the fourth block.
 */
static void one_step_away_is_worth_less_than_ready(void **state)
{
	(void)state;
	av_init(&v, 1, "123m456m789m123p5p");
	double ready = outlook(0, NULL);
	av_init(&v, 1, "123m456m789m12p5p9s");
	double win;
	double away = outlook(1, &win);
	assert_true(away > 0);
	assert_true(win > 0 && win < 0.37);
	assert_true(away < ready);
}

/*
 * 34m678m45p66p23s78s is two steps from a closed hand worth riichi and all simples (and often
 * pinfu); chi of 2m makes it one step from an open all-simples worth 1000. Balanced keeps the
 * hand closed (looked ahead: the chance of a win hardly grows, the value falls to a third);
 * defensive, which calls for speed alone, takes it.
 */
static void balanced_keeps_a_good_closed_hand_from_a_cheap_chi(void **state)
{
	(void)state;
	struct action ch[8];
	struct ai_explain ex;
	av_init(&v, 1, "34m678m45p66p23s78s");
	int n = av_offer(&v, 0, "2m", ch, 8);
	assert_int_equal(av_choose("balanced", &v, ch, n, &ex).type, ACT_PASS);
	av_init(&v, 1, "34m678m45p66p23s78s");
	n = av_offer(&v, 0, "2m", ch, 8);
	assert_int_equal(av_choose("defensive", &v, ch, n, &ex).type, ACT_CHI);
}

/*
 * Already open with a pon of Red (a yaku), one step away with 123m 45p 78s 33s 9p: chi of 6p
 * makes it ready at once on 6s-9s, worth the same: balanced calls.
 */
static void balanced_calls_when_the_call_makes_the_hand_ready(void **state)
{
	(void)state;
	struct action ch[8];
	struct ai_explain ex;
	av_init(&v, 1, "123m45p78s33s9p");
	av_meld(&v, 1, "pon:777z");
	int n = av_offer(&v, 0, "6p", ch, 8);
	struct action a = av_choose("balanced", &v, ch, n, &ex);
	assert_int_equal(a.type, ACT_CHI);
	assert_int_equal(ex.shanten, 0);
}

/*
 * Against a riichi, going on near tenpai is weighed by looking ahead. Seat 1 holds
 * 123m456m789m123p 5p and East, which seat 2 let go before its riichi: East is safe and
 * letting it go leaves the single wait on 5p. The chance of a win it weighs is the one worked
 * out above: 3 copies of 5p among 118 unseen (14 tiles held, the indicator, seat 2's three
 * discards), ron as often as tsumo, 15 draws; but before each draw the hand may also end by
 * the riichi's win off another player, a tenth of the go-arounds (AI_THREAT_WINS): the others
 * end it with 0.05 + 0.95 x 0.10 = 0.145, not 0.05. About 22% in place of 38%.
 */
static void going_on_against_a_riichi_is_weighed_looking_ahead(void **state)
{
	(void)state;
	av_init(&v, 1, "123m456m789m123p5p1z");
	av_discards(&v, 2, "1z9m4p");
	av_riichi(&v, 2);
	struct action ch[32];
	int n = av_own_turn(&v, ch, 32);
	struct ai_explain ex;
	struct action a = av_choose("balanced", &v, ch, n, &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("1z")));
	assert_true(ex.weighed);
	double hazard = AI_LOOKAHEAD_HAZARD + (1 - AI_LOOKAHEAD_HAZARD) * AI_THREAT_WINS;
	double w = win_within_at(hazard, 3.0 / 118 * AI_LOOKAHEAD_RON_SHARE, 15);
	assert_int_equal(ex.pf.win, (int)(w * 1000 + 0.5));
	assert_true(ex.pf.win > 210 && ex.pf.win < 230);
	assert_true(ex.pf.ev > ex.pf.fold_ev);
}

/*
 * In the last two own draws a ready hand also counts the draw's payment, 2600, for the times it
 * neither wins nor sees the hand ended: the single wait on 5p (3 of 122, ron as often as
 * tsumo, 5200 x 1.15 a win) with L = 0.95 before each draw:
 *   one draw left:  L (q V + (1 - q) 2600)
 *   two draws left: L (q V + (1 - q) (one draw left)).
 * With three draws left the payment is not counted yet: V times the chance of a win.
 */
static void the_draw_pays_a_ready_hand_in_the_last_draws(void **state)
{
	(void)state;
	double q = 3.0 / 122 * AI_LOOKAHEAD_RON_SHARE, L = 1 - AI_LOOKAHEAD_HAZARD;
	double V = 5200 * AI_LOOKAHEAD_CLOSED;
	double one = L * (q * V + (1 - q) * 2600), two = L * (q * V + (1 - q) * one);
	double win, ready;
	av_init(&v, 1, "123m456m789m123p5p");
	assert_float_equal(outlook_late(8, 0, &win, &ready), two, 1e-6);
	assert_float_equal(win, win_within(q, 2), 1e-9);
	/* a hand that cannot win, ready: the payment if nobody ends the hand, 2600 x 0.95^2 */
	assert_float_equal(ready, 2600 * L * L, 1e-9);
	av_init(&v, 1, "123m456m789m123p5p");
	assert_float_equal(outlook_late(12, 0, &win, &ready), V * win_within(q, 3), 1e-6);
	assert_float_equal(ready, 0, 1e-12);
}

/*
 * 13m 456p 789s 99p 12s and Red: chi of 2m makes it ready on 3s (letting Red go), open with no
 * yaku (1m, 9p and 1s rule out all simples; no honour set, no flush): it could never win.
 * With two own draws left (8 live tiles) the call is worth the draw's payment, 2600 x 0.95^2,
 * more than the closed hand's small chance of getting ready in two draws: balanced calls. With
 * 60 tiles left it passes (a hand without a yaku is worth nothing), as it always did.
 */
static void balanced_calls_ready_for_the_draw_late(void **state)
{
	(void)state;
	struct action ch[8];
	struct ai_explain ex;
	av_init(&v, 1, "13m456p789s99p12s7z");
	v.live_left = 8;
	int n = av_offer(&v, 0, "2m", ch, 8);
	struct action a = av_choose("balanced", &v, ch, n, &ex);
	assert_int_equal(a.type, ACT_CHI);
	assert_int_equal(ex.reason, AI_REASON_CALL_FOR_DRAW);
	av_init(&v, 1, "13m456p789s99p12s7z");
	n = av_offer(&v, 0, "2m", ch, 8);
	assert_int_equal(av_choose("balanced", &v, ch, n, &ex).type, ACT_PASS);
	/* defensive, which never calls without a yaku, passes late too */
	av_init(&v, 1, "13m456p789s99p12s7z");
	v.live_left = 8;
	n = av_offer(&v, 0, "2m", ch, 8);
	assert_int_equal(av_choose("defensive", &v, ch, n, &ex).type, ACT_PASS);
}

/*
 * A chi of 4p with one of two red 5p and 6p leaves the other red 5p in the hand: one red five
 * concealed, its suit still marked for the lookahead's scoring.
 */
static void a_call_takes_one_of_two_red_fives(void **state)
{
	(void)state;
	struct action ch[8];
	av_init(&v, 1, "123m456s789s00p6p1z");
	int n = av_offer(&v, 0, "4p", ch, 8);
	struct ai_table t;
	ai_table_init(&t, &v, rules_preset("standard"));
	int chi = -1;
	for (int i = 0; i < n; i++)
		if (ch[i].type == ACT_CHI && tile_kind(ch[i].hand[0]) == tile_kind(av_tile("5p")) &&
		    tile_kind(ch[i].hand[1]) == tile_kind(av_tile("6p")))
			chi = i;
	assert_true(chi >= 0);
	/* the hand holds no plain 5p: the engine offers the chi with a red one */
	ch[chi].hand[0] = av_tile("0p");
	struct ai_called called;
	assert_true(ai_call_apply(&t, &ch[chi], &called));
	assert_int_equal(called.reds, 1);
	assert_int_equal(called.red_suits, 1 << kind_suit(tile_kind(av_tile("5p"))));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(a_single_wait_is_worth_its_score_times_its_chance),
	    cmocka_unit_test(a_furiten_wait_wins_only_by_its_own_draws),
	    cmocka_unit_test(a_dora_wait_against_a_wider_one),
	    cmocka_unit_test(an_open_tenpai_without_a_yaku_is_worth_nothing),
	    cmocka_unit_test(one_step_away_is_worth_less_than_ready),
	    cmocka_unit_test(balanced_keeps_a_good_closed_hand_from_a_cheap_chi),
	    cmocka_unit_test(balanced_calls_when_the_call_makes_the_hand_ready),
	    cmocka_unit_test(going_on_against_a_riichi_is_weighed_looking_ahead),
	    cmocka_unit_test(the_draw_pays_a_ready_hand_in_the_last_draws),
	    cmocka_unit_test(balanced_calls_ready_for_the_draw_late),
	    cmocka_unit_test(a_call_takes_one_of_two_red_fives),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
