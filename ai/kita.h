/* Three-player nukidora: when an AI sets a North aside. */
#ifndef JANSOU_AI_KITA_H
#define JANSOU_AI_KITA_H

#include "src/engine/game_types.h"

/*
 * The index of the ACT_KITA among choices when the seat should take it, else -1. A North set
 * aside is a free dora and a free draw, so it is always taken, unless the hand needs the
 * North (its pair, its triplet, its wait): setting it aside would leave the hand further from
 * winning than the best discard does. A win on offer is left to the strategy.
 */
int ai_kita_choice(const struct seat_view *v, const struct action *choices, int n);

#endif
