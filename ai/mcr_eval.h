/*
 * Weighing an MCR hand: the expected points of a hand of 13 (3n+1 concealed tiles and melds),
 * from the plans it can still reach and, when it is ready, the exact score of every wait. A
 * ready hand whose waits all score under 8 is not ready at all: it cannot be declared.
 */
#ifndef JANSOU_AI_MCR_EVAL_H
#define JANSOU_AI_MCR_EVAL_H

#include <stdbool.h>

#include "ai/mcr_plans.h"
#include "ai/table.h"

/* How the AI weighs hands: toward 8 points, or (the baseline) the fastest shape only. */
enum mcr_style { MCR_STYLE_VALUE, MCR_STYLE_SPEED };

/* The seat as the MCR AI reads it. */
struct mcr_seat {
	struct ai_table t; /* counts, what is unseen, the melds */
	struct mcr_extras x;
	enum mcr_style style;
};

/* Reads v (kept by pointer) under rules, as ai_table_init() does. */
void mcr_seat_init(struct mcr_seat *s, const struct seat_view *v, const struct rules *rules,
		   enum mcr_style style);

/* One hand weighed. */
struct mcr_weight {
	double ev;    /* expected points won, roughly: chance to win times what it pays */
	int distance; /* of the best plan; 0 only with a wait worth 8 points; 99 none */
	uint8_t fan;  /* the fan the hand aims at (enum mcr_fan), MCR_NONE for none */
	int points;   /* estimated (or, ready, exact mean) points of that hand */
	int plan;     /* index into mcr_plans(), -1 at a scored tenpai */
	int winning;  /* ready: unseen tiles that win with 8 points or more */
};

/* Weighs h (3n+1 tiles); closed says whether it has no open meld. */
void mcr_weigh(const struct mcr_seat *s, const struct mcr_hand *h, bool closed,
	       struct mcr_weight *out);

/*
 * Unseen tiles that bring h closer to the plan w aims at (or that win, when ready), with
 * h's counts changed and restored.
 */
int mcr_acceptance(const struct mcr_seat *s, const struct mcr_hand *h, const struct mcr_weight *w);

/* The seat's own hand as an mcr_hand over counts (a copy of the concealed counts). */
void mcr_seat_hand(const struct mcr_seat *s, uint8_t counts[TILE_KINDS], struct mcr_hand *h);

#endif
