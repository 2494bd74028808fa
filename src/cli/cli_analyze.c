/*
 * jansou analyze: shanten, waits and the best discards of a hand, as a table
 * for people or, with --json, one JSON answer per JSON line (fields in jansou(6)).
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/hand.h"
#include "rules/notation.h"
#include "rules/rules.h"
#include "rules/shanten.h"
#include "rules/tileset.h"
#include "rules/waits.h"
#include "src/cli/cli.h"
#include "src/cli/cli_input.h"
#include "src/cli/cli_io.h"
#include "src/cli/cli_options.h"
#include "src/text/i18n.h"

struct analyze_request {
	struct cli_tiles hand;
	struct cli_melds melds;
	struct cli_tiles visible; /* other tiles the player can see: discards, indicators */
	const struct rules *preset;
};

#define REQ(member) offsetof(struct analyze_request, member)

static const struct cli_field analyze_fields[] = {
    {"hand", "hand", CLI_FIELD_TILES, REQ(hand), CLI_MAX_TILES, true, N_("TILES"),
     N_("concealed tiles: 13 or 14 counting three for each meld")},
    {"melds", "meld", CLI_FIELD_MELDS, REQ(melds), 0, false, N_("MELD"),
     N_("a called or declared meld, e.g. pon:777z (repeatable)")},
    {"visible", "visible", CLI_FIELD_TILES, REQ(visible), CLI_MAX_TILES, false, N_("TILES"),
     N_("other tiles in sight (discards, dora indicators), not counted as unseen")},
    {"rules", "rules", CLI_FIELD_PRESET, REQ(preset), 0, false, N_("PRESET"),
     N_("rule preset (default standard); under sanma or sanma-tenhou no 2m to 8m and no chi")},
    {.name = NULL},
};

/* A checked hand and what the rules core says about it. */
struct analysis {
	struct hand hand;
	uint8_t counts[TILE_KINDS];
	uint8_t unseen[TILE_KINDS];
	int shanten;
	bool discarding; /* 3n+2 tiles: discards[] is filled, else accept[] and ukeire */
	bool accept[TILE_KINDS];
	int ukeire;
	struct discard_choice discards[14];
	int ndiscards;
};

static int size_error(const struct analyze_request *req, int size, char *err, size_t errsize)
{
	char melds[32], tiles[32], total[32];
	snprintf(melds, sizeof melds, ngettext("%d meld", "%d melds", req->melds.n), req->melds.n);
	snprintf(tiles, sizeof tiles, ngettext("%d tile", "%d tiles", req->hand.n), req->hand.n);
	snprintf(total, sizeof total, ngettext("%d tile", "%d tiles", size), size);
	/* TRANSLATORS: "hand: 3 tiles and 1 meld make 6 tiles; ..." */
	snprintf(err, errsize,
		 _("hand: %s and %s make %s; a hand has 13, or 14 before a discard (a kan counts "
		   "as 3)"),
		 tiles, melds, total);
	return -1;
}

static int prepare_hand(const struct analyze_request *req, struct analysis *a, char *err,
			size_t errsize)
{
	int size = req->hand.n + 3 * req->melds.n;
	if (req->hand.n > 14)
		return size_error(req, size, err, errsize);
	memset(&a->hand, 0, sizeof a->hand);
	memcpy(a->hand.tiles, req->hand.tiles, (size_t)req->hand.n);
	a->hand.ntiles = req->hand.n;
	memcpy(a->hand.melds, req->melds.melds, sizeof req->melds.melds);
	a->hand.nmelds = req->melds.n;

	/* the preset bounds the red fives and, with three players, the tiles there are */
	const struct rules *rules = req->preset;
	struct notation_error nerr;
	/* Fifth copies and red fives first: the count alone is checked below. */
	if (hand_validate(&a->hand, req->visible.tiles, req->visible.n, rules->red_fives, size,
			  &nerr) < 0) {
		snprintf(err, errsize, "%s", nerr.msg);
		return -1;
	}
	if (size != 13 && size != 14)
		return size_error(req, size, err, errsize);
	if (tileset_check_hand(rules, &a->hand, err, errsize) < 0)
		return -1;
	return tileset_check_tiles(rules, req->visible.tiles, req->visible.n, err, errsize);
}

