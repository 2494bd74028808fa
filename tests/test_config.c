/* The configuration file: keys, rule options, and what a bad line is told. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "src/cli/config.h"

/* Parses text as the file "cfg"; returns the problems and what was reported. */
static int parse(struct config *c, const char *text, char **messages)
{
	size_t size;
	FILE *errors = open_memstream(messages, &size);
	assert_non_null(errors);
	config_defaults(c);
	int n = config_parse(c, text, strlen(text), "cfg", errors);
	fclose(errors);
	return n;
}

static void every_key_is_read(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	int n = parse(&c,
		      "# a comment line\n"
		      "rules = tenhou\n"
		      "  ai=efficiency , defensive,efficiency   # trailing comment\n"
		      "tiles = text\n"
		      "lang = ja\n"
		      "colour = never\n"
		      "auto_win = yes\n"
		      "auto_pass = true\n"
		      "auto_discard = off\n"
		      "bell = turns\n"
		      "delay = 400\n"
		      "\n",
		      &msg);
	assert_string_equal(msg, "");
	assert_int_equal(n, 0);
	assert_string_equal(c.rules, "tenhou");
	assert_int_equal(c.nai, 3);
	assert_string_equal(c.ai[0], "efficiency");
	assert_string_equal(c.ai[1], "defensive");
	assert_string_equal(c.ai[2], "efficiency");
	assert_int_equal(c.ai_line, 3);
	assert_int_equal(c.tiles, CONFIG_TILES_TEXT);
	assert_string_equal(c.lang, "ja");
	assert_int_equal(c.colour, CONFIG_COLOUR_NEVER);
	assert_true(c.auto_win);
	assert_true(c.auto_pass);
	assert_false(c.auto_discard);
	assert_int_equal(c.bell, CONFIG_BELL_TURNS);
	assert_int_equal(c.delay_ms, 400);
	free(msg);
}

/* The opponents' pause: milliseconds from 0 to 5000, else reported at its line. */
static void delay_takes_milliseconds(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(parse(&c, "delay = 0\n", &msg), 0);
	assert_int_equal(c.delay_ms, 0);
	free(msg);
	assert_true(parse(&c, "delay = 5001\n", &msg) > 0);
	assert_non_null(strstr(msg, "cfg:1: delay: \"5001\" is not milliseconds from 0 to 5000"));
	assert_int_equal(c.delay_ms, -1);
	free(msg);
	assert_true(parse(&c, "delay = soon\n", &msg) > 0);
	assert_non_null(strstr(msg, "is not milliseconds"));
	free(msg);
}

static void an_empty_file_leaves_the_defaults(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(parse(&c, "", &msg), 0);
	assert_string_equal(c.rules, "");
	assert_int_equal(c.nai, 0);
	assert_int_equal(c.tiles, CONFIG_TILES_AUTO);
	assert_int_equal(c.colour, CONFIG_COLOUR_AUTO);
	assert_false(c.auto_win);
	assert_true(c.auto_discard);
	assert_int_equal(c.delay_ms, -1);
	free(msg);
}

/* As --ai: "ai = X" seats X three times; two names, the second twice. */
static void one_ai_name_fills_every_seat(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(parse(&c, "ai = random", &msg), 0);
	assert_string_equal(c.ai[0], "random");
	assert_string_equal(c.ai[2], "random");
	free(msg);
	assert_int_equal(parse(&c, "ai = a,b", &msg), 0);
	assert_string_equal(c.ai[1], "b");
	assert_string_equal(c.ai[2], "b");
	free(msg);
}

static void unknown_key_is_reported_with_file_and_line(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	int n = parse(&c, "tiles = glyph\n\nfavourite_tile = 5p\n", &msg);
	assert_int_equal(n, 1);
	assert_string_equal(msg, "cfg:3: unknown key \"favourite_tile\"\n");
	assert_int_equal(c.tiles, CONFIG_TILES_GLYPH); /* the good lines still count */
	free(msg);
}

