/*
 * The in-game menu: go on, a new game, defence practice, another rule set, the language, quit.
 * A choice that needs another game only asks for it (ui->restart, ui->next); ui_play ends the
 * game in progress, which stays saved and is kept aside, and starts the next one.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "rules/rules.h"
#include "src/record/file_io.h"
#include "src/record/game_log.h"
#include "src/record/history.h"
#include "src/record/replay.h"
#include "src/text/i18n.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"
#include "src/ui/ui_rulebook.h"
#include "src/ui/ui_save.h"

/* A list to choose from, drawn over the whole screen. */
struct menu_list {
	const char *title;
	const char *labels[16];
	const char *notes[16]; /* shown after a label, dimmed; may be NULL */
	int n;
	int sel;
	const char *footer;
};

static const struct menu_list *drawn;

static void redraw_list(struct ui *ui)
{
	const struct menu_list *m = drawn;
	erase();
	/* 80 columns of list; a bigger terminal shows them in its middle, a third of the way down
	 */
	int w = COLS - 4 < 76 ? COLS - 4 : 76;
	int x0 = COLS > 84 ? (COLS - 80) / 2 + 2 : 2;
	int y0 = LINES > 30 ? (LINES - m->n - 5) / 3 : 1;
	ui_put(y0, x0, m->title, w, ui_color(ui, C_TITLE) | A_BOLD);
	for (int i = 0; i < m->n; i++) {
		int y = y0 + 2 + i;
		char key[12];
		snprintf(key, sizeof key, "%d", i + 1);
		unsigned long attrs = i == m->sel ? A_REVERSE : A_NORMAL;
		ui_put(y, x0, i == m->sel ? ">" : " ", 1, A_BOLD);
		ui_put(y, x0 + 2, key, 2, A_BOLD);
		int x = x0 + 5 + ui_put(y, x0 + 5, m->labels[i], w - 5, attrs);
		if (m->notes[i])
			ui_put(y, x + 2, m->notes[i], x0 + w - x - 2, A_DIM);
	}
	ui_put(y0 + 3 + m->n, x0, m->footer, w, A_DIM);
}

/* The index chosen with arrows and Enter or a digit, or -1 for Esc. */
static int choose(struct ui *ui, struct menu_list *m)
{
	for (;;) {
		drawn = m;
		int key = ui_wait_key(ui, redraw_list);
		if (key == 27 || key == 'm' || key == 'q')
			return -1;
		if (key == KEY_UP || key == 'k')
			m->sel = (m->sel + m->n - 1) % m->n;
		else if (key == KEY_DOWN || key == 'j' || key == '\t')
			m->sel = (m->sel + 1) % m->n;
		else if (key == '\n' || key == '\r' || key == KEY_ENTER || key == ' ')
			return m->sel;
		else if (key >= '1' && key < '1' + m->n)
			return key - '1';
	}
}

/* y for yes, anything else for no; the question on the status line over the menu. */
static bool confirm(struct ui *ui, const char *question)
{
	static struct menu_list ask;
	ask = (struct menu_list){
	    .title = question, .n = 0, .footer = _("y: yes    any other key: no")};
	drawn = &ask;
	int key = ui_wait_key(ui, redraw_list);
	return key == 'y' || key == 'Y';
}

/* The game in progress ends (it stays saved) and next starts. */
static bool request_game(struct ui *ui, const struct ui_options *next)
{
	bool saved = !ui->opt.watch && !ui->opt.practice_defence;
	if (ui->game_over || ui->opt.watch ||
	    confirm(
		ui,
		saved
		    ? _("Leave this game? It is saved and kept aside; the new one starts at once.")
		    : _("Leave this game? The new one starts at once."))) {
		ui->next = *next;
		ui->restart = true;
		ui->quit = true;
		return true;
	}
	return false;
}

