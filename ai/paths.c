/*
 * Yaku-aware shanten. A closed hand uses the rules core's shanten. An open
 * hand may only count the tiles its yaku allows (all simples: 2..8; a flush:
 * one suit and honours; all triplets: no runs): the rules core's restricted
 * shanten counts the blocks the melds leave from those kinds alone.
 */
#include "ai/paths.h"

#include <string.h>

#include "rules/shanten.h"

enum { MAX_BLOCKS = 4 };

void ai_hand_of_table(struct ai_hand *h, const struct ai_table *t)
{
	h->t = t;
	h->melds = t->v->seats[t->seat].melds;
	h->nmelds = t->nmelds;
	h->closed = t->closed;
}

static bool meld_all(const struct meld *m, bool (*ok)(int kind, int arg), int arg)
{
	for (int j = 0; j < meld_size(m); j++)
		if (!ok(tile_kind(m->tiles[j]), arg))
			return false;
	return true;
}

static bool is_simple(int k, int arg)
{
	(void)arg;
	return !kind_is_yaochu(k);
}

static bool in_flush(int k, int suit)
{
	return kind_is_honor(k) || (int)kind_suit(k) == suit;
}

/* Shanten with the value honour kind y completed as a triplet. */
static int yakuhai_pair_shanten(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], int y)
{
	bool all[TILE_KINDS];
	memset(all, true, sizeof all);
	uint8_t c[TILE_KINDS];
	memcpy(c, counts, sizeof c);
	int missing = 3 - c[y];
	c[y] = 0;
	return shanten_restricted(c, MAX_BLOCKS - h->nmelds - 1, all, true) + missing;
}

/*
 * All triplets, counted directly: kinds are independent, so take the pair
 * where it costs least, then the cheapest triplets.
 */
static int toitoi_shanten(const uint8_t counts[TILE_KINDS], int blocks)
{
	int by_cost[4] = {0}; /* kinds needing 0..3 tiles to become a triplet */
	int pair_cost = 2;
	for (int k = 0; k < TILE_KINDS; k++) {
		int c = counts[k] > 3 ? 3 : counts[k];
		by_cost[3 - c]++;
		if (c >= 2)
			pair_cost = 0;
		else if (c == 1 && pair_cost > 1)
			pair_cost = 1;
	}
	/* the pair's kind is not also a triplet: take it from the cheapest it came from */
	int pair_from = pair_cost == 0 ? 1 : pair_cost == 1 ? 2 : 3;
	if (by_cost[pair_from] > 0)
		by_cost[pair_from]--;
	int cost = pair_cost, need = blocks;
	for (int c = 0; c <= 3 && need > 0; c++) {
		int take = by_cost[c] < need ? by_cost[c] : need;
		cost += take * c;
		need -= take;
	}
	return cost - 1;
}

/* The least any plan using only allowed kinds can reach: every other tile must go. */
static int restricted_bound(const uint8_t counts[TILE_KINDS], int blocks,
			    const bool allow[TILE_KINDS])
{
	int in = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		in += allow[k] ? counts[k] : 0;
	return 3 * blocks + 2 - in - 1;
}

