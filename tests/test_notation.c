/* Notation: mpsz text, Unicode glyphs, melds, and the hand checks. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/hand.h"
#include "rules/notation.h"

static void mpsz_reads_suits_in_order_and_zero_as_red_five(void **state)
{
	(void)state;
	tile_t t[14];
	struct notation_error err;
	int n = notation_parse_tiles("123m406p789s1122z", t, 14, &err);
	assert_int_equal(n, 13);
	assert_int_equal(t[0], TILE_M1);
	assert_int_equal(t[2], TILE_M1 + 2);
	assert_int_equal(t[3], TILE_P1 + 3);
	assert_int_equal(t[4], (TILE_P1 + 4) | TILE_RED);
	assert_true(tile_is_red(t[4]));
	assert_int_equal(tile_kind(t[4]), TILE_P1 + 4);
	assert_int_equal(t[5], TILE_P1 + 5);
	assert_int_equal(t[8], TILE_S1 + 8);
	assert_int_equal(t[9], TILE_EAST);
	assert_int_equal(t[11], TILE_SOUTH);
}

/* 5z is haku, 6z hatsu, 7z chun. */
static void honours_follow_wind_then_dragon_order(void **state)
{
	(void)state;
	tile_t t[7];
	assert_int_equal(notation_parse_tiles("1234567z", t, 7, NULL), 7);
	assert_int_equal(t[3], TILE_NORTH);
	assert_int_equal(t[4], TILE_HAKU);
	assert_int_equal(t[5], TILE_HATSU);
	assert_int_equal(t[6], TILE_CHUN);
}

/* Unicode puts the dragons red, green, white: U+1F004 is chun, U+1F006 haku. */
static void glyphs_map_dragons_in_unicode_order(void **state)
{
	(void)state;
	tile_t t[8];
	assert_int_equal(notation_parse_tiles("🀄🀅🀆🀀🀃", t, 8, NULL), 5);
	assert_int_equal(t[0], TILE_CHUN);
	assert_int_equal(t[1], TILE_HATSU);
	assert_int_equal(t[2], TILE_HAKU);
	assert_int_equal(t[3], TILE_EAST);
	assert_int_equal(t[4], TILE_NORTH);
	/* characters U+1F007.., bamboo U+1F010.., circles U+1F019.. */
	assert_int_equal(notation_parse_tiles("🀇🀏🀐🀘🀙🀡", t, 8, NULL), 6);
	assert_int_equal(t[0], TILE_M1);
	assert_int_equal(t[1], TILE_M1 + 8);
	assert_int_equal(t[2], TILE_S1);
	assert_int_equal(t[3], TILE_S1 + 8);
	assert_int_equal(t[4], TILE_P1);
	assert_int_equal(t[5], TILE_P1 + 8);
}

/* A hand as rule texts print it in glyphs: 13 glyphs, spaces, then the winning tile. */
static void glyph_example_hand_with_spaces_parses(void **state)
{
	(void)state;
	tile_t t[14];
	int n = notation_parse_tiles("🀇🀈🀉🀈🀉🀊🀋🀋🀋🀍🀎🀏🀈   🀈 ", t, 14, NULL);
	assert_int_equal(n, 14);
	/* text copied from web pages pads with no-break (U+00A0) and ideographic spaces (U+3000) */
	assert_int_equal(notation_parse_tiles("🀇\u00a0🀈\u3000🀉", t, 14, NULL), 3);
	char buf[64];
	notation_format_tiles(t, n, buf, sizeof buf);
	assert_string_equal(buf, "12222334555789m");
}

static void glyph_and_variation_selector(void **state)
{
	(void)state;
	tile_t t[2];
	assert_int_equal(notation_parse_tiles("🀄\xEF\xB8\x8F", t, 2, NULL), 1);
	assert_int_equal(t[0], TILE_CHUN);
	for (int k = 0; k < TILE_KINDS; k++) {
		tile_t one;
		assert_int_equal(notation_parse_tile(notation_glyph(k), &one, NULL), 0);
		assert_int_equal(one, k);
	}
}

