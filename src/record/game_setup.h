/*
 * Setting up a game, written once for the screen, self-play and the benchmarks: the game, a
 * controller for each seat made from its player kind, and the logs it is kept in. Each caller
 * adds what is its own (the screen's human seat and observer, self-play's checks, a
 * benchmark's count) and plays; game_setup_close() undoes all of it. No curses here: it is kept
 * with the records it opens.
 */
#ifndef JANSOU_SRC_RECORD_GAME_SETUP_H
#define JANSOU_SRC_RECORD_GAME_SETUP_H

#include <stdint.h>

#include "ai/players.h"
#include "src/engine/engine.h"
#include "src/record/game_log.h"

struct game_setup {
	struct game *game;
	struct controller *ctl[SEATS];	       /* made here from kind[], closed here */
	const struct player_kind *kind[SEATS]; /* NULL: an empty place, or the caller's own */
	struct game_log *logs[2];	       /* kept, and closed here */
	int nlogs;
};

/* A game by rules from seed, every seat still the engine's draw-and-discard. Returns 0, or -1
 * out of memory (nothing to close then). */
int game_setup_open(struct game_setup *s, const struct rules *rules, uint64_t seed);
/* Seats a player of kind at seat, its controller made with its own generator's seed. Returns
 * 0, or -1 out of memory. */
int game_setup_seat(struct game_setup *s, int seat, const struct player_kind *kind,
		    uint64_t controller_seed);
/*
 * Keeps the game in a log: format (NULL: its family's own), titled, with the game's seed and
 * the players' names (NULL names: the kinds' names). Returns the log, observing the game, or
 * NULL out of memory or when the family is not written in that format.
 */
struct game_log *game_setup_log(struct game_setup *s, const struct game_log_format *format,
				const char *title, uint64_t seed, const char *const names[SEATS]);
void game_setup_close(struct game_setup *s);

#endif
