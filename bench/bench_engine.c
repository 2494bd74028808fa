/*
 * Engine benchmark: whole games with the draw-and-discard controller on a
 * fixed set of seeds, one core. The target is at least 20,000 hands/s.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "src/engine/engine.h"
#include "src/engine/game_state.h"

enum { BENCH_GAMES = 2000, BENCH_FIRST_SEED = 1 };

static double bench_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Plays the seed set once; returns the hands played. */
static long bench_run(const struct rules *rules, int games)
{
	long hands = 0;
	for (int i = 0; i < games; i++) {
		struct game g;
		game_init(&g, rules, (uint64_t)(BENCH_FIRST_SEED + i));
		for (int s = 0; s < SEATS; s++)
			game_set_controller(&g, s, &controller_tsumogiri);
		game_play(&g);
		hands += g.hands_played;
	}
	return hands;
}

int main(int argc, char **argv)
{
	int games = argc > 1 ? atoi(argv[1]) : BENCH_GAMES;
	if (games <= 0) {
		fprintf(stderr, "usage: bench_engine [GAMES]\n");
		return 2;
	}
	const struct rules *rules = rules_preset("standard");
	bench_run(rules, games / 10 + 1); /* warm the caches */
	double t0 = bench_seconds();
	long hands = bench_run(rules, games);
	double secs = bench_seconds() - t0;
	printf("engine: %d games, %ld hands (tsumogiri x4, standard, seeds %d..%d) in %.3f s CPU\n",
	       games, hands, BENCH_FIRST_SEED, BENCH_FIRST_SEED + games - 1, secs);
	printf("engine: %.0f hands/s, %.0f games/s (target: 20000 hands/s)\n", hands / secs,
	       games / secs);
	return 0;
}
