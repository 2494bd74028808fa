/*
 * The game is played for the place, not the points: what a win or a deal-in is worth is the
 * places it is expected to move, against how the hand would end without one's own (a threat's
 * win or the draw). After the last hand the places are the points' order; with hands still to
 * play, the gap between two players at the end is taken to spread about theirs now as a
 * normal law, wider the more hands are left.
 */
#ifndef JANSOU_AI_PLACEMENT_H
#define JANSOU_AI_PLACEMENT_H

#include <stdbool.h>

#include "ai/danger.h"
#include "ai/table.h"

/* The game's standing: points, and who comes first on equal points. */
struct ai_standing {
	int n; /* players */
	int points[SEATS];
	int first_dealer; /* equal points: the seat nearer the first dealer comes first */
	int dealer;
	int sticks;	  /* riichi sticks and counters on the table, in points */
	int hands_after;  /* hands left after this one, the dealer's repeats not counted */
	bool dealer_stop; /* the dealer first after the last hand ends the game */
};

/* The place of seat (0 first) at those points. */
int ai_place_of(const struct ai_standing *st, const int points[SEATS], int seat);

/* The place seat is expected to finish in from those points with hands hands still to play
 * (0: the place of ai_place_of). */
double ai_expected_place(const struct ai_standing *st, const int points[SEATS], int seat,
			 int hands);

/*
 * Places expected at the game's end after the ways the hand may end, seen from seat: winning
 * value (by tsumo or by ron from any other seat), dealing value into threat, and the threat
 * winning value without seat (by tsumo, from another, or ready alone at the draw). A dealer
 * who wins or is ready at the draw plays another hand.
 */
double ai_place_after_win(const struct ai_standing *st, int seat, int value);
double ai_place_after_deal_in(const struct ai_standing *st, int seat, int threat, int value);
double ai_place_after_threat(const struct ai_standing *st, int seat, int threat, int value);

/*
 * The factor on one's own hand's value (in points), weighed against the threat feared most in
 * points, that weighs them by the places they are expected to move instead. In the last hand
 * that is all; before it, push (the factor the points alone are weighed by) times how much
 * more the standing makes the places a win gains against those a deal-in loses than a table
 * of even points would. push when nothing threatens.
 */
double ai_placement_push(const struct ai_table *t, double push, int value,
			 const struct ai_threat *th, int nth);

#endif
