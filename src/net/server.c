/*
 * jansou serve's loop (src/net/server.h): the listening sockets and every connection in one
 * poll(2), each connection non-blocking with its line buffer and output queue, so that no
 * client holds up another; the limits of doc/protocol.md; the first line of a connection says
 * what it is (an mjai bot's join, a jansou client's login).
 */
#include <config.h>

#include "src/net/server.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "src/net/bot_process.h"
#include "src/net/net_addr.h"
#include "src/net/server_state.h"
#include "src/record/record_json.h"
#include "src/record/save/save.h"

struct server srv;

static volatile sig_atomic_t got_signal;

static void on_signal(int sig)
{
	got_signal = sig;
}

void server_options_default(struct server_options *o)
{
	memset(o, 0, sizeof *o);
	o->max_connections = 1024;
	o->max_per_ip = 1024;
	o->max_rooms = 256;
	o->max_line = 16384;
	o->rate = 50;
	o->idle_s = 600;
	o->decision_s = 20;
	o->bot_room = "default";
}

long long now_ms(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

void random_hex(char *buf, size_t n)
{
	unsigned char raw[64];
	size_t want = (n - 1) / 2;
	if (want > sizeof raw)
		want = sizeof raw;
	int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
	ssize_t got = fd >= 0 ? read(fd, raw, want) : -1;
	if (fd >= 0)
		close(fd);
	if (got != (ssize_t)want) {
		/* no /dev/urandom: the clock and the process, hashed */
		uint64_t x = (uint64_t)now_ms() ^ ((uint64_t)getpid() << 32) ^ (uint64_t)time(NULL);
		for (size_t i = 0; i < want; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			raw[i] = (unsigned char)x;
		}
	}
	for (size_t i = 0; i < want; i++)
		snprintf(buf + 2 * i, 3, "%02x", raw[i]);
	buf[2 * want] = '\0';
}

void client_send(struct client *cl, json_object *o)
{
	if (cl && !cl->c.dead)
		net_conn_send(&cl->c, o);
	json_object_put(o);
}

static json_object *msg(const char *type)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	return o;
}

/* Marks the client to be closed at the loop's next turn (its room told then). */
void client_drop(struct client *cl)
{
	cl->c.dead = true;
}

static void client_free(struct client *cl)
{
	if (cl->room)
		room_leave(cl);
	net_conn_free(&cl->c);
	bot_process_stop(cl->pid);
	free(cl);
}

struct client *client_of_command(const char *command, char *err, size_t errsize)
{
	struct client *cl = calloc(1, sizeof *cl);
	if (!cl) {
		snprintf(err, errsize, "out of memory");
		return NULL;
	}
	int fd = bot_process_start(command, &cl->pid, err, errsize);
	if (fd < 0) {
		free(cl);
		return NULL;
	}
	net_conn_init(&cl->c, fd, now_ms());
	snprintf(cl->c.peer, sizeof cl->c.peer, "bot %d", (int)cl->pid);
	cl->kind = CLIENT_MJAI;
	cl->seat = -1;
	cl->next = srv.clients;
	srv.clients = cl;
	srv.nclients++;
	return cl;
}

static int per_ip(const char *peer)
{
	int n = 0;
	for (struct client *c = srv.clients; c; c = c->next)
		n += strcmp(c->c.peer, peer) == 0;
	return n;
}

static void accept_all(int lfd)
{
	for (;;) {
		int fd = accept(lfd, NULL, NULL);
		if (fd < 0)
			return;
		struct client *cl = calloc(1, sizeof *cl);
		if (!cl) {
			close(fd);
			continue;
		}
		net_conn_init(&cl->c, fd, now_ms());
		net_peer_name(fd, cl->c.peer, sizeof cl->c.peer);
		cl->seat = -1;
		cl->next = srv.clients;
		srv.clients = cl;
		srv.nclients++;
		if (srv.nclients > srv.o->max_connections) {
			net_conn_error(&cl->c, "server full (--max-connections)", true);
			continue;
		}
		if (per_ip(cl->c.peer) > srv.o->max_per_ip) {
			net_conn_error(
			    &cl->c, "too many connections from your address (--max-per-ip)", true);
			continue;
		}
		json_object *h = msg("hello");
		json_object_object_add(h, "protocol", json_object_new_string("mjsonp"));
		json_object_object_add(h, "protocol_version", json_object_new_int(3));
		json_object_object_add(h, "server", json_object_new_string("jansou"));
		json_object_object_add(h, "jansou_protocol", json_object_new_int(1));
		client_send(cl, h);
	}
}

