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

/*
 * Where a bot given up on is reported: by default standard error; the screen game, whose
 * screen would draw over it, takes it here instead. summary is the one line that says which
 * seat and why, report that line and the last lines exchanged, every byte from the bot
 * escaped.
 */
typedef void (*mjai_fault_fn)(void *ctx, const char *summary, const char *report);
void mjai_player_on_fault(mjai_fault_fn fn, void *ctx);

#endif
