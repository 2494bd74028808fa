/*
 * The 81 fan of Chinese Official rules (the 1998 rules): one row each, and what each
 * one implies (the non-repeat principle).
 */
#include "rules/mcr.h"
#include "rules/mcr_fans.h"
#include "rules/i18n_marks.h"

#include <string.h>

_Static_assert(MCR_THIRTEEN_ORPHANS == 81, "the rule book numbers the fan 1..81");
_Static_assert(MCR_FAN_COUNT == 82, "row 0 is empty, rows 1..81 are the fan");

#define F(e, i, n, c, p) [MCR_##e] = {.id = i, .name = n, .chinese = c, .points = p}

const struct mcr_fan_info mcr_fan_table[MCR_FAN_COUNT] = {
    F(PURE_DOUBLE_CHOW, "pure_double_chow", N_("Pure Double Chow"), "一般高", 1),
    F(MIXED_DOUBLE_CHOW, "mixed_double_chow", N_("Mixed Double Chow"), "喜相逢", 1),
    F(SHORT_STRAIGHT, "short_straight", N_("Short Straight"), "连六", 1),
    F(TWO_TERMINAL_CHOWS, "two_terminal_chows", N_("Two Terminal Chows"), "老少副", 1),
    F(PUNG_OF_TERMINALS_OR_HONORS, "pung_of_terminals_or_honors", N_("Pung of Terminals or Honors"),
      "幺九刻", 1),
    F(MELDED_KONG, "melded_kong", N_("Melded Kong"), "明杠", 1),
    F(ONE_VOIDED_SUIT, "one_voided_suit", N_("One Voided Suit"), "缺一门", 1),
    F(NO_HONORS, "no_honors", N_("No Honors"), "无字", 1),
    F(EDGE_WAIT, "edge_wait", N_("Edge Wait"), "边张", 1),
    F(CLOSED_WAIT, "closed_wait", N_("Closed Wait"), "坎张", 1),
    F(SINGLE_WAIT, "single_wait", N_("Single Wait"), "单钓将", 1),
    F(SELF_DRAWN, "self_drawn", N_("Self-Drawn"), "自摸", 1),
    F(FLOWER_TILES, "flower_tiles", N_("Flower Tiles"), "花牌", 1),
    F(DRAGON_PUNG, "dragon_pung", N_("Dragon Pung"), "箭刻", 2),
    F(PREVALENT_WIND, "prevalent_wind", N_("Prevalent Wind"), "圈风刻", 2),
    F(SEAT_WIND, "seat_wind", N_("Seat Wind"), "门风刻", 2),
    F(CONCEALED_HAND, "concealed_hand", N_("Concealed Hand"), "门前清", 2),
    F(ALL_CHOWS, "all_chows", N_("All Chows"), "平和", 2),
    F(TILE_HOG, "tile_hog", N_("Tile Hog"), "四归一", 2),
    F(DOUBLE_PUNG, "double_pung", N_("Double Pung"), "双同刻", 2),
    F(TWO_CONCEALED_PUNGS, "two_concealed_pungs", N_("Two Concealed Pungs"), "双暗刻", 2),
    F(CONCEALED_KONG, "concealed_kong", N_("Concealed Kong"), "暗杠", 2),
    F(ALL_SIMPLES, "all_simples", N_("All Simples"), "断幺", 2),
    F(OUTSIDE_HAND, "outside_hand", N_("Outside Hand"), "全带幺", 4),
    F(FULLY_CONCEALED_HAND, "fully_concealed_hand", N_("Fully Concealed Hand"), "不求人", 4),
    F(TWO_MELDED_KONGS, "two_melded_kongs", N_("Two Melded Kongs"), "双明杠", 4),
    F(LAST_TILE, "last_tile", N_("Last Tile"), "和绝张", 4),
    F(ALL_PUNGS, "all_pungs", N_("All Pungs"), "碰碰和", 6),
    F(HALF_FLUSH, "half_flush", N_("Half Flush"), "混一色", 6),
    F(MIXED_SHIFTED_CHOWS, "mixed_shifted_chows", N_("Mixed Shifted Chows"), "三色三步高", 6),
    F(ALL_TYPES, "all_types", N_("All Types"), "五门齐", 6),
    F(MELDED_HAND, "melded_hand", N_("Melded Hand"), "全求人", 6),
    F(TWO_CONCEALED_KONGS, "two_concealed_kongs", N_("Two Concealed Kongs"), "双暗杠", 6),
    F(TWO_DRAGON_PUNGS, "two_dragon_pungs", N_("Two Dragon Pungs"), "双箭刻", 6),
    F(MIXED_STRAIGHT, "mixed_straight", N_("Mixed Straight"), "花龙", 8),
    F(REVERSIBLE_TILES, "reversible_tiles", N_("Reversible Tiles"), "推不倒", 8),
    F(MIXED_TRIPLE_CHOW, "mixed_triple_chow", N_("Mixed Triple Chow"), "三色三同顺", 8),
    F(MIXED_SHIFTED_PUNGS, "mixed_shifted_pungs", N_("Mixed Shifted Pungs"), "三色三节高", 8),
    F(CHICKEN_HAND, "chicken_hand", N_("Chicken Hand"), "无番和", 8),
    F(LAST_TILE_DRAW, "last_tile_draw", N_("Last Tile Draw"), "妙手回春", 8),
    F(LAST_TILE_CLAIM, "last_tile_claim", N_("Last Tile Claim"), "海底捞月", 8),
    F(OUT_WITH_REPLACEMENT_TILE, "out_with_replacement_tile", N_("Out with Replacement Tile"),
      "杠上开花", 8),
    F(ROBBING_THE_KONG, "robbing_the_kong", N_("Robbing the Kong"), "抢杠和", 8),
    F(LESSER_HONORS_AND_KNITTED_TILES, "lesser_honors_and_knitted_tiles",
      N_("Lesser Honors and Knitted Tiles"), "全不靠", 12),
    F(KNITTED_STRAIGHT, "knitted_straight", N_("Knitted Straight"), "组合龙", 12),
    F(UPPER_FOUR, "upper_four", N_("Upper Four"), "大于五", 12),
    F(LOWER_FOUR, "lower_four", N_("Lower Four"), "小于五", 12),
    F(BIG_THREE_WINDS, "big_three_winds", N_("Big Three Winds"), "三风刻", 12),
    F(PURE_STRAIGHT, "pure_straight", N_("Pure Straight"), "清龙", 16),
    F(THREE_SUITED_TERMINAL_CHOWS, "three_suited_terminal_chows", N_("Three-Suited Terminal Chows"),
      "三色双龙会", 16),
    F(PURE_SHIFTED_CHOWS, "pure_shifted_chows", N_("Pure Shifted Chows"), "一色三步高", 16),
    F(ALL_FIVES, "all_fives", N_("All Fives"), "全带五", 16),
    F(TRIPLE_PUNG, "triple_pung", N_("Triple Pung"), "三同刻", 16),
    F(THREE_CONCEALED_PUNGS, "three_concealed_pungs", N_("Three Concealed Pungs"), "三暗刻", 16),
    F(SEVEN_PAIRS, "seven_pairs", N_("Seven Pairs"), "七对", 24),
    F(GREATER_HONORS_AND_KNITTED_TILES, "greater_honors_and_knitted_tiles",
      N_("Greater Honors and Knitted Tiles"), "七星不靠", 24),
    F(ALL_EVEN_PUNGS, "all_even_pungs", N_("All Even Pungs"), "全双刻", 24),
    F(FULL_FLUSH, "full_flush", N_("Full Flush"), "清一色", 24),
    F(PURE_TRIPLE_CHOW, "pure_triple_chow", N_("Pure Triple Chow"), "一色三同顺", 24),
    F(PURE_SHIFTED_PUNGS, "pure_shifted_pungs", N_("Pure Shifted Pungs"), "一色三节高", 24),
    F(UPPER_TILES, "upper_tiles", N_("Upper Tiles"), "全大", 24),
    F(MIDDLE_TILES, "middle_tiles", N_("Middle Tiles"), "全中", 24),
    F(LOWER_TILES, "lower_tiles", N_("Lower Tiles"), "全小", 24),
    F(FOUR_PURE_SHIFTED_CHOWS, "four_pure_shifted_chows", N_("Four Pure Shifted Chows"),
      "一色四步高", 32),
    F(THREE_KONGS, "three_kongs", N_("Three Kongs"), "三杠", 32),
    F(ALL_TERMINALS_AND_HONORS, "all_terminals_and_honors", N_("All Terminals and Honors"),
      "混幺九", 32),
    F(QUADRUPLE_CHOW, "quadruple_chow", N_("Quadruple Chow"), "一色四同顺", 48),
    F(FOUR_PURE_SHIFTED_PUNGS, "four_pure_shifted_pungs", N_("Four Pure Shifted Pungs"),
      "一色四节高", 48),
    F(ALL_TERMINALS, "all_terminals", N_("All Terminals"), "清幺九", 64),
    F(LITTLE_FOUR_WINDS, "little_four_winds", N_("Little Four Winds"), "小四喜", 64),
    F(LITTLE_THREE_DRAGONS, "little_three_dragons", N_("Little Three Dragons"), "小三元", 64),
    F(ALL_HONORS, "all_honors", N_("All Honors"), "字一色", 64),
    F(FOUR_CONCEALED_PUNGS, "four_concealed_pungs", N_("Four Concealed Pungs"), "四暗刻", 64),
    F(PURE_TERMINAL_CHOWS, "pure_terminal_chows", N_("Pure Terminal Chows"), "一色双龙会", 64),
    F(BIG_FOUR_WINDS, "big_four_winds", N_("Big Four Winds"), "大四喜", 88),
    F(BIG_THREE_DRAGONS, "big_three_dragons", N_("Big Three Dragons"), "大三元", 88),
    F(ALL_GREEN, "all_green", N_("All Green"), "绿一色", 88),
    F(NINE_GATES, "nine_gates", N_("Nine Gates"), "九莲宝灯", 88),
    F(FOUR_KONGS, "four_kongs", N_("Four Kongs"), "四杠", 88),
    F(SEVEN_SHIFTED_PAIRS, "seven_shifted_pairs", N_("Seven Shifted Pairs"), "连七对", 88),
    F(THIRTEEN_ORPHANS, "thirteen_orphans", N_("Thirteen Orphans"), "十三幺", 88),
};

