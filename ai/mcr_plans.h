/*
 * Target hands for Chinese Official rules. An MCR hand must reach 8 points, so the AI aims at
 * a plan: a fan (or a special shape) worth most of the 8 by itself, with how far the hand is
 * from it and what it is likely to be worth once complete.
 */
#ifndef JANSOU_AI_MCR_PLANS_H
#define JANSOU_AI_MCR_PLANS_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/mcr_shanten.h"
#include "rules/tile.h"

enum mcr_plan_kind {
	PLAN_ANY,   /* any standard hand: what the small fans add up to */
	PLAN_KINDS, /* a standard hand of some kinds only (flushes, all pungs, upper four...) */
	PLAN_SETS,  /* some fixed sets (straights, triple chows, dragon pungs...) and any rest */
	PLAN_SHAPE, /* a special shape of rules/mcr_shanten.h */
	PLAN_TYPES, /* all types: a set or the pair in each suit, the winds and the dragons */
};

enum { PLAN_MAX_SETS = 3 };

struct mcr_plan {
	enum mcr_plan_kind kind;
	uint8_t fan;		     /* enum mcr_fan aimed at; MCR_NONE for PLAN_ANY */
	uint8_t points;		     /* the fan's points */
	bool honors;		     /* honour pungs can join it and add their own fan */
	bool runs;		     /* PLAN_KINDS: chows allowed */
	uint64_t allow;		     /* PLAN_KINDS: bit k for kind k */
	uint8_t nsets;		     /* PLAN_SETS */
	uint8_t sets[PLAN_MAX_SETS]; /* a kind, | PLAN_PUNG for a pung, else the chow from it */
	enum mcr_shape shape;	     /* PLAN_SHAPE */
};

#define PLAN_PUNG 0x80

/* The table of plans, built as the program starts; returns how many. */
int mcr_plans(const struct mcr_plan **out);

/* A hand being weighed: concealed counts and the melds. */
struct mcr_hand {
	const uint8_t *counts;
	const struct meld *melds;
	int nmelds;
	/* copies of each kind still unseen, or NULL: a set whose missing tiles are all in sight
	 * can never be made */
	const uint8_t *unseen;
};

/* Shanten toward plan p: -1 complete, 0 ready; MCR_SHANTEN_NONE when the melds rule it out. */
int mcr_plan_distance(const struct mcr_plan *p, const struct mcr_hand *h);

/* What the seat's hand adds around a plan. */
struct mcr_extras {
	bool closed; /* no open meld: concealed hand (2) or fully concealed (4) */
	int seat_wind, round_wind;
};

/* Estimated points of plan p if h completes it (flowers not counted). */
int mcr_plan_value(const struct mcr_plan *p, const struct mcr_hand *h, const struct mcr_extras *x);

#endif
