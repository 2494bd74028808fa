/* Three-player nukidora: a North is set aside unless the hand is built on it. */
#include "ai/kita.h"

#include <string.h>

#include "rules/shanten.h"

int ai_kita_choice(const struct seat_view *v, const struct action *choices, int n)
{
	int kita = -1;
	for (int i = 0; i < n; i++) {
		if (choices[i].type == ACT_TSUMO)
			return -1;
		if (choices[i].type == ACT_KITA)
			kita = i;
	}
	if (kita < 0)
		return -1;
	uint8_t counts[TILE_KINDS] = {0};
	tiles_count(v->hand, v->nhand, counts);
	int nmelds = v->seats[v->seat].nmelds;
	/* the 14 tiles' shanten is that of the best discard; no better than tenpai counts here */
	int best = shanten_min(counts, nmelds);
	if (best < 0)
		best = 0;
	counts[TILE_NORTH]--;
	return shanten_min(counts, nmelds) <= best ? kita : -1;
}
