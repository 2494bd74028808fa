/* Inside the engine: shared by engine.c, engine_options.c and engine_settle.c. */
#ifndef JANSOU_SRC_ENGINE_INTERNAL_H
#define JANSOU_SRC_ENGINE_INTERNAL_H

#include "src/engine.h"

void engine_emit(struct game *g, const struct game_event *ev);

/* Hand bookkeeping. */
void engine_counts(const struct player_state *p, uint8_t counts[TILE_KINDS]);
bool engine_remove_tile(struct player_state *p, tile_t t);
void engine_hand_of(const struct player_state *p, struct hand *h);
bool engine_is_tenpai(const struct player_state *p);
/* Kinds that would complete the 13-tile hand (its waits), whatever the yaku. */
void engine_waits(const struct player_state *p, bool waits[TILE_KINDS]);
/* The same as bits, kept with the player until the hand changes. */
uint64_t engine_wait_mask(const struct player_state *p);
/* Adds a tile to the hand (a draw or the deal). */
void engine_add_tile(struct player_state *p, tile_t t);
bool engine_is_furiten(const struct player_state *p);
bool engine_first_go_around(const struct game *g);

/* Scores seat winning on tile; true when it is a legal win (complete with a yaku). */
bool engine_score(const struct game *g, int seat, tile_t tile, bool tsumo, bool chankan,
		  struct score_result *out);

/* Legal choices. Return their count. */
int engine_own_turn_options(const struct game *g, int seat, struct action *out, int max);
int engine_response_options(const struct game *g, int seat, int from, tile_t tile,
			    bool kan_robbing, bool closed_kan, struct action *out, int max);

/* Ends of a hand. Each updates points, honba, sticks and the dealer. */
void engine_settle_wins(struct game *g, const int *winners, int nwinners, int from, tile_t tile,
			bool chankan);
void engine_settle_exhaustive(struct game *g);
void engine_settle_abort(struct game *g, enum abort_kind why);
/* Moves the game on after a hand: dealer rotation, end of game. */
void engine_next_hand(struct game *g, bool dealer_stays, bool count_honba);

#endif
