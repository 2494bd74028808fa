/* The score screens under riichi rules: the winner's yaku, dora, fu, han and payments. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "rules/yaku.h"
#include "src/text/i18n.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"

static const char *limit_name(enum score_limit l)
{
	static const char *const names[] = {"",		  N_("Mangan"),	   N_("Haneman"),
					    N_("Baiman"), N_("Sanbaiman"), N_("Yakuman")};
	return l == LIMIT_NONE ? "" : _(names[l]);
}

/* One row of the value: a yaku or the dora, and its han. */
struct value_row {
	const char *name;
	int han;
	bool yakuman;
};

static int value_rows(const struct ui_win *win, struct value_row *rows)
{
	const struct score_result *r = &win->score;
	int n = 0;
	for (int i = 0; i < r->nyaku; i++)
		rows[n++] = (struct value_row){_(yaku_name(r->yaku[i].id)), r->yaku[i].han,
					       r->yaku[i].yakuman};
	if (r->yakuman)
		return n; /* dora count for nothing beside a yakuman */
	if (r->dora)
		rows[n++] = (struct value_row){_("Dora"), r->dora, false};
	if (r->aka)
		rows[n++] = (struct value_row){_("Red fives"), r->aka, false};
	if (r->kita) /* three players: each North set aside */
		rows[n++] = (struct value_row){_("Kita (Norths set aside)"), r->kita, false};
	if (win->nura) /* a riichi win turns the ura over, and says so even when none count */
		rows[n++] = (struct value_row){_("Ura dora"), r->ura, false};
	return n;
}

/* All the payers give for this win, its honba included, riichi sticks not. */
static int paid_in_all(const struct ui *ui, const struct ui_win *win)
{
	const struct score_result *r = &win->score;
	if (win->from != win->seat)
		return r->ron;
	if (r->tsumo_all)
		return (ui_nseats(ui) - 1) * r->tsumo_all;
	return r->tsumo_dealer + (ui_nseats(ui) - 2) * r->tsumo_nondealer;
}

/* Who pays what: the discarder, or the dealer and the others at a tsumo (honba included). */
static void payment_line(struct ui *ui, const struct ui_win *win, char *line, size_t size)
{
	const struct score_result *r = &win->score;
	if (win->pao >= 0) {
		/* TRANSLATORS: the player who fed the last set of a yakuman pays for it. */
		snprintf(line, size, _("%s is liable for the yakuman (pao)."),
			 ui_player_name(ui, win->pao));
	} else if (win->from != win->seat) {
		if (win->from == ui->seat && !ui->opt.watch)
			snprintf(line, size, _("You pay %d."), r->ron);
		else
			snprintf(line, size, _("%s pays %d."), ui_player_name(ui, win->from),
				 r->ron);
	} else if (r->tsumo_all) {
		snprintf(line, size, _("Each of the others pays %d."), r->tsumo_all);
	} else if (ui_nseats(ui) == 3) {
		snprintf(line, size, _("The dealer pays %d, the other %d."), r->tsumo_dealer,
			 r->tsumo_nondealer);
	} else {
		snprintf(line, size, _("The dealer pays %d, the others %d each."), r->tsumo_dealer,
			 r->tsumo_nondealer);
	}
}

/*
 * The lines under the value: who pays, then the honba and the riichi sticks on lines of
 * their own, so the value reads as the score tables give it (a 2 han 30 fu ron is 2000
 * however many sticks lie on the table). An empty string for what does not apply.
 */
static void extra_lines(struct ui *ui, const struct ui_win *win, char extra[3][160])
{
	const struct score_result *r = &win->score;
	int honba = ui->view.honba, sticks = r->total - paid_in_all(ui, win);
	payment_line(ui, win, extra[0], sizeof extra[0]);
	extra[1][0] = extra[2][0] = 0;
	if (r->honba)
		/* TRANSLATORS: the honba counters on the table and the points they add. */
		snprintf(extra[1], sizeof extra[1], _("%d honba: +%d."), honba, r->honba);
	if (sticks > 0)
		snprintf(extra[2], sizeof extra[2], _("Riichi sticks on the table: +%d."), sticks);
}

