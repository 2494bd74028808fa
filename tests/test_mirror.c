/*
 * A seat's mirror (src/engine/mirror.h): one seat's picture of a game, kept by the engine's own
 * transition from the events that seat is told. Hands are written in mpsz ("0p" a red 5p).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "src/engine/mirror.h"
#include "tests/tiles_helper.h"

enum { ME = 0 };

/* East 1, seat 1 deals, our thirteen tiles; the others' hidden. */
static struct seat_mirror *dealt(const char *preset, const char *mine)
{
	struct seat_mirror *m = mirror_new(rules_preset(preset), ME);
	assert_non_null(m);
	struct game_event ev = {.type = EV_HAND_START,
				.round_wind = TILE_EAST,
				.dealer = 1,
				.seat = 1,
				.tile = th_tile("9s")};
	memset(ev.hands, TILE_HIDDEN, sizeof ev.hands);
	assert_int_equal(th_tiles(mine, ev.hands[ME], 13), 13);
	for (int s = 0; s < SEATS; s++) {
		ev.points[s] = 25000;
		ev.seating[s] = s;
	}
	assert_int_equal(mirror_apply(m, &ev), 0);
	return m;
}

static int apply(struct seat_mirror *m, enum event_type type, int seat, const char *tile)
{
	struct game_event ev = {.type = type, .seat = seat, .tile = TILE_HIDDEN};
	if (tile)
		ev.tile = th_tile(tile);
	return mirror_apply(m, &ev);
}

/* Another seat draws (hidden) and discards tile. */
static void draws_and_discards(struct seat_mirror *m, int seat, const char *tile)
{
	assert_int_equal(apply(m, EV_DRAW, seat, NULL), 0);
	assert_int_equal(apply(m, EV_DISCARD, seat, tile), 0);
}

static bool offers(struct seat_mirror *m, int from, const char *tile, enum action_type type)
{
	struct action opts[24];
	int n = mirror_response_options(m, from, th_tile(tile), false, opts, 24);
	for (int i = 0; i < n; i++)
		if (opts[i].type == type)
			return true;
	return false;
}

/* 234m 456s 678s 55p 67p waits on 5p and 8p, all simples: tanyao, a ron on 8p. */
static const char *const TANYAO = "234m456s678s5567p";

static void a_ron_is_offered_on_the_wait(void **state)
{
	(void)state;
	struct seat_mirror *m = dealt("standard", TANYAO);
	draws_and_discards(m, 1, "8p");
	assert_true(offers(m, 1, "8p", ACT_RON));
	draws_and_discards(m, 2, "9p");
	assert_false(offers(m, 2, "9p", ACT_RON));
	mirror_free(m);
}

/* Letting a winning tile pass is furiten until one's own next discard; a tile that is no
 * wait passes nothing. */
static void a_win_let_pass_is_furiten_until_the_next_discard(void **state)
{
	(void)state;
	struct seat_mirror *m = dealt("standard", TANYAO);
	draws_and_discards(m, 1, "9p");
	assert_int_equal(apply(m, EV_WIN_PASSED, ME, "9p"), 0);
	draws_and_discards(m, 1, "8p");
	struct seat_view v;
	mirror_view(m, &v);
	assert_false(v.furiten);
	assert_int_equal(apply(m, EV_WIN_PASSED, ME, "8p"), 0);
	draws_and_discards(m, 2, "5p");
	assert_false(offers(m, 2, "5p", ACT_RON));
	mirror_view(m, &v);
	assert_true(v.furiten);
	draws_and_discards(m, 3, "1z");
	/* our own draw and discard (of the drawn 9m) end it */
	assert_int_equal(apply(m, EV_DRAW, ME, "9m"), 0);
	assert_int_equal(apply(m, EV_DISCARD, ME, "9m"), 0);
	draws_and_discards(m, 1, "5p");
	assert_true(offers(m, 1, "5p", ACT_RON));
	mirror_free(m);
}

/*
 * A server that does not send its rules may deal two red 5p to a bot that plays tenhou's one:
 * the hand that holds both is still a hand, and still wins.
 */
static void red_fives_beyond_the_rules_are_learned(void **state)
{
	(void)state;
	struct seat_mirror *m = dealt("tenhou", "234m456s678s0067p");
	draws_and_discards(m, 1, "8p");
	assert_true(offers(m, 1, "8p", ACT_RON));
	assert_int_equal(mirror_rules(m)->red_fives[1], 2);
	mirror_free(m);
}

