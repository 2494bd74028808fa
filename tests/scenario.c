/* Stacked walls and scripted players for engine scenario tests. */
#include "tests/scenario.h"

#include <stdio.h>
#include <string.h>

#include "rules/notation.h"
#include "rules/tileset.h"

static int parse(const char *text, tile_t *out, int max, char *err, size_t errsize)
{
	struct notation_error e;
	if (!text)
		return 0;
	int n = notation_parse_tiles(text, out, max, &e);
	if (n < 0)
		snprintf(err, errsize, "'%s': %s", text, e.msg);
	return n;
}

/*
 * The hands of nseats players in deal order (four tiles each from the dealer, three times,
 * then one each) and then the draws, at most max_draws of them, from the head of the wall.
 */
static int place_deal_and_draws(const struct scenario *sc, int nseats, tile_t *seq, bool *set,
				int max_draws, char *err, size_t errsize)
{
	tile_t t[WALL_MAX_TILES];
	int n;
	for (int s = 0; s < nseats; s++) {
		if ((n = parse(sc->hands[s], t, 13, err, errsize)) < 0)
			return -1;
		for (int i = 0; i < n; i++) {
			int pos = i < 12 ? (i / 4) * 4 * nseats + s * 4 + i % 4 : 12 * nseats + s;
			seq[pos] = t[i];
			set[pos] = true;
		}
	}
	if ((n = parse(sc->draws, t, max_draws, err, errsize)) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		seq[13 * nseats + i] = t[i];
		set[13 * nseats + i] = true;
	}
	return 0;
}

/* Fills the places not set with what is left, plain tiles only, honours first so fillers rarely
 * help. used[] counts the copies already placed per kind. */
static void fill_rest(tile_t *seq, const bool *set, int *used, int n)
{
	int k = TILE_KINDS - 1;
	for (int i = 0; i < n; i++) {
		if (set[i])
			continue;
		while (used[k] == 4)
			k--;
		seq[i] = (tile_t)k;
		used[k]++;
	}
}

int scenario_wall_mcr(const struct scenario *sc, tile_t *seq, int n_tiles, char *err,
		      size_t errsize)
{
	bool set[WALL_MAX_TILES] = {false};
	int used[TILE_KINDS + TILE_FLOWER_KINDS] = {0};
	tile_t t[WALL_MAX_TILES];
	int n;
	if (sc->haitei || sc->indicators || sc->ura || sc->rinshan) {
		snprintf(err, errsize, "no dead wall, haitei or indicators in MCR: use tail");
		return -1;
	}
	if (place_deal_and_draws(sc, SEATS, seq, set, 80, err, errsize) < 0)
		return -1;
	if ((n = parse(sc->tail, t, 16, err, errsize)) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		int pos = n_tiles - 1 - i;
		if (set[pos]) {
			snprintf(err, errsize, "tail tiles overlap the draws");
			return -1;
		}
		seq[pos] = t[i];
		set[pos] = true;
	}
	bool flowers = n_tiles > WALL_TILES;
	for (int i = 0; i < n_tiles; i++)
		if (set[i]) {
			int k = tile_kind(seq[i]);
			if ((kind_is_flower(k) && !flowers) || tile_is_red(seq[i]) ||
			    ++used[k] > (kind_is_flower(k) ? 1 : 4)) {
				snprintf(err, errsize, "one %s too many", notation_tile(seq[i]));
				return -1;
			}
		}
	/* flowers not placed: early enough to be drawn in a long hand, late enough to stay out
	 * of the deal and the first draws */
	for (int f = 0, pos = 60; flowers && f < TILE_FLOWER_KINDS; f++) {
		if (used[TILE_FLOWER1 + f])
			continue;
		while (set[pos])
			pos++;
		seq[pos] = (tile_t)(TILE_FLOWER1 + f);
		set[pos] = true;
	}
	fill_rest(seq, set, used, n_tiles);
	return 0;
}

