/*
 * jansou calc: scores a winning hand, as a table for people or, with --json,
 * one JSON answer per JSON line of standard input (fields in jansou(6)). Riichi
 * is scored here; --rules mcr hands the request to src/cli/cli_calc_mcr.c.
 */
#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/hand.h"
#include "rules/notation.h"
#include "rules/rules.h"
#include "rules/score.h"
#include "rules/yaku.h"
#include "src/cli/cli.h"
#include "src/cli/cli_calc.h"
#include "src/cli/cli_input.h"
#include "src/cli/cli_io.h"
#include "src/cli/cli_options.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/text/textwidth.h"

/* Everything one scored riichi request needs, once read and checked. */
struct calc_job {
	struct rules rules;
	struct hand hand;
	struct win_context ctx;
	struct score_result result;
};

/* Turns a read request into a riichi hand and context. */
static int prepare_job(const struct calc_request *req, const struct rules *rules,
		       struct calc_job *job, char *err, size_t errsize)
{
	job->rules = *rules;
	if (calc_hand_of(req, rules, &job->hand, err, errsize) < 0)
		return -1;
	job->ctx = req->ctx;
	memcpy(job->ctx.dora, req->dora.tiles, (size_t)req->dora.n);
	job->ctx.ndora = req->dora.n;
	memcpy(job->ctx.ura, req->ura.tiles, (size_t)req->ura.n);
	job->ctx.nura = req->ura.n;
	return 0;
}

/* Scores one read riichi request; returns 0, or -1 with err filled for bad input. */
static int calc_run(const struct calc_request *req, const struct rules *rules, struct calc_job *job,
		    char *err, size_t errsize)
{
	if (prepare_job(req, rules, job, err, errsize) < 0)
		return -1;
	score_win(&job->rules, &job->hand, &job->ctx, &job->result);
	return 0;
}

/* ---- answers ----------------------------------------------------------- */

/* The payments of a result: a row each, shown when not zero. */
static const struct {
	const char *key;
	size_t offset;
	const char *label;  /* msgid, takes the points */
	const char *label3; /* the same with three players */
} payment_rows[] = {
    {"ron", offsetof(struct score_result, ron), N_("%d from the discarder"),
     N_("%d from the discarder")},
    {"tsumo_all", offsetof(struct score_result, tsumo_all), N_("%d from each player"),
     N_("%d from each of the other two")},
    {"tsumo_dealer", offsetof(struct score_result, tsumo_dealer), N_("%d from the dealer"),
     N_("%d from the dealer")},
    {"tsumo_nondealer", offsetof(struct score_result, tsumo_nondealer),
     N_("%d from each other player"), N_("%d from the other non-dealer")},
};

#define N_PAYMENT_ROWS (sizeof payment_rows / sizeof payment_rows[0])

static int payment_of(const struct score_result *r, size_t row)
{
	return *(const int *)((const char *)r + payment_rows[row].offset);
}

/* Why a hand could not be scored: the code and a default message. */
static const struct {
	const char *code;
	const char *message; /* msgid */
} status_rows[] = {
    [SCORE_OK] = {NULL, NULL},
    [SCORE_NOT_COMPLETE] = {CLI_NOT_COMPLETE, N_("the hand is not complete")},
    [SCORE_NO_YAKU] = {CLI_NO_YAKU, N_("the hand has no yaku")},
    [SCORE_BAD_INPUT] = {CLI_BAD_INPUT, N_("the hand cannot be scored")},
};

static const char *status_message(const struct score_result *r)
{
	/* the rules core writes English; its plain messages are msgids here too */
	return r->error[0] ? _(r->error) : _(status_rows[r->status].message);
}

/* ,"key":v */
static void out_int_member(struct cli_out *o, const char *key_colon, int v)
{
	cli_out_raw(o, key_colon);
	cli_out_int(o, v);
}

