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
 * The tables are built when jansou is built (rules/shanten_gen.c) and are
 * constant: the first evaluation of a process is as quick as any other. Suits
 * are keyed by the rank of their nine counts among the 405350 count vectors of
 * at most 14 tiles; honours, which form no runs, by how many kinds are held
 * once, twice, three and four times.
 *
 * The same costs serve hands restricted to some kinds (an open hand of all
 * simples, a flush): each group contributes the stretch of kinds it may use.
 */
#include "rules/shanten.h"

#include <stdbool.h>
#include <string.h>

#include "rules/shanten_costs.h"
#include "rules/shanten_tables.h"

enum {
	GROUP_BLOCKS = SHANTEN_BLOCKS,
	SUIT_KINDS = 9,
	HONOR_KINDS = 7,
	SUIT_MAX_TILES = SHANTEN_SUIT_MAX_TILES,
};

#define RANK_NONE UINT32_MAX

typedef shanten_costs_t costs_t;

/* Honour key weight of a kind held c times: a base-8 digit per count. */
static const uint16_t honor_weight[5] = {0, 1, 8, 64, 512};

static inline int min2(int a, int b)
{
	return a < b ? a : b;
}

static costs_t group_costs(const uint8_t *c, int len, bool runs)
{
	return shanten_group_costs(c, len, runs);
}

static costs_t costs_product(costs_t x, costs_t y)
{
	return shanten_costs_product(x, y);
}

/* The shanten number from the costs of all four groups. */
static int shanten_of_costs(costs_t all, int n)
{
	return (int)(all >> (4 * (5 + n)) & 15) - 1;
}

/* The keys of a suit's counts: kinds 1-5 and kinds 6-9 read as base-5 numbers. */
static inline unsigned suit_lo(const uint8_t *c)
{
	return c[0] + 5u * (c[1] + 5u * (c[2] + 5u * (c[3] + 5u * c[4])));
}

static inline unsigned suit_hi(const uint8_t *c)
{
	return c[5] + 5u * (c[6] + 5u * (c[7] + 5u * c[8]));
}

/* The class of a suit from its keys; 0 for more than 14 tiles. */
static inline uint8_t suit_class_of_keys(unsigned lo, unsigned hi)
{
	uint32_t l = shanten_rank_lo[lo], s = l & 31;
	uint32_t h = s <= SUIT_MAX_TILES ? shanten_rank_hi[s][hi] : RANK_NONE;

	/* More than 14 tiles in one suit is no hand: no slot for it. */
	if (h == RANK_NONE)
		return 0;
	return shanten_suit_class[(l >> 5) + h];
}

/* The class of a suit's nine counts, each 0..4; 0 for more than 14 tiles. */
static inline uint8_t suit_class_of(const uint8_t *c)
{
	return suit_class_of_keys(suit_lo(c), suit_hi(c));
}

static inline unsigned honor_key(const uint8_t *c)
{
	unsigned key = 0;

	for (int i = 0; i < HONOR_KINDS; i++)
		key += honor_weight[c[i]];
	return key;
}

static inline uint8_t honor_class_of(const uint8_t *c)
{
	return shanten_honor_class[honor_key(c)];
}

