/*
 * Shanten numbers from lookup tables.
 *
 * A complete hand is n blocks (runs or triplets) and one pair, with n = 4
 * minus the melds. The standard shanten number is the least number of tiles
 * that must be added to the concealed tiles so that some of them form such a
 * hand, minus one: every draw is matched by a discard of an unused tile. No
 * plan may need a fifth copy of a kind, so 1111m alone waits on nothing.
 *
 * The man, pin and sou suits and the honours are independent, so each group
 * is summarised by its costs: for 0..4 blocks, with and without the pair, the
 * least tiles to add within the group. Two groups combine by a min-plus
 * product of their costs, and shanten = costs of all four at (n, pair) - 1.
 *
 * Only 130 different costs arise from a group of up to 14 tiles, and only 180
 * from products of them. So each distinct costs value gets a small class
 * number, each suit pattern maps to a class, and class products are a
 * 256 x 256 table: a warm evaluation is four key lookups and three products.
 *
 * Everything is filled on first use (a pattern's class by a short dynamic
 * programme over its kinds, a product by one min-plus step), so start-up
 * costs nothing. Suits are keyed by the rank of their nine counts among the
 * 405350 count vectors of at most 14 tiles; honours, which form no runs, by
 * how many kinds are held once, twice, three and four times.
 *
 * The same costs serve hands restricted to some kinds (an open hand of all
 * simples, a flush): each group contributes the stretch of kinds it may use.
 */
#include "rules/shanten.h"

#include <stdbool.h>
#include <string.h>

enum {
	GROUP_BLOCKS = 4, /* at most four blocks in any hand */
	SUIT_KINDS = 9,
	HONOR_KINDS = 7,
	SUIT_MAX_TILES = 14,
	SUIT_PATTERNS = 405350, /* vectors of nine counts 0..4 summing to <= 14 */
	HONOR_PATTERNS = 8 * 8 * 8 * 8,
	RANK_LO_KEYS = 5 * 5 * 5 * 5 * 5, /* counts of kinds 1-5, base 5 */
	RANK_HI_KEYS = 5 * 5 * 5 * 5,	  /* counts of kinds 6-9, base 5 */
	CLASS_MAX = 255,		  /* class 0 means "not known yet" */
	COST_NONE = 0x3f,		  /* larger than any real cost */
};

#define RANK_NONE UINT32_MAX

/*
 * Costs are packed as nibbles: nibble h * 5 + b holds the least tiles to add
 * for b blocks and h pairs (0 or 1).
 */
typedef uint64_t costs_t;

/* All mutable state below is a cache, filled as it is asked for. */
static bool rank_ready;
static int class_count;
static costs_t class_costs[CLASS_MAX + 1];
static uint8_t suit_class[SUIT_PATTERNS];
static uint8_t honor_class[HONOR_PATTERNS];
static uint8_t class_product[CLASS_MAX + 1][CLASS_MAX + 1];

/*
 * The rank of a suit's counts splits into a part from kinds 1-5 and a part
 * from kinds 6-9 that depends on how many tiles kinds 1-5 hold:
 * rank = (rank_lo[lo] >> 5) + rank_hi[rank_lo[lo] & 31][hi].
 */
static uint32_t rank_lo[RANK_LO_KEYS];
static uint32_t rank_hi[SUIT_MAX_TILES + 1][RANK_HI_KEYS];

/* Honour key weight of a kind held c times: a base-8 digit per count. */
static const uint16_t honor_weight[5] = {0, 1, 8, 64, 512};

static inline int min2(int a, int b)
{
	return a < b ? a : b;
}

/*
 * Costs of counts c[0..len). Kinds are walked in order, remembering how many
 * runs begun one and two kinds earlier still need this kind; a kind may be
 * asked for at most four times in all.
 */
