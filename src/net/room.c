/*
 * A room's game (doc/protocol.md, "The game"): the engine stepped by the server's one loop.
 * Each seat of a person or an mjai bot has an mjai_feed, its events as the seat sees them;
 * they go one at a time, the next once the last is answered (stop and wait). A question goes
 * with the time left to answer; the seat's AI answers when time runs out, when the answer is
 * not legal, and for a seat whose player is away. AI seats answer at once. Every decision goes
 * to the room's save, so that a restarted server plays the game back to where it was.
 */
#include <config.h>

#include "src/net/room.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/mjai/mjai_answer.h"
#include "src/record/record_json.h"

static const char *const answer_types[] = {"none",  "dahai",	"reach",     "hora",
					   "chi",   "pon",	"daiminkan", "ankan",
					   "kakan", "ryukyoku", "nukidora",  NULL};

bool room_answer_type(const char *type)
{
	for (int i = 0; answer_types[i]; i++)
		if (strcmp(type, answer_types[i]) == 0)
			return true;
	return false;
}

static const char *text_of(json_object *o)
{
	return json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
						     JSON_C_TO_STRING_NOSLASHESCAPE);
}

static void hist_add(char ***hist, int *n, int *cap, const char *text, const char *type)
{
	/* a new hand: the last one's messages go, start_game stays */
	if (strcmp(type, "start_game") == 0 || strcmp(type, "start_kyoku") == 0) {
		int keep = strcmp(type, "start_game") == 0 ? 0 : (*n > 0 ? 1 : 0);
		for (int i = keep; i < *n; i++)
			free((*hist)[i]);
		*n = keep;
	}
	if (*n == *cap) {
		int c = *cap ? *cap * 2 : 64;
		char **h = realloc(*hist, (size_t)c * sizeof *h);
		if (!h)
			return;
		*hist = h;
		*cap = c;
	}
	char *copy = strdup(text);
	if (copy)
		(*hist)[(*n)++] = copy;
}

/* The same message marked as resent. */
static void send_replayed(struct client *cl, const char *text)
{
	size_t len = strlen(text);
	char *m = malloc(len + 20);
	if (!m || len < 2)
		return free(m);
	memcpy(m, text, len - 1);
	strcpy(m + len - 1, ",\"replay\":true}");
	net_conn_send_text(&cl->c, m);
	free(m);
}

/* Sends what the seat has waiting, one message at a time. */
static void seat_send(struct room *r, int s)
{
	struct rseat *st = &r->seats[s];
	struct client *cl = st->cl;
	while (cl && !cl->c.dead && !st->waiting && st->nqueue > 0) {
		struct pending p = st->queue[0];
		memmove(st->queue, st->queue + 1, (size_t)(st->nqueue - 1) * sizeof *st->queue);
		st->nqueue--;
		size_t len = strlen(p.text);
		if (cl->kind == CLIENT_PERSON && len >= 2 && p.text[len - 1] == '}') {
			/* seq, and the time left to answer a question, put in the object */
			char extra[80];
			int n = snprintf(extra, sizeof extra, ",\"seq\":%lld", ++cl->seq);
			if (p.qid && p.qid == r->qid && r->q) {
				long long left = r->deadline_ms - now_ms();
				n += snprintf(extra + n, sizeof extra - (size_t)n,
					      ",\"deadline_ms\":%lld", left > 0 ? left : 0);
			}
			char *line = malloc(len + (size_t)n + 1);
			if (line) {
				memcpy(line, p.text, len - 1);
				memcpy(line + len - 1, extra, (size_t)n);
				strcpy(line + len - 1 + n, "}");
				net_conn_send_text(&cl->c, line);
				free(line);
			}
		} else
			net_conn_send_text(&cl->c, p.text);
		free(p.text);
		st->waiting = true;
		st->wait_qid = p.qid;
		st->wait_seq = cl->seq;
	}
	if (cl && r->over && !st->waiting && st->nqueue == 0 && !st->told_over) {
		st->told_over = true;
		if (cl->kind == CLIENT_MJAI)
			cl->c.closing = true;
		else
			room_send_state(cl, r);
	}
}

