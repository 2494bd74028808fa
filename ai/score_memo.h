/*
 * The waits of the tenpai hands a seat has scored, kept from one decision to the next: the
 * look ahead scores the same tenpai hands turn after turn (a draw and a discard change few of
 * the hands it reaches). What a tenpai hand's waits score depends on the hand, its melds and
 * riichi, which are the key, and on the situation (rules, winds, dora indicators), which stays
 * for the hand: a new situation forgets what was kept.
 */
#ifndef JANSOU_AI_SCORE_MEMO_H
#define JANSOU_AI_SCORE_MEMO_H

#include <stdint.h>

#include "rules/score.h"

/* A tenpai hand's waits as scored. */
struct ai_waits_scored {
	uint64_t completing; /* the kinds that complete the hand, as bits */
	uint64_t scoring;    /* those that score (a yaku; hand and tile physically possible) */
	int ron[TILE_KINDS]; /* the ron payment of each scoring kind */
};

struct ai_score_memo;

/* An empty memory; NULL when out of memory (then every hand is scored). */
struct ai_score_memo *ai_score_memo_new(void);
void ai_score_memo_free(struct ai_score_memo *m);

/*
 * The waits kept in m (may be NULL) of the tenpai hand of concealed counts, its red fives reds
 * (how many of each suit, two bits a suit) and its melds, won with riichi or not as ctx says,
 * in ctx's situation (its winning tile aside); NULL when not kept: m then takes them from
 * ai_score_memo_keep.
 */
const struct ai_waits_scored *ai_score_memo_find(struct ai_score_memo *m, const struct rules *rules,
						 const uint8_t counts[TILE_KINDS], int reds,
						 const struct meld *melds, int nmelds,
						 const struct win_context *ctx);
/* Keeps w as the waits of the hand m last did not find (not when m is full, or NULL). */
void ai_score_memo_keep(struct ai_score_memo *m, const struct ai_waits_scored *w);

#endif
