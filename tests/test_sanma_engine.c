/*
 * The engine with three players (sanma) on stacked walls: kita and its replacement draw, the
 * tsumo payments, no chi, the draw payments between three, the dealer going round three
 * seats. Every figure is worked out by hand from the rules in the comments.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/kita.h"
#include "rules/notation.h"
#include "src/engine/engine_internal.h"
#include "tests/scenario.h"

/* Hands nobody completes or makes tenpai by discarding what they draw. */
#define NOTEN_0 "1m9m1p4p7p2s5s8s1z2z3z5z6z"
#define NOTEN_1 "1m9m2p5p8p3s6s9s1z2z3z6z7z"
#define NOTEN_2 "1m9m3p6p9p1s4s7s4z5z6z7z7z"

static struct rules sanma_with(const char *preset, const char *option, const char *value)
{
	struct rules r = *rules_preset(preset);
	char err[160];
	if (option && rules_set_option(&r, option, value, err, sizeof err) != 0)
		fail_msg("%s", err);
	return r;
}

static void play_ok(struct scenario_run *run, const struct scenario *sc, const struct rules *r)
{
	if (scenario_play(run, sc, r) != 0)
		fail_msg("scenario: %s", run->error);
}

static bool has_yaku(const struct score_result *r, enum yaku_id id)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == id)
			return true;
	return false;
}

/*
 * The dealer holds 234p 567p 789s 11s 5z and a North. In the second go-around it draws 5z,
 * sets the North aside and draws the replacement 5z from the dead wall: 234p 567p 789s 11s
 * 555z by tsumo. Menzen tsumo, rinshan kaihou and haku are 3 han, the North 1 more: 4 han.
 * Fu: 20 + 2 (tsumo) + 8 (concealed honour triplet) = 30. Base 30 x 2^6 = 1920; a dealer's
 * tsumo is 2 x 1920 = 3840, 3900 from each of the two others (tsumo loss: nothing from the
 * absent North), 7800 in all.
 */
static const struct scenario one_kita = {
    .hands = {"234p567p789s11s5z4z", NOTEN_1, NOTEN_2},
    .draws = "9p1p8p5z", /* dealer, seat 1, seat 2, dealer */
    .indicators = "2s",	 /* dora 3s: none in the hand */
    .rinshan = "5z",
    .script = {"t kita tsumo"},
};

static void kita_draws_a_replacement_and_counts_a_han(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct rules r = sanma_with("sanma", NULL, NULL);
	play_ok(&run, &one_kita, &r);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 0);
	assert_int_equal(run.from[0], 0);
	assert_int_equal(run.flowers_set_aside[0], 1);
	assert_int_equal(run.g.p[0].pub.nflowers, 1);
	assert_int_equal(tile_kind(run.g.p[0].pub.flowers[0]), TILE_NORTH);
	/* one replacement from the dead wall; the live wall gave up a tile for it: of the 55
	 * live tiles (108 - 14 dead - 39 dealt), 4 drawn and 1 given up */
	assert_int_equal(run.g.wall.rinshan_drawn, 1);
	assert_int_equal(wall_live_left(&run.g.wall), 50);
	const struct score_result *s = &run.score[0];
	assert_int_equal(s->kita, 1);
	assert_int_equal(s->dora, 0);
	assert_int_equal(s->han, 4);
	assert_int_equal(s->fu, 30);
	assert_true(has_yaku(s, YAKU_RINSHAN));
	assert_true(has_yaku(s, YAKU_MENZEN_TSUMO));
	assert_int_equal(s->tsumo_all, 3900);
	assert_int_equal(run.delta[0], 7800);
	assert_int_equal(run.delta[1], -3900);
	assert_int_equal(run.delta[2], -3900);
	assert_int_equal(run.delta[3], 0);
}

/* North bisection: the absent North's 3900 is split, 1950 rounded up to 2000 on each of the
 * two: 5900 each, 11800 in all. */
static void north_bisection_splits_the_absent_share(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct rules r = sanma_with("sanma-tenhou", "tsumo_loss", "false");
	play_ok(&run, &one_kita, &r);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.delta[0], 11800);
	assert_int_equal(run.delta[1], -5900);
	assert_int_equal(run.delta[2], -5900);
}

