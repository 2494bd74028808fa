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

/* A hand after a call, before its discard. */
struct ai_called {
	uint8_t c[TILE_KINDS]; /* concealed */
	struct meld melds[4];
	int nmelds;
	int reds;		  /* red fives concealed */
	int red_suits;		  /* ... as bits by suit */
	bool blocked[TILE_KINDS]; /* discards the call forbids (kuikae) */
};

/* The hand after the call a (ACT_CHI, ACT_PON or ACT_MINKAN); false when it cannot be made. */
bool ai_call_apply(const struct ai_table *t, const struct action *a, struct ai_called *out);

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

/*
 * What the hand is expected to bring after the call a, with the best discard after it, looked
 * ahead through the draws (ai/lookahead.h), *win (may be NULL) its chance of winning; -1 when
 * no discard leaves it near enough tenpai.
 */
double ai_call_outlook(const struct ai_table *t, const struct action *a, double *win);

/* Whether the closed or added kan a keeps the hand at least as fast. */
bool ai_kan_keeps_shape(const struct ai_table *t, const struct action *a);

#endif
