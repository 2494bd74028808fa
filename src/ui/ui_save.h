/*
 * The front end's side of saves: offering to resume an unfinished game,
 * recording the game as it is played, removing the save once it is over.
 * Used by ui_game.c only (src/record/save/save_session.h does the recording).
 */
#ifndef JANSOU_SRC_UI_UI_SAVE_H
#define JANSOU_SRC_UI_UI_SAVE_H

#include <limits.h>
#include <stdbool.h>
#include <stdint.h>

#include "src/record/save/save_lock.h"
#include "src/record/save/save_session.h"

struct ui;

struct ui_saving {
	struct save_session ss;
	char path[PATH_MAX];
	bool on;     /* the game is recorded */
	bool resume; /* ss.save holds the game to go on with */
	bool over;   /* that game is over: played back only to be recorded */
	struct ui *ui;
	struct controller human; /* the screen's controller, which the seat's wraps */
	struct controller seat;	 /* stops the recording when the player quits */
	struct save_lock lock;	 /* held while the game runs: one game to a save */
	bool watch;		 /* the save was in use and the player chose to watch */
};

/*
 * With curses started: finds the save of an unfinished game and, when offer is
 * true, asks whether to resume it; a save that cannot be resumed is reported
 * (it was moved aside); the save of a game already over but not in the history is
 * played back to be recorded (sv->resume and sv->over). Without offer (a game
 * chosen from the menu) the old game is kept aside when the new one starts.
 * Sets sv->on and sv->resume.
 * When another jansou holds the save, says so and offers a game saved apart (in
 * the first free slot), watching the computer play (sv->watch) or quitting
 * (ui->quit).
 */
void ui_save_open(struct ui *ui, struct ui_saving *sv, bool record, bool offer);

/* The controller for the human's seat, to give the game. */
struct controller *ui_save_human(struct ui_saving *sv, struct controller *human);

/* Once the game has its controllers and observer: records it, or plays the save back. */
void ui_save_begin(struct ui_saving *sv, struct game *g, uint64_t seed,
		   const char *const names[SEATS]);

/*
 * The language ui->opt.lang into the save (written at once, so that a game left now comes
 * back in it); a resumed game's saved language, unless --lang said another, is the one
 * played in from the start (ui_save_open() switched to it).
 */
void ui_save_language(struct ui_saving *sv);

/* The id of the game's save (save_id()), "" when it is not saved. */
void ui_save_id(const struct ui_saving *sv, char *buf, size_t size);
/* The game is over and recorded: its save goes (once). */
void ui_save_over(struct ui_saving *sv);

/* After the game: removes the save when the game is over, and frees it. */
void ui_save_end(struct ui_saving *sv, bool over);

#endif
