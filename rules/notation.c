/* Text notation of tiles and melds: mpsz ("406p"), Unicode glyphs, meld prefixes. */
#include "rules/notation.h"
#include "rules/i18n_marks.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* m p s z, and f for the flowers of Chinese Official rules ("1f".."8f", kinds 34..41) */
static const char suit_letters[] = "mpszf";
enum { SUIT_FLOWER = 4 };

static int suit_of(int kind)
{
	return kind_is_flower(kind) ? SUIT_FLOWER : (int)kind_suit(kind);
}

static int number_of(int kind)
{
	return kind_is_flower(kind) ? kind - TILE_FLOWER1 + 1 : kind_number(kind);
}

#define GLYPH_FIRST 0x1F000
#define GLYPH_LAST_FLOWER 0x1F029
#define GLYPH_BACK 0x1F02B

/* Unicode order of the mahjong glyphs from U+1F000 to the last flower, mapped to our kinds. */
static const int8_t glyph_kind[GLYPH_LAST_FLOWER - GLYPH_FIRST + 1] = {
    /* winds E S W N */
    TILE_EAST,
    TILE_SOUTH,
    TILE_WEST,
    TILE_NORTH,
    /* dragons: U+1F004 red, U+1F005 green, U+1F006 white */
    TILE_CHUN,
    TILE_HATSU,
    TILE_HAKU,
    /* characters 1-9 */
    0,
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    /* bamboo 1-9 */
    18,
    19,
    20,
    21,
    22,
    23,
    24,
    25,
    26,
    /* circles 1-9 */
    9,
    10,
    11,
    12,
    13,
    14,
    15,
    16,
    17,
    /* U+1F022.. plum, orchid, bamboo, chrysanthemum, spring, summer, autumn, winter; our
     * kinds follow the rule book's order plum, orchid, chrysanthemum, bamboo */
    TILE_FLOWER1,
    TILE_FLOWER1 + 1,
    TILE_FLOWER1 + 3,
    TILE_FLOWER1 + 2,
    TILE_FLOWER1 + 4,
    TILE_FLOWER1 + 5,
    TILE_FLOWER1 + 6,
    TILE_FLOWER1 + 7,
};

static void fail(struct notation_error *err, int pos, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void fail(struct notation_error *err, int pos, const char *fmt, ...)
{
	if (!err)
		return;
	err->pos = pos;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof err->msg, rules_tr(fmt), ap);
	va_end(ap);
}

/*
 * Decodes one UTF-8 sequence at s; returns its length, or 0 if malformed: a stray or missing
 * continuation byte, an overlong form (C0 AF for '/'), a surrogate or a code point past
 * U+10FFFF, which would let a disguised character through.
 */
static int utf8_decode(const unsigned char *s, uint32_t *cp)
{
	static const uint32_t least[5] = {0, 0, 0x80, 0x800, 0x10000};
	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	int len = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC0 ? 2 : 0;
	if (len == 0 || s[0] >= 0xF8)
		return 0;
	uint32_t c = s[0] & (0x7F >> len);
	for (int i = 1; i < len; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3F);
	}
	if (c < least[len] || (c >= 0xD800 && c <= 0xDFFF) || c > 0x10FFFF)
		return 0;
	*cp = c;
	return len;
}

static bool is_space(uint32_t c)
{
	/* hands copied from web pages are often padded with no-break or ideographic spaces */
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xA0 || c == 0x3000;
}

/* Variation selectors often follow U+1F004 to ask for emoji or text style. */
static bool is_variation_selector(uint32_t c)
{
	return c == 0xFE0E || c == 0xFE0F;
}

