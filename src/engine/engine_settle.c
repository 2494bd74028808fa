/* The end of a hand: wins, draws, payments, the next dealer, the end of the game. */
#include <string.h>

#include "rules/waits.h"
#include "src/engine/engine_internal.h"

/* Applies the points of a hand's end; sticks won are taken off the table at the same time. */
void engine_apply_scores(struct game *g, const int delta[SEATS], bool sticks_taken)
{
	struct game_event ev = {.type = EV_SCORES};
	memcpy(ev.delta, delta, sizeof ev.delta);
	for (int s = 0; s < SEATS; s++)
		ev.points[s] = g->p[s].pub.points + delta[s];
	ev.riichi_sticks = sticks_taken ? 0 : g->riichi_sticks;
	engine_event(g, &ev);
}

/* What payer owes a tsumo by winner. */
static int tsumo_share(const struct game *g, int winner, int payer, const struct score_result *r)
{
	if (winner == g->dealer)
		return r->tsumo_all;
	return payer == g->dealer ? r->tsumo_dealer : r->tsumo_nondealer;
}

static bool pao_yakuman(const struct rules *rules, const struct score_result *r)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == YAKU_DAISANGEN || r->yaku[i].id == YAKU_DAISUUSHII ||
		    (r->yaku[i].id == YAKU_SUUKANTSU && rules->pao_four_kans))
			return true;
	return false;
}

void engine_settle_wins(struct game *g, const int *winners, int nwinners, int from, tile_t tile,
			bool chankan)
{
	int delta[SEATS] = {0};
	bool dealer_won = false;
	for (int w = 0; w < nwinners; w++) {
		int seat = winners[w];
		bool tsumo = seat == from;
		/* honba and sticks go to the first winner in turn order only */
		int honba = g->honba, sticks = g->riichi_sticks;
		if (w > 0) {
			g->honba = 0;
			g->riichi_sticks = 0;
		}
		struct score_result r;
		engine_score(g, seat, tile, tsumo, chankan, &r);
		g->honba = honba;
		g->riichi_sticks = sticks;

		int liable = g->rules.pao && pao_yakuman(&g->rules, &r) ? g->p[seat].pao_for : -1;
		/* this win's own payments, told with it; the hand's are their sum */
		int own[SEATS] = {0};
		if (tsumo) {
			for (int s = 0; s < g->nseats; s++) {
				if (s == seat)
					continue;
				own[liable >= 0 ? liable : s] -= tsumo_share(g, seat, s, &r);
			}
		} else if (liable >= 0 && liable != from) {
			int half = (r.ron - r.honba) / 2;
			own[liable] -= half;
			own[from] -= r.ron - half;
		} else {
			own[from] -= r.ron;
		}
		own[seat] += r.total;
		for (int s = 0; s < SEATS; s++)
			delta[s] += own[s];
		dealer_won |= seat == g->dealer;

		struct game_event ev = {.type = EV_WIN,
					.seat = seat,
					.from = from,
					.tile = tile,
					.score = &r,
					.pao = liable};
		memcpy(ev.delta, own, sizeof ev.delta);
		if (g->p[seat].pub.riichi) {
			ev.nura = g->wall.indicators;
			for (int i = 0; i < ev.nura; i++)
				ev.ura[i] = wall_ura_indicator(&g->wall, i);
		}
		engine_emit(g, &ev);
	}
	engine_apply_scores(g, delta, true);
	engine_next_hand(g, dealer_won, dealer_won);
}

/* All discards terminals or honours, none called. */
static bool nagashi(const struct player_state *p)
{
	if (p->pub.ndiscards == 0)
		return false;
	for (int i = 0; i < p->pub.ndiscards; i++)
		if (p->pub.discards[i].called ||
		    !kind_is_yaochu(tile_kind(p->pub.discards[i].tile)))
			return false;
	return true;
}

/*
 * Tenpai for the payments of an exhaustive draw. A hand whose every wait is a tile it holds
 * all four of (in its concealed hand, or its melds too) is noten as the rules say.
 */
static bool tenpai_at_draw(const struct game *g, int seat)
{
	const struct player_state *p = &g->p[seat];
	if (!engine_is_tenpai(p))
		return false;
	uint8_t melded[TILE_KINDS] = {0};
	for (int m = 0; m < p->pub.nmelds; m++)
		for (int i = 0; i < meld_size(&p->pub.melds[m]); i++)
			melded[tile_kind(p->pub.melds[m].tiles[i])]++;
	return waits_tenpai_at_draw(&g->rules, engine_wait_mask(p), p->counts, melded);
}

