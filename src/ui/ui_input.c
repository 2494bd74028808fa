/* The keyboard: the key table, and the human seat's controller that waits for a decision. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <string.h>
#include <time.h>

#include "src/text/i18n.h"
#include "src/ui/term_guard.h"
#include "src/ui/ui_command.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"
#include "src/ui/ui_rulebook.h"

const char ui_position_keys[] = "1234567890abcd";

static int find_choice(const struct ui *ui, enum action_type t)
{
	for (int i = 0; i < ui->nchoices; i++)
		if (ui->choices[i].type == t)
			return i;
	return -1;
}

/* The choice that discards (or declares riichi with) hand position i, -1 if not legal. */
static int choice_for_position(const struct ui *ui, int i, enum action_type type)
{
	if (i < 0 || i >= ui->view.nhand)
		return -1;
	tile_t t = ui->view.hand[i];
	bool drawn = ui->view.just_drew && i == ui->view.nhand - 1;
	int any = -1;
	for (int c = 0; c < ui->nchoices; c++) {
		const struct action *a = &ui->choices[c];
		if (a->type != type || a->tile != t)
			continue;
		if (a->tsumogiri == drawn)
			return c;
		any = c;
	}
	return any;
}

static enum action_type hand_action(const struct ui *ui)
{
	return ui->mode == MODE_RIICHI ? ACT_RIICHI : ACT_DISCARD;
}

static void move_cursor(struct ui *ui, int step)
{
	int n = ui->view.nhand;
	for (int k = 1; k <= n; k++) {
		int i = ((ui->cursor + step * k) % n + n) % n;
		if (choice_for_position(ui, i, hand_action(ui)) >= 0) {
			ui->cursor = i;
			return;
		}
	}
}

static int key_left(struct ui *ui, int key)
{
	(void)key;
	if (ui->mode == MODE_PROMPT)
		ui->prompt_sel = (ui->prompt_sel + ui->nprompt - 1) % ui->nprompt;
	else
		move_cursor(ui, -1);
	return -1;
}

static int key_right(struct ui *ui, int key)
{
	(void)key;
	if (ui->mode == MODE_PROMPT)
		ui->prompt_sel = (ui->prompt_sel + 1) % ui->nprompt;
	else
		move_cursor(ui, 1);
	return -1;
}

static int key_enter(struct ui *ui, int key)
{
	(void)key;
	if (ui->mode == MODE_PROMPT) {
		int c = ui->prompt[ui->prompt_sel];
		if (c < 0) { /* cancel: back to choosing a discard */
			ui->mode = MODE_DISCARD;
			if (choice_for_position(ui, ui->cursor, ACT_DISCARD) < 0)
				move_cursor(ui, 1);
		}
		return c;
	}
	return choice_for_position(ui, ui->cursor, hand_action(ui));
}

static int key_position(struct ui *ui, int key)
{
	if (ui->mode == MODE_PROMPT) {
		int i = key - '1';
		if (key >= '1' && key <= '9' && i < ui->nprompt) {
			ui->prompt_sel = i;
			return key_enter(ui, '\n');
		}
		return -1;
	}
	/* a curses key (Shift-Tab is 353) is no position: strchr() would see its low byte */
	const char *p = key > 0 && key < 128 ? strchr(ui_position_keys, key) : NULL;
	if (!p)
		return -1;
	int i = (int)(p - ui_position_keys);
	int c = choice_for_position(ui, i, hand_action(ui));
	if (c < 0) {
		snprintf(ui->status, sizeof ui->status, "%s",
			 _("That tile cannot be discarded now."));
		return -1;
	}
	ui->cursor = i;
	return c;
}

static int key_riichi(struct ui *ui, int key)
{
	(void)key;
	if (ui->mode == MODE_RIICHI) {
		ui->mode = MODE_DISCARD;
		return -1;
	}
	if (ui->mode != MODE_DISCARD || find_choice(ui, ACT_RIICHI) < 0) {
		snprintf(ui->status, sizeof ui->status, "%s", _("You cannot declare riichi now."));
		return -1;
	}
	ui->mode = MODE_RIICHI;
	if (choice_for_position(ui, ui->cursor, ACT_RIICHI) < 0)
		move_cursor(ui, 1);
	return -1;
}

