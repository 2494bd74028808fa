/*
 * The words of the / command line, without the screen: a table of commands found by name,
 * Tab completion of a name, and the tile of the hand an argument names. The commands
 * themselves (what they do to the game) are in src/ui/ui_command.c. No curses.
 */
#ifndef JANSOU_SRC_UI_COMMAND_H
#define JANSOU_SRC_UI_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/tile.h"

enum { COMMAND_NAMES = 3, COMMAND_MAX_ARGS = 2, COMMAND_TILE_NAME = 16 };

struct ui;

/* The words after a command's name. */
struct command_args {
	int n;
	const char *v[COMMAND_MAX_ARGS];
};

/* One row of a command table; a row with no name ends the table. */
struct command {
	const char *names[COMMAND_NAMES]; /* the name, then aliases; ASCII in every language */
	int min_args, max_args;
	const char *usage; /* "/d N": how the arguments are written */
	const char *help;  /* msgid */
	bool riichi_only;  /* means nothing in Chinese Official rules (no riichi, no dora) */
	int (*run)(struct ui *ui, const struct command_args *args);
};

/*
 * Splits line in place at blanks into at most max words; returns how many, or -1 when
 * there are more.
 */
int command_split(char *line, char **words, int max);

/* The row one of whose names is name (any case), or NULL. */
const struct command *command_find(const struct command *table, const char *name);

/*
 * Tab on a command's name: the rows with a name beginning with prefix (any case). Writes
 * the completed name to buf: the whole name and a blank when one row matches, the longest
 * start all matching names share when several do. Returns how many rows match.
 */
int command_complete(const struct command *table, const char *prefix, char *buf, size_t size);

/* The hand an argument picks a tile of. */
struct command_hand {
	const tile_t *tiles;
	int n;
	const char *keys;		   /* the position keys, in order: "1234567890abcd" */
	char names[14][COMMAND_TILE_NAME]; /* each tile as the table shows it: "5m", "E", 東 */
};

enum { COMMAND_NOT_A_TILE = -1, COMMAND_OUT_OF_RANGE = -2, COMMAND_NOT_IN_HAND = -3 };

/*
 * The hand position (from 0) an argument names: a number counted from 1 at the left, one
 * of the position keys, or a tile ("5m" as the table writes it or in mpsz notation, "0m" a
 * red five; the leftmost copy; "5m" takes a red five when the hand has no other).
 * Otherwise a COMMAND_* code; out of range sets *number to the number asked for.
 */
int command_position(const char *arg, const struct command_hand *h, int *number);

#endif
