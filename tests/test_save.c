/* Saves: the text, resuming to the identical game, refusing bad saves, and write failures. */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "rules/shanten.h"
#include "src/engine/game_state.h"
#include "src/record/save/save.h"
#include "src/record/save/save_lock.h"
#include "src/record/save/save_session.h"

/* ---- a player whose choice depends only on what it sees ------------------- */

/*
 * Resuming hands the game back to the real controllers, so the test's players
 * must choose the same again from the same view: no state of their own. They
 * always win, often call and declare riichi, so saves hold every kind of decision.
 */
static uint64_t mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15u + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdu;
}

static int pure_choose(struct controller *self, const struct seat_view *v,
		       const struct action *choices, int n)
{
	(void)self;
	uint64_t h = mix(0, (uint64_t)v->seat);
	for (int i = 0; i < v->nhand; i++)
		h = mix(h, v->hand[i]);
	h = mix(h, (uint64_t)v->live_left);
	h = mix(h, (uint64_t)n);
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_TSUMO || choices[i].type == ACT_RON ||
		    choices[i].type == ACT_RIICHI)
			return i;
	for (int i = 0; i < n; i++)
		if ((choices[i].type == ACT_PON || choices[i].type == ACT_CHI ||
		     choices[i].type == ACT_MINKAN || choices[i].type == ACT_ANKAN ||
		     choices[i].type == ACT_KAKAN) &&
		    (h >> 7) % 5 == 0)
			return i;
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_PASS)
			return i;
	/* the discard that keeps the hand nearest to ready, ties by the hash */
	uint8_t counts[TILE_KINDS] = {0};
	tiles_count(v->hand, v->nhand, counts);
	int best = -1, best_shanten = 99;
	for (int i = 0; i < n; i++) {
		if (choices[i].type != ACT_DISCARD)
			continue;
		counts[tile_kind(choices[i].tile)]--;
		int sh =
		    shanten_min(counts, v->seats[v->seat].nmelds) * 8 + (int)((h >> (i % 32)) & 7);
		counts[tile_kind(choices[i].tile)]++;
		if (sh < best_shanten) {
			best_shanten = sh;
			best = i;
		}
	}
	return best >= 0 ? best : (int)((h >> 11) % (uint64_t)n);
}

static struct controller pure = {.name = "pure", .choose = pure_choose};

/* ---- what the game shows ---------------------------------------------------- */

struct event_log {
	char **lines;
	size_t n, cap;
	int calls, wins, riichi;
};

static void log_event(void *ctx, const struct game_event *ev)
{
	struct event_log *l = ctx;
	char line[256];
	snprintf(line, sizeof line,
		 "%d seat %d from %d tile %d riichi %d delta %d,%d,%d,%d total %d", ev->type,
		 ev->seat, ev->from, ev->tile, ev->riichi, ev->delta[0], ev->delta[1], ev->delta[2],
		 ev->delta[3],
		 ev->score ? ev->score->total
		 : ev->mcr ? ev->mcr->total
			   : 0);
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 1024;
		l->lines = realloc(l->lines, l->cap * sizeof *l->lines);
		assert_non_null(l->lines);
	}
	l->lines[l->n++] = strdup(line);
	l->calls += ev->type == EV_CALL || ev->type == EV_KAN;
	l->wins += ev->type == EV_WIN;
	l->riichi += ev->type == EV_RIICHI_PAID;
}

static void free_log(struct event_log *l)
{
	for (size_t i = 0; i < l->n; i++)
		free(l->lines[i]);
	free(l->lines);
}

/* Everything public about the game and each hand, as text to compare. */
static void state_text(const struct game *g, char *buf, size_t size)
{
	int n = snprintf(
	    buf, size,
	    "round %d hand %d honba %d sticks %d played %d dealer %d over %d live %d ind %d\n",
	    g->round_wind, g->hand_number, g->honba, g->riichi_sticks, g->hands_played, g->dealer,
	    g->over, g->wall.next_live, g->wall.indicators);
	for (int s = 0; s < SEATS; s++) {
		const struct player_state *p = &g->p[s];
		char hand[64], river[160];
		notation_format_tiles(p->hand, p->nhand, hand, sizeof hand);
		tile_t d[MAX_DISCARDS];
		for (int i = 0; i < p->pub.ndiscards; i++)
			d[i] = p->pub.discards[i].tile;
		notation_format_tiles(d, p->pub.ndiscards, river, sizeof river);
		char flowers[32];
		notation_format_tiles(p->pub.flowers, p->pub.nflowers, flowers, sizeof flowers);
		n += snprintf(buf + n, size - (size_t)n,
			      "seat %d points %d hand %s river %s melds %d riichi %d flowers %s\n",
			      s, p->pub.points, hand, river, p->pub.nmelds, p->pub.riichi, flowers);
	}
}

/* ---- a private state directory ------------------------------------------- */

static char dir[64];
static char path[128];

