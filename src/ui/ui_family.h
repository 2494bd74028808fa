/*
 * What the front end does differently for each rule family, as one table of function
 * pointers and facts per family, like the engine's struct engine_family: riichi's in
 * src/ui/ui_riichi.c, Chinese Official rules' in src/ui/ui_mcr_table.c. The screens look the
 * table up once from the game's rules and never test the family themselves, so a third
 * family (three-player riichi) needs a third table, not new branches.
 */
#ifndef JANSOU_SRC_UI_UI_FAMILY_H
#define JANSOU_SRC_UI_UI_FAMILY_H

#include <stdbool.h>
#include <stddef.h>

#include "src/ui/ui_internal.h"

struct ui_family {
	/* the table: the status line at the top (round, sticks, dora or hand of 16, wall) */
	void (*draw_status)(struct ui *ui, int y, int width);
	/* the key reminder under the hand */
	const char *(*hints)(const struct ui *ui);
	/* the help screen's introduction: NULL-terminated msgids */
	const char *const *help_intro;
	/* key rows marked riichi-only (riichi, dora) apply */
	bool riichi_keys;
	/* the kita key applies (three players; when the rules set Norths aside) */
	bool kita_keys;
	/* defence practice against riichi can be played */
	bool defence_practice;
	/* the rules menu's note beside a preset of this family (msgid) */
	const char *menu_note;

	/* the tenpai panel: the waits, as many rows as they need (drawn only when draw is set,
	 * so the panel can be sized first); returns the rows */
	int (*wait_rows)(struct ui *ui, int y, int x, int w, const struct ui_wait_info *waits,
			 int n, bool draw);
	/* why a wait cannot win by discard, or at all (no yaku; under 8 points) */
	void (*wait_warning)(struct ui *ui, const struct ui_wait_info *wait, char *line,
			     size_t size);
	/* when every wait is a tile the player holds all four of: what that means here (NULL:
	 * the family has no such waits) */
	void (*dead_wait_note)(const struct ui *ui, const struct ui_wait_info *waits, int n,
			       char *line, size_t size);

	/* events: a flower set aside (true when it was a move to pause on); a win kept for
	 * the score screen, after its hand and melds (the winner's public seat p) */
	bool (*flower_event)(struct ui *ui, const struct game_event *ev);
	void (*record_win)(struct ui *ui, struct ui_win *w, const struct game_event *ev,
			   const struct public_seat *p);

	/* the end of a hand: its title, a win, a drawn hand, each in the columns x to x + w;
	 * the draws return the next row */
	void (*hand_end_title)(const struct ui *ui, char *line, size_t size);
	int (*draw_win)(struct ui *ui, int y, int x, int w, const struct ui_win *win);
	int (*draw_draw)(struct ui *ui, int y, int x, int w);

	/* the final table: a score column (return points and uma), and the line under it */
	bool final_score_column;
	void (*final_note)(const struct ui *ui, char *line, size_t size);
};

extern const struct ui_family ui_family_riichi, ui_family_mcr, ui_family_sanma;

/* The table of a rule family (enum rules_family). */
const struct ui_family *ui_family_for(int family);
/* The table of the game on screen (of the view when no game is set). */
const struct ui_family *ui_family_of(const struct ui *ui);

/* Riichi's score screens (src/ui/ui_screens.c). */
int ui_riichi_draw_win(struct ui *ui, int y, int x, int w, const struct ui_win *win);
int ui_riichi_draw_draw(struct ui *ui, int y, int x, int w);

#endif
