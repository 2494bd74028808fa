/*
 * Recording a game as it is played, and playing a saved one back to where it
 * stopped. The front end only calls these:
 *
 *   new game:  game_init(); set controllers; add observers;
 *              save_session_start(&ss, g, path, names, ...);
 *              play hands; save_session_finish(&ss) once the game is over.
 *   resume:    save_session_load(&ss, path, ...) (a refused save is moved
 *              aside and the message says why and where);
 *              game_init(g, &ss.save.rules, ss.save.seed); set controllers for
 *              ss.save.players; add observers; save_session_resume(&ss, g, ...);
 *              play hands as for a new game.
 *
 * Each seat's controller is wrapped: while decisions from the save remain it
 * answers with them (the real controller still observes every event, so an
 * AI knows the game), then it hands over to the real controller and records
 * each new decision, writing the save after every one. The game's observers
 * hear the whole game, played back or not (a log or a count of the game is the
 * same as if it had been played through); caught_up() is called when the game
 * has caught up, so the screen can draw the table from the game's state then.
 */
#ifndef JANSOU_SRC_RECORD_SAVE_SAVE_SESSION_H
#define JANSOU_SRC_RECORD_SAVE_SAVE_SESSION_H

#include <limits.h>
#include <stdbool.h>

#include "src/engine/engine.h"
#include "src/record/save/save.h"

struct save_session;

struct save_seat {
	struct controller ctl; /* what the engine calls */
	struct controller *inner;
	struct save_session *session;
	int seat;
};

struct save_session {
	struct game *g;
	struct save_game save;
	char path[PATH_MAX];
	struct save_seat seats[SEATS];
	size_t replay_end; /* decisions of save to feed back before handing over */
	size_t next;	   /* the next decision to feed back */
	bool replaying;
	bool started;  /* the seats are wrapped */
	bool stopped;  /* save_session_stop(): later decisions are not recorded */
	bool finished; /* save_session_finish() removed the save */
	/*
	 * Called once the game has caught up with the save: when the first choice
	 * after it is asked for (at once when the save holds no decision). The
	 * screen draws the table from the game's state then.
	 */
	void (*caught_up)(void *ctx, struct game *g);
	void *caught_up_ctx;
	/* called with each decision played back from the save, as the seat's controller
	 * would have taken it (what the screen notes of its own player's choices); or NULL */
	void (*replayed)(void *ctx, int seat, const struct seat_view *view, const struct action *a);
	void *replayed_ctx;
	/* called when the save cannot be written (the game goes on), and with NULL when it is
	 * written again after that; NULL to only keep the message */
	void (*write_failed)(void *ctx, const char *message);
	void *write_failed_ctx;
	char error[512]; /* the last problem, "" when none */
	int write_failures;
	bool failing; /* the last write failed */
};

/*
 * Starts recording g, which has its controllers and observers, was set up
 * with seed and has not played yet, and writes the first save. A save
 * already at path is moved aside (never overwritten); msg then says where.
 * Returns 0, or -1 when the save cannot be written (msg says why; the game
 * can go on, and each later decision tries again).
 */
int save_session_start(struct save_session *ss, struct game *g, uint64_t seed, const char *path,
		       const char *const players[SEATS], char *msg, size_t msgsize);

/*
 * Reads the save at path and checks that it plays back on this engine. A save
 * that is refused (damaged, cut short, of another version or rules) is moved
 * aside; err says why and where it went. Returns the status: SAVE_OK,
 * SAVE_MISSING when there is no save, or SAVE_OVER for a game already over
 * (the program stopped before it removed it): left in place and loaded, to be
 * played back (save_session_resume(), which asks no one) and recorded, or
 * removed when it was recorded already.
 */
enum save_status save_session_load(struct save_session *ss, const char *path, char *err,
				   size_t errsize);

/*
 * After save_session_load() and game_init(g, &ss->save.rules, ss->save.seed)
 * with controllers and observers set: arranges for the game to play back to
 * where the save stopped, then go on recording.
 */
void save_session_resume(struct save_session *ss, struct game *g);

/*
 * Writes the save again now, for a change that is no decision (the language chosen); nothing
 * once the session was stopped or finished. Returns 0, or -1 when it cannot be written.
 */
int save_session_write(struct save_session *ss);

/* Whether every saved decision has been played back. */
bool save_session_caught_up(const struct save_session *ss);

/*
 * The player left the game: decisions the engine still asks for (to end the
 * hand) are not recorded, so the save stays where the player stopped.
 */
void save_session_stop(struct save_session *ss);

/* Once the game is over: removes the save (the game is finished, nothing to resume); once. */
void save_session_finish(struct save_session *ss);

/* Gives the seats their own controllers back and frees the session's memory. */
void save_session_free(struct save_session *ss);

/*
 * Plays the decisions of s through a scratch game, with no observers: every
 * one must be a choice the engine offers to that seat, before the game ends.
 * Returns 0; -1 with the first that is not in err; 1 when the game ended
 * with the last decision (nothing left to resume).
 */
int save_check_playback(const struct save_game *s, char *err, size_t errsize);

#endif
