/* The game engine: dealing and the turn loop of one hand. */
#include "src/engine/engine.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/kuikae.h"
#include "rules/shanten.h"
#include "rules/tileset.h"
#include "rules/waits.h"
#include "src/engine/engine_internal.h"

void game_init(struct game *g, const struct rules *rules, uint64_t seed)
{
	memset(g, 0, sizeof *g);
	g->rules = *rules;
	if (rules->family == RULES_MCR)
		engine_mcr_rules(&g->rules);
	rng_seed(&g->rng, seed);
	g->nseats = rules_family_of(rules->family)->players;
	g->first_dealer = (int)rng_below(&g->rng, (uint32_t)g->nseats);
	g->dealer = g->first_dealer;
	for (int s = 0; s < SEATS; s++) {
		/* the empty seat of three-player games has no points: totals stay the players' */
		g->p[s].pub.points = s < g->nseats ? rules->starting_points : 0;
		g->ctl[s] = &controller_tsumogiri;
		g->player_at[s] = s;
	}
}

struct game *game_new(const struct rules *rules, uint64_t seed)
{
	struct game *g = malloc(sizeof *g);
	if (g)
		game_init(g, rules, seed);
	return g;
}

void game_free(struct game *g)
{
	free(g);
}

int game_nseats(const struct game *g)
{
	return g->nseats;
}

int game_relative_seat(const struct game *g, int seat, int other)
{
	if (g->nseats != 3)
		return (other - seat + 4) % 4;
	int at = (seat - g->first_dealer + 3) % 3, them = (other - g->first_dealer + 3) % 3;
	return (them - at + 4) % 4;
}

int game_seat_wind(const struct game *g, int seat)
{
	return TILE_EAST + (seat - g->dealer + g->nseats) % g->nseats;
}

int game_first_dealer(const struct game *g)
{
	return g->first_dealer;
}

bool game_seat_furiten(const struct game *g, int seat)
{
	return seat >= 0 && seat < g->nseats && engine_is_furiten(&g->p[seat]);
}

void game_set_controller(struct game *g, int seat, struct controller *c)
{
	g->ctl[seat] = c;
}

int game_add_observer(struct game *g, game_observer fn, void *ctx)
{
	if (g->nobservers == 4)
		return -1;
	g->observers[g->nobservers] = fn;
	g->observer_ctx[g->nobservers++] = ctx;
	return 0;
}

/* Observers see everything; a controller sees only its own hand and draws. */
/* The hands shown at the end of a hand: the winner's, or at an exhaustive draw everyone's. */
static void show_hands(const struct game *g, struct game_event *ev)
{
	for (int s = 0; s < SEATS; s++) {
		bool shown = s < g->nseats && (ev->type == EV_EXHAUSTIVE_DRAW || s == ev->seat);
		ev->nshown[s] = shown ? g->p[s].nhand : 0;
		memcpy(ev->shown[s], g->p[s].hand, sizeof ev->shown[s]);
		if (!shown)
			memset(ev->shown[s], 0xff, sizeof ev->shown[s]);
	}
}

void engine_emit(struct game *g, const struct game_event *given)
{
	struct game_event with_hands;
	const struct game_event *ev = given;
	if (given->type == EV_WIN || given->type == EV_EXHAUSTIVE_DRAW) {
		with_hands = *given;
		show_hands(g, &with_hands);
		ev = &with_hands;
	}
	for (int i = 0; i < g->nobservers && !g->muted; i++)
		g->observers[i](g->observer_ctx[i], ev);
	for (int s = 0; s < g->nseats; s++) {
		struct controller *c = g->ctl[s];
		if (!c || !c->observe)
			continue;
		if (ev->type == EV_HAND_START) {
			struct game_event mine = *ev;
			for (int o = 0; o < SEATS; o++)
				if (o != s)
					memset(mine.hands[o], 0xff, sizeof mine.hands[o]);
			c->observe(c, &mine);
		} else if (ev->type == EV_DRAW && ev->seat != s) {
			struct game_event hidden = *ev;
			hidden.tile = 0xff;
			c->observe(c, &hidden);
		} else {
			c->observe(c, ev);
		}
	}
}

void engine_step(struct game *g, const struct game_event *ev)
{
	if (game_apply(g, ev) < 0) {
		/* the engine's own event refused: a broken invariant, kept for game_check() */
		char why[sizeof g->error];
		memcpy(why, g->error, sizeof why);
		snprintf(g->error, sizeof g->error, "engine: %.180s", why);
	}
	engine_emit(g, ev);
}

