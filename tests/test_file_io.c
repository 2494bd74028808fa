/* Files from outside: special files refused unread, size limits, writes that never clobber. */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "src/record/file_io.h"

static char dir[] = "/tmp/jansou-file-io-XXXXXX";

static int make_dir(void **state)
{
	(void)state;
	strcpy(dir + strlen(dir) - 6, "XXXXXX");
	assert_non_null(mkdtemp(dir));
	alarm(10); /* reading a FIFO by mistake hangs: fail instead */
	return 0;
}

static int remove_dir(void **state)
{
	(void)state;
	alarm(0);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd);
}

static void at(char *buf, size_t size, const char *name)
{
	snprintf(buf, size, "%s/%s", dir, name);
}

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

/* The whole of a file, "" when there is none. */
static char *get(const char *path)
{
	static char buf[256];
	FILE *f = fopen(path, "r");
	size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
	if (f)
		fclose(f);
	buf[n] = '\0';
	return buf;
}

/* Entries of the directory, "." and ".." aside. */
static int entries(void)
{
	char cmd[128];
	snprintf(cmd, sizeof cmd, "exit $(ls -A '%s' | wc -l)", dir);
	int r = system(cmd);
	return WEXITSTATUS(r);
}

static int read_all(const char *path, size_t max, int flags, char **text, size_t *len, char *why)
{
	return file_read_all(path, max, flags, text, len, why, 200);
}

static void a_regular_file_is_read_whole_with_a_nul_after_it(void **state)
{
	(void)state;
	char path[128], why[200], *text;
	size_t len;
	at(path, sizeof path, "f");
	put(path, "rules = tenhou\n");
	assert_int_equal(read_all(path, 1024, 0, &text, &len, why), 0);
	assert_int_equal(len, 15);
	assert_string_equal(text, "rules = tenhou\n");
	free(text);
	put(path, "");
	assert_int_equal(read_all(path, 1024, 0, &text, &len, why), 0);
	assert_int_equal(len, 0);
	assert_string_equal(text, "");
	free(text);
	at(path, sizeof path, "none");
	assert_int_equal(read_all(path, 1024, 0, &text, &len, why), -1);
	assert_int_equal(errno, ENOENT);
	assert_null(text);
}

/* A FIFO with no writer is refused at once, not waited on; a device or directory too. */
static void special_files_are_refused_unread(void **state)
{
	(void)state;
	char path[128], why[200], *text;
	size_t len;
	at(path, sizeof path, "fifo");
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_int_equal(read_all(path, 1024, 0, &text, &len, why), -1);
	assert_int_equal(errno, EINVAL);
	assert_string_equal(why, "not a regular file");
	assert_int_equal(file_open_read(path, 0, why, sizeof why), -1);
	assert_int_equal(errno, EINVAL);
	assert_int_equal(read_all("/dev/zero", 1024, 0, &text, &len, why), -1);
	assert_int_equal(errno, EINVAL);
	/* pipes allowed, devices still are not */
	assert_int_equal(read_all("/dev/zero", 1024, FILE_READ_PIPES, &text, &len, why), -1);
	assert_string_equal(why, "not a regular file");
	assert_int_equal(read_all(dir, 1024, FILE_READ_PIPES, &text, &len, why), -1);
	assert_string_equal(why, strerror(EISDIR));
	/* a symlink to a device is the device */
	at(path, sizeof path, "link");
	assert_int_equal(symlink("/dev/null", path), 0);
	assert_int_equal(read_all(path, 1024, 0, &text, &len, why), -1);
	assert_int_equal(errno, EINVAL);
}

/* With FILE_READ_PIPES a pipe is read to its end, up to the limit. */
static void a_pipe_is_read_up_to_the_limit(void **state)
{
	(void)state;
	char path[64], why[200], *text, chunk[2000];
	size_t len;
	memset(chunk, 'x', sizeof chunk);
	for (int limit = 4096; limit >= 1024; limit -= 3072) {
		int fds[2];
		assert_int_equal(pipe(fds), 0);
		/* 2000 bytes fit in the pipe: written and closed before reading */
		assert_int_equal(write(fds[1], chunk, sizeof chunk), (ssize_t)sizeof chunk);
		close(fds[1]);
		snprintf(path, sizeof path, "/dev/fd/%d", fds[0]);
		int r = read_all(path, (size_t)limit, FILE_READ_PIPES, &text, &len, why);
		close(fds[0]);
		if (limit == 4096) {
			assert_int_equal(r, 0);
			assert_int_equal(len, 2000);
			free(text);
		} else {
			assert_int_equal(r, -1);
			assert_int_equal(errno, EFBIG);
			assert_string_equal(why, "larger than 1 KiB");
		}
	}
}

/* A regular file over the limit is refused by its size; one at the limit is read. */
static void a_file_over_the_limit_is_refused(void **state)
{
	(void)state;
	char path[128], why[200], *text;
	size_t len;
	at(path, sizeof path, "big");
	put(path, "");
	assert_int_equal(truncate(path, 65536), 0);
	assert_int_equal(read_all(path, 65536, 0, &text, &len, why), 0);
	assert_int_equal(len, 65536);
	free(text);
	assert_int_equal(truncate(path, 65537), 0);
	assert_int_equal(read_all(path, 65536, 0, &text, &len, why), -1);
	assert_int_equal(errno, EFBIG);
	assert_string_equal(why, "larger than 64 KiB");
	assert_int_equal(truncate(path, (64 << 20) + 1), 0);
	assert_int_equal(read_all(path, 64 << 20, 0, &text, &len, why), -1);
	assert_string_equal(why, "larger than 64 MiB");
}

