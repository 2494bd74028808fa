/*
 * The wall: 136 tiles shuffled, broken where the dice say, and the dead wall of 14 (riichi);
 * or for Chinese Official rules 136 tiles plus the eight flowers, with no dead wall:
 * replacement tiles come from the tail of the wall.
 */
#ifndef JANSOU_RULES_WALL_H
#define JANSOU_RULES_WALL_H

#include <stdbool.h>

#include "rules/rng.h"
#include "rules/rules.h"
#include "rules/tile.h"

/* WALL_MAX_REPLACEMENTS: three players draw a replacement for each North set aside too. */
enum {
	WALL_TILES = 136,
	WALL_DEAD = 14,
	WALL_MAX_KANS = 4,
	WALL_MAX_TILES = 144,
	WALL_MAX_REPLACEMENTS = 8,
};

/*
 * seq[] holds the tiles in the order they are used once the wall is broken:
 * live draws from seq[0], and the dead wall is the last 14, two per stack,
 * top first, the stack farthest from the break first. Counting stacks back
 * from the break: rinshan tiles come from the first and second stacks, the
 * dora indicator is the top of the third, kan dora indicators the tops of
 * the fourth to seventh, and the ura indicators lie beneath each.
 */
struct wall {
	tile_t seq[WALL_MAX_TILES];
	int ntiles;	/* 136, 144 with flowers, 108 for three players */
	bool dead_wall; /* riichi: the last 14 are the dead wall; MCR: none */
	int dice[2];
	int break_wall;	 /* seat (0 = dealer, counter-clockwise) whose wall is broken */
	int break_stack; /* stacks counted from that wall's right end */
	int next_live;	 /* next live draw */
	int live_end;	 /* live tiles are seq[next_live..live_end) */
	int rinshan_drawn;
	int indicators; /* dora indicators turned over, 1..5; 0 without a dead wall */
};

/*
 * The deal of each family takes the rules, so that the family's row (rules_family_of) can
 * name it. Riichi: builds the 136 tiles (r->red_fives[suit] of the four fives red), shuffles
 * them without bias, rolls the dice and breaks the wall; one indicator is shown.
 */
void wall_deal(struct wall *w, struct rng *rng, const struct rules *r);

/* Builds a wall from a given draw order (stacked walls for tests and replays). */
void wall_from_sequence(struct wall *w, const tile_t seq[WALL_TILES]);

/*
 * Three-player riichi: the 108 tiles of r's set (no 2m to 8m; red_fives as r says) shuffled
 * the same way into three walls, with a dead wall of 14; and the same from a given order.
 */
void wall_deal_sanma(struct wall *w, struct rng *rng, const struct rules *r);
void wall_from_sequence_n(struct wall *w, const tile_t *seq, int n);

/*
 * Chinese Official rules: ntiles (136, or 144 with r->flowers, the flowers 34..41) shuffled
 * the same way, broken where the dice say; every tile is live and there is no indicator.
 */
void wall_deal_mcr(struct wall *w, struct rng *rng, const struct rules *r);
/* The same from a given draw order of n (136 or 144) tiles. */
void wall_from_sequence_mcr(struct wall *w, const tile_t *seq, int n);
/* A replacement tile (after a flower or a kong) from the tail of a wall without a dead wall;
 * false when it is empty. */
bool wall_draw_tail(struct wall *w, tile_t *out);

/* Live tiles left to draw. */
static inline int wall_live_left(const struct wall *w)
{
	return w->live_end - w->next_live;
}

/* Draws from the live wall; false when it is empty. */
bool wall_draw(struct wall *w, tile_t *out);
/*
 * Draws the replacement tile after a kan (or a North set aside); the live wall gives up its
 * last tile. The first four come from the two stacks beside the break; from the fifth on
 * (three players: four kans and four Norths) the dead wall has been refilled from the live
 * wall, and the replacement is the tile the live wall just gave up. Without a dead wall (MCR)
 * that is wall_draw_tail().
 */
bool wall_draw_rinshan(struct wall *w, tile_t *out);
/* Where the k-th replacement draw (from 0) is taken from in seq[], with the live wall ending
 * at live_end after it: for stacked walls and replays. */
int wall_rinshan_position(const struct wall *w, int k, int live_end);
/* Whether seq[i], in the dead wall, has been drawn as a replacement. */
bool wall_dead_drawn(const struct wall *w, int i);
/*
 * The tile the next draw would give (a replacement when rinshan; from the tail without a dead
 * wall), without drawing it; false when that draw would fail. Likewise the next indicator to be
 * turned over, or 0xff after the fifth.
 */
bool wall_next(const struct wall *w, bool rinshan, tile_t *out);
tile_t wall_next_indicator(const struct wall *w);
/* Turns over the next kan dora indicator; false after the fifth. */
bool wall_reveal_indicator(struct wall *w);

tile_t wall_dora_indicator(const struct wall *w, int i);
/* Writes indicator i of a wall whose tiles are unknown (one seat's picture of the table), as it
 * is shown. */
void wall_set_indicator(struct wall *w, int i, tile_t t);
tile_t wall_ura_indicator(const struct wall *w, int i);

#endif
