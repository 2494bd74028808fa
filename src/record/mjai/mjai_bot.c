/*
 * An mjai bot: one event in, one reaction out (src/record/mjai/mjai_bot.h).
 *
 * What the bot knows of the table is its seat's mirror (src/engine/mirror.h): each mjai event
 * becomes the engine's event and is applied by the engine's own transition, so the legal
 * actions and the view the AI gets are those of a jansou game. The mirror checks every event
 * against the table first: one that cannot happen (a draw into a full hand, a fifth copy of a
 * tile, a discard of a tile not held) is refused, never followed.
 */
#include <config.h>

#include "src/record/mjai/mjai_bot.h"

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "ai/ai.h"
#include "src/engine/engine.h"
#include "src/engine/mirror.h"
#include "src/record/mjai/mjai_tile.h"
#include "src/record/record_json.h"
#include "src/record/replay.h"
#include "src/text/i18n.h"

struct mjai_bot {
	const struct player_kind *kind; /* NULL: the controller is the caller's (a client) */
	struct rules rules;		/* --rules, or those start_game names */
	struct controller *ai;
	mjai_bot_observer observe; /* told each event the mirror applies, and each hand's end */
	void *observe_ctx;
	struct seat_mirror *mirror; /* the table as our seat knows it, from start_game on */
	int me;			    /* our seat, -1 before start_game */
	bool watching; /* a watcher's (start_game without an id): no seat, never asked */
	bool reach_pending[SEATS]; /* reach declared, its discard to come */
	bool rinshan_next;	   /* the next draw replaces a kan */
	tile_t reach_tile;	   /* our riichi discard, chosen with the reach */
	bool reach_chosen;
	bool in_kyoku; /* start_kyoku was given */
	bool reach_tsumogiri;
	/* the end of a hand, for the observer */
	int kakan_actor;   /* the seat whose added kan was the last event, -1 */
	tile_t kakan_tile; /* and its tile */
	int horas;	   /* wins told this hand */
	bool settled;	   /* a hora or ryukyoku told: its scores go with end_kyoku */
	int hand_delta[SEATS], hand_points[SEATS];
	int first_dealer; /* -1 before the first start_kyoku */
	char notice[300]; /* the server's figures differ from ours (mjai_bot_take_notice) */
	char error[300];
};

static int fail(struct mjai_bot *b, const char *what)
{
	snprintf(b->error, sizeof b->error, "%s", what);
	return -1;
}

/* The tile at key ("5mr", "E", "P"...: mjai_tile.h); 0xff when it is none. */
static tile_t field_tile(json_object *o, const char *key)
{
	tile_t t;
	return mjai_tile_of(json_object_object_get(o, key), &t) ? t : 0xff;
}

/* The tiles of a "consumed" list; how many, or -1. */
static int field_tiles(json_object *o, const char *key, tile_t *out, int max)
{
	return mjai_tiles_of(json_object_object_get(o, key), out, 0, max, NULL);
}

static json_object *reaction(const char *type, int actor)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	if (actor >= 0)
		json_object_object_add(o, "actor", json_object_new_int(actor));
	return o;
}

static void add_tile(json_object *o, const char *key, tile_t t)
{
	json_object_object_add(o, key, mjai_tile_json(t));
}

static void add_tiles(json_object *o, const tile_t *t, int n)
{
	json_object *a = json_object_new_array();
	for (int i = 0; i < n; i++)
		json_object_array_add(a, mjai_tile_json(t[i]));
	json_object_object_add(o, "consumed", a);
}

/* ---- the table as we know it ---------------------------------------------------- */

/* Applies the engine's event to our mirror; -1 with the mirror's reason. */
static int apply(struct mjai_bot *b, const struct game_event *ev)
{
	if (mirror_apply(b->mirror, ev) < 0) {
		snprintf(b->error, sizeof b->error, "%s", mirror_error(b->mirror));
		return -1;
	}
	if (ev->type != EV_WIN_PASSED) /* a kan let go may still be robbed by another */
		b->kakan_actor = -1;
	if (b->observe)
		b->observe(b->observe_ctx, ev);
	return 0;
}

/* An event the mirror does not apply (a hand's end), told to the observer alone. */
static void tell(struct mjai_bot *b, const struct game_event *ev)
{
	if (b->observe)
		b->observe(b->observe_ctx, ev);
}