static int key_win(struct ui *ui, int key)
{
	int c = find_choice(ui, key == 't' ? ACT_TSUMO : ACT_RON);
	if (c < 0)
		c = find_choice(ui, key == 't' ? ACT_RON : ACT_TSUMO);
	if (c < 0)
		snprintf(ui->status, sizeof ui->status, "%s", _("There is no win here."));
	return c;
}

/* Opens a prompt listing the given kinds of choices, selection on the default. */
static void open_prompt(struct ui *ui, const enum action_type *types, int ntypes, int deflt,
			const char *title)
{
	ui->nprompt = 0;
	for (int t = 0; t < ntypes; t++)
		for (int i = 0; i < ui->nchoices && ui->nprompt < 23; i++)
			if (ui->choices[i].type == types[t])
				ui->prompt[ui->nprompt++] = i;
	ui->prompt_sel = 0;
	for (int i = 0; i < ui->nprompt; i++)
		if (ui->prompt[i] == deflt)
			ui->prompt_sel = i;
	ui->prompt_title = title;
	ui->prompt_cancel = NULL;
	ui->mode = MODE_PROMPT;
}

/* Whether the prompt on screen offers a win (tsumo or ron). */
static bool prompt_wins(const struct ui *ui)
{
	if (ui->mode != MODE_PROMPT)
		return false;
	for (int i = 0; i < ui->nprompt; i++) {
		int c = ui->prompt[i];
		if (c >= 0 && (ui->choices[c].type == ACT_RON || ui->choices[c].type == ACT_TSUMO))
			return true;
	}
	return false;
}

static int key_kan(struct ui *ui, int key)
{
	(void)key;
	if (ui->mode == MODE_PROMPT)
		return -1;
	int n = 0, last = -1;
	for (int i = 0; i < ui->nchoices; i++)
		if (ui->choices[i].type == ACT_ANKAN || ui->choices[i].type == ACT_KAKAN)
			n++, last = i;
	if (n == 0) {
		snprintf(ui->status, sizeof ui->status, "%s", _("You cannot declare a kan now."));
		return -1;
	}
	if (n == 1)
		return last;
	static const enum action_type kans[] = {ACT_ANKAN, ACT_KAKAN};
	open_prompt(ui, kans, 2, -1, _("Which kan?"));
	if (ui->nprompt < 23)
		ui->prompt[ui->nprompt++] = -1; /* cancel */
	ui->prompt_cancel = _("Cancel");
	return -1;
}

static int key_kyuushu(struct ui *ui, int key)
{
	(void)key;
	int c = find_choice(ui, ACT_KYUUSHU);
	if (c < 0)
		snprintf(
		    ui->status, sizeof ui->status, "%s",
		    _("Nine terminals needs nine different terminals and honours in your first "
		      "draw, before any call."));
	return c;
}

static int key_kita(struct ui *ui, int key)
{
	(void)key;
	int c = find_choice(ui, ACT_KITA);
	if (c < 0)
		snprintf(ui->status, sizeof ui->status, "%s",
			 _("You have no North to set aside now (kita is on your own turn)."));
	return c;
}

static int key_pass(struct ui *ui, int key)
{
	(void)key;
	if (ui->mode == MODE_RIICHI) {
		ui->mode = MODE_DISCARD;
		return -1;
	}
	if (key == 27 && prompt_wins(ui)) {
		/* a win is passed by a key chosen for it, never by the Esc that closes things */
		snprintf(ui->status, sizeof ui->status, "%s",
			 ui->view.to_act_on < 0
			     ? _("Esc does not pass a win: x goes on without it, "
				 "Enter takes it.")
			     : _("Esc does not pass a win: x passes it, Enter "
				 "takes it."));
		return -1;
	}
	if (ui->mode == MODE_PROMPT && ui->view.to_act_on < 0) {
		ui->mode = MODE_DISCARD; /* leave the kan or tsumo prompt */
		return -1;
	}
	return find_choice(ui, ACT_PASS);
}

