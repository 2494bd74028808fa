/* Inside the replay: a log read into hands, each hand into the steps the players took. */
#ifndef JANSOU_SRC_RECORD_REPLAY_INTERNAL_H
#define JANSOU_SRC_RECORD_REPLAY_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <json-c/json.h>

#include "rules/rules.h"
#include "rules/tile.h"
#include "src/engine/controller.h"
#include "src/engine/game_types.h"

/* Writes the message to err (of size bytes) and returns -1, for the readers' errors. */
int replay_fail(char *err, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

enum step_kind {
	STEP_DRAW,    /* seat, tile, rinshan */
	STEP_DISCARD, /* seat, tile, tsumogiri, riichi */
	STEP_CALL,    /* seat, meld (chi, pon, open kan), from, tile (the tile taken), hand[] */
	STEP_KAN,     /* seat, meld (closed or added kan), tile (kind, or the added tile) */
	STEP_TSUMO,   /* seat */
	STEP_RON,     /* seat, from */
	STEP_RON_ALL, /* everyone who may ron does (three rons abort the hand) */
	STEP_KYUUSHU, /* seat */
	STEP_KITA,    /* seat: a North set aside (three players) */
};

struct replay_step {
	enum step_kind kind;
	int seat, from;
	tile_t tile;
	bool tsumogiri, riichi, rinshan;
	enum meld_type meld;
	tile_t hand[3];
	int nhand;
};

/* One win as scored: by the log, or by the engine. */
struct replay_win {
	int seat, from,
	    pao; /* pao -1 when nobody is liable, REPLAY_UNKNOWN when the log does not say */
	int han, fu;
	bool has_fu;	/* the log gives fu only below mangan */
	bool yakuman;	/* a real yakuman, not a counted one */
	bool valued;	/* the log gives the win's value; some programs write only who won */
	char yaku[256]; /* the yaku as the format writes them, "立直(1飜) 一発(1飜)" */
};

enum outcome_kind { OUTCOME_NONE, OUTCOME_WIN, OUTCOME_EXHAUSTIVE, OUTCOME_ABORT };

/* A seat the log does not name (mjai records say nothing of pao). */
enum { REPLAY_UNKNOWN = -2 };

struct replay_outcome {
	enum outcome_kind kind;
	enum abort_kind abort;
	bool nagashi;
	bool draw_unknown; /* a draw the log does not say the kind of: exhaustive or abortive */
	struct replay_win wins[3];
	int nwins;
	int delta[SEATS]; /* all the hand moved */
};

enum { REPLAY_MAX_STEPS = 512 };

struct replay_hand {
	int index;		     /* 0.. within the log */
	int round_wind, hand_number; /* 0 East..; 0..3 */
	int honba, sticks;
	int points[SEATS];
	tile_t dora[5], ura[5];
	int ndora, nura;
	tile_t haipai[SEATS][13];
	struct replay_step steps[REPLAY_MAX_STEPS];
	int nsteps;
	struct replay_outcome outcome;
};

struct replay_log {
	struct rules rules;
	bool east_only;		   /* an East-only game: the engine plays East and South */
	bool length_unknown;	   /* the log does not say East-only or South: either may end */
	const char *forced_preset; /* the rules asked for (replay --rules), or NULL */
	char rules_why[160];	   /* why log->rules are these: "Mahjong Soul room 三金の間" */
	bool ended;		   /* the log has the final scores */
	int final_points[SEATS];
	bool has_final_score;	   /* the log gives the final scores (with uma) too */
	double final_score[SEATS]; /* in thousands, as the client rounded them */
	int first_dealer;	   /* the seat that dealt the first hand (0 in tenhou.net/6) */
	int nseats;	     /* 4, or 3 (three-player rules); before the rules are read, 3 when the
				log deals to three seats */
	bool one_value_note; /* a log that never gives a win's value says so once */
	json_object *hands;  /* tenhou.net/6: the hands, read one at a time */
	struct replay_hand *read; /* mjai: the hands, read up front (or NULL) */
	int nhands;
};

/* Reads a "rule" object (a preset, options, red fives) into log->rules. Returns 0 or -1. */
int replay_read_rules(json_object *rule, struct replay_log *log, char *err, size_t errsize);

/* A seat's replaying controller wrapped so that a replay_watch sees its decisions. */
struct replay_watch;
struct replay_watched {
	struct controller self;
	struct controller *inner;
	const struct replay_watch *w;
	const struct rules *rules;
	const struct game *g;
};
/* Puts g's seats under w (when not NULL): each controller wrapped, w's event observer added. */
struct game;
void replay_watch_attach(struct game *g, struct controller ctl[SEATS],
			 struct replay_watched wrap[SEATS], const struct replay_watch *w);

/* "East 1, 0 honba" */
void replay_hand_name(const struct replay_hand *h, char *buf, size_t size);
/* "seat 1 discards 5p" */
void replay_step_text(const struct replay_step *s, char *buf, size_t size);

#endif