int ai_shanten(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], enum ai_path *path)
{
	enum ai_path dummy;
	if (!path)
		path = &dummy;
	if (h->closed) {
		*path = PATH_CLOSED;
		return shanten_min(counts, h->nmelds);
	}
	const struct ai_table *t = h->t;
	int blocks = MAX_BLOCKS - h->nmelds;
	bool tanyao = t->rules->open_tanyao, toitoi = true, flush[3] = {true, true, true};
	for (int i = 0; i < h->nmelds; i++) {
		const struct meld *m = &h->melds[i];
		int k = meld_kind(m);
		if (m->type != MELD_CHI && t->yakuhai[k]) {
			*path = PATH_YAKUHAI;
			return shanten_standard(counts, h->nmelds);
		}
		tanyao &= meld_all(m, is_simple, 0);
		toitoi &= m->type != MELD_CHI;
		for (int s = 0; s < 3; s++)
			flush[s] &= meld_all(m, in_flush, s);
	}
	int best = 8 + 1;
	*path = PATH_NONE;
	for (int k = TILE_EAST; k < TILE_KINDS; k++) {
		if (!t->yakuhai[k] || counts[k] < 2)
			continue;
		if (counts[k] >= 3) {
			*path = PATH_YAKUHAI;
			return shanten_standard(counts, h->nmelds);
		}
		if (t->unseen[k] >= 1) {
			int s = yakuhai_pair_shanten(h, counts, k);
			if (s < best) {
				best = s;
				*path = PATH_YAKUHAI_PAIR;
			}
		}
	}
	if (toitoi) {
		int s = toitoi_shanten(counts, blocks);
		if (s < best) {
			best = s;
			*path = PATH_TOITOI;
		}
	}
	bool allow[TILE_KINDS];
	if (tanyao) {
		for (int k = 0; k < TILE_KINDS; k++)
			allow[k] = !kind_is_yaochu(k);
		if (restricted_bound(counts, blocks, allow) < best) {
			int s = shanten_restricted(counts, blocks, allow, true);
			if (s < best) {
				best = s;
				*path = PATH_TANYAO;
			}
		}
	}
	for (int suit = 0; suit < 3; suit++) {
		if (!flush[suit])
			continue;
		for (int k = 0; k < TILE_KINDS; k++)
			allow[k] = in_flush(k, suit);
		if (restricted_bound(counts, blocks, allow) >= best)
			continue;
		int s = shanten_restricted(counts, blocks, allow, true);
		if (s < best) {
			best = s;
			*path = PATH_FLUSH;
		}
	}
	return best;
}

bool ai_kind_near(const uint8_t counts[TILE_KINDS], int k)
{
	if (counts[k])
		return true;
	if (kind_is_honor(k))
		return false;
	int n = kind_number(k);
	for (int d = -2; d <= 2; d++)
		if (d && n + d >= 1 && n + d <= 9 && counts[k + d])
			return true;
	return false;
}

/*
 * A draw lowers the shanten only if it joins a tile held (same kind, or
 * within two in its suit), or, for a concealed hand, toward thirteen orphans
 * (a terminal or honour) or seven pairs (a new kind while fewer than seven).
 * Fills cand[] with the kinds worth trying and returns how many.
 */
static int draw_candidates(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], int s,
			   uint8_t cand[TILE_KINDS])
{
	int kinds = 0, n = 0;
	bool closed = h->closed && h->nmelds == 0;
	for (int k = 0; k < TILE_KINDS; k++)
		kinds += counts[k] > 0;
	/* a far tile lowers these two only when they are already as short as s */
	bool orphans = closed && shanten_kokushi(counts) <= s;
	bool pairs = closed && kinds < 7 && shanten_chiitoitsu(counts) <= s;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (counts[k] >= 4 || !h->t->unseen[k])
			continue;
		if (ai_kind_near(counts, k) || pairs || (orphans && kind_is_yaochu(k)))
			cand[n++] = (uint8_t)k;
	}
	return n;
}

int ai_ukeire(const struct ai_hand *h, uint8_t counts[TILE_KINDS], int s, bool *accept)
{
	uint8_t cand[TILE_KINDS];
	int n = draw_candidates(h, counts, s, cand), total = 0;
	if (accept)
		memset(accept, 0, TILE_KINDS * sizeof *accept);
	for (int i = 0; i < n; i++) {
		int k = cand[i];
		counts[k]++;
		bool ok = ai_shanten(h, counts, NULL) < s;
		counts[k]--;
		if (ok) {
			total += h->t->unseen[k];
			if (accept)
				accept[k] = true;
		}
	}
	return total;
}

bool ai_ukeire_exceeds(const struct ai_hand *h, uint8_t counts[TILE_KINDS], int s, int u)
{
	uint8_t cand[TILE_KINDS];
	int n = draw_candidates(h, counts, s, cand), total = 0, left = 0;
	for (int i = 0; i < n; i++)
		left += h->t->unseen[cand[i]];
	for (int i = 0; i < n && total <= u && total + left > u; i++) {
		int k = cand[i];
		left -= h->t->unseen[k];
		counts[k]++;
		if (ai_shanten(h, counts, NULL) < s)
			total += h->t->unseen[k];
		counts[k]--;
	}
	return total > u;
}
