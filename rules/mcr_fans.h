/*
 * Which fan one reading of a Chinese Official hand holds, before the principles pick what
 * counts (rules/mcr_score.c), and the table of what each fan implies.
 */
#ifndef JANSOU_RULES_MCR_FANS_H
#define JANSOU_RULES_MCR_FANS_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/mcr.h"
#include "rules/mcr_shapes.h"

enum { MCR_EXCLUDES_MAX = 8 };

/*
 * mcr_fan_excludes[f] lists the fan that f implies (non-repeat), 0-terminated. Every fan
 * listed has a lower id than f, so walking the fan from 81 down lets each counted fan strike
 * the ones below it; a fan that is struck strikes nothing.
 */
extern const uint8_t mcr_fan_excludes[MCR_FAN_COUNT][MCR_EXCLUDES_MAX];

/* The seven fan that need a concealed hand; they never add Concealed Hand or Fully Concealed
 * Hand, so a self-drawn win adds Self-Drawn instead. */
bool mcr_fan_concealed_only(enum mcr_fan f);

/* Whether a fan is made by combining sets (pairs of chows, shifted pungs...), so that the
 * account-once and non-identical principles decide how often it counts. */
bool mcr_fan_combines_sets(enum mcr_fan f);

/*
 * Whether f strikes the set fan x outright, whatever sets x combines. Usually account-once
 * decides how often a set fan counts beside a bigger one; All Terminals instead counts no
 * same-number pungs at all (Double Pung, Triple Pung), as the rule book lists them.
 */
bool mcr_fan_strikes_outright(enum mcr_fan f, enum mcr_fan x);

/* What holds for the hand whatever the reading. */
struct mcr_situation {
	const struct hand *hand;
	const struct mcr_context *ctx;
	uint8_t all[TILE_KINDS]; /* every tile: concealed, melds (kongs four), the winning one */
	bool concealed;		 /* no melds but concealed kongs */
	bool one_wait;		 /* the hand waited on one kind only, so a wait fan can count */
	bool nine_gates;	 /* 1112345678999 of one suit in hand before the win */
	bool last_tile;		 /* as the context says, or the winner's own melds show the
				    other three copies */
};

/* A fan that combines sets, with the sets (bits of reading.sets[]) it uses. */
struct mcr_combo {
	uint8_t fan;
	uint8_t sets;
};

enum { MCR_COMBOS_MAX = 32 };

struct mcr_tally {
	uint8_t count[MCR_FAN_COUNT]; /* fans that combine no sets, and how often each holds */
	struct mcr_combo combos[MCR_COMBOS_MAX];
	int ncombos;
	/* one melded and one concealed kong: Two Melded Kongs worth 5 (see doc/rules.md) */
	bool mixed_kongs;
};

/* Everything reading r holds, before any principle strikes a fan out. */
void mcr_tally_reading(const struct mcr_reading *r, const struct mcr_situation *s,
		       struct mcr_tally *t);

#endif
