/* Command lines read against a table of options, and --help's option lines made from it. */
#include <config.h>

#include "src/cli/cli_options.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "src/text/i18n.h"
#include "src/text/textwidth.h"

int cli_usage_error(const char *command, const char *fmt, ...)
{
	va_list ap;
	if (command)
		fprintf(stderr, "%s %s: ", PACKAGE, command);
	else
		fprintf(stderr, "%s: ", PACKAGE);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	if (command)
		fprintf(stderr, _("Try '%s %s --help' for more information.\n"), PACKAGE, command);
	else
		fprintf(stderr, _("Try '%s --help' for more information.\n"), PACKAGE);
	return 2;
}

static bool has_short_form(const struct cli_option *o)
{
	return o->key > 0 && o->key < CLI_LONG_ONLY;
}

void cli_parse_start(struct cli_parse *p, const char *command, const struct cli_option *options,
		     int argc, char **argv)
{
	memset(p, 0, sizeof *p);
	p->command = command;
	p->options = options;
	p->argc = argc;
	p->argv = argv;
	p->operands = argv + 1;
	/*
	 * "-": every operand is handed back in its place, so that options may follow operands
	 * whatever POSIXLY_CORRECT says, and argv is never reordered; ":": a missing value is
	 * told apart from an unknown option.
	 */
	size_t n = 0, s = 0;
	p->shortopts[s++] = '-';
	p->shortopts[s++] = ':';
	for (const struct cli_option *o = options; o->name || o->help; o++) {
		if (!o->name)
			continue;
		if (n == CLI_OPTIONS_MAX) {
			fprintf(stderr, "%s: more than %d options in a table\n", PACKAGE,
				CLI_OPTIONS_MAX);
			abort(); /* a programming error, caught by any test of the command */
		}
		p->longopts[n++] = (struct option){
		    o->name, o->arg ? required_argument : no_argument, NULL, o->key};
		if (has_short_form(o)) {
			p->shortopts[s++] = (char)o->key;
			if (o->arg)
				p->shortopts[s++] = ':';
		}
	}
	p->longopts[n] = (struct option){NULL, 0, NULL, 0};
	p->shortopts[s] = '\0';
	/* 0, not 1: getopt starts afresh, forgetting how jansou's own options were read */
	optind = 0;
	opterr = 0;
}

static const struct cli_option *option_of_key(const struct cli_parse *p, int key)
{
	for (const struct cli_option *o = p->options; o->name || o->help; o++)
		if (o->name && o->key == key)
			return o;
	return NULL;
}

/* How many options "--word" (up to an '=') abbreviates. */
static int matches(const struct cli_parse *p, const char *word)
{
	size_t len = strcspn(word, "=");
	int n = 0;
	for (const struct cli_option *o = p->options; o->name || o->help; o++)
		if (o->name && strncmp(o->name, word, len) == 0)
			n++;
	return n;
}

/* The usage error for what getopt_long refused (returned '?' or ':'). */
static void option_error(const struct cli_parse *p, int opt)
{
	const struct cli_option *o = optopt ? option_of_key(p, optopt) : NULL;
	/*
	 * The word refused, when it is a long option: getopt has gone past it, as past the last
	 * letter of "-qx", but not past "-x" within "-xq" (an unknown letter: optopt holds it).
	 */
	const char *word = optind > 0 && optind <= p->argc ? p->argv[optind - 1] : "";
	bool is_long = (opt == ':' || !optopt || o) && strncmp(word, "--", 2) == 0;
	char name[80];
	if (is_long)
		snprintf(name, sizeof name, "%.*s", (int)strcspn(word, "="), word);
	else
		snprintf(name, sizeof name, "-%c", optopt);
	if (opt == ':')
		cli_usage_error(p->command, _("option '%s' needs a value"), name);
	else if (o && is_long)
		cli_usage_error(p->command, _("option '%s' takes no value"), name);
	else if (!optopt && is_long && matches(p, word + 2) > 1)
		cli_usage_error(p->command, _("option '%s' is ambiguous"), name);
	else
		cli_usage_error(p->command, _("unknown option '%s'"), is_long ? word : name);
}

int cli_parse_next(struct cli_parse *p)
{
	for (;;) {
		int opt = getopt_long(p->argc, p->argv, p->shortopts, p->longopts, NULL);
		if (opt == 1 && p->stop_at_operand) {
			p->operands = p->argv + optind - 1;
			p->noperands = p->argc - optind + 1;
			return 0;
		}
		if (opt == 1) {
			/* gathered at the front of argv: getopt has passed those places already */
			p->operands[p->noperands++] = optarg;
			continue;
		}
		if (opt == -1) { /* the end, or "--": what is left are operands as they stand */
			if (p->stop_at_operand) {
				p->operands = p->argv + optind;
				p->noperands = p->argc - optind;
				return 0;
			}
			while (optind < p->argc)
				p->operands[p->noperands++] = p->argv[optind++];
			return 0;
		}
		if (opt == '?' || opt == ':') {
			option_error(p, opt);
			return -1;
		}
		p->value = optarg;
		return opt;
	}
}

int cli_parse_no_operands(const struct cli_parse *p)
{
	if (p->noperands == 0)
		return 0;
	return cli_usage_error(p->command, _("unexpected argument '%s'"), p->operands[0]);
}

/* ---- --help ------------------------------------------------------------ */

enum {
	HELP_WIDTH = 79,   /* columns a line of --help may take */
	HELP_LEFT_MAX = 30 /* an option wider than this has its help on the next line */
};

/* "  -n, --games=N" or "      --force": the option as --help shows it; returns its columns. */
static int option_text(const struct cli_option *o, char *buf, size_t size)
{
	int n;
	if (has_short_form(o))
		n = snprintf(buf, size, "  -%c, --%s", o->key, o->name);
	else
		n = snprintf(buf, size, "      --%s", o->name);
	if (o->arg && n >= 0 && (size_t)n < size)
		snprintf(buf + n, size - (size_t)n, "=%s", _(o->arg));
	return textwidth(buf);
}

/* Prints text from the column at, its lines (a translation may break them) wrapped. */
static void print_wrapped(FILE *out, const char *text, int column, int at)
{
	char line[1024];
	for (const char *p = text; *p;) {
		size_t n = strcspn(p, "\n");
		snprintf(line, sizeof line, "%.*s", (int)n, p);
		p += n + (p[n] == '\n');
		const char *s = line, *next;
		do {
			size_t len = textwidth_line(s, HELP_WIDTH - column, &next);
			fprintf(out, "%*s%.*s\n", column - at, "", (int)len, s);
			at = 0;
			s = next;
		} while (*s);
	}
}

void cli_options_print(const struct cli_option *options, FILE *out)
{
	char buf[128];
	int column = 0;
	for (const struct cli_option *o = options; o->name || o->help; o++) {
		int w = o->name && o->help ? option_text(o, buf, sizeof buf) + 2 : 0;
		if (w <= HELP_LEFT_MAX && w > column)
			column = w;
	}
	for (const struct cli_option *o = options; o->name || o->help; o++) {
		if (!o->name) { /* a heading */
			fprintf(out, "\n%s", _(o->help));
			continue;
		}
		if (!o->help)
			continue;
		int w = option_text(o, buf, sizeof buf);
		fputs(buf, out);
		if (w + 2 > column) { /* too wide: the help goes under it */
			fputc('\n', out);
			w = 0;
		}
		print_wrapped(out, _(o->help), column, w);
	}
}
