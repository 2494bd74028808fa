/*
 * jansou review --report: a game's log replayed with the AI's second opinion at each decision
 * of one seat, as text or JSON (src/ui/review.h does the reviewing).
 */
#include <config.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <json-c/json.h>

#include "rules/notation.h"
#include "src/cli/cli.h"
#include "src/cli/cli_io.h"
#include "src/cli/cli_options.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/ui/review.h"
#include "src/ui/ui.h"

enum { OPT_TILES = CLI_LONG_ONLY };

/* Whether two candidates are alike by every figure the report shows. */
static bool same_figures(const struct ai_candidate *x, const struct ai_candidate *y)
{
	return x->shanten == y->shanten && x->ukeire == y->ukeire && x->danger == y->danger;
}

static const struct cli_option review_options[] = {
    {"report", 'r', NULL, N_("print the report instead")},
    {"seat", 's', N_("N"),
     N_("the seat to review, 0 to 3 as the log numbers them (default: yours in the game's own "
	"logs, else 0)")},
    {"json", 'j', NULL, N_("the report as one JSON object")},
    {"tiles", OPT_TILES, N_("MODE"), N_("glyph (Unicode mahjong tiles) or text (5m, 0m, E)")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void usage(FILE *out)
{
	fprintf(out, _("Usage: %s review [--seat N] [--tiles MODE] FILE\n"), PACKAGE);
	fprintf(out, _("   or: %s review --report [--seat N] [--json] FILE\n"), PACKAGE);
	fputs(
	    _("Replays a game's log (tenhou.net/6, mjai, jansou-mcr/1: whatever replay reads)\n"
	      "and at each decision of one seat asks the strongest jansou AI what it would do\n"
	      "in that seat's place, seeing what the seat saw. The report gives how often the\n"
	      "two agree, each decision where they differ (the hand, the seat's turn, what was\n"
	      "played, what the AI suggests and why, and for a discard the shanten, the tiles\n"
	      "that improve the hand and the danger of both), and each deal-in with its danger.\n"),
	    out);
	fputs(_("Without --report the log opens in the terminal: the table step by step, forward\n"
		"and back, by hand, by decision, by the decisions where the AI would have played\n"
		"otherwise, every hand open or only what the seat saw (? lists the keys).\n"),
	      out);
	fputs("\n", out);
	cli_options_print(review_options, out);
	fputs("\n", out);
	fputs(_("Exit status: 0 when the log was reviewed, 1 when it cannot be read, 2 on bad\n"
		"usage.\n"),
	      out);
}

static double ratio(int a, int b)
{
	return b > 0 ? (double)a / b : 0;
}

/* ---- text ------------------------------------------------------------- */

/* "2 away, 24 tiles, danger 3.1%": a candidate discard's figures. */
static void candidate_text(const struct ai_candidate *c, bool danger, char *buf, size_t size)
{
	char away[64];
	if (c->shanten <= 0)
		snprintf(away, sizeof away, "%s", _("ready"));
	else
		snprintf(away, sizeof away,
			 ngettext("%d away", "%d away", (unsigned long)c->shanten), c->shanten);
	int len =
	    snprintf(buf, size, ngettext("%s, %d tile", "%s, %d tiles", (unsigned long)c->ukeire),
		     away, c->ukeire);
	if (danger && len > 0 && (size_t)len < size)
		snprintf(buf + len, size - (size_t)len, _(", danger %.1f%%"), c->danger / 10.0);
}

static void print_text(const char *path, const struct review *r)
{
	char a[64], b[64], why[200];
	text_escape_printf(stdout, _("Review of %s, seat %d, by the %s AI"), path, r->seat,
			   ai_advisor->player.name);
	putchar('\n');
	printf(ngettext("%d hand, ", "%d hands, ", (unsigned long)r->hands), r->hands);
	printf(ngettext("%d decision: the AI agrees with %d (%.1f%%).\n",
			"%d decisions: the AI agrees with %d (%.1f%%).\n",
			(unsigned long)r->decisions),
	       r->decisions, r->agreed, 100 * ratio(r->agreed, r->decisions));
	if (r->replay_differences)
		printf(ngettext("Note: the log and the engine differ in %d place (see jansou "
				"replay); the review follows the log.\n",
				"Note: the log and the engine differ in %d places (see jansou "
				"replay); the review follows the log.\n",
				(unsigned long)r->replay_differences),
		       r->replay_differences);
	if (r->ndiffs) {
		printf("\n%s\n", _("Where the AI would have played otherwise:"));
		for (int i = 0; i < r->ndiffs; i++) {
			const struct review_decision *d = &r->diffs[i];
			struct ai_explain ex = {.reason = d->reason};
			/* TRANSLATORS: a decision the AI would have taken otherwise: the hand,
			 * the seat's turn, what was played, what the AI suggests, and why. */
			printf(_("  %s, turn %d: played %s, suggested %s (%s)\n"), d->hand_name,
			       d->turn, review_action_text(&d->played, a, sizeof a),
			       review_action_text(&d->suggested, b, sizeof b),
			       ai_explain_why(&ex, why, sizeof why));
			if (d->weighed) {
				bool danger = d->played_cand.danger || d->suggested_cand.danger;
				candidate_text(&d->played_cand, danger, a, sizeof a);
				candidate_text(&d->suggested_cand, danger, b, sizeof b);
				printf(_("      played: %s; suggested: %s\n"), a, b);
				char cost[200];
				if (*review_cost_text(&d->played_cand, &d->suggested_cand, cost,
						      sizeof cost))
					printf(_("      cost: %s\n"), cost);
				else if (same_figures(&d->played_cand, &d->suggested_cand))
					/* two lines of the same figures would read as a riddle */
					printf(
					    "      %s\n",
					    _("the same figures: the AI weighs what they leave out "
					      "(the hand's value, the shape of its waits); no loss "
					      "here"));
			}
		}
	}
	if (r->ndealins) {
		printf("\n%s\n", _("Deal-ins:"));
		for (int i = 0; i < r->ndealins; i++) {
			const struct review_deal_in *d = &r->dealins[i];
			printf(_("  %s, turn %d: %s to seat %d for %d"), d->hand_name, d->turn,
			       review_tile_text(d->tile), d->winner, d->points);
			if (d->threat)
				printf(_(": %.1f%% to deal in if ready (%s); the safest held: %s "
					 "(%s, %.1f%%)"),
				       d->move.chance / 10.0, _(ai_danger_class_name(d->move.cls)),
				       review_tile_text(d->move.safest),
				       _(ai_danger_class_name(d->move.safest_cls)),
				       d->move.safest_chance / 10.0);
			else
				printf("%s", _(": nobody was threatening yet"));
			putchar('\n');
		}
	}
}

/* ---- JSON ------------------------------------------------------------- */

static json_object *action_json(const struct action *a)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(names_action_id(a->type)));
	int k = a->type == ACT_MINKAN ? 3 : a->type == ACT_CHI || a->type == ACT_PON ? 2 : 0;
	bool tile = a->type != ACT_TSUMO && a->type != ACT_KYUUSHU && a->type != ACT_PASS &&
		    a->type != ACT_RON;
	if (tile)
		json_object_object_add(o, "tile", json_object_new_string(notation_tile(a->tile)));
	if (k) {
		json_object *h = json_object_new_array();
		for (int i = 0; i < k; i++)
			json_object_array_add(h, json_object_new_string(notation_tile(a->hand[i])));
		json_object_object_add(o, "hand", h);
	}
	return o;
}

