/* The table: four hands, four rivers, melds, the round, and what the keyboard does now. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "rules/notation.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/text/textwidth.h"
#include "src/ui/ui_command.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"
#include "src/ui/ui_mcr.h"

/* Where things go for the current terminal size. */
struct layout {
	int width; /* columns of the table; the log panel is to its right */
	int rr;	   /* rows of each river */
	int status;
	int top_info, top_hand, top_river;
	int mid_info, mid_hand, mid_melds, mid_river;
	int own_river, own_info, own_hand, own_keys, prompt, hints, message;
	int side_w; /* width of the left and right blocks */
	int log_x, log_w;
};

/*
 * The table takes 80 columns or more; from 100 columns the log of what happened stands
 * beside it (a quarter of the width, 19 to 48 columns) and the table takes the rest. Rivers
 * have up to six rows; rows to spare go between the blocks (at most three in each gap), and
 * what is still left over goes between the hands at the top and bottom and their rivers, as
 * at a real table: the hands at the edges, the rivers gathered round the middle. The side
 * blocks hold a hand and its melds; a wide table gives its centre the width they do not need.
 */
static void compute_layout(const struct ui *ui, struct layout *l)
{
	(void)ui;
	l->log_w = 0;
	l->width = COLS;
	if (COLS >= 100) {
		l->log_w = COLS / 4 < 19 ? 19 : COLS / 4 > 48 ? 48 : COLS / 4;
		l->width = COLS - l->log_w - 1;
		if (l->width < 80) {
			l->width = 80;
			l->log_w = COLS - 81;
		}
	}
	l->log_x = COLS - l->log_w;
	l->rr = (LINES - 12) / 3;
	if (l->rr > 6)
		l->rr = 6;
	int spare = LINES - 12 - 3 * l->rr;
	/* the gaps under the status line, between the blocks and above one's hand */
	int gap = spare / 4 > 3 ? 3 : spare / 4;
	int g[4] = {gap, gap, gap, gap};
	if (gap == 0) { /* a small terminal: as before, a blank under the status, one above */
		g[0] = spare > 2;
		g[3] = spare > 1;
	}
	int left = spare - g[0] - g[1] - g[2] - g[3];
	int y = 0;
	l->status = y;
	y += 1 + g[0];
	l->top_info = y++;
	l->top_hand = y++;
	y += left / 2;
	l->top_river = y;
	y += l->rr + g[1];
	l->mid_info = y++;
	l->mid_hand = y++;
	l->mid_melds = y++;
	l->mid_river = y;
	y += l->rr + g[2];
	l->own_river = y;
	y += l->rr + g[3] + left - left / 2;
	l->own_info = y++;
	l->own_hand = y++;
	l->own_keys = y++;
	l->prompt = y++;
	l->hints = y++;
	l->message = y++;
	l->side_w = (l->width - 28) / 2;
	if (l->side_w > 44)
		l->side_w = 44;
}

int ui_message_width(const struct ui *ui)
{
	struct layout l;
	compute_layout(ui, &l);
	return l.width - 2;
}

const char *ui_wind_name(int wind_kind)
{
	static const char *const names[4] = {N_("East"), N_("South"), N_("West"), N_("North")};
	return _(names[(wind_kind - TILE_EAST) & 3]);
}

const char *ui_round_name(int round_wind, int hand_number, char *buf, int size)
{
	/* "East 1" / 東一局 / 东一局, the names the rest of the program uses */
	snprintf(buf, (size_t)size, "%s", names_round(round_wind, hand_number));
	return buf;
}

bool ui_too_small(void)
{
	return LINES < UI_MIN_LINES || COLS < UI_MIN_COLS;
}

static void draw_status(struct ui *ui, const struct layout *l)
{
	ui_family_of(ui)->draw_status(ui, l->status, l->width);
}

