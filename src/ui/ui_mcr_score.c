/* The score screens under Chinese Official rules: the fan list and the payments. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "rules/mcr.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/ui/ui_mcr.h"

void ui_mcr_hand_end_title(const struct ui *ui, char *buf, size_t size)
{
	const struct seat_view *v = &ui->view;
	int n = ((v->round_wind - TILE_EAST) & 3) * 4 + v->hand_number + 1;
	/* TRANSLATORS: the hand that just ended under Chinese Official rules:
	 * "East 3  (hand 3 of 16)". */
	snprintf(buf, size, _("%s  (hand %d of %d)"), names_round(v->round_wind, v->hand_number), n,
		 UI_MCR_HANDS);
}

static int tiles_row(struct ui *ui, int y, int x, const tile_t *t, int n, unsigned long a)
{
	for (int i = 0; i < n; i++, x += ui_cell(ui))
		ui_draw_tile(ui, y, x, t[i], a);
	return x;
}

/* Hand, melds, the winning tile reversed, then the flowers (on the next row if they do not fit). */
static int draw_hand_row(struct ui *ui, int y, int x0, int w, const struct ui_win *win)
{
	int x = x0 +
		ui_draw_open_hand(ui, y, x0, win->seat, win->hand, win->nhand, win->melds,
				  win->nmelds, win->tile, true) +
		2;
	if (!win->nflowers)
		return y + 1;
	int fw = win->nflowers * ui_cell(ui);
	if (x + fw > x0 + w) {
		y++;
		x = x0;
	}
	tiles_row(ui, y, x, win->flowers, win->nflowers, ui_color(ui, C_GOOD));
	return y + 1;
}

static bool is_ascii(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s >= 0x80)
			return false;
	return true;
}

/*
 * The fan's name as the player reads it, and beside a name in Latin letters the rule book's
 * Chinese (一般高...), the name MCR players know; Japanese and Chinese names are that already.
 */
static const char *fan_name(int fan, const char **chinese)
{
	const struct mcr_fan_info *f = &mcr_fan_table[fan];
	const char *name = f->name && *f->name ? _(f->name) : "?";
	*chinese = "";
	if (ui_locale_utf8() && f->chinese && is_ascii(name))
		*chinese = f->chinese;
	return name;
}

/* "8" or "2  (1 x2)": a fan's points, with how often it counts. */
static void fan_points(const struct mcr_award *a, char *buf, size_t size)
{
	if (a->count > 1)
		/* TRANSLATORS: a fan counted several times: its points, then each x times. */
		snprintf(buf, size, _("%2d  (%d x%d)"), a->points, a->points / a->count, a->count);
	else
		snprintf(buf, size, "%2d", a->points);
}

/* One column of fans; cols of them side by side when there are more than rows. */
static int draw_fans(int y, int x0, int w, int rows, const struct mcr_result *r)
{
	int cols = r->nfans > rows ? 2 : 1;
	int colw = (w - 2) / cols;
	int namew = 0, chw = 0;
	for (int i = 0; i < r->nfans; i++) {
		const char *ch;
		const char *name = fan_name(r->fans[i].fan, &ch);
		if (ui_text_width(name) > namew)
			namew = ui_text_width(name);
		if (cols == 1 && ui_text_width(ch) > chw)
			chw = ui_text_width(ch);
	}
	int pointsw = 12;
	if (namew + (chw ? chw + 2 : 0) + pointsw + 2 > colw) {
		chw = 0; /* no room for the Chinese names */
		if (namew + pointsw + 2 > colw)
			namew = colw - pointsw - 2;
	}
	int per = (r->nfans + cols - 1) / cols;
	for (int i = 0; i < r->nfans; i++) {
		int x = x0 + 2 + (i / per) * colw, row = y + i % per;
		const char *ch;
		const char *name = fan_name(r->fans[i].fan, &ch);
		x += ui_put(row, x, name, namew, A_NORMAL);
		x = x0 + 2 + (i / per) * colw + namew + 2;
		if (chw) {
			ui_put(row, x, ch, chw, A_DIM);
			x += chw + 2;
		}
		char pts[48];
		fan_points(&r->fans[i], pts, sizeof pts);
		ui_put(row, x, pts, pointsw, A_BOLD);
	}
	return y + per;
}

static void payment_line(struct ui *ui, const struct ui_win *w, char *line, size_t size)
{
	const struct mcr_result *r = &w->mcr;
	if (w->from == w->seat)
		/* TRANSLATORS: a self-drawn win under Chinese Official rules: who pays what. */
		snprintf(line, size, _("Each of the other three pays 8 + %d = %d: %d in all."),
			 r->points, r->pay_each_tsumo, r->total);
	else
		/* TRANSLATORS: a win by discard under Chinese Official rules: who pays what. */
		snprintf(line, size,
			 _("From %s 8 + %d = %d, from the other two %d each: %d in all."),
			 ui_player_name(ui, w->from), r->points, r->pay_discarder, r->pay_other,
			 r->total);
}

int ui_mcr_draw_win(struct ui *ui, int y, int x, int w, const struct ui_win *win)
{
	const struct mcr_result *r = &win->mcr;
	char line[256];
	y = ui_draw_win_title(ui, y, x, w, win);
	y = draw_hand_row(ui, y, x, w, win) + 1;
	/* the fans, then the total and the payments, above the four lines of points */
	int rows = LINES - 6 - 2 - y;
	if (rows < 1)
		rows = 1;
	y = draw_fans(y, x, w, rows, r);
	if (r->flower_points)
		/* TRANSLATORS: the hand's total, and the part of it the flowers give. */
		snprintf(line, sizeof line, _("Total %d points (flowers %d)"), r->points,
			 r->flower_points);
	else
		snprintf(line, sizeof line, _("Total %d points"), r->points);
	ui_put(y++, x + 2, line, w - 2, A_BOLD);
	payment_line(ui, win, line, sizeof line);
	ui_put(y++, x + 2, line, w - 2, A_NORMAL);
	return y + 1;
}

int ui_mcr_draw_draw(struct ui *ui, int y, int x, int w)
{
	ui_put(y++, x, _("Draw: the wall is empty. Nobody pays."), w, ui_color(ui, C_TITLE));
	return y + 1;
}
