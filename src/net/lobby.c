/*
 * The lobby and the rooms before their game (doc/protocol.md, "Lobby and room commands"):
 * create, rooms, join, watch, bot, start, room, invite, accept, back, home; and the mjai
 * bots' join, which seats a bot in the room it names (made if there is none) and starts a
 * room whose seats are all taken.
 */
#include <config.h>

#include "src/net/lobby.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/record_json.h"

static json_object *msg(const char *type)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	return o;
}

static void error(struct client *cl, const char *why)
{
	net_conn_error(&cl->c, why, false);
}

static const char *const kind_names[] = {[SEAT_EMPTY] = "empty",
					 [SEAT_PERSON] = "person",
					 [SEAT_AI] = "ai",
					 [SEAT_MJAI] = "mjai",
					 [SEAT_COMMAND] = "mjai"};

static int watchers(const struct room *r)
{
	int n = 0;
	for (struct client *c = srv.clients; c; c = c->next)
		n += c->room == r && c->seat < 0 && !c->c.dead;
	return n;
}

json_object *room_settings_json(const struct room *r)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "id", json_object_new_string(r->id));
	json_object_object_add(o, "name", json_object_new_string(r->name));
	json_object_object_add(o, "rules", json_object_new_string(r->preset));
	json_object_object_add(o, "length", json_object_new_string(r->east ? "east" : "hanchan"));
	json_object_object_add(o, "decision_time", json_object_new_int(r->decision_s));
	json_object_object_add(o, "host", json_object_new_string(r->host));
	json_object_object_add(o, "started", json_object_new_boolean(r->started));
	json_object_object_add(o, "over", json_object_new_boolean(r->over));
	return o;
}

json_object *room_json(const struct room *r)
{
	json_object *o = room_settings_json(r);
	json_object_object_add(o, "players", json_object_new_int(r->nseats));
	json_object *seats = json_object_new_array();
	for (int s = 0; s < r->nseats; s++) {
		const struct rseat *st = &r->seats[s];
		if (st->kind == SEAT_EMPTY) {
			json_object_array_add(seats, NULL);
			continue;
		}
		json_object *so = json_object_new_object();
		json_object_object_add(so, "name", json_object_new_string(st->name));
		json_object_object_add(so, "kind", json_object_new_string(kind_names[st->kind]));
		bool connected = st->kind == SEAT_AI || st->kind == SEAT_COMMAND || st->cl != NULL;
		json_object_object_add(so, "connected", json_object_new_boolean(connected));
		json_object_array_add(seats, so);
	}
	json_object_object_add(o, "seats", seats);
	json_object_object_add(o, "watchers", json_object_new_int(watchers(r)));
	return o;
}

void room_send_state(struct client *cl, struct room *r)
{
	json_object *o = msg("room");
	json_object_object_add(o, "room", room_json(r));
	client_send(cl, o);
}

/* The room's state to every jansou client in it (its seats and watchers). */
void room_broadcast(struct room *r)
{
	/* a room waiting for its players is kept as it changes (a restart brings it back); the
	 * mjai bots' own room is not (they sit again when they come back) */
	if (!r->started && !r->over && !r->autostart)
		store_room_meta(r);
	for (struct client *c = srv.clients; c; c = c->next)
		if (c->room == r && c->kind == CLIENT_PERSON && !c->c.dead)
			room_send_state(c, r);
}

struct room *room_find(const char *id)
{
	for (struct room *r = srv.rooms; r; r = r->next)
		if (id && strcmp(r->id, id) == 0)
			return r;
	return NULL;
}

struct room *room_new(const char *id, const char *preset, bool east, int decision_s, char *err,
		      size_t errsize)
{
	const struct rules *rules = rules_preset(preset ? preset : "standard");
	if (!rules || !(rules_family_of(rules->family)->logs & RULES_LOG_TENHOU)) {
		snprintf(err, errsize, "no riichi rules \"%s\"", preset ? preset : "");
		return NULL;
	}
	if (srv.nrooms >= srv.o->max_rooms) {
		snprintf(err, errsize, "too many rooms (--max-rooms)");
		return NULL;
	}
	struct room *r = calloc(1, sizeof *r);
	if (!r) {
		snprintf(err, errsize, "out of memory");
		return NULL;
	}
	if (id)
		snprintf(r->id, sizeof r->id, "%s", id);
	else
		do
			snprintf(r->id, sizeof r->id, "%d", srv.next_room++);
		while (room_find(r->id) || store_room_exists(r->id));
	snprintf(r->name, sizeof r->name, "%s", r->id);
	snprintf(r->preset, sizeof r->preset, "%s", preset ? preset : "standard");
	r->rules = *rules;
	r->east = east;
	r->decision_s = decision_s > 0 ? decision_s : srv.o->decision_s;
	r->nseats = rules_family_of(rules->family)->players;
	r->next = srv.rooms;
	srv.rooms = r;
	srv.nrooms++;
	return r;
}

