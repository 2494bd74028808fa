/* The game engine: a whole game by the rules of a preset, each seat driven by a controller. */
#ifndef JANSOU_SRC_ENGINE_ENGINE_H
#define JANSOU_SRC_ENGINE_ENGINE_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/rng.h"
#include "rules/rules.h"
#include "rules/wall.h"
#include "src/engine/controller.h"
#include "src/engine/game_types.h"

typedef void (*game_observer)(void *ctx, const struct game_event *ev);
/* Supplies the wall of each hand (stacked walls in tests, replays); NULL to shuffle. */
typedef void (*game_wall_source)(void *ctx, int hand_index, struct wall *w);

/* A game: its fields are the engine's own (src/engine/game_state.h), outside it reached only
 * through the functions below. */
struct game;

/* A new game (game_init), or NULL on ENOMEM; free with game_free(). */
struct game *game_new(const struct rules *rules, uint64_t seed);
void game_free(struct game *g);

/* Sets up a game. Seat 0..3 are fixed (0..2 with three players, game_nseats()); the first
 * dealer comes from the seed. */
void game_init(struct game *g, const struct rules *rules, uint64_t seed);
void game_set_controller(struct game *g, int seat, struct controller *c);
int game_add_observer(struct game *g, game_observer fn, void *ctx);

/*
 * The one way a hand's table changes: the change ev says (a deal, a draw, a discard, a call, a
 * kan, an indicator, a tile set aside, a riichi stick, a win let pass) made to g. The engine
 * applies each event it decides before telling it; a mirror applies what its seat is told.
 * Returns 0, or -1 with game_error() saying why for an event that cannot happen at this table
 * (the game may then be half changed and is not to be played on).
 */
int game_apply(struct game *g, const struct game_event *ev);

/*
 * The game step by step: the caller owns the loop. game_step() plays on until a seat must
 * decide (GAME_ASKS: *q is the question, the engine's own until game_answer()), the hand has
 * ended (GAME_HAND_ENDED), or the game is over or stopped. game_answer() gives the index of
 * the seat's choice (out of range: the first, the safe default). The question is the one a
 * controller's choose() gets; q->choices holds only legal actions, at least one.
 */
enum { GAME_CHOICES = 64 };
struct game_question {
	int seat;
	struct seat_view view;
	struct action choices[GAME_CHOICES];
	int n;
};
enum game_step { GAME_ASKS, GAME_HAND_ENDED, GAME_OVER, GAME_STOPPED };
enum game_step game_step(struct game *g, const struct game_question **q);
void game_answer(struct game *g, int choice);

/* Plays one hand, asking each seat's controller. Returns false once the game is over. */
bool game_play_hand(struct game *g);
/* Plays to the end. */
void game_play(struct game *g);

/* What seat may see now. */
void game_view(const struct game *g, int seat, struct seat_view *view);

/*
 * Every seat's concealed tiles, for an onlooker who may see them all (watch mode, tests);
 * never for a controller.
 */
void game_view_hands(const struct game *g, tile_t hands[SEATS][14], int nhands[SEATS]);

/*
 * The calls the front end, saves and tools use instead of the fields of struct game, which
 * are the engine's own.
 */
const struct rules *game_rules(const struct game *g);
bool game_is_over(const struct game *g);
/*
 * Ends the game between hands, as if the hand just played had been its last: the sticks left
 * go to the first place and EV_GAME_END tells the final scores. For a replayed log of a game
 * shorter than the engine's (East only), which ends where the engine would play on.
 */
void game_finish(struct game *g);
/* The seat to act (draw or discard) now. */
int game_turn(const struct game *g);
/* Where the game stands: the hand to be played next (or being played). */
struct game_position {
	int round_wind; /* 0 East, 1 South, 2 West, 3 North */
	int hand_number, honba, hands_played;
};
void game_position(const struct game *g, struct game_position *out);
/*
 * The table as the next hand is to start: where it stands, its dealer, the riichi sticks on
 * the table and every seat's points (between hands, what the hand before left). A replay
 * compares it with the log's next hand, and sets it from the log so that each hand starts
 * where the log's did, whatever the engine made of the hands before; the game is then not
 * over.
 */
struct game_hand_start {
	int round_wind; /* 0 East, 1 South, 2 West, 3 North */
	int hand_number, honba, dealer, riichi_sticks;
	int points[SEATS];
};
void game_hand_start(const struct game *g, struct game_hand_start *out);
void game_set_hand_start(struct game *g, const struct game_hand_start *h);
/* The walls of the hands to come from source (stacked walls: tests, replays); NULL to shuffle. */
void game_set_wall_source(struct game *g, game_wall_source source, void *ctx);
/* The seat that deals the first hand, in place of the seed's (a replayed log says who did). */
void game_set_first_dealer(struct game *g, int seat);
/* What broke when game_check() failed, "" otherwise. */
const char *game_error(const struct game *g);
/* The seat where player (numbered by the seat they began in) sits now. */
int game_player_seat(const struct game *g, int player);
/* The controller of a seat, so that another one can wrap it (game_set_controller). */
struct controller *game_controller(const struct game *g, int seat);
/*
 * Stops the game where it is: no controller is asked again, and game_play_hand() returns
 * false at once, leaving the hand unsettled (a player who quits does not see it played on).
 * It may be called from inside a controller's choose().
 */
void game_stop(struct game *g);

/*
 * Checks the invariants: 136 tiles (108 with three players, 144 with MCR's flowers) each in
 * one place, points plus sticks constant. Returns 0, or -1 with g->error set.
 */
int game_check(struct game *g);

/* Players at the table: 4, or 3 in three-player riichi (the seat of index 3 stays empty). */
int game_nseats(const struct game *g);

/*
 * Where other sits as seen from seat, as struct meld counts it: 1 right (the next in turn),
 * 2 opposite, 3 left; what a table on screen draws where. Three players keep the table of
 * four with the place after the first dealer's West empty (where the first hand's North
 * would sit), as Tenhou's and Mahjong Soul's logs count it: the seat before in turn is on
 * the left, or opposite across the empty place.
 */
int game_relative_seat(const struct game *g, int seat, int other);

/* The seat wind (TILE_EAST..) of a seat this hand; with three players nobody is North. */
int game_seat_wind(const struct game *g, int seat);

/* The seat that dealt the first hand. */
int game_first_dealer(const struct game *g);

/*
 * Whether seat is furiten now: it let a winning tile pass since its last discard (for good in
 * riichi), or one of its waits is in its own river.
 */
bool game_seat_furiten(const struct game *g, int seat);

#endif
