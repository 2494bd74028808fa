/* Screens over or instead of the table: help, panels, hand results, the final table. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "rules/yaku.h"
#include "src/text/i18n.h"
#include "src/text/textwidth.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"

void ui_draw_too_small(void)
{
	char lines[3][160];
	snprintf(lines[0], sizeof lines[0], _("Terminal too small: %dx%d."), COLS, LINES);
	snprintf(lines[1], sizeof lines[1], _("jansou needs %dx%d."), UI_MIN_COLS, UI_MIN_LINES);
	snprintf(lines[2], sizeof lines[2], "%s", _("Enlarge it to go on (q quits)."));
	int y = LINES / 2 - 1;
	for (int i = 0; i < 3; i++) {
		int w = ui_text_width(lines[i]);
		int x = w < COLS ? (COLS - w) / 2 : 0;
		if (y + i >= 0 && y + i < LINES)
			ui_put(y + i, x, lines[i], COLS - x, i == 0 ? A_BOLD : A_NORMAL);
	}
}

static void redraw_help(struct ui *ui);

static void redraw_screen(struct ui *ui, void *ctx)
{
	void (**redraw)(struct ui *) = ctx;
	(*redraw)(ui);
}

int ui_wait_key(struct ui *ui, void (*redraw)(struct ui *))
{
	/* the help screen reads its keys here too: there '?' is only a key */
	return ui_read_key(ui, &(struct ui_read){.redraw = redraw_screen,
						 .ctx = &redraw,
						 .timeout_ms = -1,
						 .help = redraw != redraw_help});
}

/* A bordered box with its inside cleared. */
static void frame(int top, int left, int h, int w)
{
	if (top < 0)
		top = 0;
	if (left < 0)
		left = 0;
	for (int y = top; y < top + h && y < LINES; y++)
		mvhline(y, left, ' ', w);
	mvhline(top, left + 1, ACS_HLINE, w - 2);
	mvhline(top + h - 1, left + 1, ACS_HLINE, w - 2);
	mvvline(top + 1, left, ACS_VLINE, h - 2);
	mvvline(top + 1, left + w - 1, ACS_VLINE, h - 2);
	mvaddch(top, left, ACS_ULCORNER);
	mvaddch(top, left + w - 1, ACS_URCORNER);
	mvaddch(top + h - 1, left, ACS_LLCORNER);
	mvaddch(top + h - 1, left + w - 1, ACS_LRCORNER);
}

int ui_put_padded(int y, int x, const char *s, int width, unsigned long attrs)
{
	int w = ui_put(y, x, s, width, attrs);
	return w < width ? width : w;
}

/* ---- help ------------------------------------------------------------ */

/* One row of the help: a key name (NULL under a wrapped or intro line) and its text. */
struct help_row {
	const char *key;
	int x; /* where the text starts */
	char text[200];
	tile_t tiles[9]; /* drawn before the text (the tile legend) */
	int ntiles;
};

/*
 * Adds text to rows[] as rows of at most cols columns, broken at a space, or between
 * characters where there is none (CJK); the first row gets key. Returns the new count.
 */
static int add_wrapped(struct help_row *rows, int n, int max, const char *key, const char *text,
		       int x, int cols)
{
	do {
		const char *next;
		size_t cut = textwidth_line(text, cols, &next);
		if (n < max) {
			rows[n].key = key;
			rows[n].x = x;
			rows[n].ntiles = 0;
			snprintf(rows[n].text, sizeof rows[n].text, "%.*s", (int)cut, text);
			n++;
		}
		key = NULL;
		text = next;
	} while (*text);
	return n;
}

/* The legend of the tiles: the suits, the honours and the red fives, drawn as the table draws
 * them (glyphs or text) with what they are. Returns the new count. */