void engine_counts(const struct player_state *p, uint8_t counts[TILE_KINDS])
{
	memset(counts, 0, TILE_KINDS);
	tiles_count(p->hand, p->nhand, counts);
}

bool engine_remove_tile(struct player_state *p, tile_t t)
{
	for (int i = 0; i < p->nhand; i++)
		if (p->hand[i] == t) {
			memmove(p->hand + i, p->hand + i + 1, (size_t)(p->nhand - i - 1));
			p->nhand--;
			p->waits_known = false;
			return true;
		}
	return false;
}

void engine_add_tile(struct player_state *p, tile_t t)
{
	p->hand[p->nhand++] = t;
	p->waits_known = false;
}

void engine_hand_of(const struct player_state *p, struct hand *h)
{
	memcpy(h->tiles, p->hand, (size_t)p->nhand);
	h->ntiles = p->nhand;
	memcpy(h->melds, p->pub.melds, sizeof h->melds);
	h->nmelds = p->pub.nmelds;
}

void engine_winning_hand(const struct player_state *p, tile_t tile, bool tsumo, struct hand *h)
{
	engine_hand_of(p, h);
	if (!tsumo)
		return;
	for (int i = h->ntiles - 1; i >= 0; i--)
		if (h->tiles[i] == tile) {
			memmove(h->tiles + i, h->tiles + i + 1, (size_t)(h->ntiles - i - 1));
			h->ntiles--;
			return;
		}
}

bool engine_is_tenpai(const struct player_state *p)
{
	uint8_t c[TILE_KINDS];
	engine_counts(p, c);
	return shanten_min(c, p->pub.nmelds) <= 0;
}

void engine_waits(const struct player_state *p, bool waits[TILE_KINDS])
{
	uint8_t c[TILE_KINDS], unseen[TILE_KINDS];
	engine_counts(p, c);
	memset(waits, 0, TILE_KINDS * sizeof waits[0]);
	if (shanten_min(c, p->pub.nmelds) != 0)
		return;
	memset(unseen, 4, sizeof unseen);
	waits_ukeire(c, p->pub.nmelds, unseen, waits);
}

/*
 * Waits are asked for on every discard by every other seat, but change only
 * when the hand does: keep them. The cache is not part of the game's
 * meaning, so filling it through a const pointer is fine.
 */
uint64_t engine_wait_mask(const struct player_state *p)
{
	struct player_state *cache = (struct player_state *)p;
	if (!p->waits_known) {
		uint8_t c[TILE_KINDS], unseen[TILE_KINDS];
		bool waits[TILE_KINDS];
		engine_counts(p, c);
		cache->shanten = shanten_min(c, p->pub.nmelds);
		cache->waits = 0;
		if (p->shanten == 0) {
			memset(unseen, 4, sizeof unseen);
			waits_ukeire(c, p->pub.nmelds, unseen, waits);
			for (int k = 0; k < TILE_KINDS; k++)
				if (waits[k])
					cache->waits |= UINT64_C(1) << k;
		}
		cache->waits_known = true;
	}
	return p->waits;
}

bool engine_is_furiten(const struct player_state *p)
{
	return p->furiten_temp || p->furiten_riichi || (engine_wait_mask(p) & p->discarded) != 0;
}

/* Before anyone has called and before every seat has discarded once. */
bool engine_first_go_around(const struct game *g)
{
	return !g->any_call && g->ndiscards_total < g->nseats;
}