/* "East 25000 riichi" with the dealer and the seat to move marked. */
static void draw_info(struct ui *ui, int y, int x, int width, int seat, bool right_align)
{
	const struct seat_view *v = &ui->view;
	const struct public_seat *p = &v->seats[seat];
	char line[160];
	int wind = ui_seat_wind(ui, seat);
	snprintf(line, sizeof line, "%s%s %s %d%s",
		 ui->game && game_turn(ui->game) == seat ? "> " : "", ui_player_name(ui, seat),
		 ui_wind_name(wind), p->points, p->riichi ? _("  RIICHI") : "");
	int w = ui_text_width(line);
	if (w > width)
		w = width;
	/* Chinese Official rules: the flowers set aside follow the name, as many as fit */
	int fw = ui_mcr_flowers_width(ui, p);
	if (fw && w + 1 + fw > width)
		fw = width - w - 1;
	int x0 = right_align ? x + width - w - (fw > 0 ? fw + 1 : 0) : x;
	unsigned long a = seat == v->dealer ? ui_color(ui, C_TITLE) : A_NORMAL;
	ui_put(y, x0, line, width, a);
	if (fw > 0)
		ui_mcr_draw_flowers(ui, y, x0 + w + 1, p, fw);
}

static int melds_width(const struct ui *ui, const struct public_seat *p)
{
	int w = 0;
	for (int i = 0; i < p->nmelds; i++)
		w += meld_size(&p->melds[i]) * ui_cell(ui) + 1;
	return w;
}

/*
 * Where the called tile lies in a meld of n tiles. Seen by its owner (owner < 0, as the rule
 * book draws a meld): at the left end from the player on the left, in the middle from across,
 * at the right end from the right. On the table it lies toward its giver as the viewer sees
 * the table: at the left end from the player on the screen's left, at the right end from the
 * one on its right, in the middle from the player above or below (so Across's melds are not
 * mirrored).
 */
static int called_place(const struct ui *ui, int owner, const struct meld *m, int n)
{
	if (owner < 0 || m->from == 0) /* (0: a giver not known) */
		return m->from == 3 ? 0 : m->from == 2 ? 1 : n - 1;
	/* from counts places round a table of four; with three, 2 and 3 both mean the left */
	int seats = ui_nseats(ui);
	int giver = (owner + (m->from == 3 ? seats - 1 : m->from)) % seats;
	int side = ui_side_of(ui, giver);
	return side == 3 ? 0 : side == 1 ? n - 1 : 1;
}

int ui_draw_meld(struct ui *ui, int y, int x, const struct meld *m, int owner)
{
	int n = meld_size(m);
	tile_t order[4];
	int called_at = -1;
	memcpy(order, m->tiles, sizeof order);
	if (m->type != MELD_ANKAN) {
		/* take the called tile out, then put it back where its giver sits */
		int at = 0;
		for (int j = 0; j < n; j++)
			if (m->tiles[j] == m->called) {
				at = j;
				break;
			}
		tile_t called = order[at];
		memmove(order + at, order + at + 1, (size_t)(n - at - 1));
		called_at = called_place(ui, owner, m, n);
		memmove(order + called_at + 1, order + called_at, (size_t)(n - 1 - called_at));
		order[called_at] = called;
	}
	for (int j = 0; j < n; j++) {
		if (m->type == MELD_ANKAN && (j == 0 || j == 3))
			ui_draw_back(ui, y, x + j * ui_cell(ui));
		else
			ui_draw_tile(
			    ui, y, x + j * ui_cell(ui), order[j],
			    (j == called_at ? A_REVERSE : 0) |
				(ui_is_dora(&ui->view, order[j]) ? ui_color(ui, C_DORA) : 0));
	}
	return n * ui_cell(ui);
}

/* A seat's melds left to right, a column apart. */
static int draw_melds(struct ui *ui, int y, int x, int seat)
{
	const struct public_seat *p = &ui->view.seats[seat];
	int x0 = x;
	for (int i = 0; i < p->nmelds; i++)
		x += ui_draw_meld(ui, y, x, &p->melds[i], seat) + 1;
	return x - x0;
}

/* Watching a game of this screen, every hand is open (the onlooker's view of all of them);
 * a network table's watcher is told no concealed tile. */
static bool watching_open(const struct ui *ui)
{
	return ui->opt.watch && !ui->remote;
}

/* An opponent's concealed tiles from..to-1: backs, or the tiles when they are shown. */
static int draw_concealed_part(struct ui *ui, int y, int x, int seat, int from, int to)
{
	tile_t hands[SEATS][14];
	int nhands[SEATS];
	bool open = watching_open(ui) && ui->game;
	if (open)
		game_view_hands(ui->game, hands, nhands);
	if (ui->open_hands) { /* the replay viewer's */
		open = true;
		memcpy(hands, ui->open_hands, sizeof hands);
		memcpy(nhands, ui->open_nhands, sizeof nhands);
	}
	int x0 = x;
	for (int i = from; i < to; i++) {
		if (open && i < nhands[seat]) {
			ui_draw_tile(ui, y, x, hands[seat][i], A_NORMAL);
			x += ui_cell(ui);
		} else {
			ui_draw_back(ui, y, x);
			x += ui_back_cell(ui);
		}
	}
	return x - x0;
}

