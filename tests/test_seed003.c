/*
 * The glyph examples: hands that illustrate the yaku, written in Unicode
 * mahjong glyphs as rule texts print them, the concealed tiles and, last, the
 * winning tile. Each is won by ron by a non-dealer (South seat, East round, no
 * riichi, no dora) under the standard rules; the expected yaku and points were
 * worked out by hand. Several examples are concealed hands of
 * four triplets won on a single wait, which makes them suuankou tanki.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "rules/score.h"
#include "tests/tiles_helper.h"

struct example {
	const char *what;
	const char *glyphs;   /* concealed tiles, then the winning tile */
	const char *melds[4]; /* shown as 🀫XX🀫 (ankan) or beside the hand in the text */
	enum yaku_id yaku[5];
	int nyaku;
	int han; /* 0 for yakuman */
	int fu;	 /* 0: not checked */
	int ron;
};

#define Y(...)                                                                                     \
	.yaku = {__VA_ARGS__}, .nyaku = sizeof((enum yaku_id[]){__VA_ARGS__}) / sizeof(enum yaku_id)

static const struct example examples[] = {
    /* 678p 234m 666s 345s, tanki 2p: 20 + 10 + 2 + 4 = 36 -> 40 */
    {"tanyao", "🀞🀟🀠🀈🀉🀊🀕🀕🀕🀒🀓🀔🀚 🀚", {}, Y(YAKU_TANYAO), 1, 40, 1300},
    /* 78m waiting on 6m and 9m */
    {"pinfu", "🀑🀒🀓🀓🀔🀕🀙🀚🀛🀇🀇🀍🀎 🀌", {}, Y(YAKU_PINFU), 1, 30, 1000},
    /* 123p 555p 777p 234p, West pair: 20 + 10 + 2 + 4 + 4 = 40 */
    {"honitsu", "🀙🀚🀛🀝🀝🀝🀟🀟🀟🀚🀛🀜🀂 🀂", {}, Y(YAKU_HONITSU), 3, 40, 5200},
    {"chinitsu", "🀇🀈🀉🀈🀉🀊🀋🀋🀋🀍🀎🀏🀈 🀈", {}, Y(YAKU_CHINITSU), 6, 0, 12000},
    {"ryuuiisou", "🀑🀑🀒🀒🀓🀓🀕🀕🀕🀗🀗🀗🀅 🀅", {}, Y(YAKU_RYUUIISOU), 0, 0, 32000},
    /* 1112345678999m waiting on all nine: a double yakuman here */
    {"chuuren", "🀇🀇🀇🀈🀉🀊🀋🀌🀍🀎🀏🀏🀏 🀋", {}, Y(YAKU_JUNSEI_CHUUREN), 0, 0, 64000},
    /* three concealed triplets too: 2 + 1 + 1 + 2 = 6 */
    {"shousangen",
     "🀝🀝🀝🀕🀖🀗🀅🀅🀅🀆🀆🀆🀄 🀄",
     {},
     Y(YAKU_HATSU, YAKU_HAKU, YAKU_SANANKOU, YAKU_SHOUSANGEN),
     6,
     0,
     12000},
    /* daisangen + suuankou tanki (double) */
    {"daisangen", "🀄🀄🀄🀅🀅🀅🀆🀆🀆🀔🀔🀔🀈 🀈", {}, Y(YAKU_SUUANKOU_TANKI, YAKU_DAISANGEN), 0, 0, 96000},
    /* daisuushii (double) + suuankou tanki (double) */
    {"daisuushii", "🀀🀀🀀🀁🀁🀁🀂🀂🀂🀃🀃🀃🀠 🀠", {}, Y(YAKU_SUUANKOU_TANKI, YAKU_DAISUUSHII), 0, 0, 128000},
    {"shousuushii", "🀋🀋🀋🀁🀁🀁🀂🀂🀂🀃🀃🀃🀀 🀀", {}, Y(YAKU_SUUANKOU_TANKI, YAKU_SHOUSUUSHII), 0, 0, 96000},
    {"tsuuiisou", "🀁🀁🀁🀃🀃🀃🀅🀅🀅🀆🀆🀆🀀 🀀", {}, Y(YAKU_SUUANKOU_TANKI, YAKU_TSUUIISOU), 0, 0, 96000},
    /* 20 + 10 + 2 + 8 + 8 = 48 -> 50 */
    {"chanta", "🀐🀑🀒🀍🀎🀏🀙🀙🀙🀅🀅🀅🀘 🀘", {}, Y(YAKU_HATSU, YAKU_CHANTA), 3, 50, 6400},
    {"junchan", "🀐🀑🀒🀍🀎🀏🀙🀙🀙🀡🀡🀡🀘 🀘", {}, Y(YAKU_JUNCHAN), 3, 50, 6400},
    {"honroutou", "🀆🀆🀆🀡🀡🀡🀐🀐🀐🀁🀁🀁🀙 🀙", {}, Y(YAKU_SUUANKOU_TANKI), 0, 0, 64000},
    {"chinroutou", "🀇🀇🀇🀡🀡🀡🀐🀐🀐🀏🀏🀏🀙 🀙", {}, Y(YAKU_SUUANKOU_TANKI, YAKU_CHINROUTOU), 0, 0, 96000},
    /* pon 111s beside the hand; won on 4p: toitoi 2 + sanankou 2 + South seat 1 */
    {"toitoi",
     "🀟🀟🀟🀎🀎🀎🀁🀁🀁🀜 🀜",
     {"pon:111s"},
     Y(YAKU_SEAT_WIND, YAKU_TOITOI, YAKU_SANANKOU),
     5,
     0,
     8000},
    {"sanshoku_doukou", "🀞🀞🀞🀕🀕🀕🀌🀌🀌🀄🀄🀄🀅 🀅", {}, Y(YAKU_SUUANKOU_TANKI), 0, 0, 64000},
    /* 111p 333m 555s 678p, tanki 9p: 20 + 10 + 2 + 8 + 4 + 4 = 48 -> 50 */
    {"sanankou", "🀙🀙🀙🀉🀉🀉🀔🀔🀔🀞🀟🀠🀡 🀡", {}, Y(YAKU_SANANKOU), 2, 50, 3200},
    /* three ankan and 444m: four concealed triplets on a single wait */
    {"sankantsu",
     "🀊🀊🀊🀋 🀋",
     {"ankan:1111m", "ankan:2222m", "ankan:3333m"},
     Y(YAKU_SUUANKOU_TANKI),
     0,
     0,
     64000},
    {"suuankou", "🀇🀇🀇🀑🀑🀑🀛🀛🀛🀜🀜🀜🀔 🀔", {}, Y(YAKU_SUUANKOU_TANKI), 0, 0, 64000},
    {"suukantsu",
     "🀋 🀋",
     {"ankan:1111m", "ankan:2222m", "ankan:3333m", "ankan:4444m"},
     Y(YAKU_SUUANKOU_TANKI, YAKU_SUUKANTSU),
     0,
     0,
     96000},
    /* 789 in each suit, chun, South pair: every group has a terminal or honour */
    {"sanshoku", "🀟🀠🀡🀍🀎🀏🀖🀗🀘🀄🀄🀄🀁 🀁", {}, Y(YAKU_CHUN, YAKU_SANSHOKU, YAKU_CHANTA), 5, 0, 8000},
    {"ittsu", "🀇🀈🀉🀊🀋🀌🀍🀎🀏🀀🀀🀀🀃 🀃", {}, Y(YAKU_ROUND_WIND, YAKU_ITTSU, YAKU_HONITSU), 6, 0, 12000},
    /* 345p 345p 666s 345m, South pair: 20 + 10 + 2 + 4 + 2 = 38 -> 40 */
    {"iipeikou", "🀛🀛🀜🀜🀝🀝🀕🀕🀕🀉🀊🀋🀁 🀁", {}, Y(YAKU_IIPEIKOU), 1, 40, 1300},
    /* read as two double runs, not seven pairs: 20 + 10 + 2 + 2 = 34 -> 40 */
    {"ryanpeikou", "🀛🀛🀜🀜🀝🀝🀕🀕🀖🀖🀗🀗🀁 🀁", {}, Y(YAKU_RYANPEIKOU), 3, 40, 5200},
    {"chiitoitsu", "🀅🀅 🀉🀉 🀗🀗 🀀🀀 🀚🀚 🀊🀊 🀐 🀐", {}, Y(YAKU_CHIITOITSU), 2, 25, 1600},
    {"kokushi", "🀇🀏🀙🀡🀐🀘🀀🀁🀂🀃🀆🀅🀄 🀅", {}, Y(YAKU_KOKUSHI_13), 0, 0, 64000},
};

