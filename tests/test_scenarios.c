/* Engine scenarios on stacked walls: one rule each, the outcome worked out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "src/engine/engine_internal.h"
#include "tests/scenario.h"

static void play_ok(struct scenario_run *run, const struct scenario *sc, const struct rules *r)
{
	if (scenario_play(run, sc, r) != 0)
		fail_msg("%s", run->error);
}

static bool has_yaku(const struct score_result *r, enum yaku_id id)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == id)
			return true;
	return false;
}

/* Four hands nobody improves: the dealer's shanpon on East and South is tenpai. */
#define NOTEN_1 "147m258p369s1357z"
#define NOTEN_3 "369m147p258s3355z"

/* Exhaustive draw: one player tenpai takes 3000 from the three noten; the dealer keeps the seat. */
static void exhaustive_draw_pays_tenpai_and_dealer_stays(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123m456p789s1122z", NOTEN_1, "258m369p147s4466z", NOTEN_3},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.exhaustive, 1);
	assert_int_equal(run.delta[0], 3000);
	assert_int_equal(run.delta[1], -1000);
	assert_int_equal(run.delta[2], -1000);
	assert_int_equal(run.delta[3], -1000);
	assert_int_equal(run.g.dealer, 0);
	assert_int_equal(run.g.honba, 1);
}

/*
 * Tanyao, shanpon on 8s completed by ron: 20 + 10 menzen ron + 2 for the
 * triplet (open, as the ron completed it) = 32 -> 40 fu, 1 han: 1300. Two
 * honba add 600 and the stick on the table 1000.
 */
static void ron_pays_honba_and_takes_sticks(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123m456p789s1122z", NOTEN_1, "234m345p4567788s", NOTEN_3},
	    .indicators = "1z",
	    .script = {"d:8s", "", "ron", ""},
	};
	assert_int_equal(scenario_prepare(&run, &sc, NULL), 0);
	run.g.honba = 2;
	run.g.riichi_sticks = 1;
	run.g.p[0].pub.points -= 1000; /* whoever put the stick down */
	if (scenario_play_prepared(&run) != 0)
		fail_msg("%s", run.error);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.score[0].han, 1);
	assert_int_equal(run.score[0].fu, 40);
	assert_int_equal(run.delta[0], -1900);
	assert_int_equal(run.delta[2], 2900);
	assert_int_equal(run.g.riichi_sticks, 0);
	/* the dealer lost: the seat moves on and honba return to zero */
	assert_int_equal(run.g.dealer, 1);
	assert_int_equal(run.g.honba, 0);
}

/*
 * Double ron: seat 1 (pinfu tanyao, 2 han 30 fu = 2000) is first in turn
 * order from the discarder and takes the honba (300) and the stick (1000);
 * seat 2 (tanyao 40 fu = 1300) gets its hand value only.
 */
static void double_ron_gives_honba_and_sticks_to_the_first(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123m456p789s1122z", "234m567p23455s67s", "234m345p4567788s", NOTEN_3},
	    .indicators = "1z",
	    .script = {"d:8s", "ron", "ron", ""},
	};
	assert_int_equal(scenario_prepare(&run, &sc, NULL), 0);
	run.g.honba = 1;
	run.g.riichi_sticks = 1;
	run.g.p[3].pub.points -= 1000;
	if (scenario_play_prepared(&run) != 0)
		fail_msg("%s", run.error);
	assert_int_equal(run.wins, 2);
	assert_int_equal(run.winner[0], 1);
	assert_int_equal(run.winner[1], 2);
	assert_true(has_yaku(&run.score[0], YAKU_PINFU));
	assert_int_equal(run.delta[1], 3300);
	assert_int_equal(run.delta[2], 1300);
	assert_int_equal(run.delta[0], -3600);
}

/* Nine kinds of terminals and honours in the first draw: the player may abort. */
static void nine_terminals_abort_when_chosen(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"1239m19p19s12345z", NOTEN_1, "258m369p147s4466z", "369m147p258s3366z"},
	    .draws = "5m",
	    .script = {"kyuushu"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.aborts, 1);
	assert_int_equal(run.abort, ABORT_KYUUSHU);
	for (int s = 0; s < SEATS; s++)
		assert_int_equal(run.delta[s], 0);
	assert_int_equal(run.g.dealer, 0);
	assert_int_equal(run.g.honba, 1);
}