static void calc_answer(const struct score_result *r, int players, struct cli_out *o)
{
	if (r->status != SCORE_OK) {
		cli_out_error(o, status_rows[r->status].code, status_message(r));
		return;
	}
	out_int_member(o, "{\"ok\":true,\"han\":", r->han);
	out_int_member(o, ",\"fu\":", r->fu);
	out_int_member(o, ",\"yakuman\":", r->yakuman);
	cli_out_raw(o, ",\"limit\":");
	cli_out_string(o, score_limit_name(r->limit));
	cli_out_raw(o, ",\"yaku\":[");
	for (int i = 0; i < r->nyaku; i++) {
		cli_out_raw(o, i ? ",{\"id\":" : "{\"id\":");
		cli_out_string(o, yaku_id_string(r->yaku[i].id));
		out_int_member(o, ",\"han\":", r->yaku[i].han);
		cli_out_raw(o, ",\"name\":");
		cli_out_string(o, yaku_name(r->yaku[i].id));
		cli_out_raw(o, "}");
	}
	out_int_member(o, "],\"dora\":", r->dora);
	out_int_member(o, ",\"aka\":", r->aka);
	out_int_member(o, ",\"ura\":", r->ura);
	if (players == 3) { /* only three-player answers: four-player ones stay as they were */
		out_int_member(o, ",\"kita\":", r->kita);
		out_int_member(o, ",\"players\":", players);
	}
	cli_out_raw(o, ",\"payment\":{");
	const char *sep = "\"";
	for (size_t i = 0; i < N_PAYMENT_ROWS; i++)
		if (payment_of(r, i)) {
			cli_out_raw(o, sep);
			cli_out_raw(o, payment_rows[i].key);
			cli_out_raw(o, "\":");
			cli_out_int(o, payment_of(r, i));
			sep = ",\"";
		}
	out_int_member(o, "},\"total\":", r->total);
	cli_out_raw(o, "}");
}

static void calc_json_handler(const struct cli_json *request, struct cli_out *out)
{
	struct calc_request req;
	struct rules rules;
	struct calc_job job;
	char err[256];
	if (calc_read(request, &req, &rules, err, sizeof err) < 0)
		cli_out_error(out, CLI_BAD_INPUT, err);
	else if (rules.family == RULES_MCR)
		calc_mcr_json(&req, &rules, out);
	else if (calc_run(&req, &rules, &job, err, sizeof err) < 0)
		cli_out_error(out, CLI_BAD_INPUT, err);
	else
		calc_answer(&job.result, rules_family_of(rules.family)->players, out);
}

/* ---- the table for people ---------------------------------------------- */

enum { NAME_COLUMNS = 28 };

void calc_print_row(const char *name, int columns, const char *value)
{
	fputs("  ", stdout);
	cli_print_padded(stdout, name, columns);
	printf(" %s\n", value);
}

/* The name column: NAME_COLUMNS, or wider for a long name (English ones run to 50). */
static int name_columns(const struct score_result *r)
{
	int columns = NAME_COLUMNS;
	for (int i = 0; i < r->nyaku; i++) {
		int w = textwidth(names_yaku(r->yaku[i].id));
		if (w > columns)
			columns = w;
	}
	return columns;
}

static void print_yaku(const struct score_result *r)
{
	char value[32];
	int columns = name_columns(r);
	for (int i = 0; i < r->nyaku; i++) {
		const struct yaku_award *y = &r->yaku[i];
		if (y->yakuman && y->han > 13)
			snprintf(value, sizeof value, _("yakuman x%d"), y->han / 13);
		else if (y->yakuman)
			snprintf(value, sizeof value, "%s", _("yakuman"));
		else
			snprintf(value, sizeof value, _("%d han"), y->han);
		calc_print_row(names_yaku(y->id), columns, value);
	}
	const struct {
		const char *name;
		int count;
	} bonus[] = {
	    {N_("Dora"), r->dora},
	    {N_("Red fives"), r->aka},
	    {N_("Ura dora"), r->ura},
	    {N_("Kita (North set aside)"), r->kita},
	};
	for (size_t i = 0; i < sizeof bonus / sizeof bonus[0]; i++)
		if (bonus[i].count && !r->yakuman) {
			snprintf(value, sizeof value, _("%d han"), bonus[i].count);
			calc_print_row(_(bonus[i].name), columns, value);
		}
}