int notation_parse_tiles(const char *text, tile_t *out, int max, struct notation_error *err)
{
	const unsigned char *s = (const unsigned char *)text;
	int n = 0;
	int pending = 0;		/* digits read but not yet given a suit */
	int pending_start = 0;		/* byte offset of the first such digit */
	uint8_t digits[4 * TILE_KINDS]; /* a wall's worth, as notation_format_tiles() writes */
	int digit_pos[4 * TILE_KINDS];

	for (int i = 0; s[i];) {
		uint32_t cp;
		int len = utf8_decode(s + i, &cp);
		if (len == 0) {
			fail(err, i, N_("position %d: not valid UTF-8"), i + 1);
			return -1;
		}
		if (cp >= '0' && cp <= '9') {
			if (pending == (int)sizeof digits) {
				fail(err, i, N_("position %d: too many tiles"), i + 1);
				return -1;
			}
			if (pending == 0)
				pending_start = i;
			digit_pos[pending] = i;
			digits[pending++] = (uint8_t)(cp - '0');
		} else if (cp < 0x80 && strchr(suit_letters, (int)cp) && cp != 0) {
			int suit = (int)(strchr(suit_letters, (int)cp) - suit_letters);
			if (pending == 0) {
				fail(err, i,
				     N_("position %d: suit letter '%c' has no digits before it"),
				     i + 1, (char)cp);
				return -1;
			}
			for (int d = 0; d < pending; d++) {
				int v = digits[d];
				if (suit == SUIT_FLOWER && (v == 0 || v > 8)) {
					fail(err, digit_pos[d],
					     N_("position %d: '%df' is not a tile: flowers are 1f "
						"to 8f"),
					     digit_pos[d] + 1, v);
					return -1;
				}
				if (suit == SUIT_HONOR && (v == 0 || v > 7)) {
					fail(err, digit_pos[d],
					     v == 0 ? N_("position %d: '0z' is not a tile: only "
							 "the suits m, p and s have red fives")
						    : N_("position %d: '%dz' is not a tile: "
							 "honours are 1z to 7z"),
					     digit_pos[d] + 1, v);
					return -1;
				}
				if (n == max) {
					fail(err, digit_pos[d],
					     N_("position %d: too many tiles (at most %d)"),
					     digit_pos[d] + 1, max);
					return -1;
				}
				tile_t t = suit == SUIT_FLOWER ? (tile_t)(TILE_FLOWER1 + v - 1)
					   : v == 0	       ? (tile_t)(suit * 9 + 4) | TILE_RED
							       : (tile_t)(suit * 9 + v - 1);
				out[n++] = t;
			}
			pending = 0;
		} else if (cp >= GLYPH_FIRST && cp <= GLYPH_LAST_FLOWER) {
			if (pending) {
				fail(err, pending_start,
				     N_("position %d: digits without a suit letter"),
				     pending_start + 1);
				return -1;
			}
			if (n == max) {
				fail(err, i, N_("position %d: too many tiles (at most %d)"), i + 1,
				     max);
				return -1;
			}
			out[n++] = (tile_t)glyph_kind[cp - GLYPH_FIRST];
		} else if (cp == GLYPH_BACK) {
			fail(err, i, N_("position %d: a face-down tile hides its kind"), i + 1);
			return -1;
		} else if (cp > GLYPH_LAST_FLOWER && cp < GLYPH_BACK) {
			fail(err, i, N_("position %d: the joker tile is not used"), i + 1);
			return -1;
		} else if (is_space(cp) || is_variation_selector(cp)) {
			/* ignored */
		} else if (cp < 0x80 && cp > 0x20) {
			fail(err, i,
			     N_("position %d: unexpected '%c' (write tiles like 123m456p789s11z)"),
			     i + 1, (char)cp);
			return -1;
		} else {
			fail(err, i, N_("position %d: unexpected character U+%04X"), i + 1,
			     (unsigned)cp);
			return -1;
		}
		i += len;
	}
	if (pending) {
		fail(err, pending_start,
		     N_("position %d: digits without a suit letter (m, p, s or z)"),
		     pending_start + 1);
		return -1;
	}
	return n;
}

int notation_parse_tile(const char *text, tile_t *out, struct notation_error *err)
{
	tile_t tiles[2];
	int n = notation_parse_tiles(text, tiles, 2, err);
	if (n < 0)
		return -1;
	if (n != 1) {
		fail(err, 0, n == 0 ? N_("no tile given") : N_("'%s' is more than one tile"), text);
		return -1;
	}
	*out = tiles[0];
	return 0;
}

