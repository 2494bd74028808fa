/* The table under Chinese Official rules: the round of 16 hands, flowers beside each name. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "src/engine/i18n.h"
#include "src/text/names.h"
#include "src/ui/ui_mcr.h"

bool ui_is_mcr(const struct ui *ui)
{
	return ui->game ? game_rules(ui->game)->family == RULES_MCR : ui->view.family == RULES_MCR;
}

/* 1..16: rounds East..North of four hands each. */
static int hand_of_sixteen(int round_wind, int hand_number)
{
	return ((round_wind - TILE_EAST) & 3) * 4 + hand_number + 1;
}

void ui_mcr_draw_status(struct ui *ui, int width)
{
	const struct seat_view *v = &ui->view;
	char line[256];
	/* TRANSLATORS: Chinese Official rules' status line: "East 3  hand 3 of 16  wall 80". */
	snprintf(line, sizeof line, _("%s  hand %d of %d  wall %d"),
		 names_round(v->round_wind, v->hand_number),
		 hand_of_sixteen(v->round_wind, v->hand_number), UI_MCR_HANDS, v->live_left);
	ui_put(0, 1, line, width - 2, ui_color(ui, C_TITLE));
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

bool ui_mcr_flower_event(struct ui *ui, const struct game_event *ev)
{
	/* TRANSLATORS: a player sets a flower tile aside and draws again ("Left: flower 3f"). */
	ui_logf(ui, _("%s: flower %s"), ui_player_name(ui, ev->seat), ui_tile_name(ui, ev->tile));
	return ev->seat != ui->seat || ui->opt.watch || ui->autoplay;
}

void ui_mcr_record_win(struct ui *ui, struct ui_win *w, const struct game_event *ev,
		       const struct public_seat *p)
{
	w->is_mcr = true;
	w->mcr = *ev->mcr;
	w->nflowers = p->nflowers < 8 ? p->nflowers : 8;
	memcpy(w->flowers, p->flowers, (size_t)w->nflowers);
	ui_logf(ui, _("%s wins: %d points"), ui_player_name(ui, ev->seat), ev->mcr->points);
}

const char *ui_mcr_hints(void)
{
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
    NULL,
};
