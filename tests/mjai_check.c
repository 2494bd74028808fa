/*
 * Checks the answers of `jansou mjai` against the record of the game they were given: a
 * self-play game of the same AI, logged in mjai form. Wherever the record shows what the
 * bot's seat did next (its discard after a draw, a riichi or a call; a call or a win on
 * another's discard), the bot must have answered exactly that; elsewhere it may answer none
 * or an action the record could not show (a call outranked by another's).
 *
 *   mjai_check LOG ANSWERS SEAT     prints "checked N, differences D"; exit 1 on any
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "tests/jsonl_helper.h"

enum { MAX_LINES = 20000 };

static const char *str(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) ? json_object_get_string(v) : NULL;
}

static int num(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) ? json_object_get_int(v) : -1;
}

static bool same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && strcmp(a, b) == 0);
}

/* The consumed tiles as one sorted string, to compare regardless of order. */
static void consumed(json_object *o, char *buf, size_t size)
{
	json_object *v;
	buf[0] = 0;
	if (!json_object_object_get_ex(o, "consumed", &v))
		return;
	int n = (int)json_object_array_length(v);
	const char *t[4];
	for (int i = 0; i < n && i < 4; i++)
		t[i] = json_object_get_string(json_object_array_get_idx(v, (size_t)i));
	for (int i = 1; i < n && i < 4; i++)
		for (int j = i; j > 0 && strcmp(t[j], t[j - 1]) < 0; j--) {
			const char *x = t[j];
			t[j] = t[j - 1];
			t[j - 1] = x;
		}
	for (int i = 0; i < n && i < 4; i++) {
		strncat(buf, t[i], size - strlen(buf) - 1);
		strncat(buf, " ", size - strlen(buf) - 1);
	}
}

/* Whether the answer is the action the record shows. */
static bool same_action(json_object *answer, json_object *record)
{
	if (!same_str(str(answer, "type"), str(record, "type")) ||
	    num(answer, "actor") != num(record, "actor") ||
	    !same_str(str(answer, "pai"), str(record, "pai")))
		return false;
	const char *type = str(record, "type");
	if (strcmp(type, "dahai") == 0) {
		json_object *a, *b;
		if (json_object_object_get_ex(answer, "tsumogiri", &a) &&
		    json_object_object_get_ex(record, "tsumogiri", &b) &&
		    json_object_get_boolean(a) != json_object_get_boolean(b))
			return false;
	}
	if (strcmp(type, "hora") == 0 || strcmp(type, "chi") == 0 || strcmp(type, "pon") == 0 ||
	    strcmp(type, "daiminkan") == 0)
		if (num(answer, "target") != num(record, "target"))
			return false;
	char ca[64], cb[64];
	consumed(answer, ca, sizeof ca);
	consumed(record, cb, sizeof cb);
	return strcmp(ca, cb) == 0;
}

static bool is_action_of(json_object *e, int seat)
{
	static const char *const acts[] = {"dahai",	"reach", "hora",  "chi", "pon",
					   "daiminkan", "ankan", "kakan", NULL};
	const char *type = str(e, "type");
	if (num(e, "actor") != seat || !type)
		return false;
	for (int i = 0; acts[i]; i++)
		if (strcmp(type, acts[i]) == 0)
			return true;
	return strcmp(type, "ryukyoku") == 0;
}

int main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: mjai_check LOG ANSWERS SEAT\n");
		return 2;
	}
	int n, m, seat = atoi(argv[3]);
	json_object *log = jsonl_read(argv[1], MAX_LINES, &n),
		    *ans = jsonl_read(argv[2], MAX_LINES, &m);
	if (m != n) {
		printf("%d events, %d answers\n", n, m);
		return 1;
	}
	int checked = 0, bad = 0;
	for (int i = 0; i + 1 < n; i++) {
		json_object *e = json_object_array_get_idx(log, (size_t)i);
		json_object *r = json_object_array_get_idx(ans, (size_t)i);
		/* what happened next, past the stick and the indicator laid down meanwhile */
		int j = i + 1;
		while (j < n &&
		       (same_str(str(json_object_array_get_idx(log, (size_t)j), "type"),
				 "reach_accepted") ||
			same_str(str(json_object_array_get_idx(log, (size_t)j), "type"), "dora")))
			j++;
		if (j >= n)
			break;
		json_object *next = json_object_array_get_idx(log, (size_t)j);
		const char *type = str(e, "type");
		bool asked = num(e, "actor") == seat &&
			     (strcmp(type, "tsumo") == 0 || strcmp(type, "reach") == 0 ||
			      strcmp(type, "chi") == 0 || strcmp(type, "pon") == 0);
		/* a win or call on another's discard or added kan shows what was answered to it */
		bool shown = is_action_of(next, seat) &&
			     (strcmp(type, "dahai") == 0 || strcmp(type, "kakan") == 0 ||
			      strcmp(type, "tsumo") == 0 || strcmp(type, "reach") == 0 ||
			      strcmp(type, "chi") == 0 || strcmp(type, "pon") == 0);
		/* an abortive draw has no actor in the record; nothing to compare */
		if (!(asked || shown) ||
		    (same_str(str(next, "type"), "ryukyoku") && num(next, "actor") < 0))
			continue;
		checked++;
		if (!same_action(r, next)) {
			if (++bad <= 5)
				printf("line %d: %s\n  answered %s\n  recorded %s\n", i + 1,
				       json_object_to_json_string(e), json_object_to_json_string(r),
				       json_object_to_json_string(next));
		}
	}
	printf("checked %d, differences %d\n", checked, bad);
	json_object_put(log);
	json_object_put(ans);
	return bad ? 1 : 0;
}