static json_object *candidate_json(const struct ai_candidate *c)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "shanten", json_object_new_int(c->shanten));
	json_object_object_add(o, "ukeire", json_object_new_int(c->ukeire));
	json_object_object_add(o, "danger", cli_json_number(c->danger / 1000.0));
	return o;
}

static void print_json(const char *path, const struct review *r)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "file", json_object_new_string(path));
	json_object_object_add(o, "seat", json_object_new_int(r->seat));
	json_object_object_add(o, "ai", json_object_new_string(ai_advisor->player.name));
	json_object_object_add(o, "hands", json_object_new_int(r->hands));
	json_object_object_add(o, "decisions", json_object_new_int(r->decisions));
	json_object_object_add(o, "agreed", json_object_new_int(r->agreed));
	json_object_object_add(o, "agreement", cli_json_number(ratio(r->agreed, r->decisions)));
	json_object_object_add(o, "replay_differences", json_object_new_int(r->replay_differences));
	json_object *diffs = json_object_new_array();
	for (int i = 0; i < r->ndiffs; i++) {
		const struct review_decision *d = &r->diffs[i];
		json_object *x = json_object_new_object();
		json_object_object_add(x, "hand", json_object_new_int(d->hand));
		json_object_object_add(x, "turn", json_object_new_int(d->turn));
		json_object_object_add(x, "played", action_json(&d->played));
		json_object_object_add(x, "suggested", action_json(&d->suggested));
		json_object_object_add(x, "reason",
				       json_object_new_string(ai_reason_name(d->reason)));
		if (d->weighed) {
			json_object_object_add(x, "played_candidate",
					       candidate_json(&d->played_cand));
			json_object_object_add(x, "suggested_candidate",
					       candidate_json(&d->suggested_cand));
			/* what playing otherwise cost: shanten, tiles and deal-in chance */
			json_object *c = json_object_new_object();
			json_object_object_add(c, "shanten",
					       json_object_new_int(d->played_cand.shanten -
								   d->suggested_cand.shanten));
			json_object_object_add(
			    c, "ukeire",
			    json_object_new_int(d->suggested_cand.ukeire - d->played_cand.ukeire));
			json_object_object_add(
			    c, "danger",
			    cli_json_number((d->played_cand.danger - d->suggested_cand.danger) /
					    1000.0));
			json_object_object_add(x, "cost", c);
		}
		json_object_array_add(diffs, x);
	}
	json_object_object_add(o, "differences", diffs);
	json_object *deals = json_object_new_array();
	for (int i = 0; i < r->ndealins; i++) {
		const struct review_deal_in *d = &r->dealins[i];
		json_object *x = json_object_new_object();
		json_object_object_add(x, "hand", json_object_new_int(d->hand));
		json_object_object_add(x, "turn", json_object_new_int(d->turn));
		json_object_object_add(x, "tile", json_object_new_string(notation_tile(d->tile)));
		json_object_object_add(x, "winner", json_object_new_int(d->winner));
		json_object_object_add(x, "points", json_object_new_int(d->points));
		if (d->threat) {
			json_object_object_add(x, "danger",
					       cli_json_number(d->move.chance / 1000.0));
			json_object_object_add(
			    x, "class", json_object_new_string(ai_danger_class_name(d->move.cls)));
			json_object_object_add(
			    x, "safest", json_object_new_string(notation_tile(d->move.safest)));
			json_object_object_add(x, "safest_danger",
					       cli_json_number(d->move.safest_chance / 1000.0));
		}
		json_object_array_add(deals, x);
	}
	json_object_object_add(o, "deal_ins", deals);
	puts(json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
						   JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(o);
}

