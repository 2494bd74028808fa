/*
 * Reading an mjai record: each line one event, read in order and checked against the turn it
 * may come in, into the hands (deal, steps, outcome) the tenhou.net/6 reader also produces.
 * The record's seats are the engine's; "oya" says who deals, so the first dealer need not be
 * seat 0. What the wall held comes from the deal and the draws, as replay.c stacks it.
 */
#include <config.h>

#include "src/record/mjai/replay_mjai.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/mjai/mjai_tile.h"
#include "src/record/record_json.h"
#include "src/record/replay_internal.h"

/* Past any real game; keeps a hostile record's memory bounded (a hand is some 12 KiB). */
enum { MJAI_MAX_HANDS = 2000, MJAI_MAX_LINE = 1 << 16 };

/* Where the hand is: what may come next, and whose it is (mjai_reader.seat). */
enum phase {
	PHASE_DRAW,	 /* seat draws next: in turn, or from the dead wall after a kan */
	PHASE_OWN,	 /* seat has drawn: discards, declares riichi or a kan, wins, aborts */
	PHASE_REACH,	 /* seat declared riichi: its discard comes next */
	PHASE_CALLED,	 /* seat called chi or pon: discards next */
	PHASE_DISCARDED, /* seat discarded: a call, a ron, a draw, or the next seat draws */
	PHASE_ADDED_KAN, /* seat added a kan: robbed by a ron, or seat draws from the dead wall */
	PHASE_OVER,	 /* a win or a draw: more rons of the same tile, then end_kyoku */
};

struct mjai_reader {
	struct replay_log *log;
	int cap;	       /* hands allocated in log->read */
	struct replay_hand *h; /* the hand being read, NULL between hands */
	int line, hand_line;   /* the line read; the line of the hand's start_kyoku */
	bool started, ended;   /* start_game and end_game read */
	enum phase phase;
	int seat;
	bool rinshan;	    /* the draw that comes is from the dead wall */
	tile_t drawn;	    /* what seat drew, for tsumogiri and a tsumo */
	tile_t tile;	    /* the tile others may take: the last discard or added kan */
	bool unpaid[SEATS]; /* riichi discarded, reach_accepted not yet come */
	int kans, dora_events;
	char *err;
	size_t size;
};

static int fail(struct mjai_reader *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int fail(struct mjai_reader *r, const char *fmt, ...)
{
	char msg[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return replay_fail(r->err, r->size, "line %d: %s", r->line, msg);
}

/* ---- fields ------------------------------------------------------------- */

/* A tile in mjai notation (mjai_tile.h); a hidden one ("?") cannot be replayed. */
static int tile_of(struct mjai_reader *r, json_object *v, const char *what, tile_t *out)
{
	if (mjai_tile_of(v, out))
		return 0;
	const char *s = record_string(v);
	if (s && strcmp(s, MJAI_TILE_HIDDEN) == 0)
		return fail(r, "%s is hidden (\"?\"); replay needs a record that shows every tile",
			    what);
	if (!s)
		return fail(r, "%s is not a tile in mjai notation (a string like \"5mr\" or \"E\")",
			    what);
	return fail(r, "%s \"%.20s\" is not a tile in mjai notation", what, s);
}

static int field_tile(struct mjai_reader *r, json_object *o, const char *key, tile_t *out)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v))
		return fail(r, "no \"%s\"", key);
	return tile_of(r, v, key, out);
}

/* A list of min to max tiles; returns how many, or -1 saying what is wrong with it. */
static int tiles_of(struct mjai_reader *r, json_object *a, const char *what, tile_t *out, int min,
		    int max)
{
	int bad, n = mjai_tiles_of(a, out, min, max, &bad);
	if (n >= 0)
		return n;
	if (bad >= 0) {
		char one[64];
		snprintf(one, sizeof one, "tile %d of %s", bad + 1, what);
		return tile_of(r, json_object_array_get_idx(a, (size_t)bad), one, &out[bad]);
	}
	if (!json_object_is_type(a, json_type_array))
		return fail(r, "%s is not a list of tiles", what);
	n = (int)json_object_array_length(a);
	return min == max ? fail(r, "%s has %d tiles, not %d", what, n, min)
			  : fail(r, "%s has %d tiles, not %d to %d", what, n, min, max);
}

