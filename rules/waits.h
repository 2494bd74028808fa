/* Waits of a tenpai hand and tile acceptance (ukeire). */
#ifndef JANSOU_RULES_WAITS_H
#define JANSOU_RULES_WAITS_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/tile.h"

/*
 * unseen[k] is how many copies of kind k the player cannot see: 4 minus those
 * in the hand, the melds and any other visible tiles. Build it with
 * waits_unseen().
 */
void waits_unseen(const uint8_t hand[TILE_KINDS], const struct meld *melds, int nmelds,
		  const uint8_t visible[TILE_KINDS], uint8_t unseen[TILE_KINDS]);

/*
 * For a hand of 3n+1 tiles: marks in accept[] each kind that lowers the
 * shanten number (shanten_min), and returns the number of unseen tiles of
 * those kinds. When the hand is tenpai these are its waits. Kinds of which
 * the hand already holds four are never accepted.
 */
int waits_ukeire(const uint8_t hand[TILE_KINDS], int nmelds, const uint8_t unseen[TILE_KINDS],
		 bool accept[TILE_KINDS]);

/* One candidate discard of a 3n+2 hand. */
struct discard_choice {
	int kind;
	int shanten; /* after the discard */
	int ukeire;  /* after the discard */
	bool accept[TILE_KINDS];
};

/*
 * For a hand of 3n+2 tiles: evaluates every distinct discard, fills out[]
 * best first (lowest shanten, then most ukeire, then kind order) and returns
 * how many there are (at most 14).
 */
int waits_discards(const uint8_t hand[TILE_KINDS], int nmelds, const uint8_t unseen[TILE_KINDS],
		   struct discard_choice out[14]);

struct rules;

/*
 * Whether a tenpai hand (shanten 0) with these waits (bit k for kind k; none when its only
 * wait is a fifth copy of a kind it holds four of) counts as tenpai at an
 * exhaustive draw under the rules' dead_wait: a wait on a kind the player holds all four of
 * is no wait (doc/rules.md, "Exhaustive draw"). concealed[k] are the copies in the
 * concealed hand, melded[k] those in the player's own melds.
 */
bool waits_tenpai_at_draw(const struct rules *r, uint64_t waits,
			  const uint8_t concealed[TILE_KINDS], const uint8_t melded[TILE_KINDS]);

#endif
