/* Calls and kans judged by the yaku they keep and the shanten they save. */
#include "ai/calls.h"

#include <string.h>

#include "ai/lookahead.h"
#include "ai/value.h"
#include "rules/kuikae.h"

/* A pending value-honour pair is a yaku only while two copies could still come. */
static bool pair_path_live(const struct ai_table *t, const uint8_t c[TILE_KINDS])
{
	for (int k = TILE_EAST; k < TILE_KINDS; k++)
		if (t->yakuhai[k] && c[k] == 2 && t->unseen[k] >= 2)
			return true;
	return false;
}

bool ai_call_apply(const struct ai_table *t, const struct action *a, struct ai_called *out)
{
	memcpy(out->c, t->hand, sizeof out->c);
	int taken = a->type == ACT_MINKAN ? 3 : 2;
	out->nmelds = t->nmelds;
	memcpy(out->melds, t->v->seats[t->seat].melds, sizeof out->melds[0] * (size_t)out->nmelds);
	if (out->nmelds >= 4)
		return false;
	struct meld *m = &out->melds[out->nmelds++];
	memset(m, 0, sizeof *m);
	m->type = a->type == ACT_CHI ? MELD_CHI : a->type == ACT_PON ? MELD_PON : MELD_MINKAN;
	out->reds = t->red_concealed;
	for (int i = 0; i < taken; i++) {
		int k = tile_kind(a->hand[i]);
		if (!out->c[k])
			return false;
		out->c[k]--;
		out->reds -= tile_is_red(a->hand[i]);
		m->tiles[i] = a->hand[i];
	}
	m->tiles[taken] = a->tile;
	m->called = a->tile;
	tiles_sort(m->tiles, taken + 1);
	/* the red fives left by suit: the concealed ones but those the meld took */
	/* (each tile the meld took is taken once: of two red 5p, one may stay) */
	out->red_suits = 0;
	bool took[3] = {false, false, false};
	for (int i = 0; i < t->v->nhand; i++) {
		tile_t x = t->v->hand[i];
		bool used = false;
		for (int j = 0; j < taken && !used; j++)
			if (!took[j] && a->hand[j] == x)
				used = took[j] = true;
		if (tile_is_red(x) && !used)
			out->red_suits |= 1 << kind_suit(tile_kind(x));
	}
	if (a->type == ACT_MINKAN)
		memset(out->blocked, 0, sizeof out->blocked);
	else
		kuikae_blocked(t->rules, m, out->blocked);
	return true;
}

bool ai_call_evaluate(const struct ai_table *t, const struct action *a, int limit,
		      struct ai_call_eval *out)
{
	struct ai_called called;
	if (!ai_call_apply(t, a, &called))
		return false;
	uint8_t *c = called.c;
	const struct meld *melds = called.melds;
	int nmelds = called.nmelds;
	int reds = called.reds;
	const bool *blocked = called.blocked;
	struct ai_hand h;
	ai_hand_init(&h, t, melds, nmelds, false);
	out->shanten = 99;
	out->ukeire = 0;
	out->path = PATH_NONE;
	out->value = 0;
	if (a->type == ACT_MINKAN) {
		out->shanten = ai_shanten(&h, c, &out->path);
		out->ukeire = ai_ukeire(&h, c, out->shanten, NULL);
		out->value = ai_value_estimate(&h, c, reds, out->path);
	} else {
		/* shanten of every discard first; acceptance only for the best */
		int sh[TILE_KINDS];
		enum ai_path paths[TILE_KINDS];
		for (int d = 0; d < TILE_KINDS; d++) {
			sh[d] = 99;
			if (!c[d] || blocked[d])
				continue;
			c[d]--;
			sh[d] = ai_shanten(&h, c, &paths[d]);
			if (paths[d] == PATH_NONE)
				sh[d] = 99;
			c[d]++;
			out->shanten = sh[d] < out->shanten ? sh[d] : out->shanten;
		}
		if (out->shanten >= limit)
			return false;
		for (int d = 0; d < TILE_KINDS; d++) {
			if (sh[d] != out->shanten)
				continue;
			c[d]--;
			int u = ai_ukeire(&h, c, sh[d], NULL);
			int v = ai_value_estimate(&h, c, reds, paths[d]);
			if (out->path == PATH_NONE || u > out->ukeire ||
			    (u == out->ukeire && v > out->value)) {
				out->ukeire = u;
				out->path = paths[d];
				out->value = v;
			}
			c[d]++;
		}
	}
	if (out->path == PATH_NONE || out->shanten >= 8 || out->shanten >= limit)
		return false;
	if (out->path == PATH_YAKUHAI_PAIR && !pair_path_live(t, c))
		return false;
	return true;
}

