/*
 * What an mjai bot is told (src/record/mjai/mjai_feed.c) and what the mjai record holds
 * (log_mjai.c), hand by hand on stacked walls (tests/scenario.h): the fields the mjai server
 * sends, each with the value worked out by hand from the hand played.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "src/record/mjai/log_mjai.h"
#include "src/record/mjai/mjai_feed.h"
#include "src/record/replay.h"
#include "tests/scenario.h"

/* A seat played by the scenario's script, whose bot would be told what the feed gives. */
struct told_seat {
	struct controller c;
	struct controller *script;
	struct mjai_feed *feed;
	json_object *told; /* the messages, in order */
};

struct table {
	struct scenario_run run;
	struct told_seat seats[SEATS];
	struct mjai_log *record;
};

static void take(struct told_seat *t)
{
	json_object *o;
	while ((o = mjai_feed_next(t->feed)))
		json_object_array_add(t->told, o);
}

static void told_observe(struct controller *self, const struct game_event *ev)
{
	struct told_seat *t = self->data;
	mjai_feed_event(t->feed, ev);
	take(t);
}

/* As the bot in the seat is asked: the question's event, then (a riichi) the reach. */
static int told_choose(struct controller *self, const struct seat_view *v,
		       const struct action *choices, int n)
{
	struct told_seat *t = self->data;
	mjai_feed_asked(t->feed, v, choices, n);
	take(t);
	int i = t->script->choose(t->script, v, choices, n);
	if (i >= 0 && i < n && choices[i].type == ACT_RIICHI)
		json_object_array_add(t->told, mjai_feed_reach(t->feed, v, choices, n));
	return i;
}

/* Plays the scenario's hand under rules (NULL: standard), every seat told, points as given. */
static void play(struct table *tb, const struct scenario *sc, const struct rules *rules,
		 void (*before)(struct scenario_run *))
{
	if (scenario_prepare(&tb->run, sc, rules) != 0)
		fail_msg("%s", tb->run.error);
	if (before)
		before(&tb->run);
	for (int s = 0; s < SEATS; s++) {
		struct told_seat *t = &tb->seats[s];
		t->script = &tb->run.ctl[s];
		t->feed = mjai_feed_new(&tb->run.g.rules, s);
		t->told = json_object_new_array();
		assert_non_null(t->feed);
		t->c = (struct controller){
		    .name = "told", .choose = told_choose, .observe = told_observe, .data = t};
		game_set_controller(&tb->run.g, s, &t->c);
	}
	tb->record = mjai_log_new(&tb->run.g.rules);
	assert_non_null(tb->record);
	game_add_observer(&tb->run.g, mjai_log_observe, tb->record);
	if (scenario_play_prepared(&tb->run) != 0)
		fail_msg("%s", tb->run.error);
}

static void done(struct table *tb)
{
	for (int s = 0; s < SEATS; s++) {
		mjai_feed_free(tb->seats[s].feed);
		json_object_put(tb->seats[s].told);
	}
	mjai_log_free(tb->record);
}

static int actor_of(json_object *o)
{
	json_object *a;
	return json_object_object_get_ex(o, "actor", &a) ? json_object_get_int(a) : -1;
}

/* The nth (from 0) message of type by actor (-1: any) that seat was told, NULL if none. */
static json_object *find(struct table *tb, int seat, const char *type, int actor, int nth)
{
	json_object *list = tb->seats[seat].told;
	for (size_t i = 0; i < json_object_array_length(list); i++) {
		json_object *o = json_object_array_get_idx(list, i);
		const char *t = json_object_get_string(json_object_object_get(o, "type"));
		if (strcmp(t, type) == 0 && (actor < 0 || actor_of(o) == actor) && nth-- == 0)
			return o;
	}
	return NULL;
}

/* The same, which must be there. */
static json_object *told(struct table *tb, int seat, const char *type, int actor, int nth)
{
	json_object *o = find(tb, seat, type, actor, nth);
	if (!o)
		fail_msg("seat %d was not told %s %d of seat %d", seat, type, nth + 1, actor);
	return o;
}

