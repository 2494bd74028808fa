/* Tile efficiency: shanten, acceptance, second-order improvement and value of each discard. */
#include "ai/discards.h"

#include <stdlib.h>
#include <string.h>

#include "ai/value.h"

/*
 * How many tied candidates get the (costly) second-order count, and the
 * shanten above which it is not worth it.
 */
enum { SECOND_ORDER_MAX = 2, SECOND_ORDER_SHANTEN = 1 };

/*
 * Second-order improvement: of the draws that do not lower the shanten, the
 * unseen tiles after which some discard keeps the shanten and widens the
 * acceptance beyond u. Two hands that accept as many tiles now differ in how
 * often the next draw makes them better. Only single tiles are tried as the
 * discard: letting a pair or a triplet go seldom widens anything.
 */
int ai_second_order(const struct ai_hand *h, uint8_t counts[TILE_KINDS], int s, int u)
{
	const struct ai_table *t = h->t;
	struct shanten_groups g;
	shanten_groups_read(&g, counts);
	uint64_t near = ai_kinds_near(counts);
	int total = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (!t->unseen[k] || counts[k] >= 4 || !(near >> k & 1))
			continue;
		/* each hand tried is one tile from the last: only its kind's group is read again */
		struct shanten_groups drawn = g;
		shanten_groups_change(&drawn, counts, k, 1);
		counts[k]++;
		if (ai_shanten_under(h, counts, &drawn, s) < s) {
			counts[k]--;
			continue;
		}
		bool wider = false;
		for (int d = 0; d < TILE_KINDS && !wider; d++) {
			if (counts[d] != 1 || d == k)
				continue;
			struct shanten_groups left = drawn;
			shanten_groups_change(&left, counts, d, -1);
			counts[d]--;
			if (ai_shanten_under(h, counts, &left, s + 1) == s)
				wider = ai_ukeire_exceeds(h, counts, &left, s, u);
			counts[d]++;
		}
		counts[k]--;
		if (wider)
			total += t->unseen[k];
	}
	return total;
}

/* Among equals, let go of terminals and honours before middle tiles. */
static int keep_worth(int kind)
{
	if (kind_is_honor(kind))
		return 0;
	int n = kind_number(kind);
	return n == 1 || n == 9 ? 1 : n == 2 || n == 8 ? 2 : 3;
}

static int option_order(const void *a, const void *b)
{
	const struct ai_option *x = a, *y = b;
	if (x->c.shanten != y->c.shanten)
		return x->c.shanten - y->c.shanten;
	if (x->c.ukeire != y->c.ukeire)
		return y->c.ukeire - x->c.ukeire;
	if (x->c.second != y->c.second)
		return y->c.second - x->c.second;
	if (x->c.value != y->c.value)
		return y->c.value - x->c.value;
	int kx = tile_kind(x->c.tile), ky = tile_kind(y->c.tile);
	if (keep_worth(kx) != keep_worth(ky))
		return keep_worth(kx) - keep_worth(ky);
	if (kx != ky)
		return kx - ky;
	return x->choice - y->choice;
}

int ai_rank_discards(const struct ai_table *t, const struct action *choices, int n,
		     struct ai_option out[14])
{
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	uint8_t c[TILE_KINDS];
	memcpy(c, t->hand, sizeof c);
	int sh[TILE_KINDS], uk[TILE_KINDS];
	enum ai_path path[TILE_KINDS];
	for (int k = 0; k < TILE_KINDS; k++)
		sh[k] = -99;

	int m = 0;
	for (int i = 0; i < n && m < 14; i++) {
		if (choices[i].type != ACT_DISCARD)
			continue;
		tile_t tile = choices[i].tile;
		bool dup = false;
		for (int j = 0; j < m; j++)
			dup |= out[j].c.tile == tile;
		if (dup)
			continue;
		int k = tile_kind(tile);
		c[k]--;
		if (sh[k] == -99) {
			sh[k] = ai_shanten(&h, c, &path[k]);
			uk[k] = ai_ukeire(&h, c, sh[k], NULL);
		}
		struct ai_option *o = &out[m++];
		memset(o, 0, sizeof *o);
		o->choice = i;
		o->riichi = -1;
		o->path = path[k];
		o->c.tile = tile;
		o->c.shanten = sh[k];
		o->c.ukeire = uk[k];
		o->c.value =
		    ai_value_estimate(&h, c, t->red_concealed - tile_is_red(tile), path[k]);
		c[k]++;
		for (int j = 0; j < n; j++)
			if (choices[j].type == ACT_RIICHI && choices[j].tile == tile)
				o->riichi = j;
	}
	qsort(out, (size_t)m, sizeof *out, option_order);

	/* second order only where shanten and acceptance tie with the best */
	int tied = 1;
	while (tied < m && out[tied].c.shanten == out[0].c.shanten &&
	       out[tied].c.ukeire == out[0].c.ukeire)
		tied++;
	if (tied > 1 && out[0].c.shanten > 0 && out[0].c.shanten <= SECOND_ORDER_SHANTEN) {
		int done = 0;
		for (int i = 0; i < tied && done < SECOND_ORDER_MAX; i++) {
			int k = tile_kind(out[i].c.tile);
			bool same = false;
			for (int j = 0; j < i; j++)
				if (tile_kind(out[j].c.tile) == k) {
					out[i].c.second = out[j].c.second;
					same = true;
				}
			if (same)
				continue;
			c[k]--;
			out[i].c.second = ai_second_order(&h, c, out[i].c.shanten, out[i].c.ukeire);
			c[k]++;
			done++;
		}
		qsort(out, (size_t)tied, sizeof *out, option_order);
	}
	return m;
}

void ai_explain_candidates(struct ai_explain *ex, const struct ai_option *opt, int nopt)
{
	ex->ncand = nopt < 14 ? nopt : 14;
	for (int i = 0; i < ex->ncand; i++)
		ex->cand[i] = opt[i].c;
}
