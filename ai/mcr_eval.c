/*
 * The expected points of an MCR hand. A plan at shanten d wins with a chance that falls by a
 * constant factor per step and pays 24 plus its points on a discard (8 + points from the
 * discarder, 8 from each other player); a plan that falls short of 8 points is worth little,
 * because the hand could not be declared. The three best plans count, the best in full, so
 * that a discard keeping two good plans beats one keeping only one.
 */
#include "ai/mcr_eval.h"

#include <string.h>

#include "rules/mcr.h"

/* The chance of a plan at distance d: READY_CHANCE * STEP^d; plans further than FAR are out. */
static const double READY_CHANCE = 0.5, STEP = 0.2, SHORT_OF_8 = 0.15;
static const double SECOND_PLAN = 0.3, THIRD_PLAN = 0.1;
enum { FAR = 6, RON_PAYERS = 24 /* 8 + 8 + 8 */ };

void mcr_seat_init(struct mcr_seat *s, const struct seat_view *v, const struct rules *rules,
		   enum mcr_style style)
{
	ai_table_init(&s->t, v, rules);
	s->x.closed = s->t.closed;
	s->x.seat_wind = s->t.seat_wind;
	s->x.round_wind = s->t.round_wind;
	s->style = style;
}

void mcr_seat_hand(const struct mcr_seat *s, uint8_t counts[TILE_KINDS], struct mcr_hand *h)
{
	memcpy(counts, s->t.hand, TILE_KINDS);
	h->counts = counts;
	h->melds = s->t.v->seats[s->t.seat].melds;
	h->nmelds = s->t.nmelds;
	h->unseen = s->t.unseen;
}

/* Own draws left, about a quarter of the live wall. */
static int draws_left(const struct mcr_seat *s)
{
	return s->t.v->live_left / 4;
}

/* The chance to complete a plan d steps from ready with draws draws left. */
static double plan_chance(int d, int draws)
{
	if (d + 1 > draws)
		return 0;
	double p = READY_CHANCE;
	for (int i = 0; i < d; i++)
		p *= STEP;
	return p;
}

/* The chance to win a ready hand with w winning tiles unseen. */
static double ready_chance(double w, int draws)
{
	double p = 0.11 * w;
	if (p > 0.85)
		p = 0.85;
	return draws >= 6 ? p : p * (draws + 1) / 7;
}

/* The hand of h plus the winning tile k, for the calculator. */
static void hand_of(const struct mcr_hand *h, struct hand *out)
{
	memset(out, 0, sizeof *out);
	for (int k = 0; k < TILE_KINDS; k++)
		for (int i = 0; i < h->counts[k] && out->ntiles < 14; i++)
			out->tiles[out->ntiles++] = (tile_t)k;
	out->nmelds = h->nmelds;
	memcpy(out->melds, h->melds, sizeof out->melds[0] * (size_t)h->nmelds);
}

/*
 * A ready hand scored wait by wait: what a discard pays when it wins on a discard with 8
 * points, and on a draw when only self-drawing reaches 8.
 */
static void weigh_ready(const struct mcr_seat *s, const struct mcr_hand *h, struct mcr_weight *w)
{
	uint8_t *c = (uint8_t *)h->counts;
	struct hand hand;
	hand_of(h, &hand);
	struct mcr_context ctx = {.round_wind = s->x.round_wind, .seat_wind = s->x.seat_wind};
	double tiles = 0, paid = 0, points = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		int left = s->t.unseen[k];
		if (!left || c[k] >= 4)
			continue;
		c[k]++;
		bool wins = mcr_shanten(c, h->nmelds, NULL) == -1;
		c[k]--;
		if (!wins)
			continue;
		struct mcr_result r;
		ctx.win = (tile_t)k;
		ctx.tsumo = false;
		/* 和绝张: the other three copies shown on the table, not held concealed */
		ctx.last_tile = s->t.visible[k] - s->t.hand[k] == 3;
		mcr_score(&hand, &ctx, &r);
		double weight = 1;
		if (r.status != MCR_OK || !r.enough) {
			ctx.tsumo = true;
			mcr_score(&hand, &ctx, &r);
			weight = 0.3; /* a third of the wins come from one's own draws */
		}
		if (r.status != MCR_OK || !r.enough)
			continue;
		tiles += weight * left;
		paid += weight * left * r.total;
		points += weight * left * r.points;
		w->winning += left;
	}
	if (tiles <= 0)
		return;
	w->ev = ready_chance(tiles, draws_left(s)) * paid / tiles;
	w->distance = 0;
	w->points = (int)(points / tiles + 0.5);
	w->plan = -1;
}

