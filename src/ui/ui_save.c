/* Resuming, recording and finishing the saved game from the screen. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include "src/ui/ui_save.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "src/record/history.h"
#include "src/text/i18n.h"
#include "src/text/textwidth.h"
#include "src/ui/ui_internal.h"

/*
 * Draws text from row y, wrapped to width display columns at a space near the
 * end of the line, else (CJK text has no spaces) at any character; returns
 * the next row.
 */
static int draw_wrapped(int y, int x, int width, const char *text)
{
	char line[512];
	const char *p = text;
	while (*p && y < LINES) {
		size_t n = strlen(p), cut = textwidth_fit(p, width, NULL);
		if (cut < n) {
			size_t space = cut;
			while (space > 0 && p[space] != ' ')
				space--;
			if (space > 0 && textwidth_fit(p, width, NULL) - space < (size_t)width / 2)
				cut = space;
			else if (cut == 0)
				cut = n; /* not even one character fits: let ui_put cut it */
		}
		if (cut >= sizeof line)
			cut = sizeof line - 1;
		memcpy(line, p, cut);
		line[cut] = '\0';
		ui_put(y++, x, line, width, 0);
		p += cut;
		while (*p == ' ')
			p++;
	}
	return y;
}

/* Shows a title, a message and the keys; returns the key pressed (one of keys). */
struct question {
	const char *title, *message, *question;
};

static void draw_question(struct ui *ui, void *ctx)
{
	const struct question *q = ctx;
	erase();
	int width = COLS - 4 > 20 ? COLS - 4 : COLS;
	ui_put(1, 2, q->title, width, ui_color(ui, C_TITLE) | A_BOLD);
	int y = draw_wrapped(3, 2, width, q->message);
	draw_wrapped(y + 1, 2, width, q->question);
}

static int ask(struct ui *ui, const char *title, const char *message, const char *question,
	       const char *keys)
{
	struct question q = {title, message, question};
	for (;;) {
		int key = ui_read_key(
		    ui, &(struct ui_read){.redraw = draw_question, .ctx = &q, .timeout_ms = -1});
		if (!keys[0] || (key > 0 && key < 256 && strchr(keys, key)))
			return key;
	}
}

enum { SAVE_SLOTS = 9 };

/*
 * Locks the default save, or when another jansou holds it, or it cannot be locked (its lock
 * file's place taken by a folder...), asks: a game saved apart in the first slot that can be
 * locked, watching, or quitting. A save that cannot be locked is never shared: a second game
 * would not find it in use. True when sv->path is ours to write.
 */
static bool take_a_slot(struct ui *ui, struct ui_saving *sv)
{
	char err[1024], why[1024] = "", slot[PATH_MAX], base[PATH_MAX];
	pid_t holder = 0, first_holder = 0;
	snprintf(base, sizeof base, "%s", sv->path);
	for (int n = 1; n <= SAVE_SLOTS; n++) {
		if (save_slot_path(base, n, slot, sizeof slot) < 0)
			break;
		enum save_lock_status st = save_lock(&sv->lock, slot, &holder, err, sizeof err);
		if (st == SAVE_LOCK_FAILED && n == 1)
			snprintf(why, sizeof why, "%s", err);
		if (st == SAVE_IN_USE && n == 1)
			first_holder = holder;
		if (st != SAVE_LOCKED)
			continue;
		if (n == 1)
			return true;
		char msg[2 * PATH_MAX + 1300], pid[32] = "";
		if (first_holder > 0)
			snprintf(pid, sizeof pid, " (%ld)", (long)first_holder);
		if (why[0])
			snprintf(
			    msg, sizeof msg,
			    _("This game cannot lock its save (%s): another jansou could not "
			      "tell that the save is in use, and the two would write over each "
			      "other. A new game is saved apart, in %s."),
			    why, slot);
		else
			snprintf(msg, sizeof msg,
				 _("Another jansou%s is playing the game saved in %s; this one "
				   "cannot share its save."),
				 pid, base);
		int key =
		    ask(ui, why[0] ? _("The save cannot be locked") : _("The save is in use"), msg,
			_("n: a new game, saved apart    w: watch the computer play    "
			  "q: quit"),
			"nNwWqQ");
		if (key == 'n' || key == 'N') {
			snprintf(sv->path, sizeof sv->path, "%s", slot);
			return true;
		}
		save_unlock(&sv->lock);
		if (key == 'w' || key == 'W')
			sv->watch = true;
		else
			ui->quit = true;
		return false;
	}
	if (why[0]) {
		char msg[1300];
		snprintf(msg, sizeof msg,
			 _("This game cannot lock its save (%s), nor a save apart: it will not be "
			   "saved."),
			 why);
		ask(ui, _("The save cannot be locked"), msg,
		    _("Press any key to play without saving."), "");
	} else
		ask(ui, _("The save is in use"),
		    _("Every save slot is in use by another jansou: this game will not be saved."),
		    _("Press any key to play without saving."), "");
	return false;
}