static int make_dir(void **state)
{
	(void)state;
	/* tmpfs where there is one: a save is flushed to disk after every decision */
	strcpy(dir, access("/dev/shm", W_OK) == 0 ? "/dev/shm/jansou-save-test-XXXXXX"
						  : "/tmp/jansou-save-test-XXXXXX");
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/game.save", dir);
	return 0;
}

static int remove_dir(void **state)
{
	(void)state;
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd);
}

static const char *const names[SEATS] = {"human", "pure", "pure", "pure"};
static const char *record_preset = "standard";

/* Plays a whole game with the pure players, recorded to path. */
static void record_game(struct game *g, struct save_session *ss, struct event_log *log,
			uint64_t seed)
{
	game_init(g, rules_preset(record_preset), seed);
	for (int s = 0; s < SEATS; s++)
		game_set_controller(g, s, &pure);
	game_add_observer(g, log_event, log);
	char msg[512];
	assert_int_equal(save_session_start(ss, g, seed, path, names, msg, sizeof msg), 0);
	game_play(g);
}

static void write_text(const char *p, const char *text, size_t len)
{
	FILE *f = fopen(p, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(text, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

static char *read_text(const char *p, size_t *len)
{
	FILE *f = fopen(p, "rb");
	if (!f)
		return NULL;
	char *buf = malloc(1 << 20);
	*len = fread(buf, 1, 1 << 20, f);
	fclose(f);
	return buf;
}

/* ---- the text --------------------------------------------------------------- */

static void every_action_reads_back_from_its_text(void **state)
{
	(void)state;
	const struct action actions[] = {
	    {.type = ACT_DISCARD, .tile = TILE_M1 + 4, .tsumogiri = true},
	    {.type = ACT_DISCARD, .tile = (TILE_P1 + 4) | TILE_RED},
	    {.type = ACT_RIICHI, .tile = TILE_CHUN},
	    {.type = ACT_TSUMO},
	    {.type = ACT_ANKAN, .tile = TILE_S1},
	    {.type = ACT_KAKAN, .tile = TILE_EAST},
	    {.type = ACT_KYUUSHU},
	    {.type = ACT_RON},
	    {.type = ACT_PON, .hand = {TILE_M1 + 4, (TILE_M1 + 4) | TILE_RED}},
	    {.type = ACT_MINKAN, .hand = {TILE_HAKU, TILE_HAKU, TILE_HAKU}},
	    {.type = ACT_CHI, .hand = {TILE_S1 + 2, TILE_S1 + 1}},
	    {.type = ACT_PASS},
	    {.type = ACT_KITA, .tile = TILE_NORTH},
	};
	/* every action is among them */
	for (int t = 0; t < ACT_TYPES; t++) {
		size_t i = 0;
		while (i < sizeof actions / sizeof actions[0] &&
		       actions[i].type != (enum action_type)t)
			i++;
		assert_true(i < sizeof actions / sizeof actions[0]);
	}
	for (size_t i = 0; i < sizeof actions / sizeof actions[0]; i++) {
		char text[64];
		struct action back;
		save_action_text(&actions[i], text, sizeof text);
		assert_int_equal(save_action_parse(text, &back), 0);
		assert_true(save_action_equal(&actions[i], &back));
	}
	struct action a;
	assert_int_equal(save_action_parse("discard", &a), -1);
	assert_int_equal(save_action_parse("discard 5m sideways", &a), -1);
	assert_int_equal(save_action_parse("pon 5m", &a), -1);
	assert_int_equal(save_action_parse("dance", &a), -1);
}

static void a_save_reads_back_the_same(void **state)
{
	(void)state;
	struct rules r = *rules_preset("tenhou");
	r.open_tanyao = false;
	r.uma[0] = 30;
	struct save_game s, back;
	save_init(&s, &r, 0xfedcba9876543210u, names);
	struct action a = {.type = ACT_PON, .hand = {TILE_CHUN, TILE_CHUN}};
	for (int i = 0; i < 500; i++)
		assert_int_equal(save_add(&s, i % 4, &a), 0);
	size_t len;
	char *text = save_format(&s, &len);
	char err[256];
	assert_int_equal(save_parse(text, len, &back, err, sizeof err), SAVE_OK);
	assert_int_equal(back.seed, s.seed);
	assert_string_equal(back.rules.preset, "tenhou");
	assert_false(back.rules.open_tanyao);
	assert_int_equal(back.rules.uma[0], 30);
	assert_string_equal(back.players[1], "pure");
	assert_int_equal(back.ndecisions, 500);
	assert_int_equal(back.decisions[499].seat, 3);
	assert_true(save_action_equal(&back.decisions[499].action, &a));
	free(text);
	save_free(&s);
	save_free(&back);
}

/* The language chosen during a game comes back with it; a save without one has none. */
static void a_save_keeps_the_language_chosen(void **state)
{
	(void)state;
	struct save_game s, back;
	save_init(&s, rules_preset("standard"), 7, names);
	char err[256];
	size_t len;
	char *text = save_format(&s, &len);
	assert_null(strstr(text, "\nlang "));
	assert_int_equal(save_parse(text, len, &back, err, sizeof err), SAVE_OK);
	assert_string_equal(back.lang, "");
	free(text);
	save_free(&back);
	snprintf(s.lang, sizeof s.lang, "%s", "ja");
	struct action a = {.type = ACT_DISCARD, .tile = TILE_CHUN};
	assert_int_equal(save_add(&s, 0, &a), 0);
	text = save_format(&s, &len);
	assert_non_null(strstr(text, "\nlang ja\ndecisions 1\n"));
	assert_int_equal(save_parse(text, len, &back, err, sizeof err), SAVE_OK);
	assert_string_equal(back.lang, "ja");
	assert_int_equal(back.ndecisions, 1);
	free(text);
	save_free(&s);
	save_free(&back);
}

/* ---- resuming ------------------------------------------------------------------- */

struct catch_up {
	int calls;
	char state[2048];
};

static void note_catch_up(void *ctx, struct game *g)
{
	struct catch_up *c = ctx;
	c->calls++;
	state_text(g, c->state, sizeof c->state);
}

/* Resumes the save of the first k decisions of a; checks it ends as a did. */
static void resume_at(const struct save_game *a, size_t k, const struct event_log *log_a,
		      const char *final_a)
{
	struct save_game cut = *a;
	cut.ndecisions = k;
	char err[512];
	assert_int_equal(save_write(path, &cut, err, sizeof err), 0);

	struct save_session ss;
	assert_int_equal(save_session_load(&ss, path, err, sizeof err), SAVE_OK);
	assert_int_equal(ss.save.ndecisions, k);
	struct game g;
	game_init(&g, &ss.save.rules, ss.save.seed);
	for (int s = 0; s < SEATS; s++)
		game_set_controller(&g, s, &pure);
	struct event_log log_b = {0};
	game_add_observer(&g, log_event, &log_b);
	struct catch_up c = {0};
	ss.caught_up = note_catch_up;
	ss.caught_up_ctx = &c;
	save_session_resume(&ss, &g);
	game_play(&g);

	assert_int_equal(c.calls, 1);
	char final_b[2048];
	state_text(&g, final_b, sizeof final_b);
	assert_string_equal(final_b, final_a);
	/* the observers hear the whole game, played back or not: the very events of the first
	 * game, from its first (a log or a count of a resumed game is the whole game's) */
	assert_int_equal(log_b.n, log_a->n);
	for (size_t i = 0; i < log_b.n; i++)
		assert_string_equal(log_b.lines[i], log_a->lines[i]);
	/* the resumed game went on saving: its save holds every decision of the first */
	assert_int_equal(ss.save.ndecisions, a->ndecisions);
	free_log(&log_b);
	save_session_free(&ss);
}

static void resuming_reaches_the_identical_game(void **state)
{
	(void)state;
	struct game g;
	struct save_session ss;
	struct event_log log = {0};
	record_game(&g, &ss, &log, 2024);
	assert_true(g.over);
	/* a game worth saving: calls, riichi and wins */
	assert_true(log.calls > 0);
	assert_true(log.riichi > 0);
	assert_true(log.wins > 0);
	char final_a[2048];
	state_text(&g, final_a, sizeof final_a);
	/* the file on disk after the last decision is the whole game */
	struct save_game on_disk;
	char err[512];
	assert_int_equal(save_read(path, &on_disk, err, sizeof err), SAVE_OK);
	assert_int_equal(on_disk.ndecisions, ss.save.ndecisions);
	save_free(&on_disk);

	size_t n = ss.save.ndecisions;
	const size_t cuts[] = {0, 1, 2, n / 3, n / 2, n - 1};
	for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++)
		resume_at(&ss.save, cuts[i], &log, final_a);
	free_log(&log);
	save_session_free(&ss);
}

/* Chinese Official rules: the flowers are replaced without a decision, so the seed and the
 * decisions are the whole game here too. */
static void an_mcr_game_resumes_identically(void **state)
{
	(void)state;
	struct game g;
	struct save_session ss;
	struct event_log log = {0};
	record_preset = "mcr";
	record_game(&g, &ss, &log, 2025);
	record_preset = "standard";
	assert_true(g.over);
	assert_int_equal(g.hands_played, 16);
	assert_true(log.calls > 0);
	char final_a[2048];
	state_text(&g, final_a, sizeof final_a);
	struct save_game on_disk;
	char err[512];
	assert_int_equal(save_read(path, &on_disk, err, sizeof err), SAVE_OK);
	assert_string_equal(on_disk.rules.preset, "mcr");
	assert_int_equal(on_disk.rules.family, RULES_MCR);
	save_free(&on_disk);
	size_t n = ss.save.ndecisions;
	const size_t cuts[] = {0, 1, n / 2, n - 1};
	for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++)
		resume_at(&ss.save, cuts[i], &log, final_a);
	free_log(&log);
	save_session_free(&ss);
}

/* At the moment of catching up, the game is where the first one was at that decision. */
struct snapshot_at {
	size_t k, seen;
	struct game *g;
	char state[2048];
};

static struct snapshot_at *snap;

static int snapshot_choose(struct controller *self, const struct seat_view *v,
			   const struct action *choices, int n)
{
	if (snap->seen++ == snap->k)
		state_text(snap->g, snap->state, sizeof snap->state);
	return pure_choose(self, v, choices, n);
}

static void the_game_caught_up_is_the_game_that_was_saved(void **state)
{
	(void)state;
	struct controller snapper = {.name = "pure", .choose = snapshot_choose};
	for (size_t k = 1; k < 400; k += 37) {
		struct snapshot_at at = {.k = k};
		snap = &at;
		struct game g;
		game_init(&g, rules_preset("standard"), 77);
		at.g = &g;
		for (int s = 0; s < SEATS; s++)
			game_set_controller(&g, s, &snapper);
		struct save_session ss;
		char msg[512];
		assert_int_equal(save_session_start(&ss, &g, 77, path, names, msg, sizeof msg), 0);
		game_play(&g);
		assert_true(at.seen > at.k);

		struct save_game cut = ss.save;
		cut.ndecisions = at.k;
		assert_int_equal(save_write(path, &cut, msg, sizeof msg), 0);
		save_session_free(&ss);

		struct game b;
		assert_int_equal(save_session_load(&ss, path, msg, sizeof msg), SAVE_OK);
		game_init(&b, &ss.save.rules, ss.save.seed);
		for (int s = 0; s < SEATS; s++)
			game_set_controller(&b, s, &pure);
		struct catch_up c = {0};
		ss.caught_up = note_catch_up;
		ss.caught_up_ctx = &c;
		save_session_resume(&ss, &b);
		while (c.calls == 0 && game_play_hand(&b))
			;
		assert_int_equal(c.calls, 1);
		assert_string_equal(c.state, at.state);
		save_session_free(&ss);
	}
}

/* A save whose game ended with its last decision is not offered again, but kept. */
static void a_finished_game_is_kept_to_be_recorded(void **state)
{
	(void)state;
	struct game g;
	struct save_session ss;
	struct event_log log = {0};
	record_game(&g, &ss, &log, 31);
	char id_a[SAVE_ID_SIZE];
	save_id(&ss.save, id_a, sizeof id_a);
	assert_int_equal(strlen(id_a), 16);
	save_session_free(&ss);
	/* the program stopped before it removed the save: found over, and left in place */
	char err[512];
	assert_int_equal(save_session_load(&ss, path, err, sizeof err), SAVE_OVER);
	assert_non_null(strstr(err, "already over"));
	assert_int_equal(access(path, F_OK), 0);
	char id_b[SAVE_ID_SIZE];
	save_id(&ss.save, id_b, sizeof id_b);
	assert_string_equal(id_a, id_b); /* the same game, known again */
	/* played back to be recorded: it asks no one, and its observers hear the whole game */
	struct game g2;
	game_init(&g2, &ss.save.rules, ss.save.seed);
	for (int s = 0; s < SEATS; s++)
		game_set_controller(&g2, s, &controller_tsumogiri);
	struct event_log log_b = {0};
	game_add_observer(&g2, log_event, &log_b);
	struct catch_up c = {0};
	ss.caught_up = note_catch_up;
	ss.caught_up_ctx = &c;
	save_session_resume(&ss, &g2);
	game_play(&g2);
	assert_true(g2.over);
	assert_int_equal(c.calls, 0);
	assert_int_equal(log_b.n, log.n);
	for (size_t i = 0; i < log_b.n; i++)
		assert_string_equal(log_b.lines[i], log.lines[i]);
	/* recorded: the save goes, once */
	save_session_finish(&ss);
	assert_int_equal(access(path, F_OK), -1);
	write_text(path, "x", 1);
	save_session_finish(&ss);
	assert_int_equal(access(path, F_OK), 0);
	unlink(path);
	free_log(&log_b);
	free_log(&log);
	save_session_free(&ss);
}

/* ---- refusing saves ---------------------------------------------------------- */

/* FNV-1a as save.c signs its text, to make saves that pass the checksum. */
static uint64_t fnv1a(const char *s, size_t n)
{
	uint64_t h = 0xcbf29ce484222325u;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3u;
	}
	return h;
}

