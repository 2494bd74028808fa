/* Rule presets as constant tables, and every option settable by name. */
#include "rules/rules.h"

#include "rules/i18n_marks.h"
#include "rules/wall.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * A preset that is a variant of another is written as its base and its differences: the base's
 * fields are a macro, and the variant names the fields it changes after it. Of two designated
 * initializers of one field the later counts (C11 6.7.9), which is the point here, so the
 * warning about it is off for the presets only. tests/test_rules.c holds every preset's values.
 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"

/* The default: the rules of the big online clients (Mahjong Soul style). One field a line. */
/* clang-format off */
#define STANDARD_RULES                                                                             \
	.red_fives = {1, 2, 1}, /* one red 5m, two red 5p, one red 5s */                           \
	.open_tanyao = true,                                                                       \
	.double_yakuman = true, /* daisuushii, suuankou tanki, kokushi 13, junsei chuuren */       \
	.yakuman_stacking = true,                                                                  \
	.counted_yakuman = true,                                                                   \
	.kiriage_mangan = false, /* 4 han 30 fu is 7700 in the score table */                      \
	.renhou = RENHOU_OFF,                                                                      \
	.double_wind_pair_4fu = true,                                                              \
	.nagashi_mangan = true,                                                                    \
	.ura_dora = true,                                                                          \
	.kan_dora = true,                                                                          \
	.starting_points = 25000,                                                                  \
	.return_points = 30000,                                                                    \
	.target_points = 30000,                                                                    \
	.uma = {15, 5, -5, -15},                                                                   \
	.bust = true,                                                                              \
	.dealer_stop = true, /* the dealer ends South 4 when first with 30000 or more */           \
	.west_round = true,                                                                        \
	.abortive_draws = true, /* nine terminals, four winds, kans or riichi, triple ron */       \
	.max_ron = 2,                                                                              \
	.triple_ron_draw = true,                                                                   \
	.kuikae_forbidden = true,                                                                  \
	.kan_dora_delayed = true,                                                                  \
	.pao = true, /* daisangen, daisuushii */                                                   \
	.pao_four_kans = true, /* the rule set lists Four Kans among the liable yakuman */         \
	.dead_wait = DEAD_WAIT_HAND, /* only the concealed hand's four copies make it noten */    \
	.kokushi_closed_kan = true /* Mahjong Soul: thirteen orphans robs a closed kan */
/* clang-format on */

static const struct rules preset_standard = {.preset = "standard", STANDARD_RULES};

/* The other big online client: one red five a suit, no double yakuman, a larger uma. */
static const struct rules preset_tenhou = {
    STANDARD_RULES,
    .preset = "tenhou",
    .red_fives = {1, 1, 1},
    .double_yakuman = false,
    .uma = {20, 10, -10, -20},
    .pao_four_kans = false, /* Tenhou: liability for Big Three Dragons and Big Four Winds only */
    .kokushi_closed_kan = false, /* Tenhou: no kan is robbed but an added one */
};

/*
 * A professional league's rules. Only the face-up dora (no ura, kan dora or
 * red fives), renhou a mangan, no double yakuman but yakuman add up; no counted
 * yakuman and no nagashi mangan, which are not among the yaku the league plays.
 * Too far from the standard rules to be a variant: every field is written out.
 */
static const struct rules preset_league = {
    .preset = "league",
    .red_fives = {0, 0, 0},
    .open_tanyao = true,
    .double_yakuman = false,
    .yakuman_stacking = true,
    .counted_yakuman = false,
    .kiriage_mangan = false,
    .renhou = RENHOU_MANGAN,
    .double_wind_pair_4fu = false,
    .nagashi_mangan = false,
    .ura_dora = false,
    .kan_dora = false,
    .starting_points = 30000,
    .return_points = 30000,
    .target_points = 30000,
    .uma = {15, 5, -5, -15},
    .bust = false,
    .dealer_stop = false,
    .west_round = false,
    .abortive_draws = false,
    .max_ron = 1,
    .triple_ron_draw = false,
    .kuikae_forbidden = true,
    .kan_dora_delayed = true,
    .pao = true,
    .pao_four_kans = true,
    .dead_wait = DEAD_WAIT_HAND,
    .kokushi_closed_kan = true,
};

/* The standard rules with every old and local yaku, renhou a yakuman, one red five a suit. */
static const struct rules preset_classic = {
    STANDARD_RULES,	      .preset = "classic",    .red_fives = {1, 1, 1},
    .renhou = RENHOU_YAKUMAN, .tsubame_gaeshi = true, .kanburi = true,
    .shiiaruraotai = true,    .sanrenkou = true,      .uumensai = true,
    .isshoku_sanjun = true,   .daisharin = true,      .daichikurin = true,
    .daisuurin = true,	      .daichisei = true,      .kokuiisou = true,
    .ishi_no_ue = true,
};