/* In a call prompt p, c and k move to the next pon, chi or kan option. */
static int key_call(struct ui *ui, int key)
{
	enum action_type want = key == 'p' ? ACT_PON : key == 'c' ? ACT_CHI : ACT_MINKAN;
	for (int k = 1; k <= ui->nprompt; k++) {
		int i = (ui->prompt_sel + k) % ui->nprompt;
		int c = ui->prompt[i];
		if (c >= 0 && ui->choices[c].type == want) {
			ui->prompt_sel = i;
			break;
		}
	}
	return -1;
}

static int key_command(struct ui *ui, int key)
{
	(void)key;
	return ui_command_line(ui);
}

static int key_panel(struct ui *ui, int key)
{
	enum ui_panel p = key == 'w'   ? PANEL_TENPAI
			  : key == 'i' ? PANEL_DORA
			  : key == 's' ? PANEL_HINT
			  : key == 'e' ? PANEL_DANGER
				       : PANEL_OPTIONS;
	ui->panel = ui->panel == p ? PANEL_NONE : p;
	if (ui->panel == PANEL_DANGER)
		snprintf(ui->status, sizeof ui->status, "%s", ui_danger_marks_note());
	return -1;
}

static int key_help(struct ui *ui, int key)
{
	(void)key;
	ui_show_help(ui);
	return -1;
}

static int key_tiles(struct ui *ui, int key)
{
	(void)key;
	ui->opt.tiles = ui->glyphs ? UI_TILES_TEXT : UI_TILES_GLYPH;
	ui_tiles_init(ui);
	return -1;
}

static int key_save_log(struct ui *ui, int key)
{
	(void)key;
	ui_save_log(ui);
	return -1;
}

static int key_quit(struct ui *ui, int key)
{
	(void)key;
	if (ui_confirm_quit(ui))
		return 0;
	return -1;
}

static int key_rulebook(struct ui *ui, int key)
{
	(void)key;
	ui_show_rulebook(ui);
	return -1;
}

static int key_menu(struct ui *ui, int key)
{
	(void)key;
	if (ui->remote) {
		snprintf(ui->status, sizeof ui->status, "%s",
			 _("No menu at a network table: its games are the server's (/back leaves "
			   "the room)."));
		return -1;
	}
	ui_show_menu(ui);
	return ui->quit ? 0 : -1;
}

static int key_pause(struct ui *ui, int key)
{
	if (key == ' ') {
		ui->step = true;
		return 0;
	}
	ui->paused = !ui->paused;
	return 0;
}

