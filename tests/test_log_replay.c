/* Game logs: games the engine plays, written as tenhou.net/6 logs, replay with no difference. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "rules/shanten.h"
#include "rules/yaku.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"
#include "src/record/game_log.h"
#include "src/record/replay.h"
#include "src/record/tenhou/log_tenhou.h"

/*
 * Plays for speed with some randomness, so that games hold every kind of event:
 * wins nine times in ten when it may, declares riichi and kans often, calls
 * now and then, aborts with nine terminals half the time, and otherwise
 * discards a tile that leaves the fewest shanten.
 */
struct random_player {
	struct controller c;
	struct rng rng;
};

static bool chance(struct random_player *r, int in)
{
	return rng_below(&r->rng, (uint32_t)in) == 0;
}

static int best_discard(struct random_player *r, const struct seat_view *v,
			const struct action *choices, int n)
{
	uint8_t counts[TILE_KINDS] = {0};
	tiles_count(v->hand, v->nhand, counts);
	int best = -1, best_shanten = 99, ties = 0;
	for (int i = 0; i < n; i++) {
		if (choices[i].type != ACT_DISCARD)
			continue;
		counts[tile_kind(choices[i].tile)]--;
		int sh = shanten_min(counts, v->seats[v->seat].nmelds);
		counts[tile_kind(choices[i].tile)]++;
		if (sh < best_shanten || (sh == best_shanten && chance(r, ++ties + 1))) {
			if (sh < best_shanten)
				ties = 0;
			best = i;
			best_shanten = sh;
		}
	}
	return best >= 0 ? best : 0;
}

static int random_choose(struct controller *self, const struct seat_view *view,
			 const struct action *choices, int n)
{
	struct random_player *r = self->data;
	for (int i = 0; i < n; i++) {
		switch (choices[i].type) {
		case ACT_TSUMO:
		case ACT_RON:
			if (!chance(r, 10))
				return i;
			break;
		case ACT_RIICHI:
			if (chance(r, 2))
				return i;
			break;
		case ACT_ANKAN:
		case ACT_KAKAN:
		case ACT_MINKAN:
		case ACT_KYUUSHU:
			if (chance(r, 2))
				return i;
			break;
		case ACT_PON:
		case ACT_CHI:
			if (chance(r, 6))
				return i;
			break;
		default:
			break;
		}
	}
	if (view->to_act_on >= 0)
		return 0; /* pass */
	if (chance(r, 10))
		return (int)rng_below(&r->rng, (uint32_t)n);
	return best_discard(r, view, choices, n);
}

/* What the games held, so the test knows the logs cover every kind of event. */
struct tally {
	int hands, wins, tsumo, ron, multi_ron, exhaustive, nagashi, aborts, chi, pon, minkan,
	    ankan, kakan, riichi, dora, pao, ron_winners;
};

static void count(void *ctx, const struct game_event *ev)
{
	struct tally *t = ctx;
	switch (ev->type) {
	case EV_HAND_START:
		t->hands++;
		t->ron_winners = 0;
		break;
	case EV_WIN:
		t->wins++;
		if (ev->seat == ev->from)
			t->tsumo++;
		else if (++t->ron_winners == 2)
			t->multi_ron++;
		else
			t->ron++;
		t->pao += ev->pao >= 0;
		break;
	case EV_EXHAUSTIVE_DRAW:
		t->exhaustive++;
		for (int s = 0; s < SEATS; s++)
			t->nagashi += ev->nagashi[s];
		break;
	case EV_ABORTIVE_DRAW:
		t->aborts++;
		break;
	case EV_CALL:
		t->chi += ev->meld.type == MELD_CHI;
		t->pon += ev->meld.type == MELD_PON;
		t->minkan += ev->meld.type == MELD_MINKAN;
		break;
	case EV_KAN:
		t->ankan += ev->meld.type == MELD_ANKAN;
		t->kakan += ev->meld.type == MELD_KAKAN;
		break;
	case EV_DISCARD:
		t->riichi += ev->riichi;
		break;
	case EV_DORA:
		t->dora++;
		break;
	default:
		break;
	}
}

