/*
 * Looking ahead through the draws. A hand at shanten s moves on when it draws one of the tiles
 * that bring it closer (each with the chance its unseen copies give) and then lets go of the
 * tile that leaves it best placed; any other draw changes nothing. At tenpai it wins, each own
 * draw, with the chance its winning tiles give by tsumo and as often again by ron (once if it
 * is furiten), and brings the exact score of the wait; before each own draw, another player
 * may end the hand (ai/lookahead.h has the constants); a hand still ready when the wall runs
 * out is paid for being ready. Worked out for every number of draws
 * left at once, as which discard is best after a draw can change with the draws left.
 */
#include "ai/lookahead.h"

#include <stdlib.h>
#include <string.h>

#include "ai/memo.h"
#include "ai/value.h"
#include "rules/shanten.h"

typedef double outlook_t[AI_LOOKAHEAD_DRAWS + 1]; /* by own draws left */

/* A tenpai hand's figures. */
struct tenpai_seen {
	float win_step; /* chance of winning, per own draw */
	float value;
};

/* The outlook of a hand (out, win as ai_lookahead_ev gives them), or of a hand just drawn to
 * (the best discard's, for each number of draws left). */
struct outlook_seen {
	outlook_t out, win;
};

/*
 * The hands of a decision, each worked out once: tenpai hands scored; hands further away
 * looked ahead; hands just drawn to below the first step, whose best discards are the same
 * whichever of two draws came first.
 */
enum { TENPAI_SEEN = 2048, OUTLOOK_SEEN = 512, DRAWN_SEEN = 1024 };

struct ai_lookahead_seen {
	struct ai_memo tenpai_memo, outlook_memo, drawn_memo;
	uint16_t tenpai_at[2 * TENPAI_SEEN], outlook_at[2 * OUTLOOK_SEEN], drawn_at[2 * DRAWN_SEEN];
	struct ai_memo_key tenpai_keys[TENPAI_SEEN], outlook_keys[OUTLOOK_SEEN],
	    drawn_keys[DRAWN_SEEN];
	struct tenpai_seen tenpai[TENPAI_SEEN];
	struct outlook_seen outlook[OUTLOOK_SEEN], drawn[DRAWN_SEEN];
};

static struct ai_lookahead_seen *seen_create(void)
{
	struct ai_lookahead_seen *m = malloc(sizeof *m);
	if (!m)
		return NULL;
	ai_memo_init(&m->tenpai_memo, TENPAI_SEEN, m->tenpai_at, m->tenpai_keys);
	ai_memo_init(&m->outlook_memo, OUTLOOK_SEEN, m->outlook_at, m->outlook_keys);
	ai_memo_init(&m->drawn_memo, DRAWN_SEEN, m->drawn_at, m->drawn_keys);
	return m;
}

void ai_lookahead_release(struct ai_lookahead *la)
{
	free(la->seen);
	la->seen = NULL;
}

static bool is_five(int k)
{
	return !kind_is_honor(k) && kind_number(k) == 5;
}

int ai_reds_after(int reds, const uint8_t counts[TILE_KINDS], int d)
{
	return is_five(d) && !counts[d] ? reds & ~(1 << kind_suit(d)) : reds;
}

/* The red fives (bits by suit) among tiles[0..n) but one copy of the tile discard (-1: none). */
static int reds_without(const tile_t *tiles, int n, int discard)
{
	int reds = 0;
	bool gone = false;
	for (int i = 0; i < n; i++) {
		if (!gone && tiles[i] == discard) {
			gone = true;
			continue;
		}
		if (tile_is_red(tiles[i]))
			reds |= 1 << kind_suit(tile_kind(tiles[i]));
	}
	return reds;
}

void ai_lookahead_init(struct ai_lookahead *la, const struct ai_hand *h, int reds)
{
	const struct ai_table *t = h->t;
	la->h = h;
	la->reds = reds;
	la->draws = t->v->live_left / ai_nseats(t->v);
	if (la->draws > AI_LOOKAHEAD_DRAWS)
		la->draws = AI_LOOKAHEAD_DRAWS;
	la->unseen = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		la->unseen += t->unseen[k];
	if (la->unseen < 1)
		la->unseen = 1;
	la->top = 0;
	la->others_win = 0;
	la->hazard = AI_LOOKAHEAD_HAZARD;
	la->seen = NULL; /* made by the first look ahead */
	la->tenpai_end = la->draws > AI_LOOKAHEAD_READY_DRAWS ? 0
			 : ai_nseats(t->v) == 3 ? rules_family_of(t->v->family)->noten_pool
						: AI_LOOKAHEAD_READY_END;
}