static void bad_values_are_reported_and_skipped(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	int n = parse(&c,
		      "rules = nosuch\n"
		      "tiles = pictures\n"
		      "auto_win = maybe\n"
		      "lang = xx\n"
		      "ai = a,b,c,d\n"
		      "ai = a,,b\n",
		      &msg);
	assert_int_equal(n, 6);
	assert_non_null(strstr(msg, "cfg:1: rules: no rule preset \"nosuch\" (there are standard"));
	assert_non_null(strstr(msg, "cfg:2: tiles: \"pictures\" is not auto, glyph or text\n"));
	assert_non_null(strstr(msg, "cfg:3: auto_win: \"maybe\" is not true or false\n"));
	assert_non_null(strstr(msg, "cfg:4: lang: no language \"xx\""));
	assert_non_null(strstr(msg, "cfg:5: ai: give one to three player names"));
	assert_non_null(strstr(msg, "cfg:6: ai: give one to three player names"));
	assert_string_equal(c.rules, "");
	assert_int_equal(c.tiles, CONFIG_TILES_AUTO);
	assert_int_equal(c.nai, 0);
	free(msg);
}

static void malformed_lines_are_reported(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	int n = parse(&c, "just words\n= 3\ntiles =\n", &msg);
	assert_int_equal(n, 3);
	assert_non_null(strstr(msg, "cfg:1: expected \"key = value\", not \"just words\"\n"));
	assert_non_null(strstr(msg, "cfg:2: a key is missing"));
	assert_non_null(strstr(msg, "cfg:3: tiles: the value is missing"));
	free(msg);
}

/* Windows line ends and a last line without a newline are fine. */
static void crlf_and_no_final_newline_are_accepted(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(parse(&c, "tiles = text\r\ncolor = always", &msg), 0);
	assert_int_equal(c.tiles, CONFIG_TILES_TEXT);
	assert_int_equal(c.colour, CONFIG_COLOUR_ALWAYS);
	free(msg);
}

static void a_nul_byte_is_not_text(void **state)
{
	(void)state;
	struct config c;
	size_t size;
	char *msg;
	FILE *errors = open_memstream(&msg, &size);
	config_defaults(&c);
	assert_int_equal(config_parse(&c, "tiles = te\0xt\n", 13, "cfg", errors), 1);
	fclose(errors);
	assert_non_null(strstr(msg, "cfg:1: a NUL byte"));
	free(msg);
}

/* Any name of rules_option_table is a key; it applies over the preset. */
static void rule_options_override_the_preset(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	int n = parse(
	    &c, "open_tanyao = false\numa = 20,10,-10,-20\nrules = standard\nrenhou = yakuman\n",
	    &msg);
	assert_int_equal(n, 0);
	assert_int_equal(c.noptions, 3);
	struct rules r;
	char err[256];
	assert_int_equal(config_rules(&c, NULL, &r, err, sizeof err), 0);
	assert_false(r.open_tanyao);
	assert_int_equal(r.uma[0], 20);
	assert_int_equal(r.uma[3], -20);
	assert_int_equal(r.renhou, RENHOU_YAKUMAN);
	free(msg);
}

/* Chinese Official rules take only the options flowers and reseat: a riichi option beside them is
 * refused at its line, as calc refuses it, and flowers alone is taken. */
static void mcr_rules_refuse_riichi_options(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(parse(&c, "rules = mcr\nopen_tanyao = false\n", &msg), 0);
	struct rules r;
	char err[256];
	assert_int_equal(config_rules(&c, NULL, &r, err, sizeof err), -1);
	assert_non_null(strstr(err, ":2: open_tanyao is a riichi rule"));
	free(msg);
	/* the same file with --rules standard on the command line is riichi: taken */
	assert_int_equal(config_rules(&c, "standard", &r, err, sizeof err), 0);
	assert_false(r.open_tanyao);
	assert_int_equal(parse(&c, "rules = mcr\nflowers = false\n", &msg), 0);
	assert_int_equal(config_rules(&c, NULL, &r, err, sizeof err), 0);
	assert_false(r.flowers);
	free(msg);
}

