/*
 * The Chinese Official rules strategy on fixed positions: it aims for hands worth 8 points,
 * calls only toward them, and the riichi strategies hand over to it in MCR games. Every answer
 * is worked out by hand from the fan values of the rule book.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "ai/mcr_eval.h"
#include "ai/mcr_plans.h"
#include "rules/mcr.h"
#include "rules/rules.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"
#include "ai/players.h"
#include "tests/ai_views.h"
#include "tests/tiles_helper.h"

/* A view of seat 1 in an MCR game: no indicators, no riichi. */
static void mcr_view(struct seat_view *v, const char *hand)
{
	av_init(v, 1, hand);
	v->family = RULES_MCR;
	v->nindicators = 0;
}

/* The own-turn choices of an MCR game: a discard of each distinct tile (no riichi). */
static int mcr_own_turn(const struct seat_view *v, struct action *out, int max)
{
	struct action all[40];
	int n = av_own_turn(v, all, 40), m = 0;
	for (int i = 0; i < n && m < max; i++)
		if (all[i].type == ACT_DISCARD)
			out[m++] = all[i];
	return m;
}

static struct action mcr_discard(const char *hand, struct ai_explain *ex)
{
	static struct seat_view v;
	struct action ch[32];
	mcr_view(&v, hand);
	int n = mcr_own_turn(&v, ch, 32);
	return av_choose("mcr", &v, ch, n, ex);
}

static struct action mcr_offer(const char *hand, const char *tile, struct ai_explain *ex)
{
	static struct seat_view v;
	struct action ch[16];
	mcr_view(&v, hand);
	int n = av_offer(&v, 0, tile, ch, 16); /* seat 0 sits on seat 1's left: chi allowed */
	return av_choose("mcr", &v, ch, n, ex);
}

static void wins_are_always_declared(void **state)
{
	(void)state;
	static struct seat_view v;
	mcr_view(&v, "123m456p789s11z234m");
	struct action ch[32];
	int n = mcr_own_turn(&v, ch, 31);
	ch[n++] = (struct action){.type = ACT_TSUMO, .tile = av_tile("4m")};
	struct ai_explain ex;
	assert_int_equal(av_choose("mcr", &v, ch, n, &ex).type, ACT_TSUMO);
	assert_int_equal(ex.reason, AI_REASON_WIN);
}

/*
 * Chi 234p and 11m 567m 789s 45s 3z: letting the 3z go is ready in shape on 3s-6s, but the
 * hand would be all chows (2) and at most self-drawn (1): no wait reaches 8, by discard or by
 * draw, so no discard leaves a hand that is really ready.
 */
static void a_ready_shape_short_of_8_is_not_ready(void **state)
{
	(void)state;
	static struct seat_view v;
	mcr_view(&v, "11m567m789s45s3z");
	av_meld(&v, 1, "chi:234p");
	struct action ch[32];
	int n = mcr_own_turn(&v, ch, 32);
	struct ai_explain ex;
	av_choose("mcr", &v, ch, n, &ex);
	assert_int_not_equal(ex.reason, AI_REASON_READY);
	assert_true(ex.shanten >= 1);

	/* the hand weighed without the 3z: no winning tile at all */
	struct mcr_seat s;
	mcr_seat_init(&s, &v, rules_preset("mcr"), MCR_STYLE_VALUE);
	uint8_t c[TILE_KINDS];
	struct mcr_hand h;
	mcr_seat_hand(&s, c, &h);
	c[TILE_WEST]--;
	assert_int_equal(mcr_shanten(c, 1, NULL), 0);
	struct mcr_weight w;
	mcr_weigh(&s, &h, false, &w);
	assert_int_equal(w.winning, 0);
	assert_int_not_equal(w.distance, 0);
}

