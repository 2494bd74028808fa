/* Self-play statistics on hand-made event sequences, every figure worked out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "src/engine/play_stats.h"

static struct play_stats st;

static void send(struct game_event ev)
{
	play_stats_event(&st, &ev);
}

static void hand_start(int honba, int sticks)
{
	send((struct game_event){.type = EV_HAND_START,
				 .honba = honba,
				 .riichi_sticks = sticks,
				 .seating = {0, 1, 2, 3}});
}

static void win(int seat, int from, const struct score_result *r)
{
	send((struct game_event){.type = EV_WIN, .seat = seat, .from = from, .score = r});
}

static void hand_end(void)
{
	send((struct game_event){.type = EV_HAND_END});
}

static void game_end(const int placement[SEATS], const int points[SEATS])
{
	struct game_event ev = {.type = EV_GAME_END};
	memcpy(ev.placement, placement, sizeof ev.placement);
	memcpy(ev.points, points, sizeof ev.points);
	send(ev);
}

/*
 * Game 1, seats 0..3 held by players 2, 0, 3, 1:
 *  hand 1 (1 honba, 1 stick): seat 1 declares riichi (2 sticks), seat 2 pons,
 *         seat 3 and seat 0 both ron seat 1: 10000 = 7700 + 300 + 2000, then 2000;
 *  hand 2: seat 0 chis, exhaustive draw;
 *  hand 3: seat 2 tsumos 4000;
 *  hand 4: abortive draw.
 * Game 2, seat s held by player s: seat 0 tsumos 4500 at 2 honba (3900).
 */
static void play_two_games(void)
{
	/* the honba in a payment, as the scorer writes it: 300 a stick, ron or tsumo */
	static struct score_result r10000 = {.total = 10000, .honba = 300}, r2000 = {.total = 2000},
				   r4000 = {.total = 4000}, r4500 = {.total = 4500, .honba = 600};
	play_stats_init(&st);
	play_stats_seat(&st, (const int[SEATS]){2, 0, 3, 1});
	hand_start(1, 1);
	send((struct game_event){.type = EV_DISCARD, .seat = 1, .riichi = true});
	send((struct game_event){.type = EV_RIICHI_PAID, .seat = 1});
	send((struct game_event){.type = EV_CALL, .seat = 2, .from = 1});
	send((struct game_event){.type = EV_DISCARD, .seat = 2});
	win(3, 1, &r10000);
	win(0, 1, &r2000);
	hand_end();
	hand_start(0, 0);
	send((struct game_event){.type = EV_CALL, .seat = 0, .from = 3});
	send((struct game_event){.type = EV_EXHAUSTIVE_DRAW});
	hand_end();
	hand_start(0, 0);
	win(2, 2, &r4000);
	hand_end();
	hand_start(0, 0);
	send((struct game_event){.type = EV_ABORTIVE_DRAW, .abort = ABORT_FOUR_WINDS});
	hand_end();
	game_end((const int[SEATS]){3, 4, 2, 1}, (const int[SEATS]){20000, 9000, 30000, 41000});

	play_stats_seat(&st, (const int[SEATS]){0, 1, 2, 3});
	hand_start(2, 0);
	win(0, 0, &r4500);
	hand_end();
	game_end((const int[SEATS]){1, 2, 3, 4}, (const int[SEATS]){40000, 20000, 20000, 20000});
}

static void counts_games_and_hands_once(void **state)
{
	(void)state;
	play_two_games();
	assert_int_equal(st.games, 2);
	assert_int_equal(st.hands, 5);
	for (int p = 0; p < SEATS; p++) {
		assert_int_equal(st.player[p].games, 2);
		assert_int_equal(st.player[p].hands, 5);
	}
}

static void placements_and_points_follow_the_player_not_the_seat(void **state)
{
	(void)state;
	play_two_games();
	static const double place[SEATS] = {2.5, 1.5, 3, 3};
	static const double points[SEATS] = {24500, 30500, 20000, 25000};
	double sum = 0;
	for (int p = 0; p < SEATS; p++) {
		struct play_summary s;
		play_stats_summary(&st, p, &s);
		assert_float_equal(s.avg_placement, place[p], 1e-9);
		assert_float_equal(s.avg_points, points[p], 1e-9);
		sum += s.avg_placement;
	}
	assert_float_equal(sum, 10, 1e-9);
}

