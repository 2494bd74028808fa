/*
 * The one way the table changes during a hand: game_apply() takes an event and changes the
 * game as it says. The engine decides (which tile the wall gives, which call wins) and then
 * applies what it decided; a seat's mirror (src/engine/mirror.h) follows a game it cannot see
 * whole by applying the events that seat is told. Both go through the same lines, so what a
 * discard, a call or a kan does to riichi, ippatsu, furiten and the first go-around is
 * written once.
 *
 * A blind game (a mirror) knows one seat's tiles: the others' concealed tiles are TILE_HIDDEN,
 * its wall is a count of the tiles left with the indicators written in as they are shown. Its
 * events come from outside, so each is checked against the table first.
 */
#include "src/engine/engine.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules/hand.h"
#include "rules/kuikae.h"
#include "rules/notation.h"
#include "src/engine/engine_internal.h"

static int refuse(struct game *g, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(g->error, sizeof g->error, fmt, ap);
	va_end(ap);
	return -1;
}

/* Whether seat's concealed tiles are unknown here (another seat of a mirror). */
static bool hidden(const struct game *g, int seat)
{
	return g->blind && (seat != g->own_seat || g->no_seat);
}

/* A tile of the game's set: a kind, red only for a five. */
static bool valid_tile(tile_t t)
{
	int k = tile_kind(t);
	if ((t & ~(TILE_RED | TILE_KIND_MASK)) || k >= TILE_FLOWER1 + TILE_FLOWER_KINDS)
		return false;
	return !tile_is_red(t) || (k < TILE_EAST && kind_number(k) == 5);
}

/* Takes t out of seat's hand: t itself, or one of the tiles nobody here can see. */
static bool take(struct game *g, int seat, tile_t t)
{
	return engine_remove_tile(&g->p[seat], hidden(g, seat) ? TILE_HIDDEN : t);
}

/* Tiles held by seat, a meld counting three (a kan's fourth was replaced). */
static int held(const struct player_state *p)
{
	return p->nhand + 3 * p->pub.nmelds;
}

/* Whether a known hand and its melds cannot be (a fifth copy of a kind, a wrong count): the
 * rules core's own check of a hand. */
static bool impossible_hand(const struct player_state *p)
{
	struct hand h;
	struct notation_error err;
	engine_hand_of(p, &h);
	return hand_validate(&h, NULL, 0, NULL, 0, &err) < 0;
}

/* A kan nobody robbed stands once its replacement is drawn or its indicator turned, and so
 * does a North set aside (as Tenhou and Mahjong Soul play it): it ends the first go-around
 * (tenhou, chiihou, double riichi, nine terminals) and every ippatsu, as a call does (a
 * riichi player who robs it keeps ippatsu). */
static void kan_stands(struct game *g)
{
	if (!g->kan_pending)
		return;
	g->kan_pending = false;
	g->any_call = true;
	for (int s = 0; s < SEATS; s++)
		g->p[s].ippatsu = false;
}

static int hand_start(struct game *g, const struct game_event *ev)
{
	if (ev->dealer < 0 || ev->dealer >= g->nseats || ev->round_wind < TILE_EAST ||
	    ev->round_wind > TILE_NORTH || ev->hand_number < 0 || ev->hand_number > 3)
		return refuse(g, "a hand without its round, number or dealer");
	g->round_wind = ev->round_wind - TILE_EAST;
	g->hand_number = ev->hand_number;
	g->dealer = ev->dealer;
	g->honba = ev->honba;
	g->riichi_sticks = ev->riichi_sticks;
	for (int s = 0; s < SEATS; s++) {
		struct player_state *p = &g->p[s];
		memset(p, 0, sizeof *p);
		p->pub.points = ev->points[s];
		p->pub.riichi_turn = -1;
		p->pao_for = -1;
		g->player_at[s] = ev->seating[s];
		for (int i = 0; s < g->nseats && i < 13; i++) {
			tile_t t = hidden(g, s) ? TILE_HIDDEN : ev->hands[s][i];
			if (t != TILE_HIDDEN && !valid_tile(t))
				return refuse(g, "a deal of a tile that is none");
			engine_add_tile(p, t);
		}
		if (g->blind && !hidden(g, s) && impossible_hand(p))
			return refuse(g, "a deal of a fifth copy of a tile");
	}
	g->any_call = g->after_kan = g->kan_pending = g->flower_replaced = g->kita_offer = false;
	g->drew = false;
	g->ndiscards_total = g->total_kans = g->pending_dora = 0;
	g->turn = g->dealer;
	if (g->blind) {
		/* a wall of which only the count and the indicators are known */
		tile_t unknown[WALL_TILES];
		memset(unknown, TILE_HIDDEN, sizeof unknown);
		wall_from_sequence_n(&g->wall, unknown, g->nseats == 3 ? 108 : WALL_TILES);
		wall_set_indicator(&g->wall, 0, ev->tile);
		for (int i = 0; i < 13 * g->nseats; i++) {
			tile_t t;
			wall_draw(&g->wall, &t);
		}
	}
	return 0;
}

