/* Shanten numbers: how many tiles a hand is away from tenpai (0) or complete (-1). */
#ifndef JANSOU_RULES_SHANTEN_H
#define JANSOU_RULES_SHANTEN_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/tile.h"

/*
 * All take the concealed tiles as counts per kind (3n+1 or 3n+2 tiles) and
 * the number of melds already called or declared (0..4). Convention:
 * -1 complete, 0 tenpai.
 */
int shanten_standard(const uint8_t counts[TILE_KINDS], int nmelds);
/*
 * Exactly blocks blocks (0..4) and one pair out of counts, whatever their number: the rest
 * stays unused. For hands that fix some tiles in another shape (Chinese Official rules'
 * knitted straight) and build the rest as usual.
 */
int shanten_blocks(const uint8_t counts[TILE_KINDS], int blocks);
/*
 * Exactly blocks blocks (0..4) and one pair from the kinds of allow[] alone,
 * the other tiles unused; runs false counts triplets only. The allowed kinds
 * of each suit must be one unbroken stretch (2 to 8 for an open hand of all
 * simples, the whole suit for a flush). 14 when nothing is allowed.
 */
int shanten_restricted(const uint8_t counts[TILE_KINDS], int blocks, const bool allow[TILE_KINDS],
		       bool runs);
int shanten_chiitoitsu(const uint8_t counts[TILE_KINDS]);
int shanten_kokushi(const uint8_t counts[TILE_KINDS]);
/* The least of the three; seven pairs and thirteen orphans only without melds. */
int shanten_min(const uint8_t counts[TILE_KINDS], int nmelds);

#endif