/* Options for a new game: those of this one with a fresh seed, as a plain game. */
static struct ui_options fresh_options(const struct ui *ui)
{
	struct ui_options o = ui->opt;
	o.seed_set = false;
	o.practice_defence = false;
	o.practice_drill = false;
	o.watch = false;
	o.autoplay = NULL;
	return o;
}

/* How each preset differs, in a line beside its name (rules/rules.c holds the presets). */
static const struct {
	const char *preset;
	const char *note; /* msgid */
} preset_notes[] = {
    {"standard", N_("red fives 1/2/1, kuitan, double yakuman, uma 15/5")},
    {"tenhou", N_("a red five per suit, kuitan, no double yakuman, uma 20/10")},
    {"league", N_("no red, ura or kan dora; renhou mangan; 30000 start")},
    {"classic", N_("every local yaku, renhou yakuman, a red five per suit")},
    {"mcr", N_("Chinese Official rules: 81 fan, 8-point minimum, flowers")},
    {"sanma", N_("three players (Mahjong Soul): no chi, kita, tsumo loss, 35000 start")},
    {"sanma-tenhou", N_("three players (Tenhou): as sanma, no double yakuman")},
};

static const char *preset_note(const struct rules *r)
{
	for (size_t i = 0; i < sizeof preset_notes / sizeof preset_notes[0]; i++)
		if (strcmp(preset_notes[i].preset, r->preset) == 0)
			return _(preset_notes[i].note);
	return _(ui_family_for(r->family)->menu_note);
}

static bool menu_rules(struct ui *ui)
{
	struct menu_list m = {.title = _("Rules for a new game"),
			      .footer =
				  _("Enter or 1-9: start a game with these rules    Esc: back")};
	const char *current = game_rules(ui->game)->preset;
	const char *names[16];
	/* only the rules the screen can play */
	for (int i = 0; rules_preset_names[i] && m.n < 16; i++) {
		const struct rules *r = rules_preset(rules_preset_names[i]);
		if (ui_rules_refused(r))
			continue;
		names[m.n] = m.labels[m.n] = rules_preset_names[i];
		m.notes[m.n] = preset_note(r);
		if (current && strcmp(current, rules_preset_names[i]) == 0)
			m.sel = m.n;
		m.n++;
	}
	int c = choose(ui, &m);
	if (c < 0)
		return false;
	struct ui_options o = fresh_options(ui);
	o.rules = names[c];
	o.rule_set = NULL; /* the configuration file's rules were for the preset it named */
	return request_game(ui, &o);
}

static void menu_language(struct ui *ui)
{
	struct menu_list m = {.title = _("Language"), .footer = _("Enter: switch    Esc: back")};
	for (int i = 0; i18n_languages[i].name && m.n < 16; i++, m.n++)
		m.labels[m.n] = i18n_languages[i].endonym;
	int c = choose(ui, &m);
	if (c < 0 || i18n_set_language(i18n_languages[c].name) < 0)
		return;
	ui_tiles_init(ui); /* honours in text mode follow the language (東 or E) */
	ui->opt.lang = i18n_languages[c].name;
	ui_save_language(ui->saving); /* a game left now comes back in it */
	ui_log_rewrite(ui);	      /* the lines already in the log too */
	ui_log(ui, N_("Language: %s"), UI_LOG_ARG_TEXT(i18n_languages[c].endonym));
}

/*
 * The game in progress (its finished hands) or a past one from the history, in the viewer.
 * False when there was nothing to show: the message waits on the table.
 */
