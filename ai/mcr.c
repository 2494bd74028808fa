/*
 * The Chinese Official rules strategy. A hand must be worth 8 points to be declared, so every
 * decision weighs the plans the hand can still reach (ai/mcr_plans.c) and, once ready, the
 * exact score of each wait (ai/mcr_eval.c):
 *  - wins are always declared (the engine offers only those worth 8);
 *  - the discard keeps the most expected points: the best plans alive, then the most tiles
 *    that bring the best one closer;
 *  - a call is made only when the hand after it still reaches a plan worth 8 and is worth
 *    clearly more than passing; kongs when they cost the hand nothing;
 *  - against open hands that look ready, a far hand lets safer tiles go (ai/mcr_defence.c).
 * In riichi games the "mcr" player plays as the defensive strategy.
 */
#include <string.h>

#include "ai/ai.h"
#include "ai/mcr_defence.h"
#include "ai/mcr_eval.h"
#include "ai/play.h"
#include "rules/i18n_marks.h"
#include "rules/mcr.h"

/* A call must be worth this much more than passing; an added kong at least as much. */
static const double CALL_MARGIN = 1.15, KONG_MARGIN = 1.0;
/* Candidates within this share of the best get their acceptance counted. */
static const double NEAR_BEST = 0.97;
enum { ACCEPT_MAX = 4 };

struct weighed {
	int choice;
	tile_t tile;
	struct mcr_weight w;
	int accept;
};

/* Among equals, let go of honours and terminals before middle tiles. */
static int keep_worth(int kind)
{
	if (kind_is_honor(kind))
		return 0;
	int n = kind_number(kind);
	return n == 1 || n == 9 ? 1 : n == 2 || n == 8 ? 2 : 3;
}

static bool better(const struct weighed *a, const struct weighed *b)
{
	if (a->w.ev > b->w.ev * (1 + 1e-9) + 1e-12)
		return true;
	if (b->w.ev > a->w.ev * (1 + 1e-9) + 1e-12)
		return false;
	if (a->accept != b->accept)
		return a->accept > b->accept;
	return keep_worth(tile_kind(a->tile)) < keep_worth(tile_kind(b->tile));
}

static void sort_weighed(struct weighed *w, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && better(&w[j], &w[j - 1]); j--) {
			struct weighed x = w[j];
			w[j] = w[j - 1];
			w[j - 1] = x;
		}
}

/* Every distinct discard of the hand h (3n+2 tiles), weighed; best first. */
static int weigh_discards(const struct mcr_seat *s, struct mcr_hand *h, bool closed,
			  const struct action *choices, int n, struct weighed out[14])
{
	uint8_t *c = (uint8_t *)h->counts;
	int m = 0;
	for (int i = 0; i < n && m < 14; i++) {
		if (choices[i].type != ACT_DISCARD)
			continue;
		int k = tile_kind(choices[i].tile);
		bool dup = false;
		for (int j = 0; j < m; j++)
			dup |= tile_kind(out[j].tile) == k;
		if (dup || !c[k])
			continue;
		struct weighed *o = &out[m++];
		o->choice = i;
		o->tile = choices[i].tile;
		o->accept = 0;
		c[k]--;
		mcr_weigh(s, h, closed, &o->w);
		c[k]++;
	}
	sort_weighed(out, m);
	/* acceptance only where the expected points nearly tie */
	int near = 0;
	while (near < m && near < ACCEPT_MAX && out[near].w.ev >= out[0].w.ev * NEAR_BEST)
		near++;
	if (near > 1) {
		for (int i = 0; i < near; i++) {
			int k = tile_kind(out[i].tile);
			c[k]--;
			out[i].accept = mcr_acceptance(s, h, &out[i].w);
			c[k]++;
		}
		sort_weighed(out, near);
	} else if (m >= 1) {
		/* the one chosen: for the explanation */
		int k = tile_kind(out[0].tile);
		c[k]--;
		out[0].accept = mcr_acceptance(s, h, &out[0].w);
		c[k]++;
	}
	return m;
}

static void explain_weighed(struct ai_explain *ex, const struct weighed *w, int n)
{
	ex->ncand = n < 14 ? n : 14;
	for (int i = 0; i < ex->ncand; i++) {
		ex->cand[i] = (struct ai_candidate){
		    .tile = w[i].tile,
		    .shanten = w[i].w.distance > 8 ? 8 : w[i].w.distance,
		    .ukeire = w[i].accept,
		    .value = w[i].w.points,
		};
	}
}

/* Sets what the explanation says of the hand after a decision weighed as w. */
static void explain_hand(struct ai_explain *ex, const struct mcr_weight *w, int accept)
{
	ex->shanten = w->distance > 8 ? 8 : w->distance;
	ex->ukeire = accept;
	ex->fan = w->fan;
	ex->points = w->points;
}