/* Plays one game from seed under a preset and returns its log as JSON text. */
static char *play_logged_game(const char *preset, uint64_t seed, struct tally *t)
{
	static struct random_player players[SEATS];
	struct game g;
	game_init(&g, rules_preset(preset), seed);
	for (int s = 0; s < SEATS; s++) {
		players[s].c = (struct controller){
		    .name = "random", .choose = random_choose, .data = &players[s]};
		rng_seed(&players[s].rng, seed * 10 + (uint64_t)s);
		game_set_controller(&g, s, &players[s].c);
	}
	struct tenhou_log *log = tenhou_log_new(&g.rules, "round trip");
	assert_non_null(log);
	game_add_observer(&g, tenhou_log_observe, log);
	game_add_observer(&g, count, t);
	game_play(&g);
	char *text = tenhou_log_to_string(log);
	assert_non_null(text);
	tenhou_log_free(log);
	return text;
}

/* Replays text; fails with the differences printed when there is any. */
static void assert_replays_cleanly(const char *name, const char *text, int hands)
{
	char *report = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&report, &size);
	assert_non_null(out);
	struct replay_stats stats = {0};
	char err[400] = "";
	int rc = replay_text(name, text, out, &stats, err, sizeof err);
	fclose(out);
	if (rc != 0 || stats.differences != 0) {
		print_message("%s%s\n", report, err);
		fail_msg("%s: %d differences, %s", name, stats.differences, rc ? err : "readable");
	}
	assert_int_equal(stats.hands, hands);
	free(report);
}

static void round_trip(const char *preset, int games, struct tally *total)
{
	for (int seed = 1; seed <= games; seed++) {
		struct tally t = {0};
		char *text = play_logged_game(preset, (uint64_t)seed, &t);
		char name[64];
		snprintf(name, sizeof name, "%s seed %d", preset, seed);
		assert_replays_cleanly(name, text, t.hands);
		free(text);
		int *a = (int *)total;
		const int *b = (const int *)&t;
		for (size_t i = 0; i < sizeof t / sizeof(int); i++)
			a[i] += b[i];
	}
}

/* Random legal play reaches wins, calls, kans, riichi and draws; every log replays as played. */
static void random_games_replay_with_no_difference(void **state)
{
	(void)state;
	struct tally t = {0};
	round_trip("standard", 60, &t);
	print_message("# %d hands: %d tsumo, %d ron, %d double ron, %d exhaustive (%d nagashi), "
		      "%d aborts; %d chi, %d pon, %d open kan, %d closed kan, %d added kan, "
		      "%d riichi, %d kan dora, %d pao\n",
		      t.hands, t.tsumo, t.ron, t.multi_ron, t.exhaustive, t.nagashi, t.aborts,
		      t.chi, t.pon, t.minkan, t.ankan, t.kakan, t.riichi, t.dora, t.pao);
	assert_true(t.tsumo > 0 && t.ron > 0);
	assert_true(t.exhaustive > 0 && t.aborts > 0);
	assert_true(t.chi > 0 && t.pon > 0 && t.minkan > 0 && t.ankan > 0 && t.kakan > 0);
	assert_true(t.riichi > 0 && t.dora > 0);
}

/* The same under the tenhou and league rules (no red fives, no kan dora, no abortive draws). */
static void other_presets_replay_with_no_difference(void **state)
{
	(void)state;
	struct tally t = {0};
	round_trip("tenhou", 20, &t);
	round_trip("league", 20, &t);
	round_trip("classic", 20, &t);
	assert_true(t.wins > 0);
}

