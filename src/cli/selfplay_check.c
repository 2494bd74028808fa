/* Self-play's watchdog: invariants after every event, actions against the choices offered. */
#include "src/cli/selfplay_check.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void check_fail(struct selfplay_check *ck, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Keeps the first violation: later ones are usually its consequences. */
static void check_fail(struct selfplay_check *ck, const char *fmt, ...)
{
	if (ck->failed)
		return;
	ck->failed = true;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(ck->error, sizeof ck->error, fmt, ap);
	va_end(ap);
}

static int held(const struct seat_view *v, tile_t t)
{
	int n = 0;
	for (int i = 0; i < v->nhand; i++)
		n += v->hand[i] == t;
	return n;
}

static int held_kind(const struct seat_view *v, int kind)
{
	int n = 0;
	for (int i = 0; i < v->nhand; i++)
		n += tile_kind(v->hand[i]) == kind;
	return n;
}

/* Whether a choice the engine offers could be legal as far as the seat's view tells. */
static bool choice_plausible(const struct seat_view *v, const struct action *a)
{
	bool own_turn = v->to_act_on < 0;
	bool riichi = v->seats[v->seat].riichi;
	switch (a->type) {
	case ACT_DISCARD:
		/* after riichi only the drawn tile, which the view keeps last */
		return own_turn && held(v, a->tile) > 0 &&
		       (!riichi || (v->just_drew && a->tile == v->hand[v->nhand - 1]));
	case ACT_RIICHI:
		return own_turn && v->just_drew && !riichi && held(v, a->tile) > 0;
	case ACT_TSUMO:
	case ACT_KYUUSHU:
		return own_turn && v->just_drew;
	case ACT_ANKAN:
		return own_turn && held_kind(v, tile_kind(a->tile)) == 4;
	case ACT_KAKAN:
		return own_turn && !riichi && held(v, a->tile) > 0;
	case ACT_KITA:
		/* three-player nukidora only; in riichi only the North just drawn */
		return own_turn && v->nseats == 3 && v->just_drew &&
		       tile_kind(a->tile) == TILE_NORTH && held(v, a->tile) > 0 &&
		       (!riichi || a->tile == v->hand[v->nhand - 1]);
	case ACT_CHI:
		if (v->nseats != 4 || v->to_act_on != (v->seat + SEATS - 1) % SEATS)
			return false;
		/* fall through */
	case ACT_PON:
	case ACT_MINKAN: {
		int take = a->type == ACT_MINKAN ? 3 : 2;
		struct seat_view rest = *v;
		if (own_turn || riichi)
			return false;
		for (int i = 0; i < take; i++) {
			int j = 0;
			while (j < rest.nhand && rest.hand[j] != a->hand[i])
				j++;
			if (j == rest.nhand)
				return false;
			rest.hand[j] = rest.hand[--rest.nhand];
		}
		return true;
	}
	case ACT_RON:
	case ACT_PASS:
		return !own_turn;
	case ACT_TYPES: /* not an action */
		break;
	}
	return false;
}

static int guard_choose(struct controller *self, const struct seat_view *view,
			const struct action *choices, int n)
{
	struct selfplay_guard *gd = self->data;
	for (int i = 0; i < n; i++)
		if (!choice_plausible(view, &choices[i]))
			check_fail(gd->check,
				   "seat %d was offered an illegal action (type %d, tile %d)",
				   view->seat, (int)choices[i].type, (int)choices[i].tile);
	int i = gd->inner->choose(gd->inner, view, choices, n);
	if (i < 0 || i >= n) {
		check_fail(gd->check, "the %s player in seat %d answered choice %d of %d",
			   gd->inner->name, view->seat, i, n);
		i = 0; /* what the engine does with such an answer */
	}
	/* kept by the seat it was made in: MCR players change seats between rounds */
	struct selfplay_guard *at = &gd->check->guard[view->seat];
	at->chosen = choices[i];
	at->has_chosen = true;
	return i;
}

static void guard_observe(struct controller *self, const struct game_event *ev)
{
	struct selfplay_guard *gd = self->data;
	if (gd->inner->observe)
		gd->inner->observe(gd->inner, ev);
}

#define BIT(a) (1u << (a))

/* Whether the seat's last answer is one of the types in mask; an answer is used once. */
static bool chose(struct selfplay_check *ck, int seat, unsigned mask)
{
	struct selfplay_guard *gd = &ck->guard[seat];
	bool ok = gd->has_chosen && (mask & BIT(gd->chosen.type));
	gd->has_chosen = false;
	return ok;
}

