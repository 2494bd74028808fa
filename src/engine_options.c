/* The legal choices of a seat: on its own turn, and when another's tile is offered. */
#include <string.h>

#include "rules/shanten.h"
#include "src/engine_internal.h"

bool engine_score(const struct game *g, int seat, tile_t tile, bool tsumo, bool chankan,
		  struct score_result *out)
{
	const struct player_state *p = &g->p[seat];
	struct hand h;
	engine_hand_of(p, &h);
	if (tsumo) {
		/* the drawn tile is in hand: score the rest plus it */
		for (int i = h.ntiles - 1; i >= 0; i--)
			if (h.tiles[i] == tile) {
				memmove(h.tiles + i, h.tiles + i + 1, (size_t)(h.ntiles - i - 1));
				h.ntiles--;
				break;
			}
	}
	struct win_context ctx = { .win = tile, .tsumo = tsumo, .chankan = chankan };
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
	if (p->pub.riichi) {
		ctx.nura = g->wall.indicators;
		for (int i = 0; i < ctx.nura; i++)
			ctx.ura[i] = wall_ura_indicator(&g->wall, i);
	}
	ctx.honba = g->honba;
	ctx.riichi_sticks = g->riichi_sticks;
	score_win(&g->rules, &h, &ctx, out);
	return out->status == SCORE_OK;
}

/*
 * Whether the concealed counts, with nmelds melds, have the shape of a
 * complete hand: sets and a pair, seven pairs (counted loosely: any 14 tiles
 * in pairs), or thirteen orphans. Never stricter than score_win, so it only
 * spares scoring hands that cannot win; the engine's hot path needs it.
 */
static bool sets_only(uint8_t c[TILE_KINDS], int k, int end)
{
	while (k < end && c[k] == 0)
		k++;
	if (k == end)
		return true;
	if (c[k] >= 3) {
		c[k] -= 3; /* three runs from k equal three triplets: taking the triplet is safe */
		bool ok = sets_only(c, k, end);
		c[k] += 3;
		return ok;
	}
	if (kind_is_honor(k) || kind_number(k) > 7 || !c[k + 1] || !c[k + 2])
		return false;
	c[k]--, c[k + 1]--, c[k + 2]--;
	bool ok = sets_only(c, k, end);
	c[k]++, c[k + 1]++, c[k + 2]++;
	return ok;
}

/* Sets and one pair: the pair sits in the one suit (or the honours) holding 3n+2 tiles. */
static bool sets_and_pair(uint8_t c[TILE_KINDS])
{
	int pair_group = -1;
	for (int g = 0; g < 4; g++) {
		int lo = g * 9, hi = g == 3 ? TILE_KINDS : lo + 9, sum = 0;
		for (int k = lo; k < hi; k++)
			sum += c[k];
		if (sum % 3 == 1 || (sum % 3 == 2 && pair_group >= 0))
			return false;
		if (sum % 3 == 2)
			pair_group = g;
		else if (!sets_only(c, lo, hi))
			return false;
	}
	if (pair_group < 0)
		return false;
	int lo = pair_group * 9, hi = pair_group == 3 ? TILE_KINDS : lo + 9;
	for (int k = lo; k < hi; k++) {
		if (c[k] < 2)
			continue;
		c[k] -= 2;
		bool ok = sets_only(c, lo, hi);
		c[k] += 2;
		if (ok)
			return true;
	}
	return false;
}

static const bool yaochu[TILE_KINDS] = {
	[0] = true, [8] = true, [9] = true, [17] = true, [18] = true, [26] = true,
	[27] = true, [28] = true, [29] = true, [30] = true, [31] = true, [32] = true, [33] = true,
};

static bool complete_shape(uint8_t c[TILE_KINDS], int nmelds)
{
	if (sets_and_pair(c))
		return true;
	if (nmelds > 0)
		return false;
	int k = 0;
	while (k < TILE_KINDS && c[k] % 2 == 0)
		k++;
	if (k == TILE_KINDS)
		return true; /* seven pairs */
	for (k = 0; k < TILE_KINDS; k++)
		if (yaochu[k] ? c[k] == 0 : c[k] != 0)
			return false;
	return true; /* thirteen orphans */
}

/*
 * A quick test that spares the shanten number of most hands: a hand of
 * fourteen tiles that is tenpai or better after some discard has at most two
 * isolated tiles (the discard and a pair wait), unless it is a thirteen-orphans
 * hand, which holds twelve kinds of terminals and honours at least.
 */
