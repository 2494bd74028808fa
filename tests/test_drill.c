/* Defence drills: positions from seeded self-play, the verdicts and the record that sets the level.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

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

/*
 * The answer lists every kind held, safest first, each with its figure against the riichi:
 * the figure the marks show in the drill and the verdict weighs (drill_danger), whatever
 * another threat would make of the tile.
 */
static void the_answer_lists_every_tile_against_the_riichi(void **state)
{
	(void)state;
	uint64_t seed = 1;
	for (int level = 0; level < DRILL_LEVELS; level++) {
		seed = drill_find(seed, level, 300, &p);
		assert_true(seed > 0);
		int kinds[14], n = drill_safest_first(&p, kinds);
		bool held[TILE_KINDS] = {false};
		int distinct = 0;
		for (int i = 0; i < p.view.nhand; i++) {
			distinct += !held[tile_kind(p.view.hand[i])];
			held[tile_kind(p.view.hand[i])] = true;
		}
		assert_int_equal(n, distinct);
		for (int i = 0; i < n; i++) {
			assert_true(held[kinds[i]]);
			held[kinds[i]] = false; /* each once */
			struct ai_tile_danger td, prev;
			drill_danger(&p, kinds[i], &td);
			assert_int_equal(td.seat, p.riichi);
			assert_int_equal(td.chance, p.danger.chance[kinds[i]]);
			assert_int_equal(td.cls, p.danger.cls[kinds[i]]);
			if (i > 0) {
				drill_danger(&p, kinds[i - 1], &prev);
				assert_true(prev.chance <= td.chance);
			}
		}
	}
}

/*
 * A position where another player threatens too, and fears some tile held more than the
 * riichi does: the drill still judges that tile against the riichi it asks about, where the
 * game's marks judge it against the real threat it is most dangerous to.
 */
static void a_second_threat_does_not_change_the_question(void **state)
{
	(void)state;
	int found = 0;
	for (uint64_t seed = 1; seed < 2000 && !found;) {
		seed = drill_find(seed, 0, 300, &p);
		assert_true(seed > 0);
		for (int i = 0; i < p.view.nhand; i++) {
			int k = tile_kind(p.view.hand[i]);
			struct ai_tile_danger any, drill;
			assert_true(ai_tile_danger(p.dangers, p.ndangers, -1, k, &any));
			drill_danger(&p, k, &drill);
			assert_int_equal(drill.seat, p.riichi);
			/* game seed 4: Left's open hand fears 8p more than Across's riichi */
			found += any.seat != p.riichi && any.chance > drill.chance;
		}
	}
	assert_true(found > 0);
}

/*
 * Over positions from self-play, the defence review (ai_threat_move) weighs each tile as the
 * marks and the hint do (ai_tile_danger against the real threat it is most dangerous to): the
 * same player, the same class, the same figure; and the safest it names is the least of them.
 */
