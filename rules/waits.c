/* Waits and tile acceptance: which draws lower the shanten number. */
#include "rules/waits.h"

#include <stdlib.h>
#include <string.h>

#include "rules/rules.h"
#include "rules/shanten.h"

bool waits_tenpai_at_draw(const struct rules *r, uint64_t waits,
			  const uint8_t concealed[TILE_KINDS], const uint8_t melded[TILE_KINDS])
{
	if (r->dead_wait == DEAD_WAIT_TENPAI) /* four concealed 7m waiting on 7m: no wait at all */
		return true;
	for (int k = 0; k < TILE_KINDS; k++) {
		int own = concealed[k] + (r->dead_wait == DEAD_WAIT_MELDS ? melded[k] : 0);
		if ((waits >> k & 1) && own < 4)
			return true;
	}
	return false;
}

void waits_unseen(const uint8_t hand[TILE_KINDS], const struct meld *melds, int nmelds,
		  const uint8_t visible[TILE_KINDS], uint8_t unseen[TILE_KINDS])
{
	int seen[TILE_KINDS];

	for (int k = 0; k < TILE_KINDS; k++)
		seen[k] = hand[k] + (visible ? visible[k] : 0);
	for (int i = 0; i < nmelds; i++)
		for (int j = 0; j < meld_size(&melds[i]); j++)
			seen[tile_kind(melds[i].tiles[j])]++;
	for (int k = 0; k < TILE_KINDS; k++)
		unseen[k] = (uint8_t)(seen[k] < 4 ? 4 - seen[k] : 0);
}

/*
 * Acceptance of the hand g was read from: each draw re-reads only the group of its kind.
 * before is the hand's shanten number.
 */
static int ukeire_of(const struct shanten_groups *g, uint8_t h[TILE_KINDS], int nmelds, int before,
		     const uint8_t unseen[TILE_KINDS], bool accept[TILE_KINDS])
{
	int total = 0;

	for (int k = 0; k < TILE_KINDS; k++) {
		/* A fifth copy does not exist, whatever the hand's shape asks for. */
		accept[k] = false;
		if (h[k] >= 4)
			continue;
		struct shanten_groups drawn = *g;
		shanten_groups_change(&drawn, h, k, 1);
		h[k]++;
		accept[k] = shanten_groups_min(&drawn, h, nmelds) < before;
		h[k]--;
		if (accept[k])
			total += unseen[k];
	}
	return total;
}

int waits_ukeire(const uint8_t hand[TILE_KINDS], int nmelds, const uint8_t unseen[TILE_KINDS],
		 bool accept[TILE_KINDS])
{
	uint8_t h[TILE_KINDS];
	struct shanten_groups g;

	memcpy(h, hand, sizeof h);
	shanten_groups_read(&g, h);
	return ukeire_of(&g, h, nmelds, shanten_groups_min(&g, h, nmelds), unseen, accept);
}

/* Best first: lowest shanten, then most ukeire, then kind order. */
static int discard_order(const void *a, const void *b)
{
	const struct discard_choice *x = a, *y = b;

	if (x->shanten != y->shanten)
		return x->shanten - y->shanten;
	if (x->ukeire != y->ukeire)
		return y->ukeire - x->ukeire;
	return x->kind - y->kind;
}

int waits_discards(const uint8_t hand[TILE_KINDS], int nmelds, const uint8_t unseen[TILE_KINDS],
		   struct discard_choice out[14])
{
	uint8_t h[TILE_KINDS];
	struct shanten_groups g;
	int n = 0;

	memcpy(h, hand, sizeof h);
	shanten_groups_read(&g, h);
	for (int k = 0; k < TILE_KINDS && n < 14; k++) {
		if (!h[k])
			continue;
		/* the discard changes one group: only that one is read again */
		struct shanten_groups left = g;
		shanten_groups_change(&left, h, k, -1);
		h[k]--;
		out[n].kind = k;
		out[n].shanten = shanten_groups_min(&left, h, nmelds);
		out[n].ukeire = ukeire_of(&left, h, nmelds, out[n].shanten, unseen, out[n].accept);
		h[k]++;
		n++;
	}
	qsort(out, (size_t)n, sizeof *out, discard_order);
	return n;
}
