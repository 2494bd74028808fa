/*
 * Defence drills on the screen: the table at the moment of the question, your discard, and
 * the verdict against the riichi hand's true wait and the danger model, explained.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "src/text/i18n.h"
#include "src/ui/drill.h"
#include "src/ui/ui_internal.h"

enum { DRILL_TRIES = 300 }; /* self-play games looked through for one position */

struct drill_screen {
	struct drill_position *p;
	struct drill_verdict v;
	struct drill_record *r;
	int choice;
	int number;
};

static struct drill_screen shown;

static int percent(int tenths)
{
	return tenths >= 990 ? 99 : (tenths + 5) / 10;
}

static int put_line(struct ui *ui, int y, const char *text, unsigned long attr);

/*
 * "8p genbutsu 0%, 9s suji 3%, ...": every kind held, safest first, as the marks give it
 * (drill_danger), from row y on, broken between tiles; returns the next row.
 */
static int safest_first(struct ui *ui, const struct drill_position *p, int y)
{
	int kinds[14], n = drill_safest_first(p, kinds), W = COLS - 4;
	char line[512] = "";
	size_t len = 0;
	for (int i = 0; i < n; i++) {
		struct ai_tile_danger td;
		drill_danger(p, kinds[i], &td);
		char entry[128];
		snprintf(entry, sizeof entry, "%s %s %d%%%s", ui_tile_word(ui, (tile_t)kinds[i]),
			 _(ai_danger_class_name(td.cls)), percent(td.chance), i + 1 < n ? "," : "");
		if (len && ui_text_width(line) + 1 + ui_text_width(entry) > W) {
			y = put_line(ui, y, line, A_NORMAL);
			len = 0;
			line[0] = 0;
		}
		len +=
		    (size_t)snprintf(line + len, sizeof line - len, "%s%s", len ? " " : "", entry);
	}
	if (len)
		y = put_line(ui, y, line, A_NORMAL);
	return y;
}

static int put_line(struct ui *ui, int y, const char *text, unsigned long attr)
{
	(void)ui;
	if (y < LINES - 2)
		ui_put(y, 2, text, COLS - 4, attr);
	return y + 1;
}

static void redraw_verdict(struct ui *ui)
{
	const struct drill_screen *s = &shown;
	const struct drill_position *p = s->p;
	const struct drill_verdict *v = &s->v;
	erase();
	char line[512], tiles[256];
	const char *who = ui_player_name(ui, p->riichi);
	int y = 1;
	snprintf(line, sizeof line, _("Drill %d (level %d, game seed %llu)"), s->number,
		 p->level + 1, (unsigned long long)p->seed);
	y = put_line(ui, y, line, ui_color(ui, C_TITLE));
	y++;
	tile_t t = p->choices[s->choice].tile;
	snprintf(line, sizeof line,
		 v->dealt_in ? _("You let %s go: it was in %s's wait, you would have dealt in.")
			     : _("You let %s go: it was not in %s's wait, it was safe."),
		 ui_tile_word(ui, t), who);
	y = put_line(ui, y, line,
		     v->dealt_in ? ui_color(ui, C_BAD) | A_BOLD : ui_color(ui, C_GOOD));
	size_t len = 0;
	tiles[0] = 0;
	for (int i = 0; i < p->nriichi_hand && len < sizeof tiles; i++)
		len += (size_t)snprintf(tiles + len, sizeof tiles - len, "%s%s", i ? " " : "",
					ui_tile_word(ui, p->riichi_hand[i]));
	snprintf(line, sizeof line, _("%s's hand: %s"), who, tiles);
	y = put_line(ui, y, line, A_NORMAL);
	len = 0;
	tiles[0] = 0;
	for (int k = 0; k < TILE_KINDS && len < sizeof tiles; k++)
		if (p->waits[k])
			len += (size_t)snprintf(tiles + len, sizeof tiles - len, "%s%s",
						len ? " " : "", ui_tile_word(ui, (tile_t)k));
	if (p->furiten)
		snprintf(line, sizeof line, "%s",
			 _("It was furiten: no discard could have dealt in to it."));
	else
		snprintf(line, sizeof line, _("It was waiting on %s."), tiles);
	y = put_line(ui, y, line, A_NORMAL);
	y++;
	y = put_line(ui, y, _("Your tiles, safest first (the chance to deal in if it is ready):"),
		     A_BOLD);
	y = safest_first(ui, p, y);
	if (p->level < 2) {
		y = put_line(ui, y,
			     v->safest ? _("Your tile was the safest you held, by the model.")
				       : _("A safer tile was in your hand, by the model."),
			     A_NORMAL);
	} else {
		const struct ai_pushfold *pf = &p->advice.pf;
		snprintf(line, sizeof line,
			 /* TRANSLATORS: the first %s names the AI: "balanced" */
			 _("The %s AI's weighing: going on, %d%% to win about %d and %d%% to deal "
			   "in; folding, %d%% to deal in: %s."),
			 ai_advisor->player.name, (pf->win + 5) / 10, pf->value,
			 (pf->deal_in + 5) / 10, (pf->fold_deal_in + 5) / 10,
			 v->advised_push ? _("push") : _("fold"));
		y = put_line(ui, y, line, A_NORMAL);
		y = put_line(ui, y,
			     v->pushed ? _("You stayed ready: a push.")
				       : _("You gave up the ready hand: a fold."),
			     v->agrees ? ui_color(ui, C_GOOD) : A_NORMAL);
	}
	y++;
	snprintf(line, sizeof line,
		 _("Points %d of 2. Your record: %d answered, %d safe, %d best; level %d of %d."),
		 v->points, s->r->answered, s->r->safe, s->r->best, s->r->level + 1, DRILL_LEVELS);
	y = put_line(ui, y, line, A_BOLD);
	/* the record could not be kept: said where it stays in view */
	if (ui->status[0] && y + 1 < LINES - 1)
		ui_put_wrapped(y + 1, 2, ui->status, COLS - 4, LINES - 2 - y,
			       ui_color(ui, C_BAD) | A_BOLD);
	ui_put(LINES - 1, 1, _("Enter: next position    q: quit"), COLS - 2, A_DIM);
}