/* The same East from all four as the first discards, no call: abortive draw. */
static void four_winds_abort(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123456789m234p1z", "123456789p234s1z", "123456789s234m1z",
		      "111999m111999p1z"},
	    .script = {"d:1z", "d:1z", "d:1z", "d:1z"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.aborts, 1);
	assert_int_equal(run.abort, ABORT_FOUR_WINDS);
}

/* Four riichi: the fourth stick goes down and the hand is drawn. */
static void four_riichi_abort(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123456789m234p1z", "123456789p234s1z", "123456789s234m1z",
		      "111999m111999p1z"},
	    .draws = "5z6z7z5z",
	    .script = {"riichi:5z", "riichi:6z", "riichi:7z", "riichi:5z"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.aborts, 1);
	assert_int_equal(run.abort, ABORT_FOUR_RIICHI);
	assert_int_equal(run.g.riichi_sticks, 4);
	for (int s = 0; s < SEATS; s++)
		assert_int_equal(run.g.p[s].pub.points, 24000);
}

/*
 * Chankan: seat 1 pons 5m, later adds the fourth 5m; seat 3 waits on 5m
 * (kanchan 46m) and robs the kan. Chankan, 20 + 10 + 2 = 40 fu: 1300.
 * The first 5m it could not take: without the kan it has no yaku.
 */
static void chankan_robs_an_added_kan(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"5m123p456p789p123z", "55m234p567s11223z", NOTEN_1, "46m789p23456788s"},
	    .draws = "6z6z6z6z5m",
	    .script = {"d:5m", "pon d:3z kakan:5m", "", "ron"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 3);
	assert_int_equal(run.from[0], 1);
	assert_true(has_yaku(&run.score[0], YAKU_CHANKAN));
	assert_int_equal(run.delta[1], -1300);
	assert_int_equal(run.delta[3], 1300);
}

/*
 * Rinshan: the dealer declares a closed kan of East and completes the hand
 * with the replacement tile. A closed kan turns its dora indicator at once.
 */
static void rinshan_after_closed_kan_and_its_dora_at_once(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"234m567p3s88s1111z", "147m258p369s3557z", "258m369p147s4466z", NOTEN_3},
	    .draws = "4s",
	    .rinshan = "5s",
	    .script = {"ankan:1z tsumo"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_true(has_yaku(&run.score[0], YAKU_RINSHAN));
	assert_true(has_yaku(&run.score[0], YAKU_MENZEN_TSUMO));
	assert_int_equal(run.g.wall.indicators, 2);
}

/*
 * An open kan's dora: standard turns it over as the kan player's discard is made (as the online
 * clients do), after its replacement was drawn and before anyone answers the discard (the mjai
 * server tells it before the dahai); with kan_dora_delayed off, before the replacement.
 */
static void open_kan_dora_after_the_discard(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123m456p789s1123z", "147m258p369s3337z", "258m369p147s4466z",
		      "369m147p258s5567z"},
	    .draws = "7z",
	    .rinshan = "9m",
	    .script = {"d:3z", "kan"},
	};
	play_ok(&run, &sc, NULL);
	/* draws: 0 the dealer's 7z, 1 seat 1's replacement 9m; discards: 0 the dealer's 3z, 1
	 * seat 1's after the kan, 2 seat 2's */
	assert_int_equal(run.indicators_at_draw[1], 1);
	assert_int_equal(run.indicators_at_discard[0], 1);
	assert_int_equal(run.indicators_at_discard[1], 2);
	assert_int_equal(run.indicators_at_discard[2], 2);

	struct rules at_once = *rules_preset("standard");
	at_once.kan_dora_delayed = false;
	play_ok(&run, &sc, &at_once);
	assert_int_equal(run.indicators_at_draw[1], 2);
	assert_int_equal(run.indicators_at_discard[1], 2);
}

/* A wait in one's own discards: no ron on it, ever (the tsumo is still allowed). */
static void own_discard_furiten_refuses_ron(void **state)
{
	(void)state;
	static struct scenario_run run;
	/* seat 2 waits on 5s-8s (tanyao pinfu); seat 3 throws 5s */
	struct scenario sc = {
	    .hands = {"123m456p789s1122z", NOTEN_1, "234m345p22s67s678s", "369m147p29s33557z"},
	    .draws = "7z7z8s5s",
	    .script = {"", "", "d:8s", "d:5s"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.ron_offers[2], 0);

	/* the same without the 8s in the river: the 5s may be ronned */
	sc.draws = "7z7z9m5s";
	sc.script[2] = "d:9m";
	sc.script[3] = "d:5s";
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.ron_offers[2], 1);
}

/*
 * Letting a winning tile pass: furiten until one's own next discard. The
 * 8s right after the passed 5s is not offered; the 5s after seat 2's
 * discard is.
 */
