/*
 * Push or fold by expected points: what going on with a discard is likely to win against what
 * it is likely to lose to the threats for the rest of the hand, beside folding.
 */
#ifndef JANSOU_AI_PUSHFOLD_H
#define JANSOU_AI_PUSHFOLD_H

#include <stdbool.h>

#include "ai/danger.h"
#include "ai/table.h"

/*
 * How often a ready threat wins off another player than the seat, or by its own draw, a
 * go-around: the hand ends before a push can win. Measured over mjai logs by
 * bench/threat_wins.js, from a riichi to the hand's end, per own draw of the riichi player:
 * 0.094 in 200 games of four balanced as it played before this figure was used, 0.101 in 24
 * games of four majiang-ai (kobalab's, bench/vs_majiang.sh); with the wins off the seat itself,
 * 0.115 and 0.124. Where the others fold more it is less: 0.084 in four balanced with it, 0.080
 * with three of them and majiang-ai.
 */
#define AI_THREAT_WINS 0.10

/* What push or fold assumes of the rest of the hand, beside the tiles' dangers. */
struct ai_pushfold_model {
	double threat_wins; /* a ready threat's wins a go-around (AI_THREAT_WINS) */
	bool fold_ends;	    /* folding leaks only while the hand lives, as going on deals in */
};

/*
 * As measured (balanced): AI_THREAT_WINS, folding leaking while the hand lives. With it
 * balanced places 2.295 against three defensive over 4000 games; 2.324 with defensive's course.
 */
extern const struct ai_pushfold_model ai_pushfold_measured;
/* As defensive was tuned with: 0.06 a go-around, folding leaking to the last draw (its push at
 * tenpai against a riichi about 70% of the time). */
extern const struct ai_pushfold_model ai_pushfold_tuned;

/*
 * Weighs going on with a discard that leaves the hand at shanten with ukeire accepted tiles,
 * worth value when it wins, the discard itself having danger d, against folding (whose
 * safest tile has danger safest).
 */
void ai_pushfold_weigh(const struct ai_pushfold_model *model, const struct ai_table *t,
		       const struct ai_threat *th, int nth, int shanten, int ukeire, int value,
		       const struct ai_danger *d, const struct ai_danger *safest,
		       struct ai_pushfold *out);

#endif
