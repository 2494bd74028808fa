/*
 * Chinese Official rules in the engine, on stacked walls: flowers, the 8-point
 * minimum, payments, call rights, robbing a kong, sixteen hands. Every value is worked out by
 * hand from the rules; the fan of each winning hand are listed beside it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "rules/notation.h"
#include "src/engine/engine_internal.h"
#include "src/record/mcr/log_mcr.h"
#include "tests/scenario.h"

static void play_ok(struct scenario_run *run, const struct scenario *sc, const struct rules *r)
{
	if (scenario_play(run, sc, r) != 0)
		fail_msg("%s", run->error);
}

static const struct rules *mcr(void)
{
	return rules_preset("mcr");
}

static bool has_fan(const struct mcr_result *r, enum mcr_fan fan)
{
	for (int i = 0; i < r->nfans; i++)
		if (r->fans[i].fan == fan)
			return true;
	return false;
}

/*
 * The dealer's 7s and honours: nothing it can win with or call on the tiles below. Seven pairs
 * of simples waiting on 7s:
 *   ron: Seven Pairs 24 + All Simples 2 = 26 (Seven Pairs leaves out Concealed Hand and
 *   Single Wait, All Simples leaves out No Honors);
 *   self-drawn: Self-Drawn 1 more (Seven Pairs leaves out Fully Concealed): 27.
 */
#define DEALER_HONOURS "7s111222333444z"
#define SEVEN_PAIRS "22m44m66p88p33s55s7s"

/* A plain hand of 5 or 6 points whatever it wins on (2s, 5s or 8s): All Chows 2, Concealed
 * Hand 2, a Short Straight or Mixed Double Chow or two. */
#define CHEAP "234m567p99p34567s"

/* On a discard the discarder pays 8 + points, the two others 8 each. */
static void ron_discarder_pays_8_plus_points_others_8(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {DEALER_HONOURS, NULL, SEVEN_PAIRS, NULL},
	    .script = {"d:7s", "", "ron", ""},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.from[0], 0);
	assert_int_equal(run.mcr[0].points, 26);
	assert_true(has_fan(&run.mcr[0], MCR_SEVEN_PAIRS));
	assert_int_equal(run.delta[0], -34);
	assert_int_equal(run.delta[1], -8);
	assert_int_equal(run.delta[2], 50);
	assert_int_equal(run.delta[3], -8);
	/* the deal passes on whoever won */
	assert_int_equal(run.g.dealer, 1);
	assert_int_equal(run.g.honba, 0);
}

/* Self-drawn, each of the three pays 8 + points. */
static void tsumo_each_pays_8_plus_points(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {DEALER_HONOURS, NULL, SEVEN_PAIRS, NULL},
	    .draws = "1z2z7s",
	    .script = {"d:1z", "", "tsumo", ""},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.from[0], 2);
	assert_int_equal(run.mcr[0].points, 27);
	assert_true(has_fan(&run.mcr[0], MCR_SELF_DRAWN));
	assert_int_equal(run.delta[0], -35);
	assert_int_equal(run.delta[1], -35);
	assert_int_equal(run.delta[2], 105);
	assert_int_equal(run.delta[3], -35);
}

/* A hand under 8 points (flowers not counted) may not be declared. (Later in the hand
 * it may: a third copy of a wait face up makes the fourth 和绝张, 4 points more.) */
static void a_win_under_8_points_is_not_offered(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"8s111222333444z", NULL, CHEAP, NULL},
	    .draws = "8p",
	    .script = {"d:8s", "", "", ""},
	};
	play_ok(&run, &sc, mcr());
	assert_int_not_equal(run.first_ron_offer[2], 1);
	assert_int_equal(run.wins, 0);
}

/* Head bump: of several who want the same discard only the first after the discarder wins. */
static void only_the_first_in_turn_order_wins_a_discard(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {DEALER_HONOURS, NULL, SEVEN_PAIRS, "11m33m99p11p66s88s7s"},
	    .script = {"d:7s", "", "ron", "ron"},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.first_ron_offer[2], 1);
	assert_int_equal(run.first_ron_offer[3], 1);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.delta[2], 50);
	assert_int_equal(run.delta[3], -8);
}