static int add_tile_legend(struct ui *ui, struct help_row *rows, int n, int max, int cols)
{
	static const struct {
		int first, count;
		const char *what;
	} groups[] = {
	    {TILE_M1, 9, N_("characters (man), 1 to 9")},
	    {TILE_P1, 9, N_("circles (pin), 1 to 9")},
	    {TILE_S1, 9, N_("bamboo (sou), 1 to 9")},
	    {TILE_EAST, 4, N_("winds: East, South, West, North")},
	    {TILE_HAKU, 3, N_("dragons: white, green, red")},
	    {TILE_M1 + 4, 3, NULL}, /* the red fives */
	};
	n = add_wrapped(rows, n, max, NULL, " ", 2, cols);
	n = add_wrapped(rows, n, max, NULL, _("The tiles:"), 2, cols);
	for (size_t g = 0; g < sizeof groups / sizeof groups[0] && n < max; g++) {
		bool red = !groups[g].what;
		if (red &&
		    !ui_family_of(ui)->riichi_keys) /* no red fives in Chinese Official rules */
			continue;
		int count = groups[g].count, x = 4 + 10 * ui_cell(ui);
		const char *what = !red ? _(groups[g].what)
				   : ui->glyphs
				       ? _("red fives (each worth a dora), marked * after the tile")
				       : _("red fives (each worth a dora), written 0m, 0p, 0s");
		int first = n;
		n = add_wrapped(rows, n, max, NULL, what, x, cols + 2 - x);
		for (int i = 0; i < count; i++)
			rows[first].tiles[i] = red ? (tile_t)((TILE_M1 + 4 + 9 * i) | TILE_RED)
						   : (tile_t)(groups[g].first + i);
		rows[first].ntiles = count;
	}
	return n;
}

static void show_help_page(struct ui *ui, int first, int *shown, int *total)
{
	erase();
	int W = COLS - 2;
	ui_put(0, 1, _("jansou: keys"), W, ui_color(ui, C_TITLE));
	int namew = 0;
	for (const struct ui_key *k = ui_keys; k->name; k++)
		if (ui_text_width(_(k->name)) > namew)
			namew = ui_text_width(_(k->name));
	/* the rows: the keys (long texts wrapped under themselves), a blank, the introduction */
	static struct help_row rows[128];
	int max = (int)(sizeof rows / sizeof rows[0]), n = 0;
	for (const struct ui_key *k = ui_keys; k->name; k++)
		if (ui_key_applies(ui, k))
			n = add_wrapped(rows, n, max, _(k->name), _(k->help), 4 + namew,
					W - 4 - namew);
	n = add_wrapped(rows, n, max, NULL, " ", 2, W - 2);
	const char *const *intro = ui_family_of(ui)->help_intro;
	for (int i = 0; intro[i]; i++)
		n = add_wrapped(rows, n, max, NULL, _(intro[i]), 2, W - 2);
	if (ui_family_of(ui)->riichi_keys) { /* the danger marks' letters */
		static char legend[1024];
		ui_danger_legend(legend, sizeof legend);
		n = add_wrapped(rows, n, max, NULL, " ", 2, W - 2);
		n = add_wrapped(rows, n, max, NULL, legend, 2, W - 2);
	}
	n = add_tile_legend(ui, rows, n, max, W - 2);
	int lines = LINES - 4;
	int y = 2, i;
	for (i = first; i < n && y < 2 + lines; i++, y++) {
		if (rows[i].key)
			ui_put_padded(y, 2, rows[i].key, namew, A_BOLD);
		for (int t = 0; t < rows[i].ntiles; t++)
			ui_draw_tile(ui, y, 4 + t * ui_cell(ui), rows[i].tiles[t], A_NORMAL);
		ui_put(y, rows[i].x, rows[i].text, W - rows[i].x, A_NORMAL);
	}
	*shown = i - first;
	*total = n;
	ui_put(LINES - 1, 1, i < n ? _("Any key: more") : _("Any key: back to the game"), W, A_DIM);
}

struct help_state {
	int first, shown, total;
};
static struct help_state help_state;

static void redraw_help(struct ui *ui)
{
	show_help_page(ui, help_state.first, &help_state.shown, &help_state.total);
}

void ui_show_help(struct ui *ui)
{
	help_state.first = 0;
	for (;;) {
		int key = ui_wait_key(ui, redraw_help);
		if (key == 'q' || key == 27 ||
		    help_state.first + help_state.shown >= help_state.total)
			break;
		help_state.first += help_state.shown;
	}
}

