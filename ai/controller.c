/* An AI strategy as an engine controller: its seed, its rules and its last explanation. */
#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "ai/kita.h"
#include "ai/play.h"
#include "ai/score_memo.h"
#include "ai/table.h"

struct ai_controller {
	struct controller c;
	const struct ai_strategy *s;
	struct rules rules;
	struct rng rng;
	struct ai_explain last;
	long decisions;
	struct ai_score_memo *scores; /* NULL when there was no memory for it */
};

int ai_decide(const struct ai_strategy *s, const struct seat_view *view,
	      const struct action *choices, int n, const struct rules *rules, struct rng *rng,
	      struct ai_score_memo *scores, struct ai_explain *ex)
{
	memset(ex, 0, sizeof *ex);
	ex->tile = 0xff;
	/* three players: a North goes aside before the strategy weighs the hand left */
	int i = ai_kita_choice(view, choices, n);
	if (i >= 0)
		return ai_explained(ex, choices, i, AI_REASON_KITA);
	/* under Chinese Official rules a riichi strategy hands over to its MCR counterpart */
	if (view->family == RULES_MCR && s->mcr)
		s = s->mcr;
	i = s->choose(view, choices, n, rules, rng, scores, ex);
	if (i < 0 || i >= n)
		i = 0;
	ex->choice = i;
	return i;
}

const struct ai_strategy *const ai_advisor = &ai_balanced;

/*
 * The view with the seats renumbered from its own, which becomes seat 0. The game numbers
 * seats one way, its log (and so the review) from the first dealer; where the AI takes seats
 * in their order (threats alike, sums over the players) the two would weigh the same position
 * a little differently.
 */
static void view_from_own_seat(const struct seat_view *in, struct seat_view *out)
{
	int n = ai_nseats(in), by = in->seat;
	*out = *in;
	for (int s = 0; s < n; s++)
		out->seats[(s - by + n) % n] = in->seats[s];
	out->seat = 0;
	out->dealer = (in->dealer - by + n) % n;
	if (in->to_act_on >= 0)
		out->to_act_on = (in->to_act_on - by + n) % n;
}

int ai_advise(const struct seat_view *view, const struct action *choices, int n,
	      const struct rules *rules, struct ai_explain *ex)
{
	if (n <= 1) {
		memset(ex, 0, sizeof *ex);
		ex->tile = 0xff;
		return 0;
	}
	struct seat_view own;
	view_from_own_seat(view, &own);
	struct rng rng;
	rng_seed(&rng, 1);
	int c = ai_decide(ai_advisor, &own, choices, n, rules, &rng, NULL, ex);
	int seats = ai_nseats(view);
	for (int i = 0; i < ex->threats && i < SEATS - 1; i++)
		ex->threat[i].seat = (ex->threat[i].seat + view->seat) % seats;
	for (int i = 0; ex->defending && i < ex->ncand; i++)
		ex->cand[i].danger_seat = (ex->cand[i].danger_seat + view->seat) % seats;
	return c;
}

static int ai_controller_choose(struct controller *self, const struct seat_view *view,
				const struct action *choices, int n)
{
	struct ai_controller *a = self->data;
	if (n <= 1) {
		memset(&a->last, 0, sizeof a->last);
		a->last.tile = 0xff;
		return 0; /* nothing to decide: in riichi, the drawn tile goes */
	}
	a->decisions++;
	return ai_decide(a->s, view, choices, n, &a->rules, &a->rng, a->scores, &a->last);
}

struct controller *ai_controller_new(const struct ai_strategy *s, const struct rules *rules,
				     uint64_t seed)
{
	struct ai_controller *a = calloc(1, sizeof *a);
	if (!a)
		return NULL;
	a->s = s;
	a->rules = *rules;
	rng_seed(&a->rng, seed);
	a->scores = ai_score_memo_new();
	a->c.name = s->player.name;
	a->c.choose = ai_controller_choose;
	a->c.data = a;
	return &a->c;
}

struct controller *ai_player_create(const struct player_kind *kind, int seat,
				    const struct rules *rules, uint64_t seed)
{
	/* each seat its own generator, so four copies of a strategy do not play in step */
	return ai_controller_new(kind->data, rules,
				 seed ^ (0xd1b54a32d192ed03ULL * (uint64_t)(seat + 1)));
}

void ai_controller_free(struct controller *c)
{
	if (c) {
		struct ai_controller *a = c->data;
		ai_score_memo_free(a->scores);
		free(a);
	}
}

const struct ai_explain *ai_controller_explain(const struct controller *c)
{
	return &((const struct ai_controller *)c->data)->last;
}

long ai_controller_decisions(const struct controller *c)
{
	return ((const struct ai_controller *)c->data)->decisions;
}
