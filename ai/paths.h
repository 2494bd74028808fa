/*
 * Shanten toward a hand that can win: a closed hand always has riichi or
 * menzen tsumo, an open one needs a yaku it can still reach.
 */
#ifndef JANSOU_AI_PATHS_H
#define JANSOU_AI_PATHS_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/table.h"
#include "rules/shanten.h"

/* The yaku an open hand aims at. */
enum ai_path {
	PATH_CLOSED,	   /* riichi, menzen tsumo: any shape */
	PATH_YAKUHAI,	   /* a value honour triplet, held or called */
	PATH_YAKUHAI_PAIR, /* a value honour pair still to be completed */
	PATH_TANYAO,
	PATH_FLUSH, /* one suit and honours */
	PATH_TOITOI,
	PATH_ITTSU,    /* 123 456 789 of one suit */
	PATH_SANSHOKU, /* the same run in all three suits */
	PATH_NONE,     /* no yaku within reach */
};

/* A hand: concealed counts are passed separately so callers can try changes. */
struct ai_hand {
	const struct ai_table *t;
	const struct meld *melds;
	int nmelds;
	bool closed;
	/* What the melds leave open, worked out once: a value honour called, and the yaku
	 * every meld still fits (all simples, all triplets, a flush in each suit). */
	bool yakuhai_meld, tanyao, toitoi, flush[3];
	uint64_t unseen; /* bit k: kind k has an unseen copy */
	/* For each set of three runs an open hand may aim at (paths.c's run_sets): the kinds its
	 * runs not yet called need, and the blocks left beside them (-1: no room). */
	uint64_t run_need[10];
	int8_t run_free[10];
};

/* The hand of the table as it stands. */
void ai_hand_of_table(struct ai_hand *h, const struct ai_table *t);
/* The table's seat with other melds (a call being weighed). */
void ai_hand_init(struct ai_hand *h, const struct ai_table *t, const struct meld *melds, int nmelds,
		  bool closed);

/*
 * Least shanten of counts (with h's melds) toward a winning hand with a yaku;
 * *path (may be NULL) says which. 8 or more with PATH_NONE when no yaku is
 * reachable.
 */
int ai_shanten(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], enum ai_path *path);
/* The same, with g read from counts (rules/shanten.h), for callers trying one tile at a time. */
int ai_shanten_of(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
		  const struct shanten_groups *g, enum ai_path *path);
/* ai_shanten_of when it is below ceiling; ceiling or more when it is not (an open hand's yaku
 * that cannot come below are not worked out to the end). */
int ai_shanten_under(const struct ai_hand *h, const uint8_t counts[TILE_KINDS],
		     const struct shanten_groups *g, int ceiling);

/*
 * Acceptance of a 3n+1 hand: marks accept[] (may be NULL) and returns the
 * unseen tiles that lower ai_shanten. s is the hand's ai_shanten.
 */
int ai_ukeire(const struct ai_hand *h, uint8_t counts[TILE_KINDS], int s, bool *accept);

/* Whether ai_ukeire would exceed u, found with as few shanten counts as it takes; g is read
 * from counts. */
bool ai_ukeire_exceeds(const struct ai_hand *h, uint8_t counts[TILE_KINDS],
		       const struct shanten_groups *g, int s, int u);

/* Whether kind k joins a tile of counts: the same kind, or within two in its suit. */
bool ai_kind_near(const uint8_t counts[TILE_KINDS], int k);
/* The kinds ai_kind_near accepts, as bits. */
uint64_t ai_kinds_near(const uint8_t counts[TILE_KINDS]);

#endif