/* ---- panels over the table ------------------------------------------- */

/* A row of the tenpai panel, drawn or only counted. */
static int panel_row(bool draw, int y, int x, const char *s, int w, unsigned long a)
{
	if (draw)
		ui_put(y, x, s, w, a);
	return y + 1;
}

/*
 * The waits of the hand less its tile at position c (c < 0: the hand as it is); a wait on
 * the tile let go is furiten like one already in the river.
 */
static int waits_after(struct ui *ui, int c, tile_t *hand, int *n, struct ui_wait_info *waits)
{
	const struct seat_view *v = &ui->view;
	*n = v->nhand;
	memcpy(hand, v->hand, (size_t)*n);
	if (c >= 0) {
		memmove(hand + c, hand + c + 1, (size_t)(*n - c - 1));
		(*n)--;
	}
	int nw = ui_waits(v, game_rules(ui->game), hand, *n, waits);
	for (int i = 0; c >= 0 && i < nw; i++)
		waits[i].furiten |= waits[i].kind == tile_kind(v->hand[c]);
	return nw;
}

/* Each discard that keeps or reaches tenpai: the tile, its waits, the copies left, furiten. */
static int tenpai_discard_rows(struct ui *ui, int y, int x, int w, bool draw)
{
	enum { MAX_ROWS = 6 };
	const struct seat_view *v = &ui->view;
	int cur = ui->cursor < v->nhand ? ui->cursor : v->nhand - 1, nrows = 0, more = 0;
	uint64_t done = 0;
	char line[64];
	for (int c = 0; c < v->nhand; c++) {
		int k = tile_kind(v->hand[c]);
		if (done >> k & 1)
			continue;
		done |= 1ULL << k;
		tile_t hand[14];
		int n;
		struct ui_wait_info waits[TILE_KINDS];
		int nw = waits_after(ui, c, hand, &n, waits);
		if (nw == 0)
			continue;
		if (nrows == 0)
			y = panel_row(draw, y, x, _("Discards that leave you tenpai:"), w, A_BOLD);
		if (nrows++ >= MAX_ROWS) { /* the rest are counted */
			more++;
			continue;
		}
		if (draw) {
			bool sel = tile_kind(v->hand[cur]) == k;
			int cx = x + ui_put(y, x, sel ? ">" : " ", 1, A_BOLD) + 1;
			ui_draw_tile(ui, y, cx, v->hand[c], sel ? A_REVERSE : A_NORMAL);
			cx += ui_cell(ui) + 1;
			int left = 0;
			for (int i = 0; i < nw && cx + ui_cell(ui) < x + w; i++) {
				ui_draw_tile(ui, y, cx, (tile_t)waits[i].kind, A_NORMAL);
				cx += ui_cell(ui);
			}
			for (int i = 0; i < nw; i++)
				left += waits[i].left;
			snprintf(line, sizeof line,
				 ngettext("%d left", "%d left", (unsigned long)left), left);
			cx += 1 + ui_put(y, cx + 1, line, x + w - cx - 1, A_DIM) + 1;
			if (ui_family_of(ui)->riichi_keys && ui_discard_furiten(v, waits, nw))
				ui_put(y, cx + 1, _("furiten"), x + w - cx - 1,
				       ui_color(ui, C_BAD));
		}
		y++;
	}
	if (more) {
		snprintf(line, sizeof line,
			 ngettext("and %d more", "and %d more", (unsigned long)more), more);
		y = panel_row(draw, y, x + 2, line, w - 2, A_DIM);
	}
	return y;
}

/*
 * The tenpai panel: on your turn every discard that leaves you tenpai, then what the selected
 * discard leaves; otherwise the hand's waits. Drawn, or only its rows counted (draw false).
 */
