/*
 * The mjai record of a riichi game: one JSON event a line, as the mjai protocol's games are
 * logged and as Mortal and mjai-reviewer read them (start_game, start_kyoku, tsumo, dahai,
 * chi, pon, daiminkan, ankan, kakan, dora, reach, reach_accepted, hora, ryukyoku, end_kyoku,
 * end_game), its tiles named as mjai_tile.h says, with the fields the mjai server
 * (gimite/mjai, lib/mjai/active_game.rb) writes: reach_accepted, hora and ryukyoku carry
 * their deltas and the scores after them, hora the winner's hand and the win's value (yakus,
 * fu, fan, hora_points).
 * start_game carries akochan's kyoku_first and aka_flag, which bots written for it need, and
 * two fields mjai readers ignore let jansou replay the record: start_game's "rule" (the
 * rules, as a tenhou.net/6 log writes them) and ryukyoku's "reason" (mjai's names).
 * The same events, as one seat sees them, are what jansou tells the mjai bot in that seat.
 */
#include "src/record/mjai/log_mjai.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "rules/yaku.h"
#include "src/record/mjai/mjai_tile.h"
#include "src/record/tenhou/log_tenhou.h"

struct mjai_log {
	char names[SEATS][64];
	struct rules rules;
	bool has_rules;
	int seat; /* the seat whose bot is told the events (start_game's "id"), -1 */
	bool started;
	struct json_object *lines; /* the events so far, in order */
	size_t taken;		   /* of them handed over by mjai_log_take() */
	struct json_object *draw;  /* a ryukyoku until its deltas */
	int points[SEATS];	   /* the scores as the events so far leave them */
	int dealer;
};

static struct json_object *event(const char *type)
{
	struct json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string(type));
	return o;
}

static void add_int(struct json_object *o, const char *key, int v)
{
	json_object_object_add(o, key, json_object_new_int(v));
}

static struct json_object *ints(const int *v, int n)
{
	struct json_object *a = json_object_new_array();
	for (int i = 0; i < n; i++)
		json_object_array_add(a, json_object_new_int(v[i]));
	return a;
}

static void push(struct mjai_log *log, struct json_object *o)
{
	json_object_array_add(log->lines, o);
}

struct mjai_log *mjai_log_new(const struct rules *rules)
{
	struct mjai_log *log = calloc(1, sizeof *log);
	if (!log)
		return NULL;
	log->seat = -1;
	if (rules) {
		log->rules = *rules;
		log->has_rules = true;
	}
	log->lines = json_object_new_array();
	if (!log->lines) {
		free(log);
		return NULL;
	}
	for (int s = 0; s < SEATS; s++)
		snprintf(log->names[s], sizeof log->names[s], "AI %d", s + 1);
	return log;
}

struct mjai_log *mjai_log_for_seat(const struct rules *rules, int seat)
{
	struct mjai_log *log = mjai_log_new(rules);
	if (!log)
		return NULL;
	log->seat = seat;
	for (int s = 0; s < SEATS; s++)
		snprintf(log->names[s], sizeof log->names[s], "seat %d", s);
	return log;
}

void mjai_log_set_name(struct mjai_log *log, int seat, const char *name)
{
	if (log && seat >= 0 && seat < SEATS)
		snprintf(log->names[seat], sizeof log->names[seat], "%s", name);
}

json_object *mjai_log_take(struct mjai_log *log)
{
	size_t n = json_object_array_length(log->lines);
	if (log->taken < n)
		return json_object_get(json_object_array_get_idx(log->lines, log->taken++));
	/* all handed over: a bot's feed keeps no more than the event at hand */
	struct json_object *fresh = json_object_new_array();
	if (n && fresh) {
		json_object_put(log->lines);
		log->lines = fresh;
		log->taken = 0;
	} else {
		json_object_put(fresh);
	}
	return NULL;
}