/* Replaces the end line of text with a right checksum. */
static size_t resign(char *text, size_t len)
{
	char *end = strstr(text, "\nend ");
	assert_non_null(end);
	size_t body = (size_t)(end - text) + 1;
	return body +
	       (size_t)sprintf(text + body, "end %016llx\n", (unsigned long long)fnv1a(text, body));
	(void)len;
}

static char *small_save(size_t *len)
{
	struct save_game s;
	save_init(&s, rules_preset("standard"), 5, names);
	struct game g;
	game_init(&g, &s.rules, 5);
	/* two real decisions: the first dealer discards its draw, the next too */
	char *text = save_format(&s, len);
	save_free(&s);
	return text;
}

/* Loads path, expecting status; checks the file went to PATH.aside with the same bytes. */
static void expect_refused(enum save_status want, const char *aside, const char *text, size_t len,
			   const char *why)
{
	write_text(path, text, len);
	struct save_session ss;
	char err[1024];
	assert_int_equal(save_session_load(&ss, path, err, sizeof err), want);
	assert_non_null(strstr(err, why));
	assert_non_null(strstr(err, "It was moved to"));
	char moved[256];
	snprintf(moved, sizeof moved, "%s.%s", path, aside);
	assert_non_null(strstr(err, moved));
	assert_int_equal(access(path, F_OK), -1);
	size_t got;
	char *kept = read_text(moved, &got);
	assert_non_null(kept);
	assert_int_equal(got, len);
	assert_memory_equal(kept, text, len);
	free(kept);
	unlink(moved);
	save_session_free(&ss);
}