/* 147m 258p 369s 1234z + 9m: the 9m is the only tile outside honours and knitted tiles (12). */
static void honours_and_knitted_keeps_its_thirteen(void **state)
{
	(void)state;
	struct ai_explain ex;
	struct action a = mcr_discard("147m258p369s9m1234z", &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("9m")));
	assert_int_equal(ex.reason, AI_REASON_READY);
	assert_int_equal(ex.shanten, 0);
	/* 5z 6z 7z, four each unseen */
	assert_int_equal(ex.ukeire, 12);
}

/*
 * 12356789m 2p 9s 55z 6z, a 5z offered: after the pon and the 2p or 9s, 123 789m and the 4m
 * missing from 456m make a pure straight (16) with a dragon pung (2) one step from ready
 * (the 4m, and a second 6z for the pair); passing keeps the hand closed but two steps away
 * (the 4m, and two tiles to turn 55z 6z into a pung and a pair).
 */
static void dragon_pon_toward_a_half_flush(void **state)
{
	(void)state;
	struct ai_explain ex;
	struct action a = mcr_offer("12356789m2p9s556z", "5z", &ex);
	assert_int_equal(a.type, ACT_PON);
	assert_int_equal(ex.reason, AI_REASON_PLAN_CALL);
	assert_int_equal(ex.fan, MCR_PURE_STRAIGHT);
	assert_int_equal(ex.shanten, 1);
}

/*
 * 123m 45p 789s 55m 99m 3z, a 6p from the left: chi 456p completes a mixed straight (8)
 * and leaves 55m 99m ready (with the 3z let go), every wait worth 8 or more.
 */
static void chi_completes_a_mixed_straight(void **state)
{
	(void)state;
	struct ai_explain ex;
	struct action a = mcr_offer("123m45p789s5599m3z", "6p", &ex);
	assert_int_equal(a.type, ACT_CHI);
	assert_int_equal(tile_kind(a.hand[0]), tile_kind(av_tile("4p")));
	assert_int_equal(tile_kind(a.hand[1]), tile_kind(av_tile("5p")));
	assert_int_equal(ex.shanten, 0);
}

/*
 * 234m 678p 12s 79s 9m 14z, a 3s from the left: chi 123s makes a faster shape, but an open
 * hand of 234m 678p 123s with nothing else has no fan worth 8 in reach: pass.
 */
static void no_call_into_a_hand_short_of_8(void **state)
{
	(void)state;
	struct ai_explain ex;
	struct action a = mcr_offer("234m678p12s79s9m14z", "3s", &ex);
	assert_int_equal(a.type, ACT_PASS);
}

/* The riichi strategies hand over to the MCR one when the view says the game is MCR. */
static void riichi_strategies_play_mcr_in_mcr_games(void **state)
{
	(void)state;
	static struct seat_view v;
	mcr_view(&v, "147m258p369s9m1234z");
	struct action ch[32];
	int n = mcr_own_turn(&v, ch, 32);
	const struct ai_strategy *kinds[] = {&ai_efficiency, &ai_defensive};
	for (int i = 0; i < 2; i++) {
		struct controller *c = ai_controller_new(kinds[i], rules_preset("mcr"), 1);
		assert_non_null(c);
		int pick = c->choose(c, &v, ch, n);
		assert_int_equal(tile_kind(ch[pick].tile), tile_kind(av_tile("9m")));
		assert_int_equal(ai_controller_explain(c)->reason, AI_REASON_READY);
		ai_controller_free(c);
	}
	/* the speed baseline is no riichi strategy: it plays as itself */
	assert_null(ai_mcr.mcr);
	assert_null(ai_mcr_speed.mcr);
}

/* The hint's reason names the plan: the pon toward a pure straight. */
static void the_reason_names_the_fan_aimed_at(void **state)
{
	(void)state;
	struct ai_explain ex;
	mcr_offer("12356789m2p9s556z", "5z", &ex);
	char buf[200];
	ai_explain_why(&ex, buf, sizeof buf);
	assert_string_equal(buf,
			    "call: keeps a hand worth 8 points, one step closer (Pure Straight)");
}

