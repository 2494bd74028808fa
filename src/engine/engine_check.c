/* The engine's invariants: every tile in one place, points plus sticks constant. */
#include <stdio.h>

#include "rules/tileset.h"
#include "src/engine/engine_internal.h"

/* Counts a tile into the kinds, or into the flowers. */
static void count_tile(tile_t t, uint8_t counts[TILE_KINDS], uint8_t flowers[TILE_FLOWER_KINDS])
{
	int k = tile_kind(t);
	if (kind_is_flower(k))
		flowers[k - TILE_FLOWER1]++;
	else if (k < TILE_KINDS)
		counts[k]++;
}

/* Tiles of the wall not drawn yet: the live wall, and the dead wall less its rinshan draws. */
static int count_wall(const struct wall *w, uint8_t counts[TILE_KINDS],
		      uint8_t flowers[TILE_FLOWER_KINDS])
{
	int total = 0;
	for (int i = w->next_live; i < w->live_end; i++, total++)
		count_tile(w->seq[i], counts, flowers);
	for (int i = w->live_end; w->dead_wall && i < w->ntiles; i++) {
		if (!wall_dead_drawn(w, i)) {
			count_tile(w->seq[i], counts, flowers);
			total++;
		}
	}
	return total;
}

int game_check(struct game *g)
{
	uint8_t counts[TILE_KINDS] = {0}, flowers[TILE_FLOWER_KINDS] = {0};
	int total = 0;
	for (int s = 0; s < SEATS; s++) {
		const struct player_state *p = &g->p[s];
		for (int i = 0; i < p->nhand; i++)
			count_tile(p->hand[i], counts, flowers);
		total += p->nhand;
		for (int i = 0; i < p->pub.nmelds; i++) {
			const struct meld *m = &p->pub.melds[i];
			for (int t = 0; t < meld_size(m); t++)
				count_tile(m->tiles[t], counts, flowers);
			total += meld_size(m);
		}
		for (int i = 0; i < p->pub.ndiscards; i++)
			if (!p->pub.discards[i].called) {
				count_tile(p->pub.discards[i].tile, counts, flowers);
				total++;
			}
		for (int i = 0; i < p->pub.nflowers; i++)
			count_tile(p->pub.flowers[i], counts, flowers);
		total += p->pub.nflowers;
	}
	total += count_wall(&g->wall, counts, flowers);
	int want = g->wall.ntiles ? g->wall.ntiles : WALL_TILES;
	if (total != want) {
		snprintf(g->error, sizeof g->error, "%d tiles on the table instead of %d", total,
			 want);
		return -1;
	}
	for (int k = 0; k < TILE_KINDS; k++)
		if (counts[k] != (tileset_has(&g->rules, k) ? 4 : 0)) {
			snprintf(g->error, sizeof g->error, "%d copies of kind %d on the table",
				 counts[k], k);
			return -1;
		}
	bool with_flowers = want > WALL_TILES;
	for (int f = 0; f < TILE_FLOWER_KINDS; f++)
		if (flowers[f] != (with_flowers ? 1 : 0)) {
			snprintf(g->error, sizeof g->error, "%d copies of flower %d on the table",
				 flowers[f], f + 1);
			return -1;
		}
	int points = g->riichi_sticks * 1000;
	for (int s = 0; s < SEATS; s++)
		points += g->p[s].pub.points;
	if (points != g->nseats * g->rules.starting_points) {
		snprintf(g->error, sizeof g->error, "points and sticks sum to %d, not %d", points,
			 g->nseats * g->rules.starting_points);
		return -1;
	}
	return 0;
}
