/* The legal choices of a seat: on its own turn, and when another's tile is offered; riichi's
 * test of a win. */
#include <string.h>

#include "rules/shanten.h"
#include "src/engine/engine_internal.h"

bool engine_score(const struct game *g, int seat, tile_t tile, bool tsumo, bool chankan,
		  struct score_result *out)
{
	return engine_score_ura(g, seat, tile, tsumo, chankan, NULL, 0, out);
}

bool engine_score_ura(const struct game *g, int seat, tile_t tile, bool tsumo, bool chankan,
		      const tile_t *ura, int nura, struct score_result *out)
{
	const struct player_state *p = &g->p[seat];
	struct hand h;
	engine_winning_hand(p, tile, tsumo, &h);
	struct win_context ctx = {.win = tile, .tsumo = tsumo, .chankan = chankan};
	bool first = engine_first_go_around(g);
	ctx.double_riichi = p->pub.riichi && p->double_riichi;
	ctx.riichi = p->pub.riichi && !p->double_riichi;
	ctx.ippatsu = p->pub.riichi && p->ippatsu;
	int left = wall_live_left(&g->wall);
	ctx.rinshan = tsumo && g->after_kan;
	ctx.haitei = tsumo && !g->after_kan && left == 0;
	ctx.houtei = !tsumo && !chankan && left == 0;
	ctx.tenhou = tsumo && first && seat == g->dealer && p->pub.ndiscards == 0;
	ctx.chiihou = tsumo && first && seat != g->dealer && p->pub.ndiscards == 0;
	ctx.renhou = !tsumo && first && p->pub.ndiscards == 0 && seat != g->dealer;
	/* local yaku: ron on the declaring tile of a riichi, or on the discard after a kan */
	const struct player_state *d = &g->p[g->turn];
	ctx.tsubame_gaeshi = !tsumo && !chankan && d->pub.riichi &&
			     d->pub.riichi_turn == d->pub.ndiscards - 1 && g->turn != seat;
	ctx.kanburi = !tsumo && !chankan && g->after_kan && g->turn != seat;
	ctx.round_wind = TILE_EAST + g->round_wind;
	ctx.seat_wind = game_seat_wind(g, seat);
	ctx.ndora = g->wall.indicators;
	for (int i = 0; i < ctx.ndora; i++)
		ctx.dora[i] = wall_dora_indicator(&g->wall, i);
	/* a blind game (a seat's mirror) cannot see the ura indicators: whether a hand wins never
	 * depends on them */
	if (p->pub.riichi && !g->blind) {
		ctx.nura = g->wall.indicators;
		for (int i = 0; i < ctx.nura; i++)
			ctx.ura[i] = wall_ura_indicator(&g->wall, i);
	}
	/* ...unless they are told (a network client scoring a win on its mirror) */
	if (p->pub.riichi && ura)
		for (ctx.nura = 0; ctx.nura < nura && ctx.nura < 5; ctx.nura++)
			ctx.ura[ctx.nura] = ura[ctx.nura];
	ctx.honba = g->honba;
	ctx.riichi_sticks = g->riichi_sticks;
	/* three players: each North set aside counts (MCR's flowers are scored elsewhere) */
	ctx.kita = g->nseats == 3 ? p->pub.nflowers : 0;
	score_win(&g->rules, &h, &ctx, out);
	return out->status == SCORE_OK;
}

static bool has_yaku(const struct score_result *r, enum yaku_id id)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == id)
			return true;
	return false;
}

/* Riichi: the hand completes on tile with a yaku; a ron also needs the seat not in furiten. */
static bool riichi_can_win(const struct game *g, int seat, tile_t tile, bool tsumo, bool robbing)
{
	const struct player_state *p = &g->p[seat];
	struct score_result r;
	uint64_t waits = tsumo ? p->waits_before_draw : engine_wait_mask(p);
	/* scoring decomposes the hand: only worth it when the tile completes the shape */
	if (!(waits >> tile_kind(tile) & 1) || (!tsumo && engine_is_furiten(p)))
		return false;
	return engine_score(g, seat, tile, tsumo, robbing, &r);
}

/* Only thirteen orphans may rob a closed kan (riichi), where the rules let it. */
static bool kokushi_robs_closed_kan(const struct game *g, int seat, tile_t tile)
{
	const struct player_state *p = &g->p[seat];
	struct score_result r;
	return g->rules.kokushi_closed_kan && (engine_wait_mask(p) >> tile_kind(tile) & 1) &&
	       !engine_is_furiten(p) && engine_score(g, seat, tile, false, true, &r) &&
	       (has_yaku(&r, YAKU_KOKUSHI) || has_yaku(&r, YAKU_KOKUSHI_13));
}