static int analyze_run(const struct cli_json *request, struct analysis *a, char *err,
		       size_t errsize)
{
	struct analyze_request req;
	memset(&req, 0, sizeof req);
	req.preset = rules_preset(rules_preset_names[0]);
	if (cli_read_request(analyze_fields, request, &req, err, errsize) < 0)
		return -1;
	if (req.preset->family == RULES_MCR) {
		snprintf(err, errsize, "%s",
			 _("analyze reads riichi hands: Chinese Official rules (mcr) are not "
			   "among its rules"));
		return -1;
	}
	if (prepare_hand(&req, a, err, errsize) < 0)
		return -1;

	uint8_t visible[TILE_KINDS] = {0};
	tiles_count(req.visible.tiles, req.visible.n, visible);
	hand_counts(&a->hand, a->counts);
	waits_unseen(a->counts, a->hand.melds, a->hand.nmelds, visible, a->unseen);
	/* three players: no copy of 2m-8m is left to draw, and none is ever named */
	tileset_drop_absent(req.preset, a->unseen, NULL);
	a->shanten = shanten_min(a->counts, a->hand.nmelds);
	a->discarding = (a->hand.ntiles + 3 * a->hand.nmelds) == 14;
	if (a->discarding) {
		a->ndiscards = waits_discards(a->counts, a->hand.nmelds, a->unseen, a->discards);
		for (int i = 0; i < a->ndiscards; i++)
			tileset_drop_absent(req.preset, NULL, a->discards[i].accept);
	} else {
		a->ukeire = waits_ukeire(a->counts, a->hand.nmelds, a->unseen, a->accept);
		tileset_drop_absent(req.preset, NULL, a->accept);
	}
	return 0;
}

/* ---- answers ----------------------------------------------------------- */

static const char *kind_name(int kind)
{
	return notation_tile((tile_t)kind);
}

/* "4s": a kind's name, which needs no escape, as a JSON string. */
static void out_kind(struct cli_out *o, int kind)
{
	char quoted[8];
	const char *name = kind_name(kind);
	size_t len = strlen(name);
	quoted[0] = '"';
	memcpy(quoted + 1, name, len);
	quoted[len + 1] = '"';
	cli_out_bytes(o, quoted, len + 2);
}

/* ["4s","7s"]: the accepted kinds. */
static void accepted_tiles(const bool accept[TILE_KINDS], struct cli_out *o)
{
	const char *sep = "";
	cli_out_raw(o, "[");
	for (int k = 0; k < TILE_KINDS; k++)
		if (accept[k]) {
			cli_out_raw(o, sep);
			out_kind(o, k);
			sep = ",";
		}
	cli_out_raw(o, "]");
}

static void analyze_answer(const struct analysis *a, struct cli_out *o)
{
	cli_out_raw(o, "{\"ok\":true,\"shanten\":");
	cli_out_int(o, a->shanten);
	if (a->discarding) {
		cli_out_raw(o, ",\"discards\":[");
		for (int i = 0; i < a->ndiscards; i++) {
			const struct discard_choice *d = &a->discards[i];
			cli_out_raw(o, i ? ",{\"tile\":" : "{\"tile\":");
			out_kind(o, d->kind);
			cli_out_raw(o, ",\"shanten\":");
			cli_out_int(o, d->shanten);
			cli_out_raw(o, ",\"ukeire\":");
			cli_out_int(o, d->ukeire);
			cli_out_raw(o, ",\"tiles\":");
			accepted_tiles(d->accept, o);
			cli_out_raw(o, "}");
		}
		cli_out_raw(o, "]}");
		return;
	}
	if (a->shanten == 0) {
		cli_out_raw(o, ",\"waits\":[");
		for (int k = 0, n = 0; k < TILE_KINDS; k++) {
			if (!a->accept[k])
				continue;
			cli_out_raw(o, n++ ? ",{\"tile\":" : "{\"tile\":");
			out_kind(o, k);
			cli_out_raw(o, ",\"left\":");
			cli_out_int(o, a->unseen[k]);
			cli_out_raw(o, "}");
		}
		cli_out_raw(o, "]");
	}
	cli_out_raw(o, ",\"ukeire\":");
	cli_out_int(o, a->ukeire);
	cli_out_raw(o, "}");
}

static void analyze_json_handler(const struct cli_json *request, struct cli_out *out)
{
	struct analysis a;
	char err[256];
	if (analyze_run(request, &a, err, sizeof err) < 0)
		cli_out_error(out, CLI_BAD_INPUT, err);
	else
		analyze_answer(&a, out);
}

/* ---- the table for people ---------------------------------------------- */

static void print_shanten(int shanten)
{
	if (shanten < 0)
		puts(_("Complete."));
	else if (shanten == 0)
		puts(_("Tenpai."));
	else
		printf(_("%d-shanten.\n"), shanten);
}

static void print_hand(const struct analysis *a)
{
	char buf[128];
	notation_format_tiles(a->hand.tiles, a->hand.ntiles, buf, sizeof buf);
	printf(_("Hand:    %s"), buf);
	for (int i = 0; i < a->hand.nmelds; i++) {
		notation_format_meld(&a->hand.melds[i], buf, sizeof buf);
		printf("  %s", buf);
	}
	putchar('\n');
	fputs(_("Shanten: "), stdout);
	print_shanten(a->shanten);
}