/* The writer's fields: title, names, rule with red fives, one hand array of 17 entries. */
static void a_log_has_the_format_fields(void **state)
{
	(void)state;
	struct tally t = {0};
	char *text = play_logged_game("standard", 3, &t);
	json_object *root = json_tokener_parse(text);
	assert_non_null(root);
	json_object *v, *rule, *hands;
	assert_true(json_object_object_get_ex(root, "title", &v));
	assert_int_equal(json_object_array_length(v), 2);
	assert_true(json_object_object_get_ex(root, "name", &v));
	assert_int_equal(json_object_array_length(v), 4);
	assert_true(json_object_object_get_ex(root, "rule", &rule));
	assert_true(json_object_object_get_ex(rule, "aka52", &v));
	assert_int_equal(json_object_get_int(v), 2);
	assert_true(json_object_object_get_ex(root, "sc", &v));
	assert_int_equal(json_object_array_length(v), 8);
	assert_true(json_object_object_get_ex(root, "log", &hands));
	assert_int_equal((int)json_object_array_length(hands), t.hands);
	for (size_t i = 0; i < json_object_array_length(hands); i++) {
		json_object *h = json_object_array_get_idx(hands, i);
		assert_int_equal(json_object_array_length(h), 17);
		json_object *res = json_object_array_get_idx(h, 16);
		const char *name = json_object_get_string(json_object_array_get_idx(res, 0));
		if (strcmp(name, TENHOU_WIN) == 0) {
			/* [winner, from, liable, "points", yaku...] with the yaku's text */
			json_object *info = json_object_array_get_idx(res, 2);
			assert_true(json_object_array_length(info) >= 5);
			assert_non_null(strstr(
			    json_object_get_string(json_object_array_get_idx(info, 3)), "点"));
		}
	}
	json_object_put(root);
	free(text);
}

static void tiles_and_melds_are_written_as_the_format_says(void **state)
{
	(void)state;
	tile_t t;
	assert_int_equal(tenhou_tile_code(TILE_M1), 11);
	assert_int_equal(tenhou_tile_code(TILE_P1 + 8), 29);
	assert_int_equal(tenhou_tile_code(TILE_CHUN), 47);
	assert_int_equal(tenhou_tile_code((TILE_S1 + 4) | TILE_RED), 53);
	assert_true(tenhou_tile_from_code(52, &t));
	assert_int_equal(t, (TILE_P1 + 4) | TILE_RED);
	assert_false(tenhou_tile_from_code(48, &t));
	assert_false(tenhou_tile_from_code(10, &t));
	assert_false(tenhou_tile_from_code(60, &t));

	char buf[32];
	/* pon of 5p from across, chi of 7p from the left, open kan from the right */
	struct meld pon = {.type = MELD_PON, .tiles = {13, 13, 13}, .from = 2, .called = 13};
	tenhou_meld_string(&pon, 0, buf, sizeof buf);
	assert_string_equal(buf, "25p2525");
	struct meld chi = {
	    .type = MELD_CHI, .tiles = {13 | TILE_RED, 14, 15}, .from = 3, .called = 15};
	tenhou_meld_string(&chi, 0, buf, sizeof buf);
	assert_string_equal(buf, "c275226");
	struct meld kan = {.type = MELD_MINKAN, .tiles = {26, 26, 26, 26}, .from = 1, .called = 26};
	tenhou_meld_string(&kan, 0, buf, sizeof buf);
	assert_string_equal(buf, "393939m39");
	struct meld ankan = {.type = MELD_ANKAN, .tiles = {13, 13, 13, 13 | TILE_RED}};
	tenhou_meld_string(&ankan, 0, buf, sizeof buf);
	assert_string_equal(buf, "252525a52");
	struct meld kakan = {
	    .type = MELD_KAKAN, .tiles = {33, 33, 33, 33}, .from = 2, .called = 33};
	tenhou_meld_string(&kakan, 33, buf, sizeof buf);
	assert_string_equal(buf, "47k474747");
}