static void a_truncated_save_is_refused_and_kept(void **state)
{
	(void)state;
	size_t len;
	char *text = small_save(&len);
	expect_refused(SAVE_TRUNCATED, "truncated", text, len / 2, "cut short");
	expect_refused(SAVE_TRUNCATED, "truncated", text, len - 1, "cut short");
	expect_refused(SAVE_CORRUPT, "damaged", text, 0, "not a jansou save");
	free(text);
}

static void a_damaged_save_is_refused_and_never_written_over(void **state)
{
	(void)state;
	size_t len;
	char *text = small_save(&len);
	char *bad = strdup(text);
	bad[len / 2] ^= 0x01;
	expect_refused(SAVE_CORRUPT, "damaged", bad, len, "checksum");
	expect_refused(SAVE_CORRUPT, "damaged", "garbage\n", 8, "not a jansou save");
	/* a second damaged save goes beside the first, not over it */
	write_text(path, bad, len);
	char moved[256], err[1024];
	snprintf(moved, sizeof moved, "%s.damaged", path);
	write_text(moved, "older", 5);
	struct save_session ss;
	assert_int_equal(save_session_load(&ss, path, err, sizeof err), SAVE_CORRUPT);
	size_t got;
	char *older = read_text(moved, &got);
	assert_int_equal(got, 5);
	free(older);
	strcat(moved, ".1");
	assert_int_equal(access(moved, F_OK), 0);
	assert_non_null(strstr(err, moved));
	free(bad);
	free(text);
	save_session_free(&ss);
}