/* Riichi-only options a rule set may carry do not reach an MCR game: a head bump whatever
 * max_ron says, no abortive draw. */
static void riichi_options_do_not_apply_to_mcr(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct rules r = *mcr();
	r.max_ron = 3;
	r.triple_ron_draw = true;
	r.abortive_draws = true;
	r.red_fives[0] = 1;
	struct scenario sc = {
	    .hands = {DEALER_HONOURS, NULL, SEVEN_PAIRS, "11m33m99p11p66s88s7s"},
	    .script = {"d:7s", "", "ron", "ron"},
	};
	play_ok(&run, &sc, &r);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.g.rules.max_ron, 1);
	assert_false(run.g.rules.abortive_draws);
	assert_int_equal(run.g.rules.red_fives[0], 0);
}

/* Chi only from the player on the left; pung from anyone. */
static void chi_only_from_the_left(void **state)
{
	(void)state;
	static struct scenario_run run;
	/* seat 0's 4p: seat 1 holds 23p, seat 2 56p, seat 3 44p */
	struct scenario sc = {
	    .hands = {"4p111222333444z", "23p55566677z789s", "56p789m12345677z",
		      "44p12345m99m6789s"},
	    .script = {"d:4p", "", "", "pon d:9m"},
	};
	play_ok(&run, &sc, mcr());
	assert_true(run.chi_offers_from[1][0] >= 1);
	assert_int_equal(run.chi_offers_from[2][0], 0);
	assert_int_equal(run.chi_offers_from[3][0], 0);
	/* the pung from across the table */
	assert_int_equal(run.g.p[3].pub.nmelds >= 1, 1);
	assert_int_equal(run.g.p[3].pub.melds[0].type, MELD_PON);
}

/*
 * Robbing the kong: seat 0 pungs seat 1's 5m, then adds the fourth; seat 2 waits on 5m with
 * 34m 678p 234s 456s 99p. All Chows 2 + Concealed Hand 2 + Robbing the Kong 8 = 12, which the
 * same hand could not reach on a discard (4 points). Seat 0 pays 20, the others 8.
 */
static void an_added_kong_can_be_robbed(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"55m111222333z44z", "5m89p777z666z5z123s", "34m678p234s456s99p", NULL},
	    .draws = "1z7s8s9s4z5m",
	    .script = {"d:1z pon d:1z kakan:5m", "d:5m", "ron", ""},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.from[0], 0);
	assert_true(has_fan(&run.mcr[0], MCR_ROBBING_THE_KONG));
	assert_int_equal(run.mcr[0].points, 12);
	assert_int_equal(run.delta[0], -20);
	assert_int_equal(run.delta[1], -8);
	assert_int_equal(run.delta[2], 36);
	assert_int_equal(run.delta[3], -8);
}

/*
 * 杠上开花: seat 0 kongs 5m concealed and draws its single wait 1z from the tail: Out with
 * Replacement Tile 8 + Fully Concealed 4 + Concealed Kong 2 + Single Wait 1 + Short Straight
 * (123p 456p) 1 = 16, self-drawn: each pays 24.
 */
static void a_kongs_replacement_wins_out_with_replacement_tile(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"555m123p456p789s1z", NULL, NULL, NULL},
	    .draws = "5m",
	    .tail = "1z",
	    .script = {"ankan:5m tsumo", "", "", ""},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 0);
	assert_true(has_fan(&run.mcr[0], MCR_OUT_WITH_REPLACEMENT_TILE));
	assert_int_equal(run.mcr[0].points, 16);
	assert_int_equal(run.delta[0], 72);
	assert_int_equal(run.delta[1], -24);
}