/* A riichi wall of the tiles of r (136, or 108 for three players) for nseats players. */
static int riichi_wall(const struct scenario *sc, const struct rules *r, tile_t *seq, char *err,
		       size_t errsize)
{
	bool set[WALL_TILES] = {false};
	int used[TILE_KINDS] = {0};
	tile_t t[WALL_TILES];
	int n, ntiles = tileset_size(r), nseats = rules_family_of(r->family)->players;
	const int dead = ntiles - WALL_DEAD;
	/* kinds the set has not are used up from the start: the filler never takes them */
	for (int k = 0; k < TILE_KINDS; k++)
		used[k] = tileset_has(r, k) ? 0 : 4;

	if (place_deal_and_draws(sc, nseats, seq, set, 70, err, errsize) < 0)
		return -1;
	if ((n = parse(sc->haitei, t, 16, err, errsize)) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		int pos = dead - n + i;
		if (set[pos]) {
			snprintf(err, errsize, "haitei tiles overlap the draws");
			return -1;
		}
		seq[pos] = t[i];
		set[pos] = true;
	}
	if ((n = parse(sc->indicators, t, 5, err, errsize)) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		seq[dead + 2 * (4 - i)] = t[i];
		set[dead + 2 * (4 - i)] = true;
	}
	if ((n = parse(sc->ura, t, 5, err, errsize)) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		seq[dead + 2 * (4 - i) + 1] = t[i];
		set[dead + 2 * (4 - i) + 1] = true;
	}
	static const int rinshan[4] = {12, 13, 10, 11};
	if ((n = parse(sc->rinshan, t, 4, err, errsize)) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		seq[dead + rinshan[i]] = t[i];
		set[dead + rinshan[i]] = true;
	}
	int reds[3] = {0};
	for (int i = 0; i < ntiles; i++)
		if (set[i]) {
			if (++used[tile_kind(seq[i])] > 4) {
				snprintf(err, errsize, "more than four %s (or none in the set)",
					 notation_tile(seq[i]));
				return -1;
			}
			if (tile_is_red(seq[i]))
				reds[kind_suit(tile_kind(seq[i]))]++;
		}
	fill_rest(seq, set, used, ntiles);
	return 0;
}

int scenario_wall(const struct scenario *sc, tile_t seq[WALL_TILES], char *err, size_t errsize)
{
	return riichi_wall(sc, rules_preset("standard"), seq, err, errsize);
}

static void stacked(void *ctx, int hand_index, struct wall *w)
{
	struct scenario_run *run = ctx;
	(void)hand_index;
	if (run->g.rules.family == RULES_MCR)
		wall_from_sequence_mcr(w, run->seq, run->nseq);
	else
		wall_from_sequence_n(w, run->seq, run->nseq);
}

static void fail_run(struct scenario_run *run, const char *fmt, const char *a, int seat)
{
	if (!run->error[0])
		snprintf(run->error, sizeof run->error, fmt, seat, a);
}

/* The next token of a script into tok; returns the cursor after it. */
static const char *next_token(const char *cur, char *tok, size_t size)
{
	while (cur && *cur == ' ')
		cur++;
	size_t n = 0;
	while (cur && cur[n] && cur[n] != ' ' && n + 1 < size) {
		tok[n] = cur[n];
		n++;
	}
	tok[n] = '\0';
	return cur ? cur + n : NULL;
}

static bool tile_arg(const char *tok, const char *prefix, tile_t *out, int max, int *n)
{
	size_t len = strlen(prefix);
	if (strncmp(tok, prefix, len) != 0)
		return false;
	*n = notation_parse_tiles(tok + len, out, max, NULL);
	return *n > 0;
}