static int panel_tenpai(struct ui *ui, int y, int x, int w, bool draw)
{
	const struct seat_view *v = &ui->view;
	tile_t hand[14];
	int n, c = -1;
	char line[256];
	if (v->nhand % 3 == 2) {
		/* own turn: the hand after discarding the selected tile */
		y = tenpai_discard_rows(ui, y, x, w, draw);
		c = ui->cursor < v->nhand ? ui->cursor : v->nhand - 1;
		snprintf(line, sizeof line, _("After discarding %s:"),
			 ui_tile_word(ui, v->hand[c]));
		y = panel_row(draw, y, x, line, w, A_BOLD);
	}
	struct ui_wait_info waits[TILE_KINDS];
	int nw = waits_after(ui, c, hand, &n, waits);
	if (nw == 0) {
		int sh = ui_shanten(v, hand, n);
		if (sh < 0)
			snprintf(line, sizeof line, "%s",
				 _("Complete: you can win with t (tsumo)."));
		else
			snprintf(line, sizeof line,
				 ngettext("Not tenpai: %d tile away from a ready hand.",
					  "Not tenpai: %d tiles away from a ready hand.",
					  (unsigned long)sh),
				 sh);
		return panel_row(draw, y, x, line, w, A_NORMAL);
	}
	const struct ui_family *fam = ui_family_of(ui);
	int total = 0;
	y += fam->wait_rows(ui, y, x, w, waits, nw, draw);
	for (int i = 0; i < nw; i++)
		total += waits[i].left;
	snprintf(line, sizeof line, _("%d winning tiles left in all."), total);
	y = panel_row(draw, y, x, line, w, A_NORMAL);
	if (ui_discard_furiten(v, waits, nw))
		y = panel_row(draw, y, x,
			      _("Furiten: you discarded one of your waits, so you cannot win by "
				"ron, only by tsumo."),
			      w, ui_color(ui, C_BAD));
	else if (v->furiten)
		y = panel_row(draw, y, x,
			      _("Furiten: you let a winning tile pass; no ron until your next "
				"discard (in riichi: for the rest of the hand)."),
			      w, ui_color(ui, C_BAD));
	for (int i = 0; i < nw; i++) {
		if (!waits[i].no_yaku_ron)
			continue;
		fam->wait_warning(ui, &waits[i], line, sizeof line);
		y = panel_row(draw, y, x, line, w, ui_color(ui, C_BAD));
	}
	if (fam->dead_wait_note && ui_all_waits_dead(waits, nw)) {
		fam->dead_wait_note(ui, waits, nw, line, sizeof line);
		y = panel_row(draw, y, x, line, w, ui_color(ui, C_BAD));
	}
	return y;
}

static int panel_dora(struct ui *ui, int y, int x, int w)
{
	const struct seat_view *v = &ui->view;
	char line[160];
	for (int i = 0; i < v->nindicators; i++) {
		int cx = x + ui_put(y, x, _("Indicator"), w, A_NORMAL) + 1;
		ui_draw_tile(ui, y, cx, v->indicators[i], A_NORMAL);
		cx += ui_cell(ui) + 1;
		cx += ui_put(y, cx, _("means dora"), w, A_NORMAL) + 1;
		ui_draw_tile(ui, y, cx, (tile_t)ui_dora_of(v, tile_kind(v->indicators[i])),
			     ui_color(ui, C_DORA));
		y++;
	}
	int dora = 0, red = 0;
	for (int i = 0; i < v->nhand; i++) {
		red += tile_is_red(v->hand[i]);
		for (int d = 0; d < v->nindicators; d++)
			dora += ui_dora_of(v, tile_kind(v->indicators[d])) == tile_kind(v->hand[i]);
	}
	const struct public_seat *me = &v->seats[v->seat];
	for (int m = 0; m < me->nmelds; m++)
		for (int t = 0; t < meld_size(&me->melds[m]); t++) {
			red += tile_is_red(me->melds[m].tiles[t]);
			for (int d = 0; d < v->nindicators; d++)
				dora += ui_dora_of(v, tile_kind(v->indicators[d])) ==
					tile_kind(me->melds[m].tiles[t]);
		}
	snprintf(line, sizeof line,
		 ngettext("In your hand: %d dora and %d red five (each adds 1 han once you win).",
			  "In your hand: %d dora and %d red fives (each adds 1 han once you win).",
			  (unsigned long)red),
		 dora, red);
	ui_put(y++, x, line, w, A_NORMAL);
	if (me->nflowers && v->nseats == 3) {
		snprintf(
		    line, sizeof line,
		    ngettext("Set aside: %d North (1 han once you win, and a dora if North is "
			     "one).",
			     "Set aside: %d Norths (1 han each once you win, and dora if North "
			     "is one).",
			     (unsigned long)me->nflowers),
		    me->nflowers);
		ui_put(y++, x, line, w, A_NORMAL);
	}
	ui_put(y++, x, _("Ura dora under the indicators count only for a riichi win."), w, A_DIM);
	return y;
}