/*
 * The format's yaku names come from the yaku table's rows: every yaku has one but the two wind
 * yaku, named with their wind; the dora, the red fives and the ura dora follow the yaku.
 */
static void the_format_names_each_yaku_by_its_row(void **state)
{
	(void)state;
	assert_string_equal(yaku_tenhou_name(YAKU_TANYAO), "断幺九");
	assert_string_equal(yaku_tenhou_name(YAKU_RIICHI), "立直");
	assert_string_equal(yaku_tenhou_name(YAKU_CHUN), "役牌 中");
	assert_string_equal(yaku_tenhou_name(YAKU_KOKUSHI_13), "国士無双１３面");
	assert_string_equal(yaku_tenhou_name(YAKU_RENHOU), "人和");
	assert_string_equal(yaku_tenhou_name(YAKU_ISHI_NO_UE), "石の上にも三年");
	assert_null(yaku_tenhou_name(YAKU_ROUND_WIND));
	assert_null(yaku_tenhou_name(YAKU_COUNT));
	for (int id = 0; id < YAKU_COUNT; id++) {
		const char *name = tenhou_yaku_name(id, TILE_SOUTH, TILE_WEST);
		assert_non_null(name);
		assert_true((unsigned char)name[0] >= 0x80); /* Japanese, never the English msgid */
		for (int other = 0; other < id; other++)
			assert_string_not_equal(tenhou_yaku_name(other, TILE_SOUTH, TILE_WEST),
						name);
	}
	assert_string_equal(tenhou_yaku_name(YAKU_ROUND_WIND, TILE_SOUTH, TILE_WEST), "場風 南");
	assert_string_equal(tenhou_yaku_name(YAKU_SEAT_WIND, TILE_SOUTH, TILE_WEST), "自風 西");

	struct score_result r = {.nyaku = 2, .dora = 1, .aka = 1, .ura = 2};
	r.yaku[0] = (struct yaku_award){.id = YAKU_RIICHI, .han = 1};
	r.yaku[1] = (struct yaku_award){.id = YAKU_TANYAO, .han = 1};
	char text[256];
	tenhou_win_yaku_text(&r, TILE_EAST, TILE_EAST, text, sizeof text);
	assert_string_equal(text, "立直(1飜) 断幺九(1飜) ドラ(1飜) 赤ドラ(1飜) 裏ドラ(2飜)");
}

/* The log a family's games are kept in, and the formats it refuses, are its row's. */
static void each_family_writes_the_logs_its_row_lists(void **state)
{
	(void)state;
	static const struct {
		const char *preset;
		const struct game_log_format *kept;
		bool mjai;
	} cases[] = {
	    {"standard", &game_log_tenhou, true},
	    {"mcr", &game_log_mcr, false},
	    {"sanma", &game_log_tenhou, false},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const struct rules *r = rules_preset(cases[i].preset);
		struct game_log *log = game_log_new(r, "t");
		assert_non_null(log);
		assert_ptr_equal(log->format, cases[i].kept);
		game_log_free(log);
		log = game_log_new_in(&game_log_mjai, r, "t");
		assert_int_equal(log != NULL, cases[i].mjai);
		game_log_free(log);
	}
	/* a riichi game is never kept as jansou-mcr/1, nor an MCR one as tenhou.net/6 */
	assert_null(game_log_new_in(&game_log_mcr, rules_preset("standard"), "t"));
	assert_null(game_log_new_in(&game_log_tenhou, rules_preset("mcr"), "t"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(tiles_and_melds_are_written_as_the_format_says),
	    cmocka_unit_test(a_log_has_the_format_fields),
	    cmocka_unit_test(random_games_replay_with_no_difference),
	    cmocka_unit_test(other_presets_replay_with_no_difference),
	    cmocka_unit_test(each_family_writes_the_logs_its_row_lists),
	    cmocka_unit_test(the_format_names_each_yaku_by_its_row),
	};
	return cmocka_run_group_tests_name("log and replay", tests, NULL, NULL);
}
