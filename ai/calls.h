/* Calls (chi, pon, open kan) and kans: whether they keep a yaku and speed the hand. */
#ifndef JANSOU_AI_CALLS_H
#define JANSOU_AI_CALLS_H

#include <stdbool.h>

#include "ai/paths.h"

struct ai_call_eval {
	int shanten; /* after the call and the best discard */
	int ukeire;
	enum ai_path path;
	int value; /* estimated points after the call */
};

/*
 * Evaluates the call a (ACT_CHI, ACT_PON or ACT_MINKAN) on the offered tile.
 * Returns false when the hand after it would have no yaku in reach, or would
 * not be below limit shanten.
 */
bool ai_call_evaluate(const struct ai_table *t, const struct action *a, int limit,
		      struct ai_call_eval *out);

/* The hand's shanten now, as ai_shanten would count it, and its acceptance. */
int ai_current_shanten(const struct ai_table *t, int *ukeire);

/*
 * Index of the call among choices that keeps a yaku and lowers the shanten
 * most (then acceptance, then value), or -1 when none does.
 */
int ai_best_call(const struct ai_table *t, const struct action *choices, int n,
		 struct ai_call_eval *best);

/* Whether the closed or added kan a keeps the hand at least as fast. */
bool ai_kan_keeps_shape(const struct ai_table *t, const struct action *a);

#endif