/*
 * The game's start, with the two fields akochan reads from it (its mjai_client.cpp and
 * share/types.cpp; Mortal's akochan agent sends them too): kyoku_first, what akochan adds to
 * a hand's number (East 1 is 0) for its last hand to be 7, South 4: 0 for a hanchan, 4 for
 * an East-only game; and aka_flag, whether the wall holds red fives.
 */
static void start_game(struct mjai_log *log)
{
	struct json_object *o = event("start_game"), *names = json_object_new_array();
	for (int s = 0; s < SEATS; s++)
		json_object_array_add(names, json_object_new_string(log->names[s]));
	json_object_object_add(o, "names", names);
	add_int(o, "kyoku_first", 0); /* jansou's riichi games are hanchan */
	if (log->has_rules) {
		const int *red = log->rules.red_fives;
		json_object_object_add(o, "aka_flag",
				       json_object_new_boolean(red[0] + red[1] + red[2] > 0));
		json_object_object_add(o, "rule", tenhou_rule_object(&log->rules));
	}
	if (log->seat >= 0)
		add_int(o, "id", log->seat);
	push(log, o);
	log->started = true;
}

static void start_kyoku(struct mjai_log *log, const struct game_event *ev)
{
	if (!log->started)
		start_game(log);
	memcpy(log->points, ev->points, sizeof log->points);
	log->dealer = ev->dealer;
	static const char *const winds[4] = {"E", "S", "W", "N"};
	struct json_object *o = event("start_kyoku"), *tehais = json_object_new_array();
	json_object_object_add(o, "bakaze",
			       json_object_new_string(winds[(ev->round_wind - TILE_EAST) & 3]));
	json_object_object_add(o, "dora_marker", mjai_tile_json(ev->tile));
	add_int(o, "kyoku", ev->hand_number + 1);
	add_int(o, "honba", ev->honba);
	add_int(o, "kyotaku", ev->riichi_sticks);
	add_int(o, "oya", ev->dealer);
	json_object_object_add(o, "scores", ints(ev->points, SEATS));
	for (int s = 0; s < SEATS; s++) {
		struct json_object *h = json_object_new_array();
		for (int i = 0; i < 13; i++)
			json_object_array_add(h, mjai_tile_json(ev->hands[s][i]));
		json_object_array_add(tehais, h);
	}
	json_object_object_add(o, "tehais", tehais);
	push(log, o);
}

/* A call: the tile taken and the tiles of one's own hand that went with it. */
static void call(struct mjai_log *log, const struct game_event *ev)
{
	const struct meld *m = &ev->meld;
	const char *type = m->type == MELD_CHI ? "chi" : m->type == MELD_PON ? "pon" : "daiminkan";
	struct json_object *o = event(type), *consumed = json_object_new_array();
	add_int(o, "actor", ev->seat);
	add_int(o, "target", ev->from);
	json_object_object_add(o, "pai", mjai_tile_json(m->called));
	bool skipped = false;
	for (int i = 0; i < meld_size(m); i++) {
		if (!skipped && m->tiles[i] == m->called) {
			skipped = true;
			continue;
		}
		json_object_array_add(consumed, mjai_tile_json(m->tiles[i]));
	}
	json_object_object_add(o, "consumed", consumed);
	push(log, o);
}

static void kan(struct mjai_log *log, const struct game_event *ev)
{
	const struct meld *m = &ev->meld;
	bool added = m->type == MELD_KAKAN;
	struct json_object *o = event(added ? "kakan" : "ankan"),
			   *consumed = json_object_new_array();
	add_int(o, "actor", ev->seat);
	if (added)
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
	bool skipped = !added;
	for (int i = 0; i < meld_size(m); i++) {
		if (!skipped && m->tiles[i] == ev->tile) {
			skipped = true;
			continue;
		}
		json_object_array_add(consumed, mjai_tile_json(m->tiles[i]));
	}
	json_object_object_add(o, "consumed", consumed);
	push(log, o);
}

/* The scores after deltas, which the scores so far take in. */
static void add_deltas(struct mjai_log *log, struct json_object *o, const int delta[SEATS])
{
	for (int s = 0; s < SEATS; s++)
		log->points[s] += delta[s];
	json_object_object_add(o, "deltas", ints(delta, SEATS));
	json_object_object_add(o, "scores", ints(log->points, SEATS));
}

