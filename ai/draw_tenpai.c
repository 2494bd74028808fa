/* Ready for the draw: the plain shape counts, not the yaku. */
#include "ai/draw_tenpai.h"

#include <string.h>

#include "rules/shanten.h"

bool ai_ready_without(const struct ai_table *t, int k)
{
	uint8_t c[TILE_KINDS];
	memcpy(c, t->hand, sizeof c);
	if (k >= 0) {
		if (!c[k])
			return false;
		c[k]--;
	}
	return shanten_min(c, t->nmelds) == 0;
}

int ai_call_ready_discard(const struct ai_table *t, const struct ai_called *called,
			  const struct ai_threat *th, int nth, int *chance)
{
	uint8_t c[TILE_KINDS];
	memcpy(c, called->c, sizeof c);
	int best = -1, least = 0;
	for (int d = 0; d < TILE_KINDS; d++) {
		if (!c[d] || called->blocked[d])
			continue;
		c[d]--;
		bool ready = shanten_min(c, called->nmelds) == 0;
		c[d]++;
		if (!ready)
			continue;
		struct ai_danger danger = {0};
		if (nth > 0)
			ai_danger_all(t, th, nth, d, &danger);
		if (best < 0 || danger.chance < least) {
			best = d;
			least = danger.chance;
		}
	}
	if (chance)
		*chance = least;
	return best;
}
