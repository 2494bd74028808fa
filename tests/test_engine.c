/* The engine: whole games with simple controllers, and hands on stacked walls. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"

struct watch {
	struct game *g;
	int violations;
	int hands, wins, exhaustive, aborts, game_ends;
	struct game_event end;
	char first_error[200];
};

static void watch_event(void *ctx, const struct game_event *ev)
{
	struct watch *w = ctx;
	if (game_check(w->g) != 0 && w->violations++ == 0)
		snprintf(w->first_error, sizeof w->first_error, "%s", w->g->error);
	w->hands += ev->type == EV_HAND_START;
	w->wins += ev->type == EV_WIN;
	w->exhaustive += ev->type == EV_EXHAUSTIVE_DRAW;
	w->aborts += ev->type == EV_ABORTIVE_DRAW;
	w->game_ends += ev->type == EV_GAME_END;
	if (ev->type == EV_GAME_END)
		w->end = *ev;
}

/* Nobody ever wins: every hand is an exhaustive draw, tiles and points stay whole. */
static void tsumogiri_game_keeps_every_invariant(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 20; seed++) {
		struct game g;
		game_init(&g, rules_preset("standard"), seed);
		struct watch w = {.g = &g};
		game_add_observer(&g, watch_event, &w);
		game_play(&g);
		if (w.violations)
			fail_msg("seed %llu: %s", (unsigned long long)seed, w.first_error);
		assert_int_equal(w.wins, 0);
		assert_int_equal(w.game_ends, 1);
		assert_int_equal(w.hands, w.exhaustive + w.aborts);
		/* East and South are eight hands at least */
		assert_true(w.hands >= 8);
		assert_true(g.over);
		/* standard: return 30000, uma 15/5/-5/-15; first also takes the 20 of oka */
		static const int uma[4] = {15, 5, -5, -15};
		int seen = 0;
		double sum = 0;
		for (int s = 0; s < SEATS; s++) {
			int place = w.end.placement[s];
			seen |= 1 << (place - 1);
			double want = (w.end.points[s] - 30000) / 1000.0 + uma[place - 1] +
				      (place == 1 ? 20 : 0);
			assert_true(w.end.final_score[s] > want - 1e-9 &&
				    w.end.final_score[s] < want + 1e-9);
			sum += w.end.final_score[s];
			for (int o = 0; o < SEATS; o++)
				if (w.end.placement[o] < place)
					assert_true(w.end.points[o] >= w.end.points[s]);
		}
		assert_int_equal(seen, 0xf);
		assert_true(sum > -1e-9 && sum < 1e-9);
	}
}

/* Picks any legal choice at random, but always wins when it may. */
struct random_player {
	struct controller c;
	struct rng rng;
	int offered[ACT_PASS + 1];
};

static int random_choose(struct controller *self, const struct seat_view *view,
			 const struct action *choices, int n)
{
	struct random_player *r = self->data;
	(void)view;
	for (int i = 0; i < n; i++) {
		r->offered[choices[i].type]++;
		if (choices[i].type == ACT_TSUMO || choices[i].type == ACT_RON)
			return i;
	}
	return (int)rng_below(&r->rng, (uint32_t)n);
}

/* Random legal play reaches calls, kans, riichi and wins; tiles and points stay whole. */
static void random_legal_play_keeps_every_invariant(void **state)
{
	(void)state;
	static struct random_player players[SEATS];
	int offered[ACT_PASS + 1] = {0};
	int wins = 0;
	for (uint64_t seed = 1; seed <= 40; seed++) {
		struct game g;
		game_init(&g, rules_preset("standard"), seed);
		for (int s = 0; s < SEATS; s++) {
			players[s].c = (struct controller){
			    .name = "random", .choose = random_choose, .data = &players[s]};
			rng_seed(&players[s].rng, seed * 10 + (uint64_t)s);
			game_set_controller(&g, s, &players[s].c);
		}
		struct watch w = {.g = &g};
		game_add_observer(&g, watch_event, &w);
		game_play(&g);
		if (w.violations)
			fail_msg("seed %llu: %s", (unsigned long long)seed, w.first_error);
		assert_int_equal(w.game_ends, 1);
		wins += w.wins;
	}
	for (int s = 0; s < SEATS; s++)
		for (int a = 0; a <= ACT_PASS; a++)
			offered[a] += players[s].offered[a];
	assert_true(wins > 0);
	assert_true(offered[ACT_CHI] > 0);
	assert_true(offered[ACT_PON] > 0);
	assert_true(offered[ACT_RIICHI] > 0);
	assert_true(offered[ACT_ANKAN] + offered[ACT_MINKAN] + offered[ACT_KAKAN] > 0);
}

