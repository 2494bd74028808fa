/*
 * jansou join: the network client (doc/protocol.md). The lobby and room screens, and the
 * table of the single-player game driven by the server's messages for the seat: each game
 * message goes to the seat's mjai bot (src/record/mjai/mjai_bot.h), whose mirror is the
 * table's game and whose decisions are the player's keys; its answer goes back with the
 * message's seq.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "src/net/net_client.h"
#include "src/record/mjai/mjai_bot.h"
#include "src/record/record_json.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"
#include "src/text/textwidth.h"
#include "src/ui/command.h"
#include "src/ui/term_guard.h"
#include "src/ui/ui_internal.h"
#include "src/ui/ui_log.h"

enum { QUEUE_MAX = 4096, RECONNECTS = 5, RESULT_MS = 8000, NAME_BYTES = 64 };

enum join_screen { SCREEN_LOBBY, SCREEN_ROOM, SCREEN_GAME };

struct join {
	struct ui *ui;
	const struct ui_join_options *o;
	char host[256], port[16], name[NAME_BYTES], token[256];
	struct net_client *nc;
	bool lost;
	json_object *queue[QUEUE_MAX];
	int nq;
	enum join_screen screen;
	json_object *rooms; /* the last rooms list */
	json_object *room;  /* the room we are in */
	int lobby_rooms, lobby_players;
	int sel;
	char invite_from[NAME_BYTES], invite_room[NAME_BYTES];
	char status[200];
	char line[64]; /* the / command line of the lobby and room screens */
	bool line_open;
	struct mjai_bot *bot;
	struct controller human;
	long long seq;
	bool replay;
	bool leaving;
	bool in_event;
	/* inside mjai_bot_event (the player deciding) */ /* /back or /home typed at the table:
							     the game is left once asked */
	bool watching; /* the game is a watcher's: every hand hidden, nothing answered */
	bool quit;
};

/* ---- names from the network --------------------------------------------------------- */

/* s escaped (control characters as \xNN...), cut to at most max bytes at a character. */
static void safe_text(const char *s, char *out, size_t size, size_t max)
{
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	if (m) {
		text_escape_puts(m, s ? s : "");
		fclose(m);
	}
	const char *src = text ? text : "";
	size_t n = strlen(src);
	if (max + 1 > size)
		max = size - 1;
	bool cut = n > max;
	if (cut) {
		n = max - 3;
		while (n > 0 && ((unsigned char)src[n] & 0xc0) == 0x80)
			n--;
	}
	memcpy(out, src, n);
	strcpy(out + n, cut ? "..." : "");
	free(text);
}

/* A name from the server as the screens show it: escaped, at most 24 characters or so. */
static const char *safe_name(const char *s, char *buf, size_t size)
{
	safe_text(s, buf, size, 40);
	return buf;
}

static const char *str(json_object *o, const char *key)
{
	const char *s = record_field_string(o, key);
	return s ? s : "";
}

static bool flag(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) && json_object_get_boolean(v);
}

static int num(json_object *o, const char *key, int deflt)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_int))
		return deflt;
	return json_object_get_int(v);
}

static void say(struct join *j, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(struct join *j, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(j->status, sizeof j->status, fmt, ap);
	va_end(ap);
	if (j->screen == SCREEN_GAME)
		snprintf(j->ui->status, sizeof j->ui->status, "%s", j->status);
}

/* ---- the connection ------------------------------------------------------------------ */

static int send_obj(struct join *j, json_object *o)
{
	const char *text = json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
								 JSON_C_TO_STRING_NOSLASHESCAPE);
	int r = net_client_send(j->nc, text);
	json_object_put(o);
	if (r < 0)
		j->lost = true;
	return r;
}

/* {"type":type} with key: value when key is not NULL. */
static int send_cmd(struct join *j, const char *type, const char *key, const char *value)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	if (key && value)
		json_object_object_add(o, key, json_object_new_string(value));
	return send_obj(j, o);
}

/* Reads the lines that came (waiting at most timeout_ms for the first) into the queue. */
static void pump(struct join *j, int timeout_ms)
{
	if (j->lost)
		return;
	int r = net_client_wait(j->nc, timeout_ms);
	const char *line;
	/* a full queue leaves the rest where it is (a watcher may be a whole game behind) */
	while (j->nq < QUEUE_MAX && (line = net_client_line(j->nc))) {
		json_object *o = json_tokener_parse(line);
		if (!o || !json_object_is_type(o, json_type_object) ||
		    !record_field_string(o, "type")) {
			json_object_put(o);
			continue;
		}
		j->queue[j->nq++] = o;
		r = net_client_wait(j->nc, 0);
	}
	if (r < 0 || net_client_closed(j->nc))
		j->lost = true;
}

