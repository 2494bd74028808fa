/* Defence drills: positions from seeded self-play, the verdicts and the record that sets the level.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/shanten.h"
#include "src/ui/drill.h"

static struct drill_position p, q;

static int counts_of(const tile_t *t, int n, uint8_t c[TILE_KINDS])
{
	memset(c, 0, TILE_KINDS);
	for (int i = 0; i < n; i++)
		c[tile_kind(t[i])]++;
	return n;
}

/* What every position must be: one riichi, the question yours, its waits the true ones. */
static void check_position(const struct drill_position *d)
{
	assert_int_not_equal(d->seat, d->riichi);
	assert_true(d->view.seats[d->riichi].riichi);
	assert_false(d->view.seats[d->seat].riichi);
	assert_int_equal(d->view.seat, d->seat);
	assert_true(d->view.live_left >= 12);
	assert_true(d->nchoices > 0);
	for (int i = 0; i < d->nchoices; i++)
		assert_int_equal(d->choices[i].type, ACT_DISCARD);
	/* a second way to the waits: each kind completes the riichi hand, and no other does */
	uint8_t c[TILE_KINDS];
	counts_of(d->riichi_hand, d->nriichi_hand, c);
	int melds = d->view.seats[d->riichi].nmelds;
	assert_int_equal(shanten_min(c, melds), 0);
	for (int k = 0; k < TILE_KINDS; k++) {
		if (d->furiten) {
			assert_false(d->waits[k]);
			continue;
		}
		c[k]++;
		bool completes = c[k] <= 4 && shanten_min(c, melds) == -1;
		c[k]--;
		assert_int_equal(d->waits[k], completes && c[k] < 4);
	}
}

static void positions_are_found_again_from_their_seed(void **state)
{
	(void)state;
	uint64_t next = drill_find(3, 0, 300, &p);
	assert_true(next > 3);
	check_position(&p);
	assert_int_equal(p.level, 0);
	assert_int_equal(drill_find(3, 0, 300, &q), next);
	assert_int_equal(q.seed, p.seed);
	assert_int_equal(q.seat, p.seat);
	assert_memory_equal(q.view.hand, p.view.hand, (size_t)p.view.nhand);
	/* the next one comes from a later game */
	assert_true(drill_find(next, 0, 300, &q) > next);
	assert_true(q.seed >= next);
}

/* Level 0 holds a tile the riichi cannot win on, level 1 none (neither ready); level 2 is ready. */
static void each_level_asks_its_own_question(void **state)
{
	(void)state;
	for (int level = 0; level < DRILL_LEVELS; level++) {
		assert_true(drill_find(100, level, 300, &p) > 0);
		check_position(&p);
		assert_int_equal(p.level, level);
		bool free_tile = false, ready = false;
		for (int i = 0; i < p.view.nhand; i++) {
			int k = tile_kind(p.view.hand[i]);
			free_tile |= p.danger.chance[k] == 0;
			uint8_t c[TILE_KINDS];
			counts_of(p.view.hand, p.view.nhand, c);
			c[k]--;
			ready |= shanten_min(c, p.view.seats[p.seat].nmelds) == 0;
		}
		if (level < 2)
			assert_int_equal(free_tile, level == 0);
		assert_int_equal(ready, level == 2);
	}
}

/* The verdict: a tile in the wait is 0 points; the model's safest, safe, is 2. */
static void the_verdict_follows_the_wait_and_the_model(void **state)
{
	(void)state;
	int judged_in = 0, judged_safest = 0;
	for (uint64_t seed = 1; seed < 400 && (judged_in == 0 || judged_safest == 0);) {
		seed = drill_find(seed, 1, 300, &p);
		assert_true(seed > 0);
		int least = 1000;
		for (int i = 0; i < p.nchoices; i++)
			if (p.danger.chance[tile_kind(p.choices[i].tile)] < least)
				least = p.danger.chance[tile_kind(p.choices[i].tile)];
		for (int i = 0; i < p.nchoices; i++) {
			struct drill_verdict v;
			drill_judge(&p, i, &v);
			int k = tile_kind(p.choices[i].tile);
			assert_int_equal(v.dealt_in, p.waits[k]);
			if (p.waits[k]) {
				assert_int_equal(v.points, 0);
				judged_in++;
			} else if (p.danger.chance[k] == least) {
				assert_true(v.safest);
				assert_int_equal(v.points, 2);
				judged_safest++;
			} else if (p.danger.chance[k] > least + 5) {
				assert_false(v.safest);
				assert_int_equal(v.points, 1);
			}
		}
	}
	assert_true(judged_in > 0 && judged_safest > 0);
}

/* Three right answers in a row go up a level, two wrong ones down; the counts add up. */
static void the_record_sets_the_level(void **state)
{
	(void)state;
	struct drill_record r = {0};
	struct drill_verdict right = {.points = 2}, safe = {.points = 1},
			     dealt = {.dealt_in = true, .points = 0};
	drill_record_add(&r, &right);
	drill_record_add(&r, &right);
	assert_int_equal(r.level, 0);
	drill_record_add(&r, &right);
	assert_int_equal(r.level, 1); /* three in a row */
	drill_record_add(&r, &right);
	drill_record_add(&r, &safe); /* the run is broken */
	drill_record_add(&r, &right);
	drill_record_add(&r, &right);
	assert_int_equal(r.level, 1);
	drill_record_add(&r, &right);
	assert_int_equal(r.level, 2);
	drill_record_add(&r, &right);
	drill_record_add(&r, &right);
	drill_record_add(&r, &right);
	assert_int_equal(r.level, 2); /* the top level */
	drill_record_add(&r, &dealt);
	assert_int_equal(r.level, 2);
	drill_record_add(&r, &safe);
	assert_int_equal(r.level, 1); /* two wrong in a row */
	assert_int_equal(r.answered, 13);
	assert_int_equal(r.safe, 12);
	assert_int_equal(r.best, 10);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(positions_are_found_again_from_their_seed),
	    cmocka_unit_test(each_level_asks_its_own_question),
	    cmocka_unit_test(the_verdict_follows_the_wait_and_the_model),
	    cmocka_unit_test(the_record_sets_the_level),
	};
	int failed = cmocka_run_group_tests_name("drill", tests, NULL, NULL);
	drill_position_free(&p);
	drill_position_free(&q);
	return failed;
}
