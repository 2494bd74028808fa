/* Recording a game as a tenhou.net/6 JSON log. */
#include <config.h>

#include "src/record/tenhou/log_tenhou.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

/* ---- the format's vocabulary ------------------------------------------ */

int tenhou_tile_code(tile_t t)
{
	int k = tile_kind(t);
	if (tile_is_red(t))
		return 51 + (int)kind_suit(k);
	return 10 * ((int)kind_suit(k) + 1) + kind_number(k);
}

bool tenhou_tile_from_code(int code, tile_t *out)
{
	if (code >= 51 && code <= 53) {
		*out = (tile_t)((code - 51) * 9 + 4) | TILE_RED;
		return true;
	}
	int suit = code / 10 - 1, number = code % 10;
	if (suit < 0 || suit > 3 || number < 1 || number > (suit == 3 ? 7 : 9))
		return false;
	*out = (tile_t)(suit * 9 + number - 1);
	return true;
}

const char *const tenhou_abort_names[] = {
    [ABORT_NONE] = NULL,
    [ABORT_KYUUSHU] = "九種九牌",
    [ABORT_FOUR_WINDS] = "四風連打",
    [ABORT_FOUR_KANS] = "四槓散了",
    [ABORT_FOUR_RIICHI] = "四家立直",
    [ABORT_TRIPLE_RON] = "三家和了",
};

/* Where the called tile stands among the meld's tiles, by the seat it came from. */
static int called_position(const struct meld *m)
{
	int last = meld_size(m) - 1;
	switch (m->from) {
	case 3: /* left */
		return 0;
	case 2: /* across */
		return 1;
	default: /* right */
		return m->type == MELD_PON ? 2 : last;
	}
}

int tenhou_meld_string(const struct meld *m, tile_t added, char *buf, size_t size)
{
	tile_t rest[4];
	int nrest = 0, n = meld_size(m);
	bool taken_out = false, added_out = m->type != MELD_KAKAN;
	/* the tiles other than the called one (and the added one of an added kan) */
	for (int i = 0; i < n; i++) {
		if (m->type != MELD_ANKAN && !taken_out && m->tiles[i] == m->called) {
			taken_out = true;
			continue;
		}
		if (!added_out && m->tiles[i] == added) {
			added_out = true;
			continue;
		}
		rest[nrest++] = m->tiles[i];
	}
	char letter;
	int pos;
	switch (m->type) {
	case MELD_CHI:
		letter = 'c', pos = 0;
		break;
	case MELD_PON:
		letter = 'p', pos = called_position(m);
		break;
	case MELD_MINKAN:
		letter = 'm', pos = called_position(m);
		break;
	case MELD_KAKAN:
		letter = 'k',
		pos = called_position(&(struct meld){.type = MELD_PON, .from = m->from});
		break;
	default:
		letter = 'a', pos = 3; /* before the fourth tile */
		break;
	}
	char tmp[32];
	size_t len = 0;
	for (int i = 0; i <= nrest; i++) {
		if (i == pos) {
			tmp[len++] = letter;
			if (m->type == MELD_KAKAN)
				len += (size_t)sprintf(tmp + len, "%d", tenhou_tile_code(added));
			if (m->type != MELD_ANKAN)
				len +=
				    (size_t)sprintf(tmp + len, "%d", tenhou_tile_code(m->called));
		}
		if (i < nrest)
			len += (size_t)sprintf(tmp + len, "%d", tenhou_tile_code(rest[i]));
	}
	tmp[len] = '\0';
	if (len + 1 > size)
		return -1;
	memcpy(buf, tmp, len + 1);
	return (int)len;
}