static const struct {
	const char *name;
	enum meld_type type;
} meld_names[] = {
    {"chi", MELD_CHI},	   {"pon", MELD_PON},	  {"minkan", MELD_MINKAN},
    {"ankan", MELD_ANKAN}, {"kakan", MELD_KAKAN},
};

/* Face-down tiles are allowed in a closed kan ("ankan:🀫🀇🀇🀫"): they take its kind. */
static int parse_ankan_with_backs(const char *body, tile_t *tiles, struct notation_error *err,
				  int offset)
{
	char visible[64];
	size_t len = 0;
	int backs = 0;
	for (const unsigned char *s = (const unsigned char *)body; *s;) {
		uint32_t cp;
		int l = utf8_decode(s, &cp);
		if (l == 0)
			break;
		if (cp == GLYPH_BACK)
			backs++;
		else if (len + (size_t)l < sizeof visible) {
			memcpy(visible + len, s, (size_t)l);
			len += (size_t)l;
		}
		s += l;
	}
	visible[len] = '\0';
	int n = notation_parse_tiles(visible, tiles, 4, err);
	if (n < 0) {
		err->pos += offset;
		return -1;
	}
	if (n == 0 || n + backs != 4) {
		fail(err, offset, N_("a closed kan needs four tiles"));
		return -1;
	}
	for (int i = n; i < 4; i++)
		tiles[i] = (tile_t)tile_kind(tiles[0]);
	return 4;
}

int notation_parse_meld(const char *text, struct meld *out, struct notation_error *err)
{
	const char *colon = strchr(text, ':');
	if (!colon) {
		fail(err, 0, N_("'%s': write a meld as kind:tiles, e.g. pon:777z"), text);
		return -1;
	}
	size_t klen = (size_t)(colon - text);
	int which = -1;
	for (size_t i = 0; i < sizeof meld_names / sizeof meld_names[0]; i++)
		if (strlen(meld_names[i].name) == klen &&
		    strncmp(text, meld_names[i].name, klen) == 0)
			which = (int)i;
	if (which < 0) {
		fail(err, 0, N_("'%.*s' is not a kind of meld (chi, pon, minkan, ankan, kakan)"),
		     (int)klen, text);
		return -1;
	}
	memset(out, 0, sizeof *out);
	out->type = meld_names[which].type;
	int want = meld_size(out);
	int offset = (int)klen + 1;
	tile_t tiles[4];
	int n;
	if (out->type == MELD_ANKAN && strstr(colon + 1, "\xF0\x9F\x80\xAB"))
		n = parse_ankan_with_backs(colon + 1, tiles, err, offset);
	else {
		tile_t many[8];
		n = notation_parse_tiles(colon + 1, many, 8, err);
		if (n < 0) {
			err->pos += offset;
			return -1;
		}
		if (n != want) {
			fail(err, offset, N_("%s needs %d tiles, not %d"), meld_names[which].name,
			     want, n);
			return -1;
		}
		memcpy(tiles, many, (size_t)n);
	}
	if (n < 0)
		return -1;
	tiles_sort(tiles, want);
	int k0 = tile_kind(tiles[0]);
	if (out->type == MELD_CHI) {
		if (kind_is_honor(k0) || kind_number(k0) > 7 || tile_kind(tiles[1]) != k0 + 1 ||
		    tile_kind(tiles[2]) != k0 + 2) {
			fail(err, offset, N_("chi needs three consecutive tiles of one suit"));
			return -1;
		}
	} else {
		for (int i = 1; i < want; i++)
			if (tile_kind(tiles[i]) != k0) {
				fail(err, offset, N_("%s needs %d tiles of the same kind"),
				     meld_names[which].name, want);
				return -1;
			}
	}
	memcpy(out->tiles, tiles, (size_t)want);
	return 0;
}

