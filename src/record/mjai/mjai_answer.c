/* Which legal choice an mjai answer names (src/record/mjai/mjai_answer.h). */
#include <config.h>

#include "src/record/mjai/mjai_answer.h"

#include <string.h>

#include "src/record/mjai/mjai_tile.h"
#include "src/record/record_json.h"

static bool tile_is(const char *text, tile_t t)
{
	return text && strcmp(text, mjai_tile(t)) == 0;
}

/* Whether the action's own tiles are the "consumed" ones, in any order. */
static bool consumed_is(json_object *o, const tile_t *tiles, int n)
{
	json_object *v;
	if (!json_object_object_get_ex(o, "consumed", &v) ||
	    !json_object_is_type(v, json_type_array) || (int)json_object_array_length(v) != n)
		return false;
	bool used[4] = {false};
	for (int i = 0; i < n; i++) {
		const char *t = record_string(json_object_array_get_idx(v, (size_t)i));
		int j = 0;
		while (j < n && (used[j] || !tile_is(t, tiles[j])))
			j++;
		if (j == n)
			return false;
		used[j] = true;
	}
	return true;
}

/* The choice the answer names; -1 when it names none of them. */
int mjai_answer_match(json_object *o, bool reach_sent, const struct action *choices, int n)
{
	const char *type = o ? record_field_string(o, "type") : "none";
	if (!type)
		return -1;
	const char *pai = o ? record_field_string(o, "pai") : NULL;
	json_object *tg;
	bool tsumogiri =
	    o && json_object_object_get_ex(o, "tsumogiri", &tg) && json_object_get_boolean(tg);
	for (int i = 0; i < n; i++) {
		const struct action *a = &choices[i];
		switch (a->type) {
		case ACT_PASS:
			if (strcmp(type, "none") == 0)
				return i;
			break;
		case ACT_DISCARD:
			if (strcmp(type, "dahai") == 0 && !reach_sent && tile_is(pai, a->tile) &&
			    (a->tsumogiri == tsumogiri ||
			     !json_object_object_get_ex(o, "tsumogiri", NULL)))
				return i;
			break;
		case ACT_RIICHI:
			if (strcmp(type, "dahai") == 0 && reach_sent && tile_is(pai, a->tile))
				return i;
			break;
		case ACT_TSUMO:
		case ACT_RON:
			if (strcmp(type, "hora") == 0)
				return i;
			break;
		case ACT_PON:
		case ACT_CHI:
		case ACT_MINKAN: {
			const char *want = a->type == ACT_PON	? "pon"
					   : a->type == ACT_CHI ? "chi"
								: "daiminkan";
			if (strcmp(type, want) == 0 &&
			    consumed_is(o, a->hand, a->type == ACT_MINKAN ? 3 : 2))
				return i;
			break;
		}
		case ACT_ANKAN:
			if (strcmp(type, "ankan") == 0) {
				json_object *c;
				const char *t0 =
				    json_object_object_get_ex(o, "consumed", &c) &&
					    json_object_is_type(c, json_type_array) &&
					    json_object_array_length(c) == 4
					? record_string(json_object_array_get_idx(c, 0))
					: NULL;
				int k = tile_kind(a->tile);
				if (tile_is(t0, (tile_t)k) || tile_is(t0, (tile_t)k | TILE_RED))
					return i;
			}
			break;
		case ACT_KAKAN:
			if (strcmp(type, "kakan") == 0 && tile_is(pai, a->tile))
				return i;
			break;
		case ACT_KYUUSHU:
			if (strcmp(type, "ryukyoku") == 0)
				return i;
			break;
		case ACT_KITA: /* three players: a North set aside */
			if (strcmp(type, "nukidora") == 0)
				return i;
			break;
		default:
			break;
		}
	}
	return -1;
}

bool mjai_answer_is_reach(json_object *o, const struct seat_view *v)
{
	const char *type = o ? record_field_string(o, "type") : NULL;
	return type && strcmp(type, "reach") == 0 && v->to_act_on < 0;
}
