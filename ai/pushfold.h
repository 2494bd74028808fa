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
 * Weighs going on with a discard that leaves the hand at shanten with ukeire accepted tiles,
 * worth value when it wins, the discard itself having danger d, against folding (whose
 * safest tile has danger safest).
 */
void ai_pushfold_weigh(const struct ai_table *t, const struct ai_threat *th, int nth, int shanten,
		       int ukeire, int value, const struct ai_danger *d,
		       const struct ai_danger *safest, struct ai_pushfold *out);

#endif
