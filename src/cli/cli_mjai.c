/*
 * jansou mjai: a jansou AI as an mjai bot (src/record/mjai/mjai_bot.h) on standard input and
 * output, as the bots of the mjai arena run: one event a line in, one reaction a line out.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "src/cli/cli.h"
#include "src/cli/cli_options.h"
#include "src/record/mjai/mjai_bot.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"

enum { MJAI_LINE_MAX = 1 << 20 };

enum { OPT_AI = CLI_LONG_ONLY, OPT_RULES };

static const struct cli_option mjai_options[] = {
    {"ai", OPT_AI, N_("NAME"), N_("the AI that plays (default defensive)")},
    {"rules", OPT_RULES, N_("PRESET"), N_("the riichi rules of the game (default tenhou)")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void usage(FILE *out)
{
	fputs(_("Usage: jansou mjai [--ai NAME] [--rules PRESET]\n"
		"Plays as an mjai bot: reads the game's events on standard input, one JSON object\n"
		"a line, and answers each with one line, its action or {\"type\":\"none\"}.\n"),
	      out);
	fputs("\n", out);
	cli_options_print(mjai_options, out);
}

int cli_mjai_main(int argc, char **argv)
{
	const char *ai = "defensive", *preset = "tenhou";
	struct cli_parse p;
	cli_parse_start(&p, "mjai", mjai_options, argc, argv);
	int opt;
	while ((opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case OPT_AI:
			ai = p.value;
			break;
		case OPT_RULES:
			preset = p.value;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			return 2;
		}
	}
	if (cli_parse_no_operands(&p) != 0)
		return 2;
	const struct rules *rules = rules_preset(preset);
	const struct ai_strategy *s = ai_find(ai);
	if (!rules || !(rules_family_of(rules->family)->logs & RULES_LOG_MJAI) || !s) {
		fprintf(stderr, _("jansou mjai: no riichi rules \"%s\" or no AI \"%s\"\n"), preset,
			ai);
		return 2;
	}
	struct mjai_bot *b = mjai_bot_new(s, rules);
	if (!b) {
		fprintf(stderr, "jansou mjai: %s\n", strerror(ENOMEM));
		return 1;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	long number = 0;
	int status = 0;
	while ((len = getline(&line, &cap, stdin)) != -1) {
		number++;
		if ((size_t)len > MJAI_LINE_MAX || memchr(line, '\0', (size_t)len)) {
			fprintf(stderr, _("jansou mjai: line %ld: not an mjai event\n"), number);
			status = 1;
			break;
		}
		json_object *o = json_tokener_parse(line), *out = NULL;
		if (!json_object_is_type(o, json_type_object)) {
			fprintf(stderr, _("jansou mjai: line %ld: not a JSON object\n"), number);
			json_object_put(o);
			status = 1;
			break;
		}
		if (mjai_bot_event(b, o, &out) < 0) {
			/* the reason may quote the event: escaped, as all text from outside */
			char *why = NULL;
			size_t whylen = 0;
			FILE *m = open_memstream(&why, &whylen);
			if (m) {
				text_escape_puts(m, mjai_bot_error(b));
				fclose(m);
			}
			fprintf(stderr, _("jansou mjai: line %ld: %s\n"), number,
				why ? why : mjai_bot_error(b));
			free(why);
			json_object_put(o);
			status = 1;
			break;
		}
		json_object_put(o);
		const char *text = json_object_to_json_string_ext(
		    out, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
		if (printf("%s\n", text) < 0) {
			json_object_put(out);
			break;
		}
		json_object_put(out);
	}
	free(line);
	mjai_bot_free(b);
	return status;
}
