/* Kuikae: the kinds a chi or pon forbids to discard at once, under the rules that forbid it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/kuikae.h"
#include "rules/notation.h"
#include "rules/rules.h"

/* The kinds blocked after meld text (e.g. "chi:345m") taking called, as mpsz ("36m"), in buf. */
static const char *blocked_after(const struct rules *r, const char *meld, const char *called,
				 char *buf, size_t size)
{
	struct notation_error err;
	struct meld m;
	assert_int_equal(notation_parse_meld(meld, &m, &err), 0);
	assert_int_equal(notation_parse_tile(called, &m.called, &err), 0);
	bool blocked[TILE_KINDS];
	kuikae_blocked(r, &m, blocked);
	tile_t tiles[TILE_KINDS];
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		if (blocked[k])
			tiles[n++] = (tile_t)k;
	notation_format_tiles(tiles, n, buf, size);
	return buf;
}

/* Chi with the called tile at an end: that kind and the one past the run's other end. */
static void chi_at_an_end_blocks_its_kind_and_the_other_end(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("standard");
	char buf[64];
	assert_string_equal(blocked_after(r, "chi:345m", "3m", buf, sizeof buf), "36m");
	assert_string_equal(blocked_after(r, "chi:234m", "4m", buf, sizeof buf), "14m");
	/* the red five is a five like the others */
	assert_string_equal(blocked_after(r, "chi:340p", "0p", buf, sizeof buf), "25p");
}

/* No kind lies past 9 or below 1: chi of 7 with 89 blocks only 7, of 3 with 12 only 3. */
static void chi_next_to_a_terminal_blocks_only_its_kind(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("standard");
	char buf[64];
	assert_string_equal(blocked_after(r, "chi:789s", "7s", buf, sizeof buf), "7s");
	assert_string_equal(blocked_after(r, "chi:123s", "3s", buf, sizeof buf), "3s");
}

/* Chi in the middle of the run (a closed wait) and pon: only the kind called. */
static void middle_chi_and_pon_block_only_their_kind(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("standard");
	char buf[64];
	assert_string_equal(blocked_after(r, "chi:456p", "5p", buf, sizeof buf), "5p");
	assert_string_equal(blocked_after(r, "pon:777z", "7z", buf, sizeof buf), "7z");
}

/* An open kan draws a replacement first; rules without the ban block nothing. */
static void open_kan_and_rules_without_the_ban_block_nothing(void **state)
{
	(void)state;
	char buf[64];
	assert_string_equal(
	    blocked_after(rules_preset("standard"), "minkan:5555s", "5s", buf, sizeof buf), "");
	struct rules r = *rules_preset("standard");
	r.kuikae_forbidden = false;
	assert_string_equal(blocked_after(&r, "chi:345m", "3m", buf, sizeof buf), "");
	assert_string_equal(blocked_after(&r, "pon:111m", "1m", buf, sizeof buf), "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(chi_at_an_end_blocks_its_kind_and_the_other_end),
	    cmocka_unit_test(chi_next_to_a_terminal_blocks_only_its_kind),
	    cmocka_unit_test(middle_chi_and_pon_block_only_their_kind),
	    cmocka_unit_test(open_kan_and_rules_without_the_ban_block_nothing),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
