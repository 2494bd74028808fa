/* Ranking the discards of a hand by tile efficiency: the helper every strategy starts from. */
#ifndef JANSOU_AI_DISCARDS_H
#define JANSOU_AI_DISCARDS_H

#include <stdbool.h>

#include "ai/ai.h"
#include "ai/paths.h"

/* One distinct discard among the legal choices. */
struct ai_option {
	int choice; /* index of the ACT_DISCARD choice */
	int riichi; /* index of the ACT_RIICHI choice with that tile, -1 */
	enum ai_path path;
	struct ai_candidate c;
};

/*
 * Evaluates every distinct ACT_DISCARD among choices and sorts out[] best
 * first: least shanten, most acceptance, most second-order improvement, most
 * value. Returns how many (at most 14).
 */
int ai_rank_discards(const struct ai_table *t, const struct action *choices, int n,
		     struct ai_option out[14]);

/* Second-order improvement of a 3n+1 hand of shanten s and acceptance u (see discards.c). */
int ai_second_order(const struct ai_hand *h, uint8_t counts[TILE_KINDS], int s, int u);

/* Copies options into ex->cand. */
void ai_explain_candidates(struct ai_explain *ex, const struct ai_option *opt, int nopt);

#endif
