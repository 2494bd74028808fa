/*
 * Defence drills: positions from seeded self-play where an opponent has declared riichi and
 * you are to discard, so that the riichi hand's true wait is known; your answer is judged
 * against that wait and against the danger model at once. No curses here (ui_drill.c draws).
 */
#ifndef JANSOU_SRC_UI_DRILL_H
#define JANSOU_SRC_UI_DRILL_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/ai.h"
#include "src/engine/engine.h"

/*
 * The levels: 0, you hold a genbutsu of the riichi; 1, you hold none and must read suji,
 * kabe and honours; 2, you are ready yourself: push or fold.
 */
enum { DRILL_LEVELS = 3 };

struct drill_position {
	uint64_t seed; /* of the self-play game it comes from */
	int level;
	struct game *g; /* stopped at the question; never played on; drill_find() owns it */
	int seat;	/* yours */
	int riichi;	/* the riichi player's */
	struct seat_view view;
	struct action choices[16]; /* the discards, one per tile kind held */
	int nchoices;
	tile_t riichi_hand[14]; /* its concealed tiles */
	int nriichi_hand;
	bool waits[TILE_KINDS]; /* the kinds it would win on (none when it is furiten) */
	bool furiten;
	struct ai_seat_danger danger; /* of each kind against it, as the danger marks give it */
	/* dangers[ndangers]: every threat, for ai_tile_danger() against the riichi */
	struct ai_seat_danger dangers[SEATS - 1];
	int ndangers;
	int advised; /* the advisor's discard (ai_advise): index into choices */
	struct ai_explain advice;
};

/*
 * Finds the position of that level in the games from seed on (at most tries of them);
 * returns the seed of the game it came from plus one (where to look for the next), or 0.
 * out starts zeroed; the game an earlier find left in it is freed.
 */
uint64_t drill_find(uint64_t seed, int level, int tries, struct drill_position *out);
/*
 * Makes p (all but its seed, level and game) the question of the seat of v as the drill asks
 * it, from the game g that seat plays in: the riichi, the dangers, the discards among the n
 * choices, the riichi hand and the advisor's answer. False (p partly written) when it is no
 * such question: not one riichi other than the seat, the seat in riichi itself or able to win,
 * no discard to make.
 */
bool drill_position_at(struct drill_position *p, const struct game *g, const struct seat_view *v,
		       const struct action *choices, int n);
/* Frees the game a position holds (out of drill_find). */
void drill_position_free(struct drill_position *p);

/* The verdict on an answer. */
struct drill_verdict {
	bool dealt_in; /* the tile was in the riichi hand's wait */
	bool safest;   /* within half a percent of the safest kind held, by the model */
	bool pushed;   /* level 2: the answer kept the hand ready */
	bool advised_push;
	bool agrees; /* level 2: pushed as the weighing advised; else the safest */
	int points;  /* 2 right, 1 safe but not the best answer, 0 dealt in */
};

void drill_judge(const struct drill_position *p, int choice, struct drill_verdict *out);

/*
 * The danger of kind k against the riichi, as the marks, the answers and the review give it
 * (ai_tile_danger against p->riichi).
 */
void drill_danger(const struct drill_position *p, int k, struct ai_tile_danger *out);

/*
 * The kinds of the hand, each once, safest first by drill_danger() (the order of the hand
 * among equals); returns how many (every kind held is there).
 */
int drill_safest_first(const struct drill_position *p, int kinds[14]);

/* Your record, kept between sessions: it sets the level. */
struct drill_record {
	int level;
	int answered, safe, best;
	int streak; /* right answers in a row (negative: wrong ones) */
};

/* Counts a verdict in; three right in a row go up a level, two wrong go down one. */
void drill_record_add(struct drill_record *r, const struct drill_verdict *v);
/*
 * Reads $XDG_DATA_HOME/jansou/drill.json into r; a missing file is a fresh record (0). A
 * damaged one (cut short, too big, a field that is not a number in its range) is moved aside
 * to drill.json.damaged and r starts afresh: returns 1, and note says so and where. One that
 * cannot be read (or is no file) is left alone: returns -1 with note saying why, and the
 * record must not be saved over it.
 */
int drill_record_load(struct drill_record *r, char *note, size_t notesize);
/* Writes r to drill.json (the player's alone, as the other state files). */
int drill_record_save(const struct drill_record *r, char *err, size_t errsize);

#endif