static inline uint8_t product_of(uint8_t a, uint8_t b)
{
	return shanten_class_product[a][b];
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

	uint8_t all = product_of(
	    product_of(product_of(suit_class_of(counts + TILE_M1), suit_class_of(counts + TILE_P1)),
		       suit_class_of(counts + TILE_S1)),
	    honor_class_of(counts + TILE_EAST));
	if (!all)
		return standard_uncached(counts, blocks);
	return shanten_of_costs(shanten_class_costs[all],
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

/* Where the stretches of len kinds begin in shanten_stretch_class (see the header). */
static const uint32_t stretch_offset[SUIT_KINDS] = {
    0, 0, 5, 30, 155, 780, 3905, 19530, 97655,
};

/*
 * The costs of a stretch of kinds cut out of a group, from the tables: a whole suit by its
 * class, a shorter stretch with runs by its own class, a stretch without runs (only pairs and
 * triplets, each kind alone) as honours, in two parts past seven kinds. Counts past four
 * or a stretch past 14 tiles have no class and are worked out directly.
 */
static costs_t stretch_costs(const uint8_t *c, int len, bool runs)
{
	uint8_t cls = 0;
	unsigned key = 0;
	int tiles = 0;

	for (int i = len - 1; i >= 0; i--) {
		if (c[i] > 4)
			return group_costs(c, len, runs);
		key = key * 5 + c[i];
		tiles += c[i];
	}
	if (tiles > SUIT_MAX_TILES)
		return group_costs(c, len, runs);
	if (!runs) {
		int first = len < HONOR_KINDS ? len : HONOR_KINDS;
		unsigned a = 0, b = 0;
		for (int i = 0; i < first; i++)
			a += honor_weight[c[i]];
		for (int i = first; i < len; i++)
			b += honor_weight[c[i]];
		costs_t e = shanten_class_costs[shanten_honor_class[a]];
		return first == len ? e
				    : costs_product(e, shanten_class_costs[shanten_honor_class[b]]);
	}
	cls =
	    len == SUIT_KINDS ? suit_class_of(c) : shanten_stretch_class[stretch_offset[len] + key];
	return cls ? shanten_class_costs[cls] : group_costs(c, len, runs);
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
	struct shanten_groups g;

	shanten_groups_read(&g, counts);
	return shanten_groups_min(&g, counts, nmelds);
}

/* ---- a hand read group by group ------------------------------------------------ */

static inline void groups_products(struct shanten_groups *g)
{
	g->two = product_of(g->cls[0], g->cls[1]);
	g->three = product_of(g->two, g->cls[2]);
}

void shanten_groups_read(struct shanten_groups *g, const uint8_t counts[TILE_KINDS])
{
	int tiles = tiles_total(counts);

	g->tiles = (int16_t)tiles;
	if (tiles < 0)
		return;
	for (int s = 0; s < 3; s++) {
		const uint8_t *c = counts + 9 * s;
		g->key[s][0] = (uint16_t)suit_lo(c);
		g->key[s][1] = (uint16_t)suit_hi(c);
		g->cls[s] = suit_class_of_keys(g->key[s][0], g->key[s][1]);
		g->ntiles[s] =
		    (uint8_t)(c[0] + c[1] + c[2] + c[3] + c[4] + c[5] + c[6] + c[7] + c[8]);
	}
	g->ntiles[3] = (uint8_t)(tiles - g->ntiles[0] - g->ntiles[1] - g->ntiles[2]);
	g->key[3][0] = (uint16_t)honor_key(counts + TILE_EAST);
	g->key[3][1] = 0;
	g->cls[3] = shanten_honor_class[g->key[3][0]];
	groups_products(g);
}

/* Where a kind sits in a group reading: its group, which of the suit's two keys holds it (kinds
 * 1-5, 6-9) and its weight there (a power of five); an honour's key is weighed by count. */
struct kind_place {
	uint8_t group, half;
	uint16_t weight;
};

#define SUIT_PLACES(g)                                                                             \
	{g, 0, 1}, {g, 0, 5}, {g, 0, 25}, {g, 0, 125}, {g, 0, 625}, {g, 1, 1}, {g, 1, 5},          \
	    {g, 1, 25},                                                                            \
	{                                                                                          \
		g, 1, 125                                                                          \
	}
static const struct kind_place kind_places[TILE_KINDS] = {
    SUIT_PLACES(0), SUIT_PLACES(1), SUIT_PLACES(2), {3, 0, 0}, {3, 0, 0},
    {3, 0, 0},	    {3, 0, 0},	    {3, 0, 0},	    {3, 0, 0}, {3, 0, 0},
};

void shanten_groups_change(struct shanten_groups *g, const uint8_t counts[TILE_KINDS], int kind,
			   int delta)
{
	int before = counts[kind], after = before + delta;

	if (g->tiles < 0 || after < 0 || after > 4) {
		g->tiles = -1;
		return;
	}
	g->tiles = (int16_t)(g->tiles + delta);
	const struct kind_place *at = &kind_places[kind];
	int group = at->group;
	g->ntiles[group] = (uint8_t)(g->ntiles[group] + delta);
	if (group == 3) {
		g->key[3][0] =
		    (uint16_t)(g->key[3][0] + honor_weight[after] - honor_weight[before]);
		g->cls[3] = shanten_honor_class[g->key[3][0]];
		return;
	}
	uint16_t *key = g->key[group];
	key[at->half] = (uint16_t)(key[at->half] + delta * at->weight);
	g->cls[group] = suit_class_of_keys(key[0], key[1]);
	/* man x pin stays as it was when the sou change */
	if (group < 2)
		g->two = product_of(g->cls[0], g->cls[1]);
	g->three = product_of(g->two, g->cls[2]);
}

/* The classes of all four groups, 0 when no table holds the product. */
static inline uint8_t groups_all(const struct shanten_groups *g)
{
	return product_of(g->three, g->cls[3]);
}

/* Seven pairs and thirteen orphans of a hand read: every group's keys give both. */
static void groups_special(const struct shanten_groups *g, int *chiitoitsu, int *kokushi)
{
	/* The honours by how many kinds are held once, twice, three and four times. */
	unsigned honors = g->key[3][0];
	unsigned n1 = honors & 7, n2 = honors >> 3 & 7, n3 = honors >> 6 & 7, n4 = honors >> 9;
	uint32_t held = n1 + n2 + n3 + n4, pairs = n2 + n3 + n4;
	uint32_t sum = held | pairs << 8 | held << 16 | pairs << 24;
	/* what each suit gives them, read from its keys here: most hands read never ask */
	for (int s = 0; s < 3; s++)
		sum += shanten_special_lo[g->key[s][0]] + shanten_special_hi[g->key[s][1]];
	int h = (int)(sum & 0xff), p = (int)(sum >> 8 & 0xff);
	*chiitoitsu = 6 - p + (h < 7 ? 7 - h : 0);
	*kokushi = 13 - (int)(sum >> 16 & 0xff) - ((sum >> 24) != 0);
}

int shanten_groups_min(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS], int nmelds)
{
	int tiles = g->tiles;
	if (tiles < 0) {
		/* Impossible counts still get an answer, from no table. */
		int best = standard_uncached(counts, -1);
		if (nmelds == 0 && best > -1) {
			int c, k;

			special_shanten(counts, &c, &k);
			best = min2(best, min2(c, k));
		}
		return best;
	}
	uint8_t all = groups_all(g);
	int best = all ? shanten_of_costs(shanten_class_costs[all], min2(tiles / 3, GROUP_BLOCKS))
		       : standard_uncached(counts, -1);

	/* Both special hands are fully concealed 13/14-tile hands. */
	if (nmelds != 0 || best <= -1 || tiles < 13)
		return best;
	int chiitoitsu, kokushi;
	groups_special(g, &chiitoitsu, &kokushi);
	return min2(best, min2(chiitoitsu, kokushi));
}

int shanten_groups_standard(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS])
{
	uint8_t all = g->tiles < 0 ? 0 : groups_all(g);
	if (!all)
		return shanten_standard(counts, 0);
	return shanten_of_costs(shanten_class_costs[all], min2(g->tiles / 3, GROUP_BLOCKS));
}

