/* The efficiency strategy on fixed positions, each answer worked out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai.h"
#include "ai/paths.h"
#include "ai/table.h"
#include "rules/notation.h"
#include "rules/rng.h"
#include "rules/shanten.h"
#include "src/engine/engine.h"
#include "src/engine/game_state.h"
#include "ai/players.h"
#include "tests/ai_views.h"

static struct action own_turn(const char *hand, struct ai_explain *ex)
{
	static struct seat_view v;
	struct action ch[32];
	av_init(&v, 1, hand);
	int n = av_own_turn(&v, ch, 32);
	return av_choose("efficiency", &v, ch, n, ex);
}

static void assert_discards(const char *hand, const char *want)
{
	struct action a = own_turn(hand, NULL);
	assert_true(a.type == ACT_DISCARD || a.type == ACT_RIICHI);
	if (tile_kind(a.tile) != tile_kind(av_tile(want)))
		fail_msg("%s: discarded %s, want %s", hand, notation_tile(a.tile), want);
}

/* An isolated honour is the only tile outside the shape: 123m456p789s55z46p + 7z. */
static void isolated_honour_goes(void **state)
{
	(void)state;
	struct ai_explain ex;
	struct action a = own_turn("123m456p789s46p557z", &ex);
	assert_int_equal(tile_kind(a.tile), TILE_CHUN);
	/* tenpai on the closed wait 5p: three unseen, the fourth is in 456p */
	assert_int_equal(ex.shanten, 0);
	assert_int_equal(ex.ukeire, 3);
}

/*
 * 123m456p789p11z + 467s: letting 4s go keeps the two-sided 67s (5s and 8s,
 * eight tiles); letting 7s go keeps the closed 46s (5s, four tiles).
 */
static void two_sided_wait_kept_over_closed(void **state)
{
	(void)state;
	assert_discards("123m456p789p467s11z", "4s");
}

/*
 * 234m567p678s22z34s + 1m: 1m is the only tile in no block; without it the
 * hand waits on 2s and 5s, any other discard loses a step.
 */
static void floating_terminal_goes_before_a_block(void **state)
{
	(void)state;
	assert_discards("1234m567p34678s22z", "1m");
}

/* Between two isolated honours, the one with no copy left to pair goes first. */
static void dead_honour_goes_first(void **state)
{
	(void)state;
	static struct seat_view v;
	struct action ch[32];
	/*
	 * 234m567p345s67s + 9m 4z 7z: one single goes, the other two wait to
	 * pair. Three North are out, so keeping 4z accepts three tiles fewer.
	 */
	av_init(&v, 1, "234m567p345s67s9m4z7z");
	av_discards(&v, 2, "4z4z4z");
	int n = av_own_turn(&v, ch, 32);
	struct action a = av_choose("efficiency", &v, ch, n, NULL);
	assert_int_equal(tile_kind(a.tile), TILE_NORTH);
}

/* Tenpai with a two-sided wait and a closed hand: riichi. */
static void riichi_at_tenpai(void **state)
{
	(void)state;
	struct ai_explain ex;
	struct action a = own_turn("123m456p789s23m55z9p", &ex);
	assert_int_equal(a.type, ACT_RIICHI);
	assert_int_equal(tile_kind(a.tile), TILE_P1 + 8);
	assert_int_equal(ex.reason, AI_REASON_RIICHI);
}

/* Every tile that wins is already visible: no riichi on a dead wait. */
static void no_riichi_on_a_dead_wait(void **state)
{
	(void)state;
	static struct seat_view v;
	struct action ch[32];
	/* 123m456p789s55z + 13m waits on 2m only; 9p goes */
	av_init(&v, 1, "123m456p789s13m55z9p");
	av_discards(&v, 2, "2m2m");
	av_discards(&v, 3, "2m2m");
	int n = av_own_turn(&v, ch, 32);
	struct action a = av_choose("efficiency", &v, ch, n, NULL);
	assert_int_equal(a.type, ACT_DISCARD);
	assert_int_equal(tile_kind(a.tile), TILE_P1 + 8);
}