static int draw_concealed(struct ui *ui, int y, int x, int seat)
{
	return draw_concealed_part(ui, y, x, seat, 0, ui->view.seats[seat].nconcealed);
}

static int concealed_cell(const struct ui *ui)
{
	return watching_open(ui) || ui->open_hands ? ui_cell(ui) : ui_back_cell(ui);
}

static int concealed_width(const struct ui *ui, int seat)
{
	return ui->view.seats[seat].nconcealed * concealed_cell(ui);
}

/*
 * How many of a side player's concealed tiles go on its hand row: all of them when they fit
 * the side block, else half (rounded up), the rest under them on the meld row. An open hand
 * of text or glyph tiles is 39 columns, more than a side block of an 80-column table: run on,
 * the two side hands would read as one row of 26 tiles.
 */
static int side_hand_row(const struct ui *ui, const struct layout *l, int seat)
{
	int n = ui->view.seats[seat].nconcealed;
	return concealed_width(ui, seat) <= l->side_w ? n : (n + 1) / 2;
}

/*
 * The last discard, the one a call or a ron would take, is marked by a "<" in the gap after
 * it: an attribute alone is lost on glyphs and reads as a dora without colours. A glyph two
 * columns wide fills the gap with its red mark, so the "<" goes one further.
 */
static void last_discard_mark(const struct ui *ui, int y, int x, tile_t t)
{
	int gap = 2;
	if (ui->glyphs && tile_is_red(t) && ui_text_width(notation_glyph(tile_kind(t))) == 2)
		gap = 3;
	ui_put(y, x + gap, "<", 1, ui_color(ui, C_TITLE) | A_BOLD);
}

/* A river in rows of six (more per row when it outgrows its rows). */
static void draw_river(struct ui *ui, int y, int x, int rows, int seat)
{
	const struct public_seat *p = &ui->view.seats[seat];
	int per = 6;
	while (per * rows < p->ndiscards)
		per++;
	for (int i = 0; i < p->ndiscards; i++) {
		const struct discard *d = &p->discards[i];
		unsigned long a = 0;
		if (d->tsumogiri)
			a |= A_DIM;
		if (d->riichi)
			a |= A_REVERSE | ui_color(ui, C_RIICHI);
		if (d->called)
			a |= A_UNDERLINE;
		if (ui_is_dora(&ui->view, d->tile))
			a |= ui_color(ui, C_DORA);
		int ty = y + i / per, tx = x + (i % per) * ui_cell(ui);
		ui_draw_tile(ui, ty, tx, d->tile, a);
		if (seat == ui->last_discarder && i == p->ndiscards - 1 && !d->called)
			last_discard_mark(ui, ty, tx, d->tile);
	}
}

static int river_width(const struct ui *ui)
{
	return 6 * ui_cell(ui);
}

/* A kan in little room: one tile and "x4" (the back and the called mark are left out). */
static int draw_kan_compact(struct ui *ui, int y, int x, const struct meld *m)
{
	ui_draw_tile(ui, y, x,
		     m->type == MELD_ANKAN ? m->tiles[1]
		     : m->called	   ? m->called
					   : m->tiles[0],
		     m->type == MELD_ANKAN ? A_NORMAL : A_REVERSE);
	ui_put(y, x + ui_cell(ui), "x4", 2, A_BOLD);
	return ui_cell(ui) + 2;
}

/*
 * Rows for a side player's melds: row_of[i] is 0 (the hand row), 1 (the meld row) or 2 (no
 * room). Returns whether every meld found a row.
 */