void ai_lookahead_threatened(struct ai_lookahead *la, double threat_wins)
{
	la->hazard = AI_LOOKAHEAD_HAZARD + (1 - AI_LOOKAHEAD_HAZARD) * threat_wins;
}

void ai_lookahead_count_hand_end(struct ai_lookahead *la)
{
	la->others_win = (double)AI_LOOKAHEAD_AVERAGE_WIN / (ai_nseats(la->h->t->v) - 1);
}

/* Ready, it wins on none of the draws left; nobody else ends the hand before any of them. */
double ai_lookahead_ready_only(const struct ai_lookahead *la)
{
	double v = la->tenpai_end;
	for (int d = 0; d < la->draws; d++)
		v *= 1 - la->hazard;
	return v;
}

/* Whether the waits (kinds as bits) include a kind the seat has discarded (furiten: no ron). */
static bool furiten(const struct ai_lookahead *la, uint64_t waits)
{
	const struct ai_table *t = la->h->t;
	return (river_kinds(&t->v->seats[t->seat]) & waits) != 0;
}

/* The chance per own draw that the tenpai counts win, and the mean value of a win. */
static void tenpai_score(const struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds,
			 struct tenpai_seen *e)
{
	int waits = 0;
	uint64_t completing;
	const struct ai_hand *h = la->h;
	int value = ai_tenpai_value_counts(h, c, reds, h->closed, &waits, &completing);
	double step = 0;
	if (value > 0 && waits > 0) {
		step = (double)waits / la->unseen *
		       (furiten(la, completing) ? 1 : AI_LOOKAHEAD_RON_SHARE);
		if (step > AI_LOOKAHEAD_MAX_STEP)
			step = AI_LOOKAHEAD_MAX_STEP;
	}
	e->win_step = (float)step;
	e->value = (float)(value * (h->closed ? AI_LOOKAHEAD_CLOSED : 1));
}

static struct ai_memo_key key_of(const uint8_t c[TILE_KINDS], int reds, int s)
{
	struct ai_memo_key key = {.reds = (uint8_t)reds, .shanten = (uint8_t)s};
	memcpy(key.counts, c, TILE_KINDS);
	return key;
}

/* tenpai_score, once a decision for each hand. */
static struct tenpai_seen tenpai_of(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds)
{
	struct ai_lookahead_seen *m = la->seen;
	struct tenpai_seen e;
	if (!m) {
		tenpai_score(la, c, reds, &e);
		return e;
	}
	struct ai_memo_key key = key_of(c, reds, 0);
	int i = ai_memo_find(&m->tenpai_memo, &key);
	if (i >= 0)
		return m->tenpai[i];
	tenpai_score(la, c, reds, &e);
	if ((i = ai_memo_add(&m->tenpai_memo, &key)) >= 0)
		m->tenpai[i] = e;
	return e;
}

static void outlook_of(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds, int s,
		       outlook_t out, outlook_t win);

/* Tenpai: the chance of a win within each number of draws, times its value. */
static void tenpai_outlook(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds, outlook_t out,
			   outlook_t win)
{
	const struct tenpai_seen e = tenpai_of(la, c, reds);
	double q = e.win_step, live = 1 - la->hazard;
	/* the chance that the others would win in the draws after a win on this one */
	double others_end = 0;
	out[0] = la->tenpai_end;
	win[0] = 0;
	for (int d = 1; d <= la->draws; d++) {
		double saved = e.value > 0 ? others_end * la->others_win : 0;
		win[d] = live * (q + (1 - q) * win[d - 1]);
		out[d] = live * (q * (e.value + saved) + (1 - q) * out[d - 1]);
		others_end = la->hazard + (1 - la->hazard) * others_end;
	}
}

/*
 * The kinds that can lower a hand's shanten s: a tile's neighbours, and the terminals and
 * honours thirteen orphans may want. A terminal or honour that joins no tile held lowers a
 * concealed hand's shanten only toward thirteen orphans or seven pairs (a new kind), and only
 * when that is already as short as s; it never lowers one counted by the standard shape alone
 * (melds, or a value honour called); an open hand's three set runs may still want it.
 * *standard says whether the standard shape alone counts for the hands one draw, and one draw
 * and a discard, from c: a draw brings seven pairs and thirteen orphans a step at most, a
 * discard none, so when both are further than s they never count.
 */