static void a_save_of_another_version_is_refused(void **state)
{
	(void)state;
	struct save_game s;
	save_init(&s, rules_preset("standard"), 5, names);
	snprintf(s.program, sizeof s.program, "jansou 0.0.1");
	size_t len;
	char *text = save_format(&s, &len);
	expect_refused(SAVE_OTHER_VERSION, "other-version", text, len, "written by jansou 0.0.1");
	free(text);
	const char future[] = "jansou-save 99\nanything at all\n";
	expect_refused(SAVE_OTHER_VERSION, "other-version", future, sizeof future - 1, "format 99");
	save_free(&s);
}

static void a_save_of_other_rules_is_refused(void **state)
{
	(void)state;
	struct rules r = *rules_preset("standard");
	r.preset = "martian";
	struct save_game s;
	save_init(&s, &r, 5, names);
	size_t len;
	char *text = save_format(&s, &len);
	expect_refused(SAVE_OTHER_RULES, "other-rules", text, len, "\"martian\"");
	free(text);
	save_free(&s);
	/* an option this version does not have, or a value it refuses */
	save_init(&s, rules_preset("standard"), 5, names);
	text = save_format(&s, &len);
	char *opt = strstr(text, "option open_tanyao true");
	assert_non_null(opt);
	memcpy(opt, "option open_tanyom true", 23);
	len = resign(text, len);
	expect_refused(SAVE_OTHER_RULES, "other-rules", text, len, "open_tanyom");
	free(text);
	text = save_format(&s, &len);
	opt = strstr(text, "option max_ron 2");
	assert_non_null(opt);
	opt[15] = '9';
	len = resign(text, len);
	expect_refused(SAVE_OTHER_RULES, "other-rules", text, len, "max_ron");
	free(text);
	save_free(&s);
}

/* Takes the line starting with prefix out of text (a NUL-terminated save). */
static void drop_line(char *text, const char *prefix)
{
	char *line = strstr(text, prefix);
	assert_non_null(line);
	char *next = strchr(line, '\n') + 1;
	memmove(line, next, strlen(next) + 1);
}

