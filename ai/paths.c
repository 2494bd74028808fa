/*
 * Yaku-aware shanten. A closed hand uses the rules core's shanten. An open
 * hand may only count the tiles its yaku allows (all simples: 2..8; a flush:
 * one suit and honours; all triplets: no runs): the rules core's restricted
 * shanten counts the blocks the melds leave from those kinds alone. The yaku
 * of three set runs (a pure straight, a mixed triple run) fix those runs and
 * build the rest of the hand freely.
 */
#include "ai/paths.h"

#include <string.h>

#include "rules/shanten.h"

enum { MAX_BLOCKS = 4 };

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

static void runs_prepare(struct ai_hand *h);

void ai_hand_init(struct ai_hand *h, const struct ai_table *t, const struct meld *melds, int nmelds,
		  bool closed)
{
	h->t = t;
	h->melds = melds;
	h->nmelds = nmelds;
	h->closed = closed;
	h->yakuhai_meld = false;
	h->tanyao = t->rules->open_tanyao;
	h->toitoi = true;
	for (int s = 0; s < 3; s++)
		h->flush[s] = true;
	for (int i = 0; i < nmelds; i++) {
		const struct meld *m = &melds[i];
		h->yakuhai_meld |= m->type != MELD_CHI && t->yakuhai[meld_kind(m)];
		h->tanyao &= meld_all(m, is_simple, 0);
		h->toitoi &= m->type != MELD_CHI;
		for (int s = 0; s < 3; s++)
			h->flush[s] &= meld_all(m, in_flush, s);
	}
	h->unseen = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		h->unseen |= (uint64_t)(t->unseen[k] != 0) << k;
	runs_prepare(h);
}

void ai_hand_of_table(struct ai_hand *h, const struct ai_table *t)
{
	ai_hand_init(h, t, t->v->seats[t->seat].melds, t->nmelds, t->closed);
}

/*
 * Counts read eight kinds a word, a byte each (the first kind in the lowest byte), so that a
 * question about every kind is a few operations a word: a flag per byte in its bit 0.
 */
#define BYTES_LOW7 0x7f7f7f7f7f7f7f7fULL
#define BYTES_ONES 0x0101010101010101ULL

static void counts_words(const uint8_t counts[TILE_KINDS], uint64_t w[5])
{
	memset(w, 0, 5 * sizeof *w);
	memcpy(w, counts, TILE_KINDS);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	for (int i = 0; i < 5; i++)
		w[i] = __builtin_bswap64(w[i]);
#endif
}

/* Whether each byte (of at most 127) is nonzero. */
static uint64_t bytes_nonzero(uint64_t w)
{
	return ((((w & BYTES_LOW7) + BYTES_LOW7) | w) & ~BYTES_LOW7) >> 7;
}

/* The flags of a word's eight bytes as eight bits. */
static uint64_t bytes_gather(uint64_t flags)
{
	return flags * 0x0102040810204080ULL >> 56;
}

/* How many of a word's bytes are flagged. */
static int bytes_flagged(uint64_t flags)
{
	return (int)(flags * BYTES_ONES >> 56);
}

/* The bits set in x (no popcount instruction assumed). */
static int bits_in(uint64_t x)
{
	x -= (x >> 1) & 0x5555555555555555ULL;
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)(x * BYTES_ONES >> 56);
}

/* The bits set in each number below 512, built up two bits at a time. */
#define BITS2(n) n, n + 1, n + 1, n + 2
#define BITS4(n) BITS2(n), BITS2(n + 1), BITS2(n + 1), BITS2(n + 2)
#define BITS6(n) BITS4(n), BITS4(n + 1), BITS4(n + 1), BITS4(n + 2)
#define BITS8(n) BITS6(n), BITS6(n + 1), BITS6(n + 1), BITS6(n + 2)
static const uint8_t bits_of_nine[512] = {BITS8(0), BITS8(1)};

/* The suited kinds among x (bits by kind): a suit's nine at a time. */
static int suited_bits_in(uint64_t x)
{
	return bits_of_nine[x & 0x1ff] + bits_of_nine[x >> 9 & 0x1ff] +
	       bits_of_nine[x >> 18 & 0x1ff];
}

/* Bits of the kinds held (count >= 1). */
static uint64_t kinds_held_bits(const uint8_t counts[TILE_KINDS])
{
	uint64_t w[5], held = 0;
	counts_words(counts, w);
	for (int i = 0; i < 5; i++)
		held |= bytes_gather(bytes_nonzero(w[i])) << (8 * i);
	return held;
}