/*
 * Three Norths set aside in a row: the dealer draws a second North, sets one aside, draws a
 * third from the dead wall, sets it aside, draws 5z, sets the last aside and draws 5z: the
 * same hand with 3 Norths, 3 + 3 = 6 han, haneman. A dealer's haneman tsumo is 6000 from each
 * of the two others. Three replacements: the live wall is 55 - 4 - 3 = 48.
 */
static void three_norths_are_three_han(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"234p567p789s11s5z4z", NOTEN_1, NOTEN_2},
	    .draws = "9p1p8p4z",
	    .indicators = "2s",
	    .rinshan = "4z5z5z",
	    .script = {"t kita kita kita tsumo"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	play_ok(&run, &sc, &r);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.flowers_set_aside[0], 3);
	assert_int_equal(run.g.wall.rinshan_drawn, 3);
	assert_int_equal(wall_live_left(&run.g.wall), 48);
	assert_int_equal(run.score[0].kita, 3);
	assert_int_equal(run.score[0].han, 6);
	assert_int_equal(run.score[0].limit, LIMIT_HANEMAN);
	assert_int_equal(run.delta[0], 12000);
	assert_int_equal(run.delta[1], -6000);
	assert_int_equal(run.delta[2], -6000);
}

/*
 * After riichi a North just drawn may still be set aside, and as in Tenhou's and Mahjong
 * Soul's records that ends ippatsu, as a call would. The dealer declares riichi on its first
 * discard (double riichi: the first go-around, no call) waiting on 1s and 5z, draws a North,
 * sets it aside and draws 5z from the dead wall. Double riichi 2, menzen tsumo 1, rinshan 1,
 * haku 1, and the North 1: 6 han, no ippatsu (Tenhou's record of such a hand: 8 han where
 * jansou counted 9), still a haneman (no dora: the indicator 2s shows 3s; the ura 2s too).
 * A dealer's haneman tsumo is 6000 from each of the two; the dealer takes its own stick
 * back: +13000.
 */
static void a_north_set_aside_after_riichi_ends_ippatsu(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"234p567p789s11s5z5z", NOTEN_1, NOTEN_2},
	    .draws = "9p1p8p4z",
	    .indicators = "2s",
	    .ura = "2s",
	    .rinshan = "5z",
	    .script = {"riichi:9p kita tsumo"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	play_ok(&run, &sc, &r);
	assert_int_equal(run.wins, 1);
	const struct score_result *s = &run.score[0];
	assert_true(has_yaku(s, YAKU_DOUBLE_RIICHI));
	assert_false(has_yaku(s, YAKU_IPPATSU));
	assert_true(has_yaku(s, YAKU_RINSHAN));
	assert_int_equal(s->kita, 1);
	assert_int_equal(s->ura, 0);
	assert_int_equal(s->han, 6);
	assert_int_equal(run.delta[0], 13000);
	assert_int_equal(run.delta[1], -6000);
	assert_int_equal(run.delta[2], -6000);
}

/*
 * A North set aside ends the first go-around. The dealer draws a second North on its first
 * turn, sets both aside (replacements 1s and 9m), and declares riichi discarding 9m with
 * 234p 567p 789s 11s 55z, waiting on 1s and 5z: riichi, not double riichi. Nobody calls in
 * the next go-around, so its 5z tsumo has ippatsu: riichi 1, ippatsu 1, menzen tsumo 1,
 * haku 1, two Norths 2 = 6 han, a haneman: 6000 from each, +13000 with its stick back.
 */
static void a_north_set_aside_ends_the_first_go_around(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"234p567p789s1s55z4z", NOTEN_1, NOTEN_2},
	    .draws = "4z1p8p5z",
	    .indicators = "2s",
	    .ura = "2s",
	    .rinshan = "1s9m",
	    .script = {"kita kita riichi:9m tsumo"},
	};
	struct rules r = sanma_with("sanma-tenhou", NULL, NULL);
	play_ok(&run, &sc, &r);
	assert_int_equal(run.wins, 1);
	const struct score_result *s = &run.score[0];
	assert_true(has_yaku(s, YAKU_RIICHI));
	assert_false(has_yaku(s, YAKU_DOUBLE_RIICHI));
	assert_true(has_yaku(s, YAKU_IPPATSU));
	assert_int_equal(s->kita, 2);
	assert_int_equal(s->han, 6);
	assert_int_equal(run.delta[0], 13000);
	assert_int_equal(run.delta[1], -6000);
	assert_int_equal(run.delta[2], -6000);
}

