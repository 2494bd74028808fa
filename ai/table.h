/* The table as the AI reads it: counts digested once from a seat_view. */
#ifndef JANSOU_AI_TABLE_H
#define JANSOU_AI_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/rules.h"
#include "src/engine/game_types.h"

struct ai_score_memo;

struct ai_table {
	const struct seat_view *v;
	const struct rules *rules;
	int seat;
	uint8_t hand[TILE_KINDS]; /* own concealed tiles */
	int ntiles;
	int nmelds;
	bool closed;		     /* no open meld */
	uint8_t visible[TILE_KINDS]; /* everything this seat can see, own hand included */
	uint8_t unseen[TILE_KINDS];  /* 4 - visible */
	uint8_t dora[TILE_KINDS];    /* han each copy of a kind is worth as dora */
	uint8_t yakuhai[TILE_KINDS]; /* han a triplet of the kind is worth */
	int seat_wind, round_wind;   /* TILE_EAST.. */
	bool dealer;
	int red_concealed;	      /* red fives among the concealed tiles */
	int dora_in_melds;	      /* dora han in own melds, red fives included */
	struct ai_score_memo *scores; /* the seat's scores kept between decisions; NULL: none */
	/* how much more than the chance it is ready an open hand is feared (1: as it is; a
	 * strategy's policy may fear them more) */
	double open_fear;
};

/* Reads view (kept by pointer). rules may be NULL for the standard preset. */
void ai_table_init(struct ai_table *t, const struct seat_view *v, const struct rules *rules);

/* Players at the table: 4, or 3 (three-player riichi). */
int ai_nseats(const struct seat_view *v);

/* Seat wind of any seat. */
int ai_seat_wind(const struct seat_view *v, int seat);

/* Dora han of the concealed tiles counts[] (red fives not included). */
int ai_dora_of(const struct ai_table *t, const uint8_t counts[TILE_KINDS]);

#endif