void room_free(struct room *r)
{
	for (int s = 0; s < SEATS; s++) {
		struct rseat *st = &r->seats[s];
		if (st->ctl && st->ai_kind)
			st->ai_kind->destroy(st->ctl);
		mjai_feed_free(st->feed);
		for (int i = 0; i < st->nqueue; i++)
			free(st->queue[i].text);
		free(st->queue);
		for (int i = 0; i < st->nhist; i++)
			free(st->hist[i]);
		free(st->hist);
	}
	for (int i = 0; i < r->nwhist; i++)
		free(r->whist[i]);
	free(r->whist);
	mjai_log_free(r->wlog);
	game_log_free(r->tenhou);
	mjai_log_free(r->mrec);
	free(r->mbuf);
	save_free(&r->save);
	game_free(r->g);
	free(r);
}

/* A name from a client: 1 to max bytes, no control character (it goes on screens, in logs,
 * and a room's in a file name). */
static bool text_ok(const char *t, size_t max)
{
	if (!t || !t[0] || strlen(t) > max)
		return false;
	for (const unsigned char *p = (const unsigned char *)t; *p; p++)
		if (*p < 0x20 || *p == 0x7f)
			return false;
	return true;
}

static int empty_seat(const struct room *r)
{
	for (int s = 0; s < r->nseats; s++)
		if (r->seats[s].kind == SEAT_EMPTY)
			return s;
	return -1;
}

static bool full(const struct room *r)
{
	return empty_seat(r) < 0;
}

/* A room not started whose people have all left goes (true); a host who leaves hands it on. */
static bool room_tidy(struct room *r)
{
	if (r->started)
		return false;
	bool host_here = false, people = false;
	for (int s = 0; s < r->nseats; s++)
		if (r->seats[s].kind == SEAT_PERSON || r->seats[s].kind == SEAT_MJAI) {
			people = true;
			host_here |= strcmp(r->seats[s].name, r->host) == 0;
		}
	if (!host_here) {
		r->host[0] = '\0';
		for (int s = 0; s < r->nseats; s++)
			if (r->seats[s].kind == SEAT_PERSON) {
				snprintf(r->host, sizeof r->host, "%s", r->seats[s].name);
				break;
			}
	}
	if (!people && !r->autostart) {
		store_room_forget(r->id);
		room_drop(r);
		return true;
	}
	return false;
}

void room_drop(struct room *r)
{
	for (struct client *c = srv.clients; c; c = c->next)
		if (c->room == r)
			c->room = NULL, c->seat = -1;
	for (struct room **p = &srv.rooms; *p; p = &(*p)->next)
		if (*p == r) {
			*p = r->next;
			srv.nrooms--;
			room_free(r);
			return;
		}
}

/* The client leaves its room: a seat not yet playing is freed; a seat in a game is the AI's
 * until the player comes back (room_seat_lost). */
void room_leave(struct client *cl)
{
	struct room *r = cl->room;
	int seat = cl->seat;
	cl->room = NULL;
	cl->seat = -1;
	if (!r)
		return;
	if (seat < 0)
		r->nwatchers--;
	if (seat >= 0 && r->seats[seat].cl == cl) {
		if (r->started)
			room_seat_lost(r, seat);
		else {
			memset(&r->seats[seat].name, 0, sizeof r->seats[seat].name);
			r->seats[seat].kind = SEAT_EMPTY;
			r->seats[seat].cl = NULL;
		}
	}
	if (!room_tidy(r))
		room_broadcast(r);
}

static void to_lobby(struct client *cl)
{
	json_object *o = msg("lobby");
	json_object_object_add(o, "rooms", json_object_new_int(srv.nrooms));
	int people = 0;
	for (struct client *c = srv.clients; c; c = c->next)
		people += c->kind == CLIENT_PERSON && !c->c.dead;
	json_object_object_add(o, "players", json_object_new_int(people));
	client_send(cl, o);
}

