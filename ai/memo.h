/*
 * An index of the hands met in one decision, found by their counts: a costly figure (a
 * tenpai's value, a hand's outlook) is worked out once per hand however many paths reach it.
 * The caller keeps the figures in its own array, entry by entry, and gives the index its
 * storage; a full index finds nothing new, and the caller works the figure out again (the same
 * figure: nothing changes but time).
 */
#ifndef JANSOU_AI_MEMO_H
#define JANSOU_AI_MEMO_H

#include <stdint.h>

#include "rules/tile.h"

/* A hand: its concealed counts and what else its figure depends on. */
struct ai_memo_key {
	uint8_t counts[TILE_KINDS];
	uint8_t reds;	 /* red fives, bits by suit */
	uint8_t shanten; /* or any other small number the figure depends on */
};

struct ai_memo {
	int n, cap;
	unsigned mask;		  /* buckets - 1 */
	uint16_t *at;		  /* a bucket's entry plus one; 0 for none */
	struct ai_memo_key *keys; /* cap of them */
};

/* Sets m up on storage for cap (at most 32767) entries and twice as many buckets (cap a power
 * of two), empty: only the buckets are written, so it is cheap enough for every decision. */
void ai_memo_init(struct ai_memo *m, int cap, uint16_t *buckets, struct ai_memo_key *keys);

/* The entry of key, or -1 when it is not there. */
int ai_memo_find(const struct ai_memo *m, const struct ai_memo_key *key);

/* A new entry for key (not there yet), or -1 when m is full. */
int ai_memo_add(struct ai_memo *m, const struct ai_memo_key *key);

#endif