/* A hand with a meld more: the melds copied into out[] with m appended. */
static void with_meld(const struct mcr_hand *h, const struct meld *m, struct meld out[4],
		      struct mcr_hand *to, uint8_t *counts)
{
	memcpy(out, h->melds, sizeof out[0] * (size_t)h->nmelds);
	out[h->nmelds] = *m;
	to->counts = counts;
	to->melds = out;
	to->nmelds = h->nmelds + 1;
	to->unseen = h->unseen;
}

/* The hand after own kong a (ankan or kakan), weighed before its replacement draw. */
static bool weigh_kong(const struct mcr_seat *s, const struct mcr_hand *h, const struct action *a,
		       struct mcr_weight *w)
{
	uint8_t c[TILE_KINDS];
	memcpy(c, h->counts, sizeof c);
	int k = tile_kind(a->tile);
	struct meld melds[4];
	struct mcr_hand after = {
	    .counts = c, .melds = melds, .nmelds = h->nmelds, .unseen = h->unseen};
	memcpy(melds, h->melds, sizeof melds[0] * (size_t)h->nmelds);
	if (a->type == ACT_ANKAN) {
		if (c[k] < 4 || h->nmelds >= 4)
			return false;
		c[k] -= 4;
		struct meld m = {.type = MELD_ANKAN,
				 .tiles = {(tile_t)k, (tile_t)k, (tile_t)k, (tile_t)k}};
		with_meld(h, &m, melds, &after, c);
	} else {
		int i = 0;
		while (i < h->nmelds && !(melds[i].type == MELD_PON && meld_kind(&melds[i]) == k))
			i++;
		if (i == h->nmelds || !c[k])
			return false;
		c[k]--;
		melds[i].type = MELD_KAKAN;
		melds[i].tiles[3] = (tile_t)k;
	}
	mcr_weigh(s, &after, s->t.closed, w);
	return true;
}

/*
 * Against players that look ready, what each discard may cost comes off what it keeps; says
 * whether that changed the choice.
 */
static bool defend(const struct mcr_seat *s, struct weighed *w, int m, struct ai_explain *ex)
{
	ex->threats = mcr_threats(s);
	if (!ex->threats || s->style != MCR_STYLE_VALUE)
		return false;
	int first = tile_kind(w[0].tile);
	for (int i = 0; i < m; i++)
		w[i].w.ev -= mcr_deal_in_cost(s, tile_kind(w[i].tile));
	sort_weighed(w, m);
	return tile_kind(w[0].tile) != first;
}

static int own_turn(const struct mcr_seat *s, const struct action *choices, int n,
		    struct ai_explain *ex)
{
	uint8_t c[TILE_KINDS];
	struct mcr_hand h;
	mcr_seat_hand(s, c, &h);
	struct weighed w[14];
	int m = weigh_discards(s, &h, s->t.closed, choices, n, w);
	if (m == 0)
		return ai_explained(ex, choices, 0, AI_REASON_NONE);
	bool folded = defend(s, w, m, ex);
	explain_weighed(ex, w, m);
	for (int i = 0; i < n; i++) {
		if (choices[i].type != ACT_ANKAN && choices[i].type != ACT_KAKAN)
			continue;
		struct mcr_weight kw;
		if (weigh_kong(s, &h, &choices[i], &kw) && kw.ev >= w[0].w.ev * KONG_MARGIN) {
			explain_hand(ex, &kw, 0);
			return ai_explained(ex, choices, i, AI_REASON_KAN);
		}
	}
	explain_hand(ex, &w[0].w, w[0].accept);
	enum ai_reason why = s->style == MCR_STYLE_SPEED	       ? AI_REASON_SPEED
			     : folded				       ? AI_REASON_FOLD
			     : w[0].w.plan < 0 && w[0].w.distance == 0 ? AI_REASON_READY
								       : AI_REASON_PLAN;
	return ai_explained(ex, choices, w[0].choice, why);
}

/* The meld a call makes from another's tile. */
static struct meld call_meld(const struct action *a, int from)
{
	struct meld m = {.type = a->type == ACT_CHI   ? MELD_CHI
				 : a->type == ACT_PON ? MELD_PON
						      : MELD_MINKAN,
			 .called = a->tile,
			 .from = (int8_t)from};
	int taken = a->type == ACT_MINKAN ? 3 : 2;
	for (int i = 0; i < taken; i++)
		m.tiles[i] = a->hand[i];
	m.tiles[taken] = a->tile;
	tiles_sort(m.tiles, taken + 1);
	return m;
}

/* Whether a hand weighed as w has somewhere to go that is worth 8 points. */
static bool reaches_8(const struct mcr_weight *w)
{
	return w->plan < 0 ? w->distance == 0 : w->points >= MCR_MIN_POINTS;
}

