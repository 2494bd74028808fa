/* Tiles: the 34 kinds, red fives, and melds. */
#ifndef JANSOU_RULES_TILE_H
#define JANSOU_RULES_TILE_H

#include <stdbool.h>
#include <stdint.h>

/*
 * A tile kind is 0..33: 0-8 characters (man) 1-9, 9-17 circles (pin),
 * 18-26 bamboo (sou), 27-33 honours East South West North, White (haku),
 * Green (hatsu), Red (chun) -- the order of the "1z".."7z" notation.
 */
enum {
	TILE_KINDS = 34,
	TILE_M1 = 0,
	TILE_P1 = 9,
	TILE_S1 = 18,
	TILE_EAST = 27,
	TILE_SOUTH,
	TILE_WEST,
	TILE_NORTH,
	TILE_HAKU,
	TILE_HATSU,
	TILE_CHUN,
};

enum suit { SUIT_MAN, SUIT_PIN, SUIT_SOU, SUIT_HONOR };

/*
 * Flowers, in the wall of Chinese Official rules only: kinds 34..41 (plum, orchid,
 * chrysanthemum, bamboo, spring, summer, autumn, winter). A flower is set aside as soon as it
 * is drawn, so it is never in a hand and never indexes a TILE_KINDS array.
 */
enum { TILE_FLOWER1 = 34, TILE_FLOWER_KINDS = 8 };
static inline bool kind_is_flower(int k)
{
	return k >= TILE_FLOWER1 && k < TILE_FLOWER1 + TILE_FLOWER_KINDS;
}

/* A physical tile: its kind in the low six bits, TILE_RED for a red five. */
typedef uint8_t tile_t;
#define TILE_RED 0x40
#define TILE_KIND_MASK 0x3f

static inline int tile_kind(tile_t t)
{
	return t & TILE_KIND_MASK;
}
static inline bool tile_is_red(tile_t t)
{
	return (t & TILE_RED) != 0;
}

static inline enum suit kind_suit(int k)
{
	return (enum suit)(k / 9);
}
/* 1..9 for suited kinds, 1..7 for honours. */
static inline int kind_number(int k)
{
	return k % 9 + 1;
}
static inline bool kind_is_honor(int k)
{
	return k >= TILE_EAST;
}
static inline bool kind_is_terminal(int k)
{
	return k < TILE_EAST && (k % 9 == 0 || k % 9 == 8);
}
/* Terminals and honours (yaochuuhai). */
static inline bool kind_is_yaochu(int k)
{
	return kind_is_honor(k) || kind_is_terminal(k);
}
static inline bool kind_is_wind(int k)
{
	return k >= TILE_EAST && k <= TILE_NORTH;
}
static inline bool kind_is_dragon(int k)
{
	return k >= TILE_HAKU;
}

/* The dora shown by an indicator: 9 wraps to 1, North to East, Chun to Haku. */
int kind_dora_from_indicator(int indicator);

enum meld_type { MELD_CHI, MELD_PON, MELD_MINKAN, MELD_ANKAN, MELD_KAKAN };

/* A called or declared meld. tiles[] is sorted; kans hold four tiles. */
struct meld {
	enum meld_type type;
	tile_t tiles[4];
	/* Seat the tile came from relative to the owner (1 right .. 3 left), 0 for ankan or
	 * unknown. */
	int8_t from;
	tile_t called; /* the tile taken from another player, when known */
};

static inline int meld_size(const struct meld *m)
{
	return m->type == MELD_CHI || m->type == MELD_PON ? 3 : 4;
}
static inline bool meld_is_kan(const struct meld *m)
{
	return meld_size(m) == 4;
}
static inline bool meld_is_open(const struct meld *m)
{
	return m->type != MELD_ANKAN;
}
/* The lowest kind of the meld. */
static inline int meld_kind(const struct meld *m)
{
	return tile_kind(m->tiles[0]);
}

/* Adds the kinds of tiles[0..n) to counts[]; flowers are left out. */
void tiles_count(const tile_t *tiles, int n, uint8_t counts[TILE_KINDS]);
/* Sorts by kind, a red five after the plain fives of its suit. */
void tiles_sort(tile_t *tiles, int n);

#endif
