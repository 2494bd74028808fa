/* Text notation of tiles and melds: "123m406p789s1122z", "pon:777z", and Unicode glyphs. */
#ifndef JANSOU_RULES_NOTATION_H
#define JANSOU_RULES_NOTATION_H

#include <stddef.h>

#include "rules/tile.h"

/* Where and why a text was refused. pos is a byte offset into the input. */
struct notation_error {
	int pos;
	char msg[160];
};

/*
 * Parses tiles written in mpsz notation ("123m406p1122z", 0 = red five) or as
 * Unicode mahjong glyphs (U+1F000..U+1F021; spaces are ignored), at most max
 * of them. The flowers of Chinese Official rules are "1f".."8f" (plum, orchid,
 * chrysanthemum, bamboo, spring, summer, autumn, winter: kinds 34..41) or their
 * glyphs U+1F022..U+1F029; a caller that wants a hand refuses them
 * (kind_is_flower()). Returns the number of tiles, or -1 with err filled in.
 */
int notation_parse_tiles(const char *text, tile_t *out, int max, struct notation_error *err);

/* Parses exactly one tile ("5m", "0p", "7z" or one glyph). Returns 0 or -1. */
int notation_parse_tile(const char *text, tile_t *out, struct notation_error *err);

/* Parses "chi:234s", "pon:777z", "minkan:5555p", "ankan:1111m", "kakan:9999s". */
int notation_parse_meld(const char *text, struct meld *out, struct notation_error *err);

/* "1m".."9m", "0m" for a red five, .. "7z", "1f".."8f". The string is static. */
const char *notation_tile(tile_t t);

/* Writes tiles in compact sorted mpsz notation, flowers last ("1f2f" as "12f"); returns the
 * length written. */
size_t notation_format_tiles(const tile_t *tiles, int n, char *buf, size_t size);

/* Writes "pon:777z" etc. Returns the length written. */
size_t notation_format_meld(const struct meld *m, char *buf, size_t size);

/* The Unicode glyph of a kind, as UTF-8 (static string). */
const char *notation_glyph(int kind);

#endif
