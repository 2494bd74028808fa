/* Reading and writing files from outside with care; see src/record/file_io.h. */
#include <config.h>

#include "src/record/file_io.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "src/text/i18n.h"

static int fail(int err, char *why, size_t whysize)
{
	snprintf(why, whysize, "%s", strerror(err));
	errno = err;
	return -1;
}

static bool kind_allowed(mode_t mode, int flags)
{
	return S_ISREG(mode) || ((flags & FILE_READ_PIPES) && S_ISFIFO(mode));
}

static int fail_kind(mode_t mode, char *why, size_t whysize)
{
	snprintf(why, whysize, "%s", S_ISDIR(mode) ? strerror(EISDIR) : _("not a regular file"));
	errno = EINVAL;
	return -1;
}

static int fail_size(size_t max, char *why, size_t whysize)
{
	if (max >= (1u << 20) && max % (1u << 20) == 0)
		snprintf(why, whysize, _("larger than %zu MiB"), max >> 20);
	else
		snprintf(why, whysize, _("larger than %zu KiB"), max >> 10);
	errno = EFBIG;
	return -1;
}

/* Reads fd to its end into *text; at most max bytes. */
static int read_fd(int fd, size_t cap, size_t max, char **text, size_t *len, char *why,
		   size_t whysize)
{
	char *buf = malloc(cap + 1);
	size_t n = 0;
	if (!buf)
		return fail(ENOMEM, why, whysize);
	for (;;) {
		if (n == cap) {
			/* max + 1 bytes read: there is more than max */
			if (cap > max) {
				free(buf);
				return fail_size(max, why, whysize);
			}
			size_t bigger = cap > max / 2 ? max + 1 : 2 * cap;
			char *more = realloc(buf, bigger + 1);
			if (!more) {
				free(buf);
				return fail(ENOMEM, why, whysize);
			}
			buf = more;
			cap = bigger;
		}
		ssize_t got = read(fd, buf + n, cap - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			int err = errno;
			free(buf);
			return fail(err, why, whysize);
		}
		if (got == 0)
			break;
		n += (size_t)got;
	}
	buf[n] = '\0';
	*text = buf;
	*len = n;
	return 0;
}

int file_open_read(const char *path, int flags, char *why, size_t whysize)
{
	struct stat st;
	/* looked at before it is opened: opening a device may do something by itself */
	if (stat(path, &st) != 0)
		return fail(errno, why, whysize);
	if (!kind_allowed(st.st_mode, flags))
		return fail_kind(st.st_mode, why, whysize);
	/* without O_NONBLOCK, opening a FIFO waits for a writer, maybe for ever */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return fail(errno, why, whysize);
	int r = 0;
	/* what was opened is looked at again: the name may have changed hands */
	if (fstat(fd, &st) != 0)
		r = fail(errno, why, whysize);
	else if (!kind_allowed(st.st_mode, flags))
		r = fail_kind(st.st_mode, why, whysize);
	else if (fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0)
		r = fail(errno, why, whysize);
	if (r == 0)
		return fd;
	int saved = errno;
	close(fd);
	errno = saved;
	return -1;
}

int file_read_all(const char *path, size_t max, int flags, char **text, size_t *len, char *why,
		  size_t whysize)
{
	*text = NULL;
	*len = 0;
	int fd = file_open_read(path, flags, why, whysize);
	if (fd < 0)
		return -1;
	struct stat st;
	int r;
	if (fstat(fd, &st) != 0)
		r = fail(errno, why, whysize);
	else if (S_ISREG(st.st_mode) && (uintmax_t)st.st_size > max)
		r = fail_size(max, why, whysize);
	else {
		/* a regular file's size is known, a pipe's is not */
		size_t cap = S_ISREG(st.st_mode) ? (size_t)st.st_size + 1 : 65536;
		r = read_fd(fd, cap < max ? cap : max + 1, max, text, len, why, whysize);
	}
	int saved = errno;
	close(fd);
	errno = saved;
	return r;
}

/* write() until all is written; -1 with errno on failure (ENOSPC for a full disk). */
static int write_all(int fd, const char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			return -1;
		if (w == 0) {
			errno = ENOSPC;
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Creates a temporary file "PATH.XXXXXX" beside path; its name goes to tmp. */
static int create_temporary(const char *path, char *tmp, size_t size, mode_t mode)
{
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	unsigned seed = (unsigned)now.tv_nsec ^ (unsigned)getpid() * 2654435761u;
	for (int i = 0; i < 100; i++) {
		seed = seed * 1103515245u + 12345u;
		snprintf(tmp, size, "%s.%06x", path, (seed >> 8) & 0xffffff);
		/* O_EXCL: made here and now, never an existing file nor a symlink's target */
		int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
		if (fd >= 0 || errno != EEXIST)
			return fd;
	}
	return -1;
}

/* Gives tmp the name path unless something has that name already. */
static int take_free_name(const char *tmp, const char *path)
{
	/* link() never replaces a name, as rename() would */
	if (link(tmp, path) == 0) {
		unlink(tmp); /* were this to fail, only a stray temporary file would stay */
		return 0;
	}
	if (errno != EPERM && errno != ENOTSUP && errno != ENOSYS)
		return -1;
	/* a file system without hard links: look, then rename */
	struct stat st;
	if (lstat(path, &st) == 0) {
		errno = EEXIST;
		return -1;
	}
	return rename(tmp, path);
}

int file_write_new(const char *path, const char *text, size_t len, int flags)
{
	size_t size = strlen(path) + 8;
	char *tmp = malloc(size);
	if (!tmp) {
		errno = ENOMEM;
		return -1;
	}
	int fd = create_temporary(path, tmp, size, flags & FILE_WRITE_PRIVATE ? 0600 : 0666);
	if (fd < 0) {
		int saved = errno;
		free(tmp);
		errno = saved;
		return -1;
	}
	int r = write_all(fd, text, len);
	int saved = errno;
	if (close(fd) != 0 && r == 0) {
		saved = errno;
		r = -1;
	}
	if (r == 0) {
		/* rename() replaces a symlink itself, never the file it points to */
		r = flags & FILE_WRITE_REPLACE ? rename(tmp, path) : take_free_name(tmp, path);
		saved = errno;
	}
	if (r != 0)
		unlink(tmp);
	free(tmp);
	errno = saved;
	return r;
}

/* Whether entry is the name of a temporary file of name (of any file when name is NULL). */
static bool is_temporary_of(const char *entry, const char *name)
{
	size_t n = strlen(entry);
	if (n < 8 || entry[n - 7] != '.')
		return false;
	for (size_t i = n - 6; i < n; i++)
		if (!isalnum((unsigned char)entry[i]))
			return false;
	return name ? strlen(name) == n - 7 && strncmp(entry, name, n - 7) == 0 : true;
}

int file_remove_temporaries(const char *dir, const char *name, int min_age)
{
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	int removed = 0;
	time_t now = time(NULL);
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (!is_temporary_of(e->d_name, name))
			continue;
		struct stat st;
		/*
		 * only files: never a directory, nor a symlink's target. The age is asked only
		 * when one is wanted: a file just written may carry an mtime a second ahead of
		 * time() (the file system's clock is finer than time()'s), so with a min_age of
		 * 0 it would look younger than 0 and be kept.
		 */
		if (fstatat(dirfd(d), e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0 ||
		    !S_ISREG(st.st_mode) || (min_age > 0 && now - st.st_mtime < min_age))
			continue;
		if (unlinkat(dirfd(d), e->d_name, 0) == 0)
			removed++;
	}
	closedir(d);
	return removed;
}
