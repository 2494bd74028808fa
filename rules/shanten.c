/*
 * Shanten numbers from lookup tables.
 *
 * A complete hand is n blocks (runs or triplets) and one pair, with n = 4
 * minus the melds. The standard shanten number is the least number of tiles
 * that must be added to the concealed tiles so that some of them form such a
 * hand, minus one: every draw is matched by a discard of an unused tile. No
 * plan may need a fifth copy of a kind, so 1111m alone waits on nothing.
 *
 * The man, pin and sou suits and the honours are independent, so each is
 * summarised by a group entry: for 0..4 blocks, with and without the pair,
 * the least tiles to add within that group. shanten_standard() looks up the
 * four entries and combines them with a tiny min-plus step.
 *
 * Entries are computed on first use by a short dynamic programme over the
 * kinds of the group and kept, so start-up costs nothing and a warm table is
 * pure lookups. Suits are indexed by the rank of their nine counts among all
 * count vectors of at most 14 tiles (405350 of them); honours, which form no
 * runs, only by how many kinds are held once, twice, three and four times.
 */
#include "rules/shanten.h"

#include <stdbool.h>
#include <string.h>

enum {
	GROUP_BLOCKS = 4,  /* at most four blocks in any hand */
	SUIT_KINDS = 9,
	HONOR_KINDS = 7,
	SUIT_MAX_TILES = 14,
	SUIT_PATTERNS = 405350, /* vectors of nine counts 0..4 summing to <= 14 */
	HONOR_PATTERNS = 8 * 8 * 8 * 8,
	COST_NONE = 0x3f, /* larger than any real cost */
};

/*
 * A group entry packs the costs as nibbles: nibble h * 5 + b holds the least
 * tiles to add for b blocks and h pairs (0 or 1). The highest bit marks a
 * computed entry, so the zeroed tables need no initialisation.
 */
#define ENTRY_DONE (1ULL << 63)

static uint64_t suit_table[SUIT_PATTERNS];
static uint64_t honor_table[HONOR_PATTERNS];

/* suit_rank_step[i][s][c]: rank offset of count c at kind i after s tiles. */
static uint32_t suit_rank_step[SUIT_KINDS][SUIT_MAX_TILES + 1][5];
static bool suit_rank_ready;

/* Honour weight of a kind held c times, in base 8 by c. */
static const uint16_t honor_weight[5] = { 0, 1, 8, 64, 512 };

/*
 * Least tiles to add to counts c[0..len) to hold b blocks and h pairs, for
 * every b and h. Kinds are walked in order, remembering how many runs begun
 * one and two kinds earlier still need this kind; a kind may be asked for at
 * most four times in all.
 */
static uint64_t group_entry(const uint8_t *c, int len, bool runs)
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
						for (int x = 0; x <= max_runs && b + x <= GROUP_BLOCKS; x++)
							for (int y = 0; y < 2 && b + x + y <= GROUP_BLOCKS; y++)
								for (int z = 0; z + h < 2; z++) {
									int need = r1 + r2 + x + 3 * y + 2 * z;
									int add = need > c[i] ? need - c[i] : 0;
									uint8_t *to = &nd[x][r1][h + z][b + x + y];

									if (need > 4)
										break;
									if (cost + add < *to)
										*to = (uint8_t)(cost + add);
								}
					}
		memcpy(d, nd, sizeof d);
	}

	uint64_t e = ENTRY_DONE;
	for (int h = 0; h < 2; h++)
		for (int b = 0; b <= GROUP_BLOCKS; b++)
			e |= (uint64_t)d[0][0][h][b] << (4 * (h * 5 + b));
	return e;
}

/* Vectors of len counts 0..4 whose sum is at most s. */
static uint32_t count_vectors(int len, int s)
{
	if (s < 0)
		return 0;
	if (len == 0)
		return 1;
	uint32_t n = 0;
	for (int c = 0; c <= 4; c++)
		n += count_vectors(len - 1, s - c);
	return n;
}

static void suit_rank_init(void)
{
	for (int i = 0; i < SUIT_KINDS; i++)
		for (int s = 0; s <= SUIT_MAX_TILES; s++) {
			uint32_t off = 0;
			for (int c = 0; c <= 4; c++) {
				suit_rank_step[i][s][c] = off;
				off += count_vectors(SUIT_KINDS - 1 - i, SUIT_MAX_TILES - s - c);
			}
		}
	__atomic_store_n(&suit_rank_ready, true, __ATOMIC_RELEASE);
}

/* Racing first uses compute the same value, so relaxed atomics suffice. */
static inline uint64_t entry_load(const uint64_t *slot)
{
	return __atomic_load_n(slot, __ATOMIC_RELAXED);
}

static inline void entry_store(uint64_t *slot, uint64_t e)
{
	__atomic_store_n(slot, e, __ATOMIC_RELAXED);
}

static uint64_t suit_entry(const uint8_t *c)
{
	uint32_t rank = 0;
	unsigned s = 0, over = 0;

	for (int i = 0; i < SUIT_KINDS; i++) {
		over |= c[i] > 4 || s + c[i] > SUIT_MAX_TILES;
		if (over)
			break;
		rank += suit_rank_step[i][s][c[i]];
		s += c[i];
	}
	/* Impossible counts still get an answer, just not a cached one. */
	if (over)
		return group_entry(c, SUIT_KINDS, true);
	uint64_t e = entry_load(&suit_table[rank]);
	if (!e) {
		e = group_entry(c, SUIT_KINDS, true);
		entry_store(&suit_table[rank], e);
	}
	return e;
}