static int field_tiles(struct mjai_reader *r, json_object *o, const char *key, tile_t *out, int min,
		       int max)
{
	char what[32];
	snprintf(what, sizeof what, "\"%s\"", key);
	return tiles_of(r, json_object_object_get(o, key), what, out, min, max);
}

/* An integer field from lo to hi; required, or *out left alone when absent. */
static int field_int(struct mjai_reader *r, json_object *o, const char *key, int lo, int hi,
		     bool required, int *out)
{
	switch (record_field_int(o, key, lo, hi, out)) {
	case RECORD_FIELD_MISSING:
		return required ? fail(r, "no \"%s\"", key) : 0;
	case RECORD_FIELD_NOT_INT:
		return fail(r, "\"%s\" is not a whole number", key);
	case RECORD_FIELD_OUT_OF_RANGE:
		return fail(r, "\"%s\" is %lld, not %d to %d", key,
			    (long long)json_object_get_int64(json_object_object_get(o, key)), lo,
			    hi);
	default:
		return 0;
	}
}

static int field_actor(struct mjai_reader *r, json_object *o, const char *key, int *out)
{
	enum record_field got = record_field_int(o, key, 0, SEATS - 1, out);
	if (got == RECORD_FIELD_MISSING)
		return fail(r, "no \"%s\"", key);
	if (got != RECORD_FIELD_OK)
		return fail(r, "\"%s\" is %.20s, not a seat 0 to 3", key,
			    json_object_to_json_string(json_object_object_get(o, key)));
	return 0;
}

/* Four points: scores or deltas. A game's numbers are nowhere near these bounds. */
static int field_points(struct mjai_reader *r, json_object *o, const char *key, int out[SEATS])
{
	json_object *a;
	if (!json_object_object_get_ex(o, key, &a))
		return fail(r, "no \"%s\"", key);
	if (!json_object_is_type(a, json_type_array) || json_object_array_length(a) != SEATS)
		return fail(r, "\"%s\" is not a list of four numbers", key);
	for (int s = 0; s < SEATS; s++) {
		json_object *v = json_object_array_get_idx(a, (size_t)s);
		int64_t x = json_object_is_type(v, json_type_int) ? json_object_get_int64(v) : 0;
		if (!json_object_is_type(v, json_type_int) || x < -100000000 || x > 100000000)
			return fail(r, "entry %d of \"%s\" is not a number of points", s + 1, key);
		out[s] = (int)x;
	}
	return 0;
}

/* ---- the game ------------------------------------------------------------ */

static int start_game(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)actor;
	(void)meld;
	struct replay_log *log = r->log;
	json_object *rule, *aka;
	log->rules = *rules_preset("tenhou"); /* another program's record: tenhou's rules */
	if (json_object_object_get_ex(o, "rule", &rule)) {
		char why[200];
		if (!json_object_is_type(rule, json_type_object))
			return fail(r, "\"rule\" is not an object");
		if (replay_read_rules(rule, log, why, sizeof why) < 0)
			return fail(r, "%s", why);
		if (!(rules_family_of(log->rules.family)->logs & RULES_LOG_MJAI))
			return fail(r,
				    "rules \"%s\" are not riichi: replay plays riichi games only",
				    log->rules.preset);
	} else if (json_object_object_get_ex(o, "aka_flag", &aka)) {
		/* Mortal's records: whether there are red fives (one of each suit) */
		if (!json_object_is_type(aka, json_type_boolean))
			return fail(r, "\"aka_flag\" is not true or false");
		for (int i = 0; i < 3; i++)
			log->rules.red_fives[i] = json_object_get_boolean(aka) ? 1 : 0;
	}
	r->started = true;
	return 0;
}

static int end_game(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)actor;
	(void)meld;
	json_object *v;
	if (json_object_object_get_ex(o, "scores", &v)) {
		if (field_points(r, o, "scores", r->log->final_points) < 0)
			return -1;
		r->log->ended = true;
	}
	r->ended = true;
	return 0;
}

