/* The / command line's words (src/ui/command.c): names, completion, the tile an argument names. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "src/ui/command.h"

/* Names as the game's table has them; the commands are not run here. */
static const struct command table[] = {
    {{"d", "discard"}, 1, 1, "/d N", "", false, NULL},
    {{"riichi"}, 0, 1, "/riichi [N]", "", true, NULL},
    {{"ron", "hu"}, 0, 0, "/ron", "", false, NULL},
    {{"pong", "pon"}, 0, 1, "/pong [N]", "", false, NULL},
    {{"pass"}, 0, 0, "/pass", "", false, NULL},
    {{"kong", "kan"}, 0, 1, "/kong [N]", "", false, NULL},
    {{"kakan"}, 0, 1, "/kakan [N]", "", false, NULL},
    {{"h", "hand"}, 0, 0, "/h", "", false, NULL},
    {{"tsumo"}, 0, 0, "/tsumo", "", false, NULL},
    {{"tenpai", "t"}, 0, 0, "/tenpai", "", false, NULL},
    {{NULL}, 0, 0, NULL, NULL, false, NULL},
};

static void words_are_split_at_blanks(void **state)
{
	(void)state;
	char line[] = "  riichi\t 5  ", *w[3];
	assert_int_equal(command_split(line, w, 3), 2);
	assert_string_equal(w[0], "riichi");
	assert_string_equal(w[1], "5");
	char blank[] = "   ";
	assert_int_equal(command_split(blank, w, 3), 0);
	char many[] = "d 1 2 3";
	assert_int_equal(command_split(many, w, 3), -1);
}

static void a_command_is_found_by_its_name_or_an_alias_in_any_case(void **state)
{
	(void)state;
	assert_ptr_equal(command_find(table, "d"), &table[0]);
	assert_ptr_equal(command_find(table, "DISCARD"), &table[0]);
	assert_ptr_equal(command_find(table, "hu"), &table[2]);
	assert_ptr_equal(command_find(table, "t"), &table[9]);
	assert_null(command_find(table, "ri")); /* a prefix is not a name: Tab completes it */
	assert_null(command_find(table, "x"));
}

static void a_unique_prefix_completes_to_the_name_and_a_blank(void **state)
{
	(void)state;
	char buf[32];
	assert_int_equal(command_complete(table, "ri", buf, sizeof buf), 1);
	assert_string_equal(buf, "riichi ");
	assert_int_equal(command_complete(table, "hu", buf, sizeof buf), 1);
	assert_string_equal(buf, "hu "); /* the alias typed stays the alias */
	assert_int_equal(command_complete(table, "di", buf, sizeof buf), 1);
	assert_string_equal(buf, "discard ");
}

static void several_matches_complete_to_what_they_share(void **state)
{
	(void)state;
	char buf[32];
	/* pong, pon and pass: the start they share is "p" */
	assert_int_equal(command_complete(table, "p", buf, sizeof buf), 2);
	assert_string_equal(buf, "p");
	/* kong, kan, kakan: two commands, sharing "k" */
	assert_int_equal(command_complete(table, "k", buf, sizeof buf), 2);
	assert_string_equal(buf, "k");
	/* kan and kakan share "ka" */
	assert_int_equal(command_complete(table, "ka", buf, sizeof buf), 2);
	assert_string_equal(buf, "ka");
	/* tsumo, tenpai and its alias t */
	assert_int_equal(command_complete(table, "t", buf, sizeof buf), 2);
	assert_string_equal(buf, "t");
	assert_int_equal(command_complete(table, "te", buf, sizeof buf), 1);
	assert_string_equal(buf, "tenpai ");
}

static void no_match_leaves_the_prefix(void **state)
{
	(void)state;
	char buf[32];
	assert_int_equal(command_complete(table, "x", buf, sizeof buf), 0);
	assert_string_equal(buf, "x");
}

