/* Stacked walls and scripted players for engine scenario tests. */
#ifndef JANSOU_TESTS_SCENARIO_H
#define JANSOU_TESTS_SCENARIO_H

#include "src/engine/engine.h"
#include "src/engine/game_state.h"

/*
 * One hand set up tile by tile. Seats are absolute and seat 0 deals; three-player rules
 * (sanma) deal seats 0 to 2 from 108 tiles. Tiles not given are filled from what is left.
 * Scripts are space-separated:
 * own turn  "d:5m" discard, "t" discard the drawn tile, "riichi:5m",
 *           "tsumo", "ankan:1z", "kakan:5m", "kyuushu", "kita" (a North set aside);
 * responses "ron", "pon", "kan", "chi:34m" (tiles from the hand), "pass".
 * When a seat's next entry is not for the kind of question asked, it
 * discards what it drew, or passes. A response word waits for a question
 * that offers it; "pass" waits for one that offers a ron.
 */
struct scenario {
	const char *hands[SEATS];
	const char *draws;	/* live draws in order after the deal */
	const char *haitei;	/* the last live tiles, the very last one last */
	const char *indicators; /* dora, then kan dora indicators */
	const char *ura;
	const char *rinshan;
	/* Chinese Official rules: replacement tiles (after a flower or a kong) in the order they
	 * are drawn from the tail, the wall's last tile first. Flowers not placed go to the
	 * first free places from the 60th tile of the wall on. */
	const char *tail;
	const char *script[SEATS];
};

struct scenario_run {
	struct game g;
	tile_t seq[WALL_MAX_TILES];
	int nseq; /* 136, 144 with the flowers (MCR), 108 for three players */
	struct controller ctl[SEATS];
	const char *cursor[SEATS];
	char error[240];
	int wins, exhaustive, aborts;
	enum abort_kind abort;
	int winner[3], from[3];
	struct score_result score[3];
	struct mcr_result mcr[3];     /* Chinese Official rules */
	int flowers_set_aside[SEATS]; /* flowers (MCR), or Norths (three-player kita) */
	int call_from;		      /* meld.from of the last call */
	int delta[SEATS];
	int indicators_at_discard[64]; /* indicators showing at each discard */
	int ndiscards;
	int indicators_at_draw[64]; /* indicators showing at each draw */
	int ndraws;
	int ron_offers[SEATS];
	int first_ron_offer[SEATS]; /* discards made by the first ron offer (1: the first), 0 none
				     */
	int tsumo_offers[SEATS];
	int chi_choices[SEATS];		   /* chi choices in the first question that had any */
	int chi_offers_from[SEATS][SEATS]; /* questions offering seat a chi on from's discard */
	int violations;
};

/*
 * Plays the first hand of a game under rules (NULL for standard) with
 * points, honba and sticks as given. Returns 0, or -1 with run->error set
 * (a script step was not legal, or an invariant broke).
 */
int scenario_play(struct scenario_run *run, const struct scenario *sc, const struct rules *rules);

/* The same in two steps, to change points, honba or sticks in between. */
int scenario_prepare(struct scenario_run *run, const struct scenario *sc,
		     const struct rules *rules);
int scenario_play_prepared(struct scenario_run *run);

/* Builds the 136-tile sequence of a scenario. Returns 0 or -1 with err. */
int scenario_wall(const struct scenario *sc, tile_t seq[WALL_TILES], char *err, size_t errsize);
/* The same for Chinese Official rules: n is 136, or 144 with flowers. */
int scenario_wall_mcr(const struct scenario *sc, tile_t *seq, int n, char *err, size_t errsize);

#endif
