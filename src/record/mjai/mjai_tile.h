/*
 * mjai's tile notation, written and read here alone (mjai_tile.c): "1m".."9m", "1p".."9p",
 * "1s".."9s", "5mr" "5pr" "5sr" for the red fives, E S W N for the winds and P F C for the
 * dragons (white, green, red); "?" stands for a tile not shown.
 */
#ifndef JANSOU_SRC_RECORD_MJAI_MJAI_TILE_H
#define JANSOU_SRC_RECORD_MJAI_MJAI_TILE_H

#include <stdbool.h>

#include <json-c/json.h>

#include "rules/tile.h"

/* A tile not shown: another seat's draw, the hands dealt to the others. */
#define MJAI_TILE_HIDDEN "?"

/* The name of a tile ("5mr", "E"), MJAI_TILE_HIDDEN for what is no tile; constant text. */
const char *mjai_tile(tile_t t);
/* The same as a new JSON string. */
json_object *mjai_tile_json(tile_t t);

/* The tile s names: true with *out, false for anything else (NULL, MJAI_TILE_HIDDEN, "0m"). */
bool mjai_tile_parse(const char *s, tile_t *out);
/* The tile a JSON value names: false for a value that is no string, or names no tile. */
bool mjai_tile_of(json_object *v, tile_t *out);
/*
 * The tiles of a JSON list of min to max names into out: how many, or -1 for a value that is
 * no list, a list of another length, or one with an entry that names no tile (then *bad, when
 * bad is not NULL, is that entry's index, else -1).
 */
int mjai_tiles_of(json_object *v, tile_t *out, int min, int max, int *bad);

#endif