/*
 * A save from a version before an option existed does not set it: it resumes with the value
 * that plays as that version did (MCR players kept their seats; a dead wait was tenpai).
 * An option older than saves, missing, or one set twice, is still refused.
 */
static void a_save_without_later_options_resumes_as_it_was_played(void **state)
{
	(void)state;
	struct save_game s;
	save_init(&s, rules_preset("mcr"), 5, names);
	size_t len;
	char *text = save_format(&s, &len);
	drop_line(text, "option reseat true\n");
	drop_line(text, "option dead_wait hand\n");
	len = resign(text, strlen(text));
	write_text(path, text, len);
	struct save_game back;
	char err[512];
	assert_int_equal(save_read(path, &back, err, sizeof err), SAVE_OK);
	assert_string_equal(back.rules.preset, "mcr");
	assert_true(back.rules.flowers);
	assert_false(back.rules.reseat);
	assert_int_equal(back.rules.dead_wait, DEAD_WAIT_TENPAI);
	save_free(&back);
	free(text);

	/* a riichi save of that version: the top needed the return points (35000 here), a
	 * closed kan could be robbed, and "dead_wait_tenpai false" counted the melds */
	struct save_game old;
	struct rules r = *rules_preset("standard");
	r.return_points = 35000;
	save_init(&old, &r, 5, names);
	text = save_format(&old, &len);
	drop_line(text, "option target_points 30000\n");
	drop_line(text, "option kokushi_closed_kan true\n");
	char *dead = strstr(text, "option dead_wait hand\n");
	assert_non_null(dead);
	char *renamed = malloc(len + 32);
	assert_non_null(renamed);
	snprintf(renamed, len + 32, "%.*soption dead_wait_tenpai false\n%s", (int)(dead - text),
		 text, dead + strlen("option dead_wait hand\n"));
	len = resign(renamed, strlen(renamed));
	write_text(path, renamed, len);
	assert_int_equal(save_read(path, &back, err, sizeof err), SAVE_OK);
	assert_int_equal(back.rules.target_points, 35000);
	assert_true(back.rules.kokushi_closed_kan);
	assert_int_equal(back.rules.dead_wait, DEAD_WAIT_MELDS);
	save_free(&back);
	save_free(&old);
	free(renamed);
	free(text);

	text = save_format(&s, &len);
	drop_line(text, "option open_tanyao ");
	len = resign(text, strlen(text));
	expect_refused(SAVE_OTHER_RULES, "other-rules", text, len,
		       "does not set the rule option open_tanyao");
	free(text);

	text = save_format(&s, &len);
	char *twice = malloc(len + 32);
	assert_non_null(twice);
	char *at = strstr(text, "option flowers true\n");
	assert_non_null(at);
	size_t head = (size_t)(at - text);
	memcpy(twice, text, head);
	strcpy(twice + head, "option flowers false\n");
	strcat(twice, at);
	len = resign(twice, strlen(twice));
	expect_refused(SAVE_CORRUPT, "damaged", twice, len, "sets the rule option flowers twice");
	free(twice);
	free(text);
	save_free(&s);
}

/* One game to a save: the lock beside it is held until let go; slots are numbered saves. */
static void a_save_is_locked_by_one_game_at_a_time(void **state)
{
	(void)state;
	struct save_lock a, b;
	pid_t holder = -1;
	char err[512];
	/* what a write killed half-way left beside the save goes when the save is taken */
	char stray[300], other[300];
	snprintf(stray, sizeof stray, "%s.Ab12Cd", path);
	snprintf(other, sizeof other, "%s.damaged", path);
	write_text(stray, "jansou-save 1\n", 14);
	write_text(other, "x\n", 2);
	assert_int_equal(save_lock(&a, path, &holder, err, sizeof err), SAVE_LOCKED);
	assert_int_equal(access(stray, F_OK), -1);
	assert_int_equal(access(other, F_OK), 0);
	unlink(other);
	/* a second open file, as a second process would have, finds it held, and by whom */
	assert_int_equal(save_lock(&b, path, &holder, err, sizeof err), SAVE_IN_USE);
	assert_int_equal(holder, getpid());
	assert_int_equal(b.fd, -1);
	save_unlock(&a);
	assert_int_equal(save_lock(&b, path, &holder, err, sizeof err), SAVE_LOCKED);
	save_unlock(&b);
	char slot[256];
	assert_int_equal(save_slot_path("/s/jansou/game.save", 1, slot, sizeof slot), 0);
	assert_string_equal(slot, "/s/jansou/game.save");
	assert_int_equal(save_slot_path("/s/jansou/game.save", 2, slot, sizeof slot), 0);
	assert_string_equal(slot, "/s/jansou/game.2.save");
	assert_int_equal(save_slot_path("/s/jansou/game.save", 9, slot, 10), -1);
}

