/*
 * The replay viewer (jansou review FILE): a log's table step by step, forward and back, by
 * hand, by the reviewed seat's decisions or by those where the AI would have played
 * otherwise; every hand open or only what the seat saw; each hand's result board; at each
 * decision the AI's second opinion with the figures of both choices. src/ui/review.c gives
 * the steps; the table, the result board and the log are the game's own drawing.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/notation.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/ui/review.h"
#include "src/ui/term_guard.h"
#include "src/ui/ui.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"

struct viewer {
	struct review r;
	int pos;   /* the step shown */
	bool open; /* every hand open, or only what the seat saw */
	char prompt[320], hints[256];
};

/* The viewer's keys, for its help screen and the manual. */
static const struct {
	const char *keys, *help;
} review_keys[] = {
    {"Right l space", N_("the next step")},
    {"Left h", N_("the step before")},
    {"Down j", N_("the next hand")},
    {"Up k", N_("the start of this hand, then the hand before")},
    {"n p", N_("the next or the previous decision of the seat reviewed")},
    {"d D", N_("the next or the previous decision where the AI would play otherwise")},
    {"t", N_("timeline: every decision where the AI differs; Enter goes to it")},
    {"o", N_("every hand open, or only what the seat reviewed saw")},
    {"Home End", N_("the first or the last step")},
    {"?", N_("this help")},
    {"q", N_("quit")},
};

/* ---- moving ------------------------------------------------------------ */

static int hand_first(const struct viewer *v, int i)
{
	int h = v->r.steps[i].hand;
	while (i > 0 && v->r.steps[i - 1].hand == h)
		i--;
	return i;
}

static int next_hand(const struct viewer *v, int i)
{
	for (int j = i + 1; j < v->r.nsteps; j++)
		if (v->r.steps[j].hand != v->r.steps[i].hand)
			return j;
	return i;
}

static int prev_hand(const struct viewer *v, int i)
{
	int first = hand_first(v, i);
	if (first < i)
		return first;
	return first > 0 ? hand_first(v, first - 1) : 0;
}

/* The next (dir 1) or previous (-1) step with a decision of the seat; differing: only those
 * where the AI would play otherwise. i itself when there is none. */
static int seek_choice(const struct viewer *v, int i, int dir, bool differing)
{
	for (int j = i + dir; j >= 0 && j < v->r.nsteps; j += dir) {
		int c = v->r.steps[j].choice;
		if (c >= 0 && (!differing || !v->r.choices[c].agreed))
			return j;
	}
	return i;
}

/* ---- the log lines, as the game writes them --------------------------- */

static void log_step(struct ui *ui, const struct review_step *s)
{
	const struct game_event *ev = &s->ev;
	struct ui_log_arg round = UI_LOG_ARG_ROUND(ev->round_wind, ev->hand_number);
	switch (ev->type) {
	case EV_HAND_START:
		if (ev->dealer == ui->seat)
			ui_log(ui, N_("%s begins, you deal"), round);
		else
			ui_log(ui, N_("%s begins, %s deals"), round, UI_LOG_ARG_PLAYER(ev->dealer));
		break;
	case EV_DISCARD:
		ui_log(ui, ev->riichi ? N_("%s: riichi %s") : "%s: %s", UI_LOG_ARG_PLAYER(ev->seat),
		       UI_LOG_ARG_TILE(ev->tile));
		break;
	case EV_CALL:
	case EV_KAN:
		ui_log_call(ui, ev);
		break;
	case EV_KITA:
		ui_log(ui, N_("%s: kita, a North set aside"), UI_LOG_ARG_PLAYER(ev->seat));
		break;
	case EV_FLOWER:
		ui_family_of(ui)->flower_event(ui, ev);
		break;
	case EV_DORA:
		ui_log(ui, N_("New dora indicator: %s"), UI_LOG_ARG_TILE(ev->tile));
		break;
	case EV_WIN:
		ui_log_win(ui, ev->seat,
			   s->view.family == RULES_MCR ? s->mcr.points : s->score.total);
		break;
	case EV_EXHAUSTIVE_DRAW:
		ui_log_args(ui, N_("Exhaustive draw"), NULL);
		break;
	case EV_ABORTIVE_DRAW:
		ui_log_args(ui, N_("Abortive draw"), NULL);
		break;
	default:
		break;
	}
}