static int scripted_choose(struct controller *self, const struct seat_view *v,
			   const struct action *choices, int n)
{
	struct scenario_run *run = self->data;
	int seat = v->seat;
	bool own = v->to_act_on < 0;
	char tok[32];
	const char *after = next_token(run->cursor[seat], tok, sizeof tok);
	static const char *const own_words[] = {"d:",	  "t",	    "riichi:", "tsumo",
						"ankan:", "kakan:", "kyuushu", "kita"};
	bool tok_own = false;
	for (size_t i = 0; i < sizeof own_words / sizeof own_words[0]; i++) {
		size_t l = strlen(own_words[i]);
		if (own_words[i][l - 1] == ':' ? strncmp(tok, own_words[i], l) == 0
					       : strcmp(tok, own_words[i]) == 0)
			tok_own = true;
	}
	int pick = -1;
	int chis = 0;
	for (int i = 0; i < n; i++) {
		run->ron_offers[seat] += choices[i].type == ACT_RON;
		if (choices[i].type == ACT_RON && !run->first_ron_offer[seat])
			run->first_ron_offer[seat] = run->ndiscards;
		run->tsumo_offers[seat] += choices[i].type == ACT_TSUMO;
		chis += choices[i].type == ACT_CHI;
	}
	if (chis && !run->chi_choices[seat])
		run->chi_choices[seat] = chis;
	if (chis && v->to_act_on >= 0)
		run->chi_offers_from[seat][v->to_act_on]++;
	/* a response word waits for a question that offers it ("pass" waits for a ron) */
	if (tok[0] && !own && !tok_own) {
		enum action_type want = strcmp(tok, "ron") == 0 || strcmp(tok, "pass") == 0
					    ? ACT_RON
					: strcmp(tok, "pon") == 0 ? ACT_PON
					: strcmp(tok, "kan") == 0 ? ACT_MINKAN
								  : ACT_CHI;
		bool offered = false;
		for (int i = 0; i < n; i++)
			offered |= choices[i].type == want;
		if (!offered)
			tok[0] = '\0';
	}
	if (tok[0] && tok_own == own) {
		run->cursor[seat] = after;
		tile_t t[3];
		int nt = 0;
		for (int i = 0; i < n && pick < 0; i++) {
			const struct action *a = &choices[i];
			switch (a->type) {
			case ACT_DISCARD:
				if ((strcmp(tok, "t") == 0 && a->tsumogiri) ||
				    (tile_arg(tok, "d:", t, 1, &nt) && t[0] == a->tile))
					pick = i;
				break;
			case ACT_RIICHI:
				if (tile_arg(tok, "riichi:", t, 1, &nt) && t[0] == a->tile)
					pick = i;
				break;
			case ACT_TSUMO:
				if (strcmp(tok, "tsumo") == 0)
					pick = i;
				break;
			case ACT_RON:
				if (strcmp(tok, "ron") == 0)
					pick = i;
				break;
			case ACT_PON:
				if (strcmp(tok, "pon") == 0)
					pick = i;
				break;
			case ACT_MINKAN:
				if (strcmp(tok, "kan") == 0)
					pick = i;
				break;
			case ACT_PASS:
				if (strcmp(tok, "pass") == 0)
					pick = i;
				break;
			case ACT_KYUUSHU:
				if (strcmp(tok, "kyuushu") == 0)
					pick = i;
				break;
			case ACT_KITA:
				if (strcmp(tok, "kita") == 0)
					pick = i;
				break;
			case ACT_ANKAN:
				if (tile_arg(tok, "ankan:", t, 1, &nt) &&
				    tile_kind(t[0]) == a->tile)
					pick = i;
				break;
			case ACT_KAKAN:
				if (tile_arg(tok, "kakan:", t, 1, &nt) && t[0] == a->tile)
					pick = i;
				break;
			case ACT_CHI:
				if (tile_arg(tok, "chi:", t, 2, &nt) && nt == 2 &&
				    ((t[0] == a->hand[0] && t[1] == a->hand[1]) ||
				     (t[0] == a->hand[1] && t[1] == a->hand[0])))
					pick = i;
				break;
			case ACT_TYPES: /* a count, never an action */
				break;
			}
		}
		if (pick < 0)
			fail_run(run, "seat %d: '%s' is not legal now", tok, seat);
	}
	if (pick >= 0)
		return pick;
	for (int i = 0; i < n; i++)
		if ((own && choices[i].type == ACT_DISCARD && choices[i].tsumogiri) ||
		    (!own && choices[i].type == ACT_PASS))
			return i;
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_DISCARD)
			return i;
	return 0;
}