static void passing_a_win_is_furiten_until_own_discard(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123m456p789s1122z", "147m258p3s1357z99p", "234m345p22s67s678s",
		      "369m147p29s33557z"},
	    .draws = "5s8s7z5s",
	    /* the last two 5s and 8s lie in the dead wall, out of play */
	    .rinshan = "5s5s8s",
	    .script = {"", "", "pass t pass", ""},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.ron_offers[2], 2);
}

/*
 * Letting a tile of one's waits pass is furiten even when no ron was offered. Seat 1 holds
 * 456m 999m 56p 456s 11s, waiting on 4p (456 in three suits: sanshoku, 2 han) and 7p (no
 * yaku at all: no ron). Seat 2 lets 7p go: seat 1 is not asked, but is furiten until its
 * own next discard, so seat 3's 4p in the same go-around is not offered either (as Tenhou
 * and Mahjong Soul play it). After seat 1's own discard, seat 2's 4p is offered and won.
 */
static void passing_a_wait_without_yaku_is_furiten(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"148m258p369s1357z", "456m999m56p456s11s", "148m258p369s2467z",
		      "259m147p258s1357z"},
	    .draws = "1z2z7p4p3z1z4p",
	    .script = {"", "t t ron", "", ""},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.ron_offers[1], 1);
	assert_int_equal(run.first_ron_offer[1], 7); /* the seventh discard, not the fourth */
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 1);
	assert_int_equal(run.from[0], 2);
	assert_true(has_yaku(&run.score[0], YAKU_SANSHOKU));
}

/*
 * Daisangen with the third dragon pon fed by the dealer: the dealer is
 * liable and pays the whole tsumo, 32000 (8000 + 8000 + 16000).
 */
static void pao_makes_the_feeder_pay_a_tsumo(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"123456789m1p567z", "234m567p8s556677z", "258m369p147s1234z",
		      "147369s258p1234z"},
	    .draws = "1p2p3p1p2p3p1p2p3p4p8s",
	    .script = {"d:5z d:6z d:7z", "pon d:2m pon d:3m pon d:4m tsumo", "", ""},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 1);
	assert_true(has_yaku(&run.score[0], YAKU_DAISANGEN));
	assert_int_equal(run.delta[0], -32000);
	assert_int_equal(run.delta[1], 32000);
	assert_int_equal(run.delta[2], 0);
	assert_int_equal(run.delta[3], 0);
}

/* Four kans by two players: the hand is drawn once the discard after the fourth passes. */
static void four_kans_by_two_players_abort(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"1111z2222z3333z4m", "5555z123m456p789s", "258m369p147s4667z",
		      "369m147p258s6777z"},
	    .rinshan = "9m9m9m8p",
	    .script = {"ankan:1z ankan:2z ankan:3z", "ankan:5z"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.aborts, 1);
	assert_int_equal(run.abort, ABORT_FOUR_KANS);
	/* a closed kan turns its indicator at once: 1 + 4 */
	assert_int_equal(run.g.wall.indicators, 5);
}

/*
 * Three rons on one discard: an abortive draw in standard; with the draw
 * rule off and three winners allowed, all three are paid.
 */
static void triple_ron_is_a_draw_where_the_rules_say(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"5p111999m111z222z", "46p234m345s678s88s", "34p22678m234567s",
		      "67888p33456m456s"},
	    .script = {"d:5p", "ron", "ron", "ron"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.aborts, 1);
	assert_int_equal(run.abort, ABORT_TRIPLE_RON);
	assert_int_equal(run.wins, 0);

	struct rules three = *rules_preset("standard");
	three.triple_ron_draw = false;
	three.max_ron = 3;
	play_ok(&run, &sc, &three);
	assert_int_equal(run.wins, 3);

	/* head bump: only the first in turn order from the discarder wins */
	struct rules one = *rules_preset("standard");
	one.triple_ron_draw = false;
	one.max_ron = 1;
	play_ok(&run, &sc, &one);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 1);
}

/* A ron on the tile that declares riichi: the declaration never stood, no stick is paid. */
static void ron_on_the_riichi_tile_takes_no_stick(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"147m258p369s1357z", "123m456p789s1122z", "67p234m345s66678s", NOTEN_3},
	    .draws = "9m8p",
	    .script = {"", "riichi:8p", "ron"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	/* tanyao pinfu, 2 han 30 fu: 2000 */
	assert_true(has_yaku(&run.score[0], YAKU_PINFU));
	assert_int_equal(run.delta[1], -2000);
	assert_int_equal(run.g.p[1].pub.points, 23000);
	assert_int_equal(run.g.riichi_sticks, 0);
}

