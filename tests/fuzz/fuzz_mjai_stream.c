/*
 * The mjai bot (src/record/mjai/mjai_bot.c) on whole event streams. The input is not read as
 * text: each byte chooses the next event from a grammar of the protocol (a deal, draws in turn,
 * discards, calls, kans, reach, dora, the end of a hand, a new game), with tiles, actors and
 * numbers mostly plausible and sometimes not, and the bot's own answers are often fed back as
 * the table's next event. So the bot is driven deep into hands, not stopped at a first bad
 * line. Properties: every event is answered with a JSON object with a type, or refused with a
 * reason and no reaction; a refused event changes nothing (the same event refused again gives
 * the same reason), and nothing it does overruns or leaks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "src/record/mjai/mjai_bot.h"
#include "tests/fuzz/fuzz.h"

struct bytes {
	const uint8_t *data;
	size_t size, at;
};

static unsigned next(struct bytes *b)
{
	return b->at < b->size ? b->data[b->at++] : 0;
}

static bool more(const struct bytes *b)
{
	return b->at < b->size;
}

/* Tile names of the protocol, the hidden one and a few that are none. */
static const char *const tiles[] = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m",  "8m",  "9m",  "1p", "2p", "3p",	"4p", "5p",
    "6p", "7p", "8p", "9p", "1s", "2s", "3s",  "4s",  "5s",  "6s", "7s", "8s",	"9s", "E",
    "S",  "W",	"N",  "P",  "F",  "C",	"5mr", "5pr", "5sr", "?",  "0m", "10p", "",
};
enum { NTILES = sizeof tiles / sizeof tiles[0], PLAIN_TILES = 37 };

/* Mostly a real tile; one time in 16 anything in the table. */
static const char *tile(struct bytes *b)
{
	unsigned x = next(b);
	return tiles[(x & 0xf0) == 0xf0 ? x % NTILES : x % PLAIN_TILES];
}

/* Mostly seat (the one whose turn it is); sometimes any number. */
static int actor(struct bytes *b, int seat)
{
	unsigned x = next(b);
	if (x < 200)
		return seat;
	if (x < 250)
		return (int)(x % 4);
	return (int)x - 253; /* -3 .. 2: out of range now and then */
}

/* Our deal: 13 tiles, each from the bytes. */
static void tehai(json_object *o, struct bytes *b)
{
	json_object *all = json_object_new_array();
	for (int s = 0; s < 4; s++) {
		json_object *h = json_object_new_array();
		for (int i = 0; i < 13; i++)
			json_object_array_add(h, json_object_new_string(tile(b)));
		json_object_array_add(all, h);
	}
	json_object_object_add(o, "tehais", all);
}

static json_object *event(const char *type)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	return o;
}

static void add_int(json_object *o, const char *key, int v)
{
	json_object_object_add(o, key, json_object_new_int(v));
}

static void add_str(json_object *o, const char *key, const char *v)
{
	json_object_object_add(o, key, json_object_new_string(v));
}

static json_object *start_kyoku(struct bytes *b)
{
	static const char *const winds[] = {"E", "S", "W", "N", "X"};
	json_object *o = event("start_kyoku");
	add_str(o, "bakaze", winds[next(b) % 5]);
	add_int(o, "kyoku", (int)(next(b) % 5));
	add_int(o, "honba", (int)(next(b) % 8) - 1);
	add_int(o, "kyotaku", (int)(next(b) % 4));
	add_int(o, "oya", (int)(next(b) % 5));
	add_str(o, "dora_marker", tile(b));
	json_object *scores = json_object_new_array();
	for (int s = 0; s < 4; s++) {
		unsigned x = next(b);
		json_object_array_add(scores, x == 255 ? json_object_new_int(-2147483647 - 1)
					      : x == 254
						  ? json_object_new_double(1e300)
						  : json_object_new_int(25000 + 100 * (int)x));
	}
	json_object_object_add(o, "scores", scores);
	tehai(o, b);
	return o;
}

