/*
 * Chinese Official rules (MCR, 1998): the 81 fan, the five principles that decide which of
 * them combine, and the 8-point minimum. Shares tiles, notation, hands and melds with riichi.
 */
#ifndef JANSOU_RULES_MCR_H
#define JANSOU_RULES_MCR_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/hand.h"
#include "rules/notation.h"
#include "rules/tile.h"

/* The fan in the order and numbering of the rule book (1..81); 0 is no fan. */
enum mcr_fan {
	MCR_NONE,
	/* 1 point */
	MCR_PURE_DOUBLE_CHOW,
	MCR_MIXED_DOUBLE_CHOW,
	MCR_SHORT_STRAIGHT,
	MCR_TWO_TERMINAL_CHOWS,
	MCR_PUNG_OF_TERMINALS_OR_HONORS,
	MCR_MELDED_KONG,
	MCR_ONE_VOIDED_SUIT,
	MCR_NO_HONORS,
	MCR_EDGE_WAIT,
	MCR_CLOSED_WAIT,
	MCR_SINGLE_WAIT,
	MCR_SELF_DRAWN,
	MCR_FLOWER_TILES,
	/* 2 points */
	MCR_DRAGON_PUNG,
	MCR_PREVALENT_WIND,
	MCR_SEAT_WIND,
	MCR_CONCEALED_HAND,
	MCR_ALL_CHOWS,
	MCR_TILE_HOG,
	MCR_DOUBLE_PUNG,
	MCR_TWO_CONCEALED_PUNGS,
	MCR_CONCEALED_KONG,
	MCR_ALL_SIMPLES,
	/* 4 points */
	MCR_OUTSIDE_HAND,
	MCR_FULLY_CONCEALED_HAND,
	MCR_TWO_MELDED_KONGS,
	MCR_LAST_TILE,
	/* 6 points */
	MCR_ALL_PUNGS,
	MCR_HALF_FLUSH,
	MCR_MIXED_SHIFTED_CHOWS,
	MCR_ALL_TYPES,
	MCR_MELDED_HAND,
	MCR_TWO_CONCEALED_KONGS,
	MCR_TWO_DRAGON_PUNGS,
	/* 8 points */
	MCR_MIXED_STRAIGHT,
	MCR_REVERSIBLE_TILES,
	MCR_MIXED_TRIPLE_CHOW,
	MCR_MIXED_SHIFTED_PUNGS,
	MCR_CHICKEN_HAND,
	MCR_LAST_TILE_DRAW,
	MCR_LAST_TILE_CLAIM,
	MCR_OUT_WITH_REPLACEMENT_TILE,
	MCR_ROBBING_THE_KONG,
	/* 12 points */
	MCR_LESSER_HONORS_AND_KNITTED_TILES,
	MCR_KNITTED_STRAIGHT,
	MCR_UPPER_FOUR,
	MCR_LOWER_FOUR,
	MCR_BIG_THREE_WINDS,
	/* 16 points */
	MCR_PURE_STRAIGHT,
	MCR_THREE_SUITED_TERMINAL_CHOWS,
	MCR_PURE_SHIFTED_CHOWS,
	MCR_ALL_FIVES,
	MCR_TRIPLE_PUNG,
	MCR_THREE_CONCEALED_PUNGS,
	/* 24 points */
	MCR_SEVEN_PAIRS,
	MCR_GREATER_HONORS_AND_KNITTED_TILES,
	MCR_ALL_EVEN_PUNGS,
	MCR_FULL_FLUSH,
	MCR_PURE_TRIPLE_CHOW,
	MCR_PURE_SHIFTED_PUNGS,
	MCR_UPPER_TILES,
	MCR_MIDDLE_TILES,
	MCR_LOWER_TILES,
	/* 32 points */
	MCR_FOUR_PURE_SHIFTED_CHOWS,
	MCR_THREE_KONGS,
	MCR_ALL_TERMINALS_AND_HONORS,
	/* 48 points */
	MCR_QUADRUPLE_CHOW,
	MCR_FOUR_PURE_SHIFTED_PUNGS,
	/* 64 points */
	MCR_ALL_TERMINALS,
	MCR_LITTLE_FOUR_WINDS,
	MCR_LITTLE_THREE_DRAGONS,
	MCR_ALL_HONORS,
	MCR_FOUR_CONCEALED_PUNGS,
	MCR_PURE_TERMINAL_CHOWS,
	/* 88 points */
	MCR_BIG_FOUR_WINDS,
	MCR_BIG_THREE_DRAGONS,
	MCR_ALL_GREEN,
	MCR_NINE_GATES,
	MCR_FOUR_KONGS,
	MCR_SEVEN_SHIFTED_PAIRS,
	MCR_THIRTEEN_ORPHANS,
	MCR_FAN_COUNT /* 82: ids run 1..81 */
};