static costs_t group_costs(const uint8_t *c, int len, bool runs)
{
	/* d[r1][r2][h][b]: r1 runs begun at the previous kind, r2 the one before. */
	uint8_t d[5][5][2][GROUP_BLOCKS + 1], nd[5][5][2][GROUP_BLOCKS + 1];

	memset(d, COST_NONE, sizeof d);
	d[0][0][0][0] = 0;
	for (int i = 0; i < len; i++) {
		int max_runs = runs && i + 2 < len ? GROUP_BLOCKS : 0;

		memset(nd, COST_NONE, sizeof nd);
		for (int r1 = 0; r1 <= GROUP_BLOCKS; r1++)
			for (int r2 = 0; r1 + r2 <= GROUP_BLOCKS; r2++)
				for (int h = 0; h < 2; h++)
					for (int b = r1 + r2; b <= GROUP_BLOCKS; b++) {
						int cost = d[r1][r2][h][b];

						if (cost == COST_NONE)
							continue;
						for (int x = 0;
						     x <= max_runs && b + x <= GROUP_BLOCKS; x++)
							for (int y = 0;
							     y < 2 && b + x + y <= GROUP_BLOCKS;
							     y++)
								for (int z = 0; z + h < 2; z++) {
									int need = r1 + r2 + x +
										   3 * y + 2 * z;
									int add = need > c[i]
										      ? need - c[i]
										      : 0;
									uint8_t *to =
									    &nd[x][r1][h + z]
									       [b + x + y];

									if (need > 4)
										break;
									if (cost + add < *to)
										*to =
										    (uint8_t)(cost +
											      add);
								}
					}
		memcpy(d, nd, sizeof d);
	}

	costs_t e = 0;
	for (int h = 0; h < 2; h++)
		for (int b = 0; b <= GROUP_BLOCKS; b++)
			e |= (costs_t)min2(d[0][0][h][b], 15) << (4 * (h * 5 + b));
	return e;
}

/* The two rows of packed costs: row0[b] without the pair, row1[b] with it. */
static inline void unpack(costs_t e, int row0[GROUP_BLOCKS + 1], int row1[GROUP_BLOCKS + 1])
{
	for (int b = 0; b <= GROUP_BLOCKS; b++) {
		row0[b] = (int)(e >> (4 * b)) & 15;
		row1[b] = (int)(e >> (4 * (5 + b))) & 15;
	}
}

/* Min-plus product: the best split of b blocks, and of the pair, between x and y. */
static void combine(const int x0[], const int x1[], const int y0[], const int y1[], int out0[],
		    int out1[])
{
	for (int b = 0; b <= GROUP_BLOCKS; b++) {
		int best0 = COST_NONE, best1 = COST_NONE;

		for (int k = 0; k <= b; k++) {
			best0 = min2(best0, x0[k] + y0[b - k]);
			best1 = min2(best1, min2(x1[k] + y0[b - k], x0[k] + y1[b - k]));
		}
		out0[b] = best0;
		out1[b] = best1;
	}
}

static costs_t costs_product(costs_t x, costs_t y)
{
	int x0[5], x1[5], y0[5], y1[5], o0[5], o1[5];
	costs_t e = 0;

	unpack(x, x0, x1);
	unpack(y, y0, y1);
	combine(x0, x1, y0, y1, o0, o1);
	for (int b = 0; b <= GROUP_BLOCKS; b++)
		e |= (costs_t)min2(o0[b], 15) << (4 * b) | (costs_t)min2(o1[b], 15)
							       << (4 * (5 + b));
	return e;
}

/* The shanten number from the costs of all four groups. */
static int shanten_of_costs(costs_t all, int n)
{
	return (int)(all >> (4 * (5 + n)) & 15) - 1;
}

/*
 * rank_step[i][s][c]: how many vectors of at most 14 tiles, agreeing on kinds
 * before i which hold s tiles, have fewer than c tiles at kind i.
 */
