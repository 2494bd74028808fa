/* The table under Chinese Official rules: the round of 16 hands, flowers beside each name. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_mcr.h"

/* 1..16: rounds East..North of four hands each. */
static int hand_of_sixteen(int round_wind, int hand_number)
{
	return ((round_wind - TILE_EAST) & 3) * 4 + hand_number + 1;
}

void ui_mcr_draw_status(struct ui *ui, int y, int width)
{
	const struct seat_view *v = &ui->view;
	char line[256];
	/* TRANSLATORS: Chinese Official rules' status line: "East 3  hand 3 of 16  wall 80". */
	snprintf(line, sizeof line, _("%s  hand %d of %d  wall %d"),
		 names_round(v->round_wind, v->hand_number),
		 hand_of_sixteen(v->round_wind, v->hand_number), UI_MCR_HANDS, v->live_left);
	ui_put(y, 1, line, width - 2, ui_color(ui, C_TITLE));
}

int ui_mcr_flowers_width(const struct ui *ui, const struct public_seat *p)
{
	return p->nflowers ? p->nflowers * ui_cell(ui) : 0;
}

int ui_mcr_draw_flowers(struct ui *ui, int y, int x, const struct public_seat *p, int width)
{
	int cell = ui_cell(ui), n = p->nflowers < 8 ? p->nflowers : 8;
	int shown = n;
	if (n * cell > width) /* as many as leave room for "+n" */
		for (shown = 0; (shown + 1) * cell + 3 <= width; shown++)
			;
	int used = 0;
	for (int i = 0; i < shown; i++, used += cell)
		ui_draw_tile(ui, y, x + used, p->flowers[i], ui_color(ui, C_GOOD));
	if (shown < n) {
		char more[16];
		snprintf(more, sizeof more, "+%d", n - shown);
		used += ui_put(y, x + used, more, width - used, ui_color(ui, C_GOOD));
	}
	return used;
}

/* The flowers by name, kinds 1f..8f: the four plants, then the four seasons. */
static const char *const flower_names[TILE_FLOWER_KINDS] = {
    N_("plum"),	  N_("orchid"), N_("chrysanthemum"), N_("bamboo"),
    N_("spring"), N_("summer"), N_("autumn"),	     N_("winter"),
};

bool ui_mcr_flower_event(struct ui *ui, const struct game_event *ev)
{
	int k = tile_kind(ev->tile);
	if (kind_is_flower(k))
		/* TRANSLATORS: a player sets a flower tile aside and draws again ("Left: flower 3f
		 * (chrysanthemum)"). */
		ui_log(ui, N_("%s: flower %s (%s)"), UI_LOG_ARG_PLAYER(ev->seat),
		       UI_LOG_ARG_TILE(ev->tile), UI_LOG_ARG_WORD(flower_names[k - TILE_FLOWER1]));
	else
		ui_log(ui, N_("%s: flower %s"), UI_LOG_ARG_PLAYER(ev->seat),
		       UI_LOG_ARG_TILE(ev->tile));
	return ev->seat != ui->seat || ui->opt.watch || ui->autoplay;
}

void ui_mcr_record_win(struct ui *ui, struct ui_win *w, const struct game_event *ev,
		       const struct public_seat *p)
{
	w->is_mcr = true;
	w->mcr = *ev->mcr;
	w->nflowers = p->nflowers < 8 ? p->nflowers : 8;
	memcpy(w->flowers, p->flowers, (size_t)w->nflowers);
	ui_log_win(ui, ev->seat, ev->mcr->points);
}

static const char *hints(const struct ui *ui)
{
	if (ui->opt.watch)
		return _("? help  m menu  p pause  space step  g tiles  v log  q quit");
	return _("? help  m menu  w waits  s hint  v log  g tiles  o options  q quit");
}

const char *const ui_mcr_help_intro[] = {
    N_("Chinese Official rules: a win needs a hand worth 8 points or more."),
    N_("Flowers (1f-8f) are set aside when drawn: 1 point each, not part of the 8."),
    N_("No riichi, no dora, no furiten. The w panel shows what each wait is worth."),
    N_("A win by discard: the discarder pays 8 + the points, the others 8 each."),
    N_("A self-drawn win: each of the others pays 8 + the points."),
    N_("16 hands; the deal moves on every hand, the prevailing wind every four."),
    N_("Tiles: m p s suits, E S W N winds, P F C dragons, 1f-8f flowers."),
    N_("River: underlined = taken by a call, < = the last discard. A meld's reversed tile was "
       "called from the player on that side of the table (in the middle: from the player "
       "above or below)."),
    NULL,
};

/* ---- the tenpai panel ---- */

/* Chinese Official rules: why a wait cannot be declared on a discard, or at all. */
static void wait_warning(struct ui *ui, const struct ui_wait_info *wt, char *line, size_t size)
{
	const char *tile = ui_tile_word(ui, (tile_t)wt->kind);
	if (wt->no_yaku_tsumo)
		snprintf(
		    line, size,
		    _("%s: %d points by discard, %d self-drawn: under 8, this wait cannot win."),
		    tile, wt->points_ron, wt->points_tsumo);
	else
		snprintf(line, size,
			 _("%s: %d points by discard, under 8; a self-drawn win (%d) is enough."),
			 tile, wt->points_ron, wt->points_tsumo);
}

/*
 * Chinese Official rules: each wait with the tiles left and its points by discard, as many
 * rows as they need (a knitted or nine-gates hand has many). Returns the rows; draws them
 * only when draw is set, so the panel can be sized first.
 */
static int wait_rows(struct ui *ui, int y, int x, int w, const struct ui_wait_info *waits, int nw,
		     bool draw)
{
	const char *title = _("Waits:");
	int indent = ui_text_width(title) + 1, cx = x + indent, rows = 1;
	if (draw)
		ui_put(y, x, title, w, A_BOLD);
	for (int i = 0; i < nw; i++) {
		char label[64];
		/* TRANSLATORS: a wait under Chinese Official rules: tiles left, points by discard.
		 */
		snprintf(label, sizeof label, _("(%d left, %d pts) "), waits[i].left,
			 waits[i].points_ron);
		int need = ui_cell(ui) + ui_text_width(label);
		if (cx > x + indent && cx + need > x + w) {
			rows++;
			cx = x + indent;
		}
		if (draw) {
			int row = y + rows - 1;
			ui_draw_tile(ui, row, cx, (tile_t)waits[i].kind, A_NORMAL);
			ui_put(row, cx + ui_cell(ui), label, x + w - cx - ui_cell(ui), A_NORMAL);
		}
		cx += need;
	}
	return rows;
}

static void final_note(const struct ui *ui, char *line, size_t size)
{
	(void)ui;
	snprintf(line, size, "%s",
		 _("Chinese Official rules: placed by points after 16 hands, no uma."));
}

const struct ui_family ui_family_mcr = {
    .draw_status = ui_mcr_draw_status,
    .hints = hints,
    .help_intro = ui_mcr_help_intro,
    .riichi_keys = false,
    .defence_practice = false, /* the practice is against riichi */
    .menu_note = N_("Chinese Official rules (81 fan)"),
    .wait_rows = wait_rows,
    .wait_warning = wait_warning,
    .flower_event = ui_mcr_flower_event,
    .record_win = ui_mcr_record_win,
    .hand_end_title = ui_mcr_hand_end_title,
    .draw_win = ui_mcr_draw_win,
    .draw_draw = ui_mcr_draw_draw,
    .final_score_column = false,
    .final_note = final_note,
};
