/*
 * mjai records: games the engine plays, written as mjai JSON lines, replay with no
 * difference; records broken in each way the reader knows are refused with the line named.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/shanten.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"
#include "src/record/mjai/log_mjai.h"
#include "src/record/replay.h"

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

/* Plays one game from seed under a preset and returns its mjai record. */
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
	struct mjai_log *log = mjai_log_new(&g.rules);
	assert_non_null(log);
	game_add_observer(&g, mjai_log_observe, log);
	game_add_observer(&g, count, t);
	game_play(&g);
	char *text = mjai_log_to_string(log);
	assert_non_null(text);
	mjai_log_free(log);
	return text;
}

/* Replays text; returns its status, with the differences and the error in report. */
static int replay(const char *text, struct replay_stats *stats, char *report, size_t size)
{
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);
	assert_non_null(f);
	char err[400] = "";
	*stats = (struct replay_stats){0};
	int rc = replay_text("rec", text, f, stats, err, sizeof err);
	fclose(f);
	snprintf(report, size, "%s%s", out, err);
	free(out);
	return rc;
}

static void round_trip(const char *preset, int games, struct tally *total)
{
	for (int seed = 1; seed <= games; seed++) {
		struct tally t = {0};
		char *text = play_logged_game(preset, (uint64_t)seed, &t);
		struct replay_stats stats;
		char report[4096];
		int rc = replay(text, &stats, report, sizeof report);
		if (rc != 0 || stats.differences != 0)
			fail_msg("%s seed %d: %d differences\n%s", preset, seed, stats.differences,
				 report);
		assert_int_equal(stats.hands, t.hands);
		free(text);
		int *a = (int *)total;
		const int *b = (const int *)&t;
		for (size_t i = 0; i < sizeof t / sizeof(int); i++)
			a[i] += b[i];
	}
}

/* Random legal play reaches wins, calls, kans, riichi and draws; every record replays. */
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
	assert_true(t.tsumo > 0 && t.ron > 0 && t.multi_ron > 0);
	assert_true(t.exhaustive > 0 && t.aborts > 0);
	assert_true(t.chi > 0 && t.pon > 0 && t.minkan > 0 && t.ankan > 0 && t.kakan > 0);
	assert_true(t.riichi > 0 && t.dora > 0);
}

/* The same under the tenhou, league and classic rules, which the record names. */
static void other_presets_replay_with_no_difference(void **state)
{
	(void)state;
	struct tally t = {0};
	round_trip("tenhou", 20, &t);
	round_trip("league", 20, &t);
	round_trip("classic", 20, &t);
	assert_true(t.wins > 0);
}

/* One line of a played record replaced (or dropped, with NULL): the reader's message. */
static void assert_refused(const char *text, const char *find, const char *with, const char *want)
{
	const char *at = strstr(text, find);
	assert_non_null(at);
	size_t flen = strlen(find), wlen = with ? strlen(with) : 0;
	char *changed = malloc(strlen(text) + wlen + 1);
	assert_non_null(changed);
	memcpy(changed, text, (size_t)(at - text));
	memcpy(changed + (at - text), with ? with : "", wlen);
	strcpy(changed + (at - text) + wlen, at + flen);
	struct replay_stats stats;
	char report[4096];
	int rc = replay(changed, &stats, report, sizeof report);
	if (rc != -1 || !strstr(report, want))
		fail_msg("wanted \"%s\", got (%d) %s", want, rc, report);
	free(changed);
}

/* Each kind of damage is named with its line; nothing is replayed from a broken record. */
static void broken_records_are_refused_with_the_line(void **state)
{
	(void)state;
	struct tally t = {0};
	char *text = play_logged_game("standard", 2, &t);
	assert_refused(text,
		       "{\"type\":\"tsumo\",\"actor\":", "{\"type\":\"tsumo\",\"actor\":7,\"x\":",
		       "line 3: \"actor\" is 7, not a seat 0 to 3");
	assert_refused(text, "\"type\":\"end_kyoku\"", "\"type\":\"end_hand\"",
		       "unknown event type \"end_hand\"");
	assert_refused(text, "\"type\":\"dahai\"", "\"type\":\"tsumo\"", "line 4: tsumo by seat");
	assert_refused(text, "\"dora_marker\":\"", "\"dora_marker\":\"0",
		       "line 2: dora_marker \"0");
	assert_refused(text, "\"dora_marker\":\"", "\"dora_marker\":\"?\",\"x\":\"",
		       "line 2: dora_marker is hidden");
	assert_refused(text, "\"kyotaku\":0", "\"kyotaku\":1001",
		       "line 2: \"kyotaku\" is 1001, not 0 to 1000");
	assert_refused(text, "\"honba\":0", "\"honba\":99999999999999999999", "line 2: \"honba\"");
	assert_refused(text, "\"scores\":[25000", "\"scores\":[1e300",
		       "line 2: entry 1 of \"scores\" is not a number of points");
	assert_refused(text, "{\"type\":\"start_game\"", "[{\"type\":\"start_game\"", "");
	assert_refused(text, "\"tsumogiri\":false}", "\"tsumogiri\":false} x",
		       "line 4: not JSON at character");
	assert_refused(text, "\"tsumogiri\":false}", "\"tsumogiri\":1}",
		       "\"tsumogiri\" is not true or false");
	free(text);
}

/* The format is told by the first line; blank lines and a last line without its end are kept. */
static void the_format_is_told_by_the_first_line(void **state)
{
	(void)state;
	struct replay_stats stats;
	char report[4096];
	assert_int_equal(replay("", &stats, report, sizeof report), -1);
	assert_non_null(strstr(report, "the file is empty"));
	assert_int_equal(replay(" \n\n", &stats, report, sizeof report), -1);
	assert_non_null(strstr(report, "the file is empty"));
	assert_int_equal(replay("{\"type\":\"start_game\"}\n", &stats, report, sizeof report), -1);
	assert_non_null(strstr(report, "the record holds no hands"));
	assert_int_equal(replay("\n{\"type\":\"end_game\"}\n", &stats, report, sizeof report), -1);
	assert_non_null(strstr(report, "line 2: end_game before start_game"));
	assert_int_equal(replay("{\"type\":\"start_game\"}\n{\"type\":\"start_game\"}", &stats,
				report, sizeof report),
			 -1);
	assert_non_null(strstr(report, "line 2: start_game between hands"));
	/* a tenhou.net/6 log is an object without "type" */
	assert_int_equal(replay("{\"log\":[]}", &stats, report, sizeof report), -1);
	assert_non_null(strstr(report, "the log holds no hands"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(the_format_is_told_by_the_first_line),
	    cmocka_unit_test(broken_records_are_refused_with_the_line),
	    cmocka_unit_test(random_games_replay_with_no_difference),
	    cmocka_unit_test(other_presets_replay_with_no_difference),
	};
	return cmocka_run_group_tests_name("mjai records replayed", tests, NULL, NULL);
}
