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

/* The rules of a log: our own logs name their preset and options; any other is the tenhou preset.
 */
int replay_read_rules(json_object *rule, struct replay_log *log, char *err, size_t size)
{
	const struct rules *base = rules_preset("tenhou");
	json_object *v;
	if (json_object_object_get_ex(rule, "preset", &v)) {
		if (!record_string(v))
			return replay_fail(err, size, "rule: preset is not a string");
		base = rules_preset(record_string(v));
		if (!base)
			return replay_fail(err, size, "rule: unknown preset \"%s\"",
					   record_string(v));
	}
	/* Tenhou's three-player rooms ("三鳳南喰赤"): its three-player rules */
	json_object *room;
	if (!json_object_object_get_ex(rule, "preset", NULL) &&
	    json_object_object_get_ex(rule, "disp", &room) && record_string(room) &&
	    strstr(record_string(room), "三"))
		base = rules_preset("sanma-tenhou");
	log->rules = *base;
	json_object *opts;
	if (json_object_object_get_ex(rule, "jansou", &opts) &&
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
	/* tenhou's own rule names: "般南喰赤" is South game, open tanyao, red fives */
	if (disp && !json_object_object_get_ex(rule, "preset", NULL) &&
	    (strstr(disp, "南") || strstr(disp, "東"))) {
		log->rules.open_tanyao = strstr(disp, "喰") != NULL;
		log->east_only = !strstr(disp, "南");
		if (!any_aka && !strstr(disp, "赤"))
			memset(log->rules.red_fives, 0, sizeof log->rules.red_fives);
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