static json_object *pop(struct join *j)
{
	if (!j->nq)
		return NULL;
	json_object *o = j->queue[0];
	memmove(j->queue, j->queue + 1, (size_t)(j->nq - 1) * sizeof j->queue[0]);
	j->nq--;
	return o;
}

static bool is_game_message(json_object *m);

/* Whether the game went on: a message to answer queued (any of the game, for a watcher). */
static bool queued_game_message(const struct join *j)
{
	for (int i = 0; i < j->nq; i++)
		if (j->watching ? is_game_message(j->queue[i])
				: json_object_object_get_ex(j->queue[i], "seq", NULL))
			return true;
	return false;
}

/* ---- the token, kept per server ------------------------------------------------------- */

static int token_path(char *buf, size_t size)
{
	const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
	if (state && *state)
		snprintf(buf, size, "%s/jansou", state);
	else if (home && *home)
		snprintf(buf, size, "%s/.local/state/jansou", home);
	else
		return -1;
	return 0;
}

/* The token kept for this server and name; "" when none. */
static void token_load(struct join *j, char *out, size_t size)
{
	char dir[900], path[1000], line[700], key[600];
	out[0] = '\0';
	if (token_path(dir, sizeof dir) < 0)
		return;
	snprintf(path, sizeof path, "%s/join-token", dir);
	snprintf(key, sizeof key, "%s:%s %s ", j->host, j->port, j->name);
	FILE *f = fopen(path, "r");
	if (!f)
		return;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (strncmp(line, key, strlen(key)) == 0)
			snprintf(out, size, "%s", line + strlen(key));
	}
	fclose(f);
}

/* Keeps the token of this server and name, the other servers' lines as they were. */
static void token_save(struct join *j)
{
	char dir[900], path[1000], tmp[1010], line[700], key[600];
	if (token_path(dir, sizeof dir) < 0 || !j->token[0] || strchr(j->token, '\n'))
		return;
	char parent[900];
	snprintf(parent, sizeof parent, "%s", dir);
	char *slash = strrchr(parent, '/');
	if (slash && slash != parent) {
		*slash = '\0';
		mkdir(parent, 0700);
	}
	mkdir(dir, 0700);
	snprintf(path, sizeof path, "%s/join-token", dir);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	snprintf(key, sizeof key, "%s:%s %s ", j->host, j->port, j->name);
	FILE *out = fopen(tmp, "w");
	if (!out)
		return;
	chmod(tmp, 0600);
	FILE *in = fopen(path, "r");
	while (in && fgets(line, sizeof line, in))
		if (strncmp(line, key, strlen(key)) != 0)
			fputs(line, out);
	if (in)
		fclose(in);
	fprintf(out, "%s%s\n", key, j->token);
	if (fclose(out) == 0)
		rename(tmp, path);
	else
		unlink(tmp);
}

/*
 * Connects and logs in (with the token when there is one). Returns 0 in the lobby, -1 with
 * the reason in why.
 */
static int connect_login(struct join *j, char *why, size_t size)
{
	char err[256];
	net_client_close(j->nc);
	j->nc = net_client_connect(j->host, j->port, err, sizeof err);
	j->lost = false;
	if (!j->nc) {
		snprintf(why, size, _("cannot connect to %s:%s: %s"), j->host, j->port, err);
		return -1;
	}
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string("login"));
	json_object_object_add(o, "name", json_object_new_string(j->name));
	if (j->o->password)
		json_object_object_add(o, "password", json_object_new_string(j->o->password));
	if (j->token[0])
		json_object_object_add(o, "token", json_object_new_string(j->token));
	send_obj(j, o);
	/* hello first, then welcome or an error: ten seconds at most */
	long long until = ui_now_ms() + 10000;
	while (!j->lost && ui_now_ms() < until) {
		pump(j, 200);
		json_object *m;
		while ((m = pop(j))) {
			const char *type = str(m, "type");
			if (strcmp(type, "welcome") == 0) {
				snprintf(j->token, sizeof j->token, "%s", str(m, "token"));
				token_save(j);
				json_object_put(m);
				return 0;
			}
			if (strcmp(type, "error") == 0) {
				char msg[200];
				safe_text(str(m, "message"), msg, sizeof msg, 160);
				snprintf(why, size, _("the server refused the login: %s"), msg);
				json_object_put(m);
				return -1;
			}
			json_object_put(m); /* hello */
		}
	}
	snprintf(why, size, _("no welcome from %s:%s"), j->host, j->port);
	return -1;
}

/* ---- the game ---------------------------------------------------------------------------- */

static bool net_command(struct ui *ui, char **w, int n);

