/* Checking the input of score_win before scoring it. */
#ifndef JANSOU_RULES_SCORE_CHECK_H
#define JANSOU_RULES_SCORE_CHECK_H

#include <stddef.h>

#include "rules/hand.h"
#include "rules/rules.h"
#include "rules/score.h"

/*
 * Checks tiles, melds, counts (no fifth copy among hand, melds, win and
 * indicators; no more red fives than the rules have) and the context.
 * Returns 0, or -1 with a message in err.
 */
int score_check_input(const struct rules *rules, const struct hand *hand,
		      const struct win_context *ctx, char *err, size_t errsize);

#endif
