/*
 * Every reading of a winning hand, found a second way. decompose_win() takes the tiles kind
 * by kind (the lowest kind left starts a triplet or a sequence); here a brute force instead
 * tries every pair and every choice of four sets from the list of all 55 sets (34 triplets,
 * 21 sequences), in the list's order, keeping the choices that use exactly the hand's
 * tiles; then it places the winning tile in each set (or the pair) that holds its kind and
 * names the wait from where it sits. The two must find the same readings, with the same
 * waits, on a few hundred thousand random complete hands (half of them of one suit, where
 * readings multiply), and the same seven pairs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/decompose.h"
#include "rules/rng.h"

enum { NSETS = 55, MAX_FOUND = 256 };

struct set_kind {
	int type, kind;
};

static struct set_kind all_sets[NSETS];

static void list_sets(void)
{
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		all_sets[n++] = (struct set_kind){SET_TRIPLET, k};
	for (int suit = 0; suit < 3; suit++)
		for (int v = 0; v < 7; v++)
			all_sets[n++] = (struct set_kind){SET_SEQUENCE, suit * 9 + v};
}

static bool set_holds(struct set_kind s, int kind)
{
	return s.type == SET_TRIPLET ? s.kind == kind : kind >= s.kind && kind <= s.kind + 2;
}

/* The wait the winning tile made in a set: where it sits in a sequence, or a triplet. */
static int wait_in(struct set_kind s, int win)
{
	if (s.type == SET_TRIPLET)
		return WAIT_SHANPON;
	int pos = win - s.kind, value = s.kind % 9; /* 0-based value of the lowest tile */
	if (pos == 1)
		return WAIT_KANCHAN;
	if ((pos == 2 && value == 0) || (pos == 0 && value == 6))
		return WAIT_PENCHAN; /* 12 waiting on 3, 89 waiting on 7 */
	return WAIT_RYANMEN;
}

/* A reading as text: the four sets sorted, the pair, the set the win completed, the wait. */
static void reading_key(const struct set_kind sets[4], int pair, int win_set_type, int win_set_kind,
			int wait, char *out, size_t size)
{
	int code[4];
	for (int i = 0; i < 4; i++)
		code[i] = sets[i].type * 100 + sets[i].kind;
	for (int i = 1; i < 4; i++)
		for (int j = i; j > 0 && code[j] < code[j - 1]; j--) {
			int t = code[j];
			code[j] = code[j - 1];
			code[j - 1] = t;
		}
	snprintf(out, size, "%d %d %d %d | %d | %d:%d w%d", code[0], code[1], code[2], code[3],
		 pair, win_set_type, win_set_kind, wait);
}

struct found {
	char keys[MAX_FOUND][48];
	int n;
};

static void add_key(struct found *f, const char *key)
{
	for (int i = 0; i < f->n; i++)
		if (strcmp(f->keys[i], key) == 0)
			return;
	assert_true(f->n < MAX_FOUND);
	snprintf(f->keys[f->n++], sizeof f->keys[0], "%s", key);
}

/* Chooses sets i..NSETS-1 (non-decreasing index) for places depth..3 of what is left. */
static void choose_sets(uint8_t left[TILE_KINDS], struct set_kind chosen[4], int depth, int from,
			int pair, int win, struct found *f)
{
	if (depth == 4) {
		for (int k = 0; k < TILE_KINDS; k++)
			if (left[k])
				return;
		char key[48];
		if (pair == win) {
			reading_key(chosen, pair, -1, pair, WAIT_TANKI, key, sizeof key);
			add_key(f, key);
		}
		for (int i = 0; i < 4; i++)
			if (set_holds(chosen[i], win)) {
				reading_key(chosen, pair, chosen[i].type, chosen[i].kind,
					    wait_in(chosen[i], win), key, sizeof key);
				add_key(f, key);
			}
		return;
	}
	for (int i = from; i < NSETS; i++) {
		struct set_kind s = all_sets[i];
		bool triplet = s.type == SET_TRIPLET;
		if (triplet ? left[s.kind] < 3
			    : !left[s.kind] || !left[s.kind + 1] || !left[s.kind + 2])
			continue;
		for (int t = 0; t < 3; t++)
			left[triplet ? s.kind : s.kind + t]--;
		chosen[depth] = s;
		choose_sets(left, chosen, depth + 1, i, pair, win, f);
		for (int t = 0; t < 3; t++)
			left[triplet ? s.kind : s.kind + t]++;
	}
}

static void brute_force(const uint8_t counts[TILE_KINDS], int win, struct found *f)
{
	f->n = 0;
	uint8_t left[TILE_KINDS];
	struct set_kind chosen[4];
	for (int pair = 0; pair < TILE_KINDS; pair++) {
		if (counts[pair] < 2)
			continue;
		memcpy(left, counts, sizeof left);
		left[pair] -= 2;
		choose_sets(left, chosen, 0, 0, pair, win, f);
	}
}