const struct ui_key ui_keys[] = {
    {{KEY_LEFT, 'h'},
     N_("Left h"),
     N_("move left (or to the previous option)"),
     KEYS_TURN | KEYS_CALL,
     key_left},
    {{KEY_RIGHT, 'l'},
     N_("Right l"),
     N_("move right (or to the next option)"),
     KEYS_TURN | KEYS_CALL,
     key_right},
    {{'\n', '\r', KEY_ENTER, ' '},
     N_("Enter space"),
     N_("discard the selected tile, or take the selected option"),
     KEYS_TURN | KEYS_CALL,
     key_enter},
    {{'1'},
     N_("1-9 0 a-d"),
     N_("discard the tile at that position (options: 1-9)"),
     KEYS_TURN | KEYS_CALL,
     key_position},
    {{'r'},
     N_("r"),
     N_("riichi: then choose the tile to declare with"),
     KEYS_TURN | KEYS_RIICHI_ONLY,
     key_riichi},
    {{'t'}, N_("t"), N_("tsumo: win on your own draw"), KEYS_TURN, key_win},
    {{'n'}, N_("n"), N_("ron: win on the tile just discarded"), KEYS_CALL, key_win},
    {{'p', 'c'}, N_("p c"), N_("select the pon or the next chi option"), KEYS_CALL, key_call},
    {{'k'},
     N_("k"),
     N_("kan: declare a kan (or select the kan option)"),
     KEYS_TURN | KEYS_CALL,
     key_kan},
    {{'n'},
     N_("n"),
     N_("kita: set a North aside as a dora and draw a replacement (three players)"),
     KEYS_TURN | KEYS_KITA_ONLY,
     key_kita},
    {{'x', 27},
     N_("x Esc"),
     N_("pass (do not call), or cancel; a win is passed with x, never with Esc"),
     KEYS_TURN | KEYS_CALL,
     key_pass},
    {{'!'},
     N_("!"),
     N_("abort the hand with nine terminals and honours"),
     KEYS_TURN | KEYS_RIICHI_ONLY,
     key_kyuushu},
    {{'/'},
     N_("/"),
     N_("commands: /d 3, /riichi 5, /pon, /pass, /h; /help lists all"),
     KEYS_TURN | KEYS_CALL,
     key_command},
    {{'w'},
     N_("w"),
     N_("tenpai panel: your waits, how many are left, furiten, yaku"),
     KEYS_ANY,
     key_panel},
    {{'i'},
     N_("i"),
     N_("dora: indicators, dora and the dora in your hand"),
     KEYS_ANY | KEYS_RIICHI_ONLY,
     key_panel},
    {{'s'}, N_("s"), N_("hint: the suggested discard and why"), KEYS_ANY, key_panel},
    {{'e'},
     N_("e"),
     /* xgettext:no-c-format */
     N_("danger marks under your tiles: why each is safe and the % to deal in if ready; on until "
	"pressed again"),
     KEYS_ANY | KEYS_RIICHI_ONLY,
     key_panel},
    {{'o'},
     N_("o"),
     N_("options: auto-win, auto-pass, auto-discard after riichi, pace, bell"),
     KEYS_ANY,
     key_panel},
    {{'v'},
     N_("v"),
     N_("save the game's log to a file (tenhou.net/6 JSON and the mjai record; jansou-mcr/1 for "
	"MCR)"),
     KEYS_ANY,
     key_save_log},
    {{'g'}, N_("g"), N_("switch tiles between glyphs and text"), KEYS_ANY, key_tiles},
    {{'?'}, N_("?"), N_("this help"), KEYS_ANY, key_help},
    {{'y'},
     N_("y"),
     N_("rule book: the yaku with their han and examples, fu and score tables"),
     KEYS_ANY | KEYS_WATCH,
     key_rulebook},
    {{'p', ' '}, N_("p space"), N_("watching: pause, then step one move"), KEYS_WATCH, key_pause},
    {{'m'},
     N_("m"),
     N_("menu: new game, defence practice, rules, language, quit"),
     KEYS_ANY | KEYS_WATCH,
     key_menu},
    {{'q'}, N_("q"), N_("quit (asks first: y confirms)"), KEYS_ANY | KEYS_WATCH, key_quit},
    {.name = NULL},
};

static unsigned current_context(const struct ui *ui)
{
	switch (ui->mode) {
	case MODE_DISCARD:
	case MODE_RIICHI:
		return KEYS_TURN | KEYS_ANY;
	case MODE_PROMPT: /* on one's own turn (a tsumo, a kan) the turn's keys stay: t wins */
		return ui->view.to_act_on < 0 ? KEYS_TURN | KEYS_CALL | KEYS_ANY
					      : KEYS_CALL | KEYS_ANY;
	default:
		return ui->opt.watch ? KEYS_WATCH | KEYS_ANY : KEYS_ANY;
	}
}

bool ui_key_applies(const struct ui *ui, const struct ui_key *k)
{
	const struct ui_family *f = ui_family_of(ui);
	if ((k->when & KEYS_KITA_ONLY) &&
	    !(f->kita_keys && (!ui->game || game_rules(ui->game)->kita == KITA_NUKIDORA)))
		return false;
	return !(k->when & KEYS_RIICHI_ONLY) || f->riichi_keys;
}