static void red_zero_z_is_refused_with_its_position(void **state)
{
	(void)state;
	tile_t t[14];
	struct notation_error err;
	assert_int_equal(notation_parse_tiles("123m01z", t, 14, &err), -1);
	assert_int_equal(err.pos, 4);
	assert_non_null(strstr(err.msg, "0z"));
	assert_int_equal(notation_parse_tiles("8z", t, 14, &err), -1);
	assert_non_null(strstr(err.msg, "8z"));
}

static void malformed_text_is_refused(void **state)
{
	(void)state;
	tile_t t[14];
	struct notation_error err;
	assert_int_equal(notation_parse_tiles("123", t, 14, &err), -1);
	assert_non_null(strstr(err.msg, "suit"));
	assert_int_equal(notation_parse_tiles("m123", t, 14, &err), -1);
	assert_int_equal(err.pos, 0);
	assert_int_equal(notation_parse_tiles("12x", t, 14, &err), -1);
	assert_int_equal(err.pos, 2);
	assert_int_equal(notation_parse_tiles("🀫", t, 14, &err), -1);
	assert_non_null(strstr(err.msg, "face-down"));
	assert_int_equal(notation_parse_tiles("\xF0\x9F\x80\xAA", t, 14, &err), -1); /* joker */
	assert_non_null(strstr(err.msg, "joker"));
	assert_int_equal(notation_parse_tiles("9f", t, 14, &err), -1);
	assert_non_null(strstr(err.msg, "1f to 8f"));
	assert_int_equal(notation_parse_tiles("\xff", t, 14, &err), -1);
	assert_non_null(strstr(err.msg, "UTF-8"));
	/*
	 * Disguised characters are not UTF-8: "1" written overlong in two bytes (C0 B1) and in
	 * three (E0 80 B1), the man 1 tile U+1F007 (F0 9F 80 87) overlong in five bytes' worth of
	 * room (F8 ...) or with the top bit pattern of four bytes but a value under U+10000
	 * (F0 80 80 B1), a surrogate (ED A0 80 is U+D800) and a code point past U+10FFFF
	 * (F4 90 80 80). Each fails at its first byte, position 1 after "1".
	 */
	static const char *const disguised[] = {
	    "1\xC0\xB1m",     "1\xE0\x80\xB1m",	    "1\xF0\x80\x80\xB1m",
	    "1\xED\xA0\x80m", "1\xF4\x90\x80\x80m", "1\xF8\x88\x80\x80\x80m",
	};
	for (size_t i = 0; i < sizeof disguised / sizeof disguised[0]; i++) {
		assert_int_equal(notation_parse_tiles(disguised[i], t, 14, &err), -1);
		assert_non_null(strstr(err.msg, "UTF-8"));
		assert_int_equal(err.pos, 1);
	}
	/* the shortest forms still read: U+1F007 is the 1 of man */
	assert_int_equal(notation_parse_tiles("\xF0\x9F\x80\x87", t, 14, &err), 1);
	assert_int_equal(t[0], 0);
}

static void fifteen_tiles_exceed_a_hand(void **state)
{
	(void)state;
	tile_t t[14];
	struct notation_error err;
	assert_int_equal(notation_parse_tiles("123456789m123456p", t, 14, &err), -1);
	assert_non_null(strstr(err.msg, "at most 14"));
	assert_int_equal(notation_parse_tiles("12345678m123456p", t, 14, &err), 14);
}

