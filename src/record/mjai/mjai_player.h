/*
 * External mjai bots as players: "--ai mjai:COMMAND" in selfplay and in the game
 * (src/record/mjai/mjai_player.c).
 */
#ifndef JANSOU_SRC_RECORD_MJAI_MJAI_PLAYER_H
#define JANSOU_SRC_RECORD_MJAI_MJAI_PLAYER_H

#include "ai/players.h"

/* The player kind of "mjai:COMMAND" (at most four different commands); NULL for other names. */
const struct player_kind *mjai_player_find(const char *name);
/* players_find(), and mjai bots beside. */
const struct player_kind *players_resolve(const char *name);
/* How long a bot may think over one answer (default 10 s). */
void mjai_player_set_timeout(int seconds);
/* Bots given up on so far: illegal or malformed answers, silence, exits. */
int mjai_player_faults(void);

#endif