/* The row of the keys that do run: rows are found by what they do, not where they stand. */
static const struct ui_key *row_doing(int (*run)(struct ui *ui, int key))
{
	for (const struct ui_key *k = ui_keys; k->name; k++)
		if (k->run == run)
			return k;
	return NULL;
}

static const struct ui_key *lookup(const struct ui *ui, int key)
{
	unsigned ctx = current_context(ui);
	/* the position keys: 1-9 pick a tile or an option, 0 a-d only a tile */
	if (key >= '1' && key <= '9' && (ctx & (KEYS_TURN | KEYS_CALL)))
		return row_doing(key_position);
	if (key > 0 && key < 128 && strchr("0abcd", key) && (ctx & KEYS_TURN))
		return row_doing(key_position);
	for (const struct ui_key *k = ui_keys; k->name; k++) {
		if (!(k->when & ctx) || !ui_key_applies(ui, k))
			continue;
		for (int i = 0; i < 4 && k->keys[i]; i++)
			if (k->keys[i] == key)
				return k;
	}
	return NULL;
}

/* The options panel takes 1-3 while it is open. */
static bool options_key(struct ui *ui, int key)
{
	if (ui->panel != PANEL_OPTIONS)
		return false;
	switch (key) {
	case '1':
		ui->auto_win = !ui->auto_win;
		return true;
	case '2':
		ui->auto_pass = !ui->auto_pass;
		return true;
	case '3':
		ui->auto_tsumogiri = !ui->auto_tsumogiri;
		return true;
	case '4': {
		/* the opponents' pace, round the steps */
		static const int steps[] = {0, 150, 400, 800};
		int now = ui_opponent_delay(ui), i = 0;
		while (i < 4 && steps[i] <= now)
			i++;
		ui->opt.delay_ms = steps[i % 4];
		return true;
	}
	case '5': /* the bell: on a win, off, at every decision */
		ui->bell_when = (ui->bell_when + 1) % UI_BELL_MODES;
		return true;
	default:
		return false;
	}
}

/* A panel drawn over the table (the danger marks under the hand stay until e again). */
static bool popup_open(const struct ui *ui)
{
	return ui->panel != PANEL_NONE && ui->panel != PANEL_DANGER;
}

static int mouse_key(struct ui *ui)
{
	MEVENT me;
	if (getmouse(&me) != OK || !(me.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)))
		return -1;
	if (ui->mode != MODE_DISCARD && ui->mode != MODE_RIICHI)
		return -1;
	if (popup_open(ui)) { /* a click closes the panel, as a key does */
		ui->panel = PANEL_NONE;
		return -1;
	}
	int i = ui_hand_at(ui, me.y, me.x);
	if (i < 0)
		return -1;
	if (i == ui->cursor)
		return choice_for_position(ui, i, hand_action(ui));
	if (choice_for_position(ui, i, hand_action(ui)) >= 0)
		ui->cursor = i;
	return -1;
}

/* Runs one key; returns a choice index, or -1 to keep waiting. */
static int handle_key(struct ui *ui, int key)
{
	if (key == KEY_MOUSE)
		return mouse_key(ui);
	if (options_key(ui, key))
		return -1;
	const struct ui_key *k = lookup(ui, key);
	if (!k) {
		/* a key of the table that does nothing at this moment says so, and what it is for
		 */
		for (const struct ui_key *o = ui_keys; o->name; o++)
			for (int i = 0; i < 4 && o->keys[i]; i++)
				if (o->keys[i] == key && key > ' ' && key < 127 &&
				    ui_key_applies(ui, o)) {
					snprintf(ui->status, sizeof ui->status,
						 _("%c does nothing now (it is for: %s)."), key,
						 _(o->help));
					return -1;
				}
		return -1;
	}
	if (popup_open(ui) && k->run != key_panel) {
		/* a key that closes a panel does only that: Esc over a call offer must not pass
		 * it, nor Enter after the hint discard at once */
		ui->panel = PANEL_NONE;
		return -1;
	}
	return k->run(ui, key);
}

