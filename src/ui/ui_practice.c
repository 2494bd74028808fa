/*
 * Riichi defence practice: the danger of each tile in the hand against each
 * threat (the defensive AI's reading), the review of a deal-in, and the
 * running deal-in rate.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "src/text/i18n.h"
#include "src/ui/ui_internal.h"

/* One character per danger class, shown under each tile; the legend spells them out. */
static const char danger_code[DANGER_CLASSES] = {
    [DANGER_NONE] = '-',      [DANGER_GENBUTSU] = 'G',	 [DANGER_PASSED] = 'P',
    [DANGER_NO_CHANCE] = 'K', [DANGER_SUJI] = 'S',	 [DANGER_HONOR_LAST] = 'L',
    [DANGER_HONOR] = 'H',     [DANGER_ONE_CHANCE] = '1', [DANGER_HALF_SUJI] = 'h',
    [DANGER_OUTSIDE] = 'O',   [DANGER_LIVE] = '!',
};

/* Columns of the label before the rows of the panel, and of each tile's cell. */
enum { LABEL_W = 12, CELL_W = 4 };

static int percent(int tenths)
{
	return tenths >= 990 ? 99 : (tenths + 5) / 10;
}

static const char *threat_label(const struct ui *ui, const struct ai_seat_danger *d)
{
	static char buf[64];
	if (d->riichi)
		return ui_player_name(ui, d->seat);
	/* TRANSLATORS: a player with an open hand that looks ready; keep it short. */
	snprintf(buf, sizeof buf, _("%s open"), ui_player_name(ui, d->seat));
	return buf;
}

void ui_practice_decided(struct ui *ui, int c)
{
	struct ui_practice *p = &ui->practice;
	if (!ui->opt.practice_defence || c < 0 || c >= ui->nchoices)
		return;
	const struct action *a = &ui->choices[c];
	if (a->type != ACT_DISCARD && a->type != ACT_RIICHI)
		return;
	p->nthreats = ai_threat_dangers(&ui->view, game_rules(ui->game), p->threats);
	p->nhand = ui->view.nhand;
	memcpy(p->hand, ui->view.hand, (size_t)p->nhand);
	p->discarded = a->tile;
}

void ui_practice_hand_start(struct ui *ui)
{
	struct ui_practice *p = &ui->practice;
	p->nthreats = 0;
	p->nhand = 0;
	p->discarded = 0xff;
	p->dealt_in = false;
	p->nreview = 0;
}

/* "1p genbutsu 0%, E honour 2%": the kinds held that were safer than the tile let go. */
static void safer_tiles(const struct ui *ui, const struct ai_seat_danger *d, int worse, char *out,
			size_t size)
{
	bool seen[TILE_KINDS] = {false};
	int kinds[14], n = 0;
	for (int i = 0; i < ui->practice.nhand; i++) {
		int k = tile_kind(ui->practice.hand[i]);
		if (!seen[k] && d->chance[k] < worse) {
			seen[k] = true;
			kinds[n++] = k;
		}
	}
	for (int i = 1; i < n; i++) /* safest first */
		for (int j = i; j > 0 && d->chance[kinds[j]] < d->chance[kinds[j - 1]]; j--) {
			int t = kinds[j];
			kinds[j] = kinds[j - 1];
			kinds[j - 1] = t;
		}
	out[0] = 0;
	size_t len = 0;
	for (int i = 0; i < n && i < 4 && len < size; i++)
		len += (size_t)snprintf(out + len, size - len, "%s%s %s %d%%", i ? ", " : "",
					ui_tile_word(ui, (tile_t)kinds[i]),
					_(ai_danger_class_name(d->cls[kinds[i]])),
					percent(d->chance[kinds[i]]));
}

