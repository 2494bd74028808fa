/* jansou: riichi mahjong for the terminal. Option parsing and sub-command dispatch. */
#include <config.h>

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
#include "src/cli/cli_options.h"
#include "src/cli/game_config.h"
#include "src/cli/output_check.h"
#include "src/text/i18n.h"
#include "src/ui/ui.h"

enum {
	OPT_LANG = CLI_LONG_ONLY,
	OPT_LIST_AI,
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

static const struct cli_option main_options[] = {
    CLI_OPTION_HELP,
    {"version", 'V', NULL, N_("show the version and exit")},
    {"lang", OPT_LANG, N_("LANG"), N_("language of the messages: en, ja or zh")},
    {"list-ai", OPT_LIST_AI, NULL, N_("list the computer opponents and exit")},
    {.help = N_("Without a command jansou starts a game in the terminal:\n")},
    {"seed", OPT_SEED, N_("N"), N_("deal from this seed (the same seed, the same game)")},
    {"rules", OPT_RULES, N_("NAME"),
     N_("rule preset (standard, tenhou, league, classic, mcr; three players: sanma, "
	"sanma-tenhou)")},
    {"ai", OPT_AI, N_("A,B,C"),
     N_("the opponents to your right, across and left (three players: right and left)")},
    {"tiles", OPT_TILES, N_("MODE"), N_("glyph (Unicode mahjong tiles) or text (5m, 0m, E)")},
    {"practice", OPT_PRACTICE, N_("MODE"),
     N_("defence: riichi defence practice; drill: defence drills, the safest tile against a "
	"riichi")},
    {"watch", OPT_WATCH, NULL, N_("watch the computer players with every hand open")},
    {"delay", OPT_DELAY, N_("MS"), N_("pause after each opponent's move (default 150)")},
    /* the screens stay as a person sees them: the tests play whole games with it */
    {"autoplay", OPT_AUTOPLAY, N_("PLAYER"),
     N_("a computer player plays your seat (its games are not counted by jansou stats)")},
    {NULL, 0, NULL, NULL},
};

static void print_usage(FILE *out)
{
	fprintf(out, _("Usage: %s [OPTION]... [COMMAND [ARG]...]\n"), PACKAGE);
	fputs(_("Riichi mahjong in the terminal: one player against three computer opponents.\n"),
	      out);
	fputs("\n", out);
	fputs(_("Options:\n"), out);
	cli_options_print(main_options, out);
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
	/* --lang is read ahead so that every message, --help's too, is in that language. */
	i18n_init(i18n_lang_from_args(argc, argv));
	/* a reader closing the pipe early ends any command quietly (src/cli/output_check.h) */
	cli_ignore_sigpipe();

	struct ui_options game = {.delay_ms = -1, .auto_discard = true};
	bool game_options = false;
	struct cli_parse p;
	cli_parse_start(&p, NULL, main_options, argc, argv);
	/* the options after a command's name are the command's own */
	p.stop_at_operand = true;
	int opt;
	while ((opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case 'h':
			print_usage(stdout);
			return output_check_stdout(EXIT_SUCCESS);
		case 'V':
			print_version();
			return output_check_stdout(EXIT_SUCCESS);
		case OPT_LANG:
			if (i18n_set_language(p.value) < 0) {
				fprintf(stderr, _("%s: unknown language '%s' (en, ja or zh)\n"),
					PACKAGE, p.value);
				return EXIT_FAILURE;
			}
			break;
		case OPT_LIST_AI:
			print_ai_list();
			return output_check_stdout(EXIT_SUCCESS);
		case -1: /* the game's bad usage exits with 1, as it always has (jansou(6)) */
			return EXIT_FAILURE;
		default:
			if (game_option(opt, p.value, &game) != 0)
				return EXIT_FAILURE;
			game_options = true;
		}
	}

	if (p.noperands > 0) {
		const struct cli_command *cmd = find_command(p.operands[0]);
		if (!cmd) {
			fprintf(stderr, _("%s: unknown command '%s'\n"), PACKAGE, p.operands[0]);
			fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
			return EXIT_FAILURE;
		}
		if (game_options) {
			fprintf(stderr, _("%s: the game options go without a command\n"), PACKAGE);
			return EXIT_FAILURE;
		}
		const char *lang = i18n_lang_from_args(argc, argv);
		if (lang && i18n_set_language(lang) < 0) {
			fprintf(stderr, _("%s: unknown language '%s' (en, ja or zh)\n"), PACKAGE,
				lang);
			return EXIT_FAILURE;
		}
		int n = drop_global_options(p.noperands, p.operands);
		return output_check_stdout(cmd->run(n, p.operands));
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
	game.lang_given = i18n_lang_from_args(argc, argv) != NULL;
	return ui_play(&game);
}