/* The numbers of a start_kyoku: each there and in its range, or the event is refused. */
static const struct {
	const char *key;
	int lo, hi;
	size_t offset; /* in struct game_event */
	int minus;     /* the mjai number less this: kyoku 1 is hand 0 */
} kyoku_numbers[] = {
    {"kyoku", 1, 4, offsetof(struct game_event, hand_number), 1},
    {"honba", 0, 1000, offsetof(struct game_event, honba), 0},
    {"kyotaku", 0, 1000, offsetof(struct game_event, riichi_sticks), 0},
    {"oya", 0, 3, offsetof(struct game_event, dealer), 0},
};

static int start_kyoku(struct mjai_bot *b, json_object *o)
{
	static const char *const winds[] = {"E", "S", "W", "N"};
	struct seat_view now;
	mirror_view(b->mirror, &now);
	struct game_event ev = {.type = EV_HAND_START, .round_wind = 0};
	const char *bakaze = record_field_string(o, "bakaze");
	for (int w = 0; bakaze && w < 4; w++)
		if (strcmp(bakaze, winds[w]) == 0)
			ev.round_wind = TILE_EAST + w;
	if (!ev.round_wind)
		return fail(b, "start_kyoku without its bakaze (the round wind: E, S, W or N)");
	for (size_t i = 0; i < sizeof kyoku_numbers / sizeof kyoku_numbers[0]; i++) {
		int x;
		if (record_field_int(o, kyoku_numbers[i].key, kyoku_numbers[i].lo,
				     kyoku_numbers[i].hi, &x) != RECORD_FIELD_OK) {
			snprintf(b->error, sizeof b->error,
				 "start_kyoku without its %s (a whole number from %d to %d)",
				 kyoku_numbers[i].key, kyoku_numbers[i].lo, kyoku_numbers[i].hi);
			return -1;
		}
		*(int *)((char *)&ev + kyoku_numbers[i].offset) = x - kyoku_numbers[i].minus;
	}
	ev.seat = ev.dealer;
	/* the points as given (each a whole number a log could hold), else as they were */
	json_object *scores;
	bool given = json_object_object_get_ex(o, "scores", &scores);
	if (given && (!json_object_is_type(scores, json_type_array) ||
		      json_object_array_length(scores) != SEATS))
		return fail(b, "start_kyoku with scores that are not four numbers");
	for (int s = 0; s < SEATS; s++) {
		ev.points[s] = now.seats[s].points;
		ev.seating[s] = s;
		if (given &&
		    record_int_of(json_object_array_get_idx(scores, (size_t)s), -RECORD_POINTS_MAX,
				  RECORD_POINTS_MAX, &ev.points[s]) != RECORD_FIELD_OK)
			return fail(b, "start_kyoku with a score that is not a whole number of "
				       "points (at most 100000000 either way)");
	}
	if ((ev.tile = field_tile(o, "dora_marker")) == 0xff)
		return fail(b, "start_kyoku without a dora marker");
	json_object *tehais, *mine;
	memset(ev.hands, TILE_HIDDEN, sizeof ev.hands);
	if (!b->watching && (!json_object_object_get_ex(o, "tehais", &tehais) ||
			     !json_object_is_type(tehais, json_type_array) ||
			     !(mine = json_object_array_get_idx(tehais, (size_t)b->me)) ||
			     mjai_tiles_of(mine, ev.hands[b->me], 13, 13, NULL) != 13))
		return fail(b, "start_kyoku without our 13 tiles");
	if (!b->watching)
		tiles_sort(ev.hands[b->me], 13);
	if (b->first_dealer < 0)
		b->first_dealer = ev.dealer;
	if (apply(b, &ev) < 0)
		return -1;
	for (int s = 0; s < SEATS; s++)
		b->reach_pending[s] = false;
	b->rinshan_next = false;
	b->horas = 0;
	b->settled = false;
	memset(b->hand_delta, 0, sizeof b->hand_delta);
	memcpy(b->hand_points, ev.points, sizeof b->hand_points);
	return 0;
}

/* Asks the AI among choices, with the view a jansou game would give. */
static const struct action *ask(struct mjai_bot *b, const struct action *choices, int n, int from,
				tile_t tile)
{
	struct seat_view v;
	mirror_view(b->mirror, &v);
	if (from >= 0) {
		v.to_act_on = from;
		v.last_tile = tile;
		v.just_drew = false;
	}
	int i = b->ai->choose(b->ai, &v, choices, n);
	return &choices[i >= 0 && i < n ? i : 0];
}