static bool place_side_melds(const struct ui *ui, const struct public_seat *p, const int room[2],
			     bool compact, int row_of[4], int used[2])
{
	int r = 0;
	used[0] = used[1] = 0;
	for (int i = 0; i < 4; i++)
		row_of[i] = 2;
	for (int i = 0; i < p->nmelds && i < 4; i++) {
		int w = compact && meld_is_kan(&p->melds[i])
			    ? ui_cell(ui) + 2
			    : meld_size(&p->melds[i]) * ui_cell(ui);
		while (r < 2 && used[r] + (used[r] ? 1 : 0) + w > room[r])
			r++;
		row_of[i] = r;
		if (r == 2)
			return false;
		used[r] += (used[r] ? 1 : 0) + w;
	}
	return true;
}

/*
 * A side player's hand and melds stay inside its column, so the centre beside them is never
 * cut: the concealed tiles take the hand row (and the meld row under it when they do not fit
 * one row), the melds follow them and wrap onto the meld row (four melds of text tiles are
 * twice the column's width). The right player's run from the outer edge inwards. When several
 * kans leave no room, each kan shrinks to one tile and "x4"; a meld that still fits nowhere
 * shows as "+".
 */
static void draw_side_hand(struct ui *ui, const struct layout *l, int seat, bool right)
{
	const struct public_seat *p = &ui->view.seats[seat];
	int k = side_hand_row(ui, l, seat), wrapped = k < p->nconcealed;
	int cw = k * concealed_cell(ui);
	int y[2] = {l->mid_hand, l->mid_melds};
	int cx = right ? l->width - 1 - cw : 1;
	draw_concealed_part(ui, y[0], cx, seat, 0, k);
	if (wrapped)
		draw_concealed_part(ui, y[1], cx, seat, k, p->nconcealed);
	int room[2] = {l->side_w - cw - 1, wrapped ? l->side_w - cw - 1 : l->side_w};
	int row_of[4], used[2];
	bool compact = !place_side_melds(ui, p, room, false, row_of, used);
	bool overflow = compact && !place_side_melds(ui, p, room, true, row_of, used);
	int x[2];
	for (int r = 0; r < 2; r++) {
		int beside = r == 0 || wrapped ? cw + 1 : 0; /* the concealed tiles on this row */
		x[r] = right ? l->width - 1 - beside - used[r] : 1 + beside;
	}
	for (int i = 0; i < p->nmelds && i < 4; i++) {
		int r = row_of[i];
		if (r == 2)
			continue;
		const struct meld *m = &p->melds[i];
		x[r] += (compact && meld_is_kan(m) ? draw_kan_compact(ui, y[r], x[r], m)
						   : ui_draw_meld(ui, y[r], x[r], m, seat)) +
			1;
	}
	if (overflow)
		ui_put(l->mid_melds, right ? l->width - 1 - l->side_w : l->side_w, "+", 1, A_BOLD);
}

static void draw_opponents(struct ui *ui, const struct layout *l)
{
	const struct seat_view *v = &ui->view;
	int across = ui_seat_at_side(ui, 2), left = ui_seat_at_side(ui, 3),
	    right = ui_seat_at_side(ui, 1);
	int W = l->width;

	/* across: centred (three players leave the place empty) */
	if (across >= 0) {
		int hw = concealed_width(ui, across) + 1 + melds_width(ui, &v->seats[across]);
		int x = (W - hw) / 2;
		draw_info(ui, l->top_info, (W - 30) / 2, 30, across, false);
		x += draw_concealed(ui, l->top_hand, x, across) + 1;
		draw_melds(ui, l->top_hand, x, across);
		draw_river(ui, l->top_river, (W - river_width(ui)) / 2, l->rr, across);
	}

	/* left and right; with the log beside the table, their rivers lie by the centre */
	int sw = l->side_w;
	int inner = l->log_w ? sw - river_width(ui) : 0;
	draw_info(ui, l->mid_info, 1, sw, left, false);
	draw_side_hand(ui, l, left, false);
	draw_river(ui, l->mid_river, 1 + inner, l->rr, left);

	int rx = W - 1 - sw;
	draw_info(ui, l->mid_info, rx, sw, right, true);
	draw_side_hand(ui, l, right, true);
	draw_river(ui, l->mid_river, W - 1 - river_width(ui) - inner, l->rr, right);
}

/* The x of hand position i: the drawn tile stands apart. */
static int hand_x(const struct ui *ui, int i, int x0)
{
	int x = x0 + i * ui_cell(ui);
	if (ui->drawn_gap && i == ui->view.nhand - 1)
		x += 1;
	return x;
}

