/*
 * Saved games. A save holds what it takes to play a game again up to where it
 * stopped: the program version, the rules, the seed, who sat where, and every
 * decision taken so far. The text form, one item a line:
 *
 *   jansou-save 1
 *   program jansou 0.1.0
 *   seed 12345
 *   rules standard
 *   option open_tanyao true          (every rule option, by name; one added after the
 *                                     save was written takes the value that plays as before)
 *   player 0 human                   (one line a player, by the seat they began in)
 *   lang ja                          (the language chosen in the game; no line: none)
 *   decisions 2
 *   0 discard 5m tsumogiri           (player, action, its tiles)
 *   1 pon 55m
 *   end 3f0c94a1d2b7e865              (FNV-1a of everything before this line)
 *
 * src/record/save/save_session.h records a game into one and plays one back.
 */
#ifndef JANSOU_SRC_RECORD_SAVE_SAVE_H
#define JANSOU_SRC_RECORD_SAVE_SAVE_H

#include <stddef.h>
#include <stdint.h>

#include "rules/rules.h"
#include "src/engine/game_types.h"

enum {
	SAVE_FORMAT = 1,
	SAVE_MAX_DECISIONS = 100000, /* a hanchan takes a few thousand */
	SAVE_NAME_SIZE = 48,
	SAVE_MAX_SIZE = 64 << 20, /* bytes; SAVE_MAX_DECISIONS take well under 4 MiB */
};

struct save_decision {
	int seat;
	struct action action;
};

struct save_game {
	char program[64]; /* PACKAGE " " VERSION of the program that wrote it */
	struct rules rules;
	uint64_t seed;
	char players[SEATS][SAVE_NAME_SIZE];
	char lang[16]; /* the language the player chose during the game ("ja"), "" for none */
	struct save_decision *decisions;
	size_t ndecisions, cap;
};

/* Why a save was refused. */
enum save_status {
	SAVE_OK,
	SAVE_MISSING,	    /* no file: nothing to resume */
	SAVE_UNREADABLE,    /* the file exists but cannot be read */
	SAVE_CORRUPT,	    /* not a save, or damaged */
	SAVE_TRUNCATED,	    /* cut short */
	SAVE_OTHER_VERSION, /* written by another version of the program or format */
	SAVE_OTHER_RULES,   /* rules this program does not have */
	SAVE_OVER,	    /* the game in it is over: nothing to resume, but to record */
};

/* A new save of this program for a game about to start. players may be NULL. */
void save_init(struct save_game *s, const struct rules *rules, uint64_t seed,
	       const char *const players[SEATS]);
void save_free(struct save_game *s);

/* Appends a decision. Returns 0, or -1 when out of memory or full. */
int save_add(struct save_game *s, int seat, const struct action *a);

/*
 * What tells one saved game from another: the checksum of its text, 16 hex digits into buf
 * (SAVE_ID_SIZE bytes); "" when out of memory. A game keeps its id once it is over.
 */
enum { SAVE_ID_SIZE = 17 };
void save_id(const struct save_game *s, char *buf, size_t size);

/* The text of a save, malloc'ed (with its length in *len), or NULL when out of memory. */
char *save_format(const struct save_game *s, size_t *len);

/*
 * Reads the text of a save (len bytes) into out, which the caller then
 * save_free()s, whatever the answer. Returns SAVE_OK, or why the text was
 * refused with a message for the player in err.
 */
enum save_status save_parse(const char *text, size_t len, struct save_game *out, char *err,
			    size_t errsize);

/*
 * Reads the file at path, as save_parse(); SAVE_MISSING when there is none,
 * SAVE_UNREADABLE when it cannot be read or is not a regular file (a FIFO, a
 * device), SAVE_CORRUPT when it holds more than SAVE_MAX_SIZE bytes.
 */
enum save_status save_read(const char *path, struct save_game *out, char *err, size_t errsize);

/*
 * Writes s to path atomically: a temporary file in the same directory,
 * written in full, flushed to disk, then renamed over path. On any failure
 * (a full disk too) path keeps its old contents: returns -1 with a message.
 */
int save_write(const char *path, const struct save_game *s, char *err, size_t errsize);
/* The same for any text. */
int save_write_file(const char *path, const char *text, size_t len, char *err, size_t errsize);

/*
 * Moves the file at path aside to "PATH.WHY" (or "PATH.WHY.1", ...: never over
 * another file), so that it is kept but not read again. The new name goes to
 * moved_to. Returns 0, or -1 with errno set.
 */
int save_move_aside(const char *path, const char *why, char *moved_to, size_t size);

/*
 * The directory of saves, $XDG_STATE_HOME/jansou (else ~/.local/state/jansou),
 * created when missing, and the path of the game in progress there.
 * Each returns 0, or -1 with a message in err.
 */
int save_dir(char *buf, size_t size, char *err, size_t errsize);
/* $env/jansou, else $HOME/fallback/jansou, created when missing. */
int save_xdg_dir(const char *env, const char *fallback, char *buf, size_t size, char *err,
		 size_t errsize);
int save_default_path(char *buf, size_t size, char *err, size_t errsize);

/* An action as in a save ("discard 5m tsumogiri", "pon 55m"), and back. */
void save_action_text(const struct action *a, char *buf, size_t size);
int save_action_parse(const char *text, struct action *out);
/* Whether two actions are the same choice. */
bool save_action_equal(const struct action *a, const struct action *b);

#endif
