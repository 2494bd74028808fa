/* Hand value: han guessed from dora, value honours and the yaku in reach; exact at tenpai. */
#include "ai/value.h"

#include <string.h>

#include "ai/score_memo.h"
#include "rules/score.h"
#include "rules/shanten.h"

int ai_points_of_han(double han, bool dealer)
{
	/* ron at 30 fu, then the limits */
	static const int child[14] = {0,     1000,  2000,  3900,  7700,	 8000,	12000,
				      12000, 16000, 16000, 16000, 24000, 24000, 32000};
	if (han <= 0)
		return 0;
	if (han >= 13)
		return dealer ? 48000 : 32000;
	int lo = (int)han;
	double f = han - lo;
	double p = child[lo] * (1 - f) + child[lo + 1] * f;
	return (int)(dealer ? p * 1.5 : p);
}

/* Han of value honours: triplets held or called count in full, pairs in part. */
static double yakuhai_han(const struct ai_hand *h, const uint8_t counts[TILE_KINDS])
{
	const struct ai_table *t = h->t;
	double han = 0;
	for (int i = 0; i < h->nmelds; i++) {
		const struct meld *m = &h->melds[i];
		if (m->type != MELD_CHI)
			han += t->yakuhai[meld_kind(m)];
	}
	for (int k = TILE_EAST; k < TILE_KINDS; k++) {
		if (counts[k] >= 3)
			han += t->yakuhai[k];
		else if (counts[k] == 2 && t->unseen[k] > 0)
			han += 0.3 * t->yakuhai[k];
	}
	return han;
}

int ai_value_estimate(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], int reds,
		      enum ai_path path)
{
	const struct ai_table *t = h->t;
	double han = ai_dora_of(t, counts) + t->dora_in_melds + reds + yakuhai_han(h, counts);
	int yaochu = 0, suits[4] = {0}, tiles = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		yaochu += kind_is_yaochu(k) ? counts[k] : 0;
		suits[kind_suit(k)] += counts[k];
		tiles += counts[k];
	}
	for (int i = 0; i < h->nmelds; i++)
		for (int j = 0; j < 3; j++) {
			int k = tile_kind(h->melds[i].tiles[j]);
			yaochu += kind_is_yaochu(k);
			suits[kind_suit(k)]++;
			tiles++;
		}
	if (h->closed)
		han += 1.4; /* riichi, with tsumo and ura now and then */
	if (path == PATH_TANYAO || yaochu == 0)
		han += 1;
	else if (yaochu <= 1 && h->closed)
		han += 0.5;
	int main_suit = 0;
	for (int s = 1; s < 3; s++)
		if (suits[s] > suits[main_suit])
			main_suit = s;
	if (path == PATH_FLUSH || suits[main_suit] + suits[SUIT_HONOR] == tiles)
		han += h->closed ? 3 : 2;
	if (path == PATH_TOITOI)
		han += 2;
	if (path == PATH_ITTSU || path == PATH_SANSHOKU)
		han += 1; /* open; a closed hand is counted by its riichi */
	if (han < 1)
		han = 1;
	return ai_points_of_han(han, t->dealer);
}

static void win_context_of(const struct ai_table *t, bool riichi, struct win_context *ctx)
{
	memset(ctx, 0, sizeof *ctx);
	ctx->riichi = riichi;
	ctx->round_wind = t->round_wind;
	ctx->seat_wind = t->seat_wind;
	ctx->ndora = t->v->nindicators;
	memcpy(ctx->dora, t->v->indicators, (size_t)ctx->ndora);
}

/*
 * The kinds that may complete the tenpai counts c (read as g): a tile joins a held one (the
 * same kind, or within two in its suit); a terminal or honour that joins none completes only
 * thirteen orphans, which a hand with melds or not ready for it cannot be. *standard says
 * whether only the standard shape can be completed (seven pairs and thirteen orphans, for a
 * hand without melds, not ready either).
 */
static uint64_t completion_candidates(const uint8_t c[TILE_KINDS], const struct shanten_groups *g,
				      int nmelds, bool *standard)
{
	uint64_t cand = ai_kinds_near(c);
	int pairs, orphans;
	shanten_groups_special(g, c, &pairs, &orphans);
	*standard = nmelds > 0 || (pairs > 0 && orphans > 0);
	if (nmelds == 0 && orphans <= 0)
		for (int k = 0; k < TILE_KINDS; k++)
			cand |= (uint64_t)kind_is_yaochu(k) << k;
	return cand;
}

/* The kinds of each group: man, pin, sou, honours. */
static const uint64_t group_kinds[4] = {
    UINT64_C(0x1ff),
    UINT64_C(0x1ff) << 9,
    UINT64_C(0x1ff) << 18,
    UINT64_C(0x7f) << 27,
};

/*
 * The kinds that can complete the standard shape of a hand read as g, by its groups' sizes: a
 * complete hand is blocks and one pair, none across groups, so each group holds a multiple of
 * three tiles but the pair's, which holds two more. The winning tile goes to the one group
 * a tile short of that (the others already fit), or, with none short, to either of two groups
 * holding two more than a multiple of three (one becomes the pair's); any other hand wins on
 * nothing.
 */
static uint64_t standard_win_groups(const struct shanten_groups *g)
{
	uint64_t one = 0, two = 0;
	int ones = 0, twos = 0;
	for (int i = 0; i < 4; i++) {
		int r = g->ntiles[i] % 3;
		if (r == 1) {
			one |= group_kinds[i];
			ones++;
		} else if (r == 2) {
			two |= group_kinds[i];
			twos++;
		}
	}
	if (ones == 1 && twos == 0)
		return one;
	if (ones == 0 && twos == 2)
		return two;
	return 0;
}