/*
 * The kong's replacement is a flower, whose replacement wins: not 杠上开花 (it replaced a
 * flower). Fully Concealed 4 + Concealed Kong 2 + Single Wait 1 + Short Straight 1 = 8, enough
 * without the flower, which adds 1: 9, each pays 17.
 */
static void a_flowers_replacement_is_no_out_with_replacement_tile(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"555m123p456p789s1z", NULL, NULL, NULL},
	    .draws = "5m",
	    .tail = "1f1z",
	    .script = {"ankan:5m tsumo", "", "", ""},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.wins, 1);
	assert_false(has_fan(&run.mcr[0], MCR_OUT_WITH_REPLACEMENT_TILE));
	assert_true(has_fan(&run.mcr[0], MCR_FLOWER_TILES));
	assert_int_equal(run.mcr[0].points, 9);
	assert_int_equal(run.mcr[0].flower_points, 1);
	assert_int_equal(run.delta[0], 51);
	assert_int_equal(run.delta[3], -17);
}

/*
 * 和绝张 as the engine sees it: the other three copies face up on the table (discards not
 * called, open melds). Seat 2 waits on 2s-5s-8s with 5 points on 8s (All Chows 2, Concealed
 * Hand 2, Short Straight 1): not enough on the first three 8s, enough on the fourth (Last Tile
 * 4 more: 9). Seat 0 pays 17.
 */
static void the_fourth_copy_is_the_last_tile(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"88s11122233344z", "8s555666777z123p", CHEAP, "8s99m11p456789p14z"},
	    .script = {"d:8s d:8s", "d:8s", "ron", "d:8s"},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.first_ron_offer[2], 5); /* 8s, 8s, seat 2's own, 8s, 8s */
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.from[0], 0);
	assert_true(has_fan(&run.mcr[0], MCR_LAST_TILE));
	assert_int_equal(run.mcr[0].points, 9);
	assert_int_equal(run.delta[0], -17);
	assert_int_equal(run.delta[2], 33);
}

/* A concealed kong cannot be robbed in MCR, whatever the hand. */
static void a_concealed_kong_is_not_offered(void **state)
{
	(void)state;
	static struct scenario_run run;
	/* seat 2 waits on 5m as above (12 with robbing, 4 without); seat 0 holds three and draws
	 * the fourth */
	struct scenario sc = {
	    .hands = {"555m111222333z4z", NULL, "34m678p234s456s99p", NULL},
	    .draws = "5m",
	    .script = {"ankan:5m", "", "", ""},
	};
	play_ok(&run, &sc, mcr());
	assert_int_equal(run.ron_offers[2], 0);
	assert_int_equal(run.g.p[0].pub.melds[0].type, MELD_ANKAN);
}

/*
 * Flowers: those dealt are set aside and replaced from the tail, dealer first, round after
 * round until none is left; a flower drawn in play is replaced at once. All eight end up set
 * aside over a hand played to the end, and an exhaustive draw pays nothing.
 */
static void flowers_are_set_aside_and_replaced(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"12f123m456m789m11z", "3f123p456p789p222z", NULL, NULL},
	    /* the dealer's first draw is a flower too */
	    .draws = "5f",
	    /* seat 0 takes 9s and 4f, seat 1 8s, then seat 0 7s for the 4f; 6s for the 5f */
	    .tail = "9s4f8s7s6s",
	    .script = {"d:7s d:9s", "d:8s", "", ""},
	};
	play_ok(&run, &sc, mcr());
	const struct public_seat *p0 = &run.g.p[0].pub, *p1 = &run.g.p[1].pub;
	assert_true(p0->nflowers >= 4);
	assert_int_equal(p0->flowers[0], TILE_FLOWER1);
	assert_int_equal(p0->flowers[1], TILE_FLOWER1 + 1);
	assert_int_equal(p0->flowers[2], TILE_FLOWER1 + 3);
	assert_int_equal(p0->flowers[3], TILE_FLOWER1 + 4);
	assert_true(p1->nflowers >= 1);
	assert_int_equal(p1->flowers[0], TILE_FLOWER1 + 2);
	int total = 0, events = 0;
	for (int s = 0; s < SEATS; s++) {
		total += run.g.p[s].pub.nflowers;
		events += run.flowers_set_aside[s];
	}
	assert_int_equal(total, 8);
	assert_int_equal(events, 8);
	assert_int_equal(run.exhaustive, 1);
	for (int s = 0; s < SEATS; s++)
		assert_int_equal(run.delta[s], 0);
}

