/*
 * The lookup tables of rules/shanten.c, built by rules/shanten_gen when jansou is
 * built (rules/shanten_tables.c in the build directory): see rules/shanten_gen.c.
 */
#ifndef JANSOU_RULES_SHANTEN_TABLES_H
#define JANSOU_RULES_SHANTEN_TABLES_H

#include <stdint.h>

enum {
	SHANTEN_CLASSES = 256, /* class 0: none */
	SHANTEN_SUIT_PATTERNS = 405350,
	SHANTEN_HONOR_PATTERNS = 8 * 8 * 8 * 8,
	SHANTEN_SUIT_MAX_TILES = 14,
	SHANTEN_RANK_LO_KEYS = 5 * 5 * 5 * 5 * 5,
	SHANTEN_RANK_HI_KEYS = 5 * 5 * 5 * 5,
	SHANTEN_STRETCH_PATTERNS = (5 * 5 * 5 * 5 * 5 * 5 * 5 * 5 * 5 - 5) / 4,
};

/* The costs of each class (rules/shanten_costs.h). */
extern const uint64_t shanten_class_costs[SHANTEN_CLASSES];
/* The class of a suit by the rank of its nine counts; of the honours by their key. */
extern const uint8_t shanten_suit_class[SHANTEN_SUIT_PATTERNS];
extern const uint8_t shanten_honor_class[SHANTEN_HONOR_PATTERNS];
/*
 * The class of a stretch of len < 9 kinds of a suit whose runs stay inside it (the simples 2
 * to 8; 6 to 9), at (5^len - 5) / 4 plus its counts read as a base-5 number, the first kind
 * lowest.
 */
extern const uint8_t shanten_stretch_class[SHANTEN_STRETCH_PATTERNS];
/* The class of the product of two classes; 0 where no hand of 14 tiles needs it. */
extern const uint8_t shanten_class_product[SHANTEN_CLASSES][SHANTEN_CLASSES];
/*
 * The rank of a suit's counts splits into a part from kinds 1-5 and a part from kinds
 * 6-9 that depends on how many tiles kinds 1-5 hold:
 * rank = (rank_lo[lo] >> 5) + rank_hi[rank_lo[lo] & 31][hi], UINT32_MAX past 14 tiles.
 */
extern const uint32_t shanten_rank_lo[SHANTEN_RANK_LO_KEYS];
extern const uint32_t shanten_rank_hi[SHANTEN_SUIT_MAX_TILES + 1][SHANTEN_RANK_HI_KEYS];

/*
 * For seven pairs and thirteen orphans, by the same keys as the ranks: bytes counting the
 * kinds held, the kinds held twice or more, and whether the terminal of the part (1 for
 * kinds 1-5, 9 for kinds 6-9) is held, and held twice, from the lowest byte up.
 */
extern const uint32_t shanten_special_lo[SHANTEN_RANK_LO_KEYS];
extern const uint32_t shanten_special_hi[SHANTEN_RANK_HI_KEYS];

#endif
