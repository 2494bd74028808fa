/*
 * The / command line of the table: the commands a player of online text mahjong types
 * (/d 3, /riichi 5, /pon, /pass, /h, /dora, /tenpai...), each taking the very choice the
 * keys would take.
 */
#ifndef JANSOU_SRC_UI_UI_COMMAND_H
#define JANSOU_SRC_UI_UI_COMMAND_H

#include <stdbool.h>

#include "src/ui/command.h"

struct ui;

/* The commands, in the order the help lists them. */
extern const struct command ui_commands[];

/*
 * Reads a command line after the / key (Tab completes, Backspace, Esc cancels, Enter runs)
 * and runs it. Returns the choice it takes, or -1 to keep waiting (its message, if any, in
 * the status line).
 */
int ui_command_line(struct ui *ui);

/*
 * Draws the command line being typed at row y and the status (or a reminder of the keys)
 * at row status_y, both from column 1 and width columns wide. False when no command line
 * is open (and nothing was drawn).
 */
bool ui_command_draw(struct ui *ui, int y, int status_y, int width);

#endif