void engine_settle_exhaustive(struct game *g)
{
	struct game_event ev = {.type = EV_EXHAUSTIVE_DRAW};
	int delta[SEATS] = {0};
	int ntenpai = 0, nnagashi = 0, n = g->nseats;
	for (int s = 0; s < n; s++) {
		ev.tenpai[s] = tenpai_at_draw(g, s);
		ntenpai += ev.tenpai[s];
		ev.nagashi[s] = g->rules.nagashi_mangan && nagashi(&g->p[s]);
		nnagashi += ev.nagashi[s];
	}
	if (nnagashi) {
		for (int s = 0; s < n; s++) {
			if (!ev.nagashi[s])
				continue;
			struct score_result r;
			score_nagashi_mangan(&g->rules, s == g->dealer, &r);
			for (int o = 0; o < n; o++) {
				if (o == s)
					continue;
				int pay = tsumo_share(g, s, o, &r);
				delta[o] -= pay;
				delta[s] += pay;
			}
		}
	} else if (ntenpai > 0 && ntenpai < n) {
		/* the family's pool (rules_family_of): 3000 with four players, 2000 with three */
		int pool = rules_family_of(g->rules.family)->noten_pool;
		for (int s = 0; s < n; s++)
			delta[s] = ev.tenpai[s] ? pool / ntenpai : -pool / (n - ntenpai);
	}
	engine_emit(g, &ev);
	engine_apply_scores(g, delta, false);
	engine_next_hand(g, ev.tenpai[g->dealer], true);
}

void engine_settle_abort(struct game *g, enum abort_kind why)
{
	struct game_event ev = {.type = EV_ABORTIVE_DRAW, .abort = why};
	engine_emit(g, &ev);
	/* an abortive draw only repeats the hand with one more honba: it never ends the game,
	 * not even in the last hand with the dealer first */
	g->honba++;
}

int engine_placement(const struct game *g, int seat)
{
	int place = 1, n = g->nseats;
	int rs = (seat - g->first_dealer + n) % n;
	for (int o = 0; o < n; o++) {
		int ro = (o - g->first_dealer + n) % n;
		int po = g->p[o].pub.points, ps = g->p[seat].pub.points;
		if (o != seat && (po > ps || (po == ps && ro < rs)))
			place++;
	}
	return place;
}

/*
 * Whether the game ends after a hand that was won or drawn out, before the deal moves on.
 * From the last hand of South on (South 4, or South 3 with three players), the dealer's
 * continuation comes first: a dealer who won or is tenpai plays on, whoever else has the return
 * points, unless the dealer ends the game by being first (a tie counts as behind: ties go to the
 * seat nearer the first dealer) with the return points. When the deal moves on, the game ends once
 * anyone has the return points, else after South 4 without the West round, and after West 4 at the
 * latest.
 */
static bool game_ends(const struct game *g, bool dealer_stays)
{
	int n = g->nseats;
	int played = g->round_wind * n + g->hand_number; /* South 4 is 7, West 4 is 11 */
	int top = g->p[0].pub.points;
	bool bust = false;
	for (int s = 0; s < n; s++) {
		if (g->p[s].pub.points > top)
			top = g->p[s].pub.points;
		bust |= g->p[s].pub.points < 0;
	}
	if (bust && g->rules.bust)
		return true;
	if (played < 2 * n - 1)
		return false;
	if (dealer_stays)
		return g->rules.dealer_stop && engine_placement(g, g->dealer) == 1 &&
		       g->p[g->dealer].pub.points >= g->rules.target_points;
	if (top >= g->rules.target_points)
		return true;
	return !g->rules.west_round || played >= 3 * n - 1;
}

void engine_next_hand(struct game *g, bool dealer_stays, bool honba_up)
{
	g->over = game_ends(g, dealer_stays);
	g->honba = honba_up ? g->honba + 1 : 0;
	if (!dealer_stays) {
		g->dealer = (g->dealer + 1) % g->nseats;
		if (++g->hand_number == g->nseats) {
			g->hand_number = 0;
			g->round_wind++;
		}
	}
}
