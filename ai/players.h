/* The players self-play and the game can seat: names to controller factories. */
#ifndef JANSOU_AI_PLAYERS_H
#define JANSOU_AI_PLAYERS_H

#include <stdint.h>

#include "rules/rules.h"
#include "src/engine/controller.h"

/*
 * One kind of player. create() makes a controller for a seat that plays by
 * rules, the game's own (a controller keeps a copy: it values hands and calls
 * by them), seeded so that a game plays the same way twice; it returns NULL
 * when out of memory. It is handed its own row, so that one function serves
 * every AI strategy through data. destroy() frees what create() made.
 */
struct player_kind {
	const char *name;
	const char *describe; /* msgid, one line */
	struct controller *(*create)(const struct player_kind *kind, int seat,
				     const struct rules *rules, uint64_t seed);
	void (*destroy)(struct controller *c);
	const void *data; /* what create() needs besides: an AI's struct ai_strategy */
};

/*
 * NULL-terminated table of every player kind, built-in controllers first.
 * AI strategies (ai/) join it with one row each.
 */
extern const struct player_kind *const players_table[];

/* The kind of that name, or NULL. */
const struct player_kind *players_find(const char *name);

#endif