static bool may_be_tenpai(const uint8_t c[TILE_KINDS])
{
	int isolated = 0, orphan_kinds = 0;
	for (int k = TILE_EAST; k < TILE_KINDS; k++) {
		orphan_kinds += c[k] != 0;
		isolated += c[k] == 1;
	}
	for (int suit = 0; suit < TILE_EAST; suit += 9) {
		uint8_t pad[13] = { 0 }; /* the suit with two empty kinds at each end */
		memcpy(pad + 2, c + suit, 9);
		orphan_kinds += (pad[2] != 0) + (pad[10] != 0);
		for (int n = 2; n < 11; n++)
			isolated += pad[n] == 1 && !(pad[n - 2] | pad[n - 1] | pad[n + 1] | pad[n + 2]);
	}
	return isolated <= 2 || orphan_kinds >= 12;
}

/* Whether the hand's counts plus tile (none when 0xff) can be a win at all. */
static bool could_complete(uint8_t c[TILE_KINDS], int nmelds, tile_t tile)
{
	if (tile == 0xff)
		return complete_shape(c, nmelds);
	c[tile_kind(tile)]++;
	bool ok = complete_shape(c, nmelds);
	c[tile_kind(tile)]--;
	return ok;
}

static bool has_yaku(const struct score_result *r, enum yaku_id id)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == id)
			return true;
	return false;
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

static int shanten_of_counts(const uint8_t c[TILE_KINDS], int nmelds)
{
	return may_be_tenpai(c) ? shanten_min(c, nmelds) : 1;
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
	after.pub.melds[after.pub.nmelds++] = (struct meld){ .type = MELD_ANKAN,
							     .tiles = { (tile_t)kind, (tile_t)kind,
									(tile_t)kind, (tile_t)kind } };
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
		push(out, &n, max, (struct action){ .type = ACT_DISCARD, .tile = drawn, .tsumogiri = true });
	if (!p->pub.riichi) {
		bool blocked_all = true;
		uint8_t copies[(TILE_RED | TILE_KIND_MASK) + 1] = { 0 }; /* by tile, red apart */
		for (int i = 0; i < p->nhand; i++) {
			blocked_all &= p->kuikae_block[tile_kind(p->hand[i])];
			copies[p->hand[i]]++;
		}
		for (int i = 0; i < p->nhand; i++) {
			tile_t t = p->hand[i];
			/* each tile once, from its first copy; the drawn one only if another is held */
			bool first = copies[t] > 0, held = copies[t] >= 2;
			copies[t] = 0;
			if (!first || (p->kuikae_block[tile_kind(t)] && !blocked_all))
				continue;
			if (g->drew && t == drawn && !held)
				continue;
			push(out, &n, max, (struct action){ .type = ACT_DISCARD, .tile = t });
		}
	}
	if (!g->drew)
		return n; /* after a call: discard only */

	uint8_t counts[TILE_KINDS];
	engine_counts(p, counts);
	struct score_result r;
	if (could_complete(counts, p->pub.nmelds, 0xff) &&
	    engine_score(g, seat, drawn, true, false, &r))
		push(out, &n, max, (struct action){ .type = ACT_TSUMO, .tile = drawn });

	bool closed = true;
	for (int i = 0; i < p->pub.nmelds; i++)
		closed &= !meld_is_open(&p->pub.melds[i]);
	int left = wall_live_left(&g->wall);
	/* no discard leaves tenpai unless the fourteen tiles are tenpai or better */
	if (closed && !p->pub.riichi && p->pub.points >= 1000 && left >= 4 &&
	    shanten_of_counts(counts, p->pub.nmelds) <= 0) {
		bool seen[(TILE_RED | TILE_KIND_MASK) + 1] = { false };
		for (int i = 0; i < p->nhand; i++) {
			tile_t t = p->hand[i];
			bool again = seen[t];
			seen[t] = true;
			if (!again && tenpai_without(p, t))
				push(out, &n, max,
				     (struct action){ .type = ACT_RIICHI, .tile = t, .tsumogiri = t == drawn });
		}
	}

	if (g->total_kans < 4 && left > 0) {
		for (int k = 0; k < TILE_KINDS; k++) {
			if (counts[k] != 4)
				continue;
			if (p->pub.riichi && (tile_kind(drawn) != k || !kan_keeps_waits(p, k)))
				continue;
			push(out, &n, max, (struct action){ .type = ACT_ANKAN, .tile = (tile_t)k });
		}
		for (int i = 0; i < p->pub.nmelds && !p->pub.riichi; i++) {
			if (p->pub.melds[i].type != MELD_PON)
				continue;
			for (int j = 0; j < p->nhand; j++)
				if (tile_kind(p->hand[j]) == meld_kind(&p->pub.melds[i]))
					push(out, &n, max,
					     (struct action){ .type = ACT_KAKAN, .tile = p->hand[j] });
		}
	}

	if (g->rules.abortive_draws && engine_first_go_around(g) && p->pub.ndiscards == 0) {
		uint8_t c[TILE_KINDS];
		engine_counts(p, c);
		int kinds = 0;
		for (int k = 0; k < TILE_KINDS; k++)
			kinds += kind_is_yaochu(k) && c[k] > 0;
		if (kinds >= 9)
			push(out, &n, max, (struct action){ .type = ACT_KYUUSHU });
	}
	return n;
}

