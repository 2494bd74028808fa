/* Game statistics per player from the engine's event stream: selfplay's table and the history. */
#ifndef JANSOU_SRC_ENGINE_PLAY_STATS_H
#define JANSOU_SRC_ENGINE_PLAY_STATS_H

#include <stdbool.h>

#include "src/engine/game_types.h"

struct play_tally {
	long games, hands;
	long placement_sum;
	long long points_sum; /* final points, before return points and uma */
	long wins, deal_ins, riichi_hands, call_hands, draw_hands;
	long long win_value_sum; /* hand values, without honba and riichi sticks */
};

struct play_stats {
	struct play_tally player[SEATS]; /* by player (--ai order), not by seat */
	int seat_player[SEATS];		 /* who sits where this hand */
	int first_seat_player[SEATS];	 /* ... and in the game's first hand */
	long games, hands;
	/* the hand being played */
	bool riichi[SEATS], called[SEATS], won[SEATS], dealt_in[SEATS];
	bool drawn, paid_bonus;
	int sticks; /* on the table at the start: the first winner takes them */
};

/* What the table shows for one player. Rates are fractions of the hands the player played. */
struct play_summary {
	double avg_placement, avg_points;
	double win_rate, deal_in_rate, riichi_rate, call_rate, draw_rate;
	double avg_win; /* 0 without a win */
};

void play_stats_init(struct play_stats *st);
/* Starts a game with seat_player[seat] = the player in that seat. */
void play_stats_seat(struct play_stats *st, const int seat_player[SEATS]);
/* An engine observer (ctx is the struct play_stats). */
void play_stats_event(void *ctx, const struct game_event *ev);
void play_stats_summary(const struct play_stats *st, int player, struct play_summary *out);

#endif