static void rank_steps(uint32_t step[SUIT_KINDS][SUIT_MAX_TILES + 1][5])
{
	/* vectors[len][s]: count vectors of length len, entries 0..4, sum <= s. */
	uint32_t vectors[SUIT_KINDS][SUIT_MAX_TILES + 1] = {{0}};

	for (int s = 0; s <= SUIT_MAX_TILES; s++)
		vectors[0][s] = 1;
	for (int len = 1; len < SUIT_KINDS; len++)
		for (int s = 0; s <= SUIT_MAX_TILES; s++)
			for (int d = 0; d <= 4 && d <= s; d++)
				vectors[len][s] += vectors[len - 1][s - d];
	for (int i = 0; i < SUIT_KINDS; i++)
		for (int s = 0; s <= SUIT_MAX_TILES; s++) {
			step[i][s][0] = 0;
			for (int c = 1; c <= 4; c++) {
				int left = SUIT_MAX_TILES - s - (c - 1);
				step[i][s][c] = step[i][s][c - 1] +
						(left >= 0 ? vectors[SUIT_KINDS - 1 - i][left] : 0);
			}
		}
}

/*
 * Rank part of the base-5 key's ndigits counts at kinds from.., after s
 * tiles; RANK_NONE once the tiles pass 14. Sets *sum to the tiles after.
 */
static uint32_t rank_part(const uint32_t step[SUIT_KINDS][SUIT_MAX_TILES + 1][5], unsigned key,
			  int from, int ndigits, int s, int *sum)
{
	uint32_t r = 0;

	for (int i = from; i < from + ndigits; i++, key /= 5) {
		int c = (int)(key % 5);
		if (s + c > SUIT_MAX_TILES) {
			r = RANK_NONE;
			s = SUIT_MAX_TILES + 1;
			break;
		}
		r += step[i][s][c];
		s += c;
	}
	*sum = s;
	return r;
}

static void rank_init(void)
{
	uint32_t step[SUIT_KINDS][SUIT_MAX_TILES + 1][5];
	int sum;

	rank_steps(step);
	for (unsigned key = 0; key < RANK_LO_KEYS; key++) {
		uint32_t r = rank_part(step, key, 0, 5, 0, &sum);
		/* Over 14 tiles already: the sum 15 sends every lookup to RANK_NONE. */
		rank_lo[key] = r == RANK_NONE ? SUIT_MAX_TILES + 1 : r << 5 | (uint32_t)sum;
	}
	for (int s = 0; s <= SUIT_MAX_TILES; s++)
		for (unsigned key = 0; key < RANK_HI_KEYS; key++)
			rank_hi[s][key] = rank_part(step, key, 5, 4, s, &sum);
	rank_ready = true;
}

/* The class of some costs, made on first sight; 0 when classes run out. */
static uint8_t class_of_costs(costs_t e)
{
	int id = 0;

	for (int i = 1; i <= class_count && !id; i++)
		if (class_costs[i] == e)
			id = i;
	if (!id && class_count < CLASS_MAX) {
		id = ++class_count;
		class_costs[id] = e;
	}
	return (uint8_t)id;
}

/* The class of a suit's nine counts, each 0..4; 0 when there is none. */
static inline uint8_t suit_class_of(const uint8_t *c)
{
	unsigned lo = c[0] + 5 * (c[1] + 5 * (c[2] + 5 * (c[3] + 5 * c[4])));
	unsigned hi = c[5] + 5 * (c[6] + 5 * (c[7] + 5 * c[8]));
	uint32_t l = rank_lo[lo], s = l & 31;
	uint32_t h = s <= SUIT_MAX_TILES ? rank_hi[s][hi] : RANK_NONE;

	/* More than 14 tiles in one suit is no hand: no slot for it. */
	if (h == RANK_NONE)
		return 0;
	uint8_t *id = &suit_class[(l >> 5) + h];
	if (!*id)
		*id = class_of_costs(group_costs(c, SUIT_KINDS, true));
	return *id;
}

static inline uint8_t honor_class_of(const uint8_t *c)
{
	unsigned key = 0;

	for (int i = 0; i < HONOR_KINDS; i++)
		key += honor_weight[c[i]];
	uint8_t *id = &honor_class[key];
	if (!*id)
		*id = class_of_costs(group_costs(c, HONOR_KINDS, false));
	return *id;
}

static inline uint8_t product_of(uint8_t a, uint8_t b)
{
	uint8_t *id = &class_product[a][b];

	if (!*id && a && b)
		*id = class_of_costs(costs_product(class_costs[a], class_costs[b]));
	return *id;
}

