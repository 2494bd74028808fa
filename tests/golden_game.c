/*
 * Plays one whole self-play game of a rule family with fixed players and seed, and prints
 * every engine event, one line each. tests/golden.sh compares the lines with the game kept
 * in tests/golden/, so that any change of behaviour, intended or not, shows the day it
 * happens; `make update-golden` writes the records again after an intended change.
 *
 *   tests/golden_game riichi|mcr|sanma [SEED]   (another seed: to look for a game worth keeping)
 *
 * A three-player game prints three seats wherever the engine keeps four places (the fourth
 * stays empty); four-player games print four, as they always have.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/players.h"
#include "rules/notation.h"
#include "rules/yaku.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"

/* The game of each family: its preset, seed and players (three for three players). */
static const struct golden_game {
	const char *family;
	const char *preset;
	uint64_t seed;
	const char *players[SEATS];
} golden_games[] = {
    {"riichi", "standard", 6, {"efficiency", "defensive", "efficiency", "defensive"}},
    {"mcr", "mcr", 4, {"mcr", "mcr-speed", "mcr", "mcr-speed"}},
    {"sanma", "sanma", 36, {"efficiency", "defensive", "balanced"}},
};

static const char *const event_names[] = {
    [EV_GAME_START] = "game-start",
    [EV_HAND_START] = "hand-start",
    [EV_DRAW] = "draw",
    [EV_FLOWER] = "flower",
    [EV_DISCARD] = "discard",
    [EV_RIICHI_PAID] = "riichi-paid",
    [EV_CALL] = "call",
    [EV_KAN] = "kan",
    [EV_DORA] = "dora",
    [EV_WIN] = "win",
    [EV_EXHAUSTIVE_DRAW] = "exhaustive-draw",
    [EV_ABORTIVE_DRAW] = "abortive-draw",
    [EV_SCORES] = "scores",
    [EV_HAND_END] = "hand-end",
    [EV_GAME_END] = "game-end",
    [EV_KITA] = "kita",
};

/* The seats' values, n of them: 4, or 3 at a table of three. */
static void print_ints(const char *name, const int v[SEATS], int n)
{
	printf(" %s=", name);
	for (int s = 0; s < n; s++)
		printf("%s%d", s ? "," : "", v[s]);
}

static void print_bools(const char *name, const bool v[SEATS], int n)
{
	printf(" %s=", name);
	for (int s = 0; s < n; s++)
		printf("%d", v[s]);
}

static void print_doubles(const char *name, const double v[SEATS], int n)
{
	printf(" %s=", name);
	for (int s = 0; s < n; s++)
		printf("%s%.1f", s ? "," : "", v[s]);
}

static void print_meld(const struct meld *m)
{
	char buf[32];
	notation_format_meld(m, buf, sizeof buf);
	printf(" %s", buf);
}

/* The 13 tiles dealt to each seat (flowers included under Chinese Official rules). */
static void print_hands(const struct game_event *ev, int n)
{
	for (int s = 0; s < n; s++) {
		char buf[64];
		notation_format_tiles(ev->hands[s], 13, buf, sizeof buf);
		printf(" %s", buf);
	}
}

static void print_win(const struct game_event *ev, int n)
{
	printf(" seat=%d from=%d pao=%d", ev->seat, ev->from, ev->pao);
	if (ev->score) {
		const struct score_result *r = ev->score;
		printf(" han=%d fu=%d yakuman=%d total=%d yaku=", r->han, r->fu, r->yakuman,
		       r->total);
		for (int i = 0; i < r->nyaku; i++)
			printf("%s%s:%d", i ? "," : "", yaku_id_string(r->yaku[i].id),
			       r->yaku[i].han);
		printf(" dora=%d aka=%d ura=%d", r->dora, r->aka, r->ura);
		if (n == 3) /* the Norths set aside */
			printf(" kita=%d", r->kita);
	}
	if (ev->mcr) {
		const struct mcr_result *r = ev->mcr;
		printf(" points=%d fan=", r->points);
		for (int i = 0; i < r->nfans; i++)
			printf("%s%s:%d", i ? "," : "", mcr_fan_table[r->fans[i].fan].id,
			       r->fans[i].points);
	}
}

