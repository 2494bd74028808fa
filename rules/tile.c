/* Tiles: dora order, counting and sorting. */
#include "rules/tile.h"

int kind_dora_from_indicator(int indicator)
{
	if (indicator < TILE_EAST)
		return indicator % 9 == 8 ? indicator - 8 : indicator + 1;
	if (indicator <= TILE_NORTH)
		return indicator == TILE_NORTH ? TILE_EAST : indicator + 1;
	return indicator == TILE_CHUN ? TILE_HAKU : indicator + 1;
}

void tiles_count(const tile_t *tiles, int n, uint8_t counts[TILE_KINDS])
{
	/* flowers (and anything past the 34 kinds) are kept out of hand counts */
	for (int i = 0; i < n; i++)
		if (tile_kind(tiles[i]) < TILE_KINDS)
			counts[tile_kind(tiles[i])]++;
}

/* Kind order, a red five after the plain fives of its suit. */
static inline int tile_rank(tile_t t)
{
	return tile_kind(t) * 2 + tile_is_red(t);
}

/* Insertion sort: hands are at most 14 tiles, where it beats qsort by far. */
void tiles_sort(tile_t *tiles, int n)
{
	for (int i = 1; i < n; i++) {
		tile_t t = tiles[i];
		int j = i;
		for (; j > 0 && tile_rank(tiles[j - 1]) > tile_rank(t); j--)
			tiles[j] = tiles[j - 1];
		tiles[j] = t;
	}
}