/* A ryukyoku waits for the hand's score changes, which mjai gives with it. */
static void settle_draw(struct mjai_log *log, const int delta[SEATS])
{
	if (!log->draw)
		return;
	add_deltas(log, log->draw, delta);
	push(log, log->draw);
	log->draw = NULL;
}

static void reach_accepted(struct mjai_log *log, const struct game_event *ev)
{
	struct json_object *o = event("reach_accepted");
	int delta[SEATS] = {0};
	delta[ev->seat] = -1000;
	add_int(o, "actor", ev->seat);
	add_deltas(log, o, delta);
	push(log, o);
}

static struct json_object *tiles(const tile_t *t, int n)
{
	struct json_object *a = json_object_new_array();
	for (int i = 0; i < n; i++)
		json_object_array_add(a, mjai_tile_json(t[i]));
	return a;
}

/*
 * The yaku as the mjai server names them (lib/mjai/hora.rb, and tenhou_archive.rb for renhou);
 * the three dragons are its one "sangenpai". A yaku it does not know (the local ones) keeps
 * jansou's name.
 */
static const char *const mjai_yaku_names[YAKU_COUNT] = {
    [YAKU_RIICHI] = "reach",
    [YAKU_IPPATSU] = "ippatsu",
    [YAKU_MENZEN_TSUMO] = "menzenchin_tsumoho",
    [YAKU_PINFU] = "pinfu",
    [YAKU_TANYAO] = "tanyaochu",
    [YAKU_IIPEIKOU] = "ipeko",
    [YAKU_HAKU] = "sangenpai",
    [YAKU_HATSU] = "sangenpai",
    [YAKU_CHUN] = "sangenpai",
    [YAKU_ROUND_WIND] = "bakaze",
    [YAKU_SEAT_WIND] = "jikaze",
    [YAKU_RINSHAN] = "rinshankaiho",
    [YAKU_CHANKAN] = "chankan",
    [YAKU_HAITEI] = "haiteiraoyue",
    [YAKU_HOUTEI] = "hoteiraoyui",
    [YAKU_DOUBLE_RIICHI] = "double_reach",
    [YAKU_CHIITOITSU] = "chitoitsu",
    [YAKU_SANSHOKU] = "sanshokudojun",
    [YAKU_ITTSU] = "ikkitsukan",
    [YAKU_CHANTA] = "honchantaiyao",
    [YAKU_TOITOI] = "toitoiho",
    [YAKU_SANANKOU] = "sananko",
    [YAKU_SANKANTSU] = "sankantsu",
    [YAKU_SANSHOKU_DOUKOU] = "sanshokudoko",
    [YAKU_HONROUTOU] = "honroto",
    [YAKU_SHOUSANGEN] = "shosangen",
    [YAKU_HONITSU] = "honiso",
    [YAKU_JUNCHAN] = "junchantaiyao",
    [YAKU_RYANPEIKOU] = "ryanpeko",
    [YAKU_CHINITSU] = "chiniso",
    [YAKU_KOKUSHI] = "kokushimuso",
    [YAKU_KOKUSHI_13] = "kokushimuso",
    [YAKU_SUUANKOU] = "suanko",
    [YAKU_SUUANKOU_TANKI] = "suanko",
    [YAKU_DAISANGEN] = "daisangen",
    [YAKU_SHOUSUUSHII] = "shosushi",
    [YAKU_DAISUUSHII] = "daisushi",
    [YAKU_TSUUIISOU] = "tsuiso",
    [YAKU_RYUUIISOU] = "ryuiso",
    [YAKU_CHINROUTOU] = "chinroto",
    [YAKU_CHUUREN] = "churenpoton",
    [YAKU_JUNSEI_CHUUREN] = "churenpoton",
    [YAKU_SUUKANTSU] = "sukantsu",
    [YAKU_TENHOU] = "tenho",
    [YAKU_CHIIHOU] = "chiho",
    [YAKU_RENHOU] = "renho",
};

