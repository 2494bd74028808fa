/*
 * The log of what happened, kept as data: each line is its msgid and its arguments (a player,
 * a tile, a word to translate, a number), written out in the language of the moment. When the
 * player switches language in the menu, every line already in the log is written again in the
 * new one (ui_log_rewrite), names and tiles included.
 */
#ifndef JANSOU_SRC_UI_UI_LOG_H
#define JANSOU_SRC_UI_UI_LOG_H

#include <stddef.h>

struct ui;

enum ui_log_arg_kind {
	UI_LOG_END,    /* after the last argument */
	UI_LOG_INT,    /* a number, for %d */
	UI_LOG_PLAYER, /* a seat, named as the screen names it ("Left", "Seat 2") */
	UI_LOG_TILE,   /* a tile, as the screen writes it (text or glyph) */
	UI_LOG_WORD,   /* a msgid, translated when written */
	UI_LOG_WIND,   /* a wind, by its tile kind */
	UI_LOG_ROUND,  /* a round: its wind and hand number ("East 1") */
	UI_LOG_TEXT,   /* a text that has no msgid (a file name, an error): copied as it is */
};

struct ui_log_arg {
	enum ui_log_arg_kind kind;
	int a, b;
	const char *s;
};

#define UI_LOG_ARG_INT(n) ((struct ui_log_arg){.kind = UI_LOG_INT, .a = (n)})
#define UI_LOG_ARG_PLAYER(seat) ((struct ui_log_arg){.kind = UI_LOG_PLAYER, .a = (seat)})
#define UI_LOG_ARG_TILE(t) ((struct ui_log_arg){.kind = UI_LOG_TILE, .a = (t)})
#define UI_LOG_ARG_WORD(msgid) ((struct ui_log_arg){.kind = UI_LOG_WORD, .s = (msgid)})
#define UI_LOG_ARG_WIND(kind_) ((struct ui_log_arg){.kind = UI_LOG_WIND, .a = (kind_)})
#define UI_LOG_ARG_ROUND(wind, hand)                                                               \
	((struct ui_log_arg){.kind = UI_LOG_ROUND, .a = (wind), .b = (hand)})
#define UI_LOG_ARG_TEXT(text) ((struct ui_log_arg){.kind = UI_LOG_TEXT, .s = (text)})

enum { UI_LOG_ARGS = 5, UI_LOG_WIDTH = 160 };

/* One line of the log as data. */
struct ui_log_line {
	const char *msgid, *plural; /* NULL msgid: a text of its own, in texts */
	unsigned long n;	    /* the count that chooses the plural form */
	struct ui_log_arg args[UI_LOG_ARGS];
	int viewer;	 /* the player's seat when it was written: "you" is who sat there */
	char texts[256]; /* the UI_LOG_TEXT arguments, one after the other (a is the offset) */
};

/*
 * Adds a line: msgid (marked with N_ where it is written) and its arguments, in the order of
 * its conversions (%s and %d only, with flags, width, precision or a position "%2$s").
 */
void ui_log_args(struct ui *ui, const char *msgid, const struct ui_log_arg *args);
/* The same with a plural: ngettext(msgid, plural, n). */
void ui_log_plural_args(struct ui *ui, const char *msgid, const char *plural, unsigned long n,
			const struct ui_log_arg *args);
/* A text that has no msgid (a message already written out), as it is. */
void ui_log_text(struct ui *ui, const char *text);

/* ui_log(ui, N_("%s: riichi %s"), UI_LOG_ARG_PLAYER(seat), UI_LOG_ARG_TILE(t)) */
#define ui_log(ui, msgid, ...)                                                                     \
	ui_log_args(ui, msgid, (const struct ui_log_arg[]){__VA_ARGS__, {.kind = UI_LOG_END}})
#define ui_log_plural(ui, msgid, plural, n, ...)                                                   \
	ui_log_plural_args(ui, msgid, plural, n,                                                   \
			   (const struct ui_log_arg[]){__VA_ARGS__, {.kind = UI_LOG_END}})

/* Writes every line of the log again, in the language of the moment. */
void ui_log_rewrite(struct ui *ui);

#endif
