/*
 * A second opinion on a game: its log replayed through the engine, and at each decision of one
 * seat the advisor (ai_advisor, the strongest jansou AI) asked what it would do in that seat's
 * place (it sees what the seat saw, nothing more). Where the two differ the review keeps both with
 * the AI's reason and what it can say the difference cost; every deal-in of the seat is kept with
 * its danger. No curses: the report (jansou review --report) and the viewer share it.
 */
#ifndef JANSOU_SRC_UI_REVIEW_H
#define JANSOU_SRC_UI_REVIEW_H

#include <stdbool.h>
#include <stddef.h>

#include "ai/ai.h"
#include "src/engine/game_types.h"

/* One decision of the seat where the AI would have done otherwise. */
struct review_decision {
	int hand;	    /* the hand's index in the log, from 0 */
	char hand_name[48]; /* "East 1, 0 honba" */
	int turn;	    /* the seat's draws so far this hand (0 before its first) */
	struct action played, suggested;
	enum ai_reason reason; /* the AI's */
	bool weighed;	       /* discards: both candidates are known */
	struct ai_candidate played_cand, suggested_cand;
};

/* A discard of the seat that another won on. */
struct review_deal_in {
	int hand;
	char hand_name[48];
	int turn;
	tile_t tile;
	int winner;
	int points;		    /* what the winner scored */
	bool threat;		    /* someone threatened as the tile went */
	struct ai_threat_move move; /* its danger then (when threat) */
};

/* Every decision of the seat, for the viewer. */
struct review_choice {
	int step; /* the moment it was taken at (review.steps) */
	struct action played, suggested;
	bool agreed;
	struct ai_explain ex; /* the AI's reasons and candidates */
};

/* A moment of the game for the viewer: the table as an event leaves it. */
struct review_step {
	int hand;
	struct game_event ev; /* its pointers cleared; a win's value copied below */
	struct score_result score;
	struct mcr_result mcr;
	struct seat_view view; /* as the reviewed seat sees it (deciding, at a decision) */
	tile_t hands[SEATS][14];
	int nhands[SEATS];
	int choice; /* the seat's decision taken at this moment (review.choices), -1 */
};

struct review {
	int seat;	 /* reviewed */
	bool keep_steps; /* set before review_text(): keep the steps and every choice */
	int hands;
	int decisions, agreed;
	int replay_differences; /* where the engine and the log disagree (the review is then
				 * only as good as the replay) */
	struct review_decision *diffs;
	int ndiffs;
	struct review_deal_in dealins[64];
	int ndealins;
	/* with keep_steps */
	struct review_step *steps;
	int nsteps;
	struct review_choice *choices;
	int nchoices;
};

/*
 * Reviews seat's decisions in the log held in text (any log jansou replay reads; name is
 * for messages; seat -1: the player's, review_player_seat()), keeping the steps when
 * out->keep_steps is set. Returns 0, or -1 with a
 * message in err; free the review with review_free().
 */
int review_text(const char *name, const char *text, int seat, struct review *out, char *err,
		size_t errsize);
/*
 * The seat a log's player sat in: the one the game named "You" (in any of its languages) when
 * the log is one of its own, else 0.
 */
int review_player_seat(const char *text);
/* The same for a file. */
int review_file(const char *path, int seat, struct review *out, char *err, size_t errsize);
void review_free(struct review *r);

/*
 * What a discard cost against the AI's, as far as the figures say: "one step further from
 * ready", "8 fewer tiles improve the hand", "3.1% more to deal in" (translated, joined by
 * "; "); "" when the played one was as good by every figure.
 */
const char *review_cost_text(const struct ai_candidate *played, const struct ai_candidate *best,
			     char *buf, size_t size);

/* "discard 5m", "pon 5m", "pass": an action as the review names it (translated). */
/* A tile as the game writes it in text (names_tile_word): 5m, 0p, and the honours E S W N P
 * F C in English; 5萬, 赤5筒, 東 南 西 北 白 發 中 in Japanese; never 1z..7z. */
const char *review_tile_text(tile_t t);
const char *review_action_text(const struct action *a, char *buf, size_t size);

#endif