static const char *record_note;

static void redraw_note(struct ui *ui)
{
	erase();
	ui_put(1, 2, _("Your drill record"), COLS - 4, ui_color(ui, C_TITLE) | A_BOLD);
	int rows = ui_put_wrapped(3, 2, record_note, COLS - 4, LINES - 5, A_NORMAL);
	ui_put(4 + rows, 2, _("Press any key to go on."), COLS - 4, A_DIM);
}

/* Tells the player what became of a record that could not be read, until a key. */
static void show_record_note(struct ui *ui, const char *note)
{
	record_note = note;
	ui_wait_key(ui, redraw_note);
}

/* q on a verdict asks first, as at the table: one key must not end a session by mistake. */
static bool confirm_quit(struct ui *ui)
{
	char kept[sizeof ui->status];
	memcpy(kept, ui->status, sizeof kept);
	snprintf(ui->status, sizeof ui->status, "%s",
		 _("Quit the drills? Press y to quit, any other key to go on."));
	int key = ui_wait_key(ui, redraw_verdict);
	memcpy(ui->status, kept, sizeof kept);
	ui->quit = key == 'y' || key == 'Y';
	return ui->quit;
}

int ui_drill(struct ui *ui, const struct ui_options *o)
{
	static struct drill_position p;
	static struct drill_record r;
	static struct controller human = {.name = "human", .choose = ui_human_choose};
	bool color = ui->color, mouse = ui->mouse;
	memset(ui, 0, sizeof *ui);
	ui->color = color;
	ui->mouse = mouse;
	ui->opt = *o;
	ui_tiles_init(ui);
	human.data = ui;
	static char note[1024];
	int loaded = drill_record_load(&r, note, sizeof note);
	if (note[0])
		show_record_note(ui, note);
	uint64_t seed = o->seed_set ? o->seed : (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	struct controller *autoplay = NULL;
	const struct player_kind *k = o->autoplay ? players_find(o->autoplay) : NULL;
	if (k)
		autoplay = k->create(k, 0, rules_preset("standard"), seed);
	for (int number = 1; !ui->quit; number++) {
		uint64_t next = drill_find(seed, r.level, DRILL_TRIES, &p);
		if (!next) {
			snprintf(ui->error, sizeof ui->error, "%s",
				 _("no drill position was found in the games tried"));
			break;
		}
		seed = next;
		ui->game = p.g;
		ui->seat = ui->player = p.seat;
		ui->view = p.view;
		ui->danger_fixed = true; /* the marks judge against the riichi asked about */
		ui->danger_seat = p.riichi;
		/* the tile just drawn stands apart, as at the table (no tile was drawn after a
		 * call) */
		ui->drawn_gap = false;
		for (int i = 0; i < p.nchoices; i++)
			ui->drawn_gap |= p.choices[i].tsumogiri;
		ui->autoplay = autoplay;
		ui->panel = PANEL_NONE;
		snprintf(ui->status, sizeof ui->status,
			 p.level < 2
			     ? _("Drill %d: which tile is safest against %s's riichi?")
			     : _("Drill %d: you are ready. Push or fold against %s's riichi?"),
			 number, ui_player_name(ui, p.riichi));
		int c = human.choose(&human, &p.view, p.choices, p.nchoices);
		ui->status[0] = 0;
		if (ui->quit)
			break;
		shown = (struct drill_screen){.p = &p, .r = &r, .choice = c, .number = number};
		drill_judge(&p, c, &shown.v);
		drill_record_add(&r, &shown.v);
		char err[300];
		if (loaded < 0)
			snprintf(ui->status, sizeof ui->status, "%s",
				 _("The drill record was not kept: it could not be read."));
		else if (drill_record_save(&r, err, sizeof err) < 0)
			snprintf(ui->status, sizeof ui->status,
				 _("The drill record was not kept: %s"), err);
		for (;;) {
			int key = ui_wait_key(ui, redraw_verdict);
			if (key == 'q' && confirm_quit(ui))
				break;
			if (key == '\n' || key == '\r' || key == ' ' || key == KEY_ENTER)
				break;
		}
	}
	if (autoplay)
		k->destroy(autoplay);
	ui->autoplay = NULL;
	ui->game = NULL;
	drill_position_free(&p);
	return ui->error[0] ? EXIT_FAILURE : EXIT_SUCCESS;
}