static uint64_t candidate_draws(const struct ai_hand *h, const uint8_t c[TILE_KINDS],
				const struct shanten_groups *g, int s, bool *standard)
{
	uint64_t near = ai_kinds_near(c);
	*standard = false;
	if (h->closed && h->nmelds == 0) {
		int pairs, orphans;
		shanten_groups_special(g, c, &pairs, &orphans);
		if (pairs > s && orphans > s) {
			*standard = true;
			return near;
		}
	} else if (h->closed || h->yakuhai_meld) {
		*standard = true;
		return near;
	}
	uint64_t yaochu = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		yaochu |= (uint64_t)kind_is_yaochu(k) << k;
	return near | yaochu;
}

/* The shanten of c (read as g), of the standard shape alone when that is all that counts;
 * worked out to the end only below ceiling (ai_shanten_under). */
static int shanten_near(const struct ai_hand *h, const uint8_t c[TILE_KINDS],
			const struct shanten_groups *g, bool standard, int ceiling)
{
	return standard ? shanten_groups_standard(g, c) : ai_shanten_under(h, c, g, ceiling);
}

/* The best discard's outlook, for each number of draws left, from the hand c just drawn to at
 * shanten s - 1 (read as drawn); the discard of kind back (-1: none) is known not to keep it
 * (it gives back the hand drawn from, not at s - 1). */
static void drawn_search(struct ai_lookahead *la, uint8_t c[TILE_KINDS],
			 const struct shanten_groups *drawn, int reds, int s, bool standard,
			 int back, outlook_t best, outlook_t best_win)
{
	const struct ai_hand *h = la->h;
	for (int i = 0; i <= la->draws; i++)
		best[i] = best_win[i] = 0;
	for (int d = 0; d < TILE_KINDS; d++) {
		if (!c[d] || d == back)
			continue;
		int after;
		if (standard) {
			after = shanten_groups_standard_after(drawn, c, d, -1);
			c[d]--;
		} else {
			struct shanten_groups left = *drawn;
			shanten_groups_change(&left, c, d, -1);
			c[d]--;
			after = ai_shanten_under(h, c, &left, s);
		}
		if (after == s - 1) {
			outlook_t o, w;
			outlook_of(la, c, ai_reds_after(reds, c, d), s - 1, o, w);
			for (int i = 0; i <= la->draws; i++)
				if (o[i] > best[i]) {
					best[i] = o[i];
					best_win[i] = w[i];
				}
		}
		c[d]++;
	}
}

/* drawn_search, once a decision for each hand drawn to below the first step: two draws in
 * either order reach the same hand. */
static void drawn_best(struct ai_lookahead *la, uint8_t c[TILE_KINDS],
		       const struct shanten_groups *drawn, int reds, int s, bool standard, int back,
		       outlook_t best, outlook_t best_win)
{
	struct ai_lookahead_seen *m = la->seen;
	if (s >= la->top || !m) {
		drawn_search(la, c, drawn, reds, s, standard, back, best, best_win);
		return;
	}
	size_t len = sizeof(double) * (size_t)(la->draws + 1);
	struct ai_memo_key key = key_of(c, reds, s);
	int i = ai_memo_find(&m->drawn_memo, &key);
	if (i >= 0) {
		memcpy(best, m->drawn[i].out, len);
		memcpy(best_win, m->drawn[i].win, len);
		return;
	}
	drawn_search(la, c, drawn, reds, s, standard, back, best, best_win);
	if ((i = ai_memo_add(&m->drawn_memo, &key)) >= 0) {
		memcpy(m->drawn[i].out, best, len);
		memcpy(m->drawn[i].win, best_win, len);
	}
}

/* Whether kind k, with the tiles c, completes a run: two held tiles beside it in its suit. */
static bool completes_run(const uint8_t c[TILE_KINDS], int k)
{
	if (kind_is_honor(k))
		return false;
	int n = kind_number(k);
	bool below1 = n >= 2 && c[k - 1], below2 = n >= 3 && c[k - 2];
	bool above1 = n <= 8 && c[k + 1], above2 = n <= 7 && c[k + 2];
	return (below1 && below2) || (below1 && above1) || (above1 && above2);
}

/* How many times more often than by the own draw alone an open hand gets kind k, which moves
 * it on: by a pon of a pair it holds, or a chi of a run it completes (ai/lookahead.h). */