/* Our own turn, after a draw or a call: the action as mjai writes it. */
static json_object *own_turn(struct mjai_bot *b)
{
	struct action opts[64];
	int n = mirror_own_options(b->mirror, opts, 64);
	if (n == 0)
		return reaction("none", -1);
	const struct action *a = ask(b, opts, n, -1, 0xff);
	struct seat_view v;
	mirror_view(b->mirror, &v);
	json_object *o;
	switch (a->type) {
	case ACT_TSUMO:
		o = reaction("hora", b->me);
		json_object_object_add(o, "target", json_object_new_int(b->me));
		add_tile(o, "pai", a->tile);
		return o;
	case ACT_RIICHI:
		b->reach_tile = a->tile;
		b->reach_tsumogiri = a->tsumogiri;
		b->reach_chosen = true;
		return reaction("reach", b->me);
	case ACT_ANKAN: {
		tile_t t[4];
		int k = 0;
		for (int i = 0; i < v.nhand && k < 4; i++)
			if (tile_kind(v.hand[i]) == tile_kind(a->tile))
				t[k++] = v.hand[i];
		o = reaction("ankan", b->me);
		add_tiles(o, t, k);
		return o;
	}
	case ACT_KAKAN: {
		const struct public_seat *me = &v.seats[b->me];
		for (int i = 0; i < me->nmelds; i++)
			if (me->melds[i].type == MELD_PON &&
			    meld_kind(&me->melds[i]) == tile_kind(a->tile)) {
				o = reaction("kakan", b->me);
				add_tile(o, "pai", a->tile);
				add_tiles(o, me->melds[i].tiles, 3);
				return o;
			}
		return reaction("none", -1);
	}
	case ACT_KYUUSHU:
		return reaction("ryukyoku", b->me);
	default:
		o = reaction("dahai", b->me);
		add_tile(o, "pai", a->tile);
		json_object_object_add(o, "tsumogiri", json_object_new_boolean(a->tsumogiri));
		return o;
	}
}

/* Another's discard (or added kan, robbable): ron, a call, or none. */
static int respond(struct mjai_bot *b, int from, tile_t tile, bool robbing, json_object **out)
{
	struct action opts[24];
	int n = mirror_response_options(b->mirror, from, tile, robbing, opts, 24);
	*out = NULL;
	/* a tile of our waits let go is furiten, a ron offered or not (game_apply decides) */
	struct game_event passed = {.type = EV_WIN_PASSED, .seat = b->me, .tile = tile};
	if (n <= 1) {
		*out = reaction("none", -1);
		return n == 1 ? apply(b, &passed) : 0;
	}
	const struct action *a = ask(b, opts, n, from, tile);
	if (a->type != ACT_RON && apply(b, &passed) < 0)
		return -1;
	static const char *const calls[] = {
	    [ACT_PON] = "pon", [ACT_CHI] = "chi", [ACT_MINKAN] = "daiminkan"};
	switch (a->type) {
	case ACT_RON:
		*out = reaction("hora", b->me);
		json_object_object_add(*out, "target", json_object_new_int(from));
		add_tile(*out, "pai", tile);
		return 0;
	case ACT_PON:
	case ACT_CHI:
	case ACT_MINKAN:
		*out = reaction(calls[a->type], b->me);
		json_object_object_add(*out, "target", json_object_new_int(from));
		add_tile(*out, "pai", tile);
		add_tiles(*out, a->hand, a->type == ACT_MINKAN ? 3 : 2);
		return 0;
	default:
		*out = reaction("none", -1);
		return 0;
	}
}

static int on_dahai(struct mjai_bot *b, json_object *o, int actor, json_object **out)
{
	json_object *v;
	struct game_event ev = {.type = EV_DISCARD, .seat = actor, .tile = field_tile(o, "pai")};
	ev.tsumogiri = json_object_object_get_ex(o, "tsumogiri", &v) && json_object_get_boolean(v);
	if (ev.tile == 0xff)
		return fail(b, "dahai without a tile");
	ev.riichi = b->reach_pending[actor];
	if (apply(b, &ev) < 0)
		return -1;
	b->reach_pending[actor] = false;
	if (actor == b->me || b->watching) {
		*out = reaction("none", -1);
		return 0;
	}
	return respond(b, actor, ev.tile, false, out);
}

