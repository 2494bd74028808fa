/*
 * The scores a seat has worked out for its winning hands, kept from one decision to the next:
 * the look ahead scores the same tenpai waits turn after turn (a draw and a discard change
 * few of the hands it reaches). A score depends on the hand, its melds, the winning tile and
 * riichi, which are the key, and on the situation (rules, winds, dora indicators), which
 * stays for the hand: a new situation forgets what was kept.
 */
#ifndef JANSOU_AI_SCORE_MEMO_H
#define JANSOU_AI_SCORE_MEMO_H

#include "rules/score.h"

struct ai_score_memo;

/* An empty memory; NULL when out of memory (then every score is worked out). */
struct ai_score_memo *ai_score_memo_new(void);
void ai_score_memo_free(struct ai_score_memo *m);

/*
 * The status and the ron payment of score_win(rules, hand, ctx): kept in m, or worked out and
 * kept there (m may be NULL: worked out). ctx must not differ from the situation but in its
 * winning tile and riichi.
 */
int ai_score_memo_ron(struct ai_score_memo *m, const struct rules *rules, const struct hand *hand,
		      const struct win_context *ctx, enum score_status *status);

#endif
