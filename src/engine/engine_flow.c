/*
 * A hand's flow, step by step: game_step() plays on until a seat must decide or the hand
 * ends, and game_answer() takes the decision. The caller owns the loop: the screen waits for
 * keys there, a network table for its players; game_play_hand() is the loop that asks each
 * seat's controller. Every change of the table goes through game_apply() (engine_event()).
 */
#include "src/engine/engine.h"

#include <string.h>

#include "src/engine/engine_internal.h"

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
	engine_event(g, &ev);
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
		tile_t t; /* the tile the wall gives, seen before it is drawn (game_apply) */
		if (!wall_next(&g->wall, rinshan, &t))
			return false;
		struct game_event ev = {
		    .type = EV_DRAW, .seat = seat, .tile = t, .rinshan = rinshan};
		engine_event(g, &ev);
		if (!kind_is_flower(tile_kind(t)))
			return true;
		engine_set_aside_flower(g, seat, t);
		rinshan = true;
	}
}

static void reveal_dora(struct game *g)
{
	tile_t t = wall_next_indicator(&g->wall);
	if (!g->rules.kan_dora || t == 0xff)
		return;
	struct game_event ev = {.type = EV_DORA, .tile = t};
	engine_event(g, &ev);
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
	engine_event(g, &ev);
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
	engine_event(g, &ev);
}

/* The next draw: seat's, from the dead wall when rinshan; none after a chi or pon. */
static void to_draw(struct hand_flow *f, int seat, bool draws, bool rinshan)
{
	f->phase = PHASE_DRAW;
	f->seat = seat;
	f->draws = draws;
	f->rinshan = rinshan;
}

/* Asks seat on its own turn. */
static void ask_turn(struct game *g, struct hand_flow *f)
{
	f->phase = PHASE_TURN;
	f->q.seat = f->seat;
	f->q.n = engine_own_turn_options(g, f->seat, f->q.choices, GAME_CHOICES);
	game_view(g, f->seat, &f->q.view);
	f->q.view.just_drew = f->draws;
	f->asking = true;
}

/*
 * Offers a discarded (or kan-added, or set aside) tile to the other seats, who answer in turn
 * from the discarder's right, each without knowing the others' answers. A win comes before a
 * pon or kan, which comes before a chi.
 */
static void offer(struct hand_flow *f, enum offer_kind kind, int from, tile_t tile)
{
	f->phase = PHASE_OFFER;
	f->offer = kind;
	f->from = from;
	f->tile = tile;
	f->asked = 0;
	f->nrons = 0;
	f->best_seat = -1;
	f->best = (struct action){.type = ACT_PASS};
}

/*
 * Seat s lets the offered tile go: furiten if it is one of its waits (game_apply decides), a
 * ron offered or not. A closed kan's tile passes nobody but the thirteen orphans it was
 * offered to.
 */
static void win_passed(struct game *g, const struct hand_flow *f, int s, bool could_ron)
{
	if (f->offer == OFFER_KAN && f->kan.type == ACT_ANKAN && !could_ron)
		return;
	struct game_event passed = {.type = EV_WIN_PASSED, .seat = s, .tile = f->tile};
	game_apply(g, &passed); /* known to that seat alone */
}

/* The next seat that may do more than pass; false when all have been asked. */
static bool ask_next_on_offer(struct game *g, struct hand_flow *f)
{
	bool robbing = f->offer == OFFER_KAN, closed = robbing && f->kan.type == ACT_ANKAN;
	while (++f->asked < g->nseats) {
		int s = (f->from + f->asked) % g->nseats;
		/* as many answers as the most a discard can give (pass, ron, pons, kans, chis) */
		int n = engine_response_options(g, s, f->from, f->tile, robbing, closed,
						f->q.choices, 24);
		if (n <= 1) {
			win_passed(g, f, s, false); /* only pass */
			continue;
		}
		f->q.seat = s;
		f->q.n = n;
		game_view(g, s, &f->q.view);
		f->q.view.to_act_on = f->from;
		f->q.view.last_tile = f->tile;
		f->asking = true;
		return true;
	}
	return false;
}

