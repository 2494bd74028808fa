/* Inside the engine: shared by engine.c and the engine_*.c files (options, settle, mcr, check). */
#ifndef JANSOU_SRC_ENGINE_ENGINE_INTERNAL_H
#define JANSOU_SRC_ENGINE_ENGINE_INTERNAL_H

#include "src/engine/engine.h"
#include "src/engine/game_state.h"

void engine_emit(struct game *g, const struct game_event *ev);
/* Applies an event the engine decided (game_apply) and tells it. */
void engine_event(struct game *g, const struct game_event *ev);

/*
 * What a rule family changes in the hand's flow. The turn loop is shared; it asks the family
 * whether a hand wins, how a hand ends, and which riichi-only parts apply.
 */
struct engine_family {
	/* A legal win of seat on tile: complete and worth enough (a yaku, or MCR's 8 points). */
	bool (*can_win)(const struct game *g, int seat, tile_t tile, bool tsumo, bool robbing);
	/* Pays the wins, emits EV_WIN and EV_SCORES, and moves the game on. */
	void (*settle_wins)(struct game *g, const int *winners, int nwinners, int from, tile_t tile,
			    bool robbing);
	/* The wall ran out. */
	void (*settle_exhaustive)(struct game *g);
	bool riichi;		  /* riichi declarations and furiten */
	bool kan_limit;		  /* no kan after the fourth at the table */
	bool closed_kan_robbable; /* thirteen orphans may rob a closed kan */
};

extern const struct engine_family engine_family_riichi, engine_family_mcr;

static inline const struct engine_family *engine_family_of(const struct game *g)
{
	return g->rules.family == RULES_MCR ? &engine_family_mcr : &engine_family_riichi;
}

/* Chinese Official rules (engine_mcr.c). */
/* Turns off the riichi-only options a rule set of the MCR family may still carry. */
void engine_mcr_rules(struct rules *r);
/* Scores seat winning on tile under MCR into out; true when complete. */
bool engine_mcr_score(const struct game *g, int seat, tile_t tile, bool tsumo, bool robbing,
		      struct mcr_result *out);
/* Copies of kind already face up on the table: uncalled discards and open melds. */
int engine_visible_copies(const struct game *g, int kind);
/* Sets the flower just drawn (or dealt) aside, face up, and emits EV_FLOWER. */
void engine_set_aside_flower(struct game *g, int seat, tile_t flower);
/* After the deal: every flower set aside and replaced from the tail, dealer first, until none. */
void engine_replace_dealt_flowers(struct game *g);
/* Lays a discard in seat's river (order, tsumogiri, riichi) and marks its kind as discarded. */
void engine_add_discard(struct game *g, int seat, tile_t t, bool tsumogiri, bool riichi);
/* Moves the players (controllers and points) to their seats for the next wind round. */
void engine_change_seats(struct game *g);

/* Hand bookkeeping. */
void engine_counts(const struct player_state *p, uint8_t counts[TILE_KINDS]);
bool engine_remove_tile(struct player_state *p, tile_t t);
void engine_hand_of(const struct player_state *p, struct hand *h);
/* The hand a win on tile is scored from: on a self-draw the drawn tile is in hand and is
 * taken out, as the scorers add the winning tile themselves. */
void engine_winning_hand(const struct player_state *p, tile_t tile, bool tsumo, struct hand *h);
bool engine_is_tenpai(const struct player_state *p);
/* Kinds that would complete the 13-tile hand (its waits), whatever the yaku. */
void engine_waits(const struct player_state *p, bool waits[TILE_KINDS]);
/* The same as bits, kept with the player until the hand changes. */
uint64_t engine_wait_mask(const struct player_state *p);
/* Adds a tile to the hand (a draw or the deal). */
void engine_add_tile(struct player_state *p, tile_t t);
/* Empties the hand (its counts too): hands set up by tests. */
void engine_clear_hand(struct player_state *p);
bool engine_is_furiten(const struct player_state *p);
bool engine_first_go_around(const struct game *g);

/* Scores seat winning on tile; true when it is a legal win (complete with a yaku). */
bool engine_score(const struct game *g, int seat, tile_t tile, bool tsumo, bool chankan,
		  struct score_result *out);
/* The same with the ura indicators given (a blind game knows them only when told); ura NULL:
 * as engine_score. */
bool engine_score_ura(const struct game *g, int seat, tile_t tile, bool tsumo, bool chankan,
		      const tile_t *ura, int nura, struct score_result *out);

/* Legal choices. Return their count. */
int engine_own_turn_options(const struct game *g, int seat, struct action *out, int max);
int engine_response_options(const struct game *g, int seat, int from, tile_t tile, bool kan_robbing,
			    bool closed_kan, struct action *out, int max);

/* Ends of a hand (riichi). Each updates points, honba, sticks and the dealer. */
void engine_settle_wins(struct game *g, const int *winners, int nwinners, int from, tile_t tile,
			bool chankan);
void engine_settle_exhaustive(struct game *g);
void engine_settle_abort(struct game *g, enum abort_kind why);
/* Adds delta to the points and emits EV_SCORES; sticks_taken clears the riichi sticks. */
void engine_apply_scores(struct game *g, const int delta[SEATS], bool sticks_taken);
/* Where seat stands now, 1..4 (1..3 with three players): by points, a tie going to the seat nearer
 * the first dealer. */
int engine_placement(const struct game *g, int seat);
/* Moves the game on after a hand: dealer rotation, end of game. */
void engine_next_hand(struct game *g, bool dealer_stays, bool count_honba);

#endif