static int count_kind(const struct player_state *p, int kind, bool red)
{
	int n = 0;
	for (int i = 0; i < p->nhand; i++)
		if (tile_kind(p->hand[i]) == kind && tile_is_red(p->hand[i]) == red)
			n++;
	return n;
}

static void push(struct action *out, int *n, int max, struct action a)
{
	if (*n < max)
		out[(*n)++] = a;
}

/* Whether discarding t leaves a tenpai hand. */
static bool tenpai_without(const struct player_state *p, tile_t t)
{
	uint8_t c[TILE_KINDS];
	engine_counts(p, c);
	c[tile_kind(t)]--;
	return shanten_min(c, p->pub.nmelds) == 0;
}

/* In riichi, a closed kan may not change the waits. */
static bool kan_keeps_waits(const struct player_state *p, int kind)
{
	struct player_state before = *p, after = *p;
	engine_remove_tile(&before, before.hand[before.nhand - 1]);
	bool w0[TILE_KINDS], w1[TILE_KINDS];
	engine_waits(&before, w0);
	for (int i = 0; i < 4; i++) {
		for (int j = 0; j < after.nhand; j++)
			if (tile_kind(after.hand[j]) == kind) {
				engine_remove_tile(&after, after.hand[j]);
				break;
			}
	}
	after.pub.melds[after.pub.nmelds++] = (struct meld){
	    .type = MELD_ANKAN, .tiles = {(tile_t)kind, (tile_t)kind, (tile_t)kind, (tile_t)kind}};
	engine_waits(&after, w1);
	return memcmp(w0, w1, sizeof w0) == 0;
}

int engine_own_turn_options(const struct game *g, int seat, struct action *out, int max)
{
	const struct player_state *p = &g->p[seat];
	int n = 0;
	tile_t drawn = g->drew ? g->last_draw : 0xff;

	/* the first choice is the safe default: discard what was drawn */
	if (g->drew)
		push(out, &n, max,
		     (struct action){.type = ACT_DISCARD, .tile = drawn, .tsumogiri = true});
	if (!p->pub.riichi) {
		/* hand[] is sorted but for the drawn tile, which is last */
		int sorted = g->drew ? p->nhand - 1 : p->nhand;
		bool blocked_all = true;
		for (int i = 0; i < p->nhand; i++)
			blocked_all &= p->kuikae_block[tile_kind(p->hand[i])];
		for (int i = 0; i < sorted; i++) {
			tile_t t = p->hand[i];
			if ((i > 0 && p->hand[i - 1] == t) ||
			    (p->kuikae_block[tile_kind(t)] && !blocked_all))
				continue;
			push(out, &n, max, (struct action){.type = ACT_DISCARD, .tile = t});
		}
	}
	if (!g->drew)
		return n; /* after a call: discard only */

	const struct engine_family *fam = engine_family_of(g);
	uint8_t c14[TILE_KINDS];
	engine_counts(p, c14);
	if (fam->can_win(g, seat, drawn, true, false))
		push(out, &n, max, (struct action){.type = ACT_TSUMO, .tile = drawn});

	bool closed = true;
	for (int i = 0; i < p->pub.nmelds; i++)
		closed &= !meld_is_open(&p->pub.melds[i]);
	int left = wall_live_left(&g->wall);
	/* a draw lowers shanten by one at most: only a 1-shanten hand can have become tenpai */
	if (fam->riichi && closed && !p->pub.riichi && p->pub.points >= 1000 && left >= 4 &&
	    p->shanten_before_draw <= 1 && shanten_min(c14, p->pub.nmelds) <= 0) {
		for (int i = 0; i < p->nhand; i++) {
			tile_t t = p->hand[i];
			bool seen = false;
			for (int j = 0; j < i; j++)
				seen |= p->hand[j] == t;
			if (!seen && tenpai_without(p, t))
				push(out, &n, max,
				     (struct action){
					 .type = ACT_RIICHI, .tile = t, .tsumogiri = t == drawn});
		}
	}

	if ((!fam->kan_limit || g->total_kans < 4) && left > 0) {
		for (int k = 0; k < TILE_KINDS; k++) {
			if (c14[k] != 4)
				continue;
			if (p->pub.riichi && (tile_kind(drawn) != k || !kan_keeps_waits(p, k)))
				continue;
			push(out, &n, max, (struct action){.type = ACT_ANKAN, .tile = (tile_t)k});
		}
		for (int i = 0; i < p->pub.nmelds && !p->pub.riichi; i++) {
			if (p->pub.melds[i].type != MELD_PON)
				continue;
			for (int j = 0; j < p->nhand; j++)
				if (tile_kind(p->hand[j]) == meld_kind(&p->pub.melds[i]))
					push(
					    out, &n, max,
					    (struct action){.type = ACT_KAKAN, .tile = p->hand[j]});
		}
	}

	/* nukidora: a North set aside for a replacement while the wall can give one; in riichi
	 * only the North just drawn, which leaves the waits as they were */
	bool nuki = g->nseats == 3 && g->rules.kita == KITA_NUKIDORA && left > 0 &&
		    g->wall.rinshan_drawn < WALL_MAX_REPLACEMENTS && c14[TILE_NORTH] > 0;
	if (nuki && (!p->pub.riichi || tile_kind(drawn) == TILE_NORTH)) {
		tile_t north = tile_kind(drawn) == TILE_NORTH ? drawn : (tile_t)TILE_NORTH;
		push(out, &n, max, (struct action){.type = ACT_KITA, .tile = north});
	}

	if (g->rules.abortive_draws && engine_first_go_around(g) && p->pub.ndiscards == 0) {
		int kinds = 0;
		for (int k = 0; k < TILE_KINDS; k++)
			kinds += kind_is_yaochu(k) && c14[k] > 0;
		if (kinds >= 9)
			push(out, &n, max, (struct action){.type = ACT_KYUUSHU});
	}
	return n;
}