/* A name as protocol.md allows: 1 to 24 characters, no control characters, no '@'. */
static bool name_ok(const char *name)
{
	if (!name)
		return false;
	size_t chars = 0;
	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		if (*p < 0x20 || *p == 0x7f || *p == '@')
			return false;
		if ((*p & 0xc0) != 0x80)
			chars++;
	}
	return chars >= 1 && chars <= 24;
}

static struct client *connected_person(const char *name, const struct client * not )
{
	for (struct client *c = srv.clients; c; c = c->next)
		if (c != not &&!c->c.dead && c->kind == CLIENT_PERSON && strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

/* The seat that holds token, in any room. */
static struct room *seat_of_token(const char *token, int *seat)
{
	if (!token || !token[0])
		return NULL;
	for (struct room *r = srv.rooms; r; r = r->next)
		for (int s = 0; s < r->nseats; s++)
			if (r->seats[s].kind == SEAT_PERSON &&
			    strcmp(r->seats[s].token, token) == 0 && !r->over) {
				*seat = s;
				return r;
			}
	return NULL;
}

static void login(struct client *cl, json_object *o)
{
	const char *name = record_field_string(o, "name");
	const char *password = record_field_string(o, "password");
	const char *token = record_field_string(o, "token");
	if (srv.o->password && (!password || strcmp(password, srv.o->password) != 0)) {
		net_conn_error(&cl->c, "wrong password", true);
		return;
	}
	if (!name_ok(name)) {
		net_conn_error(&cl->c, "a name is 1 to 24 characters, no control characters, no @",
			       true);
		return;
	}
	struct client *other = connected_person(name, cl);
	int seat = -1;
	struct room *r = seat_of_token(token, &seat);
	if (other && !(r && other->room == r && other->seat == seat)) {
		net_conn_error(&cl->c, "name in use", true);
		return;
	}
	if (other) /* the same player again with the token: the old connection goes */
		client_drop(other), room_leave(other);
	cl->kind = CLIENT_PERSON;
	snprintf(cl->name, sizeof cl->name, "%s", name);
	if (r && strcmp(r->seats[seat].name, name) == 0)
		snprintf(cl->token, sizeof cl->token, "%s", token);
	else {
		r = NULL;
		random_hex(cl->token, sizeof cl->token);
	}
	json_object *w = msg("welcome");
	json_object_object_add(w, "name", json_object_new_string(cl->name));
	json_object_object_add(w, "token", json_object_new_string(cl->token));
	json_object_object_add(w, "protocol", json_object_new_int(1));
	client_send(cl, w);
	if (r)
		room_resume_seat(r, seat, cl);
}

static void first_line(struct client *cl, json_object *o, const char *type)
{
	if (strcmp(type, "login") == 0)
		login(cl, o);
	else if (strcmp(type, "join") == 0 && !json_object_object_get_ex(o, "token", NULL)) {
		if (srv.o->password) {
			const char *pw = record_field_string(o, "password");
			if (!pw || strcmp(pw, srv.o->password) != 0) {
				net_conn_error(&cl->c, "wrong password", true);
				return;
			}
		}
		lobby_mjai_join(cl, o);
	} else
		net_conn_error(&cl->c, "the first line is a login or an mjai join", true);
}

static void client_line(struct client *cl, char *line)
{
	long long now = now_ms();
	cl->c.heard_ms = now;
	/* an answer the game asked for is not counted: a fast table asks many */
	struct room *r = cl->room;
	bool asked =
	    r && cl->seat >= 0 && r->seats[cl->seat].cl == cl && r->seats[cl->seat].waiting;
	if (!asked && !net_conn_rate_ok(&cl->c, srv.o->rate, now)) {
		net_conn_error(&cl->c, "too many messages (--rate)", true);
		return;
	}
	json_tokener *tok = json_tokener_new();
	json_object *o = tok ? json_tokener_parse_ex(tok, line, (int)strlen(line)) : NULL;
	size_t end = tok ? json_tokener_get_parse_end(tok) : 0;
	if (tok)
		json_tokener_free(tok);
	while (line[end] == ' ' || line[end] == '\t')
		end++;
	const char *type =
	    o && json_object_is_type(o, json_type_object) ? record_field_string(o, "type") : NULL;
	if (!type || line[end]) {
		json_object_put(o);
		net_conn_error(&cl->c, "not a JSON object with a string type", true);
		return;
	}
	if (cl->kind == CLIENT_NEW)
		first_line(cl, o, type);
	else if (cl->kind == CLIENT_MJAI ||
		 (cl->room && cl->seat >= 0 && cl->room->started && room_answer_type(type)))
		room_answer_line(cl, o);
	else
		lobby_line(cl, o, type);
	json_object_put(o);
}

static void client_input(struct client *cl)
{
	if (cl->c.shut) {
		if (net_conn_linger(&cl->c, now_ms()))
			cl->c.dead = true;
		return;
	}
	for (int lines = 0; !cl->c.dead && !cl->c.closing && lines < 1000; lines++) {
		char *line;
		enum net_read r = net_conn_line(&cl->c, (size_t)srv.o->max_line, &line);
		if (r == NET_AGAIN)
			return;
		if (r == NET_CLOSED) {
			cl->c.dead = true;
			return;
		}
		if (r == NET_TOO_LONG) {
			net_conn_error(&cl->c, "line too long (--max-line)", true);
			return;
		}
		client_line(cl, line);
	}
}

static void write_port_file(const char *path, int port)
{
	char tmp[PATH_MAX];
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	FILE *f = fopen(tmp, "w");
	if (!f)
		return;
	fprintf(f, "%d\n", port);
	if (fclose(f) == 0)
		rename(tmp, path);
}

static int make_state_dir(const struct server_options *o)
{
	char err[256];
	if (o->state_dir)
		snprintf(srv.state, sizeof srv.state, "%s", o->state_dir);
	else {
		char base[PATH_MAX - 16];
		if (save_xdg_dir("XDG_STATE_HOME", ".local/state", base, sizeof base, err,
				 sizeof err) != 0) {
			fprintf(stderr, "jansou serve: %s\n", err);
			return -1;
		}
		snprintf(srv.state, sizeof srv.state, "%s/server", base);
	}
	char rooms[PATH_MAX + 8];
	mkdir(srv.state, 0700);
	snprintf(rooms, sizeof rooms, "%s/rooms", srv.state);
	mkdir(rooms, 0700);
	struct stat st;
	if (stat(rooms, &st) != 0 || !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "jansou serve: cannot make the state directory %s\n", srv.state);
		return -1;
	}
	return 0;
}

static void seat_command_bots(const struct server_options *o)
{
	if (o->nbots == 0)
		return;
	char err[200];
	struct room *r = room_find(o->bot_room);
	if (!r)
		store_room_retire(o->bot_room);
	if (!r)
		r = room_new(o->bot_room, "standard", false, o->decision_s, err, sizeof err);
	if (!r) {
		fprintf(stderr, "jansou serve: %s\n", err);
		return;
	}
	r->autostart = true;
	for (int i = 0; i < o->nbots; i++)
		for (int s = 0; s < r->nseats; s++)
			if (r->seats[s].kind == SEAT_EMPTY) {
				r->seats[s].kind = SEAT_COMMAND;
				snprintf(r->seats[s].ai, sizeof r->seats[s].ai, "%s", o->bots[i]);
				snprintf(r->seats[s].name, sizeof r->seats[s].name, "bot%d", i + 1);
				break;
			}
	bool full = true;
	for (int s = 0; s < r->nseats; s++)
		full &= r->seats[s].kind != SEAT_EMPTY;
	if (full)
		room_start(r);
}

/* Whether a game is being played, or the end of one is still on its way to a seat. */
static bool any_playing(void)
{
	for (struct room *r = srv.rooms; r; r = r->next)
		if (r->started && !r->over)
			return true;
	for (struct client *c = srv.clients; c; c = c->next)
		if (c->room && c->seat >= 0 && c->room->seats[c->seat].cl == c &&
		    !c->room->seats[c->seat].told_over)
			return true;
	return false;
}

int server_run(const struct server_options *o)
{
	memset(&srv, 0, sizeof srv);
	srv.o = o;
	srv.next_room = 1;
	signal(SIGPIPE, SIG_IGN);
	struct sigaction sa = {.sa_handler = on_signal};
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	if (make_state_dir(o) != 0)
		return 1;
	int lfd[SERVER_MAX_LISTEN];
	int nl = o->nlisten ? o->nlisten : 1;
	for (int i = 0; i < nl; i++) {
		char err[300];
		int port;
		lfd[i] = net_listen(o->nlisten ? o->listen[i] : "127.0.0.1:11600", &port, err,
				    sizeof err);
		if (lfd[i] < 0) {
			fprintf(stderr, "jansou serve: %s\n", err);
			return 1;
		}
		if (i == 0 && o->port_file)
			write_port_file(o->port_file, port);
		if (!o->quiet)
			fprintf(stderr, "jansou serve: listening on %s (port %d), state in %s\n",
				o->nlisten ? o->listen[i] : "127.0.0.1:11600", port, srv.state);
	}
	store_resume_all();
	seat_command_bots(o);
	long long started = now_ms(), next_sweep = started + 1000;
	struct pollfd *pfd = NULL;
	struct client **who = NULL;
	size_t cap = 0;
	while (!got_signal && !srv.stop) {
		long long now = now_ms();
		if (o->timeout_s > 0 && now - started > (long long)o->timeout_s * 1000)
			break;
		if (o->max_games > 0 && srv.games_ended >= o->max_games && !any_playing())
			break;
		if (o->exit_when_idle && srv.games_ended > 0 && !any_playing())
			break;
		if (now >= next_sweep) {
			room_sweep();
			bot_process_reap();
			next_sweep = now + 1000;
		}
		/* the rooms play on as far as they can without an answer */
		for (struct room *r = srv.rooms; r; r = r->next) {
			room_tick(r, now);
			room_pump(r);
		}
		/* closed connections go; their rooms learn it */
		for (struct client **p = &srv.clients; *p;) {
			struct client *cl = *p;
			if (cl->c.closing && cl->c.outlen == cl->c.outdone &&
			    net_conn_linger(&cl->c, now))
				cl->c.dead = true;
			if (!cl->c.dead && cl->c.outlen > cl->c.outdone)
				net_conn_flush(&cl->c);
			bool idle = o->idle_s > 0 &&
				    !(cl->room && cl->room->started && !cl->room->over) &&
				    now - cl->c.heard_ms > (long long)o->idle_s * 1000;
			if (idle && !cl->c.closing)
				net_conn_error(&cl->c, "idle too long (--idle)", true);
			if (cl->c.dead) {
				*p = cl->next;
				srv.nclients--;
				client_free(cl);
				continue;
			}
			p = &cl->next;
		}
		size_t need = (size_t)nl + (size_t)srv.nclients;
		if (need > cap) {
			cap = need * 2;
			pfd = realloc(pfd, cap * sizeof *pfd);
			who = realloc(who, cap * sizeof *who);
			if (!pfd || !who)
				break;
		}
		size_t n = 0;
		for (int i = 0; i < nl; i++)
			pfd[n++] = (struct pollfd){.fd = lfd[i], .events = POLLIN};
		for (struct client *cl = srv.clients; cl; cl = cl->next) {
			who[n] = cl;
			pfd[n++] = (struct pollfd){
			    .fd = cl->c.fd,
			    .events = (short)((!cl->c.closing || cl->c.shut ? POLLIN : 0) |
					      (cl->c.outlen > cl->c.outdone ? POLLOUT : 0))};
		}
		long long wait = 1000;
		for (struct client *cl = srv.clients; cl; cl = cl->next)
			if (cl->c.shut && cl->c.linger_ms - now < wait)
				wait = cl->c.linger_ms - now;
		for (struct room *r = srv.rooms; r; r = r->next) {
			long long d = room_next_deadline(r);
			if (d >= 0 && d - now < wait)
				wait = d - now;
		}
		if (wait < 0)
			wait = 0;
		int ready = poll(pfd, n, (int)wait);
		if (ready < 0 && errno != EINTR)
			break;
		if (ready <= 0)
			continue;
		for (int i = 0; i < nl; i++)
			if (pfd[i].revents & POLLIN)
				accept_all(lfd[i]);
		for (size_t i = (size_t)nl; i < n; i++) {
			struct client *cl = who[i];
			if (pfd[i].revents & POLLOUT)
				net_conn_flush(&cl->c);
			if (pfd[i].revents & (POLLIN | POLLHUP | POLLERR))
				client_input(cl);
		}
	}
	/* shutdown: every room's save and logs written, connections closed */
	store_set_durable(true);
	for (struct room *r = srv.rooms; r; r = r->next)
		if (r->started) {
			store_room_save(r, true);
			store_room_logs(r);
		}
	/* what waits to be written goes, for a second at most */
	for (long long until = now_ms() + 1000; now_ms() < until;) {
		bool more = false;
		for (struct client *cl = srv.clients; cl; cl = cl->next)
			if (!cl->c.dead && cl->c.outlen > cl->c.outdone)
				more |= net_conn_flush(&cl->c) && cl->c.outlen > cl->c.outdone;
		if (!more)
			break;
		poll(NULL, 0, 10);
	}
	while (srv.clients) {
		struct client *cl = srv.clients;
		srv.clients = cl->next;
		cl->room = NULL;
		net_conn_free(&cl->c);
		bot_process_stop(cl->pid);
		free(cl);
	}
	bot_process_reap();
	while (srv.rooms) {
		struct room *r = srv.rooms;
		srv.rooms = r->next;
		room_free(r);
	}
	for (int i = 0; i < nl; i++)
		close(lfd[i]);
	free(pfd);
	free(who);
	return 0;
}