/* Riichi, then a win on the next own draw with no call between: ippatsu. */
static void tsumo_in_the_first_go_round_after_riichi_is_ippatsu(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"147m258p369s1357z", "123m456p789s1122z", "258m369p147s4466z", NOTEN_3},
	    .draws = "9m9p9s6z9m8p9s6z9p1z",
	    .script = {"", "t riichi:8p tsumo"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_true(has_yaku(&run.score[0], YAKU_RIICHI));
	assert_false(has_yaku(&run.score[0], YAKU_DOUBLE_RIICHI));
	assert_true(has_yaku(&run.score[0], YAKU_IPPATSU));
	assert_true(has_yaku(&run.score[0], YAKU_MENZEN_TSUMO));
	/* the stick went down when the declaration passed, and came back with the win */
	assert_int_equal(run.g.riichi_sticks, 0);
}

/* Riichi with one's first discard, nobody having called: double riichi. */
static void riichi_on_the_first_discard_is_double(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"147m258p369s1357z", "123m456p789s1122z", "258m369p147s4466z", NOTEN_3},
	    .draws = "9m8p9s6z9m1z",
	    .script = {"", "riichi:8p tsumo"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_true(has_yaku(&run.score[0], YAKU_DOUBLE_RIICHI));
	assert_false(has_yaku(&run.score[0], YAKU_RIICHI));
}

/* Passing a win in riichi is furiten for the rest of the hand; the tsumo stays allowed. */
static void riichi_furiten_lasts_but_tsumo_stands(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"147m258p369s1357z", "123m456p789s1122z", "234m345p22s67s678s",
		      "369m147p29s33557z"},
	    .draws = "9p9p9m5s8s9p5s",
	    .script = {"", "", "riichi:9m pass tsumo", ""},
	};
	play_ok(&run, &sc, NULL);
	/* offered the 5s (passed), not the 8s after it */
	assert_int_equal(run.ron_offers[2], 1);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_int_equal(run.from[0], 2);
}

/*
 * Nagashi mangan: the dealer discards only terminals and honours, none
 * called, to the exhaustive draw: 4000 from each instead of tenpai payments.
 */
static void nagashi_mangan_pays_a_mangan_tsumo(void **state)
{
	(void)state;
	static struct scenario_run run;
	static const char *const hands[SEATS] = {"234567m234567p5s", "234567s345678m5p",
						 "345678p234567m6s", "345678s2345678p"};
	int used[TILE_KINDS] = {0};
	for (int s = 0; s < SEATS; s++) {
		tile_t t[14];
		int n = notation_parse_tiles(hands[s], t, 14, NULL);
		assert_int_equal(n, 13);
		for (int i = 0; i < n; i++)
			used[tile_kind(t[i])]++;
	}
	/* the dealer draws yaochu only; the others simples first, so each throws one */
	tile_t mine[18], theirs[52];
	int nm = 0, nt = 0;
	for (int k = 0; k < TILE_KINDS && nm < 18; k++)
		while (kind_is_yaochu(k) && used[k] < 4 && nm < 18) {
			mine[nm++] = (tile_t)k;
			used[k]++;
		}
	for (int pass = 0; pass < 2; pass++)
		for (int k = 0; k < TILE_KINDS && nt < 52; k++)
			while (kind_is_yaochu(k) == (pass == 1) && used[k] < 4 && nt < 52) {
				theirs[nt++] = (tile_t)k;
				used[k]++;
			}
	assert_int_equal(nm, 18);
	assert_int_equal(nt, 52);
	char draws[300] = "";
	for (int i = 0, a = 0, b = 0; i < 70; i++)
		strcat(draws, notation_tile(i % 4 == 0 ? mine[a++] : theirs[b++]));

	struct scenario sc = {.draws = draws};
	memcpy(sc.hands, hands, sizeof sc.hands);
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.exhaustive, 1);
	assert_int_equal(run.delta[0], 12000);
	assert_int_equal(run.delta[1], -4000);
	assert_int_equal(run.delta[2], -4000);
	assert_int_equal(run.delta[3], -4000);
}

/*
 * Thirteen orphans may rob a closed kan (no other hand can wait on a kind
 * whose four tiles another player holds).
 */
