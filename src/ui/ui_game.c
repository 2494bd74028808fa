/* The game in the terminal: curses set-up, the seats, the observer that keeps the table current. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <term.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "src/text/i18n.h"
#include "src/record/history.h"
#include "src/engine/play_stats.h"
#include "src/record/game_log.h"
#include "src/text/names.h"
#include "ai/players.h"
#include "src/record/mjai/mjai_player.h"
#include "src/ui/term_guard.h"
#include "src/record/game_setup.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"
#include "src/ui/ui_save.h"

bool ui_player_exists(const char *name)
{
	return players_resolve(name) != NULL;
}

int ui_parse_ai_list(struct ui_options *o, const char *list)
{
	static char buf[256];
	snprintf(buf, sizeof buf, "%s", list);
	int n = 0;
	for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (n == 3) {
			fprintf(stderr, _("%s: --ai takes at most three names\n"), PACKAGE);
			return -1;
		}
		if (!players_resolve(tok)) {
			fprintf(stderr, _("%s: unknown player '%s'; known: "), PACKAGE, tok);
			for (int i = 0; players_table[i]; i++)
				fprintf(stderr, "%s%s", i ? ", " : "", players_table[i]->name);
			fputc('\n', stderr);
			return -1;
		}
		o->ai[n++] = tok;
	}
	for (int i = n; i < 3 && n > 0; i++)
		o->ai[i] = o->ai[n - 1]; /* "--ai X" seats X three times */
	return n > 0 ? 0 : -1;
}

/* ---- following the game ---------------------------------------------- */

const char *ui_call_word(enum meld_type t)
{
	switch (t) {
	case MELD_CHI:
		return N_("chi");
	case MELD_PON:
		return N_("pon");
	case MELD_ANKAN:
		return N_("a closed kan");
	case MELD_KAKAN:
		return N_("an added kan");
	default:
		return N_("kan");
	}
}

/* "Across: pon 5p from Left": who called, what, which tile and who gave it. */
void ui_log_call(struct ui *ui, const struct game_event *ev)
{
	struct ui_log_arg who = UI_LOG_ARG_PLAYER(ev->seat),
			  what = UI_LOG_ARG_WORD(ui_call_word(ev->meld.type)),
			  tile = UI_LOG_ARG_TILE(ev->tile);
	if (ev->type == EV_KAN) /* a closed or an added kan: nobody gave the tile */
		/* TRANSLATORS: who, "a closed kan" or "an added kan", the tile. */
		ui_log(ui, N_("%s: %s of %s"), who, what, tile);
	else if (ev->from == ui->seat && !ui->opt.watch)
		/* TRANSLATORS: who, "pon", "chi" or "kan", the tile taken from your discards. */
		ui_log(ui, N_("%s: %s %s from you"), who, what, tile);
	else
		/* TRANSLATORS: who, "pon", "chi" or "kan", the tile, the player who discarded it.
		 */
		ui_log(ui, N_("%s: %s %s from %s"), who, what, tile, UI_LOG_ARG_PLAYER(ev->from));
}

int ui_opponent_delay(const struct ui *ui)
{
	return ui->opt.delay_ms >= 0 ? ui->opt.delay_ms : ui->opt.watch ? 400 : 150;
}

/* A network table's watcher leaves with q or h: back to the lobby (the room commands'). */
static bool watcher_leaves(struct ui *ui, int key)
{
	if (!ui->remote || !ui->opt.watch || !ui->net_command || (key != 'q' && key != 'h'))
		return false;
	char home[] = "home", *words[] = {home};
	ui->net_command(ui, words, 1);
	return true;
}

/* Lets the player see an opponent's move; in watch mode p pauses and space steps. */
static void pause_after_move(struct ui *ui)
{
	int delay = ui_opponent_delay(ui);
	if (ui->remote && ui->net_woken) /* a network table left, or moved on */
		return;
	ui_redraw(ui);
	if (delay == 0 && !ui->paused)
		return;
	for (;;) {
		int key = ui_read_key(ui, &(struct ui_read){.redraw = ui_redraw_table,
							    .timeout_ms = ui->paused ? -1 : delay,
							    .help = true});
		if (key == ERR || watcher_leaves(ui, key))
			return;
		if (ui->opt.watch && (key == 'p' || key == ' ')) {
			if (key == ' ')
				return; /* one move on, still paused */
			ui->paused = !ui->paused;
			ui_redraw(ui);
			if (!ui->paused)
				return;
			continue;
		}
		if (key == 'm' && !ui->opt.watch) {
			ui_show_menu(ui);
			if (ui->quit)
				return;
			ui_redraw(ui);
			continue;
		}
		if (key == 'q' || (ui->opt.watch && ui_global_key(ui, key))) {
			if ((key == 'q' && ui_confirm_quit(ui)) || ui->quit)
				return;
			ui_redraw(ui);
			if (!ui->paused)
				return;
		}
	}
}