void ui_practice_win(struct ui *ui, int winner, int from, tile_t tile)
{
	struct ui_practice *p = &ui->practice;
	if (!ui->opt.practice_defence || from != ui->seat || winner == ui->seat || p->nreview >= 4)
		return;
	p->dealt_in = true;
	char *line = p->review[p->nreview++];
	size_t size = sizeof p->review[0];
	const char *name = ui_player_name(ui, winner);
	if (p->discarded == 0xff || tile_kind(p->discarded) != tile_kind(tile)) {
		snprintf(line, size, _("%s won on your %s."), name, ui_tile_word(ui, tile));
		return;
	}
	const struct ai_seat_danger *d = NULL;
	for (int i = 0; i < p->nthreats; i++)
		if (p->threats[i].seat == winner)
			d = &p->threats[i];
	if (!d) {
		snprintf(line, size,
			 _("You dealt in to %s with %s, though it showed no riichi and no ready "
			   "open hand."),
			 name, ui_tile_word(ui, tile));
		return;
	}
	int k = tile_kind(tile);
	char safer[160];
	safer_tiles(ui, d, d->chance[k], safer, sizeof safer);
	snprintf(line, size, _("You dealt in to %s with %s (%s, %d%%)."), name,
		 ui_tile_word(ui, tile), _(ai_danger_class_name(d->cls[k])), percent(d->chance[k]));
	line = p->review[p->nreview++];
	if (safer[0])
		/* TRANSLATORS: as "1p genbutsu 0%, E honour 2%". */
		snprintf(line, size, _("  Safer tiles you held: %s"), safer);
	else
		snprintf(line, size, "%s", _("  No safer tile was in your hand."));
}

void ui_practice_hand_end(struct ui *ui)
{
	struct ui_practice *p = &ui->practice;
	if (!ui->opt.practice_defence)
		return;
	p->hands++;
	p->dealins += p->dealt_in;
}

const char *ui_practice_rate(const struct ui *ui)
{
	static char buf[160];
	const struct ui_practice *p = &ui->practice;
	snprintf(buf, sizeof buf,
		 ngettext("Deal-ins since the practice began: %d in %d hand (%d%%)",
			  "Deal-ins since the practice began: %d in %d hands (%d%%)",
			  (unsigned long)p->hands),
		 p->dealins, p->hands, p->hands ? (p->dealins * 100 + p->hands / 2) / p->hands : 0);
	return buf;
}

int ui_practice_review(struct ui *ui, int y, int x, int w)
{
	const struct ui_practice *p = &ui->practice;
	if (!ui->opt.practice_defence)
		return y;
	for (int i = 0; i < p->nreview; i++) {
		move(y, 0);
		clrtoeol();
		ui_put(y++, x, p->review[i], w, ui_color(ui, C_BAD));
	}
	move(y, 0);
	clrtoeol();
	ui_put(y++, x, ui_practice_rate(ui), w, A_DIM);
	return y;
}

bool ui_tile_danger(const struct ui *ui, const struct seat_view *v, int k,
		    struct ai_tile_danger *out)
{
	struct ai_seat_danger d[SEATS - 1];
	int nth = ai_threat_dangers(v, game_rules(ui->game), d);
	return ai_tile_danger(d, nth, ui->danger_fixed ? ui->danger_seat : -1, k, out);
}

/*
 * The danger marks under one's own tiles: for each tile, as ui_tile_danger() judges it (against
 * the real threat it is most dangerous to, the drill's riichi in a drill), the letter of why it
 * is safe (in the colour of how safe) and then the chance to deal in if that hand is ready, in
 * percent, in bold: "S4" is suji, 4%. Returns how many threats there are (0: nothing drawn).
 */
int ui_danger_marks(struct ui *ui, int y, const int *xs, int n)
{
	struct ai_seat_danger d[SEATS - 1];
	int nth = ai_threat_dangers(&ui->view, game_rules(ui->game), d);
	if (nth == 0)
		return 0;
	for (int i = 0; i < n && i < ui->view.nhand; i++) {
		struct ai_tile_danger td;
		ai_tile_danger(d, nth, ui->danger_fixed ? ui->danger_seat : -1,
			       tile_kind(ui->view.hand[i]), &td);
		enum ai_danger_class c = td.cls;
		int pc = percent(td.chance);
		unsigned long a = pc >= 8 || c == DANGER_LIVE ? ui_color(ui, C_BAD)
				  : pc <= 1		      ? ui_color(ui, C_GOOD)
							      : A_NORMAL;
		/* one column for the percentage, so that marks never run together: 10% and
		 * more is "+", the exact figure is on the message line for the cursor's tile */
		char letter[2] = {danger_code[c], 0},
		     number[2] = {pc >= 10 ? '+' : (char)('0' + pc), 0};
		ui_put(y, xs[i], letter, 1, a | A_BOLD);
		ui_put(y, xs[i] + 1, number, 1, a);
	}
	return nth;
}

/* "Danger marks (e): G genbutsu, S suji, ... ! live; then the % to deal in if ready." */
void ui_danger_legend(char *buf, size_t size)
{
	size_t len = (size_t)snprintf(buf, size, "%s", _("Danger marks (e):"));
	for (int c = DANGER_GENBUTSU; c < DANGER_CLASSES && len < size; c++)
		len += (size_t)snprintf(buf + len, size - len, "%s %c %s",
					c == DANGER_GENBUTSU ? "" : ",", danger_code[c],
					_(ai_danger_class_name(c)));
	if (len < size)
		snprintf(buf + len, size - len, "%s",
			 /* xgettext:no-c-format */
			 _("; then the % to deal in if that player is ready."));
}