static bool net_wake(struct ui *ui)
{
	struct join *j = ui->net;
	pump(j, 0);
	return j->lost || queued_game_message(j);
}

static void on_event(void *ctx, const struct game_event *ev)
{
	struct join *j = ctx;
	j->ui->game = (struct game *)mjai_bot_game(j->bot);
	ui_observe(j->ui, ev);
}

static int human_choose(struct controller *self, const struct seat_view *view,
			const struct action *choices, int n)
{
	struct join *j = self->data;
	if (j->replay) /* a message told again after a reconnection: not answered */
		return 0;
	struct controller c = *self;
	c.data = j->ui;
	return ui_human_choose(&c, view, choices, n);
}

static bool room_command(struct join *j, char **w, int n);

/* The watcher leaves the table for the lobby. */
static void leave_watched(struct join *j)
{
	char home[] = "home", *words[] = {home};
	room_command(j, words, 1);
}

static void redraw_hand_end(struct ui *ui, void *ctx)
{
	(void)ctx;
	ui_hand_end_draw(ui);
}

/* The result of a hand until a key, or a while after the server goes on. */
static void show_hand_end(struct join *j)
{
	struct ui *ui = j->ui;
	long long until = 0;
	ui->status[0] = 0;
	while (!ui->quit) {
		int key = ui_read_key(
		    ui,
		    &(struct ui_read){.redraw = redraw_hand_end, .timeout_ms = 250, .help = true});
		if (key == ERR) {
			pump(j, 0);
			if (j->lost)
				return;
			if (!until && queued_game_message(j))
				until = ui_now_ms() + RESULT_MS;
			if (until && ui_now_ms() >= until)
				return;
			continue;
		}
		if (j->watching && (key == 'q' || key == 'h')) {
			leave_watched(j);
			return;
		}
		if (key == 'q') {
			if (ui_confirm_quit(ui))
				return;
			continue;
		}
		if (key == '\n' || key == '\r' || key == ' ' || key == KEY_ENTER || key == 27)
			return;
	}
}

/* The players' names start_game gives, as the table shows them: escaped, and cut with a "…"
 * when wider than UI_NAME_COLS columns. "seat N", the name of a seat whose player is not known
 * (jansou mjai's and older servers'), leaves it named by where it sits. */
static void table_names(struct ui *ui, json_object *m)
{
	json_object *names;
	if (!json_object_object_get_ex(m, "names", &names) ||
	    !json_object_is_type(names, json_type_array))
		return;
	for (int s = 0; s < SEATS && s < (int)json_object_array_length(names); s++) {
		json_object *n = json_object_array_get_idx(names, (size_t)s);
		char text[sizeof ui->names[0]];
		char unknown[16];
		snprintf(unknown, sizeof unknown, "seat %d", s);
		if (!json_object_is_type(n, json_type_string) ||
		    strcmp(json_object_get_string(n), unknown) == 0)
			continue;
		safe_text(json_object_get_string(n), text, sizeof text, sizeof text - 1);
		if (textwidth(text) > UI_NAME_COLS) {
			/* cut to the columns (a wide character that would straddle the edge is
			 * padded with a space, dropped here) */
			char *cut = ui->names[s];
			textwidth_ellipsize(cut, sizeof ui->names[s], text, UI_NAME_COLS);
			for (size_t len = strlen(cut); len > 0 && cut[len - 1] == ' '; len--)
				cut[len - 1] = '\0';
		} else {
			snprintf(ui->names[s], sizeof ui->names[s], "%s", text);
		}
	}
}

/* The table is set for a game starting (or taken back) at seat. */
static int start_table(struct join *j, json_object *m)
{
	struct ui *ui = j->ui;
	mjai_bot_free(j->bot);
	j->bot = mjai_bot_new_with(&j->human, rules_preset("standard"), on_event, j);
	if (!j->bot)
		return -1;
	bool color = ui->color, mouse = ui->mouse;
	struct ui_options opt = ui->opt;
	memset(ui, 0, sizeof *ui);
	ui->color = color;
	ui->mouse = mouse;
	ui->opt = opt;
	ui->opt.delay_ms = opt.delay_ms;
	ui->auto_tsumogiri = opt.auto_discard;
	ui->auto_win = opt.auto_win;
	ui->auto_pass = opt.auto_pass;
	ui->bell_when = opt.bell_when;
	ui->remote = true;
	ui->net = j;
	ui->net_wake = net_wake;
	ui->net_command = net_command;
	/* a watcher's table is drawn from seat 0, every hand face down */
	ui->seat = ui->player = j->watching ? 0 : num(m, "id", 0);
	ui->opt.watch = j->watching;
	if (j->watching) /* the keys of a watcher, who leaves for the lobby */
		ui->hints_text = _("Enter on  p pause  space step  g tiles  q h back to the lobby  "
				   "? help");
	ui->last_discarder = ui->kita_from = -1;
	table_names(ui, m);
	ui_tiles_init(ui);
	j->screen = SCREEN_GAME;
	return 0;
}