/* Without the flowers option the wall is the 136 tiles and no flower appears. */
static void without_flowers_the_wall_has_136_tiles(void **state)
{
	(void)state;
	struct rules r = *rules_preset("mcr");
	r.flowers = false;
	struct game g;
	game_init(&g, &r, 7);
	game_play_hand(&g);
	assert_int_equal(g.wall.ntiles, 136);
	for (int s = 0; s < SEATS; s++)
		assert_int_equal(g.p[s].pub.nflowers, 0);
	assert_int_equal(game_check(&g), 0);
	game_init(&g, rules_preset("mcr"), 7);
	game_play_hand(&g);
	assert_int_equal(g.wall.ntiles, 144);
	int flowers = 0;
	for (int s = 0; s < SEATS; s++)
		flowers += g.p[s].pub.nflowers;
	/* the draw-and-discard players go to the end of the wall: every flower was drawn */
	assert_int_equal(flowers, 8);
	assert_int_equal(game_check(&g), 0);
}

static struct json_object *get(struct json_object *o, const char *key)
{
	struct json_object *v = NULL;
	if (!json_object_object_get_ex(o, key, &v))
		fail_msg("no \"%s\" in %s", key, json_object_to_json_string(o));
	return v;
}

/* The jansou-mcr/1 log of the seven pairs ron: the deal, the actions and the result. */
static void the_mcr_log_records_deal_actions_and_result(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {DEALER_HONOURS, NULL, SEVEN_PAIRS, NULL},
	    .script = {"d:7s", "", "ron", ""},
	};
	if (scenario_prepare(&run, &sc, mcr()) != 0)
		fail_msg("%s", run.error);
	struct mcr_log *log = mcr_log_new(mcr(), "test");
	assert_non_null(log);
	mcr_log_set_name(log, 2, "winner");
	mcr_log_set_seed(log, 99);
	game_add_observer(&run.g, mcr_log_observe, log);
	if (scenario_play_prepared(&run) != 0)
		fail_msg("%s", run.error);
	char *text = mcr_log_to_string(log);
	assert_non_null(text);
	struct json_object *root = json_tokener_parse(text);
	assert_non_null(root);
	assert_string_equal(json_object_get_string(get(root, "format")), "jansou-mcr/1");
	assert_int_equal(json_object_get_uint64(get(root, "seed")), 99);
	assert_string_equal(
	    json_object_get_string(json_object_array_get_idx(get(root, "names"), 2)), "winner");
	assert_int_equal(json_object_get_int(get(root, "first_dealer")), 0);
	struct json_object *hands = get(root, "hands");
	assert_int_equal(json_object_array_length(hands), 1);
	struct json_object *h = json_object_array_get_idx(hands, 0);
	assert_string_equal(json_object_get_string(get(h, "round_wind")), "1z");
	assert_int_equal(json_object_get_int(get(h, "dealer")), 0);
	assert_string_equal(json_object_get_string(json_object_array_get_idx(get(h, "deal"), 2)),
			    "2244m6688p33557s");
	struct json_object *acts = get(h, "actions");
	assert_int_equal(json_object_array_length(acts), 2); /* the dealer's draw and discard */
	struct json_object *d = json_object_array_get_idx(acts, 1);
	assert_int_equal(json_object_get_int(json_object_array_get_idx(d, 0)), 0);
	assert_string_equal(json_object_get_string(json_object_array_get_idx(d, 1)), "discard");
	assert_string_equal(json_object_get_string(json_object_array_get_idx(d, 2)), "7s");
	struct json_object *r = get(h, "result");
	assert_string_equal(json_object_get_string(get(r, "type")), "win");
	assert_int_equal(json_object_get_int(get(r, "winner")), 2);
	assert_int_equal(json_object_get_int(get(r, "from")), 0);
	assert_string_equal(json_object_get_string(get(r, "tile")), "7s");
	assert_int_equal(json_object_get_int(get(r, "points")), 26);
	bool seven_pairs = false;
	struct json_object *fan = get(r, "fan");
	for (size_t i = 0; i < json_object_array_length(fan); i++) {
		struct json_object *f = json_object_array_get_idx(fan, i);
		if (strcmp(json_object_get_string(get(f, "id")), "seven_pairs") == 0) {
			seven_pairs = true;
			assert_int_equal(json_object_get_int(get(f, "points")), 24);
			assert_int_equal(json_object_get_int(get(f, "count")), 1);
		}
	}
	assert_true(seven_pairs);
	static const int delta[SEATS] = {-34, -8, 50, -8};
	for (int s = 0; s < SEATS; s++)
		assert_int_equal(
		    json_object_get_int(json_object_array_get_idx(get(r, "delta"), (size_t)s)),
		    delta[s]);
	json_object_put(root);
	free(text);
	mcr_log_free(log);
}

