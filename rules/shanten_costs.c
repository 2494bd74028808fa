/* Costs of a group of kinds and their products (see rules/shanten_costs.h). */
#include "rules/shanten_costs.h"

#include <string.h>

static inline int min2(int a, int b)
{
	return a < b ? a : b;
}

void shanten_dp_start(struct shanten_dp *s)
{
	memset(s->d, SHANTEN_COST_NONE, sizeof s->d);
	s->d[0][0][0][0] = 0;
}

void shanten_dp_step(const struct shanten_dp *from, struct shanten_dp *to, int count, int max_runs)
{
	memset(to->d, SHANTEN_COST_NONE, sizeof to->d);
	for (int r1 = 0; r1 <= SHANTEN_BLOCKS; r1++)
		for (int r2 = 0; r1 + r2 <= SHANTEN_BLOCKS; r2++)
			for (int h = 0; h < 2; h++)
				for (int b = r1 + r2; b <= SHANTEN_BLOCKS; b++) {
					int cost = from->d[r1][r2][h][b];
					if (cost == SHANTEN_COST_NONE)
						continue;
					/* x runs begin here, y triplets, z pairs */
					for (int x = 0; x <= max_runs && b + x <= SHANTEN_BLOCKS;
					     x++)
						for (int y = 0;
						     y < 2 && b + x + y <= SHANTEN_BLOCKS; y++)
							for (int z = 0; z + h < 2; z++) {
								int need =
								    r1 + r2 + x + 3 * y + 2 * z;
								if (need > 4)
									break;
								int add =
								    need > count ? need - count : 0;
								uint8_t *t =
								    &to->d[x][r1][h + z][b + x + y];
								if (cost + add < *t)
									*t = (uint8_t)(cost + add);
							}
				}
}

shanten_costs_t shanten_dp_costs(const struct shanten_dp *s)
{
	shanten_costs_t e = 0;
	for (int h = 0; h < 2; h++)
		for (int b = 0; b <= SHANTEN_BLOCKS; b++)
			e |= (shanten_costs_t)min2(s->d[0][0][h][b], 15) << (4 * (h * 5 + b));
	return e;
}

shanten_costs_t shanten_group_costs(const uint8_t *c, int len, bool runs)
{
	struct shanten_dp d[2];
	shanten_dp_start(&d[0]);
	for (int i = 0; i < len; i++)
		shanten_dp_step(&d[i & 1], &d[(i + 1) & 1], c[i],
				runs && i + 2 < len ? SHANTEN_BLOCKS : 0);
	return shanten_dp_costs(&d[len & 1]);
}

/* The two rows of packed costs: row0[b] without the pair, row1[b] with it. */
static inline void unpack(shanten_costs_t e, int row0[SHANTEN_BLOCKS + 1],
			  int row1[SHANTEN_BLOCKS + 1])
{
	for (int b = 0; b <= SHANTEN_BLOCKS; b++) {
		row0[b] = (int)(e >> (4 * b)) & 15;
		row1[b] = (int)(e >> (4 * (5 + b))) & 15;
	}
}

shanten_costs_t shanten_costs_product(shanten_costs_t x, shanten_costs_t y)
{
	int x0[5], x1[5], y0[5], y1[5];
	shanten_costs_t e = 0;

	unpack(x, x0, x1);
	unpack(y, y0, y1);
	for (int b = 0; b <= SHANTEN_BLOCKS; b++) {
		int best0 = SHANTEN_COST_NONE, best1 = SHANTEN_COST_NONE;
		for (int k = 0; k <= b; k++) {
			best0 = min2(best0, x0[k] + y0[b - k]);
			best1 = min2(best1, min2(x1[k] + y0[b - k], x0[k] + y1[b - k]));
		}
		e |= (shanten_costs_t)min2(best0, 15) << (4 * b) | (shanten_costs_t)min2(best1, 15)
								       << (4 * (5 + b));
	}
	return e;
}