int ui_find_choice(const struct ui *ui, enum action_type t)
{
	return find_choice(ui, t);
}

int ui_choice_at(const struct ui *ui, int i, enum action_type t)
{
	return choice_for_position(ui, i, t);
}

int ui_press_key(struct ui *ui, int key)
{
	return handle_key(ui, key);
}

bool ui_global_key(struct ui *ui, int key)
{
	const struct ui_key *k = lookup(ui, key);
	if (!k || !(k->when & (KEYS_ANY | KEYS_WATCH)))
		return false;
	k->run(ui, key);
	return true;
}

int ui_read_key(struct ui *ui, const struct ui_read *how)
{
	for (;;) {
		if (ui_too_small()) {
			erase();
			ui_draw_too_small();
			if (ui->status[0]) /* the quit question stays readable */
				ui_put(LINES - 1, 0, ui->status, COLS, A_BOLD);
			refresh();
		} else if (how->redraw) {
			how->redraw(ui, how->ctx);
			refresh();
		}
		timeout(how->timeout_ms);
		int key = getch();
		timeout(-1);
		if (key == ERR) {
			if (term_guard_take() == TERM_GUARD_INTERRUPT)
				return 'q'; /* Ctrl-C asks whether to quit, as q does */
			if (how->timeout_ms >= 0)
				return ERR;
			continue; /* a signal came and went: keep waiting */
		}
		/* an escape sequence is read whole: a key it names, or nothing */
		if ((key == 27 || key == '[') && (key = ui_key_sequence(key)) == ERR)
			continue;
		if (key == KEY_RESIZE || (key == KEY_MOUSE && !how->mouse))
			continue;
		if (ui_too_small() && !(key > 0 && key < 128 && strchr("qQyYnN", key)))
			continue;
		if (key == '?' && how->help) {
			ui_show_help(ui);
			continue;
		}
		return key;
	}
}

void ui_redraw_table(struct ui *ui, void *ctx)
{
	(void)ctx;
	ui_redraw(ui);
}

long long ui_now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int ui_getch(struct ui *ui)
{
	/* a network table: the clock of the decision ticks, and a message from the server
	 * (it moved on) ends the wait */
	while (ui->net_wake && !ui->net_woken) {
		int key = ui_read_key(
		    ui,
		    &(struct ui_read){.redraw = ui_redraw_table, .timeout_ms = 250, .mouse = true});
		if (key != ERR) {
			ui->status[0] = 0;
			return key;
		}
		if (ui->net_wake(ui)) {
			ui->net_woken = true;
			return ERR;
		}
	}
	if (ui->net_woken)
		return ERR;
	int key = ui_read_key(
	    ui, &(struct ui_read){.redraw = ui_redraw_table, .timeout_ms = -1, .mouse = true});
	ui->status[0] = 0;
	return key;
}

bool ui_confirm_quit(struct ui *ui)
{
	ui->panel = PANEL_NONE;
	snprintf(ui->status, sizeof ui->status, "%s",
		 _("Quit the game? Press y to quit, any other key to go on."));
	ui_redraw(ui);
	/* the key is waited for even at a network table: a message from the server (the others
	 * play on) must not end the question and let the y that follows fall on the table */
	int key = ui_read_key(
	    ui, &(struct ui_read){.redraw = ui_redraw_table, .timeout_ms = -1, .mouse = true});
	ui->status[0] = 0;
	if (key == 'y' || key == 'Y') {
		ui->quit = true;
		if (ui->game)
			game_stop(ui->game); /* the hand stops here, not played on unseen */
		return true;
	}
	ui_redraw(ui);
	return false;
}