static int draw(struct game *g, const struct game_event *ev)
{
	struct player_state *p = &g->p[ev->seat];
	/* 13 held, or fewer while flowers dealt are replaced */
	if (held(p) > 13)
		return refuse(g, "a draw for seat %d, who is to discard", ev->seat);
	tile_t t;
	if (!(ev->rinshan ? wall_draw_rinshan(&g->wall, &t) : wall_draw(&g->wall, &t)))
		return refuse(g, "a draw from an empty wall");
	if (!g->blind && t != ev->tile)
		return refuse(g, "a draw of another tile than the wall's");
	t = hidden(g, ev->seat) ? TILE_HIDDEN : ev->tile;
	if (t != TILE_HIDDEN && !valid_tile(t))
		return refuse(g, "a draw of a tile that is none");
	kan_stands(g);
	/* what the hand waited on tells at once whether the draw completes it */
	if (t != TILE_HIDDEN && held(p) == 13) {
		p->waits_before_draw = engine_wait_mask(p);
		p->shanten_before_draw = p->shanten;
	}
	engine_add_tile(p, t);
	if (g->blind && !hidden(g, ev->seat) && impossible_hand(p))
		return refuse(g, "a draw of a fifth copy of a tile");
	g->last_draw = t;
	/* a replacement after a kan (or a North set aside); not the one after a flower */
	g->after_kan = ev->rinshan && !g->flower_replaced;
	g->flower_replaced = false;
	g->turn = ev->seat;
	g->drew = true;
	g->kita_offer = false;
	return 0;
}

static int discard(struct game *g, const struct game_event *ev)
{
	struct player_state *p = &g->p[ev->seat];
	if (held(p) != 14 || !take(g, ev->seat, ev->tile))
		return refuse(g, "a discard of a tile seat %d does not hold", ev->seat);
	tiles_sort(p->hand, p->nhand);
	memset(p->kuikae_block, 0, sizeof p->kuikae_block);
	p->furiten_temp = false;
	p->ippatsu = false;
	if (ev->riichi) {
		p->pub.riichi = true;
		p->pub.riichi_turn = p->pub.ndiscards;
		p->double_riichi = engine_first_go_around(g);
		p->ippatsu = true;
	}
	engine_add_discard(g, ev->seat, ev->tile, ev->tsumogiri, ev->riichi);
	g->drew = false;
	return 0;
}

/* Whoever feeds the third dragon set or the fourth wind set (or, by option, the fourth kan)
 * pays for the yakuman it makes. */
static void mark_pao(struct game *g, int seat, int from, const struct meld *m)
{
	struct player_state *p = &g->p[seat];
	if (!g->rules.pao || m->type == MELD_CHI)
		return;
	int dragons = 0, winds = 0;
	for (int i = 0; i < p->pub.nmelds; i++) {
		int k = meld_kind(&p->pub.melds[i]);
		if (p->pub.melds[i].type == MELD_CHI)
			continue;
		dragons += kind_is_dragon(k);
		winds += kind_is_wind(k);
	}
	int k = tile_kind(m->called);
	if ((kind_is_dragon(k) && dragons == 3) || (kind_is_wind(k) && winds == 4))
		p->pao_for = from;
	if (m->type == MELD_MINKAN && g->rules.pao_four_kans && p->kans == 4)
		p->pao_for = from;
}