static bool menu_review(struct ui *ui)
{
	static char labels[16][128], paths[16][4400];
	struct menu_list m = {.title = _("Review a game"),
			      .footer = _("Enter: open it in the viewer    Esc: back")};
	int this_game = -1;
	/* this game once a hand of it is over: the log holds finished hands only */
	if (ui->tenhou && !ui->game_over && ui->hands_seen > 1) {
		this_game = m.n;
		m.labels[m.n++] = _("This game: the hands played so far");
	}
	struct history_game *games = NULL;
	char err[400];
	int n = history_read(&games, NULL, err, sizeof err); /* damaged lines: jansou stats */
	for (int i = n - 1; i >= 0 && m.n < 16; i--) {	     /* the newest first */
		char path[4400];
		if (history_log_path(&games[i], path, sizeof path, err, sizeof err) < 0 ||
		    access(path, R_OK) != 0)
			continue;
		struct tm tm;
		time_t t = (time_t)games[i].time;
		char when[32];
		localtime_r(&t, &tm);
		strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
		/* TRANSLATORS: a past game to review: when, the rules, the place, the points. */
		snprintf(labels[m.n], sizeof labels[m.n], _("%s  %s  place %d  %d points"), when,
			 games[i].rules, games[i].placement, games[i].points);
		snprintf(paths[m.n], sizeof paths[m.n], "%s", path);
		m.labels[m.n] = labels[m.n];
		m.n++;
	}
	free(games);
	if (m.n == 0) {
		ui_log_args(ui, N_("No game to review yet: the logs of finished games are kept."),
			    NULL);
		return false;
	}
	int c = choose(ui, &m);
	if (c < 0)
		return true;
	char *text = NULL;
	size_t len;
	const char *name = c == this_game ? _("this game") : paths[c];
	if (c == this_game)
		text = game_log_to_string(ui->tenhou);
	else if (file_read_all(paths[c], REPLAY_MAX_SIZE, 0, &text, &len, err, sizeof err) < 0)
		text = NULL;
	else
		err[0] = 0;
	bool shown = text && ui_review_text(ui, name, text, -1, err, sizeof err) == 0;
	if (!shown)
		ui_log(ui, N_("The game cannot be reviewed: %s"),
		       text ? UI_LOG_ARG_TEXT(err) : UI_LOG_ARG_WORD(N_("out of memory")));
	free(text);
	return shown;
}

enum menu_item {
	ITEM_RESUME,
	ITEM_NEW,
	ITEM_PRACTICE,
	ITEM_DRILL,
	ITEM_RULES,
	ITEM_RULEBOOK,
	ITEM_REVIEW,
	ITEM_LANGUAGE,
	ITEM_QUIT
};

void ui_show_menu(struct ui *ui)
{
	enum ui_panel panel = ui->panel;
	ui->panel = PANEL_NONE;
	for (;;) {
		struct menu_list m = {
		    .title = _("Menu"),
		    .labels = {_("Back to the game"), _("New game"), _("Riichi defence practice"),
			       _("Defence drills"), _("Rules..."), _("Rule book"), _("Review..."),
			       _("Language..."), _("Quit")},
		    .notes = {[ITEM_RULES] = game_rules(ui->game)->preset},
		    .n = 9,
		    .footer = _("Up/Down and Enter, or 1-9    Esc or m: back to the game"),
		};
		int c = choose(ui, &m);
		struct ui_options o = fresh_options(ui);
		switch (c) {
		case ITEM_NEW:
			if (request_game(ui, &o))
				return;
			continue;
		case ITEM_PRACTICE:
			o.practice_defence = true;
			if (!ui_family_of(ui)->defence_practice) /* the practice needs riichi */
				o.rules = NULL, o.rule_set = NULL;
			if (request_game(ui, &o))
				return;
			continue;
		case ITEM_DRILL:
			o.practice_drill = true;
			o.rules = NULL,
			o.rule_set = NULL; /* drills are played by the standard rules */
			if (request_game(ui, &o))
				return;
			continue;
		case ITEM_RULES:
			if (menu_rules(ui))
				return;
			continue;
		case ITEM_RULEBOOK:
			ui_show_rulebook(ui);
			continue;
		case ITEM_REVIEW:
			if (menu_review(ui))
				continue;
			ui->panel = panel;
			return;
		case ITEM_LANGUAGE:
			menu_language(ui);
			continue;
		case ITEM_QUIT:
			ui->panel = panel;
			ui_confirm_quit(ui); /* over the table, as q asks */
			return;
		default:
			ui->panel = panel;
			return;
		}
	}
}
