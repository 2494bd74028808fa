/*
 * Tile and meld notation (rules/notation.c): any text is either refused with
 * a message and a position inside it, or read; what was read writes back to
 * text that reads the same again.
 */
#include <stdlib.h>
#include <string.h>

#include "rules/notation.h"
#include "tests/fuzz/fuzz.h"

static void check_error(const struct notation_error *err, size_t len)
{
	if (err->pos < 0 || (size_t)err->pos > len)
		fuzz_fail("error position outside the text");
	if (memchr(err->msg, '\0', sizeof err->msg) == NULL || err->msg[0] == '\0')
		fuzz_fail("error message empty or unterminated");
}

static void tiles_round_trip(const char *text, size_t len, int max)
{
	tile_t tiles[136], again[136];
	struct notation_error err;
	int n = notation_parse_tiles(text, tiles, max, &err);
	if (n < 0) {
		check_error(&err, len);
		return;
	}
	if (n > max)
		fuzz_fail("more tiles than asked for");
	char buf[1024];
	size_t w = notation_format_tiles(tiles, n, buf, sizeof buf);
	if (w >= sizeof buf)
		return;
	int m = notation_parse_tiles(buf, again, 136, &err);
	if (m != n)
		fuzz_fail("written tiles do not read back as many");
	tiles_sort(tiles, n);
	tiles_sort(again, m);
	if (memcmp(tiles, again, (size_t)n) != 0)
		fuzz_fail("written tiles do not read back the same");
}

static void meld_round_trip(const char *text, size_t len)
{
	struct meld m, again;
	struct notation_error err;
	if (notation_parse_meld(text, &m, &err) < 0) {
		check_error(&err, len);
		return;
	}
	char buf[64];
	notation_format_meld(&m, buf, sizeof buf);
	if (notation_parse_meld(buf, &again, &err) < 0)
		fuzz_fail("a written meld does not read back");
	if (again.type != m.type || meld_size(&again) != meld_size(&m))
		fuzz_fail("a written meld reads back different");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fuzz_text(data, size);
	size_t len = strlen(text);
	tiles_round_trip(text, len, 136);
	tiles_round_trip(text, len, 14);
	tiles_round_trip(text, len, 0);
	tile_t t;
	struct notation_error err;
	if (notation_parse_tile(text, &t, &err) < 0)
		check_error(&err, len);
	meld_round_trip(text, len);
	free(text);
	return 0;
}