/* The table check counts the flowers: one lost or doubled is caught. */
static void the_table_check_counts_the_flowers(void **state)
{
	(void)state;
	static struct game g;
	game_init(&g, mcr(), 7);
	game_play_hand(&g);
	assert_int_equal(game_check(&g), 0);
	int s = 0;
	while (g.p[s].pub.nflowers == 0)
		s++;
	tile_t kept = g.p[s].pub.flowers[0];
	g.p[s].pub.flowers[0] = (tile_t)(kept == TILE_FLOWER1 ? TILE_FLOWER1 + 1 : TILE_FLOWER1);
	assert_int_equal(game_check(&g), -1);
	assert_non_null(strstr(g.error, "flower"));
	g.p[s].pub.flowers[0] = kept;
	g.p[s].pub.nflowers--;
	assert_int_equal(game_check(&g), -1);
	assert_non_null(strstr(g.error, "143 tiles"));
}

/* ---- whole games --------------------------------------------------------------- */

struct game_watch {
	struct game *g;
	int starts, ends, dealer[20], round[20], number[20];
	int score_events, nonzero_sum, bad_check;
	char error[200];
};

static void watch_game(void *ctx, const struct game_event *ev)
{
	struct game_watch *w = ctx;
	if (game_check(w->g) != 0 && w->bad_check++ == 0)
		snprintf(w->error, sizeof w->error, "%s", w->g->error);
	if (ev->type == EV_HAND_START && w->starts < 20) {
		w->dealer[w->starts] = ev->dealer;
		w->round[w->starts] = ev->round_wind;
		w->number[w->starts++] = ev->hand_number;
	} else if (ev->type == EV_SCORES) {
		w->score_events++;
		w->nonzero_sum += ev->delta[0] + ev->delta[1] + ev->delta[2] + ev->delta[3] != 0;
	} else if (ev->type == EV_GAME_END) {
		w->ends++;
	}
}

/* Sixteen hands: the deal passes on after every hand, the prevailing wind every four. */
static void sixteen_hands_dealer_moves_every_hand(void **state)
{
	(void)state;
	static struct game g;
	static struct game_watch w;
	memset(&w, 0, sizeof w);
	game_init(&g, mcr(), 12345);
	w.g = &g;
	game_add_observer(&g, watch_game, &w);
	game_play(&g);
	assert_int_equal(w.bad_check, 0);
	assert_int_equal(w.starts, 16);
	assert_int_equal(w.ends, 1);
	for (int i = 0; i < 16; i++) {
		assert_int_equal(w.dealer[i], (g.first_dealer + i) % SEATS);
		assert_int_equal(w.round[i], TILE_EAST + i / 4);
		assert_int_equal(w.number[i], i % 4);
	}
	/* nobody won (draw-and-discard players): everyone ends on 0, places by seat order */
	for (int s = 0; s < SEATS; s++) {
		assert_int_equal(g.p[s].pub.points, 0);
	}
	assert_true(g.over);
	assert_false(game_play_hand(&g));
}

