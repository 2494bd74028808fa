/* The player's history: one JSON line per finished game in $XDG_DATA_HOME/jansou/history.jsonl. */
#include <config.h>

#include "src/record/history.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "rules/rules.h"
#include "src/record/file_io.h"
#include "src/record/save/save.h"
#include "src/text/i18n.h"

static int data_dir(char *buf, size_t size, char *err, size_t errsize)
{
	return save_xdg_dir("XDG_DATA_HOME", ".local/share", buf, size, err, errsize);
}

/*
 * One line appended with O_APPEND is written whole or not at all for lines this short. A file
 * that ends in a line cut short (a power cut mid-write) gets the newline it lacks first, so
 * the new line is a record of its own.
 */
static int append_line(const char *path, const char *line, char *err, size_t errsize)
{
	int fd = open(path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
	size_t len = strlen(line);
	int r = fd < 0 ? -1 : 0;
	struct stat st;
	char last = '\n';
	if (r == 0 &&
	    (fstat(fd, &st) != 0 || (st.st_size > 0 && pread(fd, &last, 1, st.st_size - 1) != 1)))
		r = -1;
	char *text = r == 0 ? malloc(len + 2) : NULL;
	if (r == 0 && !text) {
		errno = ENOMEM;
		r = -1;
	}
	if (r == 0) {
		size_t n = 0;
		if (last != '\n')
			text[n++] = '\n';
		memcpy(text + n, line, len);
		n += len;
		if (write(fd, text, n) != (ssize_t)n || fsync(fd) != 0)
			r = -1;
	}
	free(text);
	int saved = errno;
	if (fd >= 0 && close(fd) != 0 && r == 0) {
		saved = errno;
		r = -1;
	}
	if (r < 0)
		snprintf(err, errsize, _("cannot add to %s: %s"), path, strerror(saved));
	return r;
}

/* The name of a game's log in logs/: when it was played, and its seed. */
static void log_name(const struct history_game *g, char *name, size_t size)
{
	struct tm tm;
	time_t t = (time_t)g->time;
	localtime_r(&t, &tm);
	char when[32];
	strftime(when, sizeof when, "%Y%m%d-%H%M%S", &tm);
	snprintf(name, size, "%s-seed%llu.json", when, g->seed);
}

int history_log_path(const struct history_game *g, char *path, size_t size, char *err,
		     size_t errsize)
{
	char dir[4096], name[64];
	if (data_dir(dir, sizeof dir, err, errsize) < 0)
		return -1;
	/* the name written with the record; a record from before had the name its time gave */
	if (g->log[0])
		snprintf(name, sizeof name, "%s", g->log);
	else
		log_name(g, name, sizeof name);
	if (snprintf(path, size, "%s/logs/%s", dir, name) >= (int)size) {
		snprintf(err, errsize, "%s", _("the directory name is too long"));
		return -1;
	}
	return 0;
}

/* Writes the game's log into logs/ as name. */
static int write_log(const char *dir, const char *name, const char *log_json, char *err,
		     size_t errsize)
{
	char logs[4200], path[4400], why[200];
	snprintf(logs, sizeof logs, "%s/logs", dir);
	/* save_xdg_dir makes directories; logs/ sits inside the data directory */
	if (mkdir(logs, 0700) < 0 && errno != EEXIST) {
		snprintf(err, errsize, _("cannot use the directory %s: %s"), logs, strerror(errno));
		return -1;
	}
	/* what a write killed half-way left behind, long ago */
	file_remove_temporaries(logs, NULL, 3600);
	if (snprintf(path, sizeof path, "%s/%s", logs, name) >= (int)sizeof path) {
		snprintf(err, errsize, "%s", _("the directory name is too long"));
		return -1;
	}
	if (save_write_file(path, log_json, strlen(log_json), why, sizeof why) < 0) {
		snprintf(err, errsize, "%s", why);
		return -1;
	}
	return 0;
}

int history_add(const struct history_game *g, const char *log_json, char *err, size_t errsize)
{
	char dir[4096], path[4400], name[64] = "";
	if (data_dir(dir, sizeof dir, err, errsize) < 0)
		return -1;
	if (log_json)
		log_name(g, name, sizeof name);
	/* the log first: the record that names it never comes without it */
	if (log_json && write_log(dir, name, log_json, err, errsize) < 0)
		return -1;
	json_object *o = json_object_new_object();
	if (!o) {
		snprintf(err, errsize, "%s", strerror(ENOMEM));
		return -1;
	}
	json_object_object_add(o, "time", json_object_new_int64(g->time));
	json_object_object_add(o, "seed", json_object_new_uint64(g->seed));
	json_object_object_add(o, "rules", json_object_new_string(g->rules));
	json_object_object_add(o, "placement", json_object_new_int(g->placement));
	json_object_object_add(o, "points", json_object_new_int(g->points));
	json_object_object_add(o, "score", json_object_new_double(g->score));
	json_object_object_add(o, "hands", json_object_new_int(g->hands));
	json_object_object_add(o, "wins", json_object_new_int(g->wins));
	json_object_object_add(o, "deal_ins", json_object_new_int(g->deal_ins));
	json_object_object_add(o, "threat_discards", json_object_new_int(g->threat_discards));
	json_object_object_add(o, "safest_discards", json_object_new_int(g->safest_discards));
	json_object_object_add(o, "threat_deal_ins", json_object_new_int(g->threat_deal_ins));
	json_object_object_add(o, "riichi_hands", json_object_new_int(g->riichi_hands));
	json_object_object_add(o, "call_hands", json_object_new_int(g->call_hands));
	json_object_object_add(o, "win_points", json_object_new_int(g->win_points));
	if (name[0])
		json_object_object_add(o, "log", json_object_new_string(name));
	if (g->save_id[0])
		json_object_object_add(o, "save_id", json_object_new_string(g->save_id));
	if (g->played_by[0])
		json_object_object_add(o, "played_by", json_object_new_string(g->played_by));
	char line[600];
	snprintf(line, sizeof line, "%s\n",
		 json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN));
	json_object_put(o);
	snprintf(path, sizeof path, "%s/history.jsonl", dir);
	return append_line(path, line, err, errsize);
}