/* Watching: the reason of the AI that just moved, in a line ("Seat 2: riichi, a good wait"). */
static void note_reason(struct ui *ui, const struct game_event *ev)
{
	ui->reason[0] = 0;
	if (!ui->opt.watch || ev->seat < 0 || ev->seat >= SEATS || !ui->explainer[ev->seat])
		return;
	const struct ai_explain *ex = ai_controller_explain(ui->explainer[ev->seat]);
	char why[200], away[48], figures[96] = "";
	ai_explain_why(ex, why, sizeof why);
	if (!why[0])
		return;
	/* where the hand stands after the move: "2 away, 40 tiles", "ready, 6 tiles" */
	if (ev->type == EV_DISCARD && ex->shanten >= 0 && ex->shanten < 8) {
		if (ex->shanten == 0)
			snprintf(away, sizeof away, "%s", _("ready"));
		else
			snprintf(away, sizeof away,
				 ngettext("%d away", "%d away", (unsigned long)ex->shanten),
				 ex->shanten);
		snprintf(figures, sizeof figures,
			 ngettext("%s, %d tile", "%s, %d tiles", (unsigned long)ex->ukeire), away,
			 ex->ukeire);
	}
	if (figures[0])
		snprintf(ui->reason, sizeof ui->reason, "%s: %s (%s)", ui_player_name(ui, ev->seat),
			 why, figures);
	else
		snprintf(ui->reason, sizeof ui->reason, "%s: %s", ui_player_name(ui, ev->seat),
			 why);
}

void ui_observe(void *ctx, const struct game_event *ev)
{
	struct ui *ui = ctx;
	if (ui->quit)
		return;
	struct game *g = ui->game;
	bool moved = false;
	switch (ev->type) {
	case EV_HAND_START:
		if (event_player_seat(ev, ui->player) != ui->seat) {
			ui->seat = event_player_seat(ev, ui->player);
			ui_log(ui, N_("The players change seats: you sit %s now"),
			       UI_LOG_ARG_WIND(seat_wind_of(ui->seat, ev->dealer, ui_nseats(ui))));
		}
		memset(&ui->end, 0, sizeof ui->end);
		ui->hands_seen++;
		ui->last_discarder = -1;
		ui->kita_from = -1;
		ui->drawn_gap = false;
		ui_practice_hand_start(ui);
		ui_defence_hand_start(ui);
		if (ev->dealer == ui->seat && !ui->opt.watch)
			ui_log(ui, N_("%s begins, you deal"),
			       UI_LOG_ARG_ROUND(ev->round_wind, ev->hand_number));
		else
			ui_log(ui, N_("%s begins, %s deals"),
			       UI_LOG_ARG_ROUND(ev->round_wind, ev->hand_number),
			       UI_LOG_ARG_PLAYER(ev->dealer));
		break;
	case EV_DRAW:
		ui->kita_from = -1;
		if (ev->seat == ui->seat)
			ui->drawn_gap = true;
		break;
	case EV_KITA:
		ui->kita_from = ev->seat;
		if (ev->seat == ui->seat)
			ui->drawn_gap = false;
		ui_log(ui, N_("%s: kita, a North set aside"), UI_LOG_ARG_PLAYER(ev->seat));
		moved = ev->seat != ui->seat || ui->opt.watch || ui->autoplay;
		note_reason(ui, ev);
		break;
	case EV_DISCARD:
		ui->kita_from = -1;
		ui->last_discarder = ev->seat;
		if (ev->seat == ui->seat)
			ui->drawn_gap = false;
		ui_log(ui, ev->riichi ? N_("%s: riichi %s") : "%s: %s", UI_LOG_ARG_PLAYER(ev->seat),
		       UI_LOG_ARG_TILE(ev->tile));
		moved = ev->seat != ui->seat || ui->opt.watch || ui->autoplay;
		note_reason(ui, ev);
		break;
	case EV_CALL:
	case EV_KAN:
		ui->drawn_gap = false;
		ui_log_call(ui, ev);
		moved = ev->seat != ui->seat || ui->opt.watch;
		note_reason(ui, ev);
		break;
	case EV_FLOWER:
		moved = ui_family_of(ui)->flower_event(ui, ev);
		break;
	case EV_DORA:
		ui_log(ui, N_("New dora indicator: %s"), UI_LOG_ARG_TILE(ev->tile));
		break;
	case EV_WIN:
		game_view(g, ui->seat, &ui->view); /* the winner's melds as they stand */
		ui_end_record(ui, ev, &ui->view);
		ui_practice_win(ui, ev->seat, ev->from, ev->tile);
		ui_defence_win(ui, ev);
		break;
	case EV_EXHAUSTIVE_DRAW:
		game_view(g, ui->seat, &ui->view); /* the melds and indicators as they stand */
		ui_end_record(ui, ev, &ui->view);
		ui_log_args(ui, N_("Exhaustive draw"), NULL);
		break;
	case EV_ABORTIVE_DRAW:
		game_view(g, ui->seat, &ui->view);
		ui_end_record(ui, ev, &ui->view);
		ui_log_args(ui, N_("Abortive draw"), NULL);
		break;
	case EV_SCORES:
		ui_end_record(ui, ev, &ui->view);
		break;
	case EV_HAND_END:
		ui->mode = MODE_WATCH;
		ui_practice_hand_end(ui);
		/* the screen's loop shows it (play_hands), unless it was played back */
		ui->hand_ended = !ui->replaying;
		return;
	case EV_GAME_END:
		ui->game_end = *ev;
		ui->game_over = true;
		return;
	default:
		break;
	}
	if (ui->mode == MODE_WATCH) {
		game_view(g, ui->seat, &ui->view);
		if (moved && !ui->replaying)
			pause_after_move(ui);
	}
}

