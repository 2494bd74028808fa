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

#include <string.h>

#include "ai/value.h"
#include "rules/shanten.h"

typedef double outlook_t[AI_LOOKAHEAD_DRAWS + 1]; /* by own draws left */

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
	ai_memo_clear(&la->tenpai_memo);
	ai_memo_clear(&la->outlook_memo);
	la->tenpai_end = la->draws > AI_LOOKAHEAD_READY_DRAWS ? 0
			 : ai_nseats(t->v) == 3 ? rules_family_of(t->v->family)->noten_pool
						: AI_LOOKAHEAD_READY_END;
}

/* Ready, it wins on none of the draws left; nobody else ends the hand before any of them. */
double ai_lookahead_ready_only(const struct ai_lookahead *la)
{
	double v = la->tenpai_end;
	for (int d = 0; d < la->draws; d++)
		v *= 1 - AI_LOOKAHEAD_HAZARD;
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
			 struct ai_tenpai_seen *e)
{
	tile_t tiles[14];
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		for (int i = 0; i < c[k] && n < 14; i++) {
			bool red = i == 0 && is_five(k) && (reds >> kind_suit(k) & 1);
			tiles[n++] = (tile_t)(k | (red ? TILE_RED : 0));
		}
	int waits = 0;
	uint64_t completing;
	const struct ai_hand *h = la->h;
	int value = ai_tenpai_value_kinds(h, tiles, n, h->closed, &waits, &completing);
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
static struct ai_tenpai_seen tenpai_of(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds)
{
	struct ai_memo_key key = key_of(c, reds, 0);
	int i = ai_memo_find(&la->tenpai_memo, &key);
	if (i >= 0)
		return la->tenpai[i];
	struct ai_tenpai_seen e;
	tenpai_score(la, c, reds, &e);
	if ((i = ai_memo_add(&la->tenpai_memo, &key)) >= 0)
		la->tenpai[i] = e;
	return e;
}

static void outlook_of(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds, int s,
		       outlook_t out, outlook_t win);

/* Tenpai: the chance of a win within each number of draws, times its value. */
static void tenpai_outlook(struct ai_lookahead *la, uint8_t c[TILE_KINDS], int reds, outlook_t out,
			   outlook_t win)
{
	const struct ai_tenpai_seen e = tenpai_of(la, c, reds);
	double q = e.win_step, live = 1 - AI_LOOKAHEAD_HAZARD;
	out[0] = la->tenpai_end;
	win[0] = 0;
	for (int d = 1; d <= la->draws; d++) {
		win[d] = live * (q + (1 - q) * win[d - 1]);
		out[d] = live * (q * e.value + (1 - q) * out[d - 1]);
	}
}

/*
 * The kinds that can lower a hand's shanten s: a tile's neighbours, and the terminals and
 * honours thirteen orphans may want. A terminal or honour that joins no tile held lowers a
 * concealed hand's shanten only toward thirteen orphans or seven pairs (a new kind), and only
 * when that is already as short as s; it never lowers one counted by the standard shape alone
 * (melds, or a value honour called); an open hand's three set runs may still want it.
 */
static uint64_t candidate_draws(const struct ai_hand *h, const uint8_t c[TILE_KINDS],
				const struct shanten_groups *g, int s)
{
	uint64_t near = ai_kinds_near(c);
	if (h->closed && h->nmelds == 0) {
		int pairs, orphans;
		shanten_groups_special(g, c, &pairs, &orphans);
		if (pairs > s && orphans > s)
			return near;
	} else if (h->closed || h->yakuhai_meld)
		return near;
	uint64_t yaochu = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		yaochu |= (uint64_t)kind_is_yaochu(k) << k;
	return near | yaochu;
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
	uint64_t draws = candidate_draws(h, c, &g, s);
	for (int k = 0; k < TILE_KINDS; k++) {
		if (!(draws >> k & 1) || !t->unseen[k] || c[k] >= 4)
			continue;
		struct shanten_groups drawn = g;
		shanten_groups_change(&drawn, c, k, 1);
		c[k]++;
		if (ai_shanten_of(h, c, &drawn, NULL) >= s) {
			c[k]--;
			continue;
		}
		/* the best discard after the draw, for each number of draws left */
		outlook_t best = {0}, best_win = {0};
		for (int d = 0; d < TILE_KINDS; d++) {
			if (!c[d])
				continue;
			struct shanten_groups left = drawn;
			shanten_groups_change(&left, c, d, -1);
			c[d]--;
			if (ai_shanten_of(h, c, &left, NULL) == s - 1) {
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
		c[k]--;
		double p = (double)t->unseen[k] / la->unseen;
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
		out[d] = (1 - AI_LOOKAHEAD_HAZARD) * (acc[d - 1] + (1 - moves) * out[d - 1]);
		win[d] = (1 - AI_LOOKAHEAD_HAZARD) * (acc_win[d - 1] + (1 - moves) * win[d - 1]);
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
	size_t len = sizeof(double) * (size_t)(la->draws + 1);
	struct ai_memo_key key = key_of(c, reds, s);
	int i = ai_memo_find(&la->outlook_memo, &key);
	if (i >= 0) {
		memcpy(out, la->outlook[i].out, len);
		memcpy(win, la->outlook[i].win, len);
		return;
	}
	outlook_search(la, c, reds, s, out, win);
	if ((i = ai_memo_add(&la->outlook_memo, &key)) >= 0) {
		memcpy(la->outlook[i].out, out, len);
		memcpy(la->outlook[i].win, win, len);
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
	outlook_of(la, counts, la->reds, s < 0 ? 0 : s, o, w);
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
