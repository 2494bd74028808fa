/*
 * One advisor: the hint (ai_advise, as the front end asks it) and the review of a game give the
 * same choice and the same figures for every position of self-play games, so that a game played
 * by the hint is never flagged by the review; and where a riichi threatens, the drill made of
 * the same position (drill_position_at) gives each tile the danger figure the hint and the
 * review give it, and calls safest the tiles they call safest.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "src/engine/engine.h"
#include "src/record/game_log.h"
#include "src/ui/drill.h"
#include "src/ui/review.h"

enum { MAX_HINTS = 1024 };

/* The player's seat played by the hint, every hint kept as it was given. */
struct hint_player {
	const struct game *g;
	const struct rules *rules;
	struct ai_explain hint[MAX_HINTS];
	struct action chosen[MAX_HINTS];
	int n;
	/* the hint whose discard each deal-in of the seat was; -1 for a tile that was the only
	 * choice (in riichi, the tile drawn), which no hint weighed */
	int dealt_in[64];
	int ndealt_in;
	bool forced;	   /* the seat's last move was its only choice */
	tile_t won_on[64]; /* the tile each deal-in was won on */
};

/* Keeps the hint behind each deal-in of seat 0, in the order the review lists them. */
static void watch_deal_ins(void *ctx, const struct game_event *ev)
{
	struct hint_player *p = ctx;
	if (ev->type == EV_WIN && ev->from == 0 && ev->seat != 0 && p->ndealt_in < 64) {
		p->won_on[p->ndealt_in] = ev->tile;
		p->dealt_in[p->ndealt_in++] = p->forced ? -1 : p->n - 1;
	}
}

/* What the comparisons met, over every game: they must have met enough to mean something. */
static struct {
	int threatened; /* decisions of the hint's seat under a real threat, discards to weigh */
	int drills;	/* of those, the drill's questions (one riichi) */
	int tiles;	/* tile kinds compared with the drill's figure */
	int other_seat; /* ... that the hint judged against another real threat than the riichi */
	int folds;	/* the hint folding in a drill's position */
	int safest;	/* discards judged safest or not by the drill and the review alike */
	int reviewed;	/* tile kinds compared with the defence review's figure */
	int dealins;	/* the hint's deal-ins under threat, the review's figure compared */
	int riichi_dealins; /* deal-ins of the seat's riichi: no hint to compare */
} met;

/* The hint's figure for kind k, NULL when it did not weigh that kind. */
static const struct ai_candidate *candidate(const struct ai_explain *ex, int k)
{
	for (int i = 0; i < ex->ncand; i++)
		if (tile_kind(ex->cand[i].tile) == k)
			return &ex->cand[i];
	return NULL;
}

/*
 * The drill made of the hint's position, when a riichi threatens: every tile's figure against
 * the riichi (drill_danger, which its marks, its list and its verdict show) is the hint's when
 * the hint judges the tile against that riichi too; against another real threat only when that
 * one fears it more. The drill's own advisor gives the hint's figures; the drill's verdict calls
 * safest the discards the review calls safest; and when the hint folds with every tile judged
 * against the riichi, its tile is first or tied-first in the drill's safest-first list and the
 * drill calls it safest.
 */
static void drill_agrees(const struct hint_player *p, const struct seat_view *v,
			 const struct action *choices, int n, const struct ai_explain *ex,
			 int chosen)
{
	static struct drill_position dp;
	if (!drill_position_at(&dp, p->g, v, choices, n))
		return;
	met.drills++;
	assert_int_equal(dp.seat, v->seat);
	assert_true(v->seats[dp.riichi].riichi);
	int kinds[14], nk = drill_safest_first(&dp, kinds);
	struct ai_tile_danger first;
	drill_danger(&dp, kinds[0], &first);
	for (int i = 0; i < nk; i++) {
		const struct ai_candidate *c = candidate(ex, kinds[i]);
		if (!c)
			continue;
		struct ai_tile_danger td;
		drill_danger(&dp, kinds[i], &td);
		assert_int_equal(td.seat, dp.riichi);
		met.tiles++;
		if (c->danger_seat == dp.riichi) {
			assert_int_equal(c->danger, td.chance);
			assert_int_equal(c->danger_class, td.cls);
		} else {
			met.other_seat++;
			assert_true(c->danger >= td.chance); /* the first of equals */
		}
		/* the drill's advisor weighs the same tiles with the same figures */
		const struct ai_candidate *a = candidate(&dp.advice, kinds[i]);
		assert_non_null(a);
		assert_int_equal(a->danger, c->danger);
		assert_int_equal(a->danger_class, c->danger_class);
		assert_int_equal(a->danger_seat, c->danger_seat);
	}
	/* which tiles are safest: the drill's verdict and the review's judgement name the same
	 * ones when the review judges every tile against the riichi too */
	bool vs_riichi = true;
	struct ai_threat_move m;
	for (int i = 0; i < v->nhand; i++) {
		assert_true(ai_threat_move(v, p->rules, v->hand[i], &m));
		vs_riichi &= m.threat == dp.riichi;
	}
	for (int i = 0; vs_riichi && i < dp.nchoices; i++) {
		struct drill_verdict verdict;
		drill_judge(&dp, i, &verdict);
		assert_true(ai_threat_move(v, p->rules, dp.choices[i].tile, &m));
		assert_int_equal(verdict.safest, m.was_safest);
		met.safest++;
	}
	/* a fold weighs every threat; the drill judges against the riichi: compared when every
	 * tile is judged against the riichi alone */
	if (ex->reason != AI_REASON_FOLD || choices[chosen].type != ACT_DISCARD || !vs_riichi)
		return;
	met.folds++;
	int fold = tile_kind(choices[chosen].tile), answer = -1;
	for (int i = 0; i < dp.nchoices && answer < 0; i++)
		if (tile_kind(dp.choices[i].tile) == fold)
			answer = i;
	assert_true(answer >= 0);
	struct ai_tile_danger td;
	drill_danger(&dp, fold, &td);
	assert_true(td.chance <= first.chance + 5);
	struct drill_verdict verdict;
	drill_judge(&dp, answer, &verdict);
	assert_true(verdict.safest);
}

