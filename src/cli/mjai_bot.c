/*
 * An mjai bot: one event in, one reaction out (src/cli/mjai_bot.h).
 *
 * What the bot knows of the table it keeps in a struct game of the engine's, its own hand
 * exact and the others' public tiles only, so that the engine's own functions offer the
 * legal actions and game_view() makes the very view the AI gets in a jansou game. Every
 * event is checked against that table first: one that cannot happen (a draw into a full
 * hand, a fifth copy of a tile, a discard of a tile not held) is refused, never followed.
 */
#include <config.h>

#include "src/cli/mjai_bot.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "ai/ai.h"
#include "rules/kuikae.h"
#include "src/engine/engine.h"
#include "src/engine/engine_internal.h"
#include "src/engine/i18n.h"
#include "src/engine/log_mjai.h"

struct mjai_bot {
	const struct rules *rules;
	struct controller *ai;
	struct game g;
	int me;			   /* our seat, -1 before start_game */
	bool reach_pending[SEATS]; /* reach declared, its discard to come */
	bool rinshan_next;	   /* the next draw replaces a kan */
	tile_t reach_tile;	   /* our riichi discard, chosen with the reach */
	bool reach_chosen;
	bool started;  /* start_game was given */
	bool in_kyoku; /* start_kyoku was given */
	bool reach_tsumogiri;
	char error[300];
};

static int fail(struct mjai_bot *b, const char *what)
{
	snprintf(b->error, sizeof b->error, "%s", what);
	return -1;
}

/* "5mr", "E", "P"... as a tile; 0xff when it is none. */
static tile_t parse_tile(const char *s)
{
	static const char honours[] = "ESWNPFC";
	if (!s)
		return 0xff;
	if (s[0] && !s[1]) {
		const char *h = strchr(honours, s[0]);
		return h ? (tile_t)(TILE_EAST + (h - honours)) : 0xff;
	}
	const char *suits = "mps";
	if (s[0] < '1' || s[0] > '9' || !s[1] || !strchr(suits, s[1]))
		return 0xff;
	bool red = s[2] == 'r' && !s[3];
	if (s[2] && !red)
		return 0xff;
	if (red && s[0] != '5')
		return 0xff;
	int k = (int)(strchr(suits, s[1]) - suits) * 9 + (s[0] - '1');
	return (tile_t)k | (red ? TILE_RED : 0);
}

static tile_t field_tile(json_object *o, const char *key)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_string))
		return 0xff;
	return parse_tile(json_object_get_string(v));
}

static int field_int(json_object *o, const char *key, int lo, int hi, int *out)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_int))
		return -1;
	int x = json_object_get_int(v);
	if (x < lo || x > hi)
		return -1;
	*out = x;
	return 0;
}

/* The tiles of a "consumed" list; how many, or -1. */
static int field_tiles(json_object *o, const char *key, tile_t *out, int max)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_array))
		return -1;
	int n = (int)json_object_array_length(v);
	if (n > max)
		return -1;
	for (int i = 0; i < n; i++) {
		json_object *t = json_object_array_get_idx(v, (size_t)i);
		if (!json_object_is_type(t, json_type_string) ||
		    (out[i] = parse_tile(json_object_get_string(t))) == 0xff)
			return -1;
	}
	return n;
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
	json_object_object_add(o, key, json_object_new_string(mjai_tile(t)));
}

static void add_tiles(json_object *o, const tile_t *t, int n)
{
	json_object *a = json_object_new_array();
	for (int i = 0; i < n; i++)
		json_object_array_add(a, json_object_new_string(mjai_tile(t[i])));
	json_object_object_add(o, "consumed", a);
}

/* ---- the table as we know it ---------------------------------------------------- */

