/*
 * How right the danger model is: plays seeded games and, whenever one player has declared
 * riichi and another is about to discard, asks the model (ai_danger_vs, from the discarder's
 * view) how likely each kind in the discarder's hand is to deal in if the riichi hand is
 * ready, and looks at the riichi hand to see whether it would: a wait, and not furiten. The
 * riichi hand is always ready, so the two are the same quantity and should agree.
 *
 *   calibrate_danger [GAMES [SEED [STRATEGY]]]     (default 400 games, seed 1, efficiency)
 *
 * Prints, per safety class and per how far the riichi has gone, the number of (hand, kind)
 * samples, the mean predicted chance and the observed one, and the same per band of
 * predicted chance. The manual's calibration table comes from this program.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "ai/danger.h"
#include "ai/table.h"
#include "rules/waits.h"
#include "bench/watch_games.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"

static const char *const class_names[DANGER_CLASSES] = {
    [DANGER_NONE] = "none",	      [DANGER_GENBUTSU] = "genbutsu",
    [DANGER_PASSED] = "passed",	      [DANGER_NO_CHANCE] = "no chance (kabe)",
    [DANGER_SUJI] = "suji",	      [DANGER_HONOR_LAST] = "honour, last copy",
    [DANGER_HONOR] = "honour",	      [DANGER_ONE_CHANCE] = "one chance",
    [DANGER_HALF_SUJI] = "half suji", [DANGER_OUTSIDE] = "outside an early discard",
    [DANGER_LIVE] = "live",
};

struct tally {
	long n, hits;
	double predicted; /* sum of predicted chances, 0..1 */
};

enum { PHASES = 3, BANDS = 7 };
static const char *const phase_names[PHASES] = {"riichi discards 0-2", "riichi discards 3-5",
						"riichi discards 6+"};
static const int band_top[BANDS] = {10, 30, 50, 80, 110, 150, 1000}; /* tenths of a percent */

struct calibration {
	struct game *g;
	struct tally by_class[DANGER_CLASSES], by_phase[PHASES], by_band[BANDS];
	struct tally by_class_phase[DANGER_CLASSES][PHASES];
	long situations, ready_unfuriten, wait_kinds;
};

static void add(struct tally *t, double predicted, bool hit)
{
	t->n++;
	t->hits += hit;
	t->predicted += predicted;
}

/* The kinds the ready hand of seat can ron on: its waits, none at all when it is furiten. */
static void ron_kinds(const struct game *g, int seat, bool ron[TILE_KINDS])
{
	const struct player_state *p = &g->p[seat];
	uint8_t hand[TILE_KINDS] = {0}, unseen[TILE_KINDS];
	for (int i = 0; i < p->nhand; i++)
		hand[tile_kind(p->hand[i])]++;
	memset(unseen, 4, sizeof unseen);
	waits_ukeire(hand, p->pub.nmelds, unseen, ron);
	bool furiten = p->furiten_riichi || p->furiten_temp;
	for (int k = 0; k < TILE_KINDS; k++)
		furiten |= ron[k] && (p->discarded >> k & 1);
	if (furiten)
		memset(ron, 0, TILE_KINDS * sizeof ron[0]);
}

