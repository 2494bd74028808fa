/* The front end's table for riichi: sticks and dora on the table, yaku and fu on the screens. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "rules/waits.h"
#include "src/text/i18n.h"
#include "src/ui/ui_family.h"

/*
 * The round, honba, riichi sticks, the wall, and the dora themselves (backs for the rest);
 * then, where there is room, the indicators that show them, labelled as such.
 */
static void draw_status(struct ui *ui, int y, int width)
{
	const struct seat_view *v = &ui->view;
	char round[64], line[256];
	ui_round_name(v->round_wind, v->hand_number, round, sizeof round);
	snprintf(line, sizeof line, _("%s  honba %d  riichi sticks %d  wall %d  dora"), round,
		 v->honba, v->riichi_sticks, v->live_left);
	int x = 1 + ui_put(y, 1, line, width - 2, ui_color(ui, C_TITLE));
	x++;
	for (int i = 0; i < v->nindicators && x + ui_cell(ui) < width; i++) {
		ui_draw_tile(ui, y, x, (tile_t)ui_dora_of(v, tile_kind(v->indicators[i])),
			     ui_color(ui, C_DORA));
		x += ui_cell(ui);
	}
	for (int i = v->nindicators; i < 5 && x + 2 < width; i++) {
		ui_draw_back(ui, y, x);
		x += ui_cell(ui);
	}
	const char *label = ngettext("indicator", "indicators", (unsigned long)v->nindicators);
	int need = 1 + ui_text_width(label) + 1 + v->nindicators * ui_cell(ui);
	if (v->nindicators && x + need + (ui->opt.practice_defence ? 10 : 0) < width) {
		x += 1 + ui_put(y, x + 1, label, width - x - 1, A_DIM) + 1;
		for (int i = 0; i < v->nindicators; i++, x += ui_cell(ui))
			ui_draw_tile(ui, y, x, v->indicators[i], A_DIM);
	}
	/* what kind of game this is, when it is not a plain one */
	const char *mode = ui->opt.practice_defence ? _("practice") : NULL;
	if (mode && x + 2 + ui_text_width(mode) < width)
		ui_put(y, width - 1 - ui_text_width(mode), mode, ui_text_width(mode), A_BOLD);
}

/* The keys that work now: the danger marks in every game; watching, only what a watcher does. */
static const char *hints(const struct ui *ui)
{
	if (ui->opt.watch)
		return _("? help  m menu  p pause  space step  g tiles  v log  q quit");
	return _("? help  m menu  e danger  w waits  i dora  s hint  v log  o options  q quit");
}

static const char *const help_intro[] = {
    N_("Make four sets (runs like 345 or triplets like 777) and a pair, with at least one yaku."),
    N_("Each turn you draw a tile (shown apart at the right) and discard one."),
    N_("When a call or a win is possible a prompt lists your options; Enter passes."),
    N_("Tiles: m characters, p circles, s bamboo; E S W N winds; P F C dragons; 0 = red five."),
    N_("River: reversed = riichi tile, dim = discarded straight after drawing, underlined = "
       "taken by a call, < = the last discard."),
    N_("Dora are yellow (bold without colour); * or red = red five. Dim hand tiles cannot be "
       "discarded now."),
    N_("A meld's reversed tile was called from the player on that side of the table (in the "
       "middle: from the player above or below)."),
    NULL,
};

/* One row: each wait with the tiles left, as many as fit. */
static int wait_rows(struct ui *ui, int y, int x, int w, const struct ui_wait_info *waits, int n,
		     bool draw)
{
	if (!draw)
		return 1;
	char line[64];
	int cx = x + ui_put(y, x, _("Waits:"), w, A_BOLD) + 1;
	for (int i = 0; i < n && cx + 10 < x + w; i++) {
		ui_draw_tile(ui, y, cx, (tile_t)waits[i].kind, A_NORMAL);
		cx += ui_cell(ui);
		snprintf(line, sizeof line, _("(%d left) "), waits[i].left);
		cx += ui_put(y, cx, line, x + w - cx, A_NORMAL);
	}
	return 1;
}

static void wait_warning(struct ui *ui, const struct ui_wait_info *wait, char *line, size_t size)
{
	snprintf(line, size,
		 wait->no_yaku_tsumo
		     ? _("%s: no yaku, this wait cannot win at all.")
		     : _("%s: no yaku for a ron; only a tsumo (concealed hand) wins."),
		 ui_tile_word(ui, (tile_t)wait->kind));
}

/* Every wait is dead; whether the hand is tenpai at a draw is the rules' dead_wait. */
static void dead_wait_note(const struct ui *ui, const struct ui_wait_info *waits, int n, char *line,
			   size_t size)
{
	uint64_t mask = 0;
	uint8_t held[TILE_KINDS] = {0}, melded[TILE_KINDS] = {0};
	for (int i = 0; i < n; i++) {
		mask |= 1ULL << waits[i].kind;
		held[waits[i].kind] = waits[i].held;
		melded[waits[i].kind] = waits[i].melded;
	}
	snprintf(line, size, "%s",
		 waits_tenpai_at_draw(game_rules(ui->game), mask, held, melded)
		     ? _("Dead wait: you hold all four of every tile you wait on, so this hand "
			 "cannot win; these rules still count it as tenpai at an exhaustive draw.")
		     : _("Dead wait: you hold all four of every tile you wait on, so this hand "
			 "cannot win, and at an exhaustive draw it is noten."));
}

