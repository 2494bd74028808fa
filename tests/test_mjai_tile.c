/* mjai's tile notation, written and read by src/record/mjai/mjai_tile.c alone. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "src/record/mjai/mjai_tile.h"

/* Each of the 34 kinds and the three red fives has a name that reads back as the same tile. */
static void every_tile_reads_back_as_itself(void **state)
{
	(void)state;
	for (int k = 0; k < TILE_KINDS; k++) {
		tile_t t = (tile_t)k, got = 0xff;
		assert_true(mjai_tile_parse(mjai_tile(t), &got));
		assert_int_equal(got, t);
	}
	for (int suit = 0; suit < 3; suit++) {
		tile_t red = (tile_t)(suit * 9 + 4) | TILE_RED, got = 0xff;
		assert_true(mjai_tile_parse(mjai_tile(red), &got));
		assert_int_equal(got, red);
	}
}

/* Numbers then the suit letter, "r" after a red five, one letter for each honour. */
static void names_are_mjai_notation(void **state)
{
	(void)state;
	assert_string_equal(mjai_tile(0), "1m");
	assert_string_equal(mjai_tile(9 + 8), "9p");
	assert_string_equal(mjai_tile(18 + 4), "5s");
	assert_string_equal(mjai_tile(4 | TILE_RED), "5mr");
	assert_string_equal(mjai_tile(TILE_EAST), "E");
	assert_string_equal(mjai_tile(TILE_EAST + 3), "N");
	assert_string_equal(mjai_tile(TILE_EAST + 4), "P");
	assert_string_equal(mjai_tile(TILE_EAST + 6), "C");
	assert_string_equal(mjai_tile(0xff), MJAI_TILE_HIDDEN);	      /* a tile face down */
	assert_string_equal(mjai_tile(TILE_KINDS), MJAI_TILE_HIDDEN); /* a flower */
}

/* Nothing but a name is a tile: not the hidden tile, a red four, trailing text or another case. */
static void other_text_is_no_tile(void **state)
{
	(void)state;
	static const char *const bad[] = {"",	 "?", "0m", "1x", "10m", "5mrr", "4mr",
					  "5m ", "e", "EE", "Z",  "m1",	 "5r",	 "1M"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		tile_t got = 0x77;
		assert_false(mjai_tile_parse(bad[i], &got));
		assert_int_equal(got, 0x77);
	}
	assert_false(mjai_tile_parse(NULL, &(tile_t){0}));
}

/* JSON values and lists: a string that names a tile, lists of min to max of them. */
static void json_values_and_lists(void **state)
{
	(void)state;
	tile_t t, out[4];
	int bad;
	json_object *v = json_tokener_parse("[\"5pr\", \"F\", 3, \"1s\"]");
	assert_true(mjai_tile_of(json_object_array_get_idx(v, 0), &t));
	assert_int_equal(t, (9 + 4) | TILE_RED);
	assert_false(mjai_tile_of(json_object_array_get_idx(v, 2), &t));
	assert_false(mjai_tile_of(NULL, &t));
	assert_int_equal(mjai_tiles_of(v, out, 0, 4, &bad), -1);
	assert_int_equal(bad, 2);
	json_object_put(v);

	v = json_tokener_parse("[\"1m\", \"2m\", \"3m\"]");
	assert_int_equal(mjai_tiles_of(v, out, 3, 3, &bad), 3);
	assert_int_equal(out[2], 2);
	assert_int_equal(mjai_tiles_of(v, out, 0, 2, &bad), -1);
	assert_int_equal(bad, -1);
	assert_int_equal(mjai_tiles_of(v, out, 4, 4, NULL), -1);
	json_object_put(v);

	v = json_tokener_parse("{\"pai\": \"1m\"}");
	assert_int_equal(mjai_tiles_of(v, out, 0, 4, &bad), -1);
	assert_int_equal(bad, -1);
	json_object_put(v);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(every_tile_reads_back_as_itself),
	    cmocka_unit_test(names_are_mjai_notation),
	    cmocka_unit_test(other_text_is_no_tile),
	    cmocka_unit_test(json_values_and_lists),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
