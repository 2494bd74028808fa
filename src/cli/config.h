/*
 * The user's configuration file, $XDG_CONFIG_HOME/jansou/config (or
 * ~/.config/jansou/config): "key = value" lines, "#" starts a comment.
 *
 *   rules = tenhou            # a rule preset
 *   open_tanyao = false       # any rule option (jansou calc --help lists them)
 *   ai = efficiency,defensive,efficiency
 *   tiles = text              # glyph, text or auto
 *   lang = ja                 # en, ja or zh
 *   colour = never            # auto, always or never (also "color")
 *   auto_win = true           # auto_pass, auto_discard (on unless set) too
 *   bell = turns              # wins (the default), off or turns
 *
 * The file gives defaults; command-line options win over it.
 */
#ifndef JANSOU_SRC_CLI_CONFIG_H
#define JANSOU_SRC_CLI_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "rules/rules.h"

enum config_tiles { CONFIG_TILES_AUTO, CONFIG_TILES_GLYPH, CONFIG_TILES_TEXT };
enum config_colour { CONFIG_COLOUR_AUTO, CONFIG_COLOUR_ALWAYS, CONFIG_COLOUR_NEVER };
enum config_bell { CONFIG_BELL_WINS, CONFIG_BELL_OFF, CONFIG_BELL_TURNS };

enum {
	CONFIG_MAX_RULE_OPTIONS = 64,
	CONFIG_NAME_SIZE = 48,
	CONFIG_VALUE_SIZE = 64,
	CONFIG_MAX_SIZE = 64 << 10, /* bytes of the file: far more than every key takes */
};

/* A rule option override, as written; checked when read. */
struct config_rule_option {
	char name[CONFIG_NAME_SIZE];
	char value[CONFIG_VALUE_SIZE];
	int line;
};

struct config {
	char rules[CONFIG_NAME_SIZE]; /* preset name; "" for the default */
	struct config_rule_option options[CONFIG_MAX_RULE_OPTIONS];
	int noptions;
	/* the opponents right, across, left; "ai = X" seats X three times, as --ai does */
	char ai[3][CONFIG_NAME_SIZE];
	int nai;     /* 3 when set, else 0 */
	int ai_line; /* where ai was set, for config_check_players() */
	enum config_tiles tiles;
	char lang[16]; /* "" for the locale's */
	enum config_colour colour;
	bool auto_win, auto_pass, auto_discard;
	enum config_bell bell;
	int delay_ms;	/* the pause after each opponent's move; -1 unset */
	char file[256]; /* where it was read from, for messages; "" when nothing was */
};

/* Everything at its default: nothing set, auto_discard on (as in the game). */
void config_defaults(struct config *c);

/*
 * Reads the text of a configuration file (len bytes, no NUL needed) into c,
 * over what c already holds. Each unknown key, bad value or malformed line is
 * reported to errors (when not NULL) as "FILE:LINE: message" and skipped.
 * Returns the number of problems.
 */
int config_parse(struct config *c, const char *text, size_t len, const char *file, FILE *errors);

/*
 * The configuration file's path: $XDG_CONFIG_HOME/jansou/config, else
 * $HOME/.config/jansou/config. Returns 0, or -1 when neither is set.
 */
int config_path(char *buf, size_t size);

/*
 * Reads the file at path into c. A missing file is no problem (returns 0);
 * one that cannot be read, is not a regular file (a FIFO, a device) or holds
 * more than CONFIG_MAX_SIZE bytes is reported and counts as one. Returns the
 * number of problems, as config_parse().
 */
int config_load(struct config *c, const char *path, FILE *errors);

/*
 * The rules the configuration asks for: its preset (or preset when not NULL,
 * as a command line may ask) with its option overrides. Returns 0, or -1
 * with a message in err.
 */
int config_rules(const struct config *c, const char *preset, struct rules *out, char *err,
		 size_t errsize);

/*
 * Reports each AI name that exists() does not know, with the file and line
 * that named it. Returns the number of problems.
 */
int config_check_players(const struct config *c, bool (*exists)(const char *name), FILE *errors);

#endif
