/* The hint from the defensive AI with its reason, and the game's log written to a file. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "src/record/game_log.h"
#include "src/record/save/save.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/text/textwidth.h"
#include "src/ui/ui_internal.h"

int ui_advice(struct ui *ui, const struct ai_explain **ex)
{
	if (!ui->adviser || ui->nchoices == 0 || ui->mode == MODE_WATCH)
		return -1;
	int c = ui->adviser->choose(ui->adviser, &ui->view, ui->choices, ui->nchoices);
	*ex = ai_controller_explain(ui->adviser);
	return c >= 0 && c < ui->nchoices ? c : -1;
}

/* The hand position holding tile t, the drawn tile when it is one. */
static int position_of(const struct ui *ui, tile_t t, bool tsumogiri)
{
	const struct seat_view *v = &ui->view;
	if (tsumogiri && v->just_drew)
		return v->nhand - 1;
	for (int i = 0; i < v->nhand; i++)
		if (v->hand[i] == t)
			return i;
	return -1;
}

/*
 * The danger line of a hint to let a tile go, when someone threatens: the figure the danger
 * marks and the defence review give for it (ui_tile_danger), and against whom.
 */
static void danger_line(const struct ui *ui, tile_t t, char *line, size_t size)
{
	struct ai_tile_danger td;
	line[0] = 0;
	if (ui_tile_danger(ui, &ui->view, tile_kind(t), &td))
		/* TRANSLATORS: the suggested tile's danger: why it is (not) safe, the chance, the
		 * player ("suji, 1.0% to deal in if Right is ready"). */
		snprintf(line, size, _("Its danger: %s, %d.%d%% to deal in if %s is ready."),
			 _(ai_danger_class_name(td.cls)), td.chance / 10, td.chance % 10,
			 ui_player_name(ui, td.seat));
}

/* Why it pushes or folds: going on against folding, in chances and points. */
static void weighing_line(const struct ai_pushfold *pf, char *line, size_t size)
{
	int p = (pf->win + 5) / 10, d = (pf->deal_in + 5) / 10, f = (pf->fold_deal_in + 5) / 10;
	snprintf(line, size,
		 /* TRANSLATORS: the weighing behind a push or a fold: "Going on: 38% to win
		  * about 3900, 21% to deal in, 44 tiles left; folding: 4% to deal in." */
		 ngettext("Going on: %d%% to win about %d, %d%% to deal in, %d tile left; "
			  "folding: %d%% to deal in.",
			  "Going on: %d%% to win about %d, %d%% to deal in, %d tiles left; "
			  "folding: %d%% to deal in.",
			  (unsigned long)pf->live_left),
		 p, pf->value, d, pf->live_left, f);
}

int ui_hint_panel(struct ui *ui, int y, int x, int w)
{
	const struct ai_explain *ex;
	int c = ui_advice(ui, &ex);
	if (c < 0) {
		ui_put(y++, x, _("The hint suggests a move on your turn or when you can call."), w,
		       A_NORMAL);
		return y;
	}
	const struct action *a = &ui->choices[c];
	char why[160];
	ai_explain_why(ex, why, sizeof why); /* with the fan aimed at in MCR games */
	char line[240];
	bool hand = a->type == ACT_DISCARD || a->type == ACT_RIICHI;
	if (a->type == ACT_DISCARD)
		/* TRANSLATORS: the suggested discard and the AI's reason ("fold: safest tile"). */
		snprintf(line, sizeof line, _("Discard %s: %s."), ui_tile_name(ui, a->tile), why);
	else if (a->type == ACT_RIICHI)
		snprintf(line, sizeof line, _("Riichi with %s: %s."), ui_tile_name(ui, a->tile),
			 why);
	else
		/* TRANSLATORS: a suggested call or pass ("Pon") and the AI's reason. */
		snprintf(line, sizeof line, _("%s: %s."), names_action_word(a->type), why);
	ui_put(y++, x, line, w, A_BOLD);
	if (ex->shanten == 0)
		snprintf(line, sizeof line,
			 ngettext("Tenpai after it, %d winning tile left.",
				  "Tenpai after it, %d winning tiles left.",
				  (unsigned long)ex->ukeire),
			 ex->ukeire);
	else if (ex->shanten > 0)
		snprintf(line, sizeof line,
			 ngettext("%d away from tenpai after it, %d tile improves the hand.",
				  "%d away from tenpai after it, %d tiles improve the hand.",
				  (unsigned long)ex->ukeire),
			 ex->shanten, ex->ukeire);
	else
		line[0] = 0;
	ui_put(y++, x, line, w, A_NORMAL);
	if (hand && ui->view.family != RULES_MCR) /* the danger model reads riichi tables */
		danger_line(ui, a->tile, line, sizeof line);
	else
		line[0] = 0;
	ui_put(y++, x, line, w, A_NORMAL);
	if (hand && ex->defending && ex->weighed) {
		weighing_line(&ex->pf, line, sizeof line);
		ui_put(y++, x, line, w, A_NORMAL);
	}
	int i = hand ? position_of(ui, a->tile, a->tsumogiri) : -1;
	if (i >= 0) {
		ui->cursor = i;
		if (a->type == ACT_RIICHI && ui->mode == MODE_DISCARD)
			ui_put(y++, x,
			       _("The cursor is on it: a key closes this, then r and Enter declare "
				 "riichi."),
			       w, A_DIM);
		else
			ui_put(y++, x,
			       _("The cursor is on it: a key closes this, then Enter discards it."),
			       w, A_DIM);
	}
	return y;
}

