/*
 * The front end under Chinese Official rules (MCR): what the table, the panels and
 * the score screens show instead of riichi's sticks, dora, han and fu; the functions of
 * the family's table (ui_family_mcr, src/ui/ui_family.h). Curses only inside.
 */
#ifndef JANSOU_SRC_UI_UI_MCR_H
#define JANSOU_SRC_UI_UI_MCR_H

#include <stdbool.h>
#include <stddef.h>

#include "src/ui/ui_internal.h"

/* An MCR game has 16 hands: four rounds of four, with no dealer repeats. */
enum { UI_MCR_HANDS = 16 };

/* ui_mcr_table.c: the table. */
/* The status line: round ("East 1"), the hand of 16 and the wall; no sticks, no dora. */
void ui_mcr_draw_status(struct ui *ui, int y, int width);
/* Columns the flowers of a seat take on its name line (0 without flowers). */
int ui_mcr_flowers_width(const struct ui *ui, const struct public_seat *p);
/*
 * Draws a seat's flowers from x in at most width columns; those that do not fit are
 * counted as "+n". Returns the columns used.
 */
int ui_mcr_draw_flowers(struct ui *ui, int y, int x, const struct public_seat *p, int width);
/* Logs a flower set aside (EV_FLOWER); true when it was an opponent's move to pause on. */
bool ui_mcr_flower_event(struct ui *ui, const struct game_event *ev);
/* Keeps an MCR win (ev->mcr) for the score screen, with the winner's flowers. */
void ui_mcr_record_win(struct ui *ui, struct ui_win *w, const struct game_event *ev,
		       const struct public_seat *p);
/* The help screen's introduction, NULL-terminated msgids. */
extern const char *const ui_mcr_help_intro[];

/* ui_mcr_score.c: the end of a hand and of the game. */
/* The first line of the hand's result: "East 3  (hand 3 of 16)". */
void ui_mcr_hand_end_title(const struct ui *ui, char *buf, size_t size);
/* A win: hand, flowers, every fan with its points, the total and the payments. Returns next y. */
int ui_mcr_draw_win(struct ui *ui, int y, int x, int w, const struct ui_win *win);
/* A drawn hand: the wall ran out, nobody pays. Returns the next y. */
int ui_mcr_draw_draw(struct ui *ui, int y, int x, int w);

#endif
