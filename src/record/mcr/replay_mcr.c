/*
 * Replaying jansou-mcr/1 logs (Chinese Official rules): each hand's wall is rebuilt from the
 * deal and the draws the log records, each player's decisions are fed back to the engine,
 * and the engine's result (who won, from whom, the points, the point changes) is checked
 * against the log's.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/notation.h"
#include "src/engine/engine.h"
#include "src/record/mcr/log_mcr.h"
#include "src/record/mcr/replay_mcr.h"
#include "src/record/replay.h"
#include "src/record/record_json.h"
#include "src/record/replay_internal.h"

enum { MCR_MAX_ACTIONS = 400 };

enum mcr_act {
	MA_DRAW,
	MA_REPLACEMENT,
	MA_FLOWER,
	MA_DISCARD,
	MA_CHI,
	MA_PON,
	MA_KONG,
	MA_CONCEALED_KONG,
	MA_ADDED_KONG,
};

static const char *const mcr_act_names[] = {
    [MA_DRAW] = "draw",
    [MA_REPLACEMENT] = "replacement",
    [MA_FLOWER] = "flower",
    [MA_DISCARD] = "discard",
    [MA_CHI] = "chi",
    [MA_PON] = "pon",
    [MA_KONG] = "kong",
    [MA_CONCEALED_KONG] = "concealed_kong",
    [MA_ADDED_KONG] = "added_kong",
};

struct mcr_action {
	enum mcr_act kind;
	int seat, from;
	tile_t tiles[4];
	int ntiles;
};

/* One hand of the log as the replay needs it. */
struct mcr_hand {
	int round_wind, hand_number, dealer;
	int seating[SEATS]; /* the player at each seat (all seats kept: a log without it) */
	tile_t seq[WALL_MAX_TILES];
	int nseq;
	struct mcr_action acts[MCR_MAX_ACTIONS];
	int nacts;
	bool win;
	int winner, from, points;
	int delta[SEATS];
};

struct mcr_replay {
	struct game *g;
	struct controller ctl[SEATS];
	struct replay_watched wrap[SEATS];
	struct mcr_hand h;
	int next; /* the next action to look at for a decision */
	const char *name;
	FILE *out;
	struct replay_stats *stats;
	char hand_name[64];
	/* what the engine did */
	int wins, winner, from, points;
	int delta[SEATS];
	bool off_script; /* a decision did not match the log: reported once a hand */
};

