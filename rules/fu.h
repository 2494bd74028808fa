/* Fu (minipoints) of one reading of a winning hand. */
#ifndef JANSOU_RULES_FU_H
#define JANSOU_RULES_FU_H

#include <stdbool.h>

#include "rules/decompose.h"
#include "rules/rules.h"
#include "rules/score.h"

/* The fu of a set: 2 for an open triplet of simples, doubled for terminals/honours, concealment,
 * kan. */
int fu_of_set(const struct tile_set *s);

/* The fu of the pair: 2 per yakuhai it is (a double-wind pair 4 or 2 per the rules). */
int fu_of_pair(const struct rules *rules, const struct win_context *ctx, int kind);

/* 2 for kanchan, penchan and tanki, 0 otherwise. */
int fu_of_wait(enum wait_type wait);

/*
 * The fu of the hand rounded up to 10 (25 for seven pairs). pinfu says whether
 * the reading scores pinfu; menzen whether no meld was called.
 */
int fu_of_reading(const struct rules *rules, const struct win_context *ctx, const struct reading *r,
		  bool menzen, bool pinfu);

#endif