/*
 * The save of a game already over (the program stopped between its last move and its
 * record): recorded now, by playing it back to its end as a resumed game, unless the
 * history has it already; then only the save was left to remove.
 */
static void found_over(struct ui *ui, struct ui_saving *sv)
{
	char id[SAVE_ID_SIZE], msg[PATH_MAX + 256];
	save_id(&sv->ss.save, id, sizeof id);
	if (id[0] && history_has_game(id)) {
		unlink(sv->path); /* recorded: nothing left of it to keep */
		save_session_free(&sv->ss);
		return;
	}
	snprintf(msg, sizeof msg,
		 _("The saved game %s was over, but the program stopped before it was added to "
		   "your history. It is added now, with its log."),
		 sv->path);
	ask(ui, _("A finished game"), msg, _("Press any key to see how it ended."), "");
	sv->resume = true;
	sv->over = true;
}

/* A save's language, chosen during its game, is the one it is resumed in (unless --lang). */
static void resume_language(struct ui *ui, const struct save_game *s)
{
	if (!s->lang[0] || ui->opt.lang_given)
		return;
	for (int i = 0; i18n_languages[i].name; i++)
		if (strcmp(i18n_languages[i].name, s->lang) == 0 &&
		    i18n_set_language(i18n_languages[i].name) == 0) {
			ui->opt.lang = i18n_languages[i].name;
			ui_tiles_init(ui); /* honours in text mode follow the language */
		}
}

void ui_save_open(struct ui *ui, struct ui_saving *sv, bool record, bool offer)
{
	memset(sv, 0, sizeof *sv);
	sv->ui = ui;
	ui->saving = sv;
	sv->lock.fd = -1;
	char err[1024];
	if (!record)
		return;
	if (save_default_path(sv->path, sizeof sv->path, err, sizeof err) < 0) {
		ask(ui, _("The game cannot be saved"), err,
		    _("Press any key to play without saving."), "");
		return;
	}
	if (!take_a_slot(ui, sv))
		return;
	sv->on = true;
	if (!offer || access(sv->path, F_OK) != 0)
		return;
	enum save_status st = save_session_load(&sv->ss, sv->path, err, sizeof err);
	if (st == SAVE_OVER) {
		found_over(ui, sv);
		return;
	}
	if (st == SAVE_OK) {
		resume_language(ui, &sv->ss.save);
		char msg[256];
		snprintf(msg, sizeof msg,
			 ngettext("A game you did not finish was saved (%zu decision, rules %s).",
				  "A game you did not finish was saved (%zu decisions, rules %s).",
				  (unsigned long)sv->ss.save.ndecisions),
			 sv->ss.save.ndecisions, sv->ss.save.rules.preset);
		int key = ask(
		    ui, _("Unfinished game"), msg,
		    _("r or Enter: resume it    n: start a new game (the old one is kept aside)"),
		    "rRnN\r\n");
		sv->resume = key != 'n' && key != 'N';
		if (!sv->resume)
			save_session_free(&sv->ss);
		return;
	}
	save_session_free(&sv->ss);
	if (err[0])
		ask(ui, _("The saved game cannot be resumed"), err,
		    _("Press any key to start a new game."), "");
}