/*
 * Adds the finished game to the history, with its log; false when it could not be written
 * (only reported). st counted every hand from the events, resumed moves included, as
 * selfplay counts them: the player is ui->player, who sat in seat ui->player at the start.
 */
static bool add_to_history(struct ui *ui, const struct play_stats *st, const char *rules,
			   unsigned long long seed, const char *save_id)
{
	const struct play_tally *t = &st->player[ui->player];
	struct history_game g = {.time = (long long)time(NULL), .seed = seed};
	snprintf(g.rules, sizeof g.rules, "%s", rules ? rules : "");
	g.placement = ui->game_end.placement[ui->seat];
	g.points = ui->game_end.points[ui->seat];
	g.score = ui->game_end.final_score[ui->seat];
	g.hands = (int)t->hands;
	g.wins = (int)t->wins;
	g.deal_ins = (int)t->deal_ins;
	g.riichi_hands = (int)t->riichi_hands;
	g.call_hands = (int)t->call_hands;
	g.win_points = (int)t->win_value_sum;
	g.has_style = true;
	snprintf(g.save_id, sizeof g.save_id, "%s", save_id);
	if (ui->autoplay) /* a computer player's game, kept but not counted as the player's */
		snprintf(g.played_by, sizeof g.played_by, "%s",
			 ui->opt.autoplay ? ui->opt.autoplay : "?");
	struct ui_defence_count d;
	ui_defence_counts(ui, &d);
	g.threat_discards = d.moves;
	g.safest_discards = d.safest;
	g.threat_deal_ins = d.dealins;
	char *log = ui->tenhou ? game_log_to_string(ui->tenhou) : NULL;
	char err[300];
	bool added = history_add(&g, log, err, sizeof err) == 0;
	if (added && log &&
	    history_log_path(&g, ui->kept_log, sizeof ui->kept_log, err, sizeof err) < 0)
		ui->kept_log[0] = '\0';
	if (!added)
		fprintf(stderr, _("%s: the game was not added to your history: %s\n"), PACKAGE,
			err);
	free(log);
	return added;
}

/* What recording a finished game takes: its save, its count, its rules and seed. */
struct ending {
	struct ui_saving *sv;
	const struct play_stats *stats;
	const char *rules;
	unsigned long long seed;
	bool done;
};

/*
 * The game is over: it goes into the history, with its log, and then its save goes; once,
 * before any result of the last hand is shown, as the terminal may be closed on it. A history
 * that cannot be written keeps the save, so the game is recorded when the save is found again.
 */