/* ... and held four times (count >= 4: bit 2 set in a count of at most 7). */
static void kinds_held(const uint8_t counts[TILE_KINDS], uint64_t *held, uint64_t *full)
{
	uint64_t w[5];
	counts_words(counts, w);
	*held = *full = 0;
	for (int i = 0; i < 5; i++) {
		*held |= bytes_gather(bytes_nonzero(w[i])) << (8 * i);
		*full |= bytes_gather(w[i] >> 2 & BYTES_ONES) << (8 * i);
	}
}

/* Shanten with the value honour kind y completed as a triplet. */
static int yakuhai_pair_shanten(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
				const struct shanten_groups *g, int y)
{
	int missing = 3 - counts[y];
	return shanten_groups_without(g, counts, y, MAX_BLOCKS - h->nmelds - 1) + missing;
}
/*
 * All triplets, counted directly: kinds are independent, so take the pair
 * where it costs least, then the cheapest triplets.
 */
static int toitoi_shanten(const uint8_t counts[TILE_KINDS], int blocks)
{
	uint64_t w[5];
	counts_words(counts, w);
	int once = 0, twice = 0, thrice = 0; /* kinds held at least once, twice, three times */
	for (int i = 0; i < 5; i++) {
		once += bytes_flagged(bytes_nonzero(w[i]));
		twice += bytes_flagged(bytes_nonzero(w[i] & ~BYTES_ONES));
		/* three: bits 0 and 1 set; four or more (to seven): bit 2 */
		thrice += bytes_flagged(((w[i] & w[i] >> 1) | w[i] >> 2) & BYTES_ONES);
	}
	/* kinds needing 0..3 tiles to become a triplet */
	int by_cost[4] = {thrice, twice - thrice, once - twice, TILE_KINDS - once};
	int pair_cost = twice ? 0 : once ? 1 : 2;
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

/* The simples: 2 to 8 of each suit. */
static const bool simples[TILE_KINDS] = {
    0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0,
};

/* The least any plan of blocks from in allowed tiles can reach: every other tile must go. */
static int restricted_bound(int blocks, int in)
{
	return 3 * blocks + 2 - in - 1;
}

/*
 * The yaku made of three fixed runs, each row the first kinds of its runs: the pure straight
 * (123 456 789 of one suit) and the mixed triple run (the same run in man, pin and sou).
 */
static const struct {
	enum ai_path path;
	uint8_t start[3];
} run_sets[] = {
    {PATH_ITTSU, {0, 3, 6}},	  {PATH_ITTSU, {9, 12, 15}},	{PATH_ITTSU, {18, 21, 24}},
    {PATH_SANSHOKU, {0, 9, 18}},  {PATH_SANSHOKU, {1, 10, 19}}, {PATH_SANSHOKU, {2, 11, 20}},
    {PATH_SANSHOKU, {3, 12, 21}}, {PATH_SANSHOKU, {4, 13, 22}}, {PATH_SANSHOKU, {5, 14, 23}},
    {PATH_SANSHOKU, {6, 15, 24}},
};

/* The lowest kind of a chi meld. */
static int chi_start(const struct meld *m)
{
	int k = tile_kind(m->tiles[0]);
	for (int j = 1; j < 3; j++)
		if (tile_kind(m->tiles[j]) < k)
			k = tile_kind(m->tiles[j]);
	return k;
}

/* What the melds leave each set of runs to make: the kinds still needed and the blocks left
 * beside the runs (a called chi counts as its run). */
static void runs_prepare(struct ai_hand *h)
{
	_Static_assert(sizeof run_sets / sizeof run_sets[0] ==
			   sizeof h->run_need / sizeof h->run_need[0],
		       "a mask for each set of runs");
	for (size_t i = 0; i < sizeof run_sets / sizeof run_sets[0]; i++) {
		const uint8_t *start = run_sets[i].start;
		bool called[3] = {false, false, false};
		int have = 0;
		for (int m = 0; m < h->nmelds; m++) {
			if (h->melds[m].type != MELD_CHI)
				continue;
			int k = chi_start(&h->melds[m]);
			for (int r = 0; r < 3; r++)
				if (!called[r] && start[r] == k) {
					called[r] = true;
					have++;
					break;
				}
		}
		int free = MAX_BLOCKS - h->nmelds - (3 - have);
		h->run_free[i] = (int8_t)(free < 0 ? -1 : free);
		h->run_need[i] = 0;
		for (int r = 0; r < 3; r++)
			if (!called[r])
				h->run_need[i] |= UINT64_C(7) << start[r];
	}
}

/*
 * Shanten toward the runs of set i (the kinds of the runs of one set are all different), the
 * other blocks and the pair from the tiles left: each tile of a run still to come is one step.
 * More than bound when it cannot beat bound; 99 when the runs cannot be made (no room beside
 * the other melds, or a missing kind all seen). held: the kinds of counts as bits.
 */
static int runs_shanten(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], uint64_t held,
			size_t i, int bound)
{
	if (h->run_free[i] < 0)
		return 99;
	uint64_t absent = h->run_need[i] & ~held;
	if (absent & ~h->unseen)
		return 99;
	/* the rest can at best be complete (-1): more than bound + 1 missing cannot beat bound */
	int missing = suited_bits_in(absent);
	if (missing > bound + 1)
		return bound + 1;
	uint8_t rest[TILE_KINDS];
	memcpy(rest, counts, sizeof rest);
	for (uint64_t have = h->run_need[i] & held; have; have &= have - 1)
		rest[__builtin_ctzll(have)]--;
	return missing + shanten_blocks(rest, h->run_free[i]);
}