static const char *text(json_object *o)
{
	return json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
						     JSON_C_TO_STRING_NOSLASHESCAPE);
}

/* A field's JSON text, "(none)" without it. */
static const char *field(json_object *o, const char *key)
{
	json_object *v;
	return json_object_object_get_ex(o, key, &v) ? text(v) : "(none)";
}

/* The record's line of type (the first), as text. */
static char *record_line(struct table *tb, const char *type)
{
	char *all = mjai_log_to_string(tb->record), *line = NULL;
	assert_non_null(all);
	char key[64];
	snprintf(key, sizeof key, "{\"type\":\"%s\"", type);
	char *at = strstr(all, key);
	if (at) {
		size_t len = strcspn(at, "\n");
		line = strndup(at, len);
	}
	free(all);
	assert_non_null(line);
	return line;
}

/* Four hands nobody improves by drawing: the dealer is tenpai on East and South, the rest
 * noten. */
#define DEALER_TENPAI "123m456p789s1122z"
#define NOTEN_1 "147m258p369s1357z"
#define NOTEN_2 "258m369p147s4466z"
#define NOTEN_3 "369m147p258s3355z"

/*
 * start_game tells a hanchan (kyoku_first 0), whether there are red fives and the seat;
 * an exhaustive draw with the dealer alone tenpai: 1000 from each of the others, and the
 * scores after it.
 */
static void start_game_and_an_exhaustive_draw(void **state)
{
	(void)state;
	static struct table tb;
	struct scenario sc = {.hands = {DEALER_TENPAI, NOTEN_1, NOTEN_2, NOTEN_3}};
	play(&tb, &sc, NULL, NULL);
	json_object *start = told(&tb, 2, "start_game", -1, 0);
	assert_string_equal(field(start, "kyoku_first"), "0");
	assert_string_equal(field(start, "aka_flag"), "true");
	assert_string_equal(field(start, "id"), "2");
	assert_string_equal(text(told(&tb, 1, "ryukyoku", -1, 0)),
			    "{\"type\":\"ryukyoku\",\"reason\":\"fanpai\","
			    "\"deltas\":[3000,-1000,-1000,-1000],"
			    "\"scores\":[28000,24000,24000,24000]}");
	/* the record: the same, and no seat */
	char *line = record_line(&tb, "start_game");
	assert_non_null(strstr(line, "\"kyoku_first\":0,\"aka_flag\":true,"));
	assert_null(strstr(line, "\"id\""));
	free(line);
	done(&tb);

	/* no red fives: aka_flag false */
	struct rules plain = *rules_preset("standard");
	plain.red_fives[0] = plain.red_fives[1] = plain.red_fives[2] = 0;
	play(&tb, &sc, &plain, NULL);
	assert_string_equal(field(told(&tb, 0, "start_game", -1, 0), "aka_flag"), "false");
	done(&tb);
}

/*
 * The dealer draws North and lets it go: seat 2, holding two, may pon it and is told so;
 * seat 1 may do nothing with it (an empty list), and the dealer's own discard has none.
 */
static void a_discard_the_seat_can_pon_offers_the_pon(void **state)
{
	(void)state;
	static struct table tb;
	struct scenario sc = {
	    .hands = {DEALER_TENPAI, NOTEN_1, NOTEN_2, NOTEN_3},
	    .draws = "4z",
	    .script = {"t"},
	};
	play(&tb, &sc, NULL, NULL);
	assert_string_equal(field(told(&tb, 2, "dahai", 0, 0), "possible_actions"),
			    "[{\"type\":\"pon\",\"actor\":2,\"target\":0,\"pai\":\"N\","
			    "\"consumed\":[\"N\",\"N\"]}]");
	assert_string_equal(field(told(&tb, 1, "dahai", 0, 0), "possible_actions"), "[]");
	assert_string_equal(field(told(&tb, 0, "dahai", 0, 0), "possible_actions"), "(none)");
	/* others' draws are hidden, and carry nothing */
	assert_string_equal(text(told(&tb, 0, "tsumo", 1, 0)),
			    "{\"type\":\"tsumo\",\"actor\":1,\"pai\":\"?\"}");
	done(&tb);
}

