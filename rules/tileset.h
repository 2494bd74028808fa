/*
 * The tiles a rule family plays with. Three-player riichi (sanma) has 108: the 2m to 8m are
 * taken out, so 1m and 9m follow each other as dora, and no chi may be called.
 */
#ifndef JANSOU_RULES_TILESET_H
#define JANSOU_RULES_TILESET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/hand.h"
#include "rules/rules.h"
#include "rules/tile.h"

/* Whether the set of rules r has kind k at all (four copies), else none. */
bool tileset_has(const struct rules *r, int kind);

/* Tiles in the wall of r's set: 136, or 108 for three players (flowers not counted). */
int tileset_size(const struct rules *r);

/* The dora an indicator of kind k shows; under three players 1m shows 9m and 9m shows 1m. */
int tileset_dora_of_indicator(const struct rules *r, int kind);

/* Refuses a tile the set has not: returns 0, or -1 with "2m is not among ..." in err. */
int tileset_check_tiles(const struct rules *r, const tile_t *tiles, int n, char *err,
			size_t errsize);

/* tileset_check_tiles for the concealed tiles and melds of h, and refuses a chi where the
 * family has none. */
int tileset_check_hand(const struct rules *r, const struct hand *h, char *err, size_t errsize);

/* Sets unseen[k] to 0 and accept[k] to false (either may be NULL) for the kinds r lacks: a
 * count of unseen tiles or a list of waits never names a tile that is not in the wall. */
void tileset_drop_absent(const struct rules *r, uint8_t unseen[TILE_KINDS],
			 bool accept[TILE_KINDS]);

#endif