static void kokushi_robs_a_closed_kan(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"1111z258m369p147s", "2356m2356p2356s8m", "4678m4678p4678s5m",
		      "199m19p19s234567z"},
	    .script = {"ankan:1z", "", "", "ron"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 3);
	assert_int_equal(run.from[0], 0);
	assert_true(has_yaku(&run.score[0], YAKU_KOKUSHI));
	/* non-dealer yakuman ron: 32000 from the dealer */
	assert_int_equal(run.delta[0], -32000);
}

/*
 * ... where the rules let it (kokushi_closed_kan): Mahjong Soul does, Tenhou does not. Under
 * the tenhou preset the same closed kan stands: seat 3 is never offered the ron, and the
 * dealer draws its replacement.
 */
static void kokushi_does_not_rob_a_closed_kan_on_tenhou(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"1111z258m369p147s", "2356m2356p2356s8m", "4678m4678p4678s5m",
		      "199m19p19s234567z"},
	    .script = {"ankan:1z", "", "", ""},
	};
	const struct rules *tenhou = rules_preset("tenhou");
	assert_false(tenhou->kokushi_closed_kan);
	play_ok(&run, &sc, tenhou);
	assert_int_equal(run.ron_offers[3], 0);
	assert_int_equal(run.g.wall.rinshan_drawn, 1);
}

/*
 * In riichi a closed kan is allowed only where it keeps the waits: with
 * 111m + 5z tanki the kan of the drawn 1m keeps 5z; with 1113m (waits 2m
 * and 3m) it would leave only 3m, so it is not offered.
 */
static void riichi_kan_only_where_the_waits_stay(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"47m258p369s1357z9p", "111m234p567s789s5z", "258m369p147s4466z", NOTEN_3},
	    .draws = "9m9p6z6z9m8p9m9p8m1m",
	    .script = {"", "t riichi:8p ankan:1m"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.g.p[1].kans, 1);

	sc.hands[1] = "1113m456p789s234s";
	sc.script[1] = "t riichi:8p ankan:1m";
	assert_int_equal(scenario_play(&run, &sc, NULL), -1);
	assert_non_null(strstr(run.error, "'ankan:1m' is not legal"));
}

/* Every way to chi: 4m with 23m, 35m, 30m (red), 56m and 06m. */
static void chi_offers_every_choice_of_tiles(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"499m258p369s1357z", "23506m123p456s11z", "258m369p147s4466z", NOTEN_3},
	    .script = {"d:4m"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.chi_choices[1], 5);
}

/* Swap-calling: after chi of 4m with 23m neither 4m nor 1m may be discarded. */
static void kuikae_refuses_the_called_tile_and_its_suji(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"499m258p369s1357z", "12349m123p456s11z", "258m369p147s4466z", NOTEN_3},
	    .script = {"d:4m", "chi:23m d:4m"},
	};
	assert_int_equal(scenario_play(&run, &sc, NULL), -1);
	assert_non_null(strstr(run.error, "'d:4m' is not legal"));
	sc.script[1] = "chi:23m d:1m";
	assert_int_equal(scenario_play(&run, &sc, NULL), -1);
	assert_non_null(strstr(run.error, "'d:1m' is not legal"));
	sc.script[1] = "chi:23m d:9m";
	play_ok(&run, &sc, NULL);

	struct rules allowed = *rules_preset("standard");
	allowed.kuikae_forbidden = false;
	sc.script[1] = "chi:23m d:1m";
	play_ok(&run, &sc, &allowed);
}

static char *repeat(char *buf, size_t size, const char *word, int times, const char *last)
{
	buf[0] = '\0';
	for (int i = 0; i < times; i++) {
		strncat(buf, word, size - strlen(buf) - 1);
		strncat(buf, " ", size - strlen(buf) - 1);
	}
	strncat(buf, last, size - strlen(buf) - 1);
	return buf;
}

/* The last live tile: a tsumo on it is haitei; a ron on its discard is houtei. */
static void last_tile_wins_are_haitei_and_houtei(void **state)
{
	(void)state;
	static struct scenario_run run;
	char script[200];
	/* seat 1 draws the 2nd, 6th, ... 70th live tile: the 70th is the last */
	struct scenario sc = {
	    .hands = {"147m258p369s1357z", "123m456p789s1122z", "258m369p147s4466z", NOTEN_3},
	    .haitei = "1z",
	    .script = {"", repeat(script, sizeof script, "t", 17, "tsumo")},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_true(has_yaku(&run.score[0], YAKU_HAITEI));

	/* seat 1 throws the last tile, a 5s; seat 2 waits on it */
	struct scenario houtei = {
	    .hands = {"147m258p369s1357z", "123m456p789s1122z", "234m345p22s67s678s",
		      "369m147p29s33557z"},
	    .haitei = "5s",
	    /* the other 5s and 8s out of play, so that the last one is the first offered */
	    .rinshan = "5s5s5s8s",
	    .indicators = "8s",
	    .script = {"", "", "ron"},
	};
	play_ok(&run, &houtei, NULL);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 2);
	assert_true(has_yaku(&run.score[0], YAKU_HOUTEI));
}