static void deal(struct game *g)
{
	if (g->wall_source)
		g->wall_source(g->wall_ctx, g->hands_played, &g->wall);
	else
		rules_family_of(g->rules.family)->deal_wall(&g->wall, &g->rng, &g->rules);
	struct game_event ev = {.type = EV_HAND_START, .seat = g->dealer};
	memset(ev.hands, TILE_HIDDEN, sizeof ev.hands);
	/* four tiles at a time, three times round, then one each, from the dealer */
	int dealt[SEATS] = {0};
	for (int round = 0; round < 4; round++)
		for (int i = 0; i < g->nseats; i++) {
			int s = (g->dealer + i) % g->nseats;
			for (int k = 0; k < (round < 3 ? 4 : 1); k++)
				if (wall_draw(&g->wall, &ev.hands[s][dealt[s]]))
					dealt[s]++;
		}
	for (int s = 0; s < SEATS; s++)
		tiles_sort(ev.hands[s], dealt[s]);
	ev.round_wind = TILE_EAST + g->round_wind;
	ev.hand_number = g->hand_number;
	ev.dealer = g->dealer;
	ev.honba = g->honba;
	ev.riichi_sticks = g->riichi_sticks;
	ev.tile = g->wall.indicators ? wall_dora_indicator(&g->wall, 0) : 0xff;
	for (int s = 0; s < SEATS; s++) {
		ev.points[s] = g->p[s].pub.points;
		ev.seating[s] = g->player_at[s];
	}
	engine_step(g, &ev);
	/* flowers dealt are set aside and replaced (they are sorted last in the hands above) */
	engine_replace_dealt_flowers(g);
}

/*
 * Draws for seat (a kan's replacement when rinshan). A flower drawn (MCR) is set aside at once
 * and replaced from the tail; false when the wall has no tile left to draw.
 */
static bool draw_tile(struct game *g, int seat, bool rinshan)
{
	for (;;) {
		struct wall next = g->wall; /* the tile the wall gives, seen before it is drawn */
		tile_t t;
		if (!(rinshan ? wall_draw_rinshan(&next, &t) : wall_draw(&next, &t)))
			return false;
		struct game_event ev = {
		    .type = EV_DRAW, .seat = seat, .tile = t, .rinshan = rinshan};
		engine_step(g, &ev);
		if (!kind_is_flower(tile_kind(t)))
			return true;
		engine_set_aside_flower(g, seat, t);
		rinshan = true;
	}
}

static void reveal_dora(struct game *g)
{
	struct wall next = g->wall;
	if (!g->rules.kan_dora || !wall_reveal_indicator(&next))
		return;
	struct game_event ev = {.type = EV_DORA,
				.tile = wall_dora_indicator(&next, next.indicators - 1)};
	engine_step(g, &ev);
}

void game_view(const struct game *g, int seat, struct seat_view *v)
{
	memset(v, 0, sizeof *v);
	v->family = g->rules.family;
	v->nseats = g->nseats;
	v->seat = seat;
	v->dealer = g->dealer;
	v->round_wind = TILE_EAST + g->round_wind;
	v->hand_number = g->hand_number;
	v->honba = g->honba;
	v->riichi_sticks = g->riichi_sticks;
	v->live_left = wall_live_left(&g->wall);
	v->nindicators = g->wall.indicators;
	for (int i = 0; i < g->wall.indicators; i++)
		v->indicators[i] = wall_dora_indicator(&g->wall, i);
	for (int s = 0; s < g->nseats; s++) {
		v->seats[s] = g->p[s].pub;
		v->seats[s].nconcealed = g->p[s].nhand;
	}
	const struct player_state *p = &g->p[seat];
	memcpy(v->hand, p->hand, (size_t)p->nhand);
	v->nhand = p->nhand;
	v->to_act_on = -1;
	v->furiten = p->furiten_temp || p->furiten_riichi;
}

void game_view_hands(const struct game *g, tile_t hands[SEATS][14], int nhands[SEATS])
{
	for (int s = 0; s < SEATS; s++) {
		memcpy(hands[s], g->p[s].hand, sizeof hands[s]);
		nhands[s] = g->p[s].nhand;
	}
}

const struct rules *game_rules(const struct game *g)
{
	return &g->rules;
}
bool game_is_over(const struct game *g)
{
	return g->over;
}
int game_turn(const struct game *g)
{
	return g->turn;
}

void game_position(const struct game *g, struct game_position *out)
{
	*out = (struct game_position){.round_wind = g->round_wind,
				      .hand_number = g->hand_number,
				      .honba = g->honba,
				      .hands_played = g->hands_played};
}
const char *game_error(const struct game *g)
{
	return g->error;
}
int game_player_seat(const struct game *g, int player)
{
	for (int s = 0; s < SEATS; s++)
		if (g->player_at[s] == player)
			return s;
	return player;
}

struct controller *game_controller(const struct game *g, int seat)
{
	return g->ctl[seat];
}
void game_mute_observers(struct game *g, bool muted)
{
	g->muted = muted;
}
void game_stop(struct game *g)
{
	g->stopped = true;
}

