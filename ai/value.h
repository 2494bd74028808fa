/* What a hand is worth: a quick estimate while building, exact figures at tenpai. */
#ifndef JANSOU_AI_VALUE_H
#define JANSOU_AI_VALUE_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/paths.h"

/* Ron points of han at 30 fu (dealer or not), fractional han interpolated. */
int ai_points_of_han(double han, bool dealer);

/*
 * Estimated points of counts (with h's melds) if it wins along path, with
 * reds red fives among the concealed tiles.
 */
int ai_value_estimate(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], int reds,
		      enum ai_path path);

/*
 * Exact ron value of a tenpai hand tiles[0..n) (with h's melds): the mean over
 * its waits weighted by unseen copies, scored with riichi when riichi is set.
 * 0 when no wait wins (no yaku). *waits gets the unseen tiles that win.
 */
int ai_tenpai_value(const struct ai_hand *h, const tile_t *tiles, int n, bool riichi, int *waits);
/* The same, and *completing gets the kinds that complete the hand as bits, a yaku or not. */
int ai_tenpai_value_kinds(const struct ai_hand *h, const tile_t *tiles, int n, bool riichi,
			  int *waits, uint64_t *completing);
/* The same of the tenpai counts, the first five of a suit red where reds (bits by suit) says:
 * its tiles are listed only when the seat has not scored the hand before. */
int ai_tenpai_value_counts(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], int reds,
			   bool riichi, int *waits, uint64_t *completing);

#endif