/* "4s(3) 7s(2)": each accepted kind with the copies still unseen. */
static void print_tiles_left(const bool accept[TILE_KINDS], const uint8_t unseen[TILE_KINDS])
{
	const char *sep = "";
	for (int k = 0; k < TILE_KINDS; k++)
		if (accept[k]) {
			printf("%s%s(%d)", sep, kind_name(k), unseen[k]);
			sep = " ";
		}
	putchar('\n');
}

static void print_discards(const struct analysis *a)
{
	/* The discarded tile stays in sight, so the tiles left are those unseen now. */
	const char *head[] = {N_("Discard"), N_("Shanten"), N_("Ukeire"), N_("Tiles (left)")};
	const int width[] = {8, 8, 7};
	fputs("  ", stdout);
	for (int i = 0; i < 3; i++)
		cli_print_padded(stdout, _(head[i]), width[i]);
	puts(_(head[3]));
	for (int i = 0; i < a->ndiscards; i++) {
		const struct discard_choice *d = &a->discards[i];
		printf("  %-8s%-8d%-7d", kind_name(d->kind), d->shanten, d->ukeire);
		print_tiles_left(d->accept, a->unseen);
	}
}

static void analyze_print(const struct analysis *a)
{
	print_hand(a);
	if (a->discarding) {
		print_discards(a);
		return;
	}
	unsigned long n = (unsigned long)a->ukeire;
	printf(a->shanten == 0 ? ngettext("Waits:   %d tile: ", "Waits:   %d tiles: ", n)
			       : ngettext("Ukeire:  %d tile: ", "Ukeire:  %d tiles: ", n),
	       a->ukeire);
	print_tiles_left(a->accept, a->unseen);
}

/* ---- the command ------------------------------------------------------- */

static void analyze_help(void)
{
	printf(_("Usage: %s analyze [OPTION]... HAND [MELD]...\n"
		 "   or: %s analyze --json [OPTION]...\n"),
	       PACKAGE, PACKAGE);
	puts(_("Show the shanten number of a hand; for 13 tiles its waits or the tiles that\n"
	       "improve it, for 14 tiles every discard with the shanten and tile acceptance\n"
	       "(ukeire) after it, best first. HAND is in mpsz notation (0 is a red five);\n"
	       "each MELD is written like chi:234s, pon:777z or ankan:1111m.\n"
	       "\n"
	       "Options:"));
	cli_print_field_options(analyze_fields, stdout);
	puts(_("\nExample: jansou analyze 123m456p789s11z23s"));
}

/* Analyzes the hand of a command line and prints the table; returns the exit status. */
static int analyze_readable(json_object *request_object)
{
	struct analysis a;
	char err[256];
	struct cli_json_nodes nodes;
	cli_json_nodes_init(&nodes);
	const struct cli_json *request = cli_json_from_object(&nodes, request_object);
	int status = 1;
	if (!request)
		fprintf(stderr, "%s analyze: %s\n", PACKAGE, strerror(ENOMEM));
	else if (analyze_run(request, &a, err, sizeof err) < 0)
		fprintf(stderr, "%s analyze: %s\n", PACKAGE, err);
	else {
		analyze_print(&a);
		status = 0;
	}
	cli_json_nodes_free(&nodes);
	return status;
}

static int add_positionals(const struct cli_command_line *cl)
{
	for (int i = 0; i < cl->npositional; i++) {
		const char *arg = cl->positional[i];
		if (strchr(arg, ':'))
			cli_request_add_text(analyze_fields, cl->request, "melds", arg);
		else if (!json_object_object_get_ex(cl->request, "hand", NULL))
			cli_request_add_text(analyze_fields, cl->request, "hand", arg);
		else
			return cli_usage_error("analyze", _("unexpected argument '%s'"), arg);
	}
	return 0;
}

int cli_analyze_main(int argc, char **argv)
{
	struct cli_command_line cl;
	int status = cli_parse_command_line(analyze_fields, argc, argv, &cl);
	if (status)
		return status;
	cli_ignore_sigpipe();
	if (cl.help) {
		analyze_help();
		status = cli_finish_stdout(0, "analyze");
	} else if (cl.json) {
		if (cl.npositional)
			status = cli_usage_error("analyze",
						 _("--json reads the hands from standard input; "
						   "unexpected argument '%s'"),
						 cl.positional[0]);
		else
			status = cli_json_loop(stdin, stdout, cl.request, analyze_json_handler,
					       "analyze");
	} else if ((status = add_positionals(&cl)) == 0 &&
		   !json_object_object_get_ex(cl.request, "hand", NULL)) {
		status = cli_usage_error("analyze", "%s", _("no hand given"));
	} else if (status == 0) {
		status = cli_finish_stdout(analyze_readable(cl.request), "analyze");
	}
	json_object_put(cl.request);
	return status;
}