static void record_game(struct ui *ui, struct ending *e)
{
	if (e->done || !ui->game_over || ui->quit)
		return;
	e->done = true;
	char id[SAVE_ID_SIZE];
	ui_save_id(e->sv, id, sizeof id);
	if (ui->opt.watch || add_to_history(ui, e->stats, e->rules, e->seed, id))
		ui_save_over(e->sv);
}

/*
 * The screen's one loop: it plays the game on step by step and answers each question, the
 * player's from the keys (the human seat's controller reads them, redrawing as they come,
 * through the save that records the answer), the others' from their controllers; at each
 * hand's end it shows the result until a key, the game recorded first when it is over. A
 * network table will wait here too.
 */
static void play_hands(struct ui *ui, struct game *g, struct ending *e)
{
	while (!ui->quit) {
		const struct game_question *q;
		enum game_step r = game_step(g, &q);
		if (r == GAME_HAND_ENDED) {
			record_game(ui, e);
			if (ui->hand_ended && !ui->quit)
				ui_show_hand_end(ui);
			ui->hand_ended = false;
			continue;
		}
		if (r != GAME_ASKS)
			return;
		struct controller *c = game_controller(g, q->seat);
		int choice = c && c->choose ? c->choose(c, &q->view, q->choices, q->n) : 0;
		game_answer(g, choice);
	}
}

/* ---- curses ---------------------------------------------------------- */

/*
 * Whether the terminal can place the cursor, which the table needs. A terminal without
 * (TERM=dumb, an unknown TERM) gets a message before curses starts, instead of a screen of
 * garbage.
 */
bool ui_terminal_can_draw(void)
{
	int err = 0;
	const char *term = getenv("TERM");
	bool ok = setupterm(NULL, STDOUT_FILENO, &err) == OK;
	if (ok) {
		const char *cup = tigetstr("cup");
		ok = cup && cup != (const char *)-1;
		del_curterm(cur_term);
	}
	if (!ok)
		fprintf(stderr,
			_("%s: this terminal (TERM=%s) cannot move the cursor; the game needs one "
			  "that can, such as xterm, screen or tmux\n"),
			PACKAGE, term && *term ? term : "");
	return ok;
}

void ui_start_curses(struct ui *ui)
{
	term_guard_install(STDIN_FILENO);
	initscr();
	term_guard_screen(true);
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	if (!getenv("ESCDELAY")) /* the user's own wait for the rest of a sequence, else 25 ms */
		set_escdelay(25);
	curs_set(0);
	const char *no_color = getenv("NO_COLOR");
	ui->color = has_colors() && ui->opt.colour != UI_COLOUR_NEVER &&
		    (ui->opt.colour == UI_COLOUR_ALWAYS || !(no_color && *no_color));
	if (ui->color) {
		start_color();
		use_default_colors();
		init_pair(C_RED, COLOR_RED, -1);
		init_pair(C_DORA, COLOR_YELLOW, -1);
		init_pair(C_TITLE, COLOR_CYAN, -1);
		init_pair(C_RIICHI, COLOR_MAGENTA, -1);
		init_pair(C_GOOD, COLOR_GREEN, -1);
		init_pair(C_BAD, COLOR_RED, -1);
	}
	ui->mouse = mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED, NULL) != 0;
	mouseinterval(0);
}

/* Whether this game is saved as it goes: watching and practice are not. */
static bool recorded(const struct ui_options *o)
{
	return !o->watch && !o->practice_defence;
}

/*
 * The player kind at seat s of a resumed game: as saved, else the default, said in the table's
 * log. An mjai bot is started again only when this game's options name it too: a command is
 * never run because a file names it.
 */
static const struct player_kind *saved_kind(struct ui *ui, const struct ui_options *o,
					    const struct ui_saving *sv, int s)
{
	const char *saved = sv->ss.save.players[s];
	const struct player_kind *k = players_find(saved);
	for (int i = 0; !k && i < SEATS - 1; i++)
		if (o->ai[i] && strcmp(o->ai[i], saved) == 0)
			k = players_resolve(saved);
	if (k)
		return k;
	k = players_find(UI_DEFAULT_AI);
	ui_log(ui, N_("The saved game's player \"%.60s\" is not here: %s plays the seat."),
	       UI_LOG_ARG_TEXT(saved), UI_LOG_ARG_TEXT(k->name));
	return k;
}

