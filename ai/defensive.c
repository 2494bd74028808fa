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
#include "ai/calls.h"
#include "ai/danger.h"
#include "ai/discards.h"
#include "ai/draw_tenpai.h"
#include "ai/lookahead.h"
#include "ai/paths.h"
#include "ai/play.h"
#include "ai/pushfold.h"
#include "ai/table.h"
#include "ai/value.h"
#include "rules/i18n_marks.h"

/* The last draws, when a safe tenpai is worth more than a tile of safety. */
enum { LAST_DRAWS = 8 };

/* The own draws left, as the lookahead counts them. */
static int own_draws(const struct ai_table *t)
{
	return t->v->live_left / ai_nseats(t->v);
}

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

static void explain_danger(struct ai_explain *ex, const struct weighed *w, int nw)
{
	ex->defending = true;
	ex->ncand = nw < 14 ? nw : 14;
	for (int i = 0; i < ex->ncand; i++) {
		ex->cand[i] = w[i].opt->c;
		ex->cand[i].danger = w[i].d.chance;
		ex->cand[i].danger_class = w[i].d.cls;
	}
}

/*
 * What tells the two guarded strategies apart: defensive calls whenever a call is faster and
 * builds the fastest hand; balanced looks ahead near tenpai (ai/lookahead.c), choosing the
 * discard and the call expected to bring the most, and builds for acceptance and value
 * together further away, and late in a hand keeps or calls a hand ready for the draw's
 * payment (ai/draw_tenpai.h). Both read closed hands that may be ready without riichi from
 * their discards (ai_quiet_tenpai in ai/danger.c).
 */
struct guard_policy {
	bool judge_calls;
	bool weigh_value; /* unthreatened, the discard with the most acceptance times value */
	/* whether to declare riichi discarding the option's tile */
	bool (*riichi)(const struct ai_table *t, const struct ai_option *opt);
	/* own hand's value, weighed against the threats' in push or fold, times this: balanced
	 * pushes more than the points alone say (measured with self-play: 1.7 wins 0.7 points
	 * more often than 1.3 for 0.9 more deal-ins, placement the same) */
	double push;
	/* near tenpai, going on is weighed by looking ahead (0: never), its value times this in
	 * place of push (balanced: 1.0 since the lookahead counts the draw's payment for being
	 * ready; 1.2 before, when 1.0 won too seldom and 1.45 dealt in too often) */
	double outlook_push;
	bool early_yakuhai; /* pon a value honour even when it does not speed the hand */
	bool placement;	    /* in the last hand, push or fold by the placement at stake */
	/* a win's value counts this share of the sticks and counters on the table (balanced: 0.7,
	 * measured with self-play: the whole pot pushed into more deal-ins) */
	double pot;
	/* pushing, a narrow cheap tenpai stays quiet to keep the fold open (balanced: riichi,
	 * as a quiet hand without a yaku could win only by its own draw) */
	bool narrow_dama;
	/* late in the hand, a hand that cannot win is kept or called ready for the draw's
	 * payment (ai/draw_tenpai.h) */
	bool draw_tenpai;
};

/* The live tiles left below which a quiet hand with a yaku stays quiet (about five draws of
 * one's own), and the value (a non-dealer's; the dealer's half as much again) from which one
 * stays quiet at any time. */
enum { LATE_DAMA = 20, DAMA_VALUE = 5200 };

/*
 * Balanced takes the shared rule, but a tenpai that has a yaku stays quiet late in the hand
 * (riichi would pay a stick for a few draws and give up the fold a late threat may call for)
 * or when it is worth 5200 already (measured with self-play: with the calls judged by their
 * outlook, the riichi rate of four balanced 23% without it, 21.6% with it, the average win
 * still above 6,000).
 */
static bool balanced_riichi(const struct ai_table *t, const struct ai_option *opt)
{
	if (!ai_riichi_worth(t, opt))
		return false;
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	tile_t rest[14];
	int n = ai_tiles_without(t, opt->c.tile, rest);
	int dama = ai_tenpai_value(&h, rest, n, false, NULL);
	if (dama >= (t->dealer ? DAMA_VALUE * 3 / 2 : DAMA_VALUE))
		return false;
	if (t->v->live_left > LATE_DAMA)
		return true;
	return dama == 0;
}

static const struct guard_policy defensive_policy = {.judge_calls = false,
						     .weigh_value = false,
						     .riichi = ai_riichi_worth,
						     .push = 1,
						     .narrow_dama = true};