/* A new file is made; an existing name, a dangling symlink's too, is refused untouched. */
static void a_new_file_never_takes_an_existing_name(void **state)
{
	(void)state;
	char path[128], target[128];
	at(path, sizeof path, "log.json");
	assert_int_equal(file_write_new(path, "one\n", 4, 0), 0);
	assert_string_equal(get(path), "one\n");
	assert_int_equal(file_write_new(path, "two\n", 4, 0), -1);
	assert_int_equal(errno, EEXIST);
	assert_string_equal(get(path), "one\n");
	unlink(path);
	at(target, sizeof target, "target");
	assert_int_equal(symlink(target, path), 0);
	assert_int_equal(file_write_new(path, "two\n", 4, 0), -1);
	assert_int_equal(errno, EEXIST);
	assert_int_equal(access(target, F_OK), -1); /* nothing made through the link */
	assert_int_equal(entries(), 1);		    /* and no temporary file left */
}

/* FILE_WRITE_REPLACE replaces a symlink itself; the file it points to keeps its text. */
static void replacing_never_writes_through_a_symlink(void **state)
{
	(void)state;
	char path[128], target[128];
	at(path, sizeof path, "log.json");
	at(target, sizeof target, "target");
	put(target, "keep\n");
	assert_int_equal(symlink(target, path), 0);
	assert_int_equal(file_write_new(path, "new\n", 4, FILE_WRITE_REPLACE), 0);
	struct stat st;
	assert_int_equal(lstat(path, &st), 0);
	assert_true(S_ISREG(st.st_mode));
	assert_string_equal(get(path), "new\n");
	assert_string_equal(get(target), "keep\n");
	assert_int_equal(file_write_new(path, "newer\n", 6, FILE_WRITE_REPLACE), 0);
	assert_string_equal(get(path), "newer\n");
	assert_int_equal(entries(), 2);
}

/*
 * A write that fails half way (a file size limit makes write() fail as a full
 * disk would) leaves no file, empty or cut short, and the old one whole.
 */
static void a_failed_write_leaves_nothing_behind(void **state)
{
	(void)state;
	char path[128], old[128], text[4096];
	memset(text, 'x', sizeof text);
	at(path, sizeof path, "new.json");
	at(old, sizeof old, "old.json");
	put(old, "old\n");
	struct rlimit saved, small;
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &saved), 0);
	small = saved;
	small.rlim_cur = 1024;
	void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
	int r1 = file_write_new(path, text, sizeof text, 0);
	int e1 = errno;
	int r2 = file_write_new(old, text, sizeof text, FILE_WRITE_REPLACE);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &saved), 0);
	signal(SIGXFSZ, old_handler);
	assert_int_equal(r1, -1);
	assert_int_equal(e1, EFBIG);
	assert_int_equal(r2, -1);
	assert_int_equal(access(path, F_OK), -1);
	assert_string_equal(get(old), "old\n");
	assert_int_equal(entries(), 1);
	/* a directory in the way: refused, nothing left either */
	at(path, sizeof path, "sub");
	assert_int_equal(mkdir(path, 0700), 0);
	assert_int_equal(file_write_new(path, "x", 1, FILE_WRITE_REPLACE), -1);
	assert_int_equal(entries(), 2);
}

static void stale_temporary_files_are_removed_and_nothing_else(void **state)
{
	(void)state;
	char p[128], q[128];
	const char *names[] = {"game.save.Ab12Cd",   "game.save.a1b2c3",  "game.save",
			       "game.save.lock",     "game.save.damaged", "game.save.Ab12C",
			       "game.2.save.Zz99Zz", "history.jsonl"};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		at(p, sizeof p, names[i]);
		put(p, "x");
	}
	/* a temporary file of a write under way is young: left alone */
	assert_int_equal(file_remove_temporaries(dir, "game.save", 60), 0);
	/* old ones go, of that name only; a directory of that form stays */
	at(p, sizeof p, "game.save.Dir123");
	assert_int_equal(mkdir(p, 0700), 0);
	assert_int_equal(file_remove_temporaries(dir, "game.save", 0), 2);
	at(p, sizeof p, "game.save.Ab12Cd");
	assert_int_equal(access(p, F_OK), -1);
	at(q, sizeof q, "game.save.lock");
	assert_int_equal(access(q, F_OK), 0);
	assert_int_equal(entries(), 7);
	/* of any name */
	assert_int_equal(file_remove_temporaries(dir, NULL, 0), 1);
	assert_int_equal(entries(), 6);
}

static void a_private_file_is_the_players_alone(void **state)
{
	(void)state;
	char p[128];
	at(p, sizeof p, "drill.json");
	mode_t old = umask(022);
	assert_int_equal(file_write_new(p, "{}\n", 3, FILE_WRITE_PRIVATE), 0);
	umask(old);
	struct stat st;
	assert_int_equal(stat(p, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(a_regular_file_is_read_whole_with_a_nul_after_it,
					    make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(special_files_are_refused_unread, make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_pipe_is_read_up_to_the_limit, make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_file_over_the_limit_is_refused, make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_new_file_never_takes_an_existing_name, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(replacing_never_writes_through_a_symlink, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(a_failed_write_leaves_nothing_behind, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(stale_temporary_files_are_removed_and_nothing_else,
					    make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_private_file_is_the_players_alone, make_dir,
					    remove_dir),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