static void check_action(struct selfplay_check *ck, const struct game_event *ev)
{
	const struct action c = ck->guard[ev->seat].chosen;
	switch (ev->type) {
	case EV_DISCARD:
		if (!chose(ck, ev->seat, BIT(ACT_DISCARD) | BIT(ACT_RIICHI)) ||
		    c.tile != ev->tile || (c.type == ACT_RIICHI) != ev->riichi)
			check_fail(ck, "seat %d discarded tile %d, which it did not choose",
				   ev->seat, (int)ev->tile);
		break;
	case EV_CALL:
		if (!chose(ck, ev->seat, BIT(ACT_CHI) | BIT(ACT_PON) | BIT(ACT_MINKAN)))
			check_fail(ck, "seat %d called without choosing to", ev->seat);
		break;
	case EV_KAN:
		if (!chose(ck, ev->seat, BIT(ACT_ANKAN) | BIT(ACT_KAKAN)))
			check_fail(ck, "seat %d declared a kan without choosing to", ev->seat);
		break;
	case EV_KITA:
		if (!chose(ck, ev->seat, BIT(ACT_KITA)) || c.tile != ev->tile)
			check_fail(ck, "seat %d set a North aside without choosing to", ev->seat);
		break;
	case EV_WIN:
		if (!chose(ck, ev->seat, BIT(ev->from == ev->seat ? ACT_TSUMO : ACT_RON)))
			check_fail(ck, "seat %d won without choosing to", ev->seat);
		break;
	case EV_ABORTIVE_DRAW:
		if (ev->abort == ABORT_KYUUSHU && !chose(ck, game_turn(ck->g), BIT(ACT_KYUUSHU)))
			check_fail(ck,
				   "nine terminals aborted the hand without seat %d choosing it",
				   game_turn(ck->g));
		break;
	default:
		break;
	}
}

/*
 * Chinese Official rules: a win is declared only at 8 points or more without the flowers, and
 * pays as the rules say: the discarder 8 + points, the others 8; self-drawn, 8 + points each.
 */
static void check_mcr(struct selfplay_check *ck, const struct game_event *ev)
{
	if (ev->type == EV_WIN) {
		const struct mcr_result *r = ev->mcr;
		if (!r || ev->score) {
			check_fail(ck, "an MCR win without its MCR result");
			return;
		}
		if (r->status != MCR_OK || !r->enough ||
		    r->points - r->flower_points < MCR_MIN_POINTS)
			check_fail(ck, "seat %d won with %d points (%d from flowers)", ev->seat,
				   r->points, r->flower_points);
		bool tsumo = ev->from == ev->seat;
		ck->mcr_winner = ev->seat;
		ck->mcr_from = ev->from;
		for (int s = 0; s < SEATS; s++)
			ck->mcr_due[s] = s == ev->seat
					     ? 3 * (8 + r->points) - (tsumo ? 0 : 2 * r->points)
					 : tsumo	 ? -(8 + r->points)
					 : s == ev->from ? -(8 + r->points)
							 : -8;
	} else if (ev->type == EV_SCORES && ck->mcr_winner >= 0) {
		for (int s = 0; s < SEATS; s++)
			if (ev->delta[s] != ck->mcr_due[s])
				check_fail(ck, "seat %d was paid %d, not %d, for seat %d's win", s,
					   ev->delta[s], ck->mcr_due[s], ck->mcr_winner);
		ck->mcr_winner = -1;
	} else if (ev->type == EV_SCORES) {
		for (int s = 0; s < SEATS; s++)
			if (ev->delta[s] != 0)
				check_fail(ck, "a drawn hand moved %d points for seat %d",
					   ev->delta[s], s);
	}
}

/* Three players: nothing ever happens at the empty fourth seat, nor is it dealt or paid. */
static void check_three(struct selfplay_check *ck, const struct game_event *ev)
{
	bool seat_event = ev->type != EV_DORA && ev->type != EV_SCORES && ev->type != EV_HAND_END &&
			  ev->type != EV_GAME_END && ev->type != EV_GAME_START &&
			  ev->type != EV_EXHAUSTIVE_DRAW && ev->type != EV_ABORTIVE_DRAW;
	if (seat_event && (ev->seat < 0 || ev->seat > 2))
		check_fail(ck, "event %d names seat %d of a three-player game", (int)ev->type,
			   ev->seat);
	if ((ev->type == EV_WIN || ev->type == EV_CALL) && (ev->from < 0 || ev->from > 2))
		check_fail(ck, "event %d comes from seat %d of a three-player game", (int)ev->type,
			   ev->from);
	if (ev->type == EV_CALL && ev->meld.type == MELD_CHI)
		check_fail(ck, "seat %d called a chi in a three-player game", ev->seat);
	if (ev->delta[3] || ev->points[3] || ev->placement[3] || ev->tenpai[3] || ev->nshown[3] ||
	    (ev->type == EV_HAND_START && ev->hands[3][0] != 0xff))
		check_fail(ck, "event %d gives the empty fourth seat something", (int)ev->type);
}

static void check_event(void *ctx, const struct game_event *ev)
{
	struct selfplay_check *ck = ctx;
	if (game_check(ck->g) != 0)
		check_fail(ck, "%s", game_error(ck->g));
	if (game_rules(ck->g)->family == RULES_MCR)
		check_mcr(ck, ev);
	if (game_nseats(ck->g) == 3)
		check_three(ck, ev);
	if (ev->seat >= 0 && ev->seat < SEATS)
		check_action(ck, ev);
}

int selfplay_check_attach(struct selfplay_check *ck, struct game *g)
{
	memset(ck, 0, sizeof *ck);
	ck->g = g;
	ck->mcr_winner = -1;
	for (int s = 0; s < SEATS; s++) {
		struct selfplay_guard *gd = &ck->guard[s];
		gd->inner = game_controller(g, s);
		gd->check = ck;
		gd->seat = s;
		gd->c = (struct controller){.name = gd->inner->name,
					    .choose = guard_choose,
					    .observe = guard_observe,
					    .data = gd};
		game_set_controller(g, s, &gd->c);
	}
	return game_add_observer(g, check_event, ck);
}
