/*
 * jansou calc --rules mcr: a request scored under Chinese Official rules
 * (doc/rules.md, "Chinese Official rules"): the fan with their points, the flowers, the
 * 8-point minimum and the payments, for people or as JSON.
 */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "rules/mcr.h"
#include "rules/notation.h"
#include "src/cli/cli_calc.h"
#include "src/cli/cli_io.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/text/textwidth.h"

/* A scored request: the hand, its situation and the result. */
struct mcr_job {
	struct hand hand;
	struct mcr_context ctx;
	struct mcr_result result;
};

/*
 * The situations of the fan 40 to 43 (the last tile drawn or claimed, a kong's replacement,
 * a robbed kong), each under its MCR name or its riichi one, and the way of winning it needs.
 */
static const struct {
	size_t riichi_name; /* offset of the flag in struct win_context */
	size_t mcr_name;    /* offset of the flag in struct calc_request */
	bool tsumo;
	const char *message; /* msgid */
} situations[] = {
    {offsetof(struct win_context, haitei), offsetof(struct calc_request, last_tile_draw), true,
     N_("Last Tile Draw (--last-tile-draw, or --haitei) is the last tile of the wall, drawn: it "
	"needs --tsumo (a win on the last discard is --last-tile-claim)")},
    {offsetof(struct win_context, houtei), offsetof(struct calc_request, last_tile_claim), false,
     N_("Last Tile Claim (--last-tile-claim, or --houtei) is a win on the last discard: it cannot "
	"be --tsumo (the last tile drawn is --last-tile-draw)")},
    {offsetof(struct win_context, rinshan), offsetof(struct calc_request, replacement), true,
     N_("Out with Replacement Tile (--replacement, or --rinshan) is a win on the replacement tile "
	"of a kong, drawn: it needs --tsumo")},
    {offsetof(struct win_context, chankan), offsetof(struct calc_request, robbing_kong), false,
     N_("Robbing the Kong (--robbing-kong, or --chankan) robs another player's kong: it cannot be "
	"--tsumo")},
};

/* Whether situation i was given, under either name. */
static bool situation_given(const struct calc_request *req, size_t i)
{
	return *(const bool *)((const char *)&req->ctx + situations[i].riichi_name) ||
	       *(const bool *)((const char *)req + situations[i].mcr_name);
}

static int check_situation(const struct calc_request *req, const struct rules *rules, char *err,
			   size_t errsize)
{
	for (size_t i = 0; i < sizeof situations / sizeof situations[0]; i++) {
		if (situation_given(req, i) && req->ctx.tsumo != situations[i].tsumo) {
			snprintf(err, errsize, "%s", _(situations[i].message));
			return -1;
		}
	}
	if (req->flowers && !rules->flowers) {
		snprintf(err, errsize, "%s",
			 _("flowers (--flowers): these rules are played without flowers (option "
			   "flowers=false)"));
		return -1;
	}
	return 0;
}

/* Reads req into a hand and an MCR context and scores them; returns 0, or -1 with err. */
static int mcr_run(const struct calc_request *req, const struct rules *rules, struct mcr_job *job,
		   char *err, size_t errsize)
{
	if (check_situation(req, rules, err, errsize) < 0 ||
	    calc_hand_of(req, rules, &job->hand, err, errsize) < 0)
		return -1;
	const struct win_context *w = &req->ctx;
	job->ctx = (struct mcr_context){
	    .win = w->win,
	    .tsumo = w->tsumo,
	    .round_wind = w->round_wind,
	    .seat_wind = w->seat_wind,
	    .flowers = req->flowers,
	    .last_tile = req->last_tile,
	    .last_wall_tile = situation_given(req, 0) || situation_given(req, 1),
	    .replacement = situation_given(req, 2),
	    .robbing_kong = situation_given(req, 3),
	};
	mcr_score(&job->hand, &job->ctx, &job->result);
	return 0;
}

