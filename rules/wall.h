/* The wall: 136 tiles shuffled, broken where the dice say, and the dead wall of 14. */
#ifndef JANSOU_RULES_WALL_H
#define JANSOU_RULES_WALL_H

#include <stdbool.h>

#include "rules/rng.h"
#include "rules/tile.h"

enum { WALL_TILES = 136, WALL_DEAD = 14, WALL_MAX_KANS = 4 };

/*
 * seq[] holds the tiles in the order they are used once the wall is broken:
 * live draws from seq[0], and the dead wall is the last 14, two per stack,
 * top first, the stack farthest from the break first. Counting stacks back
 * from the break: rinshan tiles come from the first and second stacks, the
 * dora indicator is the top of the third, kan dora indicators the tops of
 * the fourth to seventh, and the ura indicators lie beneath each.
 */
struct wall {
	tile_t seq[WALL_TILES];
	int dice[2];
	int break_wall;  /* seat (0 = dealer, counter-clockwise) whose wall is broken */
	int break_stack; /* stacks counted from that wall's right end */
	int next_live;   /* next live draw */
	int live_end;    /* live tiles are seq[next_live..live_end) */
	int rinshan_drawn;
	int indicators; /* dora indicators turned over, 1..5 */
};

/*
 * Builds the 136 tiles (red_fives[suit] of the four fives red), shuffles them
 * without bias, rolls the dice and breaks the wall; one indicator is shown.
 */
void wall_deal(struct wall *w, struct rng *rng, const int red_fives[3]);

/* Builds a wall from a given draw order (stacked walls for tests and replays). */
void wall_from_sequence(struct wall *w, const tile_t seq[WALL_TILES]);

/* Live tiles left to draw. */
static inline int wall_live_left(const struct wall *w) { return w->live_end - w->next_live; }

/* Draws from the live wall; false when it is empty. */
bool wall_draw(struct wall *w, tile_t *out);
/* Draws the replacement tile after a kan; the live wall gives up its last tile. */
bool wall_draw_rinshan(struct wall *w, tile_t *out);
/* Turns over the next kan dora indicator; false after the fifth. */
bool wall_reveal_indicator(struct wall *w);

tile_t wall_dora_indicator(const struct wall *w, int i);
tile_t wall_ura_indicator(const struct wall *w, int i);

#endif
