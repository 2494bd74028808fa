/*
 * What every reader of logs shares: its error message, the "rule" object (tenhou.net/6 logs
 * carry it, and jansou's mjai records in start_game), the names of hands and steps.
 */
#include <config.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules/notation.h"
#include "src/record/replay.h"
#include "src/record/record_json.h"
#include "src/record/replay_internal.h"

int replay_fail(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, size, fmt, ap);
	va_end(ap);
	return -1;
}

/* ---- rules ------------------------------------------------------------------ */

/* One option of our own logs, given back to rules_set_option as text. */
static int apply_option(struct rules *r, const char *name, json_object *v, char *err, size_t size)
{
	char text[128] = "";
	if (json_object_is_type(v, json_type_array)) {
		size_t len = 0;
		for (size_t i = 0; i < json_object_array_length(v) && len < sizeof text - 16; i++)
			len +=
			    (size_t)snprintf(text + len, sizeof text - len, "%s%d", i ? "," : "",
					     json_object_get_int(json_object_array_get_idx(v, i)));
	} else if (json_object_is_type(v, json_type_boolean)) {
		snprintf(text, sizeof text, "%s", json_object_get_boolean(v) ? "true" : "false");
	} else if (json_object_is_type(v, json_type_int)) {
		snprintf(text, sizeof text, "%d", json_object_get_int(v));
	} else if (record_string(v)) {
		snprintf(text, sizeof text, "%s", record_string(v));
	} else {
		return replay_fail(err, size, "rule: the option %s is not a string, number or list",
				   name);
	}
	char why[200];
	if (rules_set_option(r, name, text, why, sizeof why) < 0)
		return replay_fail(err, size, "rule: %s", why);
	return 0;
}

/*
 * Whose room a log was played in, told by the name its "rule" object shows ("disp"): the first
 * row the name holds decides, so that a Mahjong Soul name that also says South ("三玉の間南喰赤",
 * as converters write it) is Mahjong Soul's. Three players when the name begins with 三 or the
 * log deals to three seats (converters writing English names do not say).
 */
struct room_row {
	const char *text;   /* held anywhere in the name */
	const char *client; /* whose rooms have such names, for the report */
	const char *four;   /* the preset of its four-player games */
	const char *three;  /* ... and of its three-player ones */
};

static const struct room_row room_table[] = {
    /* Mahjong Soul: 銅/銀/金/玉/王座/交流/乱闘の間, friendly and tournament games */
    {"の間", "Mahjong Soul", "standard", "sanma"},
    {"友人戦", "Mahjong Soul", "standard", "sanma"},
    {"大会戦", "Mahjong Soul", "standard", "sanma"},
    {" Room", "Mahjong Soul", "standard", "sanma"},
    {"Casual Match", "Mahjong Soul", "standard", "sanma"},
    {"Friendly", "Mahjong Soul", "standard", "sanma"},
    {"Tournament", "Mahjong Soul", "standard", "sanma"},
    /* Tenhou: 般/上/特/鳳 (and 技) tables, East or South games ("三鳳南喰赤", "般東喰赤－速") */
    {"鳳", "Tenhou", "tenhou", "sanma-tenhou"},
    {"特", "Tenhou", "tenhou", "sanma-tenhou"},
    {"上", "Tenhou", "tenhou", "sanma-tenhou"},
    {"般", "Tenhou", "tenhou", "sanma-tenhou"},
    {"技", "Tenhou", "tenhou", "sanma-tenhou"},
    {"南", "Tenhou", "tenhou", "sanma-tenhou"},
    {"東", "Tenhou", "tenhou", "sanma-tenhou"},
};

/* The row of the table a room name matches, or NULL. */
static const struct room_row *room_of(const char *disp)
{
	for (size_t i = 0; disp && i < sizeof room_table / sizeof room_table[0]; i++)
		if (strstr(disp, room_table[i].text))
			return &room_table[i];
	return NULL;
}

/* The preset a log names, or else the one its room name and seats tell, with the reason. */
static const struct rules *rules_of_log(json_object *rule, const struct replay_log *log, char *why,
					size_t whysize, char *err, size_t size)
{
	json_object *v;
	if (log->forced_preset) {
		snprintf(why, whysize, "--rules");
		const struct rules *r = rules_preset(log->forced_preset);
		if (!r)
			replay_fail(err, size, "unknown preset \"%s\"", log->forced_preset);
		return r;
	}
	if (json_object_object_get_ex(rule, "preset", &v)) {
		if (!record_string(v)) {
			replay_fail(err, size, "rule: preset is not a string");
			return NULL;
		}
		snprintf(why, whysize, "the log names it");
		const struct rules *r = rules_preset(record_string(v));
		if (!r)
			replay_fail(err, size, "rule: unknown preset \"%s\"", record_string(v));
		return r;
	}
	const char *disp = json_object_object_get_ex(rule, "disp", &v) ? record_string(v) : NULL;
	bool three = log->nseats == 3 || (disp && strncmp(disp, "三", strlen("三")) == 0);
	const struct room_row *room = room_of(disp);
	if (room)
		snprintf(why, whysize, "%s room %s", room->client, disp);
	else
		snprintf(why, whysize, "%s; Tenhou's rules",
			 disp ? "a room name of no known client" : "no room name");
	if (!room)
		return rules_preset(three ? "sanma-tenhou" : "tenhou");
	return rules_preset(three ? room->three : room->four);
}