static void seat_push(struct room *r, int s, json_object *o, int qid, bool front)
{
	struct rseat *st = &r->seats[s];
	const char *type = record_field_string(o, "type");
	const char *text = text_of(o);
	hist_add(&st->hist, &st->nhist, &st->caphist, text, type ? type : "");
	char *copy = st->cl ? strdup(text) : NULL;
	json_object_put(o);
	if (!copy)
		return;
	if (st->nqueue == st->capqueue) {
		int c = st->capqueue ? st->capqueue * 2 : 16;
		struct pending *q = realloc(st->queue, (size_t)c * sizeof *q);
		if (!q) {
			free(copy);
			return;
		}
		st->queue = q;
		st->capqueue = c;
	}
	if (front) {
		memmove(st->queue + 1, st->queue, (size_t)st->nqueue * sizeof *st->queue);
		st->queue[0] = (struct pending){copy, qid};
	} else
		st->queue[st->nqueue] = (struct pending){copy, qid};
	st->nqueue++;
}

/* What the feed has ready goes to the seat; how many messages. */
static int drain(struct room *r, int s, int qid)
{
	int n = 0;
	json_object *o;
	while ((o = mjai_feed_next(r->seats[s].feed))) {
		seat_push(r, s, o, qid, false);
		n++;
	}
	return n;
}

/* The event as seat s may see it (-1: a watcher, who sees no hand and no draw). */
static void hide(const struct game_event *ev, int s, struct game_event *out)
{
	*out = *ev;
	if (ev->type == EV_HAND_START)
		for (int o = 0; o < SEATS; o++)
			if (o != s)
				memset(out->hands[o], TILE_HIDDEN, sizeof out->hands[o]);
	if (ev->type == EV_DRAW && ev->seat != s)
		out->tile = TILE_HIDDEN;
}

/* The mjai record's new lines, kept until store_room_logs() writes them. */
static void take_record(struct room *r)
{
	json_object *o;
	while (r->mrec && (o = mjai_log_take(r->mrec))) {
		json_object *rule;
		const char *type = record_field_string(o, "type");
		if (r->east && type && strcmp(type, "start_game") == 0) {
			/* an East-only game: replay ends it where the engine would play South;
			 * akochan's kyoku_first says so too */
			json_object_object_add(o, "kyoku_first", json_object_new_int(4));
			if (json_object_object_get_ex(o, "rule", &rule))
				json_object_object_add(rule, "length",
						       json_object_new_string("east"));
		}
		const char *text = text_of(o);
		size_t len = strlen(text);
		if (r->mlen + len + 2 > r->mcap) {
			size_t cap = r->mcap ? r->mcap * 2 : 16384;
			while (cap < r->mlen + len + 2)
				cap *= 2;
			char *b = realloc(r->mbuf, cap);
			if (!b) {
				json_object_put(o);
				return;
			}
			r->mbuf = b;
			r->mcap = cap;
		}
		memcpy(r->mbuf + r->mlen, text, len);
		r->mbuf[r->mlen + len] = '\n';
		r->mlen += len + 1;
		json_object_put(o);
	}
}

static void room_observe(void *ctx, const struct game_event *ev)
{
	struct room *r = ctx;
	struct game_event mine;
	take_record(r);
	for (int s = 0; s < r->nseats; s++) {
		if (!r->seats[s].feed)
			continue;
		hide(ev, s, &mine);
		mjai_feed_event(r->seats[s].feed, &mine);
		drain(r, s, 0);
	}
	if (!r->wlog)
		return;
	hide(ev, -1, &mine);
	mjai_log_observe(r->wlog, &mine);
	json_object *o;
	while ((o = mjai_log_take(r->wlog))) {
		const char *type = record_field_string(o, "type");
		const char *text = text_of(o);
		hist_add(&r->whist, &r->nwhist, &r->capwhist, text, type ? type : "");
		for (struct client *c = r->nwatchers ? srv.clients : NULL; c; c = c->next)
			if (c->room == r && c->seat < 0 && !c->c.dead)
				net_conn_send_text(&c->c, text);
		json_object_put(o);
	}
}

/*
 * The --bot mjai:COMMAND of seat s runs now, a client of the server's in the seat: asked in
 * the server's loop like a bot over the network, with the room's time to decide. (A game
 * resumed after a restart plays the seat by the AI, as it does a network bot's.)
 */
static int command_bot(struct room *r, int s)
{
	struct rseat *st = &r->seats[s];
	const char *ai = st->ai;
	if (strncmp(ai, "mjai:", 5) != 0 || !ai[5])
		return -1;
	char err[200];
	struct client *cl = client_of_command(ai + 5, err, sizeof err);
	if (!cl) {
		fprintf(stderr, "jansou serve: room %s: the bot of seat %d: %s\n", r->id, s, err);
		return -1;
	}
	snprintf(cl->name, sizeof cl->name, "%s", st->name);
	cl->room = r;
	cl->seat = s;
	st->cl = cl;
	return 0;
}

