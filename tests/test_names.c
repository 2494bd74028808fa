/*
 * The translated names players care about, read from the catalogues built in
 * this build tree: every yaku, limit, wind, round and call word in Japanese
 * and Chinese, and the English msgids in English.
 */
#include <config.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/mcr.h"
#include "rules/rules.h"
#include "rules/tile.h"
#include "src/text/i18n.h"
#include "src/text/names.h"

static int use(const char *lang)
{
	assert_int_equal(i18n_set_language(lang), 0);
	return 0;
}

/* A name in Japanese or Chinese: not the English msgid, no Latin letters. */
static void assert_cjk(const char *name, const char *english)
{
	assert_true(*name);
	assert_string_not_equal(name, english);
	for (const char *p = name; *p; p++)
		if ((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z'))
			fail_msg("\"%s\" (for \"%s\") has Latin letters", name, english);
}

static void every_yaku_has_a_name_in_each_language(void **state)
{
	(void)state;
	static const char *const langs[] = {"ja", "zh"};
	for (size_t l = 0; l < 2; l++) {
		use(langs[l]);
		for (int id = 0; id < YAKU_COUNT; id++)
			assert_cjk(names_yaku(id), yaku_name(id));
	}
	use("en");
	for (int id = 0; id < YAKU_COUNT; id++)
		assert_string_equal(names_yaku(id), yaku_name(id));
}

/* Japanese names in Japanese script, Chinese in simplified characters. */
static void yaku_names_are_in_japanese_and_simplified_chinese(void **state)
{
	(void)state;
	use("ja");
	assert_string_equal(names_yaku(YAKU_MENZEN_TSUMO), "門前清自摸和");
	assert_string_equal(names_yaku(YAKU_IIPEIKOU), "一盃口");
	assert_string_equal(names_yaku(YAKU_TOITOI), "対々和");
	assert_string_equal(names_yaku(YAKU_CHUUREN), "九蓮宝燈");
	assert_string_equal(names_yaku(YAKU_ISHI_NO_UE), "石の上にも三年");
	use("zh");
	assert_string_equal(names_yaku(YAKU_MENZEN_TSUMO), "门前清自摸和");
	assert_string_equal(names_yaku(YAKU_IIPEIKOU), "一杯口");
	assert_string_equal(names_yaku(YAKU_TOITOI), "对对和");
	assert_string_equal(names_yaku(YAKU_CHUUREN), "九莲宝灯");
	assert_string_equal(names_yaku(YAKU_ISHI_NO_UE), "石上三年");
	use("en");
	assert_string_equal(names_yaku(YAKU_RIICHI), "Riichi");
	assert_string_equal(names_yaku(YAKU_MENZEN_TSUMO), "Fully Concealed Hand (Menzen Tsumo)");
	assert_string_equal(names_yaku(YAKU_IIPEIKOU), "Pure Double Sequence (Iipeikou)");
}

/* Every fan of Chinese Official rules in each language: Chinese as the table's rule-book
 * column, Japanese in its own script and no two fan alike. */
static void every_fan_has_a_name_in_each_language(void **state)
{
	(void)state;
	use("zh");
	for (int f = 1; f < MCR_FAN_COUNT; f++) {
		assert_cjk(names_mcr_fan(f), mcr_fan_table[f].name);
		assert_string_equal(names_mcr_fan(f), mcr_fan_table[f].chinese);
	}
	use("ja");
	for (int f = 1; f < MCR_FAN_COUNT; f++) {
		assert_cjk(names_mcr_fan(f), mcr_fan_table[f].name);
		for (int g = 1; g < f; g++)
			if (strcmp(names_mcr_fan(f), names_mcr_fan(g)) == 0)
				fail_msg("%s and %s are both %s", mcr_fan_table[g].name,
					 mcr_fan_table[f].name, names_mcr_fan(f));
	}
	use("en");
	for (int f = 1; f < MCR_FAN_COUNT; f++)
		assert_string_equal(names_mcr_fan(f), mcr_fan_table[f].name);
	assert_string_equal(names_mcr_fan(MCR_NONE), "");
	assert_string_equal(names_mcr_fan(MCR_FAN_COUNT), "");
}

/* Japanese names are the kanji of the Japan Mahjong Sports Association's list, Chinese the
 * simplified ones of the rule book. */
static void fan_names_are_the_jmsa_kanji_and_the_rule_book_chinese(void **state)
{
	(void)state;
	use("ja");
	assert_string_equal(names_mcr_fan(MCR_PURE_DOUBLE_CHOW), "一般高");
	assert_string_equal(names_mcr_fan(MCR_SHORT_STRAIGHT), "連六");
	assert_string_equal(names_mcr_fan(MCR_MELDED_KONG), "明槓");
	assert_string_equal(names_mcr_fan(MCR_PREVALENT_WIND), "圏風刻");
	assert_string_equal(names_mcr_fan(MCR_LAST_TILE), "和絶張");
	assert_string_equal(names_mcr_fan(MCR_ALL_TYPES), "五門斉");
	assert_string_equal(names_mcr_fan(MCR_MIXED_STRAIGHT), "花竜");
	assert_string_equal(names_mcr_fan(MCR_ROBBING_THE_KONG), "搶槓和");
	assert_string_equal(names_mcr_fan(MCR_KNITTED_STRAIGHT), "組合竜");
	assert_string_equal(names_mcr_fan(MCR_SEVEN_PAIRS), "七対");
	assert_string_equal(names_mcr_fan(MCR_ALL_GREEN), "緑一色");
	assert_string_equal(names_mcr_fan(MCR_NINE_GATES), "九連宝灯");
	assert_string_equal(names_mcr_fan(MCR_THIRTEEN_ORPHANS), "十三幺");
	use("zh");
	assert_string_equal(names_mcr_fan(MCR_SHORT_STRAIGHT), "连六");
	assert_string_equal(names_mcr_fan(MCR_ROBBING_THE_KONG), "抢杠和");
	assert_string_equal(names_mcr_fan(MCR_SEVEN_SHIFTED_PAIRS), "连七对");
	use("en");
	assert_string_equal(names_mcr_fan(MCR_LAST_TILE_CLAIM), "Last Tile Claim");
}

/* One melded and one concealed kong: 5 points under Two Melded Kongs, named for what it is. */
static void a_melded_and_a_concealed_kong_have_their_own_name(void **state)
{
	(void)state;
	struct mcr_award mixed = {.fan = MCR_TWO_MELDED_KONGS, .count = 1, .points = 5};
	struct mcr_award melded = {.fan = MCR_TWO_MELDED_KONGS, .count = 1, .points = 4};
	use("en");
	assert_string_equal(names_mcr_award(&mixed), "Melded and Concealed Kong");
	assert_string_equal(names_mcr_award(&melded), "Two Melded Kongs");
	use("ja");
	assert_string_equal(names_mcr_award(&mixed), "明暗槓");
	assert_string_equal(names_mcr_award(&melded), "双明槓");
	use("zh");
	assert_string_equal(names_mcr_award(&mixed), "明暗杠");
	assert_string_equal(names_mcr_award(&melded), "双明杠");
}

static void limits_by_name_and_yakuman_multiple(void **state)
{
	(void)state;
	char buf[64];
	use("ja");
	assert_string_equal(names_limit(LIMIT_MANGAN, 0, buf, sizeof buf), "満貫");
	assert_string_equal(names_limit(LIMIT_SANBAIMAN, 0, buf, sizeof buf), "三倍満");
	assert_string_equal(names_limit(LIMIT_YAKUMAN, 0, buf, sizeof buf), "数え役満");
	assert_string_equal(names_limit(LIMIT_YAKUMAN, 2, buf, sizeof buf), "ダブル役満");
	assert_string_equal(names_limit(LIMIT_YAKUMAN, 5, buf, sizeof buf), "5倍役満");
	use("zh");
	assert_string_equal(names_limit(LIMIT_MANGAN, 0, buf, sizeof buf), "满贯");
	assert_string_equal(names_limit(LIMIT_HANEMAN, 0, buf, sizeof buf), "跳满");
	assert_string_equal(names_limit(LIMIT_YAKUMAN, 1, buf, sizeof buf), "役满");
	use("en");
	assert_string_equal(names_limit(LIMIT_BAIMAN, 0, buf, sizeof buf), "Baiman");
	assert_string_equal(names_limit(LIMIT_YAKUMAN, 4, buf, sizeof buf), "4x Yakuman");
	assert_string_equal(names_limit(LIMIT_NONE, 0, buf, sizeof buf), "");
}

static void rounds_and_winds(void **state)
{
	(void)state;
	use("ja");
	assert_string_equal(names_round(TILE_EAST, 0), "東一局");
	assert_string_equal(names_round(TILE_SOUTH, 3), "南四局");
	assert_string_equal(names_wind(TILE_NORTH), "北");
	assert_string_equal(names_honor(TILE_HATSU), "發");
	use("zh");
	assert_string_equal(names_round(TILE_EAST, 0), "东一局");
	assert_string_equal(names_wind(TILE_EAST), "东");
	assert_string_equal(names_honor(TILE_HATSU), "发");
	use("en");
	assert_string_equal(names_round(TILE_EAST, 0), "East 1");
	assert_string_equal(names_round(TILE_WEST, 1), "West 2");
	assert_string_equal(names_honor(TILE_CHUN), "C");
	assert_string_equal(names_round(TILE_HAKU, 0), "");
	assert_string_equal(names_wind(TILE_M1), "");
}

/*
 * Number tiles in running text: the suit's character after the number where the language
 * writes it so (萬 筒 索 in Japanese, 万 筒 索 in Chinese, as their help names the suits), the
 * red five marked 赤; the notation in English; honours as names_honor().
 */
static void tiles_in_running_text(void **state)
{
	(void)state;
	const tile_t p9 = TILE_P1 + 8, s1 = TILE_S1, m5 = TILE_M1 + 4,
		     red_p5 = (TILE_P1 + 4) | TILE_RED;
	use("ja");
	assert_string_equal(names_tile_word(p9), "9筒");
	assert_string_equal(names_tile_word(s1), "1索");
	assert_string_equal(names_tile_word(m5), "5萬");
	assert_string_equal(names_tile_word(red_p5), "赤5筒");
	assert_string_equal(names_tile_word(TILE_HAKU), "白");
	use("zh");
	assert_string_equal(names_tile_word(p9), "9筒");
	assert_string_equal(names_tile_word(s1), "1索");
	assert_string_equal(names_tile_word(m5), "5万");
	assert_string_equal(names_tile_word(red_p5), "赤5筒");
	assert_string_equal(names_tile_word(TILE_HATSU), "发");
	use("en");
	assert_string_equal(names_tile_word(p9), "9p");
	assert_string_equal(names_tile_word(s1), "1s");
	assert_string_equal(names_tile_word(m5), "5m");
	assert_string_equal(names_tile_word(red_p5), "0p");
	assert_string_equal(names_tile_word(TILE_EAST), "E");
}

/* The call リーチ and the yaku 立直 are one English word in two contexts. */
static void call_words_are_told_from_yaku_names(void **state)
{
	(void)state;
	use("ja");
	assert_string_equal(names_action(ACT_CHI), "チー");
	assert_string_equal(names_action(ACT_PON), "ポン");
	assert_string_equal(names_action(ACT_MINKAN), "カン");
	assert_string_equal(names_action(ACT_RON), "ロン");
	assert_string_equal(names_action(ACT_TSUMO), "ツモ");
	assert_string_equal(names_action(ACT_RIICHI), "リーチ");
	assert_string_equal(names_yaku(YAKU_RIICHI), "立直");
	assert_string_equal(names_meld(MELD_ANKAN), "暗槓");
	use("zh");
	assert_string_equal(names_action(ACT_CHI), "吃");
	assert_string_equal(names_action(ACT_PON), "碰");
	assert_string_equal(names_action(ACT_ANKAN), "杠");
	assert_string_equal(names_action(ACT_RON), "荣和");
	assert_string_equal(names_action(ACT_TSUMO), "自摸");
	assert_string_equal(names_action(ACT_RIICHI), "立直");
	assert_string_equal(names_abort(ABORT_FOUR_WINDS), "四风连打");
	use("en");
	assert_string_equal(names_action(ACT_RIICHI), "Riichi");
	assert_string_equal(names_action(ACT_PASS), "Pass");
	assert_string_equal(names_abort(ABORT_NONE), "");
}

/* Every action has its own id (JSON, saves) and its word (the call prompt), in every language;
 * a value that is no action has "?". */
static void every_action_has_an_id_and_a_word(void **state)
{
	(void)state;
	static const char *const langs[] = {"en", "ja", "zh"};
	for (size_t l = 0; l < 3; l++) {
		use(langs[l]);
		for (int t = 0; t < ACT_TYPES; t++) {
			assert_string_not_equal(names_action_id(t), "?");
			assert_string_not_equal(names_action_word(t), "?");
			for (int u = 0; u < t; u++)
				assert_string_not_equal(names_action_id(t), names_action_id(u));
		}
		assert_string_equal(names_action_id(ACT_TYPES), "?");
		assert_string_equal(names_action_word(ACT_TYPES), "?");
	}
	assert_string_equal(names_action_id(ACT_KITA), "kita");
	use("ja");
	assert_string_equal(names_action_word(ACT_KITA), "北抜き");
	use("en");
	assert_string_equal(names_action_word(ACT_KITA), "Kita");
	assert_string_equal(names_action_word(ACT_ANKAN), "Closed kan");
	assert_string_equal(names_action_id(ACT_ANKAN), "ankan");
}

static void every_rule_option_help_is_translated(void **state)
{
	(void)state;
	static const char *const langs[] = {"ja", "zh"};
	for (size_t l = 0; l < 2; l++) {
		use(langs[l]);
		for (const struct rules_option *o = rules_option_table; o->name; o++)
			assert_string_not_equal(_(o->help), o->help);
	}
}

static void unknown_languages_are_refused(void **state)
{
	(void)state;
	assert_int_equal(i18n_set_language("xx"), -1);
	assert_int_equal(i18n_set_language(NULL), -1);
	assert_int_equal(i18n_set_language("zh_CN"), 0);
}

int main(void)
{
	/* The catalogues of this build tree, as the program run from it reads them. */
	setenv("JANSOU_LOCALEDIR", BUILD_LOCALEDIR, 1);
	unsetenv("LC_ALL");
	i18n_init("en");
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(every_yaku_has_a_name_in_each_language),
	    cmocka_unit_test(yaku_names_are_in_japanese_and_simplified_chinese),
	    cmocka_unit_test(every_fan_has_a_name_in_each_language),
	    cmocka_unit_test(fan_names_are_the_jmsa_kanji_and_the_rule_book_chinese),
	    cmocka_unit_test(a_melded_and_a_concealed_kong_have_their_own_name),
	    cmocka_unit_test(limits_by_name_and_yakuman_multiple),
	    cmocka_unit_test(rounds_and_winds),
	    cmocka_unit_test(tiles_in_running_text),
	    cmocka_unit_test(call_words_are_told_from_yaku_names),
	    cmocka_unit_test(every_action_has_an_id_and_a_word),
	    cmocka_unit_test(every_rule_option_help_is_translated),
	    cmocka_unit_test(unknown_languages_are_refused),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