/*
 * ... and with it the chance of a blessing of heaven: the dealer, dealt a tenpai 234p 567p
 * 789s 11s 55z, draws a North first, sets it aside and draws 5z from the dead wall. No
 * tenhou (a yakuman had the North been no call): menzen tsumo 1, rinshan 1, haku 1, the
 * North 1 = 4 han 30 fu (20 + 2 tsumo + 8 concealed honour triplet): 3900 from each of two.
 */
static void a_north_set_aside_ends_the_chance_of_tenhou(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"234p567p789s11s55z", NOTEN_1, NOTEN_2},
	    .draws = "4z",
	    .indicators = "2s",
	    .rinshan = "5z",
	    .script = {"kita tsumo"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	play_ok(&run, &sc, &r);
	assert_int_equal(run.wins, 1);
	const struct score_result *s = &run.score[0];
	assert_false(has_yaku(s, YAKU_TENHOU));
	assert_int_equal(s->yakuman, 0);
	assert_true(has_yaku(s, YAKU_RINSHAN));
	assert_int_equal(s->han, 4);
	assert_int_equal(s->fu, 30);
	assert_int_equal(run.delta[0], 7800);
}

/* With North kept as a guest wind there is nothing to set aside. */
static void no_kita_when_north_is_an_honour(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct rules r = sanma_with("sanma", "kita", "honour");
	assert_int_equal(scenario_play(&run, &one_kita, &r), -1);
	assert_non_null(strstr(run.error, "'kita' is not legal"));
}

/*
 * A North set aside can be ronned: seat 1 waits on it alone with 123p 456p 789p 999s 4z, a
 * closed pure straight (2 han). Fu: 20 + 10 (closed ron) + 8 (concealed terminal triplet)
 * + 2 (single wait) = 40. Base 40 x 2^4 = 640, a non-dealer's ron 4 x 640 = 2560, 2600 from
 * the dealer who set it aside. It is no robbed kan: no chankan.
 */
static void a_north_set_aside_can_be_ronned(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"234p567p789s11s5z4z", "123p456p789p999s4z", NOTEN_2},
	    .draws = "9p1m8p2s",
	    .indicators = "2s",
	    .script = {"t kita", "t ron"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	play_ok(&run, &sc, &r);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 1);
	assert_int_equal(run.from[0], 0);
	assert_int_equal(run.score[0].han, 2);
	assert_int_equal(run.score[0].fu, 40);
	assert_false(has_yaku(&run.score[0], YAKU_CHANKAN));
	assert_int_equal(run.delta[0], -2600);
	assert_int_equal(run.delta[1], 2600);
	assert_int_equal(run.delta[2], 0);
}

/*
 * Seat 1 holds 2p 3p 4p 4p; the dealer, on its left, discards 4p. With four players that is
 * a chi on offer (23p); with three there is no chi, only the pon, taken from the left.
 */
