/* The wall: building, shuffling, breaking, drawing, dora indicators; flowers for MCR. */
#include "rules/wall.h"

#include <string.h>

#include "rules/tileset.h"

/* The first tile of the dead wall: the last WALL_DEAD of the wall. */
static int dead_start(const struct wall *w)
{
	return w->ntiles - WALL_DEAD;
}

/* Four copies of each kind the set has (all, or only those r has), red_fives of the fives. */
static int build_tiles(tile_t *tiles, const int red_fives[3], const struct rules *r)
{
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		for (int copy = 0; copy < 4 && (!r || tileset_has(r, k)); copy++) {
			tile_t t = (tile_t)k;
			if (!kind_is_honor(k) && kind_number(k) == 5 &&
			    copy < red_fives[kind_suit(k)])
				t |= TILE_RED;
			tiles[n++] = t;
		}
	return n;
}

/* A wall of n tiles in the draw order seq, with the dice and the break at their defaults;
 * riichi keeps a dead wall of WALL_DEAD tiles and shows one indicator, MCR has neither. */
static void load_sequence(struct wall *w, const tile_t *seq, int n, bool dead_wall)
{
	memcpy(w->seq, seq, (size_t)n);
	w->ntiles = n;
	w->dead_wall = dead_wall;
	w->next_live = 0;
	w->live_end = dead_wall ? n - WALL_DEAD : n;
	w->rinshan_drawn = 0;
	w->indicators = dead_wall ? 1 : 0;
	w->dice[0] = w->dice[1] = 1;
	w->break_wall = 0;
	w->break_stack = 2;
}

void wall_from_sequence(struct wall *w, const tile_t seq[WALL_TILES])
{
	load_sequence(w, seq, WALL_TILES, true);
}

void wall_from_sequence_n(struct wall *w, const tile_t *seq, int n)
{
	load_sequence(w, seq, n, true);
}

void wall_from_sequence_mcr(struct wall *w, const tile_t *seq, int n)
{
	load_sequence(w, seq, n, false);
}

/*
 * Shuffles table[0..n) without bias, rolls the dice and writes the draw order from the break
 * into seq: nwalls walls (one a player) of n / 2 / nwalls stacks, two tiles each, in
 * clockwise stack order.
 */
static void shuffle_and_break(struct wall *w, struct rng *rng, tile_t *table, int n, int nwalls,
			      tile_t *seq)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)i + 1);
		tile_t t = table[i];
		table[i] = table[j];
		table[j] = t;
	}
	w->dice[0] = 1 + (int)rng_below(rng, 6);
	w->dice[1] = 1 + (int)rng_below(rng, 6);
	int sum = w->dice[0] + w->dice[1];
	int stacks = n / 2, per_wall = stacks / nwalls;
	/* Count the sum counter-clockwise from the dealer to pick the wall, then stacks from its
	 * right. */
	w->break_wall = (sum - 1) % nwalls;
	w->break_stack = sum;
	int first_stack = (w->break_wall * per_wall + sum) % stacks;
	for (int i = 0; i < stacks; i++) {
		int stack = (first_stack + i) % stacks;
		seq[2 * i] = table[2 * stack];
		seq[2 * i + 1] = table[2 * stack + 1];
	}
}

/* Keeps the dice and break of w across a wall_from_sequence*() that resets them. */
static void restore_break(struct wall *w, const struct wall *rolled)
{
	w->dice[0] = rolled->dice[0];
	w->dice[1] = rolled->dice[1];
	w->break_wall = rolled->break_wall;
	w->break_stack = rolled->break_stack;
}

void wall_deal(struct wall *w, struct rng *rng, const struct rules *r)
{
	tile_t table[WALL_TILES], seq[WALL_TILES];
	build_tiles(table, r->red_fives, NULL);
	struct wall rolled;
	shuffle_and_break(&rolled, rng, table, WALL_TILES, 4, seq);
	wall_from_sequence(w, seq);
	restore_break(w, &rolled);
}