static void a_bad_rule_option_names_itself(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	int n = parse(&c, "uma = 1,2\nmax_ron = 7\nopen_tanyao = sometimes\n", &msg);
	assert_int_equal(n, 3);
	assert_non_null(strstr(msg, "cfg:1: uma: \"1,2\" must be 4 comma-separated numbers"));
	assert_non_null(strstr(msg, "cfg:2: max_ron: \"7\" is not a whole number from 1 to 3"));
	assert_non_null(strstr(msg, "cfg:3: open_tanyao: \"sometimes\" is not true or false"));
	assert_int_equal(c.noptions, 0);
	free(msg);
}

/* A later line wins over an earlier one, for rule options as for keys. */
static void a_later_line_wins(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(
	    parse(&c, "open_tanyao = false\ntiles = text\nopen_tanyao = true\ntiles = glyph\n",
		  &msg),
	    0);
	assert_int_equal(c.noptions, 1);
	assert_string_equal(c.options[0].value, "true");
	assert_int_equal(c.options[0].line, 3);
	assert_int_equal(c.tiles, CONFIG_TILES_GLYPH);
	free(msg);
}

/* The command line's --rules wins over the file's preset; the overrides still apply. */
static void the_command_line_preset_wins(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(parse(&c, "rules = tenhou\nkiriage_mangan = true\n", &msg), 0);
	struct rules r;
	char err[256];
	assert_int_equal(config_rules(&c, "league", &r, err, sizeof err), 0);
	assert_string_equal(r.preset, "league");
	assert_true(r.kiriage_mangan);
	assert_int_equal(config_rules(&c, "nosuch", &r, err, sizeof err), -1);
	assert_non_null(strstr(err, "nosuch"));
	free(msg);
}

static void the_path_follows_xdg_then_home(void **state)
{
	(void)state;
	char path[512];
	setenv("XDG_CONFIG_HOME", "/x/conf", 1);
	setenv("HOME", "/home/p", 1);
	assert_int_equal(config_path(path, sizeof path), 0);
	assert_string_equal(path, "/x/conf/jansou/config");
	setenv("XDG_CONFIG_HOME", "relative/is/ignored", 1);
	assert_int_equal(config_path(path, sizeof path), 0);
	assert_string_equal(path, "/home/p/.config/jansou/config");
	unsetenv("XDG_CONFIG_HOME");
	assert_int_equal(config_path(path, sizeof path), 0);
	assert_string_equal(path, "/home/p/.config/jansou/config");
	unsetenv("HOME");
	assert_int_equal(config_path(path, sizeof path), -1);
}

static void a_missing_file_is_no_problem_and_a_real_one_is_read(void **state)
{
	(void)state;
	struct config c;
	config_defaults(&c);
	assert_int_equal(config_load(&c, "/nonexistent/jansou/config", stderr), 0);
	char path[] = "/tmp/jansou-config-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	const char text[] = "tiles = text\nbogus = 1\n";
	assert_int_equal(write(fd, text, sizeof text - 1), (ssize_t)(sizeof text - 1));
	close(fd);
	char *msg;
	size_t size;
	FILE *errors = open_memstream(&msg, &size);
	assert_int_equal(config_load(&c, path, errors), 1);
	fclose(errors);
	char want[128];
	snprintf(want, sizeof want, "%s:2: unknown key \"bogus\"\n", path);
	assert_string_equal(msg, want);
	assert_string_equal(c.file, path);
	assert_int_equal(c.tiles, CONFIG_TILES_TEXT);
	unlink(path);
	free(msg);
	/* a directory cannot be read as a file */
	config_defaults(&c);
	errors = open_memstream(&msg, &size);
	assert_int_equal(config_load(&c, "/", errors), 1);
	fclose(errors);
	assert_non_null(strstr(msg, "cannot read the configuration"));
	free(msg);
}