enum mcr_fan mcr_fan_by_id(const char *id)
{
	if (!id)
		return MCR_NONE;
	for (int f = 1; f < MCR_FAN_COUNT; f++)
		if (strcmp(mcr_fan_table[f].id, id) == 0)
			return (enum mcr_fan)f;
	return MCR_NONE;
}

/*
 * Non-repeat (principle 1 of the 1998 rules, as their 2006 explanation reads it): a fan that
 * always holds when another does is not counted beside it. Each row lists everything its fan
 * implies, also through the fans it implies itself, because only fans that are counted exclude
 * others (see mcr_fans.h). Fans that only combine the same sets (Pure Triple Chow and Pure
 * Double Chow, Pure Straight and Short Straight...) are left to the account-once rule, which
 * never lets a set combine twice with sets it already combined with. The concealed-only fans
 * drop Concealed Hand and Fully Concealed Hand through mcr_fan_concealed_only() instead.
 */
/* clang-format off */
#define X(...) {__VA_ARGS__, 0}
/* clang-format on */
const uint8_t mcr_fan_excludes[MCR_FAN_COUNT][MCR_EXCLUDES_MAX] = {
    [MCR_ALL_CHOWS] = X(MCR_NO_HONORS),
    [MCR_ALL_SIMPLES] = X(MCR_NO_HONORS),
    [MCR_FULLY_CONCEALED_HAND] = X(MCR_SELF_DRAWN),
    [MCR_TWO_MELDED_KONGS] = X(MCR_MELDED_KONG),
    [MCR_ROBBING_THE_KONG] = X(MCR_LAST_TILE),
    [MCR_HALF_FLUSH] = X(MCR_ONE_VOIDED_SUIT),
    [MCR_MELDED_HAND] = X(MCR_SINGLE_WAIT),
    [MCR_TWO_CONCEALED_KONGS] = X(MCR_CONCEALED_KONG, MCR_TWO_CONCEALED_PUNGS),
    [MCR_TWO_DRAGON_PUNGS] = X(MCR_DRAGON_PUNG),
    [MCR_REVERSIBLE_TILES] = X(MCR_ONE_VOIDED_SUIT),
    [MCR_LAST_TILE_DRAW] = X(MCR_SELF_DRAWN),
    [MCR_OUT_WITH_REPLACEMENT_TILE] = X(MCR_SELF_DRAWN),
    [MCR_LESSER_HONORS_AND_KNITTED_TILES] = X(MCR_ALL_TYPES, MCR_SINGLE_WAIT),
    [MCR_UPPER_FOUR] = X(MCR_NO_HONORS),
    [MCR_LOWER_FOUR] = X(MCR_NO_HONORS),
    [MCR_THREE_SUITED_TERMINAL_CHOWS] = X(MCR_ALL_CHOWS, MCR_NO_HONORS),
    [MCR_ALL_FIVES] = X(MCR_ALL_SIMPLES, MCR_NO_HONORS),
    [MCR_THREE_CONCEALED_PUNGS] = X(MCR_TWO_CONCEALED_PUNGS),
    [MCR_SEVEN_PAIRS] = X(MCR_SINGLE_WAIT),
    [MCR_GREATER_HONORS_AND_KNITTED_TILES] =
	X(MCR_LESSER_HONORS_AND_KNITTED_TILES, MCR_ALL_TYPES, MCR_SINGLE_WAIT),
    [MCR_ALL_EVEN_PUNGS] = X(MCR_ALL_PUNGS, MCR_ALL_SIMPLES, MCR_NO_HONORS),
    [MCR_FULL_FLUSH] = X(MCR_ONE_VOIDED_SUIT, MCR_NO_HONORS),
    [MCR_UPPER_TILES] = X(MCR_UPPER_FOUR, MCR_NO_HONORS),
    [MCR_MIDDLE_TILES] = X(MCR_ALL_SIMPLES, MCR_NO_HONORS),
    [MCR_LOWER_TILES] = X(MCR_LOWER_FOUR, MCR_NO_HONORS),
    [MCR_THREE_KONGS] =
	X(MCR_TWO_MELDED_KONGS, MCR_TWO_CONCEALED_KONGS, MCR_MELDED_KONG, MCR_CONCEALED_KONG),
    [MCR_ALL_TERMINALS_AND_HONORS] =
	X(MCR_ALL_PUNGS, MCR_OUTSIDE_HAND, MCR_PUNG_OF_TERMINALS_OR_HONORS),
    [MCR_QUADRUPLE_CHOW] = X(MCR_TILE_HOG),
    [MCR_FOUR_PURE_SHIFTED_PUNGS] = X(MCR_ALL_PUNGS),
    /* the rule book: All Terminals counts no All Pungs, no same-number pungs (Double and
     * Triple Pung alike) and no No Honors */
    [MCR_ALL_TERMINALS] =
	X(MCR_ALL_TERMINALS_AND_HONORS, MCR_ALL_PUNGS, MCR_OUTSIDE_HAND,
	  MCR_PUNG_OF_TERMINALS_OR_HONORS, MCR_NO_HONORS, MCR_DOUBLE_PUNG, MCR_TRIPLE_PUNG),
    [MCR_LITTLE_FOUR_WINDS] = X(MCR_BIG_THREE_WINDS),
    [MCR_LITTLE_THREE_DRAGONS] = X(MCR_TWO_DRAGON_PUNGS, MCR_DRAGON_PUNG),
    [MCR_ALL_HONORS] = X(MCR_ALL_TERMINALS_AND_HONORS, MCR_ALL_PUNGS, MCR_OUTSIDE_HAND,
			 MCR_PUNG_OF_TERMINALS_OR_HONORS),
    [MCR_FOUR_CONCEALED_PUNGS] =
	X(MCR_THREE_CONCEALED_PUNGS, MCR_TWO_CONCEALED_PUNGS, MCR_ALL_PUNGS),
    [MCR_PURE_TERMINAL_CHOWS] =
	X(MCR_ALL_CHOWS, MCR_SEVEN_PAIRS, MCR_FULL_FLUSH, MCR_ONE_VOIDED_SUIT, MCR_NO_HONORS),
    [MCR_BIG_FOUR_WINDS] = X(MCR_LITTLE_FOUR_WINDS, MCR_BIG_THREE_WINDS, MCR_ALL_PUNGS,
			     MCR_PREVALENT_WIND, MCR_SEAT_WIND, MCR_PUNG_OF_TERMINALS_OR_HONORS),
    [MCR_BIG_THREE_DRAGONS] = X(MCR_LITTLE_THREE_DRAGONS, MCR_TWO_DRAGON_PUNGS, MCR_DRAGON_PUNG),
    [MCR_ALL_GREEN] = X(MCR_HALF_FLUSH, MCR_ONE_VOIDED_SUIT),
    [MCR_NINE_GATES] = X(MCR_FULL_FLUSH, MCR_ONE_VOIDED_SUIT, MCR_NO_HONORS),
    [MCR_FOUR_KONGS] = X(MCR_THREE_KONGS, MCR_TWO_MELDED_KONGS, MCR_TWO_CONCEALED_KONGS,
			 MCR_MELDED_KONG, MCR_CONCEALED_KONG, MCR_ALL_PUNGS, MCR_SINGLE_WAIT),
    [MCR_SEVEN_SHIFTED_PAIRS] =
	X(MCR_SEVEN_PAIRS, MCR_FULL_FLUSH, MCR_ONE_VOIDED_SUIT, MCR_NO_HONORS, MCR_SINGLE_WAIT),
    [MCR_THIRTEEN_ORPHANS] =
	X(MCR_ALL_TYPES, MCR_ALL_TERMINALS_AND_HONORS, MCR_OUTSIDE_HAND, MCR_SINGLE_WAIT),
};

bool mcr_fan_concealed_only(enum mcr_fan f)
{
	/* the fan that need a concealed hand: 44, 55, 56, 73, 78, 80, 81 */
	switch (f) {
	case MCR_LESSER_HONORS_AND_KNITTED_TILES:
	case MCR_SEVEN_PAIRS:
	case MCR_GREATER_HONORS_AND_KNITTED_TILES:
	case MCR_FOUR_CONCEALED_PUNGS:
	case MCR_NINE_GATES:
	case MCR_SEVEN_SHIFTED_PAIRS:
	case MCR_THIRTEEN_ORPHANS:
		return true;
	default:
		return false;
	}
}

bool mcr_fan_strikes_outright(enum mcr_fan f, enum mcr_fan x)
{
	static const struct {
		uint8_t fan, struck;
	} outright[] = {
	    {MCR_ALL_TERMINALS, MCR_DOUBLE_PUNG},
	    {MCR_ALL_TERMINALS, MCR_TRIPLE_PUNG},
	};
	for (size_t i = 0; i < sizeof outright / sizeof outright[0]; i++)
		if (outright[i].fan == f && outright[i].struck == x)
			return true;
	return false;
}
