/*
 * The review: replay_text_watched() plays the log; at each of the seat's decisions the AI
 * chooses among the same legal actions from the same view, and the two are compared by what
 * they do (a red five and a plain five are the same discard). A discard's candidates give
 * what the difference cost: shanten, acceptance and danger, played against suggested.
 */
#include <config.h>

#include "src/ui/review.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "rules/notation.h"
#include "src/engine/engine.h"
#include "src/record/file_io.h"
#include "src/record/replay.h"
#include "src/text/i18n.h"
#include "src/text/names.h"

struct review_run {
	struct review *r;
	int hand; /* index of the hand being played, -1 before the first */
	char hand_name[48];
	int turn;
	bool failed; /* out of memory */
	int seats;   /* the game's players, when the seat reviewed is not among them; else 0 */
	/* the seat's last discard and its danger, for a deal-in */
	tile_t last_tile;
	bool last_threat;
	struct ai_threat_move last_move;
	/* a pass where the AI would claim the discard of this seat (-1: none): if another
	 * player wins on it, or calls it where the AI's claim was a chi (a pon or kan comes
	 * first), the log's pass only means the claim was outranked (a head bump, MCR's one
	 * winner), so the decision is not known and is taken back */
	int claim_passed_from;
	enum action_type claim_wanted;
};

static bool same_kinds(const tile_t *a, const tile_t *b, int n)
{
	for (int i = 0; i < n; i++)
		if (tile_kind(a[i]) != tile_kind(b[i]))
			return false;
	return true;
}

/* Whether two actions do the same: a red five counts as its kind. */
static bool same_action(const struct action *a, const struct action *b)
{
	if (a->type != b->type)
		return false;
	switch (a->type) {
	case ACT_DISCARD:
	case ACT_RIICHI:
	case ACT_ANKAN:
	case ACT_KAKAN:
		return tile_kind(a->tile) == tile_kind(b->tile);
	case ACT_CHI:
	case ACT_PON:
		return same_kinds(a->hand, b->hand, 2);
	case ACT_MINKAN:
		return same_kinds(a->hand, b->hand, 3);
	default:
		return true;
	}
}

static bool find_candidate(const struct ai_explain *ex, tile_t t, struct ai_candidate *out)
{
	for (int i = 0; i < ex->ncand; i++)
		if (tile_kind(ex->cand[i].tile) == tile_kind(t)) {
			*out = ex->cand[i];
			return true;
		}
	return false;
}

static void keep_difference(struct review_run *run, const struct action *played,
			    const struct action *suggested, const struct ai_explain *ex)
{
	struct review *r = run->r;
	if (r->ndiffs % 64 == 0) {
		struct review_decision *more =
		    realloc(r->diffs, sizeof *more * (size_t)(r->ndiffs + 64));
		if (!more) {
			run->failed = true;
			return;
		}
		r->diffs = more;
	}
	struct review_decision *d = &r->diffs[r->ndiffs++];
	memset(d, 0, sizeof *d);
	d->hand = run->hand;
	snprintf(d->hand_name, sizeof d->hand_name, "%s", run->hand_name);
	d->turn = run->turn;
	d->played = *played;
	d->suggested = *suggested;
	d->reason = ex->reason;
	bool discards = (played->type == ACT_DISCARD || played->type == ACT_RIICHI) &&
			(suggested->type == ACT_DISCARD || suggested->type == ACT_RIICHI);
	d->weighed = discards && find_candidate(ex, played->tile, &d->played_cand) &&
		     find_candidate(ex, suggested->tile, &d->suggested_cand);
}

/* Room for one more of n items of size bytes in *arr (grown by 256); false when out of memory. */
static bool grow(void **arr, int n, size_t size)
{
	if (n % 256)
		return true;
	void *more = realloc(*arr, size * (size_t)(n + 256));
	if (!more)
		return false;
	*arr = more;
	return true;
}