/* One line for an event: its kind, then what it carries. ctx is the game. */
static void print_event(void *ctx, const struct game_event *ev)
{
	int n = game_nseats(ctx);
	printf("%s", event_names[ev->type]);
	switch (ev->type) {
	case EV_HAND_START:
		printf(" round=%d hand=%d dealer=%d honba=%d sticks=%d", ev->round_wind,
		       ev->hand_number, ev->dealer, ev->honba, ev->riichi_sticks);
		print_ints("points", ev->points, n);
		print_ints("seating", ev->seating, n);
		if (ev->tile != 0xff)
			printf(" indicator=%s", notation_tile(ev->tile));
		print_hands(ev, n);
		break;
	case EV_DRAW:
		printf(" seat=%d %s%s", ev->seat, notation_tile(ev->tile),
		       ev->rinshan ? " replacement" : "");
		break;
	case EV_FLOWER:
	case EV_KITA:
		printf(" seat=%d %s", ev->seat, notation_tile(ev->tile));
		break;
	case EV_DISCARD:
		printf(" seat=%d %s%s%s", ev->seat, notation_tile(ev->tile),
		       ev->tsumogiri ? " tsumogiri" : "", ev->riichi ? " riichi" : "");
		break;
	case EV_RIICHI_PAID:
		printf(" seat=%d", ev->seat);
		break;
	case EV_CALL:
		printf(" seat=%d from=%d", ev->seat, ev->from);
		print_meld(&ev->meld);
		break;
	case EV_KAN:
		printf(" seat=%d", ev->seat);
		print_meld(&ev->meld);
		break;
	case EV_DORA:
		printf(" %s", notation_tile(ev->tile));
		break;
	case EV_WIN:
		print_win(ev, n);
		break;
	case EV_EXHAUSTIVE_DRAW:
		print_bools("tenpai", ev->tenpai, n);
		print_bools("nagashi", ev->nagashi, n);
		break;
	case EV_ABORTIVE_DRAW:
		printf(" kind=%d", ev->abort);
		break;
	case EV_SCORES:
		print_ints("delta", ev->delta, n);
		print_ints("points", ev->points, n);
		break;
	case EV_GAME_END:
		print_ints("points", ev->points, n);
		print_ints("placement", ev->placement, n);
		/* the final scores are whole or half thousands: printed exactly */
		print_doubles("final", ev->final_score, n);
		break;
	default:
		break;
	}
	putchar('\n');
}

int main(int argc, char **argv)
{
	const struct golden_game *gg = NULL;
	for (size_t i = 0;
	     argc >= 2 && argc <= 3 && i < sizeof golden_games / sizeof golden_games[0]; i++)
		if (strcmp(argv[1], golden_games[i].family) == 0)
			gg = &golden_games[i];
	if (!gg) {
		fprintf(stderr, "usage: golden riichi|mcr|sanma [SEED]\n");
		return 2;
	}
	struct golden_game chosen = *gg;
	if (argc == 3)
		chosen.seed = strtoull(argv[2], NULL, 10);
	gg = &chosen;
	struct game g;
	game_init(&g, rules_preset(gg->preset), gg->seed);
	int n = game_nseats(&g);
	struct controller *ctl[SEATS];
	const struct player_kind *kinds[SEATS];
	for (int s = 0; s < n; s++) {
		kinds[s] = players_find(gg->players[s]);
		ctl[s] = kinds[s]
			     ? kinds[s]->create(kinds[s], s, &g.rules, gg->seed + (uint64_t)s + 1)
			     : NULL;
		if (!ctl[s]) {
			fprintf(stderr, "golden: no player %s\n", gg->players[s]);
			return 1;
		}
		game_set_controller(&g, s, ctl[s]);
	}
	printf("# %s game, preset %s, seed %" PRIu64 ", players", gg->family, gg->preset, gg->seed);
	for (int s = 0; s < n; s++)
		printf(" %s", gg->players[s]);
	putchar('\n');
	game_add_observer(&g, print_event, &g);
	game_play(&g);
	for (int s = 0; s < n; s++)
		kinds[s]->destroy(ctl[s]);
	if (game_check(&g) != 0) {
		fprintf(stderr, "golden: %s\n", g.error);
		return 1;
	}
	return 0;
}
