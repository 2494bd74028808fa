/* The jansou-mcr/1 JSON log of a Chinese Official game, built with json-c from the events. */
#include "src/record/mcr/log_mcr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "rules/mcr.h"
#include "rules/notation.h"

struct mcr_log {
	struct json_object *root, *hands;
	struct json_object *hand, *actions; /* the hand being played, NULL between hands */
	tile_t flowers[SEATS][MCR_FLOWERS];
	int nflowers[SEATS];
	int delta[SEATS];
	struct json_object *result;
	int first_dealer;   /* -1 until the first hand */
	int seating[SEATS]; /* the player at each seat this hand */
};

static struct json_object *tiles_string(const tile_t *tiles, int n)
{
	char buf[64];
	notation_format_tiles(tiles, n, buf, sizeof buf);
	return json_object_new_string(buf);
}

static struct json_object *tile_string(tile_t t)
{
	return json_object_new_string(notation_tile(t));
}

struct mcr_log *mcr_log_new(const struct rules *rules, const char *title)
{
	struct mcr_log *log = calloc(1, sizeof *log);
	if (!log)
		return NULL;
	log->first_dealer = -1;
	for (int s = 0; s < SEATS; s++)
		log->seating[s] = s;
	log->root = json_object_new_object();
	log->hands = json_object_new_array();
	struct json_object *r = json_object_new_object(), *names = json_object_new_array();
	if (!log->root || !log->hands || !r || !names) {
		json_object_put(log->root);
		json_object_put(log->hands);
		json_object_put(r);
		json_object_put(names);
		free(log);
		return NULL;
	}
	json_object_object_add(log->root, "format", json_object_new_string(MCR_LOG_FORMAT));
	json_object_object_add(log->root, "title", json_object_new_string(title ? title : ""));
	json_object_object_add(r, "preset", json_object_new_string(rules->preset));
	json_object_object_add(r, "flowers", json_object_new_boolean(rules->flowers));
	json_object_object_add(r, "reseat", json_object_new_boolean(rules->reseat));
	json_object_object_add(log->root, "rules", r);
	for (int s = 0; s < SEATS; s++) {
		char name[16];
		snprintf(name, sizeof name, "AI %d", s + 1);
		json_object_array_add(names, json_object_new_string(name));
	}
	json_object_object_add(log->root, "names", names);
	json_object_object_add(log->root, "hands", log->hands);
	return log;
}

void mcr_log_set_name(struct mcr_log *log, int seat, const char *name)
{
	struct json_object *names;
	if (log && seat >= 0 && seat < SEATS &&
	    json_object_object_get_ex(log->root, "names", &names))
		json_object_array_put_idx(names, (size_t)seat, json_object_new_string(name));
}

void mcr_log_set_seed(struct mcr_log *log, uint64_t seed)
{
	if (log)
		json_object_object_add(log->root, "seed", json_object_new_uint64(seed));
}

static void action(struct mcr_log *log, int seat, const char *what, struct json_object *tiles,
		   int from)
{
	struct json_object *a = json_object_new_array();
	json_object_array_add(a, json_object_new_int(seat));
	json_object_array_add(a, json_object_new_string(what));
	json_object_array_add(a, tiles);
	if (from >= 0)
		json_object_array_add(a, json_object_new_int(from));
	json_object_array_add(log->actions, a);
}

static void start_hand(struct mcr_log *log, const struct game_event *ev)
{
	if (log->first_dealer < 0) {
		log->first_dealer = ev->dealer;
		json_object_object_add(log->root, "first_dealer", json_object_new_int(ev->dealer));
	}
	log->hand = json_object_new_object();
	log->actions = json_object_new_array();
	log->result = NULL;
	memset(log->nflowers, 0, sizeof log->nflowers);
	memset(log->delta, 0, sizeof log->delta);
	json_object_object_add(log->hand, "round_wind", tile_string((tile_t)ev->round_wind));
	json_object_object_add(log->hand, "hand_number", json_object_new_int(ev->hand_number));
	json_object_object_add(log->hand, "dealer", json_object_new_int(ev->dealer));
	struct json_object *deal = json_object_new_array(), *seating = json_object_new_array();
	for (int s = 0; s < SEATS; s++) {
		json_object_array_add(deal, tiles_string(ev->hands[s], 13));
		json_object_array_add(seating, json_object_new_int(ev->seating[s]));
		log->seating[s] = ev->seating[s];
	}
	json_object_object_add(log->hand, "seating", seating);
	json_object_object_add(log->hand, "deal", deal);
}

