/*
 * Ready for the draw: a hand ready when the wall runs out is paid for by the hands that are
 * not (and keeps a dealer's seat), whether or not it could win. Late in a hand, a hand that
 * cannot win any more is still worth keeping ready, or calling ready.
 */
#ifndef JANSOU_AI_DRAW_TENPAI_H
#define JANSOU_AI_DRAW_TENPAI_H

#include <stdbool.h>

#include "ai/calls.h"
#include "ai/danger.h"

/* The own draws left from which a folding hand lets go of a nearly safe tile that keeps it
 * ready, with a yaku or without. (Keeping or calling a hand ready that cannot win waits for
 * the lookahead to count the draw's payment, AI_LOOKAHEAD_READY_DRAWS.) */
enum { AI_DRAW_TENPAI_DRAWS = 4 };

/* Whether the table's concealed tiles but one copy of kind k (-1: none) are ready, in any
 * shape, with a yaku or without. */
bool ai_ready_without(const struct ai_table *t, int k);

/*
 * The discard after the call called that leaves the hand ready (with a yaku or without), the
 * least dangerous against the threats th[0..nth) (*chance its deal-in chance in tenths of a
 * percent, may be NULL); -1 when none does.
 */
int ai_call_ready_discard(const struct ai_table *t, const struct ai_called *called,
			  const struct ai_threat *th, int nth, int *chance);

#endif
