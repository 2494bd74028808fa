/*
 * Places (ai/placement.h), worked out by hand: South 4, seat 3 deals, seat 0 dealt first; seat 0
 * has 30000, seat 1 26000, seat 2 24000, seat 3 20000; the dealer first after it may stop.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ai/danger.h"
#include "ai/placement.h"
#include "ai/table.h"
#include "tests/ai_views.h"

static const struct ai_standing south4 = {.n = 4,
					  .points = {30000, 26000, 24000, 20000},
					  .first_dealer = 0,
					  .dealer = 3,
					  .hands_after = 0,
					  .dealer_stop = true};

/* Equal points: the seat nearer the first dealer comes first. */
static void places_and_ties(void **state)
{
	(void)state;
	assert_int_equal(ai_place_of(&south4, south4.points, 0), 0);
	assert_int_equal(ai_place_of(&south4, south4.points, 2), 2);
	int tie[SEATS] = {25000, 25000, 25000, 25000};
	assert_int_equal(ai_place_of(&south4, tie, 0), 0);
	assert_int_equal(ai_place_of(&south4, tie, 3), 3);
	struct ai_standing later = south4;
	later.first_dealer = 2;
	assert_int_equal(ai_place_of(&later, tie, 2), 0);
	assert_int_equal(ai_place_of(&later, tie, 1), 3);
}

/*
 * Seat 2 wins 2000. By tsumo the dealer pays 1000 and seats 0 and 1 500 each: 26000 against
 * seat 1's 25500, second. By ron from seat 0 or 3 it ties seat 1 at 26000 and stays third
 * (seat 1 sits nearer the first dealer); from seat 1, second. 0.35 x 1 + 0.65 / 3 x (2 + 1 + 2).
 */
static void a_win_moves_up_by_how_it_comes(void **state)
{
	(void)state;
	assert_float_equal(ai_place_after_win(&south4, 2, 2000), 0.35 + 0.65 / 3 * 5, 1e-9);
	/* the leader stays first however it wins */
	assert_float_equal(ai_place_after_win(&south4, 0, 1000), 0, 1e-9);
}

/*
 * With hands still to play, the gap to each other player at the end spreads about today's by
 * 7100 a hand (a normal law): at 29000 / 25000 / 23000 / 23000 with one hand left, seat 2 is
 * behind seat 0 with Phi(6000.5 / 7100) = 0.80098, seat 1 with Phi(2000.5 / 7100) = 0.61094
 * (a normal table), and seat 3, level but later on the tie, with a little under a half.
 */
static const int after_draw[SEATS] = {29000, 25000, 23000, 23000};

static void places_spread_with_the_hands_left(void **state)
{
	(void)state;
	assert_float_equal(ai_expected_place(&south4, after_draw, 2, 1),
			   0.80098 + 0.61094 + 0.49997, 1e-4);
	assert_float_equal(ai_expected_place(&south4, after_draw, 2, 0), 2, 1e-9);
	int even[SEATS] = {25000, 25000, 25000, 25000};
	assert_float_equal(ai_expected_place(&south4, even, 1, 4), 1.5, 1e-4);
	/* three players spread 11800 a hand: 11800 behind seat 0 and seat 2, Phi(1.00004) and
	 * Phi(0.99996) */
	struct ai_standing three = {.n = 3, .first_dealer = 0, .dealer = 2};
	int behind[SEATS] = {35000, 23200, 35000};
	assert_float_equal(ai_expected_place(&three, behind, 1, 1), 0.84135 + 0.84133, 1e-4);
}

/*
 * The dealer (seat 3) wins 8000 without seat 2. By tsumo each pays 2666: the dealer first with
 * 28000 may stop, and seat 2 has 21334: last. From seat 0 the dealer stops first, seat 2
 * third. From seat 1 (18000) the dealer, 28000 against seat 0's 30000, plays on, one hand
 * left: seat 2 behind seat 0 by 6000.5, ahead of seat 1 by 6000.5 and behind the dealer by
 * 3999.5 (0.80098 + 0.19902 + 0.71339). At the draw, the dealer alone ready (23000, not first)
 * plays on: after_draw. Dealing the 8000 in, seat 2 has 16000 and the dealer, 28000 against
 * 30000, plays on: seat 2 behind by 14000.5, 10000.5 and 12000.5 (0.97569 + 0.92051 +
 * 0.95451).
 */
static void a_threat_wins_without_or_from_one(void **state)
{
	(void)state;
	double from_seat1 = 0.80098 + 0.19902 + 0.71339;
	double draw = 0.80098 + 0.61094 + 0.49997;
	assert_float_equal(ai_place_after_threat(&south4, 2, 3, 8000),
			   0.4 * 3 + 0.175 * 2 + 0.175 * from_seat1 + 0.25 * draw, 1e-4);
	assert_float_equal(ai_place_after_deal_in(&south4, 2, 3, 8000), 0.97569 + 0.92051 + 0.95451,
			   1e-4);
	/* 12000 in: the dealer first with 32000 stops, seat 2 last */
	assert_float_equal(ai_place_after_deal_in(&south4, 2, 3, 12000), 3, 1e-9);
}

/*
 * The dealer who wins and is not first plays on. Seat 3 wins 3000, one hand left after:
 * by tsumo 29000 / 25000 / 23000 / 23000 (behind 6000.5, 2000.5, and seat 2 first on the tie:
 * 0.80098 + 0.61094 + 0.50003); from seat 0 27000 / 26000 / 24000 / 23000 (0.71344 + 0.66371
 * + 0.55603); from seat 1 30000 / 23000 / 24000 / 23000 (0.83793 + 0.50003 + 0.55603); from
 * seat 2 30000 / 26000 / 21000 / 23000 (0.83793 + 0.66371 + 0.38912).
 */
