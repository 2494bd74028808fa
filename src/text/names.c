/* Translated names of the game's words; see src/text/names.h. */
#include <config.h>

#include "src/text/names.h"

#include <stdio.h>

#include "rules/tile.h"
#include "src/text/i18n.h"

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

const char *names_yaku(enum yaku_id id)
{
	const char *name = yaku_name(id); /* an msgid marked in rules/yaku*.c */
	return *name ? _(name) : "";
}

const char *names_mcr_fan(enum mcr_fan fan)
{
	if ((unsigned)fan >= MCR_FAN_COUNT || fan == MCR_NONE)
		return "";
	return _(mcr_fan_table[fan].name); /* an msgid marked in rules/mcr_*.c */
}

const char *names_mcr_award(const struct mcr_award *award)
{
	/* a melded and a concealed kong are worth 5 points (doc/rules.md, "MCR rulings") */
	if (mcr_award_is_mixed_kongs(award))
		return _("Melded and Concealed Kong");
	return names_mcr_fan(award->fan);
}

const char *names_limit(enum score_limit limit, int yakuman, char *buf, size_t size)
{
	static const char *const limits[] = {
	    [LIMIT_NONE] = "",
	    [LIMIT_MANGAN] = N_("Mangan"),
	    [LIMIT_HANEMAN] = N_("Haneman"),
	    [LIMIT_BAIMAN] = N_("Baiman"),
	    [LIMIT_SANBAIMAN] = N_("Sanbaiman"),
	    [LIMIT_YAKUMAN] = N_("Yakuman"),
	};
	static const char *const multiples[] = {
	    [0] = N_("Counted Yakuman"),
	    [1] = N_("Yakuman"),
	    [2] = N_("Double Yakuman"),
	    [3] = N_("Triple Yakuman"),
	};
	if ((unsigned)limit >= COUNT(limits) || limit == LIMIT_NONE)
		return "";
	if (limit != LIMIT_YAKUMAN)
		return _(limits[limit]);
	if (yakuman >= 0 && (size_t)yakuman < COUNT(multiples))
		return _(multiples[yakuman]);
	/* TRANSLATORS: a yakuman hand worth %d yakuman, 4 or more. */
	snprintf(buf, size, _("%dx Yakuman"), yakuman);
	return buf;
}

const char *names_wind(int kind)
{
	static const char *const winds[] = {N_("East"), N_("South"), N_("West"), N_("North")};
	return kind_is_wind(kind) ? _(winds[kind - TILE_EAST]) : "";
}

const char *names_round(int round_wind, int hand_number)
{
	/* TRANSLATORS: the round and the dealer's turn in it, as the table's header shows. */
	static const char *const rounds[4][4] = {
	    {N_("East 1"), N_("East 2"), N_("East 3"), N_("East 4")},
	    {N_("South 1"), N_("South 2"), N_("South 3"), N_("South 4")},
	    {N_("West 1"), N_("West 2"), N_("West 3"), N_("West 4")},
	    {N_("North 1"), N_("North 2"), N_("North 3"), N_("North 4")},
	};
	if (!kind_is_wind(round_wind) || hand_number < 0 || hand_number > 3)
		return "";
	return _(rounds[round_wind - TILE_EAST][hand_number]);
}

/* Number tiles in running text, by suit, then plain or red five. */
static const char *const number_words[3][2] = {
    /* TRANSLATORS: a tile of characters (manzu) in running text, the side log, the hint, the
     * review: "5m", %d its number; Japanese "%d萬". Keep the suit names of the help. */
    {N_("%dm"),
     /* TRANSLATORS: the red five of characters in running text ("0m": 0 marks the red five
      * in the notation); Japanese "赤5萬". */
     N_("0m")},
    /* TRANSLATORS: a tile of dots (pinzu) in running text: "9p"; Japanese "%d筒". */
    {N_("%dp"),
     /* TRANSLATORS: the red five of dots in running text ("0p"); Japanese "赤5筒". */
     N_("0p")},
    /* TRANSLATORS: a tile of bamboos (souzu) in running text: "1s"; Japanese "%d索". */
    {N_("%ds"),
     /* TRANSLATORS: the red five of bamboos in running text ("0s"); Japanese "赤5索". */
     N_("0s")},
};