/* What the command line asked for. */
struct review_opts {
	struct ui_options view;
	bool json, report;
	int seat; /* -1: the seat the game named You, else 0 */
	const char *path;
};

/* The log in the terminal, step by step. */
static int review_view(const struct review_opts *o)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr,
			_("%s review: the viewer needs a terminal; --report prints the report\n"),
			PACKAGE);
		return 2;
	}
	return ui_review(&o->view, o->path, o->seat);
}

/* --report: the review printed as text or JSON. */
static int review_report(const struct review_opts *o)
{
	struct review r;
	char err[400];
	if (review_file(o->path, o->seat, &r, err, sizeof err) < 0) {
		text_escape_printf(stderr, "%s review: %s", PACKAGE, err);
		fputc('\n', stderr);
		return 1;
	}
	if (o->json)
		print_json(o->path, &r);
	else
		print_text(o->path, &r);
	review_free(&r);
	return 0;
}

/* Reads one option into o; returns 0, or 2 after a usage error. */
static int review_option(int opt, const char *value, struct review_opts *o)
{
	char *end;
	switch (opt) {
	case 'r':
		o->report = true;
		return 0;
	case 's':
		o->seat = (int)strtol(value, &end, 10);
		if (*value == '\0' || *end != '\0' || o->seat < 0 || o->seat >= SEATS) {
			fprintf(stderr, _("%s review: --seat is 0, 1, 2 or 3, not '%s'\n"), PACKAGE,
				value);
			return 2;
		}
		return 0;
	case 'j':
		o->json = true;
		return 0;
	case OPT_TILES:
		if (strcmp(value, "glyph") == 0) {
			o->view.tiles = UI_TILES_GLYPH;
		} else if (strcmp(value, "text") == 0) {
			o->view.tiles = UI_TILES_TEXT;
		} else {
			fprintf(stderr, _("%s: --tiles is glyph or text, not '%s'\n"), PACKAGE,
				value);
			return 2;
		}
		return 0;
	default:
		return 2;
	}
}

int cli_review_main(int argc, char **argv)
{
	struct review_opts o = {.view = {.delay_ms = -1}, .seat = -1};
	struct cli_parse p;
	cli_parse_start(&p, "review", review_options, argc, argv);
	int opt, status;
	while ((opt = cli_parse_next(&p)) != 0) {
		if (opt == 'h') {
			usage(stdout);
			return 0;
		}
		if (opt < 0)
			return 2;
		if ((status = review_option(opt, p.value, &o)) != 0)
			return status;
	}
	if (p.noperands != 1) {
		fprintf(stderr, _("%s review: give one log file\n"), PACKAGE);
		fprintf(stderr, _("Try '%s review --help' for more information.\n"), PACKAGE);
		return 2;
	}
	o.path = p.operands[0];
	return o.report ? review_report(&o) : review_view(&o);
}
