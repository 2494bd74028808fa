/* The history: a record a line whatever came before it, its log beside it, a game once. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "src/record/history.h"

static char data[] = "/tmp/jansou-history-XXXXXX";
static char file[128];

static int make_data(void **state)
{
	(void)state;
	strcpy(data + strlen(data) - 6, "XXXXXX");
	assert_non_null(mkdtemp(data));
	setenv("XDG_DATA_HOME", data, 1);
	snprintf(file, sizeof file, "%s/jansou/history.jsonl", data);
	return 0;
}

static int remove_data(void **state)
{
	(void)state;
	char cmd[160];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", data);
	return system(cmd);
}

static struct history_game a_game(unsigned long long seed)
{
	struct history_game g = {.time = 1700000000,
				 .seed = seed,
				 .placement = 2,
				 .points = 31000,
				 .score = 11.0,
				 .hands = 9,
				 .wins = 2};
	snprintf(g.rules, sizeof g.rules, "standard");
	return g;
}

static void append(const char *text)
{
	FILE *f = fopen(file, "a");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static void a_record_after_a_cut_short_line_starts_a_line_of_its_own(void **state)
{
	(void)state;
	char err[300];
	struct history_game g = a_game(1);
	assert_int_equal(history_add(&g, NULL, err, sizeof err), 0);
	/* a power cut in the middle of the next record */
	append("{\"time\":1700000100,\"seed\":2,\"rules\":\"stan");
	g = a_game(3);
	assert_int_equal(history_add(&g, NULL, err, sizeof err), 0);
	struct history_game *games;
	int n = history_read(&games, NULL, err, sizeof err);
	/* the cut-short line is skipped; the records before and after it are whole */
	assert_int_equal(n, 2);
	assert_int_equal(games[0].seed, 1);
	assert_int_equal(games[1].seed, 3);
	assert_int_equal(games[1].wins, 2);
	free(games);
}

static void a_game_is_found_by_its_save(void **state)
{
	(void)state;
	char err[300];
	assert_int_equal(history_has_game("0123456789abcdef"), 0); /* no history yet */
	struct history_game g = a_game(5);
	snprintf(g.save_id, sizeof g.save_id, "0123456789abcdef");
	assert_int_equal(history_add(&g, "{\"log\":1}", err, sizeof err), 0);
	assert_int_equal(history_has_game("0123456789abcdef"), 1);
	assert_int_equal(history_has_game("fedcba9876543210"), 0);
	assert_int_equal(history_has_game(""), 0);
	/* the log the record names is there */
	struct history_game *games;
	assert_int_equal(history_read(&games, NULL, err, sizeof err), 1);
	char path[4400];
	assert_int_equal(history_log_path(&games[0], path, sizeof path, err, sizeof err), 0);
	assert_int_equal(access(path, F_OK), 0);
	free(games);
	struct stat st;
	assert_int_equal(stat(file, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test_setup_teardown(
		a_record_after_a_cut_short_line_starts_a_line_of_its_own, make_data, remove_data),
	    cmocka_unit_test_setup_teardown(a_game_is_found_by_its_save, make_data, remove_data),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