static const char *seat_ai(const struct rseat *st)
{
	return (st->kind == SEAT_AI || st->kind == SEAT_COMMAND) && st->ai[0] ? st->ai : "balanced";
}

static bool name_taken(const struct room *r, int s, const char *name)
{
	for (int o = 0; o < r->nseats; o++)
		if (o != s && r->seats[o].kind != SEAT_EMPTY && strcmp(r->seats[o].name, name) == 0)
			return true;
	return false;
}

void room_seat_ai(struct room *r, int s, const char *ai)
{
	struct rseat *st = &r->seats[s];
	st->kind = SEAT_AI;
	snprintf(st->ai, sizeof st->ai, "%s", ai);
	snprintf(st->name, sizeof st->name, "%s", ai);
	for (int n = 2; n <= SEATS + 1 && name_taken(r, s, st->name); n++)
		snprintf(st->name, sizeof st->name, "%.*s %d", (int)sizeof st->name - 4, ai, n);
}

int room_setup_game(struct room *r, bool fresh)
{
	r->g = game_new(&r->rules, r->seed);
	if (!r->g)
		return -1;
	const char *names[SEATS] = {NULL};
	for (int s = 0; s < r->nseats; s++) {
		struct rseat *st = &r->seats[s];
		if (st->kind == SEAT_EMPTY)
			room_seat_ai(r, s, "balanced");
		names[s] = st->name;
		/* a --bot command's seat is the AI's whenever the bot is not there to answer */
		st->ai_kind = st->kind == SEAT_COMMAND ? NULL : players_find(seat_ai(st));
		if (!st->ai_kind)
			st->ai_kind = players_find("balanced");
		if (st->kind == SEAT_COMMAND && fresh && command_bot(r, s) < 0)
			st->given_up = true;
		st->ctl =
		    st->ai_kind->create(st->ai_kind, s, &r->rules, r->seed ^ (uint64_t)(s + 1));
		if (!st->ctl)
			return -1;
		game_set_controller(r->g, s, st->ctl);
		if (st->kind == SEAT_PERSON || st->kind == SEAT_MJAI || st->cl) {
			st->feed = mjai_feed_new(&r->rules, s);
			if (!st->feed)
				return -1;
		}
	}
	/* each seat's start_game names the players (a client's table shows them) */
	for (int s = 0; s < r->nseats; s++)
		for (int o = 0; r->seats[s].feed && o < r->nseats; o++)
			mjai_feed_set_name(r->seats[s].feed, o, names[o]);
	char title[200];
	snprintf(title, sizeof title, "jansou serve, room %s", r->id);
	r->tenhou = game_log_new(&r->rules, title);
	if (r->tenhou) {
		for (int s = 0; s < r->nseats; s++)
			game_log_set_name(r->tenhou, s, names[s]);
		game_log_set_seed(r->tenhou, r->seed);
		game_add_observer(r->g, game_log_observe, r->tenhou);
	}
	/* the mjai record (four-player riichi), written as it comes: a room keeps no more of
	 * it than the lines of the hand in progress */
	if (rules_family_of(r->rules.family)->logs & RULES_LOG_MJAI)
		r->mrec = mjai_log_new(&r->rules);
	if (r->mrec) {
		for (int s = 0; s < r->nseats; s++)
			mjai_log_set_name(r->mrec, s, names[s]);
		game_add_observer(r->g, mjai_log_observe, r->mrec);
	}
	r->wlog = mjai_log_for_seat(&r->rules, -1);
	if (r->wlog)
		for (int s = 0; s < r->nseats; s++)
			mjai_log_set_name(r->wlog, s, names[s]);
	game_add_observer(r->g, room_observe, r);
	if (fresh)
		save_init(&r->save, &r->rules, r->seed, names);
	r->started = true;
	return 0;
}

int room_start(struct room *r)
{
	if (r->started)
		return -1;
	char hex[17];
	random_hex(hex, sizeof hex);
	r->seed = strtoull(hex, NULL, 16);
	if (room_setup_game(r, true) != 0) {
		game_free(r->g);
		r->g = NULL;
		r->started = false;
		return -1;
	}
	srv.games_started++;
	room_broadcast(r);
	store_room_meta(r);
	store_room_save(r, true);
	room_pump(r);
	return 0;
}

