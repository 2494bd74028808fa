/* Tiles: dora order, counting and sorting. */
#include "rules/tile.h"

#include <stdlib.h>

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
	for (int i = 0; i < n; i++)
		counts[tile_kind(tiles[i])]++;
}

static int tile_order(const void *a, const void *b)
{
	tile_t x = *(const tile_t *)a, y = *(const tile_t *)b;
	int kx = tile_kind(x) * 2 + tile_is_red(x), ky = tile_kind(y) * 2 + tile_is_red(y);
	return kx - ky;
}

void tiles_sort(tile_t *tiles, int n)
{
	qsort(tiles, (size_t)n, sizeof *tiles, tile_order);
}
