/* The player's history: one line per finished game, and the game's log, under
 * $XDG_DATA_HOME/jansou. */
#ifndef JANSOU_SRC_RECORD_HISTORY_H
#define JANSOU_SRC_RECORD_HISTORY_H

#include <stdbool.h>
#include <stddef.h>

struct history_game {
	long long time; /* seconds since the epoch */
	unsigned long long seed;
	char rules[32];
	int placement; /* 1 to the players of its rules (3 or 4) */
	int points;
	double score; /* with return points and uma */
	int hands, wins, deal_ins;
	/* your discards made while someone threatened (riichi, a ready-looking open hand), those
	 * that were the safest you held, and the deal-ins among them */
	int threat_discards, safest_discards, threat_deal_ins;
	/* hands with a riichi, hands with a call (chi, pon, open kan), the values of the wins
	 * (without honba and sticks); records written before they were kept lack them */
	int riichi_hands, call_hands, win_points;
	bool has_style;
	char log[64]; /* the name of the game's log in logs/ ("" for a record without) */
	/* the game's save as it ended (save_id(), src/record/save/save.h), so that a game is
	 * recorded once however often its save is found; "" for a game not saved */
	char save_id[24];
	/* the computer player that played the seat (--autoplay), "" when the player did: such a
	 * game is kept with its log but is not the player's to count */
	char played_by[32];
};

/*
 * When log_json is not NULL, writes the game's log to logs/ (atomically); then appends g to
 * history.jsonl, on a line of its own. Returns 0, or -1 with a message.
 */
int history_add(const struct history_game *g, const char *log_json, char *err, size_t errsize);

/*
 * Whether the history holds the game whose save had this save_id (1), or not (0: none, or
 * no history to read).
 */
int history_has_game(const char *save_id);

/* The lines of the history history_read() skipped as damaged: how many, the first few with why. */
enum { HISTORY_SKIPPED_SHOWN = 5 };
struct history_skipped {
	char path[4200]; /* the history's */
	int count;
	int nshown;
	int line[HISTORY_SKIPPED_SHOWN];      /* from 1 */
	char why[HISTORY_SKIPPED_SHOWN][128]; /* translated: "\"placement\" is out of bounds" */
};

/*
 * Reads every game of the history into a malloc'd array. A line that cannot be one of our
 * records (not JSON, unknown rules, a number that is not one or is out of bounds: a place
 * beyond the game's players, a count below 0 or above its whole) is skipped and, when skipped
 * is not NULL, counted there. Returns the count of games, or -1 with a message.
 */
int history_read(struct history_game **out, struct history_skipped *skipped, char *err,
		 size_t errsize);

/* Where the game's log is (or was) kept: $XDG_DATA_HOME/jansou/logs/NAME. Returns 0, or -1
 * with a message. */
int history_log_path(const struct history_game *g, char *path, size_t size, char *err,
		     size_t errsize);

#endif
