/*
 * One advisor: the hint (ai_advise, as the front end asks it) and the review of a game give the
 * same choice and the same figures for every position of self-play games, so that a game played
 * by the hint is never flagged by the review.
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
#include "src/ui/review.h"

enum { MAX_HINTS = 1024 };

/* The player's seat played by the hint, every hint kept as it was given. */
struct hint_player {
	const struct rules *rules;
	struct ai_explain hint[MAX_HINTS];
	struct action chosen[MAX_HINTS];
	int n;
};

static int hint_choose(struct controller *self, const struct seat_view *v,
		       const struct action *choices, int n)
{
	struct hint_player *p = self->data;
	if (n <= 1)
		return 0;
	struct ai_explain ex;
	int c = ai_advise(v, choices, n, p->rules, &ex);
	assert_true(c >= 0 && c < n);
	assert_true(p->n < MAX_HINTS);
	p->hint[p->n] = ex;
	p->chosen[p->n++] = choices[c];
	return c;
}

static void same_figures(const struct ai_explain *hint, const struct ai_explain *review)
{
	assert_int_equal(hint->reason, review->reason);
	assert_int_equal(hint->tile, review->tile);
	assert_int_equal(hint->shanten, review->shanten);
	assert_int_equal(hint->ukeire, review->ukeire);
	assert_int_equal(hint->defending, review->defending);
	assert_int_equal(hint->threats, review->threats);
	assert_int_equal(hint->ncand, review->ncand);
	assert_memory_equal(hint->cand, review->cand, sizeof hint->cand[0] * (size_t)hint->ncand);
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
			same_figures(&p.hint[i], &r.choices[j].ex);
			j++;
			continue;
		}
		assert_true(a->type == ACT_CHI || a->type == ACT_PON || a->type == ACT_MINKAN);
	}
	assert_int_equal(j, r.nchoices);
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
	for (uint64_t seed = 1; seed <= 8; seed++)
		hint_game_reviewed(seed);
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
