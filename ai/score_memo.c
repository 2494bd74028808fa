/* The scores kept between decisions: open addressing over buckets, keys compared whole. */
#include "ai/score_memo.h"

#include <stdlib.h>
#include <string.h>

enum { KEPT = 4096 }; /* a seat meets under a thousand winning hands in one situation */

/* A winning hand: all score_win reads of it but the situation. */
struct score_key {
	uint8_t counts[TILE_KINDS];
	uint8_t reds; /* red fives of each suit, two bits a suit */
	uint8_t win;  /* the winning tile */
	uint8_t riichi;
	uint8_t nmelds;
	uint8_t melds[4][5]; /* each meld's type and tiles */
	uint8_t unused[6];   /* a whole number of words */
};
_Static_assert(sizeof(struct score_key) % 8 == 0, "a key is read a word at a time");

struct ai_score_memo {
	/* the situation the kept scores belong to: rules, and ctx without win and riichi */
	const struct rules *rules;
	struct win_context ctx;
	bool any;
	int n;
	uint16_t at[2 * KEPT]; /* a bucket's entry plus one; 0 for none */
	struct score_key keys[KEPT];
	int ron[KEPT];
	uint8_t status[KEPT];
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

static void key_of(const struct hand *hand, const struct win_context *ctx, struct score_key *key)
{
	memset(key, 0, sizeof *key);
	for (int i = 0; i < hand->ntiles; i++) {
		tile_t t = hand->tiles[i];
		key->counts[tile_kind(t)]++;
		if (tile_is_red(t))
			key->reds = (uint8_t)(key->reds + (1 << 2 * kind_suit(tile_kind(t))));
	}
	key->win = ctx->win;
	key->riichi = ctx->riichi;
	key->nmelds = (uint8_t)hand->nmelds;
	for (int i = 0; i < hand->nmelds; i++) {
		const struct meld *m = &hand->melds[i];
		key->melds[i][0] = (uint8_t)m->type;
		memcpy(&key->melds[i][1], m->tiles, (size_t)meld_size(m));
	}
}

/* Whether the kept scores belong to this situation; if not, they are forgotten for it. */
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
static unsigned slot_of(const struct ai_score_memo *m, const struct score_key *key)
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

int ai_score_memo_ron(struct ai_score_memo *m, const struct rules *rules, const struct hand *hand,
		      const struct win_context *ctx, enum score_status *status)
{
	struct score_result r;
	if (!m) {
		score_win(rules, hand, ctx, &r);
		*status = r.status;
		return r.ron;
	}
	situation(m, rules, ctx);
	struct score_key key;
	key_of(hand, ctx, &key);
	unsigned b = slot_of(m, &key);
	if (m->at[b]) {
		*status = (enum score_status)m->status[m->at[b] - 1];
		return m->ron[m->at[b] - 1];
	}
	score_win(rules, hand, ctx, &r);
	*status = r.status;
	if (m->n < KEPT) {
		m->keys[m->n] = key;
		m->ron[m->n] = r.ron;
		m->status[m->n] = (uint8_t)r.status;
		m->at[b] = (uint16_t)++m->n;
	}
	return r.ron;
}