/* A player that takes every win and call it is offered, and otherwise discards what it drew. */
static int greedy_choose(struct controller *self, const struct seat_view *v,
			 const struct action *choices, int n)
{
	(void)self;
	(void)v;
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_TSUMO || choices[i].type == ACT_RON)
			return i;
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_PON || choices[i].type == ACT_MINKAN ||
		    choices[i].type == ACT_ANKAN || choices[i].type == ACT_KAKAN)
			return i;
	return 0;
}

/* Points sum to zero after every hand, and the tiles stay where they belong, game after game. */
static void points_sum_to_zero_every_hand(void **state)
{
	(void)state;
	static struct controller greedy = {.name = "greedy", .choose = greedy_choose};
	static struct game g;
	static struct game_watch w;
	for (uint64_t seed = 1; seed <= 12; seed++) {
		memset(&w, 0, sizeof w);
		game_init(&g, mcr(), seed);
		for (int s = 0; s < SEATS; s++)
			game_set_controller(&g, s, &greedy);
		w.g = &g;
		game_add_observer(&g, watch_game, &w);
		game_play(&g);
		if (w.bad_check)
			fail_msg("seed %d: %s", (int)seed, w.error);
		assert_int_equal(w.starts, 16);
		assert_int_equal(w.score_events, 16);
		assert_int_equal(w.nonzero_sum, 0);
		int sum = 0;
		for (int s = 0; s < SEATS; s++)
			sum += g.p[s].pub.points;
		assert_int_equal(sum, 0);
	}
}

/* A greedy player that notes, hand by hand, the seat it was asked to play from. */
struct seat_tracker {
	struct controller c;
	const struct game *g;
	int seat_in_hand[16];
};

static int tracked_choose(struct controller *self, const struct seat_view *v,
			  const struct action *choices, int n)
{
	struct seat_tracker *t = self->data;
	int hand = t->g->hands_played;
	if (hand < 16)
		t->seat_in_hand[hand] = v->seat;
	return greedy_choose(self, v, choices, n);
}

/* The points each player has, followed through every hand's changes by who sat where. */
struct points_follow {
	int player_points[SEATS];
	int seating[SEATS];
	int hand_starts, mismatches;
};

static void follow_points(void *ctx, const struct game_event *ev)
{
	struct points_follow *f = ctx;
	if (ev->type == EV_HAND_START) {
		f->hand_starts++;
		memcpy(f->seating, ev->seating, sizeof f->seating);
		for (int s = 0; s < SEATS; s++)
			f->mismatches += ev->points[s] != f->player_points[ev->seating[s]];
	} else if (ev->type == EV_SCORES) {
		for (int s = 0; s < SEATS; s++)
			f->player_points[f->seating[s]] += ev->delta[s];
	}
}

/*
 * The rule book's seating: players A, B, C, D sitting East, South, West, North in the East
 * round sit B A D C in the South round, C D B A in the West round and D C A B in the North
 * round (East, South, West, North in that order). Written here as each player's seat wind,
 * round by round, so every player is the first dealer of one round.
 */
static const int rule_book_winds[SEATS][SEATS] = {
    {0, 1, 3, 2}, /* A: East, South, North, West */
    {1, 0, 2, 3}, /* B: South, East, West, North */
    {2, 3, 0, 1}, /* C: West, North, East, South */
    {3, 2, 1, 0}, /* D: North, West, South, East */
};

