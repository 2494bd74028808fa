/* The wall: building, shuffling, breaking, drawing, dora indicators. */
#include "rules/wall.h"

#include <string.h>

enum { DEAD_START = WALL_TILES - WALL_DEAD };

static void build_tiles(tile_t tiles[WALL_TILES], const int red_fives[3])
{
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		for (int copy = 0; copy < 4; copy++) {
			tile_t t = (tile_t)k;
			if (!kind_is_honor(k) && kind_number(k) == 5 && copy < red_fives[kind_suit(k)])
				t |= TILE_RED;
			tiles[n++] = t;
		}
}

void wall_from_sequence(struct wall *w, const tile_t seq[WALL_TILES])
{
	memcpy(w->seq, seq, WALL_TILES);
	w->next_live = 0;
	w->live_end = DEAD_START;
	w->rinshan_drawn = 0;
	w->indicators = 1;
	w->dice[0] = w->dice[1] = 1;
	w->break_wall = 0;
	w->break_stack = 2;
}

void wall_deal(struct wall *w, struct rng *rng, const int red_fives[3])
{
	/* The table: four walls of 17 stacks, two tiles each, in clockwise stack order. */
	tile_t table[WALL_TILES];
	build_tiles(table, red_fives);
	for (int i = WALL_TILES - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)i + 1);
		tile_t t = table[i];
		table[i] = table[j];
		table[j] = t;
	}
	w->dice[0] = 1 + (int)rng_below(rng, 6);
	w->dice[1] = 1 + (int)rng_below(rng, 6);
	int sum = w->dice[0] + w->dice[1];
	/* Count the sum counter-clockwise from the dealer to pick the wall, then stacks from its right. */
	w->break_wall = (sum - 1) % 4;
	w->break_stack = sum;
	int first_stack = (w->break_wall * 17 + sum) % 68;

	tile_t seq[WALL_TILES];
	for (int i = 0; i < 68; i++) {
		int stack = (first_stack + i) % 68;
		seq[2 * i] = table[2 * stack];
		seq[2 * i + 1] = table[2 * stack + 1];
	}
	int dice[2] = { w->dice[0], w->dice[1] };
	int bw = w->break_wall, bs = w->break_stack;
	wall_from_sequence(w, seq);
	w->dice[0] = dice[0];
	w->dice[1] = dice[1];
	w->break_wall = bw;
	w->break_stack = bs;
}

bool wall_draw(struct wall *w, tile_t *out)
{
	if (w->next_live >= w->live_end)
		return false;
	*out = w->seq[w->next_live++];
	return true;
}

/* Rinshan order: first stack top, bottom, then the second stack top, bottom. */
static int rinshan_index(int k)
{
	static const int order[WALL_MAX_KANS] = { 12, 13, 10, 11 };
	return DEAD_START + order[k];
}

bool wall_draw_rinshan(struct wall *w, tile_t *out)
{
	if (w->rinshan_drawn >= WALL_MAX_KANS || w->next_live >= w->live_end)
		return false;
	*out = w->seq[rinshan_index(w->rinshan_drawn++)];
	w->live_end--;
	return true;
}

bool wall_reveal_indicator(struct wall *w)
{
	if (w->indicators >= 5)
		return false;
	w->indicators++;
	return true;
}

/* Indicator i is the top of the (3 + i)th stack back from the break. */
tile_t wall_dora_indicator(const struct wall *w, int i)
{
	return w->seq[DEAD_START + 2 * (4 - i)];
}

tile_t wall_ura_indicator(const struct wall *w, int i)
{
	return w->seq[DEAD_START + 2 * (4 - i) + 1];
}
