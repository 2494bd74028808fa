/*
 * Kuikae (swap-calling): where the rules forbid it, the discard right after a
 * chi or pon may not be the kind just called, nor, after a chi that took the
 * end tile of its run, the kind at the run's other end (chi of 3m with 45m,
 * then 6m), since either leaves the hand as it was before the call.
 */
#ifndef JANSOU_RULES_KUIKAE_H
#define JANSOU_RULES_KUIKAE_H

#include <stdbool.h>

#include "rules/rules.h"
#include "rules/tile.h"

/*
 * Sets blocked[k] for every kind k that may not be discarded right after the
 * call m (tiles sorted, m->called the tile taken), clears the rest. An open
 * kan blocks nothing: a replacement tile is drawn before the discard.
 */
void kuikae_blocked(const struct rules *r, const struct meld *m, bool blocked[TILE_KINDS]);

#endif
