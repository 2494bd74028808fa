/*
 * jansou calc: scores a winning hand, as a table for people or, with --json,
 * one JSON answer per JSON line of standard input (issue 3, section 4). Riichi
 * is scored here; --rules mcr hands the request to src/cli_calc_mcr.c.
 */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/hand.h"
#include "rules/mcr.h"
#include "rules/notation.h"
#include "rules/rules.h"
#include "rules/score.h"
#include "rules/yaku.h"
#include "src/cli.h"
#include "src/cli_calc.h"
#include "src/cli_input.h"
#include "src/cli_io.h"
#include "src/i18n.h"
#include "src/names.h"
#include "src/textwidth.h"

#define CTX(member) offsetof(struct calc_request, ctx.member)
#define REQ(member) offsetof(struct calc_request, member)

static const struct cli_field calc_fields[] = {
	{ "hand", "hand", CLI_FIELD_TILES, REQ(hand), CLI_MAX_TILES, true, N_("TILES"),
	  N_("concealed tiles without the winning tile") },
	{ "melds", "meld", CLI_FIELD_MELDS, REQ(melds), 0, false, N_("MELD"),
	  N_("a called or declared meld, e.g. pon:777z (repeatable)") },
	{ "win", "win", CLI_FIELD_TILE, CTX(win), 0, true, N_("TILE"), N_("the winning tile") },
	{ "tsumo", "tsumo", CLI_FIELD_BOOL, CTX(tsumo), 0, false, NULL,
	  N_("won by self-draw (default: ron)") },
	{ "riichi", "riichi", CLI_FIELD_BOOL, CTX(riichi), 0, false, NULL, N_("riichi declared") },
	{ "double_riichi", "double-riichi", CLI_FIELD_BOOL, CTX(double_riichi), 0, false, NULL,
	  N_("riichi declared on the first turn") },
	{ "ippatsu", "ippatsu", CLI_FIELD_BOOL, CTX(ippatsu), 0, false, NULL,
	  N_("won within a turn of riichi") },
	{ "rinshan", "rinshan", CLI_FIELD_BOOL, CTX(rinshan), 0, false, NULL,
	  N_("won on the replacement tile of a kan") },
	{ "chankan", "chankan", CLI_FIELD_BOOL, CTX(chankan), 0, false, NULL,
	  N_("robbed an added kan") },
	{ "haitei", "haitei", CLI_FIELD_BOOL, CTX(haitei), 0, false, NULL,
	  N_("self-drawn last tile of the wall") },
	{ "houtei", "houtei", CLI_FIELD_BOOL, CTX(houtei), 0, false, NULL,
	  N_("ron on the last discard") },
	{ "tenhou", "tenhou", CLI_FIELD_BOOL, CTX(tenhou), 0, false, NULL,
	  N_("the dealer's first draw completes the hand") },
	{ "chiihou", "chiihou", CLI_FIELD_BOOL, CTX(chiihou), 0, false, NULL,
	  N_("a non-dealer's first draw completes the hand") },
	{ "renhou", "renhou", CLI_FIELD_BOOL, CTX(renhou), 0, false, NULL,
	  N_("ron before the player's first draw") },
	{ "tsubame_gaeshi", "tsubame-gaeshi", CLI_FIELD_BOOL, CTX(tsubame_gaeshi), 0, false, NULL,
	  N_("ron on the tile that declared riichi (local yaku)") },
	{ "kanburi", "kanburi", CLI_FIELD_BOOL, CTX(kanburi), 0, false, NULL,
	  N_("ron on the discard just after a kan (local yaku)") },
	{ "round_wind", "round-wind", CLI_FIELD_WIND, CTX(round_wind), 0, false, N_("WIND"),
	  N_("E, S, W or N (default E)") },
	{ "seat_wind", "seat-wind", CLI_FIELD_WIND, CTX(seat_wind), 0, false, N_("WIND"),
	  N_("E, S, W or N; E is the dealer (default E)") },
	{ "dora", "dora", CLI_FIELD_TILES, REQ(dora), 10, false, N_("TILES"),
	  N_("dora indicators (repeatable)") },
	{ "ura", "ura", CLI_FIELD_TILES, REQ(ura), 10, false, N_("TILES"),
	  N_("ura dora indicators (repeatable)") },
	{ "honba", "honba", CLI_FIELD_INT, CTX(honba), 999, false, N_("N"),
	  N_("counter sticks on the table") },
	{ "riichi_sticks", "riichi-sticks", CLI_FIELD_INT, CTX(riichi_sticks), 999, false, N_("N"),
	  N_("riichi sticks the winner collects") },
	{ "flowers", "flowers", CLI_FIELD_INT, REQ(flowers), MCR_FLOWERS, false, N_("N"),
	  N_("mcr: flowers the winner has set aside (0 to 8)") },
	{ "last_tile", "last-tile", CLI_FIELD_BOOL, REQ(last_tile), 0, false, NULL,
	  N_("mcr: the other three copies of the winning tile were visible") },
	{ "rules", "rules", CLI_FIELD_PRESET, REQ(preset), 0, false, N_("PRESET"),
	  N_("rule preset (default standard; mcr for Chinese Official rules)") },
	{ "options", "option", CLI_FIELD_OPTIONS, REQ(options), 0, false, N_("NAME=VALUE"),
	  N_("override one rule option (repeatable)") },
	{ .name = NULL },
};