static void leave_game(struct join *j);

/* One game message: to the mirror and the table, and the answer back (unless replayed). */
static void game_message(struct join *j, json_object *m)
{
	struct ui *ui = j->ui;
	const char *type = str(m, "type");
	j->replay = flag(m, "replay");
	j->seq = num(m, "seq", 0);
	if (strcmp(type, "start_game") == 0) /* a watcher's game has no seat (id) */
		j->watching = !json_object_object_get_ex(m, "id", NULL);
	if (strcmp(type, "start_game") == 0 && start_table(j, m) < 0) {
		say(j, "%s", strerror(ENOMEM));
		return;
	}
	if (!j->bot) /* a hand's message before start_game: nothing to follow it on */
		return;
	j->screen = SCREEN_GAME;
	int ms = num(m, "deadline_ms", -1);
	ui->deadline = ms >= 0 && !j->replay ? ui_now_ms() + ms : 0;
	ui->net_woken = false;
	ui->replaying = j->replay;
	json_object *out = NULL;
	j->in_event = true;
	int r = mjai_bot_event(j->bot, m, &out);
	j->in_event = false;
	if (j->leaving) {
		json_object_put(out);
		leave_game(j);
		j->screen = j->room ? SCREEN_ROOM : SCREEN_LOBBY;
		return;
	}
	if (r < 0) {
		char why[320];
		safe_text(mjai_bot_error(j->bot), why, sizeof why, 300);
		ui_log(ui, N_("A message of the server could not be followed: %s"),
		       UI_LOG_ARG_TEXT(why));
		snprintf(ui->notice, sizeof ui->notice, "%s", ui->log[ui->nlog - 1]);
		out = json_object_new_object();
		json_object_object_add(out, "type", json_object_new_string("none"));
	}
	char notice[300];
	if (mjai_bot_take_notice(j->bot, notice, sizeof notice)) {
		ui_log_text(ui, notice);
		snprintf(ui->notice, sizeof ui->notice, "%s", notice);
	}
	ui->game = (struct game *)mjai_bot_game(j->bot);
	ui->deadline = 0;
	ui->replaying = false;
	if (!j->replay && !j->watching && !ui->net_woken && !ui->quit && !j->lost) {
		json_object_object_add(out, "seq", json_object_new_int64(j->seq));
		send_obj(j, out);
	} else {
		json_object_put(out);
	}
	if (ui->net_woken)
		ui_log_args(ui, N_("The time to answer ran out: the server decided."), NULL);
	ui->net_woken = false;
	if (ui->hand_ended && !ui->quit && !j->replay)
		show_hand_end(j);
	ui->hand_ended = false;
	if (ui->game_over && !ui->quit && !j->replay) {
		ui_show_final(ui);
		ui->game_over = false;
		mjai_bot_free(j->bot);
		j->bot = NULL;
		ui->game = NULL;
		j->screen = j->room ? SCREEN_ROOM : SCREEN_LOBBY;
		send_cmd(j, "room", NULL, NULL);
	}
	if (ui->quit)
		j->quit = true;
}

static bool is_game_message(json_object *m)
{
	static const char *const types[] = {
	    "start_game", "start_kyoku", "tsumo",     "dahai",	  "chi",      "pon",
	    "daiminkan",  "ankan",	 "kakan",     "dora",	  "reach",    "reach_accepted",
	    "hora",	  "ryukyoku",	 "end_kyoku", "end_game", "nukidora", NULL};
	if (json_object_object_get_ex(m, "seq", NULL))
		return true;
	const char *type = str(m, "type");
	for (int i = 0; types[i]; i++)
		if (strcmp(type, types[i]) == 0)
			return true;
	return false;
}

/* The game is left: at once, or (a command typed while the bot asks) once it has asked. */
static void leave_game(struct join *j)
{
	j->ui->net_woken = true; /* a decision waiting ends, unanswered */
	if (j->in_event) {
		j->leaving = true;
		return;
	}
	mjai_bot_free(j->bot);
	j->bot = NULL;
	j->ui->game = NULL;
	j->leaving = false;
	/* what came of the game left is not shown (a watcher's may be a whole game ahead) */
	int kept = 0;
	for (int i = 0; i < j->nq; i++)
		if (is_game_message(j->queue[i]))
			json_object_put(j->queue[i]);
		else
			j->queue[kept++] = j->queue[i];
	j->nq = kept;
}

