/*
 * jansou calc: the request, read from a JSON line or a command line and
 * checked for both rule families: the fields, the ones only one family takes,
 * and the hand (see src/cli/cli_calc.h).
 */
#include <config.h>

#include <stdio.h>
#include <string.h>

#include "rules/mcr.h"
#include "rules/notation.h"
#include "src/cli/cli_calc.h"
#include "src/text/i18n.h"

#define CTX(member) offsetof(struct calc_request, ctx.member)
#define REQ(member) offsetof(struct calc_request, member)

const struct cli_field calc_fields[] = {
    {"hand", "hand", CLI_FIELD_TILES, REQ(hand), CLI_MAX_TILES, true, N_("TILES"),
     N_("concealed tiles without the winning tile")},
    {"melds", "meld", CLI_FIELD_MELDS, REQ(melds), 0, false, N_("MELD"),
     N_("a called or declared meld, e.g. pon:777z (repeatable)")},
    {"win", "win", CLI_FIELD_TILE, CTX(win), 0, true, N_("TILE"), N_("the winning tile")},
    {"tsumo", "tsumo", CLI_FIELD_BOOL, CTX(tsumo), 0, false, NULL,
     N_("won by self-draw (default: ron)")},
    {"riichi", "riichi", CLI_FIELD_BOOL, CTX(riichi), 0, false, NULL, N_("riichi declared")},
    {"double_riichi", "double-riichi", CLI_FIELD_BOOL, CTX(double_riichi), 0, false, NULL,
     N_("riichi declared on the first turn")},
    {"ippatsu", "ippatsu", CLI_FIELD_BOOL, CTX(ippatsu), 0, false, NULL,
     N_("won within a turn of riichi")},
    {"rinshan", "rinshan", CLI_FIELD_BOOL, CTX(rinshan), 0, false, NULL,
     N_("won on the replacement tile of a kan")},
    {"chankan", "chankan", CLI_FIELD_BOOL, CTX(chankan), 0, false, NULL, N_("robbed an added kan")},
    {"haitei", "haitei", CLI_FIELD_BOOL, CTX(haitei), 0, false, NULL,
     N_("self-drawn last tile of the wall")},
    {"houtei", "houtei", CLI_FIELD_BOOL, CTX(houtei), 0, false, NULL,
     N_("ron on the last discard")},
    {"tenhou", "tenhou", CLI_FIELD_BOOL, CTX(tenhou), 0, false, NULL,
     N_("the dealer's first draw completes the hand")},
    {"chiihou", "chiihou", CLI_FIELD_BOOL, CTX(chiihou), 0, false, NULL,
     N_("a non-dealer's first draw completes the hand")},
    {"renhou", "renhou", CLI_FIELD_BOOL, CTX(renhou), 0, false, NULL,
     N_("ron before the player's first draw")},
    {"tsubame_gaeshi", "tsubame-gaeshi", CLI_FIELD_BOOL, CTX(tsubame_gaeshi), 0, false, NULL,
     N_("ron on the tile that declared riichi (local yaku)")},
    {"kanburi", "kanburi", CLI_FIELD_BOOL, CTX(kanburi), 0, false, NULL,
     N_("ron on the discard just after a kan (local yaku)")},
    {"round_wind", "round-wind", CLI_FIELD_WIND, CTX(round_wind), 0, false, N_("WIND"),
     N_("E, S, W or N (default E)")},
    {"seat_wind", "seat-wind", CLI_FIELD_WIND, CTX(seat_wind), 0, false, N_("WIND"),
     N_("E, S, W or N; E is the dealer (default E)")},
    {"dora", "dora", CLI_FIELD_TILES, REQ(dora), 10, false, N_("TILES"),
     N_("dora indicators (repeatable)")},
    {"ura", "ura", CLI_FIELD_TILES, REQ(ura), 10, false, N_("TILES"),
     N_("ura dora indicators (repeatable)")},
    {"honba", "honba", CLI_FIELD_INT, CTX(honba), 999, false, N_("N"),
     N_("counter sticks on the table")},
    {"riichi_sticks", "riichi-sticks", CLI_FIELD_INT, CTX(riichi_sticks), 999, false, N_("N"),
     N_("riichi sticks the winner collects")},
    {"kita", "kita", CLI_FIELD_INT, CTX(kita), 4, false, N_("N"),
     N_("three-player: North tiles set aside as nukidora, a dora each (0 to 4)")},
    {"flowers", "flowers", CLI_FIELD_INT, REQ(flowers), MCR_FLOWERS, false, N_("N"),
     N_("mcr: flowers the winner has set aside (0 to 8)")},
    {"last_tile", "last-tile", CLI_FIELD_BOOL, REQ(last_tile), 0, false, NULL,
     N_("mcr: Last Tile (和绝张): the other three copies of the winning tile were in sight")},
    {"last_tile_draw", "last-tile-draw", CLI_FIELD_BOOL, REQ(last_tile_draw), 0, false, NULL,
     N_("mcr: Last Tile Draw (妙手回春): self-drew the wall's last tile (or --haitei)")},
    {"last_tile_claim", "last-tile-claim", CLI_FIELD_BOOL, REQ(last_tile_claim), 0, false, NULL,
     N_("mcr: Last Tile Claim (海底捞月): won on the last discard (or --houtei)")},
    {"replacement", "replacement", CLI_FIELD_BOOL, REQ(replacement), 0, false, NULL,
     N_("mcr: Out with Replacement Tile (杠上开花): won on a kong's replacement tile (or "
	"--rinshan)")},
    {"robbing_kong", "robbing-kong", CLI_FIELD_BOOL, REQ(robbing_kong), 0, false, NULL,
     N_("mcr: Robbing the Kong (抢杠和): won on the tile added to a kong (or --chankan)")},
    {"rules", "rules", CLI_FIELD_PRESET, REQ(preset), 0, false, N_("PRESET"),
     N_("rule preset (default standard; mcr for Chinese Official rules, sanma or "
	"sanma-tenhou for three players)")},
    {"options", "option", CLI_FIELD_OPTIONS, REQ(options), 0, false, N_("NAME=VALUE"),
     N_("override one rule option (repeatable)")},
    {.name = NULL},
};

