/*
 * AI benchmark and arena: plays AI strategies against each other, seats
 * rotated from game to game, and prints the figures they are tuned by, the
 * CPU time per game and the decisions per second, and where player 0's
 * deal-ins came from. A developer's tool for tuning; `jansou selfplay` is
 * the user's command.
 *
 *   bench_ai [GAMES SEED A,B,C,D [PRESET]]
 *   bench_ai speed [GAMES]
 *
 * Without arguments (make bench): 200 games of four efficiency, 200 of four
 * defensive, then 200 of defensive against three efficiency. The target is at
 * least 1000 hands a second of CPU time for four efficiency and for four defensive.
 * Then (and alone with "speed") the speed race: GAMES (default 40) of four efficiency
 * and as many of four balanced, in turns, their hands a second side by side and the
 * ratio; balanced's target is a third of efficiency's speed or better.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"
#include "src/record/game_setup.h"

struct stats {
	long hands, wins, dealins, riichis, calls, draws, win_points, placements, games;
	long points, decisions;
	long place[SEATS]; /* games finished in each place */
};

struct arena {
	struct game *g;
	struct controller *ctl[SEATS];
	long dealin_by[3];		/* player 0's deal-ins: into riichi, open, closed dama */
	long dealin_reason[AI_REASONS]; /* player 0's deal-ins by the reason of the discard */
	long dealin_shanten[4];		/* player 0's deal-ins by its shanten after the discard */
	long dealin_danger[4];		/* by the danger it saw: <2%, <5%, <10%, more */
	long dealin_folding[3][4]; /* the deal-ins made folding: by winner (as dealin_by), danger */
	long reason_by[AI_REASONS][3]; /* deal-ins by reason and winner (as dealin_by) */
	long reason_paid[AI_REASONS];  /* the points those deal-ins paid, by reason */
	/* player 0's discards folding while another player is in riichi: with the deal-ins made
	 * folding into a riichi (dealin_folding[0]), what a turn of folding leaks (ai/pushfold.c's
	 * fold_leak) */
	long fold_turns;
	int player_of[SEATS];
	struct stats st[SEATS];
	bool called[SEATS], riichi[SEATS];
	int violations;
};

static void arena_event(void *ctx, const struct game_event *ev)
{
	struct arena *a = ctx;
	switch (ev->type) {
	case EV_HAND_START:
		memset(a->called, 0, sizeof a->called);
		memset(a->riichi, 0, sizeof a->riichi);
		break;
	case EV_CALL:
		a->called[ev->seat] = true;
		break;
	case EV_DISCARD: {
		bool against = false;
		for (int s = 0; s < SEATS; s++)
			against |= s != ev->seat && a->riichi[s];
		if (against && a->player_of[ev->seat] == 0 &&
		    ai_controller_explain(a->ctl[ev->seat])->reason == AI_REASON_FOLD)
			a->fold_turns++;
		a->riichi[ev->seat] |= ev->riichi;
		break;
	}
	case EV_WIN: {
		struct stats *w = &a->st[a->player_of[ev->seat]];
		w->wins++;
		w->win_points += ev->score ? ev->score->total : 0;
		if (ev->from != ev->seat) {
			a->st[a->player_of[ev->from]].dealins++;
			if (a->player_of[ev->from] == 0) {
				const struct public_seat *w = &a->g->p[ev->seat].pub;
				int open = 0;
				for (int i = 0; i < w->nmelds; i++)
					open += meld_is_open(&w->melds[i]);
				a->dealin_by[w->riichi ? 0 : open ? 1 : 2]++;
				const struct ai_explain *x =
				    ai_controller_explain(a->ctl[ev->from]);
				a->dealin_reason[x->reason % AI_REASONS]++;
				a->reason_by[x->reason % AI_REASONS][w->riichi ? 0
								     : open    ? 1
									       : 2]++;
				a->reason_paid[x->reason % AI_REASONS] +=
				    ev->score ? ev->score->total : 0;
				a->dealin_shanten[x->shanten < 0   ? 0
						  : x->shanten > 3 ? 3
								   : x->shanten]++;
				int dz = 0;
				for (int i = 0; i < x->ncand; i++)
					if (x->cand[i].tile == x->tile)
						dz = x->cand[i].danger;
				int zone = dz < 20 ? 0 : dz < 50 ? 1 : dz < 100 ? 2 : 3;
				a->dealin_danger[zone]++;
				if (x->reason == AI_REASON_FOLD)
					a->dealin_folding[w->riichi ? 0 : open ? 1 : 2][zone]++;
			}
		}
		break;
	}
	case EV_EXHAUSTIVE_DRAW:
		for (int s = 0; s < SEATS; s++)
			a->st[a->player_of[s]].draws++;
		break;
	case EV_HAND_END:
		for (int s = 0; s < SEATS; s++) {
			struct stats *p = &a->st[a->player_of[s]];
			p->hands++;
			p->calls += a->called[s];
			p->riichis += a->riichi[s];
		}
		break;
	case EV_GAME_END:
		for (int s = 0; s < SEATS; s++) {
			struct stats *p = &a->st[a->player_of[s]];
			p->placements += ev->placement[s];
			if (ev->placement[s] >= 1 && ev->placement[s] <= SEATS)
				p->place[ev->placement[s] - 1]++;
			p->points += ev->points[s];
			p->games++;
		}
		break;
	default:
		break;
	}
	if (game_check(a->g) != 0 && a->violations++ == 0)
		fprintf(stderr, "invariant: %s\n", a->g->error);
}