/* A pon or open kan of one kind; a chi of three in a row of one suit, from the seat on the
 * left (rules_family_of: no chi in some families). */
static bool meld_shape_ok(const struct game *g, const struct game_event *ev, int size)
{
	const struct meld *m = &ev->meld;
	int k[4];
	for (int i = 0; i < size; i++)
		k[i] = tile_kind(m->tiles[i]);
	if (m->type != MELD_CHI) {
		for (int i = 1; i < size; i++)
			if (k[i] != k[0])
				return false;
		return true;
	}
	if (!rules_family_of(g->rules.family)->chi || (ev->from + 1) % g->nseats != ev->seat)
		return false;
	int lo = k[0] < k[1] ? (k[0] < k[2] ? k[0] : k[2]) : (k[1] < k[2] ? k[1] : k[2]);
	bool seen[3] = {false};
	for (int i = 0; i < 3; i++) {
		int d = k[i] - lo;
		if (kind_is_honor(k[i]) || d > 2 || seen[d] || kind_suit(k[i]) != kind_suit(lo))
			return false;
		seen[d] = true;
	}
	return true;
}

static int call(struct game *g, const struct game_event *ev)
{
	struct player_state *p = &g->p[ev->seat], *d = &g->p[ev->from];
	struct meld m = ev->meld;
	int size = m.type == MELD_MINKAN ? 4 : 3;
	if (ev->from == ev->seat || ev->from < 0 || ev->from >= g->nseats ||
	    (m.type != MELD_CHI && m.type != MELD_PON && m.type != MELD_MINKAN))
		return refuse(g, "a call without its meld or the seat it calls from");
	if (p->pub.nmelds >= 4 || held(p) != 13)
		return refuse(g, "a call for seat %d, who cannot call", ev->seat);
	if (g->turn != ev->from || g->drew || d->pub.ndiscards == 0 ||
	    d->pub.discards[d->pub.ndiscards - 1].tile != m.called ||
	    d->pub.discards[d->pub.ndiscards - 1].called)
		return refuse(g, "a call of a tile that was not just discarded");
	for (int i = 0; i < size; i++)
		if (!valid_tile(m.tiles[i]))
			return refuse(g, "a call with tiles that are none");
	if (!meld_shape_ok(g, ev, size))
		return refuse(g, "a call whose tiles make no meld (or a chi not from the left)");
	/* the meld's tiles but the called one came from the hand */
	bool called_seen = false;
	for (int i = 0; i < size; i++) {
		if (!called_seen && m.tiles[i] == m.called) {
			called_seen = true;
			continue;
		}
		if (!valid_tile(m.tiles[i]) || !take(g, ev->seat, m.tiles[i]))
			return refuse(g, "a call with tiles seat %d does not hold", ev->seat);
	}
	if (!called_seen)
		return refuse(g, "a call whose meld lacks the called tile");
	m.from = (int8_t)game_relative_seat(g, ev->seat, ev->from);
	tiles_sort(m.tiles, size);
	p->pub.melds[p->pub.nmelds++] = m;
	if (g->blind && !hidden(g, ev->seat) && impossible_hand(p))
		return refuse(g, "a call that makes a fifth copy of a tile");
	d->pub.discards[d->pub.ndiscards - 1].called = true;
	g->any_call = true;
	g->after_kan = false;
	for (int s = 0; s < SEATS; s++)
		g->p[s].ippatsu = false;
	kuikae_blocked(&g->rules, &m, p->kuikae_block);
	if (m.type == MELD_MINKAN) {
		p->kans++;
		g->total_kans++;
	}
	mark_pao(g, ev->seat, ev->from, &m);
	g->turn = ev->seat;
	g->drew = false;
	return 0;
}