/* One row of the fan table. Names are for the program's own messages; people see the
 * translated name (the English one is the msgid, marked with N_ in the table). */
struct mcr_fan_info {
	const char *id;	     /* stable machine id: "pure_double_chow", ... "thirteen_orphans" */
	const char *name;    /* English name, the msgid for translations */
	const char *chinese; /* 一般高 ... 十三幺, as in the rule book */
	int points;
};

/* Indexed by enum mcr_fan; row 0 is empty. */
extern const struct mcr_fan_info mcr_fan_table[MCR_FAN_COUNT];

/* The fan of that machine id, or MCR_NONE. */
enum mcr_fan mcr_fan_by_id(const char *id);

/* The minimum a hand must be worth, flowers not counted, to be declared a win. */
enum { MCR_MIN_POINTS = 8, MCR_FLOWERS = 8 };

/* What happened around the win, beyond the tiles. */
struct mcr_context {
	tile_t win;	     /* the winning tile, not in hand.tiles */
	bool tsumo;	     /* self-drawn */
	int round_wind;	     /* prevailing wind, TILE_EAST.. */
	int seat_wind;	     /* TILE_EAST.. */
	int flowers;	     /* flowers the winner has set aside, 0..8 */
	bool last_tile;	     /* 和绝张: the other three copies of win were already visible */
	bool last_wall_tile; /* the last tile of the wall: 妙手回春 (tsumo) or 海底捞月 (ron) */
	bool replacement;  /* won on the replacement tile of a kong (杠上开花) */
	bool robbing_kong; /* won on a tile added to another's pung (抢杠和) */
};

enum mcr_status { MCR_OK, MCR_NOT_COMPLETE, MCR_BAD_INPUT };

struct mcr_award {
	uint8_t fan;   /* enum mcr_fan */
	uint8_t count; /* how many times it counts (two Pure Double Chows, three flowers...) */
	int points;    /* count * the fan's points, with one exception: one melded and one
			* concealed kong count 5 points (doc/rules.md, "MCR rulings"), listed as
			* MCR_TWO_MELDED_KONGS, count 1, points 5 (see mcr_award_is_mixed_kongs) */
};

/* Whether an award is the melded + concealed kong pair (5 points) rather than two melded
 * kongs (4); a front end may name it so. */
static inline bool mcr_award_is_mixed_kongs(const struct mcr_award *a)
{
	return a->fan == MCR_TWO_MELDED_KONGS && a->points == 5;
}

enum { MCR_MAX_AWARDS = 24 };

struct mcr_result {
	enum mcr_status status;
	char error[160];
	/* the combination with the highest total (principle 4), of equal totals the one whose
	 * fans come first in the rule book; fans in table order */
	struct mcr_award fans[MCR_MAX_AWARDS];
	int nfans;
	int points;	   /* everything, flowers included */
	int flower_points; /* the part from Flower Tiles, which the minimum leaves out */
	bool enough;	   /* points - flower_points >= MCR_MIN_POINTS */
	/* payments (the 1998 rules): ron: the discarder pays 8 + points, the other two
	 * 8 each; self-drawn: each of the three pays 8 + points. All 0 when the hand is not
	 * enough (no win), and the fields of the other way of winning stay 0. */
	int pay_discarder, pay_other, pay_each_tsumo;
	int total; /* all the winner receives */
	/* the reading the fans were counted from, in mpsz: declared melds in brackets, the pair
	 * last, "*" after what the winning tile completed ("123m 456p* [555p] 99m"); "" for the
	 * shapes of single tiles */
	char reading[64];
};

/*
 * Scores hand + ctx->win under Chinese Official rules. The hand holds 13 tiles less three per
 * meld (kongs count as three); melds are chi/pon/minkan/ankan/kakan as in riichi. status says
 * why not MCR_OK: a shape that is no winning hand, or input that cannot be (a fifth copy, a red
 * five, more than eight flowers...), with a message in error.
 *
 * How the rules are read where the rule book leaves room (doc/rules.md, "MCR rulings"):
 * - Edge, Closed and Single Wait count only when the hand waited on that one kind alone.
 * - Of readings (and choices of combinations) worth the same, the one whose fans come first
 *   in the rule book counts: the highest value first, within one value in table order.
 * - A knitted straight with a chow and a suited pair is also All Chows.
 * - Chicken Hand: no other fan in any reading, flowers aside.
 * - A set beside a three-set fan (Pure Straight, Mixed Triple Chow...) combines once more;
 *   combinations never join sets that are already joined (account-once).
 */
void mcr_score(const struct hand *hand, const struct mcr_context *ctx, struct mcr_result *out);

#endif
