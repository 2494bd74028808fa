/*
 * Builds the lookup tables of rules/shanten.c when jansou is built, and writes them
 * to standard output as C source (rules/shanten_tables.c), so that the first shanten
 * number a process asks for is as quick as any other.
 *
 * Each distinct costs value (rules/shanten_costs.h) gets a class number, 1..255. The
 * tables give the class of each suit pattern (by its rank among the 405350 vectors of
 * nine counts 0..4 summing to at most 14), the class of each honour pattern (by how
 * many kinds are held once, twice, three and four times), and the class of the product
 * of two classes, for every product a hand of at most 14 concealed tiles needs: two
 * suits, then a third, then the honours; and one suit with the honours (a flush). The
 * simples of each suit (2 to 8, for a hand of all simples) have classes and products too. So has
 * every shorter stretch of a suit (the kinds a plan may use, as 6 to 9 for upper four), by its
 * length. A suit of more than 14 tiles, or a product left out, has class 0, and rules/shanten.c
 * then works the number out directly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/shanten_costs.h"

enum {
	SUIT_KINDS = 9,
	HONOR_KINDS = 7,
	SUIT_MAX_TILES = 14,
	SUIT_PATTERNS = 405350,
	HONOR_PATTERNS = 8 * 8 * 8 * 8,
	RANK_LO_KEYS = 5 * 5 * 5 * 5 * 5,
	RANK_HI_KEYS = 5 * 5 * 5 * 5,
	SIMPLES_KINDS = 7,
	STRETCH_PATTERNS = (5 * 5 * 5 * 5 * 5 * 5 * 5 * 5 * 5 - 5) / 4, /* lengths 1 to 8 */
	CLASS_MAX = 255,
	HAND_TILES = 14,
};

#define RANK_NONE UINT32_MAX

static shanten_costs_t class_costs[CLASS_MAX + 1];
static int class_tiles[CLASS_MAX + 1]; /* the fewest tiles a class was seen from */
static int class_count;
static uint8_t suit_class[SUIT_PATTERNS];
static uint8_t honor_class[HONOR_PATTERNS];
static uint8_t stretch_class[STRETCH_PATTERNS];
static uint8_t class_product[CLASS_MAX + 1][CLASS_MAX + 1];
static uint32_t rank_lo[RANK_LO_KEYS];
static uint32_t rank_hi[SUIT_MAX_TILES + 1][RANK_HI_KEYS];
static uint32_t special_lo[RANK_LO_KEYS], special_hi[RANK_HI_KEYS];

/* The class of costs seen from tiles tiles; the program fails when there are too many. */
static uint8_t class_of(shanten_costs_t e, int tiles)
{
	int id = 0;
	for (int i = 1; i <= class_count && !id; i++)
		if (class_costs[i] == e)
			id = i;
	if (!id) {
		if (class_count == CLASS_MAX) {
			fprintf(stderr, "shanten_gen: more than %d classes\n", CLASS_MAX);
			exit(1);
		}
		id = ++class_count;
		class_costs[id] = e;
		class_tiles[id] = tiles;
	}
	if (tiles < class_tiles[id])
		class_tiles[id] = tiles;
	return (uint8_t)id;
}

/*
 * Every suit pattern in rank order (the counts read as a number, kind 1 first), sharing
 * the dynamic programme's state of each prefix: a kind's step is made once per prefix.
 */
static void suit_patterns(int kind, int tiles, const struct shanten_dp *before, uint32_t *rank)
{
	if (kind == SUIT_KINDS) {
		suit_class[(*rank)++] = class_of(shanten_dp_costs(before), tiles);
		return;
	}
	for (int c = 0; c <= 4 && tiles + c <= SUIT_MAX_TILES; c++) {
		struct shanten_dp after;
		shanten_dp_step(before, &after, c, kind + 2 < SUIT_KINDS ? SHANTEN_BLOCKS : 0);
		suit_patterns(kind + 1, tiles + c, &after, rank);
	}
}

static void honor_patterns(void)
{
	for (int n1 = 0; n1 <= HONOR_KINDS; n1++)
		for (int n2 = 0; n1 + n2 <= HONOR_KINDS; n2++)
			for (int n3 = 0; n1 + n2 + n3 <= HONOR_KINDS; n3++)
				for (int n4 = 0; n1 + n2 + n3 + n4 <= HONOR_KINDS; n4++) {
					uint8_t c[HONOR_KINDS] = {0};
					int k = 0;
					for (int i = 0; i < n4; i++)
						c[k++] = 4;
					for (int i = 0; i < n3; i++)
						c[k++] = 3;
					for (int i = 0; i < n2; i++)
						c[k++] = 2;
					for (int i = 0; i < n1; i++)
						c[k++] = 1;
					honor_class[n1 + 8 * n2 + 64 * n3 + 512 * n4] =
					    class_of(shanten_group_costs(c, HONOR_KINDS, false),
						     n1 + 2 * n2 + 3 * n3 + 4 * n4);
				}
}