void calc_print_hand_tiles(const struct hand *hand, tile_t win)
{
	char buf[128];
	notation_format_tiles(hand->tiles, hand->ntiles, buf, sizeof buf);
	printf(_("Hand:    %s + %s"), buf, notation_tile(win));
	for (int i = 0; i < hand->nmelds; i++) {
		notation_format_meld(&hand->melds[i], buf, sizeof buf);
		printf("  %s", buf);
	}
}

static void print_hand(const struct calc_job *job)
{
	calc_print_hand_tiles(&job->hand, job->ctx.win);
	printf(_(" (%s, %s)\n"), job->ctx.tsumo ? _("tsumo") : _("ron"),
	       job->ctx.seat_wind == TILE_EAST ? _("dealer") : _("non-dealer"));
}

static void print_total(const struct score_result *r, int players)
{
	if (r->yakuman)
		printf(r->yakuman > 1 ? _("Value:   yakuman x%d") : _("Value:   yakuman"),
		       r->yakuman);
	else
		printf(_("Value:   %d han %d fu"), r->han, r->fu);
	char limit[64];
	if (r->limit != LIMIT_NONE && !r->yakuman)
		printf(" (%s)", names_limit(r->limit, r->yakuman, limit, sizeof limit));
	putchar('\n');
	fputs(_("Payment:"), stdout);
	const char *sep = " ";
	for (size_t i = 0; i < N_PAYMENT_ROWS; i++)
		if (payment_of(r, i)) {
			fputs(sep, stdout);
			printf(_(players == 3 ? payment_rows[i].label3 : payment_rows[i].label),
			       payment_of(r, i));
			sep = ", ";
		}
	putchar('\n');
	printf(_("Total:   %d\n"), r->total);
}

static void calc_print(const struct calc_job *job)
{
	print_hand(job);
	if (rules_family_of(job->rules.family)->players == 3)
		printf(_("Rules:   %s, three players\n"), job->rules.preset);
	puts(_("Yaku:"));
	print_yaku(&job->result);
	print_total(&job->result, rules_family_of(job->rules.family)->players);
}

/* ---- the command ------------------------------------------------------- */

static void calc_help(void)
{
	printf(_("Usage: %s calc [OPTION]... HAND WIN [MELD]...\n"
		 "   or: %s calc --json [OPTION]...\n"),
	       PACKAGE, PACKAGE);
	puts(_("Score a winning hand: yaku, han, fu, limit and payments.\n"
	       "HAND is the concealed tiles without the winning tile WIN, in mpsz notation\n"
	       "(0 is a red five); each MELD is written like chi:234s, pon:777z, minkan:5555p,\n"
	       "ankan:1111m or kakan:9999s.\n"
	       "\n"
	       "Options:"));
	cli_print_field_options(calc_fields, stdout);
	puts(_("\nExample: jansou calc 12399m456p23789s 4s --riichi --tsumo --dora 8m"));
	puts(_("\n"
	       "With --rules mcr the hand is scored by Chinese Official rules: the fan and\n"
	       "their points, flowers (--flowers), the 8-point minimum and the payments.\n"
	       "--last-tile-draw, --last-tile-claim, --replacement, --robbing-kong and\n"
	       "--last-tile name the situations of the fan 40 to 43 and 27 (the riichi names\n"
	       "--haitei, --houtei, --rinshan and --chankan say the same); the riichi\n"
	       "options (--riichi, --dora...) are refused.\n"
	       "Example: jansou calc --rules mcr 123456789m234p5s 5s --tsumo --flowers 2"));
	puts(_("\n"
	       "With --rules sanma (or sanma-tenhou) the hand is scored by three-player riichi:\n"
	       "no 2m to 8m and no chi, --kita N North tiles set aside (a dora each), and a\n"
	       "tsumo paid by the two others (tsumo loss, or North bisection with --option\n"
	       "tsumo_loss=false).\n"
	       "Example: jansou calc --rules sanma 11m456p789s234s66z 6z --tsumo --kita 2"));
}

