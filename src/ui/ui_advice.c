/* The hint from the defensive AI with its reason, and the game's log written to a file. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "src/record/game_log.h"
#include "src/record/save/save.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
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

/* The danger line of a defending hint: how safe the tile is and why. */
static void danger_line(const struct ai_explain *ex, tile_t t, char *line, size_t size)
{
	line[0] = 0;
	for (int i = 0; i < ex->ncand; i++)
		if (tile_kind(ex->cand[i].tile) == tile_kind(t)) {
			snprintf(line, size,
				 _("Against the threat: %s, %d.%d%% to deal in if it is ready."),
				 _(ai_danger_class_name(ex->cand[i].danger_class)),
				 ex->cand[i].danger / 10, ex->cand[i].danger % 10);
			return;
		}
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
	if (hand && ex->defending)
		danger_line(ex, a->tile, line, sizeof line);
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

void ui_save_log(struct ui *ui)
{
	char path[1024], err[256] = "";
	if (!ui->tenhou) {
		snprintf(ui->status, sizeof ui->status, "%s",
			 _("No log is kept of this game (out of memory)."));
		return;
	}
	if (logs_dir(path, sizeof path - 64, err, sizeof err) == 0) {
		time_t now = time(NULL);
		struct tm tm;
		localtime_r(&now, &tm);
		size_t n = strlen(path);
		strftime(path + n, sizeof path - n, "/%Y%m%d-%H%M%S.json", &tm);
		if (game_log_write(ui->tenhou, path, err, sizeof err) == 0) {
			snprintf(ui->status, sizeof ui->status, _("Log saved to %s"), path);
			/* the mjai record beside it: the same name, .jsonl */
			char mjai[1100];
			snprintf(mjai, sizeof mjai, "%sl", path);
			if (ui->mjai && game_log_write(ui->mjai, mjai, err, sizeof err) == 0)
				snprintf(ui->status, sizeof ui->status,
					 _("Log saved to %s (+ mjai .jsonl)"), path);
			return;
		}
	}
	snprintf(ui->status, sizeof ui->status, _("Cannot save the log: %s"), err);
}