/* One message from the server. */
static void message(struct join *j, json_object *m)
{
	const char *type = str(m, "type");
	char a[NAME_BYTES], b[NAME_BYTES];
	if (is_game_message(m)) {
		game_message(j, m);
	} else if (strcmp(type, "rooms") == 0) {
		json_object *r;
		if (json_object_object_get_ex(m, "rooms", &r) &&
		    json_object_is_type(r, json_type_array)) {
			json_object_put(j->rooms);
			j->rooms = json_object_get(r);
			int n = (int)json_object_array_length(r);
			if (j->sel >= n)
				j->sel = n ? n - 1 : 0;
		}
	} else if (strcmp(type, "room") == 0) {
		json_object *r;
		if (json_object_object_get_ex(m, "room", &r) &&
		    json_object_is_type(r, json_type_object)) {
			json_object_put(j->room);
			j->room = json_object_get(r);
			if (j->screen != SCREEN_GAME)
				j->screen = SCREEN_ROOM;
		}
	} else if (strcmp(type, "lobby") == 0) {
		j->lobby_rooms = num(m, "rooms", 0);
		j->lobby_players = num(m, "players", 0);
		json_object_put(j->room);
		j->room = NULL;
		if (j->bot)
			leave_game(j);
		j->screen = SCREEN_LOBBY;
		send_cmd(j, "rooms", NULL, NULL);
	} else if (strcmp(type, "invited") == 0) {
		safe_name(str(m, "from"), j->invite_from, sizeof j->invite_from);
		safe_name(str(m, "room"), j->invite_room, sizeof j->invite_room);
		say(j, _("%s invites you to room %s: a accepts."), j->invite_from, j->invite_room);
	} else if (strcmp(type, "error") == 0) {
		char msg[240];
		safe_text(str(m, "message"), msg, sizeof msg, 200);
		say(j, _("The server says: %s"), msg);
	} else if (strcmp(type, "resume") == 0) {
		say(j, _("Back in room %s, seat %d."), safe_name(str(m, "room"), a, sizeof a),
		    num(m, "seat", 0));
	} else if (strcmp(type, "welcome") == 0 || strcmp(type, "hello") == 0) {
		(void)b;
	}
}

/* ---- the lobby and room screens --------------------------------------------------------- */

static const char *kind_name(const char *kind)
{
	if (strcmp(kind, "person") == 0)
		return _("person");
	if (strcmp(kind, "ai") == 0)
		return _("AI");
	if (strcmp(kind, "mjai") == 0)
		return _("mjai bot");
	return "?";
}

static int seats_taken(json_object *room, int *total)
{
	json_object *seats;
	*total = num(room, "players", 4);
	int n = 0;
	if (json_object_object_get_ex(room, "seats", &seats) &&
	    json_object_is_type(seats, json_type_array))
		for (size_t i = 0; i < json_object_array_length(seats); i++)
			n += json_object_is_type(json_object_array_get_idx(seats, i),
						 json_type_object);
	return n;
}

static void draw_title(struct join *j, const char *what)
{
	char t[600];
	snprintf(t, sizeof t, "jansou %s  %s @ %s:%s", what, j->name, j->host, j->port);
	ui_put(0, 1, t, COLS - 2, ui_color(j->ui, C_TITLE) | A_BOLD);
}

static void draw_bottom(struct join *j, const char *keys)
{
	if (j->line_open) {
		char l[80];
		snprintf(l, sizeof l, "/%s", j->line);
		ui_put(LINES - 2, 1, l, COLS - 2, A_BOLD);
		ui_put(LINES - 1, 1, _("Enter runs the command, Esc cancels; /help lists them"),
		       COLS - 2, A_DIM);
		return;
	}
	if (j->status[0])
		ui_put(LINES - 2, 1, j->status, COLS - 2, A_BOLD);
	ui_put(LINES - 1, 1, keys, COLS - 2, A_DIM);
}