/* Everything one scored riichi request needs, once read and checked. */
struct calc_job {
	struct rules rules;
	struct hand hand;
	struct win_context ctx;
	struct score_result result;
};

static void request_defaults(struct calc_request *req)
{
	memset(req, 0, sizeof *req);
	req->ctx.round_wind = TILE_EAST;
	req->ctx.seat_wind = TILE_EAST;
	req->preset = rules_preset(rules_preset_names[0]);
}

/* ---- fields of one rule family ------------------------------------------ */

/* Fields that only one rule family reads: given to the other, they are refused, never ignored. */
static const struct {
	const char *field;
	int family; /* enum rules_family */
} family_fields[] = {
	{ "riichi", RULES_RIICHI },	    { "double_riichi", RULES_RIICHI },
	{ "ippatsu", RULES_RIICHI },	    { "tenhou", RULES_RIICHI },
	{ "chiihou", RULES_RIICHI },	    { "renhou", RULES_RIICHI },
	{ "tsubame_gaeshi", RULES_RIICHI }, { "kanburi", RULES_RIICHI },
	{ "dora", RULES_RIICHI },	    { "ura", RULES_RIICHI },
	{ "honba", RULES_RIICHI },	    { "riichi_sticks", RULES_RIICHI },
	{ "flowers", RULES_MCR },	    { "last_tile", RULES_MCR },
};

/* The rule options calc reads under Chinese Official rules; the others are riichi's. */
static const char *const mcr_rule_options[] = { "flowers", NULL };

static const struct cli_field *calc_field(const char *name)
{
	for (const struct cli_field *f = calc_fields; f->name; f++)
		if (strcmp(f->name, name) == 0)
			return f;
	return NULL;
}

/* Whether req holds more than the default in field f: a flag set, a number, tiles. */
static bool field_is_set(const struct cli_field *f, const struct calc_request *req)
{
	const char *value = (const char *)req + f->offset;
	switch (f->kind) {
	case CLI_FIELD_BOOL:
		return *(const bool *)value;
	case CLI_FIELD_INT:
		return *(const int *)value != 0;
	case CLI_FIELD_TILES:
		return ((const struct cli_tiles *)value)->n != 0;
	default:
		return false;
	}
}

static bool is_mcr_rule_option(const char *name)
{
	for (const char *const *p = mcr_rule_options; *p; p++)
		if (strcmp(*p, name) == 0)
			return true;
	return false;
}

/* Refuses what the other rule family would need: riichi under mcr, flowers under riichi. */
static int check_family_fields(const struct calc_request *req, const struct rules *rules,
			       char *err, size_t errsize)
{
	for (size_t i = 0; i < sizeof family_fields / sizeof family_fields[0]; i++) {
		const struct cli_field *f = calc_field(family_fields[i].field);
		if (!f || family_fields[i].family == rules->family || !field_is_set(f, req))
			continue;
		if (rules->family == RULES_MCR)
			snprintf(err, errsize,
				 _("%s (--%s) is for riichi rules; Chinese Official rules (--rules mcr) have no such thing"),
				 f->name, f->option);
		else
			snprintf(err, errsize,
				 _("%s (--%s) belongs to Chinese Official rules: give --rules mcr"),
				 f->name, f->option);
		return -1;
	}
	if (rules->family == RULES_MCR && req->options) {
		json_object_object_foreach(req->options, name, val)
		{
			(void)val;
			if (!is_mcr_rule_option(name)) {
				snprintf(err, errsize,
					 _("options: %s is a riichi rule; under Chinese Official rules calc takes only the option flowers"),
					 name);
				return -1;
			}
		}
	}
	return 0;
}

