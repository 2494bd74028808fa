/*
 * Each room in the state directory (doc/protocol.md, "Persistence"), STATE/rooms/ID/:
 *   room.json     the room: rules, length, seats (people's tokens too), whether started or
 *                 over; written as a room not started changes, and when its game starts
 *   game.save     the game's seed and every decision (src/record/save/save.h), written at
 *                 every hand's end and at most a second after any decision
 *   tenhou.json   the tenhou.net/6 log, written at the game's end (and at shutdown)
 *   mjai.jsonl    the mjai record (four players), its lines appended at every hand's end
 * A server started again plays every room not over back from its save, and on; that makes
 * its logs anew. A room not started comes back as it was, its people's seats waiting for them
 * to log in again with their tokens. Files are replaced by rename, so a kill leaves each whole;
 * they are flushed to the disk (fsync) only at a game's end and at shutdown, so that no room waits
 * on it.
 */
#include <config.h>

#include "src/net/room_store.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "src/record/record_json.h"

static const char *const kinds[] = {[SEAT_EMPTY] = "empty",
				    [SEAT_PERSON] = "person",
				    [SEAT_AI] = "ai",
				    [SEAT_MJAI] = "mjai",
				    [SEAT_COMMAND] = "command"};

static bool durable;

void store_set_durable(bool on)
{
	durable = on;
}

/* Writes text to path whole, in place of what was there (a temporary file renamed over it):
 * a server killed midway leaves the old file. 0, or -1 with why on standard error. */