static void draw_lobby(struct join *j)
{
	char buf[400], id[NAME_BYTES], name[NAME_BYTES], rules[NAME_BYTES];
	erase();
	draw_title(j, _("lobby"));
	int y = 2;
	int n = j->rooms ? (int)json_object_array_length(j->rooms) : 0;
	snprintf(buf, sizeof buf, _("Rooms: %d"), n);
	ui_put(y++, 1, buf, COLS - 2, A_BOLD);
	ui_put(y++, 3, _("id          name              rules         length   seats  started"),
	       COLS - 4, A_DIM);
	for (int i = 0; i < n && y < LINES - 5; i++) {
		json_object *r = json_object_array_get_idx(j->rooms, (size_t)i);
		int total, taken = seats_taken(r, &total);
		snprintf(buf, sizeof buf, "%c %-10s  %-16s  %-12s  %-7s  %d/%d    %s",
			 i == j->sel ? '>' : ' ', safe_name(str(r, "id"), id, sizeof id),
			 (safe_text(str(r, "name"), name, sizeof name, 16), name),
			 safe_name(str(r, "rules"), rules, sizeof rules),
			 strcmp(str(r, "length"), "east") == 0 ? _("east") : _("hanchan"), taken,
			 total,
			 flag(r, "over")      ? _("over")
			 : flag(r, "started") ? _("yes")
					      : _("no"));
		ui_put(y++, 1, buf, COLS - 2, i == j->sel ? A_REVERSE : A_NORMAL);
	}
	if (n == 0)
		ui_put(y++, 3, _("No rooms yet: c creates one."), COLS - 4, A_NORMAL);
	if (j->invite_from[0]) {
		snprintf(buf, sizeof buf, _("Invitation from %s to room %s: a accepts."),
			 j->invite_from, j->invite_room);
		ui_put(y + 1, 1, buf, COLS - 2, ui_color(j->ui, C_GOOD) | A_BOLD);
	}
	draw_bottom(j, _("c create  r refresh  Up/Down select  j join  w watch  a accept  h home  "
			 "/ command  ? help  q quit"));
}

static void draw_room(struct join *j)
{
	char buf[400], a[NAME_BYTES], b[NAME_BYTES], c[NAME_BYTES], d[NAME_BYTES];
	erase();
	draw_title(j, _("room"));
	json_object *r = j->room;
	int y = 2;
	if (!r) {
		draw_bottom(j, "");
		return;
	}
	snprintf(buf, sizeof buf, _("Room %s \"%s\": %s, %s, %d s to decide, host %s"),
		 safe_name(str(r, "id"), a, sizeof a), safe_name(str(r, "name"), b, sizeof b),
		 str(r, "rules")[0] ? safe_name(str(r, "rules"), c, sizeof c) : "?",
		 strcmp(str(r, "length"), "east") == 0 ? _("east") : _("hanchan"),
		 num(r, "decision_time", 0), safe_name(str(r, "host"), d, sizeof d));
	ui_put(y++, 1, buf, COLS - 2, A_BOLD);
	ui_put(y++, 1,
	       flag(r, "over")	    ? _("The game is over: h goes home.")
	       : flag(r, "started") ? _("The game is on.")
				    : _("Waiting for players: the host starts with s."),
	       COLS - 2, A_NORMAL);
	y++;
	json_object *seats;
	if (json_object_object_get_ex(r, "seats", &seats) &&
	    json_object_is_type(seats, json_type_array))
		for (size_t i = 0; i < json_object_array_length(seats) && y < LINES - 4; i++) {
			json_object *s = json_object_array_get_idx(seats, i);
			if (!json_object_is_type(s, json_type_object))
				snprintf(buf, sizeof buf, _("Seat %d: empty"), (int)i + 1);
			else
				snprintf(buf, sizeof buf, _("Seat %d: %s (%s, %s)"), (int)i + 1,
					 safe_name(str(s, "name"), a, sizeof a),
					 kind_name(str(s, "kind")),
					 flag(s, "connected") ? _("connected") : _("away"));
			ui_put(y++, 3, buf, COLS - 4, A_NORMAL);
		}
	snprintf(buf, sizeof buf, _("Watchers: %d"), num(r, "watchers", 0));
	ui_put(y + 1, 3, buf, COLS - 4, A_DIM);
	draw_bottom(j, _("b bot  s start  i invite  r refresh  Esc back  h home  / command  "
			 "? help  q quit"));
}

static void draw_screen(struct join *j)
{
	if (ui_too_small()) {
		erase();
		ui_draw_too_small();
	} else if (j->screen == SCREEN_ROOM) {
		draw_room(j);
	} else {
		draw_lobby(j);
	}
	refresh();
}

/* ---- the room commands ------------------------------------------------------------------ */

static const char *const lobby_help =
    N_("Commands: /create [east|hanchan] [RULES] [SECONDS], /rooms, /join ID, /watch ID, "
       "/bot [AI], /start, /room, /invite NAME, /accept, /back, /home, /quit");