/*
 * 111m456p789s24m99s + 4z, seat 1 (South) in the East round: letting 4z go leaves a closed
 * hand waiting on 3m alone (four unseen) with no yaku at all (a terminal triplet, no
 * pinfu, no tanyao), so it could win only by its own draw. Riichi is a yaku of its own:
 * declared, every 3m wins. Both strategies sharing the riichi rule declare it.
 */
static void riichi_on_a_tenpai_without_yaku(void **state)
{
	(void)state;
	static const char *const names[] = {"efficiency", "defensive", "balanced"};
	for (int i = 0; i < 3; i++) {
		static struct seat_view v;
		struct action ch[32];
		struct ai_explain ex;
		av_init(&v, 1, "111m456p789s24m99s4z");
		int n = av_own_turn(&v, ch, 32);
		struct action a = av_choose(names[i], &v, ch, n, &ex);
		if (a.type != ACT_RIICHI)
			fail_msg("%s: no riichi", names[i]);
		assert_int_equal(tile_kind(a.tile), TILE_NORTH);
		assert_int_equal(ex.reason, AI_REASON_RIICHI);
	}
}

static void wins_when_it_may(void **state)
{
	(void)state;
	static struct seat_view v;
	av_init(&v, 1, "123m456p789s23m55z4m");
	struct action ch[3] = {
	    {.type = ACT_DISCARD, .tile = av_tile("4m"), .tsumogiri = true},
	    {.type = ACT_TSUMO, .tile = av_tile("4m")},
	    {.type = ACT_RIICHI, .tile = av_tile("1m")},
	};
	assert_int_equal(av_choose("efficiency", &v, ch, 3, NULL).type, ACT_TSUMO);
	av_init(&v, 1, "123m456p789s23m55z");
	struct action resp[2] = {{.type = ACT_PASS}, {.type = ACT_RON, .tile = av_tile("1m")}};
	v.to_act_on = 0;
	assert_int_equal(av_choose("efficiency", &v, resp, 2, NULL).type, ACT_RON);
}

/* A pon of a value honour pair: a yaku and one step closer. */
static void pon_of_value_honour(void **state)
{
	(void)state;
	static struct seat_view v;
	struct action ch[8];
	av_init(&v, 1, "234m567p19s3s4s55z8p");
	int n = av_offer(&v, 3, "5z", ch, 8);
	struct ai_explain ex;
	struct action a = av_choose("efficiency", &v, ch, n, &ex);
	assert_int_equal(a.type, ACT_PON);
	assert_int_equal(ex.reason, AI_REASON_CALL);
}

/*
 * 11m234p567p15s789s is one step from tenpai, and a pon of 1m would make it
 * tenpai, but with no yaku: terminals rule out all simples, three suits a
 * flush, and there are too few pairs for all triplets.
 */
static void no_pon_without_a_yaku(void **state)
{
	(void)state;
	static struct seat_view v;
	struct action ch[8];
	av_init(&v, 1, "11m234p567p15s789s");
	int n = av_offer(&v, 2, "1m", ch, 8);
	assert_true(n >= 2);
	struct ai_explain ex;
	struct action a = av_choose("efficiency", &v, ch, n, &ex);
	assert_int_equal(a.type, ACT_PASS);
}

/*
 * All simples, 1-shanten: 234m567p44p34s68s5m. Chi of 5s with 34s, then 5m
 * goes: tenpai on 7s with all simples.
 */
static void chi_toward_all_simples(void **state)
{
	(void)state;
	static struct seat_view v;
	struct action ch[8];
	av_init(&v, 1, "234m5m567p44p34s68s");
	int n = av_offer(&v, 0, "5s", ch, 8);
	struct ai_explain ex;
	struct action a = av_choose("efficiency", &v, ch, n, &ex);
	assert_int_equal(a.type, ACT_CHI);
	assert_int_equal(ex.shanten, 0);
}

/*
 * After chi:345s, 1234m567p44p67s: 1m and 4m both leave a standard tenpai on
 * 67s, but only without 1m is it all simples.
 */