/* "7m: live, 12% to deal in if Right is ready." for the tile under the cursor; false: none. */
bool ui_danger_cursor(struct ui *ui, char *buf, size_t size)
{
	const struct seat_view *v = &ui->view;
	struct ai_tile_danger td;
	if (ui->cursor < 0 || ui->cursor >= v->nhand ||
	    !ui_tile_danger(ui, v, tile_kind(v->hand[ui->cursor]), &td))
		return false;
	/* TRANSLATORS: the tile under the cursor, why it is (not) safe, the chance, the player. */
	snprintf(buf, size, _("%s: %s, %d.%d%% to deal in if %s is ready."),
		 ui_tile_word(ui, v->hand[ui->cursor]), _(ai_danger_class_name(td.cls)),
		 td.chance / 10, td.chance % 10, ui_player_name(ui, td.seat));
	return true;
}

/* What the marks mean, said once when they are turned on. */
const char *ui_danger_marks_note(void)
{
	/* xgettext:no-c-format */
	return _("Danger marks: why each tile is safe (? lists them), % to deal in if ready");
}

/* The legend, wrapped to w columns; draws it when draw, and returns the lines it takes. */
static int legend(int y, int x, int w, bool draw)
{
	int lines = 1, cx = 0;
	for (int c = DANGER_GENBUTSU; c < DANGER_CLASSES; c++) {
		char entry[80];
		snprintf(entry, sizeof entry, "%c %s", danger_code[c], _(ai_danger_class_name(c)));
		int ew = ui_text_width(entry);
		if (cx && cx + 2 + ew > w) {
			lines++;
			cx = 0;
		} else if (cx) {
			cx += 2;
		}
		if (draw)
			ui_put(y + lines - 1, x + cx, entry, w - cx, A_DIM);
		cx += ew;
	}
	return lines;
}

int ui_practice_panel_lines(struct ui *ui, int w)
{
	struct ai_seat_danger d[SEATS - 1];
	int n = ai_threat_dangers(&ui->view, game_rules(ui->game), d);
	int lines = ui->opt.practice_defence;
	if (n == 0)
		return lines + 1;
	return lines + 2 + n + legend(0, 0, w, false);
}

int ui_practice_panel(struct ui *ui, int y, int x, int w)
{
	const struct seat_view *v = &ui->view;
	if (ui->opt.practice_defence)
		ui_put(y++, x, ui_practice_rate(ui), w, A_BOLD);
	struct ai_seat_danger d[SEATS - 1];
	int n = ai_threat_dangers(v, game_rules(ui->game), d);
	if (n == 0) {
		ui_put(y++, x, _("Nobody threatens you: no riichi, no ready open hand."), w,
		       A_NORMAL);
		return y;
	}
	int tx = x + LABEL_W;
	for (int i = 0; i < v->nhand && tx + CELL_W * i < x + w; i++)
		ui_draw_tile(ui, y, tx + CELL_W * i, v->hand[i],
			     ui_is_dora(v, v->hand[i]) ? ui_color(ui, C_DORA) : 0);
	y++;
	for (int t = 0; t < n; t++, y++) {
		ui_put(y, x, threat_label(ui, &d[t]), LABEL_W - 1,
		       d[t].riichi ? ui_color(ui, C_RIICHI) : A_NORMAL);
		for (int i = 0; i < v->nhand && tx + CELL_W * i < x + w; i++) {
			int k = tile_kind(v->hand[i]);
			char cell[16];
			int pc = percent(d[t].chance[k]);
			if (pc == 0)
				snprintf(cell, sizeof cell, "%c", danger_code[d[t].cls[k]]);
			else
				snprintf(cell, sizeof cell, "%c%d", danger_code[d[t].cls[k]], pc);
			unsigned long a = d[t].cls[k] == DANGER_LIVE || pc >= 8
					      ? ui_color(ui, C_BAD)
					  : pc <= 1 ? ui_color(ui, C_GOOD)
						    : A_NORMAL;
			ui_put(y, tx + CELL_W * i, cell, CELL_W - 1, a);
		}
	}
	y += legend(y, x, w, true);
	ui_put(y++, x, _("Numbers: the chance, in percent, to deal in if that hand is ready."), w,
	       A_DIM);
	return y;
}