/* Whether our hand and melds hold five of a kind: an event that cannot be. */
static bool fifth_copy(const struct mjai_bot *b)
{
	const struct player_state *p = &b->g.p[b->me];
	uint8_t c[TILE_KINDS] = {0};
	for (int i = 0; i < p->nhand; i++)
		if (tile_kind(p->hand[i]) < TILE_KINDS && ++c[tile_kind(p->hand[i])] > 4)
			return true;
	for (int m = 0; m < p->pub.nmelds; m++)
		for (int i = 0; i < meld_size(&p->pub.melds[m]); i++) {
			int k = tile_kind(p->pub.melds[m].tiles[i]);
			if (k < TILE_KINDS && ++c[k] > 4)
				return true;
		}
	return false;
}

/* Tiles in our hand and melds: 13 between turns, 14 when we are to discard. */
static int our_tiles(const struct mjai_bot *b)
{
	const struct player_state *p = &b->g.p[b->me];
	return p->nhand + 3 * p->pub.nmelds;
}

static int start_kyoku(struct mjai_bot *b, json_object *o)
{
	struct game *g = &b->g;
	static const char *const winds[] = {"E", "S", "W", "N"};
	json_object *v;
	const char *bakaze =
	    json_object_object_get_ex(o, "bakaze", &v) ? json_object_get_string(v) : NULL;
	int kyoku = 1;
	g->round_wind = 0;
	for (int w = 0; bakaze && w < 4; w++)
		if (strcmp(bakaze, winds[w]) == 0)
			g->round_wind = w;
	field_int(o, "kyoku", 1, 4, &kyoku);
	g->hand_number = kyoku - 1;
	g->honba = g->riichi_sticks = 0;
	field_int(o, "honba", 0, 1000, &g->honba);
	field_int(o, "kyotaku", 0, 1000, &g->riichi_sticks);
	field_int(o, "oya", 0, 3, &g->dealer);
	json_object *scores;
	int points[SEATS];
	for (int s = 0; s < SEATS; s++)
		points[s] = g->p[s].pub.points;
	if (json_object_object_get_ex(o, "scores", &scores) &&
	    json_object_is_type(scores, json_type_array) &&
	    json_object_array_length(scores) == SEATS)
		for (int s = 0; s < SEATS; s++)
			points[s] =
			    json_object_get_int(json_object_array_get_idx(scores, (size_t)s));
	for (int s = 0; s < SEATS; s++) {
		memset(&g->p[s], 0, sizeof g->p[s]);
		g->p[s].pub.points = points[s];
		g->p[s].pub.riichi_turn = -1;
		g->p[s].pao_for = -1;
		g->p[s].pub.nconcealed = 13;
		b->reach_pending[s] = false;
	}
	/* a wall of which only the count and the dora indicator matter */
	tile_t seq[WALL_TILES] = {0}, marker = field_tile(o, "dora_marker");
	if (marker == 0xff)
		return fail(b, "start_kyoku without a dora marker");
	wall_from_sequence(&g->wall, seq);
	g->wall.seq[WALL_TILES - WALL_DEAD + 2 * 4] = marker;
	for (int i = 0; i < 13 * SEATS; i++) {
		tile_t t;
		wall_draw(&g->wall, &t);
	}
	g->any_call = g->after_kan = g->drew = false;
	g->ndiscards_total = g->total_kans = g->pending_dora = 0;
	g->over = g->stopped = false;
	b->rinshan_next = false;
	json_object *tehais, *mine;
	tile_t hand[14];
	if (json_object_object_get_ex(o, "tehais", &tehais) &&
	    json_object_is_type(tehais, json_type_array) &&
	    (mine = json_object_array_get_idx(tehais, (size_t)b->me))) {
		json_object *wrap = json_object_new_object();
		json_object_object_add(wrap, "t", json_object_get(mine));
		int n = field_tiles(wrap, "t", hand, 13);
		json_object_put(wrap);
		if (n != 13)
			return fail(b, "start_kyoku without our 13 tiles");
		for (int i = 0; i < n; i++)
			engine_add_tile(&g->p[b->me], hand[i]);
		tiles_sort(g->p[b->me].hand, g->p[b->me].nhand);
		return fifth_copy(b) ? fail(b, "start_kyoku gives us a fifth copy of a tile") : 0;
	}
	return fail(b, "start_kyoku without our 13 tiles");
}