/* Sum of the 8 byte counts of a word. */
static inline unsigned bytes_sum(uint64_t x)
{
	return (unsigned)((x * 0x0101010101010101ULL) >> 56);
}

/*
 * The number of tiles, or -1 when a count exceeds 4. A byte over 4 shows in
 * bit 7 of itself plus 0x7b, or in its own bit 7; a carry out of it can only
 * add false alarms above a byte already caught.
 */
static inline int tiles_total(const uint8_t counts[TILE_KINDS])
{
	uint64_t w[4], over = 0;
	unsigned sum = 0;

	memcpy(w, counts, sizeof w);
	for (int i = 0; i < 4; i++) {
		over |= (w[i] | (w[i] + 0x7b7b7b7b7b7b7b7bULL)) & 0x8080808080808080ULL;
		sum += bytes_sum(w[i]);
	}
	if (over || counts[32] > 4 || counts[33] > 4)
		return -1;
	return (int)(sum + counts[32] + counts[33]);
}

/* Impossible counts still get an answer, from no table. blocks < 0: as many as the tiles allow. */
static int standard_uncached(const uint8_t counts[TILE_KINDS], int blocks)
{
	unsigned tiles = 0;

	for (int k = 0; k < TILE_KINDS; k++)
		tiles += counts[k];
	if (blocks < 0)
		blocks = min2((int)tiles / 3, GROUP_BLOCKS);
	costs_t all = costs_product(
	    costs_product(costs_product(group_costs(counts + TILE_M1, SUIT_KINDS, true),
					group_costs(counts + TILE_P1, SUIT_KINDS, true)),
			  group_costs(counts + TILE_S1, SUIT_KINDS, true)),
	    group_costs(counts + TILE_EAST, HONOR_KINDS, false));
	return shanten_of_costs(all, blocks);
}

/* blocks < 0: as many as the tiles allow (four at most). */
static inline int standard_of(const uint8_t counts[TILE_KINDS], int tiles, int blocks)
{
	if (tiles < 0)
		return standard_uncached(counts, blocks);
	if (!rank_ready)
		rank_init();

	uint8_t all = product_of(
	    product_of(product_of(suit_class_of(counts + TILE_M1), suit_class_of(counts + TILE_P1)),
		       suit_class_of(counts + TILE_S1)),
	    honor_class_of(counts + TILE_EAST));
	if (!all)
		return standard_uncached(counts, blocks);
	return shanten_of_costs(class_costs[all],
				blocks < 0 ? min2(tiles / 3, GROUP_BLOCKS) : blocks);
}

/*
 * The blocks needed follow from the number of concealed tiles, which is
 * 13 or 14 minus three per meld, so nmelds is not needed here.
 */
int shanten_standard(const uint8_t counts[TILE_KINDS], int nmelds)
{
	(void)nmelds;
	return standard_of(counts, tiles_total(counts), -1);
}

int shanten_blocks(const uint8_t counts[TILE_KINDS], int blocks)
{
	return standard_of(counts, tiles_total(counts),
			   blocks < 0 ? 0 : min2(blocks, GROUP_BLOCKS));
}

/*
 * The costs of a stretch of kinds cut out of a group, through a direct-mapped
 * cache: the key is the counts read as a base-5 number with the stretch's
 * length and whether runs count (a run may begin in an empty leading kind of a
 * longer stretch, so the length matters); a word holds the key and every cost
 * but that of no block and no pair, which is always 0.
 */
enum { STRETCH_CACHE_BITS = 18, STRETCH_KEY_SHIFT = 36 };
static uint64_t stretch_cache[1u << STRETCH_CACHE_BITS];

static costs_t stretch_costs(const uint8_t *c, int len, bool runs)
{
	uint32_t key = 0;

	for (int i = 0; i < len; i++)
		key = key * 5 + c[i];
	key |= ((uint32_t)len << 1 | (uint32_t)runs) << 21;
	uint32_t slot = (key * 2654435761u) >> (32 - STRETCH_CACHE_BITS);
	uint64_t w = stretch_cache[slot];
	if (w && (uint32_t)(w >> STRETCH_KEY_SHIFT) == key)
		return (w & ((1ULL << STRETCH_KEY_SHIFT) - 1)) << 4;
	costs_t e = group_costs(c, len, runs);
	stretch_cache[slot] = (uint64_t)key << STRETCH_KEY_SHIFT | e >> 4;
	return e;
}