/* Runs a room command of words (the name first, without its /). False when it is none. */
static bool room_command(struct join *j, char **w, int n)
{
	const char *c = w[0];
	if (strcmp(c, "create") == 0) {
		json_object *o = json_object_new_object();
		json_object_object_add(o, "type", json_object_new_string("create"));
		const char *length = "hanchan";
		for (int i = 1; i < n; i++) {
			char *end;
			long secs = strtol(w[i], &end, 10);
			if (strcmp(w[i], "east") == 0 || strcmp(w[i], "hanchan") == 0)
				length = w[i];
			else if (!*end && secs > 0)
				json_object_object_add(o, "decision_time",
						       json_object_new_int((int)secs));
			else
				json_object_object_add(o, "rules", json_object_new_string(w[i]));
		}
		json_object_object_add(o, "length", json_object_new_string(length));
		send_obj(j, o);
	} else if (strcmp(c, "rooms") == 0) {
		send_cmd(j, "rooms", NULL, NULL);
	} else if ((strcmp(c, "join") == 0 || strcmp(c, "watch") == 0) && n == 2) {
		send_cmd(j, c, "room", w[1]);
	} else if (strcmp(c, "bot") == 0) {
		send_cmd(j, "bot", n > 1 ? "ai" : NULL, n > 1 ? w[1] : NULL);
	} else if (strcmp(c, "invite") == 0 && n == 2) {
		send_cmd(j, "invite", "name", w[1]);
	} else if (strcmp(c, "start") == 0 || strcmp(c, "room") == 0 || strcmp(c, "accept") == 0) {
		send_cmd(j, c, NULL, NULL);
	} else if (strcmp(c, "back") == 0 || strcmp(c, "home") == 0) {
		send_cmd(j, c, NULL, NULL);
		if (j->bot)
			leave_game(j);
	} else if (strcmp(c, "quit") == 0) {
		j->quit = true;
	} else if (strcmp(c, "help") == 0 || strcmp(c, "h") == 0) {
		say(j, "%s", _(lobby_help));
	} else {
		return false;
	}
	return true;
}

static bool net_command(struct ui *ui, char **w, int n)
{
	struct join *j = ui->net;
	if (strcmp(w[0], "help") == 0 || strcmp(w[0], "h") == 0)
		return false; /* the table's own */
	if (!room_command(j, w, n))
		return false;
	if (j->status[0])
		snprintf(ui->status, sizeof ui->status, "%s", j->status);
	return true;
}

static void run_line(struct join *j)
{
	char line[sizeof j->line], *w[4];
	snprintf(line, sizeof line, "%s", j->line);
	int n = command_split(line, w, 4);
	if (n == 0)
		return;
	if (n < 0)
		n = 4;
	if (!room_command(j, w, n))
		say(j, _("Unknown command /%s. %s"), w[0], _(lobby_help));
}

static void line_key(struct join *j, int key)
{
	size_t len = strlen(j->line);
	if (key == 27) {
		j->line_open = false;
	} else if (key == '\n' || key == '\r' || key == KEY_ENTER) {
		j->line_open = false;
		j->status[0] = '\0';
		run_line(j);
	} else if (key == KEY_BACKSPACE || key == 127 || key == 8) {
		if (!len)
			j->line_open = false;
		else
			j->line[len - 1] = '\0';
	} else if (key >= ' ' && key < 127 && len + 1 < sizeof j->line) {
		j->line[len] = (char)key;
		j->line[len + 1] = '\0';
	}
}

static const char *selected_room(struct join *j)
{
	int n = j->rooms ? (int)json_object_array_length(j->rooms) : 0;
	if (j->sel < 0 || j->sel >= n) {
		say(j, "%s", _("No room is selected: r refreshes the list, c creates one."));
		return NULL;
	}
	return str(json_object_array_get_idx(j->rooms, (size_t)j->sel), "id");
}

static void screen_key(struct join *j, int key)
{
	if (j->line_open) {
		line_key(j, key);
		return;
	}
	j->status[0] = '\0';
	const char *id;
	int n = j->rooms ? (int)json_object_array_length(j->rooms) : 0;
	switch (key) {
	case '/':
		j->line_open = true;
		j->line[0] = '\0';
		break;
	case 'c':
		send_cmd(j, "create", "length", "hanchan");
		break;
	case 'r':
		send_cmd(j, j->screen == SCREEN_ROOM ? "room" : "rooms", NULL, NULL);
		break;
	case KEY_UP:
	case 'k':
		if (j->sel > 0)
			j->sel--;
		break;
	case KEY_DOWN:
	case 'J':
		if (j->sel + 1 < n)
			j->sel++;
		break;
	case 'j':
	case '\n':
	case '\r':
	case KEY_ENTER:
		if (j->screen == SCREEN_LOBBY && (id = selected_room(j)))
			send_cmd(j, "join", "room", id);
		break;
	case 'w':
		if ((id = selected_room(j)))
			send_cmd(j, "watch", "room", id);
		break;
	case 'b':
		send_cmd(j, "bot", NULL, NULL);
		break;
	case 's':
		send_cmd(j, "start", NULL, NULL);
		break;
	case 'i':
		j->line_open = true;
		snprintf(j->line, sizeof j->line, "invite ");
		break;
	case 'a':
		send_cmd(j, "accept", NULL, NULL);
		j->invite_from[0] = '\0';
		break;
	case 27:
		send_cmd(j, "back", NULL, NULL);
		break;
	case 'h':
		send_cmd(j, "home", NULL, NULL);
		break;
	case '?':
		say(j, "%s", _(lobby_help));
		break;
	case 'q':
		j->quit = true;
		break;
	default:
		break;
	}
}