/* The others' concealed tiles are counted as they draw, discard and call. */
static void the_others_hands_are_counted(void **state)
{
	(void)state;
	struct seat_mirror *m = dealt("standard", TANYAO);
	struct seat_view v;
	mirror_view(m, &v);
	assert_int_equal(v.seats[1].nconcealed, 13);
	assert_int_equal(apply(m, EV_DRAW, 1, NULL), 0);
	mirror_view(m, &v);
	assert_int_equal(v.seats[1].nconcealed, 14);
	assert_int_equal(apply(m, EV_DISCARD, 1, "1z"), 0);
	/* seat 3 pons the East with two of its hidden tiles: 11, and its discard to come */
	struct game_event pon = {.type = EV_CALL, .seat = 3, .from = 1, .tile = th_tile("1z")};
	assert_int_equal(th_meld("pon:111z", &pon.meld), 0);
	pon.meld.called = th_tile("1z");
	assert_int_equal(mirror_apply(m, &pon), 0);
	mirror_view(m, &v);
	assert_int_equal(v.seats[3].nconcealed, 11);
	assert_int_equal(v.seats[3].nmelds, 1);
	assert_true(v.seats[1].discards[0].called);
	mirror_free(m);
}

/* Events that cannot happen at the table are refused with a reason, never followed. */
static void impossible_events_are_refused(void **state)
{
	(void)state;
	struct seat_mirror *m = dealt("standard", TANYAO);
	/* a discard of a tile we do not hold, and out of turn */
	assert_int_equal(apply(m, EV_DISCARD, ME, "1m"), -1);
	assert_true(strlen(mirror_error(m)) > 0);
	mirror_free(m);

	m = dealt("standard", TANYAO);
	assert_int_equal(apply(m, EV_DRAW, ME, "9m"), 0);
	/* a second draw into a full hand */
	assert_int_equal(apply(m, EV_DRAW, ME, "9m"), -1);
	mirror_free(m);

	/* a fifth 2m: four dealt, one drawn */
	m = dealt("standard", "2222m456s678s556p");
	assert_int_equal(apply(m, EV_DRAW, ME, "2m"), -1);
	mirror_free(m);

	m = dealt("standard", TANYAO);
	draws_and_discards(m, 1, "8p");
	/* a pon of a tile that was not the last discard */
	struct game_event pon = {.type = EV_CALL, .seat = 2, .from = 1, .tile = th_tile("9p")};
	assert_int_equal(th_meld("pon:999p", &pon.meld), 0);
	pon.meld.called = th_tile("9p");
	assert_int_equal(mirror_apply(m, &pon), -1);
	mirror_free(m);

	/* nothing before the deal */
	m = mirror_new(rules_preset("standard"), ME);
	assert_int_equal(apply(m, EV_DRAW, 1, NULL), -1);
	mirror_free(m);
}

/* A riichi's stick and a closed kan: the sticks, the hand's count and the wall's. */
static void a_riichi_stick_and_a_closed_kan_are_followed(void **state)
{
	(void)state;
	struct seat_mirror *m = dealt("standard", TANYAO);
	/* seat 1 declares riichi, seat 2 draws and declares a closed kan of 1z */
	assert_int_equal(apply(m, EV_DRAW, 1, NULL), 0);
	struct game_event riichi = {
	    .type = EV_DISCARD, .seat = 1, .tile = th_tile("9m"), .riichi = true};
	assert_int_equal(mirror_apply(m, &riichi), 0);
	assert_int_equal(apply(m, EV_RIICHI_PAID, 1, NULL), 0);
	struct seat_view v;
	mirror_view(m, &v);
	assert_int_equal(v.seats[1].points, 24000);
	assert_int_equal(v.riichi_sticks, 1);
	assert_int_equal(apply(m, EV_DRAW, 2, NULL), 0);
	struct game_event kan = {.type = EV_KAN, .seat = 2, .tile = th_tile("1z")};
	assert_int_equal(th_meld("ankan:1111z", &kan.meld), 0);
	assert_int_equal(mirror_apply(m, &kan), 0);
	mirror_view(m, &v);
	assert_int_equal(v.seats[2].nconcealed, 10);
	/* 136 - 14 dead - 52 dealt - 2 drawn = 68 live; the replacement leaves 67 */
	assert_int_equal(v.live_left, 68);
	struct game_event rinshan = {
	    .type = EV_DRAW, .seat = 2, .tile = TILE_HIDDEN, .rinshan = true};
	assert_int_equal(mirror_apply(m, &rinshan), 0);
	mirror_view(m, &v);
	assert_int_equal(v.live_left, 67);
	assert_int_equal(v.seats[2].nconcealed, 11);
	mirror_free(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(a_ron_is_offered_on_the_wait),
	    cmocka_unit_test(a_win_let_pass_is_furiten_until_the_next_discard),
	    cmocka_unit_test(red_fives_beyond_the_rules_are_learned),
	    cmocka_unit_test(the_others_hands_are_counted),
	    cmocka_unit_test(impossible_events_are_refused),
	    cmocka_unit_test(a_riichi_stick_and_a_closed_kan_are_followed),
	};
	return cmocka_run_group_tests_name("mirror", tests, NULL, NULL);
}