int ui_riichi_draw_win(struct ui *ui, int y, int x, int w, const struct ui_win *win)
{
	const struct score_result *r = &win->score;
	char total[256], extra[3][160], han[64];
	struct value_row rows[40];
	int n = value_rows(win, rows);
	int namew = 0;
	for (int i = 0; i < n; i++)
		if (ui_text_width(rows[i].name) > namew)
			namew = ui_text_width(rows[i].name);
	/* the hand's value: the payments without their honba, the sticks apart */
	int value = paid_in_all(ui, win) - r->honba;
	if (r->yakuman)
		snprintf(total, sizeof total, "%s  %d", limit_name(LIMIT_YAKUMAN), value);
	else
		snprintf(total, sizeof total, _("%d han %d fu  %s  %d points"), r->han, r->fu,
			 limit_name(r->limit), value);
	extra_lines(ui, win, extra);

	y = ui_draw_win_title(ui, y, x, w, win);
	int handw = ui_draw_open_hand(ui, y, x, win->seat, win->hand, win->nhand, win->melds,
				      win->nmelds, win->tile, true);
	/* three players: the Norths the winner set aside follow the hand */
	if (win->nflowers && handw + 1 + win->nflowers * ui_cell(ui) <= w) {
		for (int i = 0; i < win->nflowers; i++)
			ui_draw_tile(ui, y, x + handw + 1 + i * ui_cell(ui), win->flowers[i],
				     ui_color(ui, C_GOOD));
		handw += 1 + win->nflowers * ui_cell(ui);
	}
	/* the value beside the hand when its rows fit there, else under it */
	int need = namew + 10 > ui_text_width(total) ? namew + 10 : ui_text_width(total);
	int vx = x + 2, vy = y + 2, vw = w - 2;
	if (handw + 4 + need <= w) {
		vx = x + handw + 4;
		vy = y;
		vw = x + w - vx;
	}
	if (namew > vw - 10)
		namew = vw - 10;
	int maxy = LINES - 8;
	for (int i = 0; i < n && vy < maxy; i++, vy++) {
		ui_put_padded(vy, vx, rows[i].name, namew, A_NORMAL);
		if (rows[i].yakuman)
			snprintf(han, sizeof han, "%s", _("yakuman"));
		else
			snprintf(han, sizeof han, _("%d han"), rows[i].han);
		ui_put(vy, vx + namew + 2, han, vw - namew - 2, A_BOLD);
	}
	ui_put(vy++, vx, total, vw, A_BOLD);
	for (int i = 0; i < 3; i++)
		if (extra[i][0])
			vy += ui_put_wrapped(vy, vx, extra[i], vw, 2, A_NORMAL);
	return (vy > y + 1 ? vy : y + 1) + 1;
}

static const char *abort_text(enum abort_kind a)
{
	switch (a) {
	case ABORT_KYUUSHU:
		return _("Abortive draw: nine terminals and honours.");
	case ABORT_FOUR_WINDS:
		return _("Abortive draw: four of the same wind discarded.");
	case ABORT_FOUR_KANS:
		return _("Abortive draw: four kans.");
	case ABORT_FOUR_RIICHI:
		return _("Abortive draw: four riichi.");
	case ABORT_TRIPLE_RON:
		return _("Abortive draw: three players won on the same tile.");
	default:
		return "";
	}
}

/* Each seat: tenpai or not, and the tenpai hands opened with their melds (yours always). */
int ui_riichi_draw_draw(struct ui *ui, int y, int x, int w)
{
	const struct ui_hand_end *e = &ui->end;
	if (e->abort != ABORT_NONE) {
		ui_put(y++, x, abort_text(e->abort), w, ui_color(ui, C_TITLE));
		return y + 1;
	}
	ui_put(y++, x, _("Exhaustive draw: the wall is empty."), w, ui_color(ui, C_TITLE));
	y++;
	for (int s = 0; s < ui_nseats(ui); s++) {
		int cx = x + ui_end_name(ui, y, x, s) + 1;
		const char *what = e->nagashi[s]  ? _("nagashi mangan")
				   : e->tenpai[s] ? _("tenpai")
						  : _("noten");
		cx +=
		    ui_put_padded(y, cx, what, 14, e->tenpai[s] ? ui_color(ui, C_GOOD) : A_DIM) + 1;
		if (e->tenpai[s] || s == ui->seat || ui->opt.watch) {
			int need = ui_draw_open_hand(ui, y, cx, s, e->hands[s], e->nhands[s],
						     e->melds[s], e->nmelds[s], 0xff, false);
			if (cx + need > x + w) { /* no room beside the name: a row of its own */
				y++;
				cx = x + 2;
			}
			ui_draw_open_hand(ui, y, cx, s, e->hands[s], e->nhands[s], e->melds[s],
					  e->nmelds[s], 0xff, true);
		}
		y++;
	}
	return y + 1;
}