/*
 * Under a real threat, the defence review (ai_threat_move, which the review weighs each discard
 * with for its deal-ins, and the defence practice each discard of yours) weighs every tile of
 * the hint's position as the hint's figures do: the same player, class and figure; and it
 * calls safest the tiles within half a percent of the least of the hint's figures.
 */
static void defence_review_agrees(const struct rules *rules, const struct seat_view *v,
				  const struct ai_explain *ex)
{
	struct ai_threat_move m;
	if (!ex->defending || !ai_threat_move(v, rules, v->hand[0], &m))
		return;
	int least = 1000;
	for (int i = 0; i < ex->ncand; i++)
		if (ex->cand[i].danger < least)
			least = ex->cand[i].danger;
	for (int i = 0; i < v->nhand; i++) {
		const struct ai_candidate *c = candidate(ex, tile_kind(v->hand[i]));
		if (!c)
			continue;
		met.reviewed++;
		assert_true(ai_threat_move(v, rules, v->hand[i], &m));
		assert_int_equal(m.chance, c->danger);
		assert_int_equal(m.cls, c->danger_class);
		assert_int_equal(m.threat, c->danger_seat);
		if (ex->ncand == v->nhand) /* every tile weighed: the same least */
			assert_int_equal(m.was_safest, c->danger <= least + 5);
	}
}

/* A deal-in of the hint's seat under threat: the review's figure for it is the hint's. */
static void deal_in_agrees(const struct review_deal_in *d, int review_seat,
			   const struct ai_explain *ex)
{
	const struct ai_candidate *c = candidate(ex, tile_kind(d->tile));
	assert_non_null(c);
	met.dealins++;
	assert_int_equal(d->move.chance, c->danger);
	assert_int_equal(d->move.cls, c->danger_class);
	assert_int_equal((d->move.threat - review_seat + SEATS) % SEATS, c->danger_seat);
}

static int hint_choose(struct controller *self, const struct seat_view *v,
		       const struct action *choices, int n)
{
	struct hint_player *p = self->data;
	p->forced = n <= 1;
	if (n <= 1)
		return 0;
	struct ai_explain ex;
	int c = ai_advise(v, choices, n, p->rules, &ex);
	assert_true(c >= 0 && c < n);
	assert_true(p->n < MAX_HINTS);
	p->hint[p->n] = ex;
	p->chosen[p->n++] = choices[c];
	if (ex.defending && !v->seats[v->seat].riichi) {
		struct ai_seat_danger d[SEATS - 1];
		int nth = ai_threat_dangers(v, p->rules, d);
		assert_true(nth > 0);
		if (ai_real_threat(d, nth)) {
			met.threatened++;
			defence_review_agrees(p->rules, v, &ex);
			drill_agrees(p, v, choices, n, &ex, c);
		}
	}
	return c;
}

static void same_figures(const struct ai_explain *hint, int hint_seat,
			 const struct ai_explain *review, int review_seat)
{
	assert_int_equal(hint->reason, review->reason);
	assert_int_equal(hint->tile, review->tile);
	assert_int_equal(hint->shanten, review->shanten);
	assert_int_equal(hint->ukeire, review->ukeire);
	assert_int_equal(hint->defending, review->defending);
	assert_int_equal(hint->threats, review->threats);
	assert_int_equal(hint->ncand, review->ncand);
	/* the log numbers the seats from its first dealer, the game from its first seat: the
	 * player judged against is the same one when it sits as far from the reviewed seat */
	struct ai_candidate seen[14];
	memcpy(seen, review->cand, sizeof seen);
	for (int i = 0; hint->defending && i < review->ncand; i++)
		seen[i].danger_seat =
		    (seen[i].danger_seat - review_seat + hint_seat + SEATS) % SEATS;
	assert_memory_equal(hint->cand, seen, sizeof hint->cand[0] * (size_t)hint->ncand);
	assert_int_equal(hint->weighed, review->weighed);
	if (hint->weighed)
		assert_memory_equal(&hint->pf, &review->pf, sizeof hint->pf);
}

