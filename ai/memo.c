/* The index of hands met in one decision: open addressing over the buckets, keys compared whole. */
#include "ai/memo.h"

#include <string.h>

void ai_memo_init(struct ai_memo *m, int cap, uint16_t *buckets, struct ai_memo_key *keys)
{
	m->n = 0;
	m->cap = cap;
	m->mask = 2 * (unsigned)cap - 1;
	m->at = buckets;
	m->keys = keys;
	memset(buckets, 0, 2 * (size_t)cap * sizeof *buckets);
}

/* Mixes the key's bytes, eight at a time, into a bucket number. */
static unsigned bucket_of(const struct ai_memo *m, const struct ai_memo_key *key)
{
	uint64_t w[5] = {0};
	memcpy(w, key, sizeof *key);
	uint64_t h = 0;
	for (int i = 0; i < 5; i++)
		h = (h ^ w[i]) * 0x9e3779b97f4a7c15ULL;
	return (unsigned)(h >> 40) & m->mask;
}

/* The bucket holding key, or the empty one where it would go (never all full: twice as many
 * buckets as entries). */
static unsigned slot_of(const struct ai_memo *m, const struct ai_memo_key *key)
{
	unsigned b = bucket_of(m, key);
	while (m->at[b] && memcmp(&m->keys[m->at[b] - 1], key, sizeof *key))
		b = (b + 1) & m->mask;
	return b;
}

int ai_memo_find(const struct ai_memo *m, const struct ai_memo_key *key)
{
	return m->at[slot_of(m, key)] - 1;
}

int ai_memo_add(struct ai_memo *m, const struct ai_memo_key *key)
{
	if (m->n >= m->cap)
		return -1;
	unsigned b = slot_of(m, key);
	m->keys[m->n] = *key;
	m->at[b] = (uint16_t)++m->n;
	return m->n - 1;
}
