/*
 * The state of a game, the engine's own: src/engine/ and the white-box tests and benchmarks
 * read it; everything else goes through src/engine/engine.h, and changes it only through
 * game_apply() and the engine's play.
 */
#ifndef JANSOU_SRC_ENGINE_GAME_STATE_H
#define JANSOU_SRC_ENGINE_GAME_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/rng.h"
#include "rules/rules.h"
#include "rules/wall.h"
#include "src/engine/controller.h"
#include "src/engine/engine.h"
#include "src/engine/game_types.h"

struct player_state {
	tile_t hand[14];
	int nhand;
	struct public_seat pub;
	bool double_riichi, ippatsu;
	bool furiten_temp;   /* let a winning tile pass since one's last discard */
	bool furiten_riichi; /* let a winning tile pass after riichi */
	int kans;
	uint64_t discarded;	    /* kinds in one's own river, as bits: for furiten */
	uint64_t waits;		    /* kinds that complete the 13-tile hand, as bits */
	int shanten;		    /* of the 13-tile hand */
	bool waits_known;	    /* waits and shanten are up to date with hand[] */
	uint64_t waits_before_draw; /* the same for the hand as it was before this turn's draw */
	int shanten_before_draw;
	int pao_for;		       /* seat made liable for this player's yakuman, -1 */
	bool kuikae_block[TILE_KINDS]; /* kinds that may not be discarded after a call */
	/* hand[] counted by kind, kept by engine_add_tile/engine_remove_tile: every seat is asked
	 * about every discard, and counting the hand each time was a tenth of a game's time */
	uint8_t counts[TILE_KINDS];
};

/* Where a hand stands between two questions (src/engine/engine_flow.c). */
enum hand_phase {
	PHASE_DEAL,  /* the next hand is to be dealt (or the game is over) */
	PHASE_DRAW,  /* seat draws (unless after a chi or pon), then is asked */
	PHASE_TURN,  /* seat is asked on its turn */
	PHASE_OFFER, /* a tile is offered round: the seats that may take it are asked */
	PHASE_END,   /* the hand has ended */
};
enum offer_kind { OFFER_DISCARD, OFFER_KAN, OFFER_KITA };
struct hand_flow {
	enum hand_phase phase;
	int seat;	     /* to draw and act */
	bool draws, rinshan; /* whether it draws (not after a chi or pon), from the dead wall */
	/* the tile on offer, from whom, and the answers so far */
	enum offer_kind offer;
	int from;
	tile_t tile;
	bool riichi;	   /* the discard on offer declares riichi */
	struct action kan; /* the kan on offer to robbers */
	int asked;	   /* seats after from that have had their turn to answer */
	int rons[SEATS], nrons;
	int best_seat; /* the call that wins so far, -1 */
	struct action best;
	bool asking; /* q is out, waiting for game_answer() */
	struct game_question q;
};

struct game {
	struct rules rules;
	struct rng rng;
	struct controller *ctl[SEATS];
	game_observer observers[4];
	void *observer_ctx[4];
	int nobservers;
	game_wall_source wall_source;
	void *wall_ctx;

	/* the game */
	int first_dealer;
	int round_wind; /* 0 East, 1 South, 2 West, 3 North */
	int hand_number;
	int honba;
	int riichi_sticks;
	int hands_played;
	bool over;
	/* who sits where: the player (numbered by the seat they began in) at each seat; MCR
	 * players change seats between the wind rounds (rules.reseat) */
	int player_at[SEATS];
	bool reseat_due; /* a wind round ended: change seats before the next deal */

	/* the hand */
	struct wall wall;
	struct player_state p[SEATS];
	int dealer;
	int turn;
	bool any_call;	     /* a call or kan this hand: ends the first go-around */
	int ndiscards_total; /* discards this hand */
	int total_kans;
	int pending_dora; /* kan dora still face down until the next discard */
	bool after_kan;	  /* the current draw is a rinshan draw */
	bool drew;	  /* the seat to act drew this turn (not after a call) */
	tile_t last_draw;
	bool stopped;	      /* game_stop(): the hand ends where it is, unsettled */
	bool kita_offer;      /* a North set aside is being offered: ron only, no calls */
	bool kan_pending;     /* a kan or a North set aside: it stands at its replacement (or
				 indicator) and ends ippatsu and the first go-around */
	bool flower_replaced; /* a flower was set aside: its replacement is no kan's */
	int nseats; /* players at the table: 4, or 3 (sanma); seats from nseats on are empty */
	/* a blind game knows the tiles of own_seat alone (a seat's mirror, src/engine/mirror.h) */
	bool blind;
	int own_seat;
	bool no_seat;	 /* blind to every seat: a watcher's (own_seat only names a seat) */
	char error[200]; /* set when an invariant breaks */
	struct hand_flow flow;
};

#endif