const char *tenhou_yaku_name(enum yaku_id id, int round_wind, int seat_wind)
{
	static const char *const round_names[] = {"場風 東", "場風 南", "場風 西", "場風 北"};
	static const char *const seat_names[] = {"自風 東", "自風 南", "自風 西", "自風 北"};
	if (id == YAKU_ROUND_WIND && kind_is_wind(round_wind))
		return round_names[round_wind - TILE_EAST];
	if (id == YAKU_SEAT_WIND && kind_is_wind(seat_wind))
		return seat_names[seat_wind - TILE_EAST];
	const char *name = yaku_tenhou_name(id);
	return name ? name : yaku_name(id);
}

/* ---- the recorder ------------------------------------------------------- */

struct win_record {
	int seat, from, pao, honba;
	bool riichi; /* ura dora were turned over */
	struct score_result r;
};

struct tenhou_log {
	struct rules rules;
	char title[200];
	char names[SEATS][64];
	int nseats;	  /* 4, or 3: the format keeps four places, the fourth left empty */
	int first_dealer; /* engine seat written first */
	json_object *hands;
	bool ended;
	int final_points[SEATS];
	double final_score[SEATS];

	/* the hand being recorded */
	json_object *hand, *dora, *ura, *takes[SEATS], *discards[SEATS];
	int round_wind, dealer, honba;
	struct win_record wins[3];
	int nwins;
	bool exhaustive, nagashi;
	int ntenpai;
	enum abort_kind abort;
	int delta[SEATS];
};

struct tenhou_log *tenhou_log_new(const struct rules *rules, const char *title)
{
	struct tenhou_log *log = calloc(1, sizeof *log);
	if (!log)
		return NULL;
	log->rules = *rules;
	log->nseats = rules_family_of(rules->family)->players;
	snprintf(log->title, sizeof log->title, "%s", title ? title : "");
	for (int s = 0; s < log->nseats; s++)
		snprintf(log->names[s], sizeof log->names[s], "AI %d", s + 1);
	log->hands = json_object_new_array();
	if (!log->hands) {
		free(log);
		return NULL;
	}
	return log;
}

void tenhou_log_set_name(struct tenhou_log *log, int seat, const char *name)
{
	if (seat >= 0 && seat < log->nseats)
		snprintf(log->names[seat], sizeof log->names[seat], "%s", name ? name : "");
}

void tenhou_log_free(struct tenhou_log *log)
{
	if (!log)
		return;
	json_object_put(log->hand);
	json_object_put(log->hands);
	free(log);
}

/* The format's seat of an engine seat: the first dealer is 0. */
static int log_seat(const struct tenhou_log *log, int seat)
{
	return (seat - log->first_dealer + log->nseats) % log->nseats;
}

/* The engine seat written at place ls of the format's lists (three players: ls < 3). */
static int engine_seat(const struct tenhou_log *log, int ls)
{
	return (ls + log->first_dealer) % log->nseats;
}

static json_object *int_array(const int *v, int n)
{
	json_object *a = json_object_new_array();
	for (int i = 0; i < n; i++)
		json_object_array_add(a, json_object_new_int(v[i]));
	return a;
}

/* Four values by engine seat, in the format's order; three players write 0 fourth. */
static json_object *seat_array(const struct tenhou_log *log, const int *by_seat)
{
	int v[SEATS] = {0};
	for (int s = 0; s < log->nseats; s++)
		v[log_seat(log, s)] = by_seat[s];
	return int_array(v, SEATS);
}

static void add_tile(json_object *a, tile_t t)
{
	json_object_array_add(a, json_object_new_int(tenhou_tile_code(t)));
}