/* The end of the game: bust, the dealer's stop at all-last, the West round. */
static void game_ends_on_bust(void **state)
{
	(void)state;
	struct game g;
	game_init(&g, rules_preset("standard"), 1);
	g.p[2].pub.points = -100;
	engine_next_hand(&g, false, false);
	assert_true(g.over);
}

static void dealer_first_at_all_last_stops_the_game(void **state)
{
	(void)state;
	struct game g;
	game_init(&g, rules_preset("standard"), 1);
	g.round_wind = 1;
	g.hand_number = 3;
	g.dealer = 3;
	g.p[3].pub.points = 40000;
	g.p[0].pub.points = 10000;
	engine_next_hand(&g, true, true);
	assert_true(g.over);

	/* not first: play on */
	game_init(&g, rules_preset("standard"), 1);
	g.round_wind = 1;
	g.hand_number = 3;
	g.dealer = 3;
	g.p[0].pub.points = 40000;
	g.p[3].pub.points = 10000;
	engine_next_hand(&g, true, true);
	assert_false(g.over);
}

static void nobody_at_return_points_plays_west(void **state)
{
	(void)state;
	struct game g;
	game_init(&g, rules_preset("standard"), 1);
	g.round_wind = 1;
	g.hand_number = 3;
	g.dealer = 3;
	engine_next_hand(&g, false, false);
	assert_false(g.over);
	assert_int_equal(g.round_wind, 2);
	assert_int_equal(g.hand_number, 0);
	/* in West the first hand that leaves someone at 30000 ends it */
	g.p[1].pub.points = 30000;
	g.p[2].pub.points = 20000;
	engine_next_hand(&g, false, false);
	assert_true(g.over);

	/* without the West round South 4 is the last hand */
	struct rules no_west = *rules_preset("standard");
	no_west.west_round = false;
	game_init(&g, &no_west, 1);
	g.round_wind = 1;
	g.hand_number = 3;
	g.dealer = 3;
	engine_next_hand(&g, false, false);
	assert_true(g.over);
}

/*
 * A robbed kan never happened: seat 1 pons 5m, seat 3 declares riichi on the kanchan 46m,
 * and seat 1 adds the fourth 5m before seat 3's next turn. Robbing it is riichi, ippatsu
 * and chankan: 3 han, 20 + 10 closed ron + 2 kanchan = 32, 40 fu: 5200, and the stick.
 */
static void robbing_an_added_kan_keeps_ippatsu(void **state)
{
	(void)state;
	static struct scenario_run run;
	struct scenario sc = {
	    .hands = {"5m123p456p789p123z", "55m234p567s11223z", NOTEN_1, "46m789p23456788s"},
	    .draws = "6z6z6z6z5m",
	    .indicators = "9m",
	    .ura = "9m",
	    .script = {"d:5m", "pon d:3z kakan:5m", "", "riichi:6z ron"},
	};
	play_ok(&run, &sc, NULL);
	assert_int_equal(run.wins, 1);
	assert_int_equal(run.winner[0], 3);
	assert_int_equal(run.from[0], 1);
	assert_true(has_yaku(&run.score[0], YAKU_RIICHI));
	assert_true(has_yaku(&run.score[0], YAKU_IPPATSU));
	assert_true(has_yaku(&run.score[0], YAKU_CHANKAN));
	assert_int_equal(run.score[0].han, 3);
	assert_int_equal(run.score[0].fu, 40);
	assert_int_equal(run.delta[1], -5200);
	assert_int_equal(run.delta[3], 5200 + 1000);
}

/* Sets a seat's concealed tiles and at most one meld, for the end-of-hand checks below. */
static void set_hand(struct game *g, int seat, const char *tiles, const char *meld)
{
	struct player_state *p = &g->p[seat];
	struct notation_error err;
	tile_t t[14];
	int n = notation_parse_tiles(tiles, t, 14, &err);
	assert_true(n > 0);
	engine_clear_hand(p);
	p->pub.nmelds = 0;
	for (int i = 0; i < n; i++)
		engine_add_tile(p, t[i]);
	if (meld) {
		assert_int_equal(notation_parse_meld(meld, &p->pub.melds[0], &err), 0);
		p->pub.nmelds = 1;
	}
}

