#include "bench/watch_games.h"

#include "src/record/game_setup.h"

void watch_games(struct game **playing, const struct rules *rules, int games,
		 unsigned long long seed, const struct ai_strategy *strategy, game_observer observe,
		 void *ctx)
{
	for (int gi = 0; gi < games; gi++) {
		struct game_setup gs;
		if (game_setup_open(&gs, rules, seed + (unsigned long long)gi) < 0)
			return;
		bool seated = true;
		for (int s = 0; s < SEATS; s++)
			seated &=
			    game_setup_seat(&gs, s, &strategy->player,
					    seed * 7919 + (unsigned)gi * 4 + (unsigned)s) == 0;
		*playing = gs.game;
		if (seated && game_add_observer(gs.game, observe, ctx) == 0)
			game_play(gs.game);
		*playing = NULL;
		game_setup_close(&gs);
	}
}
