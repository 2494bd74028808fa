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

#include <json-c/json.h>

#include "rules/rules.h"
#include "src/cli/cli.h"
#include "src/cli/cli_options.h"
#include "src/record/replay.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"

enum { OPT_RULES = CLI_LONG_ONLY, OPT_JSON };

static const struct cli_option replay_options[] = {
    {"quiet", 'q', NULL, N_("print only the summary line")},
    {"rules", OPT_RULES, N_("PRESET"),
     N_("replay by these rules, whatever the log says (its red fives and game length stay)")},
    {"json", OPT_JSON, NULL, N_("the report as one JSON object")},
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
	fputs(
	    _("The rules of a tenhou.net/6 log: the preset a log of jansou names, else its room\n"
	      "name: Mahjong Soul's rooms (\"三金の間\", \"玉の間\", friendly and tournament\n"
	      "games) are played by sanma or standard, Tenhou's (\"三鳳南喰赤\", \"四般東喰赤\")\n"
	      "and any other by sanma-tenhou or tenhou, for three or four players. Each file's\n"
	      "report says which rules it was replayed by and why.\n"),
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

/* What replay reports of each file, and how. */
struct replay_report {
	bool quiet, json;
	const char *preset; /* --rules, or NULL */
	json_object *files; /* --json: an object for each file */
};

/* The differences of a file, one a line, as a JSON list. */
static json_object *report_lines(const char *text, size_t len)
{
	json_object *lines = json_object_new_array();
	for (size_t i = 0; i < len;) {
		size_t n = strcspn(text + i, "\n");
		if (n > 0)
			json_object_array_add(lines, json_object_new_string_len(text + i, (int)n));
		i += n + 1;
	}
	return lines;
}

static void report_json(struct replay_report *r, const char *path, const char *text, size_t len,
			const struct replay_stats *before, const struct replay_stats *stats,
			const char *error)
{
	json_object *f = json_object_new_object();
	json_object_object_add(f, "file", json_object_new_string(path));
	json_object_object_add(f, "rules", error ? NULL : json_object_new_string(stats->preset));
	json_object_object_add(f, "rules_why",
			       error ? NULL : json_object_new_string(stats->rules_why));
	json_object_object_add(f, "hands", json_object_new_int(stats->hands - before->hands));
	json_object_object_add(f, "differences",
			       json_object_new_int(stats->differences - before->differences));
	json_object_object_add(f, "report", report_lines(text ? text : "", text ? len : 0));
	json_object_object_add(f, "error", error ? json_object_new_string(error) : NULL);
	json_object_array_add(r->files, f);
}

/*
 * Replays one file; which rules it was played by and its differences go to stdout unless
 * quiet. What the replayer says quotes the log (player names, yaku, results): it is printed
 * with its control characters escaped, so that a log cannot take over the terminal. Returns 0,
 * or -1 when the file could not be replayed.
 */
static int replay_one(struct replay_report *r, const char *path, struct replay_stats *stats)
{
	char *text = NULL, err[400];
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	int rc = -1;
	struct replay_stats before = *stats;
	stats->preset[0] = stats->rules_why[0] = '\0';
	if (!out)
		snprintf(err, sizeof err, "%s", strerror(errno));
	else
		rc = replay_file_as(path, r->preset, out, stats, err, sizeof err);
	bool written = out && fclose(out) == 0;
	if (r->json) {
		report_json(r, path, written ? text : NULL, len, &before, stats,
			    rc < 0 ? err : NULL);
	} else if (written && !r->quiet) {
		if (stats->preset[0]) {
			char line[300];
			int n = snprintf(line, sizeof line, _("%s: rules: %s (%s)\n"), path,
					 stats->preset, stats->rules_why);
			text_escape_write(stdout, line, (size_t)n < sizeof line ? (size_t)n : 0,
					  TEXT_ESCAPE_KEEP_NEWLINES);
		}
		text_escape_write(stdout, text, len, TEXT_ESCAPE_KEEP_NEWLINES);
	}
	free(text);
	if (rc < 0 && !r->json) {
		fflush(stdout); /* the differences found before the trouble come first */
		text_escape_printf(stderr, "%s replay: %s", PACKAGE, err);
		fputc('\n', stderr);
	}
	return rc;
}

int cli_replay_main(int argc, char **argv)
{
	struct replay_report r = {0};
	struct cli_parse p;
	cli_parse_start(&p, "replay", replay_options, argc, argv);
	int opt;
	while ((opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case 'q':
			r.quiet = true;
			break;
		case OPT_RULES:
			r.preset = p.value;
			break;
		case OPT_JSON:
			r.json = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			return 2;
		}
	}
	if (r.preset && !rules_preset(r.preset)) {
		fprintf(stderr, _("%s replay: unknown rules \"%s\"; the presets are:"), PACKAGE,
			r.preset);
		for (int i = 0; rules_preset_names[i]; i++)
			fprintf(stderr, " %s", rules_preset_names[i]);
		fputc('\n', stderr);
		return 2;
	}
	if (p.noperands == 0) {
		fprintf(stderr, _("%s replay: no log file given\n"), PACKAGE);
		fprintf(stderr, _("Try '%s replay --help' for more information.\n"), PACKAGE);
		return 2;
	}
	struct replay_stats stats = {0};
	int files = 0, unreadable = 0;
	r.files = r.json ? json_object_new_array() : NULL;
	for (int i = 0; i < p.noperands; i++) {
		files++;
		if (replay_one(&r, p.operands[i], &stats) < 0)
			unreadable++;
	}
	if (r.json) {
		json_object *o = json_object_new_object();
		json_object_object_add(o, "files", r.files);
		json_object_object_add(o, "hands", json_object_new_int(stats.hands));
		json_object_object_add(o, "differences", json_object_new_int(stats.differences));
		json_object_object_add(o, "unreadable", json_object_new_int(unreadable));
		puts(json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
							   JSON_C_TO_STRING_NOSLASHESCAPE));
		json_object_put(o);
	} else {
		printf(_("replay: files: %d, hands checked: %d, differences: %d, unreadable: "
			 "%d\n"),
		       files, stats.hands, stats.differences, unreadable);
	}
	return stats.differences || unreadable ? 1 : 0;
}