static void sit(struct client *cl, struct room *r, int s, enum seat_kind kind)
{
	struct rseat *st = &r->seats[s];
	st->kind = kind;
	st->cl = cl;
	snprintf(st->name, sizeof st->name, "%s", cl->name);
	snprintf(st->token, sizeof st->token, "%s", cl->token);
	cl->room = r;
	cl->seat = s;
	if (!r->host[0] && kind == SEAT_PERSON)
		snprintf(r->host, sizeof r->host, "%s", cl->name);
}

static bool is_host(const struct client *cl)
{
	return cl->room && !cl->room->started && strcmp(cl->room->host, cl->name) == 0;
}

static void cmd_create(struct client *cl, json_object *o)
{
	const char *length = record_field_string(o, "length");
	const char *preset = record_field_string(o, "rules");
	const char *name = record_field_string(o, "name");
	json_object *dt;
	int decision = srv.o->decision_s;
	if (json_object_object_get_ex(o, "decision_time", &dt)) {
		decision = json_object_get_int(dt);
		if (decision < 1 || decision > 300)
			return error(cl, "decision_time is 1 to 300 seconds");
	}
	if (length && strcmp(length, "east") != 0 && strcmp(length, "hanchan") != 0)
		return error(cl, "length is east or hanchan");
	if (name && name[0] && !text_ok(name, 72))
		return error(cl, "a room's name has no control characters (at most 72 bytes)");
	char err[200];
	if (cl->room)
		room_leave(cl);
	struct room *r = room_new(NULL, preset, length && strcmp(length, "east") == 0, decision,
				  err, sizeof err);
	if (!r)
		return error(cl, err);
	if (name && text_ok(name, 72))
		snprintf(r->name, sizeof r->name, "%s", name);
	snprintf(r->host, sizeof r->host, "%s", cl->name);
	sit(cl, r, 0, SEAT_PERSON);
	room_broadcast(r);
}

static void cmd_join(struct client *cl, json_object *o, bool watch)
{
	struct room *r = room_find(record_field_string(o, "room"));
	if (!r)
		return error(cl, "no such room");
	if (cl->room == r && cl->seat >= 0)
		return room_send_state(cl, r);
	if (cl->room)
		room_leave(cl);
	int s = empty_seat(r);
	if (watch || r->started || s < 0) {
		if (!watch && !r->started && s < 0)
			return error(cl, "the room is full");
		cl->room = r;
		cl->seat = -1;
		r->nwatchers++;
		room_broadcast(r);
		if (r->started)
			room_watch(r, cl);
		return;
	}
	sit(cl, r, s, SEAT_PERSON);
	room_broadcast(r);
}

static void cmd_bot(struct client *cl, json_object *o)
{
	if (!is_host(cl))
		return error(cl, "only the host of a room not started adds bots");
	const char *ai = record_field_string(o, "ai");
	if (!ai)
		ai = "balanced";
	/* never a command named by a client: jansou's own AIs only */
	const struct player_kind *k = players_find(ai);
	if (!k || strncmp(ai, "mjai:", 5) == 0)
		return error(cl, "no such AI");
	struct room *r = cl->room;
	int s = empty_seat(r);
	if (s < 0)
		return error(cl, "the room is full");
	room_seat_ai(r, s, ai);
	room_broadcast(r);
}

static void cmd_start(struct client *cl)
{
	if (!is_host(cl))
		return error(cl, "only the host starts the room's game");
	if (room_start(cl->room) != 0)
		return error(cl, "the game could not start");
}

static void cmd_invite(struct client *cl, json_object *o)
{
	const char *name = record_field_string(o, "name");
	if (!cl->room)
		return error(cl, "invite from a room");
	struct client *to = NULL;
	for (struct client *c = srv.clients; c; c = c->next)
		if (name && c->kind == CLIENT_PERSON && !c->c.dead && strcmp(c->name, name) == 0)
			to = c;
	if (!to)
		return error(cl, "no such player connected");
	snprintf(to->invited, sizeof to->invited, "%s", cl->room->id);
	json_object *i = msg("invited");
	json_object_object_add(i, "from", json_object_new_string(cl->name));
	json_object_object_add(i, "room", json_object_new_string(cl->room->id));
	client_send(to, i);
	room_send_state(cl, cl->room);
}

