/*
 * What the mjai bot in one seat is told (src/record/mjai/mjai_feed.h). The events are the
 * game's mjai record as the seat sees it (log_mjai.c); the mjai server (gimite/mjai,
 * lib/mjai/game.rb, action_in_view) adds to the copy of some of them that a player gets the
 * answers it may give, worked out there by lib/mjai/player.rb:
 *   possible_actions on the player's own tsumo and on another's dahai or kakan: every action
 *     it may answer with but a dahai and none (hora, reach, ryukyoku for nine terminals,
 *     ankan, kakan on its draw; hora, daiminkan, pon, chi on a discard; hora, robbing, on an
 *     added kan), an empty list when there is none;
 *   cannot_dahai on the player's own chi or pon (the tiles kuikae forbids it to discard next)
 *   and on its own reach (the tiles whose discard would leave it not tenpai).
 * Here the answers are the engine's choices for the question the seat is asked, so they are
 * what the game's rules allow (kuikae allowed, a closed kan robbed for thirteen orphans...).
 */
#include <config.h>

#include "src/record/mjai/mjai_feed.h"

#include <stdlib.h>
#include <string.h>

#include "src/record/mjai/log_mjai.h"
#include "src/record/mjai/mjai_tile.h"
#include "src/record/record_json.h"

enum { QUEUE = 8 };

/* Why a message waits for the seat's question, and what it gets without one. */
enum hold {
	HOLD_NONE,
	HOLD_OFFER,	  /* possible_actions, an empty list when the seat is not asked */
	HOLD_OFFER_ASKED, /* possible_actions only when the seat is asked (another's ankan) */
	HOLD_CALL,	  /* cannot_dahai */
};

struct mjai_feed {
	struct mjai_log *log;
	int seat;
	json_object *held;
	enum hold hold;
	bool reach_told; /* the reach of our riichi went back with our answer */
	json_object *queue[QUEUE];
	int nqueue;
};

struct mjai_feed *mjai_feed_new(const struct rules *rules, int seat)
{
	struct mjai_feed *f = calloc(1, sizeof *f);
	if (!f)
		return NULL;
	f->log = mjai_log_for_seat(rules, seat);
	if (!f->log) {
		free(f);
		return NULL;
	}
	f->seat = seat;
	return f;
}

void mjai_feed_set_name(struct mjai_feed *f, int seat, const char *name)
{
	mjai_log_set_name(f->log, seat, name);
}

void mjai_feed_free(struct mjai_feed *f)
{
	if (!f)
		return;
	json_object_put(f->held);
	for (int i = 0; i < f->nqueue; i++)
		json_object_put(f->queue[i]);
	mjai_log_free(f->log);
	free(f);
}

static void enqueue(struct mjai_feed *f, json_object *o)
{
	if (f->nqueue < QUEUE)
		f->queue[f->nqueue++] = o;
	else
		json_object_put(o); /* never: the caller takes them after each call */
}

json_object *mjai_feed_next(struct mjai_feed *f)
{
	if (f->nqueue == 0)
		return NULL;
	json_object *o = f->queue[0];
	memmove(f->queue, f->queue + 1, (size_t)(f->nqueue - 1) * sizeof f->queue[0]);
	f->nqueue--;
	return o;
}

/* The waiting message goes as it is when the seat was not asked. */
static void release(struct mjai_feed *f)
{
	if (!f->held)
		return;
	if (f->hold == HOLD_OFFER)
		json_object_object_add(f->held, "possible_actions", json_object_new_array());
	else if (f->hold == HOLD_CALL)
		json_object_object_add(f->held, "cannot_dahai", json_object_new_array());
	enqueue(f, f->held);
	f->held = NULL;
}

static enum hold hold_of(const char *type, bool mine)
{
	if (mine)
		return strcmp(type, "tsumo") == 0			      ? HOLD_OFFER
		       : strcmp(type, "chi") == 0 || strcmp(type, "pon") == 0 ? HOLD_CALL
									      : HOLD_NONE;
	if (strcmp(type, "dahai") == 0 || strcmp(type, "kakan") == 0)
		return HOLD_OFFER;
	return strcmp(type, "ankan") == 0 || strcmp(type, "nukidora") == 0 ? HOLD_OFFER_ASKED
									   : HOLD_NONE;
}

void mjai_feed_event(struct mjai_feed *f, const struct game_event *ev)
{
	release(f);
	mjai_log_observe(f->log, ev);
	json_object *o;
	while ((o = mjai_log_take(f->log))) {
		release(f);
		const char *type = record_field_string(o, "type");
		json_object *a;
		bool mine =
		    json_object_object_get_ex(o, "actor", &a) && json_object_get_int(a) == f->seat;
		if (!type)
			type = "";
		if (mine && strcmp(type, "reach") == 0 && f->reach_told) {
			f->reach_told = false;
			json_object_put(o);
			continue;
		}
		f->hold = hold_of(type, mine);
		if (f->hold == HOLD_NONE)
			enqueue(f, o);
		else
			f->held = o;
	}
}

/* ---- the answers, as mjai actions ---------------------------------------------------- */

static json_object *mjai_action(const char *type, int actor)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	json_object_object_add(o, "actor", json_object_new_int(actor));
	return o;
}

static void add_tiles(json_object *o, const char *key, const tile_t *t, int n)
{
	json_object *a = json_object_new_array();
	for (int i = 0; i < n; i++)
		json_object_array_add(a, mjai_tile_json(t[i]));
	json_object_object_add(o, key, a);
}

/* A call or a win on another's tile: whose tile, and which. */
static void add_target(json_object *o, int target, tile_t pai)
{
	json_object_object_add(o, "target", json_object_new_int(target));
	json_object_object_add(o, "pai", mjai_tile_json(pai));
}

