/*
 * The costs of a group of kinds (a suit, or the honours): for 0..4 blocks, with and
 * without the pair, the least tiles to add within the group (rules/shanten.c says how
 * shanten numbers follow from them). Shared by the shanten code and by the program
 * that builds its tables when jansou is built (rules/shanten_gen.c).
 */
#ifndef JANSOU_RULES_SHANTEN_COSTS_H
#define JANSOU_RULES_SHANTEN_COSTS_H

#include <stdbool.h>
#include <stdint.h>

enum {
	SHANTEN_BLOCKS = 4,	  /* at most four blocks in any hand */
	SHANTEN_COST_NONE = 0x3f, /* larger than any real cost */
};

/*
 * Costs packed as nibbles: nibble h * 5 + b holds the least tiles to add for b blocks
 * and h pairs (0 or 1), at most 15.
 */
typedef uint64_t shanten_costs_t;

/*
 * The dynamic programme over the kinds of a group, in order: d[r1][r2][h][b] is the least
 * tiles added so far with r1 runs begun at the previous kind, r2 at the one before, h
 * pairs and b blocks. A kind may be asked for at most four times in all.
 */
struct shanten_dp {
	uint8_t d[5][5][2][SHANTEN_BLOCKS + 1];
};

/* The state before the first kind. */
void shanten_dp_start(struct shanten_dp *s);
/* The state after one more kind holding count tiles, where at most max_runs runs may begin. */
void shanten_dp_step(const struct shanten_dp *from, struct shanten_dp *to, int count, int max_runs);
/* The costs once every kind is walked. */
shanten_costs_t shanten_dp_costs(const struct shanten_dp *s);

/* Costs of counts c[0..len); runs false counts triplets only. */
shanten_costs_t shanten_group_costs(const uint8_t *c, int len, bool runs);

/* Min-plus product: the best split of the blocks, and of the pair, between two groups. */
shanten_costs_t shanten_costs_product(shanten_costs_t x, shanten_costs_t y);

#endif