/*
 * Chinese Official rules (MCR, 1998). No dora, red fives or riichi; everyone starts at 0,
 * the eight flowers are in the wall, and the seat nearest the discarder in turn wins a
 * discard several want.
 */
static const struct rules preset_mcr = {
    .preset = "mcr",
    .family = RULES_MCR,
    .red_fives = {0, 0, 0},
    .starting_points = 0,
    .return_points = 0,
    .uma = {0, 0, 0, 0},
    .max_ron = 1,
    .flowers = true,
    .reseat = true,
};

/*
 * Three-player riichi as Mahjong Soul plays it: its four-player rules (the standard ones) on
 * 108 tiles (no 2m-8m), no chi, North set aside as a dora (kita) with a replacement draw, a red
 * 5p and a red 5s, 35000 points each and returned (no oka), 40000 for the top to end the
 * game, uma 15/0/-15. A tsumo lacks the absent player's share
 * (tsumo loss); Mahjong Soul offers North bisection as its alternative, here tsumo_loss=false.
 * With three seats there is no abortive draw of four winds or four riichi, and no triple ron;
 * nine terminals and four kans still abort. The uma of four places is not read (uma3 is).
 */
/* clang-format off */
#define SANMA_RULES                                                                                \
	STANDARD_RULES,                                                                            \
	.family = RULES_SANMA,                                                                     \
	.red_fives = {0, 1, 1},                                                                    \
	.starting_points = 35000,                                                                  \
	.return_points = 35000,                                                                    \
	.target_points = 40000,                                                                    \
	.uma = {0, 0, 0, 0},                                                                       \
	.triple_ron_draw = false,                                                                  \
	.kita = KITA_NUKIDORA,                                                                     \
	.tsumo_loss = true,                                                                        \
	.uma3 = {15, 0, -15}
/* clang-format on */

static const struct rules preset_sanma = {.preset = "sanma", SANMA_RULES};

/* Tenhou's three-player rules: as Mahjong Soul's, with Tenhou's four-player differences (no
 * double yakuman, liability for Big Three Dragons and Big Four Winds only, no closed kan
 * robbed), 40000 returned (an oka of 15000 to the top) and uma 20/0/-20. */
static const struct rules preset_sanma_tenhou = {
    SANMA_RULES,
    .preset = "sanma-tenhou",
    .double_yakuman = false,
    .pao_four_kans = false,
    .kokushi_closed_kan = false,
    .return_points = 40000,
    .uma3 = {20, 0, -20},
};

#pragma GCC diagnostic pop

static const struct rules *const presets[] = {
    &preset_standard, &preset_tenhou, &preset_league,	    &preset_classic,
    &preset_mcr,      &preset_sanma,  &preset_sanma_tenhou,
};

const char *const rules_preset_names[] = {"standard", "tenhou", "league",	"classic",
					  "mcr",      "sanma",	"sanma-tenhou", NULL};

/*
 * The noten payments at an exhaustive draw, in all: 3000 with four players (1000 from each of
 * three to a lone tenpai, 1500 from each of two to two, 1000 from the last to each of three);
 * 2000 with three (1000 from each noten player to a lone tenpai, or 1000 from the lone noten
 * player to each tenpai), as the online clients' three-player rules pay. A drawn hand of
 * Chinese Official rules pays nothing. Logs: mjai's protocol seats four riichi players, and
 * Chinese Official rules are kept in a format of jansou's own.
 */
static const struct rules_family_info families[] = {
    [RULES_RIICHI] = {.name = "riichi",
		      .players = 4,
		      .chi = true,
		      .deal_wall = wall_deal,
		      .noten_pool = 3000,
		      .honba_ron = 300,
		      .log = RULES_LOG_TENHOU,
		      .logs = RULES_LOG_TENHOU | RULES_LOG_MJAI},
    [RULES_MCR] = {.name = "mcr",
		   .players = 4,
		   .chi = true,
		   .deal_wall = wall_deal_mcr,
		   .noten_pool = 0,
		   .log = RULES_LOG_MCR,
		   .logs = RULES_LOG_MCR},
    [RULES_SANMA] = {.name = "sanma",
		     .players = 3,
		     .chi = false,
		     .deal_wall = wall_deal_sanma,
		     .noten_pool = 2000,
		     .honba_ron = 200,
		     .log = RULES_LOG_TENHOU,
		     .logs = RULES_LOG_TENHOU},
};