/*
 * A wait on a tile the hand holds all four of, at an exhaustive draw (dead_wait). A single
 * wait on 7m beside a pon of 7m: one 7m concealed, three melded; four concealed 7m "waiting"
 * on a fifth, which is no tenpai at all (777m and a lone 7m: one away); a 6m single beside
 * the pon, a live wait. Tenpai takes 3000 from the three noten. "hand" (Tenhou, Mahjong
 * Soul) counts the concealed copies only: the pon's wait is tenpai; "melds" counts the pon
 * too: noten; "tenpai" counts no copies.
 */
static void a_wait_on_ones_own_fourth_tile_is_noten_at_a_draw(void **state)
{
	(void)state;
	struct rules r = *rules_preset("standard");
	static const struct {
		const char *hand, *meld;
		int gain[3]; /* under hand, melds, tenpai */
	} cases[] = {
	    {"7m123p456p789s", "pon:777m", {3000, 0, 3000}},
	    {"7777m123p456p789s", NULL, {0, 0, 0}},
	    {"6m123p456p789s", "pon:777m", {3000, 3000, 3000}},
	};
	const int rule[] = {DEAD_WAIT_HAND, DEAD_WAIT_MELDS, DEAD_WAIT_TENPAI};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		for (int k = 0; k < 3; k++) {
			struct game g;
			r.dead_wait = rule[k];
			game_init(&g, &r, 1);
			g.dealer = 1;
			set_hand(&g, 0, cases[c].hand, cases[c].meld);
			set_hand(&g, 1, "148m258p369s1357z", NULL);
			set_hand(&g, 2, "148m258p369s2467z", NULL);
			set_hand(&g, 3, "259m147p258s1357z", NULL);
			engine_settle_exhaustive(&g);
			int gain = cases[c].gain[k];
			assert_int_equal(g.p[0].pub.points, r.starting_points + gain);
			assert_int_equal(g.p[1].pub.points, r.starting_points - gain / 3);
		}
	}
	/* the presets: Tenhou's rule, and Mahjong Soul's the same */
	assert_int_equal(rules_preset("tenhou")->dead_wait, DEAD_WAIT_HAND);
	assert_int_equal(rules_preset("standard")->dead_wait, DEAD_WAIT_HAND);
}

/* The last hand of South: seat 3 deals when seat 0 dealt first. */
static void all_last(struct game *g, const char *preset)
{
	game_init(g, rules_preset(preset), 1);
	g->first_dealer = 0;
	g->round_wind = 1;
	g->hand_number = 3;
	g->dealer = 3;
}

/* Tied for first is behind: the tie goes to the seat nearer the first dealer. */
static void a_dealer_tied_for_first_plays_on(void **state)
{
	(void)state;
	struct game g;
	all_last(&g, "standard");
	g.p[0].pub.points = 35000;
	g.p[1].pub.points = 15000;
	g.p[2].pub.points = 15000;
	g.p[3].pub.points = 35000;
	engine_next_hand(&g, true, true);
	assert_false(g.over);
	assert_int_equal(g.dealer, 3);
	assert_int_equal(engine_placement(&g, 0), 1);
	assert_int_equal(engine_placement(&g, 3), 2);
	/* 100 points ahead ends it */
	all_last(&g, "tenhou");
	g.p[0].pub.points = 34900;
	g.p[1].pub.points = 15000;
	g.p[2].pub.points = 15000;
	g.p[3].pub.points = 35000;
	engine_next_hand(&g, true, true);
	assert_true(g.over);
}

/* An abortive draw repeats the hand even with the dealer first at all-last. */
static void an_abortive_draw_never_ends_the_game(void **state)
{
	(void)state;
	struct game g;
	all_last(&g, "tenhou");
	g.p[3].pub.points = 40000;
	g.p[0].pub.points = 10000;
	g.honba = 2;
	engine_settle_abort(&g, ABORT_FOUR_WINDS);
	assert_false(g.over);
	assert_int_equal(g.dealer, 3);
	assert_int_equal(g.round_wind, 1);
	assert_int_equal(g.hand_number, 3);
	assert_int_equal(g.honba, 3);
}