/* A closed kan (the meld's four tiles from the hand) or an added one (ev->tile on a pon). */
static int kan(struct game *g, const struct game_event *ev)
{
	struct player_state *p = &g->p[ev->seat];
	if (held(p) != 14)
		return refuse(g, "a kan for seat %d, who is not to discard", ev->seat);
	if (ev->meld.type == MELD_ANKAN) {
		if (p->pub.nmelds >= 4)
			return refuse(g, "a fifth meld");
		struct meld m = ev->meld;
		for (int i = 0; i < 4; i++)
			if (!valid_tile(m.tiles[i]) ||
			    tile_kind(m.tiles[i]) != tile_kind(m.tiles[0]) ||
			    !take(g, ev->seat, m.tiles[i]))
				return refuse(g, "a kan with tiles seat %d does not hold",
					      ev->seat);
		tiles_sort(m.tiles, 4);
		p->pub.melds[p->pub.nmelds++] = m;
	} else if (ev->meld.type == MELD_KAKAN) {
		struct meld *pon = NULL;
		for (int i = 0; i < p->pub.nmelds; i++)
			if (p->pub.melds[i].type == MELD_PON &&
			    meld_kind(&p->pub.melds[i]) == tile_kind(ev->tile))
				pon = &p->pub.melds[i];
		if (!pon || !valid_tile(ev->tile) || !take(g, ev->seat, ev->tile))
			return refuse(g, "an added kan without its pon or its tile");
		pon->type = MELD_KAKAN;
		pon->tiles[3] = ev->tile;
		tiles_sort(pon->tiles, 4);
	} else {
		return refuse(g, "a kan that is neither closed nor added");
	}
	tiles_sort(p->hand, p->nhand);
	p->kans++;
	g->total_kans++;
	g->kan_pending = true;
	g->drew = false;
	return 0;
}

static int dora(struct game *g, const struct game_event *ev)
{
	if (g->blind && !valid_tile(ev->tile))
		return refuse(g, "a dora indicator that is no tile");
	if (!wall_reveal_indicator(&g->wall))
		return refuse(g, "a sixth dora indicator");
	kan_stands(g);
	if (g->blind)
		wall_set_indicator(&g->wall, g->wall.indicators - 1, ev->tile);
	return 0;
}

/* A North set aside (three players) or a flower (Chinese Official rules), face up. */
static int set_aside(struct game *g, const struct game_event *ev)
{
	struct player_state *p = &g->p[ev->seat];
	if (p->pub.nflowers >= (int)(sizeof p->pub.flowers / sizeof p->pub.flowers[0]) ||
	    !take(g, ev->seat, ev->tile))
		return refuse(g, "seat %d sets aside a tile it does not hold", ev->seat);
	/* a North set aside is offered for a ron only, until its replacement is drawn */
	if (ev->type == EV_KITA) {
		tiles_sort(p->hand, p->nhand);
		g->kita_offer = true;
		g->kan_pending = true;
	} else
		g->flower_replaced = true;
	p->pub.flowers[p->pub.nflowers++] = ev->tile;
	return 0;
}

/*
 * A blind game learns the set from the tiles it sees: a server that does not say its rules may
 * deal more red fives of a suit than the mirror's rules have (two red 5p), and a hand holding
 * them must still win.
 */
static void learn_red_fives(struct game *g)
{
	int seen[3] = {0};
	const struct player_state *own = &g->p[g->own_seat];
	for (int i = 0; i < own->nhand; i++)
		if (own->hand[i] != TILE_HIDDEN && tile_is_red(own->hand[i]))
			seen[kind_suit(tile_kind(own->hand[i]))]++;
	for (int s = 0; s < g->nseats; s++) {
		const struct public_seat *p = &g->p[s].pub;
		for (int m = 0; m < p->nmelds; m++)
			for (int i = 0; i < meld_size(&p->melds[m]); i++)
				if (tile_is_red(p->melds[m].tiles[i]))
					seen[kind_suit(tile_kind(p->melds[m].tiles[i]))]++;
		for (int i = 0; i < p->ndiscards; i++)
			if (tile_is_red(p->discards[i].tile) && !p->discards[i].called)
				seen[kind_suit(tile_kind(p->discards[i].tile))]++;
	}
	for (int i = 0; i < g->wall.indicators; i++) {
		tile_t t = wall_dora_indicator(&g->wall, i);
		if (t != TILE_HIDDEN && tile_is_red(t))
			seen[kind_suit(tile_kind(t))]++;
	}
	for (int s = 0; s < 3; s++)
		if (seen[s] > g->rules.red_fives[s])
			g->rules.red_fives[s] = seen[s] > 4 ? 4 : seen[s];
}