static int own_hand_x0(const struct ui *ui, const struct layout *l)
{
	const struct seat_view *v = &ui->view;
	int w = v->nhand * ui_cell(ui) + 2 + melds_width(ui, &v->seats[ui->seat]);
	int x0 = (l->width - w) / 2;
	return x0 < 1 ? 1 : x0;
}

/* Whether hand position i may be chosen in the current mode. */
static bool position_allowed(const struct ui *ui, int i)
{
	if (ui->mode != MODE_DISCARD && ui->mode != MODE_RIICHI)
		return true;
	enum action_type want = ui->mode == MODE_RIICHI ? ACT_RIICHI : ACT_DISCARD;
	for (int c = 0; c < ui->nchoices; c++)
		if (ui->choices[c].type == want && ui->choices[c].tile == ui->view.hand[i])
			return true;
	return false;
}

/*
 * Your waits at a glance, at the right of your name's row: "Tenpai 2m 5m" while you wait,
 * "Furiten" (in the colour of a warning) when a ron is barred; on your turn the same for the
 * tile under the cursor ("Discard 3m: tenpai 2m 5m"). Nothing when not tenpai or watching.
 */
static void draw_tenpai_mark(struct ui *ui, int y, int width)
{
	const struct seat_view *v = &ui->view;
	if (ui->opt.watch || !ui->game || v->nhand == 0)
		return;
	tile_t hand[14];
	int n = v->nhand, c = -1;
	memcpy(hand, v->hand, (size_t)n);
	if (n % 3 == 2) {
		if (ui->mode != MODE_DISCARD && ui->mode != MODE_RIICHI)
			return;
		c = ui->cursor < n ? ui->cursor : n - 1;
		memmove(hand + c, hand + c + 1, (size_t)(n - c - 1));
		n--;
	}
	struct ui_wait_info waits[TILE_KINDS];
	int nw = ui_waits(v, game_rules(ui->game), hand, n, waits);
	if (nw == 0)
		return;
	bool furiten = ui_discard_furiten(v, waits, nw) || (c < 0 && v->furiten);
	for (int i = 0; c >= 0 && i < nw; i++)
		furiten |= waits[i].kind == tile_kind(v->hand[c]);
	furiten &= ui_family_of(ui)->riichi_keys; /* no furiten under Chinese Official rules */
	char label[96];
	if (c >= 0)
		snprintf(label, sizeof label,
			 furiten ? _("Discard %s: furiten") : _("Discard %s: tenpai"),
			 ui_tile_word(ui, v->hand[c]));
	else
		snprintf(label, sizeof label, "%s", furiten ? _("Furiten") : _("Tenpai"));
	int shown = nw < 6 ? nw : 6, need = ui_text_width(label) + 1 + shown * ui_cell(ui);
	int x = width - 1 - need;
	if (x < width / 2)
		return;
	x += ui_put(y, x, label, need,
		    furiten ? ui_color(ui, C_BAD) | A_BOLD : ui_color(ui, C_GOOD)) +
	     1;
	for (int i = 0; i < shown; i++, x += ui_cell(ui))
		ui_draw_tile(ui, y, x, (tile_t)waits[i].kind, A_NORMAL);
}

static void draw_own(struct ui *ui, const struct layout *l)
{
	const struct seat_view *v = &ui->view;
	int me = ui->seat;
	draw_river(ui, l->own_river, (l->width - river_width(ui)) / 2, l->rr, me);
	draw_info(ui, l->own_info, 1, l->width - 2, me, false);
	draw_tenpai_mark(ui, l->own_info, l->width);

	int x0 = own_hand_x0(ui, l);
	if (ui->opt.watch && ui->remote) { /* a network watcher's: seat 0's hand face down */
		int w = draw_concealed(ui, l->own_hand, x0, me);
		draw_melds(ui, l->own_hand, x0 + w + 2, me);
		return;
	}
	bool choosing = ui->mode == MODE_DISCARD || ui->mode == MODE_RIICHI;
	/* the danger marks take the row of the position keys, which still work */
	bool marks = ui->panel == PANEL_DANGER;
	int xs[14];
	for (int i = 0; i < v->nhand && i < 14; i++)
		xs[i] = hand_x(ui, i, x0);
	if (marks && ui_danger_marks(ui, l->own_keys, xs, v->nhand < 14 ? v->nhand : 14) == 0)
		ui_put(l->own_keys, x0, _("Nobody threatens you: no riichi, no ready open hand."),
		       l->width - x0, A_DIM);
	for (int i = 0; i < v->nhand; i++) {
		int x = hand_x(ui, i, x0);
		unsigned long a = ui_is_dora(v, v->hand[i]) ? ui_color(ui, C_DORA) : 0;
		if (choosing && !position_allowed(ui, i))
			a |= A_DIM;
		if (choosing && i == ui->cursor)
			a |= A_REVERSE;
		ui_draw_tile(ui, l->own_hand, x, v->hand[i], a);
		if (choosing && i < 14 && !marks) {
			char key[2] = {ui_position_keys[i], 0};
			ui_put(l->own_keys, x, key, 1, i == ui->cursor ? A_REVERSE : A_DIM);
		}
	}
	int mx = hand_x(ui, v->nhand, x0) + 2;
	draw_melds(ui, l->own_hand, mx, me);
}