static void the_dealer_plays_on(void **state)
{
	(void)state;
	double tsumo = 0.80098 + 0.61094 + 0.50003;
	double ron = (0.71344 + 0.66371 + 0.55603) + (0.83793 + 0.50003 + 0.55603) +
		     (0.83793 + 0.66371 + 0.38912);
	assert_float_equal(ai_place_after_win(&south4, 3, 3000), 0.35 * tsumo + 0.65 / 3 * ron,
			   1e-4);
}

static struct seat_view v;

/* seat to play in South 4 at the standing above, the dealer (seat 3) in riichi with a stick
 * on the table. */
static void south4_riichi(int seat)
{
	av_init(&v, seat, "123456m234p5677s1z");
	v.round_wind = TILE_SOUTH;
	v.hand_number = 3;
	v.dealer = 3;
	for (int s = 0; s < 4; s++)
		v.seats[s].points = south4.points[s];
	av_discards(&v, 3, "9m1p");
	av_riichi(&v, 3);
	v.riichi_sticks = 1;
}

static double push_at(double push, int value)
{
	struct ai_table t;
	ai_table_init(&t, &v, NULL);
	struct ai_threat th[3];
	int n = ai_find_threats(&t, th);
	assert_int_equal(n, 1);
	assert_int_equal(th[0].value, 9600);
	return ai_placement_push(&t, push, value, th, n);
}

/*
 * The dealer's riichi (9600, and the stick) wins without seat 2: by tsumo (3200 each) first
 * with 30600 it stops, seat 2 last; from seat 0 or 1 it stops, seat 2 third; at the draw it
 * plays on from after_draw (seat 2 level with it and first on the tie): 0.4 x 3 + 0.35 x 2 +
 * 0.25 x 1.91189. Dealt in, last: 3. Seat 2 winning 4000 and the stick ends the game: by tsumo
 * 29000, tied with seat 0 and second; from seat 0 first; from seat 1 or 3 second: 0.35 + 0.65 /
 * 3 x 2. The factor: places gained over places lost, each over its points. The points' own
 * factor (1.7) does not count in the last hand.
 */
static void the_last_hand_weighs_places(void **state)
{
	(void)state;
	south4_riichi(2);
	double other = 1.2 + 0.7 + 0.25 * (0.80098 + 0.61094 + 0.49997);
	double win = 0.35 + 0.65 / 3 * 2;
	assert_float_equal(push_at(1.7, 4000), (other - win) / 4000 * 9600 / (3 - other), 1e-3);
	/* winning 2000 (27000, second whichever way) gains other - 1: 10.6, held to 10 */
	assert_float_equal(push_at(1.7, 2000), 10, 1e-9);
}

/*
 * The leader: a win keeps first (0); the dealer's win without it (by tsumo 26800 against
 * 30600; from another 30000 against 30600) costs first; at the draw the dealer plays on from
 * after_draw, seat 0 ahead by 4000.5, 6000.5 and 6000.5 (0.28656 + 0.19902 + 0.19902); dealing
 * in, last (20400): 3.
 */
static void the_leader_weighs_its_place(void **state)
{
	(void)state;
	south4_riichi(0);
	double other = 0.4 + 0.35 + 0.25 * (0.28656 + 0.19902 + 0.19902);
	assert_float_equal(push_at(1.7, 2000), other / 2000 * 9600 / (3 - other), 1e-3);
}

/*
 * Before the last hand the points' factor stands at even points, and moves with the
 * standing: less for the leader, more for the one behind; a standing the hand cannot change
 * leaves it to the points.
 */
static void before_the_last_hand_the_standing_moves_it(void **state)
{
	(void)state;
	south4_riichi(2);
	v.hand_number = 2;
	v.dealer = 2;
	v.seats[2].riichi = false;
	av_discards(&v, 2, "1m");
	av_riichi(&v, 2);
	for (int s = 0; s < 4; s++)
		v.seats[s].points = 25000;
	struct ai_table t;
	struct ai_threat th[3];
	v.seat = 1;
	ai_table_init(&t, &v, NULL);
	int n = ai_find_threats(&t, th);
	assert_true(n >= 1);
	assert_float_equal(ai_placement_push(&t, 1.7, 4000, th, n), 1.7, 1e-9);
	assert_float_equal(ai_placement_push(&t, 1.7, 4000, th, 0), 1.7, 1e-9);
	v.seats[1].points = 27000;
	v.seats[0].points = 23000;
	ai_table_init(&t, &v, NULL);
	assert_true(ai_placement_push(&t, 1.7, 4000, th, n) < 1.7);
	v.seats[1].points = 23000;
	v.seats[0].points = 27000;
	ai_table_init(&t, &v, NULL);
	assert_true(ai_placement_push(&t, 1.7, 4000, th, n) > 1.7);
	v.seats[1].points = 0;
	v.seats[0].points = v.seats[2].points = v.seats[3].points = 40000;
	ai_table_init(&t, &v, NULL);
	assert_float_equal(ai_placement_push(&t, 1.7, 4000, th, n), 1.7, 1e-9);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(places_and_ties),
	    cmocka_unit_test(a_win_moves_up_by_how_it_comes),
	    cmocka_unit_test(a_threat_wins_without_or_from_one),
	    cmocka_unit_test(places_spread_with_the_hands_left),
	    cmocka_unit_test(the_dealer_plays_on),
	    cmocka_unit_test(the_last_hand_weighs_places),
	    cmocka_unit_test(the_leader_weighs_its_place),
	    cmocka_unit_test(before_the_last_hand_the_standing_moves_it),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