/* Why a hand could not be scored: the code and a default message. */
static const struct {
	const char *code;
	const char *message; /* msgid */
} status_rows[] = {
    [MCR_OK] = {NULL, NULL},
    [MCR_NOT_COMPLETE] = {CLI_NOT_COMPLETE, N_("the hand is not complete")},
    [MCR_BAD_INPUT] = {CLI_BAD_INPUT, N_("the hand cannot be scored")},
};

static const char *status_message(const struct mcr_result *r)
{
	/* the rules core writes English; its plain messages are msgids here too */
	return r->error[0] ? _(r->error) : _(status_rows[r->status].message);
}

/* "the hand is worth 6 points without flowers; a win needs at least 8". */
static void short_message(const struct mcr_result *r, char *buf, size_t size)
{
	snprintf(buf, size,
		 ngettext("the hand is worth %d point without flowers; a win needs at least %d",
			  "the hand is worth %d points without flowers; a win needs at least %d",
			  r->points - r->flower_points),
		 r->points - r->flower_points, MCR_MIN_POINTS);
}

/* ---- JSON ------------------------------------------------------------ */

/* ,"key":v */
static void out_int_member(struct cli_out *o, const char *key_colon, int v)
{
	cli_out_raw(o, key_colon);
	cli_out_int(o, v);
}

static void fan_list(const struct mcr_result *r, struct cli_out *o)
{
	cli_out_raw(o, "[");
	for (int i = 0; i < r->nfans; i++) {
		const struct mcr_award *a = &r->fans[i];
		const struct mcr_fan_info *info = &mcr_fan_table[a->fan];
		/* one melded and one concealed kong: 5 points, a fan of its own for a reader */
		bool mixed = mcr_award_is_mixed_kongs(a);
		cli_out_raw(o, i ? ",{\"id\":" : "{\"id\":");
		cli_out_string(o, mixed ? "melded_and_concealed_kongs" : info->id);
		/* English and the rule book's Chinese: the JSON does not depend on the language */
		cli_out_raw(o, ",\"name\":");
		cli_out_string(o, mixed ? "Melded and Concealed Kong" : info->name);
		cli_out_raw(o, ",\"chinese\":");
		cli_out_string(o, mixed ? "明暗杠" : info->chinese);
		out_int_member(o, ",\"points\":", a->points);
		out_int_member(o, ",\"count\":", a->count);
		cli_out_raw(o, "}");
	}
	cli_out_raw(o, "]");
}

static void payment_object(const struct mcr_result *r, bool tsumo, struct cli_out *o)
{
	if (!r->enough)
		cli_out_raw(o, "{}");
	else if (tsumo)
		out_int_member(o, "{\"each\":", r->pay_each_tsumo);
	else {
		out_int_member(o, "{\"discarder\":", r->pay_discarder);
		out_int_member(o, ",\"others\":", r->pay_other);
	}
	if (r->enough)
		cli_out_raw(o, "}");
}

static void mcr_answer(const struct mcr_job *job, struct cli_out *o)
{
	const struct mcr_result *r = &job->result;
	if (r->status != MCR_OK) {
		cli_out_error(o, status_rows[r->status].code, status_message(r));
		return;
	}
	if (r->enough) {
		cli_out_raw(o, "{\"ok\":true");
	} else {
		/* not a win, as a riichi hand without yaku, but the fan are still worth seeing */
		char msg[160];
		short_message(r, msg, sizeof msg);
		cli_out_error_open(o, CLI_NOT_ENOUGH, msg);
	}
	cli_out_raw(o, ",\"rules\":\"mcr\",\"reading\":");
	cli_out_string(o, r->reading);
	cli_out_raw(o, ",\"fan\":");
	fan_list(r, o);
	out_int_member(o, ",\"points\":", r->points);
	out_int_member(o, ",\"flower_points\":", r->flower_points);
	cli_out_raw(o, ",\"enough\":");
	cli_out_bool(o, r->enough);
	cli_out_raw(o, ",\"payment\":");
	payment_object(r, job->ctx.tsumo, o);
	out_int_member(o, ",\"total\":", r->enough ? r->total : 0);
	cli_out_raw(o, "}");
}