static const struct guard_policy balanced_policy = {.judge_calls = true,
						    .weigh_value = true,
						    .riichi = balanced_riichi,
						    .push = 1.7,
						    .outlook_push = 1.0,
						    .early_yakuhai = true,
						    .placement = true,
						    .pot = 0.7,
						    .draw_tenpai = true};

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
 * South 4 plays for the placement: in the last hand the leader has a place to lose and
 * nothing to gain by pushing, so its hand counts a fifth; the last has nothing to lose by
 * dealing in, so its hand counts ten times (measured with self-play over five seeds:
 * average placement about 0.01 better).
 */
static double push_of(const struct guard_policy *pol, const struct ai_table *t)
{
	const struct seat_view *v = t->v;
	int n = ai_nseats(v);
	if (!pol->placement || v->round_wind != TILE_SOUTH || v->hand_number != n - 1)
		return pol->push;
	int above = 0;
	for (int s = 0; s < n; s++)
		above += s != t->seat && v->seats[s].points > v->seats[t->seat].points;
	return above == 0 ? 0.2 : above == n - 1 ? 10 : pol->push;
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
	explain_danger(ex, w, m);
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
	double push = push_of(pol, t);
	int pot = (int)(pol->pot * (1000 * t->v->riichi_sticks + 300 * t->v->honba));
	/* the options looked ahead share one cache of tenpai hands */
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	struct ai_lookahead la;
	ai_lookahead_init(&la, &h, 0);
	double look_push = push / pol->push * pol->outlook_push;
	struct ai_pushfold chosen;
	ai_pushfold_weigh(t, th, nth, opt[0].c.shanten, opt[0].c.ukeire,
			  hand_value(t, &opt[0]) * push + pot, &w[0].d, &w[best].d, &chosen);
	if (pol->outlook_push > 0)
		outlook_weigh(&la, t, &opt[0], look_push, pot, &chosen);
	for (int i = 1; i < m; i++) {
		const struct ai_option *o = w[i].opt;
		if (o->c.shanten > opt[0].c.shanten || o->c.ukeire * 5 < opt[0].c.ukeire * 4)
			continue;
		struct ai_pushfold pf;
		ai_pushfold_weigh(t, th, nth, o->c.shanten, o->c.ukeire,
				  hand_value(t, o) * push + pot, &w[i].d, &w[best].d, &pf);
		if (pol->outlook_push > 0)
			outlook_weigh(&la, t, o, look_push, pot, &pf);
		if (pf.ev > chosen.ev) {
			go = i;
			chosen = pf;
		}
	}
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
	    (pol->draw_tenpai && own_draws(t) <= AI_DRAW_TENPAI_DRAWS))
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
	ex->shanten = w[best].opt->c.shanten;
	ex->ukeire = w[best].opt->c.ukeire;
	return ai_explained(ex, choices, w[best].opt->choice, AI_REASON_FOLD);
}

/* What the closed hand is worth as it stands (riichi to come counted), for judging calls. */
static int closed_value(const struct ai_table *t)
{
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	uint8_t c[TILE_KINDS];
	memcpy(c, t->hand, sizeof c);
	enum ai_path path;
	ai_shanten(&h, c, &path);
	return ai_value_estimate(&h, c, t->red_concealed, path);
}

/* Whether a riichi, or open hands that together are as good as one ready hand, threaten. */
static bool threatened(const struct ai_threat *th, int nth, bool *riichi)
{
	double ready = 0;
	*riichi = false;
	for (int i = 0; i < nth; i++) {
		*riichi |= th[i].riichi;
		ready += th[i].tenpai;
	}
	return *riichi || ready >= 1;
}

/*
 * Whether the call is worth its cost. Threatened (a riichi, or open hands that together are
 * as good as one ready hand), only to reach tenpai or close to it with a big hand; an open
 * hand or two still building is no reason to stop calling. Otherwise never a call that
 * leaves a slow closed hand a third of its value.
 */
static bool call_worth(const struct ai_table *t, const struct ai_call_eval *e, int nth,
		       const struct ai_threat *th)
{
	bool riichi;
	if (threatened(th, nth, &riichi)) {
		/* threatened: to reach tenpai, or one step from it with a big hand and no riichi */
		return e->shanten == 0 || (e->shanten == 1 && e->value >= 5800 && !riichi);
	}
	if (!t->closed || e->shanten <= 1)
		return true;
	return e->value * 3 >= closed_value(t);
}

