/*
 * Push or fold, turn by turn. Going on, each of one's turns the hand can move a step (the
 * accepted tiles among those unseen; once ready, by tsumo and as often again by ron), a
 * ready threat can end the hand first (the model's threat_wins a go-around), and each discard
 * made while going on can deal in (a tile let go against a ready hand, 5%: a little under
 * the 6.8% bench/calibrate_danger measures for a tile held, as one lets the safer ones go).
 * Folding loses only what the safest tiles leak, a turn at a time while the hand lives. The
 * chances are worked out over the draws left, one's own being a quarter of the wall.
 *
 * Left out on purpose: what the hand's end costs beside one's win and deal-in (one's part
 * of a threat's tsumo, the payments at the exhaustive draw). Counted (tsumo 0.55 of the
 * threat's wins, bench/threat_wins.js), balanced won more and dealt in more (four balanced:
 * 22.5% and 14.2% from 20.3% and 11.4%) and its place did not move against majiang-ai (paired
 * over 760 games, +0.001 +- 0.020) and fell 0.012 against three defensive.
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
						       .fold_ends = true};
const struct ai_pushfold_model ai_pushfold_tuned = {.threat_wins = 0.06, .fold_ends = false};

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
	double at[8] = {0}, won = 0, dealt = d->chance / 1000.0;
	int s0 = shanten < 0 ? 0 : shanten > 6 ? 6 : shanten;
	at[s0] = 1 - dealt;
	for (int turn = 0; turn < draws; turn++) {
		double next[8] = {0};
		for (int s = 0; s <= s0; s++) {
			if (at[s] <= 0)
				continue;
			double alive = at[s] * (1 - end);
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
	out->win = (int)(won * 1000 + 0.5);
	out->deal_in = (int)(dealt * 1000 + 0.5);
	out->ev = (int)(won * value - dealt * threat_value);
	/* folding, each later turn leaks; with fold_ends only while the hand lives, the threat
	 * ending it first as it may end going on */
	double fold_dealt = safest->chance / 1000.0;
	if (model->fold_ends) {
		double alive = 1 - fold_dealt;
		for (int turn = 0; turn < draws; turn++) {
			alive *= 1 - end;
			fold_dealt += alive * fold_leak * ready;
			alive *= 1 - fold_leak * ready;
		}
	} else {
		fold_dealt += fold_leak * ready * (draws > 0 ? draws : 0);
	}
	out->fold_ev = (int)(-fold_dealt * threat_value);
	out->fold_deal_in = (int)(fold_dealt * 1000 + 0.5);
}