static int panel_options(struct ui *ui, int y, int x, int w)
{
	const char *on = _("on"), *off = _("off");
	char line[160];
	snprintf(line, sizeof line, _("1  win automatically when you can: %s"),
		 ui->auto_win ? on : off);
	ui_put(y++, x, line, w, A_NORMAL);
	snprintf(line, sizeof line, _("2  pass calls automatically: %s"), ui->auto_pass ? on : off);
	ui_put(y++, x, line, w, A_NORMAL);
	snprintf(line, sizeof line, _("3  discard the drawn tile after riichi: %s"),
		 ui->auto_tsumogiri ? on : off);
	ui_put(y++, x, line, w, A_NORMAL);
	snprintf(line, sizeof line, _("4  pause after each opponent's move: %d ms"),
		 ui_opponent_delay(ui));
	ui_put(y++, x, line, w, A_NORMAL);
	const char *bell = ui->bell_when == UI_BELL_OFF	    ? _("off")
			   : ui->bell_when == UI_BELL_TURNS ? _("at your every turn and call")
							    : _("when you can win");
	snprintf(line, sizeof line, _("5  ring the bell: %s"), bell);
	ui_put(y++, x, line, w, A_NORMAL);
	ui_put(y++, x, _("Press 1-5 to switch, o to close."), w, A_DIM);
	return y;
}

/* Lines a panel needs, so its box fits what it says. */
static int panel_lines(struct ui *ui, int w)
{
	const struct seat_view *v = &ui->view;
	switch (ui->panel) {
	case PANEL_TENPAI:
		return panel_tenpai(ui, 0, 0, w, false);
	case PANEL_DORA: /* the indicators, the hand's dora, the Norths set aside, the ura */
		return v->nindicators + 2 + (v->nseats == 3 && v->seats[v->seat].nflowers > 0);
	case PANEL_HINT:
		return ui_hint_lines(ui, w);
	case PANEL_OPTIONS:
		return 6;
	case PANEL_DANGER:
		return ui_practice_panel_lines(ui, w);
	default:
		return 0;
	}
}

void ui_draw_panel(struct ui *ui, int top, int left, int height, int width)
{
	int want = panel_lines(ui, width - 4) + 2;
	if (want < height)
		height = want;
	static const char *const titles[] = {"",	 N_("Tenpai"),	N_("Dora"),
					     N_("Hint"), N_("Options"), N_("Danger of each tile")};
	frame(top, left, height, width);
	ui_put(top, left + 2, ui->panel == PANEL_HINT ? ui_hint_title() : _(titles[ui->panel]),
	       width - 4, ui_color(ui, C_TITLE));
	int y = top + 1, x = left + 2, w = width - 4;
	switch (ui->panel) {
	case PANEL_TENPAI:
		y = panel_tenpai(ui, y, x, w, true);
		break;
	case PANEL_DORA:
		y = panel_dora(ui, y, x, w);
		break;
	case PANEL_HINT:
		y = ui_hint_panel(ui, y, x, w, height - 2);
		break;
	case PANEL_OPTIONS:
		y = panel_options(ui, y, x, w);
		break;
	case PANEL_DANGER:
		y = ui_practice_panel(ui, y, x, w);
		break;
	default:
		break;
	}
	(void)y;
}

/* ---- the end of a hand ----------------------------------------------- */

int ui_nseats(const struct ui *ui)
{
	return view_nseats(&ui->view);
}