static void no_chi_but_pon_from_the_left(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {NOTEN_0, "2p3p4p4p1m9m1s5s9s1z2z3z7z", NOTEN_2},
	    .draws = "8p",
	    .script = {"d:4p", "pon d:1z"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	play_ok(&run, &sc, &r);
	assert_int_equal(run.chi_offers_from[1][0], 0);
	assert_int_equal(run.chi_choices[1], 0);
	assert_int_equal(run.call_from, 3); /* the seat before in turn: on the left */
	assert_int_equal(run.g.p[1].pub.nmelds, 1);
	assert_int_equal(run.g.p[1].pub.melds[0].type, MELD_PON);

	/* the same seats under four-player rules: the chi is offered */
	static struct scenario_run four;
	struct scenario sc4 = sc;
	sc4.hands[3] = "2m5m8m2p5p8p3s6s9s4z5z6z6z";
	play_ok(&four, &sc4, rules_preset("standard"));
	assert_true(four.chi_offers_from[1][0] > 0);
}

/*
 * The first dealer (seat 0) pons the 4p of seat 2, the seat before it in turn. The table has
 * four places and the one on seat 0's left is empty: seat 2 sits across.
 */
static void a_pon_from_across_the_empty_place(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"2p3p4p4p1m9m1s5s9s1z2z3z7z", NOTEN_1, NOTEN_0},
	    .draws = "8p8p8p",
	    .script = {"t pon d:1z", "", "d:4p"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	play_ok(&run, &sc, &r);
	assert_int_equal(run.g.p[0].pub.nmelds, 1);
	assert_int_equal(run.call_from, 2);
}

/*
 * Exhaustive draws between three: the noten pay 2000 in all. Two tenpai (the dealer and
 * seat 1): the noten seat 2 pays 1000 to each; the dealer stays, one honba more.
 */
static void draw_two_tenpai_share_2000(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123p456p789p1s1s5z5z", "234s567s789s1z1z6z6z", NOTEN_2},
	};
	struct rules r = sanma_with("sanma", "nagashi_mangan", "false");
	play_ok(&run, &sc, &r);
	assert_int_equal(run.exhaustive, 1);
	assert_int_equal(run.delta[0], 1000);
	assert_int_equal(run.delta[1], 1000);
	assert_int_equal(run.delta[2], -2000);
	assert_int_equal(run.g.dealer, 0);
	assert_int_equal(run.g.honba, 1);
	assert_int_equal(run.g.hand_number, 0);
}

/* One tenpai (seat 1) takes 1000 from each of the two noten; the noten dealer passes the deal
 * on to seat 1, East 2 with one honba. */
static void draw_one_tenpai_takes_1000_from_each(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {NOTEN_0, "234s567s789s1z1z6z6z", NOTEN_2},
	};
	struct rules r = sanma_with("sanma-tenhou", "nagashi_mangan", "false");
	play_ok(&run, &sc, &r);
	assert_int_equal(run.delta[0], -1000);
	assert_int_equal(run.delta[1], 2000);
	assert_int_equal(run.delta[2], -1000);
	assert_int_equal(run.g.dealer, 1);
	assert_int_equal(run.g.hand_number, 1);
	assert_int_equal(run.g.honba, 1);
}

/*
 * A double ron between three: the dealer discards 3s and both others win on it. Seat 1, first
 * in turn from the dealer, has pinfu (1 han 30 fu: 4 x 240 = 960, 1000) and takes the two
 * honba at 200 a stick (100 for each of the other two) and the stick on the table: 2400.
 * Seat 2 has haku on a closed wait, 1 han, 20 + 10 (closed ron) + 8 + 8 (concealed haku and
 * 1p) + 2 (the closed wait) = 48, 50 fu: 4 x 400 = 1600, without honba or stick. The dealer
 * pays 1400 + 1600.
 */
static void a_double_ron_gives_honba_and_sticks_to_the_first(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"1m9m1p4p7p2s3s8s1z2z3z6z7z", "45s234p678p789s11m", "555z111p24s678p99p"},
	    .indicators = "1z", /* dora 2z: nobody's */
	    .script = {"d:3s", "ron", "ron"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	if (scenario_prepare(&run, &sc, &r) != 0)
		fail_msg("%s", run.error);
	run.g.honba = 2;
	run.g.riichi_sticks = 1;
	run.g.p[0].pub.points -= 1000; /* the dealer's stick */
	if (scenario_play_prepared(&run) != 0)
		fail_msg("%s", run.error);
	assert_int_equal(run.wins, 2);
	assert_int_equal(run.winner[0], 1);
	assert_int_equal(run.winner[1], 2);
	assert_int_equal(run.score[1].fu, 50);
	assert_int_equal(run.delta[0], -3000);
	assert_int_equal(run.delta[1], 2400);
	assert_int_equal(run.delta[2], 1600);
	assert_int_equal(run.g.riichi_sticks, 0);
}

/*
 * Liability between three: seat 1 pons 5z from the dealer, 6z from seat 2 and the third
 * dragon, 7z, from the dealer, who is liable for the Big Three Dragons; it then wins on seat
 * 2's 9s. The 32000 of a non-dealer's yakuman is paid half by the liable dealer and half by
 * the discarder, who pays the two honba too (400): 16000 and 16400; the winner takes the
 * stick on the table as well.
 */