void calc_mcr_json(const struct calc_request *req, const struct rules *rules, struct cli_out *out)
{
	struct mcr_job job;
	char err[256];
	if (mcr_run(req, rules, &job, err, sizeof err) < 0)
		cli_out_error(out, CLI_BAD_INPUT, err);
	else
		mcr_answer(&job, out);
}

/* ---- the table for people ---------------------------------------------- */

enum { NAME_COLUMNS = 28 };

static int name_columns(const struct mcr_result *r)
{
	int columns = NAME_COLUMNS;
	for (int i = 0; i < r->nfans; i++) {
		int w = textwidth(names_mcr_award(&r->fans[i]));
		if (w > columns)
			columns = w;
	}
	return columns;
}

static void print_fans(const struct mcr_result *r)
{
	int columns = name_columns(r);
	for (int i = 0; i < r->nfans; i++) {
		const struct mcr_award *a = &r->fans[i];
		char value[64];
		int n = snprintf(value, sizeof value, ngettext("%d point", "%d points", a->points),
				 a->points);
		if (a->count > 1 && n > 0 && (size_t)n < sizeof value)
			/* TRANSLATORS: after the points of a fan that counts several times: "
			 * (x2)". */
			snprintf(value + n, sizeof value - (size_t)n, _(" (x%d)"), a->count);
		calc_print_row(names_mcr_award(a), columns, value);
	}
}

static void print_situation(const struct mcr_job *job)
{
	calc_print_hand_tiles(&job->hand, job->ctx.win);
	/* TRANSLATORS: after the hand: self-drawn or on a discard, the prevailing and seat wind. */
	printf(_(" (%s; prevailing wind %s, seat wind %s)\n"),
	       job->ctx.tsumo ? _("self-drawn") : _("on a discard"),
	       names_wind(job->ctx.round_wind), names_wind(job->ctx.seat_wind));
}

static void print_points(const struct mcr_result *r, bool tsumo)
{
	printf(_("Points:  %d"), r->points);
	if (r->flower_points)
		printf(_(" (%d for flowers)"), r->flower_points);
	putchar('\n');
	if (!r->enough) {
		printf(_("Not a win: %d points without flowers, the minimum is %d.\n"),
		       r->points - r->flower_points, MCR_MIN_POINTS);
		return;
	}
	fputs(_("Payment:"), stdout);
	putchar(' ');
	if (tsumo) {
		printf(_("%d from each player"), r->pay_each_tsumo);
	} else {
		printf(_("%d from the discarder"), r->pay_discarder);
		fputs(", ", stdout);
		printf(_("%d from each of the other two"), r->pay_other);
	}
	putchar('\n');
	printf(_("Total:   %d\n"), r->total);
}

int calc_mcr_print(const struct calc_request *req, const struct rules *rules)
{
	struct mcr_job job;
	char err[256];
	if (mcr_run(req, rules, &job, err, sizeof err) < 0) {
		fprintf(stderr, "%s calc: %s\n", PACKAGE, err);
		return 1;
	}
	const struct mcr_result *r = &job.result;
	if (r->status != MCR_OK) {
		fprintf(stderr, "%s calc: %s\n", PACKAGE, status_message(r));
		return 1;
	}
	print_situation(&job);
	if (r->reading[0])
		/* TRANSLATORS: the sets the fan were counted from; "*" marks what the winning
		   tile completed, [ ] the melds. */
		printf(_("Reading: %s\n"), r->reading);
	puts(_("Fan:"));
	print_fans(r);
	print_points(r, job.ctx.tsumo);
	if (r->enough)
		return 0;
	/* the table shows why; the message and the status tell a script */
	short_message(r, err, sizeof err);
	fflush(stdout);
	fprintf(stderr, "%s calc: %s\n", PACKAGE, err);
	return 1;
}
