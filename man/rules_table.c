/*
 * Prints the manual's rule option list as roff: every option of
 * rules_option_table with its help and its value in each preset, so the
 * RULES section of jansou(6) is made from the same tables the game uses.
 * "rules_table fan" prints the 81 fan of Chinese Official rules from
 * mcr_fan_table instead. "make update-man" splices the output into
 * man/jansou.6; tests/man.sh checks that the page holds exactly this.
 */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "rules/mcr.h"
#include "rules/rules.h"

/*
 * Text for roff: backslashes and a leading dot or quote escaped; a minus sign
 * before a number as \- (a hyphen inside a word such as "13-sided" stays).
 */
static void put_roff(const char *s)
{
	if (*s == '.' || *s == '\'')
		fputs("\\&", stdout);
	for (const char *p = s; *p; p++) {
		bool minus = *p == '-' && isdigit((unsigned char)p[1]) &&
			     (p == s || !isalnum((unsigned char)p[-1]));
		if (*p == '\\')
			fputs("\\e", stdout);
		else if (minus)
			fputs("\\-", stdout);
		else
			putchar(*p);
	}
}

/* The value of option o in r as --option would take it: "true", "20", "mangan", "1,2,1". */
static void print_option(const struct rules_option *o)
{
	char values[8][64];
	int npresets = 0;
	bool same = true;
	for (int p = 0; rules_preset_names[p] && p < 8; p++, npresets++) {
		rules_option_text(rules_preset(rules_preset_names[p]), o, values[p],
				  sizeof values[p]);
		same = same && strcmp(values[p], values[0]) == 0;
	}
	printf(".TP\n.B ");
	put_roff(o->name);
	putchar('\n');
	put_roff(o->help);
	printf(".\n.br\n");
	if (same) {
		printf("Default \\fB");
		put_roff(values[0]);
		printf("\\fR in every preset.\n");
		return;
	}
	printf("Default:");
	for (int p = 0; p < npresets; p++) {
		printf(" %s \\fB", rules_preset_names[p]);
		put_roff(values[p]);
		printf("\\fR%s", p + 1 < npresets ? "," : ".\n");
	}
}

/* UTF-8 text as roff: ASCII as put_roff() writes it, every other character as \[uXXXX]. */
static void put_roff_utf8(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		if (*p < 0x80) {
			char ascii[2] = {(char)*p++, '\0'};
			put_roff(ascii);
			continue;
		}
		int len = *p >= 0xf0 ? 4 : *p >= 0xe0 ? 3 : 2;
		unsigned long c = *p++ & (0x3fu >> (len - 1));
		for (int i = 1; i < len && (*p & 0xc0) == 0x80; i++)
			c = c << 6 | (*p++ & 0x3f);
		printf("\\[u%04lX]", c);
	}
}

/* The fan by points, as the rule book lists them: number, name, rule-book name, JSON id. */
static void print_fan(void)
{
	int points = 0;
	for (int f = 1; f < MCR_FAN_COUNT; f++) {
		const struct mcr_fan_info *info = &mcr_fan_table[f];
		if (info->points != points) {
			points = info->points;
			printf(".TP\n.B \"%d %s\"\n", points, points == 1 ? "point" : "points");
		} else {
			printf(".br\n");
		}
		printf("%d\\~", f);
		put_roff(info->name);
		printf(" \\(em ");
		put_roff_utf8(info->chinese);
		printf(" \\(em \\fI\\%%");
		put_roff(info->id);
		printf("\\fR\n");
	}
}

int main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "fan") == 0) {
		print_fan();
		return 0;
	}
	for (const struct rules_option *o = rules_option_table; o->name; o++)
		print_option(o);
	return 0;
}