static void watch(void *ctx, const struct game_event *ev)
{
	struct scenario_run *run = ctx;
	if (game_check(&run->g) != 0 && run->violations++ == 0)
		snprintf(run->error, sizeof run->error, "invariant: %s", run->g.error);
	switch (ev->type) {
	case EV_WIN:
		if (run->wins < 3) {
			run->winner[run->wins] = ev->seat;
			run->from[run->wins] = ev->from;
			if (ev->score)
				run->score[run->wins] = *ev->score;
			if (ev->mcr)
				run->mcr[run->wins] = *ev->mcr;
		}
		run->wins++;
		break;
	case EV_FLOWER:
	case EV_KITA:
		run->flowers_set_aside[ev->seat]++;
		break;
	case EV_CALL:
		run->call_from = ev->meld.from;
		break;
	case EV_EXHAUSTIVE_DRAW:
		run->exhaustive++;
		break;
	case EV_ABORTIVE_DRAW:
		run->aborts++;
		run->abort = ev->abort;
		break;
	case EV_SCORES:
		for (int s = 0; s < SEATS; s++)
			run->delta[s] += ev->delta[s];
		break;
	case EV_DISCARD:
		if (run->ndiscards < 64)
			run->indicators_at_discard[run->ndiscards++] = run->g.wall.indicators;
		break;
	case EV_DRAW:
		if (run->ndraws < 64)
			run->indicators_at_draw[run->ndraws++] = run->g.wall.indicators;
		break;
	default:
		break;
	}
}

int scenario_prepare(struct scenario_run *run, const struct scenario *sc, const struct rules *rules)
{
	memset(run, 0, sizeof *run);
	if (!rules)
		rules = rules_preset("standard");
	run->nseq =
	    rules->family == RULES_MCR && rules->flowers ? WALL_MAX_TILES : tileset_size(rules);
	if (rules->family == RULES_MCR
		? scenario_wall_mcr(sc, run->seq, run->nseq, run->error, sizeof run->error) != 0
		: riichi_wall(sc, rules, run->seq, run->error, sizeof run->error) != 0)
		return -1;
	game_init(&run->g, rules, 1);
	run->g.first_dealer = run->g.dealer = 0;
	run->g.wall_source = stacked;
	run->g.wall_ctx = run;
	for (int s = 0; s < game_nseats(&run->g); s++) {
		run->ctl[s] =
		    (struct controller){.name = "script", .choose = scripted_choose, .data = run};
		run->cursor[s] = sc->script[s] ? sc->script[s] : "";
		game_set_controller(&run->g, s, &run->ctl[s]);
	}
	game_add_observer(&run->g, watch, run);
	return 0;
}

int scenario_play(struct scenario_run *run, const struct scenario *sc, const struct rules *rules)
{
	if (scenario_prepare(run, sc, rules) != 0)
		return -1;
	return scenario_play_prepared(run);
}

int scenario_play_prepared(struct scenario_run *run)
{
	game_play_hand(&run->g);
	for (int s = 0; s < SEATS; s++) {
		char tok[32];
		next_token(run->cursor[s], tok, sizeof tok);
		if (tok[0] && !run->error[0])
			snprintf(run->error, sizeof run->error, "seat %d: script left over at '%s'",
				 s, tok);
	}
	return run->error[0] ? -1 : 0;
}