/* Plans that the melds rule out are out; those that keep them stay. */
static void plans_respect_the_melds(void **state)
{
	(void)state;
	const struct mcr_plan *p;
	int n = mcr_plans(&p);
	assert_true(n > 50);
	uint8_t c[TILE_KINDS] = {0};
	struct meld chi = {.type = MELD_CHI,
			   .tiles = {av_tile("4p"), av_tile("5p"), av_tile("6p")}};
	struct mcr_hand h = {.counts = c, .melds = &chi, .nmelds = 1};
	c[tile_kind(av_tile("1m"))] = c[tile_kind(av_tile("2m"))] = c[tile_kind(av_tile("3m"))] = 1;
	c[tile_kind(av_tile("7s"))] = c[tile_kind(av_tile("8s"))] = c[tile_kind(av_tile("9s"))] = 1;
	c[tile_kind(av_tile("5m"))] = 2;
	c[tile_kind(av_tile("9m"))] = 2;
	int seen = 0;
	for (int i = 0; i < n; i++) {
		int d = mcr_plan_distance(&p[i], &h);
		bool pin = p[i].allow >> TILE_P1 & 1;
		if (p[i].fan == MCR_ALL_PUNGS || p[i].fan == MCR_SEVEN_PAIRS ||
		    (p[i].fan == MCR_FULL_FLUSH && !pin))
			assert_int_equal(d, MCR_SHANTEN_NONE);
		/* a full flush in pins keeps the 456p but needs three sets and a pair: 11 - 1 */
		if (p[i].fan == MCR_FULL_FLUSH && pin)
			assert_int_equal(d, 10);
		/* 123m 456p 789s: the mixed straight of this order is ready on 5m or 9m */
		if (p[i].fan == MCR_MIXED_STRAIGHT && p[i].sets[0] == 0 && p[i].sets[1] == 12) {
			assert_int_equal(d, 0);
			seen++;
		}
	}
	assert_int_equal(seen, 1);
}

/* A set whose missing tiles are all in sight is out of reach, and so is its plan. */
static void a_set_with_every_missing_tile_seen_is_dead(void **state)
{
	(void)state;
	const struct mcr_plan *p;
	int n = mcr_plans(&p);
	uint8_t c[TILE_KINDS] = {0}, unseen[TILE_KINDS];
	const char *held[] = {"1m", "2m", "3m", "4p", "5p", "7s", "8s", "9s", "3z"};
	for (size_t i = 0; i < sizeof held / sizeof held[0]; i++)
		c[tile_kind(av_tile(held[i]))] = 1;
	c[tile_kind(av_tile("5m"))] = c[tile_kind(av_tile("9m"))] = 2;
	memset(unseen, 4, sizeof unseen);
	struct mcr_hand h = {.counts = c, .unseen = unseen};
	int straight = -1;
	for (int i = 0; i < n; i++)
		if (p[i].fan == MCR_MIXED_STRAIGHT && p[i].sets[0] == 0 && p[i].sets[1] == 12)
			straight = i;
	assert_true(straight >= 0);
	/* 123m 789s held, 45p waits for the 6p; 55m 99m need one more for the set and pair */
	assert_int_equal(mcr_plan_distance(&p[straight], &h), 1);
	unseen[tile_kind(av_tile("6p"))] = 1;
	assert_int_equal(mcr_plan_distance(&p[straight], &h), 1);
	unseen[tile_kind(av_tile("6p"))] = 0;
	assert_int_equal(mcr_plan_distance(&p[straight], &h), MCR_SHANTEN_NONE);
	h.unseen = NULL;
	assert_int_equal(mcr_plan_distance(&p[straight], &h), 1);
}

/*
 * 123m 456m 789s 11z and three strays, 5p 9p 4s: the 5p is the start of a mixed straight
 * (123m 456p 789s), so 9p or 4s goes, equal in value, the 9p first when nobody threatens.
 * But seat 2 has four melds, all pins: ready, and on a pin. The 4s goes.
 */
