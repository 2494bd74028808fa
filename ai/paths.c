/*
 * Yaku-aware shanten. A closed hand uses the rules core's shanten. An open
 * hand may only count the tiles its yaku allows (all simples: 2..8; a flush:
 * one suit and honours; all triplets: no runs), so the blocks are counted with
 * a small dynamic programme of our own: per group of kinds, the least tiles
 * to add for b blocks and h pairs, cached, then combined for exactly the
 * blocks the melds leave.
 */
#include "ai/paths.h"

#include <string.h>

#include "rules/shanten.h"

enum { MAX_BLOCKS = 4, COST_INF = 15 };

/* cost[h][b], packed: nibble h * 5 + b. */
typedef uint64_t group_cost;

static inline int cost_at(group_cost e, int h, int b)
{
	return (int)(e >> (4 * (h * 5 + b))) & 15;
}

/*
 * Least tiles to add to c[0..len) for b blocks and h pairs. Runs started one
 * and two kinds back still need this kind; a kind is never asked for more
 * than four times.
 */
static group_cost group_compute(const uint8_t *c, int len, bool runs)
{
	/* dp[b][h][p1][p2]: p1 runs started at the previous kind, p2 two kinds back */
	uint8_t dp[MAX_BLOCKS + 1][2][5][5], next[MAX_BLOCKS + 1][2][5][5];
	memset(dp, COST_INF * 4, sizeof dp);
	dp[0][0][0][0] = 0;
	for (int i = 0; i < len; i++) {
		memset(next, COST_INF * 4, sizeof next);
		int max_runs = runs && i + 2 < len ? MAX_BLOCKS : 0;
		for (int b = 0; b <= MAX_BLOCKS; b++)
			for (int h = 0; h < 2; h++)
				for (int p1 = 0; p1 <= MAX_BLOCKS; p1++)
					for (int p2 = 0; p1 + p2 <= MAX_BLOCKS; p2++) {
						int cur = dp[b][h][p1][p2];
						if (cur >= COST_INF * 4)
							continue;
						for (int r = 0;
						     r <= max_runs && b + r <= MAX_BLOCKS; r++)
							for (int t = 0;
							     t < 2 && b + r + t <= MAX_BLOCKS; t++)
								for (int p = 0; p + h < 2; p++) {
									int need = p1 + p2 + r +
										   3 * t + 2 * p;
									if (need > 4)
										continue;
									int add = need > c[i]
										      ? need - c[i]
										      : 0;
									uint8_t *x =
									    &next[b + r + t][h + p]
										 [r][p1];
									if (cur + add < *x)
										*x = (uint8_t)(cur +
											       add);
								}
					}
		memcpy(dp, next, sizeof dp);
	}
	group_cost e = 0;
	for (int h = 0; h < 2; h++)
		for (int b = 0; b <= MAX_BLOCKS; b++) {
			int v = dp[b][h][0][0];
			e |= (group_cost)(v < COST_INF ? v : COST_INF) << (4 * (h * 5 + b));
		}
	return e;
}

/*
 * A direct-mapped cache. The key is the counts read as a base-5 number plus
 * the variant (length 9 or 7, runs or not); one atomic word holds the key and
 * the costs but cost[0][0], which is always 0.
 */
enum { CACHE_BITS = 18 };
static uint64_t cache[1u << CACHE_BITS];

static group_cost group_cost_of(const uint8_t *c, int len, bool runs)
{
	uint32_t key = 0;
	for (int i = 0; i < len; i++)
		key = key * 5 + c[i];
	key |= ((uint32_t)runs | (uint32_t)(len == 9) << 1) << 21;
	uint32_t slot = (key * 2654435761u) >> (32 - CACHE_BITS);
	uint64_t w = __atomic_load_n(&cache[slot], __ATOMIC_RELAXED);
	if (w && (uint32_t)(w >> 36) == key)
		return (w & ((1ULL << 36) - 1)) << 4;
	group_cost e = group_compute(c, len, runs);
	__atomic_store_n(&cache[slot], (uint64_t)key << 36 | e >> 4, __ATOMIC_RELAXED);
	return e;
}

/* Min-plus of two group cost tables. */
static group_cost combine(group_cost x, group_cost y)
{
	group_cost e = 0;
	for (int h = 0; h < 2; h++)
		for (int b = 0; b <= MAX_BLOCKS; b++) {
			int best = COST_INF;
			for (int k = 0; k <= b; k++)
				for (int hx = 0; hx <= h; hx++) {
					int v = cost_at(x, hx, k) + cost_at(y, h - hx, b - k);
					best = v < best ? v : best;
				}
			e |= (group_cost)best << (4 * (h * 5 + b));
		}
	return e;
}

/* No tiles at all: only zero blocks without a pair cost nothing. */
static group_cost nothing(void)
{
	group_cost e = 0;
	for (int h = 0; h < 2; h++)
		for (int b = 0; b <= MAX_BLOCKS; b++)
			if (h || b)
				e |= (group_cost)COST_INF << (4 * (h * 5 + b));
	return e;
}

int ai_shanten_restricted(const uint8_t counts[TILE_KINDS], int blocks,
			  const bool allow[TILE_KINDS], bool runs)
{
	group_cost total = nothing();
	for (int g = 0; g < 4; g++) {
		int base = g * 9, len = g < 3 ? 9 : 7;
		/* the allowed kinds of a group must be one contiguous stretch */
		int lo = -1, hi = -1;
		for (int i = 0; i < len; i++)
			if (allow[base + i]) {
				if (lo < 0)
					lo = i;
				hi = i;
			}
		if (lo < 0)
			continue;
		uint8_t c[9];
		for (int i = lo; i <= hi; i++)
			c[i - lo] = counts[base + i];
		total = combine(total, group_cost_of(c, hi - lo + 1, runs && g < 3));
	}
	if (blocks < 0)
		blocks = 0;
	return cost_at(total, 1, blocks > MAX_BLOCKS ? MAX_BLOCKS : blocks) - 1;
}

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
	return ai_shanten_restricted(c, MAX_BLOCKS - h->nmelds - 1, all, true) + missing;
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
			int s = ai_shanten_restricted(counts, blocks, allow, true);
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
		int s = ai_shanten_restricted(counts, blocks, allow, true);
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