static int apply(struct game *g, const struct game_event *ev);

/*
 * A blind game sees its own hand and what lies face up: rivers (a called discard counts in
 * its meld), melds, indicators and tiles set aside. More than four of a kind in sight is an
 * event that cannot have happened; the kind, or -1.
 */
static int fifth_copy_in_sight(const struct game *g)
{
	int n[TILE_KINDS] = {0};
	const struct player_state *own = &g->p[g->own_seat];
	for (int i = 0; i < own->nhand; i++)
		if (valid_tile(own->hand[i]))
			n[tile_kind(own->hand[i])]++;
	for (int s = 0; s < g->nseats; s++) {
		const struct public_seat *p = &g->p[s].pub;
		for (int i = 0; i < p->ndiscards; i++)
			if (!p->discards[i].called && valid_tile(p->discards[i].tile))
				n[tile_kind(p->discards[i].tile)]++;
		for (int m = 0; m < p->nmelds; m++)
			for (int i = 0; i < meld_size(&p->melds[m]); i++)
				if (valid_tile(p->melds[m].tiles[i]))
					n[tile_kind(p->melds[m].tiles[i])]++;
		for (int i = 0; i < p->nflowers; i++)
			if (valid_tile(p->flowers[i]))
				n[tile_kind(p->flowers[i])]++;
	}
	for (int i = 0; i < g->wall.indicators; i++) {
		tile_t t = wall_dora_indicator(&g->wall, i);
		if (valid_tile(t))
			n[tile_kind(t)]++;
	}
	for (int k = 0; k < TILE_KINDS; k++)
		if (n[k] > 4)
			return k;
	return -1;
}

int game_apply(struct game *g, const struct game_event *ev)
{
	int rc = apply(g, ev);
	if (rc == 0 && g->blind) {
		int k = fifth_copy_in_sight(g);
		if (k >= 0)
			return refuse(g, "a fifth %s in sight", notation_tile((tile_t)k));
		learn_red_fives(g);
	}
	return rc;
}

static int apply(struct game *g, const struct game_event *ev)
{
	bool seated = ev->seat >= 0 && ev->seat < g->nseats;
	switch (ev->type) {
	case EV_HAND_START:
		return hand_start(g, ev);
	case EV_DORA:
		return dora(g, ev);
	case EV_DRAW:
		return seated ? draw(g, ev) : refuse(g, "a draw for no seat");
	case EV_DISCARD:
		return seated ? discard(g, ev) : refuse(g, "a discard by no seat");
	case EV_CALL:
		return seated ? call(g, ev) : refuse(g, "a call by no seat");
	case EV_KAN:
		return seated ? kan(g, ev) : refuse(g, "a kan by no seat");
	case EV_KITA:
	case EV_FLOWER:
		return seated ? set_aside(g, ev) : refuse(g, "a tile set aside by no seat");
	case EV_RIICHI_PAID:
		if (!seated || !g->p[ev->seat].pub.riichi)
			return refuse(g, "a riichi stick from a seat not in riichi");
		g->p[ev->seat].pub.points -= 1000;
		g->riichi_sticks++;
		return 0;
	case EV_WIN_PASSED:
		if (!seated || !valid_tile(ev->tile))
			return refuse(g, "a win passed by no seat or on no tile");
		if (!engine_family_of(g)->riichi)
			return 0; /* no furiten in the family */
		/* any tile of one's waits let pass is furiten, a ron offered or not (no yaku,
		 * furiten already), as Tenhou and Mahjong Soul play it: until one's next discard,
		 * for good in riichi */
		if (!(engine_wait_mask(&g->p[ev->seat]) >> tile_kind(ev->tile) & 1))
			return 0;
		g->p[ev->seat].furiten_temp = true;
		if (g->p[ev->seat].pub.riichi)
			g->p[ev->seat].furiten_riichi = true;
		return 0;
	case EV_SCORES:
		/* a hand's end pays: the deltas, and the sticks the winner took off the table */
		for (int s = 0; s < SEATS; s++)
			g->p[s].pub.points += ev->delta[s];
		g->riichi_sticks = ev->riichi_sticks;
		return 0;
	default:
		return 0; /* the rest tells what the engine decided between hands */
	}
}
