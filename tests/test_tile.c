/* Tiles: dora from indicators, counting and sorting. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "rules/tile.h"

/* The dora is the tile after the indicator; 9 -> 1, N -> E, chun -> haku. */
static void dora_follows_indicator_and_wraps(void **state)
{
	(void)state;
	assert_int_equal(kind_dora_from_indicator(TILE_M1), TILE_M1 + 1);
	assert_int_equal(kind_dora_from_indicator(TILE_M1 + 8), TILE_M1);
	assert_int_equal(kind_dora_from_indicator(TILE_P1 + 8), TILE_P1);
	assert_int_equal(kind_dora_from_indicator(TILE_S1 + 4), TILE_S1 + 5);
	assert_int_equal(kind_dora_from_indicator(TILE_EAST), TILE_SOUTH);
	assert_int_equal(kind_dora_from_indicator(TILE_NORTH), TILE_EAST);
	assert_int_equal(kind_dora_from_indicator(TILE_HAKU), TILE_HATSU);
	assert_int_equal(kind_dora_from_indicator(TILE_CHUN), TILE_HAKU);
}

static void kinds_classify_terminals_and_honours(void **state)
{
	(void)state;
	assert_true(kind_is_terminal(TILE_M1));
	assert_true(kind_is_terminal(TILE_S1 + 8));
	assert_false(kind_is_terminal(TILE_P1 + 1));
	assert_false(kind_is_terminal(TILE_EAST));
	assert_true(kind_is_yaochu(TILE_CHUN));
	assert_true(kind_is_wind(TILE_NORTH));
	assert_false(kind_is_wind(TILE_HAKU));
	assert_int_equal(kind_number(TILE_P1 + 4), 5);
	assert_int_equal(kind_suit(TILE_S1 + 2), SUIT_SOU);
	assert_int_equal(kind_suit(TILE_HATSU), SUIT_HONOR);
}

static void sort_puts_red_five_after_plain_fives(void **state)
{
	(void)state;
	tile_t t[] = {TILE_P1 + 4, TILE_M1 + 8, (TILE_P1 + 4) | TILE_RED, TILE_M1, TILE_P1 + 4};
	tiles_sort(t, 5);
	assert_int_equal(t[0], TILE_M1);
	assert_int_equal(t[1], TILE_M1 + 8);
	assert_int_equal(t[2], TILE_P1 + 4);
	assert_int_equal(t[3], TILE_P1 + 4);
	assert_int_equal(t[4], (TILE_P1 + 4) | TILE_RED);

	uint8_t counts[TILE_KINDS] = {0};
	tiles_count(t, 5, counts);
	assert_int_equal(counts[TILE_P1 + 4], 3);
	assert_int_equal(counts[TILE_M1], 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(dora_follows_indicator_and_wraps),
	    cmocka_unit_test(kinds_classify_terminals_and_honours),
	    cmocka_unit_test(sort_puts_red_five_after_plain_fives),
	};
	return cmocka_run_group_tests_name("tile", tests, NULL, NULL);
}