static void melds_parse_each_kind(void **state)
{
	(void)state;
	struct meld m;
	struct notation_error err;
	assert_int_equal(notation_parse_meld("chi:342s", &m, &err), 0);
	assert_int_equal(m.type, MELD_CHI);
	assert_int_equal(m.tiles[0], TILE_S1 + 1);
	assert_int_equal(m.tiles[2], TILE_S1 + 3);
	assert_int_equal(notation_parse_meld("pon:777z", &m, &err), 0);
	assert_int_equal(m.type, MELD_PON);
	assert_int_equal(meld_kind(&m), TILE_CHUN);
	assert_int_equal(notation_parse_meld("minkan:5055p", &m, &err), 0);
	assert_int_equal(m.type, MELD_MINKAN);
	assert_int_equal(meld_size(&m), 4);
	assert_true(tile_is_red(m.tiles[3]));
	assert_int_equal(notation_parse_meld("ankan:1111m", &m, &err), 0);
	assert_false(meld_is_open(&m));
	assert_int_equal(notation_parse_meld("kakan:9999s", &m, &err), 0);
	assert_true(meld_is_open(&m));
	assert_true(meld_is_kan(&m));
	assert_int_equal(notation_parse_meld("ankan:🀫🀇🀇🀫", &m, &err), 0);
	assert_int_equal(m.tiles[0], TILE_M1);
	assert_int_equal(m.tiles[3], TILE_M1);
	char buf[32];
	assert_int_equal(notation_parse_meld("chi:067p", &m, &err), 0);
	notation_format_meld(&m, buf, sizeof buf);
	assert_string_equal(buf, "chi:067p");
}

static void bad_melds_are_refused(void **state)
{
	(void)state;
	struct meld m;
	struct notation_error err;
	assert_int_equal(notation_parse_meld("pung:777z", &m, &err), -1);
	assert_non_null(strstr(err.msg, "not a kind of meld"));
	assert_int_equal(notation_parse_meld("777z", &m, &err), -1);
	assert_int_equal(notation_parse_meld("chi:123z", &m, &err), -1);
	assert_int_equal(notation_parse_meld("chi:135m", &m, &err), -1);
	assert_int_equal(notation_parse_meld("chi:891m", &m, &err), -1);
	assert_int_equal(notation_parse_meld("pon:778z", &m, &err), -1);
	assert_int_equal(notation_parse_meld("minkan:555p", &m, &err), -1);
	assert_non_null(strstr(err.msg, "4 tiles"));
	assert_int_equal(notation_parse_meld("ankan:🀫🀫🀫🀫", &m, &err), -1);
}

static void format_is_sorted_compact_mpsz(void **state)
{
	(void)state;
	tile_t t[14];
	int n = notation_parse_tiles("1z9s0p5p1m5z", t, 14, NULL);
	char buf[32];
	assert_int_equal(notation_format_tiles(t, n, buf, sizeof buf), 10);
	assert_string_equal(buf, "1m50p9s15z");
	assert_string_equal(notation_tile((TILE_S1 + 4) | TILE_RED), "0s");
	assert_string_equal(notation_tile(TILE_CHUN), "7z");
}

static struct hand hand_of(const char *tiles, const char *meld)
{
	struct hand h = {0};
	h.ntiles = notation_parse_tiles(tiles, h.tiles, 14, NULL);
	if (meld)
		h.nmelds = notation_parse_meld(meld, &h.melds[0], NULL) == 0;
	return h;
}

static void validate_refuses_fifth_copy_counting_melds(void **state)
{
	(void)state;
	static const int red[3] = {1, 2, 1};
	struct notation_error err;
	struct hand h = hand_of("1m2345678p11z", "pon:111m");
	tile_t extra = TILE_M1;
	assert_int_equal(hand_validate(&h, NULL, 0, red, 13, &err), 0);
	assert_int_equal(hand_validate(&h, &extra, 1, red, 13, &err), -1);
	assert_non_null(strstr(err.msg, "1m appears 5 times"));
}