static void room_over(struct room *r)
{
	r->over = true;
	r->q = NULL;
	srv.games_ended++;
	take_record(r);
	store_set_durable(true);
	store_room_save(r, true);
	store_room_logs(r);
	store_room_meta(r);
	store_set_durable(false);
	for (int s = 0; s < r->nseats; s++)
		seat_send(r, s);
	for (struct client *c = srv.clients; c; c = c->next)
		if (c->room == r && c->seat < 0 && c->kind == CLIENT_PERSON)
			room_send_state(c, r);
}

static void answer(struct room *r, int i, bool record)
{
	const struct game_question *q = r->q;
	if (i < 0 || i >= q->n)
		i = 0;
	if (record) {
		save_add(&r->save, q->seat, &q->choices[i]);
		r->dirty = true;
	}
	r->seats[q->seat].reach_sent = false;
	r->q = NULL;
	game_answer(r->g, i);
}

static int ai_choice(struct room *r)
{
	const struct game_question *q = r->q;
	struct controller *c = r->seats[q->seat].ctl;
	return c && c->choose ? c->choose(c, &q->view, q->choices, q->n) : 0;
}

/* A saved decision to play back, or -1 when the save has none left (or is not this game's). */
static int saved_choice(struct room *r)
{
	if (r->replay_next >= r->replay_end)
		return -1;
	const struct save_decision *d = &r->save.decisions[r->replay_next];
	const struct game_question *q = r->q;
	if (d->seat == q->seat)
		for (int i = 0; i < q->n; i++)
			if (save_action_equal(&d->action, &q->choices[i])) {
				r->replay_next++;
				return i;
			}
	/* the save parts from the game here: what follows is played anew */
	fprintf(stderr, "jansou serve: room %s: the save parts from the game at decision %zu\n",
		r->id, r->replay_next);
	r->save.ndecisions = r->replay_end = r->replay_next;
	return -1;
}

static bool seat_live(const struct rseat *st)
{
	return st->cl && !st->cl->c.dead && !st->given_up &&
	       (st->kind == SEAT_PERSON || st->kind == SEAT_MJAI || st->kind == SEAT_COMMAND);
}

/* A room resumed after a restart waits a while for its people to come back. */
static bool holding(const struct room *r)
{
	if (!r->hold_ms || now_ms() >= r->hold_ms || r->replay_next < r->replay_end)
		return false;
	for (int s = 0; s < r->nseats; s++)
		if (r->seats[s].kind == SEAT_PERSON && r->seats[s].token[0] && !r->seats[s].cl)
			return true;
	return false;
}

void room_pump(struct room *r)
{
	while (r->started && !r->over) {
		if (!r->q) {
			const struct game_question *q;
			enum game_step res = game_step(r->g, &q);
			if (res == GAME_HAND_ENDED) {
				struct game_position pos;
				game_position(r->g, &pos);
				if (r->east && pos.round_wind >= 1)
					game_finish(r->g);
				/* the save and the hand's mjai lines go to their files; the
				 * tenhou.net/6 log at the game's end (a server started again
				 * makes it anew from the save) */
				store_room_save(r, true);
				store_room_record(r);
				continue;
			}
			if (res != GAME_ASKS) {
				room_over(r);
				return;
			}
			r->q = q;
			r->qid++;
			r->deadline_ms = now_ms() + (long long)r->decision_s * 1000;
		}
		int s = r->q->seat;
		struct rseat *st = &r->seats[s];
		int i = saved_choice(r);
		if (i >= 0) {
			answer(r, i, false);
			continue;
		}
		if (seat_live(st)) {
			if (st->asked_qid != r->qid) {
				st->asked_qid = r->qid;
				mjai_feed_asked(st->feed, &r->q->view, r->q->choices, r->q->n);
				int n = drain(r, s, r->qid);
				seat_send(r, s);
				if (n == 0) /* nothing to ask it with: the AI answers */
					goto ai;
			}
			if (now_ms() < r->deadline_ms)
				return;
			/* the AI decides: a person's seat is told the game on at once (its late
			 * answer carries a seq gone by and is dropped) */
			if (st->cl && st->cl->kind == CLIENT_PERSON && st->waiting &&
			    st->wait_qid == r->qid)
				st->waiting = false;
			if (st->kind == SEAT_MJAI || st->kind == SEAT_COMMAND) {
				st->given_up = true;
				fprintf(stderr,
					"jansou serve: room %s: the mjai bot in seat %d answered "
					"nothing in time; the AI plays the seat on\n",
					r->id, s);
				if (st->kind == SEAT_COMMAND) /* our own child: it goes */
					st->cl->c.dead = true;
			}
		} else if (st->kind == SEAT_PERSON && holding(r))
			return; /* resumed: the person may come back yet */
	ai:
		answer(r, ai_choice(r), true);
	}
	for (int s = 0; s < r->nseats; s++)
		seat_send(r, s);
}

