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
	return seat_wind_of(seat, g->dealer, g->nseats);
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
	for (int i = 0; i < g->nobservers; i++)
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

void engine_event(struct game *g, const struct game_event *ev)
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
	memcpy(counts, p->counts, TILE_KINDS);
}

bool engine_remove_tile(struct player_state *p, tile_t t)
{
	for (int i = 0; i < p->nhand; i++)
		if (p->hand[i] == t) {
			memmove(p->hand + i, p->hand + i + 1, (size_t)(p->nhand - i - 1));
			p->nhand--;
			p->waits_known = false;
			/* flowers and hidden tiles are kept out of the counts, as tiles_count does
			 */
			if (tile_kind(t) < TILE_KINDS)
				p->counts[tile_kind(t)]--;
			return true;
		}
	return false;
}

void engine_add_tile(struct player_state *p, tile_t t)
{
	p->hand[p->nhand++] = t;
	p->waits_known = false;
	if (tile_kind(t) < TILE_KINDS)
		p->counts[tile_kind(t)]++;
}

void engine_clear_hand(struct player_state *p)
{
	p->nhand = 0;
	p->waits_known = false;
	memset(p->counts, 0, sizeof p->counts);
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

void game_view(const struct game *g, int seat, struct seat_view *v)
{
	/* every field is written, the seats once (not zeroed first): a view is made for every
	 * question of the game */
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
	for (int i = 0; i < 5; i++)
		v->indicators[i] = i < g->wall.indicators ? wall_dora_indicator(&g->wall, i) : 0;
	for (int s = 0; s < SEATS; s++) {
		if (s < g->nseats) {
			v->seats[s] = g->p[s].pub;
			v->seats[s].nconcealed = g->p[s].nhand;
		} else {
			memset(&v->seats[s], 0, sizeof v->seats[s]);
		}
	}
	const struct player_state *p = &g->p[seat];
	memset(v->hand, 0, sizeof v->hand);
	memcpy(v->hand, p->hand, (size_t)p->nhand);
	v->nhand = p->nhand;
	v->just_drew = false;
	v->to_act_on = -1;
	v->last_tile = 0;
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
void game_hand_start(const struct game *g, struct game_hand_start *out)
{
	*out = (struct game_hand_start){.round_wind = g->round_wind,
					.hand_number = g->hand_number,
					.honba = g->honba,
					.dealer = g->dealer,
					.riichi_sticks = g->riichi_sticks};
	for (int s = 0; s < SEATS; s++)
		out->points[s] = g->p[s].pub.points;
}
void game_set_hand_start(struct game *g, const struct game_hand_start *h)
{
	g->round_wind = h->round_wind;
	g->hand_number = h->hand_number;
	g->dealer = h->dealer;
	g->honba = h->honba;
	g->riichi_sticks = h->riichi_sticks;
	for (int s = 0; s < SEATS; s++)
		g->p[s].pub.points = h->points[s];
	g->over = false;
}
void game_set_wall_source(struct game *g, game_wall_source source, void *ctx)
{
	g->wall_source = source;
	g->wall_ctx = ctx;
}
void game_set_first_dealer(struct game *g, int seat)
{
	g->first_dealer = g->dealer = seat;
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
void game_stop(struct game *g)
{
	g->stopped = true;
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
