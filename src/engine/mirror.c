/* A seat's mirror (src/engine/mirror.h): a blind game that the engine's transitions keep. */
#include "src/engine/mirror.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/engine/engine.h"
#include "src/engine/engine_internal.h"

struct seat_mirror {
	struct game g;
	bool dealt; /* a hand was dealt: the first one's dealer is the first dealer */
};

struct seat_mirror *mirror_new(const struct rules *rules, int seat)
{
	struct seat_mirror *m = calloc(1, sizeof *m);
	if (!m)
		return NULL;
	game_init(&m->g, rules, 1);
	m->g.blind = true;
	m->g.own_seat = seat < 0 ? 0 : seat;
	m->g.no_seat = seat < 0;
	return m;
}

void mirror_free(struct seat_mirror *m)
{
	free(m);
}

/* Applies ev; an event refused leaves the table as it was (the bot answers it and plays on),
 * with the reason in g->error. */
static int apply_or_keep(struct game *g, const struct game_event *ev)
{
	struct game before = *g;
	if (game_apply(g, ev) == 0)
		return 0;
	char why[sizeof g->error];
	snprintf(why, sizeof why, "%s", g->error);
	*g = before;
	snprintf(g->error, sizeof g->error, "%s", why);
	return -1;
}

int mirror_apply(struct seat_mirror *m, const struct game_event *ev)
{
	struct game *g = &m->g;
	if (ev->type == EV_HAND_START && !m->dealt) {
		/* three players' relative seats count from the first dealer */
		int first = g->first_dealer;
		g->first_dealer = ev->dealer;
		if (apply_or_keep(g, ev) < 0) {
			g->first_dealer = first;
			return -1;
		}
		m->dealt = true;
		return 0;
	}
	if ((ev->type == EV_DRAW || ev->type == EV_DISCARD || ev->type == EV_CALL ||
	     ev->type == EV_KAN || ev->type == EV_DORA || ev->type == EV_KITA) &&
	    !m->dealt) {
		snprintf(g->error, sizeof g->error, "an event of a hand before its deal");
		return -1;
	}
	return apply_or_keep(g, ev);
}

const char *mirror_error(const struct seat_mirror *m)
{
	return game_error(&m->g);
}

int mirror_seat(const struct seat_mirror *m)
{
	return m->g.own_seat;
}

const struct rules *mirror_rules(const struct seat_mirror *m)
{
	return game_rules(&m->g);
}

void mirror_view(const struct seat_mirror *m, struct seat_view *v)
{
	game_view(&m->g, m->g.own_seat, v);
	v->just_drew = m->g.drew && m->g.turn == m->g.own_seat;
}

int mirror_own_options(const struct seat_mirror *m, struct action *out, int max)
{
	const struct player_state *p = &m->g.p[m->g.own_seat];
	if (!m->dealt || m->g.no_seat || m->g.turn != m->g.own_seat ||
	    p->nhand + 3 * p->pub.nmelds != 14)
		return 0;
	return engine_own_turn_options(&m->g, m->g.own_seat, out, max);
}

int mirror_response_options(const struct seat_mirror *m, int from, tile_t tile, bool robbing,
			    struct action *out, int max)
{
	if (!m->dealt || m->g.no_seat || from == m->g.own_seat || from < 0 || from >= m->g.nseats)
		return 0;
	return engine_response_options(&m->g, m->g.own_seat, from, tile, robbing, false, out, max);
}

const struct game *mirror_game(const struct seat_mirror *m)
{
	return &m->g;
}

/* What payer owes a self-draw by winner (engine_settle.c). */
static int tsumo_share(const struct game *g, int winner, int payer, const struct score_result *r)
{
	if (winner == g->dealer)
		return r->tsumo_all;
	return payer == g->dealer ? r->tsumo_dealer : r->tsumo_nondealer;
}

bool mirror_score_win(const struct seat_mirror *m, const struct mirror_win *w,
		      struct score_result *out, int delta[SEATS])
{
	memset(out, 0, sizeof *out);
	for (int s = 0; s < SEATS; s++)
		delta[s] = 0;
	if (w->seat < 0 || w->seat >= m->g.nseats || w->from < 0 || w->from >= m->g.nseats ||
	    w->nhand < 1 || w->nhand > 14)
		return false;
	struct game *g = malloc(sizeof *g);
	if (!g)
		return false;
	*g = m->g;
	struct player_state *p = &g->p[w->seat];
	engine_clear_hand(p);
	for (int i = 0; i < w->nhand; i++)
		engine_add_tile(p, w->hand[i]);
	bool tsumo = w->seat == w->from;
	if (!w->first) { /* honba and sticks go to the first winner in turn order only */
		g->honba = 0;
		g->riichi_sticks = 0;
	}
	bool ok = engine_score_ura(g, w->seat, w->tile, tsumo, w->robbing, w->ura, w->nura, out);
	if (ok) {
		int liable = w->pao;
		if (tsumo) {
			for (int s = 0; s < g->nseats; s++)
				if (s != w->seat)
					delta[liable >= 0 ? liable : s] -=
					    tsumo_share(g, w->seat, s, out);
		} else if (liable >= 0 && liable != w->from) {
			int half = (out->ron - out->honba) / 2;
			delta[liable] -= half;
			delta[w->from] -= out->ron - half;
		} else {
			delta[w->from] -= out->ron;
		}
		delta[w->seat] += out->total;
	}
	free(g);
	return ok;
}