/* A pon, chi or open kan: the meld laid down, and our discard to follow when it is ours. */
static int on_call(struct mjai_bot *b, json_object *o, enum meld_type type, int actor,
		   json_object **out)
{
	struct game_event ev = {.type = EV_CALL, .seat = actor, .tile = field_tile(o, "pai")};
	tile_t consumed[3];
	int n = field_tiles(o, "consumed", consumed, 3);
	if (record_field_int(o, "target", 0, 3, &ev.from) < 0 || ev.tile == 0xff ||
	    n != (type == MELD_MINKAN ? 3 : 2))
		return fail(b, "a call without target, tile or consumed tiles");
	ev.meld = (struct meld){.type = type, .called = ev.tile};
	memcpy(ev.meld.tiles, consumed, (size_t)n);
	ev.meld.tiles[n] = ev.tile;
	tiles_sort(ev.meld.tiles, n + 1);
	if (apply(b, &ev) < 0)
		return -1;
	b->rinshan_next = type == MELD_MINKAN;
	*out = actor == b->me && !b->watching && type != MELD_MINKAN ? own_turn(b)
								     : reaction("none", -1);
	return 0;
}

static int on_kan(struct mjai_bot *b, json_object *o, bool added, int actor, json_object **out)
{
	tile_t consumed[4];
	struct game_event ev = {.type = EV_KAN, .seat = actor, .tile = field_tile(o, "pai")};
	int n = field_tiles(o, "consumed", consumed, 4);
	if (n != (added ? 3 : 4) || (added && ev.tile == 0xff))
		return fail(b, "a kan without its tiles");
	ev.meld.type = added ? MELD_KAKAN : MELD_ANKAN;
	memcpy(ev.meld.tiles, consumed, (size_t)n);
	if (added)
		ev.meld.tiles[3] = ev.tile;
	else
		ev.tile = consumed[0];
	tiles_sort(ev.meld.tiles, 4);
	if (apply(b, &ev) < 0)
		return -1;
	b->rinshan_next = true;
	if (added) {
		b->kakan_actor = actor;
		b->kakan_tile = ev.tile;
	}
	/* an added kan may be robbed */
	if (added && actor != b->me && !b->watching)
		return respond(b, actor, ev.tile, true, out);
	*out = reaction("none", -1);
	return 0;
}

static int on_tsumo(struct mjai_bot *b, json_object *o, int actor, json_object **out)
{
	struct game_event ev = {
	    .type = EV_DRAW, .seat = actor, .tile = TILE_HIDDEN, .rinshan = b->rinshan_next};
	bool ours = actor == b->me && !b->watching;
	if (ours && (ev.tile = field_tile(o, "pai")) == 0xff)
		return fail(b, "our draw without a tile");
	if (apply(b, &ev) < 0)
		return -1;
	b->rinshan_next = false;
	*out = ours ? own_turn(b) : reaction("none", -1);
	return 0;
}

static int on_dora(struct mjai_bot *b, json_object *o)
{
	struct game_event ev = {.type = EV_DORA, .tile = field_tile(o, "dora_marker")};
	if (ev.tile == 0xff)
		return fail(b, "a dora without its marker");
	return apply(b, &ev);
}

/*
 * A start_game that names the game's rules ("rule", as jansou writes it to its bots and
 * records; other servers send none) is played by them, not by --rules: an AI plays by the
 * rules of the game in progress (red fives, open tanyao...). Its AI is made again for them.
 */
static int game_rules_of_start(struct mjai_bot *b, json_object *o)
{
	json_object *rule;
	if (!json_object_object_get_ex(o, "rule", &rule))
		return 0;
	struct rules r;
	char why[200];
	if (replay_rules_of(rule, &r, why, sizeof why) < 0) {
		snprintf(b->error, sizeof b->error, "start_game: %s", why);
		return -1;
	}
	if (!(rules_family_of(r.family)->logs & RULES_LOG_MJAI))
		return fail(b, "start_game: the rules are not four-player riichi");
	if (!b->kind) { /* a client's controller plays whatever rules it is told */
		b->rules = r;
		return 0;
	}
	struct controller *ai = b->kind->create(b->kind, b->me < 0 ? 0 : b->me, &r, 1);
	if (!ai)
		return fail(b, "start_game: out of memory");
	b->kind->destroy(b->ai);
	b->ai = ai;
	b->rules = r;
	return 0;
}

