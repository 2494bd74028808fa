/* The calibration programs' games: seeded games of one strategy in every seat, watched. */
#ifndef JANSOU_BENCH_WATCH_GAMES_H
#define JANSOU_BENCH_WATCH_GAMES_H

#include "ai/ai.h"
#include "src/engine/engine.h"

/*
 * Plays games from seed (game i from seed + i) on rules, strategy in every seat (set up by
 * src/record/game_setup.h), *playing the game being played (for the observer to read) and observe
 * called with ctx on each of its events.
 */
void watch_games(struct game **playing, const struct rules *rules, int games,
		 unsigned long long seed, const struct ai_strategy *strategy, game_observer observe,
		 void *ctx);

#endif
