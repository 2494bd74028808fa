/*
 * The end of a hand, as a table shows it when the tiles are turned over: the title and the
 * dora (and ura dora) indicators, each winner's hand opened with its melds as they lay (a
 * closed kan's outer tiles face down) and its value, or the drawn hands, then every seat's
 * points before and after. The family draws the value (yaku and payments, or fan); this
 * module lays the screen out: the whole width up to a column of UI_END_MAX_W, centred on a
 * big terminal and a third of the way down when there is room to spare.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "rules/yaku.h"
#include "src/text/i18n.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"

/* wide enough for a hand beside its yaku; more would spread the screen thin */
enum { UI_END_MAX_W = 100, UI_END_NAME_W = 9 };

int ui_end_name(struct ui *ui, int y, int x, int seat)
{
	int w = ui_text_width(ui_player_name(ui, seat)) + 1;
	return ui_put_padded(y, x, ui_player_name(ui, seat), w > UI_END_NAME_W ? w : UI_END_NAME_W,
			     A_BOLD);
}

int ui_draw_win_title(struct ui *ui, int y, int x, int w, const struct ui_win *win)
{
	char line[256];
	/* the player's own seat reads as a person: "You win", "from you" */
	bool me = win->seat == ui->seat && !ui->opt.watch;
	bool from_me = win->from == ui->seat && !ui->opt.watch;
	const char *who = ui_player_name(ui, win->seat), *from = ui_player_name(ui, win->from);
	if (win->from == win->seat && me)
		snprintf(line, sizeof line, "%s", _("You win by tsumo"));
	else if (win->from == win->seat)
		snprintf(line, sizeof line, _("%s wins by tsumo"), who);
	else if (me)
		snprintf(line, sizeof line, _("You win by ron from %s"), from);
	else if (from_me)
		snprintf(line, sizeof line, _("%s wins by ron from you"), who);
	else
		snprintf(line, sizeof line, _("%s wins by ron from %s"), who, from);
	ui_put(y, x, line, w, ui_color(ui, C_TITLE));
	return y + 1;
}

int ui_draw_open_hand(struct ui *ui, int y, int x, int seat, const tile_t *hand, int n,
		      const struct meld *melds, int nmelds, tile_t win, bool draw)
{
	int x0 = x;
	for (int i = 0; i < n; i++, x += ui_cell(ui))
		if (draw)
			ui_draw_tile(ui, y, x, hand[i],
				     ui_is_dora(&ui->view, hand[i]) ? ui_color(ui, C_DORA) : 0);
	for (int i = 0; i < nmelds; i++) {
		x += 1;
		if (draw)
			x += ui_draw_meld(ui, y, x, &melds[i], seat);
		else
			x += meld_size(&melds[i]) * ui_cell(ui);
	}
	if (win != 0xff) {
		x += 2;
		if (draw)
			ui_draw_tile(ui, y, x, win, A_REVERSE);
		x += ui_cell(ui);
	}
	return x - x0;
}

static void record_win(struct ui *ui, const struct game_event *ev, const struct seat_view *view)
{
	if (ui->end.nwins == 3)
		return;
	struct ui_win *w = &ui->end.wins[ui->end.nwins++];
	memset(w, 0, sizeof *w);
	/* the winner's melds and flowers are public; its concealed tiles come with the event */
	const struct public_seat *p = &view->seats[ev->seat];
	const tile_t *hand = ev->shown[ev->seat];
	w->seat = ev->seat;
	w->from = ev->from;
	w->pao = ev->pao;
	w->tile = ev->tile;
	bool skipped =
	    ev->seat != ev->from; /* a tsumo's winning tile is in the hand: show it apart */
	for (int i = ev->nshown[ev->seat] - 1; i >= 0; i--) {
		if (!skipped && hand[i] == ev->tile) {
			skipped = true;
			continue;
		}
		w->hand[w->nhand++] = hand[i];
	}
	tiles_sort(w->hand, w->nhand);
	memcpy(w->melds, p->melds, sizeof w->melds);
	w->nmelds = p->nmelds;
	ui_family_of(ui)->record_win(ui, w, ev, p); /* the score, fan or yaku of the family */
}

void ui_end_record(struct ui *ui, const struct game_event *ev, const struct seat_view *view)
{
	struct ui_hand_end *e = &ui->end;
	switch (ev->type) {
	case EV_WIN:
		record_win(ui, ev, view);
		break;
	case EV_EXHAUSTIVE_DRAW:
		e->exhaustive = true;
		memcpy(e->tenpai, ev->tenpai, sizeof e->tenpai);
		memcpy(e->nagashi, ev->nagashi, sizeof e->nagashi);
		for (int s = 0; s < SEATS; s++) {
			e->nhands[s] = ev->nshown[s];
			memcpy(e->hands[s], ev->shown[s], (size_t)ev->nshown[s]);
			e->nmelds[s] = view->seats[s].nmelds;
			memcpy(e->melds[s], view->seats[s].melds, sizeof e->melds[s]);
		}
		break;
	case EV_ABORTIVE_DRAW:
		e->abort = ev->abort;
		break;
	case EV_SCORES:
		memcpy(e->delta, ev->delta, sizeof e->delta);
		memcpy(e->points, ev->points, sizeof e->points);
		break;
	default:
		break;
	}
}