/* Where the stretches of len kinds begin in stretch_class: after those of 1..len-1 kinds. */
static unsigned stretch_offset(int len)
{
	unsigned p = 1;
	for (int i = 0; i < len; i++)
		p *= 5;
	return (p - 5) / 4;
}

/*
 * The stretches of len kinds of a suit, keyed by their counts as a base-5 number, the first
 * kind lowest. Runs stay inside the stretch, so a stretch's costs are not those of the
 * suit with the other kinds empty: the simples (2 to 8, seven kinds) are no plan's 1 or 9.
 */
static void stretch_patterns(int len)
{
	unsigned n = stretch_offset(len + 1) - stretch_offset(len);
	for (unsigned key = 0; key < n; key++) {
		uint8_t c[SUIT_KINDS];
		int tiles = 0;
		unsigned rest = key;
		for (int i = 0; i < len; i++, rest /= 5) {
			c[i] = (uint8_t)(rest % 5);
			tiles += c[i];
		}
		if (tiles <= SUIT_MAX_TILES)
			stretch_class[stretch_offset(len) + key] =
			    class_of(shanten_group_costs(c, len, true), tiles);
	}
}

/*
 * The products of a class of left[] and one of right[] whose fewest tiles make at most a
 * hand; the classes of the products are marked in made[].
 */
static void products(const bool left[], const bool right[], bool made[])
{
	int tiles[CLASS_MAX + 1];
	memcpy(tiles, class_tiles, sizeof tiles); /* as they were before this level */
	for (int a = 1; a <= CLASS_MAX; a++)
		for (int b = 1; b <= CLASS_MAX; b++) {
			if (!left[a] || !right[b] || tiles[a] + tiles[b] > HAND_TILES)
				continue;
			uint8_t id = class_of(shanten_costs_product(class_costs[a], class_costs[b]),
					      tiles[a] + tiles[b]);
			class_product[a][b] = id;
			made[id] = true;
		}
}

/* How many vectors of the kinds after i (sum <= 14 - s) precede each count at kind i. */
static void rank_steps(uint32_t step[SUIT_KINDS][SUIT_MAX_TILES + 1][5])
{
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

/* Rank part of ndigits base-5 counts from kind from on, after s tiles; RANK_NONE past 14. */
static uint32_t rank_part(const uint32_t step[SUIT_KINDS][SUIT_MAX_TILES + 1][5], unsigned key,
			  int from, int ndigits, int s, int *sum)
{
	uint32_t r = 0;
	for (int i = from; i < from + ndigits; i++, key /= 5) {
		int c = (int)(key % 5);
		if (s + c > SUIT_MAX_TILES) {
			*sum = SUIT_MAX_TILES + 1;
			return RANK_NONE;
		}
		r += step[i][s][c];
		s += c;
	}
	*sum = s;
	return r;
}

static void ranks(void)
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
}

/* n values in rows of row (the rows braced when there is more than one). */
/*
 * What seven pairs and thirteen orphans need of the kinds of a key (ndigits base-5
 * counts), as bytes to add up: kinds held, kinds held twice or more, and of the terminal
 * (digit terminal, -1 for none) whether it is held and held twice.
 */
static uint32_t special_part(unsigned key, int ndigits, int terminal)
{
	uint32_t held = 0, pairs = 0, orphan = 0, orphan_pair = 0;
	for (int i = 0; i < ndigits; i++, key /= 5) {
		unsigned c = key % 5;
		held += c > 0;
		pairs += c > 1;
		if (i == terminal) {
			orphan = c > 0;
			orphan_pair = c > 1;
		}
	}
	return held | pairs << 8 | orphan << 16 | orphan_pair << 24;
}

static void specials(void)
{
	for (unsigned key = 0; key < RANK_LO_KEYS; key++)
		special_lo[key] = special_part(key, 5, 0);
	for (unsigned key = 0; key < RANK_HI_KEYS; key++)
		special_hi[key] = special_part(key, 4, 3);
}

static void print_u8(const char *decl, const uint8_t *v, size_t n, size_t row)
{
	printf("%s = {", decl);
	for (size_t i = 0; i < n; i++)
		printf("%s%s%u,%s", i % 32 ? "" : "\n", row < n && i % row == 0 ? "{" : "", v[i],
		       row < n && i % row == row - 1 ? "}," : "");
	printf("\n};\n\n");
}