int ui_hand_at(const struct ui *ui, int y, int x)
{
	struct layout l;
	compute_layout(ui, &l);
	if (y != l.own_hand && y != l.own_keys)
		return -1;
	int x0 = own_hand_x0(ui, &l);
	for (int i = 0; i < ui->view.nhand; i++) {
		int hx = hand_x(ui, i, x0);
		if (x >= hx && x < hx + ui_cell(ui))
			return i;
	}
	return -1;
}

/* The prompt of a call, a kan or a win: every legal option, the selected one reversed, a win
 * in bold capitals and colour so that it is not taken for one more option. */
static void draw_prompt(struct ui *ui, const struct layout *l)
{
	int y = l->prompt, x = 1, W = l->width - 1;
	x += ui_put(y, x, ui->prompt_title ? ui->prompt_title : "", W - x, ui_color(ui, C_TITLE));
	x += 1;
	for (int i = 0; i < ui->nprompt && x < W; i++) {
		unsigned long attr = i == ui->prompt_sel ? A_REVERSE : A_NORMAL;
		char label[96];
		if (ui->prompt[i] < 0) { /* back to choosing a discard */
			snprintf(label, sizeof label, " %d %s", i + 1,
				 ui->prompt_cancel ? ui->prompt_cancel : _("Cancel"));
			x += ui_put(y, x, label, W - x, attr) + 1;
			continue;
		}
		const struct action *a = &ui->choices[ui->prompt[i]];
		if (a->type == ACT_RON || a->type == ACT_TSUMO) {
			attr |= A_BOLD | ui_color(ui, C_GOOD);
			/* TRANSLATORS: a win offered in a prompt: "RON!", "TSUMO!" */
			snprintf(label, sizeof label, _(" %d %s!"), i + 1,
				 a->type == ACT_RON ? _("RON") : _("TSUMO"));
			x += ui_put(y, x, label, W - x, attr) + 1;
			continue;
		}
		snprintf(label, sizeof label, " %d %s", i + 1, names_action_word(a->type));
		x += ui_put(y, x, label, W - x, attr);
		int nt = a->type == ACT_CHI || a->type == ACT_PON ? 2
			 : a->type == ACT_MINKAN		  ? 3
								  : 0;
		if (a->type == ACT_ANKAN || a->type == ACT_KAKAN) {
			ui_put(y, x, " ", 1, attr);
			x++;
			ui_draw_tile(ui, y, x, a->tile, attr);
			x += ui_cell(ui);
		}
		for (int t = 0; t < nt && x + ui_cell(ui) < W; t++) {
			if (t == 0) {
				ui_put(y, x, " ", 1, attr);
				x++;
			}
			ui_draw_tile(ui, y, x, a->hand[t], attr);
			x += ui_cell(ui);
		}
		x += 1;
	}
}

static bool can(const struct ui *ui, enum action_type t)
{
	for (int i = 0; i < ui->nchoices; i++)
		if (ui->choices[i].type == t)
			return true;
	return false;
}

