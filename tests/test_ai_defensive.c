/* The defensive strategy and the danger it reads, on positions worked out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "ai/danger.h"
#include "ai/pushfold.h"
#include "ai/table.h"
#include "rules/notation.h"
#include "tests/ai_views.h"

static struct seat_view v;

/* Seat 1 to play hand; seat 2 declared riichi after discarding threat_discards. */
static void against_riichi(const char *hand, const char *threat_discards)
{
	av_init(&v, 1, hand);
	av_discards(&v, 2, threat_discards);
	av_riichi(&v, 2);
}

static struct action play(const char *name, struct ai_explain *ex)
{
	struct action ch[32];
	int n = av_own_turn(&v, ch, 32);
	return av_choose(name, &v, ch, n, ex);
}

static const struct ai_candidate *candidate(const struct ai_explain *ex, const char *tile)
{
	for (int i = 0; i < ex->ncand; i++)
		if (tile_kind(ex->cand[i].tile) == tile_kind(av_tile(tile)))
			return &ex->cand[i];
	fail_msg("no candidate %s", tile);
	return NULL;
}

static double scale; /* the threat's weight-to-chance factor, set by danger_of */

/*
 * Danger of kind tile against the riichi of seat 2, and its class. The model weighs each
 * kind by the wait shapes that could take it, then scales the weights so that they add up
 * to the kinds a ready hand waits on; the tests work the weights out by hand.
 */
static int danger_of(const char *tile, enum ai_danger_class *cls)
{
	struct ai_table t;
	ai_table_init(&t, &v, NULL);
	struct ai_threat th[3];
	int n = ai_find_threats(&t, th);
	assert_int_equal(n, 1);
	assert_int_equal(th[0].seat, 2);
	scale = th[0].scale;
	return ai_danger_vs(&t, &th[0], tile_kind(av_tile(tile)), cls);
}

/* A weight worked out by hand, as the chance the model gives it. */
static int chance_of_weight(double weight)
{
	return (int)(weight * scale + 0.5);
}

/*
 * Three steps from tenpai against a riichi that let 8p go: 8p is genbutsu,
 * every other tile (all suited, none suji) could deal in. Efficiency would keep
 * 8p for 6p-8p.
 */
static void genbutsu_over_a_dangerous_tile(void **state)
{
	(void)state;
	against_riichi("13579m268p134579s", "1z9p8p");
	struct ai_explain ex;
	struct action a = play("defensive", &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("8p")));
	assert_int_equal(ex.reason, AI_REASON_FOLD);
	assert_true(ex.defending);
	const struct ai_candidate *c = candidate(&ex, "8p");
	assert_int_equal(c->danger_class, DANGER_GENBUTSU);
	assert_int_equal(c->danger, 0);
	assert_true(candidate(&ex, "5m")->danger > 50);
	/* the chances of every kind, a ready hand's waits, add up to the 1.9 kinds it waits on */
	struct ai_table t;
	ai_table_init(&t, &v, NULL);
	struct ai_threat th[3];
	assert_int_equal(ai_find_threats(&t, th), 1);
	int sum = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		enum ai_danger_class cls;
		sum += ai_danger_vs(&t, &th[0], k, &cls);
	}
	assert_true(sum >= 1900 - 17 && sum <= 1900 + 17); /* 34 roundings of half a unit */
}

/*
 * Riichi after 4m: 1m can only lose to a pair or single wait (its two-sided
 * wait 23m would be furiten), 7m to those and the closed 68m and edge 89m
 * waits. 2m, untouched, is more dangerous than either.
 */
static void suji_recognised(void **state)
{
	(void)state;
	against_riichi("1277m456p789s1155z", "9s1z4m");
	enum ai_danger_class c1, c7, c2;
	int d1 = danger_of("1m", &c1), d7 = danger_of("7m", &c7), d2 = danger_of("2m", &c2);
	assert_int_equal(c1, DANGER_SUJI);
	assert_int_equal(c7, DANGER_SUJI);
	assert_int_equal(c2, DANGER_LIVE);
	/* 1m: pair (3 unseen: 3 ways of 3) 7 + single 4 */
	assert_int_equal(d1, chance_of_weight(11));
	assert_true(d1 < d7 && d7 < d2);
}