static void by_decompose(const uint8_t counts[TILE_KINDS], int win, struct found *f,
			 int *seven_pairs)
{
	struct hand h = {0};
	bool win_left_out = false;
	for (int k = 0; k < TILE_KINDS; k++)
		for (int c = 0; c < counts[k]; c++) {
			if (k == win && !win_left_out) {
				win_left_out = true;
				continue;
			}
			h.tiles[h.ntiles++] = (tile_t)k;
		}
	struct reading r[DECOMPOSE_MAX];
	int n = decompose_win(&h, (tile_t)win, false, r, DECOMPOSE_MAX);
	assert_true(n < DECOMPOSE_MAX);
	f->n = 0;
	*seven_pairs = 0;
	for (int i = 0; i < n; i++) {
		if (r[i].shape == SHAPE_CHIITOITSU) {
			++*seven_pairs;
			continue;
		}
		if (r[i].shape != SHAPE_STANDARD)
			continue;
		assert_int_equal(r[i].nsets, 4);
		struct set_kind sets[4];
		for (int s = 0; s < 4; s++)
			sets[s] = (struct set_kind){r[i].sets[s].type, r[i].sets[s].kind};
		char key[48];
		if (r[i].win_set < 0)
			reading_key(sets, r[i].pair, -1, r[i].pair, (int)r[i].wait, key,
				    sizeof key);
		else
			reading_key(sets, r[i].pair, sets[r[i].win_set].type,
				    sets[r[i].win_set].kind, (int)r[i].wait, key, sizeof key);
		add_key(f, key);
	}
}

static bool same(const struct found *a, const struct found *b)
{
	if (a->n != b->n)
		return false;
	for (int i = 0; i < a->n; i++) {
		bool in = false;
		for (int j = 0; j < b->n && !in; j++)
			in = strcmp(a->keys[i], b->keys[j]) == 0;
		if (!in)
			return false;
	}
	return true;
}

/* A random complete hand: four sets and a pair within four copies a kind, in one suit or all. */
static int random_complete(struct rng *g, uint8_t counts[TILE_KINDS])
{
	bool one_suit = rng_below(g, 2) == 0;
	int suit = (int)rng_below(g, 3);
	for (;;) {
		memset(counts, 0, TILE_KINDS);
		bool ok = true;
		for (int i = 0; i < 5 && ok; i++) {
			int kind;
			struct set_kind s;
			if (one_suit) {
				kind = suit * 9 + (int)rng_below(g, 9);
				s = (struct set_kind){rng_below(g, 3) ? SET_SEQUENCE : SET_TRIPLET,
						      suit * 9 + (int)rng_below(g, 7)};
				if (s.type == SET_TRIPLET)
					s.kind = kind;
			} else {
				s = all_sets[rng_below(g, NSETS)];
				kind = (int)rng_below(g, TILE_KINDS);
			}
			if (i == 4) {
				counts[kind] += 2;
				ok = counts[kind] <= 4;
			} else if (s.type == SET_TRIPLET) {
				counts[s.kind] += 3;
				ok = counts[s.kind] <= 4;
			} else {
				for (int t = 0; t < 3; t++)
					ok &= ++counts[s.kind + t] <= 4;
			}
		}
		if (!ok)
			continue;
		/* the winning tile: any of the fourteen */
		int pick = (int)rng_below(g, 14);
		for (int k = 0; k < TILE_KINDS; k++) {
			if (pick < counts[k])
				return k;
			pick -= counts[k];
		}
	}
}

static void every_reading_is_found_both_ways(void **state)
{
	(void)state;
	list_sets();
	struct rng g;
	rng_seed(&g, 20261126);
	static struct found a, b;
	long readings = 0, multiple = 0;
	for (int n = 0; n < 200000; n++) {
		uint8_t counts[TILE_KINDS];
		int win = random_complete(&g, counts);
		int seven;
		brute_force(counts, win, &a);
		by_decompose(counts, win, &b, &seven);
		if (!same(&a, &b)) {
			print_message(
			    "hand %d (win kind %d): brute force %d readings, decompose %d\n", n,
			    win, a.n, b.n);
			for (int i = 0; i < a.n; i++)
				print_message("  brute:     %s\n", a.keys[i]);
			for (int i = 0; i < b.n; i++)
				print_message("  decompose: %s\n", b.keys[i]);
			fail();
		}
		/* seven pairs: seven different kinds, two of each */
		int pairs = 0;
		for (int k = 0; k < TILE_KINDS; k++)
			pairs += counts[k] == 2;
		assert_int_equal(seven, pairs == 7);
		readings += a.n;
		multiple += a.n > 1;
	}
	/* the sample is worth its name: many hands read more than one way */
	assert_true(readings > 200000);
	assert_true(multiple > 20000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(every_reading_is_found_both_ways),
	};
	return cmocka_run_group_tests_name("readings", tests, NULL, NULL);
}
