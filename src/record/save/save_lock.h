/*
 * One game to a save: a game holds an advisory lock (flock) on PATH.lock, beside its save,
 * for as long as it runs, so a second jansou sharing the state folder finds the save in use
 * instead of writing over it. A save is replaced by rename at every decision, so the lock
 * cannot be on the save itself. The kernel lets the lock go when the process ends, however.
 */
#ifndef JANSOU_SRC_RECORD_SAVE_SAVE_LOCK_H
#define JANSOU_SRC_RECORD_SAVE_SAVE_LOCK_H

#include <stddef.h>
#include <sys/types.h>

enum save_lock_status { SAVE_LOCKED, SAVE_IN_USE, SAVE_LOCK_FAILED };

struct save_lock {
	int fd; /* -1 when not held */
};

/*
 * Takes the lock of the save at path, or finds it held by another process (*holder: its
 * process id as it wrote it, 0 when unknown), or fails (err says why: the save is then not
 * to be used, as another game could not be kept off it). Taking it removes the temporary
 * files a killed write of that save left beside it.
 */
enum save_lock_status save_lock(struct save_lock *lock, const char *path, pid_t *holder, char *err,
				size_t errsize);
/* Lets the lock go (at the end of the game; an exit does it too). */
void save_unlock(struct save_lock *lock);

/*
 * The save of slot n, for games played beside one another: slot 1 is the default path
 * (".../game.save"), slot n > 1 ".../game.n.save". Returns 0, or -1 when it does not fit.
 */
int save_slot_path(const char *default_path, int n, char *buf, size_t size);

#endif