static void start_hand(struct tenhou_log *log, const struct game_event *ev)
{
	json_object_put(log->hand);
	if (json_object_array_length(log->hands) == 0)
		log->first_dealer = (ev->dealer - ev->hand_number + log->nseats) % log->nseats;
	log->round_wind = ev->round_wind;
	log->dealer = ev->dealer;
	log->honba = ev->honba;
	log->nwins = 0;
	log->exhaustive = log->nagashi = false;
	log->ntenpai = 0;
	log->abort = ABORT_NONE;
	memset(log->delta, 0, sizeof log->delta);

	log->hand = json_object_new_array();
	int kyoku[3] = {(ev->round_wind - TILE_EAST) * 4 + ev->hand_number, ev->honba,
			ev->riichi_sticks};
	json_object_array_add(log->hand, int_array(kyoku, 3));
	json_object_array_add(log->hand, seat_array(log, ev->points));
	log->dora = json_object_new_array();
	add_tile(log->dora, ev->tile);
	json_object_array_add(log->hand, log->dora);
	log->ura = json_object_new_array();
	json_object_array_add(log->hand, log->ura);
	for (int ls = 0; ls < SEATS; ls++) {
		if (ls >= log->nseats) { /* the empty seat: no deal, draws or discards */
			for (int i = 0; i < 3; i++)
				json_object_array_add(log->hand, json_object_new_array());
			continue;
		}
		int s = engine_seat(log, ls);
		tile_t hand[13];
		memcpy(hand, ev->hands[s], sizeof hand);
		tiles_sort(hand, 13);
		json_object *haipai = json_object_new_array();
		for (int i = 0; i < 13; i++)
			add_tile(haipai, hand[i]);
		json_object_array_add(log->hand, haipai);
		log->takes[s] = json_object_new_array();
		json_object_array_add(log->hand, log->takes[s]);
		log->discards[s] = json_object_new_array();
		json_object_array_add(log->hand, log->discards[s]);
	}
}

static void add_meld(json_object *a, const struct meld *m, tile_t added)
{
	char buf[32];
	if (tenhou_meld_string(m, added, buf, sizeof buf) > 0)
		json_object_array_add(a, json_object_new_string(buf));
}

static void add_discard(struct tenhou_log *log, const struct game_event *ev)
{
	int code = ev->tsumogiri ? TENHOU_TSUMOGIRI : tenhou_tile_code(ev->tile);
	json_object *a = log->discards[ev->seat];
	if (ev->riichi) {
		char buf[8];
		snprintf(buf, sizeof buf, "r%d", code);
		json_object_array_add(a, json_object_new_string(buf));
	} else {
		json_object_array_add(a, json_object_new_int(code));
	}
}

static int round_up_100(int points)
{
	return (points + 99) / 100 * 100;
}

/*
 * "30符1飜1000点", "満貫2000-4000点", "40符2飜1300点∀": the value before honba. A tsumo is
 * written as paid: with three players under North bisection each payer's share is larger.
 */
static void points_text(const struct score_result *r, bool dealer, bool tsumo, int honba, char *buf,
			size_t size)
{
	static const char *const limits[] = {
	    [LIMIT_MANGAN] = "満貫",	  [LIMIT_HANEMAN] = "跳満", [LIMIT_BAIMAN] = "倍満",
	    [LIMIT_SANBAIMAN] = "三倍満", [LIMIT_YAKUMAN] = "役満",
	};
	char head[32];
	if (r->limit != LIMIT_NONE)
		snprintf(head, sizeof head, "%s", limits[r->limit]);
	else
		snprintf(head, sizeof head, "%d符%d飜", r->fu, r->han);
	int b = r->base;
	if (!tsumo)
		snprintf(buf, size, "%s%d点", head, round_up_100(b * (dealer ? 6 : 4)));
	else if (dealer)
		snprintf(buf, size, "%s%d点∀", head, r->tsumo_all - 100 * honba);
	else
		snprintf(buf, size, "%s%d-%d点", head, r->tsumo_nondealer - 100 * honba,
			 r->tsumo_dealer - 100 * honba);
}

/* One entry "name(n飜)" or "name(役満)", handed to add. */
static void emit_yaku(tenhou_yaku_fn add, void *ctx, const char *name, int han, bool yakuman)
{
	char buf[96];
	if (yakuman)
		snprintf(buf, sizeof buf, "%s(役満)", name);
	else
		snprintf(buf, sizeof buf, "%s(%d飜)", name, han);
	add(ctx, buf);
}