/* "Dora indicators  6s 1m   Ura dora indicators  2p": the ura only when a winner shows them. */
static int draw_indicators(struct ui *ui, int y, int x, int w)
{
	const struct seat_view *v = &ui->view;
	if (v->nindicators == 0)
		return y;
	int x0 = x;
	x += ui_put(y, x, _("Dora indicators"), w, A_DIM) + 1;
	for (int i = 0; i < v->nindicators && x + ui_cell(ui) <= x0 + w; i++, x += ui_cell(ui))
		ui_draw_tile(ui, y, x, v->indicators[i], A_NORMAL);
	const struct ui_win *shown = NULL;
	for (int i = 0; i < ui->end.nwins; i++)
		if (ui->end.wins[i].nura)
			shown = &ui->end.wins[i];
	if (shown) {
		const char *label = _("Ura dora indicators");
		int need = ui_text_width(label) + 1 + shown->nura * ui_cell(ui);
		if (x + 3 + need > x0 + w) {
			y++; /* no room beside: the next row */
			x = x0;
		} else {
			x += 3;
		}
		x += ui_put(y, x, label, w, A_DIM) + 1;
		for (int i = 0; i < shown->nura; i++, x += ui_cell(ui))
			ui_draw_tile(ui, y, x, shown->ura[i], A_NORMAL);
	}
	return y + 1;
}

static int draw_deltas(struct ui *ui, int y, int x, int w)
{
	const struct ui_hand_end *e = &ui->end;
	char line[160];
	for (int s = 0; s < ui_nseats(ui); s++, y++) {
		int cx = x + ui_end_name(ui, y, x, s) + 1;
		snprintf(line, sizeof line, "%6d -> %6d", e->points[s] - e->delta[s], e->points[s]);
		cx += ui_put(y, cx, line, x + w - cx, A_NORMAL) + 2;
		snprintf(line, sizeof line, "%+d", e->delta[s]);
		if (e->delta[s])
			ui_put(y, cx, line, x + w - cx,
			       ui_color(ui, e->delta[s] > 0 ? C_GOOD : C_BAD));
	}
	return y;
}

static const char *const end_keys = N_("Enter: next hand   v save the log   ? help   q quit");

/* Everything above the key line from y0; returns the row after it. */
static int draw_body(struct ui *ui, int y0, int x, int w)
{
	const struct ui_family *fam = ui_family_of(ui);
	char line[128];
	int y = y0;
	fam->hand_end_title(ui, line, sizeof line);
	ui_put(y++, x, line, w, A_BOLD);
	y = draw_indicators(ui, y, x, w) + 1;
	for (int i = 0; i < ui->end.nwins; i++)
		y = fam->draw_win(ui, y, x, w, &ui->end.wins[i]);
	if (ui->end.nwins == 0)
		y = fam->draw_draw(ui, y, x, w);
	if (ui->opt.practice_defence) {
		int need = ui->practice.nreview + 2;
		if (y > LINES - 6 - need)
			y = LINES - 6 - need;
		y = ui_practice_review(ui, y, x, w);
		ui_put(y++, x, ui_defence_summary(ui), w, A_NORMAL);
	}
	/* the points always show, above the status (two rows for a path) and key lines */
	if (y > LINES - 3 - ui_nseats(ui))
		y = LINES - 3 - ui_nseats(ui);
	return draw_deltas(ui, y, x, w);
}

void ui_hand_end_draw(struct ui *ui)
{
	int w = COLS - 4 < UI_END_MAX_W ? COLS - 4 : UI_END_MAX_W;
	int x = (COLS - w) / 2;
	/* laid out once to measure it, then drawn where it sits best */
	erase();
	int height = draw_body(ui, 0, x, w);
	int spare = LINES - 2 - height;
	erase();
	draw_body(ui, spare > 4 ? spare / 3 : 0, x, w);
	ui_put_status(ui->status);
	ui_put(LINES - 1, 1, ui->hints_text ? ui->hints_text : _(end_keys), COLS - 2, A_DIM);
}

void ui_show_hand_end(struct ui *ui)
{
	ui->status[0] = 0;
	for (;;) {
		int key = ui_wait_key(ui, ui_hand_end_draw);
		if (key == 'v') {
			ui_save_log(ui);
			continue;
		}
		if (key == 'd' && ui->opt.practice_defence) {
			ui_defence_review(ui);
			continue;
		}
		if (key == 'q') {
			if (ui_confirm_quit(ui))
				return;
			continue;
		}
		if (key == '\n' || key == '\r' || key == ' ' || key == KEY_ENTER)
			return;
	}
}