static int start_kyoku(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)actor;
	(void)meld;
	struct replay_log *log = r->log;
	if (log->nhands == MJAI_MAX_HANDS)
		return fail(r, "more than %d hands", MJAI_MAX_HANDS);
	if (log->nhands == r->cap) {
		int cap = r->cap ? 2 * r->cap : 16;
		struct replay_hand *more = realloc(log->read, (size_t)cap * sizeof *more);
		if (!more)
			return fail(r, "out of memory");
		log->read = more;
		r->cap = cap;
	}
	struct replay_hand *h = &log->read[log->nhands];
	memset(h, 0, sizeof *h);
	h->index = log->nhands;
	static const char *const winds[] = {"E", "S", "W", "N"};
	const char *bakaze = NULL;
	json_object *v;
	if (json_object_object_get_ex(o, "bakaze", &v))
		bakaze = record_string(v);
	h->round_wind = -1;
	for (int i = 0; i < 4; i++)
		if (bakaze && strcmp(bakaze, winds[i]) == 0)
			h->round_wind = i;
	if (h->round_wind < 0)
		return fail(r, "\"bakaze\" is not \"E\", \"S\", \"W\" or \"N\"");
	int kyoku, oya;
	/* a thousand honba or sticks is past any game: larger ones would overflow the points */
	if (field_int(r, o, "kyoku", 1, 4, true, &kyoku) < 0 ||
	    field_int(r, o, "honba", 0, 1000, true, &h->honba) < 0 ||
	    field_int(r, o, "kyotaku", 0, 1000, true, &h->sticks) < 0 ||
	    field_actor(r, o, "oya", &oya) < 0 || field_points(r, o, "scores", h->points) < 0 ||
	    field_tile(r, o, "dora_marker", &h->dora[0]) < 0)
		return -1;
	h->hand_number = kyoku - 1;
	h->ndora = 1;
	int first = (oya - h->hand_number + SEATS) % SEATS;
	if (log->nhands == 0)
		log->first_dealer = first;
	else if (first != log->first_dealer)
		return fail(r,
			    "seat %d deals hand %d of the round, but seat %d dealt the first hand",
			    oya, kyoku, log->first_dealer);
	json_object *tehais;
	if (!json_object_object_get_ex(o, "tehais", &tehais) ||
	    !json_object_is_type(tehais, json_type_array) ||
	    json_object_array_length(tehais) != SEATS)
		return fail(r, "\"tehais\" is not a list of four hands");
	for (int s = 0; s < SEATS; s++) {
		char what[32];
		snprintf(what, sizeof what, "seat %d's tehai", s);
		if (tiles_of(r, json_object_array_get_idx(tehais, (size_t)s), what, h->haipai[s],
			     13, 13) < 0)
			return -1;
	}
	log->nhands++;
	r->h = h;
	r->hand_line = r->line;
	r->phase = PHASE_DRAW;
	r->seat = oya;
	r->rinshan = false;
	memset(r->unpaid, 0, sizeof r->unpaid);
	r->kans = r->dora_events = 0;
	return 0;
}

/* ---- a hand ------------------------------------------------------------- */

static struct replay_step *push(struct mjai_reader *r, enum step_kind kind, int seat)
{
	struct replay_hand *h = r->h;
	if (h->nsteps == REPLAY_MAX_STEPS)
		return fail(r, "more than %d actions in one hand", REPLAY_MAX_STEPS), NULL;
	struct replay_step *s = &h->steps[h->nsteps++];
	memset(s, 0, sizeof *s);
	s->kind = kind;
	s->seat = seat;
	s->from = -1;
	return s;
}

static const char *const phase_text[] = {
    [PHASE_DRAW] = "draw",
    [PHASE_OWN] = "discard, call a kan, win or abort",
    [PHASE_REACH] = "discard to declare riichi",
    [PHASE_CALLED] = "discard after calling",
    [PHASE_DISCARDED] = "a call or a ron on the discard, or the next draw",
    [PHASE_ADDED_KAN] = "a ron on the added kan, or the draw from the dead wall",
    [PHASE_OVER] = "end_kyoku or another ron",
};

/* The message for an event out of turn: what the record should have had instead. */
static int out_of_turn(struct mjai_reader *r, const char *type, int actor)
{
	return fail(r, "%s by seat %d out of turn: seat %d's %s comes next", type, actor, r->seat,
		    phase_text[r->phase]);
}

