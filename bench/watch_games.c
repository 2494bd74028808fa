#include "bench/watch_games.h"

void watch_games(struct game *g, const struct rules *rules, int games, unsigned long long seed,
		 const struct ai_strategy *strategy, game_observer observe, void *ctx)
{
	for (int gi = 0; gi < games; gi++) {
		game_init(g, rules, seed + (unsigned long long)gi);
		struct controller *ctl[SEATS];
		for (int s = 0; s < SEATS; s++) {
			ctl[s] = ai_controller_new(strategy, rules,
						   seed * 7919 + (unsigned)gi * 4 + (unsigned)s);
			game_set_controller(g, s, ctl[s]);
		}
		game_add_observer(g, observe, ctx);
		game_play(g);
		for (int s = 0; s < SEATS; s++)
			ai_controller_free(ctl[s]);
	}
}