/* ---- the result board -------------------------------------------------- */

/* The end of the hand up to step i, in ui->end for the game's result board. */
static void build_board(struct ui *ui, const struct viewer *v, int i)
{
	memset(&ui->end, 0, sizeof ui->end);
	for (int j = hand_first(v, i); j <= i; j++) {
		const struct review_step *s = &v->r.steps[j];
		/* the event as the engine sent it: its value where the step keeps its copy */
		struct game_event ev = s->ev;
		ev.score = s->view.family == RULES_MCR ? NULL : &s->score;
		ev.mcr = s->view.family == RULES_MCR ? &s->mcr : NULL;
		int nlog = ui->nlog;
		ui_end_record(ui, &ev, &s->view);
		ui->nlog = nlog; /* the family's log line of a win is among the steps' already */
	}
	ui->hands_seen = v->r.steps[i].hand + 1;
}

/* ---- drawing ----------------------------------------------------------- */

/* "Discard 5m", "Pon 5m 5m +5m": an action in the words of the game, its tiles as the table
 * draws them in text. */
static const char *action_text(struct ui *ui, const struct action *a, char *buf, size_t size)
{
	const char *word = names_action_word(a->type);
	switch (a->type) {
	case ACT_DISCARD:
	case ACT_RIICHI:
	case ACT_ANKAN:
	case ACT_KAKAN:
		snprintf(buf, size, "%s %s", word, ui_tile_word(ui, a->tile));
		break;
	case ACT_CHI:
	case ACT_PON:
		snprintf(buf, size, "%s %s %s +%s", word, ui_tile_word(ui, a->hand[0]),
			 ui_tile_word(ui, a->hand[1]), ui_tile_word(ui, a->tile));
		break;
	case ACT_MINKAN:
		snprintf(buf, size, "%s %s %s %s +%s", word, ui_tile_word(ui, a->hand[0]),
			 ui_tile_word(ui, a->hand[1]), ui_tile_word(ui, a->hand[2]),
			 ui_tile_word(ui, a->tile));
		break;
	default:
		snprintf(buf, size, "%s", word);
	}
	return buf;
}

/* "2 away, 24 tiles, 1.3% to deal in": a discard's figures as the AI weighed them. */
static void figures(const struct ai_explain *ex, tile_t t, char *buf, size_t size)
{
	for (int i = 0; i < ex->ncand; i++) {
		const struct ai_candidate *c = &ex->cand[i];
		if (tile_kind(c->tile) != tile_kind(t))
			continue;
		char away[48];
		if (c->shanten <= 0)
			snprintf(away, sizeof away, "%s", _("ready"));
		else
			snprintf(away, sizeof away,
				 ngettext("%d away", "%d away", (unsigned long)c->shanten),
				 c->shanten);
		int len = snprintf(
		    buf, size, ngettext("%s, %d tile", "%s, %d tiles", (unsigned long)c->ukeire),
		    away, c->ukeire);
		if (ex->defending && len > 0 && (size_t)len < size)
			snprintf(buf + len, size - (size_t)len, _(", danger %.1f%%"),
				 c->danger / 10.0);
		return;
	}
	buf[0] = 0;
}

/* The prompt row: where in the log; at a decision, what was played and the AI's choice. The
 * message row: the figures of both, or that the AI agrees. */