int history_has_game(const char *save_id)
{
	char dir[4096], path[4200], err[200], key[64];
	if (!save_id[0] || data_dir(dir, sizeof dir, err, sizeof err) < 0)
		return 0;
	snprintf(path, sizeof path, "%s/history.jsonl", dir);
	snprintf(key, sizeof key, "\"save_id\":\"%s\"", save_id);
	int fd = file_open_read(path, 0, err, sizeof err);
	FILE *f = fd < 0 ? NULL : fdopen(fd, "r");
	if (!f) {
		if (fd >= 0)
			close(fd);
		return 0;
	}
	char *line = NULL;
	size_t cap = 0;
	int found = 0;
	while (!found && getline(&line, &cap, f) != -1)
		found = strstr(line, key) != NULL;
	free(line);
	fclose(f);
	return found;
}

/*
 * How far a record's numbers may go. A record beyond them was not written by a game (a hand
 * edit, a damaged disk) and is skipped rather than summed: one such line must not make the
 * average place 4.00 in three-player games or a share of the safest discards 10^10 %.
 */
#define HISTORY_COUNT_MAX 100000LL	    /* hands, wins, discards under threat of one game */
#define HISTORY_POINTS_MAX 1000000LL	    /* a seat's points at the end, either way */
#define HISTORY_WIN_MAX 1000000LL	    /* what one win can be worth */
#define HISTORY_WIN_POINTS_MAX 1000000000LL /* all the wins of a game (an int) */
#define HISTORY_SCORE_MAX 1e6		    /* the final score, either way */
#define HISTORY_TIME_MAX 100000000000LL	    /* seconds since the epoch: some 3000 years */

/* A record read field by field; the first fault found says why the line is skipped. */
struct record_reader {
	json_object *o;
	char why[128]; /* "" while the record holds */
};

enum fault { NOT_WHOLE, NOT_NUMBER, OUT_OF_BOUNDS, MISSING };

/* The first fault of the record: its field key and what is wrong with it. */
static void fault(struct record_reader *r, const char *key, enum fault f)
{
	if (r->why[0])
		return;
	if (f == NOT_WHOLE)
		/* TRANSLATORS: why a line of the history is skipped; %s is a field's name. */
		snprintf(r->why, sizeof r->why, _("\"%s\" is not a whole number"), key);
	else if (f == NOT_NUMBER)
		snprintf(r->why, sizeof r->why, _("\"%s\" is not a number"), key);
	else if (f == OUT_OF_BOUNDS)
		snprintf(r->why, sizeof r->why, _("\"%s\" is out of bounds"), key);
	else
		snprintf(r->why, sizeof r->why, _("no \"%s\""), key);
}

