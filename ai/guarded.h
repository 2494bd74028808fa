/*
 * What the two guarded strategies (defensive and balanced, ai/defensive.c) share: the policy
 * that tells them apart, and their answer to another player's discard (ai/guarded_calls.c).
 */
#ifndef JANSOU_AI_GUARDED_H
#define JANSOU_AI_GUARDED_H

#include <stdbool.h>

#include "ai/ai.h"
#include "ai/danger.h"
#include "ai/discards.h"
#include "ai/pushfold.h"
#include "ai/table.h"

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
	 * place of push, and by the places at stake as push is (balanced: 1.1, as playing for the
	 * places folds more: four balanced won 20.9% at 1.0, 21.1% at 1.1; 1.2 before the
	 * lookahead counted the draw's payment, when 1.0 won too seldom and 1.45 dealt in too
	 * often) */
	double outlook_push;
	/* ... with three players (balanced: 1.0, placing 1.976 against three defensive over four
	 * seeds of 1000 games, 1.985 at 1.1) */
	double outlook_push3;
	/*
	 * Folding, a tile at most this much riskier than the safest (ai_danger's risk: tenths of
	 * a percent of a riichi's 6,400 points) that keeps the hand closer to ready is let go in
	 * its place: a turn (mawashi), not a fold; 0, always the safest. Balanced: 40, a suji tile
	 * for a genbutsu that breaks a block, within two steps of tenpai (ai/defensive.c).
	 */
	int fold_turn;
	bool early_yakuhai; /* pon a value honour even when it does not speed the hand */
	bool placement;	    /* push or fold by the places at stake (ai/placement.h) */
	/* a win's value counts this share of the sticks and counters on the table (balanced: 0.7,
	 * measured with self-play: the whole pot pushed into more deal-ins) */
	double pot;
	/* pushing, a narrow cheap tenpai stays quiet to keep the fold open (balanced: riichi,
	 * as a quiet hand without a yaku could win only by its own draw) */
	bool narrow_dama;
	/* late in the hand, a hand that cannot win is kept or called ready for the draw's
	 * payment (ai/draw_tenpai.h) */
	bool draw_tenpai;
	/*
	 * Open hands are feared this many times the chance they are ready (ai_table's open_fear).
	 * Balanced: 1, the measured chance as it is. Defensive: 3, about as much as before the
	 * chance was measured (a guess that said two to ten times the truth, feared 1.7 times);
	 * it folds to open hands first, as its name says. Measured with self-play, 4000 games:
	 * balanced against three defensive 2.334 (2.333 before); balanced alone reading open hands
	 * by its own measured chance (four balanced only) against three of the old reading 2.477
	 * (wins 22.5% from 21.4%).
	 */
	double open_fear;
	/* what push or fold assumes of the rest of the hand (ai/pushfold.h): balanced, as
	 * measured; defensive, as it was tuned with */
	const struct ai_pushfold_model *course;
};

/* The own draws left, as the lookahead counts them. */
static inline int ai_own_draws(const struct ai_table *t)
{
	return t->v->live_left / ai_nseats(t->v);
}

/* What being ready for the draw alone is expected to bring now (ai/draw_tenpai.h), 0 while it
 * is too early for that (ai/lookahead.h) or the policy does not play for it. */
double ai_guarded_ready_only(const struct guard_policy *pol, const struct ai_table *t);

/*
 * Another player's discard offered to the table's seat (a call or a pass), the threats th[0..nth)
 * weighed: against a threat, a call only to reach tenpai (or close to it with a big hand);
 * otherwise as the policy judges calls.
 */
int ai_guarded_respond(const struct guard_policy *pol, const struct ai_table *t,
		       const struct action *choices, int n, const struct ai_threat *th, int nth,
		       struct ai_explain *ex);

#endif
