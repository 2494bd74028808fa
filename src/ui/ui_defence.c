/*
 * Every discard made under threat, reviewed: while an opponent is a real threat (in riichi, or
 * an open hand likely ready: ai_threat_move), each discard you chose is noted with its danger
 * (against the real threat it was most dangerous to, the figure the marks and the hint give)
 * and the safest tile you held then; those after your own riichi were no choice and are not. When
 * someone else wins, each note learns whether the tile was in the winner's wait. The hand's notes
 * make the review screen (d on the result screen of defence practice); their counts add up over the
 * session and, per game, in the history (jansou stats).
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "src/text/i18n.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"

/* The session: every game played since the program started. */
static struct ui_defence_count session;

void ui_defence_decided(struct ui *ui, const struct action *a)
{
	struct ui_defence *df = &ui->defence;
	if (!ui_family_of(ui)->defence_practice ||
	    (a->type != ACT_DISCARD && a->type != ACT_RIICHI))
		return;
	df->own_discards++;
	struct ai_threat_move m;
	if (df->nmoves >= UI_DEFENCE_MOVES ||
	    !ai_threat_move(&ui->view, game_rules(ui->game), a->tile, &m))
		return;
	struct ui_threat_move *u = &df->moves[df->nmoves++];
	memset(u, 0, sizeof *u);
	u->turn = df->own_discards;
	u->m = m;
	df->game.moves++;
	df->game.safest += m.was_safest;
	session.moves++;
	session.safest += m.was_safest;
}

void ui_defence_hand_start(struct ui *ui)
{
	struct ui_defence *df = &ui->defence;
	df->nmoves = 0;
	df->own_discards = 0;
	df->winner = -1;
	df->nwait = 0;
}

void ui_defence_win(struct ui *ui, const struct game_event *ev)
{
	struct ui_defence *df = &ui->defence;
	if (ev->seat == ui->seat || df->winner >= 0)
		return;
	df->winner = ev->seat;
	df->win_tile = ev->tile;
	/* the tile dealt in is the last discard, counted when it was made under threat */
	if (ev->from == ui->seat && df->nmoves > 0 &&
	    df->moves[df->nmoves - 1].turn == df->own_discards &&
	    tile_kind(df->moves[df->nmoves - 1].m.tile) == tile_kind(ev->tile)) {
		df->moves[df->nmoves - 1].dealt_in = true;
		df->game.dealins++;
		session.dealins++;
	}
	bool waits[TILE_KINDS];
	ai_winner_waits(ev->shown[ev->seat], ev->nshown[ev->seat], ui->view.seats[ev->seat].nmelds,
			ev->tile, ev->from == ev->seat, waits);
	for (int k = 0; k < TILE_KINDS && df->nwait < 13; k++)
		if (waits[k])
			df->wait[df->nwait++] = (tile_t)k;
	for (int i = 0; i < df->nmoves; i++)
		df->moves[i].in_wait = waits[tile_kind(df->moves[i].m.tile)];
}

void ui_defence_counts(const struct ui *ui, struct ui_defence_count *out)
{
	*out = ui->defence.game;
}

static int percent(int tenths)
{
	return tenths >= 990 ? 99 : (tenths + 5) / 10;
}

const char *ui_defence_summary(const struct ui *ui)
{
	static char buf[240];
	const struct ui_defence *df = &ui->defence;
	int safest = 0;
	for (int i = 0; i < df->nmoves; i++)
		safest += df->moves[i].m.was_safest;
	if (df->nmoves == 0)
		snprintf(buf, sizeof buf, "%s", _("No discard of yours was made under threat."));
	else
		snprintf(buf, sizeof buf,
			 ngettext("%d discard under threat, %d of them the safest you held: d "
				  "reviews it.",
				  "%d discards under threat, %d of them the safest you held: d "
				  "reviews them.",
				  (unsigned long)df->nmoves),
			 df->nmoves, safest);
	return buf;
}

/* "5m  live 12%" into buf. */
static void tile_danger(struct ui *ui, tile_t t, int cls, int chance, char *buf, size_t size)
{
	snprintf(buf, size, "%s %s %d%%", ui_tile_word(ui, t),
		 _(ai_danger_class_name((enum ai_danger_class)cls)), percent(chance));
}