/* The server counts a yakuman as 100 fan (hora.rb's YAKUMAN_FAN), a double one as 200. */
enum { MJAI_YAKUMAN_FAN = 100 };

/* Adds [name, fan] to yakus, or the fan to an entry of the same name (the dragons). */
static void add_yaku(struct json_object *yakus, const char *name, int fan)
{
	for (size_t i = 0; i < json_object_array_length(yakus); i++) {
		struct json_object *y = json_object_array_get_idx(yakus, i);
		if (strcmp(json_object_get_string(json_object_array_get_idx(y, 0)), name) == 0) {
			int sum = json_object_get_int(json_object_array_get_idx(y, 1)) + fan;
			json_object_array_put_idx(y, 1, json_object_new_int(sum));
			return;
		}
	}
	struct json_object *y = json_object_new_array();
	json_object_array_add(y, json_object_new_string(name));
	json_object_array_add(y, json_object_new_int(fan));
	json_object_array_add(yakus, y);
}

static int round_up_100(int points)
{
	return (points + 99) / 100 * 100;
}

/*
 * A win's value as the server writes it: yakus ([name, fan], the dora first, none beside a
 * yakuman), fu, fan (their sum) and hora_points, what the hand is worth before counters and
 * sticks: a ron 4 times the basic points (6 for the dealer), a tsumo the payments of the
 * other three, each rounded up to 100.
 */
static void win_value(const struct score_result *r, bool dealer, bool tsumo, struct json_object *o)
{
	struct json_object *yakus = json_object_new_array();
	int fan = 0;
	if (!r->yakuman) {
		static const char *const dora_names[] = {"dora", "uradora", "akadora"};
		const int dora[] = {r->dora, r->ura, r->aka};
		for (int i = 0; i < 3; i++)
			if (dora[i] > 0)
				add_yaku(yakus, dora_names[i], dora[i]);
		fan = r->han;
	}
	for (int i = 0; i < r->nyaku; i++) {
		const struct yaku_award *y = &r->yaku[i];
		if (r->yakuman && !y->yakuman)
			continue;
		const char *name = y->id >= 0 && y->id < YAKU_COUNT ? mjai_yaku_names[y->id] : NULL;
		int f = y->yakuman ? y->han / 13 * MJAI_YAKUMAN_FAN : y->han;
		add_yaku(yakus, name ? name : yaku_id_string(y->id), f);
	}
	if (r->yakuman)
		fan = r->yakuman * MJAI_YAKUMAN_FAN;
	json_object_object_add(o, "yakus", yakus);
	add_int(o, "fu", r->fu);
	add_int(o, "fan", fan);
	int b = r->base, points = !tsumo   ? round_up_100(b * (dealer ? 6 : 4))
				  : dealer ? 3 * round_up_100(2 * b)
					   : round_up_100(2 * b) + 2 * round_up_100(b);
	add_int(o, "hora_points", points);
}

/* A win, as the mjai server writes it: its hand, ura indicators, value and payments. */
static void hora(struct mjai_log *log, const struct game_event *ev)
{
	struct json_object *o = event("hora");
	add_int(o, "actor", ev->seat);
	add_int(o, "target", ev->from);
	json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
	if (ev->pao >= 0)
		add_int(o, "pao", ev->pao);
	json_object_object_add(o, "hora_tehais", tiles(ev->shown[ev->seat], ev->nshown[ev->seat]));
	/* the server's name for the ura indicators, and Mortal's */
	json_object_object_add(o, "uradora_markers", tiles(ev->ura, ev->nura));
	json_object_object_add(o, "ura_markers", tiles(ev->ura, ev->nura));
	if (ev->score)
		win_value(ev->score, ev->seat == log->dealer, ev->seat == ev->from, o);
	add_deltas(log, o, ev->delta);
	push(log, o);
}

