/* jansou: riichi mahjong for the terminal. Option parsing and sub-command dispatch. */
#include <config.h>

#include <getopt.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "src/cli.h"
#include "src/cli_io.h"
#include "src/i18n.h"
#include "src/output_check.h"

static void print_usage(FILE *out)
{
	fprintf(out, _("Usage: %s [OPTION]... [COMMAND [ARG]...]\n"), PACKAGE);
	fputs(_("Riichi mahjong in the terminal: one player against three computer opponents.\n"), out);
	fputs("\n", out);
	fputs(_("Options:\n"), out);
	fputs(_("  -h, --help       show this help and exit\n"), out);
	fputs(_("  -V, --version    show the version and exit\n"), out);
	fputs(_("      --lang LANG  language of the messages: en, ja or zh\n"), out);
	fputs(_("      --list-ai    list the computer opponents and exit\n"), out);
	if (cli_commands[0].name) {
		fputs("\n", out);
		fputs(_("Commands:\n"), out);
		for (const struct cli_command *c = cli_commands; c->name; c++)
			fprintf(out, "  %-16s %s\n", c->name, _(c->summary));
		fprintf(out, _("\nRun '%s COMMAND --help' for the options of a command.\n"), PACKAGE);
	}
	fprintf(out, _("\nReport bugs to <%s>.\n"), PACKAGE_BUGREPORT);
}

static void print_version(void)
{
	printf("%s %s\n", PACKAGE, VERSION);
	puts("Copyright (C) 2026 the jansou authors.");
	puts(_("License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
	       "This is free software: you are free to change and redistribute it.\n"
	       "There is NO WARRANTY, to the extent permitted by law."));
}

/* One line per AI strategy: its name, as --ai takes it, and what it does. */
static void print_ai_list(void)
{
	for (int i = 0; ai_strategies[i]; i++)
		printf("%-12s %s\n", ai_strategies[i]->name, _(ai_strategies[i]->describe));
}

static const struct cli_command *find_command(const char *name)
{
	for (const struct cli_command *c = cli_commands; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

enum { OPT_LIST_AI = 256 };

int main(int argc, char **argv)
{
	static const struct option long_options[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ "lang", required_argument, NULL, 'L' },
		{ "list-ai", no_argument, NULL, OPT_LIST_AI },
		{ NULL, 0, NULL, 0 },
	};

	/* --lang is read ahead so that every message, --help's too, is in that language. */
	i18n_init(i18n_lang_from_args(argc, argv));
	/* a reader closing the pipe early ends any command quietly (src/output_check.h) */
	cli_ignore_sigpipe();

	/* "+" stops at the first non-option, so sub-commands parse their own options. */
	int opt;
	while ((opt = getopt_long(argc, argv, "+hV", long_options, NULL)) != -1) {
		switch (opt) {
		case 'h':
			print_usage(stdout);
			return output_check_stdout(EXIT_SUCCESS);
		case 'V':
			print_version();
			return output_check_stdout(EXIT_SUCCESS);
		case 'L':
			if (i18n_set_language(optarg) < 0) {
				fprintf(stderr, _("%s: unknown language '%s' (en, ja or zh)\n"), PACKAGE, optarg);
				return EXIT_FAILURE;
			}
			break;
		case OPT_LIST_AI:
			print_ai_list();
			return output_check_stdout(EXIT_SUCCESS);
		default:
			fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
			return EXIT_FAILURE;
		}
	}

	if (optind < argc) {
		const struct cli_command *cmd = find_command(argv[optind]);
		if (!cmd) {
			fprintf(stderr, _("%s: unknown command '%s'\n"), PACKAGE, argv[optind]);
			fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
			return EXIT_FAILURE;
		}
		int first = optind;
		optind = 0; /* let the sub-command's getopt_long start afresh */
		return output_check_stdout(cmd->run(argc - first, argv + first));
	}

	print_usage(stdout);
	return output_check_stdout(EXIT_SUCCESS);
}