void room_answer_line(struct client *cl, json_object *o)
{
	struct room *r = cl->room;
	int s = cl->seat;
	if (!r || s < 0 || !r->started || r->seats[s].cl != cl)
		return; /* a watcher's, or one for a game gone: dropped */
	struct rseat *st = &r->seats[s];
	if (!st->waiting)
		return;
	json_object *sq;
	if (cl->kind == CLIENT_PERSON && json_object_object_get_ex(o, "seq", &sq) &&
	    json_object_get_int64(sq) != st->wait_seq)
		return; /* stale */
	st->waiting = false;
	const struct game_question *q = r->q;
	if (!r->over && st->wait_qid && st->wait_qid == r->qid && q && q->seat == s &&
	    !st->given_up) {
		if (!st->reach_sent && mjai_answer_is_reach(o, &q->view)) {
			bool can = false;
			for (int i = 0; i < q->n; i++)
				can |= q->choices[i].type == ACT_RIICHI;
			if (can) {
				st->reach_sent = true;
				seat_push(r, s,
					  mjai_feed_reach(st->feed, &q->view, q->choices, q->n),
					  r->qid, true);
				seat_send(r, s);
				return;
			}
		}
		int i = mjai_answer_match(o, st->reach_sent, q->choices, q->n);
		if (i < 0) {
			if (cl->kind == CLIENT_PERSON)
				net_conn_error(&cl->c, "not a legal action now: the AI plays it",
					       false);
			else {
				st->given_up = true;
				fprintf(
				    stderr,
				    "jansou serve: room %s: the mjai bot in seat %d answered an "
				    "action the game does not allow now; the AI plays the seat "
				    "on\n",
				    r->id, s);
			}
			i = ai_choice(r);
		}
		answer(r, i, true);
	}
	seat_send(r, s);
	room_pump(r);
}

void room_seat_lost(struct room *r, int s)
{
	struct rseat *st = &r->seats[s];
	st->cl = NULL;
	st->waiting = false;
	st->reach_sent = false;
	for (int i = 0; i < st->nqueue; i++)
		free(st->queue[i].text);
	st->nqueue = 0;
	st->asked_qid = 0;
	/* the pending question, if it was this seat's, is the AI's at the next pump */
}

void room_resume_seat(struct room *r, int s, struct client *cl)
{
	struct rseat *st = &r->seats[s];
	if (st->cl && st->cl != cl) {
		st->cl->room = NULL;
		st->cl->seat = -1;
		client_drop(st->cl);
	}
	room_seat_lost(r, s);
	st->cl = cl;
	st->told_over = false;
	cl->room = r;
	cl->seat = s;
	json_object *m = json_object_new_object();
	json_object_object_add(m, "type", json_object_new_string("resume"));
	json_object_object_add(m, "room", json_object_new_string(r->id));
	json_object_object_add(m, "seat", json_object_new_int(s));
	client_send(cl, m);
	for (int i = 0; i < st->nhist; i++)
		send_replayed(cl, st->hist[i]);
	room_broadcast(r);
	room_pump(r);
}

void room_watch(struct room *r, struct client *cl)
{
	for (int i = 0; i < r->nwhist; i++)
		send_replayed(cl, r->whist[i]);
}

void room_tick(struct room *r, long long now)
{
	if (r->dirty && now - r->saved_ms >= 1000)
		store_room_save(r, false);
}

long long room_next_deadline(const struct room *r)
{
	long long d = -1;
	if (r->started && !r->over && r->q)
		d = r->deadline_ms;
	if (holding(r) && (d < 0 || r->hold_ms < d))
		d = r->hold_ms;
	if (r->dirty && (d < 0 || r->saved_ms + 1000 < d))
		d = r->saved_ms + 1000;
	return d;
}