static double call_factor(const struct ai_lookahead *la, const uint8_t c[TILE_KINDS], int k)
{
	if (la->h->closed)
		return 1;
	int others = ai_nseats(la->h->t->v) - 1;
	if (c[k] >= 2)
		return 1 + AI_LOOKAHEAD_PON_SHARE * others / 3;
	if (others == 3 && completes_run(c, k))
		return 1 + AI_LOOKAHEAD_CHI_SHARE;
	return 1;
}

static void outlook_search(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds, int s,
			   outlook_t out, outlook_t win)
{
	const struct ai_hand *h = la->h;
	const struct ai_table *t = h->t;
	outlook_t acc = {0}, acc_win = {0};
	double moves = 0;
	struct shanten_groups g;
	shanten_groups_read(&g, c);
	bool standard;
	uint64_t draws = candidate_draws(h, c, &g, s, &standard);
	/* the hand itself, counted as its draws are: a draw let go again gives it back */
	int own = -2;
	for (; draws; draws &= draws - 1) {
		int k = __builtin_ctzll(draws);
		if (!t->unseen[k] || c[k] >= 4)
			continue;
		/* by the standard shape, a draw that lowers nothing is seen without reading it */
		if (standard && shanten_groups_standard_after(&g, c, k, 1) >= s)
			continue;
		struct shanten_groups drawn = g;
		shanten_groups_change(&drawn, c, k, 1);
		c[k]++;
		if (!standard && ai_shanten_under(h, c, &drawn, s) >= s) {
			c[k]--;
			continue;
		}
		/* the best discard after the draw, for each number of draws left */
		outlook_t best, best_win;
		if (own == -2) {
			c[k]--;
			own = shanten_near(h, c, &g, standard, s);
			c[k]++;
		}
		drawn_best(la, c, &drawn, reds, s, standard, own == s - 1 ? -1 : k, best, best_win);
		c[k]--;
		double p = (double)t->unseen[k] / la->unseen * call_factor(la, c, k);
		moves += p;
		for (int i = 0; i <= la->draws; i++) {
			acc[i] += p * best[i];
			acc_win[i] += p * best_win[i];
		}
	}
	if (moves > 1)
		moves = 1;
	out[0] = win[0] = 0;
	for (int d = 1; d <= la->draws; d++) {
		out[d] = (1 - la->hazard) * (acc[d - 1] + (1 - moves) * out[d - 1]);
		win[d] = (1 - la->hazard) * (acc_win[d - 1] + (1 - moves) * win[d - 1]);
	}
}

/* outlook_search, once a decision for each hand: the hands two draws and discards from
 * several candidates' are often the same. */
static void outlook_of(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds, int s,
		       outlook_t out, outlook_t win)
{
	if (s <= 0) {
		tenpai_outlook(la, c, reds, out, win);
		return;
	}
	struct ai_lookahead_seen *m = la->seen;
	if (!m) {
		outlook_search(la, c, reds, s, out, win);
		return;
	}
	size_t len = sizeof(double) * (size_t)(la->draws + 1);
	struct ai_memo_key key = key_of(c, reds, s);
	int i = ai_memo_find(&m->outlook_memo, &key);
	if (i >= 0) {
		memcpy(out, m->outlook[i].out, len);
		memcpy(win, m->outlook[i].win, len);
		return;
	}
	outlook_search(la, c, reds, s, out, win);
	if ((i = ai_memo_add(&m->outlook_memo, &key)) >= 0) {
		memcpy(m->outlook[i].out, out, len);
		memcpy(m->outlook[i].win, win, len);
	}
}

double ai_lookahead_ev(struct ai_lookahead *la, uint8_t counts[TILE_KINDS], int s, double *win)
{
	outlook_t o, w;
	if (s > AI_LOOKAHEAD_SHANTEN || la->draws <= 0) {
		if (win)
			*win = 0;
		return s <= 0 && la->draws <= 0 ? la->tenpai_end : 0;
	}
	if (!la->seen)
		la->seen = seen_create();
	la->top = s < 0 ? 0 : s;
	outlook_of(la, counts, la->reds, la->top, o, w);
	if (win)
		*win = w[la->draws];
	return o[la->draws];
}

double ai_table_outlook(struct ai_lookahead *la, const struct ai_table *t, int discard, int s,
			double *win)
{
	la->reds = reds_without(t->v->hand, t->v->nhand, discard);
	uint8_t c[TILE_KINDS];
	memcpy(c, t->hand, sizeof c);
	if (discard >= 0)
		c[tile_kind((tile_t)discard)]--;
	return ai_lookahead_ev(la, c, s, win);
}
