/*
 * The mjai record of a riichi game: one JSON event a line, as the mjai protocol's games are
 * logged and as Mortal and mjai-reviewer read them (start_game, start_kyoku, tsumo, dahai,
 * chi, pon, daiminkan, ankan, kakan, dora, reach, reach_accepted, hora, ryukyoku, end_kyoku,
 * end_game), its tiles named as mjai_tile.h says.
 * Two fields mjai readers ignore let jansou replay the record: start_game's "rule" (the
 * rules, as a tenhou.net/6 log writes them) and ryukyoku's "reason" (mjai's names).
 */
#include "src/record/mjai/log_mjai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "src/record/mjai/mjai_tile.h"
#include "src/record/tenhou/log_tenhou.h"

struct mjai_log {
	char names[SEATS][64];
	struct rules rules;
	bool has_rules; /* a bot's view of the game has none */
	bool started;
	struct json_object *lines;	/* the events so far, in order */
	struct json_object *pending[3]; /* a hand's end (hora or ryukyoku) until its deltas */
	int npending;
};

static struct json_object *event(const char *type)
{
	struct json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	return o;
}

static void add_int(struct json_object *o, const char *key, int v)
{
	json_object_object_add(o, key, json_object_new_int(v));
}

static struct json_object *ints(const int *v, int n)
{
	struct json_object *a = json_object_new_array();
	for (int i = 0; i < n; i++)
		json_object_array_add(a, json_object_new_int(v[i]));
	return a;
}

static void push(struct mjai_log *log, struct json_object *o)
{
	json_object_array_add(log->lines, o);
}

struct mjai_log *mjai_log_new(const struct rules *rules)
{
	struct mjai_log *log = calloc(1, sizeof *log);
	if (!log)
		return NULL;
	if (rules) {
		log->rules = *rules;
		log->has_rules = true;
	}
	log->lines = json_object_new_array();
	if (!log->lines) {
		free(log);
		return NULL;
	}
	for (int s = 0; s < SEATS; s++)
		snprintf(log->names[s], sizeof log->names[s], "AI %d", s + 1);
	return log;
}

void mjai_log_set_name(struct mjai_log *log, int seat, const char *name)
{
	if (log && seat >= 0 && seat < SEATS)
		snprintf(log->names[seat], sizeof log->names[seat], "%s", name);
}

static void start_kyoku(struct mjai_log *log, const struct game_event *ev)
{
	if (!log->started) {
		struct json_object *o = event("start_game"), *names = json_object_new_array();
		for (int s = 0; s < SEATS; s++)
			json_object_array_add(names, json_object_new_string(log->names[s]));
		json_object_object_add(o, "names", names);
		if (log->has_rules)
			json_object_object_add(o, "rule", tenhou_rule_object(&log->rules));
		push(log, o);
		log->started = true;
	}
	static const char *const winds[4] = {"E", "S", "W", "N"};
	struct json_object *o = event("start_kyoku"), *tehais = json_object_new_array();
	json_object_object_add(o, "bakaze",
			       json_object_new_string(winds[(ev->round_wind - TILE_EAST) & 3]));
	json_object_object_add(o, "dora_marker", mjai_tile_json(ev->tile));
	add_int(o, "kyoku", ev->hand_number + 1);
	add_int(o, "honba", ev->honba);
	add_int(o, "kyotaku", ev->riichi_sticks);
	add_int(o, "oya", ev->dealer);
	json_object_object_add(o, "scores", ints(ev->points, SEATS));
	for (int s = 0; s < SEATS; s++) {
		struct json_object *h = json_object_new_array();
		for (int i = 0; i < 13; i++)
			json_object_array_add(h, mjai_tile_json(ev->hands[s][i]));
		json_object_array_add(tehais, h);
	}
	json_object_object_add(o, "tehais", tehais);
	push(log, o);
}