static void describe(struct ui *ui, struct viewer *v)
{
	const struct review_step *s = &v->r.steps[v->pos];
	char where[96];
	/* TRANSLATORS: the replay viewer's place in the log: "Step 35 of 812". */
	snprintf(where, sizeof where, _("Step %d of %d"), v->pos + 1, v->r.nsteps);
	ui->status[0] = 0;
	if (s->choice < 0) {
		snprintf(v->prompt, sizeof v->prompt, "%s", where);
		return;
	}
	const struct review_choice *c = &v->r.choices[s->choice];
	char played[64], suggested[64], why[200];
	action_text(ui, &c->played, played, sizeof played);
	action_text(ui, &c->suggested, suggested, sizeof suggested);
	ai_explain_why(&c->ex, why, sizeof why);
	if (c->agreed) {
		/* TRANSLATORS: the viewer at a decision the AI (named: "balanced") agrees
		 * with. */
		snprintf(v->prompt, sizeof v->prompt, _("%s: played %s; the %s AI agrees (%s)"),
			 where, played, ai_advisor->player.name, why);
		return;
	}
	/* TRANSLATORS: the viewer at a decision the AI (named: "balanced") would take
	 * otherwise. */
	snprintf(v->prompt, sizeof v->prompt, _("%s: played %s; the %s AI: %s (%s)"), where, played,
		 ai_advisor->player.name, suggested, why);
	char a[96], b[96];
	figures(&c->ex, c->played.tile, a, sizeof a);
	figures(&c->ex, c->suggested.tile, b, sizeof b);
	bool discards = (c->played.type == ACT_DISCARD || c->played.type == ACT_RIICHI) &&
			(c->suggested.type == ACT_DISCARD || c->suggested.type == ACT_RIICHI);
	if (discards && a[0] && b[0])
		/* TRANSLATORS: both discards' figures: "Played 9m: 2 away, 24 tiles.  The AI's
		 * 3p: 2 away, 28 tiles." */
		snprintf(ui->status, sizeof ui->status, _("Played %s: %s.  The AI's %s: %s."),
			 ui_tile_word(ui, c->played.tile), a, ui_tile_word(ui, c->suggested.tile),
			 b);
}

static void redraw(struct ui *ui, void *ctx)
{
	struct viewer *v = ctx;
	const struct review_step *s = &v->r.steps[v->pos];
	ui->view = s->view;
	ui->open_hands = v->open ? (const tile_t(*)[14])s->hands : NULL;
	ui->open_nhands = v->open ? s->nhands : NULL;
	ui->nlog = 0;
	for (int j = hand_first(v, v->pos); j <= v->pos; j++)
		log_step(ui, &v->r.steps[j]);
	describe(ui, v);
	ui->prompt_text = v->prompt;
	ui->hints_text = v->hints;
	if (s->ev.type == EV_HAND_END) {
		/* the table as the hand ended: the engine moves on to the next hand's round
		 * and honba before it says the hand is over */
		for (int j = v->pos; j >= hand_first(v, v->pos); j--) {
			enum event_type t = v->r.steps[j].ev.type;
			if (t == EV_WIN || t == EV_EXHAUSTIVE_DRAW || t == EV_ABORTIVE_DRAW) {
				ui->view = v->r.steps[j].view;
				break;
			}
		}
		build_board(ui, v, v->pos);
		snprintf(ui->status, sizeof ui->status, "%.199s", v->prompt);
		ui_hand_end_draw(ui);
		refresh();
	} else {
		ui_redraw(ui);
	}
}

/* The viewer's help: its keys and what the screen shows. */
static void redraw_help(struct ui *ui, void *ctx)
{
	(void)ctx;
	erase();
	ui_put(0, 1, _("jansou review: keys"), COLS - 2, ui_color(ui, C_TITLE));
	int y = 2, keyw = 14;
	for (size_t i = 0; i < sizeof review_keys / sizeof review_keys[0] && y < LINES - 4; i++) {
		ui_put(y, 2, review_keys[i].keys, keyw, A_BOLD);
		y += ui_put_wrapped(y, 2 + keyw + 1, _(review_keys[i].help), COLS - keyw - 4, 2,
				    A_NORMAL);
	}
	y++;
	y +=
	    ui_put_wrapped(y, 2,
			   _("At each decision of the seat reviewed the prompt row says what was "
			     "played and what the AI would play, and why; where they differ the "
			     "message row gives both discards' shanten, the tiles that improve the "
			     "hand and the danger."),
			   COLS - 4, LINES - y - 2, A_NORMAL);
	ui_put(LINES - 1, 1, _("Any key: back"), COLS - 2, A_DIM);
}