/* Signed, well formed, but a decision the game never offered: refused before playing. */
static void a_save_whose_decisions_do_not_fit_is_refused(void **state)
{
	(void)state;
	struct save_game s;
	save_init(&s, rules_preset("standard"), 5, names);
	struct game g;
	game_init(&g, &s.rules, 5);
	struct action a = {.type = ACT_KYUUSHU};
	assert_int_equal(save_add(&s, (g.first_dealer + 1) % SEATS, &a), 0);
	size_t len;
	char *text = save_format(&s, &len);
	expect_refused(SAVE_CORRUPT, "damaged", text, len, "is not a choice the game offered");
	free(text);
	save_free(&s);
}

static void no_save_is_nothing_to_resume(void **state)
{
	(void)state;
	struct save_session ss;
	char err[512];
	unlink(path);
	assert_int_equal(save_session_load(&ss, path, err, sizeof err), SAVE_MISSING);
	save_session_free(&ss);
}

/* A new game never writes over an unfinished one: it is kept aside. */
static void a_new_game_keeps_the_unfinished_one(void **state)
{
	(void)state;
	write_text(path, "unfinished", 10);
	struct game g;
	game_init(&g, rules_preset("standard"), 1);
	struct save_session ss;
	char msg[512];
	assert_int_equal(save_session_start(&ss, &g, 1, path, names, msg, sizeof msg), 0);
	assert_non_null(strstr(msg, "game.save.abandoned"));
	char moved[256];
	snprintf(moved, sizeof moved, "%s.abandoned", path);
	size_t len;
	char *kept = read_text(moved, &len);
	assert_int_equal(len, 10);
	free(kept);
	unlink(moved);
	/* and a finished game's save is removed */
	game_play(&g);
	assert_int_equal(access(path, F_OK), 0);
	save_session_finish(&ss);
	assert_int_equal(access(path, F_OK), -1);
	save_session_free(&ss);
	assert_ptr_equal(g.ctl[0], &controller_tsumogiri);
}

/*
 * A FIFO in the save's place would hang start-up if opened as a file: it is
 * refused unread as a save that cannot be read, left alone, and put aside
 * (not written through) when a new game starts. A device is refused the
 * same way; a file larger than any save is a damaged one.
 */
static void a_special_file_as_the_save_is_refused_without_waiting(void **state)
{
	(void)state;
	alarm(10); /* a regression hangs: fail instead */
	assert_int_equal(mkfifo(path, 0600), 0);
	struct save_session ss;
	char err[1024];
	assert_int_equal(save_session_load(&ss, path, err, sizeof err), SAVE_UNREADABLE);
	assert_non_null(strstr(err, "cannot read the save"));
	assert_non_null(strstr(err, "not a regular file"));
	save_session_free(&ss);
	struct stat st;
	assert_int_equal(lstat(path, &st), 0);
	assert_true(S_ISFIFO(st.st_mode));

	struct game g;
	game_init(&g, rules_preset("standard"), 1);
	char msg[512], moved[256];
	assert_int_equal(save_session_start(&ss, &g, 1, path, names, msg, sizeof msg), 0);
	snprintf(moved, sizeof moved, "%s.abandoned", path);
	assert_int_equal(lstat(moved, &st), 0);
	assert_true(S_ISFIFO(st.st_mode));
	assert_int_equal(lstat(path, &st), 0);
	assert_true(S_ISREG(st.st_mode));
	save_session_free(&ss);
	unlink(moved);
	unlink(path);

	assert_int_equal(symlink("/dev/zero", path), 0);
	struct save_game s;
	assert_int_equal(save_read(path, &s, err, sizeof err), SAVE_UNREADABLE);
	assert_non_null(strstr(err, "not a regular file"));
	save_free(&s);
	unlink(path);

	/* 64 MiB and one byte, sparse: refused by its size before a byte is read */
	write_text(path, "", 0);
	assert_int_equal(truncate(path, SAVE_MAX_SIZE + 1), 0);
	assert_int_equal(save_read(path, &s, err, sizeof err), SAVE_CORRUPT);
	assert_non_null(strstr(err, "larger than 64 MiB"));
	save_free(&s);
	alarm(0);
}

/* ---- write failures -------------------------------------------------------- */

struct failures {
	int count, saved_again;
	char last[512];
};

static void note_failure(void *ctx, const char *message)
{
	struct failures *f = ctx;
	if (!message) {
		f->saved_again++;
		return;
	}
	f->count++;
	snprintf(f->last, sizeof f->last, "%s", message);
}

/*
 * A full disk, as near as a test can get without one: a file size limit makes
 * write() fail (EFBIG) the way ENOSPC would. The old save stays whole, the
 * failure is reported, and the game plays on.
 */
