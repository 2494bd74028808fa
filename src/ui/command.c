/* The / command line's words: commands by name, completion, a tile of the hand by argument. */
#include <config.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "rules/notation.h"
#include "src/ui/command.h"

int command_split(char *line, char **words, int max)
{
	int n = 0;
	for (char *p = line;;) {
		while (*p == ' ' || *p == '\t')
			*p++ = 0;
		if (!*p)
			return n;
		if (n == max)
			return -1;
		words[n++] = p;
		while (*p && *p != ' ' && *p != '\t')
			p++;
	}
}

const struct command *command_find(const struct command *table, const char *name)
{
	for (const struct command *c = table; c->names[0]; c++)
		for (int i = 0; i < COMMAND_NAMES && c->names[i]; i++)
			if (strcasecmp(c->names[i], name) == 0)
				return c;
	return NULL;
}

/* The first name of row c that begins with prefix, or NULL. */
static const char *name_matching(const struct command *c, const char *prefix)
{
	size_t len = strlen(prefix);
	for (int i = 0; i < COMMAND_NAMES && c->names[i]; i++)
		if (strncasecmp(c->names[i], prefix, len) == 0)
			return c->names[i];
	return NULL;
}

int command_complete(const struct command *table, const char *prefix, char *buf, size_t size)
{
	int rows = 0;
	size_t common = 0;
	const char *first = NULL;
	for (const struct command *c = table; c->names[0]; c++) {
		bool row = false;
		for (int i = 0; i < COMMAND_NAMES && c->names[i]; i++) {
			const char *name = c->names[i];
			if (strncasecmp(name, prefix, strlen(prefix)) != 0)
				continue;
			row = true;
			if (!first) {
				first = name;
				common = strlen(name);
			}
			size_t k = 0;
			while (k < common && name[k] == first[k])
				k++;
			common = k;
		}
		rows += row;
	}
	if (rows == 0) {
		snprintf(buf, size, "%s", prefix);
		return 0;
	}
	if (rows == 1) {
		/* the row's first name that fits what was typed: "hu" stays the alias of ron */
		for (const struct command *c = table; c->names[0]; c++)
			if ((first = name_matching(c, prefix)) != NULL)
				break;
		snprintf(buf, size, "%s ", first);
		return 1;
	}
	snprintf(buf, size, "%.*s", (int)common, first);
	return rows;
}

/* A number of digits only, else -1. */
static int plain_number(const char *s)
{
	if (!*s || strlen(s) > 4)
		return -1;
	for (const char *p = s; *p; p++)
		if (!isdigit((unsigned char)*p))
			return -1;
	return atoi(s);
}

int command_position(const char *arg, const struct command_hand *h, int *number)
{
	/* one character: the position keys as the table labels them (0 is the tenth) */
	const char *key = arg[0] && !arg[1] ? strchr(h->keys, arg[0]) : NULL;
	int num = key ? (int)(key - h->keys) + 1 : plain_number(arg);
	if (num >= 0) {
		*number = num;
		return num >= 1 && num <= h->n ? num - 1 : COMMAND_OUT_OF_RANGE;
	}
	for (int i = 0; i < h->n; i++)
		if (strcmp(h->names[i], arg) == 0)
			return i;
	tile_t t;
	struct notation_error err;
	if (notation_parse_tile(arg, &t, &err) != 0)
		return COMMAND_NOT_A_TILE;
	for (int i = 0; i < h->n; i++)
		if (h->tiles[i] == t)
			return i;
	for (int i = 0; i < h->n; i++)
		if (tile_kind(h->tiles[i]) == tile_kind(t) && !tile_is_red(t))
			return i;
	return COMMAND_NOT_IN_HAND;
}