const struct rules_family_info *rules_family_of(int family)
{
	if (family < 0 || family >= (int)(sizeof families / sizeof families[0]))
		return &families[RULES_RIICHI];
	return &families[family];
}

/* Points to the thousand, 500 down: floor((points + 400) / 1000) thousands. */
static int thousands_500_down(int points)
{
	int x = points + 400;
	return (x >= 0 ? x / 1000 : -((-x + 999) / 1000)) * 1000;
}

void rules_final_scores(const struct rules *r, int n, const int points[], const int placement[],
			double out[])
{
	const int *uma = n == 3 ? r->uma3 : r->uma;
	double others = 0;
	int top = 0;
	for (int s = 0; s < n; s++) {
		int p = r->round_final_scores ? thousands_500_down(points[s]) : points[s];
		out[s] = (p - r->return_points) / 1000.0 + uma[placement[s] - 1];
		if (placement[s] == 1) {
			top = s;
			out[s] += (r->return_points - r->starting_points) * n / 1000.0;
		} else {
			others += out[s];
		}
	}
	if (r->round_final_scores)
		out[top] = -others;
}

const struct rules *rules_preset(const char *name)
{
	for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
		if (name && strcmp(presets[i]->preset, name) == 0)
			return presets[i];
	return NULL;
}

static const char *const renhou_names[] = {"off", "mangan", "yakuman", NULL};
static const char *const dead_wait_names[] = {"hand", "melds", "tenpai", NULL};
static const char *const kita_names[] = {"honour", "nukidora", NULL};

#define BOOL_OPT(field, help_)                                                                     \
	{                                                                                          \
		.name = #field, .kind = RULES_OPT_BOOL, .offset = offsetof(struct rules, field),   \
		.help = help_                                                                      \
	}
#define INT_OPT(field, lo, hi, help_)                                                              \
	{                                                                                          \
		.name = #field, .kind = RULES_OPT_INT, .offset = offsetof(struct rules, field),    \
		.min = lo, .max = hi, .help = help_                                                \
	}
#define LIST_OPT(field, n, lo, hi, help_)                                                          \
	{                                                                                          \
		.name = #field, .kind = RULES_OPT_INT_LIST,                                        \
		.offset = offsetof(struct rules, field), .count = n, .min = lo, .max = hi,         \
		.help = help_                                                                      \
	}

