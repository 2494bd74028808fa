/*
 * Looking ahead from a hand near tenpai: the chance it wins in the draws left and what it is
 * then expected to bring, through every draw that brings it closer and the best discard after
 * each. Scored exactly at tenpai (yaku, dora, red fives, the waits' copies unseen).
 */
#ifndef JANSOU_AI_LOOKAHEAD_H
#define JANSOU_AI_LOOKAHEAD_H

#include <stdint.h>

#include "ai/paths.h"

/* The deepest shanten looked ahead from, and the most own draws counted. */
enum { AI_LOOKAHEAD_SHANTEN = 2, AI_LOOKAHEAD_DRAWS = 24 };

/*
 * The model's constants. Before each own draw another player ends the hand with the hazard's
 * chance; a tenpai wins by ron as often as by tsumo (once if furiten); a closed hand's win is
 * worth its riichi ron score times AI_LOOKAHEAD_CLOSED (tsumo, ura and ippatsu now and then).
 * Tuned with self-play (four balanced, and balanced against three defensive).
 */
#define AI_LOOKAHEAD_HAZARD 0.05
#define AI_LOOKAHEAD_RON_SHARE 2.0
#define AI_LOOKAHEAD_CLOSED 1.15
#define AI_LOOKAHEAD_MAX_STEP 0.9 /* the most a tenpai wins on one draw */

/*
 * An open hand moves on by calls as well as by its draws: a tile that completes a triplet of
 * a pair it holds can be called from any other player's discard, one that completes a run
 * from the left player's. Counted as the ron share counts the others' discards: a pon as
 * often as a draw (three players discard for each own draw), a chi a third as often (one of
 * them). A closed hand is looked ahead by its draws alone (a call would give up riichi).
 */
#define AI_LOOKAHEAD_PON_SHARE 1.0
#define AI_LOOKAHEAD_CHI_SHARE (1.0 / 3)

/*
 * What being ready at the exhaustive draw is worth against being not: the noten players pay
 * 3000 to the ready ones, so with 0, 1, 2 or 3 others ready one gains 3000, 2500, 2500 or
 * 3000 by being ready (three players: the family's whole pool, 2000, in every case, as
 * rules_family_of() has it). It is counted only from the last
 * AI_LOOKAHEAD_READY_DRAWS own draws: further ahead the hazard above overstates how often a
 * ready hand lives to the draw (a threat comes and it folds). Measured with self-play: counted
 * over all the draws, four balanced deal in 15.2%; from four draws, 13.4%; from two, 12.9%,
 * and balanced against three defensive places 2.371 over six seeds (2.391 without).
 */
#define AI_LOOKAHEAD_READY_END 2600
enum { AI_LOOKAHEAD_READY_DRAWS = 2 };

/*
 * A win also ends the hand: what the others' wins would have taken from the seat in the draws
 * left after it is saved. Before each own draw another player ends the hand with the hazard's
 * chance, and a win of another player takes an average win (about 6,000 under the usual
 * rules, counters and sticks included) shared by the others on average. Counted when a hand
 * is built unthreatened (ai_lookahead_count_hand_end: the discards and calls that choose
 * speed against value), not in push or fold, whose own reckoning weighs the threat.
 */
#define AI_LOOKAHEAD_AVERAGE_WIN 6000

/* The figures worked out once a decision (ai/lookahead.c), held apart from the stack. */
struct ai_lookahead_seen;

struct ai_lookahead {
	const struct ai_hand *h;
	int reds;  /* bit s: a red five of suit s among the concealed tiles */
	int draws; /* own draws left */
	int unseen;
	double tenpai_end; /* what being ready is worth at the exhaustive draw, 0 when too far */
	int top;	   /* the shanten the look ahead started from */
	/* what another player's win takes from the seat, a win of its own saving it for the draws
	 * left after it (0, as set up: not counted) */
	double others_win;
	/* the chance another player ends the hand before each own draw: AI_LOOKAHEAD_HAZARD,
	 * more against a threat (ai_lookahead_threatened) */
	double hazard;
	struct ai_lookahead_seen *seen; /* from the first look ahead on; NULL without memory */
};

/*
 * The expected points of the 3n+1 hand counts at shanten s (at most AI_LOOKAHEAD_SHANTEN): the
 * chance of winning within la->draws own draws times the win's value. *win (may be NULL) gets
 * that chance.
 */
double ai_lookahead_ev(struct ai_lookahead *la, uint8_t counts[TILE_KINDS], int s, double *win);

/* What a ready hand that cannot win (an open hand without a yaku) is expected to bring: the
 * draw payment, if nobody wins first. */
double ai_lookahead_ready_only(const struct ai_lookahead *la);

/* Against threats: the hand also ends, before each own draw, when a ready threat wins off
 * another player (threat_wins: a ready threat's wins a go-around, AI_THREAT_WINS in
 * ai/pushfold.h, times the chance one is ready). Set before the first look ahead. */
void ai_lookahead_threatened(struct ai_lookahead *la, double threat_wins);

/* Counts, from now on, what a win saves by ending the hand (AI_LOOKAHEAD_AVERAGE_WIN). */
void ai_lookahead_count_hand_end(struct ai_lookahead *la);

/* Sets la up for h's seat, the concealed tiles' red fives reds (bits by suit); released with
 * ai_lookahead_release once the decision is made. */
void ai_lookahead_init(struct ai_lookahead *la, const struct ai_hand *h, int reds);
void ai_lookahead_release(struct ai_lookahead *la);

/*
 * ai_lookahead_ev of the table's own concealed tiles but one copy of the tile discard (-1:
 * none, the hand being 3n+1 already), at shanten s; la set up for the table's hand (any
 * number of calls with the same la share its cache).
 */
double ai_table_outlook(struct ai_lookahead *la, const struct ai_table *t, int discard, int s,
			double *win);

/* The red fives reds (bits by suit) once kind d has left counts: a suit's red goes with its
 * last five. */
int ai_reds_after(int reds, const uint8_t counts[TILE_KINDS], int d);

#endif