/* $XDG_DATA_HOME/jansou/logs, where the history keeps each finished game's log too: one place
 * for every log; created when missing. */
static int logs_dir(char *buf, size_t size, char *err, size_t errsize)
{
	if (save_xdg_dir("XDG_DATA_HOME", ".local/share", buf, size, err, errsize) < 0)
		return -1;
	size_t n = strlen(buf);
	if (snprintf(buf + n, size - n, "/logs") >= (int)(size - n)) {
		snprintf(err, errsize, "%s", _("the directory name is too long"));
		return -1;
	}
	if (mkdir(buf, 0700) < 0 && errno != EEXIST) {
		snprintf(err, errsize, "%s: %s", buf, strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * "Log saved to PATH" on one row of cols columns: the home directory as "~", then leading
 * directories as "…" while it is too wide; the file's name always shows. A message that
 * took a second row would cover the key reminder under it.
 */
static void say_path(char *out, size_t size, const char *fmt, const char *path, int cols)
    __attribute__((format(printf, 3, 0)));

static void say_path(char *out, size_t size, const char *fmt, const char *path, int cols)
{
	char shown[1100];
	const char *home = getenv("HOME");
	size_t n = home ? strlen(home) : 0;
	if (n > 1 && strncmp(path, home, n) == 0 && path[n] == '/')
		snprintf(shown, sizeof shown, "~%s", path + n);
	else
		snprintf(shown, sizeof shown, "%s", path);
	const char *rest = shown;
	for (;;) {
		if (rest == shown)
			snprintf(out, size, fmt, shown);
		else {
			char cut[1200];
			snprintf(cut, sizeof cut, "…%s", rest);
			snprintf(out, size, fmt, cut);
		}
		const char *slash = strchr(rest + 1, '/');
		if (textwidth(out) <= cols || !slash)
			return;
		rest = slash;
	}
}

void ui_save_log(struct ui *ui)
{
	char path[1024], err[256] = "";
	int cols = ui_message_width(ui);
	if (!ui->tenhou) {
		snprintf(ui->status, sizeof ui->status, "%s",
			 _("No log is kept of this game (out of memory)."));
		return;
	}
	if (ui->kept_log[0]) {
		/* the finished game's log is in the history already: no second copy, only the
		 * mjai record beside it, once */
		char mjai[1100];
		snprintf(mjai, sizeof mjai, "%sl", ui->kept_log);
		bool with_mjai = ui->mjai && (access(mjai, F_OK) == 0 ||
					      game_log_write(ui->mjai, mjai, err, sizeof err) == 0);
		say_path(ui->status, sizeof ui->status,
			 with_mjai ? _("The game's log is kept in %s (+ mjai .jsonl)")
				   : _("The game's log is kept in %s"),
			 ui->kept_log, cols);
		return;
	}
	if (logs_dir(path, sizeof path - 64, err, sizeof err) == 0) {
		time_t now = time(NULL);
		struct tm tm;
		localtime_r(&now, &tm);
		size_t n = strlen(path);
		strftime(path + n, sizeof path - n, "/%Y%m%d-%H%M%S.json", &tm);
		if (game_log_write(ui->tenhou, path, err, sizeof err) == 0) {
			/* the mjai record beside it: the same name, .jsonl */
			char mjai[1100];
			snprintf(mjai, sizeof mjai, "%sl", path);
			bool with_mjai =
			    ui->mjai && game_log_write(ui->mjai, mjai, err, sizeof err) == 0;
			say_path(ui->status, sizeof ui->status,
				 with_mjai ? _("Log saved to %s (+ mjai .jsonl)")
					   : _("Log saved to %s"),
				 path, cols);
			return;
		}
	}
	snprintf(ui->status, sizeof ui->status, _("Cannot save the log: %s"), err);
}
