/* Saved games on disk: where they live, atomic writes, reading, moving a bad one aside. */
#include <config.h>

#include "src/record/save/save.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/record/file_io.h"
#include "src/text/i18n.h"

/* Creates dir and its parents (mode 0700, private to the player). */
static int make_dirs(char *dir)
{
	for (char *p = dir + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		int r = mkdir(dir, 0700);
		*p = '/';
		if (r < 0 && errno != EEXIST)
			return -1;
	}
	if (mkdir(dir, 0700) < 0 && errno != EEXIST)
		return -1;
	struct stat st;
	if (stat(dir, &st) < 0)
		return -1;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	return 0;
}

int save_xdg_dir(const char *env, const char *fallback, char *buf, size_t size, char *err,
		 size_t errsize)
{
	const char *xdg = getenv(env);
	const char *home = getenv("HOME");
	int n;
	/* the XDG spec: a relative path in XDG_*_HOME is ignored */
	if (xdg && xdg[0] == '/')
		n = snprintf(buf, size, "%s/%s", xdg, PACKAGE);
	else if (home && home[0])
		n = snprintf(buf, size, "%s/%s/%s", home, fallback, PACKAGE);
	else {
		snprintf(err, errsize, _("neither %s nor HOME is set"), env);
		return -1;
	}
	if (n < 0 || (size_t)n >= size) {
		snprintf(err, errsize, "%s", _("the directory name is too long"));
		return -1;
	}
	if (make_dirs(buf) < 0) {
		snprintf(err, errsize, _("cannot use the directory %s: %s"), buf, strerror(errno));
		return -1;
	}
	return 0;
}

int save_dir(char *buf, size_t size, char *err, size_t errsize)
{
	char why[200];
	if (save_xdg_dir("XDG_STATE_HOME", ".local/state", buf, size, why, sizeof why) < 0) {
		snprintf(err, errsize, _("cannot save games: %s"), why);
		return -1;
	}
	return 0;
}

int save_default_path(char *buf, size_t size, char *err, size_t errsize)
{
	if (save_dir(buf, size, err, errsize) < 0)
		return -1;
	size_t n = strlen(buf);
	if (snprintf(buf + n, size - n, "/game.save") >= (int)(size - n)) {
		snprintf(err, errsize, "%s",
			 _("cannot save games: the directory name is too long"));
		return -1;
	}
	return 0;
}

/* write() until all is written; -1 with errno on failure (ENOSPC for a full disk). */
static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (w == 0) {
			errno = ENOSPC;
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Flushes the directory entry of a rename to disk; a file system that cannot is no error. */
static int sync_dir_of(const char *path)
{
	char *copy = strdup(path);
	if (!copy)
		return -1;
	int fd = open(dirname(copy), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	free(copy);
	if (fd < 0)
		return -1;
	int r = fsync(fd);
	if (r < 0 && (errno == EINVAL || errno == EROFS))
		r = 0;
	close(fd);
	return r;
}

int save_write_file(const char *path, const char *text, size_t len, char *err, size_t errsize)
{
	size_t plen = strlen(path);
	char *tmp = malloc(plen + 8);
	if (!tmp) {
		snprintf(err, errsize, _("cannot write %s: %s"), path, strerror(ENOMEM));
		return -1;
	}
	memcpy(tmp, path, plen);
	memcpy(tmp + plen, ".XXXXXX", 8);
	const char *step = _("cannot create a file beside %s: %s");
	int fd = mkstemp(tmp);
	int r = -1;
	if (fd >= 0) {
		step = _("cannot write the save %s: %s");
		if (write_all(fd, text, len) == 0 && fsync(fd) == 0) {
			int c = close(fd);
			fd = -1;
			if (c == 0 && (step = _("cannot put the save in place as %s: %s"),
				       rename(tmp, path) == 0)) {
				r = 0;
				/* the new contents are in place; a failed directory flush only
				   risks the previous save coming back after a power cut */
				sync_dir_of(path);
			}
		}
		int saved = errno;
		if (fd >= 0)
			close(fd);
		if (r < 0)
			unlink(tmp);
		errno = saved;
	}
	if (r < 0)
		snprintf(err, errsize, step, path, strerror(errno));
	free(tmp);
	return r;
}

int save_write(const char *path, const struct save_game *s, char *err, size_t errsize)
{
	size_t len;
	char *text = save_format(s, &len);
	if (!text) {
		snprintf(err, errsize, _("cannot save the game: %s"), strerror(ENOMEM));
		return -1;
	}
	int r = save_write_file(path, text, len, err, errsize);
	free(text);
	return r;
}

enum save_status save_read(const char *path, struct save_game *out, char *err, size_t errsize)
{
	memset(out, 0, sizeof *out);
	char *text, why[200];
	size_t len;
	/* a FIFO or a device in the save's place is refused, not read: the game must not hang */
	if (file_read_all(path, SAVE_MAX_SIZE, 0, &text, &len, why, sizeof why) < 0) {
		if (errno == ENOENT) {
			snprintf(err, errsize, _("no saved game in %s"), path);
			return SAVE_MISSING;
		}
		snprintf(err, errsize, _("cannot read the save %s: %s"), path, why);
		/* a file too big is a damaged save; one that cannot be read is left alone */
		return errno == EFBIG ? SAVE_CORRUPT : SAVE_UNREADABLE;
	}
	enum save_status st = save_parse(text, len, out, err, errsize);
	free(text);
	return st;
}

int save_move_aside(const char *path, const char *why, char *moved_to, size_t size)
{
	for (int i = 0; i < 1000; i++) {
		int n = i ? snprintf(moved_to, size, "%s.%s.%d", path, why, i)
			  : snprintf(moved_to, size, "%s.%s", path, why);
		if (n < 0 || (size_t)n >= size) {
			errno = ENAMETOOLONG;
			return -1;
		}
		/* link() never replaces a file, as rename() would */
		if (link(path, moved_to) == 0)
			return unlink(path);
		if (errno == EEXIST)
			continue;
		if (errno != EPERM && errno != ENOTSUP && errno != EXDEV)
			return -1;
		/* a file system without hard links: rename, after looking */
		if (access(moved_to, F_OK) == 0)
			continue;
		return rename(path, moved_to);
	}
	errno = EEXIST;
	return -1;
}
