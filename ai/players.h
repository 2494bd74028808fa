/* The players self-play and the game can seat: names to controller factories. */
#ifndef JANSOU_AI_PLAYERS_H
#define JANSOU_AI_PLAYERS_H

#include <stdint.h>

#include "src/engine/controller.h"

/*
 * One kind of player. create() makes a controller for a seat, seeded so that
 * a game plays the same way twice; it returns NULL when out of memory.
 * destroy() frees what create() made.
 */
struct player_kind {
	const char *name;
	const char *describe; /* msgid, one line */
	struct controller *(*create)(int seat, uint64_t seed);
	void (*destroy)(struct controller *c);
};

/*
 * NULL-terminated table of every player kind, built-in controllers first.
 * AI strategies (ai/) join it with one row each.
 */
extern const struct player_kind *const players_table[];

/* The kind of that name, or NULL. */
const struct player_kind *players_find(const char *name);

#endif