static void redraw_review(struct ui *ui)
{
	erase();
	const struct ui_defence *df = &ui->defence;
	int W = COLS - 4, y = 1;
	ui_put(y++, 2, _("Your discards under threat this hand"), W, ui_color(ui, C_TITLE));
	ui_put(y++, 2,
	       _("(the chance to deal in if the threat is ready, as the danger marks give it)"), W,
	       A_DIM);
	y++;
	char line[400], a[96], b[96];
	for (int i = 0; i < df->nmoves && y < LINES - 6; i++) {
		const struct ui_threat_move *u = &df->moves[i];
		const struct ai_threat_move *m = &u->m;
		tile_danger(ui, m->tile, m->cls, m->chance, a, sizeof a);
		if (m->was_safest)
			snprintf(b, sizeof b, "%s", _("the safest you held"));
		else
			tile_danger(ui, m->safest, m->safest_cls, m->safest_chance, b, sizeof b);
		/* TRANSLATORS: a discard under threat: its turn, the tile and its danger, against
		 * whom, and the safest tile held then ("1p genbutsu 0%"). */
		snprintf(line, sizeof line, _("Discard %d: %s against %s; safest: %s"), u->turn, a,
			 ui_player_name(ui, m->threat), b);
		ui_put(y, 2, line, W,
		       u->dealt_in     ? ui_color(ui, C_BAD) | A_BOLD
		       : m->was_safest ? ui_color(ui, C_GOOD)
				       : A_NORMAL);
		y++;
	}
	y++;
	if (df->winner >= 0 && y < LINES - 4) {
		size_t len = 0;
		line[0] = 0;
		for (int i = 0; i < df->nwait && len < sizeof line; i++)
			len += (size_t)snprintf(line + len, sizeof line - len, "%s%s", i ? " " : "",
						ui_tile_word(ui, df->wait[i]));
		char won[480];
		snprintf(won, sizeof won, _("%s won on %s, waiting on %s."),
			 ui_player_name(ui, df->winner), ui_tile_word(ui, df->win_tile), line);
		ui_put(y++, 2, won, W, A_BOLD);
		/* each discard against the winner: in its wait, or why not */
		for (int i = 0; i < df->nmoves && y < LINES - 3; i++) {
			const struct ui_threat_move *u = &df->moves[i];
			int c = u->m.cls_vs[df->winner];
			const char *tile = ui_tile_word(ui, u->m.tile);
			const char *cls = _(ai_danger_class_name((enum ai_danger_class)c));
			/* a class that says nothing makes the tile safe: live, half suji... */
			bool unsafe = c == DANGER_LIVE || c == DANGER_HALF_SUJI ||
				      c == DANGER_ONE_CHANCE || c == DANGER_OUTSIDE;
			if (u->in_wait && u->dealt_in)
				snprintf(line, sizeof line,
					 _("  %s was in its wait (%s): you dealt in with it."),
					 tile, cls);
			else if (u->in_wait)
				snprintf(line, sizeof line, _("  %s was in its wait (%s)."), tile,
					 cls);
			else if (c == DANGER_NONE)
				snprintf(line, sizeof line,
					 _("  %s was not in its wait (it was no threat yet)."),
					 tile);
			else if (unsafe)
				snprintf(line, sizeof line,
					 _("  %s was not in its wait, though nothing made it safe "
					   "(%s)."),
					 tile, cls);
			else
				snprintf(line, sizeof line, _("  %s was not in its wait: %s."),
					 tile, cls);
			ui_put(y++, 2, line, W, u->in_wait ? ui_color(ui, C_BAD) : A_NORMAL);
		}
	}
	snprintf(line, sizeof line,
		 _("This session: discards under threat %d, the safest you held %d%%, "
		   "deal-ins %d."),
		 session.moves,
		 session.moves ? (session.safest * 100 + session.moves / 2) / session.moves : 0,
		 session.dealins);
	ui_put(LINES - 2, 2, line, W, A_BOLD);
	ui_put(LINES - 1, 1, _("Any key: back"), COLS - 2, A_DIM);
}

void ui_defence_review(struct ui *ui)
{
	ui_wait_key(ui, redraw_review);
}
