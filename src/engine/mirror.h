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
#include "src/engine/game_types.h"

struct seat_mirror;

/* The mirror of seat in a game by rules; NULL on ENOMEM. */
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

#endif