const struct rules_option rules_option_table[] = {
    LIST_OPT(red_fives, 3, 0, 4, N_("Red fives of man, pin and sou")),
    BOOL_OPT(open_tanyao, N_("All Simples also counts for an open hand (kuitan)")),
    BOOL_OPT(double_yakuman, N_("13-sided Thirteen Orphans, Four Concealed Triplets single wait, "
				"True Nine Gates and Big Four Winds count as double yakuman")),
    BOOL_OPT(yakuman_stacking, N_("Several yakuman in one hand add up")),
    BOOL_OPT(counted_yakuman, N_("13 han or more count as a yakuman, else as sanbaiman")),
    BOOL_OPT(kiriage_mangan, N_("4 han 30 fu and 3 han 60 fu are rounded up to mangan")),
    {.name = "renhou",
     .kind = RULES_OPT_ENUM,
     .offset = offsetof(struct rules, renhou),
     .names = renhou_names,
     .help = N_("Blessing of Man (ron before the first draw): off, mangan or yakuman")},
    BOOL_OPT(double_wind_pair_4fu, N_("A pair of the round wind that is also the seat wind counts "
				      "4 fu instead of 2")),
    BOOL_OPT(nagashi_mangan, N_("Nagashi mangan at an exhaustive draw")),
    BOOL_OPT(ura_dora, N_("Ura dora are turned over for a riichi win")),
    BOOL_OPT(kan_dora, N_("Each kan turns over another dora indicator")),
    BOOL_OPT(tsubame_gaeshi, N_("Local yaku: ron on a riichi declaration tile (1 han)")),
    BOOL_OPT(kanburi, N_("Local yaku: ron on a tile discarded after a kan (1 han)")),
    BOOL_OPT(shiiaruraotai, N_("Local yaku: four melds and a single wait (1 han)")),
    BOOL_OPT(sanrenkou, N_("Local yaku: three consecutive triplets of one suit (2 han)")),
    BOOL_OPT(uumensai, N_("Local yaku: man, pin, sou, wind and dragon all in the hand (2 han)")),
    BOOL_OPT(isshoku_sanjun, N_("Local yaku: three identical sequences (3 han)")),
    BOOL_OPT(daisharin, N_("Local yakuman: seven pairs of pin simples")),
    BOOL_OPT(daichikurin, N_("Local yakuman: seven pairs of sou simples")),
    BOOL_OPT(daisuurin, N_("Local yakuman: seven pairs of man simples")),
    BOOL_OPT(daichisei, N_("Local yakuman: seven pairs of honours, on top of All Honours")),
    BOOL_OPT(kokuiisou, N_("Local yakuman: only 2, 4, 8 pin and winds")),
    BOOL_OPT(ishi_no_ue, N_("Local yakuman: double riichi won on the last tile")),
    INT_OPT(starting_points, 0, 1000000, N_("Points each player starts with")),
    INT_OPT(return_points, 0, 1000000, N_("Points returned before uma is added")),
    INT_OPT(target_points, 0, 1000000,
	    N_("Points the top needs for the game to end after the last hand")),
    LIST_OPT(uma, 4, -1000, 1000, N_("Uma in thousands, first to fourth place")),
    BOOL_OPT(round_final_scores,
	     N_("Final scores in whole thousands: points rounded to the thousand (500 down), "
		"the first taking what makes them add up to zero")),
    BOOL_OPT(bust, N_("The game ends when a player falls below zero")),
    BOOL_OPT(dealer_stop, N_("The dealer of the last hand may end the game when first")),
    BOOL_OPT(west_round, N_("Play on into West when nobody reaches the target points")),
    BOOL_OPT(abortive_draws, N_("Nine terminals, four winds, four kans and four riichi abort")),
    INT_OPT(max_ron, 1, 3, N_("Players who may ron one discard: 1 head bump, 2 double, 3 triple")),
    BOOL_OPT(triple_ron_draw, N_("Three rons on one discard abort the hand")),
    BOOL_OPT(kuikae_forbidden, N_("A call may not be followed by discarding the same tile kind")),
    BOOL_OPT(kan_dora_delayed, N_("The dora of an open or added kan shows after the discard")),
    BOOL_OPT(pao, N_("Liability for Big Three Dragons and Big Four Winds")),
    BOOL_OPT(pao_four_kans, N_("Liability also for Four Kans, on whoever fed the fourth kan")),
    {.name = "dead_wait",
     .kind = RULES_OPT_ENUM,
     .offset = offsetof(struct rules, dead_wait),
     .names = dead_wait_names,
     .help = N_("At an exhaustive draw a hand waiting only on tiles it holds all four of is "
		"noten when the four are in its concealed hand (hand), in its hand or melds "
		"(melds), or never (tenpai)")},
    BOOL_OPT(kokushi_closed_kan, N_("Thirteen orphans may win on a tile declared as a closed kan")),
    BOOL_OPT(flowers, N_("Chinese Official rules: the eight flowers are in the wall")),
    BOOL_OPT(reseat, N_("Chinese Official rules: players change seats between the wind rounds")),
    {.name = "kita",
     .kind = RULES_OPT_ENUM,
     .offset = offsetof(struct rules, kita),
     .names = kita_names,
     .help = N_("Three-player: North is set aside as a dora with a replacement draw "
		"(nukidora), or kept in the hand as an ordinary guest wind (honour)")},
    BOOL_OPT(tsumo_loss, N_("Three-player: a tsumo is paid without the absent player's share "
			    "(tsumo loss); false: the two payers split that share (North "
			    "bisection)")),
    LIST_OPT(uma3, 3, -1000, 1000, N_("Three-player: uma in thousands, first to third place")),
    {.name = NULL},
};

const char *(*rules_translate)(const char *msgid);

static int fail(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (err && size)
		vsnprintf(err, size, rules_tr(fmt), ap);
	va_end(ap);
	return -1;
}

static int parse_bool(const char *v, bool *out)
{
	static const char *const yes[] = {"true", "yes", "on", "1"};
	static const char *const no[] = {"false", "no", "off", "0"};
	for (int i = 0; i < 4; i++) {
		if (strcmp(v, yes[i]) == 0)
			return *out = true, 0;
		if (strcmp(v, no[i]) == 0)
			return *out = false, 0;
	}
	return -1;
}

/* One integer in [min, max] ending at a comma or the end; *end set past it. */
static int parse_int(const char *v, int min, int max, int *out, const char **end)
{
	char *e;
	errno = 0;
	long n = strtol(v, &e, 10);
	if (e == v || errno || n < min || n > max || (*e && *e != ','))
		return -1;
	*out = (int)n;
	*end = e;
	return 0;
}