const char *notation_tile(tile_t t)
{
	static const char flowers[TILE_FLOWER_KINDS][3] = {"1f", "2f", "3f", "4f",
							   "5f", "6f", "7f", "8f"};
	static const char names[TILE_KINDS + 3][3] = {
	    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "4p",
	    "5p", "6p", "7p", "8p", "9p", "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s",
	    "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z", "0m", "0p", "0s",
	};
	int k = tile_kind(t);
	if (kind_is_flower(k))
		return flowers[k - TILE_FLOWER1];
	if (k >= TILE_KINDS)
		return "??";
	if (tile_is_red(t) && !kind_is_honor(k))
		return names[TILE_KINDS + kind_suit(k)];
	return names[k];
}

size_t notation_format_tiles(const tile_t *tiles, int n, char *buf, size_t size)
{
	/* as many as a wall holds: a longer list was cut short at 64 (found by fuzzing) */
	tile_t sorted[4 * TILE_KINDS + TILE_FLOWER_KINDS];
	if (n > 4 * TILE_KINDS + TILE_FLOWER_KINDS)
		n = 4 * TILE_KINDS + TILE_FLOWER_KINDS;
	memcpy(sorted, tiles, (size_t)n);
	tiles_sort(sorted, n);
	size_t len = 0;
	for (int i = 0; i < n; i++) {
		int suit = suit_of(tile_kind(sorted[i]));
		char c =
		    tile_is_red(sorted[i]) ? '0' : (char)('0' + number_of(tile_kind(sorted[i])));
		if (len + 1 < size)
			buf[len] = c;
		len++;
		bool last = i + 1 == n || suit_of(tile_kind(sorted[i + 1])) != suit;
		if (last) {
			if (len + 1 < size)
				buf[len] = suit_letters[suit];
			len++;
		}
	}
	if (size)
		buf[len < size ? len : size - 1] = '\0';
	return len;
}

size_t notation_format_meld(const struct meld *m, char *buf, size_t size)
{
	const char *kind = "?";
	for (size_t i = 0; i < sizeof meld_names / sizeof meld_names[0]; i++)
		if (meld_names[i].type == m->type)
			kind = meld_names[i].name;
	int len = snprintf(buf, size, "%s:", kind);
	if (len < 0)
		return 0;
	size_t used = (size_t)len < size ? (size_t)len : size;
	return (size_t)len + notation_format_tiles(m->tiles, meld_size(m), buf + used, size - used);
}

const char *notation_glyph(int kind)
{
	/* U+1F000 + n is F0 9F 80 (80 + n) in UTF-8. Man, pin, sou, then E S W N haku hatsu chun.
	 */
#define G(last) "\xF0\x9F\x80" last
	static const char *const glyphs[TILE_KINDS] = {
	    G("\x87"), G("\x88"), G("\x89"), G("\x8A"), G("\x8B"), G("\x8C"), G("\x8D"),
	    G("\x8E"), G("\x8F"), G("\x99"), G("\x9A"), G("\x9B"), G("\x9C"), G("\x9D"),
	    G("\x9E"), G("\x9F"), G("\xA0"), G("\xA1"), G("\x90"), G("\x91"), G("\x92"),
	    G("\x93"), G("\x94"), G("\x95"), G("\x96"), G("\x97"), G("\x98"), G("\x80"),
	    G("\x81"), G("\x82"), G("\x83"), G("\x86"), G("\x85"), G("\x84"),
	};
	/* flowers: plum, orchid, chrysanthemum (U+1F025), bamboo (U+1F024), the four seasons */
	static const char *const flower_glyphs[TILE_FLOWER_KINDS] = {
	    G("\xA2"), G("\xA3"), G("\xA5"), G("\xA4"), G("\xA6"), G("\xA7"), G("\xA8"), G("\xA9"),
	};
#undef G
	if (kind_is_flower(kind))
		return flower_glyphs[kind - TILE_FLOWER1];
	if (kind < 0 || kind >= TILE_KINDS)
		return "\xF0\x9F\x80\xAB"; /* the back of a tile */
	return glyphs[kind];
}
