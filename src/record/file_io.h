/*
 * Files that come from outside, read and written with care: reading never
 * hangs on a FIFO nor reads a device for ever, and writing never goes through
 * a symlink, never clobbers a file unless asked, and never leaves a file cut
 * short behind.
 */
#ifndef JANSOU_SRC_RECORD_FILE_IO_H
#define JANSOU_SRC_RECORD_FILE_IO_H

#include <stddef.h>

/* A pipe or FIFO may be read too (without FILE_READ_PIPES, only a regular file). */
enum { FILE_READ_PIPES = 1 };

/*
 * Opens path for reading, refusing anything but a regular file (or a pipe,
 * with FILE_READ_PIPES) before it is read; a FIFO without a writer does not
 * make it wait. Returns the descriptor, or -1 with errno set (ENOENT: no such
 * file; EINVAL: a directory, device or other special file) and the reason for
 * a message in why.
 */
int file_open_read(const char *path, int flags, char *why, size_t whysize);

/*
 * Reads the whole file at path, opened as file_open_read() does, into a
 * malloc'd *text of *len bytes with a NUL after them. A file of more than
 * max bytes is refused (errno EFBIG). Returns 0, or -1 with errno set and
 * the reason in why.
 */
int file_read_all(const char *path, size_t max, int flags, char **text, size_t *len, char *why,
		  size_t whysize);

/*
 * file_write_new(): FILE_WRITE_REPLACE, an existing file of that name is replaced (not what
 * it may link to); FILE_WRITE_PRIVATE, the file is the player's alone (mode 0600), as a
 * state file is, else it is made as the umask says.
 */
enum { FILE_WRITE_REPLACE = 1, FILE_WRITE_PRIVATE = 2 };

/*
 * Writes len bytes of text to a new file at path: first to a temporary file
 * beside it (created, never opened through a symlink), which then takes the
 * name path, only if nothing has that name yet (a dangling symlink counts)
 * unless FILE_WRITE_REPLACE is given. On any failure nothing is left behind
 * and whatever had the name is untouched. Returns 0, or -1 with errno set
 * (EEXIST: path exists).
 */
int file_write_new(const char *path, const char *text, size_t len, int flags);

/*
 * A write stopped half-way (the program killed) leaves its temporary file behind: one named
 * "NAME.XXXXXX" (six letters or digits) beside the file NAME. Removes those of name in dir
 * (of any name there when name is NULL) that have not changed for min_age seconds: a
 * temporary file that is younger may belong to a write under way. Returns how many went.
 */
int file_remove_temporaries(const char *dir, const char *name, int min_age);

#endif