/*
 * Seat 1 calls chi on the dealer's 3m with 4m 5m, holding 3m and 6m besides: kuikae forbids
 * both (the called tile, and the other end of 3-4-5-6); where the rules allow swap-calling,
 * nothing is forbidden.
 */
static void after_a_chi_kuikae_forbids_the_called_tile_and_its_other_end(void **state)
{
	(void)state;
	static struct table tb;
	struct scenario sc = {
	    .hands = {DEALER_TENPAI, "3456m258p369s135z", NOTEN_2, NOTEN_3},
	    .draws = "3m",
	    .script = {"d:3m", "chi:45m d:2p"},
	};
	play(&tb, &sc, NULL, NULL);
	assert_string_equal(field(told(&tb, 1, "dahai", 0, 0), "possible_actions"),
			    "[{\"type\":\"chi\",\"actor\":1,\"target\":0,\"pai\":\"3m\","
			    "\"consumed\":[\"4m\",\"5m\"]}]");
	assert_string_equal(field(told(&tb, 1, "chi", 1, 0), "cannot_dahai"), "[\"3m\",\"6m\"]");
	/* told to the others without it */
	assert_string_equal(field(told(&tb, 2, "chi", 1, 0), "cannot_dahai"), "(none)");
	done(&tb);

	struct rules swap = *rules_preset("standard");
	swap.kuikae_forbidden = false;
	play(&tb, &sc, &swap, NULL);
	assert_string_equal(field(told(&tb, 1, "chi", 1, 0), "cannot_dahai"), "[]");
	done(&tb);
}

/*
 * The dealer, tenpai on East and South, draws 9m and declares riichi with it on the first
 * turn (double riichi); its stick leaves it 24000. Two draws later it draws South: double
 * riichi 2 + menzen tsumo 1 = 3 han; 20 fu + 2 (tsumo) + 8 (South, a concealed triplet of
 * honours) + 4 (a pair of East, round and seat wind) = 34, 40 fu; 40 x 2^5 = 1280 basic
 * points, 2600 from each (7800), and the stick back: 8800.
 */