static void strays_against_a_ready_flush_leave_its_suit_alone(void **state)
{
	(void)state;
	static struct seat_view v;
	mcr_view(&v, "123m456m789s11z59p4s");
	av_meld(&v, 2, "pon:111p");
	av_meld(&v, 2, "chi:234p");
	av_meld(&v, 2, "chi:678p");
	av_meld(&v, 2, "pon:999p");
	v.seats[2].nconcealed = 1;
	struct action ch[32];
	int n = mcr_own_turn(&v, ch, 32);
	struct ai_explain ex;
	struct action a = av_choose("mcr", &v, ch, n, &ex);
	assert_int_equal(ex.threats, 1);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("4s")));
}

static const struct mcr_plan *plan_of(enum mcr_fan fan)
{
	const struct mcr_plan *p;
	int n = mcr_plans(&p);
	for (int i = 0; i < n; i++)
		if (p[i].fan == fan)
			return &p[i];
	fail_msg("no plan for fan %d", fan);
	return NULL;
}

/* All types: one set or the pair in each suit, the winds and the dragons. */
static void all_types_takes_one_set_of_each_type(void **state)
{
	(void)state;
	const struct mcr_plan *p = plan_of(MCR_ALL_TYPES);
	uint8_t c[TILE_KINDS];
	struct mcr_hand h = {.counts = c};
	/* 123m 456p 789s, 11z and 55z: either pair may become the set, ready on 1z or 5z */
	th_counts("123m456p789s1155z", c);
	assert_int_equal(mcr_plan_distance(p, &h), 0);
	/* 12349m 456p 79s 1z 56z: 4m and 9m are of no use, 79s wants the 8s, and of the winds
	 * and the dragons one needs a set (two tiles), the other a pair (one): four tiles to
	 * add, three from ready */
	th_counts("12349m456p79s1z56z", c);
	assert_int_equal(mcr_plan_distance(p, &h), 3);
	/* two melds of characters can never be all types */
	struct meld m[2] = {{.type = MELD_CHI, .tiles = {0, 1, 2}},
			    {.type = MELD_PON, .tiles = {8, 8, 8}}};
	th_counts("456p789s55z1z", c);
	h.melds = m;
	h.nmelds = 2;
	assert_int_equal(mcr_plan_distance(p, &h), MCR_SHANTEN_NONE);
	/* one meld fills its type: chi 123m and 456p 789s 11z 55z, ready on 1z or 5z */
	h.nmelds = 1;
	th_counts("456p789s11z55z", c);
	assert_int_equal(mcr_plan_distance(p, &h), 0);
}

/*
 * Pon of 5z and 123456789m 1p, the fourth 5z drawn: the added kong keeps the pure straight
 * ready on the 1p as letting the 5z go would, and adds a melded kong and a replacement draw.
 */
static void the_fourth_tile_of_a_pung_makes_a_kong(void **state)
{
	(void)state;
	static struct seat_view v;
	mcr_view(&v, "123456789m1p5z");
	av_meld(&v, 1, "pon:555z");
	struct action ch[32];
	int n = mcr_own_turn(&v, ch, 31);
	ch[n++] = (struct action){.type = ACT_KAKAN, .tile = av_tile("5z")};
	struct ai_explain ex;
	struct action a = av_choose("mcr", &v, ch, n, &ex);
	assert_int_equal(a.type, ACT_KAKAN);
	assert_int_equal(ex.reason, AI_REASON_KAN);
	/* still ready after it, on the 1p */
	assert_int_equal(ex.shanten, 0);
}