/* Riichi has no flowers. */
static bool flower_event(struct ui *ui, const struct game_event *ev)
{
	(void)ui;
	(void)ev;
	return false;
}

static void record_win(struct ui *ui, struct ui_win *w, const struct game_event *ev,
		       const struct public_seat *p)
{
	(void)p;
	w->score = *ev->score;
	w->nura = ev->nura;
	memcpy(w->ura, ev->ura, sizeof w->ura);
	ui_log_win(ui, ev->seat, ev->score->total);
}

static void hand_end_title(const struct ui *ui, char *line, size_t size)
{
	char round[64];
	/* TRANSLATORS: the round, its honba, and how many hands the game has had. */
	snprintf(line, size, _("%s  honba %d  (hand %d)"),
		 ui_round_name(ui->view.round_wind, ui->view.hand_number, round, sizeof round),
		 ui->view.honba, ui->hands_seen);
}

static void final_note(const struct ui *ui, char *line, size_t size)
{
	const struct rules *r = game_rules(ui->game);
	snprintf(line, size,
		 _("Score: (points - %d) / 1000 + uma %+d/%+d/%+d/%+d, the top takes the return."),
		 r->return_points, r->uma[0], r->uma[1], r->uma[2], r->uma[3]);
}

/* ---- three players: riichi's table with a place left empty and Norths set aside ---- */

static const char *const sanma_help_intro[] = {
    N_("Three players: make four sets (runs like 345 or triplets like 777) and a pair, with at "
       "least one yaku."),
    N_("Each turn you draw a tile (shown apart at the right) and discard one. There is no chi,"),
    N_("and 2m to 8m are not in the set (1m and 9m indicate each other as dora)."),
    N_("A North may be set aside (n, kita): a dora for you, and a replacement draw."),
    N_("When a call or a win is possible a prompt lists your options; Enter passes."),
    N_("Tiles: m characters, p circles, s bamboo; E S W N winds; P F C dragons; 0 = red five."),
    N_("River: reversed = riichi tile, dim = discarded straight after drawing, underlined = "
       "taken by a call, < = the last discard."),
    N_("Dora are yellow (bold without colour); * or red = red five. Norths set aside follow "
       "the player's name."),
    N_("A meld's reversed tile was called from the player on that side of the table (in the "
       "middle: from you)."),
    NULL,
};

/* Mahjong Soul returns the starting points (no oka), Tenhou 5000 more a player. */
static void sanma_final_note(const struct ui *ui, char *line, size_t size)
{
	const struct rules *r = game_rules(ui->game);
	snprintf(line, size,
		 r->return_points > r->starting_points
		     ? _("Score: (points - %d) / 1000 + uma %+d/%+d/%+d, the top takes the return.")
		     : _("Score: (points - %d) / 1000 + uma %+d/%+d/%+d."),
		 r->return_points, r->uma3[0], r->uma3[1], r->uma3[2]);
}

/* riichi's record, and the Norths the winner set aside to show beside the hand */
static void sanma_record_win(struct ui *ui, struct ui_win *w, const struct game_event *ev,
			     const struct public_seat *p)
{
	record_win(ui, w, ev, p);
	w->nflowers = p->nflowers < 8 ? p->nflowers : 8;
	memcpy(w->flowers, p->flowers, (size_t)w->nflowers);
}

/* A North set aside: the log says so where the engine's event is read (src/ui/ui_game.c). */
const struct ui_family ui_family_sanma = {
    .draw_status = draw_status,
    .hints = hints,
    .help_intro = sanma_help_intro,
    .riichi_keys = true,
    .kita_keys = true,
    .defence_practice = false, /* its scenes are four-player ones */
    .menu_note = N_("three players"),
    .wait_rows = wait_rows,
    .wait_warning = wait_warning,
    .dead_wait_note = dead_wait_note,
    .flower_event = flower_event,
    .record_win = sanma_record_win,
    .hand_end_title = hand_end_title,
    .draw_win = ui_riichi_draw_win,
    .draw_draw = ui_riichi_draw_draw,
    .final_score_column = true,
    .final_note = sanma_final_note,
};

const struct ui_family ui_family_riichi = {
    .draw_status = draw_status,
    .hints = hints,
    .help_intro = help_intro,
    .riichi_keys = true,
    .defence_practice = true,
    .menu_note = N_("riichi"),
    .wait_rows = wait_rows,
    .wait_warning = wait_warning,
    .dead_wait_note = dead_wait_note,
    .flower_event = flower_event,
    .record_win = record_win,
    .hand_end_title = hand_end_title,
    .draw_win = ui_riichi_draw_win,
    .draw_draw = ui_riichi_draw_draw,
    .final_score_column = true,
    .final_note = final_note,
};