/* ---- the hand --------------------------------------------------------- */

static int size_error(const struct calc_request *req, int size, char *err, size_t errsize)
{
	char melds[32];
	snprintf(melds, sizeof melds, ngettext("%d meld", "%d melds", req->melds.n), req->melds.n);
	snprintf(err, errsize,
		 _("hand: %d tiles, the winning tile and %s make %d tiles; a winning hand has 14 (a kan counts as 3)"),
		 req->hand.n, melds, size);
	return -1;
}

int calc_hand_of(const struct calc_request *req, const struct rules *rules, struct hand *hand,
		 char *err, size_t errsize)
{
	int size = req->hand.n + 1 + 3 * req->melds.n;
	if (req->hand.n > 13)
		return size_error(req, size, err, errsize);
	memset(hand, 0, sizeof *hand);
	memcpy(hand->tiles, req->hand.tiles, (size_t)req->hand.n);
	hand->ntiles = req->hand.n;
	memcpy(hand->melds, req->melds.melds, sizeof req->melds.melds);
	hand->nmelds = req->melds.n;

	/* The winning tile and the indicators are real tiles too: no fifth copy anywhere. */
	tile_t extra[1 + 10 + 10];
	int nextra = 0;
	extra[nextra++] = req->ctx.win;
	memcpy(extra + nextra, req->dora.tiles, (size_t)req->dora.n);
	nextra += req->dora.n;
	memcpy(extra + nextra, req->ura.tiles, (size_t)req->ura.n);
	nextra += req->ura.n;
	/* Fifth copies and red fives first: the count alone is checked below. */
	struct notation_error nerr;
	if (hand_validate(hand, extra, nextra, rules->red_fives, size - 1, &nerr) < 0) {
		snprintf(err, errsize, "%s", nerr.msg);
		return -1;
	}
	if (size != 14)
		return size_error(req, size, err, errsize);
	return 0;
}

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

/* Reads a request and the rules it asks for; returns 0, or -1 with err filled. */
static int calc_read(json_object *request, struct calc_request *req, struct rules *rules,
		     char *err, size_t errsize)
{
	request_defaults(req);
	if (cli_read_request(calc_fields, request, req, err, errsize) < 0)
		return -1;
	*rules = *req->preset;
	if (cli_apply_rule_options(rules, req->options, err, errsize) < 0)
		return -1;
	return check_family_fields(req, rules, err, errsize);
}

/* Scores one read riichi request; returns 0, or -1 with err filled for bad input. */
static int calc_run(const struct calc_request *req, const struct rules *rules,
		    struct calc_job *job, char *err, size_t errsize)
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
	const char *label; /* msgid, takes the points */
} payment_rows[] = {
	{ "ron", offsetof(struct score_result, ron), N_("%d from the discarder") },
	{ "tsumo_all", offsetof(struct score_result, tsumo_all), N_("%d from each player") },
	{ "tsumo_dealer", offsetof(struct score_result, tsumo_dealer), N_("%d from the dealer") },
	{ "tsumo_nondealer", offsetof(struct score_result, tsumo_nondealer),
	  N_("%d from each other player") },
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
	[SCORE_OK] = { NULL, NULL },
	[SCORE_NOT_COMPLETE] = { CLI_NOT_COMPLETE, N_("the hand is not complete") },
	[SCORE_NO_YAKU] = { CLI_NO_YAKU, N_("the hand has no yaku") },
	[SCORE_BAD_INPUT] = { CLI_BAD_INPUT, N_("the hand cannot be scored") },
};

static const char *status_message(const struct score_result *r)
{
	/* the rules core writes English; its plain messages are msgids here too */
	return r->error[0] ? _(r->error) : _(status_rows[r->status].message);
}

static json_object *json_int(int v)
{
	return json_object_new_int(v);
}

