/* Decisions shared by the strategies: wins, kans, the nine-terminal abort, calls, riichi. */
#ifndef JANSOU_AI_PLAY_H
#define JANSOU_AI_PLAY_H

#include "ai/ai.h"
#include "ai/discards.h"
#include "ai/table.h"

/* Index of the first choice of that type, or -1. */
int ai_action_index(const struct action *choices, int n, enum action_type type);

/* The concealed tiles left after discarding tile; returns how many. */
int ai_tiles_without(const struct ai_table *t, tile_t tile, tile_t out[14]);

/* Sets the explanation's choice, reason and tile. Returns choice. */
int ai_explained(struct ai_explain *ex, const struct action *choices, int choice,
		 enum ai_reason reason);

/* Tsumo or ron whenever it is legal; -1 when it is not offered. */
int ai_play_win(const struct action *choices, int n, struct ai_explain *ex);

/* The abort on nine terminals unless thirteen orphans is close; -1 otherwise. */
int ai_play_kyuushu(const struct ai_table *t, const struct action *choices, int n,
		    struct ai_explain *ex);

/* A closed or added kan that keeps the hand as fast; -1 otherwise. */
int ai_play_kan(const struct ai_table *t, const struct action *choices, int n,
		struct ai_explain *ex);

/* On another's tile: the call that keeps a yaku and speeds the hand, else pass. */
int ai_play_call(const struct ai_table *t, const struct action *choices, int n,
		 struct ai_explain *ex);

/*
 * Whether to declare riichi discarding opt's tile: tenpai, closed, a live
 * wait, and no dama already worth a mangan.
 */
bool ai_riichi_worth(const struct ai_table *t, const struct ai_option *opt);

/* Plays opt: its riichi when worth it, else the plain discard. */
int ai_play_option(const struct ai_table *t, const struct action *choices,
		   const struct ai_option *opt, enum ai_reason reason, struct ai_explain *ex);

#endif