/* A game of seed with the hint in seat 0, then its log reviewed: the review agrees with every
 * decision, with the hint's own figures. */
static void hint_game_reviewed(uint64_t seed)
{
	const struct rules *rules = rules_preset("standard");
	struct game *g = game_new(rules, seed);
	assert_non_null(g);
	static struct hint_player p;
	memset(&p, 0, sizeof p);
	p.g = g;
	p.rules = game_rules(g);
	struct controller hint = {.name = "hint", .choose = hint_choose, .data = &p};
	game_set_controller(g, 0, &hint);
	static const char *const others[] = {"balanced", "defensive", "efficiency"};
	struct controller *ctl[SEATS] = {NULL};
	for (int s = 1; s < SEATS; s++) {
		const struct player_kind *k = players_find(others[s - 1]);
		assert_non_null(k);
		ctl[s] = k->create(k, s, game_rules(g), seed + (uint64_t)s);
		assert_non_null(ctl[s]);
		game_set_controller(g, s, ctl[s]);
	}
	struct game_log *log = game_log_new(rules, "advisor");
	assert_non_null(log);
	game_log_set_name(log, 0, "You"); /* the review finds the player's seat by this name */
	game_add_observer(g, game_log_observe, log);
	game_add_observer(g, watch_deal_ins, &p);
	for (int h = 0; h < 4 && game_play_hand(g); h++)
		;
	char *text = game_log_to_string(log);
	assert_non_null(text);

	struct review r = {.keep_steps = true};
	char err[256] = "";
	assert_int_equal(review_text("self-play", text, -1, &r, err, sizeof err), 0);
	/* a claim outranked by another seat's (a chi under a pon) is not in the log: the review
	 * cannot know it was made, and leaves that decision out */
	int j = 0;
	for (int i = 0; i < p.n; i++) {
		const struct action *a = &p.chosen[i];
		if (j < r.nchoices && r.choices[j].played.type == a->type &&
		    r.choices[j].played.tile == a->tile) {
			assert_true(r.choices[j].agreed);
			same_figures(&p.hint[i], 0, &r.choices[j].ex, r.seat);
			j++;
			continue;
		}
		assert_true(a->type == ACT_CHI || a->type == ACT_PON || a->type == ACT_MINKAN);
	}
	assert_int_equal(j, r.nchoices);
	/* the deal-ins, each with the figure of the hint that let the tile go */
	assert_int_equal(r.ndealins, p.ndealt_in);
	for (int d = 0; d < r.ndealins; d++) {
		if (p.dealt_in[d] < 0) {
			/* in riichi, the tile drawn: the review has no figure of the hint's */
			assert_int_equal(tile_kind(p.won_on[d]), tile_kind(r.dealins[d].tile));
			met.riichi_dealins++;
			continue;
		}
		const struct ai_explain *ex = &p.hint[p.dealt_in[d]];
		assert_int_equal(tile_kind(ex->tile), tile_kind(r.dealins[d].tile));
		if (r.dealins[d].threat)
			deal_in_agrees(&r.dealins[d], r.seat, ex);
	}
	assert_int_equal(r.decisions, r.nchoices);
	assert_int_equal(r.agreed, r.decisions);
	assert_int_equal(r.ndiffs, 0);
	assert_true(r.decisions > 20);
	review_free(&r);
	free(text);
	game_log_free(log);
	for (int s = 1; s < SEATS; s++)
		ai_controller_free(ctl[s]);
	game_free(g);
}

static void hint_and_review_agree(void **state)
{
	(void)state;
	memset(&met, 0, sizeof met);
	for (uint64_t seed = 1; seed <= 8; seed++)
		hint_game_reviewed(seed);
	print_message("under threat %d, drills %d (%d tiles, %d judged against another threat, "
		      "%d folds, %d discards judged safest or not), defence review %d tiles, "
		      "%d deal-ins (%d more in riichi)\n",
		      met.threatened, met.drills, met.tiles, met.other_seat, met.folds, met.safest,
		      met.reviewed, met.dealins, met.riichi_dealins);
	assert_true(met.drills >= 20 && met.folds >= 5 && met.other_seat > 0 && met.safest > 100);
	assert_true(met.reviewed >= met.tiles);
}

/* The advisor is the strongest AI, and the review names it. */
static void advisor_is_balanced(void **state)
{
	(void)state;
	assert_ptr_equal(ai_advisor, &ai_balanced);
	assert_ptr_equal(ai_find(ai_advisor->player.name), ai_advisor);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(advisor_is_balanced),
	    cmocka_unit_test(hint_and_review_agree),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