static void a_failed_write_is_reported_and_keeps_the_old_save(void **state)
{
	(void)state;
	struct game g;
	game_init(&g, rules_preset("standard"), 9);
	for (int s = 0; s < SEATS; s++)
		game_set_controller(&g, s, &pure);
	struct save_session ss;
	char msg[512];
	assert_int_equal(save_session_start(&ss, &g, 9, path, names, msg, sizeof msg), 0);
	struct failures f = {0};
	ss.write_failed = note_failure;
	ss.write_failed_ctx = &f;
	size_t before;
	char *old = read_text(path, &before);

	struct rlimit saved, small;
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &saved), 0);
	small = saved;
	small.rlim_cur = 512;
	void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
	game_play_hand(&g);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &saved), 0);
	signal(SIGXFSZ, old_handler);

	assert_true(f.count > 0);
	assert_non_null(strstr(f.last, "cannot write the save"));
	assert_non_null(strstr(f.last, strerror(EFBIG)));
	size_t after;
	char *now = read_text(path, &after);
	assert_int_equal(after, before);
	assert_memory_equal(now, old, before);
	free(now);
	/* no temporary file is left behind */
	char cmd[256];
	snprintf(cmd, sizeof cmd, "test $(ls '%s' | wc -l) -eq 1", dir);
	assert_int_equal(system(cmd), 0);

	/* room again: the next decision saves everything so far */
	int failures = f.count;
	assert_int_equal(f.saved_again, 0);
	game_play_hand(&g);
	assert_int_equal(f.count, failures);
	assert_int_equal(f.saved_again, 1); /* told once that the game is saved again */
	struct save_game back;
	char err[512];
	assert_int_equal(save_read(path, &back, err, sizeof err), SAVE_OK);
	assert_int_equal(back.ndecisions, ss.save.ndecisions);
	save_free(&back);
	free(old);
	save_session_free(&ss);
}

/* A directory that cannot be written: reported with the path. */
static void an_unwritable_place_is_reported(void **state)
{
	(void)state;
	struct save_game s;
	save_init(&s, rules_preset("standard"), 1, names);
	char err[512];
	/* a path under a regular file: no directory there, whoever runs the test */
	char bad[256];
	snprintf(bad, sizeof bad, "%s/game.save/inside", dir);
	write_text(path, "x", 1);
	assert_int_equal(save_write(bad, &s, err, sizeof err), -1);
	assert_non_null(strstr(err, "cannot create a file beside"));
	assert_non_null(strstr(err, strerror(ENOTDIR)));
	if (geteuid() != 0) {
		char ro[256];
		snprintf(ro, sizeof ro, "%s/ro", dir);
		assert_int_equal(mkdir(ro, 0500), 0);
		strcat(ro, "/game.save");
		assert_int_equal(save_write(ro, &s, err, sizeof err), -1);
		assert_non_null(strstr(err, strerror(EACCES)));
	}
	unlink(path);
	save_free(&s);
}

static void the_state_directory_follows_xdg_then_home(void **state)
{
	(void)state;
	char buf[256], err[256], want[256];
	setenv("XDG_STATE_HOME", dir, 1);
	assert_int_equal(save_default_path(buf, sizeof buf, err, sizeof err), 0);
	snprintf(want, sizeof want, "%s/jansou/game.save", dir);
	assert_string_equal(buf, want);
	unsetenv("XDG_STATE_HOME");
	setenv("HOME", dir, 1);
	assert_int_equal(save_dir(buf, sizeof buf, err, sizeof err), 0);
	snprintf(want, sizeof want, "%s/.local/state/jansou", dir);
	assert_string_equal(buf, want);
	struct stat st;
	assert_int_equal(stat(want, &st), 0);
	assert_true(S_ISDIR(st.st_mode));
	unsetenv("HOME");
	assert_int_equal(save_dir(buf, sizeof buf, err, sizeof err), -1);
	assert_non_null(strstr(err, "HOME"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(every_action_reads_back_from_its_text),
	    cmocka_unit_test(a_save_reads_back_the_same),
	    cmocka_unit_test(a_save_keeps_the_language_chosen),
	    cmocka_unit_test_setup_teardown(resuming_reaches_the_identical_game, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(an_mcr_game_resumes_identically, make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_save_is_locked_by_one_game_at_a_time, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(a_save_without_later_options_resumes_as_it_was_played,
					    make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(the_game_caught_up_is_the_game_that_was_saved, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(a_finished_game_is_kept_to_be_recorded, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(a_truncated_save_is_refused_and_kept, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(a_damaged_save_is_refused_and_never_written_over,
					    make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_save_of_another_version_is_refused, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(a_save_of_other_rules_is_refused, make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_save_whose_decisions_do_not_fit_is_refused, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(no_save_is_nothing_to_resume, make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_new_game_keeps_the_unfinished_one, make_dir,
					    remove_dir),
	    cmocka_unit_test_setup_teardown(a_special_file_as_the_save_is_refused_without_waiting,
					    make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(a_failed_write_is_reported_and_keeps_the_old_save,
					    make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(an_unwritable_place_is_reported, make_dir, remove_dir),
	    cmocka_unit_test_setup_teardown(the_state_directory_follows_xdg_then_home, make_dir,
					    remove_dir),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
