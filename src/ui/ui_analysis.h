/* What the front end tells the player about a hand: waits, furiten, yaku, a hint. No curses. */
#ifndef JANSOU_SRC_UI_UI_ANALYSIS_H
#define JANSOU_SRC_UI_UI_ANALYSIS_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/rules.h"
#include "src/engine/game_types.h"

/* One tile the hand waits on, and why it might not win. */
struct ui_wait_info {
	int kind;
	int left;	    /* copies the player cannot see */
	bool furiten;	    /* the player discarded one: no ron on any wait */
	bool no_yaku_ron;   /* completes the hand but a ron would have no yaku */
	bool no_yaku_tsumo; /* ... nor would a tsumo */
	bool dead;	    /* the player holds all four itself (hand and melds): it never comes */
	uint8_t held, melded; /* copies in the player's concealed hand and in its own melds */
	/* Chinese Official rules: the no_yaku flags mean "under the 8-point minimum" */
	int points_ron, points_tsumo; /* the hand's points without flowers */
};

/*
 * Copies of each kind the seat cannot see: 4 minus its hand, every meld,
 * every discard still in a river and the dora indicators.
 */
void ui_unseen(const struct seat_view *v, const tile_t *hand, int nhand,
	       uint8_t unseen[TILE_KINDS]);

/*
 * The waits of hand (13 tiles with the view's own melds), best first by kind.
 * Returns how many; 0 when not tenpai.
 */
int ui_waits(const struct seat_view *v, const struct rules *r, const tile_t *hand, int nhand,
	     struct ui_wait_info out[TILE_KINDS]);

/*
 * ui_waits under Chinese Official rules (src/ui/ui_mcr_waits.c): every kind that completes the
 * hand in any shape, scored by mcr_score as a win by discard and as self-drawn.
 */
int ui_mcr_waits(const struct seat_view *v, const tile_t *hand, int nhand,
		 struct ui_wait_info out[TILE_KINDS]);

/* Whether every wait is a tile the player holds all four of (n > 0). */
bool ui_all_waits_dead(const struct ui_wait_info *w, int n);

/* Whether the seat has discarded one of its waits (discard furiten). */
bool ui_discard_furiten(const struct seat_view *v, const struct ui_wait_info *w, int n);

/*
 * The suggested discard of a 14-tile view: an index into v->hand, with its
 * reason: the shanten after it (0 = tenpai) and the unseen tiles that improve
 * the hand (the winning tiles when tenpai). -1 when there is no tile to discard.
 */
int ui_hint(const struct seat_view *v, int *shanten, int *ukeire);

/* Shanten of the concealed tiles with the view's own melds (-1 complete, 0 tenpai). */
int ui_shanten(const struct seat_view *v, const tile_t *hand, int nhand);

#endif