static int start_game(struct mjai_bot *b, json_object *o)
{
	int me;
	/* a client's bot told no seat watches the game (no AI of ours can) */
	bool watching = !b->kind && !json_object_object_get_ex(o, "id", NULL);
	if (watching)
		me = -1;
	else if (record_field_int(o, "id", 0, 3, &me) < 0)
		return fail(b, "start_game without our seat (id 0 to 3)");
	if (game_rules_of_start(b, o) < 0)
		return -1;
	struct seat_mirror *m = mirror_new(&b->rules, me);
	if (!m)
		return fail(b, "start_game: out of memory");
	mirror_free(b->mirror);
	b->mirror = m;
	b->watching = watching;
	b->me = watching ? 0 : me; /* a watcher's table is drawn from seat 0 */
	b->in_kyoku = false;
	b->first_dealer = -1;
	return 0;
}

/* The events of a hand that the bot follows. */
static bool known(const char *type)
{
	static const char *const types[] = {"dora",  "tsumo",	       "dahai", "chi",
					    "pon",   "daiminkan",      "ankan", "kakan",
					    "reach", "reach_accepted", NULL};
	for (int i = 0; types[i]; i++)
		if (strcmp(type, types[i]) == 0)
			return true;
	return false;
}

static int on_reach(struct mjai_bot *b, int actor, json_object **out)
{
	if (actor == b->me && (!b->reach_chosen || b->watching)) {
		if (b->kind)
			return fail(b, "a reach for us that we did not declare");
		/* a client's: the server declared it for us (the time to answer ran out), and
		 * its discard is the server's too */
		b->reach_pending[actor] = true;
		*out = reaction("none", -1);
		return 0;
	}
	b->reach_pending[actor] = true;
	if (actor != b->me) {
		*out = reaction("none", -1);
		return 0;
	}
	b->reach_chosen = false;
	*out = reaction("dahai", b->me);
	add_tile(*out, "pai", b->reach_tile);
	json_object_object_add(*out, "tsumogiri", json_object_new_boolean(b->reach_tsumogiri));
	return 0;
}

/* One event of a hand, after the checks of handle(). */
static int hand_event(struct mjai_bot *b, const char *type, json_object *o, int actor,
		      json_object **out)
{
	if (strcmp(type, "dora") == 0) {
		if (on_dora(b, o) < 0)
			return -1;
		*out = reaction("none", -1);
		return 0;
	}
	if (actor < 0)
		return fail(b, "an event without its actor");
	if (strcmp(type, "tsumo") == 0)
		return on_tsumo(b, o, actor, out);
	if (strcmp(type, "dahai") == 0)
		return on_dahai(b, o, actor, out);
	if (strcmp(type, "chi") == 0 || strcmp(type, "pon") == 0 ||
	    strcmp(type, "daiminkan") == 0) {
		enum meld_type t = type[0] == 'c'   ? MELD_CHI
				   : type[0] == 'p' ? MELD_PON
						    : MELD_MINKAN;
		return on_call(b, o, t, actor, out);
	}
	if (strcmp(type, "ankan") == 0 || strcmp(type, "kakan") == 0)
		return on_kan(b, o, type[0] == 'k', actor, out);
	if (strcmp(type, "reach") == 0)
		return on_reach(b, actor, out);
	/* reach_accepted: the stick is down */
	struct game_event paid = {.type = EV_RIICHI_PAID, .seat = actor};
	if (apply(b, &paid) < 0)
		return -1;
	*out = reaction("none", -1);
	return 0;
}

/* ---- the end of a hand, for an observer (a client's table) ------------------------- */

/* Four whole numbers at key into out; false when they are not there. */
static bool four_ints(json_object *o, const char *key, int out[SEATS])
{
	json_object *a;
	if (!json_object_object_get_ex(o, key, &a) || !json_object_is_type(a, json_type_array) ||
	    json_object_array_length(a) != SEATS)
		return false;
	for (int s = 0; s < SEATS; s++)
		if (record_int_of(json_object_array_get_idx(a, (size_t)s), -RECORD_POINTS_MAX,
				  RECORD_POINTS_MAX, &out[s]) != RECORD_FIELD_OK)
			return false;
	return true;
}