/* Scores a read request and prints the table; returns the exit status. */
static int calc_print_request(const struct cli_json *request)
{
	struct calc_request req;
	struct rules rules;
	struct calc_job job;
	char err[256];
	if (calc_read(request, &req, &rules, err, sizeof err) < 0) {
		fprintf(stderr, "%s calc: %s\n", PACKAGE, err);
		return 1;
	}
	if (rules.family == RULES_MCR)
		return calc_mcr_print(&req, &rules);
	if (calc_run(&req, &rules, &job, err, sizeof err) < 0) {
		fprintf(stderr, "%s calc: %s\n", PACKAGE, err);
		return 1;
	}
	if (job.result.status != SCORE_OK) {
		fprintf(stderr, "%s calc: %s\n", PACKAGE, status_message(&job.result));
		return 1;
	}
	calc_print(&job);
	return 0;
}

/* Scores the hand of a command line and prints the table; returns the exit status. */
static int calc_readable(json_object *request_object)
{
	struct cli_json_nodes nodes;
	cli_json_nodes_init(&nodes);
	const struct cli_json *request = cli_json_from_object(&nodes, request_object);
	int status = 1;
	if (request)
		status = calc_print_request(request);
	else
		fprintf(stderr, "%s calc: %s\n", PACKAGE, strerror(ENOMEM));
	cli_json_nodes_free(&nodes);
	return status;
}

/* HAND, WIN and melds as arguments: a word with a colon is a meld. */
static int add_positionals(const struct cli_command_line *cl)
{
	static const char *const order[] = {"hand", "win"};
	size_t next = 0;
	for (int i = 0; i < cl->npositional; i++) {
		const char *arg = cl->positional[i];
		if (strchr(arg, ':')) {
			cli_request_add_text(calc_fields, cl->request, "melds", arg);
			continue;
		}
		while (next < 2 && json_object_object_get_ex(cl->request, order[next], NULL))
			next++;
		if (next == 2)
			return cli_usage_error("calc", _("unexpected argument '%s'"), arg);
		cli_request_add_text(calc_fields, cl->request, order[next++], arg);
	}
	return 0;
}

int cli_calc_main(int argc, char **argv)
{
	struct cli_command_line cl;
	int status = cli_parse_command_line(calc_fields, argc, argv, &cl);
	if (status)
		return status;
	cli_ignore_sigpipe();
	if (cl.help) {
		calc_help();
		status = cli_finish_stdout(0, "calc");
	} else if (cl.json) {
		if (cl.npositional)
			status = cli_usage_error("calc",
						 _("--json reads the hands from standard input; "
						   "unexpected argument '%s'"),
						 cl.positional[0]);
		else
			status =
			    cli_json_loop(stdin, stdout, cl.request, calc_json_handler, "calc");
	} else if (cl.npositional == 0 && !json_object_object_get_ex(cl.request, "hand", NULL)) {
		status = cli_usage_error("calc", "%s", _("no hand given"));
	} else if ((status = add_positionals(&cl)) == 0 &&
		   !json_object_object_get_ex(cl.request, "win", NULL)) {
		status = cli_usage_error("calc", "%s",
					 _("no winning tile given: write HAND WIN [MELD]..."));
	} else if (status == 0) {
		status = cli_finish_stdout(calc_readable(cl.request), "calc");
	}
	json_object_put(cl.request);
	return status;
}