static int on_tsumo(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)meld;
	bool in_turn = r->phase == PHASE_DISCARDED && actor == (r->seat + 1) % SEATS;
	bool own = (r->phase == PHASE_DRAW || r->phase == PHASE_ADDED_KAN) && actor == r->seat;
	if (!in_turn && !own)
		return out_of_turn(r, "tsumo", actor);
	tile_t t;
	if (field_tile(r, o, "pai", &t) < 0)
		return -1;
	struct replay_step *s = push(r, STEP_DRAW, actor);
	if (!s)
		return -1;
	s->tile = r->drawn = t;
	s->rinshan = own && (r->rinshan || r->phase == PHASE_ADDED_KAN);
	r->rinshan = false;
	r->seat = actor;
	r->phase = PHASE_OWN;
	return 0;
}

static int on_dahai(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)meld;
	if ((r->phase != PHASE_OWN && r->phase != PHASE_REACH && r->phase != PHASE_CALLED) ||
	    actor != r->seat)
		return out_of_turn(r, "dahai", actor);
	tile_t t;
	json_object *v;
	bool tsumogiri = false;
	if (field_tile(r, o, "pai", &t) < 0)
		return -1;
	if (json_object_object_get_ex(o, "tsumogiri", &v)) {
		if (!json_object_is_type(v, json_type_boolean))
			return fail(r, "\"tsumogiri\" is not true or false");
		tsumogiri = json_object_get_boolean(v);
	}
	if (tsumogiri && (r->phase == PHASE_CALLED || t != r->drawn))
		return fail(r, "seat %d discards the drawn tile, but did not draw %s", actor,
			    record_string(json_object_object_get(o, "pai")));
	struct replay_step *s = push(r, STEP_DISCARD, actor);
	if (!s)
		return -1;
	s->tile = r->tile = t;
	s->tsumogiri = tsumogiri;
	s->riichi = r->phase == PHASE_REACH;
	if (s->riichi)
		r->unpaid[actor] = true;
	r->phase = PHASE_DISCARDED;
	return 0;
}

static int on_reach(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)o;
	(void)meld;
	if (r->phase != PHASE_OWN || actor != r->seat)
		return out_of_turn(r, "reach", actor);
	r->phase = PHASE_REACH;
	return 0;
}

static int on_reach_accepted(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)o;
	(void)meld;
	if (!r->unpaid[actor])
		return fail(r, "reach_accepted for seat %d, which has no riichi discard to pay for",
			    actor);
	r->unpaid[actor] = false;
	return 0;
}

/* Whether a and b with the taken tile t make a run (a chi). */
static bool is_run(tile_t t, tile_t a, tile_t b)
{
	int k[3] = {tile_kind(t), tile_kind(a), tile_kind(b)};
	for (int i = 0; i < 3; i++)
		if (kind_is_honor(k[i]) || kind_suit(k[i]) != kind_suit(k[0]))
			return false;
	int lo = k[0] < k[1] ? k[0] : k[1];
	lo = lo < k[2] ? lo : k[2];
	bool seen[3] = {false};
	for (int i = 0; i < 3; i++) {
		if (k[i] - lo > 2 || seen[k[i] - lo])
			return false;
		seen[k[i] - lo] = true;
	}
	return true;
}