/* shanten_standard of counts with kind held after times (no table holds them). */
static int standard_moved(const uint8_t counts[TILE_KINDS], int kind, int after)
{
	uint8_t moved[TILE_KINDS];
	memcpy(moved, counts, sizeof moved);
	moved[kind] = (uint8_t)after;
	return shanten_standard(moved, 0);
}

int shanten_groups_standard_after(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
				  int kind, int delta)
{
	int before = counts[kind], after = before + delta;
	if (g->tiles < 0 || after < 0 || after > 4)
		return standard_moved(counts, kind, after);
	const struct kind_place *at = &kind_places[kind];
	int group = at->group;
	uint8_t all;
	/* the products taken in the order shanten_groups_change takes them */
	if (group == 3) {
		unsigned key = g->key[3][0] + honor_weight[after] - honor_weight[before];
		all = product_of(g->three, shanten_honor_class[key]);
	} else {
		int lo = g->key[group][0], hi = g->key[group][1];
		if (at->half)
			hi += delta * at->weight;
		else
			lo += delta * at->weight;
		uint8_t cls = suit_class_of_keys((unsigned)lo, (unsigned)hi);
		uint8_t man = group == 0 ? cls : g->cls[0], pin = group == 1 ? cls : g->cls[1];
		uint8_t sou = group == 2 ? cls : g->cls[2];
		uint8_t two = group < 2 ? product_of(man, pin) : g->two;
		all = product_of(product_of(two, sou), g->cls[3]);
	}
	if (!all)
		return standard_moved(counts, kind, after);
	return shanten_of_costs(shanten_class_costs[all],
				min2((g->tiles + delta) / 3, GROUP_BLOCKS));
}