/* Asks the AI among choices, with the view the engine would give. */
static const struct action *ask(struct mjai_bot *b, const struct action *choices, int n, int from,
				tile_t tile, bool drew)
{
	struct seat_view v;
	game_view(&b->g, b->me, &v);
	v.just_drew = drew;
	if (from >= 0) {
		v.to_act_on = from;
		v.last_tile = tile;
	}
	int i = b->ai->choose(b->ai, &v, choices, n);
	return &choices[i >= 0 && i < n ? i : 0];
}

/* Our own turn, after a draw or a call: the action as mjai writes it. */
static json_object *own_turn(struct mjai_bot *b)
{
	struct game *g = &b->g;
	struct action opts[64];
	int n = engine_own_turn_options(g, b->me, opts, 64);
	if (n == 0)
		return reaction("none", -1);
	const struct action *a = ask(b, opts, n, -1, 0xff, g->drew);
	const struct player_state *p = &g->p[b->me];
	json_object *o;
	switch (a->type) {
	case ACT_TSUMO:
		o = reaction("hora", b->me);
		json_object_object_add(o, "target", json_object_new_int(b->me));
		add_tile(o, "pai", g->last_draw);
		return o;
	case ACT_RIICHI:
		b->reach_tile = a->tile;
		b->reach_tsumogiri = a->tsumogiri;
		b->reach_chosen = true;
		return reaction("reach", b->me);
	case ACT_ANKAN: {
		tile_t t[4];
		int k = 0;
		for (int i = 0; i < p->nhand && k < 4; i++)
			if (tile_kind(p->hand[i]) == tile_kind(a->tile))
				t[k++] = p->hand[i];
		o = reaction("ankan", b->me);
		add_tiles(o, t, k);
		return o;
	}
	case ACT_KAKAN:
		for (int i = 0; i < p->pub.nmelds; i++)
			if (p->pub.melds[i].type == MELD_PON &&
			    meld_kind(&p->pub.melds[i]) == tile_kind(a->tile)) {
				o = reaction("kakan", b->me);
				add_tile(o, "pai", a->tile);
				add_tiles(o, p->pub.melds[i].tiles, 3);
				return o;
			}
		return reaction("none", -1);
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
static json_object *respond(struct mjai_bot *b, int from, tile_t tile, bool robbing)
{
	struct game *g = &b->g;
	struct action opts[24];
	int n = engine_response_options(g, b->me, from, tile, robbing, false, opts, 24);
	if (n <= 1)
		return reaction("none", -1);
	const struct action *a = ask(b, opts, n, from, tile, false);
	bool could_ron = false;
	for (int i = 0; i < n; i++)
		could_ron |= opts[i].type == ACT_RON;
	if (could_ron && a->type != ACT_RON) {
		/* letting a winning tile pass: furiten until our next discard, for good in riichi
		 */
		g->p[b->me].furiten_temp = true;
		if (g->p[b->me].pub.riichi)
			g->p[b->me].furiten_riichi = true;
	}
	static const char *const calls[] = {
	    [ACT_PON] = "pon", [ACT_CHI] = "chi", [ACT_MINKAN] = "daiminkan"};
	json_object *o;
	switch (a->type) {
	case ACT_RON:
		o = reaction("hora", b->me);
		json_object_object_add(o, "target", json_object_new_int(from));
		add_tile(o, "pai", tile);
		return o;
	case ACT_PON:
	case ACT_CHI:
	case ACT_MINKAN:
		o = reaction(calls[a->type], b->me);
		json_object_object_add(o, "target", json_object_new_int(from));
		add_tile(o, "pai", tile);
		add_tiles(o, a->hand, a->type == ACT_MINKAN ? 3 : 2);
		return o;
	default:
		return reaction("none", -1);
	}
}

static int on_dahai(struct mjai_bot *b, json_object *o, int actor, json_object **out)
{
	struct game *g = &b->g;
	tile_t t = field_tile(o, "pai");
	json_object *v;
	bool tsumogiri =
	    json_object_object_get_ex(o, "tsumogiri", &v) && json_object_get_boolean(v);
	if (t == 0xff)
		return fail(b, "dahai without a tile");
	struct player_state *p = &g->p[actor];
	bool riichi = b->reach_pending[actor];
	b->reach_pending[actor] = false;
	if (actor == b->me) {
		if (our_tiles(b) != 14 || !engine_remove_tile(p, t))
			return fail(b, "our dahai of a tile not in our hand, or not our turn");
		tiles_sort(p->hand, p->nhand);
		memset(p->kuikae_block, 0, sizeof p->kuikae_block);
		p->furiten_temp = false;
		p->ippatsu = false;
	}
	if (riichi) {
		p->pub.riichi = true;
		p->pub.riichi_turn = p->pub.ndiscards;
		if (actor == b->me) {
			p->double_riichi = engine_first_go_around(g);
			p->ippatsu = true;
		}
	}
	engine_add_discard(g, actor, t, tsumogiri, riichi);
	g->drew = false;
	*out = actor == b->me ? reaction("none", -1) : respond(b, actor, t, false);
	return 0;
}

/* A pon, chi or open kan: the meld laid down, and our discard to follow when it is ours. */
static int on_call(struct mjai_bot *b, json_object *o, enum meld_type type, int actor,
		   json_object **out)
{
	struct game *g = &b->g;
	int target;
	tile_t pai = field_tile(o, "pai"), consumed[3];
	int n = field_tiles(o, "consumed", consumed, 3);
	int want = type == MELD_MINKAN ? 3 : 2;
	if (field_int(o, "target", 0, 3, &target) < 0 || target == actor || pai == 0xff ||
	    n != want)
		return fail(b, "a call without target, tile or consumed tiles");
	struct player_state *p = &g->p[actor];
	if (p->pub.nmelds >= 4)
		return fail(b, "a fifth meld");
	struct meld m = {
	    .type = type, .from = (int8_t)((target - actor + SEATS) % SEATS), .called = pai};
	for (int i = 0; i < n; i++) {
		m.tiles[i] = consumed[i];
		if (actor == b->me && !engine_remove_tile(p, consumed[i]))
			return fail(b, "a call with tiles not in our hand");
	}
	m.tiles[n] = pai;
	tiles_sort(m.tiles, n + 1);
	p->pub.melds[p->pub.nmelds++] = m;
	p->pub.nconcealed = p->pub.nconcealed > n ? p->pub.nconcealed - n : 0;
	if (actor == b->me && fifth_copy(b))
		return fail(b, "a call that makes a fifth copy of a tile");
	struct player_state *d = &g->p[target];
	if (d->pub.ndiscards > 0)
		d->pub.discards[d->pub.ndiscards - 1].called = true;
	g->any_call = true;
	g->after_kan = false;
	for (int s = 0; s < SEATS; s++)
		g->p[s].ippatsu = false;
	if (type == MELD_MINKAN) {
		p->kans++;
		g->total_kans++;
		b->rinshan_next = true;
	}
	g->turn = actor;
	g->drew = false;
	if (actor == b->me)
		kuikae_blocked(&g->rules, &m, p->kuikae_block);
	*out = actor == b->me && type != MELD_MINKAN ? own_turn(b) : reaction("none", -1);
	return 0;
}

static int on_kan(struct mjai_bot *b, json_object *o, bool added, int actor, json_object **out)
{
	struct game *g = &b->g;
	struct player_state *p = &g->p[actor];
	tile_t consumed[4], pai = field_tile(o, "pai");
	int n = field_tiles(o, "consumed", consumed, 4);
	if (n != (added ? 3 : 4) || (added && pai == 0xff))
		return fail(b, "a kan without its tiles");
	if (actor == b->me && our_tiles(b) != 14)
		return fail(b, "a kan for us when it is not our turn");
	if (!added) {
		if (p->pub.nmelds >= 4)
			return fail(b, "a fifth meld");
		struct meld m = {.type = MELD_ANKAN};
		for (int i = 0; i < 4; i++) {
			m.tiles[i] = consumed[i];
			if (actor == b->me && !engine_remove_tile(p, consumed[i]))
				return fail(b, "a kan with tiles not in our hand");
		}
		tiles_sort(m.tiles, 4);
		p->pub.melds[p->pub.nmelds++] = m;
		p->pub.nconcealed = p->pub.nconcealed > 4 ? p->pub.nconcealed - 4 : 0;
	} else {
		bool found = false;
		for (int i = 0; i < p->pub.nmelds && !found; i++) {
			struct meld *pm = &p->pub.melds[i];
			if (pm->type == MELD_PON && meld_kind(pm) == tile_kind(pai)) {
				pm->type = MELD_KAKAN;
				pm->tiles[3] = pai;
				tiles_sort(pm->tiles, 4);
				found = true;
			}
		}
		if (!found || (actor == b->me && !engine_remove_tile(p, pai)))
			return fail(b, "an added kan without its pon");
		p->pub.nconcealed = p->pub.nconcealed > 1 ? p->pub.nconcealed - 1 : 0;
	}
	tiles_sort(p->hand, p->nhand);
	p->kans++;
	g->total_kans++;
	b->rinshan_next = true;
	g->drew = false;
	/* an added kan may be robbed; then the kan stands: no more ippatsu */
	*out = added && actor != b->me ? respond(b, actor, pai, true) : reaction("none", -1);
	g->any_call = true;
	for (int s = 0; s < SEATS; s++)
		g->p[s].ippatsu = false;
	return 0;
}

static int on_tsumo(struct mjai_bot *b, json_object *o, int actor, json_object **out)
{
	struct game *g = &b->g;
	tile_t t, drawn;
	bool rinshan = b->rinshan_next;
	b->rinshan_next = false;
	if (!(rinshan ? wall_draw_rinshan(&g->wall, &drawn) : wall_draw(&g->wall, &drawn)))
		return fail(b, "a draw from an empty wall");
	g->after_kan = rinshan;
	g->turn = actor;
	if (actor != b->me) {
		*out = reaction("none", -1);
		return 0;
	}
	if ((t = field_tile(o, "pai")) == 0xff)
		return fail(b, "our draw without a tile");
	if (our_tiles(b) != 13)
		return fail(b, "a draw for us when we are to discard");
	struct player_state *p = &g->p[b->me];
	p->waits_before_draw = engine_wait_mask(p);
	p->shanten_before_draw = p->shanten;
	engine_add_tile(p, t);
	if (fifth_copy(b))
		return fail(b, "a draw of a fifth copy of a tile");
	g->last_draw = t;
	g->drew = true;
	*out = own_turn(b);
	return 0;
}

static int on_dora(struct mjai_bot *b, json_object *o)
{
	struct wall *w = &b->g.wall;
	tile_t t = field_tile(o, "dora_marker");
	if (t == 0xff || !wall_reveal_indicator(w))
		return fail(b, "a dora without its marker, or a sixth");
	w->seq[WALL_TILES - WALL_DEAD + 2 * (4 - (w->indicators - 1))] = t;
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

/* One event; *out the reaction. -1 with b->error for a message the bot cannot take. */
static int handle(struct mjai_bot *b, json_object *o, json_object **out)
{
	*out = NULL;
	json_object *v;
	const char *type =
	    json_object_object_get_ex(o, "type", &v) && json_object_is_type(v, json_type_string)
		? json_object_get_string(v)
		: NULL;
	if (!type)
		return fail(b, "an event without a type");
	int actor = -1;
	bool acted = json_object_object_get_ex(o, "actor", NULL);
	if (acted && field_int(o, "actor", 0, 3, &actor) < 0)
		return fail(b, "an actor that is not a seat 0 to 3");
	if (strcmp(type, "start_game") == 0) {
		if (field_int(o, "id", 0, 3, &b->me) < 0)
			return fail(b, "start_game without our seat (id 0 to 3)");
		game_init(&b->g, b->rules, 1);
		b->started = true;
		*out = reaction("none", -1);
		return 0;
	}
	if (!b->started)
		return fail(b, "an event before start_game");
	static const char *const quiet[] = {"hora",	"ryukyoku", "end_kyoku",
					    "end_game", "none",	    NULL};
	for (int i = 0; quiet[i]; i++)
		if (strcmp(type, quiet[i]) == 0) {
			if (strcmp(type, "end_kyoku") == 0)
				b->in_kyoku = false;
			*out = reaction("none", -1);
			return 0;
		}
	int rc = 0;
	if (strcmp(type, "start_kyoku") == 0) {
		rc = start_kyoku(b, o);
		b->in_kyoku = rc == 0;
	} else if (!known(type)) {
		snprintf(b->error, sizeof b->error, "an event of unknown type \"%.60s\"", type);
		return -1;
	} else if (!b->in_kyoku) {
		snprintf(b->error, sizeof b->error, "\"%s\" outside a hand (before start_kyoku)",
			 type);
		return -1;
	} else if (strcmp(type, "dora") == 0) {
		rc = on_dora(b, o);
	} else if (actor < 0) {
		return fail(b, "an event without its actor");
	} else if (strcmp(type, "tsumo") == 0) {
		return on_tsumo(b, o, actor, out);
	} else if (strcmp(type, "dahai") == 0) {
		return on_dahai(b, o, actor, out);
	} else if (strcmp(type, "chi") == 0 || strcmp(type, "pon") == 0 ||
		   strcmp(type, "daiminkan") == 0) {
		enum meld_type t = type[0] == 'c'   ? MELD_CHI
				   : type[0] == 'p' ? MELD_PON
						    : MELD_MINKAN;
		return on_call(b, o, t, actor, out);
	} else if (strcmp(type, "ankan") == 0 || strcmp(type, "kakan") == 0) {
		return on_kan(b, o, type[0] == 'k', actor, out);
	} else if (strcmp(type, "reach") == 0) {
		b->reach_pending[actor] = true;
		if (actor == b->me) {
			if (!b->reach_chosen)
				return fail(b, "a reach for us that we did not declare");
			b->reach_chosen = false;
			*out = reaction("dahai", b->me);
			add_tile(*out, "pai", b->reach_tile);
			json_object_object_add(*out, "tsumogiri",
					       json_object_new_boolean(b->reach_tsumogiri));
			return 0;
		}
	} else if (strcmp(type, "reach_accepted") == 0) {
		b->g.p[actor].pub.points -= 1000;
		b->g.riichi_sticks++;
	} else {
		snprintf(b->error, sizeof b->error, "an event of unknown type \"%s\"", type);
		return -1;
	}
	if (rc == 0)
		*out = reaction("none", -1);
	return rc;
}

struct mjai_bot *mjai_bot_new(const struct ai_strategy *s, const struct rules *rules)
{
	struct mjai_bot *b = calloc(1, sizeof *b);
	if (!b)
		return NULL;
	b->me = -1;
	b->rules = rules;
	b->ai = ai_controller_new(s, rules, 1);
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
	ai_controller_free(b->ai);
	free(b);
}