static void riichi_and_a_tsumo_tell_their_scores_and_value(void **state)
{
	(void)state;
	static struct table tb;
	struct scenario sc = {
	    .hands = {DEALER_TENPAI, NOTEN_1, NOTEN_2, NOTEN_3},
	    .draws = "9m 7z 7z 7z 9p 8p 8p 8p 2z",
	    .indicators = "9p",
	    .ura = "9p",
	    .script = {"riichi:9m t tsumo"},
	};
	play(&tb, &sc, NULL, NULL);
	assert_string_equal(field(told(&tb, 0, "tsumo", 0, 0), "possible_actions"),
			    "[{\"type\":\"reach\",\"actor\":0}]");
	/* only 9m keeps the hand tenpai */
	assert_string_equal(
	    field(told(&tb, 0, "reach", 0, 0), "cannot_dahai"),
	    "[\"1m\",\"2m\",\"3m\",\"4p\",\"5p\",\"6p\",\"7s\",\"8s\",\"9s\",\"E\",\"S\"]");
	/* the reach is told once, before its discard */
	assert_string_equal(text(told(&tb, 0, "dahai", 0, 0)),
			    "{\"type\":\"dahai\",\"actor\":0,\"pai\":\"9m\",\"tsumogiri\":true}");
	assert_null(find(&tb, 0, "reach", 0, 1));
	assert_string_equal(field(told(&tb, 3, "reach", 0, 0), "cannot_dahai"), "(none)");
	const char *accepted = "{\"type\":\"reach_accepted\",\"actor\":0,"
			       "\"deltas\":[-1000,0,0,0],\"scores\":[24000,25000,25000,25000]}";
	assert_string_equal(text(told(&tb, 2, "reach_accepted", 0, 0)), accepted);
	assert_string_equal(field(told(&tb, 0, "tsumo", 0, 1), "possible_actions"), "[]");
	assert_string_equal(field(told(&tb, 0, "tsumo", 0, 2), "possible_actions"),
			    "[{\"type\":\"hora\",\"actor\":0,\"target\":0,\"pai\":\"S\"}]");
	const char *hora =
	    "{\"type\":\"hora\",\"actor\":0,\"target\":0,\"pai\":\"S\","
	    "\"hora_tehais\":[\"1m\",\"2m\",\"3m\",\"4p\",\"5p\",\"6p\",\"7s\",\"8s\",\"9s\","
	    "\"E\",\"E\",\"S\",\"S\",\"S\"],"
	    "\"uradora_markers\":[\"9p\"],\"ura_markers\":[\"9p\"],"
	    "\"yakus\":[[\"menzenchin_tsumoho\",1],[\"double_reach\",2]],"
	    "\"fu\":40,\"fan\":3,\"hora_points\":7800,"
	    "\"deltas\":[8800,-2600,-2600,-2600],\"scores\":[32800,22400,22400,22400]}";
	assert_string_equal(text(told(&tb, 1, "hora", 0, 0)), hora);
	/* the record holds the same events, and none of a seat's answers */
	char *line = record_line(&tb, "hora");
	assert_string_equal(line, hora);
	free(line);
	line = record_line(&tb, "reach_accepted");
	assert_string_equal(line, accepted);
	free(line);
	char *all = mjai_log_to_string(tb.record);
	assert_null(strstr(all, "possible_actions"));
	assert_null(strstr(all, "cannot_dahai"));
	free(all);
	done(&tb);
}

static void one_honba_one_stick(struct scenario_run *run)
{
	run->g.honba = 1;
	run->g.riichi_sticks = 1;
	run->g.p[3].pub.points -= 1000;
}

/*
 * Double ron on the dealer's 8s, one honba and a stick on the table: seat 1 (pinfu tanyao,
 * 2 han 30 fu, 2000) is first in turn and takes the honba (300) and the stick (1000); seat 2
 * (tanyao 40 fu, 1300) its hand's value. Each hora carries its own deltas, and the scores
 * after it.
 */
static void a_double_ron_tells_each_win_its_own_deltas(void **state)
{
	(void)state;
	static struct table tb;
	struct scenario sc = {
	    .hands = {DEALER_TENPAI, "234m567p23455s67s", "234m345p4567788s", NOTEN_3},
	    .indicators = "1z",
	    .script = {"d:8s", "ron", "ron", ""},
	};
	play(&tb, &sc, NULL, one_honba_one_stick);
	json_object *first = told(&tb, 0, "hora", 1, 0), *second = told(&tb, 0, "hora", 2, 0);
	assert_string_equal(field(first, "deltas"), "[-2300,3300,0,0]");
	assert_string_equal(field(first, "scores"), "[22700,28300,25000,24000]");
	assert_string_equal(field(first, "hora_points"), "2000");
	assert_string_equal(field(second, "deltas"), "[-1300,0,1300,0]");
	assert_string_equal(field(second, "scores"), "[21400,28300,26300,24000]");
	assert_string_equal(field(second, "yakus"), "[[\"tanyaochu\",1]]");
	assert_string_equal(field(second, "fu"), "40");
	/* seat 1 was offered the ron, and a chi with 6s 7s */
	assert_string_equal(field(told(&tb, 1, "dahai", 0, 0), "possible_actions"),
			    "[{\"type\":\"hora\",\"actor\":1,\"target\":0,\"pai\":\"8s\"},"
			    "{\"type\":\"chi\",\"actor\":1,\"target\":0,\"pai\":\"8s\","
			    "\"consumed\":[\"6s\",\"7s\"]}]");
	done(&tb);
}

