/* Waits, tile acceptance (ukeire) and discard choices; the analyze sample. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "rules/notation.h"
#include "rules/shanten.h"
#include "rules/waits.h"

/* A hand: concealed counts and melds, from mpsz text and "pon:777z" melds. */
struct test_hand {
	uint8_t counts[TILE_KINDS];
	struct meld melds[4];
	int nmelds;
	uint8_t unseen[TILE_KINDS];
};

static int hand_of(const char *tiles, const char *const *melds, struct test_hand *h)
{
	tile_t t[14];
	struct notation_error err;
	int n = notation_parse_tiles(tiles, t, 14, &err);

	if (n <= 0)
		return -1;
	memset(h, 0, sizeof *h);
	tiles_count(t, n, h->counts);
	for (; melds && melds[h->nmelds]; h->nmelds++)
		if (h->nmelds == 4 ||
		    notation_parse_meld(melds[h->nmelds], &h->melds[h->nmelds], &err))
			return -1;
	waits_unseen(h->counts, h->melds, h->nmelds, NULL, h->unseen);
	return 0;
}

static struct test_hand hand(const char *tiles, const char *const *melds)
{
	struct test_hand h;
	assert_int_equal(hand_of(tiles, melds, &h), 0);
	return h;
}

#define MELDS(...) ((const char *const[]){__VA_ARGS__, NULL})

static int kind(const char *text)
{
	tile_t t;
	struct notation_error err;
	assert_int_equal(notation_parse_tile(text, &t, &err), 0);
	return tile_kind(t);
}

/* The accepted kinds as mpsz names joined by spaces, in kind order. */
static void accepted(const bool accept[TILE_KINDS], char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int k = 0; k < TILE_KINDS; k++)
		if (accept[k] && len + 4 < size)
			len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? " " : "",
						notation_tile((tile_t)k));
}

static void unseen_counts_hand_melds_and_visible_tiles(void **state)
{
	(void)state;
	uint8_t visible[TILE_KINDS] = {0};
	struct test_hand h = hand("1123m", MELDS("pon:555z", "chi:234m", "pon:999p"));

	visible[kind("1m")] = 1;
	visible[kind("5z")] = 1;
	waits_unseen(h.counts, h.melds, h.nmelds, visible, h.unseen);
	assert_int_equal(h.unseen[kind("1m")], 1); /* two in hand, one seen */
	assert_int_equal(h.unseen[kind("2m")], 2); /* hand and chi */
	assert_int_equal(h.unseen[kind("4m")], 3);
	assert_int_equal(h.unseen[kind("5z")], 0); /* pon plus a fourth seen */
	assert_int_equal(h.unseen[kind("9p")], 1);
	assert_int_equal(h.unseen[kind("9s")], 4);
}

static void nine_sided_wait_accepts_every_man(void **state)
{
	(void)state;
	struct test_hand h = hand("1112345678999m", NULL);
	bool acc[TILE_KINDS];
	char names[200];

	/* 1m and 9m: one left each; 2m-8m: three each. */
	assert_int_equal(waits_ukeire(h.counts, 0, h.unseen, acc), 1 + 7 * 3 + 1);
	accepted(acc, names, sizeof names);
	assert_string_equal(names, "1m 2m 3m 4m 5m 6m 7m 8m 9m");
}

static void thirteen_orphans_waits_on_all_thirteen(void **state)
{
	(void)state;
	struct test_hand h = hand("19m19p19s1234567z", NULL);
	bool acc[TILE_KINDS];
	char names[200];

	assert_int_equal(waits_ukeire(h.counts, 0, h.unseen, acc), 13 * 3);
	accepted(acc, names, sizeof names);
	assert_string_equal(names, "1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z");
}

static void seven_pairs_waits_on_the_single(void **state)
{
	(void)state;
	struct test_hand h = hand("1122m3344p5566s7z", NULL);
	bool acc[TILE_KINDS];
	char names[200];

	assert_int_equal(waits_ukeire(h.counts, 0, h.unseen, acc), 3);
	accepted(acc, names, sizeof names);
	assert_string_equal(names, "7z");
}