/* A whole-number field within [lo, hi]: 0 when it is absent (older records lack it). */
static long long read_int(struct record_reader *r, const char *key, long long lo, long long hi)
{
	json_object *v;
	if (!json_object_object_get_ex(r->o, key, &v))
		return 0;
	if (!json_object_is_type(v, json_type_int)) {
		fault(r, key, NOT_WHOLE);
		return 0;
	}
	int64_t x = json_object_get_int64(v);
	if (x < lo || x > hi) {
		fault(r, key, OUT_OF_BOUNDS);
		return 0;
	}
	return x;
}

/* A count of the game's that cannot exceed another of its counts (wins and hands). */
static void at_most(struct record_reader *r, long long n, const char *key, long long most,
		    const char *most_key)
{
	if (n > most && !r->why[0])
		/* TRANSLATORS: why a line of the history is skipped: two fields' names. */
		snprintf(r->why, sizeof r->why, _("\"%s\" is more than \"%s\""), key, most_key);
}

/* Reads the record o into *g; false with the reason in r->why when it cannot be ours. */
static bool read_record(struct record_reader *r, struct history_game *g)
{
	json_object *o = r->o, *v;
	memset(g, 0, sizeof *g);
	const struct rules *rules = NULL;
	if (json_object_object_get_ex(o, "rules", &v) && json_object_is_type(v, json_type_string))
		rules = rules_preset(json_object_get_string(v));
	if (!rules) {
		snprintf(r->why, sizeof r->why, "%s", _("no rules jansou knows"));
		return false;
	}
	snprintf(g->rules, sizeof g->rules, "%s", rules->preset);
	g->time = read_int(r, "time", 0, HISTORY_TIME_MAX);
	if (json_object_object_get_ex(o, "seed", &v)) {
		if (!json_object_is_type(v, json_type_int))
			fault(r, "seed", NOT_WHOLE);
		else if (json_object_get_int64(v) < 0)
			fault(r, "seed", OUT_OF_BOUNDS);
		else
			g->seed = json_object_get_uint64(v);
	}
	if (json_object_object_get_ex(o, "score", &v)) {
		double x = json_object_get_double(v);
		if (!json_object_is_type(v, json_type_int) &&
		    !json_object_is_type(v, json_type_double))
			fault(r, "score", NOT_NUMBER);
		else if (!(x >= -HISTORY_SCORE_MAX && x <= HISTORY_SCORE_MAX)) /* NaN too */
			fault(r, "score", OUT_OF_BOUNDS);
		else
			g->score = x;
	}
	int players = rules_family_of(rules->family)->players;
	if (!json_object_object_get_ex(o, "placement", NULL))
		fault(r, "placement", MISSING);
	g->placement = (int)read_int(r, "placement", 1, players);
	g->points = (int)read_int(r, "points", -HISTORY_POINTS_MAX, HISTORY_POINTS_MAX);
	g->hands = (int)read_int(r, "hands", 0, HISTORY_COUNT_MAX);
	g->wins = (int)read_int(r, "wins", 0, HISTORY_COUNT_MAX);
	g->deal_ins = (int)read_int(r, "deal_ins", 0, HISTORY_COUNT_MAX);
	g->threat_discards = (int)read_int(r, "threat_discards", 0, HISTORY_COUNT_MAX);
	g->safest_discards = (int)read_int(r, "safest_discards", 0, HISTORY_COUNT_MAX);
	g->threat_deal_ins = (int)read_int(r, "threat_deal_ins", 0, HISTORY_COUNT_MAX);
	g->has_style = json_object_object_get_ex(o, "riichi_hands", NULL);
	g->riichi_hands = (int)read_int(r, "riichi_hands", 0, HISTORY_COUNT_MAX);
	g->call_hands = (int)read_int(r, "call_hands", 0, HISTORY_COUNT_MAX);
	g->win_points = (int)read_int(r, "win_points", 0, HISTORY_WIN_POINTS_MAX);
	/* a hand is won, dealt in, played with a riichi or a call at most once */
	at_most(r, g->wins, "wins", g->hands, "hands");
	at_most(r, g->deal_ins, "deal_ins", g->hands, "hands");
	at_most(r, g->riichi_hands, "riichi_hands", g->hands, "hands");
	at_most(r, g->call_hands, "call_hands", g->hands, "hands");
	/* the safest discards and the deal-ins among them are discards under threat */
	at_most(r, g->safest_discards, "safest_discards", g->threat_discards, "threat_discards");
	at_most(r, g->threat_deal_ins, "threat_deal_ins", g->threat_discards, "threat_discards");
	at_most(r, g->win_points, "win_points", (long long)g->wins * HISTORY_WIN_MAX, "wins");
	/* a log's name, never a path: nothing but the name's own characters */
	if (json_object_object_get_ex(o, "log", &v) && json_object_is_type(v, json_type_string) &&
	    (size_t)json_object_get_string_len(v) < sizeof g->log &&
	    strspn(json_object_get_string(v), "0123456789-seed.json") ==
		(size_t)json_object_get_string_len(v))
		snprintf(g->log, sizeof g->log, "%s", json_object_get_string(v));
	/* a game a computer player played in the seat: any string, kept as a mark */
	if (json_object_object_get_ex(o, "played_by", &v) &&
	    json_object_is_type(v, json_type_string))
		snprintf(g->played_by, sizeof g->played_by, "%s",
			 json_object_get_string_len(v) ? json_object_get_string(v) : "?");
	return !r->why[0];
}

