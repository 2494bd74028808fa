/*
 * Push or fold, turn by turn. Going on, each of one's turns the hand can move a step (the
 * accepted tiles among those unseen; once ready, by tsumo and as often again by ron), a
 * ready threat can end the hand first (the model's threat_wins a go-around), and each discard
 * made while going on can deal in (a tile let go against a ready hand, 5%: a little under
 * the 6.8% bench/calibrate_danger measures for a tile held, as one lets the safer ones go).
 * Folding loses only what the safest tiles leak, a turn at a time while the hand lives. The
 * chances are worked out over the draws left, one's own being a quarter of the wall.
 *
 * Either way the hand can end without one's win or deal-in, and the model counts what that
 * costs (tsumo_share, draw_paid): the seat pays its part of a threat's tsumo, and at the
 * exhaustive draw a ready hand is paid where one not ready pays. A push that wins first or
 * stays ready saves some of both, which a fold never does.
 */
#include "ai/pushfold.h"

#include <string.h>

enum {
	TENPAI_WAIT = 6,     /* accepted tiles once ready, beyond the first step */
	ONE_AWAY_TILES = 20, /* ... one step away */
	FAR_TILES = 40,	     /* ... further */
};

/* measured or tuned with bench/bench_ai (four defensive: win and deal-in as before the
 * danger model was calibrated, tenpai pushing against a riichi about 70% of the time) */
static const double ron_share = 2.0;	  /* wins by tsumo and by ron, per own draw */
static const double future_danger = 0.05; /* a later discard against a ready hand */
static const double fold_leak = 0.02;	  /* a later safest tile */

const struct ai_pushfold_model ai_pushfold_measured = {.threat_wins = AI_THREAT_WINS,
						       .fold_ends = true,
						       .tsumo_share = AI_THREAT_TSUMO,
						       .draw_paid = true};
const struct ai_pushfold_model ai_pushfold_tuned = {.threat_wins = 0.06, .fold_ends = false};

/*
 * What the threats' wins by tsumo cost the seat, each weighed by the chance it is ready: a
 * dealer pays half, the others a third of a dealer's win and a quarter of another's.
 */
static double tsumo_cost(const struct ai_table *t, const struct ai_threat *th, int nth)
{
	double cost = 0;
	for (int i = 0; i < nth; i++) {
		double part = t->dealer					    ? 0.5
			      : ai_seat_wind(t->v, th[i].seat) == TILE_EAST ? 1.0 / 3
									    : 0.25;
		cost += th[i].tenpai * th[i].value * part;
	}
	return cost;
}

/*
 * At an exhaustive draw against a ready threat, the others folded: ready, the seat shares
 * the noten players' payments with the threat; not ready, it pays its share to the threat.
 */
static double draw_payment(const struct ai_table *t, bool ready)
{
	int pool = t->rules ? rules_family_of(t->rules->family)->noten_pool : 3000;
	int n = ai_nseats(t->v);
	return ready ? pool / 2.0 : (double)pool / (n - 1);
}

/* The accepted tiles at each shanten below the first. */
static int typical_tiles(int shanten)
{
	return shanten == 0 ? TENPAI_WAIT : shanten == 1 ? ONE_AWAY_TILES : FAR_TILES;
}

void ai_pushfold_weigh(const struct ai_pushfold_model *model, const struct ai_table *t,
		       const struct ai_threat *th, int nth, int shanten, int ukeire, int value,
		       const struct ai_danger *d, const struct ai_danger *safest,
		       struct ai_pushfold *out)
{
	memset(out, 0, sizeof *out);
	out->shanten = shanten;
	out->ukeire = ukeire;
	out->value = value;
	out->live_left = t->v->live_left;
	out->risk_now = d->chance;

	/* how likely someone threatening is ready, and what dealing into them costs then */
	double sum = 0, weighed = 0;
	for (int i = 0; i < nth; i++) {
		sum += th[i].tenpai;
		weighed += th[i].tenpai * th[i].value;
	}
	double threat_value = sum > 0 ? weighed / sum : 0;
	double tsumo_paid = sum > 0 ? model->tsumo_share * tsumo_cost(t, th, nth) / sum : 0;
	double ready = ai_threat_ready(th, nth);
	out->threat_value = (int)threat_value;

	int unseen = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		unseen += t->unseen[k];
	if (unseen < 1)
		unseen = 1;
	int draws = t->v->live_left / ai_nseats(t->v);
	double end = model->threat_wins * ready;

	/*
	 * Going on: at[s] is the chance of being alive at shanten s (the hand not yet ended),
	 * stepping down one shanten a turn with the chance its accepted tiles give.
	 */
	double at[8] = {0}, won = 0, dealt = d->chance / 1000.0, ended = 0;
	int s0 = shanten < 0 ? 0 : shanten > 6 ? 6 : shanten;
	at[s0] = 1 - dealt;
	for (int turn = 0; turn < draws; turn++) {
		double next[8] = {0};
		for (int s = 0; s <= s0; s++) {
			if (at[s] <= 0)
				continue;
			double alive = at[s] * (1 - end);
			ended += at[s] * end;
			int tiles = s == s0 ? ukeire : typical_tiles(s);
			double step = (double)tiles / unseen * (s == 0 ? ron_share : 1);
			if (step > 0.9)
				step = 0.9;
			if (s == 0)
				won += alive * step;
			else
				next[s - 1] += alive * step * (1 - future_danger * ready);
			/* the turn's discard, against a threat that may be ready */
			double stay = alive * (1 - step);
			dealt += (alive * (s == 0 ? 1 - step : 1)) * future_danger * ready;
			next[s] += stay * (1 - future_danger * ready);
		}
		memcpy(at, next, sizeof at);
	}
	double noten = 0;
	for (int s = 1; s <= s0; s++)
		noten += at[s];
	double rest = -ended * tsumo_paid;
	if (model->draw_paid)
		rest += ready * (at[0] * draw_payment(t, true) - noten * draw_payment(t, false));
	out->win = (int)(won * 1000 + 0.5);
	out->deal_in = (int)(dealt * 1000 + 0.5);
	out->rest = (int)rest;
	out->ev = (int)(won * value - dealt * threat_value + rest);
	/* folding, each later turn leaks; with fold_ends only while the hand lives, the threat
	 * ending it first as it may end going on */
	double fold_dealt = safest->chance / 1000.0, fold_rest = 0;
	if (model->fold_ends) {
		double alive = 1 - fold_dealt, fold_ended = 0;
		for (int turn = 0; turn < draws; turn++) {
			fold_ended += alive * end;
			alive *= 1 - end;
			fold_dealt += alive * fold_leak * ready;
			alive *= 1 - fold_leak * ready;
		}
		fold_rest = -fold_ended * tsumo_paid;
		if (model->draw_paid)
			fold_rest -= ready * alive * draw_payment(t, false);
	} else {
		fold_dealt += fold_leak * ready * (draws > 0 ? draws : 0);
	}
	out->fold_ev = (int)(-fold_dealt * threat_value + fold_rest);
	out->fold_deal_in = (int)(fold_dealt * 1000 + 0.5);
}
