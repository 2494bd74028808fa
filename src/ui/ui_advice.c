/* The hint from the advisor (ai_advisor) with its reason, and the game's log written to a file. */
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
	if (!ui->game || ui->nchoices == 0 || ui->mode == MODE_WATCH)
		return -1;
	if (!ui->advised) { /* asked once a decision: the advisor looks ahead, and never changes */
		ui->advice = ai_advise(&ui->view, ui->choices, ui->nchoices, game_rules(ui->game),
				       &ui->advice_ex);
		ui->advised = true;
	}
	*ex = &ui->advice_ex;
	return ui->advice >= 0 && ui->advice < ui->nchoices ? ui->advice : -1;
}

/* The hint's lines, before they are wrapped to the box. */
enum { HINT_LINES = 7 };
struct hint {
	int n;
	char line[HINT_LINES][400];
	unsigned long attrs[HINT_LINES];
	int cursor; /* the hand position of the tile suggested, -1 */
};

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

/* The next line of the hint, to be filled; NULL when it has no room left. */
static char *next_line(struct hint *h, unsigned long attrs)
{
	if (h->n >= HINT_LINES)
		return NULL;
	h->attrs[h->n] = attrs;
	h->line[h->n][0] = 0;
	return h->line[h->n++];
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

/* Who threatens, by name: "Threat: Right (riichi)." */
static void threat_line(const struct ui *ui, const struct ai_explain *ex, char *line, size_t size)
{
	char list[320] = "";
	size_t len = 0;
	for (int i = 0; i < ex->threats && i < SEATS - 1 && len < sizeof list; i++) {
		const struct ai_threat_seat *t = &ex->threat[i];
		const char *who = ui_player_name(ui, t->seat);
		char one[128];
		int ready = (t->ready + 5) / 10;
		if (t->riichi)
			/* TRANSLATORS: a threatening player in the hint: "Right (riichi)" */
			snprintf(one, sizeof one, _("%s (riichi)"), who);
		else if (t->open)
			/* TRANSLATORS: "Left (open hand, 60% likely ready)" */
			snprintf(one, sizeof one, _("%s (open hand, %d%% likely ready)"), who,
				 ready);
		else
			/* TRANSLATORS: a hand without calls or riichi read as ready from its
			 * discards: "Across (closed hand, 35% likely ready)" */
			snprintf(one, sizeof one, _("%s (closed hand, %d%% likely ready)"), who,
				 ready);
		len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", i ? "; " : "", one);
	}
	/* TRANSLATORS: the players the hint defends against: "Threat: Right (riichi)." */
	snprintf(line, size, ngettext("Threat: %s.", "Threats: %s.", (unsigned long)ex->threats),
		 list);
}

/* How far from tenpai the hand is after the move; empty after a win, a kan, a North set aside
 * or an abort, which it does not say. */
static void shanten_line(const struct action *a, const struct ai_explain *ex, char *line,
			 size_t size)
{
	line[0] = 0;
	switch (a->type) {
	case ACT_DISCARD:
	case ACT_RIICHI:
	case ACT_PON:
	case ACT_CHI:
	case ACT_MINKAN:
	case ACT_PASS:
		break;
	default:
		return;
	}
	if (ex->shanten == 0)
		snprintf(line, size,
			 ngettext("Tenpai after it, %d winning tile left.",
				  "Tenpai after it, %d winning tiles left.",
				  (unsigned long)ex->ukeire),
			 ex->ukeire);
	else if (ex->shanten > 0)
		snprintf(line, size,
			 ngettext("%d away from tenpai after it, %d tile improves the hand.",
				  "%d away from tenpai after it, %d tiles improve the hand.",
				  (unsigned long)ex->ukeire),
			 ex->shanten, ex->ukeire);
}

/* The hint in lines: the advisor's move and reason, how far the hand is then, who threatens,
 * the danger and the weighing of a defending discard, and where the cursor goes. */
static void hint_text(struct ui *ui, struct hint *h)
{
	memset(h, 0, sizeof *h);
	h->cursor = -1;
	const struct ai_explain *ex;
	int c = ui_advice(ui, &ex);
	char *line = next_line(h, A_BOLD);
	size_t size = sizeof h->line[0];
	if (c < 0) {
		snprintf(line, size, "%s",
			 _("The hint suggests a move on your turn or when you can call."));
		return;
	}
	const struct action *a = &ui->choices[c];
	char why[160];
	ai_explain_why(ex, why, sizeof why); /* with the fan aimed at in MCR games */
	bool hand = a->type == ACT_DISCARD || a->type == ACT_RIICHI;
	if (a->type == ACT_DISCARD)
		/* TRANSLATORS: the suggested discard and the AI's reason ("fold: safest tile"). */
		snprintf(line, size, _("Discard %s: %s."), ui_tile_word(ui, a->tile), why);
	else if (a->type == ACT_RIICHI)
		snprintf(line, size, _("Riichi with %s: %s."), ui_tile_word(ui, a->tile), why);
	else if (a->type == ACT_PASS && ex->reason == AI_REASON_PASS)
		snprintf(line, size, "%s", _("Pass: the call would not help the hand."));
	else
		/* TRANSLATORS: a suggested call or pass ("Pon") and the AI's reason. */
		snprintf(line, size, _("%s: %s."), names_action_word(a->type), why);
	shanten_line(a, ex, next_line(h, A_NORMAL), size);
	if (ex->threats > 0)
		threat_line(ui, ex, next_line(h, A_NORMAL), size);
	if (hand && ui->view.family != RULES_MCR) { /* the danger model reads riichi tables */
		char danger[200];
		danger_line(ui, a->tile, danger, sizeof danger);
		if (danger[0]) /* only when someone threatens */
			snprintf(next_line(h, A_NORMAL), size, "%s", danger);
	}
	if (hand && ex->defending && ex->weighed)
		weighing_line(&ex->pf, next_line(h, A_NORMAL), size);
	h->cursor = hand ? position_of(ui, a->tile, a->tsumogiri) : -1;
	if (h->cursor >= 0)
		snprintf(
		    next_line(h, A_DIM), size, "%s",
		    a->type == ACT_RIICHI && ui->mode == MODE_DISCARD
			? _("The cursor is on it: a key closes this, then r and Enter "
			    "declare riichi.")
			: _("The cursor is on it: a key closes this, then Enter discards it."));
}

/* The rows s takes wrapped to width columns (as ui_put_wrapped breaks it). */
static int wrapped_rows(const char *s, int width)
{
	int n = 0;
	while (*s) {
		const char *next;
		size_t len = textwidth_line(s, width, &next);
		if (len == 0 && next == s)
			next = s + strlen(s); /* cannot break: ui_put cuts it */
		s = next;
		n++;
	}
	return n;
}

const char *ui_hint_title(void)
{
	static char title[96];
	/* TRANSLATORS: the hint box's title, with the name of the AI that gives it */
	snprintf(title, sizeof title, _("Hint from the %s AI"), ai_advisor->player.name);
	return title;
}

int ui_hint_width(struct ui *ui)
{
	struct hint h;
	hint_text(ui, &h);
	int w = ui_text_width(ui_hint_title()) + 2;
	for (int i = 0; i < h.n; i++)
		if (ui_text_width(h.line[i]) > w)
			w = ui_text_width(h.line[i]);
	return w;
}

int ui_hint_lines(struct ui *ui, int w)
{
	struct hint h;
	hint_text(ui, &h);
	int rows = 0;
	for (int i = 0; i < h.n; i++)
		rows += h.line[i][0] ? wrapped_rows(h.line[i], w) : 0;
	return rows;
}

int ui_hint_panel(struct ui *ui, int y, int x, int w, int rows)
{
	struct hint h;
	hint_text(ui, &h);
	for (int i = 0; i < h.n && rows > 0; i++) {
		if (!h.line[i][0])
			continue;
		int n = ui_put_wrapped(y, x, h.line[i], w, rows, h.attrs[i]);
		y += n;
		rows -= n;
	}
	if (h.cursor >= 0)
		ui->cursor = h.cursor;
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
	if (ui->remote) {
		snprintf(ui->status, sizeof ui->status, "%s",
			 _("A network game is not saved here: the server keeps its logs."));
		return;
	}
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
