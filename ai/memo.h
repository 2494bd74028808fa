/*
 * An index of the hands met in one decision, found by their counts: a costly figure (a
 * tenpai's value, a hand's outlook) is worked out once per hand however many paths reach it.
 * The caller keeps the figures in its own array, entry by entry; a full index finds nothing
 * new, and the caller works the figure out again (the same figure: nothing changes but time).
 */
#ifndef JANSOU_AI_MEMO_H
#define JANSOU_AI_MEMO_H

#include <stdint.h>

#include "rules/tile.h"

enum { AI_MEMO_ENTRIES = 256, AI_MEMO_BUCKETS = 512 }; /* buckets: a power of two */

/* A hand: its concealed counts and what else its figure depends on. */
struct ai_memo_key {
	uint8_t counts[TILE_KINDS];
	uint8_t reds;	 /* red fives, bits by suit */
	uint8_t shanten; /* or any other small number the figure depends on */
};

struct ai_memo {
	int n;
	uint16_t at[AI_MEMO_BUCKETS]; /* a bucket's entry plus one; 0 for none */
	struct ai_memo_key keys[AI_MEMO_ENTRIES];
};

/* Empties m (only its buckets are written: cheap enough for every decision). */
void ai_memo_clear(struct ai_memo *m);

/* The entry of key, or -1 when it is not there. */
int ai_memo_find(const struct ai_memo *m, const struct ai_memo_key *key);

/* A new entry for key (not there yet), or -1 when m is full. */
int ai_memo_add(struct ai_memo *m, const struct ai_memo_key *key);

#endif
