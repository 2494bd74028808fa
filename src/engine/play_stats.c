/* Statistics per player from the engine's events: hand flags folded into tallies at its end. */
#include "src/engine/play_stats.h"

#include <string.h>

void play_stats_init(struct play_stats *st)
{
	memset(st, 0, sizeof *st);
	for (int s = 0; s < SEATS; s++)
		st->seat_player[s] = st->first_seat_player[s] = s;
}

void play_stats_seat(struct play_stats *st, const int seat_player[SEATS])
{
	memcpy(st->seat_player, seat_player, sizeof st->seat_player);
	memcpy(st->first_seat_player, seat_player, sizeof st->first_seat_player);
}

static void stats_hand_start(struct play_stats *st, const struct game_event *ev)
{
	memset(st->riichi, 0, sizeof st->riichi);
	memset(st->called, 0, sizeof st->called);
	memset(st->won, 0, sizeof st->won);
	memset(st->dealt_in, 0, sizeof st->dealt_in);
	st->drawn = false;
	st->paid_bonus = false;
	st->sticks = ev->riichi_sticks;
	/* MCR players change seats between the wind rounds */
	for (int s = 0; s < SEATS; s++)
		st->seat_player[s] = st->first_seat_player[ev->seating[s] & 3];
}

/*
 * The hand's value: what the winner received less honba and riichi sticks,
 * which the engine pays to the first winner of a hand only.
 */
static void stats_win(struct play_stats *st, const struct game_event *ev)
{
	struct play_tally *t = &st->player[st->seat_player[ev->seat]];
	/* MCR: the points of the hand (its fan and flowers), not what the others paid */
	int value = ev->score ? ev->score->total : ev->mcr ? ev->mcr->points : 0;
	if (!st->paid_bonus) {
		value -= ev->score ? ev->score->honba + 1000 * st->sticks : 0;
		st->paid_bonus = true;
	}
	t->win_value_sum += value;
	st->won[ev->seat] = true;
	if (ev->from != ev->seat)
		st->dealt_in[ev->from] = true;
}

static void stats_hand_end(struct play_stats *st)
{
	st->hands++;
	for (int s = 0; s < SEATS; s++) {
		struct play_tally *t = &st->player[st->seat_player[s]];
		t->hands++;
		t->wins += st->won[s];
		t->deal_ins += st->dealt_in[s];
		t->riichi_hands += st->riichi[s];
		t->call_hands += st->called[s];
		t->draw_hands += st->drawn;
	}
}

static void stats_game_end(struct play_stats *st, const struct game_event *ev)
{
	st->games++;
	for (int s = 0; s < SEATS; s++) {
		struct play_tally *t = &st->player[st->seat_player[s]];
		t->games++;
		t->placement_sum += ev->placement[s];
		t->points_sum += ev->points[s];
	}
}

void play_stats_event(void *ctx, const struct game_event *ev)
{
	struct play_stats *st = ctx;
	switch (ev->type) {
	case EV_HAND_START:
		stats_hand_start(st, ev);
		break;
	case EV_DISCARD:
		/* riichi counts when declared, even if the declaring tile deals in */
		st->riichi[ev->seat] |= ev->riichi;
		break;
	case EV_RIICHI_PAID:
		st->sticks++;
		break;
	case EV_CALL: /* chi, pon and open kan; closed and added kans are EV_KAN */
		st->called[ev->seat] = true;
		break;
	case EV_WIN:
		stats_win(st, ev);
		break;
	case EV_EXHAUSTIVE_DRAW:
	case EV_ABORTIVE_DRAW:
		st->drawn = true;
		break;
	case EV_HAND_END:
		stats_hand_end(st);
		break;
	case EV_GAME_END:
		stats_game_end(st, ev);
		break;
	default:
		break;
	}
}

static double ratio(double num, double den)
{
	return den > 0 ? num / den : 0;
}

void play_stats_summary(const struct play_stats *st, int player, struct play_summary *out)
{
	const struct play_tally *t = &st->player[player];
	double hands = (double)t->hands;
	out->avg_placement = ratio((double)t->placement_sum, (double)t->games);
	out->avg_points = ratio((double)t->points_sum, (double)t->games);
	out->win_rate = ratio((double)t->wins, hands);
	out->deal_in_rate = ratio((double)t->deal_ins, hands);
	out->riichi_rate = ratio((double)t->riichi_hands, hands);
	out->call_rate = ratio((double)t->call_hands, hands);
	out->draw_rate = ratio((double)t->draw_hands, hands);
	out->avg_win = ratio((double)t->win_value_sum, (double)t->wins);
}