static void same_seed_plays_the_same_game(void **state)
{
	(void)state;
	struct game a, b;
	game_init(&a, rules_preset("standard"), 77);
	game_init(&b, rules_preset("standard"), 77);
	game_play(&a);
	game_play(&b);
	assert_int_equal(a.hands_played, b.hands_played);
	for (int s = 0; s < SEATS; s++)
		assert_int_equal(a.p[s].pub.points, b.p[s].pub.points);
}

/* ---- stopping a game, and playing it again from its decisions ---- */

enum { MAX_DECISIONS = 4096, MAX_EVENTS = 16384 };

/* A game's events, each reduced to the fields that tell them apart. */
struct event_log {
	int n;
	struct {
		enum event_type type;
		int seat, from;
		tile_t tile;
		int delta0;
	} ev[MAX_EVENTS];
};

static void log_event(void *ctx, const struct game_event *ev)
{
	struct event_log *l = ctx;
	if (l->n < MAX_EVENTS)
		l->ev[l->n++] =
		    (typeof(l->ev[0])){ev->type, ev->seat, ev->from, ev->tile, ev->delta[0]};
}

/* Two games heard the same events: each the same kind, seat, tile and first delta. */
static void assert_same_events(const struct event_log *a, const struct event_log *b)
{
	assert_int_equal(a->n, b->n);
	for (int i = 0; i < b->n; i++) {
		assert_int_equal(a->ev[i].type, b->ev[i].type);
		assert_int_equal(a->ev[i].seat, b->ev[i].seat);
		assert_int_equal(a->ev[i].tile, b->ev[i].tile);
		assert_int_equal(a->ev[i].delta0, b->ev[i].delta0);
	}
}

/* Random play that records its choices, replays given ones first, and may stop the game. */
struct decider {
	struct controller c;
	struct game *g;
	struct rng rng;
	int *decisions; /* shared by the four seats, in the order asked */
	int *ndecisions;
	const int *replay; /* decisions to give back first */
	int nreplay;
	int stop_at; /* stop the game when this many decisions were made; -1 never */
};

static int decider_choose(struct controller *self, const struct seat_view *view,
			  const struct action *choices, int n)
{
	struct decider *d = self->data;
	(void)view;
	int k = *d->ndecisions;
	if (k == d->stop_at) {
		game_stop(d->g); /* a player quitting while asked */
		return 0;
	}
	/* a replayed decision still takes its draw, so the stream goes on as it did */
	int i = (int)rng_below(&d->rng, (uint32_t)n);
	if (k < d->nreplay)
		i = d->replay[k];
	for (int j = 0; k >= d->nreplay && j < n; j++)
		if (choices[j].type == ACT_TSUMO || choices[j].type == ACT_RON)
			i = j;
	d->decisions[(*d->ndecisions)++] = i;
	return i;
}

static void play_with_deciders(struct game *g, struct decider d[SEATS], int *decisions,
			       int *ndecisions, const int *replay, int nreplay, int stop_at,
			       struct event_log *log)
{
	game_init(g, rules_preset("standard"), 4242);
	for (int s = 0; s < SEATS; s++) {
		d[s] = (struct decider){
		    .c = {.name = "decider", .choose = decider_choose, .data = &d[s]},
		    .g = g,
		    .decisions = decisions,
		    .ndecisions = ndecisions,
		    .replay = replay,
		    .nreplay = nreplay,
		    .stop_at = stop_at};
		/* the streams continue where the replayed decisions leave them */
		rng_seed(&d[s].rng, 99 + (uint64_t)s);
		game_set_controller(g, s, &d[s].c);
	}
	log->n = 0;
	game_add_observer(g, log_event, log);
}

/*
 * A stopped game asks nobody again and settles nothing: the hand ends where it stood. A new
 * game from the same seed given the decisions made before the stop, then the same players,
 * plays exactly the game that was never stopped (what resuming a save relies on).
 */