/* A call by actor on target's tile: consumed tiles from the bytes, or the same kind. */
static json_object *call(const char *type, int n, struct bytes *b, int seat, int target)
{
	json_object *o = event(type);
	add_int(o, "actor", actor(b, seat));
	add_int(o, "target", target);
	const char *t = tile(b);
	add_str(o, "pai", t);
	json_object *c = json_object_new_array();
	bool same = next(b) & 1;
	for (int i = 0; i < n; i++)
		json_object_array_add(c, json_object_new_string(same ? t : tile(b)));
	json_object_object_add(o, "consumed", c);
	return o;
}

/* The table's next event; *turn follows the draws and discards. */
static json_object *next_event(struct bytes *b, int *turn)
{
	unsigned op = next(b) % 20;
	int seat = *turn;
	json_object *o;
	switch (op) {
	case 0:
	case 1:
	case 2:
	case 3:
	case 4:
		o = event("tsumo");
		add_int(o, "actor", actor(b, seat));
		add_str(o, "pai", tile(b));
		return o;
	case 5:
	case 6:
	case 7:
	case 8:
		o = event("dahai");
		add_int(o, "actor", actor(b, seat));
		add_str(o, "pai", tile(b));
		json_object_object_add(o, "tsumogiri", json_object_new_boolean(next(b) & 1));
		*turn = (seat + 1) % 4;
		return o;
	case 9:
		return call("pon", 2, b, (int)(next(b) % 4), (seat + 3) % 4);
	case 10:
		return call("chi", 2, b, seat, (seat + 3) % 4);
	case 11:
		return call("daiminkan", 3, b, (int)(next(b) % 4), (seat + 3) % 4);
	case 12:
		o = call(next(b) & 1 ? "ankan" : "kakan", 4, b, seat, seat);
		json_object_object_del(o, "target");
		return o;
	case 13:
		o = event(next(b) & 1 ? "reach" : "reach_accepted");
		add_int(o, "actor", actor(b, seat));
		return o;
	case 14:
		o = event("dora");
		add_str(o, "dora_marker", tile(b));
		return o;
	case 15:
		return start_kyoku(b);
	case 16:
		return event(next(b) & 1 ? "end_kyoku" : "ryukyoku");
	case 17:
		o = event("hora");
		add_int(o, "actor", actor(b, seat));
		add_int(o, "target", (int)(next(b) % 4));
		return o;
	case 18:
		o = event("start_game");
		add_int(o, "id", (int)(next(b) % 5));
		return o;
	default:
		return event(next(b) & 1 ? "end_game" : "none");
	}
}

/* The bot's answer as the table's next event: what a host would send after it. */
static json_object *echo(json_object *out)
{
	json_object *type;
	if (!json_object_object_get_ex(out, "type", &type) ||
	    strcmp(json_object_get_string(type), "none") == 0)
		return NULL;
	return json_tokener_parse(json_object_to_json_string(out));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bytes b = {data, size, 0};
	struct mjai_bot *bot = mjai_bot_new(players_find("defensive"), rules_preset("tenhou"));
	if (!bot)
		abort();
	int turn = 0;
	json_object *ev = event("start_game");
	add_int(ev, "id", (int)(next(&b) % 4));
	bool first = true;
	for (int steps = 0; ev && steps < 400; steps++) {
		json_object *out = NULL;
		int r = mjai_bot_event(bot, ev, &out);
		if (r < 0) {
			char why[300];
			snprintf(why, sizeof why, "%s", mjai_bot_error(bot));
			if (out || !why[0])
				fuzz_fail("an event refused without a reason, or with a reaction");
			/* refused, nothing changed: the same event is refused the same way */
			if (mjai_bot_event(bot, ev, &out) == 0 || out ||
			    strcmp(why, mjai_bot_error(bot)) != 0)
				fuzz_fail("a refused event changed the bot's table");
		} else {
			json_object *type;
			if (!json_object_is_type(out, json_type_object) ||
			    !json_object_object_get_ex(out, "type", &type) ||
			    !json_object_is_type(type, json_type_string))
				fuzz_fail("a reaction that is not an object with a type");
		}
		json_object_put(ev);
		ev = NULL;
		if (out && (next(&b) & 3) != 0)
			ev = echo(out);
		json_object_put(out);
		if (!ev && (first || more(&b)))
			ev = first ? start_kyoku(&b) : next_event(&b, &turn);
		first = false;
	}
	json_object_put(ev);
	mjai_bot_free(bot);
	return 0;
}
