/* Tiles on screen: Unicode glyphs in two-column cells, or text; red fives, dora, backs. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>
#include <uniwidth.h>
#include <wchar.h>

#include "rules/notation.h"
#include "rules/tileset.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/text/textwidth.h"
#include "src/ui/ui_internal.h"

/* The red-five mark in the column after a one-column glyph: it shows without colour. */
#define RED_MARK "*"

/* Display width of the first character of a UTF-8 string, -1 if it cannot be shown. */
static int char_width(const char *s)
{
	wchar_t wc;
	mbstate_t st;
	memset(&st, 0, sizeof st);
	size_t len = mbrtowc(&wc, s, strlen(s), &st);
	if (len == (size_t)-1 || len == (size_t)-2)
		return -1;
	return wcwidth(wc);
}

static bool locale_is_utf8(void)
{
	const char *cs = nl_langinfo(CODESET);
	return cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

bool ui_locale_utf8(void)
{
	return locale_is_utf8();
}

/* CJK locales write honours as characters; checked by the language of the messages. */
static bool locale_is_cjk(void)
{
	const char *l = setlocale(LC_MESSAGES, NULL);
	const char *lang = getenv("LANGUAGE");
	if (lang && *lang)
		l = lang;
	return l && (strncmp(l, "zh", 2) == 0 || strncmp(l, "ja", 2) == 0);
}

void ui_tiles_init(struct ui *ui)
{
	bool utf8 = locale_is_utf8();
	int w = utf8 ? char_width(notation_glyph(TILE_M1)) : -1;
	switch (ui->opt.tiles) {
	case UI_TILES_GLYPH:
		ui->glyphs = utf8;
		break;
	case UI_TILES_TEXT:
		ui->glyphs = false;
		break;
	default:
		ui->glyphs = utf8 && (w == 1 || w == 2);
	}
	ui->cjk = utf8 && locale_is_cjk();
}

/* Three columns in both modes: the tile, its red five's mark (or a space), and a gap, so the
 * mark never touches the next tile. */
int ui_cell(const struct ui *ui)
{
	(void)ui;
	return 3;
}
int ui_back_cell(const struct ui *ui)
{
	(void)ui;
	return 2;
}

int ui_text_width(const char *s)
{
	if (locale_is_utf8()) {
		int w = u8_strwidth((const uint8_t *)s, "UTF-8");
		return w < 0 ? (int)strlen(s) : w;
	}
	return (int)strlen(s);
}

int ui_put_wrapped(int y, int x, const char *s, int width, int rows, unsigned long attrs)
{
	int n = 0;
	char line[512];
	while (*s && n < rows) {
		const char *next;
		size_t len = textwidth_line(s, width, &next);
		if (n == rows - 1 && *next) {
			/* the last row and more to come: cut between words, an ellipsis after */
			size_t cut = textwidth_line(s, width - 1, &next);
			if (cut > 0 && width > 1) {
				snprintf(line, sizeof line, "%.*s%s", (int)cut, s,
					 MB_CUR_MAX > 1 ? "\u2026" : "~");
				ui_put(y + n++, x, line, width, attrs);
				break;
			}
			len = strlen(s); /* one word longer than the row: ui_put cuts it */
			next = s + len;
		}
		snprintf(line, sizeof line, "%.*s", (int)len, s);
		ui_put(y + n++, x, line, width, attrs);
		s = next;
	}
	return n;
}

int ui_put_status(const char *s)
{
	const char *next;
	textwidth_line(s, COLS - 2, &next);
	int rows = *next ? 2 : 1;
	ui_put_wrapped(LINES - 1 - rows, 1, s, COLS - 2, rows, A_BOLD);
	return rows;
}

int ui_put(int y, int x, const char *s, int width, unsigned long attrs)
{
	mbstate_t st;
	memset(&st, 0, sizeof st);
	int used = 0;
	size_t left = strlen(s);
	attr_t old;
	short pair;
	attr_get(&old, &pair, NULL);
	attrset((attr_t)attrs);
	move(y, x);
	/* text that does not fit is cut visibly: its last column shows an ellipsis */
	int room = width;
	if (textwidth(s) > width && width > 1)
		room = width - 1;
	while (left > 0) {
		wchar_t wc;
		size_t len = mbrtowc(&wc, s, left, &st);
		if (len == (size_t)-1 || len == (size_t)-2 || len == 0)
			break;
		int w = wcwidth(wc);
		if (w < 0)
			w = 1;
		if (used + w > room)
			break;
		addnstr(s, (int)len);
		used += w;
		s += len;
		left -= len;
	}
	if (room < width && left > 0) {
		addstr(MB_CUR_MAX > 1 ? "\u2026" : "~");
		used++;
	}
	attr_set(old, pair, NULL);
	return used;
}

unsigned long ui_color(const struct ui *ui, enum ui_color c)
{
	if (c == C_NONE)
		return A_NORMAL;
	if (!ui->color) {
		/* without colour the same things stand out by attribute */
		switch (c) {
		case C_DORA:
		case C_TITLE:
		case C_RIICHI:
			return A_BOLD;
		default:
			return A_NORMAL;
		}
	}
	unsigned long a = COLOR_PAIR(c);
	if (c == C_DORA || c == C_TITLE || c == C_RED)
		a |= A_BOLD;
	return a;
}

int ui_dora_of(const struct seat_view *v, int indicator_kind)
{
	/* the tile set follows from the family alone */
	const struct rules family = {.family = v->family};
	return tileset_dora_of_indicator(&family, indicator_kind);
}

bool ui_is_dora(const struct seat_view *v, tile_t t)
{
	for (int i = 0; i < v->nindicators; i++)
		if (ui_dora_of(v, tile_kind(v->indicators[i])) == tile_kind(t))
			return true;
	return false;
}

static const char *honour_text(const struct ui *ui, int kind)
{
	/* TRANSLATORS: text-mode tiles East South West North White Green Red, one letter each. */
	static const char *const names[2][7] = {
	    {"E", "S", "W", "N", "P", "F", "C"},
	    {"東", "南", "西", "北", "白", "發", "中"},
	};
	if (kind < TILE_EAST || kind >= TILE_KINDS)
		return "?";
	/* the language's own characters when it has them: 东 and 发 in Chinese */
	const char *own = names_honor(kind);
	if (ui->cjk && (unsigned char)own[0] >= 0x80)
		return own;
	return names[ui->cjk ? 1 : 0][kind - TILE_EAST];
}

const char *ui_tile_name(const struct ui *ui, tile_t t)
{
	static char buf[4][16];
	static int slot;
	char *b = buf[slot++ % 4];
	int k = tile_kind(t);
	if (kind_is_honor(k) && !kind_is_flower(k))
		snprintf(b, 16, "%s", honour_text(ui, k));
	else
		snprintf(b, 16, "%s", notation_tile(t));
	return b;
}

const char *ui_tile_word(const struct ui *ui, tile_t t)
{
	int k = tile_kind(t);
	if (k >= TILE_KINDS || kind_is_honor(k))
		return ui_tile_name(ui, t);
	return names_tile_word(t);
}

void ui_draw_tile(const struct ui *ui, int y, int x, tile_t t, unsigned long attrs)
{
	int k = tile_kind(t);
	bool red = tile_is_red(t);
	if (red)
		attrs |= ui_color(ui, C_RED);
	if (ui->glyphs) {
		const char *g = notation_glyph(k);
		int w = char_width(g);
		ui_put(y, x, g, 2, attrs);
		ui_put(y, x + (w == 1 ? 1 : 2), red ? RED_MARK : " ", 1, attrs);
		return;
	}
	/* text: "5m", "0m" for a red five, honours padded to two columns, then a gap */
	const char *s = ui_tile_name(ui, t);
	int w = ui_put(y, x, s, 2, attrs);
	if (w < 2)
		ui_put(y, x + w, " ", 1, attrs);
}

void ui_draw_back(const struct ui *ui, int y, int x)
{
	if (ui->glyphs && char_width(notation_glyph(-1)) == 1) {
		ui_put(y, x, notation_glyph(-1), 1, A_NORMAL);
		ui_put(y, x + 1, " ", 1, A_NORMAL);
	} else {
		ui_put(y, x, "[]", 2, A_DIM);
	}
}