static void differ(struct mcr_replay *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void differ(struct mcr_replay *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(r->out, "%s: %s: ", r->name, r->hand_name);
	vfprintf(r->out, fmt, ap);
	fputc('\n', r->out);
	va_end(ap);
	r->stats->differences++;
}

/* ---- reading ------------------------------------------------------------------ */

static int parse_tiles(json_object *v, tile_t *out, int max)
{
	const char *s = record_string(v);
	return s ? notation_parse_tiles(s, out, max, NULL) : -1;
}

static int read_action(json_object *a, struct mcr_action *out)
{
	size_t len = json_object_is_type(a, json_type_array) ? json_object_array_length(a) : 0;
	if (len < 3)
		return -1;
	json_object *seat = json_object_array_get_idx(a, 0),
		    *what = json_object_array_get_idx(a, 1);
	if (!json_object_is_type(seat, json_type_int) ||
	    !json_object_is_type(what, json_type_string))
		return -1;
	out->seat = json_object_get_int(seat);
	out->from = -1;
	if (out->seat < 0 || out->seat >= SEATS)
		return -1;
	const char *name = json_object_get_string(what);
	int kind = -1;
	for (int k = 0; k < (int)(sizeof mcr_act_names / sizeof mcr_act_names[0]); k++)
		if (strcmp(name, mcr_act_names[k]) == 0)
			kind = k;
	if (kind < 0)
		return -1;
	out->kind = (enum mcr_act)kind;
	out->ntiles = parse_tiles(json_object_array_get_idx(a, 2), out->tiles, 4);
	int want = kind == MA_CHI || kind == MA_PON		  ? 3
		   : kind == MA_KONG || kind == MA_CONCEALED_KONG ? 4
								  : 1;
	if (out->ntiles != want)
		return -1;
	if (kind == MA_CHI || kind == MA_PON || kind == MA_KONG) {
		json_object *from = len > 3 ? json_object_array_get_idx(a, 3) : NULL;
		if (!from || !json_object_is_type(from, json_type_int))
			return -1;
		out->from = json_object_get_int(from);
		if (out->from < 0 || out->from >= SEATS || out->from == out->seat)
			return -1;
	}
	return 0;
}

static int read_result(json_object *res, struct mcr_hand *h, char *err, size_t size)
{
	json_object *type, *delta;
	if (!res || !json_object_object_get_ex(res, "type", &type) ||
	    !json_object_object_get_ex(res, "delta", &delta) ||
	    !json_object_is_type(delta, json_type_array) ||
	    json_object_array_length(delta) != SEATS)
		return replay_fail(err, size, "no result with a type and four point changes");
	if (!record_string(type))
		return replay_fail(err, size, "unreadable log: result.type is not a string");
	for (int s = 0; s < SEATS; s++)
		h->delta[s] = json_object_get_int(json_object_array_get_idx(delta, (size_t)s));
	h->win = strcmp(record_string(type), "win") == 0;
	if (h->win && (record_field_int(res, "winner", 0, SEATS - 1, &h->winner) < 0 ||
		       record_field_int(res, "from", 0, SEATS - 1, &h->from) < 0 ||
		       record_field_int(res, "points", 0, 100000, &h->points) < 0))
		return replay_fail(err, size, "a win without its winner, from and points");
	return 0;
}

/*
 * The wall: the deal in the engine's order (four tiles at a time from the dealer, three times
 * round, then one each), the live draws from the front and the replacements from the tail, in
 * the order the log gives them; the tiles nobody drew fill the rest.
 */
static int build_wall(json_object *deal, struct mcr_hand *h, bool flowers, char *err, size_t size)
{
	bool set[WALL_MAX_TILES] = {false};
	int used[TILE_KINDS + TILE_FLOWER_KINDS] = {0};
	h->nseq = flowers ? WALL_MAX_TILES : WALL_TILES;
	if (!json_object_is_type(deal, json_type_array) || json_object_array_length(deal) != SEATS)
		return replay_fail(err, size, "no deal of four hands");
	for (int i = 0; i < SEATS; i++) {
		int s = (h->dealer + i) % SEATS;
		tile_t t[13];
		if (parse_tiles(json_object_array_get_idx(deal, (size_t)s), t, 13) != 13)
			return replay_fail(err, size, "seat %d was not dealt 13 tiles", s);
		for (int j = 0; j < 13; j++) {
			int pos = j < 12 ? (j / 4) * 16 + i * 4 + j % 4 : 48 + i;
			h->seq[pos] = t[j];
			set[pos] = true;
		}
	}
	int front = 52, tail = h->nseq - 1;
	for (int i = 0; i < h->nacts; i++) {
		const struct mcr_action *a = &h->acts[i];
		if (a->kind != MA_DRAW && a->kind != MA_REPLACEMENT)
			continue;
		if (front > tail)
			return replay_fail(err, size, "more draws than the wall holds");
		int pos = a->kind == MA_DRAW ? front++ : tail--;
		h->seq[pos] = a->tiles[0];
		set[pos] = true;
	}
	for (int i = 0; i < h->nseq; i++)
		if (set[i]) {
			int k = tile_kind(h->seq[i]);
			if (tile_is_red(h->seq[i]) || (kind_is_flower(k) && !flowers) ||
			    ++used[k] > (kind_is_flower(k) ? 1 : 4))
				return replay_fail(err, size, "one %s too many",
						   notation_tile(h->seq[i]));
		}
	int k = 0;
	for (int i = 0; i < h->nseq; i++) {
		if (set[i])
			continue;
		while (used[k] >= (kind_is_flower(k) ? 1 : 4))
			k++;
		h->seq[i] = (tile_t)k;
		used[k]++;
	}
	return 0;
}

/* "seating": the players 0..3 at seats 0..3, each once; a log that has none kept its seats. */
static int read_seating(json_object *o, int seating[SEATS])
{
	json_object *v;
	for (int s = 0; s < SEATS; s++)
		seating[s] = s;
	if (!json_object_object_get_ex(o, "seating", &v))
		return 0;
	if (!json_object_is_type(v, json_type_array) || json_object_array_length(v) != SEATS)
		return -1;
	unsigned seen = 0;
	for (int s = 0; s < SEATS; s++) {
		json_object *p = json_object_array_get_idx(v, (size_t)s);
		if (!json_object_is_type(p, json_type_int))
			return -1;
		int player = json_object_get_int(p);
		if (player < 0 || player >= SEATS || (seen >> player & 1))
			return -1;
		seen |= 1u << player;
		seating[s] = player;
	}
	return 0;
}

static int read_hand(json_object *o, struct mcr_hand *h, bool flowers, char *err, size_t size)
{
	memset(h, 0, sizeof *h);
	json_object *wind, *deal, *acts, *res;
	tile_t w;
	if (!json_object_is_type(o, json_type_object) ||
	    !json_object_object_get_ex(o, "round_wind", &wind) || parse_tiles(wind, &w, 1) != 1 ||
	    !kind_is_wind(tile_kind(w)) ||
	    record_field_int(o, "hand_number", 0, 3, &h->hand_number) < 0 ||
	    record_field_int(o, "dealer", 0, 3, &h->dealer) < 0)
		return replay_fail(err, size, "no round wind, hand number or dealer");
	h->round_wind = tile_kind(w) - TILE_EAST;
	if (read_seating(o, h->seating) < 0)
		return replay_fail(err, size, "the seating is not the four players 0 to 3");
	if (!json_object_object_get_ex(o, "actions", &acts) ||
	    !json_object_is_type(acts, json_type_array))
		return replay_fail(err, size, "no actions");
	size_t n = json_object_array_length(acts);
	if (n > MCR_MAX_ACTIONS)
		return replay_fail(err, size, "%zu actions, more than a hand can have", n);
	for (size_t i = 0; i < n; i++)
		if (read_action(json_object_array_get_idx(acts, i), &h->acts[h->nacts++]) < 0)
			return replay_fail(err, size, "action %zu is not one of the format's",
					   i + 1);
	if (!json_object_object_get_ex(o, "deal", &deal) ||
	    build_wall(deal, h, flowers, err, size) < 0)
		return deal ? -1 : replay_fail(err, size, "no deal");
	return read_result(json_object_object_get_ex(o, "result", &res) ? res : NULL, h, err, size);
}

/* ---- playing ------------------------------------------------------------------ */

static void stacked(void *ctx, int hand_index, struct wall *w)
{
	struct mcr_replay *r = ctx;
	(void)hand_index;
	wall_from_sequence_mcr(w, r->h.seq, r->h.nseq);
}

/* The next decision of the log (draws, replacements and flowers are the engine's own). */
static const struct mcr_action *next_decision(struct mcr_replay *r)
{
	while (r->next < r->h.nacts) {
		enum mcr_act k = r->h.acts[r->next].kind;
		if (k != MA_DRAW && k != MA_REPLACEMENT && k != MA_FLOWER)
			return &r->h.acts[r->next];
		r->next++;
	}
	return NULL;
}

/* Whether a call's tiles from the hand plus the tile taken are the meld the log shows. */
static bool same_meld(const struct action *c, tile_t taken, const struct mcr_action *a)
{
	tile_t mine[4];
	int n = c->type == ACT_MINKAN ? 3 : 2;
	memcpy(mine, c->hand, (size_t)n);
	mine[n] = taken;
	tiles_sort(mine, n + 1);
	tile_t want[4];
	memcpy(want, a->tiles, (size_t)a->ntiles);
	tiles_sort(want, a->ntiles);
	return a->ntiles == n + 1 && memcmp(mine, want, (size_t)(n + 1)) == 0;
}

static bool matches(const struct action *c, const struct mcr_action *a, tile_t taken)
{
	switch (a->kind) {
	case MA_DISCARD:
		return c->type == ACT_DISCARD && c->tile == a->tiles[0];
	case MA_CONCEALED_KONG:
		return c->type == ACT_ANKAN && c->tile == tile_kind(a->tiles[0]);
	case MA_ADDED_KONG:
		return c->type == ACT_KAKAN && c->tile == a->tiles[0];
	case MA_CHI:
		return c->type == ACT_CHI && same_meld(c, taken, a);
	case MA_PON:
		return c->type == ACT_PON && same_meld(c, taken, a);
	case MA_KONG:
		return c->type == ACT_MINKAN && same_meld(c, taken, a);
	default:
		return false;
	}
}

static int find(const struct action *choices, int n, enum action_type type)
{
	for (int i = 0; i < n; i++)
		if (choices[i].type == type)
			return i;
	return -1;
}

static int replay_choose(struct controller *self, const struct seat_view *v,
			 const struct action *choices, int n)
{
	struct mcr_replay *r = self->data;
	const struct mcr_action *a = next_decision(r);
	bool own = v->to_act_on < 0;
	bool for_me = a && a->seat == v->seat && (own || a->from == v->to_act_on);
	if (for_me) {
		for (int i = 0; i < n; i++)
			if (matches(&choices[i], a, v->last_tile)) {
				r->next++;
				return i;
			}
	}
	/* the log's decisions are over: the win it ends with */
	if (!a && r->h.win && r->h.winner == v->seat) {
		int i = find(choices, n, own ? ACT_TSUMO : ACT_RON);
		if (i >= 0 && (own || r->h.from == v->to_act_on))
			return i;
	}
	if (!own && !for_me) {
		int i = find(choices, n, ACT_PASS);
		return i >= 0 ? i : 0;
	}
	if (!r->off_script) {
		r->off_script = true;
		if (a)
			differ(r, "seat %d may not %s %s now", a->seat, mcr_act_names[a->kind],
			       notation_tile(a->tiles[0]));
		else
			differ(r, "seat %d has no decision left in the log", v->seat);
	}
	return 0;
}

static void watch(void *ctx, const struct game_event *ev)
{
	struct mcr_replay *r = ctx;
	if (ev->type == EV_HAND_START && memcmp(ev->seating, r->h.seating, sizeof ev->seating) != 0)
		differ(r, "the log seats players %d %d %d %d, the engine %d %d %d %d",
		       r->h.seating[0], r->h.seating[1], r->h.seating[2], r->h.seating[3],
		       ev->seating[0], ev->seating[1], ev->seating[2], ev->seating[3]);
	if (ev->type == EV_WIN && ev->mcr) {
		r->wins++;
		r->winner = ev->seat;
		r->from = ev->from;
		r->points = ev->mcr->points;
	} else if (ev->type == EV_SCORES) {
		for (int s = 0; s < SEATS; s++)
			r->delta[s] += ev->delta[s];
	}
}

static void compare(struct mcr_replay *r)
{
	const struct mcr_hand *h = &r->h;
	if (h->win != (r->wins > 0)) {
		differ(r, h->win ? "the log has a win, the engine a draw"
				 : "the log has a draw, the engine a win");
	} else if (h->win) {
		if (h->winner != r->winner || h->from != r->from)
			differ(r,
			       "the log has seat %d winning from seat %d, the engine seat %d from "
			       "seat %d",
			       h->winner, h->from, r->winner, r->from);
		if (h->points != r->points)
			differ(r, "the log has %d points, the engine %d", h->points, r->points);
	}
	if (memcmp(h->delta, r->delta, sizeof h->delta) != 0)
		differ(r, "the log moves %+d %+d %+d %+d points, the engine %+d %+d %+d %+d",
		       h->delta[0], h->delta[1], h->delta[2], h->delta[3], r->delta[0], r->delta[1],
		       r->delta[2], r->delta[3]);
}

static int replay_hands(struct mcr_replay *r, json_object *hands, bool flowers, char *err,
			size_t size)
{
	static const char *const winds[] = {"East", "South", "West", "North"};
	int n = (int)json_object_array_length(hands);
	for (int i = 0; i < n && !game_is_over(r->g); i++) {
		char why[200];
		if (read_hand(json_object_array_get_idx(hands, (size_t)i), &r->h, flowers, why,
			      sizeof why) < 0)
			return replay_fail(err, size, "%s: hand %d: %s", r->name, i + 1, why);
		snprintf(r->hand_name, sizeof r->hand_name, "hand %d (%s %d)", i + 1,
			 winds[r->h.round_wind & 3], r->h.hand_number + 1);
		struct game_hand_start g;
		game_hand_start(r->g, &g);
		if (g.dealer != r->h.dealer || g.round_wind != r->h.round_wind)
			differ(r, "the log has seat %d dealing in %s, the engine seat %d in %s",
			       r->h.dealer, winds[r->h.round_wind & 3], g.dealer,
			       winds[g.round_wind & 3]);
		r->next = 0;
		r->wins = 0;
		r->off_script = false;
		memset(r->delta, 0, sizeof r->delta);
		game_play_hand(r->g);
		r->stats->hands++;
		compare(r);
	}
	if (game_is_over(r->g) && (int)r->stats->hands < n) {
		snprintf(r->hand_name, sizeof r->hand_name, "hand %d", r->stats->hands + 1);
		differ(r, "the engine's game is over, the log goes on");
	}
	return 0;
}

int replay_mcr(const char *name, json_object *root, const struct replay_watch *w, FILE *out,
	       struct replay_stats *stats, char *err, size_t size)
{
	json_object *rules, *preset, *flowers, *hands;
	if (!json_object_object_get_ex(root, "rules", &rules) ||
	    !json_object_object_get_ex(rules, "preset", &preset) || !record_string(preset) ||
	    !rules_preset(record_string(preset)) ||
	    !(rules_family_of(rules_preset(record_string(preset))->family)->logs & RULES_LOG_MCR))
		return replay_fail(
		    err, size, "%s: a " MCR_LOG_FORMAT " log without the rules of an MCR preset",
		    name);
	if (!json_object_object_get_ex(root, "hands", &hands) ||
	    !json_object_is_type(hands, json_type_array) || json_object_array_length(hands) == 0)
		return replay_fail(err, size, "%s: the log holds no hands", name);
	struct rules r = *rules_preset(record_string(preset));
	if (json_object_object_get_ex(rules, "flowers", &flowers))
		r.flowers = json_object_get_boolean(flowers);
	/* logs from before the change of seats kept their seats all game */
	json_object *reseat;
	r.reseat =
	    json_object_object_get_ex(rules, "reseat", &reseat) && json_object_get_boolean(reseat);
	int first = 0;
	if (record_field_int(root, "first_dealer", 0, SEATS - 1, &first) < 0)
		return replay_fail(err, size, "%s: no first dealer", name);
	struct mcr_replay *run = calloc(1, sizeof *run);
	if (!run)
		return replay_fail(err, size, "%s: out of memory", name);
	run->name = name;
	run->out = out;
	run->stats = stats;
	run->g = game_new(&r, 1);
	if (!run->g) {
		free(run);
		return replay_fail(err, size, "%s: out of memory", name);
	}
	game_set_first_dealer(run->g, first);
	game_set_wall_source(run->g, stacked, run);
	for (int s = 0; s < SEATS; s++) {
		run->ctl[s] =
		    (struct controller){.name = "replay", .choose = replay_choose, .data = run};
		game_set_controller(run->g, s, &run->ctl[s]);
	}
	game_add_observer(run->g, watch, run);
	replay_watch_attach(run->g, run->ctl, run->wrap, w);
	int rc = replay_hands(run, hands, r.flowers, err, size);
	json_object *fin, *points;
	if (rc == 0 && json_object_object_get_ex(root, "final", &fin) &&
	    json_object_object_get_ex(fin, "points", &points) &&
	    json_object_is_type(points, json_type_array) &&
	    json_object_array_length(points) == SEATS) {
		snprintf(run->hand_name, sizeof run->hand_name, "the end");
		if (!game_is_over(run->g))
			differ(run, "the log ends the game, the engine goes on");
		struct game_hand_start end;
		game_hand_start(run->g, &end);
		for (int player = 0; player < SEATS; player++) {
			int want =
			    json_object_get_int(json_object_array_get_idx(points, (size_t)player));
			int got = end.points[game_player_seat(run->g, player)];
			if (got != want)
				differ(run,
				       "player %d ends on %d points in the log, %d in the engine",
				       player, want, got);
		}
	}
	game_free(run->g);
	free(run);
	return rc;
}