static void liability_splits_a_ron_and_the_discarder_pays_the_honba(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"1m9m1p4p7p2s5s8s1z2z3z5z7z", "556677z123p9s1m1s5s",
		      "1m9m3p6p9p1s4s7s2z3z5p6z6z"},
	    .draws = "8p8p9p9p9s", /* the dealer, seat 2, seat 2, the dealer, seat 2 */
	    .indicators = "1z",
	    .script = {"d:5z d:7z", "pon d:1m pon d:1s pon d:5s ron", "d:6z t t"},
	};
	struct rules r = sanma_with("sanma", NULL, NULL);
	if (scenario_prepare(&run, &sc, &r) != 0)
		fail_msg("%s", run.error);
	run.g.honba = 2;
	run.g.riichi_sticks = 1;
	run.g.p[2].pub.points -= 1000;
	if (scenario_play_prepared(&run) != 0)
		fail_msg("%s", run.error);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 1);
	assert_int_equal(run.from[0], 2);
	assert_true(has_yaku(&run.score[0], YAKU_DAISANGEN));
	assert_int_equal(run.g.p[1].pao_for, 0);
	assert_int_equal(run.delta[0], -16000);
	assert_int_equal(run.delta[1], 33400);
	assert_int_equal(run.delta[2], -16400);
}

struct game_record {
	int hands, dealers[16], winds[16], numbers[16];
	struct game_event end;
};

static void record(void *ctx, const struct game_event *ev)
{
	struct game_record *rec = ctx;
	if (ev->type == EV_HAND_START && rec->hands < 16) {
		rec->dealers[rec->hands] = ev->dealer;
		rec->winds[rec->hands] = ev->round_wind;
		rec->numbers[rec->hands++] = ev->hand_number;
	} else if (ev->type == EV_GAME_END) {
		rec->end = *ev;
	}
}

/*
 * Nobody is ever tenpai: every hand is drawn, the deal goes round the three seats. Nobody
 * reaches the 40000 the top needs after South 3, so West is played, and the game ends after
 * West 3: nine hands. All tie at 35000: places by seat from the first dealer. Final scores,
 * Mahjong Soul's (sanma): (35000 - 35000) / 1000 + uma (15, 0, -15), no return: 15, 0,
 * -15; Tenhou's (sanma-tenhou): (35000 - 40000) / 1000 + uma (20, 0, -20), and the first
 * takes the return (40000 - 35000) x 3 = 15: 30, -5, -25.
 */
static void the_deal_goes_round_three_seats(void **state)
{
	(void)state;
	static const struct {
		const char *preset;
		double score[3];
	} finals[] = {{"sanma", {15, 0, -15}}, {"sanma-tenhou", {30, -5, -25}}};
	for (int f = 0; f < 2; f++) {
		static struct scenario_run run;
		static struct game_record rec;
		struct scenario sc = {.hands = {NOTEN_0, NOTEN_1, NOTEN_2}};
		struct rules r = sanma_with(finals[f].preset, "nagashi_mangan", "false");
		if (scenario_prepare(&run, &sc, &r) != 0)
			fail_msg("%s", run.error);
		memset(&rec, 0, sizeof rec);
		game_add_observer(&run.g, record, &rec);
		int guard = 0;
		while (game_play_hand(&run.g) && ++guard < 20)
			;
		assert_string_equal(run.error, "");
		assert_true(game_is_over(&run.g));
		assert_int_equal(rec.hands, 9);
		for (int i = 0; i < 9; i++) {
			assert_int_equal(rec.dealers[i], i % 3);
			assert_int_equal(rec.numbers[i], i % 3);
			assert_int_equal(rec.winds[i], TILE_EAST + i / 3);
		}
		for (int s = 0; s < 3; s++) {
			assert_int_equal(rec.end.points[s], 35000);
			assert_int_equal(rec.end.placement[s], s + 1);
		}
		assert_int_equal(rec.end.placement[3], 0);
		for (int s = 0; s < 3; s++)
			assert_true(rec.end.final_score[s] == finals[f].score[s]);
	}
}