/* The plans' part: the best three at full, a third and a tenth. */
static void weigh_plans(const struct mcr_seat *s, const struct mcr_hand *h, bool closed,
			bool ready_scored, struct mcr_weight *w, double *plans_ev)
{
	const struct mcr_plan *p;
	int n = mcr_plans(&p), draws = draws_left(s);
	struct mcr_extras x = s->x;
	x.closed = closed;
	double top[3] = {0, 0, 0};
	for (int i = 0; i < n; i++) {
		int d = mcr_plan_distance(&p[i], h);
		if (d > FAR || (d <= 0 && ready_scored))
			continue;
		int v = mcr_plan_value(&p[i], h, &x);
		double pay = RON_PAYERS + v;
		if (v < MCR_MIN_POINTS)
			pay *= SHORT_OF_8;
		double ev = plan_chance(d < 0 ? 0 : d, draws) * pay;
		if (ev > top[0]) {
			top[2] = top[1];
			top[1] = top[0];
			top[0] = ev;
			w->plan = i;
			w->distance = d;
			w->fan = p[i].fan;
			w->points = v;
		} else if (ev > top[1]) {
			top[2] = top[1];
			top[1] = ev;
		} else if (ev > top[2]) {
			top[2] = ev;
		}
	}
	*plans_ev = top[0] + SECOND_PLAN * top[1] + THIRD_PLAN * top[2];
}

/* The baseline: the fastest shape, whatever it is worth. */
static void weigh_speed(const struct mcr_seat *s, const struct mcr_hand *h, struct mcr_weight *w)
{
	enum mcr_shape shape;
	int d = mcr_shanten(h->counts, h->nmelds, &shape);
	w->distance = d;
	w->ev = plan_chance(d < 0 ? 0 : d, draws_left(s) + 1) * RON_PAYERS;
}

void mcr_weigh(const struct mcr_seat *s, const struct mcr_hand *h, bool closed,
	       struct mcr_weight *out)
{
	memset(out, 0, sizeof *out);
	out->distance = 99;
	out->plan = -1;
	out->fan = MCR_NONE;
	if (s->style == MCR_STYLE_SPEED) {
		weigh_speed(s, h, out);
		return;
	}
	bool ready = mcr_shanten(h->counts, h->nmelds, NULL) == 0;
	struct mcr_weight ready_w = *out;
	if (ready)
		weigh_ready(s, h, &ready_w);
	double plans_ev = 0;
	weigh_plans(s, h, closed, ready, out, &plans_ev);
	if (ready_w.ev > 0) {
		double other = plans_ev;
		*out = ready_w;
		/* a plan still open beside a ready hand is a second chance, not a first */
		out->ev = ready_w.ev + SECOND_PLAN * other;
		return;
	}
	out->ev = plans_ev;
}

int mcr_acceptance(const struct mcr_seat *s, const struct mcr_hand *h, const struct mcr_weight *w)
{
	if (w->plan < 0 && w->distance == 0)
		return w->winning;
	uint8_t *c = (uint8_t *)h->counts;
	const struct mcr_plan *p;
	mcr_plans(&p);
	int total = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (!s->t.unseen[k] || c[k] >= 4)
			continue;
		c[k]++;
		int d;
		if (s->style == MCR_STYLE_SPEED || w->plan < 0)
			d = mcr_shanten(c, h->nmelds, NULL);
		else
			d = mcr_plan_distance(&p[w->plan], h);
		c[k]--;
		if (d < w->distance)
			total += s->t.unseen[k];
	}
	return total;
}
