/*
 * The player registry, where every player and AI strategy is listed once, and the two built-in
 * players: draw-and-discard and random.
 */
#include "ai/players.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai.h"
#include "rules/i18n_marks.h"
#include "rules/rng.h"

/* tsumogiri: the engine's shared controller keeps no state, so every seat may use it. */
static struct controller *tsumogiri_create(const struct player_kind *kind, int seat,
					   const struct rules *rules, uint64_t seed)
{
	(void)kind;
	(void)seat;
	(void)rules;
	(void)seed;
	return &controller_tsumogiri;
}

static void tsumogiri_destroy(struct controller *c)
{
	(void)c;
}

static const struct player_kind players_tsumogiri = {
    .name = "tsumogiri",
    .describe = N_("discards every tile it draws; never calls, riichis or wins"),
    .create = tsumogiri_create,
    .destroy = tsumogiri_destroy,
};

/* random: any legal choice with equal chance, from its own seeded generator. */
struct random_player {
	struct controller c;
	struct rng rng;
};

static int random_choose(struct controller *self, const struct seat_view *view,
			 const struct action *choices, int n)
{
	struct random_player *r = self->data;
	(void)view;
	/* a win is never passed up: random play would otherwise almost never score */
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_TSUMO || choices[i].type == ACT_RON)
			return i;
	return (int)rng_below(&r->rng, (uint32_t)n);
}

static struct controller *random_create(const struct player_kind *kind, int seat,
					const struct rules *rules, uint64_t seed)
{
	(void)kind;
	(void)rules;
	struct random_player *r = malloc(sizeof *r);
	if (!r)
		return NULL;
	r->c = (struct controller){.name = "random", .choose = random_choose, .data = r};
	rng_seed(&r->rng, seed ^ (0x9e3779b97f4a7c15ULL * (uint64_t)(seat + 1)));
	return &r->c;
}

static void random_destroy(struct controller *c)
{
	if (c)
		free(c->data);
}

static const struct player_kind players_random = {
    .name = "random",
    .describe = N_("picks any legal action at random, but always wins when it can"),
    .create = random_create,
    .destroy = random_destroy,
};

/*
 * One row per kind, the built-in players first, then the AI strategies, the default
 * (efficiency) first. A strategy joins with its player row (ai/ai.h, AI_PLAYER: e.g.
 * "&ai_efficiency.player"), where its name and description are, so src/ never sees the
 * strategy's internals; ai_find() finds the strategies here too.
 */
const struct player_kind *const players_table[] = {
    &players_tsumogiri,	 &players_random, &ai_efficiency.player, &ai_defensive.player,
    &ai_balanced.player, &ai_mcr.player,  &ai_mcr_speed.player,	 NULL,
};

const struct player_kind *players_find(const char *name)
{
	for (int i = 0; players_table[i]; i++)
		if (strcmp(players_table[i]->name, name) == 0)
			return players_table[i];
	return NULL;
}

/* A strategy's row makes its controllers with ai_player_create() from the strategy itself. */
const struct ai_strategy *ai_find(const char *name)
{
	const struct player_kind *k = players_find(name);
	return k && k->create == ai_player_create ? k->data : NULL;
}