static void offer_answered(struct game *g, struct hand_flow *f, const struct action *a)
{
	int s = f->q.seat;
	bool could_ron = false;
	for (int k = 0; k < f->q.n; k++)
		could_ron |= f->q.choices[k].type == ACT_RON;
	if (a->type == ACT_RON)
		f->rons[f->nrons++] = s;
	else
		win_passed(g, f, s, could_ron);
	if (a->type == ACT_PON || a->type == ACT_MINKAN) {
		f->best_seat = s;
		f->best = *a;
	} else if (a->type == ACT_CHI && f->best_seat < 0) {
		f->best_seat = s;
		f->best = *a;
	}
}

/* After a discard that nobody won on: the stick, the aborts, a call or the next draw. */
static void after_discard(struct game *g, struct hand_flow *f)
{
	int seat = f->from;
	f->phase = PHASE_END;
	if (f->riichi) {
		struct game_event paid = {.type = EV_RIICHI_PAID, .seat = seat};
		engine_event(g, &paid);
		int riichis = 0;
		for (int s = 0; s < SEATS; s++)
			riichis += g->p[s].pub.riichi;
		/* four riichi: four players only, three riichi do not abort */
		if (riichis == 4 && g->rules.abortive_draws) {
			engine_settle_abort(g, ABORT_FOUR_RIICHI);
			return;
		}
	}
	if (g->rules.abortive_draws && four_winds(g)) {
		engine_settle_abort(g, ABORT_FOUR_WINDS);
		return;
	}
	if (g->rules.abortive_draws && four_kans_abort(g)) {
		engine_settle_abort(g, ABORT_FOUR_KANS);
		return;
	}
	if (f->best_seat >= 0) {
		make_call(g, f->best_seat, seat, f->tile, &f->best);
		bool open_kan = f->best.type == ACT_MINKAN;
		if (open_kan) {
			/* an open kan draws from the dead wall; its dora per the rules */
			if (g->rules.kan_dora_delayed)
				g->pending_dora++;
			else
				reveal_dora(g);
		}
		to_draw(f, f->best_seat, open_kan, open_kan);
		return;
	}
	if (wall_live_left(&g->wall) == 0) {
		engine_family_of(g)->settle_exhaustive(g);
		return;
	}
	to_draw(f, (seat + 1) % g->nseats, true, false);
}

/* Everyone has answered the offer. */
static void offer_settled(struct game *g, struct hand_flow *f)
{
	if (f->nrons) {
		f->phase = PHASE_END;
		if (f->nrons == 3 && g->rules.triple_ron_draw) {
			engine_settle_abort(g, ABORT_TRIPLE_RON);
			return;
		}
		int n = f->nrons > g->rules.max_ron ? g->rules.max_ron : f->nrons;
		/* more than the rules allow: the nearest in turn order (head bump) */
		engine_family_of(g)->settle_wins(g, f->rons, n, f->from, f->tile,
						 f->offer == OFFER_KAN);
		return;
	}
	switch (f->offer) {
	case OFFER_KITA:
		to_draw(f, f->from, true, true);
		return;
	case OFFER_KAN:
		/* the kan stands (game_apply) at its indicator or replacement */
		if (f->kan.type == ACT_ANKAN || !g->rules.kan_dora_delayed)
			reveal_dora(g);
		else
			g->pending_dora++;
		to_draw(f, f->from, true, true);
		return;
	case OFFER_DISCARD:
		after_discard(g, f);
		return;
	}
}