/* The points of a score_result made from the server's figures: the winner's and the payers'. */
static void server_figures(struct score_result *r, json_object *o, const struct game_event *ev)
{
	int x;
	memset(r, 0, sizeof *r);
	r->status = SCORE_OK;
	if (record_field_int(o, "fan", 0, 10000, &x) == RECORD_FIELD_OK) {
		if (x >= 100)
			r->yakuman = x / 100;
		else
			r->han = x;
	}
	if (record_field_int(o, "fu", 0, 1000, &x) == RECORD_FIELD_OK)
		r->fu = x;
	r->total = ev->delta[ev->seat];
	if (ev->seat != ev->from)
		r->ron = -ev->delta[ev->from];
}

static int on_hora(struct mjai_bot *b, json_object *o)
{
	struct game_event ev = {.type = EV_WIN, .pao = -1};
	tile_t ura[5];
	if (record_field_int(o, "actor", 0, 3, &ev.seat) < 0 ||
	    record_field_int(o, "target", 0, 3, &ev.from) < 0 ||
	    (ev.tile = field_tile(o, "pai")) == 0xff)
		return fail(b, "a hora without its actor, target or tile");
	record_field_int(o, "pao", 0, 3, &ev.pao);
	int n = field_tiles(o, "hora_tehais", ev.shown[ev.seat], 14);
	if (n < 1)
		return fail(b, "a hora without the winner's hand (hora_tehais)");
	ev.nshown[ev.seat] = n;
	const char *key =
	    json_object_object_get_ex(o, "ura_markers", NULL) ? "ura_markers" : "uradora_markers";
	int nura = field_tiles(o, key, ura, 5);
	if (nura < 0)
		nura = 0;
	ev.nura = nura;
	memcpy(ev.ura, ura, (size_t)nura);
	bool told = four_ints(o, "deltas", ev.delta);
	/* the client's own reckoning, on the mirror, by the engine's scorer */
	struct mirror_win w = {.seat = ev.seat,
			       .from = ev.from,
			       .tile = ev.tile,
			       .hand = ev.shown[ev.seat],
			       .nhand = n,
			       .ura = ura,
			       .nura = nura,
			       .robbing = b->kakan_actor == ev.from && ev.seat != ev.from &&
					  tile_kind(b->kakan_tile) == tile_kind(ev.tile),
			       .first = b->horas == 0,
			       .pao = ev.pao};
	struct score_result mine, theirs;
	int delta[SEATS];
	bool ok = mirror_score_win(b->mirror, &w, &mine, delta);
	bool same = ok && (!told || memcmp(delta, ev.delta, sizeof delta) == 0);
	if (!told)
		memcpy(ev.delta, delta, sizeof delta);
	if (same) {
		ev.score = &mine;
	} else {
		server_figures(&theirs, o, &ev);
		if (ok) { /* the yaku as we see them, the server's points */
			memcpy(theirs.yaku, mine.yaku, sizeof theirs.yaku);
			theirs.nyaku = mine.nyaku;
		}
		ev.score = &theirs;
		if (ok)
			snprintf(b->notice, sizeof b->notice,
				 _("The server scores seat %d's win %+d, this client %+d: the "
				   "server's figures are shown."),
				 ev.seat, ev.delta[ev.seat], delta[ev.seat]);
		else
			snprintf(b->notice, sizeof b->notice,
				 _("This client cannot score seat %d's win (%s): the server's "
				   "figures are shown."),
				 ev.seat, mine.error[0] ? mine.error : _("no yaku"));
	}
	b->horas++;
	b->settled = true;
	for (int s = 0; s < SEATS; s++)
		b->hand_delta[s] += ev.delta[s];
	if (!four_ints(o, "scores", b->hand_points))
		for (int s = 0; s < SEATS; s++)
			b->hand_points[s] += ev.delta[s];
	tell(b, &ev);
	return 0;
}

