/* jansou: riichi mahjong for the terminal. Option parsing and sub-command dispatch. */
#include <config.h>

#include <getopt.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ai/ai.h"
#include "ai/players.h"
#include "rules/rules.h"
#include "src/cli/cli.h"
#include "src/cli/cli_io.h"
#include "src/cli/game_config.h"
#include "src/engine/i18n.h"
#include "src/cli/output_check.h"
#include "src/ui/ui.h"

static void print_usage(FILE *out)
{
	fprintf(out, _("Usage: %s [OPTION]... [COMMAND [ARG]...]\n"), PACKAGE);
	fputs(_("Riichi mahjong in the terminal: one player against three computer opponents.\n"),
	      out);
	fputs("\n", out);
	fputs(_("Options:\n"), out);
	fputs(_("  -h, --help       show this help and exit\n"), out);
	fputs(_("  -V, --version    show the version and exit\n"), out);
	fputs(_("      --lang LANG  language of the messages: en, ja or zh\n"), out);
	fputs(_("      --list-ai    list the computer opponents and exit\n"), out);
	fputs("\n", out);
	fputs(_("Without a command jansou starts a game in the terminal:\n"), out);
	fputs(_("      --seed N     deal from this seed (the same seed, the same game)\n"), out);
	fputs(_("      --rules NAME rule preset (standard, tenhou, league, classic, mcr; three\n"
		"                   players: sanma, sanma-tenhou)\n"),
	      out);
	fputs(_("      --ai A,B,C   the opponents to your right, across and left (three players:\n"
		"                   right and left)\n"),
	      out);
	fputs(_("      --tiles MODE glyph (Unicode mahjong tiles) or text (5m, 0m, E)\n"), out);
	fputs(_("      --practice defence  riichi defence practice\n"), out);
	fputs(_("      --practice drill    defence drills: the safest tile against a riichi\n"),
	      out);
	fputs(_("      --watch      watch the computer players with every hand open\n"), out);
	fputs(_("      --delay MS   pause after each opponent's move (default 150)\n"), out);
	if (cli_commands[0].name) {
		fputs("\n", out);
		fputs(_("Commands:\n"), out);
		for (const struct cli_command *c = cli_commands; c->name; c++)
			fprintf(out, "  %-16s %s\n", c->name, _(c->summary));
		fprintf(out, _("\nRun '%s COMMAND --help' for the options of a command.\n"),
			PACKAGE);
	}
	/* a real place: the README's section on reporting problems, as installed */
	fprintf(out, _("\nTo report a problem, see \"Reporting problems\" in %s/README.\n"),
		DOCDIR);
}

static void print_version(void)
{
	printf("%s %s\n", PACKAGE, VERSION);
	puts("Copyright (C) 2026 the jansou authors.");
	puts(_("License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.\n"
	       "This is free software: you are free to change and redistribute it.\n"
	       "There is NO WARRANTY, to the extent permitted by law."));
}

/* One line per player kind, as --ai and selfplay take it, and what it does; then the bots. */
static void print_ai_list(void)
{
	for (int i = 0; players_table[i]; i++)
		printf("%-12s %s\n", players_table[i]->name, _(players_table[i]->describe));
	printf("%-12s %s\n", "mjai:COMMAND",
	       _("an external mjai bot, started as COMMAND (one JSON line each way)"));
}

/*
 * argv without the options that hold for every command (--lang, read ahead by
 * i18n_lang_from_args), so that a sub-command takes them after its name too:
 * "jansou calc 123m... --lang ja". Stops at "--". Returns the new argc.
 */
static int drop_global_options(int argc, char **argv)
{
	int n = 0;
	bool rest = false;
	for (int i = 0; i < argc; i++) {
		if (!rest && strcmp(argv[i], "--") == 0)
			rest = true;
		if (!rest && strncmp(argv[i], "--lang=", 7) == 0)
			continue;
		if (!rest && strcmp(argv[i], "--lang") == 0 && i + 1 < argc) {
			i++;
			continue;
		}
		argv[n++] = argv[i];
	}
	argv[n] = NULL;
	return n;
}

static const struct cli_command *find_command(const char *name)
{
	for (const struct cli_command *c = cli_commands; c->name; c++)
		if (strcmp(c->name, name) == 0)
			return c;
	return NULL;
}

enum {
	OPT_LIST_AI = 256,
	/* the game's options */
	OPT_SEED,
	OPT_RULES,
	OPT_AI,
	OPT_TILES,
	OPT_PRACTICE,
	OPT_WATCH,
	OPT_DELAY,
	OPT_AUTOPLAY,
};

