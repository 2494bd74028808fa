/* The lock that keeps two games from sharing one save. */
#include <config.h>

#include "src/record/save/save_lock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "src/record/file_io.h"
#include "src/text/i18n.h"

/*
 * The save is ours now: a temporary file beside it ("game.save.XXXXXX") is what a write
 * killed half-way left behind, as no other game writes this save.
 */
static void remove_temporaries(const char *path)
{
	const char *slash = strrchr(path, '/');
	char dir[4200];
	if (!slash)
		snprintf(dir, sizeof dir, ".");
	else if (snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path) >= (int)sizeof dir)
		return;
	file_remove_temporaries(slash == path ? "/" : dir, slash ? slash + 1 : path, 0);
}

enum save_lock_status save_lock(struct save_lock *lock, const char *path, pid_t *holder, char *err,
				size_t errsize)
{
	char name[4200];
	lock->fd = -1;
	*holder = 0;
	if (snprintf(name, sizeof name, "%s.lock", path) >= (int)sizeof name) {
		snprintf(err, errsize, _("cannot lock the save %s: %s"), path,
			 strerror(ENAMETOOLONG));
		return SAVE_LOCK_FAILED;
	}
	int fd = open(name, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
	if (fd < 0) {
		snprintf(err, errsize, _("cannot lock the save %s: %s"), path, strerror(errno));
		return SAVE_LOCK_FAILED;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		int why = errno;
		char text[32] = "";
		ssize_t n = pread(fd, text, sizeof text - 1, 0);
		if (n > 0) {
			text[n] = '\0';
			*holder = (pid_t)strtol(text, NULL, 10);
		}
		close(fd);
		if (why == EWOULDBLOCK)
			return SAVE_IN_USE;
		snprintf(err, errsize, _("cannot lock the save %s: %s"), path, strerror(why));
		return SAVE_LOCK_FAILED;
	}
	/* who holds it, for the message the next one shows; the lock is what counts */
	char text[32];
	int len = snprintf(text, sizeof text, "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) == 0 && pwrite(fd, text, (size_t)len, 0) < 0) {
		/* only the message loses its process id */
	}
	lock->fd = fd;
	remove_temporaries(path);
	return SAVE_LOCKED;
}

void save_unlock(struct save_lock *lock)
{
	if (lock->fd >= 0)
		close(lock->fd);
	lock->fd = -1;
}

int save_slot_path(const char *default_path, int n, char *buf, size_t size)
{
	size_t len = strlen(default_path);
	const char *suffix = ".save";
	size_t slen = strlen(suffix);
	if (n <= 1 || len < slen || strcmp(default_path + len - slen, suffix) != 0)
		return snprintf(buf, size, "%s", default_path) < (int)size ? 0 : -1;
	int w = snprintf(buf, size, "%.*s.%d%s", (int)(len - slen), default_path, n, suffix);
	return w >= 0 && (size_t)w < size ? 0 : -1;
}
