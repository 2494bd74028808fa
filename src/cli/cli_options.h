/*
 * The command line of jansou and of each sub-command, from one table of options each: the
 * table gives getopt_long() its arrays and --help its option lines, so an option is written
 * once. Options may come before or after the operands, as GNU programs take them, and "--"
 * ends them.
 */
#ifndef JANSOU_SRC_CLI_CLI_OPTIONS_H
#define JANSOU_SRC_CLI_CLI_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>

/* Keys from here up name options that have no short form. */
enum { CLI_LONG_ONLY = 0x100 };

/* The most options a table may hold (calc has the most: a field of its requests each). */
enum { CLI_OPTIONS_MAX = 48 };

/*
 * One option. A row with no name but a help is a heading in --help (printed as it is, after
 * a blank line); the table ends with a row of neither.
 */
struct cli_option {
	const char *name; /* the long option, without "--" */
	int key;	  /* a letter: -x is the short form; from CLI_LONG_ONLY up: long only */
	const char *arg;  /* msgid: the value's name in --help ("N"); NULL: a flag */
	const char *help; /* msgid: what it does, wrapped to the terminal; NULL: not in --help */
};

/* The row every command has. */
/* clang-format off */
#define CLI_OPTION_HELP {"help", 'h', NULL, N_("show this help and exit")}
/* clang-format on */

/* A command line being read against a table (getopt_long's state is global: one at a time). */
struct cli_parse {
	const char *command; /* "replay", for messages; NULL for jansou's own options */
	const struct cli_option *options;
	int argc;
	char **argv;
	/*
	 * jansou itself: the first operand is a command, and what follows it is that command's
	 * to read. Set after cli_parse_start().
	 */
	bool stop_at_operand;
	const char *value; /* the value of the option cli_parse_next() returned */
	/* the operands in order, once cli_parse_next() has returned 0 (in argv's own array) */
	char **operands;
	int noperands;
	struct option longopts[CLI_OPTIONS_MAX + 1];
	char shortopts[3 * CLI_OPTIONS_MAX + 3];
};

/* Starts reading argv (argv[0] is the command's name) against options. */
void cli_parse_start(struct cli_parse *p, const char *command, const struct cli_option *options,
		     int argc, char **argv);

/*
 * The key of the next option, its value (if it takes one) in p->value; 0 at the end, the
 * operands then in p->operands; -1 after printing a usage error (an unknown option, a value
 * missing or given to a flag) and the hint to try --help.
 */
int cli_parse_next(struct cli_parse *p);

/* After the end: 0 when there is no operand, else a usage error for the first (returns 2). */
int cli_parse_no_operands(const struct cli_parse *p);

/* Prints the option lines of --help: aligned, translated, wrapped to 80 columns. */
void cli_options_print(const struct cli_option *options, FILE *out);

/*
 * Prints "jansou COMMAND: " (or "jansou: " for a NULL command) and the message to stderr,
 * then the hint to try --help; returns 2, the exit status of bad usage.
 */
int cli_usage_error(const char *command, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

#endif
