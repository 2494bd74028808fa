/*
 * Self-play's watchdog: the engine's invariants after every event, and every
 * action the engine carries out checked against the legal choice a seat made.
 */
#ifndef JANSOU_SRC_CLI_SELFPLAY_CHECK_H
#define JANSOU_SRC_CLI_SELFPLAY_CHECK_H

#include <stdbool.h>

#include "src/engine/engine.h"

/* Stands between the engine and a seat's controller, remembering its answer. */
struct selfplay_guard {
	struct controller c;
	struct controller *inner;
	struct selfplay_check *check;
	int seat;
	struct action chosen; /* what the engine was told to do */
	bool has_chosen;
};

struct selfplay_check {
	struct game *g;
	struct selfplay_guard guard[SEATS];
	bool failed;
	char error[300]; /* the first violation */
	/* Chinese Official rules: what the last win must pay, checked at EV_SCORES */
	int mcr_winner, mcr_from;
	int mcr_due[SEATS];
};

/*
 * Puts guards around the seats' controllers (already set on g) and adds the
 * invariant observer. Returns -1 when g has no room for another observer.
 */
int selfplay_check_attach(struct selfplay_check *ck, struct game *g);

#endif