static void request_defaults(struct calc_request *req)
{
	memset(req, 0, sizeof *req);
	req->ctx.round_wind = TILE_EAST;
	req->ctx.seat_wind = TILE_EAST;
	req->preset = rules_preset(rules_preset_names[0]);
}

/* ---- fields of one rule family ------------------------------------------ */

/*
 * Fields that only one rule family reads: given to the other, they are refused, never ignored.
 * A row names its field by where its value lies, so that checking a request looks up nothing.
 */
static const struct {
	size_t offset;
	enum cli_field_kind kind;
	int family; /* enum rules_family */
} family_fields[] = {
    {CTX(riichi), CLI_FIELD_BOOL, RULES_RIICHI},
    {CTX(double_riichi), CLI_FIELD_BOOL, RULES_RIICHI},
    {CTX(ippatsu), CLI_FIELD_BOOL, RULES_RIICHI},
    {CTX(tenhou), CLI_FIELD_BOOL, RULES_RIICHI},
    {CTX(chiihou), CLI_FIELD_BOOL, RULES_RIICHI},
    {CTX(renhou), CLI_FIELD_BOOL, RULES_RIICHI},
    {CTX(tsubame_gaeshi), CLI_FIELD_BOOL, RULES_RIICHI},
    {CTX(kanburi), CLI_FIELD_BOOL, RULES_RIICHI},
    {REQ(dora), CLI_FIELD_TILES, RULES_RIICHI},
    {REQ(ura), CLI_FIELD_TILES, RULES_RIICHI},
    {CTX(honba), CLI_FIELD_INT, RULES_RIICHI},
    {CTX(riichi_sticks), CLI_FIELD_INT, RULES_RIICHI},
    {CTX(kita), CLI_FIELD_INT, RULES_SANMA},
    {REQ(flowers), CLI_FIELD_INT, RULES_MCR},
    {REQ(last_tile), CLI_FIELD_BOOL, RULES_MCR},
    {REQ(last_tile_draw), CLI_FIELD_BOOL, RULES_MCR},
    {REQ(last_tile_claim), CLI_FIELD_BOOL, RULES_MCR},
    {REQ(replacement), CLI_FIELD_BOOL, RULES_MCR},
    {REQ(robbing_kong), CLI_FIELD_BOOL, RULES_MCR},
};

