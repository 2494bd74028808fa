/*
 * Requests of the calc and analyze tools: one table of fields per tool, read
 * from a JSON object or from a command line (where every field is an option),
 * with messages that say which field is wrong and why.
 */
#ifndef JANSOU_SRC_CLI_CLI_INPUT_H
#define JANSOU_SRC_CLI_CLI_INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <json.h>

#include "rules/rules.h"
#include "rules/tile.h"
#include "src/cli/cli_json.h"

/* Room for every tile of the wall, so a count can be refused with a clear message. */
#define CLI_MAX_TILES 136

struct cli_tiles {
	tile_t tiles[CLI_MAX_TILES];
	int n;
};

struct cli_melds {
	struct meld melds[4];
	int n;
};

enum cli_field_kind {
	CLI_FIELD_BOOL,	   /* bool; a flag on the command line */
	CLI_FIELD_INT,	   /* int in 0..max */
	CLI_FIELD_TILE,	   /* tile_t: exactly one tile */
	CLI_FIELD_TILES,   /* struct cli_tiles: a string of tiles or a list of them, at most max */
	CLI_FIELD_MELDS,   /* struct cli_melds: a list of "pon:777z"; repeatable option */
	CLI_FIELD_WIND,	   /* int TILE_EAST..TILE_NORTH from "E", "S", "W", "N" */
	CLI_FIELD_PRESET,  /* const struct rules *: a preset name */
	CLI_FIELD_OPTIONS, /* const struct cli_json *: rule option name -> value, borrowed */
};

struct cli_field {
	const char *name;   /* in JSON */
	const char *option; /* the long option */
	enum cli_field_kind kind;
	size_t offset; /* of the value in the request struct */
	int max;       /* CLI_FIELD_INT: largest value; CLI_FIELD_TILES: most tiles */
	bool required;
	const char *arg;  /* the option argument in --help, NULL for a flag */
	const char *help; /* msgid */
};

/*
 * Reads the JSON object obj into req, field by field in the object's order. An
 * unknown field, a value of the wrong type or a malformed tile is refused:
 * returns -1 with a message naming the field in err. A null value counts as
 * absent. Values in req that obj does not set are left alone (so the caller
 * fills in the defaults first).
 */
int cli_read_request(const struct cli_field *fields, const struct cli_json *obj, void *req,
		     char *err, size_t errsize);

/* Applies {"open_tanyao":false,"uma":[15,5,-5,-15],...} to r. Returns 0 or -1 with err. */
int cli_apply_rule_options(struct rules *r, const struct cli_json *options, char *err,
			   size_t errsize);

/* What a command line asked for. */
struct cli_command_line {
	json_object *request; /* the fields given as options, as JSON */
	bool json;	      /* --json: read requests from standard input */
	bool help;	      /* --help */
	int npositional;
	char **positional; /* the arguments that are not options, in order */
};

/*
 * Parses argv (src/cli/cli_options.h): every field of the table is an option, plus
 * --json and --help. Returns 0, or 2 after printing a usage error to stderr.
 * On success the caller owns out->request (json_object_put).
 */
int cli_parse_command_line(const struct cli_field *fields, int argc, char **argv,
			   struct cli_command_line *out);

/* Adds the text of a positional argument to request[name] (appends to a list field). */
void cli_request_add_text(const struct cli_field *fields, json_object *request, const char *name,
			  const char *text);

/* Prints the option lines of --help: one per field option, then --json and --help. */
void cli_print_field_options(const struct cli_field *fields, FILE *out);

#endif