static void draw_prompt_line(struct ui *ui, const struct layout *l)
{
	int W = l->width - 2;
	char line[256];
	switch (ui->mode) {
	case MODE_DISCARD:
		snprintf(line, sizeof line, "%s%s%s%s%s%s", _("Your turn: <- -> and Enter discard"),
			 can(ui, ACT_TSUMO) ? _("  t TSUMO") : "",
			 can(ui, ACT_RIICHI) ? _("  r riichi") : "",
			 can(ui, ACT_ANKAN) || can(ui, ACT_KAKAN) ? _("  k kan") : "",
			 can(ui, ACT_KITA) ? _("  n kita (North aside)") : "",
			 can(ui, ACT_KYUUSHU) ? _("  ! nine terminals draw") : "");
		ui_put(l->prompt, 1, line, W, ui_color(ui, C_TITLE));
		break;
	case MODE_RIICHI:
		ui_put(l->prompt, 1,
		       _("Riichi: choose the tile to discard, Enter declares, Esc cancels"), W,
		       ui_color(ui, C_RIICHI));
		break;
	case MODE_PROMPT:
		draw_prompt(ui, l);
		break;
	default:
		if (ui->prompt_text)
			ui_put(l->prompt, 1, ui->prompt_text, W, ui_color(ui, C_TITLE));
		else if (ui->opt.watch && ui->reason[0]) {
			/* the last move's reason; the keys are on the key line */
			int x = 1;
			if (ui->paused)
				x += ui_put(l->prompt, x, _("Paused. "), W, A_BOLD);
			ui_put(l->prompt, x, ui->reason, W - x + 1, A_NORMAL);
		} else if (ui->opt.watch && ui->remote) /* a network table's watcher */
			ui_put(l->prompt, 1,
			       ui->paused
				   ? _("Paused: space steps, p resumes, q or h back to the lobby")
				   : _("Watching: p pauses, space steps, q or h back to the lobby"),
			       W, A_DIM);
		else if (ui->opt.watch)
			ui_put(l->prompt, 1,
			       ui->paused ? _("Paused: space steps, p resumes, q quits")
					  : _("Watching: p pauses, m menu, q quits"),
			       W, A_DIM);
		break;
	}
	if (ui->deadline && ui->mode != MODE_WATCH) { /* a network table's time to answer */
		long long left = (ui->deadline - ui_now_ms() + 999) / 1000;
		char clock[64];
		snprintf(clock, sizeof clock, _("%llds left"), left > 0 ? left : 0);
		int cw = ui_text_width(clock);
		if (cw < W / 3) {
			ui_put(l->prompt, 1 + W - cw, clock, cw,
			       left <= 5 ? ui_color(ui, C_BAD) | A_BOLD : A_BOLD);
		}
	}
	if (ui_command_draw(ui, l->message, l->hints, W)) /* the / line takes the message's row */
		return;
	bool long_status = false;
	if (ui->status[0]) {
		/* a status too long for its row (a path) takes the key reminder's row too */
		const char *next;
		textwidth_line(ui->status, W, &next);
		long_status = *next != 0;
		ui_put_wrapped(long_status ? l->hints : l->message, 1, ui->status, W,
			       long_status ? 2 : 1, A_BOLD);
	} else if (ui->panel == PANEL_DANGER &&
		   (ui->mode == MODE_DISCARD || ui->mode == MODE_RIICHI) &&
		   ui_danger_cursor(ui, line, sizeof line))
		ui_put_wrapped(l->message, 1, line, W, 1, A_NORMAL);
	else if (ui->nlog) /* the whole line is in the log beside or in the centre */
		ui_put_wrapped(l->message, 1, ui->log[ui->nlog - 1], W, 1, A_NORMAL);
	if (!long_status)
		ui_put(l->hints, 1, ui->hints_text ? ui->hints_text : ui_family_of(ui)->hints(ui),
		       W, A_DIM);
}

/*
 * The latest log lines that fit in rows y0 .. y0 + rows - 1, each wrapped between words into
 * w columns; the newest in attribute last, the rest in older.
 */
static int wrapped_rows(const char *s, int w)
{
	int n = 0;
	while (*s) {
		textwidth_line(s, w, &s);
		n++;
	}
	return n;
}

static void draw_log_lines(struct ui *ui, int y0, int x, int w, int rows, unsigned long last,
			   unsigned long older)
{
	/* the lines that fit whole, newest first; drawn from the top down */
	int first = ui->nlog, used = 0;
	while (first > 0 && used + wrapped_rows(ui->log[first - 1], w) <= rows)
		used += wrapped_rows(ui->log[--first], w);
	for (int i = first, y = y0; i < ui->nlog; i++) {
		int need = wrapped_rows(ui->log[i], w);
		ui_put_wrapped(y, x, ui->log[i], w, need, i == ui->nlog - 1 ? last : older);
		y += need;
	}
}

