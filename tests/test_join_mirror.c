/*
 * The network client's path from a seat's mjai messages to the table's events
 * (mjai_bot_new_with): a whole self-played game as one seat was told it
 * (tests/data/join-seat.jsonl, the stream `jansou selfplay --ai mjai:...` gives seat 2), fed
 * message by message. Every win is scored again on the seat's mirror by the engine's scorer
 * and must come to the server's deltas; the first is checked by hand. The same game as a
 * watcher is told it (no seat, every hand and draw hidden) is followed to its end too.
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

#include "rules/rules.h"
#include "src/engine/controller.h"
#include "src/engine/engine.h"
#include "src/record/mjai/mjai_bot.h"

struct seen {
	int wins, scores, hand_ends, game_ends, hands;
	struct game_event first_win;
	struct score_result first_score;
	bool win_matches_delta; /* every win's total is the winner's delta */
	int final_points[SEATS];
	int placement[SEATS];
};

static void observe(void *ctx, const struct game_event *ev)
{
	struct seen *s = ctx;
	switch (ev->type) {
	case EV_HAND_START:
		s->hands++;
		break;
	case EV_WIN:
		assert_non_null(ev->score);
		if (ev->score->total != ev->delta[ev->seat])
			s->win_matches_delta = false;
		if (s->wins++ == 0) {
			s->first_win = *ev;
			s->first_score = *ev->score;
		}
		break;
	case EV_SCORES:
		s->scores++;
		break;
	case EV_HAND_END:
		s->hand_ends++;
		break;
	case EV_GAME_END:
		s->game_ends++;
		memcpy(s->final_points, ev->points, sizeof s->final_points);
		memcpy(s->placement, ev->placement, sizeof s->placement);
		break;
	default:
		break;
	}
}

/* The recorded stream of seat 2 of a self-played game (tests/data/join-seat.jsonl). */
static FILE *open_seat_stream(void)
{
	char path[1024];
	const char *dir = getenv("srcdir");
	snprintf(path, sizeof path, "%s/data/join-seat.jsonl", dir ? dir : "tests");
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	return f;
}

static void whole_game(void **state)
{
	(void)state;
	FILE *f = open_seat_stream();
	struct seen s = {.win_matches_delta = true};
	struct mjai_bot *b =
	    mjai_bot_new_with(&controller_tsumogiri, rules_preset("standard"), observe, &s);
	assert_non_null(b);
	static char line[1 << 16];
	int horas = 0, notices = 0;
	while (fgets(line, sizeof line, f)) {
		json_object *o = json_tokener_parse(line), *out = NULL;
		assert_non_null(o);
		const char *type = json_object_get_string(json_object_object_get(o, "type"));
		horas += strcmp(type, "hora") == 0;
		if (mjai_bot_event(b, o, &out) < 0)
			fail_msg("%s: %s", type, mjai_bot_error(b));
		char notice[300];
		if (mjai_bot_take_notice(b, notice, sizeof notice)) {
			print_message("%s\n", notice);
			notices++;
		}
		json_object_put(out);
		json_object_put(o);
	}
	fclose(f);
	/* every win of the game scored on the mirror as the server scored it */
	assert_int_equal(s.wins, horas);
	assert_true(horas > 5);
	assert_int_equal(notices, 0);
	assert_true(s.win_matches_delta);
	assert_int_equal(s.hand_ends, s.hands);
	assert_int_equal(s.scores, s.hands); /* every hand here moved points or was a draw */
	assert_int_equal(s.game_ends, 1);

	/* the first: the dealer (seat 2, ours) rons seat 0's 3m with 2m 4m 6s 6s and the pons
	 * of East (round and seat wind) and 7-8-9m... 3 han (round wind, seat wind, a dora) 30
	 * fu: a dealer's 5800, and the riichi stick on the table */
	const struct game_event *w = &s.first_win;
	assert_int_equal(w->seat, 2);
	assert_int_equal(w->from, 0);
	assert_int_equal(s.first_score.han, 3);
	assert_int_equal(s.first_score.fu, 30);
	assert_int_equal(s.first_score.ron, 5800);
	assert_int_equal(s.first_score.total, 6800);
	assert_int_equal(w->delta[0], -5800);
	assert_int_equal(w->delta[2], 6800);
	assert_int_equal(w->delta[1], 0);
	assert_int_equal(w->delta[3], 0);
	/* the final standings from end_game's scores */
	int total = 0;
	for (int i = 0; i < SEATS; i++)
		total += s.final_points[i];
	assert_int_equal(total, 100000);
	mjai_bot_free(b);
}