/* ---- the timeline ------------------------------------------------------ */

/* What playing otherwise cost, for two discards the AI weighed ("" when it cannot say). */
static const char *choice_cost(const struct review_choice *c, char *buf, size_t size)
{
	const struct ai_candidate *played = NULL, *best = NULL;
	bool discards = (c->played.type == ACT_DISCARD || c->played.type == ACT_RIICHI) &&
			(c->suggested.type == ACT_DISCARD || c->suggested.type == ACT_RIICHI);
	for (int i = 0; discards && i < c->ex.ncand; i++) {
		if (tile_kind(c->ex.cand[i].tile) == tile_kind(c->played.tile))
			played = &c->ex.cand[i];
		if (tile_kind(c->ex.cand[i].tile) == tile_kind(c->suggested.tile))
			best = &c->ex.cand[i];
	}
	buf[0] = 0;
	return played && best ? review_cost_text(played, best, buf, size) : buf;
}

struct timeline {
	const struct viewer *v;
	int ids[4096], n, sel, top;
};

static void redraw_timeline(struct ui *ui, void *ctx)
{
	struct timeline *t = ctx;
	const struct viewer *v = t->v;
	erase();
	char line[320];
	snprintf(line, sizeof line,
		 ngettext("Timeline: %d decision where the %s AI would play otherwise",
			  "Timeline: %d decisions where the %s AI would play otherwise",
			  (unsigned long)t->n),
		 t->n, ai_advisor->player.name);
	ui_put(0, 1, line, COLS - 2, ui_color(ui, C_TITLE));
	int rows = LINES - 4;
	if (t->sel < t->top)
		t->top = t->sel;
	if (t->sel >= t->top + rows)
		t->top = t->sel - rows + 1;
	for (int i = t->top; i < t->n && i < t->top + rows; i++) {
		const struct review_choice *c = &v->r.choices[t->ids[i]];
		const struct review_step *s = &v->r.steps[c->step];
		char a[64], b[64], hand[64], cost[200];
		snprintf(hand, sizeof hand, _("%s, %d honba"),
			 names_round(s->view.round_wind, s->view.hand_number), s->view.honba);
		int len = snprintf(line, sizeof line, _("%s: played %s, the AI %s"), hand,
				   action_text(ui, &c->played, a, sizeof a),
				   action_text(ui, &c->suggested, b, sizeof b));
		if (*choice_cost(c, cost, sizeof cost) && len > 0 && (size_t)len < sizeof line)
			snprintf(line + len, sizeof line - (size_t)len, " (%s)", cost);
		ui_put(2 + i - t->top, 2, line, COLS - 4, i == t->sel ? A_REVERSE : A_NORMAL);
	}
	if (t->n == 0)
		ui_put(2, 2, _("The AI agrees with every decision."), COLS - 4, A_NORMAL);
	ui_put(LINES - 1, 1, _("Up/Down choose, Enter goes there, Esc or t back"), COLS - 2, A_DIM);
}

/* The decisions where the AI differs, one a row; Enter goes to the one selected. */
static int timeline(struct ui *ui, struct viewer *v)
{
	static struct timeline t;
	t = (struct timeline){.v = v};
	for (int i = 0; i < v->r.nchoices && t.n < 4096; i++)
		if (!v->r.choices[i].agreed)
			t.ids[t.n++] = i;
	for (;;) {
		int key = ui_read_key(
		    ui, &(struct ui_read){.redraw = redraw_timeline, .ctx = &t, .timeout_ms = -1});
		if (key == 27 || key == 't' || key == 'q')
			return v->pos;
		if ((key == KEY_UP || key == 'k') && t.sel > 0)
			t.sel--;
		else if ((key == KEY_DOWN || key == 'j') && t.sel < t.n - 1)
			t.sel++;
		else if ((key == '\n' || key == '\r' || key == KEY_ENTER) && t.n > 0)
			return v->r.choices[t.ids[t.sel]].step;
	}
}

/* ---- the loop ---------------------------------------------------------- */