void lobby_line(struct client *cl, json_object *o, const char *type)
{
	if (strcmp(type, "create") == 0)
		cmd_create(cl, o);
	else if (strcmp(type, "rooms") == 0) {
		json_object *list = json_object_new_array();
		for (struct room *r = srv.rooms; r; r = r->next)
			json_object_array_add(list, room_json(r));
		json_object *m = msg("rooms");
		json_object_object_add(m, "rooms", list);
		client_send(cl, m);
	} else if (strcmp(type, "join") == 0)
		cmd_join(cl, o, false);
	else if (strcmp(type, "watch") == 0)
		cmd_join(cl, o, true);
	else if (strcmp(type, "bot") == 0)
		cmd_bot(cl, o);
	else if (strcmp(type, "start") == 0)
		cmd_start(cl);
	else if (strcmp(type, "room") == 0) {
		if (!cl->room)
			return error(cl, "not in a room");
		room_send_state(cl, cl->room);
	} else if (strcmp(type, "invite") == 0)
		cmd_invite(cl, o);
	else if (strcmp(type, "accept") == 0) {
		if (!cl->invited[0])
			return error(cl, "no invitation");
		json_object *j = msg("join");
		json_object_object_add(j, "room", json_object_new_string(cl->invited));
		cmd_join(cl, j, false);
		json_object_put(j);
	} else if (strcmp(type, "back") == 0 || strcmp(type, "home") == 0) {
		if (cl->room && cl->seat >= 0 && cl->room->started)
			cl->room->seats[cl->seat].token[0] = '\0'; /* the AI's for good */
		if (cl->room)
			room_leave(cl);
		to_lobby(cl);
	} else if (room_answer_type(type))
		; /* an answer late for a game left or over: dropped */
	else
		error(cl, "unknown message type");
}

void lobby_mjai_join(struct client *cl, json_object *o)
{
	const char *name = record_field_string(o, "name");
	const char *room = record_field_string(o, "room");
	if (!room || !room[0])
		room = "default";
	if (!text_ok(name, 64) || !text_ok(room, ROOM_ID_SIZE - 1) || strpbrk(room, "/\\.")) {
		net_conn_error(&cl->c, "join: a name, and a room name of at most 15 bytes", true);
		return;
	}
	cl->kind = CLIENT_MJAI;
	snprintf(cl->name, sizeof cl->name, "%s", name);
	struct room *r = room_find(room);
	char err[200];
	if (r && r->over) {
		/* a room of that name played its game: a new one takes the name */
		room_drop(r);
		r = NULL;
	}
	if (!r)
		store_room_retire(room);
	if (r && (r->started || full(r))) {
		net_conn_error(&cl->c, "the room is playing or full", true);
		return;
	}
	if (!r)
		r = room_new(room, "standard", false, srv.o->decision_s, err, sizeof err);
	if (!r) {
		net_conn_error(&cl->c, err, true);
		return;
	}
	if (r->nseats != SEATS) {
		net_conn_error(&cl->c, "the mjai protocol seats four players", true);
		return;
	}
	r->autostart = true;
	sit(cl, r, empty_seat(r), SEAT_MJAI);
	room_broadcast(r);
	if (full(r))
		room_start(r);
}

/* A room not started that nobody has been connected to for the idle time (--idle): one kept
 * over a restart whose people never came back. It goes as a room everyone left goes. */
static bool room_abandoned(struct room *r, bool connected)
{
	if (r->started || connected || srv.o->idle_s <= 0) {
		r->empty_ms = 0;
		return false;
	}
	long long now = now_ms();
	if (!r->empty_ms)
		r->empty_ms = now;
	if (now - r->empty_ms < (long long)srv.o->idle_s * 1000)
		return false;
	store_room_forget(r->id);
	return true;
}

void room_sweep(void)
{
	for (struct room **p = &srv.rooms; *p;) {
		struct room *r = *p;
		bool connected = false;
		for (struct client *c = srv.clients; c && !connected; c = c->next)
			connected = c->room == r;
		bool used = (!r->over || connected) && !room_abandoned(r, connected);
		if (used) {
			p = &r->next;
			continue;
		}
		*p = r->next;
		srv.nrooms--;
		room_free(r);
	}
}