/*
 * Asks a controller; a wrong answer falls back to the first choice. A stopped game asks
 * nobody: the caller sees g->stopped and leaves the hand.
 */
static int ask(struct game *g, int seat, struct seat_view *view, const struct action *choices,
	       int n)
{
	struct controller *c = g->ctl[seat];
	int i = !g->stopped && c && c->choose ? c->choose(c, view, choices, n) : 0;
	return i >= 0 && i < n ? i : 0;
}

void engine_add_discard(struct game *g, int seat, tile_t t, bool tsumogiri, bool riichi)
{
	struct player_state *p = &g->p[seat];
	if (p->pub.ndiscards < MAX_DISCARDS) {
		struct discard *d = &p->pub.discards[p->pub.ndiscards++];
		d->tile = t;
		d->tsumogiri = tsumogiri;
		d->riichi = riichi;
		d->called = false;
		d->order = g->ndiscards_total;
	}
	p->discarded |= UINT64_C(1) << tile_kind(t);
	g->ndiscards_total++;
}

/* Four identical winds as the first four discards with no call (four players only). */
static bool four_winds(const struct game *g)
{
	if (g->nseats != 4 || g->any_call || g->ndiscards_total != SEATS)
		return false;
	int k = tile_kind(g->p[0].pub.discards[0].tile);
	if (!kind_is_wind(k))
		return false;
	for (int s = 1; s < SEATS; s++)
		if (g->p[s].pub.ndiscards != 1 || tile_kind(g->p[s].pub.discards[0].tile) != k)
			return false;
	return true;
}

/* Four kans by more than one player abort the hand once the discard after the fourth passes. */
static bool four_kans_abort(const struct game *g)
{
	if (g->total_kans < 4)
		return false;
	for (int s = 0; s < SEATS; s++)
		if (g->p[s].kans == 4)
			return false;
	return true;
}

/* What came of offering a tile; RESP_STOPPED: game_stop() was called meanwhile. */
enum response { RESP_NONE, RESP_RON, RESP_CALL, RESP_STOPPED };

/*
 * Offers a discarded (or kan-added) tile to the other seats. Rons win over
 * pon/kan, which win over chi. Returns what happened; on RESP_CALL *caller and
 * *call hold the winning call.
 */
static enum response offer_tile(struct game *g, int from, tile_t tile, bool kan_robbing,
				bool closed_kan, int *caller, struct action *call)
{
	int rons[SEATS], nrons = 0;
	int best_seat = -1;
	struct action best = {.type = ACT_PASS};
	for (int i = 1; i < g->nseats; i++) {
		int s = (from + i) % g->nseats;
		struct action opts[24];
		int n =
		    engine_response_options(g, s, from, tile, kan_robbing, closed_kan, opts, 24);
		if (n <= 1)
			continue; /* only pass */
		struct seat_view v;
		game_view(g, s, &v);
		v.to_act_on = from;
		v.last_tile = tile;
		const struct action *a = &opts[ask(g, s, &v, opts, n)];
		if (g->stopped)
			return RESP_STOPPED;
		bool could_ron = false;
		for (int k = 0; k < n; k++)
			could_ron |= opts[k].type == ACT_RON;
		if (a->type == ACT_RON) {
			rons[nrons++] = s;
		} else if (could_ron && engine_family_of(g)->riichi) {
			/* letting a winning tile pass: known to that seat alone */
			struct game_event passed = {.type = EV_WIN_PASSED, .seat = s};
			game_apply(g, &passed);
		}
		if (a->type == ACT_PON || a->type == ACT_MINKAN) {
			best_seat = s;
			best = *a;
		} else if (a->type == ACT_CHI && best_seat < 0) {
			best_seat = s;
			best = *a;
		}
	}
	if (nrons) {
		if (nrons == 3 && g->rules.triple_ron_draw) {
			engine_settle_abort(g, ABORT_TRIPLE_RON);
			return RESP_RON;
		}
		if (nrons > g->rules.max_ron)
			nrons = g->rules.max_ron; /* head bump: the nearest in turn order */
		engine_family_of(g)->settle_wins(g, rons, nrons, from, tile, kan_robbing);
		return RESP_RON;
	}
	if (best_seat >= 0) {
		*caller = best_seat;
		*call = best;
		return RESP_CALL;
	}
	return RESP_NONE;
}