/* ---- the client's loop --------------------------------------------------------------------- */

/* The connection was lost: tries again a few times with the token. */
static bool reconnect(struct join *j)
{
	char why[400] = "";
	for (int i = 1; i <= RECONNECTS; i++) {
		say(j, _("Connection lost: reconnecting (%d of %d)..."), i, RECONNECTS);
		if (j->screen == SCREEN_GAME) {
			ui_redraw(j->ui);
			refresh();
		} else {
			draw_screen(j);
		}
		sleep((unsigned)i);
		for (int q = 0; q < j->nq; q++)
			json_object_put(j->queue[q]);
		j->nq = 0;
		if (connect_login(j, why, sizeof why) == 0) {
			say(j, "%s", _("Connected again."));
			if (j->screen != SCREEN_GAME)
				send_cmd(j, "rooms", NULL, NULL);
			return true;
		}
	}
	snprintf(j->ui->error, sizeof j->ui->error, _("connection lost: %.150s"), why);
	return false;
}

static int run(struct join *j)
{
	send_cmd(j, "rooms", NULL, NULL);
	while (!j->quit) {
		json_object *m;
		while (!j->quit && (m = pop(j))) {
			message(j, m);
			json_object_put(m);
		}
		if (j->quit)
			break;
		if (j->lost) {
			if (j->screen == SCREEN_GAME)
				ui_log_args(j->ui, N_("Connection lost."), NULL);
			if (!reconnect(j))
				return EXIT_FAILURE;
			continue;
		}
		if (j->screen == SCREEN_GAME && j->ui->game) {
			/* between messages the table stays on screen, keys for the panels */
			ui_redraw(j->ui);
			refresh();
			timeout(50);
			int key = getch();
			timeout(-1);
			if (j->watching && (key == 'q' || key == 'h'))
				leave_watched(j);
			else if (key == 'q' && ui_confirm_quit(j->ui))
				j->quit = true;
			else if (key != ERR && key != 'q')
				ui_global_key(j->ui, key);
			pump(j, 50);
			continue;
		}
		draw_screen(j);
		timeout(100);
		int key = getch();
		timeout(-1);
		if (key != ERR && key != KEY_RESIZE) {
			if (key == 27 && !j->line_open)
				key = ui_key_sequence(key);
			if (key != ERR)
				screen_key(j, key);
		}
		pump(j, 50);
	}
	return EXIT_SUCCESS;
}

int ui_join(const struct ui_join_options *o)
{
	static struct ui ui;
	static struct join j;
	memset(&j, 0, sizeof j);
	j.o = o;
	j.ui = &ui;
	if (net_client_address(o->address, j.host, sizeof j.host, j.port, sizeof j.port) < 0) {
		fprintf(stderr, _("%s: not an address: %s (HOST, HOST:PORT or [IPv6]:PORT)\n"),
			PACKAGE, o->address);
		return EXIT_FAILURE;
	}
	snprintf(j.name, sizeof j.name, "%s", o->name);
	if (o->token)
		snprintf(j.token, sizeof j.token, "%s", o->token);
	else
		token_load(&j, j.token, sizeof j.token);
	char why[400];
	if (connect_login(&j, why, sizeof why) < 0) {
		fprintf(stderr, "%s: %s\n", PACKAGE, why);
		net_client_close(j.nc);
		return EXIT_FAILURE;
	}
	if (!ui_terminal_can_draw()) {
		net_client_close(j.nc);
		return EXIT_FAILURE;
	}
	memset(&ui, 0, sizeof ui);
	ui.opt = o->ui;
	ui.remote = true;
	ui.net = &j;
	ui.net_command = net_command;
	j.human = (struct controller){.name = "human", .choose = human_choose, .data = &j};
	ui_start_curses(&ui);
	ui_tiles_init(&ui);
	int status = run(&j);
	endwin();
	term_guard_screen(false);
	mjai_bot_free(j.bot);
	for (int i = 0; i < j.nq; i++)
		json_object_put(j.queue[i]);
	json_object_put(j.rooms);
	json_object_put(j.room);
	net_client_close(j.nc);
	if (ui.error[0])
		fprintf(stderr, "%s: %s\n", PACKAGE, ui.error);
	return status;
}
