/* The waits kept between decisions: open addressing over buckets, keys compared whole. */
#include "ai/score_memo.h"

#include <stdlib.h>
#include <string.h>

enum { KEPT = 2048 }; /* a seat meets under a thousand tenpai hands in one situation */

/* A tenpai hand: all score_win reads of it but the situation and the winning tile. */
struct hand_key {
	uint8_t counts[TILE_KINDS];
	uint8_t reds; /* red fives of each suit, two bits a suit */
	uint8_t riichi;
	uint8_t nmelds;
	uint8_t melds[4][5]; /* each meld's type and tiles */
	uint8_t unused[7];   /* a whole number of words */
};
_Static_assert(sizeof(struct hand_key) % 8 == 0, "a key is read a word at a time");

struct ai_score_memo {
	/* the situation the kept waits belong to: rules, and a context without win and riichi */
	const struct rules *rules;
	struct win_context ctx;
	bool any;
	int n;
	struct hand_key missed; /* the key last not found, and its bucket */
	unsigned missed_at;
	uint16_t at[2 * KEPT]; /* a bucket's entry plus one; 0 for none */
	struct hand_key keys[KEPT];
	struct ai_waits_scored waits[KEPT];
};

struct ai_score_memo *ai_score_memo_new(void)
{
	struct ai_score_memo *m = malloc(sizeof *m);
	if (m) {
		m->any = false;
		m->n = 0;
	}
	return m;
}

void ai_score_memo_free(struct ai_score_memo *m)
{
	free(m);
}

static void key_of(const uint8_t counts[TILE_KINDS], int reds, const struct meld *melds, int nmelds,
		   const struct win_context *ctx, struct hand_key *key)
{
	memset(key, 0, sizeof *key);
	memcpy(key->counts, counts, sizeof key->counts);
	key->reds = (uint8_t)reds;
	key->riichi = ctx->riichi;
	key->nmelds = (uint8_t)nmelds;
	for (int i = 0; i < nmelds; i++) {
		const struct meld *m = &melds[i];
		key->melds[i][0] = (uint8_t)m->type;
		memcpy(&key->melds[i][1], m->tiles, (size_t)meld_size(m));
	}
}

/* The kept waits are forgotten when the situation is new. */
static void situation(struct ai_score_memo *m, const struct rules *rules,
		      const struct win_context *ctx)
{
	struct win_context now; /* copied bytes and all, padding too, to compare them */
	memcpy(&now, ctx, sizeof now);
	now.win = 0;
	now.riichi = false;
	if (m->any && m->rules == rules && !memcmp(&m->ctx, &now, sizeof now))
		return;
	m->any = true;
	m->rules = rules;
	memcpy(&m->ctx, &now, sizeof now);
	m->n = 0;
	memset(m->at, 0, sizeof m->at);
}

/* The bucket holding key, or the empty one where it would go (twice as many as entries). */
static unsigned slot_of(const struct ai_score_memo *m, const struct hand_key *key)
{
	uint64_t w[sizeof *key / 8];
	memcpy(w, key, sizeof w);
	uint64_t h = 0;
	for (size_t i = 0; i < sizeof w / sizeof w[0]; i++)
		h = (h ^ w[i]) * 0x9e3779b97f4a7c15ULL;
	unsigned b = (unsigned)(h >> 40) & (2 * KEPT - 1);
	while (m->at[b] && memcmp(&m->keys[m->at[b] - 1], key, sizeof *key))
		b = (b + 1) & (2 * KEPT - 1);
	return b;
}

const struct ai_waits_scored *ai_score_memo_find(struct ai_score_memo *m, const struct rules *rules,
						 const uint8_t counts[TILE_KINDS], int reds,
						 const struct meld *melds, int nmelds,
						 const struct win_context *ctx)
{
	if (!m)
		return NULL;
	situation(m, rules, ctx);
	key_of(counts, reds, melds, nmelds, ctx, &m->missed);
	m->missed_at = slot_of(m, &m->missed);
	unsigned i = m->at[m->missed_at];
	return i ? &m->waits[i - 1] : NULL;
}

void ai_score_memo_keep(struct ai_score_memo *m, const struct ai_waits_scored *w)
{
	if (!m || m->n >= KEPT)
		return;
	m->keys[m->n] = m->missed;
	m->waits[m->n] = *w;
	m->at[m->missed_at] = (uint16_t)++m->n;
}
