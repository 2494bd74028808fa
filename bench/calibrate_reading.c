/*
 * How often a closed hand that has not declared riichi is ready, by what its discards show:
 * plays seeded games and, after each discard of such a hand, looks at the hand. Prints the
 * ready share by discards made and by how the last discards came (from the hand or just
 * drawn), with the model's prediction (ai_quiet_tenpai) beside it; then the same for open
 * hands by their calls (ai_open_ready). A developer's tool: the reading of quiet (dama) and
 * open hands in ai/danger.c is set from it (and, for other AIs' games, bench/open_ready.js).
 *
 *   calibrate_reading [GAMES [SEED [STRATEGY]]]     (default 400 games, seed 1, balanced)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "ai/danger.h"
#include "ai/table.h"
#include "bench/watch_games.h"
#include "src/engine/engine.h"
#include "src/engine/engine_internal.h"

enum { TURNS = 5, SIGNS = 4 };
static const char *const turn_names[TURNS] = {"discards 1-5", "discards 6-8", "discards 9-11",
					      "discards 12-14", "discards 15+"};
static const char *const sign_names[SIGNS] = {"from the hand, 3-7", "from the hand, other",
					      "just drawn", "just drawn, twice or more"};

struct tally {
	long n, ready;
	double predicted;
};

/* open hands: by calls (1-4) and the same bands of discards */
enum { CALLS = 4 };

struct reading {
	struct game *g;
	struct tally cell[TURNS][SIGNS];
	struct tally open[CALLS][TURNS];
};

static void observe(void *ctx, const struct game_event *ev)
{
	struct reading *r = ctx;
	if (ev->type != EV_DISCARD || ev->riichi)
		return;
	const struct game *g = r->g;
	const struct player_state *p = &g->p[ev->seat];
	if (p->pub.riichi)
		return;
	int open = ai_open_calls(&p->pub);
	if (open > 0 && open == p->pub.nmelds) {
		struct tally *c = &r->open[open - 1][ai_reading_band(p->pub.ndiscards)];
		c->n++;
		c->ready += engine_is_tenpai(p);
		c->predicted += ai_open_ready(&p->pub);
		return;
	}
	if (p->pub.nmelds > 0)
		return;
	int k = tile_kind(ev->tile);
	bool middle = !kind_is_honor(k) && kind_number(k) >= 3 && kind_number(k) <= 7;
	int n = p->pub.ndiscards;
	bool twice = n >= 2 && p->pub.discards[n - 2].tsumogiri;
	int sign = ev->tsumogiri ? 2 + twice : middle ? 0 : 1;
	/* the model, from the next seat's view */
	struct seat_view v;
	int watcher = (ev->seat + 1) % g->nseats;
	game_view(g, watcher, &v);
	struct ai_table t;
	ai_table_init(&t, &v, &g->rules);
	struct tally *c = &r->cell[ai_reading_band(p->pub.ndiscards)][sign];
	c->n++;
	c->ready += engine_is_tenpai(p);
	c->predicted += ai_quiet_tenpai(&t, ev->seat);
}

/* A cell of the tables: the ready share observed, the model's, the samples. */
static void print_tally(const struct tally *c)
{
	double n = c->n ? (double)c->n : 1;
	printf(" %5.1f%% / %5.1f%% (%6ld)", 100.0 * (double)c->ready / n, 100.0 * c->predicted / n,
	       c->n);
}

int main(int argc, char **argv)
{
	int games = argc > 1 ? atoi(argv[1]) : 400;
	unsigned long long seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	const char *name = argc > 3 ? argv[3] : "balanced";
	const struct ai_strategy *strategy = ai_find(name);
	if (games <= 0 || !strategy) {
		fprintf(stderr, "usage: calibrate_reading [GAMES [SEED [STRATEGY]]]\n");
		return 2;
	}
	const struct rules *rules = rules_preset("standard");
	static struct reading r;
	watch_games(&r.g, rules, games, seed, strategy, observe, &r);
	printf("quiet hands ready: %d games of %s, seed %llu; after each discard of a closed hand\n"
	       "without riichi, ready share observed / predicted (samples)\n\n",
	       games, name, seed);
	printf("  %-16s", "");
	for (int s = 0; s < SIGNS; s++)
		printf(" %24s", sign_names[s]);
	printf("\n");
	for (int tn = 0; tn < TURNS; tn++) {
		printf("  %-16s", turn_names[tn]);
		for (int s = 0; s < SIGNS; s++) {
			print_tally(&r.cell[tn][s]);
		}
		printf("\n");
	}
	printf("\nopen hands ready (every meld called): observed / predicted (ai_open_ready) "
	       "(samples)\n\n  %-8s",
	       "");
	for (int tn = 0; tn < TURNS; tn++)
		printf(" %24s", turn_names[tn]);
	printf("\n");
	for (int m = 0; m < CALLS; m++) {
		printf("  %d call%s ", m + 1, m ? "s" : " ");
		for (int tn = 0; tn < TURNS; tn++) {
			print_tally(&r.open[m][tn]);
		}
		printf("\n");
	}
	return 0;
}