static int on_call(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	static const char *const names[] = {
	    [MELD_CHI] = "chi", [MELD_PON] = "pon", [MELD_MINKAN] = "daiminkan"};
	int target, n = meld == MELD_MINKAN ? 3 : 2;
	tile_t t, hand[3];
	if (r->phase != PHASE_DISCARDED || actor == r->seat ||
	    (meld == MELD_CHI && actor != (r->seat + 1) % SEATS))
		return out_of_turn(r, names[meld], actor);
	if (field_actor(r, o, "target", &target) < 0 || field_tile(r, o, "pai", &t) < 0 ||
	    field_tiles(r, o, "consumed", hand, n, n) < 0)
		return -1;
	if (target != r->seat || t != r->tile)
		return fail(r, "%s of %s from seat %d, but seat %d discarded %s last", names[meld],
			    record_string(json_object_object_get(o, "pai")), target, r->seat,
			    mjai_tile(r->tile));
	for (int i = 0; i < n; i++)
		if (meld != MELD_CHI && tile_kind(hand[i]) != tile_kind(t))
			return fail(r, "a %s of tiles of different kinds", names[meld]);
	if (meld == MELD_CHI && !is_run(t, hand[0], hand[1]))
		return fail(r, "a chi whose tiles make no run");
	struct replay_step *s = push(r, STEP_CALL, actor);
	if (!s)
		return -1;
	s->from = target;
	s->tile = t;
	s->meld = meld;
	memcpy(s->hand, hand, sizeof hand);
	s->nhand = n;
	r->seat = actor;
	if (meld == MELD_MINKAN) {
		r->kans++;
		r->phase = PHASE_DRAW;
		r->rinshan = true;
	} else {
		r->phase = PHASE_CALLED;
	}
	return 0;
}

static int on_kan(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	bool added = meld == MELD_KAKAN;
	tile_t t, tiles[4];
	int n = added ? 3 : 4;
	if (r->phase != PHASE_OWN || actor != r->seat)
		return out_of_turn(r, added ? "kakan" : "ankan", actor);
	if (field_tiles(r, o, "consumed", tiles, n, n) < 0 ||
	    (added && field_tile(r, o, "pai", &t) < 0))
		return -1;
	if (!added)
		t = (tile_t)tile_kind(tiles[0]); /* a closed kan is named by its kind */
	for (int i = 0; i < n; i++)
		if (tile_kind(tiles[i]) != tile_kind(t))
			return fail(r, "a%s kan of tiles of different kinds",
				    added ? "n added" : "");
	struct replay_step *s = push(r, STEP_KAN, actor);
	if (!s)
		return -1;
	s->meld = added ? MELD_KAKAN : MELD_ANKAN;
	s->tile = r->tile = t;
	r->kans++;
	r->phase = added ? PHASE_ADDED_KAN : PHASE_DRAW;
	r->rinshan = true;
	return 0;
}

static int on_dora(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)actor;
	(void)meld;
	struct replay_hand *h = r->h;
	if (r->dora_events >= r->kans || h->ndora == 5)
		return fail(r, "a new dora indicator without a kan to reveal it");
	if (field_tile(r, o, "dora_marker", &h->dora[h->ndora]) < 0)
		return -1;
	h->ndora++;
	r->dora_events++;
	return 0;
}

/* The han, fu and yaku of a win, when the record gives them (the mjai server's records do). */
static int win_value(struct mjai_reader *r, json_object *o, struct replay_win *w)
{
	int fan = -1, fu = -1;
	if (field_int(r, o, "fan", 0, 1000, false, &fan) < 0 ||
	    field_int(r, o, "fu", 0, 1000, false, &fu) < 0)
		return -1;
	if (fan < 0)
		return 0;
	w->valued = true;
	w->han = fan;
	/* the fu of hands below mangan are checked */
	w->has_fu = fu >= 0 && fan < 5;
	w->fu = fu;
	/* A yakuman: the server counts one 100 fan (hora.rb), two 200, and a writer that counts
	 * it 13 gives a yaku of 13 or more; 13 fan or more of ordinary yaku (a counted yakuman)
	 * are han like any others. Without the yaku, 13 fan or more is taken for a yakuman. */
	json_object *yakus;
	if (!json_object_object_get_ex(o, "yakus", &yakus) ||
	    !json_object_is_type(yakus, json_type_array)) {
		w->yakuman = fan >= 13;
		return 0;
	}
	w->yakuman = fan >= 100;
	for (size_t i = 0; i < json_object_array_length(yakus); i++) {
		json_object *y = json_object_array_get_idx(yakus, i);
		json_object *name = json_object_array_get_idx(y, 0),
			    *han = json_object_array_get_idx(y, 1);
		if (!json_object_is_type(y, json_type_array) || !record_string(name) ||
		    !json_object_is_type(han, json_type_int))
			return fail(r, "yaku %zu is not [\"name\", han]", i + 1);
		w->yakuman |= json_object_get_int(han) >= 13;
		size_t len = strlen(w->yaku);
		snprintf(w->yaku + len, sizeof w->yaku - len, "%s%.40s(%d)", len ? " " : "",
			 record_string(name), json_object_get_int(han));
	}
	return 0;
}