/* standard: one red 5m, two red 5p, one red 5s. */
static void validate_counts_red_fives_against_the_rules(void **state)
{
	(void)state;
	static const int standard[3] = {1, 2, 1}, tenhou[3] = {1, 1, 1};
	struct notation_error err;
	struct hand h = hand_of("00p123456789s11z", NULL);
	assert_int_equal(hand_validate(&h, NULL, 0, standard, 13, &err), 0);
	assert_int_equal(hand_validate(&h, NULL, 0, tenhou, 13, &err), -1);
	assert_non_null(strstr(err.msg, "red 5p"));
}

static void validate_checks_tile_count(void **state)
{
	(void)state;
	static const int red[3] = {1, 1, 1};
	struct notation_error err;
	struct hand h = hand_of("123m456p789s11z", "chi:234s");
	assert_int_equal(hand_validate(&h, NULL, 0, red, 13, &err), -1);
	assert_non_null(strstr(err.msg, "14 tiles"));
	assert_int_equal(hand_validate(&h, NULL, 0, red, 14, &err), 0);
	assert_int_equal(hand_validate(&h, NULL, 0, red, 0, &err), 0);
}

/* Flowers: "1f".."8f" in rule-book order, and the glyphs U+1F022..U+1F029 in Unicode order. */
static void flowers_parse_and_format(void **state)
{
	(void)state;
	tile_t t[16];
	struct notation_error err;
	assert_int_equal(notation_parse_tiles("12345678f", t, 16, &err), 8);
	for (int i = 0; i < 8; i++)
		assert_int_equal(t[i], TILE_FLOWER1 + i);
	/* plum, orchid, bamboo (kind 37), chrysanthemum (36), spring .. winter */
	assert_int_equal(notation_parse_tiles("🀢🀣🀤🀥🀦🀧🀨🀩", t, 16, &err), 8);
	static const tile_t want[8] = {34, 35, 37, 36, 38, 39, 40, 41};
	assert_memory_equal(t, want, 8);
	assert_string_equal(notation_tile(TILE_FLOWER1), "1f");
	assert_string_equal(notation_tile(TILE_FLOWER1 + 7), "8f");
	assert_string_equal(notation_glyph(TILE_FLOWER1 + 2), "🀥");
	assert_string_equal(notation_glyph(TILE_FLOWER1 + 3), "🀤");
	char buf[64];
	tile_t mixed[5] = {TILE_FLOWER1 + 4, TILE_EAST, TILE_FLOWER1, 2, TILE_FLOWER1 + 1};
	notation_format_tiles(mixed, 5, buf, sizeof buf);
	assert_string_equal(buf, "3m1z125f");
	/* kept out of hand counts */
	uint8_t counts[TILE_KINDS] = {0};
	tiles_count(mixed, 5, counts);
	assert_int_equal(counts[2] + counts[TILE_EAST], 2);
	int total = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		total += counts[k];
	assert_int_equal(total, 2);
	assert_int_equal(notation_parse_tiles("0f", t, 16, &err), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(mpsz_reads_suits_in_order_and_zero_as_red_five),
	    cmocka_unit_test(honours_follow_wind_then_dragon_order),
	    cmocka_unit_test(glyphs_map_dragons_in_unicode_order),
	    cmocka_unit_test(glyph_example_hand_with_spaces_parses),
	    cmocka_unit_test(glyph_and_variation_selector),
	    cmocka_unit_test(red_zero_z_is_refused_with_its_position),
	    cmocka_unit_test(malformed_text_is_refused),
	    cmocka_unit_test(fifteen_tiles_exceed_a_hand),
	    cmocka_unit_test(melds_parse_each_kind),
	    cmocka_unit_test(bad_melds_are_refused),
	    cmocka_unit_test(format_is_sorted_compact_mpsz),
	    cmocka_unit_test(validate_refuses_fifth_copy_counting_melds),
	    cmocka_unit_test(validate_counts_red_fives_against_the_rules),
	    cmocka_unit_test(validate_checks_tile_count),
	    cmocka_unit_test(flowers_parse_and_format),
	};
	return cmocka_run_group_tests_name("notation", tests, NULL, NULL);
}