/* A damaged line, counted; the first few kept with why. */
static void skip_line(struct history_skipped *skipped, int lineno, const char *why)
{
	if (!skipped)
		return;
	if (skipped->nshown < HISTORY_SKIPPED_SHOWN) {
		skipped->line[skipped->nshown] = lineno;
		snprintf(skipped->why[skipped->nshown], sizeof skipped->why[0], "%s", why);
		skipped->nshown++;
	}
	skipped->count++;
}

int history_read(struct history_game **out, struct history_skipped *skipped, char *err,
		 size_t errsize)
{
	char dir[4096], path[4200];
	*out = NULL;
	if (skipped)
		memset(skipped, 0, sizeof *skipped);
	if (data_dir(dir, sizeof dir, err, errsize) < 0)
		return -1;
	snprintf(path, sizeof path, "%s/history.jsonl", dir);
	if (skipped)
		snprintf(skipped->path, sizeof skipped->path, "%s", path);
	char why[200];
	/* a FIFO in the history's place is refused, not waited on */
	int fd = file_open_read(path, 0, why, sizeof why);
	FILE *f = fd < 0 ? NULL : fdopen(fd, "r");
	if (!f) {
		if (fd < 0 && errno == ENOENT)
			return 0;
		if (fd >= 0) {
			snprintf(why, sizeof why, "%s", strerror(errno));
			close(fd);
		}
		snprintf(err, errsize, _("cannot read %s: %s"), path, why);
		return -1;
	}
	struct history_game *games = NULL;
	int n = 0, cap = 0, lineno = 0;
	char *line = NULL;
	size_t linecap = 0;
	ssize_t len;
	/* a line is read whole, however long: a piece of one is never taken for a record */
	while ((len = getline(&line, &linecap, f)) != -1) {
		lineno++;
		json_object *o = (size_t)len == strlen(line) ? json_tokener_parse(line) : NULL;
		if (!o || !json_object_is_type(o, json_type_object)) {
			/* a damaged line (a power cut mid-write) is skipped, not fatal */
			skip_line(skipped, lineno, _("not a JSON object"));
			json_object_put(o);
			continue;
		}
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			struct history_game *more = realloc(games, (size_t)cap * sizeof *games);
			if (!more) {
				json_object_put(o);
				free(games);
				free(line);
				fclose(f);
				snprintf(err, errsize, "%s", strerror(ENOMEM));
				return -1;
			}
			games = more;
		}
		struct record_reader r = {.o = o};
		if (read_record(&r, &games[n]))
			n++;
		else
			skip_line(skipped, lineno, r.why);
		json_object_put(o);
	}
	free(line);
	fclose(f);
	*out = games;
	return n;
}