static void make_call(struct game *g, int seat, int from, tile_t tile, const struct action *a)
{
	struct meld m = {.from = (int8_t)game_relative_seat(g, seat, from), .called = tile};
	int taken = a->type == ACT_MINKAN ? 3 : 2;
	m.type = a->type == ACT_CHI ? MELD_CHI : a->type == ACT_PON ? MELD_PON : MELD_MINKAN;
	memcpy(m.tiles, a->hand, (size_t)taken);
	m.tiles[taken] = tile;
	tiles_sort(m.tiles, taken + 1);
	struct game_event ev = {
	    .type = EV_CALL, .seat = seat, .from = from, .tile = tile, .meld = m};
	engine_step(g, &ev);
}

/* A closed or added kan on one's own turn. */
static void declare_kan(struct game *g, int seat, const struct action *a)
{
	const struct player_state *p = &g->p[seat];
	struct meld m = {0};
	if (a->type == ACT_ANKAN) {
		int n = 0;
		m.type = MELD_ANKAN;
		for (int i = p->nhand - 1; i >= 0 && n < 4; i--)
			if (tile_kind(p->hand[i]) == tile_kind(a->tile))
				m.tiles[n++] = p->hand[i];
		tiles_sort(m.tiles, 4);
	} else {
		for (int i = 0; i < p->pub.nmelds; i++) {
			const struct meld *pm = &p->pub.melds[i];
			if (pm->type == MELD_PON && meld_kind(pm) == tile_kind(a->tile)) {
				m = *pm;
				m.type = MELD_KAKAN;
				m.tiles[3] = a->tile;
				tiles_sort(m.tiles, 4);
			}
		}
	}
	struct game_event ev = {.type = EV_KAN, .seat = seat, .tile = a->tile, .meld = m};
	engine_step(g, &ev);
}

/*
 * Three-player nukidora: a North set aside beside the seat, where it counts as a dora for the
 * seat's wins. It is offered for a ron like a discard (no calls, and not a robbed kan: no
 * chankan); a replacement from the dead wall follows. Returns false when it was ronned (or
 * the game stopped). It neither ends ippatsu nor the first go-around: it is not a call.
 */
static bool set_aside_north(struct game *g, int seat, tile_t t)
{
	struct game_event ev = {.type = EV_KITA, .seat = seat, .tile = t};
	engine_step(g, &ev);
	int caller;
	struct action call;
	g->kita_offer = true;
	enum response r = offer_tile(g, seat, t, false, false, &caller, &call);
	g->kita_offer = false;
	return r == RESP_NONE;
}

/* Discards, then offers the tile round. Returns false when the hand has ended. */
static bool discard_and_offer(struct game *g, int seat, const struct action *a, int *next_seat,
			      bool *next_draws, bool *open_kan)
{
	bool riichi = a->type == ACT_RIICHI;
	/* An open or added kan's indicator is turned as its replacement's discard is made, and
	 * told before it, as the mjai server does: whoever answers the discard, an mjai bot
	 * too, already sees the new dora. */
	while (g->pending_dora > 0) {
		reveal_dora(g);
		g->pending_dora--;
	}
	struct game_event ev = {.type = EV_DISCARD,
				.seat = seat,
				.tile = a->tile,
				.tsumogiri = a->tsumogiri,
				.riichi = riichi};
	engine_step(g, &ev);

	int caller;
	struct action call;
	enum response r = offer_tile(g, seat, a->tile, false, false, &caller, &call);
	if (r == RESP_RON || r == RESP_STOPPED)
		return false;
	if (riichi) {
		struct game_event paid = {.type = EV_RIICHI_PAID, .seat = seat};
		engine_step(g, &paid);
		int riichis = 0;
		for (int s = 0; s < SEATS; s++)
			riichis += g->p[s].pub.riichi;
		/* four riichi: four players only, three riichi do not abort */
		if (riichis == 4 && g->rules.abortive_draws) {
			engine_settle_abort(g, ABORT_FOUR_RIICHI);
			return false;
		}
	}
	if (g->rules.abortive_draws && four_winds(g)) {
		engine_settle_abort(g, ABORT_FOUR_WINDS);
		return false;
	}
	if (g->rules.abortive_draws && four_kans_abort(g)) {
		engine_settle_abort(g, ABORT_FOUR_KANS);
		return false;
	}
	*open_kan = false;
	if (r == RESP_CALL) {
		make_call(g, caller, seat, a->tile, &call);
		*next_seat = caller;
		*next_draws = *open_kan = call.type == ACT_MINKAN;
		return true;
	}
	if (wall_live_left(&g->wall) == 0) {
		engine_family_of(g)->settle_exhaustive(g);
		return false;
	}
	*next_seat = (seat + 1) % g->nseats;
	*next_draws = true;
	return true;
}