static int write_file(const char *path, const char *text, size_t len)
{
	char tmp[PATH_MAX + 80];
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0) {
		fprintf(stderr, "jansou serve: %s: %s\n", tmp, strerror(errno));
		return -1;
	}
	size_t done = 0;
	while (done < len) {
		ssize_t w = write(fd, text + done, len - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break;
		done += (size_t)w;
	}
	bool ok = done == len && (!durable || fsync(fd) == 0);
	ok &= close(fd) == 0;
	if (!ok || rename(tmp, path) != 0) {
		fprintf(stderr, "jansou serve: %s: %s\n", path, strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}

static void room_path(const struct room *r, const char *file, char *buf, size_t size)
{
	snprintf(buf, size, "%s/rooms/%s%s%s", srv.state, r->id, file ? "/" : "", file ? file : "");
}

void store_room_meta(struct room *r)
{
	char path[PATH_MAX + 64];
	room_path(r, NULL, path, sizeof path);
	mkdir(path, 0700);
	json_object *o = room_settings_json(r);
	json_object *seats = json_object_new_array();
	for (int s = 0; s < r->nseats; s++) {
		const struct rseat *st = &r->seats[s];
		json_object *so = json_object_new_object();
		json_object_object_add(so, "kind", json_object_new_string(kinds[st->kind]));
		json_object_object_add(so, "name", json_object_new_string(st->name));
		json_object_object_add(so, "token", json_object_new_string(st->token));
		json_object_object_add(so, "ai", json_object_new_string(st->ai));
		json_object_array_add(seats, so);
	}
	json_object_object_add(o, "seats", seats);
	const char *text = json_object_to_json_string_ext(o, JSON_C_TO_STRING_PRETTY);
	room_path(r, "room.json", path, sizeof path);
	write_file(path, text, strlen(text));
	json_object_put(o);
}

void store_room_save(struct room *r, bool force)
{
	if (!r->started || (!force && !r->dirty))
		return;
	/* a game played back from its save writes nothing until it has caught up */
	if (r->replay_next < r->replay_end)
		return;
	char path[PATH_MAX + 64];
	room_path(r, NULL, path, sizeof path);
	mkdir(path, 0700);
	room_path(r, "game.save", path, sizeof path);
	size_t len;
	char *text = save_format(&r->save, &len);
	if (text)
		write_file(path, text, len);
	free(text);
	r->dirty = false;
	r->saved_ms = now_ms();
}

void store_room_logs(struct room *r)
{
	if (r->replay_next < r->replay_end)
		return;
	char path[PATH_MAX + 64];
	char *text = r->tenhou ? game_log_to_string(r->tenhou) : NULL;
	json_object *log = text ? json_tokener_parse(text) : NULL;
	json_object *rule;
	if (log && json_object_object_get_ex(log, "rule", &rule) && r->east)
		/* an East-only game: replay ends it where the engine would play South */
		json_object_object_add(rule, "length", json_object_new_string("east"));
	if (log) {
		const char *out = json_object_to_json_string_ext(log, JSON_C_TO_STRING_PLAIN);
		room_path(r, "tenhou.json", path, sizeof path);
		write_file(path, out, strlen(out));
	}
	json_object_put(log);
	free(text);
	store_room_record(r);
}

void store_room_record(struct room *r)
{
	if (r->replay_next < r->replay_end)
		return;
	char path[PATH_MAX + 64];
	/* the mjai record's lines since the last time; begun anew by a server that played
	 * the game back from its save */
	if (r->mrec && (r->mlen || !r->mwritten)) {
		room_path(r, "mjai.jsonl", path, sizeof path);
		int fd = open(path,
			      O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW |
				  (r->mwritten ? O_APPEND : O_TRUNC),
			      0600);
		size_t done = 0;
		while (fd >= 0 && done < r->mlen) {
			ssize_t w = write(fd, r->mbuf + done, r->mlen - done);
			if (w < 0 && errno == EINTR)
				continue;
			if (w <= 0)
				break;
			done += (size_t)w;
		}
		if (fd < 0 || done < r->mlen)
			fprintf(stderr, "jansou serve: %s: %s\n", path, strerror(errno));
		if (fd >= 0) {
			if (durable)
				fsync(fd);
			close(fd);
		}
		r->mwritten = true;
		r->mlen = 0;
	}
}

static json_object *read_json(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	char buf[1 << 16];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	return json_tokener_parse(buf);
}

/* The seats of room.json: a person's and an AI's (an mjai bot's connection is gone with the
 * server: a bot that comes back sits again). */
static void restore_seats(struct room *r, json_object *o, bool started)
{
	json_object *seats;
	if (!json_object_object_get_ex(o, "seats", &seats) ||
	    !json_object_is_type(seats, json_type_array))
		return;
	for (int s = 0; s < r->nseats && s < (int)json_object_array_length(seats); s++) {
		json_object *so = json_object_array_get_idx(seats, (size_t)s);
		struct rseat *st = &r->seats[s];
		const char *kind = record_field_string(so, "kind");
		for (int k = 0; kind && k <= SEAT_COMMAND; k++)
			if (strcmp(kind, kinds[k]) == 0)
				st->kind = (enum seat_kind)k;
		if (!started && st->kind != SEAT_PERSON && st->kind != SEAT_AI) {
			st->kind = SEAT_EMPTY;
			continue;
		}
		const char *f;
		if ((f = record_field_string(so, "name")))
			snprintf(st->name, sizeof st->name, "%s", f);
		if ((f = record_field_string(so, "token")))
			snprintf(st->token, sizeof st->token, "%s", f);
		if ((f = record_field_string(so, "ai")))
			snprintf(st->ai, sizeof st->ai, "%s", f);
	}
}

/* Whether a room not started has a person's seat to wait for: without one it is not kept. */
static bool has_person(const struct room *r)
{
	for (int s = 0; s < r->nseats; s++)
		if (r->seats[s].kind == SEAT_PERSON)
			return true;
	return false;
}

static void resume_room(const char *id)
{
	char path[PATH_MAX + 320], err[300];
	snprintf(path, sizeof path, "%s/rooms/%s/room.json", srv.state, id);
	json_object *o = read_json(path);
	json_object *v;
	bool started =
	    o && json_object_object_get_ex(o, "started", &v) && json_object_get_boolean(v);
	bool over = o && json_object_object_get_ex(o, "over", &v) && json_object_get_boolean(v);
	if (!o || over || strlen(id) >= ROOM_ID_SIZE) {
		json_object_put(o);
		return;
	}
	const char *length = record_field_string(o, "length");
	int decision =
	    json_object_object_get_ex(o, "decision_time", &v) ? json_object_get_int(v) : 0;
	struct room *r = room_new(id, record_field_string(o, "rules"),
				  length && strcmp(length, "east") == 0, decision, err, sizeof err);
	if (!r) {
		fprintf(stderr, "jansou serve: room %s not resumed: %s\n", id, err);
		json_object_put(o);
		return;
	}
	const char *name = record_field_string(o, "name");
	const char *host = record_field_string(o, "host");
	snprintf(r->name, sizeof r->name, "%s", name ? name : id);
	snprintf(r->host, sizeof r->host, "%s", host ? host : "");
	restore_seats(r, o, started);
	json_object_put(o);
	if (!started) { /* waiting for its players, as it was */
		if (!has_person(r)) {
			room_drop(r);
			store_room_forget(id);
			return;
		}
		if (!srv.o->quiet)
			fprintf(stderr, "jansou serve: room %s back, not started\n", id);
		return;
	}
	snprintf(path, sizeof path, "%s/rooms/%s/game.save", srv.state, id);
	enum save_status status = save_read(path, &r->save, err, sizeof err);
	if (status != SAVE_OK) {
		fprintf(stderr, "jansou serve: room %s not resumed: %s\n", id, err);
		r->over = true; /* kept in the list, over: its players see it so */
		return;
	}
	r->seed = r->save.seed;
	r->rules = r->save.rules;
	r->replay_next = 0;
	r->replay_end = r->save.ndecisions;
	if (room_setup_game(r, false) != 0) {
		r->over = true;
		return;
	}
	r->hold_ms = now_ms() + (long long)r->decision_s * 1000;
	r->mwritten = false;
	room_pump(r);
	r->dirty = false;
	if (!srv.o->quiet)
		fprintf(stderr, "jansou serve: room %s resumed at decision %zu\n", id,
			r->save.ndecisions);
}

void store_resume_all(void)
{
	char path[PATH_MAX + 16];
	snprintf(path, sizeof path, "%s/rooms", srv.state);
	DIR *d = opendir(path);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			resume_room(e->d_name);
	closedir(d);
}

bool store_room_exists(const char *id)
{
	char path[PATH_MAX + 64];
	struct stat st;
	snprintf(path, sizeof path, "%s/rooms/%s", srv.state, id);
	return stat(path, &st) == 0;
}

void store_room_forget(const char *id)
{
	char path[PATH_MAX + 64];
	snprintf(path, sizeof path, "%s/rooms/%s/room.json", srv.state, id);
	unlink(path);
	snprintf(path, sizeof path, "%s/rooms/%s", srv.state, id);
	rmdir(path); /* a room not started has nothing else there */
}

void store_room_retire(const char *id)
{
	char from[PATH_MAX + 64], to[PATH_MAX + 80];
	struct stat st;
	snprintf(from, sizeof from, "%s/rooms/%s", srv.state, id);
	if (stat(from, &st) != 0)
		return;
	for (int n = 1; n < 100000; n++) {
		snprintf(to, sizeof to, "%s.%d", from, n);
		if (stat(to, &st) != 0) {
			if (rename(from, to) != 0)
				fprintf(stderr, "jansou serve: %s: %s\n", from, strerror(errno));
			return;
		}
	}
}