/*
 * 2222m after three melds: 222m + 2m would wait on a fifth 2m, so it is one
 * away; any other tile that pairs or connects makes it tenpai, never 2m.
 */
static void a_kind_held_four_times_is_never_accepted(void **state)
{
	(void)state;
	struct test_hand h = hand("2222m", MELDS("pon:111z", "pon:222z", "pon:333z"));
	bool acc[TILE_KINDS];

	assert_int_equal(shanten_min(h.counts, h.nmelds), 1);
	int ukeire = waits_ukeire(h.counts, h.nmelds, h.unseen, acc);
	assert_false(acc[kind("2m")]);
	/* Any other kind X: 222m and X waiting to pair. */
	int expect = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		if (k != kind("2m")) {
			assert_true(acc[k]);
			expect += h.unseen[k];
		}
	assert_int_equal(ukeire, expect);
	assert_int_equal(h.unseen[kind("1z")], 1);
}

static void melded_tanki_waits_on_its_tile_alone(void **state)
{
	(void)state;
	struct test_hand h = hand("5m", MELDS("pon:111z", "chi:123p", "chi:789s", "pon:555m"));
	bool acc[TILE_KINDS];
	char names[200];

	/* Three 5m are in the pon, one in the hand: none left. */
	assert_int_equal(waits_ukeire(h.counts, h.nmelds, h.unseen, acc), 0);
	accepted(acc, names, sizeof names);
	assert_string_equal(names, "5m");
}

static void discards_are_ordered_best_first(void **state)
{
	(void)state;
	struct test_hand h = hand("1112345678999m5z", NULL);
	struct discard_choice out[14];
	int n = waits_discards(h.counts, 0, h.unseen, out);

	assert_int_equal(n, 10); /* nine man kinds and 5z */
	assert_int_equal(out[0].kind, kind("5z"));
	assert_int_equal(out[0].shanten, 0);
	assert_int_equal(out[0].ukeire, 23);
	assert_true(out[0].accept[kind("1m")]);
	for (int i = 1; i < n; i++) {
		const struct discard_choice *a = &out[i - 1], *b = &out[i];
		assert_true(
		    a->shanten < b->shanten ||
		    (a->shanten == b->shanten &&
		     (a->ukeire > b->ukeire || (a->ukeire == b->ukeire && a->kind < b->kind))));
	}
}

/* 1112345678999m is symmetric: discarding 1m or 9m, 2m or 8m... is equal; lower kind first. */
static void equal_discards_keep_kind_order(void **state)
{
	(void)state;
	struct test_hand h = hand("1112345678999m5z", NULL);
	struct discard_choice out[14];
	int n = waits_discards(h.counts, 0, h.unseen, out), at[TILE_KINDS];

	for (int i = 0; i < n; i++)
		at[out[i].kind] = i;
	for (int low = 0; low < 4; low++) {
		const struct discard_choice *a = &out[at[low]], *b = &out[at[8 - low]];
		assert_int_equal(a->shanten, b->shanten);
		assert_int_equal(a->ukeire, b->ukeire);
		assert_true(at[low] < at[8 - low]);
	}
}

/* ---- the analyze sample: 500 hands answered by an independent calculator -- */

static json_object *get(json_object *o, const char *key)
{
	json_object *v = NULL;
	json_object_object_get_ex(o, key, &v);
	return v;
}

/* Appends to why[] and counts the disagreement. */
static int differ(char *why, size_t size, const char *fmt, ...)
{
	size_t len = strlen(why);
	va_list ap;
	va_start(ap, fmt);
	if (len < size)
		vsnprintf(why + len, size - len, fmt, ap);
	va_end(ap);
	return 1;
}

static int check_waits(const struct test_hand *h, json_object *want, char *why, size_t size)
{
	bool acc[TILE_KINDS];
	int bad = 0, ukeire = waits_ukeire(h->counts, h->nmelds, h->unseen, acc);

	if (ukeire != json_object_get_int(get(want, "ukeire")))
		bad += differ(why, size, "ukeire %d; ", ukeire);
	json_object *waits = get(want, "waits");
	if (!waits)
		return bad;
	for (int k = 0; k < TILE_KINDS; k++) {
		json_object *left = get(waits, notation_tile((tile_t)k));
		if (acc[k] != (left != NULL))
			bad += differ(why, size, "wait %s %d; ", notation_tile((tile_t)k), acc[k]);
		else if (left && json_object_get_int(left) != h->unseen[k])
			bad += differ(why, size, "left %s %d; ", notation_tile((tile_t)k),
				      h->unseen[k]);
	}
	return bad;
}

