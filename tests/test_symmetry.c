/*
 * A second way to check the scorers: the suits are interchangeable. Renaming the suits of a
 * complete hand (man to pin, pin to sou...) changes nothing that riichi or Chinese Official
 * rules count, except the few yaku and fan that name a suit or particular tiles: All Green
 * (riichi and MCR) and Reversible Tiles (MCR). So every random hand is scored under all six
 * renamings, and each must give the same yaku or fan, han, fu and points. A scorer that
 * treats one suit apart (a table row or a loop bound off by one suit) shows here.
 *
 * The same holds for reading every number n as 10 - n (a mirror): 12 waiting on 3 becomes 89
 * waiting on 7, an edge wait still. Under Chinese Official rules the mirror swaps Upper Four
 * with Lower Four and Upper Tiles with Lower Tiles.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/mcr.h"
#include "rules/rules.h"
#include "rules/score.h"
#include "tests/tiles_helper.h"

static const int perms[6][3] = {
    {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0},
};

/* perm NULL: the mirror, n to 10 - n in every suit */
static tile_t transform(tile_t t, const int perm[3])
{
	int k = tile_kind(t);
	if (kind_is_honor(k))
		return t;
	if (!perm)
		return (tile_t)(kind_suit(k) * 9 + 8 - k % 9);
	return (tile_t)(perm[kind_suit(k)] * 9 + k % 9);
}

static struct hand rename_hand(const struct hand *h, const int perm[3])
{
	struct hand out = *h;
	for (int i = 0; i < h->ntiles; i++)
		out.tiles[i] = transform(h->tiles[i], perm);
	for (int m = 0; m < h->nmelds; m++) {
		for (int i = 0; i < meld_size(&h->melds[m]); i++)
			out.melds[m].tiles[i] = transform(h->melds[m].tiles[i], perm);
		if (!perm && h->melds[m].type == MELD_CHI) { /* 123 mirrored is 987: lowest first */
			tile_t t = out.melds[m].tiles[0];
			out.melds[m].tiles[0] = out.melds[m].tiles[2];
			out.melds[m].tiles[2] = t;
		}
	}
	return out;
}

/* A random complete hand of four sets and a pair, the winning tile taken out; false if none. */
static bool random_hand(struct hand *h, tile_t *win, unsigned *seed)
{
	uint8_t used[TILE_KINDS] = {0};
	memset(h, 0, sizeof *h);
	int sets = 0;
	for (int tries = 0; sets < 4 && tries < 50; tries++)
		sets += th_add_random_set(h, used, seed);
	int pair = (int)(th_rnd(seed) % TILE_KINDS);
	if (sets < 4 || used[pair] > 2)
		return false;
	h->tiles[h->ntiles++] = (tile_t)pair;
	h->tiles[h->ntiles++] = (tile_t)pair;
	int w = (int)(th_rnd(seed) % (unsigned)h->ntiles);
	*win = h->tiles[w];
	h->tiles[w] = h->tiles[--h->ntiles];
	return true;
}

static bool concealed(const struct hand *h)
{
	for (int m = 0; m < h->nmelds; m++)
		if (meld_is_open(&h->melds[m]))
			return false;
	return true;
}

/* ---- riichi ---- */

static bool riichi_names_a_suit(const struct score_result *r)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == YAKU_RYUUIISOU)
			return true;
	return false;
}

static void riichi_same(const struct score_result *a, const struct score_result *b, int round,
			int perm)
{
	bool same = a->status == b->status && a->han == b->han && a->fu == b->fu &&
		    a->yakuman == b->yakuman && a->total == b->total && a->nyaku == b->nyaku;
	for (int i = 0; same && i < a->nyaku; i++)
		same = a->yaku[i].id == b->yaku[i].id && a->yaku[i].han == b->yaku[i].han;
	if (!same)
		fail_msg("round %d, renaming %d: status %d/%d, %d/%d han, %d/%d fu, total %d/%d",
			 round, perm, a->status, b->status, a->han, b->han, a->fu, b->fu, a->total,
			 b->total);
}