/* The four tiles of a closed kan of t's kind, from the hand. */
static int kan_tiles(const struct seat_view *v, tile_t t, tile_t out[4])
{
	int n = 0;
	for (int i = 0; i < v->nhand && n < 4; i++)
		if (tile_kind(v->hand[i]) == tile_kind(t))
			out[n++] = v->hand[i];
	return n;
}

/* The tiles of the pon an added kan of t makes a kan of. */
static int pon_tiles(const struct seat_view *v, tile_t t, tile_t out[3])
{
	const struct public_seat *p = &v->seats[v->seat];
	for (int i = 0; i < p->nmelds; i++)
		if (p->melds[i].type == MELD_PON && meld_kind(&p->melds[i]) == tile_kind(t)) {
			memcpy(out, p->melds[i].tiles, 3 * sizeof *out);
			return 3;
		}
	return 0;
}

/* The mjai action of a choice (player.rb's possible_actions); NULL for a discard or pass. */
static json_object *action_of(const struct seat_view *v, const struct action *a, int target,
			      tile_t pai)
{
	static const char *const calls[] = {
	    [ACT_PON] = "pon", [ACT_CHI] = "chi", [ACT_MINKAN] = "daiminkan"};
	json_object *o;
	tile_t t[4];
	switch (a->type) {
	case ACT_TSUMO:
	case ACT_RON:
		o = mjai_action("hora", v->seat);
		add_target(o, target, pai);
		return o;
	case ACT_RIICHI:
		return mjai_action("reach", v->seat);
	case ACT_KITA:
		o = mjai_action("nukidora", v->seat);
		json_object_object_add(o, "pai", mjai_tile_json(a->tile));
		return o;
	case ACT_KYUUSHU:
		o = mjai_action("ryukyoku", v->seat);
		json_object_object_add(o, "reason", json_object_new_string("kyushukyuhai"));
		return o;
	case ACT_PON:
	case ACT_CHI:
	case ACT_MINKAN:
		o = mjai_action(calls[a->type], v->seat);
		add_target(o, target, pai);
		add_tiles(o, "consumed", a->hand, a->type == ACT_MINKAN ? 3 : 2);
		return o;
	case ACT_ANKAN:
		o = mjai_action("ankan", v->seat);
		add_tiles(o, "consumed", t, kan_tiles(v, a->tile, t));
		return o;
	case ACT_KAKAN:
		o = mjai_action("kakan", v->seat);
		json_object_object_add(o, "pai", mjai_tile_json(a->tile));
		add_tiles(o, "consumed", t, pon_tiles(v, a->tile, t));
		return o;
	default:
		return NULL;
	}
}

static bool listed(json_object *list, json_object *o)
{
	const char *text = json_object_to_json_string(o);
	for (size_t i = 0; i < json_object_array_length(list); i++)
		if (strcmp(json_object_to_json_string(json_object_array_get_idx(list, i)), text) ==
		    0)
			return true;
	return false;
}

/*
 * possible_actions: the choices but discards and the pass, in the server's order (a win,
 * reach, nine terminals, then the kans and calls); one reach for the discards that declare it.
 */
static json_object *possible_actions(const struct seat_view *v, const struct action *choices, int n,
				     tile_t drawn)
{
	static const enum action_type order[] = {ACT_TSUMO,  ACT_RON, ACT_RIICHI, ACT_KYUUSHU,
						 ACT_MINKAN, ACT_PON, ACT_CHI,	  ACT_ANKAN,
						 ACT_KAKAN,  ACT_KITA};
	bool own = v->to_act_on < 0;
	int target = own ? v->seat : v->to_act_on;
	tile_t pai = own ? drawn : v->last_tile;
	json_object *list = json_object_new_array();
	for (size_t k = 0; k < sizeof order / sizeof order[0]; k++)
		for (int i = 0; i < n; i++) {
			if (choices[i].type != order[k])
				continue;
			json_object *o = action_of(v, &choices[i], target, pai);
			if (o && !listed(list, o))
				json_object_array_add(list, o);
			else
				json_object_put(o);
		}
	return list;
}

/* cannot_dahai: the tiles held (a red five apart) that no choice of kind discards. */
static json_object *cannot_dahai(const struct seat_view *v, const struct action *choices, int n,
				 enum action_type kind)
{
	json_object *list = json_object_new_array();
	for (int i = 0; i < v->nhand; i++) {
		tile_t t = v->hand[i];
		bool seen = false, allowed = false;
		for (int j = 0; j < i; j++)
			seen |= v->hand[j] == t;
		for (int c = 0; c < n; c++)
			allowed |= choices[c].type == kind && choices[c].tile == t;
		if (!seen && !allowed)
			json_object_array_add(list, mjai_tile_json(t));
	}
	return list;
}

void mjai_feed_asked(struct mjai_feed *f, const struct seat_view *v, const struct action *choices,
		     int n)
{
	if (!f->held)
		return;
	if (f->hold == HOLD_CALL) {
		json_object_object_add(f->held, "cannot_dahai",
				       cannot_dahai(v, choices, n, ACT_DISCARD));
	} else {
		tile_t drawn = TILE_HIDDEN;
		mjai_tile_of(json_object_object_get(f->held, "pai"), &drawn);
		json_object_object_add(f->held, "possible_actions",
				       possible_actions(v, choices, n, drawn));
	}
	enqueue(f, f->held);
	f->held = NULL;
}

json_object *mjai_feed_reach(struct mjai_feed *f, const struct seat_view *v,
			     const struct action *choices, int n)
{
	json_object *o = mjai_action("reach", f->seat);
	json_object_object_add(o, "cannot_dahai", cannot_dahai(v, choices, n, ACT_RIICHI));
	f->reach_told = true;
	return o;
}