static bool listed(const struct example *e, enum yaku_id id)
{
	for (int i = 0; i < e->nyaku; i++)
		if (e->yaku[i] == id)
			return true;
	return false;
}

static void check_example(const struct example *e)
{
	print_message("# glyph example: %s\n", e->what);
	struct notation_error err;
	tile_t tiles[14];
	int n = notation_parse_tiles(e->glyphs, tiles, 14, &err);
	assert_true(n >= 2);
	struct hand h = th_hand("", e->melds[0] ? e->melds : NULL);
	memcpy(h.tiles, tiles, (size_t)(n - 1));
	h.ntiles = n - 1;
	struct win_context c = th_ron("1m");
	c.win = tiles[n - 1];
	struct score_result r;
	score_win(rules_preset("standard"), &h, &c, &r);
	assert_int_equal(r.status, SCORE_OK);
	assert_int_equal(r.nyaku, e->nyaku);
	for (int i = 0; i < r.nyaku; i++)
		assert_true(listed(e, r.yaku[i].id));
	if (e->han)
		assert_int_equal(r.han, e->han);
	else
		assert_true(r.yakuman > 0);
	if (e->fu)
		assert_int_equal(r.fu, e->fu);
	assert_int_equal(r.ron, e->ron);
}

static void glyph_examples_score_as_worked_out_by_hand(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++)
		check_example(&examples[i]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(glyph_examples_score_as_worked_out_by_hand),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