/* The field whose value lies at offset. */
static const struct cli_field *calc_field_at(size_t offset)
{
	const struct cli_field *f = calc_fields;
	while (f->name && f->offset != offset)
		f++;
	return f;
}

/* Whether req holds more than the default in the field of kind at offset: a flag, a number. */
static bool field_is_set(size_t offset, enum cli_field_kind kind, const struct calc_request *req)
{
	const char *value = (const char *)req + offset;
	switch (kind) {
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

/* Whether a field or option of field_family means something under rules_family: riichi's
 * are three-player riichi's too. */
static bool family_takes(int rules_family, int field_family)
{
	return field_family == rules_family ||
	       (field_family == RULES_RIICHI && rules_family == RULES_SANMA);
}

/* The message for a field of one family given to rules of another. */
static void field_refusal(const struct cli_field *f, int field_family, int rules_family, char *err,
			  size_t errsize)
{
	if (rules_family == RULES_MCR)
		snprintf(err, errsize,
			 _("%s (--%s) is for riichi rules; Chinese Official rules (--rules "
			   "mcr) have no such thing"),
			 f->name, f->option);
	else if (field_family == RULES_SANMA)
		snprintf(err, errsize,
			 _("%s (--%s) is a three-player rule: give --rules sanma or sanma-tenhou"),
			 f->name, f->option);
	else
		snprintf(err, errsize,
			 _("%s (--%s) belongs to Chinese Official rules: give --rules mcr"),
			 f->name, f->option);
}

/* Refuses a rule option the family does not read (a three-player one under four players). */
static int check_options(const struct calc_request *req, const struct rules *rules, char *err,
			 size_t errsize)
{
	if (!req->options)
		return 0;
	for (const struct cli_json *o = req->options->child; o; o = o->next) {
		if (rules_option_applies(o->key, rules->family))
			continue;
		if (rules->family == RULES_MCR) {
			snprintf(err, errsize,
				 _("options: %s is a riichi rule; under Chinese Official "
				   "rules calc takes only the options flowers and reseat"),
				 o->key);
			return -1;
		}
		if (rules_option_applies(o->key, RULES_SANMA)) {
			snprintf(err, errsize,
				 _("options: %s is a three-player rule: give --rules sanma or "
				   "sanma-tenhou"),
				 o->key);
			return -1;
		}
		if (rules->family == RULES_SANMA && rules_option_applies(o->key, RULES_RIICHI)) {
			snprintf(err, errsize,
				 _("options: %s is for four players; three-player rules take "
				   "uma3"),
				 o->key);
			return -1;
		}
	}
	return 0;
}

/* Refuses what the other rule family would need: riichi under mcr, flowers under riichi. */
static int check_family_fields(const struct calc_request *req, const struct rules *rules, char *err,
			       size_t errsize)
{
	for (size_t i = 0; i < sizeof family_fields / sizeof family_fields[0]; i++) {
		if (family_takes(rules->family, family_fields[i].family) ||
		    !field_is_set(family_fields[i].offset, family_fields[i].kind, req))
			continue;
		field_refusal(calc_field_at(family_fields[i].offset), family_fields[i].family,
			      rules->family, err, errsize);
		return -1;
	}
	return check_options(req, rules, err, errsize);
}

/* ---- the hand --------------------------------------------------------- */

static int size_error(const struct calc_request *req, int size, char *err, size_t errsize)
{
	char melds[32], tiles[32], total[32];
	snprintf(melds, sizeof melds, ngettext("%d meld", "%d melds", req->melds.n), req->melds.n);
	snprintf(tiles, sizeof tiles, ngettext("%d tile", "%d tiles", req->hand.n), req->hand.n);
	snprintf(total, sizeof total, ngettext("%d tile", "%d tiles", size), size);
	/* TRANSLATORS: "hand: 3 tiles, the winning tile and 1 meld make 7 tiles; ..." */
	snprintf(err, errsize,
		 _("hand: %s, the winning tile and %s make %s; a winning hand has 14 (a kan counts "
		   "as 3)"),
		 tiles, melds, total);
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

int calc_read(const struct cli_json *request, struct calc_request *req, struct rules *rules,
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
