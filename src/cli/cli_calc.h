/*
 * jansou calc, shared by its parts: the request as read from JSON or the
 * command line (src/cli/cli_calc_request.c), riichi scoring and the command
 * (src/cli/cli_calc.c), and the Chinese Official side that scores a request under
 * --rules mcr (src/cli/cli_calc_mcr.c).
 */
#ifndef JANSOU_SRC_CLI_CLI_CALC_H
#define JANSOU_SRC_CLI_CLI_CALC_H

#include <stdbool.h>
#include <stddef.h>

#include <json.h>

#include "rules/hand.h"
#include "rules/rules.h"
#include "rules/score.h"
#include "src/cli/cli_input.h"
#include "src/cli/cli_json.h"

struct calc_request {
	struct cli_tiles hand; /* concealed, without the winning tile */
	struct cli_melds melds;
	struct cli_tiles dora, ura; /* indicators */
	struct win_context ctx;	    /* win, tsumo, winds and the riichi situations */
	int flowers;		    /* MCR: flowers set aside, 0..8 */
	bool last_tile; /* MCR: the other three copies of the winning tile were visible */
	/* MCR names of the situations; the riichi names (ctx.rinshan, chankan, haitei, houtei)
	 * say the same under --rules mcr */
	bool replacement, robbing_kong, last_tile_draw, last_tile_claim;
	const struct rules *preset;
	const struct cli_json *options; /* borrowed from the request */
};

/* The fields of a request, each also an option: NULL-name terminated. */
extern const struct cli_field calc_fields[];

/*
 * Reads a JSON request (defaults filled in first) and the rules it asks for,
 * refusing fields the rule family does not take (riichi under mcr, flowers
 * under riichi). Returns 0, or -1 with a message in err.
 */
int calc_read(const struct cli_json *request, struct calc_request *req, struct rules *rules,
	      char *err, size_t errsize);

/*
 * The hand of req (concealed tiles and melds, without the winning tile),
 * checked: no fifth copy of a tile counting the winning tile and the
 * indicators, red fives only where rules has them, 14 tiles in all. Returns 0,
 * or -1 with a message in err.
 */
int calc_hand_of(const struct calc_request *req, const struct rules *rules, struct hand *hand,
		 char *err, size_t errsize);

/* One row of a table for people: indented, name padded to columns, then value. */
void calc_print_row(const char *name, int columns, const char *value);

/* "Hand:    123m... + 4s  pon:777z": the hand line without its ending. */
void calc_print_hand_tiles(const struct hand *hand, tile_t win);

/* ---- Chinese Official rules (src/cli/cli_calc_mcr.c) ----------------------- */

/* Scores req under rules (of family RULES_MCR) into out; a bad request gets a bad_input answer. */
void calc_mcr_json(const struct calc_request *req, const struct rules *rules, struct cli_out *out);

/*
 * Scores req and prints the fan table for people. Returns the exit status:
 * 0 for a winning hand, 1 for bad input, a hand that is not complete or one
 * below the 8-point minimum (its fan are still shown).
 */
int calc_mcr_print(const struct calc_request *req, const struct rules *rules);

#endif
