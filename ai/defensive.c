/*
 * The defensive strategy: efficiency while nobody threatens; against a
 * riichi or an open hand that looks ready it weighs each discard's danger.
 * It pushes when its own hand is worth the risk (ready, or close and
 * valuable), turns with safe tiles when it can keep building safely, and
 * folds otherwise: the safest tile every turn, still taking a safe tenpai
 * for the payment at the exhaustive draw.
 */
#include <string.h>

#include "ai/ai.h"
#include "ai/danger.h"
#include "ai/discards.h"
#include "ai/draw_tenpai.h"
#include "ai/guarded.h"
#include "ai/lookahead.h"
#include "ai/paths.h"
#include "ai/placement.h"
#include "ai/play.h"
#include "ai/pushfold.h"
#include "ai/table.h"
#include "ai/value.h"
#include "rules/i18n_marks.h"

/* The last draws, when a safe tenpai is worth more than a tile of safety. */
enum { LAST_DRAWS = 8 };

struct weighed {
	struct ai_option *opt;
	struct ai_danger d;
};

/* What winning is worth after discarding opt's tile: exact at tenpai. */
static int hand_value(const struct ai_table *t, const struct ai_option *opt)
{
	if (opt->c.shanten != 0)
		return opt->c.value;
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	tile_t rest[14];
	int n = ai_tiles_without(t, opt->c.tile, rest);
	return ai_tenpai_value(&h, rest, n, t->closed && opt->riichi >= 0, NULL);
}

/*
 * The candidates, each with its danger as every screen gives it (ai_tile_danger against the
 * real threat it is most dangerous to), not the weighing's own figure (all threats together,
 * each by how likely it is ready): the hint and the review show the figure the marks and the
 * drill show.
 */
static void explain_danger(struct ai_explain *ex, const struct ai_table *t, const struct weighed *w,
			   int nw)
{
	struct ai_seat_danger d[SEATS - 1];
	int nth = ai_threat_dangers(t->v, t->rules, d);
	ex->defending = true;
	ex->ncand = nw < 14 ? nw : 14;
	for (int i = 0; i < ex->ncand; i++) {
		struct ai_tile_danger td;
		ai_tile_danger(d, nth, -1, tile_kind(w[i].opt->c.tile), &td);
		ex->cand[i] = w[i].opt->c;
		ex->cand[i].danger = td.chance;
		ex->cand[i].danger_class = td.cls;
		ex->cand[i].danger_seat = td.seat;
	}
}

/* The live tiles left below which a quiet hand with a yaku stays quiet (about five draws of
 * one's own). */
enum { LATE_DAMA = 20 };

/*
 * Balanced takes the shared rule (quiet from a mangan), but a tenpai that has a yaku stays
 * quiet late in the hand: riichi would pay a stick for a few draws and give up the fold a late
 * threat may call for. (It also stayed quiet from 5200, which lost: measured with self-play,
 * 4000 games of one balanced without that rule against three with it, place 2.490 and 25,435
 * points against 2.507 and 25,125, average win 7,362 from 7,058; majiang-ai declares riichi in
 * those hands.)
 */
static bool balanced_riichi(const struct ai_table *t, const struct ai_option *opt)
{
	if (!ai_riichi_worth(t, opt))
		return false;
	if (t->v->live_left > LATE_DAMA)
		return true;
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	tile_t rest[14];
	int n = ai_tiles_without(t, opt->c.tile, rest);
	return ai_tenpai_value(&h, rest, n, false, NULL) == 0;
}

static const struct guard_policy defensive_policy = {.judge_calls = false,
						     .weigh_value = false,
						     .riichi = ai_riichi_worth,
						     .push = 1,
						     .narrow_dama = true,
						     .open_fear = 3,
						     .course = &ai_pushfold_tuned};
static const struct guard_policy balanced_policy = {.judge_calls = true,
						    .weigh_value = true,
						    .riichi = balanced_riichi,
						    .push = 1.7,
						    .outlook_push = 1.1,
						    .outlook_push3 = 1.0,
						    .fold_turn = 40,
						    .early_yakuhai = true,
						    .placement = true,
						    .pot = 0.7,
						    .draw_tenpai = true,
						    .open_fear = 1,
						    .course = &ai_pushfold_measured};

/* Plays opt: its riichi when the policy declares one, else the plain discard. */
static int guarded_play(const struct guard_policy *pol, const struct ai_table *t,
			const struct action *choices, const struct ai_option *opt,
			enum ai_reason reason, struct ai_explain *ex)
{
	ex->shanten = opt->c.shanten;
	ex->ukeire = opt->c.ukeire;
	if (pol->riichi(t, opt))
		return ai_explained(ex, choices, opt->riichi, AI_REASON_RIICHI);
	if (opt->c.shanten == 0 && opt->riichi >= 0 && reason == AI_REASON_SPEED)
		reason = AI_REASON_DAMA;
	return ai_explained(ex, choices, opt->choice, reason);
}