/* Adds every distinct pair (or triple) of tiles of one kind from the hand. */
static void same_kind_choices(const struct player_state *p, int kind, int take, enum action_type type,
			      tile_t tile, struct action *out, int *n, int max)
{
	int plain = count_kind(p, kind, false), red = count_kind(p, kind, true);
	for (int reds = 0; reds <= take && reds <= red; reds++) {
		if (take - reds > plain)
			continue;
		struct action a = { .type = type, .tile = tile };
		for (int i = 0; i < take; i++)
			a.hand[i] = (tile_t)kind | (i < reds ? TILE_RED : 0);
		push(out, n, max, a);
	}
}

static void chi_choices(const struct player_state *p, int k, tile_t tile, struct action *out, int *n,
			int max)
{
	static const int shapes[3][2] = { { -2, -1 }, { -1, 1 }, { 1, 2 } };
	int num = kind_number(k);
	for (int s = 0; s < 3; s++) {
		int a = num + shapes[s][0], b = num + shapes[s][1];
		if (a < 1 || b > 9)
			continue;
		int ka = k + shapes[s][0], kb = k + shapes[s][1];
		for (int ra = 0; ra < 2; ra++)
			for (int rb = 0; rb < 2; rb++) {
				if (count_kind(p, ka, ra) == 0 || count_kind(p, kb, rb) == 0)
					continue;
				struct action act = { .type = ACT_CHI, .tile = tile };
				act.hand[0] = (tile_t)ka | (ra ? TILE_RED : 0);
				act.hand[1] = (tile_t)kb | (rb ? TILE_RED : 0);
				push(out, n, max, act);
			}
	}
}

int engine_response_options(const struct game *g, int seat, int from, tile_t tile,
			    bool kan_robbing, bool closed_kan, struct action *out, int max)
{
	const struct player_state *p = &g->p[seat];
	int n = 0;
	push(out, &n, max, (struct action){ .type = ACT_PASS });
	uint8_t c[TILE_KINDS];
	engine_counts(p, c); /* to skip what the hand cannot make */
	struct score_result r;
	if (could_complete(c, p->pub.nmelds, tile) && !engine_is_furiten(p) &&
	    engine_score(g, seat, tile, false, kan_robbing, &r) &&
	    (!closed_kan || has_yaku(&r, YAKU_KOKUSHI) || has_yaku(&r, YAKU_KOKUSHI_13)))
		push(out, &n, max, (struct action){ .type = ACT_RON, .tile = tile });
	if (kan_robbing || p->pub.riichi || wall_live_left(&g->wall) == 0)
		return n;
	int k = tile_kind(tile);
	if (c[k] >= 2)
		same_kind_choices(p, k, 2, ACT_PON, tile, out, &n, max);
	if (g->total_kans < 4 && c[k] >= 3)
		same_kind_choices(p, k, 3, ACT_MINKAN, tile, out, &n, max);
	if (seat == (from + 1) % SEATS && !kind_is_honor(k) &&
	    ((k % 9 >= 2 && c[k - 2] && c[k - 1]) || (k % 9 >= 1 && k % 9 <= 7 && c[k - 1] && c[k + 1]) ||
	     (k % 9 <= 6 && c[k + 1] && c[k + 2])))
		chi_choices(p, k, tile, out, &n, max);
	return n;
}