static uint64_t honor_entry(const uint8_t *c)
{
	unsigned key = 0, over = 0;

	for (int i = 0; i < HONOR_KINDS; i++) {
		over |= c[i] > 4;
		key += honor_weight[c[i] <= 4 ? c[i] : 0];
	}
	if (over)
		return group_entry(c, HONOR_KINDS, false);
	uint64_t e = entry_load(&honor_table[key]);
	if (!e) {
		e = group_entry(c, HONOR_KINDS, false);
		entry_store(&honor_table[key], e);
	}
	return e;
}

static inline int nib(uint64_t e, int h, int b)
{
	return (int)(e >> (4 * (h * 5 + b))) & 15;
}

/* Min-plus product of two group entries, unpacked into out[h][b]. */
static void combine(uint64_t x, uint64_t y, int n, int out[2][GROUP_BLOCKS + 1])
{
	for (int b = 0; b <= n; b++) {
		int best0 = COST_NONE, best1 = COST_NONE;
		for (int k = 0; k <= b; k++) {
			int x0 = nib(x, 0, k), y0 = nib(y, 0, b - k);
			int v0 = x0 + y0;
			int v1 = nib(x, 1, k) + y0;
			int w1 = x0 + nib(y, 1, b - k);
			best0 = v0 < best0 ? v0 : best0;
			best1 = v1 < best1 ? v1 : best1;
			best1 = w1 < best1 ? w1 : best1;
		}
		out[0][b] = best0;
		out[1][b] = best1;
	}
}

int shanten_standard(const uint8_t counts[TILE_KINDS], int nmelds)
{
	(void)nmelds; /* the blocks needed follow from the concealed tiles */
	if (!__atomic_load_n(&suit_rank_ready, __ATOMIC_ACQUIRE))
		suit_rank_init();

	int tiles = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		tiles += counts[k];
	int n = tiles / 3 < GROUP_BLOCKS ? tiles / 3 : GROUP_BLOCKS;

	uint64_t man = suit_entry(counts + TILE_M1);
	uint64_t pin = suit_entry(counts + TILE_P1);
	uint64_t sou = suit_entry(counts + TILE_S1);
	uint64_t hon = honor_entry(counts + TILE_EAST);

	int mp[2][GROUP_BLOCKS + 1], mps[2][GROUP_BLOCKS + 1];
	combine(man, pin, n, mp);
	for (int b = 0; b <= n; b++) {
		int best0 = COST_NONE, best1 = COST_NONE;
		for (int k = 0; k <= b; k++) {
			int s0 = nib(sou, 0, b - k), s1 = nib(sou, 1, b - k);
			int v0 = mp[0][k] + s0;
			int v1 = mp[1][k] + s0;
			int w1 = mp[0][k] + s1;
			best0 = v0 < best0 ? v0 : best0;
			best1 = v1 < best1 ? v1 : best1;
			best1 = w1 < best1 ? w1 : best1;
		}
		mps[0][b] = best0;
		mps[1][b] = best1;
	}

	int best = COST_NONE;
	for (int b = 0; b <= n; b++) {
		int v = mps[0][b] + nib(hon, 1, n - b);
		int w = mps[1][b] + nib(hon, 0, n - b);
		best = v < best ? v : best;
		best = w < best ? w : best;
	}
	return best - 1;
}

/* Seven distinct pairs; four of a kind is one pair only. */
int shanten_chiitoitsu(const uint8_t counts[TILE_KINDS])
{
	int pairs = 0, kinds = 0;

	for (int k = 0; k < TILE_KINDS; k++) {
		pairs += counts[k] >= 2;
		kinds += counts[k] >= 1;
	}
	return 6 - pairs + (kinds < 7 ? 7 - kinds : 0);
}

/* One of each terminal and honour, plus a second copy of any of them. */
int shanten_kokushi(const uint8_t counts[TILE_KINDS])
{
	static const uint8_t yaochu[13] = {
		TILE_M1, TILE_M1 + 8, TILE_P1, TILE_P1 + 8, TILE_S1, TILE_S1 + 8, TILE_EAST,
		TILE_SOUTH, TILE_WEST, TILE_NORTH, TILE_HAKU, TILE_HATSU, TILE_CHUN,
	};
	int kinds = 0;
	bool pair = false;

	for (int i = 0; i < 13; i++) {
		kinds += counts[yaochu[i]] >= 1;
		pair |= counts[yaochu[i]] >= 2;
	}
	return 13 - kinds - pair;
}

int shanten_min(const uint8_t counts[TILE_KINDS], int nmelds)
{
	int best = shanten_standard(counts, nmelds);

	/* Both special hands are fully concealed 13/14-tile hands. */
	if (nmelds == 0 && best > -1) {
		int tiles = 0;
		for (int k = 0; k < TILE_KINDS; k++)
			tiles += counts[k];
		if (tiles >= 13) {
			int c = shanten_chiitoitsu(counts), k = shanten_kokushi(counts);
			best = c < best ? c : best;
			best = k < best ? k : best;
		}
	}
	return best;
}