static int seat_choose(struct controller *self, const struct seat_view *view,
		       const struct action *choices, int n)
{
	struct ui_saving *sv = self->data;
	int c = sv->human.choose(&sv->human, view, choices, n);
	if (sv->ui->quit && sv->on)
		save_session_stop(&sv->ss); /* the save stays where the player left */
	return c;
}

static void seat_observe(struct controller *self, const struct game_event *ev)
{
	struct ui_saving *sv = self->data;
	if (sv->human.observe)
		sv->human.observe(&sv->human, ev);
}

struct controller *ui_save_human(struct ui_saving *sv, struct controller *human)
{
	sv->human = *human;
	sv->seat = (struct controller){
	    .name = human->name, .choose = seat_choose, .observe = seat_observe, .data = sv};
	return &sv->seat;
}

static void caught_up(void *ctx, struct game *g)
{
	struct ui_saving *sv = ctx;
	struct ui *ui = sv->ui;
	ui->replaying = false;
	game_view(g, ui->seat, &ui->view);
	ui_log_args(ui, N_("The saved game goes on from where it stopped."), NULL);
}

/*
 * The first time the save cannot be written (a full disk...), the player is told, in words
 * that stay on the screen, wrapped to its width, until a key: the game goes on, and each
 * decision tries to save it again.
 */
static void write_failed(void *ctx, const char *message)
{
	struct ui_saving *sv = ctx;
	if (!message) {
		ui_log_args(sv->ui, N_("The game is saved again."), NULL);
		return;
	}
	if (sv->ss.write_failures != 1)
		return;
	ask(sv->ui, _("The game cannot be saved"), message,
	    _("The game goes on, and every move tries to save it again. Press any key."), "");
	ui_log_text(sv->ui, message);
	ui_redraw(sv->ui);
}

/* A decision of the player's seat played back: noted as the screen notes one taken there. */
static void replayed(void *ctx, int seat, const struct seat_view *view, const struct action *a)
{
	struct ui_saving *sv = ctx;
	struct ui *ui = sv->ui;
	if (seat != ui->seat || ui->opt.watch)
		return;
	ui->view = *view;
	ui_defence_decided(ui, a);
}

void ui_save_begin(struct ui_saving *sv, struct game *g, uint64_t seed,
		   const char *const names[SEATS])
{
	if (!sv->on)
		return;
	struct save_session *ss = &sv->ss;
	if (!sv->resume) {
		char msg[1024];
		/* a note (the old game kept aside) or why the game cannot be saved */
		if (save_session_start(ss, g, seed, sv->path, names, msg, sizeof msg) < 0 || msg[0])
			ui_log_text(sv->ui, msg);
	}
	ss->caught_up = caught_up;
	ss->caught_up_ctx = sv;
	ss->write_failed = write_failed;
	ss->write_failed_ctx = sv;
	ss->replayed = replayed;
	ss->replayed_ctx = sv;
	if (sv->resume) {
		sv->ui->replaying = true; /* until caught_up() */
		save_session_resume(ss, g);
	} else if (sv->ui->opt.lang)
		ui_save_language(sv); /* chosen in an earlier game of this session */
}

void ui_save_language(struct ui_saving *sv)
{
	if (!sv || !sv->on || !sv->ui->opt.lang)
		return;
	snprintf(sv->ss.save.lang, sizeof sv->ss.save.lang, "%s", sv->ui->opt.lang);
	save_session_write(&sv->ss);
}

void ui_save_id(const struct ui_saving *sv, char *buf, size_t size)
{
	if (sv->on)
		save_id(&sv->ss.save, buf, size);
	else
		snprintf(buf, size, "%s", "");
}

void ui_save_over(struct ui_saving *sv)
{
	if (sv->on)
		save_session_finish(&sv->ss);
}

void ui_save_end(struct ui_saving *sv, bool over)
{
	if (sv->on) {
		if (over)
			save_session_finish(&sv->ss);
		save_session_free(&sv->ss);
		sv->on = false;
	}
	save_unlock(&sv->lock);
}