/* The pinned notice in rows from y, wrapped into w columns; the rows it took. */
static int draw_notice(struct ui *ui, int y, int x, int w, int rows)
{
	if (!ui->notice[0] || rows < 2)
		return 0;
	int need = wrapped_rows(ui->notice, w);
	if (need > rows - 1)
		need = rows - 1;
	ui_put_wrapped(y, x, ui->notice, w, need, ui_color(ui, C_BAD));
	return need;
}

/*
 * The centre of a table with the log beside it: the round and the tiles left in the wall, in
 * the middle of the rivers as the big clients show them (the moves are in the log already).
 */
static void draw_round_box(struct ui *ui, int y, int x, int w)
{
	char round[64], wall[64];
	ui_round_name(ui->view.round_wind, ui->view.hand_number, round, sizeof round);
	snprintf(wall, sizeof wall,
		 ngettext("%d tile left", "%d tiles left", (unsigned long)ui->view.live_left),
		 ui->view.live_left);
	int rw = ui_text_width(round), ww = ui_text_width(wall);
	ui_put(y, x + (rw < w ? (w - rw) / 2 : 0), round, w, ui_color(ui, C_TITLE) | A_BOLD);
	ui_put(y + 1, x + (ww < w ? (w - ww) / 2 : 0), wall, w, A_DIM);
}

/* The centre: the last few things that happened, or the round when the log is beside. */
static void draw_centre(struct ui *ui, const struct layout *l)
{
	int x = l->side_w + 2, w = l->width - 2 * l->side_w - 4;
	int y0 = l->mid_melds, rows = l->mid_river + l->rr - y0;
	if (l->log_w) {
		draw_round_box(ui, l->mid_hand + (l->mid_river + l->rr - l->mid_hand) / 2 - 1, x,
			       w);
		return;
	}
	if (rows > 6)
		rows = 6;
	int pinned = l->log_w ? 0 : draw_notice(ui, y0, x, w, rows);
	draw_log_lines(ui, y0 + pinned, x, w, rows - pinned, A_BOLD, A_DIM);
}

static void draw_log_panel(struct ui *ui, const struct layout *l)
{
	if (!l->log_w)
		return;
	int x = l->log_x + 1, w = l->log_w - 2;
	for (int y = 0; y < LINES; y++)
		mvaddch(y, l->log_x - 1, ACS_VLINE);
	ui_put(0, x, _("What happened"), w, ui_color(ui, C_TITLE));
	int pinned = draw_notice(ui, 2, x, w, LINES - 2);
	draw_log_lines(ui, 2 + pinned + (pinned > 0), x, w, LINES - 2 - pinned - (pinned > 0),
		       A_NORMAL, A_NORMAL);
}

/*
 * The hint's box, sized to its text: as wide as its widest line up to the table's width, then
 * as tall as its lines wrapped to that width; moved up when the rows below the top hand cannot
 * hold it.
 */
static void hint_box(struct ui *ui, const struct layout *l, int *top, int *height, int *w)
{
	int room = l->width - 2;
	*w = ui_hint_width(ui) + 4;
	if (*w > room)
		*w = room;
	*height = ui_hint_lines(ui, *w - 4) + 2;
	if (*height > LINES)
		*height = LINES;
	if (*top + *height > LINES)
		*top = LINES - *height;
}

void ui_redraw(struct ui *ui)
{
	erase();
	if (ui_too_small()) {
		ui_draw_too_small();
		refresh();
		return;
	}
	struct layout l;
	compute_layout(ui, &l);
	draw_status(ui, &l);
	draw_opponents(ui, &l);
	draw_centre(ui, &l);
	draw_own(ui, &l);
	draw_prompt_line(ui, &l);
	draw_log_panel(ui, &l);
	if (ui->panel != PANEL_NONE && ui->panel != PANEL_DANGER) { /* danger: marks, no box */
		int w = l.width - 8 < 72 ? l.width - 8 : 72;
		int top = l.top_hand + 1, height = l.own_river - l.top_hand;
		if (ui->panel == PANEL_HINT)
			hint_box(ui, &l, &top, &height, &w);
		ui_draw_panel(ui, top, (l.width - w) / 2, height, w);
	}
	refresh();
}