/* The open hand's paths: a value honour, all triplets, all simples, a flush,
 * three set runs; only those below ceiling (at most 9, no yaku) are worked out to the end,
 * ceiling itself for none. */
static int open_shanten(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
			const struct shanten_groups *g, enum ai_path *path, int ceiling)
{
	const struct ai_table *t = h->t;
	int blocks = MAX_BLOCKS - h->nmelds;
	int best = ceiling;
	*path = PATH_NONE;
	for (int k = TILE_EAST; k < TILE_KINDS; k++) {
		if (!t->yakuhai[k] || counts[k] < 2)
			continue;
		if (counts[k] >= 3) {
			*path = PATH_YAKUHAI;
			return shanten_groups_standard(g, counts);
		}
		if (t->unseen[k] >= 1) {
			int s = yakuhai_pair_shanten(h, counts, g, k);
			if (s < best) {
				best = s;
				*path = PATH_YAKUHAI_PAIR;
			}
		}
	}
	if (h->toitoi) {
		int s = toitoi_shanten(counts, blocks);
		if (s < best) {
			best = s;
			*path = PATH_TOITOI;
		}
	}
	int in_suit[4] = {0}, in_simples = 0;
	if (g->tiles >= 0) {
		for (int s = 0; s < 4; s++)
			in_suit[s] = g->ntiles[s];
		in_simples = g->ntiles[0] + g->ntiles[1] + g->ntiles[2];
		for (int s = 0; s < 3; s++)
			in_simples -= counts[9 * s] + counts[9 * s + 8];
	} else {
		for (int k = 0; k < TILE_KINDS; k++) {
			in_suit[k / 9] += counts[k];
			in_simples += simples[k] ? counts[k] : 0;
		}
	}
	if (h->tanyao && restricted_bound(blocks, in_simples) < best) {
		int s = shanten_groups_simples(g, counts, blocks);
		if (s < best) {
			best = s;
			*path = PATH_TANYAO;
		}
	}
	for (int suit = 0; suit < 3; suit++) {
		if (!h->flush[suit] || restricted_bound(blocks, in_suit[suit] + in_suit[3]) >= best)
			continue;
		int s = shanten_groups_flush(g, counts, suit, blocks);
		if (s < best) {
			best = s;
			*path = PATH_FLUSH;
		}
	}
	uint64_t held = kinds_held_bits(counts);
	for (size_t i = 0; i < sizeof run_sets / sizeof run_sets[0]; i++) {
		int s = runs_shanten(h, counts, held, i, best - 1);
		if (s < best) {
			best = s;
			*path = run_sets[i].path;
		}
	}
	return best;
}

/* ai_shanten_of, worked out to the end only below ceiling (at most 9). */
static int shanten_below(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
			 const struct shanten_groups *g, enum ai_path *path, int ceiling)
{
	enum ai_path dummy;
	if (!path)
		path = &dummy;
	if (h->closed) {
		*path = PATH_CLOSED;
		return shanten_groups_min(g, counts, h->nmelds);
	}
	if (h->yakuhai_meld) {
		*path = PATH_YAKUHAI;
		return shanten_groups_standard(g, counts);
	}
	return open_shanten(h, counts, g, path, ceiling);
}

int ai_shanten_of(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
		  const struct shanten_groups *g, enum ai_path *path)
{
	return shanten_below(h, counts, g, path, 8 + 1);
}

int ai_shanten_under(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
		     const struct shanten_groups *g, int ceiling)
{
	return shanten_below(h, counts, g, NULL, ceiling < 8 + 1 ? ceiling : 8 + 1);
}