static void keep_choice(struct review_run *run, const struct seat_view *v,
			const struct action *played, const struct action *suggested, bool agreed,
			const struct ai_explain *ex)
{
	struct review *r = run->r;
	if (!r->keep_steps || r->nsteps == 0)
		return;
	if (!grow((void **)&r->choices, r->nchoices, sizeof *r->choices)) {
		run->failed = true;
		return;
	}
	struct review_choice *c = &r->choices[r->nchoices];
	*c = (struct review_choice){.step = r->nsteps - 1,
				    .played = *played,
				    .suggested = *suggested,
				    .agreed = agreed,
				    .ex = *ex};
	r->steps[r->nsteps - 1].choice = r->nchoices++;
	/* the step shows the table as the seat saw it deciding (the tile just drawn, the discard
	 * being answered), so the viewer's marks and hint are worked out from the advisor's view */
	r->steps[r->nsteps - 1].view = *v;
}

static void keep_step(struct review_run *run, const struct game *g, const struct game_event *ev)
{
	struct review *r = run->r;
	if (!r->keep_steps)
		return;
	if (!grow((void **)&r->steps, r->nsteps, sizeof *r->steps)) {
		run->failed = true;
		return;
	}
	struct review_step *s = &r->steps[r->nsteps++];
	memset(s, 0, sizeof *s);
	s->hand = run->hand;
	s->ev = *ev;
	s->ev.score = NULL;
	s->ev.mcr = NULL;
	if (ev->score)
		s->score = *ev->score;
	if (ev->mcr)
		s->mcr = *ev->mcr;
	game_view(g, r->seat, &s->view);
	game_view_hands(g, s->hands, s->nhands);
	s->choice = -1;
}

static void decision(void *ctx, const struct rules *rules, const struct seat_view *v,
		     const struct action *c, int n, int chosen)
{
	struct review_run *run = ctx;
	if (v->seat != run->r->seat || run->failed)
		return;
	/* the advisor's decision, as the hint gives it in play */
	struct ai_explain ex;
	int pick = ai_advise(v, c, n, rules, &ex);
	run->r->decisions++;
	bool agreed = same_action(&c[chosen], &c[pick]);
	if (agreed)
		run->r->agreed++;
	else
		keep_difference(run, &c[chosen], &c[pick], &ex);
	keep_choice(run, v, &c[chosen], &c[pick], agreed, &ex);
	bool claim = c[pick].type == ACT_RON || c[pick].type == ACT_CHI ||
		     c[pick].type == ACT_PON || c[pick].type == ACT_MINKAN;
	run->claim_passed_from = c[chosen].type == ACT_PASS && claim ? v->to_act_on : -1;
	run->claim_wanted = c[pick].type;
	if (c[chosen].type == ACT_DISCARD || c[chosen].type == ACT_RIICHI) {
		run->last_tile = c[chosen].tile;
		run->last_threat = v->family != RULES_MCR &&
				   ai_threat_move(v, rules, c[chosen].tile, &run->last_move);
	}
}

/* The last decision forgotten: the log does not say what the seat chose there. */
static void take_back(struct review_run *run)
{
	struct review *r = run->r;
	r->decisions--;
	r->ndiffs--; /* it was a difference: a pass where the AI would claim */
	if (r->keep_steps && r->nchoices > 0) {
		r->steps[r->choices[r->nchoices - 1].step].choice = -1;
		r->nchoices--;
	}
	run->claim_passed_from = -1;
}

/* Whether ev shows that the claim the AI would have made was outranked by another seat's. */
static bool claim_outranked(const struct review_run *run, const struct game_event *ev)
{
	if (run->claim_passed_from < 0 || ev->seat == run->r->seat ||
	    ev->from != run->claim_passed_from)
		return false;
	if (ev->type == EV_WIN)
		return true;
	return ev->type == EV_CALL && run->claim_wanted == ACT_CHI && ev->meld.type != MELD_CHI;
}