static int on_hora(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)meld;
	struct replay_outcome *out = &r->h->outcome;
	int target, delta[SEATS];
	tile_t t;
	if (field_actor(r, o, "target", &target) < 0 || field_tile(r, o, "pai", &t) < 0)
		return -1;
	bool tsumo = actor == target;
	bool more_rons = r->phase == PHASE_OVER && out->kind == OUTCOME_WIN &&
			 out->wins[0].seat != out->wins[0].from;
	if (tsumo ? r->phase != PHASE_OWN || actor != r->seat
		  : (r->phase != PHASE_DISCARDED && r->phase != PHASE_ADDED_KAN && !more_rons) ||
			actor == r->seat)
		return out_of_turn(r, "hora", actor);
	if (!tsumo && target != r->seat)
		return fail(r, "seat %d wins on seat %d's tile, but seat %d played last", actor,
			    target, r->seat);
	if (t != (tsumo ? r->drawn : r->tile))
		return fail(r, "seat %d wins on %s, not on the tile %s", actor,
			    record_string(json_object_object_get(o, "pai")),
			    tsumo ? "it drew" : "played last");
	for (int i = 0; i < out->nwins; i++)
		if (out->wins[i].seat == actor)
			return fail(r, "seat %d wins twice", actor);
	if (out->nwins == 3)
		return fail(r, "a fourth win");
	if (field_points(r, o, "deltas", delta) < 0)
		return -1;
	struct replay_win *w = &out->wins[out->nwins++];
	*w = (struct replay_win){.seat = actor, .from = target, .pao = REPLAY_UNKNOWN};
	if (win_value(r, o, w) < 0)
		return -1;
	for (int s = 0; s < SEATS; s++)
		out->delta[s] += delta[s]; /* ours: all on the first win; others: each its own */
	/* Mortal writes ura_markers, the mjai server uradora_markers: the same tiles */
	const char *ura = json_object_object_get_ex(o, "ura_markers", NULL) ? "ura_markers"
			  : json_object_object_get_ex(o, "uradora_markers", NULL)
			      ? "uradora_markers"
			      : NULL;
	tile_t ura_tiles[5];
	int nura = ura ? field_tiles(r, o, ura, ura_tiles, 0, 5) : 0;
	if (nura < 0)
		return -1;
	if (nura > r->h->nura) {
		memcpy(r->h->ura, ura_tiles, sizeof ura_tiles);
		r->h->nura = nura;
	}
	struct replay_step *s = push(r, tsumo ? STEP_TSUMO : STEP_RON, actor);
	if (!s)
		return -1;
	s->from = target;
	out->kind = OUTCOME_WIN;
	r->phase = PHASE_OVER;
	return 0;
}

/* ryukyoku's reasons, as the mjai server names them (jansou writes the same). */
static const struct {
	const char *name;
	enum outcome_kind kind;
	enum abort_kind abort;
	bool nagashi;
} reasons[] = {
    {"fanpai", OUTCOME_EXHAUSTIVE, ABORT_NONE, false},
    {"nagashimangan", OUTCOME_EXHAUSTIVE, ABORT_NONE, true},
    {"kyushukyuhai", OUTCOME_ABORT, ABORT_KYUUSHU, false},
    {"sufonrenta", OUTCOME_ABORT, ABORT_FOUR_WINDS, false},
    {"sukaikan", OUTCOME_ABORT, ABORT_FOUR_KANS, false},
    {"suchareach", OUTCOME_ABORT, ABORT_FOUR_RIICHI, false},
    {"sanchaho", OUTCOME_ABORT, ABORT_TRIPLE_RON, false},
};