/* Decisions the player asked to have taken automatically. */
static int automatic(struct ui *ui)
{
	int win = find_choice(ui, ui->view.to_act_on >= 0 ? ACT_RON : ACT_TSUMO);
	if (ui->auto_win && win >= 0)
		return win;
	if (ui->view.to_act_on >= 0)
		return ui->auto_pass && win < 0 ? find_choice(ui, ACT_PASS) : -1;
	if (ui->auto_tsumogiri && ui->view.seats[ui->seat].riichi && win < 0) {
		/* a North drawn in riichi goes aside as a dora rather than to the river */
		int kita = find_choice(ui, ACT_KITA);
		if (kita >= 0 && tile_kind(ui->view.hand[ui->view.nhand - 1]) == TILE_NORTH)
			return kita;
		return choice_for_position(ui, ui->view.nhand - 1, ACT_DISCARD);
	}
	return -1;
}

static void start_decision(struct ui *ui)
{
	if (ui->view.to_act_on >= 0) {
		static const enum action_type calls[] = {ACT_RON, ACT_PON, ACT_MINKAN, ACT_CHI,
							 ACT_PASS};
		static char title[96];
		/* TRANSLATORS: "Right sets aside N:", a North offered for a ron (three players) */
		snprintf(title, sizeof title,
			 ui->kita_from == ui->view.to_act_on ? _("%s sets aside %s:")
							     : _("%s discards %s:"),
			 ui_player_name(ui, ui->view.to_act_on),
			 ui_tile_word(ui, ui->view.last_tile));
		/* a win is the answer Enter gives; else passing */
		int ron = find_choice(ui, ACT_RON);
		open_prompt(ui, calls, 5, ron >= 0 ? ron : find_choice(ui, ACT_PASS), title);
		return;
	}
	int tsumo = find_choice(ui, ACT_TSUMO);
	if (tsumo >= 0) {
		/* a win on one's draw is asked first, Enter taking it; the discards come after
		 * a deliberate "no" */
		static char title[96];
		snprintf(title, sizeof title, _("You drew %s and can win:"),
			 ui_tile_word(ui, ui->view.hand[ui->view.nhand - 1]));
		static const enum action_type win[] = {ACT_TSUMO};
		open_prompt(ui, win, 1, tsumo, title);
		ui->prompt[ui->nprompt++] = -1;
		ui->prompt_cancel = _("Do not win: choose a discard");
		ui->cursor = ui->view.nhand - 1;
		return;
	}
	ui->mode = MODE_DISCARD;
	ui->cursor = ui->view.nhand - 1;
	if (choice_for_position(ui, ui->cursor, ACT_DISCARD) < 0)
		move_cursor(ui, 1);
}

int ui_human_choose(struct controller *self, const struct seat_view *view,
		    const struct action *choices, int n)
{
	struct ui *ui = self->data;
	ui->view = *view;
	ui->choices = choices;
	ui->nchoices = n;
	ui->advised = false;
	if (ui->quit)
		return 0;
	if (ui->autoplay) {
		ui_redraw(ui);
		int a = ui->autoplay->choose(ui->autoplay, view, choices, n);
		if (a >= 0 && a < n)
			ui_defence_decided(ui, &choices[a]);
		ui_practice_decided(ui, a);
		ui->nchoices = 0;
		ui->choices = NULL;
		return a;
	}
	int c = automatic(ui);
	if (c < 0) {
		if (ui->bell_when == UI_BELL_TURNS ||
		    (ui->bell_when == UI_BELL_WINS &&
		     (find_choice(ui, ACT_TSUMO) >= 0 || find_choice(ui, ACT_RON) >= 0)))
			beep();
		start_decision(ui);
		while (c < 0) {
			ui_redraw(ui);
			int key = ui_getch(ui);
			if (key == ERR && ui->net_woken) {
				c = 0; /* the server moved on: this answer is not sent */
				break;
			}
			if (key == ERR)
				continue;
			c = handle_key(ui, key);
			if (ui->quit)
				c = 0;
		}
	}
	if (c >= 0 && c < n)
		ui_defence_decided(ui, &choices[c]);
	ui_practice_decided(ui, c);
	ui->mode = MODE_WATCH;
	if (ui->panel != PANEL_DANGER)
		ui->panel = PANEL_NONE;
	ui->nchoices = 0;
	ui->choices = NULL;
	return c;
}