static json_object *calc_answer(const struct score_result *r)
{
	if (r->status != SCORE_OK)
		return cli_json_error(status_rows[r->status].code, status_message(r));
	json_object *o = json_object_new_object();
	json_object_object_add(o, "ok", json_object_new_boolean(1));
	json_object_object_add(o, "han", json_int(r->han));
	json_object_object_add(o, "fu", json_int(r->fu));
	json_object_object_add(o, "yakuman", json_int(r->yakuman));
	json_object_object_add(o, "limit", json_object_new_string(score_limit_name(r->limit)));
	json_object *yaku = json_object_new_array();
	for (int i = 0; i < r->nyaku; i++) {
		json_object *y = json_object_new_object();
		json_object_object_add(y, "id",
				       json_object_new_string(yaku_id_string(r->yaku[i].id)));
		json_object_object_add(y, "han", json_int(r->yaku[i].han));
		json_object_object_add(y, "name", json_object_new_string(yaku_name(r->yaku[i].id)));
		json_object_array_add(yaku, y);
	}
	json_object_object_add(o, "yaku", yaku);
	json_object_object_add(o, "dora", json_int(r->dora));
	json_object_object_add(o, "aka", json_int(r->aka));
	json_object_object_add(o, "ura", json_int(r->ura));
	json_object *payment = json_object_new_object();
	for (size_t i = 0; i < N_PAYMENT_ROWS; i++)
		if (payment_of(r, i))
			json_object_object_add(payment, payment_rows[i].key,
					       json_int(payment_of(r, i)));
	json_object_object_add(o, "payment", payment);
	json_object_object_add(o, "total", json_int(r->total));
	return o;
}

static json_object *calc_json_handler(json_object *request)
{
	struct calc_request req;
	struct rules rules;
	struct calc_job job;
	char err[256];
	if (calc_read(request, &req, &rules, err, sizeof err) < 0)
		return cli_json_error(CLI_BAD_INPUT, err);
	if (rules.family == RULES_MCR)
		return calc_mcr_json(&req, &rules);
	if (calc_run(&req, &rules, &job, err, sizeof err) < 0)
		return cli_json_error(CLI_BAD_INPUT, err);
	return calc_answer(&job.result);
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
		{ N_("Dora"), r->dora },
		{ N_("Red fives"), r->aka },
		{ N_("Ura dora"), r->ura },
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

static void print_total(const struct score_result *r)
{
	if (r->yakuman)
		printf(r->yakuman > 1 ? _("Value:   yakuman x%d") : _("Value:   yakuman"), r->yakuman);
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
			printf(_(payment_rows[i].label), payment_of(r, i));
			sep = ", ";
		}
	putchar('\n');
	printf(_("Total:   %d\n"), r->total);
}

static void calc_print(const struct calc_job *job)
{
	print_hand(job);
	puts(_("Yaku:"));
	print_yaku(&job->result);
	print_total(&job->result);
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
	puts(_("  --json                   read one JSON request per line from standard input\n"
	       "                           and write one JSON answer per line; options given\n"
	       "                           on the command line are defaults for every line\n"
	       "  -h, --help               show this help and exit\n"
	       "\n"
	       "Example: jansou calc 12399m456p23789s 4s --riichi --tsumo --dora 8m"));
	puts(_("\n"
	       "With --rules mcr the hand is scored by Chinese Official rules: the fan and\n"
	       "their points, flowers (--flowers), the 8-point minimum and the payments.\n"
	       "--haitei, --houtei, --rinshan, --chankan and --last-tile name the situations\n"
	       "of the fan 40 to 43 and 27; the riichi options (--riichi, --dora...) are\n"
	       "refused.\n"
	       "Example: jansou calc --rules mcr 123456789m234p5s 5s --tsumo --flowers 2"));
}

/* Scores the hand of a command line and prints the table; returns the exit status. */
static int calc_readable(json_object *request)
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

/* HAND, WIN and melds as arguments: a word with a colon is a meld. */
static int add_positionals(const struct cli_command_line *cl)
{
	static const char *const order[] = { "hand", "win" };
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
			status = cli_usage_error("calc", _("--json reads the hands from standard input; unexpected argument '%s'"),
						 cl.positional[0]);
		else
			status = cli_json_loop(stdin, stdout, cl.request, calc_json_handler, "calc");
	} else if (cl.npositional == 0 && !json_object_object_get_ex(cl.request, "hand", NULL)) {
		status = cli_usage_error("calc", "%s", _("no hand given"));
	} else if ((status = add_positionals(&cl)) == 0 &&
		   !json_object_object_get_ex(cl.request, "win", NULL)) {
		status = cli_usage_error("calc", "%s", _("no winning tile given: write HAND WIN [MELD]..."));
	} else if (status == 0) {
		status = cli_finish_stdout(calc_readable(cl.request), "calc");
	}
	json_object_put(cl.request);
	return status;
}