/* A call: the tile taken and the tiles of one's own hand that went with it. */
static void call(struct mjai_log *log, const struct game_event *ev)
{
	const struct meld *m = &ev->meld;
	const char *type = m->type == MELD_CHI ? "chi" : m->type == MELD_PON ? "pon" : "daiminkan";
	struct json_object *o = event(type), *consumed = json_object_new_array();
	add_int(o, "actor", ev->seat);
	add_int(o, "target", ev->from);
	json_object_object_add(o, "pai", mjai_tile_json(m->called));
	bool skipped = false;
	for (int i = 0; i < meld_size(m); i++) {
		if (!skipped && m->tiles[i] == m->called) {
			skipped = true;
			continue;
		}
		json_object_array_add(consumed, mjai_tile_json(m->tiles[i]));
	}
	json_object_object_add(o, "consumed", consumed);
	push(log, o);
}

static void kan(struct mjai_log *log, const struct game_event *ev)
{
	const struct meld *m = &ev->meld;
	bool added = m->type == MELD_KAKAN;
	struct json_object *o = event(added ? "kakan" : "ankan"),
			   *consumed = json_object_new_array();
	add_int(o, "actor", ev->seat);
	if (added)
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
	bool skipped = !added;
	for (int i = 0; i < meld_size(m); i++) {
		if (!skipped && m->tiles[i] == ev->tile) {
			skipped = true;
			continue;
		}
		json_object_array_add(consumed, mjai_tile_json(m->tiles[i]));
	}
	json_object_object_add(o, "consumed", consumed);
	push(log, o);
}

/* hora and ryukyoku wait for the hand's score changes, which mjai gives with them */
static void settle(struct mjai_log *log, const int delta[SEATS])
{
	int zero[SEATS] = {0};
	for (int i = 0; i < log->npending; i++) {
		json_object_object_add(log->pending[i], "deltas",
				       ints(i == 0 ? delta : zero, SEATS));
		push(log, log->pending[i]);
	}
	log->npending = 0;
}

static void hold(struct mjai_log *log, struct json_object *o)
{
	if (log->npending < 3)
		log->pending[log->npending++] = o;
	else
		json_object_put(o);
}

/* Why a hand was drawn, in the names of the mjai server's records. */
static const char *draw_reason(const struct game_event *ev)
{
	static const char *const aborts[] = {
	    [ABORT_NONE] = "fanpai",
	    [ABORT_KYUUSHU] = "kyushukyuhai",
	    [ABORT_FOUR_WINDS] = "sufonrenta",
	    [ABORT_FOUR_KANS] = "sukaikan",
	    [ABORT_FOUR_RIICHI] = "suchareach",
	    [ABORT_TRIPLE_RON] = "sanchaho",
	};
	if (ev->type == EV_ABORTIVE_DRAW)
		return aborts[ev->abort];
	for (int s = 0; s < SEATS; s++)
		if (ev->nagashi[s])
			return "nagashimangan";
	return "fanpai";
}

int mjai_bot_events(const struct game_event *ev, int seat, const struct rules *rules, bool *started,
		    json_object *out[2])
{
	switch (ev->type) {
	case EV_WIN:
		out[0] = event("hora");
		add_int(out[0], "actor", ev->seat);
		add_int(out[0], "target", ev->from);
		json_object_object_add(out[0], "pai", mjai_tile_json(ev->tile));
		return 1;
	case EV_EXHAUSTIVE_DRAW:
	case EV_ABORTIVE_DRAW:
		out[0] = event("ryukyoku");
		return 1;
	case EV_SCORES:
		return 0;
	default:
		break;
	}
	/* the record's own events, seen from the seat (the others' tiles came hidden) */
	struct mjai_log tmp = {.started = *started, .lines = json_object_new_array()};
	if (!tmp.lines)
		return 0;
	if (rules) {
		tmp.rules = *rules;
		tmp.has_rules = true;
	}
	for (int s = 0; s < SEATS; s++)
		snprintf(tmp.names[s], sizeof tmp.names[s], "seat %d", s);
	mjai_log_observe(&tmp, ev);
	int n = 0;
	for (size_t i = 0; i < json_object_array_length(tmp.lines) && n < 2; i++) {
		json_object *o = json_object_get(json_object_array_get_idx(tmp.lines, i));
		if (json_object_object_get_ex(o, "names", NULL))
			json_object_object_add(o, "id", json_object_new_int(seat));
		out[n++] = o;
	}
	json_object_put(tmp.lines);
	*started = tmp.started;
	return n;
}