static int check_discards(const struct test_hand *h, json_object *want, char *why, size_t size)
{
	struct discard_choice out[14];
	json_object *discards = get(want, "discards");
	int bad = 0, n = waits_discards(h->counts, h->nmelds, h->unseen, out);

	if (n != (int)json_object_object_length(discards))
		bad += differ(why, size, "%d discards; ", n);
	for (int i = 0; i < n; i++) {
		json_object *pair = get(discards, notation_tile((tile_t)out[i].kind));
		if (!pair)
			bad +=
			    differ(why, size, "discard %s; ", notation_tile((tile_t)out[i].kind));
		else if (json_object_get_int(json_object_array_get_idx(pair, 0)) !=
			     out[i].shanten ||
			 json_object_get_int(json_object_array_get_idx(pair, 1)) != out[i].ukeire)
			bad += differ(why, size, "%s [%d,%d]; ", notation_tile((tile_t)out[i].kind),
				      out[i].shanten, out[i].ukeire);
	}
	return bad;
}

/* 0 when the line agrees; otherwise the disagreements are in why[]. */
static int check_line(json_object *o, char *why, size_t size)
{
	json_object *in = get(o, "in"), *want = get(o, "want"), *jm = get(in, "melds");
	const char *melds[5] = {NULL};
	struct test_hand h;

	why[0] = '\0';
	for (size_t i = 0; i < json_object_array_length(jm) && i < 4; i++)
		melds[i] = json_object_get_string(json_object_array_get_idx(jm, i));
	if (hand_of(json_object_get_string(get(in, "hand")), melds, &h))
		return differ(why, size, "unreadable hand; ");

	int bad = 0, tiles = 0, shanten = shanten_min(h.counts, h.nmelds);
	for (int k = 0; k < TILE_KINDS; k++)
		tiles += h.counts[k];
	if (shanten != json_object_get_int(get(want, "shanten")))
		bad += differ(why, size, "shanten %d; ", shanten);
	if (tiles % 3 == 1)
		bad += check_waits(&h, want, why, size);
	else
		bad += check_discards(&h, want, why, size);
	return bad;
}

static void analyze_sample_agrees_with_reference(void **state)
{
	(void)state;
	const char *dir = getenv("srcdir");
	char path[4096], line[8192], why[1024];
	int n = 0, bad = 0;

	snprintf(path, sizeof path, "%s/data/analyze-sample.jsonl", dir ? dir : "tests");
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	while (fgets(line, sizeof line, f)) {
		json_object *o = json_tokener_parse(line);
		n++;
		assert_non_null(o);
		if (check_line(o, why, sizeof why)) {
			bad++;
			print_message("# analyze-sample.jsonl:%d: %s\n#   %s", n, why, line);
		}
		json_object_put(o);
	}
	fclose(f);
	print_message("# analyze-sample.jsonl: %d of %d lines agree\n", n - bad, n);
	assert_int_equal(n, 500);
	assert_int_equal(bad, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(unseen_counts_hand_melds_and_visible_tiles),
	    cmocka_unit_test(nine_sided_wait_accepts_every_man),
	    cmocka_unit_test(thirteen_orphans_waits_on_all_thirteen),
	    cmocka_unit_test(seven_pairs_waits_on_the_single),
	    cmocka_unit_test(a_kind_held_four_times_is_never_accepted),
	    cmocka_unit_test(melded_tanki_waits_on_its_tile_alone),
	    cmocka_unit_test(discards_are_ordered_best_first),
	    cmocka_unit_test(equal_discards_keep_kind_order),
	    cmocka_unit_test(analyze_sample_agrees_with_reference),
	};
	return cmocka_run_group_tests_name("waits", tests, NULL, NULL);
}