/* The same chow three times is one plan: 111222333m make it, 45p 11z wait for 3p or 6p. */
static void a_set_may_be_asked_for_three_times(void **state)
{
	(void)state;
	const struct mcr_plan *p;
	int n = mcr_plans(&p), seen = 0;
	uint8_t c[TILE_KINDS];
	th_counts("111222333m45p11z", c);
	struct mcr_hand h = {.counts = c};
	for (int i = 0; i < n; i++)
		if (p[i].fan == MCR_PURE_TRIPLE_CHOW && p[i].sets[0] == 0) {
			assert_int_equal(mcr_plan_distance(&p[i], &h), 0);
			seen++;
		}
	assert_int_equal(seen, 1);
	/* one 3m short: one of the three chows misses it */
	c[2]--;
	c[tile_kind(av_tile("9s"))]++;
	for (int i = 0; i < n; i++)
		if (p[i].fan == MCR_PURE_TRIPLE_CHOW && p[i].sets[0] == 0)
			assert_int_equal(mcr_plan_distance(&p[i], &h), 1);
}

struct game_watch {
	int hands, wins, short_of_8, missing;
};

static void watch_game(void *ctx, const struct game_event *ev)
{
	struct game_watch *w = ctx;
	if (ev->type == EV_HAND_START)
		w->hands++;
	if (ev->type != EV_WIN)
		return;
	if (!ev->mcr) {
		w->missing++;
		return;
	}
	w->wins++;
	w->short_of_8 += ev->mcr->points - ev->mcr->flower_points < MCR_MIN_POINTS;
}

/*
 * End to end: two games of Chinese Official rules between efficiency, defensive (both
 * handing over to the MCR strategy) and mcr players. The games finish, and the players win
 * hands, every one worth 8 points before flowers (the AIs win far more than half their hands
 * in self-play; a quarter is a loose floor).
 */
static void mcr_games_finish_with_wins_worth_8(void **state)
{
	(void)state;
	static struct game g;
	struct game_watch w = {0};
	const char *names[SEATS] = {"efficiency", "mcr", "defensive", "mcr"};
	for (uint64_t seed = 1; seed <= 2; seed++) {
		game_init(&g, rules_preset("mcr"), seed);
		game_add_observer(&g, watch_game, &w);
		struct controller *c[SEATS];
		for (int s = 0; s < SEATS; s++) {
			const struct player_kind *k = players_find(names[s]);
			c[s] = k->create(k, s, &g.rules, seed);
			assert_non_null(c[s]);
			game_set_controller(&g, s, c[s]);
		}
		game_play(&g);
		assert_int_equal(game_check(&g), 0);
		assert_true(g.over);
		for (int s = 0; s < SEATS; s++)
			players_find(names[s])->destroy(c[s]);
	}
	assert_int_equal(w.hands, 32); /* 16 hands a game */
	assert_int_equal(w.missing, 0);
	assert_int_equal(w.short_of_8, 0);
	assert_true(w.wins >= 8);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(wins_are_always_declared),
	    cmocka_unit_test(a_ready_shape_short_of_8_is_not_ready),
	    cmocka_unit_test(honours_and_knitted_keeps_its_thirteen),
	    cmocka_unit_test(dragon_pon_toward_a_half_flush),
	    cmocka_unit_test(chi_completes_a_mixed_straight),
	    cmocka_unit_test(no_call_into_a_hand_short_of_8),
	    cmocka_unit_test(riichi_strategies_play_mcr_in_mcr_games),
	    cmocka_unit_test(the_reason_names_the_fan_aimed_at),
	    cmocka_unit_test(plans_respect_the_melds),
	    cmocka_unit_test(a_set_with_every_missing_tile_seen_is_dead),
	    cmocka_unit_test(all_types_takes_one_set_of_each_type),
	    cmocka_unit_test(strays_against_a_ready_flush_leave_its_suit_alone),
	    cmocka_unit_test(a_set_may_be_asked_for_three_times),
	    cmocka_unit_test(the_fourth_tile_of_a_pung_makes_a_kong),
	    cmocka_unit_test(mcr_games_finish_with_wins_worth_8),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
