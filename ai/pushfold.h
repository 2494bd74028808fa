/*
 * Push or fold by expected points: what going on with a discard is likely to win against what
 * it is likely to lose to the threats for the rest of the hand, beside folding.
 */
#ifndef JANSOU_AI_PUSHFOLD_H
#define JANSOU_AI_PUSHFOLD_H

#include <stdbool.h>

#include "ai/danger.h"
#include "ai/table.h"

/*
 * How often a ready threat wins off another player than the seat, or by its own draw, a
 * go-around: the hand ends before a push can win. Measured over mjai logs by
 * bench/threat_wins.js, from a riichi to the hand's end, per own draw of the riichi player:
 * 0.094 in 200 games of four balanced as it played before this figure was used, 0.101 in 24
 * games of four majiang-ai (kobalab's, bench/vs_majiang.sh); with the wins off the seat itself,
 * 0.115 and 0.124. Where the others fold more it is less: 0.084 in four balanced with it, 0.080
 * with three of them and majiang-ai.
 */
#define AI_THREAT_WINS 0.10

/*
 * Of those wins, the share by the threat's own draw, which the seat pays part of (the rest are
 * ron off a third player, free to it). bench/threat_wins.js: tsumo 0.056 of 0.101 a go-around
 * in the 24 games of four majiang-ai; 0.051 of 0.082 over the 760 games of majiang-ai against
 * balanced (bench/vs_majiang.sh -k), where more fold and a riichi wins less by ron.
 */
#define AI_THREAT_TSUMO 0.55

/* What push or fold assumes of the rest of the hand, beside the tiles' dangers. */
struct ai_pushfold_model {
	double threat_wins; /* a ready threat's wins a go-around (AI_THREAT_WINS) */
	bool fold_ends;	    /* folding leaks only while the hand lives, as going on deals in */
	/* the hand's end beside one's own win and deal-in: the share of a threat's wins by its
	 * own draw, which the seat pays part of (0: not counted), and the payments between the
	 * ready and the not ready at the exhaustive draw */
	double tsumo_share;
	bool draw_paid;
};

/*
 * As measured (balanced): AI_THREAT_WINS, folding leaking while the hand lives, the hand's end
 * counted (AI_THREAT_TSUMO, the draw's payments). Against majiang-ai, two and two, balanced's
 * place gained 0.032 +- 0.033 by counting the hand's end (360 games paired by seed, 2.45 from
 * 2.48); against three defensive it lost 0.012 (2.321 from 2.309 over 12000 games), with 200
 * points a game more.
 */
extern const struct ai_pushfold_model ai_pushfold_measured;
/* As defensive was tuned with: 0.06 a go-around, folding leaking to the last draw (its push at
 * tenpai against a riichi about 70% of the time). */
extern const struct ai_pushfold_model ai_pushfold_tuned;

/*
 * Weighs going on with a discard that leaves the hand at shanten with ukeire accepted tiles,
 * worth value when it wins, the discard itself having danger d, against folding (whose
 * safest tile has danger safest).
 */
void ai_pushfold_weigh(const struct ai_pushfold_model *model, const struct ai_table *t,
		       const struct ai_threat *th, int nth, int shanten, int ukeire, int value,
		       const struct ai_danger *d, const struct ai_danger *safest,
		       struct ai_pushfold *out);

#endif