/* At a draw of a seat not in riichi while exactly one other seat is: one sample per kind held. */
static void sample(struct calibration *c, int seat)
{
	const struct game *g = c->g;
	int threat = -1, riichis = 0;
	for (int s = 0; s < SEATS; s++)
		if (g->p[s].pub.riichi && g->p[s].pub.riichi_turn >= 0) {
			riichis++;
			threat = s;
		}
	if (riichis != 1 || threat == seat)
		return;
	struct seat_view v;
	game_view(g, seat, &v);
	struct ai_table t;
	ai_table_init(&t, &v, &g->rules);
	struct ai_threat th[SEATS - 1];
	int nth = ai_find_threats(&t, th);
	const struct ai_threat *rt = NULL;
	for (int i = 0; i < nth; i++)
		if (th[i].seat == threat)
			rt = &th[i];
	if (!rt)
		return;
	bool ron[TILE_KINDS];
	ron_kinds(g, threat, ron);
	const struct public_seat *p = &g->p[threat].pub;
	int since = p->ndiscards - 1 - p->riichi_turn;
	int phase = since <= 2 ? 0 : since <= 5 ? 1 : 2;
	c->situations++;
	int kinds = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		kinds += ron[k];
	c->ready_unfuriten += kinds > 0;
	c->wait_kinds += kinds;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (!t.hand[k])
			continue;
		enum ai_danger_class cls;
		int d = ai_danger_vs(&t, rt, k, &cls);
		double pred = d / 1000.0;
		add(&c->by_class[cls], pred, ron[k]);
		add(&c->by_phase[phase], pred, ron[k]);
		add(&c->by_class_phase[cls][phase], pred, ron[k]);
		int b = 0;
		while (b < BANDS - 1 && d >= band_top[b])
			b++;
		add(&c->by_band[b], pred, ron[k]);
	}
}

static void observe(void *ctx, const struct game_event *ev)
{
	struct calibration *c = ctx;
	if (ev->type == EV_DRAW)
		sample(c, ev->seat);
}

static void print_row(const char *name, const struct tally *t)
{
	if (!t->n)
		return;
	printf("  %-26s %8ld %9.1f%% %9.1f%%\n", name, t->n, 100 * t->predicted / (double)t->n,
	       100.0 * (double)t->hits / (double)t->n);
}

int main(int argc, char **argv)
{
	int games = argc > 1 ? atoi(argv[1]) : 400;
	unsigned long long seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	const char *name = argc > 3 ? argv[3] : "efficiency";
	const struct ai_strategy *strategy = ai_find(name);
	if (games <= 0 || !strategy) {
		fprintf(stderr, "usage: calibrate_danger [GAMES [SEED [STRATEGY]]]\n");
		return 2;
	}
	const struct rules *rules = rules_preset("standard");
	static struct calibration c;
	watch_games(&c.g, rules, games, seed, strategy, observe, &c);
	printf("danger calibration: %d games of %s, seed %llu, %ld discards under one riichi\n",
	       games, name, seed, c.situations);
	printf("  riichi hands not furiten: %.1f%%, waiting on %.2f kinds on average\n\n",
	       100.0 * (double)c.ready_unfuriten / (double)c.situations,
	       (double)c.wait_kinds / (double)(c.ready_unfuriten ? c.ready_unfuriten : 1));
	printf("  %-26s %8s %10s %10s\n", "class", "samples", "predicted", "observed");
	for (int k = 0; k < DANGER_CLASSES; k++)
		print_row(class_names[k], &c.by_class[k]);
	printf("\n  %-26s %8s %10s %10s\n", "how far the riichi has gone", "samples", "predicted",
	       "observed");
	for (int p = 0; p < PHASES; p++)
		print_row(phase_names[p], &c.by_phase[p]);
	printf("\n  %-26s %8s %10s %10s\n", "predicted band", "samples", "predicted", "observed");
	for (int b = 0; b < BANDS; b++) {
		char band[40];
		snprintf(band, sizeof band, "%.1f%% to %.1f%%", b ? band_top[b - 1] / 10.0 : 0.0,
			 band_top[b] / 10.0);
		print_row(band, &c.by_band[b]);
	}
	printf("\n  class by phase (predicted / observed, %%)\n");
	for (int k = 0; k < DANGER_CLASSES; k++) {
		if (!c.by_class[k].n)
			continue;
		printf("  %-26s", class_names[k]);
		for (int p = 0; p < PHASES; p++) {
			const struct tally *t = &c.by_class_phase[k][p];
			if (t->n)
				printf(" %5.1f/%5.1f", 100 * t->predicted / (double)t->n,
				       100.0 * (double)t->hits / (double)t->n);
			else
				printf(" %11s", "-");
		}
		printf("\n");
	}
	return 0;
}