static void print_u32(const char *decl, const uint32_t *v, size_t n, size_t row)
{
	printf("%s = {", decl);
	for (size_t i = 0; i < n; i++)
		printf("%s%s%luu,%s", i % 8 ? " " : "\n", row < n && i % row == 0 ? "{" : "",
		       (unsigned long)v[i], row < n && i % row == row - 1 ? "}," : "");
	printf("\n};\n\n");
}

int main(void)
{
	struct shanten_dp start;
	uint32_t rank = 0;
	shanten_dp_start(&start);
	suit_patterns(0, 0, &start, &rank);
	if (rank != SUIT_PATTERNS) {
		fprintf(stderr, "shanten_gen: %lu suit patterns, not %d\n", (unsigned long)rank,
			SUIT_PATTERNS);
		return 1;
	}
	bool suits[CLASS_MAX + 1] = {false}, honors[CLASS_MAX + 1] = {false};
	for (int i = 0; i < SUIT_PATTERNS; i++)
		suits[suit_class[i]] = true;
	honor_patterns();
	for (int i = 0; i < HONOR_PATTERNS; i++)
		honors[honor_class[i]] = true;
	suits[0] = honors[0] = false;
	bool two[CLASS_MAX + 1] = {false}, three[CLASS_MAX + 1] = {false};
	bool all[CLASS_MAX + 1] = {false}, flush[CLASS_MAX + 1] = {false};
	products(suits, suits, two);
	products(two, suits, three);
	products(three, honors, all);
	products(suits, honors, flush); /* one suit and the honours: a flush */
	stretch_patterns(SIMPLES_KINDS);
	bool simples[CLASS_MAX + 1] = {false}, simples2[CLASS_MAX + 1] = {false};
	bool simples3[CLASS_MAX + 1] = {false};
	for (unsigned i = stretch_offset(SIMPLES_KINDS); i < stretch_offset(SIMPLES_KINDS + 1); i++)
		simples[stretch_class[i]] = true;
	simples[0] = false;
	products(simples, simples, simples2);
	products(simples2, simples, simples3);
	for (int len = 1; len < SUIT_KINDS; len++) /* no products: their classes come last */
		if (len != SIMPLES_KINDS)
			stretch_patterns(len);
	ranks();
	specials();

	printf("/* Made by rules/shanten_gen when jansou is built: do not edit. */\n"
	       "#include \"rules/shanten_tables.h\"\n\n");
	printf("/* %d classes */\n", class_count);
	printf("const uint64_t shanten_class_costs[SHANTEN_CLASSES] = {");
	for (int i = 0; i <= CLASS_MAX; i++)
		printf("%s0x%llxull,", i % 4 ? " " : "\n", (unsigned long long)class_costs[i]);
	printf("\n};\n\n");
	print_u8("const uint8_t shanten_suit_class[SHANTEN_SUIT_PATTERNS]", suit_class,
		 SUIT_PATTERNS, SUIT_PATTERNS);
	print_u8("const uint8_t shanten_honor_class[SHANTEN_HONOR_PATTERNS]", honor_class,
		 HONOR_PATTERNS, HONOR_PATTERNS);
	print_u8("const uint8_t shanten_stretch_class[SHANTEN_STRETCH_PATTERNS]", stretch_class,
		 STRETCH_PATTERNS, STRETCH_PATTERNS);
	print_u8("const uint8_t shanten_class_product[SHANTEN_CLASSES][SHANTEN_CLASSES]",
		 &class_product[0][0], sizeof class_product, CLASS_MAX + 1);
	print_u32("const uint32_t shanten_rank_lo[SHANTEN_RANK_LO_KEYS]", rank_lo, RANK_LO_KEYS,
		  RANK_LO_KEYS);
	print_u32(
	    "const uint32_t shanten_rank_hi[SHANTEN_SUIT_MAX_TILES + 1][SHANTEN_RANK_HI_KEYS]",
	    &rank_hi[0][0], sizeof rank_hi / sizeof rank_hi[0][0], RANK_HI_KEYS);
	print_u32("const uint32_t shanten_special_lo[SHANTEN_RANK_LO_KEYS]", special_lo,
		  RANK_LO_KEYS, RANK_LO_KEYS);
	print_u32("const uint32_t shanten_special_hi[SHANTEN_RANK_HI_KEYS]", special_hi,
		  RANK_HI_KEYS, RANK_HI_KEYS);
	return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
}