/* Against a threat, call only to reach tenpai; otherwise as efficiency (balanced: with judgement).
 */
/*
 * A pon of a value honour that keeps the shanten (the pair was the hand's pair): the yaku is
 * sure and the hand may go on to call for speed; closed, the pair had only two copies left.
 */
static int yakuhai_pon(const struct ai_table *t, const struct action *choices, int n,
		       struct ai_call_eval *e)
{
	int now = ai_current_shanten(t, NULL);
	if (now <= 0)
		return -1;
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_PON && t->yakuhai[tile_kind(choices[i].tile)] &&
		    ai_call_evaluate(t, &choices[i], now + 1, e))
			return i;
	return -1;
}

/* The hand as it stands, looked ahead (ai/lookahead.c); -1 when too far from tenpai. */
static double hand_outlook(const struct ai_table *t)
{
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	int s = ai_shanten(&h, t->hand, NULL);
	if (s > AI_LOOKAHEAD_SHANTEN)
		return -1;
	struct ai_lookahead la;
	ai_lookahead_init(&la, &h, 0);
	return ai_table_outlook(&la, t, -1, s, NULL);
}

/* What being ready for the draw alone is expected to bring now (ai/draw_tenpai.h), 0 while it
 * is too early for that (ai/lookahead.h). */
static double ready_only(const struct guard_policy *pol, const struct ai_table *t)
{
	if (!pol->draw_tenpai || own_draws(t) > AI_LOOKAHEAD_READY_DRAWS)
		return 0;
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	struct ai_lookahead la;
	ai_lookahead_init(&la, &h, 0);
	return ai_lookahead_ready_only(&la);
}

/* Whether the call a can be followed by a discard that leaves the hand ready, the least
 * dangerous such discard's deal-in chance no more than max_chance. */
static bool call_makes_ready(const struct ai_table *t, const struct action *a,
			     const struct ai_threat *th, int nth, int max_chance)
{
	struct ai_called called;
	int chance;
	return ai_call_apply(t, a, &called) &&
	       ai_call_ready_discard(t, &called, th, nth, &chance) >= 0 && chance <= max_chance;
}

static bool is_call(const struct ai_table *t, const struct action *a)
{
	return a->type == ACT_CHI || a->type == ACT_PON || (a->type == ACT_MINKAN && !t->closed);
}

/*
 * Near tenpai and unthreatened, the call that is expected to bring the most, looked ahead,
 * when it brings more than keeping the hand: -1 for a pass, -2 when the hand is too far to
 * look ahead. Late in the hand, a call that leaves the hand ready for the draw alone counts
 * what that brings (*for_draw then set). (Calling at 85% of the hand kept was measured: more
 * calls and wins, a lower average win, placement no better.)
 */
static int call_by_outlook(const struct guard_policy *pol, const struct ai_table *t,
			   const struct action *choices, int n, bool *for_draw)
{
	*for_draw = false;
	double keep = hand_outlook(t);
	double ready = ready_only(pol, t);
	if (ready > 0) {
		double kept_ready = ai_ready_without(t, -1) ? ready : 0;
		keep = keep > kept_ready ? keep : kept_ready;
	}
	if (keep < 0)
		return -2;
	int pick = -1;
	double best = keep;
	for (int i = 0; i < n; i++) {
		const struct action *a = &choices[i];
		if (!is_call(t, a))
			continue;
		double ev = ai_call_outlook(t, a, NULL);
		if (ev > best) {
			best = ev;
			pick = i;
			*for_draw = false;
		}
		if (ready > best && call_makes_ready(t, a, NULL, 0, 0)) {
			best = ready;
			pick = i;
			*for_draw = true;
		}
	}
	return pick;
}

/* Threatened late in the hand, a hand not ready that a call makes ready for the draw with a
 * nearly safe discard after it (as the fold takes a safe tenpai); -1 for none. */
static int call_ready_for_draw(const struct guard_policy *pol, const struct ai_table *t,
			       const struct action *choices, int n, const struct ai_threat *th,
			       int nth)
{
	if (ready_only(pol, t) <= 0 || ai_ready_without(t, -1))
		return -1;
	for (int i = 0; i < n; i++)
		if (is_call(t, &choices[i]) && call_makes_ready(t, &choices[i], th, nth, 20))
			return i;
	return -1;
}

