/* Test helpers for the AI: seat views and legal choices built from mpsz text. */
#ifndef JANSOU_TESTS_AI_VIEWS_H
#define JANSOU_TESTS_AI_VIEWS_H

#include "ai/ai.h"
#include "src/engine/game_types.h"

/*
 * A view for seat (East round, seat 0 deals, 60 tiles left, indicator 1z so
 * 2z is dora) holding hand, whose last tile is taken as just drawn when it
 * has 3n+2 tiles. Fails the test on bad text.
 */
void av_init(struct seat_view *v, int seat, const char *hand);
/* Replaces the dora indicators. */
void av_indicators(struct seat_view *v, const char *tiles);
/* Appends discards of seat, in table order after every discard added so far. */
void av_discards(struct seat_view *v, int seat, const char *tiles);
/* Declares riichi with seat's last discard. */
void av_riichi(struct seat_view *v, int seat);
/* Adds a meld ("pon:555z", "chi:345s") to seat, called from the seat before it. */
void av_meld(struct seat_view *v, int seat, const char *meld);

/*
 * The choices the engine would offer on the seat's own turn: a discard of each
 * distinct tile, riichi with each discard that leaves a closed hand tenpai.
 */
int av_own_turn(const struct seat_view *v, struct action *out, int max);
/*
 * The choices when from discards tile: pass, pon, chi (if from is on the
 * left), as the hand allows. The tile is appended to from's discards.
 */
int av_offer(struct seat_view *v, int from, const char *tile, struct action *out, int max);

/* Runs strategy name on view; returns the chosen action. */
struct action av_choose(const char *name, const struct seat_view *v, const struct action *choices,
			int n, struct ai_explain *ex);

/* The tile of a single mpsz tile text. */
tile_t av_tile(const char *text);

#endif