static void play_tracked(struct game *g, struct seat_tracker t[SEATS], struct points_follow *f,
			 const struct rules *r, uint64_t seed)
{
	memset(f, 0, sizeof *f);
	game_init(g, r, seed);
	for (int s = 0; s < SEATS; s++) {
		memset(&t[s], 0, sizeof t[s]);
		memset(t[s].seat_in_hand, 0xff, sizeof t[s].seat_in_hand); /* -1: never asked */
		t[s].c =
		    (struct controller){.name = "tracked", .choose = tracked_choose, .data = &t[s]};
		t[s].g = g;
		game_set_controller(g, s, &t[s].c);
	}
	game_add_observer(g, follow_points, f);
	game_play(g);
}

static void players_change_seats_between_rounds(void **state)
{
	(void)state;
	static struct game g;
	struct seat_tracker t[SEATS];
	struct points_follow f;
	int games_with_wins = 0;
	for (uint64_t seed = 1; seed <= 8; seed++) {
		play_tracked(&g, t, &f, mcr(), seed);
		assert_int_equal(f.hand_starts, 16);
		assert_int_equal(f.mismatches, 0);
		int fd = g.first_dealer, moved = 0;
		for (int player = 0; player < SEATS; player++) {
			int start_wind = (player - fd + SEATS) % SEATS;
			for (int hand = 0; hand < 16; hand++) {
				int wind = rule_book_winds[start_wind][hand / 4];
				if (t[player].seat_in_hand[hand] != (fd + wind) % SEATS)
					fail_msg("seed %d player %d hand %d: seat %d, not %d",
						 (int)seed, player, hand,
						 t[player].seat_in_hand[hand], (fd + wind) % SEATS);
				moved += t[player].seat_in_hand[hand] != player;
			}
			/* the player's points at the end are where the player sits at the end */
			assert_int_equal(g.p[game_player_seat(&g, player)].pub.points,
					 f.player_points[player]);
		}
		assert_int_equal(moved, 4 * 12); /* every player, in all rounds but East */
		games_with_wins += f.player_points[0] != 0 || f.player_points[1] != 0;
	}
	assert_true(games_with_wins > 0); /* the points had somewhere to go */
}

static void without_reseat_everyone_keeps_a_seat(void **state)
{
	(void)state;
	static struct game g;
	struct seat_tracker t[SEATS];
	struct points_follow f;
	struct rules r = *mcr();
	r.reseat = false;
	play_tracked(&g, t, &f, &r, 3);
	assert_int_equal(f.hand_starts, 16);
	assert_int_equal(f.mismatches, 0);
	for (int player = 0; player < SEATS; player++) {
		assert_int_equal(game_player_seat(&g, player), player);
		for (int hand = 0; hand < 16; hand++)
			assert_int_equal(t[player].seat_in_hand[hand], player);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(ron_discarder_pays_8_plus_points_others_8),
	    cmocka_unit_test(players_change_seats_between_rounds),
	    cmocka_unit_test(without_reseat_everyone_keeps_a_seat),
	    cmocka_unit_test(tsumo_each_pays_8_plus_points),
	    cmocka_unit_test(a_win_under_8_points_is_not_offered),
	    cmocka_unit_test(only_the_first_in_turn_order_wins_a_discard),
	    cmocka_unit_test(riichi_options_do_not_apply_to_mcr),
	    cmocka_unit_test(chi_only_from_the_left),
	    cmocka_unit_test(an_added_kong_can_be_robbed),
	    cmocka_unit_test(a_concealed_kong_is_not_offered),
	    cmocka_unit_test(a_kongs_replacement_wins_out_with_replacement_tile),
	    cmocka_unit_test(a_flowers_replacement_is_no_out_with_replacement_tile),
	    cmocka_unit_test(the_fourth_copy_is_the_last_tile),
	    cmocka_unit_test(flowers_are_set_aside_and_replaced),
	    cmocka_unit_test(without_flowers_the_wall_has_136_tiles),
	    cmocka_unit_test(the_mcr_log_records_deal_actions_and_result),
	    cmocka_unit_test(the_table_check_counts_the_flowers),
	    cmocka_unit_test(sixteen_hands_dealer_moves_every_hand),
	    cmocka_unit_test(points_sum_to_zero_every_hand),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