static void rates_are_fractions_of_hands_played(void **state)
{
	(void)state;
	play_two_games();
	/* win, deal-in, riichi, call, draw: counts out of 5 hands */
	static const int expect[SEATS][5] = {
	    {1, 1, 1, 0, 2}, /* player 0: riichi dealt into a double ron, won in game 2 */
	    {1, 0, 0, 0, 2}, /* player 1: first ron of the double ron */
	    {1, 0, 0, 1, 2}, /* player 2: second ron, a chi */
	    {1, 0, 0, 1, 2}, /* player 3: a pon, a tsumo */
	};
	for (int p = 0; p < SEATS; p++) {
		struct play_summary s;
		play_stats_summary(&st, p, &s);
		assert_float_equal(s.win_rate, expect[p][0] / 5.0, 1e-9);
		assert_float_equal(s.deal_in_rate, expect[p][1] / 5.0, 1e-9);
		assert_float_equal(s.riichi_rate, expect[p][2] / 5.0, 1e-9);
		assert_float_equal(s.call_rate, expect[p][3] / 5.0, 1e-9);
		assert_float_equal(s.draw_rate, expect[p][4] / 5.0, 1e-9);
	}
}

static void win_value_leaves_out_honba_and_sticks_of_the_first_winner(void **state)
{
	(void)state;
	play_two_games();
	static const double value[SEATS] = {3900, 7700, 2000, 4000};
	for (int p = 0; p < SEATS; p++) {
		struct play_summary s;
		play_stats_summary(&st, p, &s);
		assert_float_equal(s.avg_win, value[p], 1e-9);
	}
}

/*
 * An MCR game whose players change seats: players 0..3 (the --ai order) start in seats
 * 1, 2, 3, 0. In hand 2 the seating is {1, 0, 3, 2} (the player who began in seat 1 sits in
 * seat 0, ...): seat 0 self-draws 12 points and seat 3 wins 9 off seat 2. Seat 0 then holds
 * the game's first-seat player 1, which is player 0; seat 3 holds first-seat player 2, which
 * is player 1; seat 2 holds first-seat 3: player 2. At the end (the same seating) seat 3 is
 * first, seat 0 second, seat 1 third, seat 2 fourth.
 */
static void tallies_follow_players_who_change_seats(void **state)
{
	(void)state;
	static struct mcr_result p12 = {.points = 12}, p9 = {.points = 9};
	play_stats_init(&st);
	play_stats_seat(&st, (const int[SEATS]){3, 0, 1, 2});
	hand_start(0, 0);
	send((struct game_event){.type = EV_EXHAUSTIVE_DRAW});
	hand_end();
	send((struct game_event){.type = EV_HAND_START, .seating = {1, 0, 3, 2}});
	send((struct game_event){.type = EV_WIN, .seat = 0, .from = 0, .mcr = &p12});
	hand_end();
	send((struct game_event){.type = EV_HAND_START, .seating = {1, 0, 3, 2}});
	send((struct game_event){.type = EV_WIN, .seat = 3, .from = 2, .mcr = &p9});
	hand_end();
	game_end((const int[SEATS]){2, 3, 4, 1}, (const int[SEATS]){20, -10, -40, 30});
	static const int wins[SEATS] = {1, 1, 0, 0}, deal_ins[SEATS] = {0, 0, 1, 0};
	static const int place[SEATS] = {2, 1, 4, 3}, points[SEATS] = {20, 30, -40, -10};
	static const int value[SEATS] = {12, 9, 0, 0};
	for (int p = 0; p < SEATS; p++) {
		struct play_summary s;
		play_stats_summary(&st, p, &s);
		assert_float_equal(s.win_rate, wins[p] / 3.0, 1e-9);
		assert_float_equal(s.deal_in_rate, deal_ins[p] / 3.0, 1e-9);
		assert_float_equal(s.avg_placement, place[p], 1e-9);
		assert_float_equal(s.avg_points, points[p], 1e-9);
		assert_float_equal(s.avg_win, value[p], 1e-9);
	}
}

static void no_games_gives_zeros_not_nan(void **state)
{
	(void)state;
	play_stats_init(&st);
	struct play_summary s;
	play_stats_summary(&st, 0, &s);
	assert_float_equal(s.avg_placement, 0, 0);
	assert_float_equal(s.win_rate, 0, 0);
	assert_float_equal(s.avg_win, 0, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(counts_games_and_hands_once),
	    cmocka_unit_test(placements_and_points_follow_the_player_not_the_seat),
	    cmocka_unit_test(rates_are_fractions_of_hands_played),
	    cmocka_unit_test(win_value_leaves_out_honba_and_sticks_of_the_first_winner),
	    cmocka_unit_test(tallies_follow_players_who_change_seats),
	    cmocka_unit_test(no_games_gives_zeros_not_nan),
	};
	return cmocka_run_group_tests_name("play_stats", tests, NULL, NULL);
}