static void view_log(struct ui *ui, struct viewer *v)
{
	snprintf(v->hints, sizeof v->hints, "%s",
		 _("<- -> step  Up/Down hand  n decision  d AI differs  t list  ? keys  q quit"));
	for (;;) {
		int key = ui_read_key(
		    ui, &(struct ui_read){.redraw = redraw, .ctx = v, .timeout_ms = -1});
		int last = v->r.nsteps - 1;
		switch (key) {
		case KEY_RIGHT:
		case 'l':
		case ' ':
		case '\n':
		case '\r':
		case KEY_ENTER:
			v->pos = v->pos < last ? v->pos + 1 : last;
			break;
		case KEY_LEFT:
		case 'h':
		case KEY_BACKSPACE:
			v->pos = v->pos > 0 ? v->pos - 1 : 0;
			break;
		case KEY_DOWN:
		case 'j':
			v->pos = next_hand(v, v->pos);
			break;
		case KEY_UP:
		case 'k':
			v->pos = prev_hand(v, v->pos);
			break;
		case 'n':
		case 'p':
			v->pos = seek_choice(v, v->pos, key == 'n' ? 1 : -1, false);
			break;
		case 'd':
		case 'D':
			v->pos = seek_choice(v, v->pos, key == 'd' ? 1 : -1, true);
			break;
		case 't':
			v->pos = timeline(ui, v);
			break;
		case 'o':
			v->open = !v->open;
			break;
		case KEY_HOME:
		case 'g':
			v->pos = 0;
			break;
		case KEY_END:
		case 'G':
			v->pos = last;
			break;
		case '?':
			ui_read_key(ui, &(struct ui_read){.redraw = redraw_help, .timeout_ms = -1});
			break;
		case 'q':
			return;
		default:
			break;
		}
	}
}

/* The viewer's screen state: its own, so that the game's (when it runs from the menu) is
 * left as it was. */
static struct ui viewer_ui;

static void viewer_screen(struct viewer *v, const struct ui *parent)
{
	v->open = true;
	memset(&viewer_ui, 0, sizeof viewer_ui);
	viewer_ui.opt = parent->opt;
	viewer_ui.opt.watch = false;
	viewer_ui.color = parent->color;
	viewer_ui.mouse = parent->mouse;
	viewer_ui.seat = viewer_ui.player = v->r.seat;
	viewer_ui.mode = MODE_WATCH;
	ui_tiles_init(&viewer_ui);
}

int ui_review_text(struct ui *parent, const char *name, const char *text, int seat, char *err,
		   size_t errsize)
{
	static struct viewer v;
	memset(&v, 0, sizeof v);
	v.r.keep_steps = true;
	if (review_text(name, text, seat, &v.r, err, errsize) < 0)
		return -1;
	if (v.r.nsteps == 0) {
		snprintf(err, errsize, _("%s: the log holds no hands"), name);
		review_free(&v.r);
		return -1;
	}
	viewer_screen(&v, parent);
	viewer_ui.glyphs = parent->glyphs; /* as the player last switched them */
	view_log(&viewer_ui, &v);
	review_free(&v.r);
	return 0;
}

int ui_review(const struct ui_options *o, const char *path, int seat)
{
	static struct viewer v;
	static struct ui ui;
	memset(&v, 0, sizeof v);
	v.r.keep_steps = true;
	char err[400];
	if (review_file(path, seat, &v.r, err, sizeof err) < 0) {
		fprintf(stderr, "%s review: %s\n", PACKAGE, err);
		return EXIT_FAILURE;
	}
	if (v.r.nsteps == 0) {
		fprintf(stderr, _("%s review: %s: the log holds no hands\n"), PACKAGE, path);
		review_free(&v.r);
		return EXIT_FAILURE;
	}
	if (!ui_terminal_can_draw()) {
		review_free(&v.r);
		return EXIT_FAILURE;
	}
	memset(&ui, 0, sizeof ui);
	ui.opt = *o;
	ui_start_curses(&ui);
	viewer_screen(&v, &ui);
	view_log(&viewer_ui, &v);
	endwin();
	term_guard_screen(false);
	review_free(&v.r);
	return EXIT_SUCCESS;
}