/* Safest first: least expected loss, then least chance, then the better hand. */
static bool safer(const struct weighed *a, const struct weighed *b)
{
	if (a->d.loss + 1e-9 < b->d.loss)
		return true;
	if (b->d.loss + 1e-9 < a->d.loss)
		return false;
	return a->d.chance < b->d.chance;
}

/*
 * Balanced plays for the place (ai/placement.h): its own hand's value is weighed by the places
 * a win is expected to gain against those a deal-in loses; in South 4 by those alone
 * (measured with self-play over twelve seeds against three defensive: placement 2.343 against
 * 2.352 with the leader's hand counted a fifth and the last's ten times in South 4 alone,
 * 27.05k points against 27.12k, deal-ins 12.2% from 12.3%).
 */
static double push_of(const struct guard_policy *pol, const struct ai_table *t, int value,
		      const struct ai_threat *th, int nth)
{
	return pol->placement ? ai_placement_push(t, pol->push, value, th, nth) : pol->push;
}

/*
 * Going on weighed by looking ahead (balanced, near tenpai): the chance of a win and what it
 * brings from ai/lookahead.c in place of the typical acceptance ai/pushfold.c assumes; the
 * deal-ins going on as it works them out.
 */
static void outlook_weigh(struct ai_lookahead *la, const struct ai_table *t,
			  const struct ai_option *o, double push, int pot, struct ai_pushfold *pf)
{
	if (o->c.shanten > AI_LOOKAHEAD_SHANTEN)
		return;
	double win;
	double ev = ai_table_outlook(la, t, o->c.tile, o->c.shanten, &win);
	pf->win = (int)(win * 1000 + 0.5);
	pf->ev = (int)(ev * push + win * pot - pf->deal_in / 1000.0 * pf->threat_value);
}

/*
 * Folding, the tile that keeps the hand nearest to ready among those within pol->fold_turn
 * of the safest (best), the safer of equals: a hand that turns rather than breaks may still
 * be ready at the draw, or win after all. A hand further than the lookahead reaches
 * (AI_LOOKAHEAD_SHANTEN) has too little to keep to pay for any risk: it folds (turning there
 * too, four balanced won and dealt in as often). Measured with self-play (bench/bench_ai),
 * a tolerance of 40 against none:
 * - four balanced won 21.2% from 20.3%, dealt in 12.7% from 11.4%, declared riichi 21.8%
 *   from 20.8%, drew 15.0% from 18.6% (2000 games);
 * - against three defensive, seeds 11-13 of 4000 games: place 2.304 from 2.309, 27,705
 *   points from 27,424; three players 1.458 from 1.461.
 * Taking the better acceptance before the safer tile dealt in 13.3% and declared riichi
 * 22.3%, out of range; a tolerance of 25 won 20.8%, still below the range of 21-24%.
 */
static int fold_or_turn(const struct guard_policy *pol, const struct weighed *w, int m, int best)
{
	if (pol->fold_turn <= 0 || w[0].opt->c.shanten > AI_LOOKAHEAD_SHANTEN) /* w[0]: fastest */
		return best;
	int pick = best;
	for (int i = 0; i < m; i++) {
		if (w[i].d.risk > w[best].d.risk + pol->fold_turn)
			continue;
		int s = w[i].opt->c.shanten, ps = w[pick].opt->c.shanten;
		if (s < ps || (s == ps && w[i].d.risk < w[pick].d.risk))
			pick = i;
	}
	return pick;
}