/* 1m 5m 0m 9m 4p 5p 6p 3s 4s 4s 6s 7s E, and the drawn 5m */
static struct command_hand hand(tile_t *t)
{
	struct notation_error err;
	int n = notation_parse_tiles("1m5m0m9m4p5p6p3s4s4s6s7s1z5m", t, 14, &err);
	assert_int_equal(n, 14);
	struct command_hand h = {.tiles = t, .n = n, .keys = "1234567890abcd"};
	for (int i = 0; i < n; i++)
		snprintf(h.names[i], sizeof h.names[i], "%s",
			 tile_kind(t[i]) == TILE_EAST ? "E" : notation_tile(t[i]));
	return h;
}

static void a_number_counts_from_one_at_the_left(void **state)
{
	(void)state;
	tile_t t[14];
	struct command_hand h = hand(t);
	int number = 0;
	assert_int_equal(command_position("1", &h, &number), 0);
	assert_int_equal(command_position("3", &h, &number), 2);
	assert_int_equal(command_position("14", &h, &number), 13);
	assert_int_equal(command_position("15", &h, &number), COMMAND_OUT_OF_RANGE);
	assert_int_equal(number, 15);
	assert_int_equal(command_position("00", &h, &number), COMMAND_OUT_OF_RANGE);
	assert_int_equal(number, 0);
	h.n = 13;
	assert_int_equal(command_position("14", &h, &number), COMMAND_OUT_OF_RANGE);
	assert_int_equal(number, 14);
}

static void the_position_keys_name_places_as_the_table_labels_them(void **state)
{
	(void)state;
	tile_t t[14];
	struct command_hand h = hand(t);
	int number = 0;
	assert_int_equal(command_position("0", &h, &number), 9); /* the tenth */
	assert_int_equal(command_position("a", &h, &number), 10);
	assert_int_equal(command_position("d", &h, &number), 13);
	h.n = 13;
	assert_int_equal(command_position("d", &h, &number), COMMAND_OUT_OF_RANGE);
	assert_int_equal(number, 14);
}

static void a_tile_name_picks_its_leftmost_copy(void **state)
{
	(void)state;
	tile_t t[14];
	struct command_hand h = hand(t);
	int number = 0;
	assert_int_equal(command_position("4s", &h, &number), 8);
	assert_int_equal(command_position("5m", &h, &number), 1);  /* not the drawn one */
	assert_int_equal(command_position("0m", &h, &number), 2);  /* the red five */
	assert_int_equal(command_position("E", &h, &number), 12);  /* as the table shows it */
	assert_int_equal(command_position("1z", &h, &number), 12); /* in mpsz */
	assert_int_equal(command_position("9s", &h, &number), COMMAND_NOT_IN_HAND);
	assert_int_equal(command_position("zz", &h, &number), COMMAND_NOT_A_TILE);
	assert_int_equal(command_position("-1", &h, &number), COMMAND_NOT_A_TILE);
}

static void five_takes_a_red_five_when_there_is_no_other(void **state)
{
	(void)state;
	tile_t t[14];
	struct notation_error err;
	assert_int_equal(notation_parse_tiles("0p", t, 1, &err), 1);
	struct command_hand h = {.tiles = t, .n = 1, .keys = "1234567890abcd"};
	snprintf(h.names[0], sizeof h.names[0], "0p");
	int number = 0;
	assert_int_equal(command_position("5p", &h, &number), 0);
	assert_int_equal(notation_parse_tiles("5p", t, 1, &err), 1);
	snprintf(h.names[0], sizeof h.names[0], "5p");
	assert_int_equal(command_position("0p", &h, &number), COMMAND_NOT_IN_HAND);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(words_are_split_at_blanks),
	    cmocka_unit_test(a_command_is_found_by_its_name_or_an_alias_in_any_case),
	    cmocka_unit_test(a_unique_prefix_completes_to_the_name_and_a_blank),
	    cmocka_unit_test(several_matches_complete_to_what_they_share),
	    cmocka_unit_test(no_match_leaves_the_prefix),
	    cmocka_unit_test(a_number_counts_from_one_at_the_left),
	    cmocka_unit_test(the_position_keys_name_places_as_the_table_labels_them),
	    cmocka_unit_test(a_tile_name_picks_its_leftmost_copy),
	    cmocka_unit_test(five_takes_a_red_five_when_there_is_no_other),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