static void event(void *ctx, const struct game *g, const struct game_event *ev)
{
	struct review_run *run = ctx;
	struct review *r = run->r;
	if (r->seat >= game_nseats(g)) { /* seat 3 of a three-player game */
		run->seats = game_nseats(g);
		return;
	}
	if (ev->type == EV_HAND_START)
		run->hand++;
	keep_step(run, g, ev);
	if (claim_outranked(run, ev))
		take_back(run);
	if (ev->type != EV_WIN)
		run->claim_passed_from = -1;
	switch (ev->type) {
	case EV_HAND_START:
		r->hands++;
		run->turn = 0;
		run->last_tile = 0xff;
		if (game_rules(g)->family == RULES_MCR) /* no honba under Chinese Official rules */
			snprintf(run->hand_name, sizeof run->hand_name, "%s",
				 names_round(ev->round_wind, ev->hand_number));
		else
			/* TRANSLATORS: a hand in the review: its round and honba, "East 1, 0
			 * honba". */
			snprintf(run->hand_name, sizeof run->hand_name, _("%s, %d honba"),
				 names_round(ev->round_wind, ev->hand_number), ev->honba);
		break;
	case EV_DRAW:
		run->turn += ev->seat == r->seat;
		break;
	case EV_WIN:
		if (ev->from == r->seat && ev->seat != r->seat &&
		    r->ndealins < (int)(sizeof r->dealins / sizeof r->dealins[0])) {
			struct review_deal_in *d = &r->dealins[r->ndealins++];
			memset(d, 0, sizeof *d);
			d->hand = run->hand;
			snprintf(d->hand_name, sizeof d->hand_name, "%s", run->hand_name);
			d->turn = run->turn;
			d->tile = ev->tile;
			d->winner = ev->seat;
			d->points = ev->score ? ev->score->total : ev->mcr ? ev->mcr->points : 0;
			d->threat =
			    run->last_threat && tile_kind(run->last_tile) == tile_kind(ev->tile);
			if (d->threat)
				d->move = run->last_move;
		}
		break;
	default:
		break;
	}
}

int review_text(const char *name, const char *text, int seat, struct review *out, char *err,
		size_t errsize)
{
	bool keep = out->keep_steps;
	memset(out, 0, sizeof *out);
	out->seat = seat < 0 ? review_player_seat(text) : seat;
	out->keep_steps = keep;
	struct review_run run = {.r = out, .hand = -1, .claim_passed_from = -1};
	struct replay_watch w = {.decision = decision, .event = event, .ctx = &run};
	struct replay_stats stats = {0};
	/* the replay's own report of differences is not the review's: counted, not printed */
	FILE *sink = fopen("/dev/null", "w");
	int rc = replay_text_watched(name, text, &w, sink ? sink : stderr, &stats, err, errsize);
	if (sink)
		fclose(sink);
	out->replay_differences = stats.differences;
	if (rc == 0 && run.seats) {
		/* TRANSLATORS: a seat asked for that a three-player game does not have. */
		snprintf(err, errsize, _("%s: no seat %d: the game has %d players (seats 0 to %d)"),
			 name, out->seat, run.seats, run.seats - 1);
		rc = -1;
	}
	if (rc == 0 && run.failed) {
		snprintf(err, errsize, "%s: %s", name, _("out of memory"));
		rc = -1;
	}
	if (rc < 0)
		review_free(out);
	return rc;
}

int review_file(const char *path, int seat, struct review *out, char *err, size_t errsize)
{
	char *text, why[200];
	size_t len;
	bool keep = out->keep_steps;
	memset(out, 0, sizeof *out);
	out->keep_steps = keep;
	if (file_read_all(path, REPLAY_MAX_SIZE, FILE_READ_PIPES, &text, &len, why, sizeof why) <
	    0) {
		snprintf(err, errsize, "%s: %s", path, why);
		return -1;
	}
	int rc = review_text(path, text, seat, out, err, errsize);
	free(text);
	return rc;
}