/*
 * All four 8p visible (two in hand, two discarded by seat 3): no two-sided
 * 78p and no 89p shape can exist, so 9p loses only to pair and single waits.
 * With three 2s out, 1s needs the last 2s for its 23s wait: one chance. A
 * honour with its three other copies out can deal into nothing.
 */
static void kabe_and_one_chance_recognised(void **state)
{
	(void)state;
	av_init(&v, 1, "88p9p1s6s456m789m1z22m");
	av_discards(&v, 0, "1z1z1z");
	av_discards(&v, 2, "3z4z9m");
	av_riichi(&v, 2);
	av_discards(&v, 3, "8p8p2s2s2s");
	enum ai_danger_class c9p, c1s, c1z;
	int d9p = danger_of("9p", &c9p), d1s = danger_of("1s", &c1s), d1z = danger_of("1z", &c1z);
	assert_int_equal(c9p, DANGER_NO_CHANCE);
	assert_int_equal(c1s, DANGER_ONE_CHANCE);
	assert_int_equal(c1z, DANGER_HONOR_LAST);
	assert_int_equal(d1z, 0);
	/* 9p: pair 7 and single 4, all three other 9p unseen */
	assert_int_equal(d9p, chance_of_weight(11));
	/* 1s: 23s (one 2s of 4 and four 3s: 4/16 of 45 = 11.25) + pair 7 + single 4 */
	int d9p_again = danger_of("9p", &c9p);
	assert_int_equal(d9p_again, d9p);
	d1s = danger_of("1s", &c1s);
	assert_int_equal(d1s, chance_of_weight(22.25));
}

/* A tile let go after the riichi by anyone is as safe as genbutsu. */
static void passed_tiles_are_safe(void **state)
{
	(void)state;
	against_riichi("13579m268p357s467z", "1z9p");
	av_discards(&v, 3, "5m");
	enum ai_danger_class cls;
	assert_int_equal(danger_of("5m", &cls), 0);
	assert_int_equal(cls, DANGER_PASSED);
}

/*
 * Three steps from tenpai (23m 45p 67s 13p blocks, 99s pair, 5m 8m 1s 4s
 * floating) against a riichi that let 3m go: folding gives up the 23m block
 * for the one safe tile.
 */
static void folds_when_far_from_tenpai(void **state)
{
	(void)state;
	against_riichi("235m8m45p13p67s99s1s4s", "1z9p3m");
	struct ai_explain ex;
	struct action a = play("defensive", &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("3m")));
	assert_int_equal(ex.reason, AI_REASON_FOLD);
	/* efficiency keeps its blocks and lets a floating tile go */
	struct action e = play("efficiency", NULL);
	assert_int_not_equal(tile_kind(e.tile), tile_kind(av_tile("3m")));
}

/* What name lets go against a riichi that let threat_discards go: tile, for reason. */
static void lets_go(const char *name, const char *hand, const char *threat_discards,
		    const char *tile, enum ai_reason reason, struct ai_explain *ex)
{
	against_riichi(hand, threat_discards);
	struct action a = play(name, ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile(tile)));
	assert_int_equal(ex->reason, reason);
}

/*
 * Folding two steps from tenpai (999s, blocks 23m 45p 13p 67s, 5m 8m 1s floating) against a
 * riichi that let 3m and 4s go: genbutsu 3m breaks the 23m block (three steps), while 1s, suji
 * of 4s (a 23s wait would be furiten: only a pair or single wait takes it, 1.5%), keeps the
 * hand two steps away. Defensive lets the safest tile go; balanced turns with 1s, within the
 * 4.0% of a riichi's value it allows above the safest. Without the 4s, every tile that keeps
 * the shape is riskier than that (2m the least, 4.2%), and balanced folds with 3m too. Three
 * steps away, beyond the lookahead, it folds whatever the tiles.
 */