int ui_side_of(const struct ui *ui, int seat)
{
	int n = ui_nseats(ui), rel = ((seat - ui->seat) % n + n) % n;
	return n == 3 && rel == 2 ? 3 : rel;
}

int ui_seat_at_side(const struct ui *ui, int side)
{
	int n = ui_nseats(ui);
	if (n == 3 && side == 2)
		return -1;
	return (ui->seat + (n == 3 && side == 3 ? 2 : side)) % n;
}

int ui_seat_wind(const struct ui *ui, int seat)
{
	return view_seat_wind(&ui->view, seat);
}

const char *ui_player_name(const struct ui *ui, int seat)
{
	static const char *const rel[4] = {N_("You"), N_("Right"), N_("Across"), N_("Left")};
	if (seat < 0 || seat >= SEATS)
		return "?";
	if (ui->names[seat][0] && (seat != ui->seat || ui->opt.watch))
		return ui->names[seat];
	if (ui->opt.watch) {
		static char buf[4][32];
		snprintf(buf[seat], sizeof buf[seat], _("Seat %d"), seat + 1);
		return buf[seat];
	}
	return _(rel[ui_side_of(ui, seat)]);
}

void ui_log_win(struct ui *ui, int seat, int points)
{
	if (seat == ui->seat && !ui->opt.watch)
		ui_log_plural(ui, "You win: %d point", "You win: %d points", (unsigned long)points,
			      UI_LOG_ARG_INT(points));
	else
		ui_log_plural(ui, "%s wins: %d point", "%s wins: %d points", (unsigned long)points,
			      UI_LOG_ARG_PLAYER(seat), UI_LOG_ARG_INT(points));
}

/* ---- the final table ------------------------------------------------- */

/* Places, players and points; riichi adds the score with return and uma, MCR has none. */
static void redraw_final(struct ui *ui)
{
	erase();
	const struct game_event *ev = &ui->game_end;
	const struct ui_family *fam = ui_family_of(ui);
	int ncols = fam->final_score_column ? 4 : 3;
	ui_put(1, 2, _("Final table"), COLS - 4, ui_color(ui, C_TITLE));
	const char *hdr[4] = {_("Place"), _("Player"), _("Points"), _("Score")};
	int colw[4] = {8, 12, 10, 10};
	for (int c = 0; c < ncols; c++)
		if (ui_text_width(hdr[c]) + 2 > colw[c])
			colw[c] = ui_text_width(hdr[c]) + 2;
	int x = 2;
	for (int c = 0; c < ncols; c++)
		x += ui_put_padded(3, x, hdr[c], colw[c], A_BOLD);
	for (int place = 1; place <= ui_nseats(ui); place++) {
		for (int s = 0; s < ui_nseats(ui); s++) {
			if (ev->placement[s] != place)
				continue;
			char buf[4][48];
			snprintf(buf[0], sizeof buf[0], "%d", place);
			snprintf(buf[1], sizeof buf[1], "%s", ui_player_name(ui, s));
			snprintf(buf[2], sizeof buf[2], "%d", ev->points[s]);
			snprintf(buf[3], sizeof buf[3], "%+.1f", ev->final_score[s]);
			x = 2;
			unsigned long a = s == ui->seat ? A_BOLD : A_NORMAL;
			for (int c = 0; c < ncols; c++)
				x += ui_put_padded(3 + place, x, buf[c], colw[c], a);
		}
	}
	char line[160];
	fam->final_note(ui, line, sizeof line);
	ui_put_wrapped(9, 2, line, COLS - 4, 3, A_DIM);
	ui_put_status(ui->status);
	ui_put(LINES - 1, 1,
	       ui->kept_log[0] ? _("q or Enter: leave   v where the game's log is")
			       : _("q or Enter: leave   v save the game's log"),
	       COLS - 2, A_DIM);
}

void ui_show_final(struct ui *ui)
{
	ui->status[0] = 0;
	for (;;) {
		int key = ui_wait_key(ui, redraw_final);
		if (key == 'v')
			ui_save_log(ui);
		if (key == 'q' || key == '\n' || key == '\r' || key == KEY_ENTER)
			return;
	}
}