/*
 * The dealer draws its fourth 1m: it may declare riichi (letting a 1m go leaves it ready on
 * East and South) or a closed kan, the reach listed first as the server lists it. Dealt nine
 * kinds of terminals and honours, it may abort the hand.
 */
static void own_turn_offers_riichi_a_kan_and_nine_terminals(void **state)
{
	(void)state;
	static struct table tb;
	struct scenario sc = {
	    .hands = {"111m456p789s1122z", "258m147p369s1357z", NOTEN_2, NOTEN_3},
	    .draws = "1m",
	    .script = {"t"},
	};
	play(&tb, &sc, NULL, NULL);
	assert_string_equal(field(told(&tb, 0, "tsumo", 0, 0), "possible_actions"),
			    "[{\"type\":\"reach\",\"actor\":0},{\"type\":\"ankan\",\"actor\":0,"
			    "\"consumed\":[\"1m\",\"1m\",\"1m\",\"1m\"]}]");
	done(&tb);

	struct scenario nine = {
	    .hands = {"1239m19p19s12345z", NOTEN_1, NOTEN_2, "369m147p258s3366z"},
	    .draws = "5m",
	    .script = {"t"},
	};
	play(&tb, &nine, NULL, NULL);
	assert_string_equal(field(told(&tb, 0, "tsumo", 0, 0), "possible_actions"),
			    "[{\"type\":\"ryukyoku\",\"actor\":0,\"reason\":\"kyushukyuhai\"}]");
	done(&tb);
}

/*
 * Seat 1 holds the three dragons and waits on 9m alone; the dealer lets 9m go: daisangen, a
 * yakuman, 100 fan as the server counts it, 32000 from the dealer. The record replays with
 * no difference.
 */
static void a_yakuman_is_100_fan(void **state)
{
	(void)state;
	static struct table tb;
	struct scenario sc = {
	    .hands = {DEALER_TENPAI, "123m9m555666777z", "258m369p147s1344z", "369m147p258s2334z"},
	    .draws = "9m",
	    .indicators = "1z",
	    .script = {"t", "ron"},
	};
	play(&tb, &sc, NULL, NULL);
	json_object *hora = told(&tb, 2, "hora", 1, 0);
	assert_string_equal(field(hora, "yakus"), "[[\"daisangen\",100]]");
	assert_string_equal(field(hora, "fan"), "100");
	assert_string_equal(field(hora, "hora_points"), "32000");
	assert_string_equal(field(hora, "deltas"), "[-32000,32000,0,0]");
	assert_string_equal(field(hora, "scores"), "[-7000,57000,25000,25000]");
	assert_string_equal(
	    field(hora, "hora_tehais"),
	    "[\"1m\",\"2m\",\"3m\",\"9m\",\"P\",\"P\",\"P\",\"F\",\"F\",\"F\",\"C\","
	    "\"C\",\"C\"]");
	char *text = mjai_log_to_string(tb.record), *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	assert_non_null(f);
	struct replay_stats stats = {0};
	char err[300] = "";
	int rc = replay_text("rec", text, f, &stats, err, sizeof err);
	fclose(f);
	if (rc != 0 || stats.differences != 0 || stats.hands != 1)
		fail_msg("replay %d, %d differences: %s%s", rc, stats.differences, out, err);
	free(out);
	free(text);
	done(&tb);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(start_game_and_an_exhaustive_draw),
	    cmocka_unit_test(a_discard_the_seat_can_pon_offers_the_pon),
	    cmocka_unit_test(after_a_chi_kuikae_forbids_the_called_tile_and_its_other_end),
	    cmocka_unit_test(riichi_and_a_tsumo_tell_their_scores_and_value),
	    cmocka_unit_test(a_double_ron_tells_each_win_its_own_deltas),
	    cmocka_unit_test(own_turn_offers_riichi_a_kan_and_nine_terminals),
	    cmocka_unit_test(a_yakuman_is_100_fan),
	};
	return cmocka_run_group_tests_name("what an mjai bot is told", tests, NULL, NULL);
}