/* Reads one game option into o. Returns 0, or -1 after a message. */
static int game_option(int opt, const char *arg, struct ui_options *o)
{
	char *end;
	switch (opt) {
	case OPT_SEED:
		o->seed = strtoull(arg, &end, 0);
		if (*arg == '\0' || *end != '\0') {
			fprintf(stderr, _("%s: --seed wants a number, not '%s'\n"), PACKAGE, arg);
			return -1;
		}
		o->seed_set = true;
		return 0;
	case OPT_RULES:
		o->rules = arg;
		return 0;
	case OPT_AI:
		return ui_parse_ai_list(o, arg);
	case OPT_TILES:
		if (strcmp(arg, "glyph") == 0) {
			o->tiles = UI_TILES_GLYPH;
		} else if (strcmp(arg, "text") == 0) {
			o->tiles = UI_TILES_TEXT;
		} else {
			fprintf(stderr, _("%s: --tiles is glyph or text, not '%s'\n"), PACKAGE,
				arg);
			return -1;
		}
		return 0;
	case OPT_PRACTICE:
		if (strcmp(arg, "drill") == 0 || strcmp(arg, "drills") == 0) {
			o->practice_drill = true;
			return 0;
		}
		if (strcmp(arg, "defence") != 0 && strcmp(arg, "defense") != 0) {
			fprintf(stderr, _("%s: the practice modes are: defence, drill\n"), PACKAGE);
			return -1;
		}
		o->practice_defence = true;
		return 0;
	case OPT_WATCH:
		o->watch = true;
		return 0;
	case OPT_DELAY:
		o->delay_ms = (int)strtol(arg, &end, 10);
		if (*arg == '\0' || *end != '\0' || o->delay_ms < 0) {
			fprintf(stderr, _("%s: --delay wants milliseconds, not '%s'\n"), PACKAGE,
				arg);
			return -1;
		}
		return 0;
	case OPT_AUTOPLAY:
		o->autoplay = arg;
		if (!ui_player_exists(arg)) {
			fprintf(stderr, _("%s: unknown player '%s'\n"), PACKAGE, arg);
			return -1;
		}
		return 0;
	default:
		return -1;
	}
}

int main(int argc, char **argv)
{
	static const struct option long_options[] = {
	    {"help", no_argument, NULL, 'h'},
	    {"version", no_argument, NULL, 'V'},
	    {"lang", required_argument, NULL, 'L'},
	    {"list-ai", no_argument, NULL, OPT_LIST_AI},
	    {"seed", required_argument, NULL, OPT_SEED},
	    {"rules", required_argument, NULL, OPT_RULES},
	    {"ai", required_argument, NULL, OPT_AI},
	    {"tiles", required_argument, NULL, OPT_TILES},
	    {"practice", required_argument, NULL, OPT_PRACTICE},
	    {"watch", no_argument, NULL, OPT_WATCH},
	    {"delay", required_argument, NULL, OPT_DELAY},
	    /* a test aid: a computer player takes the human's seat, the screens stay */
	    {"autoplay", required_argument, NULL, OPT_AUTOPLAY},
	    {NULL, 0, NULL, 0},
	};

	/* --lang is read ahead so that every message, --help's too, is in that language. */
	i18n_init(i18n_lang_from_args(argc, argv));
	/* a reader closing the pipe early ends any command quietly (src/cli/output_check.h) */
	cli_ignore_sigpipe();

	struct ui_options game = {.delay_ms = -1, .auto_discard = true};
	bool game_options = false;
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
				fprintf(stderr, _("%s: unknown language '%s' (en, ja or zh)\n"),
					PACKAGE, optarg);
				return EXIT_FAILURE;
			}
			break;
		case OPT_LIST_AI:
			print_ai_list();
			return output_check_stdout(EXIT_SUCCESS);
		case '?':
			fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
			return EXIT_FAILURE;
		default:
			if (game_option(opt, optarg, &game) != 0)
				return EXIT_FAILURE;
			game_options = true;
		}
	}

	if (optind < argc) {
		const struct cli_command *cmd = find_command(argv[optind]);
		if (!cmd) {
			fprintf(stderr, _("%s: unknown command '%s'\n"), PACKAGE, argv[optind]);
			fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
			return EXIT_FAILURE;
		}
		if (game_options) {
			fprintf(stderr, _("%s: the game options go without a command\n"), PACKAGE);
			return EXIT_FAILURE;
		}
		int first = optind;
		const char *lang = i18n_lang_from_args(argc, argv);
		if (lang && i18n_set_language(lang) < 0) {
			fprintf(stderr, _("%s: unknown language '%s' (en, ja or zh)\n"), PACKAGE,
				lang);
			return EXIT_FAILURE;
		}
		int n = drop_global_options(argc - first, argv + first);
		optind = 0; /* let the sub-command's getopt_long start afresh */
		return output_check_stdout(cmd->run(n, argv + first));
	}

	/* the configuration file's problems are shown before the screen takes over */
	static struct game_config config;
	if (game_config_apply(&config, &game, i18n_lang_from_args(argc, argv) != NULL, stderr) >
	    0) {
		fprintf(stderr, _("%s: correct the configuration file (or move it away) to play\n"),
			PACKAGE);
		return 2;
	}
	/* three players: selfplay, calc and analyze take them, the screen not yet; said before
	 * the terminal */
	const struct rules *rules =
	    game.rule_set ? game.rule_set
			  : rules_preset(game.rules ? game.rules : rules_preset_names[0]);
	if (rules && ui_rules_refused(rules)) {
		fprintf(stderr, "%s: %s\n", PACKAGE, _(ui_rules_refused(rules)));
		return EXIT_FAILURE;
	}
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr,
			_("%s: the game needs a terminal; see '%s --help' for the commands\n"),
			PACKAGE, PACKAGE);
		return EXIT_FAILURE;
	}
	return ui_play(&game);
}
