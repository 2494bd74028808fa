/* Test helpers: hands and contexts from short text ("123m406p", glyphs, "pon:777z"). */
#ifndef JANSOU_TESTS_TILES_HELPER_H
#define JANSOU_TESTS_TILES_HELPER_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/hand.h"
#include "rules/score.h"
#include "rules/tile.h"

/* Parses mpsz tiles ("0" is a red five); returns the count or -1. */
int th_tiles(const char *text, tile_t *out, int max);
/* One tile, or 0xff when the text is not exactly one tile. */
tile_t th_tile(const char *text);
/* "chi:234s", "pon:777z", "minkan:5555p", "ankan:1111m", "kakan:9999s"; 0 or -1. */
int th_meld(const char *text, struct meld *out);
/* Counts per kind of tiles written in mpsz notation (at most 14); the test fails on a typo. */
void th_counts(const char *text, uint8_t counts[TILE_KINDS]);
/* A wind letter E S W N as its kind, -1 otherwise. */
int th_wind(const char *text);

/* Builds a hand from concealed tiles and up to four melds (NULL-terminated). */
struct hand th_hand(const char *tiles, const char *const *melds);

/* A plain ron context: East round, South seat, no dora. */
struct win_context th_ron(const char *win);
struct win_context th_tsumo(const char *win);

/* A NULL-terminated list of melds for th_hand. */
#define TH_MELDS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* Scores hand + c under the named preset. */
struct score_result th_score(const char *preset, const char *tiles, const char *const *melds,
			     struct win_context c);
/* Whether the result lists that yaku. */
bool th_has(const struct score_result *r, enum yaku_id id);

/* A small seeded generator for random hands (a linear congruence: the same on every machine). */
unsigned th_rnd(unsigned *seed);
/*
 * Adds one random set to h, concealed or as a meld (a kong is always a meld), counting the
 * tiles in used; false, and nothing added, when it would make a fifth copy.
 */
bool th_add_random_set(struct hand *h, uint8_t used[TILE_KINDS], unsigned *seed);

#endif