static int defend(const struct guard_policy *pol, const struct ai_table *t,
		  const struct action *choices, struct ai_option *opt, int m,
		  const struct ai_threat *th, int nth, struct ai_explain *ex)
{
	struct weighed w[14];
	for (int i = 0; i < m; i++) {
		w[i].opt = &opt[i];
		ai_danger_all(t, th, nth, tile_kind(opt[i].c.tile), &w[i].d);
	}
	ex->threats = nth;
	explain_danger(ex, t, w, m);
	int best = 0;
	for (int i = 1; i < m; i++)
		if (safer(&w[i], &w[best]))
			best = i;

	/*
	 * Going on with the fastest discard weighed in points against folding. Going on, a
	 * tile of the same speed that keeps most of the acceptance but is clearly safer is
	 * taken instead (a turn).
	 */
	int go = 0;
	int fastest_value = hand_value(t, &opt[0]);
	double push = push_of(pol, t, fastest_value, th, nth);
	int pot = (int)(pol->pot *
			(1000 * t->v->riichi_sticks + 100 * (ai_nseats(t->v) - 1) * t->v->honba));
	/* the options looked ahead share one cache of tenpai hands */
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	struct ai_lookahead la;
	ai_lookahead_init(&la, &h, 0);
	ai_lookahead_threatened(&la, pol->course->threat_wins * ai_threat_ready(th, nth));
	double outlook = ai_nseats(t->v) == SEATS ? pol->outlook_push : pol->outlook_push3;
	double look_push = push / pol->push * outlook;
	struct ai_pushfold chosen;
	ai_pushfold_weigh(pol->course, t, th, nth, opt[0].c.shanten, opt[0].c.ukeire,
			  fastest_value * push + pot, &w[0].d, &w[best].d, &chosen);
	if (pol->outlook_push > 0)
		outlook_weigh(&la, t, &opt[0], look_push, pot, &chosen);
	for (int i = 1; i < m; i++) {
		const struct ai_option *o = w[i].opt;
		if (o->c.shanten > opt[0].c.shanten || o->c.ukeire * 5 < opt[0].c.ukeire * 4)
			continue;
		struct ai_pushfold pf;
		ai_pushfold_weigh(pol->course, t, th, nth, o->c.shanten, o->c.ukeire,
				  hand_value(t, o) * push + pot, &w[i].d, &w[best].d, &pf);
		if (pol->outlook_push > 0)
			outlook_weigh(&la, t, o, look_push, pot, &pf);
		if (pf.ev > chosen.ev) {
			go = i;
			chosen = pf;
		}
	}
	ai_lookahead_release(&la);
	ex->weighed = true;
	ex->pf = chosen;
	if (chosen.ev > chosen.fold_ev) {
		/* a narrow, cheap tenpai stays quiet so that it can still fold */
		struct ai_option o = *w[go].opt;
		int value = chosen.value;
		if (pol->narrow_dama && o.c.shanten == 0 && o.c.ukeire < 5 && value < 3900)
			o.riichi = -1;
		/* the fastest tile is a push when it carries risk; a safer one instead is a
		 * turn; a fastest tile that is safe anyway is plain speed */
		int reason = go == 0 && w[go].d.chance > 0 ? AI_REASON_PUSH
			     : go == 0			   ? AI_REASON_SPEED
			     : safer(&w[best], &w[go])	   ? AI_REASON_TURN
							   : AI_REASON_FOLD;
		return guarded_play(pol, t, choices, &o, reason, ex);
	}

	/* fold, but near the end take a tenpai that is nearly safe */
	if (t->v->live_left <= LAST_DRAWS ||
	    (pol->draw_tenpai && ai_own_draws(t) <= AI_DRAW_TENPAI_DRAWS))
		for (int i = 0; i < m; i++)
			if ((w[i].opt->c.shanten == 0 ||
			     (pol->draw_tenpai &&
			      ai_ready_without(t, tile_kind(w[i].opt->c.tile)))) &&
			    w[i].d.risk <= 20) {
				ex->shanten = 0;
				ex->ukeire = w[i].opt->c.ukeire;
				return ai_explained(ex, choices, w[i].opt->choice,
						    AI_REASON_TENPAI_AT_DRAW);
			}
	int fold = fold_or_turn(pol, w, m, best);
	ex->shanten = w[fold].opt->c.shanten;
	ex->ukeire = w[fold].opt->c.ukeire;
	return ai_explained(ex, choices, w[fold].opt->choice,
			    fold == best ? AI_REASON_FOLD : AI_REASON_TURN);
}

/*
 * Among the discards as fast as the fastest, the one whose acceptance times its value is
 * greatest: the win's chance grows with the acceptance, what it brings with the value. (The
 * square root of the value was measured a little weaker; still more weight on the value, no
 * better.)
 */
static int most_worth(const struct ai_option *opt, int m)
{
	int best = 0;
	double best_score = -1;
	for (int i = 0; i < m && opt[i].c.shanten == opt[0].c.shanten; i++) {
		double v = opt[i].c.value > 0 ? opt[i].c.value : 1;
		double u = opt[i].c.ukeire + opt[i].c.second / 100.0;
		double score = u * v;
		if (score > best_score) {
			best_score = score;
			best = i;
		}
	}
	return best;
}

/*
 * Near tenpai, the discard whose hand is expected to bring the most in the draws left,
 * looking ahead through the draws (ai/lookahead.c); further away, most_worth.
 */
