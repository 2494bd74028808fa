/* What the engine, its controllers and its observers share: actions, events, views. */
#ifndef JANSOU_SRC_ENGINE_GAME_TYPES_H
#define JANSOU_SRC_ENGINE_GAME_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/mcr.h"
#include "rules/score.h"
#include "rules/tile.h"

enum { SEATS = 4, MAX_DISCARDS = 32 };

/* Everything a seat may do; the engine offers only the legal ones. */
enum action_type {
	ACT_DISCARD, /* tile: the tile discarded */
	ACT_RIICHI,  /* tile: the discard that declares riichi */
	ACT_TSUMO,   /* win on one's own draw */
	ACT_ANKAN,   /* tile: kind of the closed kan */
	ACT_KAKAN,   /* tile: the tile added to a pon */
	ACT_KYUUSHU, /* abort with nine kinds of terminals and honours */
	ACT_RON,     /* win on another's discard or added kan */
	ACT_PON,     /* hand[0..1]: the tiles from the hand */
	ACT_MINKAN,  /* hand[0..2] */
	ACT_CHI,     /* hand[0..1] */
	ACT_PASS,
	ACT_KITA, /* tile: a North set aside as a dora (three-player nukidora); a replacement
		     draw follows */
	ACT_TYPES /* how many there are: a table of every action is checked against it */
};

struct action {
	enum action_type type;
	tile_t tile;
	tile_t hand[3];
	bool tsumogiri; /* a discard of the tile just drawn */
};

struct discard {
	tile_t tile;
	bool tsumogiri; /* discarded the tile just drawn */
	bool riichi;	/* declared riichi with it (shown sideways) */
	bool called;	/* taken by another player */
	int order;	/* position among all discards of the hand, from 0 */
};

/* What anyone at the table can see of a seat. */
struct public_seat {
	int points;
	struct meld melds[4];
	int nmelds;
	struct discard discards[MAX_DISCARDS];
	int ndiscards;
	bool riichi;
	int riichi_turn;   /* index into discards of the declaring tile, -1 */
	int nconcealed;	   /* tiles in hand, face down to the others */
	tile_t flowers[8]; /* set aside face up: flowers (Chinese Official rules), or the Norths
			      of three-player nukidora (kita), each a dora for the seat */
	int nflowers;
};

/* The table as one seat sees it: no other hands, no wall order. */
struct seat_view {
	int family;	 /* enum rules_family of the game */
	int nseats;	 /* 4, or 3 (sanma): seats[3] is then empty and never acts */
	int seat;	 /* 0..3 (0..2); fixed, but for MCR's change of seats between rounds */
	int dealer;	 /* seat of this hand's dealer */
	int round_wind;	 /* TILE_EAST.. */
	int hand_number; /* 0..3 within the round */
	int honba;
	int riichi_sticks;
	int live_left;
	tile_t indicators[5];
	int nindicators;
	struct public_seat seats[SEATS];
	tile_t hand[14]; /* own concealed tiles, sorted; the drawn tile last when just drawn */
	int nhand;
	bool just_drew;
	int to_act_on; /* seat whose discard or kan is being answered, -1 on one's own turn */
	tile_t last_tile;
	bool furiten; /* own: let a winning tile pass (until one's next discard; in riichi for good)
		       */
};