void wall_deal_sanma(struct wall *w, struct rng *rng, const struct rules *r)
{
	tile_t table[WALL_TILES], seq[WALL_TILES];
	int n = build_tiles(table, r->red_fives, r);
	struct wall rolled;
	shuffle_and_break(&rolled, rng, table, n, 3, seq);
	wall_from_sequence_n(w, seq, n);
	restore_break(w, &rolled);
}

void wall_deal_mcr(struct wall *w, struct rng *rng, const struct rules *r)
{
	bool flowers = r->flowers;
	static const int no_reds[3] = {0, 0, 0};
	tile_t table[WALL_MAX_TILES], seq[WALL_MAX_TILES];
	int n = build_tiles(table, no_reds, NULL);
	for (int f = 0; flowers && f < TILE_FLOWER_KINDS; f++)
		table[n++] = (tile_t)(TILE_FLOWER1 + f);
	struct wall rolled;
	shuffle_and_break(&rolled, rng, table, n, 4, seq);
	wall_from_sequence_mcr(w, seq, n);
	restore_break(w, &rolled);
}

bool wall_draw(struct wall *w, tile_t *out)
{
	if (w->next_live >= w->live_end)
		return false;
	*out = w->seq[w->next_live++];
	return true;
}

/* Rinshan order: first stack top, bottom, then the second stack top, bottom. */
int wall_rinshan_position(const struct wall *w, int k, int live_end)
{
	static const int order[WALL_MAX_KANS] = {12, 13, 10, 11};
	return k < WALL_MAX_KANS ? dead_start(w) + order[k] : live_end;
}

/* Four kans at most with four players; three players also replace up to four Norths. */
static int max_replacements(const struct wall *w)
{
	return w->ntiles < WALL_TILES ? WALL_MAX_REPLACEMENTS : WALL_MAX_KANS;
}

bool wall_draw_rinshan(struct wall *w, tile_t *out)
{
	if (!w->dead_wall)
		return wall_draw_tail(w, out);
	if (w->rinshan_drawn >= max_replacements(w) || w->next_live >= w->live_end)
		return false;
	w->live_end--;
	*out = w->seq[wall_rinshan_position(w, w->rinshan_drawn++, w->live_end)];
	return true;
}

bool wall_next(const struct wall *w, bool rinshan, tile_t *out)
{
	if (w->next_live >= w->live_end)
		return false;
	if (!rinshan)
		*out = w->seq[w->next_live];
	else if (!w->dead_wall)
		*out = w->seq[w->live_end - 1];
	else if (w->rinshan_drawn >= max_replacements(w))
		return false;
	else
		*out = w->seq[wall_rinshan_position(w, w->rinshan_drawn, w->live_end - 1)];
	return true;
}

tile_t wall_next_indicator(const struct wall *w)
{
	return w->dead_wall && w->indicators < 5 ? wall_dora_indicator(w, w->indicators) : 0xff;
}

bool wall_dead_drawn(const struct wall *w, int i)
{
	int fixed = w->rinshan_drawn < WALL_MAX_KANS ? w->rinshan_drawn : WALL_MAX_KANS;
	for (int k = 0; k < fixed; k++)
		if (i == wall_rinshan_position(w, k, 0))
			return true;
	/* replacements from the fifth on took the tiles the live wall gave up last */
	return i >= w->live_end && i < w->live_end + w->rinshan_drawn - fixed;
}

bool wall_draw_tail(struct wall *w, tile_t *out)
{
	if (w->dead_wall || w->next_live >= w->live_end)
		return false;
	*out = w->seq[--w->live_end];
	return true;
}

bool wall_reveal_indicator(struct wall *w)
{
	if (!w->dead_wall || w->indicators >= 5)
		return false;
	w->indicators++;
	return true;
}

/* Indicator i is the top of the (3 + i)th stack back from the break. */
tile_t wall_dora_indicator(const struct wall *w, int i)
{
	return w->seq[dead_start(w) + 2 * (4 - i)];
}

void wall_set_indicator(struct wall *w, int i, tile_t t)
{
	if (w->dead_wall && i >= 0 && i < 5)
		w->seq[dead_start(w) + 2 * (4 - i)] = t;
}

tile_t wall_ura_indicator(const struct wall *w, int i)
{
	return w->seq[dead_start(w) + 2 * (4 - i) + 1];
}