int shanten_restricted(const uint8_t counts[TILE_KINDS], int blocks, const bool allow[TILE_KINDS],
		       bool runs)
{
	costs_t total = 0;
	bool any = false;

	for (int g = 0; g < 4; g++) {
		int base = g * 9, len = g < 3 ? SUIT_KINDS : HONOR_KINDS, lo = -1, hi = -1;

		for (int i = 0; i < len; i++)
			if (allow[base + i]) {
				lo = lo < 0 ? i : lo;
				hi = i;
			}
		if (lo < 0)
			continue;
		costs_t e = stretch_costs(counts + base + lo, hi - lo + 1, runs && g < 3);
		total = any ? costs_product(total, e) : e;
		any = true;
	}
	if (!any)
		return 15 - 1; /* nothing to build with */
	return shanten_of_costs(total, blocks < 0 ? 0 : min2(blocks, GROUP_BLOCKS));
}

/* counts as five little-endian words of eight kinds, the last two kinds in w[4]. */
static inline void counts_words(const uint8_t counts[TILE_KINDS], uint64_t w[5])
{
	w[4] = 0;
	memcpy(w, counts, TILE_KINDS);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	for (int i = 0; i < 5; i++)
		w[i] = __builtin_bswap64(w[i]);
#endif
}

/* 0x80 in each byte of w that is not zero, whatever its value. */
static inline uint64_t bytes_nonzero(uint64_t w)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;

	return (((w & low7) + low7) | w) & ~low7;
}

/* Terminals and honours as 0xff bytes of the five words: 1m; 9m 1p; 9p 1s; 9s E-Haku; Hatsu Chun.
 */
static const uint64_t yaochu_mask[5] = {
    0xff, 0xffff, 0xffff00, 0xffffffffffff0000ULL, 0xffff,
};

/*
 * Seven pairs: distinct pairs, so four of a kind is one pair only, and seven
 * kinds. Thirteen orphans: one of each terminal and honour plus any second.
 */
static void special_shanten(const uint8_t counts[TILE_KINDS], int *chiitoitsu, int *kokushi)
{
	/* Per-byte tallies: each lane sums at most five flags. */
	uint64_t held = 0, pairs = 0, orphans = 0, orphan_pairs = 0, w[5];

	counts_words(counts, w);
	for (int i = 0; i < 5; i++) {
		uint64_t one = bytes_nonzero(w[i]) >> 7;
		uint64_t two = bytes_nonzero(w[i] & 0xfefefefefefefefeULL) >> 7;
		held += one;
		pairs += two;
		orphans += one & yaochu_mask[i];
		orphan_pairs |= two & yaochu_mask[i];
	}
	int h = (int)bytes_sum(held), p = (int)bytes_sum(pairs);
	*chiitoitsu = 6 - p + (h < 7 ? 7 - h : 0);
	*kokushi = 13 - (int)bytes_sum(orphans) - (orphan_pairs != 0);
}

int shanten_chiitoitsu(const uint8_t counts[TILE_KINDS])
{
	int c, k;

	special_shanten(counts, &c, &k);
	return c;
}

int shanten_kokushi(const uint8_t counts[TILE_KINDS])
{
	int c, k;

	special_shanten(counts, &c, &k);
	return k;
}

int shanten_min(const uint8_t counts[TILE_KINDS], int nmelds)
{
	int tiles = tiles_total(counts);
	int best = standard_of(counts, tiles, -1);

	/* Both special hands are fully concealed 13/14-tile hands. */
	if (nmelds == 0 && best > -1 && (tiles >= 13 || tiles < 0)) {
		int c, k;

		special_shanten(counts, &c, &k);
		best = min2(best, min2(c, k));
	}
	return best;
}