static void a_stopped_game_ends_at_once_and_resumes_as_if_never_stopped(void **state)
{
	(void)state;
	static struct game g;
	static struct decider d[SEATS];
	static int full[MAX_DECISIONS], part[MAX_DECISIONS], again[MAX_DECISIONS];
	static struct event_log full_log, part_log, again_log;
	int nfull = 0, npart = 0, nagain = 0;

	/* the whole game */
	play_with_deciders(&g, d, full, &nfull, NULL, 0, -1, &full_log);
	game_play(&g);
	assert_true(game_is_over(&g));
	assert_true(nfull > 200);

	/* the same game stopped at decision 150, inside a hand */
	const int stop = 150;
	play_with_deciders(&g, d, part, &npart, NULL, 0, stop, &part_log);
	while (game_play_hand(&g))
		;
	assert_int_equal(npart, stop);
	assert_false(game_is_over(&g));
	assert_false(game_play_hand(&g)); /* stays stopped */
	/* everything heard so far is the start of the whole game, and nothing after the stop:
	 * the last event is no settlement of the stopped hand */
	assert_true(part_log.n < full_log.n);
	for (int i = 0; i < part_log.n; i++) {
		assert_int_equal(part_log.ev[i].type, full_log.ev[i].type);
		assert_int_equal(part_log.ev[i].tile, full_log.ev[i].tile);
	}
	enum event_type last = part_log.ev[part_log.n - 1].type;
	assert_true(last != EV_WIN && last != EV_SCORES && last != EV_HAND_END &&
		    last != EV_GAME_END);

	/* resumed: the decisions before the stop, then the same players on */
	play_with_deciders(&g, d, again, &nagain, part, npart, -1, &again_log);
	game_play(&g);
	assert_true(game_is_over(&g));
	assert_same_events(&again_log, &full_log);
}

/*
 * The same game stepped by its caller: game_step() asks each question a controller would be
 * asked, in the same order, and game_answer() plays it on; the events are the played game's.
 */
static void a_stepped_game_is_the_played_game(void **state)
{
	(void)state;
	static struct game g;
	static struct decider d[SEATS];
	static int played[MAX_DECISIONS], stepped[MAX_DECISIONS];
	static struct event_log played_log, stepped_log;
	int nplayed = 0, nstepped = 0;
	play_with_deciders(&g, d, played, &nplayed, NULL, 0, -1, &played_log);
	game_play(&g);
	int hands_played = g.hands_played;

	play_with_deciders(&g, d, stepped, &nstepped, NULL, 0, -1, &stepped_log);
	int hands = 0, asked = 0, responses = 0;
	for (;;) {
		const struct game_question *q;
		enum game_step r = game_step(&g, &q);
		if (r == GAME_HAND_ENDED) {
			hands++;
			continue;
		}
		if (r != GAME_ASKS)
			break;
		asked++;
		assert_true(q->n >= 1);
		assert_int_equal(q->view.seat, q->seat);
		if (q->view.to_act_on >= 0) {
			/* answering another's tile: pass is the first choice, and there is more */
			responses++;
			assert_int_equal(q->choices[0].type, ACT_PASS);
			assert_true(q->n >= 2);
			assert_int_not_equal(q->view.to_act_on, q->seat);
		}
		struct controller *c = &d[q->seat].c;
		game_answer(&g, c->choose(c, &q->view, q->choices, q->n));
		/* an answer with no question out changes nothing */
		game_answer(&g, 0);
	}
	const struct game_question *q;
	assert_int_equal(game_step(&g, &q), GAME_OVER);
	assert_null(q);
	assert_int_equal(hands, hands_played);
	assert_int_equal(asked, nplayed);
	assert_true(responses > 0);
	assert_same_events(&stepped_log, &played_log);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(a_stepped_game_is_the_played_game),
	    cmocka_unit_test(tsumogiri_game_keeps_every_invariant),
	    cmocka_unit_test(random_legal_play_keeps_every_invariant),
	    cmocka_unit_test(same_seed_plays_the_same_game),
	    cmocka_unit_test(a_stopped_game_ends_at_once_and_resumes_as_if_never_stopped),
	};
	return cmocka_run_group_tests_name("engine", tests, NULL, NULL);
}