/* Adds every distinct pair (or triple) of tiles of one kind from the hand. */
static void same_kind_choices(const struct player_state *p, int kind, int take,
			      enum action_type type, tile_t tile, struct action *out, int *n,
			      int max)
{
	int plain = count_kind(p, kind, false), red = count_kind(p, kind, true);
	for (int reds = 0; reds <= take && reds <= red; reds++) {
		if (take - reds > plain)
			continue;
		struct action a = {.type = type, .tile = tile};
		for (int i = 0; i < take; i++)
			a.hand[i] = (tile_t)kind | (i < reds ? TILE_RED : 0);
		push(out, n, max, a);
	}
}

static void chi_choices(const struct player_state *p, const uint8_t c[TILE_KINDS], int k,
			tile_t tile, struct action *out, int *n, int max)
{
	static const int shapes[3][2] = {{-2, -1}, {-1, 1}, {1, 2}};
	int num = kind_number(k);
	for (int s = 0; s < 3; s++) {
		int a = num + shapes[s][0], b = num + shapes[s][1];
		if (a < 1 || b > 9)
			continue;
		int ka = k + shapes[s][0], kb = k + shapes[s][1];
		if (!c[ka] || !c[kb])
			continue;
		for (int ra = 0; ra < 2; ra++)
			for (int rb = 0; rb < 2; rb++) {
				if (count_kind(p, ka, ra) == 0 || count_kind(p, kb, rb) == 0)
					continue;
				struct action act = {.type = ACT_CHI, .tile = tile};
				act.hand[0] = (tile_t)ka | (ra ? TILE_RED : 0);
				act.hand[1] = (tile_t)kb | (rb ? TILE_RED : 0);
				push(out, n, max, act);
			}
	}
}

int engine_response_options(const struct game *g, int seat, int from, tile_t tile, bool kan_robbing,
			    bool closed_kan, struct action *out, int max)
{
	const struct player_state *p = &g->p[seat];
	const struct engine_family *fam = engine_family_of(g);
	int n = 0, k = tile_kind(tile);
	push(out, &n, max, (struct action){.type = ACT_PASS});
	if (closed_kan ? fam->closed_kan_robbable && kokushi_robs_closed_kan(g, seat, tile)
		       : fam->can_win(g, seat, tile, false, kan_robbing))
		push(out, &n, max, (struct action){.type = ACT_RON, .tile = tile});
	if (kan_robbing || g->kita_offer || p->pub.riichi || wall_live_left(&g->wall) == 0)
		return n;
	uint8_t c[TILE_KINDS];
	engine_counts(p, c);
	if (c[k] >= 2)
		same_kind_choices(p, k, 2, ACT_PON, tile, out, &n, max);
	if (c[k] >= 3 && (!fam->kan_limit || g->total_kans < 4))
		same_kind_choices(p, k, 3, ACT_MINKAN, tile, out, &n, max);
	if (rules_family_of(g->rules.family)->chi && seat == (from + 1) % g->nseats &&
	    !kind_is_honor(k))
		chi_choices(p, c, k, tile, out, &n, max);
	return n;
}

const struct engine_family engine_family_riichi = {
    .can_win = riichi_can_win,
    .settle_wins = engine_settle_wins,
    .settle_exhaustive = engine_settle_exhaustive,
    .riichi = true,
    .kan_limit = true,
    .closed_kan_robbable = true,
};
