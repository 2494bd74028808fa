/*
 * jansou replay: re-runs tenhou.net/6 and jansou-mcr/1 logs and mjai records through the engine
 * and checks each hand's outcome against the log.
 */
#include <config.h>

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/cli/cli.h"
#include "src/cli/cli_options.h"
#include "src/record/replay.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"

static const struct cli_option replay_options[] = {
    {"quiet", 'q', NULL, N_("print only the summary line")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void usage(FILE *out)
{
	fprintf(out, _("Usage: %s replay [OPTION]... FILE...\n"), PACKAGE);
	fputs(_("Replays game logs in the tenhou.net/6 JSON format through the engine, taking\n"
		"each player's actions from the log, and checks every hand's outcome (who won,\n"
		"han, fu, point changes, draws) against the log. Logs written by other programs\n"
		"are played by the tenhou rules, with the red fives their \"rule\" field names.\n"),
	      out);
	fputs(_("jansou-mcr/1 logs of Chinese Official games are replayed too: who won, from\n"
		"whom, the points and the point changes are checked.\n"),
	      out);
	fputs(_("mjai records (JSON lines, one event each, as selfplay --log-format mjai writes\n"
		"them) are replayed too, told by their first line: the points, the point\n"
		"changes, the kind of each draw and the final scores are checked, and a win's han\n"
		"and fu where the record gives them.\n"),
	      out);
	fputs("\n", out);
	cli_options_print(replay_options, out);
	fputs("\n", out);
	fputs(_("Exit status: 0 when every log agrees, 1 on a difference or a file that cannot\n"
		"be read, 2 on bad usage.\n"),
	      out);
}

/*
 * Replays one file; its differences go to stdout unless quiet. What the
 * replayer says quotes the log (player names, yaku, results): it is printed
 * with its control characters escaped, so that a log cannot take over the
 * terminal. Returns 0, or -1 when the file could not be replayed.
 */
static int replay_one(const char *path, bool quiet, struct replay_stats *stats)
{
	char *text = NULL, err[400];
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	int rc = -1;
	if (!out)
		snprintf(err, sizeof err, "%s", strerror(errno));
	else
		rc = replay_file(path, out, stats, err, sizeof err);
	if (out && fclose(out) == 0 && !quiet)
		text_escape_write(stdout, text, len, TEXT_ESCAPE_KEEP_NEWLINES);
	free(text);
	if (rc < 0) {
		fflush(stdout); /* the differences found before the trouble come first */
		text_escape_printf(stderr, "%s replay: %s", PACKAGE, err);
		fputc('\n', stderr);
	}
	return rc;
}

int cli_replay_main(int argc, char **argv)
{
	bool quiet = false;
	struct cli_parse p;
	cli_parse_start(&p, "replay", replay_options, argc, argv);
	int opt;
	while ((opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case 'q':
			quiet = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			return 2;
		}
	}
	if (p.noperands == 0) {
		fprintf(stderr, _("%s replay: no log file given\n"), PACKAGE);
		fprintf(stderr, _("Try '%s replay --help' for more information.\n"), PACKAGE);
		return 2;
	}
	struct replay_stats stats = {0};
	int files = 0, unreadable = 0;
	for (int i = 0; i < p.noperands; i++) {
		files++;
		if (replay_one(p.operands[i], quiet, &stats) < 0)
			unreadable++;
	}
	printf(_("replay: files: %d, hands checked: %d, differences: %d, unreadable: %d\n"), files,
	       stats.hands, stats.differences, unreadable);
	return stats.differences || unreadable ? 1 : 0;
}