/* The hand after call a and its best discard (none after a kong, which draws instead). */
static bool weigh_call(const struct mcr_seat *s, const struct mcr_hand *h, const struct action *a,
		       const struct action *choices, int n, struct mcr_weight *out)
{
	if (h->nmelds >= 4)
		return false;
	uint8_t c[TILE_KINDS];
	memcpy(c, h->counts, sizeof c);
	int taken = a->type == ACT_MINKAN ? 3 : 2;
	for (int i = 0; i < taken; i++) {
		int k = tile_kind(a->hand[i]);
		if (!c[k])
			return false;
		c[k]--;
	}
	struct meld melds[4], m = call_meld(a, (s->t.v->to_act_on - s->t.seat + SEATS) % SEATS);
	struct mcr_hand after;
	with_meld(h, &m, melds, &after, c);
	if (a->type == ACT_MINKAN) {
		mcr_weigh(s, &after, false, out);
		return true;
	}
	/* every discard after the call: the choices offered now are no guide, so make them */
	struct action d[TILE_KINDS];
	int nd = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		if (c[k])
			d[nd++] = (struct action){.type = ACT_DISCARD, .tile = (tile_t)k};
	struct weighed w[14];
	(void)choices;
	(void)n;
	int m2 = weigh_discards(s, &after, false, d, nd, w);
	if (m2 == 0)
		return false;
	*out = w[0].w;
	return true;
}

static int respond(const struct mcr_seat *s, const struct action *choices, int n,
		   struct ai_explain *ex)
{
	uint8_t c[TILE_KINDS];
	struct mcr_hand h;
	mcr_seat_hand(s, c, &h);
	struct mcr_weight pass;
	mcr_weigh(s, &h, s->t.closed, &pass);
	int pick = -1;
	struct mcr_weight best = pass;
	for (int i = 0; i < n; i++) {
		const struct action *a = &choices[i];
		if (a->type != ACT_CHI && a->type != ACT_PON && a->type != ACT_MINKAN)
			continue;
		struct mcr_weight w;
		if (!weigh_call(s, &h, a, choices, n, &w))
			continue;
		if (s->style == MCR_STYLE_VALUE && !reaches_8(&w))
			continue; /* never into a hand that cannot be declared */
		if (w.ev > best.ev * CALL_MARGIN && w.ev > pass.ev * CALL_MARGIN) {
			best = w;
			pick = i;
		}
	}
	if (pick >= 0) {
		explain_hand(ex, &best, 0);
		return ai_explained(ex, choices, pick,
				    s->style == MCR_STYLE_SPEED ? AI_REASON_CALL
								: AI_REASON_PLAN_CALL);
	}
	int p = ai_action_index(choices, n, ACT_PASS);
	explain_hand(ex, &pass, mcr_acceptance(s, &h, &pass));
	return ai_explained(ex, choices, p < 0 ? 0 : p, AI_REASON_PASS);
}

static int choose_styled(const struct seat_view *view, const struct action *choices, int n,
			 const struct rules *rules, struct ai_explain *ex, enum mcr_style style)
{
	int i = ai_play_win(choices, n, ex);
	if (i >= 0)
		return i;
	struct mcr_seat s;
	mcr_seat_init(&s, view, rules, style);
	if (view->to_act_on >= 0)
		return respond(&s, choices, n, ex);
	return own_turn(&s, choices, n, ex);
}

static int mcr_choose(const struct seat_view *view, const struct action *choices, int n,
		      const struct rules *rules, struct rng *rng, struct ai_score_memo *scores,
		      struct ai_explain *ex)
{
	if (view->family != RULES_MCR)
		return ai_defensive.choose(view, choices, n, rules, rng, scores, ex);
	return choose_styled(view, choices, n, rules, ex, MCR_STYLE_VALUE);
}

static int mcr_speed_choose(const struct seat_view *view, const struct action *choices, int n,
			    const struct rules *rules, struct rng *rng,
			    struct ai_score_memo *scores, struct ai_explain *ex)
{
	if (view->family != RULES_MCR)
		return ai_efficiency.choose(view, choices, n, rules, rng, scores, ex);
	return choose_styled(view, choices, n, rules, ex, MCR_STYLE_SPEED);
}

const struct ai_strategy ai_mcr = {
    .player =
	AI_PLAYER(ai_mcr, "mcr",
		  N_("Chinese Official rules: aims for hands worth 8 points (every AI plays so "
		     "in MCR games)")),
    .choose = mcr_choose,
};

const struct ai_strategy ai_mcr_speed = {
    .player = AI_PLAYER(ai_mcr_speed, "mcr-speed",
			N_("Chinese Official rules baseline: the fastest hand, whatever it is "
			   "worth")),
    .choose = mcr_speed_choose,
};