/*
 * One game, curses already started. Returns the exit status; ui->restart says
 * the menu asked for another game, ui->next with which options.
 */
static int play_game(struct ui *ui, const struct ui_options *o, const struct rules *rules,
		     bool offer_resume)
{
	static struct ui_saving sv;
	bool color = ui->color, mouse = ui->mouse;
	memset(ui, 0, sizeof *ui);
	ui->color = color;
	ui->mouse = mouse;
	ui->opt = *o;
	ui->auto_tsumogiri = o->auto_discard;
	ui->auto_win = o->auto_win;
	ui->auto_pass = o->auto_pass;
	ui->bell_when = o->bell_when;
	uint64_t seed = o->seed_set ? o->seed : (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);

	ui_tiles_init(ui);
	ui_save_open(ui, &sv, recorded(o), offer_resume);
	if (sv.watch) { /* the save was another game's: the player chose to watch instead */
		ui->opt.watch = true;
		o = &ui->opt;
	}
	if (sv.resume) {
		rules = &sv.ss.save.rules;
		seed = sv.ss.save.seed;
	}
	struct game_setup gs;
	if (game_setup_open(&gs, rules, seed) < 0) {
		snprintf(ui->error, sizeof ui->error, "%s", strerror(ENOMEM));
		return EXIT_FAILURE;
	}
	struct game *g = gs.game;
	ui->game = g;
	ui->seat = ui->player = 0;
	const struct player_kind *kinds[SEATS] = {NULL};
	/* defence practice: opponents that declare riichi at every chance, unless --ai says
	 * otherwise */
	const struct player_kind *deflt =
	    o->practice_defence ? &ai_riichi_practice.player : players_find(UI_DEFAULT_AI);
	/* the opponents: two with three players, whose fourth place stays empty */
	int nseats = game_nseats(g);
	for (int i = 0; i < nseats - 1; i++) {
		int s = (ui->seat + 1 + i) % nseats;
		kinds[s] = sv.resume  ? saved_kind(ui, o, &sv, s)
			   : o->ai[i] ? players_resolve(o->ai[i])
				      : deflt;
	}
	if (o->autoplay || o->watch)
		kinds[ui->seat] = players_find(o->autoplay ? o->autoplay
					       : o->ai[0]  ? o->ai[0]
							   : UI_DEFAULT_AI);
	const char *names[SEATS] = {NULL};
	int status = EXIT_SUCCESS;
	for (int s = 0; s < SEATS; s++) {
		names[s] = s == ui->seat ? "human"
			   : kinds[s]	 ? kinds[s]->name
					 : "none"; /* an empty place */
		if (!kinds[s])
			continue;
		if (game_setup_seat(&gs, s, kinds[s], seed) < 0) {
			snprintf(ui->error, sizeof ui->error, "%s", _("out of memory"));
			status = EXIT_FAILURE;
			goto out;
		}
		/* an AI strategy's controller can say why it moved (watching shows it) */
		ui->explainer[s] = kinds[s]->create == ai_player_create ? gs.ctl[s] : NULL;
	}
	/* the player's seat is answered from the keys (through the save); an autoplay AI made
	 * for it plays only when asked to */
	ui->autoplay = gs.ctl[ui->seat];
	static struct controller human = {.name = "human", .choose = ui_human_choose};
	human.data = ui;
	game_set_controller(g, ui->seat, ui_save_human(&sv, &human));
	/* a resumed game plays back with nothing shown; the logs and counts below see it all */
	ui_save_begin(&sv, g, seed, names);
	char title[96];
	snprintf(title, sizeof title, "jansou seed %llu", (unsigned long long)seed);
	const char *log_names[SEATS] = {NULL};
	for (int s = 0; s < nseats; s++)
		log_names[s] = s == ui->seat && !o->watch ? _("You") : kinds[s]->name;
	ui->tenhou = game_setup_log(&gs, NULL, title, seed, log_names);
	if (rules_family_of(rules->family)->logs & RULES_LOG_MJAI)
		ui->mjai = game_setup_log(&gs, &game_log_mjai, title, seed, log_names);

	struct play_stats hist;
	play_stats_init(&hist);
	if (!o->watch)
		game_add_observer(g, play_stats_event, &hist);
	/* the screen last: the logs and the count have the hand when its result is shown, so
	 * that the log key there saves the hand just played */
	game_add_observer(g, ui_observe, ui);

	game_view(g, ui->seat, &ui->view);
	struct ending ending = {
	    .sv = &sv, .stats = &hist, .rules = rules->preset, .seed = (unsigned long long)seed};
	play_hands(ui, g, &ending);
	record_game(ui, &ending);
	bool finished = ui->game_over && !ui->quit, recovered = sv.over;
	ui_save_end(&sv, false);
	if (finished)
		ui_show_final(ui);
	if (recovered && finished && !ui->quit && !ui->restart) {
		/* the game found over is recorded: the one the player came for starts */
		ui->restart = true;
		ui->next = *o;
	}
out:
	memset(ui->explainer, 0, sizeof ui->explainer);
	ui->reason[0] = 0;
	ui->tenhou = ui->mjai = NULL; /* the setup's, closed with it */
	if (game_error(g)[0]) {
		snprintf(ui->error, sizeof ui->error, "%s", game_error(g));
		status = EXIT_FAILURE;
	}
	ui->game = NULL;
	ui->autoplay = NULL;
	game_setup_close(&gs);
	return status;
}