static int on_ryukyoku(struct mjai_bot *b, json_object *o)
{
	static const struct {
		const char *reason;
		enum abort_kind abort;
	} aborts[] = {{"kyushukyuhai", ABORT_KYUUSHU},
		      {"sufonrenta", ABORT_FOUR_WINDS},
		      {"sukaikan", ABORT_FOUR_KANS},
		      {"suchareach", ABORT_FOUR_RIICHI},
		      {"sanchaho", ABORT_TRIPLE_RON}};
	struct game_event ev = {.type = EV_EXHAUSTIVE_DRAW};
	const char *reason = record_field_string(o, "reason");
	for (size_t i = 0; reason && i < sizeof aborts / sizeof aborts[0]; i++)
		if (strcmp(reason, aborts[i].reason) == 0) {
			ev.type = EV_ABORTIVE_DRAW;
			ev.abort = aborts[i].abort;
		}
	int delta[SEATS] = {0};
	bool told = four_ints(o, "deltas", delta);
	if (ev.type == EV_EXHAUSTIVE_DRAW) {
		/* who was ready: as told (tenpais), else from the payments; the hands as told
		 * (tehais), else our own */
		json_object *a, *h;
		bool tenpais = json_object_object_get_ex(o, "tenpais", &a) &&
			       json_object_is_type(a, json_type_array);
		bool any = false;
		for (int s = 0; s < SEATS; s++)
			any |= delta[s] != 0;
		for (int s = 0; s < SEATS; s++) {
			json_object *t = tenpais ? json_object_array_get_idx(a, (size_t)s) : NULL;
			ev.tenpai[s] = t ? json_object_get_boolean(t) : any && delta[s] > 0;
			ev.nagashi[s] =
			    reason && strcmp(reason, "nagashimangan") == 0 && delta[s] > 0;
		}
		bool hands = json_object_object_get_ex(o, "tehais", &h) &&
			     json_object_is_type(h, json_type_array);
		for (int s = 0; s < SEATS; s++) {
			tile_t t[14];
			int n = -1;
			if (hands)
				n = mjai_tiles_of(json_object_array_get_idx(h, (size_t)s), t, 0, 14,
						  NULL);
			if (n > 0 && t[0] != TILE_HIDDEN) {
				memcpy(ev.shown[s], t, (size_t)n);
				ev.nshown[s] = n;
			}
		}
		if (!ev.nshown[b->me] && !b->watching) {
			struct seat_view v;
			mirror_view(b->mirror, &v);
			memcpy(ev.shown[b->me], v.hand, (size_t)v.nhand);
			ev.nshown[b->me] = v.nhand;
		}
	}
	memcpy(ev.delta, delta, sizeof delta);
	for (int s = 0; s < SEATS; s++)
		b->hand_delta[s] += delta[s];
	if (!four_ints(o, "scores", b->hand_points))
		for (int s = 0; s < SEATS; s++)
			b->hand_points[s] += delta[s];
	b->settled = told || ev.type == EV_EXHAUSTIVE_DRAW;
	tell(b, &ev);
	return 0;
}

/* Where each seat stands by points, a tie to the seat nearer the first dealer. */
static void placements(const struct mjai_bot *b, const int points[SEATS], int n, int out[SEATS])
{
	int first = b->first_dealer < 0 ? 0 : b->first_dealer;
	for (int s = 0; s < n; s++) {
		out[s] = 1;
		for (int o = 0; o < n; o++)
			if (o != s &&
			    (points[o] > points[s] ||
			     (points[o] == points[s] && (o - first + n) % n < (s - first + n) % n)))
				out[s]++;
	}
}

static int end_event(struct mjai_bot *b, const char *type, json_object *o)
{
	if (strcmp(type, "hora") == 0)
		return b->in_kyoku ? on_hora(b, o) : 0;
	if (strcmp(type, "ryukyoku") == 0)
		return b->in_kyoku ? on_ryukyoku(b, o) : 0;
	if (strcmp(type, "end_kyoku") == 0) {
		if (!b->in_kyoku)
			return 0;
		if (b->settled) {
			struct game_event sc = {.type = EV_SCORES};
			memcpy(sc.delta, b->hand_delta, sizeof sc.delta);
			memcpy(sc.points, b->hand_points, sizeof sc.points);
			tell(b, &sc);
		}
		tell(b, &(struct game_event){.type = EV_HAND_END});
		return 0;
	}
	if (strcmp(type, "end_game") == 0) {
		struct game_event ge = {.type = EV_GAME_END};
		int n = game_nseats(mirror_game(b->mirror));
		if (!four_ints(o, "scores", ge.points))
			memcpy(ge.points, b->hand_points, sizeof ge.points);
		placements(b, ge.points, n, ge.placement);
		rules_final_scores(&b->rules, n, ge.points, ge.placement, ge.final_score);
		tell(b, &ge);
	}
	return 0;
}