void tenhou_win_yaku(const struct score_result *r, int round_wind, int seat_wind, bool ura,
		     tenhou_yaku_fn add, void *ctx)
{
	for (int i = 0; i < r->nyaku; i++) {
		const struct yaku_award *y = &r->yaku[i];
		for (int k = 0; k < (y->yakuman ? y->han / 13 : 1); k++)
			emit_yaku(add, ctx, tenhou_yaku_name(y->id, round_wind, seat_wind), y->han,
				  y->yakuman);
	}
	if (!r->yakuman) {
		/* three players: Tenhou counts each North set aside among the dora */
		if (r->dora + r->kita)
			emit_yaku(add, ctx, "ドラ", r->dora + r->kita, false);
		if (r->aka)
			emit_yaku(add, ctx, "赤ドラ", r->aka, false);
		if (ura)
			emit_yaku(add, ctx, "裏ドラ", r->ura, false);
	}
}

struct yaku_text {
	char *buf;
	size_t size, len;
};

static void append_yaku(void *ctx, const char *text)
{
	struct yaku_text *t = ctx;
	if (t->len < t->size)
		t->len += (size_t)snprintf(t->buf + t->len, t->size - t->len, "%s%s",
					   t->len ? " " : "", text);
}

void tenhou_win_yaku_text(const struct score_result *r, int round_wind, int seat_wind, char *buf,
			  size_t size)
{
	struct yaku_text t = {.buf = buf, .size = size};
	if (size)
		buf[0] = '\0';
	tenhou_win_yaku(r, round_wind, seat_wind, r->ura > 0, append_yaku, &t);
}

static void add_json_yaku(void *ctx, const char *text)
{
	json_object_array_add(ctx, json_object_new_string(text));
}

/* [winner, from, liable (the winner when none), "points", "yaku(n飜)"...] */
static json_object *win_info(const struct tenhou_log *log, const struct win_record *w)
{
	json_object *info = json_object_new_array();
	json_object_array_add(info, json_object_new_int(log_seat(log, w->seat)));
	json_object_array_add(info, json_object_new_int(log_seat(log, w->from)));
	json_object_array_add(info,
			      json_object_new_int(log_seat(log, w->pao >= 0 ? w->pao : w->seat)));
	char text[64];
	points_text(&w->r, w->seat == log->dealer, w->seat == w->from, w->honba, text, sizeof text);
	json_object_array_add(info, json_object_new_string(text));
	int seat_wind = seat_wind_of(w->seat, log->dealer, log->nseats);
	tenhou_win_yaku(&w->r, log->round_wind, seat_wind, w->riichi && log->rules.ura_dora,
			add_json_yaku, info);
	return info;
}

/* What one win moved on its own, paid as the engine pays it. */
static void win_delta(const struct tenhou_log *log, const struct win_record *w, int delta[SEATS])
{
	const struct score_result *r = &w->r;
	memset(delta, 0, sizeof(int) * SEATS);
	if (w->seat == w->from) {
		for (int s = 0; s < log->nseats; s++) {
			if (s == w->seat)
				continue;
			int pay = w->seat == log->dealer ? r->tsumo_all
				  : s == log->dealer	 ? r->tsumo_dealer
							 : r->tsumo_nondealer;
			delta[w->pao >= 0 ? w->pao : s] -= pay;
		}
	} else if (w->pao >= 0 && w->pao != w->from) {
		int half = (r->ron - r->honba) / 2;
		delta[w->pao] -= half;
		delta[w->from] -= r->ron - half;
	} else {
		delta[w->from] -= r->ron;
	}
	delta[w->seat] += r->total;
}