bool game_play_hand(struct game *g)
{
	if (g->over || g->stopped)
		return false;
	const struct engine_family *fam = engine_family_of(g);
	if (g->reseat_due)
		engine_change_seats(g);
	deal(g);
	int seat = g->dealer;
	bool draws = true, rinshan = false;
	for (;;) {
		if (draws && !draw_tile(g, seat, rinshan)) {
			fam->settle_exhaustive(g);
			break;
		}
		rinshan = false;
		struct action opts[64];
		int n = engine_own_turn_options(g, seat, opts, 64);
		struct seat_view v;
		game_view(g, seat, &v);
		v.just_drew = draws;
		const struct action a = opts[ask(g, seat, &v, opts, n)];
		if (g->stopped)
			break;
		if (a.type == ACT_TSUMO) {
			int w = seat;
			fam->settle_wins(g, &w, 1, seat, g->last_draw, false);
			break;
		}
		if (a.type == ACT_KYUUSHU) {
			engine_settle_abort(g, ABORT_KYUUSHU);
			break;
		}
		if (a.type == ACT_KITA) {
			if (!set_aside_north(g, seat, a.tile))
				break; /* ronned, or the game stopped */
			draws = true;
			rinshan = true;
			continue;
		}
		if (a.type == ACT_ANKAN || a.type == ACT_KAKAN) {
			declare_kan(g, seat, &a);
			/* robbing: an added kan by anyone, a closed kan by thirteen orphans only
			 * (riichi); in MCR only an added kong */
			int caller;
			struct action call;
			bool robbable = a.type == ACT_KAKAN || fam->closed_kan_robbable;
			if (robbable && offer_tile(g, seat, a.tile, true, a.type == ACT_ANKAN,
						   &caller, &call) != RESP_NONE)
				break; /* robbed, or the game stopped */
			/* it stands (game_apply) at its indicator or replacement */
			if (a.type == ACT_ANKAN || !g->rules.kan_dora_delayed)
				reveal_dora(g);
			else
				g->pending_dora++;
			draws = true;
			rinshan = true;
			continue;
		}
		bool next_draws, open_kan;
		int next;
		if (!discard_and_offer(g, seat, &a, &next, &next_draws, &open_kan))
			break;
		if (open_kan) {
			/* an open kan draws from the dead wall; its dora per the rules */
			if (g->rules.kan_dora_delayed)
				g->pending_dora++;
			else
				reveal_dora(g);
			rinshan = true;
		}
		seat = next;
		draws = next_draws;
	}
	if (g->stopped)
		return false; /* left unsettled: the game was stopped */
	g->hands_played++;
	struct game_event end = {.type = EV_HAND_END};
	engine_emit(g, &end);
	if (g->over) {
		struct game_event ge = {.type = EV_GAME_END};
		/* sticks left on the table go to the first place */
		int top = 0, n = g->nseats;
		for (int s = 0; s < n; s++)
			if (engine_placement(g, s) == 1)
				top = s;
		g->p[top].pub.points += g->riichi_sticks * 1000;
		g->riichi_sticks = 0;
		for (int s = 0; s < n; s++) {
			ge.placement[s] = engine_placement(g, s);
			ge.points[s] = g->p[s].pub.points;
		}
		/* three players: uma of three places */
		const int *uma = n == 3 ? g->rules.uma3 : g->rules.uma;
		for (int s = 0; s < n; s++) {
			double score = (g->p[s].pub.points - g->rules.return_points) / 1000.0 +
				       uma[ge.placement[s] - 1];
			if (ge.placement[s] == 1)
				score += (g->rules.return_points - g->rules.starting_points) * n /
					 1000.0;
			/* MCR has no return points or uma: the final score is the points won */
			ge.final_score[s] = fam->riichi ? score : g->p[s].pub.points;
		}
		engine_emit(g, &ge);
	}
	return !g->over;
}

void game_play(struct game *g)
{
	while (game_play_hand(g))
		;
}