/* One event; *out the reaction. -1 with b->error for a message the bot cannot take. */
static int handle(struct mjai_bot *b, json_object *o, json_object **out)
{
	*out = NULL;
	const char *type = record_field_string(o, "type");
	if (!type)
		return fail(b, "an event without a type");
	int actor = -1;
	bool acted = json_object_object_get_ex(o, "actor", NULL);
	if (acted && record_field_int(o, "actor", 0, 3, &actor) < 0)
		return fail(b, "an actor that is not a seat 0 to 3");
	if (strcmp(type, "start_game") == 0) {
		if (b->in_kyoku)
			return fail(b, "start_game during a hand (before its end_kyoku)");
		if (start_game(b, o) < 0)
			return -1;
		*out = reaction("none", -1);
		return 0;
	}
	if (!b->mirror)
		return fail(b, "an event before start_game");
	static const char *const quiet[] = {"hora",	"ryukyoku", "end_kyoku",
					    "end_game", "none",	    NULL};
	for (int i = 0; quiet[i]; i++)
		if (strcmp(type, quiet[i]) == 0) {
			if (b->observe && end_event(b, type, o) < 0)
				return -1;
			if (strcmp(type, "end_kyoku") == 0)
				b->in_kyoku = false;
			*out = reaction("none", -1);
			return 0;
		}
	if (strcmp(type, "start_kyoku") == 0) {
		if (start_kyoku(b, o) < 0)
			return -1;
		b->in_kyoku = true;
		*out = reaction("none", -1);
		return 0;
	}
	if (!known(type)) {
		snprintf(b->error, sizeof b->error, "an event of unknown type \"%.60s\"", type);
		return -1;
	}
	if (!b->in_kyoku) {
		snprintf(b->error, sizeof b->error, "\"%s\" outside a hand (before start_kyoku)",
			 type);
		return -1;
	}
	return hand_event(b, type, o, actor, out);
}

struct mjai_bot *mjai_bot_new_with(struct controller *ctl, const struct rules *rules,
				   mjai_bot_observer observe, void *ctx)
{
	struct mjai_bot *b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	b->me = -1;
	b->kakan_actor = -1;
	b->first_dealer = -1;
	b->rules = *rules;
	b->ai = ctl;
	b->observe = observe;
	b->observe_ctx = ctx;
	return b;
}

const struct game *mjai_bot_game(const struct mjai_bot *b)
{
	return b->mirror ? mirror_game(b->mirror) : NULL;
}

int mjai_bot_seat(const struct mjai_bot *b)
{
	return b->watching ? -1 : b->me;
}

bool mjai_bot_watching(const struct mjai_bot *b)
{
	return b->watching;
}

const struct rules *mjai_bot_rules(const struct mjai_bot *b)
{
	return &b->rules;
}

bool mjai_bot_take_notice(struct mjai_bot *b, char *buf, size_t size)
{
	if (!b->notice[0])
		return false;
	snprintf(buf, size, "%s", b->notice);
	b->notice[0] = '\0';
	return true;
}

struct mjai_bot *mjai_bot_new(const struct player_kind *kind, const struct rules *rules)
{
	struct mjai_bot *b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	b->me = -1;
	b->kakan_actor = -1;
	b->first_dealer = -1;
	b->kind = kind;
	b->rules = *rules;
	b->ai = kind->create(kind, 0, rules, 1);
	if (!b->ai) {
		free(b);
		return NULL;
	}
	return b;
}

int mjai_bot_event(struct mjai_bot *b, json_object *event, json_object **out)
{
	*out = NULL;
	if (!json_object_is_type(event, json_type_object))
		return fail(b, "an event that is not a JSON object");
	if (handle(b, event, out) < 0) {
		json_object_put(*out);
		*out = NULL;
		return -1;
	}
	return 0;
}

const char *mjai_bot_error(const struct mjai_bot *b)
{
	return b->error;
}

void mjai_bot_free(struct mjai_bot *b)
{
	if (!b)
		return;
	if (b->kind)
		b->kind->destroy(b->ai);
	mirror_free(b->mirror);
	free(b);
}