/* The server's deltas differ from the mirror's reckoning: the notice says so, and the
 * server's figures are the ones the table is given. */
static void mismatch_reported(void **state)
{
	(void)state;
	FILE *f = open_seat_stream();
	struct seen s = {.win_matches_delta = true};
	struct mjai_bot *b =
	    mjai_bot_new_with(&controller_tsumogiri, rules_preset("standard"), observe, &s);
	static char line[1 << 16];
	bool told = false;
	while (!told && fgets(line, sizeof line, f)) {
		json_object *o = json_tokener_parse(line), *out = NULL;
		const char *type = json_object_get_string(json_object_object_get(o, "type"));
		if (strcmp(type, "hora") == 0) { /* 1000 more for the winner than it is worth */
			json_object *d = json_object_new_array();
			int deltas[SEATS] = {-5800, 0, 7800, 0};
			for (int i = 0; i < SEATS; i++)
				json_object_array_add(d, json_object_new_int(deltas[i]));
			json_object_object_add(o, "deltas", d);
			told = true;
		}
		assert_int_equal(mjai_bot_event(b, o, &out), 0);
		json_object_put(out);
		json_object_put(o);
	}
	fclose(f);
	char notice[300];
	assert_true(mjai_bot_take_notice(b, notice, sizeof notice));
	assert_non_null(strstr(notice, "+7800"));
	assert_non_null(strstr(notice, "+6800"));
	assert_int_equal(s.first_win.delta[2], 7800);
	assert_int_equal(s.first_score.total, 7800); /* the server's figure shown */
	assert_false(mjai_bot_take_notice(b, notice, sizeof notice));
	mjai_bot_free(b);
}

/* The message as a watcher is told it: start_game without an id, seat 2's tiles hidden (the
 * others' are already), no possible_actions. */
static void as_a_watcher(json_object *o)
{
	const char *type = json_object_get_string(json_object_object_get(o, "type"));
	json_object_object_del(o, "possible_actions");
	json_object_object_del(o, "cannot_dahai");
	if (strcmp(type, "start_game") == 0)
		json_object_object_del(o, "id");
	if (strcmp(type, "tsumo") == 0)
		json_object_object_add(o, "pai", json_object_new_string("?"));
	json_object *tehais;
	if (strcmp(type, "start_kyoku") == 0 && json_object_object_get_ex(o, "tehais", &tehais)) {
		json_object *hidden = json_object_new_array();
		for (int i = 0; i < 13; i++)
			json_object_array_add(hidden, json_object_new_string("?"));
		json_object_array_put_idx(tehais, 2, hidden);
	}
}

/* A watcher's bot follows the whole game: it never acts, knows no concealed tile, and scores
 * every win as the seat's did (from the hands the wins show). */
static void watched_game(void **state)
{
	(void)state;
	FILE *f = open_seat_stream();
	struct seen s = {.win_matches_delta = true};
	struct mjai_bot *b =
	    mjai_bot_new_with(&controller_tsumogiri, rules_preset("standard"), observe, &s);
	assert_non_null(b);
	static char line[1 << 16];
	int horas = 0;
	while (fgets(line, sizeof line, f)) {
		json_object *o = json_tokener_parse(line), *out = NULL;
		assert_non_null(o);
		as_a_watcher(o);
		const char *type = json_object_get_string(json_object_object_get(o, "type"));
		horas += strcmp(type, "hora") == 0;
		if (mjai_bot_event(b, o, &out) < 0)
			fail_msg("%s: %s", type, mjai_bot_error(b));
		assert_string_equal(json_object_get_string(json_object_object_get(out, "type")),
				    "none");
		struct seat_view v;
		game_view(mjai_bot_game(b), 0, &v);
		for (int i = 0; i < v.nhand; i++)
			assert_int_equal(v.hand[i], TILE_HIDDEN);
		json_object_put(out);
		json_object_put(o);
	}
	fclose(f);
	assert_true(mjai_bot_watching(b));
	assert_int_equal(mjai_bot_seat(b), -1);
	assert_int_equal(s.wins, horas);
	assert_true(s.win_matches_delta);
	assert_int_equal(s.hand_ends, s.hands);
	assert_int_equal(s.game_ends, 1);
	/* the first win as the seat saw it: seat 2's 5800 ron from seat 0, the stick its own */
	assert_int_equal(s.first_win.seat, 2);
	assert_int_equal(s.first_score.ron, 5800);
	assert_int_equal(s.first_win.delta[2], 6800);
	mjai_bot_free(b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(whole_game),
	    cmocka_unit_test(mismatch_reported),
	    cmocka_unit_test(watched_game),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