/* The rules of a log: our own logs name their preset and options; any other is told by its room. */
int replay_read_rules(json_object *rule, struct replay_log *log, char *err, size_t size)
{
	const struct rules *base =
	    rules_of_log(rule, log, log->rules_why, sizeof log->rules_why, err, size);
	if (!base)
		return -1;
	json_object *v;
	log->rules = *base;
	json_object *opts;
	if (!log->forced_preset && json_object_object_get_ex(rule, "jansou", &opts) &&
	    json_object_is_type(opts, json_type_object)) {
		json_object_object_foreach(opts, name, value)
		{
			if (apply_option(&log->rules, name, value, err, size) < 0)
				return -1;
		}
	}
	/* red fives: "aka" for every suit, or aka51/aka52/aka53 one suit each */
	const char *disp = json_object_object_get_ex(rule, "disp", &v) ? record_string(v) : NULL;
	bool any_aka = false;
	if (json_object_object_get_ex(rule, "aka", &v)) {
		for (int i = 0; i < 3; i++)
			log->rules.red_fives[i] = json_object_get_int(v);
		any_aka = true;
	}
	static const char *const aka[3] = {"aka51", "aka52", "aka53"};
	for (int i = 0; i < 3; i++)
		if (json_object_object_get_ex(rule, aka[i], &v)) {
			log->rules.red_fives[i] = json_object_get_int(v);
			any_aka = true;
		}
	for (int i = 0; i < 3; i++)
		if (log->rules.red_fives[i] < 0 || log->rules.red_fives[i] > 4)
			return replay_fail(err, size, "rule: %d red fives of a suit",
					   log->rules.red_fives[i]);
	/* jansou serve's East-only rooms say so ("length": "east"), their preset named */
	const char *length =
	    json_object_object_get_ex(rule, "length", &v) ? record_string(v) : NULL;
	if (length && strcmp(length, "east") == 0)
		log->east_only = true;
	if (!disp || json_object_object_get_ex(rule, "preset", NULL))
		return 0;
	/* tenhou's own rule names: "般南喰赤" is South game, open tanyao, red fives */
	if (strstr(disp, "南") || strstr(disp, "東")) {
		if (!log->forced_preset)
			log->rules.open_tanyao = strstr(disp, "喰") != NULL;
		log->east_only = !strstr(disp, "南");
		if (!any_aka && !strstr(disp, "赤"))
			memset(log->rules.red_fives, 0, sizeof log->rules.red_fives);
	} else {
		/* a room name that does not say East or South ("三金の間赤"): either may end it */
		log->length_unknown = true;
	}
	return 0;
}

int replay_rules_of(json_object *rule, struct rules *out, char *err, size_t size)
{
	struct replay_log log;
	memset(&log, 0, sizeof log);
	if (!json_object_is_type(rule, json_type_object))
		return replay_fail(err, size, "\"rule\" is not an object");
	if (replay_read_rules(rule, &log, err, size) < 0)
		return -1;
	*out = log.rules;
	return 0;
}

/* ---- names -------------------------------------------------------------- */

void replay_hand_name(const struct replay_hand *h, char *buf, size_t size)
{
	static const char *const winds[] = {"East", "South", "West", "North"};
	snprintf(buf, size, "hand %d (%s %d, %d honba)", h->index + 1, winds[h->round_wind & 3],
		 h->hand_number + 1, h->honba);
}

void replay_step_text(const struct replay_step *s, char *buf, size_t size)
{
	static const char *const melds[] = {[MELD_CHI] = "chi",
					    [MELD_PON] = "pon",
					    [MELD_MINKAN] = "open kan",
					    [MELD_ANKAN] = "closed kan",
					    [MELD_KAKAN] = "added kan"};
	switch (s->kind) {
	case STEP_DRAW:
		snprintf(buf, size, "seat %d draws %s%s", s->seat, notation_tile(s->tile),
			 s->rinshan ? " from the dead wall" : "");
		break;
	case STEP_DISCARD:
		snprintf(buf, size, "seat %d %s %s", s->seat,
			 s->riichi ? "declares riichi with" : "discards", notation_tile(s->tile));
		break;
	case STEP_CALL:
		snprintf(buf, size, "seat %d calls %s on %s from seat %d", s->seat, melds[s->meld],
			 notation_tile(s->tile), s->from);
		break;
	case STEP_KAN:
		snprintf(buf, size, "seat %d declares a %s of %s", s->seat, melds[s->meld],
			 notation_tile(s->tile));
		break;
	case STEP_TSUMO:
		snprintf(buf, size, "seat %d wins by tsumo", s->seat);
		break;
	case STEP_RON:
		snprintf(buf, size, "seat %d wins by ron from seat %d", s->seat, s->from);
		break;
	case STEP_RON_ALL:
		snprintf(buf, size, "three players ron");
		break;
	case STEP_KYUUSHU:
		snprintf(buf, size, "seat %d aborts with nine terminals", s->seat);
		break;
	case STEP_KITA:
		snprintf(buf, size, "seat %d sets a North aside", s->seat);
		break;
	}
}
