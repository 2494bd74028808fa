/*
 * Chinese Official rules (MCR) in the engine: flowers, the 8-point minimum, the
 * payments of 8 + points, and sixteen hands with the deal passing on after every one.
 */
#include <string.h>

#include "src/engine/engine_internal.h"

void engine_mcr_rules(struct rules *r)
{
	/* MCR has no red fives, dora, abortive draws, liability or swap-call ban; the seat
	 * nearest the discarder takes a discard several want; no bust, return points or uma */
	memset(r->red_fives, 0, sizeof r->red_fives);
	r->kan_dora = r->ura_dora = false;
	r->abortive_draws = r->triple_ron_draw = false;
	r->max_ron = 1;
	r->kuikae_forbidden = r->pao = r->nagashi_mangan = false;
	r->bust = r->dealer_stop = r->west_round = false;
	r->return_points = 0;
	memset(r->uma, 0, sizeof r->uma);
}

int engine_visible_copies(const struct game *g, int kind)
{
	int n = 0;
	for (int s = 0; s < SEATS; s++) {
		const struct public_seat *pub = &g->p[s].pub;
		for (int i = 0; i < pub->ndiscards; i++)
			n += !pub->discards[i].called && tile_kind(pub->discards[i].tile) == kind;
		for (int i = 0; i < pub->nmelds; i++) {
			const struct meld *m = &pub->melds[i];
			if (m->type == MELD_ANKAN)
				continue; /* a concealed kong lies face down */
			for (int t = 0; t < meld_size(m); t++)
				n += tile_kind(m->tiles[t]) == kind;
		}
	}
	return n;
}

bool engine_mcr_score(const struct game *g, int seat, tile_t tile, bool tsumo, bool robbing,
		      struct mcr_result *out)
{
	const struct player_state *p = &g->p[seat];
	struct hand h;
	engine_winning_hand(p, tile, tsumo, &h);
	struct mcr_context ctx = {
	    .win = tile,
	    .tsumo = tsumo,
	    .round_wind = TILE_EAST + g->round_wind,
	    .seat_wind = game_seat_wind(g, seat),
	    .flowers = p->pub.nflowers,
	    /*
	     * 和绝张: the three other copies are face up on the table, in discards not
	     * called and in open melds (a concealed kong is face down). On a discard or a
	     * robbed kong the winning tile itself is among them.
	     */
	    .last_tile = engine_visible_copies(g, tile_kind(tile)) - (tsumo ? 0 : 1) >= 3,
	    .last_wall_tile = !robbing && wall_live_left(&g->wall) == 0,
	    /* 杠上开花 only on a kong's own replacement: one that replaces a flower is not */
	    .replacement = tsumo && g->after_kan,
	    .robbing_kong = robbing,
	};
	mcr_score(&h, &ctx, out);
	return out->status == MCR_OK;
}

/*
 * Whether hand + tile might be one of MCR's special shapes that the standard shanten does not
 * see: seven pairs with four alike, the knitted straight (one meld allowed beside it), or the
 * knitted honours hands (fourteen different kinds).
 */