static void open_hand_discards_toward_its_yaku(void **state)
{
	(void)state;
	static struct seat_view v;
	struct action ch[32];
	av_init(&v, 1, "1234m567p44p67s");
	av_meld(&v, 1, "chi:345s");
	int n = av_own_turn(&v, ch, 32);
	struct ai_explain ex;
	struct action a = av_choose("efficiency", &v, ch, n, &ex);
	assert_int_equal(tile_kind(a.tile), TILE_M1);
	assert_int_equal(ex.shanten, 0);
}

/* All triplets: 111m 222p 33s 44s after pon:999p waits on 3s or 4s, with no other yaku. */
static void all_triplets_counted(void **state)
{
	(void)state;
	static struct seat_view v;
	av_init(&v, 1, "111m222p3344s567z");
	av_meld(&v, 1, "pon:999p");
	v.nhand = 10; /* drop 567z: 111m222p3344s */
	struct ai_table t;
	ai_table_init(&t, &v, NULL);
	struct ai_hand h;
	ai_hand_of_table(&h, &t);
	enum ai_path path;
	/* 111m 222p 33s 44s with one meld: tenpai on 3s or 4s */
	assert_int_equal(ai_shanten(&h, t.hand, &path), 0);
	assert_int_equal(path, PATH_TOITOI);
}

/* Shanten, path and acceptance of seat 1's concealed hand with one meld. */
static void open_path_of(const char *hand, const char *meld, int *shanten, enum ai_path *path,
			 int *ukeire)
{
	static struct seat_view v;
	av_init(&v, 1, hand);
	av_meld(&v, 1, meld);
	struct ai_table t;
	ai_table_init(&t, &v, NULL);
	struct ai_hand h;
	ai_hand_of_table(&h, &t);
	uint8_t c[TILE_KINDS];
	memcpy(c, t.hand, sizeof c);
	*shanten = ai_shanten(&h, c, path);
	*ukeire = ai_ukeire(&h, c, *shanten, NULL);
}

/*
 * A pure straight: after chi:123m, 456m 78m 234s 55p is ready on 6m or 9m, but only 9m
 * completes 123 456 789m; 6m leaves no yaku (a terminal in the chi, no value honour, runs).
 * The four unseen 9m are the acceptance.
 */
static void pure_straight_counted(void **state)
{
	(void)state;
	int s, u;
	enum ai_path path;
	open_path_of("456m78m234s55p", "chi:123m", &s, &path, &u);
	assert_int_equal(s, 0);
	assert_int_equal(path, PATH_ITTSU);
	assert_int_equal(u, 4);
}

/*
 * A mixed triple run: after chi:345p, 345m 34s 789p 99m is ready on 2s or 5s, but only 5s
 * makes 345 in all three suits; 2s leaves no yaku (9m 789p are no simples). Four unseen 5s.
 */
static void mixed_triple_run_counted(void **state)
{
	(void)state;
	int s, u;
	enum ai_path path;
	open_path_of("345m34s789p99m", "chi:345p", &s, &path, &u);
	assert_int_equal(s, 0);
	assert_int_equal(path, PATH_SANSHOKU);
	assert_int_equal(u, 4);
}

/*
 * 12m 456m 789m 3p 6p 9s 44z is two steps away closed (two runs, a pair, a partial run).
 * Chi of 3m from the left completes 123 456 789m: a pure straight, one step away (a block
 * still to make from 3p 6p 9s beside the 44z pair). Without that yaku the hand has none
 * open, and efficiency would pass.
 */
static void chi_toward_a_pure_straight(void **state)
{
	(void)state;
	static struct seat_view v;
	struct action ch[8];
	av_init(&v, 1, "12456789m3p6p9s44z");
	int n = av_offer(&v, 0, "3m", ch, 8);
	struct ai_explain ex;
	struct action a = av_choose("efficiency", &v, ch, n, &ex);
	assert_int_equal(a.type, ACT_CHI);
	assert_int_equal(ex.shanten, 1);
}

/* Both strategies are in the registry, and each is a player kind self-play can seat. */
static void strategies_are_registered(void **state)
{
	(void)state;
	const char *names[] = {"efficiency", "defensive"};
	for (int i = 0; i < 2; i++) {
		const struct ai_strategy *s = ai_find(names[i]);
		assert_non_null(s);
		assert_string_equal(s->player.name, names[i]);
		assert_ptr_equal(players_find(names[i]), &s->player);
		struct controller *c =
		    s->player.create(&s->player, 2, rules_preset("standard"), 42);
		assert_non_null(c);
		assert_non_null(c->choose);
		assert_int_equal(ai_controller_decisions(c), 0);
		s->player.destroy(c);
	}
	assert_null(ai_find("nobody"));
}