static int set_value(const struct rules_option *o, void *field, const char *value, char *err,
		     size_t size)
{
	const char *end;
	switch (o->kind) {
	case RULES_OPT_BOOL:
		if (parse_bool(value, field) < 0)
			return fail(err, size, N_("%s: \"%s\" is not true or false"), o->name,
				    value);
		return 0;
	case RULES_OPT_INT:
		if (parse_int(value, o->min, o->max, field, &end) < 0 || *end)
			return fail(err, size, N_("%s: \"%s\" is not a whole number from %d to %d"),
				    o->name, value, o->min, o->max);
		return 0;
	case RULES_OPT_ENUM:
		for (int i = 0; o->names[i]; i++)
			if (strcmp(value, o->names[i]) == 0)
				return *(int *)field = i, 0;
		return fail(err, size, N_("%s: \"%s\" is not one of the allowed values"), o->name,
			    value);
	case RULES_OPT_INT_LIST: {
		int vals[8];
		const char *p = value;
		for (int i = 0; i < o->count; i++) {
			if (parse_int(p, o->min, o->max, &vals[i], &end) < 0 ||
			    (i + 1 < o->count ? *end != ',' : *end != '\0'))
				return fail(err, size,
					    N_("%s: \"%s\" must be %d comma-separated numbers from "
					       "%d to %d"),
					    o->name, value, o->count, o->min, o->max);
			p = end + 1;
		}
		memcpy(field, vals, sizeof(int) * (size_t)o->count);
		return 0;
	}
	}
	return fail(err, size, N_("%s: unknown option kind"), o->name);
}

/* Options renamed since saves and logs were first written, each older value with its new one. */
static const struct {
	const char *old_name, *old_value, *name, *value;
} renamed_options[] = {
    /* a bool until the dead wait rule said which tiles count; false counted the melds */
    {"dead_wait_tenpai", "true", "dead_wait", "tenpai"},
    {"dead_wait_tenpai", "false", "dead_wait", "melds"},
};

bool rules_option_renamed(const char **name, const char **value)
{
	for (size_t i = 0; i < sizeof renamed_options / sizeof renamed_options[0]; i++)
		if (*name && *value && strcmp(*name, renamed_options[i].old_name) == 0 &&
		    strcmp(*value, renamed_options[i].old_value) == 0) {
			*name = renamed_options[i].name;
			*value = renamed_options[i].value;
			return true;
		}
	return false;
}

int rules_set_option(struct rules *r, const char *name, const char *value, char *err,
		     size_t errsize)
{
	if (!name || !value)
		return fail(err, errsize, N_("an option needs a name and a value"));
	rules_option_renamed(&name, &value);
	for (const struct rules_option *o = rules_option_table; o->name; o++)
		if (strcmp(o->name, name) == 0)
			return set_value(o, (char *)r + o->offset, value, err, errsize);
	return fail(err, errsize, N_("unknown rule option \"%s\""), name);
}

void rules_option_text(const struct rules *r, const struct rules_option *o, char *buf, size_t size)
{
	const char *field = (const char *)r + o->offset;
	switch (o->kind) {
	case RULES_OPT_BOOL:
		snprintf(buf, size, "%s", *(const bool *)field ? "true" : "false");
		return;
	case RULES_OPT_INT:
		snprintf(buf, size, "%d", *(const int *)field);
		return;
	case RULES_OPT_ENUM:
		snprintf(buf, size, "%s", o->names[*(const int *)field]);
		return;
	case RULES_OPT_INT_LIST: {
		size_t n = 0;
		buf[0] = '\0';
		for (int i = 0; i < o->count && n < size; i++)
			n += (size_t)snprintf(buf + n, size - n, "%s%d", i ? "," : "",
					      ((const int *)field)[i]);
		return;
	}
	}
	snprintf(buf, size, "?");
}

/* The options only one family reads; every other option is riichi's, in both riichi families. */
static const struct {
	const char *name;
	int family;
} family_options[] = {
    {"flowers", RULES_MCR},	 {"reseat", RULES_MCR}, {"kita", RULES_SANMA},
    {"tsumo_loss", RULES_SANMA}, {"uma3", RULES_SANMA}, {"uma", RULES_RIICHI},
};

bool rules_option_applies(const char *name, int family)
{
	for (size_t i = 0; i < sizeof family_options / sizeof family_options[0]; i++)
		if (strcmp(name, family_options[i].name) == 0)
			return family == family_options[i].family;
	return family != RULES_MCR;
}