static void record_win(struct mcr_log *log, const struct game_event *ev)
{
	if (!ev->mcr || log->result)
		return; /* one winner a hand in MCR */
	const struct mcr_result *r = ev->mcr;
	struct json_object *res = json_object_new_object(), *fan = json_object_new_array();
	json_object_object_add(res, "type", json_object_new_string("win"));
	json_object_object_add(res, "winner", json_object_new_int(ev->seat));
	json_object_object_add(res, "from", json_object_new_int(ev->from));
	json_object_object_add(res, "tile", tile_string(ev->tile));
	for (int i = 0; i < r->nfans; i++) {
		struct json_object *f = json_object_new_object();
		int id = r->fans[i].fan;
		const char *name = id > 0 && id < MCR_FAN_COUNT && mcr_fan_table[id].id
				       ? mcr_fan_table[id].id
				       : "";
		json_object_object_add(f, "id", json_object_new_string(name));
		json_object_object_add(f, "points", json_object_new_int(r->fans[i].points));
		json_object_object_add(f, "count", json_object_new_int(r->fans[i].count));
		json_object_array_add(fan, f);
	}
	json_object_object_add(res, "fan", fan);
	json_object_object_add(res, "points", json_object_new_int(r->points));
	json_object_object_add(res, "flower_points", json_object_new_int(r->flower_points));
	log->result = res;
}

static void end_hand(struct mcr_log *log)
{
	if (!log->hand)
		return;
	struct json_object *flowers = json_object_new_array(), *delta = json_object_new_array();
	for (int s = 0; s < SEATS; s++) {
		json_object_array_add(flowers, tiles_string(log->flowers[s], log->nflowers[s]));
		json_object_array_add(delta, json_object_new_int(log->delta[s]));
	}
	if (!log->result) {
		log->result = json_object_new_object();
		json_object_object_add(log->result, "type", json_object_new_string("draw"));
	}
	json_object_object_add(log->result, "delta", delta);
	json_object_object_add(log->hand, "flowers", flowers);
	json_object_object_add(log->hand, "actions", log->actions);
	json_object_object_add(log->hand, "result", log->result);
	json_object_array_add(log->hands, log->hand);
	log->hand = log->actions = log->result = NULL;
}

static void end_game(struct mcr_log *log, const struct game_event *ev)
{
	struct json_object *fin = json_object_new_object(), *points = json_object_new_array(),
			   *place = json_object_new_array();
	/* by player, in the order of "names", wherever they sat at the end */
	for (int player = 0; player < SEATS; player++) {
		int s = 0;
		while (s < SEATS - 1 && log->seating[s] != player)
			s++;
		json_object_array_add(points, json_object_new_int(ev->points[s]));
		json_object_array_add(place, json_object_new_int(ev->placement[s]));
	}
	json_object_object_add(fin, "points", points);
	json_object_object_add(fin, "placement", place);
	json_object_object_add(log->root, "final", fin);
}

static void record_meld(struct mcr_log *log, const struct game_event *ev)
{
	static const char *const names[] = {
	    [MELD_CHI] = "chi",		 [MELD_PON] = "pon",
	    [MELD_MINKAN] = "kong",	 [MELD_ANKAN] = "concealed_kong",
	    [MELD_KAKAN] = "added_kong",
	};
	const struct meld *m = &ev->meld;
	if (m->type == MELD_KAKAN)
		action(log, ev->seat, names[m->type], tile_string(ev->tile), -1);
	else
		action(log, ev->seat, names[m->type], tiles_string(m->tiles, meld_size(m)),
		       ev->type == EV_CALL ? ev->from : -1);
}

void mcr_log_observe(void *ctx, const struct game_event *ev)
{
	struct mcr_log *log = ctx;
	if (ev->type == EV_HAND_START) {
		start_hand(log, ev);
		return;
	}
	if (ev->type == EV_GAME_END) {
		end_hand(log);
		end_game(log, ev);
		return;
	}
	if (!log->hand)
		return;
	switch (ev->type) {
	case EV_DRAW:
		action(log, ev->seat, ev->rinshan ? "replacement" : "draw", tile_string(ev->tile),
		       -1);
		break;
	case EV_FLOWER:
		action(log, ev->seat, "flower", tile_string(ev->tile), -1);
		if (ev->seat >= 0 && ev->seat < SEATS && log->nflowers[ev->seat] < MCR_FLOWERS)
			log->flowers[ev->seat][log->nflowers[ev->seat]++] = ev->tile;
		break;
	case EV_DISCARD:
		action(log, ev->seat, "discard", tile_string(ev->tile), -1);
		break;
	case EV_CALL:
	case EV_KAN:
		record_meld(log, ev);
		break;
	case EV_WIN:
		record_win(log, ev);
		break;
	case EV_SCORES:
		for (int s = 0; s < SEATS; s++)
			log->delta[s] += ev->delta[s];
		break;
	case EV_HAND_END:
		end_hand(log);
		break;
	default:
		break;
	}
}

char *mcr_log_to_string(const struct mcr_log *log)
{
	const char *text = json_object_to_json_string_ext(
	    log->root, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
	return text ? strdup(text) : NULL;
}

void mcr_log_free(struct mcr_log *log)
{
	if (!log)
		return;
	/* a hand cut short still belongs to no tree */
	json_object_put(log->hand);
	json_object_put(log->actions);
	json_object_put(log->result);
	json_object_put(log->root);
	free(log);
}