/*
 * A bot given up on while the screen is the game's: said in the table's log and on the status
 * line, where it stays until the player acts; the whole report (its last lines) is printed
 * when the screen is given back.
 */
static char *bot_reports;
static size_t bot_reports_len;

static void bot_fault_on_screen(void *ctx, const char *summary, const char *report)
{
	struct ui *ui = ctx;
	ui_log_text(ui, summary);
	/* pinned: several bots given up on are one notice, without the program's name */
	size_t have = strlen(ui->notice), skip = strlen(PACKAGE ": ");
	if (strncmp(summary, PACKAGE ": ", skip) != 0)
		skip = 0;
	snprintf(ui->notice + have, sizeof ui->notice - have, "%s%s", have ? " " : "",
		 summary + skip);
	size_t add = strlen(report);
	char *more = realloc(bot_reports, bot_reports_len + add + 1);
	if (!more)
		return;
	memcpy(more + bot_reports_len, report, add + 1);
	bot_reports = more;
	bot_reports_len += add;
}

int ui_play(const struct ui_options *o)
{
	static struct ui ui;
	static struct ui_options next;
	const struct rules *rules =
	    o->rule_set ? o->rule_set : rules_preset(o->rules ? o->rules : rules_preset_names[0]);
	if (!rules) {
		fprintf(stderr, _("%s: unknown rules '%s'\n"), PACKAGE, o->rules);
		return EXIT_FAILURE;
	}
	if (ui_rules_refused(rules)) {
		fprintf(stderr, "%s: %s\n", PACKAGE, _(ui_rules_refused(rules)));
		return EXIT_FAILURE;
	}
	if ((o->practice_defence || o->practice_drill) &&
	    !ui_family_for(rules->family)->defence_practice) {
		fprintf(stderr,
			_("%s: riichi defence practice needs four-player riichi rules, not '%s'\n"),
			PACKAGE, rules->preset);
		return EXIT_FAILURE;
	}
	if (!ui_terminal_can_draw())
		return EXIT_FAILURE;
	memset(&ui, 0, sizeof ui);
	mjai_player_on_fault(bot_fault_on_screen, &ui);
	ui_start_curses(&ui);
	int status = o->practice_drill ? ui_drill(&ui, o) : play_game(&ui, o, rules, true);
	/* the menu's new games: the last one played decides the exit status */
	while (ui.restart && status == EXIT_SUCCESS) {
		next = ui.next;
		rules = next.rule_set
			    ? next.rule_set
			    : rules_preset(next.rules ? next.rules : rules_preset_names[0]);
		if (ui_rules_refused(rules)) { /* a preset chosen in the menu */
			snprintf(ui.error, sizeof ui.error, "%s", _(ui_rules_refused(rules)));
			status = EXIT_FAILURE;
			break;
		}
		status = next.practice_drill ? ui_drill(&ui, &next)
					     : play_game(&ui, &next, rules, false);
	}
	endwin();
	term_guard_screen(false);
	mjai_player_on_fault(NULL, NULL);
	if (bot_reports)
		fputs(bot_reports, stderr);
	free(bot_reports);
	bot_reports = NULL;
	bot_reports_len = 0;
	if (ui.error[0])
		fprintf(stderr, "%s: %s\n", PACKAGE, ui.error);
	return status;
}
