/*
 * The MCR strategies playing alone: a seeded deal, eighteen draws, no calls. The three others
 * only discard the next tiles of the wall, which the hand may win on. How often each strategy
 * reaches a win worth 8 points, what it scores, and how long a decision takes: a quick measure
 * of the plans, apart from the engine.
 *
 * bench/bench_mcr_solo [HANDS [SEED]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "rules/mcr.h"
#include "rules/mcr_shanten.h"
#include "rules/rng.h"
#include "rules/rules.h"

enum { DRAWS = 18, WALL = 136 };

struct tally {
	int wins, rons;
	long points;
	long decisions;
	double seconds;
};

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void shuffle(tile_t *wall, struct rng *r)
{
	for (int i = 0; i < WALL; i++)
		wall[i] = (tile_t)(i / 4);
	for (int i = WALL - 1; i > 0; i--) {
		int j = (int)rng_below(r, (uint32_t)i + 1);
		tile_t t = wall[i];
		wall[i] = wall[j];
		wall[j] = t;
	}
}

/* The score of the hand of v and win; 0 when no win of 8. */
static int win_points(const struct seat_view *v, int ntiles, tile_t win, bool tsumo)
{
	struct hand h = {.ntiles = ntiles};
	memcpy(h.tiles, v->hand, sizeof h.tiles[0] * (size_t)h.ntiles);
	struct mcr_context ctx = {
	    .win = win, .tsumo = tsumo, .round_wind = TILE_EAST, .seat_wind = TILE_EAST};
	struct mcr_result r;
	mcr_score(&h, &ctx, &r);
	return r.status == MCR_OK && r.enough ? r.points : 0;
}

static void play_hand(const struct ai_strategy *s, const tile_t *wall, struct tally *t)
{
	static struct seat_view v;
	memset(&v, 0, sizeof v);
	v.family = RULES_MCR;
	v.round_wind = TILE_EAST;
	v.to_act_on = -1;
	v.seats[0].riichi_turn = -1;
	int next = 0;
	for (int i = 0; i < 13; i++)
		v.hand[v.nhand++] = wall[next++];
	struct rng rng;
	rng_seed(&rng, 1);
	for (int d = 0; d < DRAWS; d++) {
		tiles_sort(v.hand, v.nhand);
		v.hand[v.nhand++] = wall[next++];
		v.just_drew = true;
		v.live_left = 4 * (DRAWS - d - 1);
		struct action ch[16];
		int n = 0;
		int pts = win_points(&v, v.nhand - 1, v.hand[v.nhand - 1], true);
		if (pts)
			ch[n++] = (struct action){.type = ACT_TSUMO, .tile = v.hand[v.nhand - 1]};
		for (int i = 0; i < v.nhand; i++) {
			bool dup = false;
			for (int j = 0; j < n; j++)
				dup |= ch[j].type == ACT_DISCARD && ch[j].tile == v.hand[i];
			if (!dup)
				ch[n++] = (struct action){.type = ACT_DISCARD, .tile = v.hand[i]};
		}
		struct ai_explain ex;
		double t0 = now();
		int c = s->choose(&v, ch, n, NULL, &rng, NULL, &ex);
		t->seconds += now() - t0;
		t->decisions++;
		if (ch[c].type == ACT_TSUMO) {
			t->wins++;
			t->points += pts;
			return;
		}
		for (int i = 0; i < v.nhand; i++)
			if (v.hand[i] == ch[c].tile) {
				v.hand[i] = v.hand[--v.nhand];
				break;
			}
		struct public_seat *me = &v.seats[0];
		me->discards[me->ndiscards++] =
		    (struct discard){.tile = ch[c].tile, .order = me->ndiscards};
		v.just_drew = false;
		/* the others let the next three tiles of the wall go */
		for (int o = 1; o < 4; o++) {
			tile_t x = wall[next++];
			struct public_seat *p = &v.seats[o];
			p->discards[p->ndiscards++] = (struct discard){.tile = x};
			pts = win_points(&v, v.nhand, x, false);
			if (pts) {
				t->wins++;
				t->rons++;
				t->points += pts;
				return;
			}
		}
	}
}

int main(int argc, char **argv)
{
	int hands = argc > 1 ? atoi(argv[1]) : 400;
	uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	const struct ai_strategy *list[] = {&ai_mcr, &ai_mcr_speed};
	for (int k = 0; k < 2; k++) {
		struct rng r;
		rng_seed(&r, seed);
		struct tally t = {0};
		tile_t wall[WALL];
		for (int h = 0; h < hands; h++) {
			shuffle(wall, &r);
			play_hand(list[k], wall, &t);
		}
		printf("%-10s %d hands, %d draws each: %5.1f%% won with 8+ (%d on discards), "
		       "mean %.1f points, %.2f ms a decision\n",
		       list[k]->player.name, hands, DRAWS, 100.0 * t.wins / hands, t.rons,
		       t.wins ? (double)t.points / t.wins : 0.0,
		       1e3 * t.seconds / (double)(t.decisions ? t.decisions : 1));
	}
	return 0;
}