static int respond(const struct guard_policy *pol, const struct ai_table *t,
		   const struct action *choices, int n, const struct ai_threat *th, int nth,
		   struct ai_explain *ex)
{
	struct ai_call_eval e;
	bool riichi;
	bool threat = threatened(th, nth, &riichi);
	if (pol->judge_calls && !threat) {
		bool for_draw;
		int i = call_by_outlook(pol, t, choices, n, &for_draw);
		if (i >= 0 && for_draw) {
			ex->shanten = 0;
			return ai_explained(ex, choices, i, AI_REASON_CALL_FOR_DRAW);
		}
		if (i >= 0 && ai_call_evaluate(t, &choices[i], 99, &e)) {
			ex->shanten = e.shanten;
			ex->ukeire = e.ukeire;
			return ai_explained(ex, choices, i, AI_REASON_CALL);
		}
		if (i == -1) {
			int pass = ai_action_index(choices, n, ACT_PASS);
			return ai_explained(ex, choices, pass < 0 ? 0 : pass, AI_REASON_PASS);
		}
	}
	int i = ai_best_call(t, choices, n, &e);
	if (i < 0 && pol->early_yakuhai)
		i = yakuhai_pon(t, choices, n, &e);
	bool take =
	    i >= 0 && (pol->judge_calls ? call_worth(t, &e, nth, th) : nth == 0 || e.shanten == 0);
	if (take) {
		ex->shanten = e.shanten;
		ex->ukeire = e.ukeire;
		return ai_explained(ex, choices, i, AI_REASON_CALL);
	}
	if (threat && (i = call_ready_for_draw(pol, t, choices, n, th, nth)) >= 0) {
		ex->shanten = 0;
		return ai_explained(ex, choices, i, AI_REASON_CALL_FOR_DRAW);
	}
	int pass = ai_action_index(choices, n, ACT_PASS);
	return ai_explained(ex, choices, pass < 0 ? 0 : pass, AI_REASON_PASS);
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
		for (int i = 0; i < m && opt[i].c.shanten == opt[0].c.shanten; i++) {
			double ev = ai_table_outlook(&la, t, opt[i].c.tile, opt[i].c.shanten, NULL);
			if (ev > best_ev + 1e-9) {
				best_ev = ev;
				best = i;
			}
		}
	}
	/* late, a hand that cannot win may still be ready for the draw */
	if (ready_only(pol, t) > best_ev + 1e-9)
		for (int i = 0; i < m; i++)
			if (opt[i].c.shanten > 0 && ai_ready_without(t, tile_kind(opt[i].c.tile)))
				return i;
	return best < 0 ? most_worth(opt, m) : best;
}

static int guarded_choose(const struct guard_policy *pol, const struct seat_view *view,
			  const struct action *choices, int n, const struct rules *rules,
			  struct ai_explain *ex)
{
	struct ai_table t;
	ai_table_init(&t, view, rules);
	int i = ai_play_win(choices, n, ex);
	if (i >= 0)
		return i;
	struct ai_threat th[SEATS - 1];
	int nth = ai_find_threats(&t, th);
	ex->threats = nth;
	if (view->to_act_on >= 0)
		return respond(pol, &t, choices, n, th, nth, ex);
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
			    const struct rules *rules, struct rng *rng, struct ai_explain *ex)
{
	(void)rng;
	return guarded_choose(&defensive_policy, view, choices, n, rules, ex);
}

static int balanced_choose(const struct seat_view *view, const struct action *choices, int n,
			   const struct rules *rules, struct rng *rng, struct ai_explain *ex)
{
	(void)rng;
	return guarded_choose(&balanced_policy, view, choices, n, rules, ex);
}

#define NAME "defensive"
#define DESCRIBE N_("tile efficiency, but folds against riichi and ready open hands")

const struct ai_strategy ai_defensive = {
    .name = NAME,
    .describe = DESCRIBE,
    .choose = defensive_choose,
    .player = {.name = NAME,
	       .describe = DESCRIBE,
	       .create = ai_player_create,
	       .destroy = ai_controller_free,
	       .data = &ai_defensive},
    .mcr = &ai_mcr,
};

#define BALANCED "balanced"
#define BALANCED_DESCRIBE                                                                          \
	N_("pushes or folds by expected points, builds for value, calls with judgement")

const struct ai_strategy ai_balanced = {
    .name = BALANCED,
    .describe = BALANCED_DESCRIBE,
    .choose = balanced_choose,
    .player = {.name = BALANCED,
	       .describe = BALANCED_DESCRIBE,
	       .create = ai_player_create,
	       .destroy = ai_controller_free,
	       .data = &ai_balanced},
    .mcr = &ai_mcr,
};
