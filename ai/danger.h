/*
 * Danger of a discard: who threatens, and how likely each tile is to deal
 * into them, read from what the table shows.
 */
#ifndef JANSOU_AI_DANGER_H
#define JANSOU_AI_DANGER_H

#include <stdbool.h>

#include "ai/ai.h"
#include "ai/table.h"

/* A player whose hand is likely ready and worth fearing. */
struct ai_threat {
	int seat;
	bool riichi;
	bool clear;		/* a real threat: riichi, or an open hand likely ready (below) */
	double tenpai;		/* chance the hand is ready, 0..1 */
	int value;		/* points it is expected to take from the discarder */
	bool safe[TILE_KINDS];	/* genbutsu and tiles passed: it cannot ron these */
	bool early[TILE_KINDS]; /* discarded early, before any riichi */
	int flush_suit;		/* its melds are one suit (and honours), else -1 */
	bool simples;		/* its melds are all simples: no terminal or honour wins */
	double scale;		/* from a kind's weight to its chance, in tenths of a percent */
};

/* The chance that some threat among th[0..nth) is ready (their chances added, at most 1). */
double ai_threat_ready(const struct ai_threat *th, int nth);

/*
 * The chance that seat's hand, closed and without riichi, is ready (quiet, dama): read from
 * its discards, how many and whether the last ones came from the hand. bench/calibrate_reading
 * measures it.
 */
double ai_quiet_tenpai(const struct ai_table *t, int seat);

/* The band of a player's discards made that the reading tables go by: 0 for 1-5, then 6-8,
 * 9-11, 12-14, 4 for 15 on. */
int ai_reading_band(int ndiscards);

/* The melds a player has called (chi, pon, open kan; not a closed kan). */
int ai_open_calls(const struct public_seat *p);

/* How likely an open hand is ready by its calls and discards (ai/danger.c measures it), before
 * a strategy's fear of open hands (ai_table's open_fear) is put on it. */
double ai_open_ready(const struct public_seat *p);

/* Finds the threats to the seat of t (riichi, open hands clearly ready or expensive). */
int ai_find_threats(const struct ai_table *t, struct ai_threat out[SEATS - 1]);

/*
 * Chance, in tenths of a percent, that discarding kind k deals into th if
 * its hand is ready, and the strongest reason it is safe (*cls).
 */
int ai_danger_vs(const struct ai_table *t, const struct ai_threat *th, int k,
		 enum ai_danger_class *cls);

/* A discard weighed against every threat. */
struct ai_danger {
	int chance;		  /* deal-in chance in tenths of a percent, all threats together */
	double loss;		  /* expected points lost */
	int risk;		  /* loss in tenths of a percent of a riichi's 6400 points */
	enum ai_danger_class cls; /* against the threat it fears most */
};

void ai_danger_all(const struct ai_table *t, const struct ai_threat *th, int nth, int k,
		   struct ai_danger *out);

#endif