/*
 * Every player the CLI, the configuration and saves take is in the one table, in the order
 * --list-ai shows; each AI is found as a strategy by the name and description its row holds,
 * the built-in players and the practice opponents are no strategy ai_find() gives.
 */
static void every_player_is_listed_once_with_its_name_and_description(void **state)
{
	(void)state;
	static const char *const names[] = {"tsumogiri", "random", "efficiency", "defensive",
					    "balanced",	 "mcr",	   "mcr-speed"};
	int n = 0;
	for (; players_table[n]; n++) {
		const struct player_kind *k = players_table[n];
		assert_true(n < 7);
		assert_string_equal(k->name, names[n]);
		assert_true(strlen(k->describe) > 20);
		assert_ptr_equal(players_find(names[n]), k);
		const struct ai_strategy *s = ai_find(names[n]);
		if (n < 2) {
			assert_null(s);
			continue;
		}
		assert_non_null(s);
		assert_ptr_equal(&s->player, k);
		assert_ptr_equal(k->data, s);
	}
	assert_int_equal(n, 7);
	assert_null(ai_find("riichi-practice"));
	assert_null(players_find("riichi-practice"));
	assert_string_equal(ai_riichi_practice.player.name, "riichi-practice");
	assert_ptr_equal(ai_riichi_practice.player.data, &ai_riichi_practice);
	assert_ptr_equal(ai_defensive.mcr, &ai_mcr);
}

/* One game of four AIs, its final points. */
static void play_one(uint64_t seed, int points[SEATS], long *decisions)
{
	static struct game g;
	game_init(&g, rules_preset("standard"), seed);
	struct controller *c[SEATS];
	for (int s = 0; s < SEATS; s++) {
		const struct ai_strategy *st = ai_find(s % 2 ? "defensive" : "efficiency");
		c[s] = st->player.create(&st->player, s, &g.rules, seed);
		game_set_controller(&g, s, c[s]);
	}
	game_play(&g);
	assert_int_equal(game_check(&g), 0);
	*decisions = 0;
	for (int s = 0; s < SEATS; s++) {
		points[s] = g.p[s].pub.points;
		*decisions += ai_controller_decisions(c[s]);
		ai_controller_free(c[s]);
	}
}

/* Decisions depend on the seed alone: the same game plays out the same way twice. */
static void same_seed_plays_the_same_game(void **state)
{
	(void)state;
	int a[SEATS], b[SEATS];
	long da, db;
	play_one(11, a, &da);
	play_one(11, b, &db);
	assert_memory_equal(a, b, sizeof a);
	assert_int_equal(da, db);
	assert_true(da > 100);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(isolated_honour_goes),
	    cmocka_unit_test(two_sided_wait_kept_over_closed),
	    cmocka_unit_test(floating_terminal_goes_before_a_block),
	    cmocka_unit_test(dead_honour_goes_first),
	    cmocka_unit_test(riichi_at_tenpai),
	    cmocka_unit_test(no_riichi_on_a_dead_wait),
	    cmocka_unit_test(riichi_on_a_tenpai_without_yaku),
	    cmocka_unit_test(wins_when_it_may),
	    cmocka_unit_test(pon_of_value_honour),
	    cmocka_unit_test(no_pon_without_a_yaku),
	    cmocka_unit_test(chi_toward_all_simples),
	    cmocka_unit_test(open_hand_discards_toward_its_yaku),
	    cmocka_unit_test(all_triplets_counted),
	    cmocka_unit_test(pure_straight_counted),
	    cmocka_unit_test(mixed_triple_run_counted),
	    cmocka_unit_test(chi_toward_a_pure_straight),
	    cmocka_unit_test(strategies_are_registered),
	    cmocka_unit_test(every_player_is_listed_once_with_its_name_and_description),
	    cmocka_unit_test(same_seed_plays_the_same_game),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
