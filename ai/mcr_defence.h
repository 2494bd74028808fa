/*
 * A little defence for Chinese Official rules: the expected cost of a discard against players
 * whose open hands look ready. MCR has no furiten, and a deal-in costs only the winner's fan
 * beyond the 8 every player pays anyway, so this weighs against building only when the own
 * hand is far from winning.
 */
#ifndef JANSOU_AI_MCR_DEFENCE_H
#define JANSOU_AI_MCR_DEFENCE_H

#include "ai/mcr_eval.h"

/* Expected points lost by discarding kind k, in the units of mcr_weight.ev; 0 with no threat. */
double mcr_deal_in_cost(const struct mcr_seat *s, int k);

/* How many other players look ready. */
int mcr_threats(const struct mcr_seat *s);

#endif
