/* A controller drives one seat: the human's front end, an AI, or a built-in simple player. */
#ifndef JANSOU_SRC_ENGINE_CONTROLLER_H
#define JANSOU_SRC_ENGINE_CONTROLLER_H

#include "src/engine/game_types.h"

struct controller {
	const char *name;
	/*
	 * Picks one of the n legal choices (n >= 1) and returns its index. It sees
	 * only what its seat may see. An out-of-range answer is refused by the
	 * engine, which then takes the first choice.
	 */
	int (*choose)(struct controller *self, const struct seat_view *view,
		      const struct action *choices, int n);
	/* Optional: told of every public event (and its own draws). */
	void (*observe)(struct controller *self, const struct game_event *ev);
	void *data;
};

/* Draws and discards what it drew; never calls, never wins. Every seat's controller until one
 * is set (game_init), and the "tsumogiri" player of benchmarks and tests. */
extern struct controller controller_tsumogiri;

#endif