/* The answer on one's own turn. */
static void turn_answered(struct game *g, struct hand_flow *f, const struct action *a)
{
	const struct engine_family *fam = engine_family_of(g);
	int seat = f->seat;
	switch (a->type) {
	case ACT_TSUMO:
		f->phase = PHASE_END;
		fam->settle_wins(g, &seat, 1, seat, g->last_draw, false);
		return;
	case ACT_KYUUSHU:
		f->phase = PHASE_END;
		engine_settle_abort(g, ABORT_KYUUSHU);
		return;
	case ACT_KITA: {
		/* three-player nukidora: offered for a ron like a discard (no calls, no chankan) */
		struct game_event ev = {.type = EV_KITA, .seat = seat, .tile = a->tile};
		engine_event(g, &ev);
		offer(f, OFFER_KITA, seat, a->tile);
		return;
	}
	case ACT_ANKAN:
	case ACT_KAKAN:
		declare_kan(g, seat, a);
		offer(f, OFFER_KAN, seat, a->tile);
		f->kan = *a;
		/* robbing: an added kan by anyone, a closed kan by thirteen orphans only (riichi);
		 * in MCR only an added kong */
		if (a->type == ACT_ANKAN &&
		    !(fam->closed_kan_robbable && g->rules.kokushi_closed_kan))
			f->asked = g->nseats;
		return;
	default:
		break;
	}
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
				.riichi = a->type == ACT_RIICHI};
	engine_event(g, &ev);
	offer(f, OFFER_DISCARD, seat, a->tile);
	f->riichi = a->type == ACT_RIICHI;
}

/* The game is over: the sticks left go to the first place, and the final scores are told. */
static void end_game(struct game *g)
{
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
	rules_final_scores(&g->rules, n, ge.points, ge.placement, ge.final_score);
	/* MCR has no return points or uma: the final score is the points won */
	for (int s = 0; s < n && !engine_family_of(g)->riichi; s++)
		ge.final_score[s] = g->p[s].pub.points;
	engine_emit(g, &ge);
}

/* The hand is over: told, and the game's end with its final scores when it came. */
static void end_hand(struct game *g)
{
	g->hands_played++;
	struct game_event end = {.type = EV_HAND_END};
	engine_emit(g, &end);
	if (g->over)
		end_game(g);
}

void game_finish(struct game *g)
{
	if (g->over || g->flow.phase != PHASE_DEAL)
		return;
	g->over = true;
	end_game(g);
}

enum game_step game_step(struct game *g, const struct game_question **q)
{
	struct hand_flow *f = &g->flow;
	*q = NULL;
	for (;;) {
		if (g->stopped)
			return GAME_STOPPED;
		if (f->asking) {
			*q = &f->q;
			return GAME_ASKS;
		}
		switch (f->phase) {
		case PHASE_DEAL:
			if (g->over)
				return GAME_OVER;
			if (g->reseat_due)
				engine_change_seats(g);
			deal(g);
			to_draw(f, g->dealer, true, false);
			break;
		case PHASE_DRAW:
			if (f->draws && !draw_tile(g, f->seat, f->rinshan)) {
				engine_family_of(g)->settle_exhaustive(g);
				f->phase = PHASE_END;
				break;
			}
			ask_turn(g, f);
			break;
		case PHASE_OFFER:
			if (!ask_next_on_offer(g, f))
				offer_settled(g, f);
			break;
		case PHASE_TURN: /* answered: game_answer() moved the phase on */
		case PHASE_END:
			end_hand(g);
			f->phase = PHASE_DEAL;
			return GAME_HAND_ENDED;
		}
	}
}

void game_answer(struct game *g, int choice)
{
	struct hand_flow *f = &g->flow;
	if (!f->asking || g->stopped)
		return;
	f->asking = false;
	/* an answer out of range is the first choice, the safe default */
	const struct action a = f->q.choices[choice >= 0 && choice < f->q.n ? choice : 0];
	if (f->phase == PHASE_TURN)
		turn_answered(g, f, &a);
	else
		offer_answered(g, f, &a);
}

bool game_play_hand(struct game *g)
{
	for (;;) {
		const struct game_question *q;
		enum game_step r = game_step(g, &q);
		if (r == GAME_HAND_ENDED)
			return !g->over;
		if (r != GAME_ASKS)
			return false;
		struct controller *c = g->ctl[q->seat];
		int i = c && c->choose ? c->choose(c, &q->view, q->choices, q->n) : 0;
		game_answer(g, i);
	}
}

void game_play(struct game *g)
{
	while (game_play_hand(g))
		;
}