/* In the West round the dealer's continuation comes before another player's 30000. */
static void west_round_dealer_continues_before_a_leader(void **state)
{
	(void)state;
	struct game g;
	game_init(&g, rules_preset("tenhou"), 1);
	g.first_dealer = 0;
	g.round_wind = 2;
	g.hand_number = 1;
	g.dealer = 1;
	g.p[0].pub.points = 32000;
	g.p[1].pub.points = 28000;
	g.p[2].pub.points = 21000;
	g.p[3].pub.points = 19000;
	engine_next_hand(&g, true, true); /* the dealer tenpai at an exhaustive draw */
	assert_false(g.over);
	assert_int_equal(g.dealer, 1);
	engine_next_hand(&g, false, true); /* the deal moves on: 32000 ends it */
	assert_true(g.over);

	/* West 4, the dealer continuing while another has the return points */
	game_init(&g, rules_preset("tenhou"), 1);
	g.first_dealer = 0;
	g.round_wind = 2;
	g.hand_number = 3;
	g.dealer = 3;
	g.p[0].pub.points = 31000;
	g.p[3].pub.points = 30000;
	g.p[1].pub.points = 20000;
	g.p[2].pub.points = 19000;
	engine_next_hand(&g, true, true);
	assert_false(g.over);
	/* West 4 is the last hand once the deal moves on, whoever has what */
	g.p[0].pub.points = 29000;
	g.p[3].pub.points = 29000;
	g.p[1].pub.points = 21000;
	g.p[2].pub.points = 21000;
	engine_next_hand(&g, false, false);
	assert_true(g.over);
}

/* Tenhou's liability covers Big Three Dragons and Big Four Winds, not Four Kans. */
static void four_kans_liability_follows_the_preset(void **state)
{
	(void)state;
	assert_true(rules_preset("standard")->pao_four_kans);
	assert_false(rules_preset("tenhou")->pao_four_kans);
	assert_true(rules_preset("tenhou")->pao);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(exhaustive_draw_pays_tenpai_and_dealer_stays),
	    cmocka_unit_test(ron_pays_honba_and_takes_sticks),
	    cmocka_unit_test(double_ron_gives_honba_and_sticks_to_the_first),
	    cmocka_unit_test(nine_terminals_abort_when_chosen),
	    cmocka_unit_test(four_winds_abort),
	    cmocka_unit_test(four_riichi_abort),
	    cmocka_unit_test(chankan_robs_an_added_kan),
	    cmocka_unit_test(rinshan_after_closed_kan_and_its_dora_at_once),
	    cmocka_unit_test(open_kan_dora_after_the_discard),
	    cmocka_unit_test(own_discard_furiten_refuses_ron),
	    cmocka_unit_test(passing_a_win_is_furiten_until_own_discard),
	    cmocka_unit_test(passing_a_wait_without_yaku_is_furiten),
	    cmocka_unit_test(pao_makes_the_feeder_pay_a_tsumo),
	    cmocka_unit_test(four_kans_by_two_players_abort),
	    cmocka_unit_test(triple_ron_is_a_draw_where_the_rules_say),
	    cmocka_unit_test(ron_on_the_riichi_tile_takes_no_stick),
	    cmocka_unit_test(tsumo_in_the_first_go_round_after_riichi_is_ippatsu),
	    cmocka_unit_test(riichi_on_the_first_discard_is_double),
	    cmocka_unit_test(riichi_furiten_lasts_but_tsumo_stands),
	    cmocka_unit_test(nagashi_mangan_pays_a_mangan_tsumo),
	    cmocka_unit_test(kokushi_robs_a_closed_kan),
	    cmocka_unit_test(kokushi_does_not_rob_a_closed_kan_on_tenhou),
	    cmocka_unit_test(riichi_kan_only_where_the_waits_stay),
	    cmocka_unit_test(chi_offers_every_choice_of_tiles),
	    cmocka_unit_test(kuikae_refuses_the_called_tile_and_its_suji),
	    cmocka_unit_test(last_tile_wins_are_haitei_and_houtei),
	    cmocka_unit_test(game_ends_on_bust),
	    cmocka_unit_test(dealer_first_at_all_last_stops_the_game),
	    cmocka_unit_test(nobody_at_return_points_plays_west),
	    cmocka_unit_test(robbing_an_added_kan_keeps_ippatsu),
	    cmocka_unit_test(a_wait_on_ones_own_fourth_tile_is_noten_at_a_draw),
	    cmocka_unit_test(a_dealer_tied_for_first_plays_on),
	    cmocka_unit_test(an_abortive_draw_never_ends_the_game),
	    cmocka_unit_test(west_round_dealer_continues_before_a_leader),
	    cmocka_unit_test(four_kans_liability_follows_the_preset),
	};
	return cmocka_run_group_tests_name("scenarios", tests, NULL, NULL);
}