void shanten_groups_special(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
			    int *chiitoitsu, int *kokushi)
{
	if (g->tiles < 0)
		special_shanten(counts, chiitoitsu, kokushi);
	else
		groups_special(g, chiitoitsu, kokushi);
}

static inline int blocks_clamped(int blocks)
{
	return blocks < 0 ? 0 : min2(blocks, GROUP_BLOCKS);
}

int shanten_groups_flush(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS], int suit,
			 int blocks)
{
	uint8_t p = g->tiles < 0 ? 0 : product_of(g->cls[suit], g->cls[3]);
	if (p)
		return shanten_of_costs(shanten_class_costs[p], blocks_clamped(blocks));
	bool allow[TILE_KINDS];
	for (int k = 0; k < TILE_KINDS; k++)
		allow[k] = k >= TILE_EAST || k / 9 == suit;
	return shanten_restricted(counts, blocks, allow, true);
}

/* The class of a suit's simples from its keys: kinds 2-5 of the low key, 6-8 of the high. */
static inline uint8_t simples_class_of_keys(unsigned lo, unsigned hi)
{
	return shanten_stretch_class[stretch_offset[7] + lo / 5 + 625 * (hi % 125)];
}

int shanten_groups_simples(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
			   int blocks)
{
	uint8_t p = 0;
	if (g->tiles >= 0) {
		uint8_t c[3];
		for (int s = 0; s < 3; s++)
			c[s] = simples_class_of_keys(g->key[s][0], g->key[s][1]);
		p = product_of(product_of(c[0], c[1]), c[2]);
	}
	if (p)
		return shanten_of_costs(shanten_class_costs[p], blocks_clamped(blocks));
	bool allow[TILE_KINDS];
	for (int k = 0; k < TILE_KINDS; k++)
		allow[k] = !kind_is_yaochu(k);
	return shanten_restricted(counts, blocks, allow, true);
}

int shanten_groups_without(const struct shanten_groups *g, const uint8_t counts[TILE_KINDS],
			   int honor, int blocks)
{
	uint8_t all = 0;
	if (g->tiles >= 0) {
		unsigned key = g->key[3][0] - honor_weight[counts[honor]];
		all = product_of(g->three, shanten_honor_class[key]);
	}
	if (all)
		return shanten_of_costs(shanten_class_costs[all], blocks_clamped(blocks));
	bool allow[TILE_KINDS];
	uint8_t c[TILE_KINDS];
	memset(allow, true, sizeof allow);
	memcpy(c, counts, sizeof c);
	c[honor] = 0;
	return shanten_restricted(c, blocks, allow, true);
}