/* The waits of the tenpai hand (c its counts, ctx its situation): the kinds that complete it,
 * and what those that score are paid by ron. */
static void waits_scored(const struct ai_hand *h, const struct hand *hand, uint8_t c[TILE_KINDS],
			 struct win_context *ctx, struct ai_waits_scored *w)
{
	w->completing = w->scoring = 0;
	/* each hand tried is one tile more than c: only that kind's group is read again */
	struct shanten_groups g;
	shanten_groups_read(&g, c);
	bool standard;
	uint64_t cand = completion_candidates(c, &g, h->nmelds, &standard);
	if (standard && g.tiles >= 0)
		cand &= standard_win_groups(&g);
	for (int k = 0; k < TILE_KINDS; k++) {
		if (c[k] >= 4 || !(cand >> k & 1))
			continue;
		bool complete;
		if (standard) {
			complete = shanten_groups_standard_after(&g, c, k, 1) == -1;
		} else {
			struct shanten_groups drawn = g;
			shanten_groups_change(&drawn, c, k, 1);
			c[k]++;
			complete = shanten_groups_min(&drawn, c, h->nmelds) == -1;
			c[k]--;
		}
		if (!complete)
			continue;
		w->completing |= UINT64_C(1) << k;
		struct score_result r;
		ctx->win = (tile_t)k;
		score_win(h->t->rules, hand, ctx, &r);
		if (r.status != SCORE_OK)
			continue;
		w->scoring |= UINT64_C(1) << k;
		w->ron[k] = r.ron;
	}
}

/* The mean ron of the scoring waits, each weighed by its copies unseen (one when none is). */
static int waits_value(const struct ai_table *t, const struct ai_waits_scored *w, int *waits)
{
	long sum = 0;
	int weight = 0;
	if (waits)
		*waits = 0;
	for (uint64_t bits = w->scoring; bits; bits &= bits - 1) {
		int k = __builtin_ctzll(bits);
		int copies = t->unseen[k];
		sum += (long)w->ron[k] * (copies ? copies : 1);
		weight += copies ? copies : 1;
		if (waits)
			*waits += copies;
	}
	return weight ? (int)(sum / weight) : 0;
}

/* The waits of the tenpai hand tiles[0..n) (c its counts), scored and kept in the seat's
 * memory. */
static void waits_of_tiles(const struct ai_hand *h, const tile_t *tiles, int n,
			   uint8_t c[TILE_KINDS], struct win_context *ctx,
			   struct ai_waits_scored *w)
{
	struct hand hand = {.ntiles = n, .nmelds = h->nmelds};
	memcpy(hand.tiles, tiles, (size_t)n);
	memcpy(hand.melds, h->melds, sizeof hand.melds[0] * (size_t)h->nmelds);
	waits_scored(h, &hand, c, ctx, w);
	ai_score_memo_keep(h->t->scores, w);
}

int ai_tenpai_value_kinds(const struct ai_hand *h, const tile_t *tiles, int n, bool riichi,
			  int *waits, uint64_t *completing)
{
	const struct ai_table *t = h->t;
	uint8_t c[TILE_KINDS] = {0};
	tiles_count(tiles, n, c);
	int reds = 0; /* two bits a suit */
	for (int i = 0; i < n; i++)
		if (tile_is_red(tiles[i]))
			reds += 1 << 2 * kind_suit(tile_kind(tiles[i]));
	struct win_context ctx;
	win_context_of(t, riichi, &ctx);
	/* scored before by this seat in this situation, or scored now and kept */
	const struct ai_waits_scored *w =
	    ai_score_memo_find(t->scores, t->rules, c, reds, h->melds, h->nmelds, &ctx);
	struct ai_waits_scored scored;
	if (!w) {
		waits_of_tiles(h, tiles, n, c, &ctx, &scored);
		w = &scored;
	}
	*completing = w->completing;
	return waits_value(t, w, waits);
}

int ai_tenpai_value_counts(const struct ai_hand *h, const uint8_t counts[TILE_KINDS], int reds,
			   bool riichi, int *waits, uint64_t *completing)
{
	const struct ai_table *t = h->t;
	uint8_t c[TILE_KINDS];
	memcpy(c, counts, sizeof c);
	int red_fives = 0; /* a suit's red five is its first five, while it holds one */
	for (int s = 0; s < 3; s++)
		if ((reds >> s & 1) && c[9 * s + 4])
			red_fives += 1 << 2 * s;
	struct win_context ctx;
	win_context_of(t, riichi, &ctx);
	const struct ai_waits_scored *w =
	    ai_score_memo_find(t->scores, t->rules, c, red_fives, h->melds, h->nmelds, &ctx);
	struct ai_waits_scored scored;
	if (!w) {
		tile_t tiles[14];
		int n = 0;
		for (int k = 0; k < TILE_KINDS; k++)
			for (int i = 0; i < c[k] && n < 14; i++) {
				bool red = i == 0 && (red_fives >> 2 * kind_suit(k) & 1) &&
					   !kind_is_honor(k) && kind_number(k) == 5;
				tiles[n++] = (tile_t)(k | (red ? TILE_RED : 0));
			}
		waits_of_tiles(h, tiles, n, c, &ctx, &scored);
		w = &scored;
	}
	*completing = w->completing;
	return waits_value(t, w, waits);
}

int ai_tenpai_value(const struct ai_hand *h, const tile_t *tiles, int n, bool riichi, int *waits)
{
	uint64_t completing;
	return ai_tenpai_value_kinds(h, tiles, n, riichi, waits, &completing);
}