int ai_shanten(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], enum ai_path *path)
{
	struct shanten_groups g;
	shanten_groups_read(&g, counts);
	return ai_shanten_of(h, counts, &g, path);
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

/* Bits of the kinds of each suit numbered n. */
#define SUIT_NUMBER(n)                                                                             \
	(UINT64_C(1) << ((n)-1) | UINT64_C(1) << ((n) + 8) | UINT64_C(1) << ((n) + 17))
#define SUITED_KINDS ((UINT64_C(1) << TILE_EAST) - 1)
#define YAOCHU_KINDS                                                                               \
	(SUIT_NUMBER(1) | SUIT_NUMBER(9) | (((UINT64_C(1) << TILE_KINDS) - 1) & ~SUITED_KINDS))

/* The kinds near the held ones: a suit's tiles reach two kinds up and down, never into the
 * next suit. */
static uint64_t near_of_held(uint64_t held)
{
	uint64_t suited = held & SUITED_KINDS;
	return held | ((suited << 1) & SUITED_KINDS & ~SUIT_NUMBER(1)) |
	       ((suited << 2) & SUITED_KINDS & ~(SUIT_NUMBER(1) | SUIT_NUMBER(2))) |
	       ((suited >> 1) & ~SUIT_NUMBER(9)) |
	       ((suited >> 2) & ~(SUIT_NUMBER(8) | SUIT_NUMBER(9)));
}

uint64_t ai_kinds_near(const uint8_t counts[TILE_KINDS])
{
	uint64_t held, full;
	kinds_held(counts, &held, &full);
	return near_of_held(held);
}

/*
 * A draw lowers the shanten only if it joins a tile held (same kind, or within two in its
 * suit), or, for a concealed hand, toward thirteen orphans (a terminal or honour) or seven
 * pairs (a new kind while fewer than seven). Returns the kinds worth trying as bits.
 */
static uint64_t draw_candidates(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
				const struct shanten_groups *g, int s, bool *standard)
{
	uint64_t held, full;
	kinds_held(counts, &held, &full);
	uint64_t cand = near_of_held(held);
	/* a concealed hand with melds, or an open one with a value honour called, counts the
	 * standard shape alone */
	*standard = h->closed || h->yakuhai_meld;
	if (h->closed && h->nmelds == 0) {
		/* a far tile lowers these two only when they are already as short as s; further
		 * off, a draw brings neither below s, and the standard shape alone decides */
		int pairs, orphans;
		shanten_groups_special(g, counts, &pairs, &orphans);
		*standard = pairs > s && orphans > s;
		if (bits_in(held) < 7 && pairs <= s)
			cand = ~UINT64_C(0);
		else if (orphans <= s)
			cand |= YAOCHU_KINDS;
	}
	return cand & h->unseen & ~full;
}

/* The kind of the lowest bit, taken out of bits. */
static int next_kind(uint64_t *bits)
{
	int k = __builtin_ctzll(*bits);
	*bits &= *bits - 1;
	return k;
}

/* Whether a draw of kind k lowers the shanten s of counts, read as g (by the standard shape
 * alone when draw_candidates says it decides). */
static bool draw_lowers(const struct ai_hand *h, uint8_t counts[TILE_KINDS],
			const struct shanten_groups *g, int k, int s, bool standard)
{
	if (standard)
		return shanten_groups_standard_after(g, counts, k, 1) < s;
	struct shanten_groups drawn = *g;
	shanten_groups_change(&drawn, counts, k, 1);
	counts[k]++;
	bool lower = ai_shanten_under(h, counts, &drawn, s) < s;
	counts[k]--;
	return lower;
}

int ai_ukeire(const struct ai_hand *h, uint8_t counts[TILE_KINDS], int s, bool *accept)
{
	struct shanten_groups g;
	shanten_groups_read(&g, counts);
	int total = 0;
	if (accept)
		memset(accept, 0, TILE_KINDS * sizeof *accept);
	bool standard;
	for (uint64_t cand = draw_candidates(h, counts, &g, s, &standard); cand;) {
		int k = next_kind(&cand);
		if (draw_lowers(h, counts, &g, k, s, standard)) {
			total += h->t->unseen[k];
			if (accept)
				accept[k] = true;
		}
	}
	return total;
}

bool ai_ukeire_exceeds(const struct ai_hand *h, uint8_t counts[TILE_KINDS],
		       const struct shanten_groups *g, int s, int u)
{
	bool standard;
	uint64_t cand = draw_candidates(h, counts, g, s, &standard);
	int total = 0, left = 0;
	for (uint64_t bits = cand; bits;)
		left += h->t->unseen[next_kind(&bits)];
	while (cand && total <= u && total + left > u) {
		int k = next_kind(&cand);
		left -= h->t->unseen[k];
		if (draw_lowers(h, counts, g, k, s, standard))
			total += h->t->unseen[k];
	}
	return total > u;
}