const char *names_tile_word(tile_t t)
{
	static char buf[4][32];
	static int slot;
	int k = tile_kind(t);
	if (k >= TILE_KINDS)
		return "?";
	if (kind_is_honor(k))
		return names_honor(k);
	char *b = buf[slot++ % 4];
	const char *form = _(number_words[kind_suit(k)][tile_is_red(t)]);
	if (tile_is_red(t))
		snprintf(b, sizeof buf[0], "%s", form);
	else
		snprintf(b, sizeof buf[0], form, kind_number(k));
	return b;
}

const char *names_honor(int kind)
{
	switch (kind) {
	/* TRANSLATORS: one-column (or one CJK character) text forms of the honour tiles. */
	case TILE_EAST:
		return pgettext("tile", "E");
	case TILE_SOUTH:
		return pgettext("tile", "S");
	case TILE_WEST:
		return pgettext("tile", "W");
	case TILE_NORTH:
		return pgettext("tile", "N");
	case TILE_HAKU:
		return pgettext("tile", "P");
	case TILE_HATSU:
		return pgettext("tile", "F");
	case TILE_CHUN:
		return pgettext("tile", "C");
	default:
		return "";
	}
}

const char *names_action(enum action_type type)
{
	switch (type) {
	/* TRANSLATORS: the words players call out at the table. */
	case ACT_DISCARD:
		return pgettext("call", "Discard");
	case ACT_RIICHI:
		return pgettext("call", "Riichi");
	case ACT_TSUMO:
		return pgettext("call", "Tsumo");
	case ACT_ANKAN:
	case ACT_KAKAN:
	case ACT_MINKAN:
		return pgettext("call", "Kan");
	case ACT_KYUUSHU:
		return pgettext("call", "Nine Terminals");
	case ACT_RON:
		return pgettext("call", "Ron");
	case ACT_PON:
		return pgettext("call", "Pon");
	case ACT_CHI:
		return pgettext("call", "Chi");
	case ACT_PASS:
		return pgettext("call", "Pass");
	case ACT_KITA: /* three players: a North set aside */
		return pgettext("call", "Kita");
	case ACT_TYPES: /* not an action */
		break;
	}
	return "";
}

/*
 * Every action once, in the order of enum action_type: its id, never translated (JSON,
 * saves), and its word in the game's call prompt and key bar (a msgid). A new action
 * without its row stops the build.
 */
static const struct {
	const char *id, *word;
} action_rows[] = {
    [ACT_DISCARD] = {"discard", N_("Discard")},
    [ACT_RIICHI] = {"riichi", N_("Riichi")},
    [ACT_TSUMO] = {"tsumo", N_("Tsumo")},
    [ACT_ANKAN] = {"ankan", N_("Closed kan")},
    [ACT_KAKAN] = {"kakan", N_("Added kan")},
    [ACT_KYUUSHU] = {"kyuushu", N_("Nine terminals draw")},
    [ACT_RON] = {"ron", N_("Ron")},
    [ACT_PON] = {"pon", N_("Pon")},
    [ACT_MINKAN] = {"minkan", N_("Kan")},
    [ACT_CHI] = {"chi", N_("Chi")},
    [ACT_PASS] = {"pass", N_("Pass")},
    [ACT_KITA] = {"kita", N_("Kita")},
};
_Static_assert(COUNT(action_rows) == ACT_TYPES, "every action has its row in action_rows");

const char *names_action_id(enum action_type type)
{
	return (unsigned)type < ACT_TYPES && action_rows[type].id ? action_rows[type].id : "?";
}

const char *names_action_word(enum action_type type)
{
	return (unsigned)type < ACT_TYPES && action_rows[type].word ? _(action_rows[type].word)
								    : "?";
}

const char *names_meld(enum meld_type type)
{
	switch (type) {
	case MELD_CHI:
		return pgettext("call", "Chi");
	case MELD_PON:
		return pgettext("call", "Pon");
	case MELD_MINKAN:
		return _("Open Kan");
	case MELD_ANKAN:
		return _("Closed Kan");
	case MELD_KAKAN:
		return _("Added Kan");
	}
	return "";
}

const char *names_abort(enum abort_kind abort)
{
	switch (abort) {
	case ABORT_NONE:
		return "";
	case ABORT_KYUUSHU:
		return _("Nine Terminals");
	case ABORT_FOUR_WINDS:
		return _("Four Winds");
	case ABORT_FOUR_KANS:
		return _("Four Kans");
	case ABORT_FOUR_RIICHI:
		return _("Four Riichi");
	case ABORT_TRIPLE_RON:
		return _("Triple Ron");
	}
	return "";
}