void mjai_log_observe(void *ctx, const struct game_event *ev)
{
	struct mjai_log *log = ctx;
	struct json_object *o;
	switch (ev->type) {
	case EV_HAND_START:
		start_kyoku(log, ev);
		break;
	case EV_DRAW:
		o = event("tsumo");
		add_int(o, "actor", ev->seat);
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
		push(log, o);
		break;
	case EV_DISCARD:
		if (ev->riichi) {
			o = event("reach");
			add_int(o, "actor", ev->seat);
			push(log, o);
		}
		o = event("dahai");
		add_int(o, "actor", ev->seat);
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
		json_object_object_add(o, "tsumogiri", json_object_new_boolean(ev->tsumogiri));
		push(log, o);
		break;
	case EV_RIICHI_PAID:
		o = event("reach_accepted");
		add_int(o, "actor", ev->seat);
		push(log, o);
		break;
	case EV_CALL:
		call(log, ev);
		break;
	case EV_KAN:
		kan(log, ev);
		break;
	case EV_DORA:
		o = event("dora");
		json_object_object_add(o, "dora_marker", mjai_tile_json(ev->tile));
		push(log, o);
		break;
	case EV_WIN: {
		o = event("hora");
		add_int(o, "actor", ev->seat);
		add_int(o, "target", ev->from);
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
		struct json_object *ura = json_object_new_array();
		for (int i = 0; i < ev->nura; i++)
			json_object_array_add(ura, mjai_tile_json(ev->ura[i]));
		json_object_object_add(o, "ura_markers", ura);
		hold(log, o);
		break;
	}
	case EV_EXHAUSTIVE_DRAW:
	case EV_ABORTIVE_DRAW:
		o = event("ryukyoku");
		json_object_object_add(o, "reason", json_object_new_string(draw_reason(ev)));
		hold(log, o);
		break;
	case EV_SCORES:
		settle(log, ev->delta);
		break;
	case EV_HAND_END: {
		/* a hand that moved no points (nine terminals) has no score event: its end is due
		 */
		int zero[SEATS] = {0};
		settle(log, zero);
		push(log, event("end_kyoku"));
		break;
	}
	case EV_GAME_END:
		o = event("end_game");
		json_object_object_add(o, "scores", ints(ev->points, SEATS));
		push(log, o);
		break;
	default:
		break;
	}
}

char *mjai_log_to_string(const struct mjai_log *log)
{
	size_t n = json_object_array_length(log->lines), size = 1, len = 0;
	const char **text = malloc((n ? n : 1) * sizeof *text);
	if (!text)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		text[i] = json_object_to_json_string_ext(json_object_array_get_idx(log->lines, i),
							 JSON_C_TO_STRING_PLAIN |
							     JSON_C_TO_STRING_NOSLASHESCAPE);
		size += strlen(text[i]) + 1;
	}
	char *out = malloc(size);
	if (out) {
		/* lines joined; the writer ends the last one, as it ends every log */
		for (size_t i = 0; i < n; i++) {
			size_t l = strlen(text[i]);
			if (i)
				out[len++] = '\n';
			memcpy(out + len, text[i], l);
			len += l;
		}
		out[len] = '\0';
	}
	free(text);
	return out;
}

void mjai_log_free(struct mjai_log *log)
{
	if (!log)
		return;
	for (int i = 0; i < log->npending; i++)
		json_object_put(log->pending[i]);
	json_object_put(log->lines);
	free(log);
}