static bool may_be_special(const uint8_t c[TILE_KINDS], int nmelds)
{
	static const int knits[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
					{1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
	bool pairs = true, distinct = true;
	for (int k = 0; k < TILE_KINDS; k++) {
		pairs &= c[k] % 2 == 0;
		distinct &= c[k] <= 1;
	}
	if (nmelds == 0 && (pairs || distinct))
		return true;
	if (nmelds > 1)
		return false;
	for (int i = 0; i < 6; i++) {
		bool all = true;
		/* suit knits[i][j] holds 1-4-7 (j = 0), 2-5-8 (j = 1) or 3-6-9 (j = 2) */
		for (int j = 0; j < 3; j++)
			for (int n = j; n < 9; n += 3)
				all &= c[knits[i][j] * 9 + n] > 0;
		if (all)
			return true;
	}
	return false;
}

static bool mcr_can_win(const struct game *g, int seat, tile_t tile, bool tsumo, bool robbing)
{
	const struct player_state *p = &g->p[seat];
	int k = tile_kind(tile);
	uint64_t waits = tsumo ? p->waits_before_draw : engine_wait_mask(p);
	if (!(waits >> k & 1)) {
		uint8_t c[TILE_KINDS];
		engine_counts(p, c);
		if (!tsumo)
			c[k]++;
		if (!may_be_special(c, p->pub.nmelds))
			return false;
	}
	struct mcr_result r;
	return engine_mcr_score(g, seat, tile, tsumo, robbing, &r) && r.enough;
}

void engine_set_aside_flower(struct game *g, int seat, tile_t flower)
{
	struct game_event ev = {.type = EV_FLOWER, .seat = seat, .tile = flower};
	engine_event(g, &ev);
}

/* Sets aside every flower in seat's hand and draws as many from the tail; false when the wall
 * ran out. */
static bool replace_flowers_once(struct game *g, int seat, bool *any)
{
	struct player_state *p = &g->p[seat];
	tile_t flowers[MCR_FLOWERS];
	int n = 0;
	for (int i = 0; i < p->nhand; i++)
		if (kind_is_flower(tile_kind(p->hand[i])) && n < MCR_FLOWERS)
			flowers[n++] = p->hand[i];
	for (int i = 0; i < n; i++)
		engine_set_aside_flower(g, seat, flowers[i]);
	for (int i = 0; i < n; i++) {
		tile_t t; /* the tile the tail gives, seen before it is drawn (game_apply) */
		if (!wall_next(&g->wall, true, &t))
			return false;
		struct game_event ev = {.type = EV_DRAW, .seat = seat, .tile = t, .rinshan = true};
		engine_event(g, &ev);
	}
	*any |= n > 0;
	return true;
}

void engine_replace_dealt_flowers(struct game *g)
{
	bool any = true;
	while (any) {
		any = false;
		for (int i = 0; i < SEATS; i++)
			if (!replace_flowers_once(g, (g->dealer + i) % SEATS, &any))
				return;
	}
	for (int s = 0; s < SEATS; s++)
		tiles_sort(g->p[s].hand, g->p[s].nhand);
}

/* The deal passes on after every hand; four hands a prevailing wind, sixteen in all. */
static void mcr_next_hand(struct game *g)
{
	g->honba = 0;
	g->dealer = (g->dealer + 1) % SEATS;
	if (++g->hand_number == SEATS) {
		g->hand_number = 0;
		g->round_wind++;
		g->reseat_due = g->rules.reseat && g->round_wind < SEATS;
	}
	g->over = g->round_wind >= SEATS;
}

/*
 * The change of seats between wind rounds: where the player who sat at each seat wind in the
 * round just ended sits in the next. After East, East and South swap and so do West and
 * North; after South, East goes to West, South to North, West to South, North to East; after
 * West, as after East. Over the game each player is dealer first in one of the four rounds.
 */
static const int seat_moves[SEATS - 1][SEATS] = {
    {1, 0, 3, 2}, /* after East */
    {2, 3, 1, 0}, /* after South */
    {1, 0, 3, 2}, /* after West */
};

void engine_change_seats(struct game *g)
{
	const int *to = seat_moves[g->round_wind - 1];
	struct controller *ctl[SEATS];
	int points[SEATS], player[SEATS];
	/* the round's first dealer sits where the game's did: seat winds count from there */
	for (int w = 0; w < SEATS; w++) {
		int from = (g->first_dealer + w) % SEATS, dest = (g->first_dealer + to[w]) % SEATS;
		ctl[dest] = g->ctl[from];
		points[dest] = g->p[from].pub.points;
		player[dest] = g->player_at[from];
	}
	for (int s = 0; s < SEATS; s++) {
		g->ctl[s] = ctl[s];
		g->p[s].pub.points = points[s];
		g->player_at[s] = player[s];
	}
	g->reseat_due = false;
}

/*
 * MCR payments: on a discard the discarder pays 8 + points and the other two 8 each;
 * self-drawn, each of the three pays 8 + points. The calculator works the amounts out.
 */
static void mcr_settle_wins(struct game *g, const int *winners, int nwinners, int from, tile_t tile,
			    bool robbing)
{
	int delta[SEATS] = {0};
	for (int w = 0; w < nwinners; w++) {
		int seat = winners[w];
		bool tsumo = seat == from;
		struct mcr_result r;
		engine_mcr_score(g, seat, tile, tsumo, robbing, &r);
		struct game_event ev = {
		    .type = EV_WIN, .seat = seat, .from = from, .tile = tile, .mcr = &r, .pao = -1};
		for (int s = 0; s < SEATS; s++) {
			if (s == seat)
				continue;
			int pay = tsumo	      ? r.pay_each_tsumo
				  : s == from ? r.pay_discarder
					      : r.pay_other;
			ev.delta[s] -= pay;
			ev.delta[seat] += pay;
		}
		for (int s = 0; s < SEATS; s++)
			delta[s] += ev.delta[s];
		engine_emit(g, &ev);
	}
	engine_apply_scores(g, delta, false);
	mcr_next_hand(g);
}

/* No tenpai payments in MCR: a drawn hand pays nothing. */
static void mcr_settle_exhaustive(struct game *g)
{
	struct game_event ev = {.type = EV_EXHAUSTIVE_DRAW};
	int delta[SEATS] = {0};
	engine_emit(g, &ev);
	engine_apply_scores(g, delta, false);
	mcr_next_hand(g);
}

const struct engine_family engine_family_mcr = {
    .can_win = mcr_can_win,
    .settle_wins = mcr_settle_wins,
    .settle_exhaustive = mcr_settle_exhaustive,
    .riichi = false,
    .kan_limit = false,
    .closed_kan_robbable = false,
};