/* A FIFO, a device or an endless file as the configuration: refused unread, start-up goes on. */
static void special_and_huge_files_are_refused_unread(void **state)
{
	(void)state;
	alarm(10); /* a regression hangs on the FIFO: fail instead */
	char dir[] = "/tmp/jansou-config-XXXXXX", path[64];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/config", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	const char *const files[] = {path, "/dev/zero", path};
	const char *const why[] = {"not a regular file", "not a regular file",
				   "larger than 64 KiB"};
	for (int i = 0; i < 3; i++) {
		if (i == 2) {
			/* one byte more than CONFIG_MAX_SIZE, all of it comment */
			unlink(path);
			FILE *f = fopen(path, "w");
			assert_non_null(f);
			for (int k = 0; k <= CONFIG_MAX_SIZE; k++)
				fputc(k % 64 == 63 ? '\n' : '#', f);
			fclose(f);
		}
		struct config c;
		config_defaults(&c);
		char *msg;
		size_t size;
		FILE *errors = open_memstream(&msg, &size);
		assert_int_equal(config_load(&c, files[i], errors), 1);
		fclose(errors);
		char want[128];
		snprintf(want, sizeof want, "%s: cannot read the configuration: %s\n", files[i],
			 why[i]);
		assert_string_equal(msg, want);
		free(msg);
	}
	unlink(path);
	rmdir(dir);
	alarm(0);
}

/* A key or value holding terminal controls is quoted with them escaped, never sent. */
static void control_characters_in_messages_are_escaped(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	int n = parse(&c, "\x1b]0;pwned\x07 = 1\ntiles = \x1b[2J\nno equals \x9b\n", &msg);
	assert_int_equal(n, 3);
	assert_string_equal(msg, "cfg:1: unknown key \"\\e]0;pwned\\x07\"\n"
				 "cfg:2: tiles: \"\\e[2J\" is not auto, glyph or text\n"
				 "cfg:3: expected \"key = value\", not \"no equals \\x9B\"\n");
	free(msg);
}

static bool known_player(const char *name)
{
	return strcmp(name, "efficiency") == 0;
}

static void unknown_players_are_reported_at_their_line(void **state)
{
	(void)state;
	struct config c;
	char *msg;
	assert_int_equal(parse(&c, "\nai = efficiency,nobody\n", &msg), 0);
	free(msg);
	size_t size;
	FILE *errors = open_memstream(&msg, &size);
	assert_int_equal(config_check_players(&c, known_player, errors), 1);
	fclose(errors);
	assert_string_equal(msg, "cfg:2: ai: no player \"nobody\"\n");
	free(msg);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(every_key_is_read),
	    cmocka_unit_test(an_empty_file_leaves_the_defaults),
	    cmocka_unit_test(delay_takes_milliseconds),
	    cmocka_unit_test(one_ai_name_fills_every_seat),
	    cmocka_unit_test(unknown_key_is_reported_with_file_and_line),
	    cmocka_unit_test(bad_values_are_reported_and_skipped),
	    cmocka_unit_test(malformed_lines_are_reported),
	    cmocka_unit_test(crlf_and_no_final_newline_are_accepted),
	    cmocka_unit_test(a_nul_byte_is_not_text),
	    cmocka_unit_test(rule_options_override_the_preset),
	    cmocka_unit_test(a_bad_rule_option_names_itself),
	    cmocka_unit_test(a_later_line_wins),
	    cmocka_unit_test(the_command_line_preset_wins),
	    cmocka_unit_test(the_path_follows_xdg_then_home),
	    cmocka_unit_test(a_missing_file_is_no_problem_and_a_real_one_is_read),
	    cmocka_unit_test(unknown_players_are_reported_at_their_line),
	    cmocka_unit_test(special_and_huge_files_are_refused_unread),
	    cmocka_unit_test(control_characters_in_messages_are_escaped),
	    cmocka_unit_test(mcr_rules_refuse_riichi_options),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