/* The views of a three-player game: three seats, the fourth empty. */
static void views_show_three_seats(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct rules r = sanma_with("sanma", NULL, NULL);
	struct scenario sc = {.hands = {NOTEN_0, NOTEN_1, NOTEN_2}};
	if (scenario_prepare(&run, &sc, &r) != 0)
		fail_msg("%s", run.error);
	struct seat_view v;
	game_view(&run.g, 1, &v);
	assert_int_equal(v.nseats, 3);
	assert_int_equal(v.seats[1].points, 35000);
	assert_int_equal(v.seats[3].points, 0);
	assert_int_equal(game_seat_wind(&run.g, 2), TILE_WEST);
	assert_int_equal(game_seat_wind(&run.g, 0), TILE_EAST);
	/* the first dealer's left is the empty place: the seat before it in turn sits across */
	assert_int_equal(game_relative_seat(&run.g, 0, 1), 1);
	assert_int_equal(game_relative_seat(&run.g, 0, 2), 2);
	assert_int_equal(game_relative_seat(&run.g, 1, 0), 3);
	assert_int_equal(game_relative_seat(&run.g, 1, 2), 1);
	assert_int_equal(game_relative_seat(&run.g, 2, 0), 2);
	assert_int_equal(game_relative_seat(&run.g, 2, 1), 3);
	/* seat 1 the first dealer: the empty place is on its left, seat 0 across */
	run.g.first_dealer = 1;
	assert_int_equal(game_relative_seat(&run.g, 1, 0), 2);
	assert_int_equal(game_relative_seat(&run.g, 1, 2), 1);
	assert_int_equal(game_relative_seat(&run.g, 0, 1), 2);
	assert_int_equal(game_relative_seat(&run.g, 2, 0), 1);
}

/* What ai_kita_choice() makes of a hand of 14 with a North, offered discard or kita. */
static int kita_choice_for(const char *hand, bool tsumo)
{
	struct seat_view v = {.nseats = 3, .seat = 0, .to_act_on = -1, .just_drew = true};
	v.nhand = notation_parse_tiles(hand, v.hand, 14, NULL);
	assert_int_equal(v.nhand, 14);
	struct action c[3] = {{.type = ACT_DISCARD, .tile = v.hand[13], .tsumogiri = true},
			      {.type = ACT_KITA, .tile = TILE_NORTH},
			      {.type = ACT_TSUMO}};
	return ai_kita_choice(&v, c, tsumo ? 3 : 2);
}

/*
 * The AIs set a North aside unless the hand needs it: a loose North goes (the rest is still
 * tenpai), a North of the pair of a shanpon or of a triplet stays (without it the hand is
 * 1-shanten where the best discard keeps it tenpai), and a win on offer is left alone.
 */
static void ai_sets_aside_a_north_the_hand_does_not_need(void **state)
{
	(void)state;
	assert_int_equal(kita_choice_for("234p567p789s11s55z4z", false), 1);
	assert_int_equal(kita_choice_for("123p456p789p11s44z9s", false), -1);
	assert_int_equal(kita_choice_for("123p456p11s444z9s9p5z", false), -1);
	assert_int_equal(kita_choice_for("234p567p789s11s55z4z", true), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(kita_draws_a_replacement_and_counts_a_han),
	    cmocka_unit_test(north_bisection_splits_the_absent_share),
	    cmocka_unit_test(three_norths_are_three_han),
	    cmocka_unit_test(a_north_set_aside_after_riichi_ends_ippatsu),
	    cmocka_unit_test(a_north_set_aside_ends_the_first_go_around),
	    cmocka_unit_test(a_north_set_aside_ends_the_chance_of_tenhou),
	    cmocka_unit_test(no_kita_when_north_is_an_honour),
	    cmocka_unit_test(a_north_set_aside_can_be_ronned),
	    cmocka_unit_test(no_chi_but_pon_from_the_left),
	    cmocka_unit_test(a_pon_from_across_the_empty_place),
	    cmocka_unit_test(draw_two_tenpai_share_2000),
	    cmocka_unit_test(draw_one_tenpai_takes_1000_from_each),
	    cmocka_unit_test(a_double_ron_gives_honba_and_sticks_to_the_first),
	    cmocka_unit_test(liability_splits_a_ron_and_the_discarder_pays_the_honba),
	    cmocka_unit_test(the_deal_goes_round_three_seats),
	    cmocka_unit_test(views_show_three_seats),
	    cmocka_unit_test(ai_sets_aside_a_north_the_hand_does_not_need),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