static int arena(int argc, char **argv);
static int speed_race(long games);

int main(int argc, char **argv)
{
	if (argc == 1) {
		char *four[] = {argv[0], "200", "1", "efficiency", NULL};
		char *defensive[] = {argv[0], "200", "1", "defensive", NULL};
		char *mixed[] = {argv[0], "200", "1", "defensive,efficiency,efficiency,efficiency",
				 NULL};
		int rc = arena(4, four);
		rc = rc ? rc : arena(4, defensive);
		rc = rc ? rc : arena(4, mixed);
		return rc ? rc : speed_race(40);
	}
	if (strcmp(argv[1], "speed") == 0)
		return speed_race(argc > 2 ? atol(argv[2]) : 40);
	if (argc < 4) {
		fprintf(stderr,
			"usage: %s [GAMES SEED A,B,C,D [PRESET]]\n       %s speed [GAMES]\n",
			argv[0], argv[0]);
		return 2;
	}
	return arena(argc, argv);
}

/* CPU seconds of this process so far. */
static double cpu_seconds(void)
{
	struct timespec t;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Plays games from seed, the players turning round a seat each game; *secs gets the CPU time. */
static int arena_play(struct arena *a, const struct ai_strategy *const who[SEATS],
		      const struct rules *rules, long games, unsigned long long seed, double *secs)
{
	double t0 = cpu_seconds();
	for (long gi = 0; gi < games; gi++) {
		/* set up as every game is (src/record/game_setup.h), the players turning round */
		struct game_setup gs;
		if (game_setup_open(&gs, rules, seed + (unsigned long long)gi) < 0)
			return -1;
		a->g = gs.game;
		for (int s = 0; s < SEATS; s++) {
			int p = (int)((s + gi) % SEATS);
			a->player_of[s] = p;
			if (game_setup_seat(&gs, s, &who[p]->player,
					    seed * 1000003 + (unsigned long long)gi * 4 +
						(unsigned)s) < 0)
				return -1;
			a->ctl[s] = gs.ctl[s];
		}
		game_add_observer(gs.game, arena_event, a);
		game_play(gs.game);
		for (int s = 0; s < SEATS; s++)
			a->st[a->player_of[s]].decisions += ai_controller_decisions(gs.ctl[s]);
		game_setup_close(&gs);
	}
	*secs = cpu_seconds() - t0;
	return 0;
}

/*
 * Self-play speed of the fastest strategy (efficiency) and the strongest (balanced), four of a
 * kind at a table, side by side: the same seeds in turns of a few games each, so that a busy
 * machine slows both alike. Prints the hands a second of CPU time of each and their ratio.
 */
static int speed_race(long games)
{
	static const char *const names[2] = {"efficiency", "balanced"};
	enum { TURN = 4 }; /* games a strategy plays before the other's turn */
	const struct rules *rules = rules_preset("standard");
	long hands[2] = {0, 0};
	double secs[2] = {0, 0};
	for (long g = 0; g < games; g += TURN) {
		long n = games - g < TURN ? games - g : TURN;
		for (int i = 0; i < 2; i++) {
			const struct ai_strategy *s = ai_find(names[i]);
			const struct ai_strategy *const who[SEATS] = {s, s, s, s};
			struct arena a = {0};
			double t;
			if (arena_play(&a, who, rules, n, 1 + (unsigned long long)g, &t) < 0)
				return 1;
			hands[i] += a.st[0].hands;
			secs[i] += t;
		}
	}
	double rate[2];
	for (int i = 0; i < 2; i++) {
		rate[i] = (double)hands[i] / (secs[i] > 0 ? secs[i] : 1e-9);
		printf("speed %-10s %ld games, %ld hands: %.3f s CPU, %.0f hands/s\n", names[i],
		       games, hands[i], secs[i], rate[i]);
	}
	printf("speed ratio efficiency/balanced: %.2f\n", rate[0] / (rate[1] > 0 ? rate[1] : 1e-9));
	return 0;
}

static int arena(int argc, char **argv)
{
	long games = atol(argv[1]);
	unsigned long long seed = strtoull(argv[2], NULL, 10);
	const struct ai_strategy *who[SEATS];
	char names[200];
	snprintf(names, sizeof names, "%s", argv[3]);
	char *save = NULL, *tok = strtok_r(names, ",", &save);
	for (int i = 0; i < SEATS; i++) {
		who[i] = tok ? ai_find(tok) : (i ? who[i - 1] : NULL);
		if (!who[i]) {
			fprintf(stderr, "unknown AI '%s'\n", tok ? tok : "");
			return 2;
		}
		tok = strtok_r(NULL, ",", &save);
	}
	const struct rules *rules = rules_preset(argc > 4 ? argv[4] : "standard");
	struct arena a = {0};
	double secs;
	if (arena_play(&a, who, rules, games, seed, &secs) < 0)
		return 1;
	long decisions = 0;
	printf("%-4s %-12s %6s %8s %6s %6s %6s %6s %6s %7s\n", "seat", "ai", "place", "points",
	       "win", "dealin", "riichi", "call", "draw", "avgwin");
	for (int p = 0; p < SEATS; p++) {
		struct stats *s = &a.st[p];
		double h = s->hands ? (double)s->hands : 1;
		decisions += s->decisions;
		printf("%-4d %-12s %6.3f %8.0f %6.3f %6.3f %6.3f %6.3f %6.3f %7.0f\n", p,
		       who[p]->player.name,
		       (double)s->placements / (double)(s->games ? s->games : 1),
		       (double)s->points / (double)(s->games ? s->games : 1), s->wins / h,
		       s->dealins / h, s->riichis / h, s->calls / h, s->draws / h,
		       s->wins ? (double)s->win_points / (double)s->wins : 0.0);
	}
	printf("games %ld hands %ld: %.3f s CPU, %.4f s/game, %.0f hands/s, %.0f decisions/s, "
	       "invariant violations %d\n",
	       games, a.st[0].hands, secs, secs / (double)games, (double)a.st[0].hands / secs,
	       (double)decisions / secs, a.violations);
	printf("player 0 deal-ins: into riichi %ld, open hands %ld, closed dama %ld; by reason:",
	       a.dealin_by[0], a.dealin_by[1], a.dealin_by[2]);
	for (int r = 0; r < AI_REASONS; r++)
		if (a.dealin_reason[r])
			printf(" %s %ld", ai_reason_name((enum ai_reason)r), a.dealin_reason[r]);
	printf("\nby shanten 0..3+: %ld %ld %ld %ld; by danger seen <2%% <5%% <10%% more: %ld %ld "
	       "%ld %ld\n",
	       a.dealin_shanten[0], a.dealin_shanten[1], a.dealin_shanten[2], a.dealin_shanten[3],
	       a.dealin_danger[0], a.dealin_danger[1], a.dealin_danger[2], a.dealin_danger[3]);
	printf("folding, into riichi / open / dama by danger seen <2%% <5%% <10%% more:");
	for (int w = 0; w < 3; w++)
		printf(" %s%ld %ld %ld %ld", w ? "/ " : "", a.dealin_folding[w][0],
		       a.dealin_folding[w][1], a.dealin_folding[w][2], a.dealin_folding[w][3]);
	long leaks = 0;
	for (int z = 0; z < 4; z++)
		leaks += a.dealin_folding[0][z];
	printf("\nfolding against a riichi: %ld discards, %ld won on by a riichi (%.2f%% a turn)",
	       a.fold_turns, leaks,
	       100.0 * (double)leaks / (double)(a.fold_turns ? a.fold_turns : 1));
	printf("\nby reason: into riichi / open / dama, average paid:\n");
	for (int r = 0; r < AI_REASONS; r++)
		if (a.dealin_reason[r])
			printf("  %-34s %5ld %5ld %5ld %6ld\n", ai_reason_name((enum ai_reason)r),
			       a.reason_by[r][0], a.reason_by[r][1], a.reason_by[r][2],
			       a.reason_paid[r] / a.dealin_reason[r]);
	printf("places 1..4 by player:");
	for (int p = 0; p < SEATS; p++)
		printf(" %s%ld %ld %ld %ld", p ? "/ " : "", a.st[p].place[0], a.st[p].place[1],
		       a.st[p].place[2], a.st[p].place[3]);
	printf("\n");
	return a.violations ? 1 : 0;
}