int ai_current_shanten(const struct ai_table *t, int *ukeire)
{
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	uint8_t c[TILE_KINDS];
	memcpy(c, t->hand, sizeof c);
	int s = ai_shanten(&h, c, NULL);
	if (ukeire)
		*ukeire = ai_ukeire(&h, c, s, NULL);
	return s;
}

int ai_best_call(const struct ai_table *t, const struct action *choices, int n,
		 struct ai_call_eval *best)
{
	int now = ai_current_shanten(t, NULL);
	if (now <= 0)
		now = 0; /* at tenpai a call can only keep it, never make it faster */
	int pick = -1;
	for (int i = 0; i < n; i++) {
		const struct action *a = &choices[i];
		if (a->type != ACT_CHI && a->type != ACT_PON && a->type != ACT_MINKAN)
			continue;
		/* an open kan only adds to an open hand; it never makes one faster */
		if (a->type == ACT_MINKAN && t->closed)
			continue;
		struct ai_call_eval e;
		if (!ai_call_evaluate(t, a, a->type == ACT_MINKAN ? now + 1 : now, &e))
			continue;
		if (pick < 0 || e.shanten < best->shanten ||
		    (e.shanten == best->shanten &&
		     (e.ukeire > best->ukeire ||
		      (e.ukeire == best->ukeire && e.value > best->value)))) {
			pick = i;
			*best = e;
		}
	}
	return pick;
}

bool ai_kan_keeps_shape(const struct ai_table *t, const struct action *a)
{
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	uint8_t c[TILE_KINDS];
	memcpy(c, t->hand, sizeof c);
	int best_now = 99;
	for (int d = 0; d < TILE_KINDS; d++) {
		if (!c[d])
			continue;
		c[d]--;
		int s = ai_shanten(&h, c, NULL);
		best_now = s < best_now ? s : best_now;
		c[d]++;
	}
	int k = tile_kind(a->tile);
	if (a->type == ACT_KAKAN) {
		c[k]--;
		return ai_shanten(&h, c, NULL) <= best_now;
	}
	if (c[k] < 4 || h.nmelds >= 4)
		return false;
	struct meld melds[4];
	memcpy(melds, h.melds, sizeof melds[0] * (size_t)h.nmelds);
	melds[h.nmelds] = (struct meld){.type = MELD_ANKAN,
					.tiles = {(tile_t)k, (tile_t)k, (tile_t)k, (tile_t)k}};
	ai_hand_init(&h, t, melds, h.nmelds + 1, h.closed);
	c[k] = 0;
	return ai_shanten(&h, c, NULL) <= best_now;
}

double ai_call_outlook(const struct ai_table *t, const struct action *a, double *win)
{
	double w = 0, best_win = 0;
	struct ai_called called;
	if (!ai_call_apply(t, a, &called))
		return -1;
	uint8_t *c = called.c;
	struct ai_hand h;
	ai_hand_init(&h, t, called.melds, called.nmelds, false);
	struct ai_lookahead la;
	ai_lookahead_init(&la, &h, called.red_suits);
	ai_lookahead_count_hand_end(&la);
	if (a->type == ACT_MINKAN) {
		int s = ai_shanten(&h, c, NULL);
		double ev = s > AI_LOOKAHEAD_SHANTEN ? -1 : ai_lookahead_ev(&la, c, s, &w);
		ai_lookahead_release(&la);
		if (win)
			*win = w;
		return ev;
	}
	double best = -1;
	for (int d = 0; d < TILE_KINDS; d++) {
		if (!c[d] || called.blocked[d])
			continue;
		c[d]--;
		int s = ai_shanten(&h, c, NULL);
		if (s <= AI_LOOKAHEAD_SHANTEN) {
			bool red_gone = !kind_is_honor(d) && kind_number(d) == 5 && !c[d];
			la.reds =
			    red_gone ? called.red_suits & ~(1 << kind_suit(d)) : called.red_suits;
			double ev = ai_lookahead_ev(&la, c, s, &w);
			if (ev > best) {
				best = ev;
				best_win = w;
			}
		}
		c[d]++;
	}
	ai_lookahead_release(&la);
	if (win)
		*win = best_win;
	return best;
}
