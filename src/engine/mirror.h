/*
 * A seat's mirror: what one seat of a game may know, kept by applying the events that seat is
 * told (src/engine/engine_apply.c, the engine's own transition function). Its own hand exactly;
 * the others' melds, rivers, riichi and points, their concealed tiles as a count; the
 * indicators, the tiles left, its furiten. From it come the seat's view and its legal actions,
 * worked out by the engine's own rules, so that a seat played from outside the engine (an mjai
 * bot, a network client) sees and may do exactly what it would at a jansou table.
 */
#ifndef JANSOU_SRC_ENGINE_MIRROR_H
#define JANSOU_SRC_ENGINE_MIRROR_H

#include <stdbool.h>

#include "rules/rules.h"
#include "rules/score.h"
#include "src/engine/game_types.h"

struct seat_mirror;
struct game;

/* The mirror of seat in a game by rules; NULL on ENOMEM. Seat -1: a watcher's, who knows no
 * concealed tile (its view is seat 0's, every hand hidden; it is never asked). */
struct seat_mirror *mirror_new(const struct rules *rules, int seat);
void mirror_free(struct seat_mirror *m);

/*
 * Applies an event as the seat is told it (the others' draws and dealt tiles TILE_HIDDEN) or,
 * for EV_WIN_PASSED, as the seat did it. Returns 0, or -1 for an event that cannot happen at
 * the table as the mirror knows it (a draw into a full hand, a fifth copy of a tile, a discard
 * of a tile not held...), with mirror_error() saying why; the mirror is then not to be used on.
 */
int mirror_apply(struct seat_mirror *m, const struct game_event *ev);
const char *mirror_error(const struct seat_mirror *m);

int mirror_seat(const struct seat_mirror *m);
const struct rules *mirror_rules(const struct seat_mirror *m);

/* The seat's view now, as the engine gives it to a controller (just_drew on its own turn). */
void mirror_view(const struct seat_mirror *m, struct seat_view *v);
/* The seat's legal actions on its own turn (choices[0] the safe default), or 0 when it is
 * not its turn to discard. */
int mirror_own_options(const struct seat_mirror *m, struct action *out, int max);
/* Its legal answers to from's discard (or, robbing, added kan) of tile: pass first. */
int mirror_response_options(const struct seat_mirror *m, int from, tile_t tile, bool robbing,
			    struct action *out, int max);

/* The blind game the mirror keeps: game_view() on it gives the seat's view, game_rules(),
 * game_nseats()... its rules (a network table draws from it). */
const struct game *mirror_game(const struct seat_mirror *m);

/* A win as the table tells it: the winner, who dealt in (the winner for a self-draw), the
 * tile, the winner's concealed tiles (a self-draw's winning tile among them), the ura
 * indicators, whether it robs a kan, whether it is the hand's first winner (the honba and
 * the sticks are its own), the seat liable for its yakuman (-1). */
struct mirror_win {
	int seat, from;
	tile_t tile;
	const tile_t *hand;
	int nhand;
	const tile_t *ura;
	int nura;
	bool robbing, first;
	int pao;
};
/*
 * Scores the win on the mirror with the engine's own scorer, as the engine would settle it:
 * *out its value, delta each seat's payments (the sticks and honba in them). Returns true
 * when it is a legal win (complete, with a yaku); the mirror itself is left as it was.
 */
bool mirror_score_win(const struct seat_mirror *m, const struct mirror_win *w,
		      struct score_result *out, int delta[SEATS]);

#endif