static json_object *hand_result(struct tenhou_log *log)
{
	json_object *res = json_object_new_array();
	if (log->nwins) {
		json_object_array_add(res, json_object_new_string(TENHOU_WIN));
		for (int i = 0; i < log->nwins; i++) {
			int d[SEATS];
			/* one win: the scores the engine paid; several: each win's own part */
			if (log->nwins == 1)
				memcpy(d, log->delta, sizeof d);
			else
				win_delta(log, &log->wins[i], d);
			json_object_array_add(res, seat_array(log, d));
			json_object_array_add(res, win_info(log, &log->wins[i]));
		}
	} else if (log->exhaustive) {
		const char *name = log->nagashi			 ? TENHOU_NAGASHI
				   : log->ntenpai == log->nseats ? TENHOU_ALL_TENPAI
				   : log->ntenpai == 0		 ? TENHOU_NO_TENPAI
								 : TENHOU_DRAW;
		json_object_array_add(res, json_object_new_string(name));
		if (log->nagashi || (log->ntenpai > 0 && log->ntenpai < log->nseats))
			json_object_array_add(res, seat_array(log, log->delta));
	} else if (log->abort != ABORT_NONE) {
		json_object_array_add(res, json_object_new_string(tenhou_abort_names[log->abort]));
	}
	return res;
}

static void end_hand(struct tenhou_log *log)
{
	if (!log->hand)
		return;
	json_object_array_add(log->hand, hand_result(log));
	json_object_array_add(log->hands, log->hand);
	log->hand = NULL;
}

static void record_win(struct tenhou_log *log, const struct game_event *ev)
{
	if (log->nwins == 3 || !ev->score)
		return; /* an MCR win (ev->mcr) has no place in this format: see log_mcr.h */
	struct win_record *w = &log->wins[log->nwins];
	w->seat = ev->seat;
	w->from = ev->from;
	w->pao = ev->pao;
	w->honba = log->nwins == 0 ? log->honba : 0;
	w->riichi = ev->nura > 0;
	w->r = *ev->score;
	log->nwins++;
	if (ev->nura > 0 && json_object_array_length(log->ura) == 0)
		for (int i = 0; i < ev->nura; i++)
			add_tile(log->ura, ev->ura[i]);
}

void tenhou_log_observe(void *ctx, const struct game_event *ev)
{
	struct tenhou_log *log = ctx;
	if (!log->hand && ev->type != EV_HAND_START && ev->type != EV_GAME_END)
		return;
	switch (ev->type) {
	case EV_HAND_START:
		start_hand(log, ev);
		break;
	case EV_DRAW:
		add_tile(log->takes[ev->seat], ev->tile);
		break;
	case EV_DISCARD:
		add_discard(log, ev);
		break;
	case EV_CALL:
		add_meld(log->takes[ev->seat], &ev->meld, 0);
		if (ev->meld.type == MELD_MINKAN)
			json_object_array_add(log->discards[ev->seat],
					      json_object_new_int(TENHOU_NO_DISCARD));
		break;
	case EV_KAN:
		add_meld(log->discards[ev->seat], &ev->meld, ev->tile);
		break;
	case EV_KITA: /* a North set aside stands in the discards as "f44"; its draw follows */
		json_object_array_add(log->discards[ev->seat], json_object_new_string(TENHOU_KITA));
		break;
	case EV_DORA:
		add_tile(log->dora, ev->tile);
		break;
	case EV_WIN:
		record_win(log, ev);
		break;
	case EV_EXHAUSTIVE_DRAW:
		log->exhaustive = true;
		for (int s = 0; s < SEATS; s++) {
			log->ntenpai += ev->tenpai[s];
			log->nagashi |= ev->nagashi[s];
		}
		break;
	case EV_ABORTIVE_DRAW:
		log->abort = ev->abort;
		break;
	case EV_SCORES:
		for (int s = 0; s < SEATS; s++)
			log->delta[s] += ev->delta[s];
		break;
	case EV_HAND_END:
		end_hand(log);
		break;
	case EV_GAME_END:
		end_hand(log);
		log->ended = true;
		for (int s = 0; s < SEATS; s++) {
			log->final_points[s] = ev->points[s];
			log->final_score[s] = ev->final_score[s];
		}
		break;
	default:
		break;
	}
}

