/*
 * Speed of the rules core over a fixed, seeded set of random hands.
 *
 * Run with "make bench". Every section prints evaluations per second; each
 * is timed after one untimed pass, so lazily built tables are warm, and the
 * cold pass over the whole set is reported on its own.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules/mcr.h"
#include "rules/mcr_shanten.h"
#include "rules/rng.h"
#include "rules/rules.h"
#include "rules/score.h"
#include "rules/shanten.h"
#include "rules/tile.h"
#include "rules/waits.h"

enum {
	BENCH_HANDS = 1 << 16,
	BENCH_SEED = 20240601,
};

/* The least time a section is measured for, so short runs are not noise. */
static const double bench_min_seconds = 0.5;

/* A hand of 13 and one of 14 concealed tiles, no melds, from one shuffled wall. */
struct bench_hand {
	uint8_t c13[TILE_KINDS];
	uint8_t c14[TILE_KINDS];
	uint8_t unseen14[TILE_KINDS];
};

static struct bench_hand hands[BENCH_HANDS];

static void deal_hands(void)
{
	struct rng r;
	int wall[TILE_KINDS * 4];

	rng_seed(&r, BENCH_SEED);
	for (int i = 0; i < BENCH_HANDS; i++) {
		struct bench_hand *h = &hands[i];

		for (int t = 0; t < TILE_KINDS * 4; t++)
			wall[t] = t / 4;
		/* Partial Fisher-Yates: the first 14 tiles are a uniform draw. */
		for (int t = 0; t < 14; t++) {
			int j = t + (int)rng_below(&r, (uint32_t)(TILE_KINDS * 4 - t));
			int tmp = wall[t];
			wall[t] = wall[j];
			wall[j] = tmp;
		}
		memset(h->c13, 0, sizeof h->c13);
		for (int t = 0; t < 13; t++)
			h->c13[wall[t]]++;
		memcpy(h->c14, h->c13, sizeof h->c14);
		h->c14[wall[13]]++;
		waits_unseen(h->c14, NULL, 0, NULL, h->unseen14);
	}
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* One pass over every hand; returns a checksum so no call is optimised away. */
typedef long (*bench_pass)(void);

static long pass_standard13(void)
{
	long sum = 0;
	for (int i = 0; i < BENCH_HANDS; i++)
		sum += shanten_standard(hands[i].c13, 0);
	return sum;
}

static long pass_standard14(void)
{
	long sum = 0;
	for (int i = 0; i < BENCH_HANDS; i++)
		sum += shanten_standard(hands[i].c14, 0);
	return sum;
}

static long pass_min13(void)
{
	long sum = 0;
	for (int i = 0; i < BENCH_HANDS; i++)
		sum += shanten_min(hands[i].c13, 0);
	return sum;
}

static long pass_mcr13(void)
{
	long sum = 0;
	for (int i = 0; i < BENCH_HANDS; i++)
		sum += mcr_shanten(hands[i].c13, 0, NULL);
	return sum;
}

static long pass_analyze(void)
{
	struct discard_choice out[14];
	long sum = 0;

	for (int i = 0; i < BENCH_HANDS; i++) {
		int n = waits_discards(hands[i].c14, 0, hands[i].unseen14, out);
		sum += n + out[0].ukeire;
	}
	return sum;
}

/* Winning hands for "calc": four random sets and a pair, a random winning tile and situation. */
enum { CALC_HANDS = 1 << 12 };

struct calc_case {
	struct hand hand;
	struct win_context ctx;
};

static struct calc_case calc_cases[CALC_HANDS];

static bool add_set(uint8_t used[TILE_KINDS], tile_t *out, int *n, struct rng *r)
{
	int k = (int)rng_below(r, TILE_KINDS);
	bool run = !kind_is_honor(k) && kind_number(k) <= 7 && rng_below(r, 3) != 0;
	for (int i = 0; i < 3; i++) {
		int kind = run ? k + i : k;
		if (used[kind] == 4)
			return false;
	}
	if (!run && used[k] > 1)
		return false;
	for (int i = 0; i < 3; i++) {
		int kind = run ? k + i : k;
		used[kind]++;
		out[(*n)++] = (tile_t)kind;
	}
	return true;
}

static void deal_calc_cases(void)
{
	struct rng r;
	rng_seed(&r, BENCH_SEED + 1);
	for (int i = 0; i < CALC_HANDS; i++) {
		struct calc_case *c = &calc_cases[i];
		uint8_t used[TILE_KINDS];
		tile_t tiles[14];
		int n;
		do {
			memset(used, 0, sizeof used);
			n = 0;
			int pair = (int)rng_below(&r, TILE_KINDS);
			used[pair] = 2;
			tiles[n++] = (tile_t)pair;
			tiles[n++] = (tile_t)pair;
			for (int s = 0; s < 4; s++)
				if (!add_set(used, tiles, &n, &r))
					break;
		} while (n != 14);
		int w = (int)rng_below(&r, 14);
		memset(c, 0, sizeof *c);
		c->ctx.win = tiles[w];
		for (int t = 0; t < 14; t++)
			if (t != w)
				c->hand.tiles[c->hand.ntiles++] = tiles[t];
		c->ctx.tsumo = rng_below(&r, 2);
		c->ctx.riichi = rng_below(&r, 2);
		c->ctx.round_wind = TILE_EAST + (int)rng_below(&r, 2);
		c->ctx.seat_wind = TILE_EAST + (int)rng_below(&r, 4);
		c->ctx.dora[c->ctx.ndora++] = (tile_t)rng_below(&r, TILE_KINDS);
		if (c->ctx.riichi)
			c->ctx.ura[c->ctx.nura++] = (tile_t)rng_below(&r, TILE_KINDS);
	}
}

static long pass_calc(void)
{
	const struct rules *rules = rules_preset("standard");
	struct score_result out;
	long sum = 0;
	/* the same work per pass as the others: BENCH_HANDS evaluations */
	for (int i = 0; i < BENCH_HANDS; i++) {
		const struct calc_case *c = &calc_cases[i % CALC_HANDS];
		score_win(rules, &c->hand, &c->ctx, &out);
		sum += out.status == SCORE_OK ? out.total : -1;
	}
	return sum;
}

/* The same winning hands under Chinese Official rules: readings, 81 fan, the principles. */
static long pass_mcr_calc(void)
{
	struct mcr_result out;
	long sum = 0;
	for (int i = 0; i < BENCH_HANDS; i++) {
		const struct calc_case *c = &calc_cases[i % CALC_HANDS];
		struct mcr_context ctx = {.win = c->ctx.win,
					  .tsumo = c->ctx.tsumo,
					  .round_wind = c->ctx.round_wind,
					  .seat_wind = c->ctx.seat_wind};
		mcr_score(&c->hand, &ctx, &out);
		sum += out.status == MCR_OK ? out.points : -1;
	}
	return sum;
}

static const struct bench_section {
	const char *name;
	const char *unit;
	bench_pass pass;
} bench_sections[] = {
    {.name = "shanten_standard, 13 tiles", .unit = "evals", .pass = pass_standard13},
    {.name = "shanten_standard, 14 tiles", .unit = "evals", .pass = pass_standard14},
    {.name = "shanten_min, 13 tiles", .unit = "evals", .pass = pass_min13},
    {.name = "mcr_shanten, 13 tiles", .unit = "evals", .pass = pass_mcr13},
    {.name = "analyze (waits_discards), 14 tiles", .unit = "hands", .pass = pass_analyze},
    {.name = "calc (score_win), winning hands", .unit = "hands", .pass = pass_calc},
    {.name = "calc --rules mcr (mcr_score), same", .unit = "hands", .pass = pass_mcr_calc},
};

/* fixed > 0: exactly that many timed passes, for a count of instructions that repeats. */
static void run_section(const struct bench_section *b, long fixed)
{
	long check = b->pass(); /* warm-up */
	long passes = 0;
	double start = now(), elapsed;

	do {
		check += b->pass();
		passes++;
		elapsed = now() - start;
	} while (fixed > 0 ? passes < fixed : elapsed < bench_min_seconds);
	double rate = (double)passes * BENCH_HANDS / elapsed;
	printf("%-38s %12.0f %s/s  (%ld x %d in %.2f s, check %ld)\n", b->name, rate, b->unit,
	       passes, BENCH_HANDS, elapsed, check);
}

/*
 * bench_rules [WORD [PASSES]]: only the sections whose name holds WORD, each timed over
 * exactly PASSES passes when given (e.g. "bench_rules score_win 1" under valgrind
 * --tool=callgrind: a count that repeats, over 2 x 65536 calls with the warm-up).
 */
int main(int argc, char **argv)
{
	const char *only = argc > 1 ? argv[1] : NULL;
	long fixed = argc > 2 ? atol(argv[2]) : 0;
	deal_hands();
	deal_calc_cases();

	/* Cost of the first call and of filling the tables over the whole set. */
	double t0 = now();
	int first = shanten_standard(hands[0].c13, 0);
	double t1 = now();
	long cold = pass_min13() + pass_standard14();
	double t2 = now();
	printf("first shanten call: %.1f us (shanten %d)\n", (t1 - t0) * 1e6, first);
	printf("cold pass, %d x 2 hands: %.1f ms (check %ld)\n", BENCH_HANDS, (t2 - t1) * 1e3,
	       cold);

	for (size_t i = 0; i < sizeof bench_sections / sizeof bench_sections[0]; i++)
		if (!only || strstr(bench_sections[i].name, only))
			run_section(&bench_sections[i], fixed);
	return 0;
}