static int on_ryukyoku(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)actor;
	(void)meld;
	struct replay_outcome *out = &r->h->outcome;
	if (r->phase != PHASE_OWN && r->phase != PHASE_DISCARDED)
		return fail(r, "ryukyoku out of turn: seat %d's %s comes next", r->seat,
			    phase_text[r->phase]);
	json_object *v;
	int i = -1, n = (int)(sizeof reasons / sizeof reasons[0]);
	if (json_object_object_get_ex(o, "reason", &v)) {
		const char *name = record_string(v);
		for (i = 0; i < n && !(name && strcmp(name, reasons[i].name) == 0); i++)
			;
		if (i == n)
			return fail(r, "unknown reason of a draw \"%.20s\"", name ? name : "");
		out->kind = reasons[i].kind;
		out->abort = reasons[i].abort;
		out->nagashi = reasons[i].nagashi;
	} else if (r->phase == PHASE_OWN) {
		out->kind = OUTCOME_ABORT; /* a draw on one's own turn is nine terminals */
		out->abort = ABORT_KYUUSHU;
	} else {
		out->kind = OUTCOME_EXHAUSTIVE;
		out->draw_unknown = true;
	}
	bool own = out->abort == ABORT_KYUUSHU;
	if (own && r->phase != PHASE_OWN)
		return fail(r, "nine terminals after a discard");
	if (!own && r->phase == PHASE_OWN)
		return fail(r, "a draw (%s) on seat %d's own turn, before its discard",
			    reasons[i].name, r->seat);
	if (field_points(r, o, "deltas", out->delta) < 0)
		return -1;
	if (own && !push(r, STEP_KYUUSHU, r->seat))
		return -1;
	if (out->abort == ABORT_TRIPLE_RON && !push(r, STEP_RON_ALL, -1))
		return -1;
	r->phase = PHASE_OVER;
	return 0;
}

/* ---- events ------------------------------------------------------------- */

enum where { BEFORE_GAME, BETWEEN_HANDS, IN_HAND, AFTER_GAME };

static int end_kyoku(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld)
{
	(void)o;
	(void)actor;
	(void)meld;
	if (r->phase != PHASE_OVER)
		return fail(r, "end_kyoku before the hand's hora or ryukyoku");
	r->h = NULL;
	return 0;
}

/* Every type of event: where it may come, whether it names an actor, and its reader. */
static const struct {
	const char *type;
	enum where where;
	bool actor;
	int (*read)(struct mjai_reader *r, json_object *o, int actor, enum meld_type meld);
	enum meld_type meld; /* of a call or kan; 0 for the others */
} events[] = {
    {"start_game", BEFORE_GAME, false, start_game, 0},
    {"start_kyoku", BETWEEN_HANDS, false, start_kyoku, 0},
    {"end_game", BETWEEN_HANDS, false, end_game, 0},
    {"end_kyoku", IN_HAND, false, end_kyoku, 0},
    {"tsumo", IN_HAND, true, on_tsumo, 0},
    {"dahai", IN_HAND, true, on_dahai, 0},
    {"reach", IN_HAND, true, on_reach, 0},
    {"reach_accepted", IN_HAND, true, on_reach_accepted, 0},
    {"chi", IN_HAND, true, on_call, MELD_CHI},
    {"pon", IN_HAND, true, on_call, MELD_PON},
    {"daiminkan", IN_HAND, true, on_call, MELD_MINKAN},
    {"kakan", IN_HAND, true, on_kan, MELD_KAKAN},
    {"ankan", IN_HAND, true, on_kan, MELD_ANKAN},
    {"dora", IN_HAND, false, on_dora, 0},
    {"hora", IN_HAND, true, on_hora, 0},
    {"ryukyoku", IN_HAND, false, on_ryukyoku, 0},
};

static enum where where_now(const struct mjai_reader *r)
{
	return !r->started ? BEFORE_GAME : r->ended ? AFTER_GAME : r->h ? IN_HAND : BETWEEN_HANDS;
}

