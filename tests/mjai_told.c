/*
 * Checks what an mjai bot seated in jansou was told, a game or more, against the mjai
 * server's rules, with the bot's answers beside (one a line, as it gave them):
 *   start_game names the seat (id, which the rest is checked for), kyoku_first and aka_flag;
 *   every reach_accepted, hora and ryukyoku carries deltas, and scores that are the scores
 *     before it plus them (a reach_accepted 1000 off its actor);
 *   possible_actions comes on the seat's own tsumo and on another's dahai or kakan only (an
 *     ankan's only with a robbing win), cannot_dahai on the seat's own chi, pon and reach only;
 *   every answer but none and dahai is one of the possible_actions it answers, and no dahai
 *     is one of the cannot_dahai.
 *
 *   mjai_told TOLD ANSWERS   prints what it counted; exit 1 on any error
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "tests/jsonl_helper.h"

enum { MAX_LINES = 40000 };

static int errors;

static void error(int line, const char *what, json_object *o)
{
	if (++errors <= 8)
		printf("line %d: %s: %s\n", line, what, json_object_to_json_string(o));
}

static const char *str(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) ? json_object_get_string(v) : "";
}

static int num(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) ? json_object_get_int(v) : -1;
}

static bool is(json_object *o, const char *type)
{
	return strcmp(str(o, "type"), type) == 0;
}

/* The four numbers at key; false when they are not there. */
static bool four(json_object *o, const char *key, int out[4])
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_array) ||
	    json_object_array_length(v) != 4)
		return false;
	for (int i = 0; i < 4; i++)
		out[i] = json_object_get_int(json_object_array_get_idx(v, (size_t)i));
	return true;
}

/* The scores after a reach_accepted, hora or ryukyoku: before plus its deltas. */
static void check_scores(int line, json_object *o, int scores[4])
{
	int delta[4], after[4];
	if (!four(o, "deltas", delta) || !four(o, "scores", after)) {
		error(line, "no deltas and scores", o);
		return;
	}
	for (int i = 0; i < 4; i++) {
		if (after[i] != scores[i] + delta[i])
			error(line, "scores are not the scores before plus the deltas", o);
		int want = is(o, "reach_accepted") ? (i == num(o, "actor") ? -1000 : 0) : delta[i];
		if (delta[i] != want)
			error(line, "a reach_accepted's deltas are not 1000 off its actor", o);
		scores[i] = after[i];
	}
}

/* The consumed tiles, sorted, as one string. */
static void consumed(json_object *o, char *buf, size_t size)
{
	json_object *v;
	const char *t[4];
	int n = 0;
	buf[0] = 0;
	if (json_object_object_get_ex(o, "consumed", &v))
		for (; n < 4 && n < (int)json_object_array_length(v); n++)
			t[n] = json_object_get_string(json_object_array_get_idx(v, (size_t)n));
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && strcmp(t[j], t[j - 1]) < 0; j--) {
			const char *x = t[j];
			t[j] = t[j - 1];
			t[j - 1] = x;
		}
	for (int i = 0; i < n; i++)
		snprintf(buf + strlen(buf), size - strlen(buf), "%s ", t[i]);
}

/* Whether answer a is the possible action b, in what a gives of it. */
static bool same_action(json_object *a, json_object *b)
{
	char ca[64], cb[64];
	consumed(a, ca, sizeof ca);
	consumed(b, cb, sizeof cb);
	return is(a, str(b, "type")) && num(a, "actor") == num(b, "actor") &&
	       (!json_object_object_get_ex(a, "pai", NULL) ||
		strcmp(str(a, "pai"), str(b, "pai")) == 0) &&
	       (!ca[0] || strcmp(ca, cb) == 0) &&
	       (!json_object_object_get_ex(a, "target", NULL) ||
		num(a, "target") == num(b, "target"));
}

static bool in_list(json_object *o, const char *key, json_object *a)
{
	json_object *list;
	if (!json_object_object_get_ex(o, key, &list))
		return false;
	for (size_t i = 0; i < json_object_array_length(list); i++) {
		json_object *e = json_object_array_get_idx(list, i);
		if (json_object_is_type(e, json_type_string)
			? strcmp(json_object_get_string(e), str(a, "pai")) == 0
			: same_action(a, e))
			return true;
	}
	return false;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: mjai_told TOLD ANSWERS\n");
		return 2;
	}
	int n, m, seat = -1, games = 0;
	json_object *told = jsonl_read(argv[1], MAX_LINES, &n),
		    *answers = jsonl_read(argv[2], MAX_LINES, &m);
	if (m != n) {
		printf("%d messages, %d answers\n", n, m);
		return 1;
	}
	int scores[4] = {0}, offers = 0, calls = 0, forbidden = 0, answered = 0;
	for (int i = 0; i < n; i++) {
		json_object *o = json_object_array_get_idx(told, (size_t)i);
		json_object *a = json_object_array_get_idx(answers, (size_t)i);
		int line = i + 1, actor = num(o, "actor");
		if (is(o, "start_game")) {
			games++;
			seat = num(o, "id");
			if (seat < 0 || seat > 3 || num(o, "kyoku_first") != 0 ||
			    !json_object_object_get_ex(o, "aka_flag", NULL))
				error(line,
				      "start_game without the seat, kyoku_first 0 or aka_flag", o);
		}
		bool mine = actor == seat;
		if (is(o, "start_kyoku") && !four(o, "scores", scores))
			error(line, "start_kyoku without scores", o);
		if (is(o, "reach_accepted") || is(o, "hora") || is(o, "ryukyoku"))
			check_scores(line, o, scores);
		json_object *list;
		bool has_offer = json_object_object_get_ex(o, "possible_actions", &list);
		bool offered = mine ? is(o, "tsumo") : is(o, "dahai") || is(o, "kakan");
		if (has_offer != offered && !(has_offer && !mine && is(o, "ankan")))
			error(line,
			      has_offer ? "possible_actions where the server sends none"
					: "no possible_actions",
			      o);
		if (has_offer && json_object_array_length(list) > 0)
			offers++;
		bool has_forbidden = json_object_object_get_ex(o, "cannot_dahai", &list);
		if (has_forbidden != (mine && (is(o, "chi") || is(o, "pon") || is(o, "reach"))))
			error(line,
			      has_forbidden ? "cannot_dahai where the server sends none"
					    : "no cannot_dahai",
			      o);
		if (has_forbidden && json_object_array_length(list) > 0)
			forbidden++;
		calls += mine && (is(o, "chi") || is(o, "pon"));
		if (is(a, "none"))
			continue;
		if (is(a, "dahai")) {
			if (in_list(o, "cannot_dahai", a))
				error(line, "the bot discarded a tile it was told it cannot", a);
			continue;
		}
		answered++;
		if (!in_list(o, "possible_actions", a))
			error(line, "the bot's answer is not among the possible_actions", a);
	}
	printf("%d games, told %d: %d offers, %d answered, %d calls, %d cannot_dahai; errors %d\n",
	       games, n, offers, answered, calls, forbidden, errors);
	json_object_put(told);
	json_object_put(answers);
	return errors ? 1 : 0;
}