/* ---- writing ------------------------------------------------------------ */

/* The rules: red fives as the format says, and every option so that replay uses the same. */
json_object *tenhou_rule_object(const struct rules *r)
{
	json_object *rule = json_object_new_object();
	char disp[64];
	/* Tenhou's three-player rooms begin their names with 三 */
	snprintf(disp, sizeof disp, "%sjansou %s",
		 rules_family_of(r->family)->players == 3 ? "三麻 " : "",
		 r->preset ? r->preset : "custom");
	json_object_object_add(rule, "disp", json_object_new_string(disp));
	static const char *const aka[3] = {"aka51", "aka52", "aka53"};
	for (int i = 0; i < 3; i++)
		json_object_object_add(rule, aka[i], json_object_new_int(r->red_fives[i]));
	if (r->preset)
		json_object_object_add(rule, "preset", json_object_new_string(r->preset));
	json_object *opts = json_object_new_object();
	for (const struct rules_option *o = rules_option_table; o->name; o++) {
		const void *field = (const char *)r + o->offset;
		json_object *v = NULL;
		switch (o->kind) {
		case RULES_OPT_BOOL:
			v = json_object_new_boolean(*(const bool *)field);
			break;
		case RULES_OPT_INT:
			v = json_object_new_int(*(const int *)field);
			break;
		case RULES_OPT_ENUM:
			v = json_object_new_string(o->names[*(const int *)field]);
			break;
		case RULES_OPT_INT_LIST:
			v = int_array(field, o->count);
			break;
		}
		json_object_object_add(opts, o->name, v);
	}
	json_object_object_add(rule, "jansou", opts);
	return rule;
}

static json_object *log_object(const struct tenhou_log *log)
{
	json_object *root = json_object_new_object();
	json_object *title = json_object_new_array();
	json_object_array_add(title, json_object_new_string(log->title));
	json_object_array_add(title, json_object_new_string(PACKAGE_STRING));
	json_object_object_add(root, "title", title);
	json_object *names = json_object_new_array();
	for (int ls = 0; ls < SEATS; ls++)
		json_object_array_add(
		    names, json_object_new_string(
			       ls < log->nseats ? log->names[engine_seat(log, ls)] : ""));
	json_object_object_add(root, "name", names);
	json_object_object_add(root, "rule", tenhou_rule_object(&log->rules));
	json_object_object_add(root, "log", json_object_get(log->hands));
	if (log->ended) {
		/* final points and scores with uma, in the format's seat order */
		json_object *sc = json_object_new_array();
		for (int ls = 0; ls < SEATS; ls++) {
			if (ls >= log->nseats) { /* the empty seat: 0 points, 0.0 */
				json_object_array_add(sc, json_object_new_int(0));
				json_object_array_add(sc, json_object_new_double_s(0, "0.0"));
				continue;
			}
			int s = engine_seat(log, ls);
			char text[32];
			snprintf(text, sizeof text, "%.1f", log->final_score[s]);
			json_object_array_add(sc, json_object_new_int(log->final_points[s]));
			json_object_array_add(sc,
					      json_object_new_double_s(log->final_score[s], text));
		}
		json_object_object_add(root, "sc", sc);
	}
	return root;
}

char *tenhou_log_to_string(const struct tenhou_log *log)
{
	json_object *root = log_object(log);
	const char *text = json_object_to_json_string_ext(root, JSON_C_TO_STRING_PLAIN |
								    JSON_C_TO_STRING_NOSLASHESCAPE);
	char *copy = text ? strdup(text) : NULL;
	json_object_put(root);
	return copy;
}