static void balanced_turns_with_a_suji_tile_rather_than_break_a_block(void **state)
{
	(void)state;
	const char *two_away = "235m8m45p13p679s99s1s";
	struct ai_explain ex;
	lets_go("defensive", two_away, "1z9p3m4s", "3m", AI_REASON_FOLD, &ex);
	assert_int_equal(ex.shanten, 3);
	lets_go("balanced", two_away, "1z9p3m4s", "1s", AI_REASON_TURN, &ex);
	assert_int_equal(ex.shanten, 2);
	assert_int_equal(candidate(&ex, "1s")->danger_class, DANGER_SUJI);
	assert_int_equal(candidate(&ex, "1s")->danger, 15);

	lets_go("balanced", two_away, "1z9p3m", "3m", AI_REASON_FOLD, &ex);
	assert_int_equal(candidate(&ex, "2m")->danger, 42);
	assert_int_equal(candidate(&ex, "2m")->shanten, 2);

	/* 23m 45p 13p 67s, 99s, 5m 8m 1s 8p floating: three steps, 1s suji again */
	lets_go("balanced", "235m8m45p13p67s99s1s8p", "1z9p3m4s", "3m", AI_REASON_FOLD, &ex);
	assert_int_equal(candidate(&ex, "1s")->shanten, 3);
	assert_int_equal(candidate(&ex, "1s")->danger, 15);
}

/*
 * Tenpai on 5s-8s with a cheap hand, drawing 1p against a riichi that let
 * 4p go: 1p is suji, so staying tenpai costs little; folding would break
 * 456p for genbutsu 4p. It pushes (with riichi).
 */
static void pushes_a_cheap_tenpai_that_is_hard_to_lose(void **state)
{
	(void)state;
	against_riichi("234m456p789s67s55z1p", "1z9m4p");
	struct ai_explain ex;
	struct action a = play("defensive", &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("1p")));
	assert_int_equal(ex.shanten, 0);
	assert_true(ex.reason == AI_REASON_RIICHI || ex.reason == AI_REASON_PUSH);
	assert_int_equal(candidate(&ex, "1p")->danger_class, DANGER_SUJI);
}

/*
 * The fastest discard is genbutsu (9p, reaching tenpai on 5s-8s): playing it risks nothing,
 * so it is not called a push; the hint says riichi or tenpai instead.
 */
static void a_safe_fastest_tile_is_no_push(void **state)
{
	(void)state;
	against_riichi("234m456p789s67s55z9p", "1z9m9p");
	struct ai_explain ex;
	struct action a = play("defensive", &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("9p")));
	assert_int_not_equal(ex.reason, AI_REASON_PUSH);
	assert_true(ex.reason == AI_REASON_RIICHI || ex.reason == AI_REASON_DAMA);
}

/*
 * Push or fold in points, worked out by hand. A table with 100 unseen tiles: 34 kinds of
 * 3 less two (3 x 34 - 2 = 100). A ready hand waiting on 8 of them wins on a turn with
 * 16/100 (tsumo, and as often by ron). A ready threat wins off the others one go-around in
 * ten (AI_THREAT_WINS).
 */
static void set_unseen_100(struct ai_table *t, struct seat_view *sv, int live_left)
{
	memset(t, 0, sizeof *t);
	memset(sv, 0, sizeof *sv);
	sv->live_left = live_left;
	t->v = sv;
	for (int k = 0; k < TILE_KINDS; k++)
		t->unseen[k] = 3;
	t->unseen[0] = t->unseen[1] = 2;
}