enum event_type {
	EV_GAME_START,
	EV_HAND_START,	    /* deal: round, dealer, honba, sticks, points, indicator (tile; 0xff in
			       MCR), hands, seating (changed between MCR's wind rounds) */
	EV_DRAW,	    /* seat, tile, rinshan (MCR: any replacement from the wall's tail, after
			       a kong or a flower) */
	EV_FLOWER,	    /* seat, tile: a flower set aside (Chinese Official rules); it leaves
			       the hand it was dealt into or just drawn to, and a replacement
			       EV_DRAW follows (dealt flowers: all of a seat's at once) */
	EV_DISCARD,	    /* seat, tile, tsumogiri, riichi */
	EV_RIICHI_PAID,	    /* seat: the declaration passed, the stick is down */
	EV_CALL,	    /* seat, meld (chi, pon, minkan), from */
	EV_KAN,		    /* seat, meld (ankan, kakan) */
	EV_DORA,	    /* tile: a new indicator */
	EV_WIN,		    /* seat, from (== seat for tsumo), score, ura indicators; delta[]:
			       this win's own payments (honba and sticks with the first winner),
			       which EV_SCORES sums */
	EV_EXHAUSTIVE_DRAW, /* tenpai[], nagashi[] (all false in MCR: a drawn hand pays nothing) */
	EV_ABORTIVE_DRAW,   /* abort */
	EV_SCORES,	    /* delta[]: points changed by a hand's end; points[] after them;
			       riichi_sticks left on the table */
	EV_HAND_END,
	EV_GAME_END,   /* final points, placements */
	EV_KITA,       /* seat, tile: a North set aside (three-player nukidora); an offer to ron it
			  and a replacement EV_DRAW (rinshan) follow */
	EV_WIN_PASSED, /* seat: let a tile it could win on pass (furiten). Known to that seat
			  alone: applied (game_apply), never told */
};

/* A tile face down to whoever is told the event: another seat's draw, or its hand. */
enum { TILE_HIDDEN = 0xff };

enum abort_kind {
	ABORT_NONE,
	ABORT_KYUUSHU,
	ABORT_FOUR_WINDS,
	ABORT_FOUR_KANS,
	ABORT_FOUR_RIICHI,
	ABORT_TRIPLE_RON,
};

struct game_event {
	enum event_type type;
	int seat;
	int from;
	tile_t tile;
	bool tsumogiri, riichi, rinshan;
	struct meld meld;
	enum abort_kind abort;
	/* hand start */
	int round_wind, hand_number, dealer, honba, riichi_sticks;
	tile_t hands[SEATS][14]; /* the 13 dealt, flowers included (MCR), sorted */
	int points[SEATS];
	int seating[SEATS]; /* the player at each seat, numbered by the seat they began in */
	/* win */
	const struct score_result *score; /* riichi */
	const struct mcr_result *mcr;	  /* Chinese Official rules */
	tile_t ura[5];
	int nura;
	int pao; /* liable seat, -1 */
	/* win: the winner's concealed tiles (on a self-draw the winning tile among them);
	 * exhaustive draw: every seat's. The hands shown at the end, for the screen and logs. */
	tile_t shown[SEATS][14];
	int nshown[SEATS];
	/* exhaustive draw */
	bool tenpai[SEATS];
	bool nagashi[SEATS];
	/* scores (a win: its own), and game end */
	int delta[SEATS];
	int placement[SEATS];	   /* 1..4 (1..3 with three players) */
	double final_score[SEATS]; /* with return points and uma, in thousands; MCR: the points */
};

/*
 * The facts every part works out from a seat's view the same way: the seat count, the seat
 * wind, the kinds in a river. Written once here, where the engine, the AIs and the screen
 * all see them.
 */

/* The seat wind (TILE_EAST..) of seat when dealer deals at a table of nseats: with three
 * players nobody is North. */
static inline int seat_wind_of(int seat, int dealer, int nseats)
{
	return TILE_EAST + ((seat - dealer) % nseats + nseats) % nseats;
}

/* Players at the table of a view: 4, or 3 (a view set up by hand with no count is four). */
static inline int view_nseats(const struct seat_view *v)
{
	return v->nseats == 3 ? 3 : SEATS;
}

static inline int view_seat_wind(const struct seat_view *v, int seat)
{
	return seat_wind_of(seat, v->dealer, view_nseats(v));
}

/* The kinds in a seat's own river, as bits: waiting on one of them is furiten (no ron). */
static inline uint64_t river_kinds(const struct public_seat *p)
{
	uint64_t kinds = 0;
	for (int i = 0; i < p->ndiscards; i++)
		kinds |= UINT64_C(1) << tile_kind(p->discards[i].tile);
	return kinds;
}

/* Where player (numbered by the seat they began in) sits in the hand an EV_HAND_START deals. */
static inline int event_player_seat(const struct game_event *ev, int player)
{
	for (int s = 0; s < SEATS; s++)
		if (ev->seating[s] == player)
			return s;
	return player;
}

#endif
