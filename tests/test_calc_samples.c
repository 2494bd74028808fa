/*
 * score_win against every hand of tests/data/calc-*-sample.jsonl, scored by an
 * independent calculator: ok/no_yaku, han, fu (below 5 han, not yakuman),
 * payments with honba, total with riichi sticks, and the sorted set of yaku.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "rules/score.h"
#include "tests/tiles_helper.h"

static json_object *get(json_object *o, const char *key)
{
	json_object *v = NULL;
	json_object_object_get_ex(o, key, &v);
	return v;
}

static bool get_bool(json_object *o, const char *key)
{
	return json_object_get_boolean(get(o, key));
}

static int tile_list(json_object *arr, tile_t *out, int max)
{
	int n = (int)json_object_array_length(arr);
	for (int i = 0; i < n && i < max; i++)
		out[i] = th_tile(json_object_get_string(json_object_array_get_idx(arr, i)));
	return n < max ? n : max;
}

/* Reads the "in" object into rules, hand and context; -1 when the test data is malformed. */
static int read_input(json_object *in, const struct rules **rules, struct hand *h,
		      struct win_context *c)
{
	*rules = rules_preset(json_object_get_string(get(in, "rules")));
	memset(h, 0, sizeof *h);
	memset(c, 0, sizeof *c);
	h->ntiles = th_tiles(json_object_get_string(get(in, "hand")), h->tiles, 14);
	json_object *melds = get(in, "melds");
	for (size_t i = 0; i < json_object_array_length(melds) && i < 4; i++)
		if (th_meld(json_object_get_string(json_object_array_get_idx(melds, i)),
			    &h->melds[h->nmelds++]) < 0)
			return -1;
	c->win = th_tile(json_object_get_string(get(in, "win")));
	c->tsumo = get_bool(in, "tsumo");
	c->riichi = get_bool(in, "riichi");
	c->double_riichi = get_bool(in, "double_riichi");
	c->ippatsu = get_bool(in, "ippatsu");
	c->rinshan = get_bool(in, "rinshan");
	c->chankan = get_bool(in, "chankan");
	c->haitei = get_bool(in, "haitei");
	c->houtei = get_bool(in, "houtei");
	c->tenhou = get_bool(in, "tenhou");
	c->chiihou = get_bool(in, "chiihou");
	c->round_wind = th_wind(json_object_get_string(get(in, "round_wind")));
	c->seat_wind = th_wind(json_object_get_string(get(in, "seat_wind")));
	c->ndora = tile_list(get(in, "dora"), c->dora, 10);
	c->nura = tile_list(get(in, "ura"), c->ura, 10);
	c->honba = json_object_get_int(get(in, "honba"));
	c->riichi_sticks = json_object_get_int(get(in, "riichi_sticks"));
	return *rules && h->ntiles >= 0 ? 0 : -1;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Compares one result with "want"; writes what differs into why. */
static bool agrees(const struct score_result *r, json_object *want, char *why, size_t size)
{
	why[0] = '\0';
	if (!get_bool(want, "ok")) {
		if (r->status != SCORE_NO_YAKU)
			snprintf(why, size, "want no_yaku, got status %d (%s) han %d", r->status,
				 r->error, r->han);
		return why[0] == '\0';
	}
	if (r->status != SCORE_OK) {
		snprintf(why, size, "want ok, got status %d: %s", r->status, r->error);
		return false;
	}
	const char *got[32], *exp[32];
	json_object *wy = get(want, "yaku");
	int nexp = (int)json_object_array_length(wy);
	bool yakuman = false;
	for (int i = 0; i < nexp && i < 32; i++)
		exp[i] = json_object_get_string(json_object_array_get_idx(wy, i));
	for (int i = 0; i < r->nyaku; i++) {
		got[i] = yaku_id_string(r->yaku[i].id);
		yakuman |= r->yaku[i].yakuman;
	}
	qsort(got, (size_t)r->nyaku, sizeof got[0], cmp_str);
	qsort(exp, (size_t)nexp, sizeof exp[0], cmp_str);
	bool same = nexp == r->nyaku;
	for (int i = 0; same && i < nexp; i++)
		same = strcmp(got[i], exp[i]) == 0;
	int len = 0;
	if (!same) {
		len += snprintf(why + len, size - (size_t)len, "yaku got");
		for (int i = 0; i < r->nyaku && len < (int)size; i++)
			len += snprintf(why + len, size - (size_t)len, " %s", got[i]);
		if (len < (int)size)
			len += snprintf(why + len, size - (size_t)len, "; ");
	}
	int han = json_object_get_int(get(want, "han")), fu = json_object_get_int(get(want, "fu"));
	if (!yakuman && han != r->han && len < (int)size)
		len += snprintf(why + len, size - (size_t)len, "han %d want %d; ", r->han, han);
	if (!yakuman && han < 5 && fu != r->fu && len < (int)size)
		len += snprintf(why + len, size - (size_t)len, "fu %d want %d; ", r->fu, fu);
	json_object *pay = get(want, "payment");
	struct {
		const char *key;
		int got;
	} pays[] = {{"ron", r->ron},
		    {"tsumo_dealer", r->tsumo_dealer},
		    {"tsumo_nondealer", r->tsumo_nondealer},
		    {"tsumo_all", r->tsumo_all}};
	for (size_t i = 0; i < 4; i++) {
		json_object *v = get(pay, pays[i].key);
		int w = v ? json_object_get_int(v) : 0;
		if (w != pays[i].got && len < (int)size)
			len += snprintf(why + len, size - (size_t)len, "%s %d want %d; ",
					pays[i].key, pays[i].got, w);
	}
	int total = json_object_get_int(get(want, "total"));
	if (total != r->total && len < (int)size)
		len +=
		    snprintf(why + len, size - (size_t)len, "total %d want %d; ", r->total, total);
	return len == 0;
}

static void check_file(const char *name)
{
	const char *dir = getenv("srcdir");
	char path[4096];
	snprintf(path, sizeof path, "%s/data/%s", dir ? dir : "tests", name);
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	char line[8192], why[512];
	int n = 0, bad = 0;
	while (fgets(line, sizeof line, f)) {
		json_object *o = json_tokener_parse(line);
		n++;
		assert_non_null(o);
		const struct rules *rules;
		struct hand h;
		struct win_context c;
		assert_int_equal(read_input(get(o, "in"), &rules, &h, &c), 0);
		struct score_result r;
		score_win(rules, &h, &c, &r);
		if (!agrees(&r, get(o, "want"), why, sizeof why)) {
			bad++;
			print_message("# %s:%d: %s\n#   %s", name, n, why, line);
		}
		json_object_put(o);
	}
	fclose(f);
	print_message("# %s: %d of %d lines agree\n", name, n - bad, n);
	assert_true(n > 0);
	assert_int_equal(bad, 0);
}

static void standard_sample_agrees_with_reference(void **state)
{
	(void)state;
	check_file("calc-standard-sample.jsonl");
}

static void tenhou_sample_agrees_with_reference(void **state)
{
	(void)state;
	check_file("calc-tenhou-sample.jsonl");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(standard_sample_agrees_with_reference),
	    cmocka_unit_test(tenhou_sample_agrees_with_reference),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