static void push_or_fold_in_points(void **state)
{
	(void)state;
	struct ai_table t;
	struct seat_view sv;
	struct ai_pushfold pf;
	struct ai_danger none = {0}, ten = {.chance = 100};
	/* nobody threatens, 40 tiles left (10 draws): wins 1 - 0.84^10 = 82.51%, 1650 points */
	set_unseen_100(&t, &sv, 40);
	ai_pushfold_weigh(&ai_pushfold_measured, &t, NULL, 0, 0, 8, 2000, &none, &none, &pf);
	assert_int_equal(pf.win, 825);
	assert_int_equal(pf.deal_in, 0);
	assert_int_equal(pf.ev, 1650);
	assert_int_equal(pf.fold_ev, 0);
	/*
	 * A riichi worth 8000, one draw left (4 tiles), this tile 10% to deal in: alive after it
	 * 0.9, the riichi not ending the hand first 0.9 x 0.9 = 0.81; win 0.81 x 0.16 = 12.96%;
	 * the next discard deals in 0.81 x 0.84 x 5% = 3.402%, 13.402% in all. Going on:
	 * 0.1296 x 2000 - 0.13402 x 8000 = -812.96. Folding leaks 2% of a turn if the riichi
	 * has not ended the hand first: 0.9 x 2% = 1.8%, -144.
	 */
	struct ai_threat riichi = {.seat = 2, .riichi = true, .tenpai = 1, .value = 8000};
	set_unseen_100(&t, &sv, 4);
	ai_pushfold_weigh(&ai_pushfold_measured, &t, &riichi, 1, 0, 8, 2000, &ten, &none, &pf);
	assert_int_equal(pf.win, 130);
	assert_int_equal(pf.deal_in, 134);
	assert_int_equal(pf.ev, -812);
	assert_int_equal(pf.fold_ev, -144);
	assert_int_equal(pf.fold_deal_in, 18);
	assert_int_equal(pf.threat_value, 8000);
	assert_true(pf.ev < pf.fold_ev); /* a cheap hand folds against a mangan riichi */
	/* the same hand worth 12000 goes on: 0.1296 x 12000 - 1072.16 = 483.04 */
	ai_pushfold_weigh(&ai_pushfold_measured, &t, &riichi, 1, 0, 8, 12000, &ten, &none, &pf);
	assert_int_equal(pf.ev, 483);
	assert_true(pf.ev > pf.fold_ev);
	/*
	 * As defensive was tuned, the riichi wins 0.06 a go-around and folding leaks to the last
	 * draw: not ending the hand 0.9 x 0.94 = 0.846; win 0.846 x 0.16 = 13.536%; the next
	 * discard 0.846 x 0.84 x 5% = 3.5532%, 13.5532% in all: 270.72 - 1084.256 = -813.536;
	 * folding 2% of the one turn, -160.
	 */
	ai_pushfold_weigh(&ai_pushfold_tuned, &t, &riichi, 1, 0, 8, 2000, &ten, &none, &pf);
	assert_int_equal(pf.win, 135);
	assert_int_equal(pf.deal_in, 136);
	assert_int_equal(pf.ev, -813);
	assert_int_equal(pf.fold_ev, -160);
	/*
	 * Ten draws left (40 tiles): folding leaks 2% a turn for as long as the riichi has not won
	 * and the fold has not dealt in, 0.9 and 0.98 a turn: 0.02 x 0.9 x (1 - 0.882^10) / 0.118
	 * = 10.908%, -872.6. To the last draw regardless, 10 x 2% = 20%, -1600.
	 */
	set_unseen_100(&t, &sv, 40);
	ai_pushfold_weigh(&ai_pushfold_measured, &t, &riichi, 1, 0, 8, 2000, &ten, &none, &pf);
	assert_int_equal(pf.fold_deal_in, 109);
	assert_int_equal(pf.fold_ev, -872);
	ai_pushfold_weigh(&ai_pushfold_tuned, &t, &riichi, 1, 0, 8, 2000, &ten, &none, &pf);
	assert_int_equal(pf.fold_deal_in, 200);
	assert_int_equal(pf.fold_ev, -1600);
	/* two open hands half and a third likely ready: some threat is ready 5/6 of the time as
	 * push or fold counts it (their chances added); a riichi beside them makes it certain */
	struct ai_threat three[3] = {
	    {.tenpai = 0.5}, {.tenpai = 1.0 / 3}, {.riichi = true, .tenpai = 1}};
	assert_float_equal(ai_threat_ready(three, 2), 5.0 / 6, 1e-12);
	assert_float_equal(ai_threat_ready(three, 3), 1, 1e-12);
	assert_float_equal(ai_threat_ready(three, 0), 0, 1e-12);
}

/*
 * A good tenpai early against a riichi (the fault reported: the hint folded such a hand with
 * 44 tiles left): a concealed haku triplet for a yaku, 45s waiting on 3s-6s (8 tiles), the
 * drawn 6m live. Going on wins far more than it risks: it keeps the tenpai and lets 6m go.
 */