/* Why a hand was drawn, in the names of the mjai server's records. */
static const char *draw_reason(const struct game_event *ev)
{
	static const char *const aborts[] = {
	    [ABORT_NONE] = "fanpai",
	    [ABORT_KYUUSHU] = "kyushukyuhai",
	    [ABORT_FOUR_WINDS] = "sufonrenta",
	    [ABORT_FOUR_KANS] = "sukaikan",
	    [ABORT_FOUR_RIICHI] = "suchareach",
	    [ABORT_TRIPLE_RON] = "sanchaho",
	};
	if (ev->type == EV_ABORTIVE_DRAW)
		return aborts[ev->abort];
	for (int s = 0; s < SEATS; s++)
		if (ev->nagashi[s])
			return "nagashimangan";
	return "fanpai";
}

void mjai_log_observe(void *ctx, const struct game_event *ev)
{
	struct mjai_log *log = ctx;
	struct json_object *o;
	switch (ev->type) {
	case EV_HAND_START:
		start_kyoku(log, ev);
		break;
	case EV_DRAW:
		o = event("tsumo");
		add_int(o, "actor", ev->seat);
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
		push(log, o);
		break;
	case EV_DISCARD:
		if (ev->riichi) {
			o = event("reach");
			add_int(o, "actor", ev->seat);
			push(log, o);
		}
		o = event("dahai");
		add_int(o, "actor", ev->seat);
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
		json_object_object_add(o, "tsumogiri", json_object_new_boolean(ev->tsumogiri));
		push(log, o);
		break;
	case EV_RIICHI_PAID:
		reach_accepted(log, ev);
		break;
	case EV_CALL:
		call(log, ev);
		break;
	case EV_KAN:
		kan(log, ev);
		break;
	case EV_DORA:
		o = event("dora");
		json_object_object_add(o, "dora_marker", mjai_tile_json(ev->tile));
		push(log, o);
		break;
	case EV_WIN:
		hora(log, ev);
		break;
	case EV_EXHAUSTIVE_DRAW:
	case EV_ABORTIVE_DRAW:
		json_object_put(log->draw);
		log->draw = event("ryukyoku");
		json_object_object_add(log->draw, "reason",
				       json_object_new_string(draw_reason(ev)));
		break;
	case EV_SCORES:
		settle_draw(log, ev->delta);
		memcpy(log->points, ev->points, sizeof log->points);
		break;
	case EV_HAND_END: {
		/* an abortive draw moves no points and has no score event: its end is due */
		int zero[SEATS] = {0};
		settle_draw(log, zero);
		push(log, event("end_kyoku"));
		break;
	}
	case EV_KITA: /* three players: not in mjai's protocol, told as Mahjong Soul's bots are */
		o = event("nukidora");
		add_int(o, "actor", ev->seat);
		json_object_object_add(o, "pai", mjai_tile_json(ev->tile));
		push(log, o);
		break;
	case EV_GAME_END:
		o = event("end_game");
		json_object_object_add(o, "scores", ints(ev->points, SEATS));
		push(log, o);
		break;
	default:
		break;
	}
}

char *mjai_log_to_string(const struct mjai_log *log)
{
	size_t n = json_object_array_length(log->lines), size = 1, len = 0;
	const char **text = malloc((n ? n : 1) * sizeof *text);
	if (!text)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		text[i] = json_object_to_json_string_ext(json_object_array_get_idx(log->lines, i),
							 JSON_C_TO_STRING_PLAIN |
							     JSON_C_TO_STRING_NOSLASHESCAPE);
		size += strlen(text[i]) + 1;
	}
	char *out = malloc(size);
	if (out) {
		/* lines joined; the writer ends the last one, as it ends every log */
		for (size_t i = 0; i < n; i++) {
			size_t l = strlen(text[i]);
			if (i)
				out[len++] = '\n';
			memcpy(out + len, text[i], l);
			len += l;
		}
		out[len] = '\0';
	}
	free(text);
	return out;
}

void mjai_log_free(struct mjai_log *log)
{
	if (!log)
		return;
	json_object_put(log->draw);
	json_object_put(log->lines);
	free(log);
}