static int most_promising(const struct guard_policy *pol, const struct ai_table *t,
			  const struct ai_option *opt, int m)
{
	int best = -1;
	double best_ev = 0;
	if (opt[0].c.shanten <= AI_LOOKAHEAD_SHANTEN) {
		struct ai_hand h;
		ai_hand_of_table(&h, t);
		struct ai_lookahead la;
		ai_lookahead_init(&la, &h, 0);
		ai_lookahead_count_hand_end(&la);
		for (int i = 0; i < m && opt[i].c.shanten == opt[0].c.shanten; i++) {
			double ev = ai_table_outlook(&la, t, opt[i].c.tile, opt[i].c.shanten, NULL);
			if (ev > best_ev + 1e-9) {
				best_ev = ev;
				best = i;
			}
		}
		ai_lookahead_release(&la);
	}
	/* late, a hand that cannot win may still be ready for the draw */
	if (ai_guarded_ready_only(pol, t) > best_ev + 1e-9)
		for (int i = 0; i < m; i++)
			if (opt[i].c.shanten > 0 && ai_ready_without(t, tile_kind(opt[i].c.tile)))
				return i;
	return best < 0 ? most_worth(opt, m) : best;
}

/* Who threatens, for the explanation: the hint names them. */
static void explain_threats(struct ai_explain *ex, const struct ai_table *t,
			    const struct ai_threat *th, int nth)
{
	ex->threats = nth;
	for (int i = 0; i < nth; i++) {
		const struct public_seat *p = &t->v->seats[th[i].seat];
		bool open = false;
		for (int m = 0; m < p->nmelds; m++)
			open |= meld_is_open(&p->melds[m]);
		ex->threat[i] = (struct ai_threat_seat){.seat = th[i].seat,
							.riichi = th[i].riichi,
							.open = open,
							.ready = (int)(th[i].tenpai * 1000 + 0.5)};
	}
}

static int guarded_choose(const struct guard_policy *pol, const struct seat_view *view,
			  const struct action *choices, int n, const struct rules *rules,
			  struct ai_score_memo *scores, struct ai_explain *ex)
{
	struct ai_table t;
	ai_table_init(&t, view, rules);
	t.scores = scores;
	t.open_fear = pol->open_fear;
	int i = ai_play_win(choices, n, ex);
	if (i >= 0)
		return i;
	struct ai_threat th[SEATS - 1];
	int nth = ai_find_threats(&t, th);
	explain_threats(ex, &t, th, nth);
	if (view->to_act_on >= 0)
		return ai_guarded_respond(pol, &t, choices, n, th, nth, ex);
	i = ai_play_kyuushu(&t, choices, n, ex);
	/* a kan gives the threat a new dora: only in one's own riichi, where it is free */
	if (i < 0 && (nth == 0 || view->seats[view->seat].riichi))
		i = ai_play_kan(&t, choices, n, ex);
	if (i >= 0)
		return i;

	struct ai_option opt[14];
	int m = ai_rank_discards(&t, choices, n, opt);
	if (m == 0)
		return ai_explained(ex, choices, 0, AI_REASON_NONE);
	if (nth == 0) {
		ai_explain_candidates(ex, opt, m);
		int pick = 0;
		if (pol->weigh_value)
			pick = most_promising(pol, &t, opt, m);
		return guarded_play(pol, &t, choices, &opt[pick], AI_REASON_SPEED, ex);
	}
	return defend(pol, &t, choices, opt, m, th, nth, ex);
}

static int defensive_choose(const struct seat_view *view, const struct action *choices, int n,
			    const struct rules *rules, struct rng *rng,
			    struct ai_score_memo *scores, struct ai_explain *ex)
{
	(void)rng;
	return guarded_choose(&defensive_policy, view, choices, n, rules, scores, ex);
}

static int balanced_choose(const struct seat_view *view, const struct action *choices, int n,
			   const struct rules *rules, struct rng *rng, struct ai_score_memo *scores,
			   struct ai_explain *ex)
{
	(void)rng;
	return guarded_choose(&balanced_policy, view, choices, n, rules, scores, ex);
}

const struct ai_strategy ai_defensive = {
    .player = AI_PLAYER(ai_defensive, "defensive",
			N_("tile efficiency, but folds against riichi and ready open hands")),
    .choose = defensive_choose,
    .mcr = &ai_mcr,
};

const struct ai_strategy ai_balanced = {
    .player = AI_PLAYER(ai_balanced, "balanced",
			N_("pushes or folds by expected points, builds for value, calls with "
			   "judgement")),
    .choose = balanced_choose,
    .mcr = &ai_mcr,
};