void review_free(struct review *r)
{
	free(r->diffs);
	free(r->steps);
	free(r->choices);
	r->diffs = NULL;
	r->steps = NULL;
	r->choices = NULL;
	r->ndiffs = r->nsteps = r->nchoices = 0;
}

/* The names the game gives its player in its logs: "You" in each of its languages. */
static bool is_player_name(const char *name)
{
	static const char *const yous[] = {"You", "自分", "自己"};
	for (size_t i = 0; i < sizeof yous / sizeof yous[0]; i++)
		if (strcmp(name, yous[i]) == 0)
			return true;
	return false;
}

int review_player_seat(const char *text)
{
	/* tenhou.net/6 and jansou-mcr/1: "name" at the top; mjai: start_game's "names" */
	size_t len = strcspn(text, "\n");
	json_object *root = json_tokener_parse(text);
	if (!root) {
		char *first = strndup(text, len);
		root = first ? json_tokener_parse(first) : NULL;
		free(first);
	}
	json_object *names = NULL;
	int seat = 0, found = 0;
	if (root &&
	    (json_object_object_get_ex(root, "name", &names) ||
	     json_object_object_get_ex(root, "names", &names)) &&
	    json_object_is_type(names, json_type_array))
		for (int i = 0; i < (int)json_object_array_length(names) && i < SEATS; i++) {
			const char *n = json_object_get_string(json_object_array_get_idx(names, i));
			if (n && is_player_name(n)) {
				seat = i;
				found++;
			}
		}
	json_object_put(root);
	return found == 1 ? seat : 0;
}

const char *review_cost_text(const struct ai_candidate *played, const struct ai_candidate *best,
			     char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = 0;
	int steps = played->shanten - best->shanten;
	int tiles = best->ukeire - played->ukeire;
	int danger = played->danger - best->danger;
	char part[3][96];
	int n = 0;
	if (steps > 0)
		snprintf(part[n++], sizeof part[0],
			 ngettext("%d step further from ready", "%d steps further from ready",
				  (unsigned long)steps),
			 steps);
	else if (steps == 0 && tiles > 0)
		snprintf(part[n++], sizeof part[0],
			 ngettext("%d fewer tile improves the hand",
				  "%d fewer tiles improve the hand", (unsigned long)tiles),
			 tiles);
	if (danger > 0)
		snprintf(part[n++], sizeof part[0], _("%.1f%% more to deal in"), danger / 10.0);
	for (int i = 0; i < n && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? "; " : "", part[i]);
	return buf;
}

const char *review_tile_text(tile_t t)
{
	return kind_is_flower(tile_kind(t)) ? notation_tile(t) : names_tile_word(t);
}

const char *review_action_text(const struct action *a, char *buf, size_t size)
{
	const char *word = names_action_word(a->type);
	char tiles[32] = "";
	switch (a->type) {
	case ACT_DISCARD:
	case ACT_RIICHI:
	case ACT_ANKAN:
	case ACT_KAKAN:
		snprintf(tiles, sizeof tiles, " %s", review_tile_text(a->tile));
		break;
	case ACT_CHI:
	case ACT_PON:
	case ACT_MINKAN: {
		/* the tiles from the hand, then the one taken */
		size_t len = 1;
		tiles[0] = ' ';
		int k = a->type == ACT_MINKAN ? 3 : 2;
		for (int i = 0; i < k; i++)
			len += (size_t)snprintf(tiles + len, sizeof tiles - len, "%s",
						review_tile_text(a->hand[i]));
		snprintf(tiles + len, sizeof tiles - len, "+%s", review_tile_text(a->tile));
		break;
	}
	default:
		break;
	}
	snprintf(buf, size, "%s%s", word, tiles);
	return buf;
}