static void the_review_and_the_marks_give_one_figure(void **state)
{
	(void)state;
	uint64_t seed = 1;
	for (int n = 0; n < 6; n++) {
		seed = drill_find(seed, n % DRILL_LEVELS, 300, &p);
		assert_true(seed > 0);
		struct ai_seat_danger d[SEATS - 1];
		int nth = ai_threat_dangers(&p.view, NULL, d);
		assert_int_equal(nth, p.ndangers);
		int least = 1000;
		for (int i = 0; i < p.view.nhand; i++) {
			struct ai_tile_danger td;
			assert_true(ai_tile_danger(d, nth, -1, tile_kind(p.view.hand[i]), &td));
			if (td.chance < least)
				least = td.chance;
		}
		for (int i = 0; i < p.view.nhand; i++) {
			struct ai_tile_danger td;
			struct ai_threat_move m;
			ai_tile_danger(d, nth, -1, tile_kind(p.view.hand[i]), &td);
			assert_true(ai_threat_move(&p.view, NULL, p.view.hand[i], &m));
			assert_int_equal(m.threat, td.seat);
			assert_int_equal(m.cls, td.cls);
			assert_int_equal(m.chance, td.chance);
			assert_int_equal(m.safest_chance, least);
			assert_int_equal(m.was_safest, td.chance <= least + 5);
		}
	}
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

/* ---- the record on disk ------------------------------------------------------ */

static char data[] = "/tmp/jansou-drill-XXXXXX";
static char record[128];

static int make_data(void **state)
{
	(void)state;
	strcpy(data + strlen(data) - 6, "XXXXXX");
	assert_non_null(mkdtemp(data));
	setenv("XDG_DATA_HOME", data, 1);
	snprintf(record, sizeof record, "%s/jansou/drill.json", data);
	return 0;
}

static int remove_data(void **state)
{
	(void)state;
	char cmd[160];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", data);
	return system(cmd);
}

static void write_record(const char *text, size_t len)
{
	char dir[160];
	snprintf(dir, sizeof dir, "%s/jansou", data);
	mkdir(dir, 0700);
	FILE *f = fopen(record, "w");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

static void a_record_is_kept_and_read_back_privately(void **state)
{
	(void)state;
	struct drill_record r = {.level = 1, .answered = 7, .safe = 6, .best = 4}, back;
	char err[300], note[1024];
	assert_int_equal(drill_record_load(&back, note, sizeof note), 0); /* none yet */
	assert_int_equal(back.answered, 0);
	assert_string_equal(note, "");
	assert_int_equal(drill_record_save(&r, err, sizeof err), 0);
	struct stat st;
	assert_int_equal(stat(record, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600); /* as the save and the history are */
	assert_int_equal(drill_record_load(&back, note, sizeof note), 0);
	assert_int_equal(back.level, 1);
	assert_int_equal(back.answered, 7);
	assert_int_equal(back.safe, 6);
	assert_int_equal(back.best, 4);
}

/* Loads a damaged record: a fresh one, the old kept aside with its bytes, and a note. */
static void expect_damaged(const char *text, size_t len)
{
	char aside[160], note[1024];
	snprintf(aside, sizeof aside, "%s.damaged", record);
	unlink(aside);
	write_record(text, len);
	struct drill_record r;
	assert_int_equal(drill_record_load(&r, note, sizeof note), 1);
	assert_int_equal(r.answered, 0);
	assert_non_null(strstr(note, "damaged"));
	assert_non_null(strstr(note, aside));
	assert_int_equal(access(record, F_OK), -1);
	struct stat st;
	assert_int_equal(stat(aside, &st), 0);
	assert_int_equal((size_t)st.st_size, len);
}

static void a_damaged_record_is_kept_aside_and_told(void **state)
{
	(void)state;
	const char *cut = "{\"level\":1,\"answered\":50,\"sa";
	expect_damaged(cut, strlen(cut));
	const char *text = "{\"level\":1,\"answered\":\"50\",\"safe\":3,\"best\":2}\n";
	expect_damaged(text, strlen(text));
	const char *range = "{\"level\":9,\"answered\":50,\"safe\":3,\"best\":2}\n";
	expect_damaged(range, strlen(range));
	const char *tail = "{\"level\":1,\"answered\":50,\"safe\":3,\"best\":2}x\n";
	expect_damaged(tail, strlen(tail));
	char big[5000];
	memset(big, ' ', sizeof big);
	const char *head = "{\"level\":1,\"answered\":50,\"safe\":3,\"best\":2}";
	memcpy(big, head, strlen(head)); /* a good record, but more than 4096 bytes */
	expect_damaged(big, sizeof big);
	/* the next answer starts a record of its own, beside the damaged one */
	struct drill_record r = {.answered = 1, .safe = 1};
	char err[300];
	assert_int_equal(drill_record_save(&r, err, sizeof err), 0);
	char aside[160];
	snprintf(aside, sizeof aside, "%s.damaged", record);
	assert_int_equal(access(aside, F_OK), 0);
}

static void an_unreadable_record_is_left_alone(void **state)
{
	(void)state;
	write_record("", 0);
	unlink(record);
	assert_int_equal(mkdir(record, 0700), 0); /* a folder in its place */
	struct drill_record r;
	char note[1024];
	assert_int_equal(drill_record_load(&r, note, sizeof note), -1);
	assert_non_null(strstr(note, "will not be kept"));
	struct stat st;
	assert_int_equal(stat(record, &st), 0);
	assert_true(S_ISDIR(st.st_mode));
	rmdir(record);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(positions_are_found_again_from_their_seed),
	    cmocka_unit_test(each_level_asks_its_own_question),
	    cmocka_unit_test(the_verdict_follows_the_wait_and_the_model),
	    cmocka_unit_test(the_answer_lists_every_tile_against_the_riichi),
	    cmocka_unit_test(a_second_threat_does_not_change_the_question),
	    cmocka_unit_test(the_review_and_the_marks_give_one_figure),
	    cmocka_unit_test(the_record_sets_the_level),
	    cmocka_unit_test_setup_teardown(a_record_is_kept_and_read_back_privately, make_data,
					    remove_data),
	    cmocka_unit_test_setup_teardown(a_damaged_record_is_kept_aside_and_told, make_data,
					    remove_data),
	    cmocka_unit_test_setup_teardown(an_unreadable_record_is_left_alone, make_data,
					    remove_data),
	};
	int failed = cmocka_run_group_tests_name("drill", tests, NULL, NULL);
	drill_position_free(&p);
	drill_position_free(&q);
	return failed;
}