static int event(struct mjai_reader *r, json_object *o)
{
	static const char *const where_text[] = {
	    [BEFORE_GAME] = "before start_game",
	    [BETWEEN_HANDS] = "between hands",
	    [IN_HAND] = "inside a hand",
	    [AFTER_GAME] = "after end_game",
	};
	json_object *v;
	if (!json_object_object_get_ex(o, "type", &v))
		return fail(r, "an event without a \"type\"");
	const char *type = record_string(v);
	if (!type)
		return fail(r, "\"type\" is not a string");
	size_t i, n = sizeof events / sizeof events[0];
	for (i = 0; i < n && strcmp(type, events[i].type) != 0; i++)
		;
	if (i == n)
		return fail(r, "unknown event type \"%.30s\"", type);
	enum where now = where_now(r);
	if (events[i].where != now)
		return fail(r, "%s %s: it comes only %s", type, where_text[now],
			    where_text[events[i].where]);
	int actor = -1;
	if (events[i].actor && field_actor(r, o, "actor", &actor) < 0)
		return -1;
	return events[i].read(r, o, actor, events[i].meld);
}

/* ---- lines ---------------------------------------------------------------- */

static bool blank(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			return false;
	return true;
}

/* Parses one line as one JSON object, or NULL with why. */
static json_object *parse_line(json_tokener *tok, const char *line, size_t len, char *why,
			       size_t size)
{
	json_tokener_reset(tok);
	json_object *o = json_tokener_parse_ex(tok, line, (int)len);
	enum json_tokener_error e = json_tokener_get_error(tok);
	if (!o) {
		if (e == json_tokener_continue)
			snprintf(why, size, "not JSON: the line ends inside the object");
		else if (e == json_tokener_success)
			snprintf(why, size, "an event is a JSON object, not null");
		else
			snprintf(why, size, "not JSON at character %zu: %s",
				 json_tokener_get_parse_end(tok) + 1, json_tokener_error_desc(e));
		return NULL;
	}
	size_t end = json_tokener_get_parse_end(tok);
	if (!blank(line + end, len - end)) {
		snprintf(why, size, "not JSON: text after the object at character %zu", end + 1);
	} else if (!json_object_is_type(o, json_type_object)) {
		snprintf(why, size, "an event is a JSON object, not %s",
			 json_type_to_name(json_object_get_type(o)));
	} else {
		return o;
	}
	json_object_put(o);
	return NULL;
}

bool replay_mjai_detect(const char *text)
{
	const char *p = text + strspn(text, " \t\r\n");
	size_t len = strcspn(p, "\n");
	if (*p != '{' || len > MJAI_MAX_LINE)
		return false;
	char *copy = strndup(p, len);
	json_object *o = copy ? json_tokener_parse(copy) : NULL;
	bool mjai =
	    json_object_is_type(o, json_type_object) && json_object_object_get_ex(o, "type", NULL);
	/* a tenhou.net/6 log on one line is an object too, but one without "type" */
	json_object_put(o);
	free(copy);
	return mjai;
}

int replay_mjai_read(const char *text, struct replay_log *log, char *err, size_t errsize)
{
	memset(log, 0, sizeof *log);
	log->one_value_note = true;
	struct mjai_reader r = {.log = log, .err = err, .size = errsize};
	json_tokener *tok = json_tokener_new();
	if (!tok)
		return replay_fail(err, errsize, "out of memory");
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT);
	int rc = 0;
	for (const char *p = text; *p && rc == 0;) {
		size_t len = strcspn(p, "\n");
		r.line++;
		if (!blank(p, len)) {
			char why[160];
			json_object *o =
			    len > MJAI_MAX_LINE ? NULL : parse_line(tok, p, len, why, sizeof why);
			if (len > MJAI_MAX_LINE)
				snprintf(why, sizeof why, "longer than %d bytes", MJAI_MAX_LINE);
			rc = o ? event(&r, o) : fail(&r, "%s", why);
			json_object_put(o);
		}
		p += len + (p[len] == '\n');
	}
	json_tokener_free(tok);
	if (rc == 0 && !r.started)
		rc = replay_fail(err, errsize, "an mjai record without start_game");
	else if (rc == 0 && r.h)
		rc = replay_fail(err, errsize,
				 "the record ends inside the hand that starts on line %d (no "
				 "end_kyoku): it is cut short",
				 r.hand_line);
	else if (rc == 0 && log->nhands == 0)
		rc = replay_fail(err, errsize, "the record holds no hands");
	if (rc < 0)
		replay_mjai_free(log);
	return rc;
}

void replay_mjai_free(struct replay_log *log)
{
	free(log->read);
	log->read = NULL;
	log->nhands = 0;
}