static void a_good_tenpai_early_is_not_folded(void **state)
{
	(void)state;
	against_riichi("234m678p45s99s555z6m", "1z9m4p");
	v.live_left = 44;
	struct ai_explain ex;
	struct action a = play("defensive", &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("6m")));
	assert_int_equal(ex.shanten, 0);
	assert_true(ex.reason == AI_REASON_PUSH || ex.reason == AI_REASON_RIICHI ||
		    ex.reason == AI_REASON_DAMA);
	assert_true(ex.weighed);
	assert_true(ex.pf.ev > ex.pf.fold_ev);
	assert_int_equal(ex.pf.live_left, 44);
}

/*
 * The defence review's reasons. Against a riichi that let 1z 9p 8p go, holding 8p: 5m (no
 * suji: neither 2m nor 8m is out) is live and not the safest held; 8p, genbutsu, is.
 */
static void the_review_weighs_a_discard_against_the_safest_held(void **state)
{
	(void)state;
	against_riichi("13579m268p134579s", "1z9p8p");
	struct ai_threat_move m;
	assert_true(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	assert_int_equal(m.threat, 2);
	assert_int_equal(m.cls, DANGER_LIVE);
	assert_true(m.chance > 50);
	assert_int_equal(m.cls_vs[2], DANGER_LIVE);
	assert_int_equal(m.cls_vs[0], DANGER_NONE);
	assert_int_equal(m.cls_vs[3], DANGER_NONE);
	assert_false(m.was_safest);
	assert_int_equal(tile_kind(m.safest), tile_kind(av_tile("8p")));
	assert_int_equal(m.safest_cls, DANGER_GENBUTSU);
	assert_int_equal(m.safest_chance, 0);
	assert_true(ai_threat_move(&v, NULL, av_tile("8p"), &m));
	assert_true(m.was_safest);
	assert_int_equal(m.cls, DANGER_GENBUTSU);
	/* nobody threatens: nothing to review */
	av_init(&v, 1, "13579m268p134579s");
	assert_false(ai_threat_move(&v, NULL, av_tile("5m"), &m));
}

/* The rows of seat s among the threats of v, or fails. */
static const struct ai_seat_danger *row_of(const struct ai_seat_danger *d, int n, int s)
{
	for (int i = 0; i < n; i++)
		if (d[i].seat == s)
			return &d[i];
	fail_msg("seat %d is no threat", s);
	return NULL;
}

/*
 * One figure for a tile, against one player. Seat 1 holds 1m; Right (seat 2) declared riichi
 * after 1m 9p 4z, so 1m is genbutsu against it; Across (seat 3) called a pon of reds and let
 * 3p 5s go: against it 1m is not safe (the 23m two-sided wait is live), but one early call is no
 * real threat, so 1m is judged against the riichi alone: genbutsu, 0%. Asked against Across,
 * Across's own figure. Once Across has let nine tiles go after its call it is a real threat
 * too, and 1m is judged against it, the player it is most dangerous to; the drill still asks
 * against Right and gets genbutsu.
 */
static void a_tile_is_judged_against_one_player(void **state)
{
	(void)state;
	against_riichi("12579m2468p357s12z", "1m9p4z");
	av_meld(&v, 3, "pon:777z");
	av_discards(&v, 3, "3p5s");
	struct ai_seat_danger d[3];
	int n = ai_threat_dangers(&v, NULL, d);
	assert_int_equal(n, 2);
	const struct ai_seat_danger *right = row_of(d, n, 2), *across = row_of(d, n, 3);
	assert_true(right->clear);
	assert_false(across->clear);
	int k = tile_kind(av_tile("1m"));
	assert_int_equal(right->cls[k], DANGER_GENBUTSU);
	assert_true(across->chance[k] > 0);
	struct ai_tile_danger td;
	assert_true(ai_tile_danger(d, n, -1, k, &td));
	assert_int_equal(td.seat, 2);
	assert_int_equal(td.cls, DANGER_GENBUTSU);
	assert_int_equal(td.chance, 0);
	assert_true(ai_tile_danger(d, n, 3, k, &td));
	assert_int_equal(td.seat, 3);
	assert_int_equal(td.chance, across->chance[k]);
	/* the review weighs it the same */
	struct ai_threat_move m;
	assert_true(ai_threat_move(&v, NULL, av_tile("1m"), &m));
	assert_int_equal(m.threat, 2);
	assert_int_equal(m.cls, DANGER_GENBUTSU);
	assert_int_equal(m.chance, 0);
	assert_true(m.was_safest);

	/* nine discards after one call: a real threat */
	av_discards(&v, 3, "9s8s1s2p9m7p");
	av_discards(&v, 3, "6s");
	n = ai_threat_dangers(&v, NULL, d);
	across = row_of(d, n, 3);
	assert_true(across->clear);
	assert_true(across->chance[k] > 0);
	assert_true(ai_tile_danger(d, n, -1, k, &td));
	assert_int_equal(td.seat, 3);
	assert_int_equal(td.chance, across->chance[k]);
	assert_true(ai_tile_danger(d, n, 2, k, &td));
	assert_int_equal(td.seat, 2);
	assert_int_equal(td.cls, DANGER_GENBUTSU);
	/* a seat that is no threat falls back on the default */
	assert_true(ai_tile_danger(d, n, 0, k, &td));
	assert_int_equal(td.seat, 3);
	/* nobody threatens: no figure */
	assert_false(ai_tile_danger(d, 0, -1, k, &td));
}

/*
 * What counts as a decision under threat: a riichi, or an open hand as likely ready as not
 * (one call and nine discards, two calls and three, three calls); not one early call, not a
 * closed hand without riichi, and never a discard after one's own riichi, which is forced.
 */
static void only_decisions_under_a_real_threat_count(void **state)
{
	(void)state;
	struct ai_threat_move m;
	struct ai_seat_danger d[3];
	/* one pon and two discards: the marks read it, the review does not count it */
	av_init(&v, 1, "12579m2468p357s12z");
	av_meld(&v, 3, "pon:777z");
	av_discards(&v, 3, "3p5s");
	assert_int_equal(ai_threat_dangers(&v, NULL, d), 1);
	assert_false(d[0].clear);
	assert_false(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	/* eight discards after it: still not; nine: a real threat */
	av_discards(&v, 3, "9s8s1s2p9m7p");
	assert_false(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	av_discards(&v, 3, "6s");
	assert_true(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	assert_int_equal(m.threat, 3);
	/* two calls: from the sixth discard on (15% of such hands are ready after five, 35%
	 * after six) */
	av_init(&v, 1, "12579m2468p357s12z");
	av_meld(&v, 3, "pon:777z");
	av_meld(&v, 3, "chi:345s");
	av_discards(&v, 3, "3p5s9s8s1s");
	assert_false(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	av_discards(&v, 3, "2p");
	assert_true(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	/* three calls: at once */
	av_init(&v, 1, "12579m2468p12z");
	av_meld(&v, 3, "pon:777z");
	av_meld(&v, 3, "chi:345s");
	av_meld(&v, 3, "pon:666s");
	assert_true(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	/* a riichi is one from its declaration */
	against_riichi("12579m2468p357s12z", "1z");
	assert_true(ai_threat_move(&v, NULL, av_tile("5m"), &m));
	/* in riichi yourself, the tile drawn goes: no choice to judge */
	av_discards(&v, 1, "9p");
	av_riichi(&v, 1);
	assert_false(ai_threat_move(&v, NULL, av_tile("5m"), &m));
}

/*
 * A tile let go since an open hand's last discard is safe against it until it discards again:
 * "passed", not "passed since the riichi" (it has none).
 */
static void passed_without_a_riichi(void **state)
{
	(void)state;
	av_init(&v, 1, "12579m2468p357s12z");
	av_meld(&v, 3, "pon:777z");
	av_meld(&v, 3, "chi:345s");
	av_discards(&v, 3, "3p5s9s");
	av_discards(&v, 0, "5m");
	struct ai_seat_danger d[3];
	assert_int_equal(ai_threat_dangers(&v, NULL, d), 1);
	assert_int_equal(d[0].cls[tile_kind(av_tile("5m"))], DANGER_PASSED);
	assert_int_equal(d[0].chance[tile_kind(av_tile("5m"))], 0);
	assert_string_equal(ai_danger_class_name(DANGER_PASSED), "passed");
}

/* The winner's wait, from its concealed tiles: a ron leaves the winning tile out of them. */
static void the_review_finds_the_winners_wait(void **state)
{
	(void)state;
	tile_t t[14];
	bool w[TILE_KINDS];
	/* 23m waiting on 1m-4m, won by ron on 4m */
	int n = notation_parse_tiles("23m456p789s789s11z", t, 14, NULL);
	assert_int_equal(ai_winner_waits(t, n, 0, av_tile("4m"), false, w), 2);
	assert_true(w[tile_kind(av_tile("1m"))] && w[tile_kind(av_tile("4m"))]);
	/* the same self-drawn: the 4m is among the concealed tiles */
	n = notation_parse_tiles("234m456p789s789s11z", t, 14, NULL);
	assert_int_equal(ai_winner_waits(t, n, 0, av_tile("4m"), true, w), 2);
	assert_true(w[tile_kind(av_tile("1m"))] && w[tile_kind(av_tile("4m"))]);
	/* a pair wait on 5m and East beside two melds: 7 concealed tiles */
	n = notation_parse_tiles("456p55m11z", t, 14, NULL);
	assert_int_equal(ai_winner_waits(t, n, 2, av_tile("5m"), false, w), 2);
	assert_true(w[tile_kind(av_tile("5m"))] && w[tile_kind(av_tile("1z"))]);
}

/*
 * Nobody threatens: 123m456m789m123p with 5p and 1s, the dora 5p (indicator 4p), one 5p seen
 * in seat 2's discards. Keeping 5p waits on its 2 unseen copies for riichi, pure straight and
 * two dora: 5 han, 8000; keeping 1s waits on 3 copies for 3 han 40 fu, 5200. Efficiency keeps
 * the wider wait and lets the 5p go. Balanced looks ahead over the 15 draws left (120 tiles
 * unseen, ron as often as tsumo, ai/lookahead.h): 8000 x 28.0% against 5200 x 38.3% of a
 * win, so it keeps the dora (tests/test_ai_lookahead.c works the same out with 121 unseen).
 */
static void balanced_keeps_a_dora_that_efficiency_lets_go(void **state)
{
	(void)state;
	av_init(&v, 1, "123m456m789m123p5p1s");
	av_indicators(&v, "4p");
	av_discards(&v, 2, "5p");
	struct ai_explain e, b;
	struct action ae = play("efficiency", &e), ab = play("balanced", &b);
	assert_int_equal(tile_kind(ae.tile), tile_kind(av_tile("5p")));
	assert_int_equal(tile_kind(ab.tile), tile_kind(av_tile("1s")));
	assert_int_equal(e.shanten, 0);
	assert_int_equal(b.shanten, 0);
}

/* Against a riichi a pon that does not reach tenpai is passed; efficiency takes it. */
static void no_call_toward_a_slow_hand_under_threat(void **state)
{
	(void)state;
	against_riichi("234m567p19s3s4s55z8p", "1z9m4p");
	struct action ch[8];
	int n = av_offer(&v, 3, "5z", ch, 8);
	assert_int_equal(av_choose("defensive", &v, ch, n, NULL).type, ACT_PASS);
	assert_int_equal(av_choose("efficiency", &v, ch, n, NULL).type, ACT_PON);
}

/* The no-yaku pon refused by efficiency is refused by defensive too. */
static void no_call_without_a_yaku(void **state)
{
	(void)state;
	av_init(&v, 1, "11m234p567p15s789s");
	struct action ch[8];
	int n = av_offer(&v, 2, "1m", ch, 8);
	assert_int_equal(av_choose("defensive", &v, ch, n, NULL).type, ACT_PASS);
}

/*
 * Folding with two draws left: the hand can be tenpai by letting 9p go, and
 * 9p is genbutsu, so it takes the tenpai for the draw payment.
 */
static void safe_tenpai_for_the_exhaustive_draw(void **state)
{
	(void)state;
	against_riichi("123m456p789s13m55z9p", "1z9p");
	v.live_left = 2;
	struct ai_explain ex;
	struct action a = play("defensive", &ex);
	assert_int_equal(tile_kind(a.tile), tile_kind(av_tile("9p")));
	assert_int_equal(ex.shanten, 0);
}

/*
 * A closed hand without riichi is read from its discards (ai_quiet_tenpai, the table measured
 * by bench/calibrate_reading): seat 2 has let go 15 tiles, the last two just drawn: ready
 * about a third of the time (33.7%), a threat worth 5200 (not the dealer). After 10 discards,
 * the last from the hand and a terminal, 1.6%: no threat. An open hand is not read this way.
 */
static void a_quiet_hand_is_read_from_its_discards(void **state)
{
	(void)state;
	av_init(&v, 1, "123m456m789m12p5p9s");
	av_discards(&v, 2, "1z2z3z4z9m1p9s5z6z7z1m2m8p5s6s");
	v.seats[2].discards[13].tsumogiri = true;
	v.seats[2].discards[14].tsumogiri = true;
	struct ai_table t;
	ai_table_init(&t, &v, rules_preset("standard"));
	assert_float_equal(ai_quiet_tenpai(&t, 2), 0.337, 1e-9);
	struct ai_threat th[SEATS - 1];
	int nth = ai_find_threats(&t, th);
	assert_int_equal(nth, 1);
	assert_int_equal(th[0].seat, 2);
	assert_false(th[0].riichi);
	assert_float_equal(th[0].tenpai, 0.337, 1e-9);
	assert_int_equal(th[0].value, 5200);
	assert_true(th[0].safe[tile_kind(av_tile("6s"))]); /* its own discard */

	/* the last from the hand, a middle tile, after 15 discards: 13.1%, under the 14% feared */
	v.seats[2].discards[14].tsumogiri = false;
	ai_table_init(&t, &v, rules_preset("standard"));
	assert_float_equal(ai_quiet_tenpai(&t, 2), 0.131, 1e-9);
	assert_int_equal(ai_find_threats(&t, th), 0);

	av_init(&v, 1, "123m456m789m12p5p9s");
	av_discards(&v, 2, "1z2z3z4z9m1p9s5z6z1m");
	ai_table_init(&t, &v, rules_preset("standard"));
	assert_float_equal(ai_quiet_tenpai(&t, 2), 0.016, 1e-9);
	assert_int_equal(ai_find_threats(&t, th), 0);

	/* an open hand is read by its calls instead */
	av_meld(&v, 2, "pon:555z");
	ai_table_init(&t, &v, rules_preset("standard"));
	assert_float_equal(ai_quiet_tenpai(&t, 2), 0, 1e-12);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(genbutsu_over_a_dangerous_tile),
	    cmocka_unit_test(a_quiet_hand_is_read_from_its_discards),
	    cmocka_unit_test(suji_recognised),
	    cmocka_unit_test(kabe_and_one_chance_recognised),
	    cmocka_unit_test(passed_tiles_are_safe),
	    cmocka_unit_test(folds_when_far_from_tenpai),
	    cmocka_unit_test(balanced_turns_with_a_suji_tile_rather_than_break_a_block),
	    cmocka_unit_test(pushes_a_cheap_tenpai_that_is_hard_to_lose),
	    cmocka_unit_test(a_safe_fastest_tile_is_no_push),
	    cmocka_unit_test(push_or_fold_in_points),
	    cmocka_unit_test(a_good_tenpai_early_is_not_folded),
	    cmocka_unit_test(balanced_keeps_a_dora_that_efficiency_lets_go),
	    cmocka_unit_test(the_review_weighs_a_discard_against_the_safest_held),
	    cmocka_unit_test(a_tile_is_judged_against_one_player),
	    cmocka_unit_test(only_decisions_under_a_real_threat_count),
	    cmocka_unit_test(passed_without_a_riichi),
	    cmocka_unit_test(the_review_finds_the_winners_wait),
	    cmocka_unit_test(no_call_toward_a_slow_hand_under_threat),
	    cmocka_unit_test(no_call_without_a_yaku),
	    cmocka_unit_test(safe_tenpai_for_the_exhaustive_draw),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