static void riichi_scores_do_not_depend_on_the_suits(void **state)
{
	(void)state;
	/* no red fives: the presets give the suits different numbers of them */
	struct rules rules = *rules_preset("standard");
	memset(rules.red_fives, 0, sizeof rules.red_fives);
	unsigned seed = 77;
	int compared = 0;
	for (int round = 0; round < 4000; round++) {
		struct hand h;
		tile_t win;
		if (!random_hand(&h, &win, &seed))
			continue;
		struct win_context c = {
		    .win = win,
		    .tsumo = th_rnd(&seed) % 2,
		    .round_wind = TILE_EAST + (int)(th_rnd(&seed) % 2),
		    .seat_wind = TILE_EAST + (int)(th_rnd(&seed) % 4),
		};
		c.riichi = concealed(&h) && th_rnd(&seed) % 2;
		struct score_result base;
		score_win(&rules, &h, &c, &base);
		if (riichi_names_a_suit(&base))
			continue;
		for (int p = 1; p <= 6; p++) { /* 6: the mirror */
			struct hand hp = rename_hand(&h, p < 6 ? perms[p] : NULL);
			struct win_context cp = c;
			cp.win = transform(win, p < 6 ? perms[p] : NULL);
			struct score_result r;
			score_win(&rules, &hp, &cp, &r);
			if (riichi_names_a_suit(&r))
				continue;
			riichi_same(&base, &r, round, p);
			compared++;
		}
	}
	assert_true(compared > 10000);
}

/* ---- Chinese Official rules ---- */

static bool mcr_names_tiles(const struct mcr_result *r)
{
	for (int i = 0; i < r->nfans; i++)
		if (r->fans[i].fan == MCR_ALL_GREEN || r->fans[i].fan == MCR_REVERSIBLE_TILES)
			return true;
	return false;
}

/* The fan a fan becomes under the mirror. */
static int mirrored(int fan)
{
	static const int pairs[][2] = {
	    {MCR_UPPER_FOUR, MCR_LOWER_FOUR},
	    {MCR_UPPER_TILES, MCR_LOWER_TILES},
	};
	for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		if (fan == pairs[i][0])
			return pairs[i][1];
		if (fan == pairs[i][1])
			return pairs[i][0];
	}
	return fan;
}

static int fan_count(const struct mcr_result *r, int fan)
{
	for (int i = 0; i < r->nfans; i++)
		if (r->fans[i].fan == fan)
			return r->fans[i].count;
	return 0;
}

static void mcr_same(const struct mcr_result *a, const struct mcr_result *b, int round, int perm)
{
	bool same = a->status == b->status && a->points == b->points && a->nfans == b->nfans;
	for (int i = 0; same && i < a->nfans; i++) {
		int fan = perm == 6 ? mirrored(a->fans[i].fan) : a->fans[i].fan;
		same = fan_count(b, fan) == a->fans[i].count;
	}
	if (!same) {
		for (int i = 0; i < a->nfans; i++)
			printf("# a: %s x%d\n", mcr_fan_table[a->fans[i].fan].id, a->fans[i].count);
		for (int i = 0; i < b->nfans; i++)
			printf("# b: %s x%d\n", mcr_fan_table[b->fans[i].fan].id, b->fans[i].count);
		printf("# readings: %s | %s\n", a->reading, b->reading);
	}
	if (!same)
		fail_msg("round %d, renaming %d: status %d/%d, %d/%d points, %d/%d fan", round,
			 perm, a->status, b->status, a->points, b->points, a->nfans, b->nfans);
}

static void mcr_points_do_not_depend_on_the_suits(void **state)
{
	(void)state;
	unsigned seed = 1998;
	int compared = 0;
	for (int round = 0; round < 3000; round++) {
		struct hand h;
		tile_t win;
		if (!random_hand(&h, &win, &seed))
			continue;
		struct mcr_context c = {
		    .win = win,
		    .tsumo = th_rnd(&seed) % 2,
		    .round_wind = TILE_EAST + (int)(th_rnd(&seed) % 4),
		    .seat_wind = TILE_EAST + (int)(th_rnd(&seed) % 4),
		    .flowers = (int)(th_rnd(&seed) % 3),
		};
		struct mcr_result base;
		mcr_score(&h, &c, &base);
		if (base.status != MCR_OK || mcr_names_tiles(&base))
			continue;
		for (int p = 1; p <= 6; p++) { /* 6: the mirror */
			struct hand hp = rename_hand(&h, p < 6 ? perms[p] : NULL);
			struct mcr_context cp = c;
			cp.win = transform(win, p < 6 ? perms[p] : NULL);
			struct mcr_result r;
			mcr_score(&hp, &cp, &r);
			if (mcr_names_tiles(&r))
				continue;
			mcr_same(&base, &r, round, p);
			compared++;
		}
	}
	assert_true(compared > 5000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(riichi_scores_do_not_depend_on_the_suits),
	    cmocka_unit_test(mcr_points_do_not_depend_on_the_suits),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
