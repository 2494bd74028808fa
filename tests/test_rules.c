/* Rule presets, options set by name, and the input score_win refuses. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "rules/score.h"
#include "tests/tiles_helper.h"

static void presets_are_listed_default_first(void **state)
{
	(void)state;
	assert_string_equal(rules_preset_names[0], "standard");
	int n = 0;
	for (; rules_preset_names[n]; n++) {
		const struct rules *r = rules_preset(rules_preset_names[n]);
		assert_non_null(r);
		assert_string_equal(r->preset, rules_preset_names[n]);
	}
	assert_int_equal(n, 7);
	for (int i = 0; i < n; i++)
		assert_int_equal(rules_preset(rules_preset_names[i])->family, i < 4 ? RULES_RIICHI
									      : i == 4
										  ? RULES_MCR
										  : RULES_SANMA);
	assert_null(rules_preset("mahjong-soul"));
	assert_null(rules_preset(NULL));
}

/* The online clients' rules: one red 5m, two red 5p, one red 5s; 25000 start, 30000 return,
 * uma 15/5. */
static void standard_has_two_red_5p_and_uma_15_5(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("standard");
	assert_int_equal(r->red_fives[0], 1);
	assert_int_equal(r->red_fives[1], 2);
	assert_int_equal(r->red_fives[2], 1);
	assert_true(r->open_tanyao && r->double_yakuman && r->yakuman_stacking);
	assert_true(r->counted_yakuman);
	assert_false(r->kiriage_mangan);
	assert_int_equal(r->starting_points, 25000);
	assert_int_equal(r->return_points, 30000);
	assert_int_equal(r->uma[0], 15);
	assert_int_equal(r->uma[3], -15);
	assert_false(r->tsubame_gaeshi || r->daisharin || r->renhou);
}

static void tenhou_has_one_red_a_suit_and_no_double_yakuman(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("tenhou");
	assert_int_equal(r->red_fives[1], 1);
	assert_false(r->double_yakuman);
	assert_true(r->yakuman_stacking && r->counted_yakuman && r->open_tanyao);
	/* two red 5p are fine in the standard set, one too many on tenhou */
	struct score_result s = th_score("standard", "123m456p789s23s00p", NULL, th_tsumo("1s"));
	assert_int_equal(s.status, SCORE_OK);
	assert_int_equal(s.aka, 2);
	s = th_score("tenhou", "123m456p789s23s00p", NULL, th_tsumo("1s"));
	assert_int_equal(s.status, SCORE_BAD_INPUT);
}

/* A league's rules: face-up dora only, renhou a mangan, yakuman stack but none is double. */
static void league_counts_face_up_dora_only_and_no_double_yakuman(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("league");
	assert_int_equal(r->red_fives[0] + r->red_fives[1] + r->red_fives[2], 0);
	assert_false(r->ura_dora || r->kan_dora);
	assert_int_equal(r->renhou, RENHOU_MANGAN);
	assert_false(r->double_yakuman);
	assert_true(r->yakuman_stacking && r->open_tanyao);
	struct score_result s = th_score("league", "123m406p789s2345s", NULL, th_tsumo("5s"));
	assert_int_equal(s.status, SCORE_BAD_INPUT);
	/* daisangen + tsuuiisou stack to two; the suuankou tanki counts one, not two */
	s = th_score("league", "555z666z777z111z2z", NULL, th_ron("2z"));
	assert_int_equal(s.yakuman, 3);
}

static void classic_turns_on_every_local_yaku(void **state)
{
	(void)state;
	const struct rules *r = rules_preset("classic");
	assert_true(r->tsubame_gaeshi && r->kanburi && r->shiiaruraotai && r->sanrenkou);
	assert_true(r->uumensai && r->isshoku_sanjun && r->daisharin && r->daichikurin);
	assert_true(r->daisuurin && r->daichisei && r->kokuiisou && r->ishi_no_ue);
	assert_int_equal(r->renhou, RENHOU_YAKUMAN);
}

/*
 * Every preset keeps every value it had when the presets were first written as a base and its
 * differences: each option as rules_option_text() writes it, in the order of the option table.
 * A new option adds its value to each line.
 */
static const struct {
	const char *preset;
	int family;
	const char *options;
} preset_values[] = {
    {"standard", RULES_RIICHI,
     "red_fives=1,2,1 open_tanyao=true double_yakuman=true yakuman_stacking=true "
     "counted_yakuman=true kiriage_mangan=false renhou=off double_wind_pair_4fu=true "
     "nagashi_mangan=true ura_dora=true kan_dora=true tsubame_gaeshi=false kanburi=false "
     "shiiaruraotai=false sanrenkou=false uumensai=false isshoku_sanjun=false daisharin=false "
     "daichikurin=false daisuurin=false daichisei=false kokuiisou=false ishi_no_ue=false "
     "starting_points=25000 return_points=30000 target_points=30000 uma=15,5,-5,-15 "
     "round_final_scores=false bust=true "
     "dealer_stop=true "
     "west_round=true abortive_draws=true max_ron=2 triple_ron_draw=true kuikae_forbidden=true "
     "kan_dora_delayed=true pao=true pao_four_kans=true dead_wait=hand kokushi_closed_kan=true "
     "flowers=false "
     "reseat=false kita=honour tsumo_loss=false uma3=0,0,0"},
    {"tenhou", RULES_RIICHI,
     "red_fives=1,1,1 open_tanyao=true double_yakuman=false yakuman_stacking=true "
     "counted_yakuman=true kiriage_mangan=false renhou=off double_wind_pair_4fu=true "
     "nagashi_mangan=true ura_dora=true kan_dora=true tsubame_gaeshi=false kanburi=false "
     "shiiaruraotai=false sanrenkou=false uumensai=false isshoku_sanjun=false daisharin=false "
     "daichikurin=false daisuurin=false daichisei=false kokuiisou=false ishi_no_ue=false "
     "starting_points=25000 return_points=30000 target_points=30000 uma=20,10,-10,-20 "
     "round_final_scores=false bust=true "
     "dealer_stop=true "
     "west_round=true abortive_draws=true max_ron=2 triple_ron_draw=true kuikae_forbidden=true "
     "kan_dora_delayed=true pao=true pao_four_kans=false dead_wait=hand kokushi_closed_kan=false "
     "flowers=false "
     "reseat=false kita=honour tsumo_loss=false uma3=0,0,0"},
    {"league", RULES_RIICHI,
     "red_fives=0,0,0 open_tanyao=true double_yakuman=false yakuman_stacking=true "
     "counted_yakuman=false kiriage_mangan=false renhou=mangan double_wind_pair_4fu=false "
     "nagashi_mangan=false ura_dora=false kan_dora=false tsubame_gaeshi=false kanburi=false "
     "shiiaruraotai=false sanrenkou=false uumensai=false isshoku_sanjun=false daisharin=false "
     "daichikurin=false daisuurin=false daichisei=false kokuiisou=false ishi_no_ue=false "
     "starting_points=30000 return_points=30000 target_points=30000 uma=15,5,-5,-15 "
     "round_final_scores=false bust=false "
     "dealer_stop=false "
     "west_round=false abortive_draws=false max_ron=1 triple_ron_draw=false "
     "kuikae_forbidden=true kan_dora_delayed=true pao=true pao_four_kans=true "
     "dead_wait=hand kokushi_closed_kan=true flowers=false reseat=false kita=honour "
     "tsumo_loss=false uma3=0,0,0"},
    {"classic", RULES_RIICHI,
     "red_fives=1,1,1 open_tanyao=true double_yakuman=true yakuman_stacking=true "
     "counted_yakuman=true kiriage_mangan=false renhou=yakuman double_wind_pair_4fu=true "
     "nagashi_mangan=true ura_dora=true kan_dora=true tsubame_gaeshi=true kanburi=true "
     "shiiaruraotai=true sanrenkou=true uumensai=true isshoku_sanjun=true daisharin=true "
     "daichikurin=true daisuurin=true daichisei=true kokuiisou=true ishi_no_ue=true "
     "starting_points=25000 return_points=30000 target_points=30000 uma=15,5,-5,-15 "
     "round_final_scores=false bust=true "
     "dealer_stop=true "
     "west_round=true abortive_draws=true max_ron=2 triple_ron_draw=true kuikae_forbidden=true "
     "kan_dora_delayed=true pao=true pao_four_kans=true dead_wait=hand kokushi_closed_kan=true "
     "flowers=false "
     "reseat=false kita=honour tsumo_loss=false uma3=0,0,0"},
    {"mcr", RULES_MCR,
     "red_fives=0,0,0 open_tanyao=false double_yakuman=false yakuman_stacking=false "
     "counted_yakuman=false kiriage_mangan=false renhou=off double_wind_pair_4fu=false "
     "nagashi_mangan=false ura_dora=false kan_dora=false tsubame_gaeshi=false kanburi=false "
     "shiiaruraotai=false sanrenkou=false uumensai=false isshoku_sanjun=false daisharin=false "
     "daichikurin=false daisuurin=false daichisei=false kokuiisou=false ishi_no_ue=false "
     "starting_points=0 return_points=0 target_points=0 uma=0,0,0,0 round_final_scores=false "
     "bust=false dealer_stop=false "
     "west_round=false abortive_draws=false max_ron=1 triple_ron_draw=false "
     "kuikae_forbidden=false kan_dora_delayed=false pao=false pao_four_kans=false "
     "dead_wait=hand kokushi_closed_kan=false flowers=true reseat=true kita=honour "
     "tsumo_loss=false uma3=0,0,0"},
    {"sanma", RULES_SANMA,
     "red_fives=0,1,1 open_tanyao=true double_yakuman=true yakuman_stacking=true "
     "counted_yakuman=true kiriage_mangan=false renhou=off double_wind_pair_4fu=true "
     "nagashi_mangan=true ura_dora=true kan_dora=true tsubame_gaeshi=false kanburi=false "
     "shiiaruraotai=false sanrenkou=false uumensai=false isshoku_sanjun=false daisharin=false "
     "daichikurin=false daisuurin=false daichisei=false kokuiisou=false ishi_no_ue=false "
     "starting_points=35000 return_points=35000 target_points=40000 uma=0,0,0,0 "
     "round_final_scores=false bust=true "
     "dealer_stop=true "
     "west_round=true abortive_draws=true max_ron=2 triple_ron_draw=false kuikae_forbidden=true "
     "kan_dora_delayed=true pao=true pao_four_kans=true dead_wait=hand kokushi_closed_kan=true "
     "flowers=false "
     "reseat=false kita=nukidora tsumo_loss=true uma3=15,0,-15"},
    {"sanma-tenhou", RULES_SANMA,
     "red_fives=0,1,1 open_tanyao=true double_yakuman=false yakuman_stacking=true "
     "counted_yakuman=true kiriage_mangan=false renhou=off double_wind_pair_4fu=true "
     "nagashi_mangan=true ura_dora=true kan_dora=true tsubame_gaeshi=false kanburi=false "
     "shiiaruraotai=false sanrenkou=false uumensai=false isshoku_sanjun=false daisharin=false "
     "daichikurin=false daisuurin=false daichisei=false kokuiisou=false ishi_no_ue=false "
     "starting_points=35000 return_points=40000 target_points=40000 uma=0,0,0,0 "
     "round_final_scores=false bust=true "
     "dealer_stop=true "
     "west_round=true abortive_draws=true max_ron=2 triple_ron_draw=false kuikae_forbidden=true "
     "kan_dora_delayed=true pao=true pao_four_kans=false dead_wait=hand kokushi_closed_kan=false "
     "flowers=false "
     "reseat=false kita=nukidora tsumo_loss=true uma3=20,0,-20"},
};

static void every_preset_keeps_its_values(void **state)
{
	(void)state;
	size_t n = sizeof preset_values / sizeof preset_values[0];
	for (size_t i = 0; i < n; i++) {
		const struct rules *r = rules_preset(preset_values[i].preset);
		assert_non_null(r);
		assert_string_equal(r->preset, preset_values[i].preset);
		assert_int_equal(r->family, preset_values[i].family);
		char all[2048] = "", one[64];
		size_t len = 0;
		for (const struct rules_option *o = rules_option_table; o->name; o++) {
			rules_option_text(r, o, one, sizeof one);
			len += (size_t)snprintf(all + len, sizeof all - len, "%s%s=%s",
						len ? " " : "", o->name, one);
		}
		assert_true(len < sizeof all);
		assert_string_equal(all, preset_values[i].options);
	}
	assert_null(rules_preset_names[n]);
}

static void every_option_is_documented_and_settable(void **state)
{
	(void)state;
	int n = 0;
	for (const struct rules_option *o = rules_option_table; o->name; o++, n++) {
		assert_non_null(o->help);
		assert_true(strlen(o->help) > 10);
		for (const struct rules_option *p = rules_option_table; p < o; p++)
			assert_string_not_equal(p->name, o->name);
	}
	/* every field of struct rules except the preset name and the family */
	assert_int_equal(n, 45);
}

static void set_option_parses_each_kind(void **state)
{
	(void)state;
	struct rules r = *rules_preset("standard");
	char err[160];
	assert_int_equal(rules_set_option(&r, "kiriage_mangan", "true", err, sizeof err), 0);
	assert_true(r.kiriage_mangan);
	assert_int_equal(rules_set_option(&r, "open_tanyao", "false", err, sizeof err), 0);
	assert_false(r.open_tanyao);
	assert_int_equal(rules_set_option(&r, "starting_points", "30000", err, sizeof err), 0);
	assert_int_equal(r.starting_points, 30000);
	assert_int_equal(rules_set_option(&r, "renhou", "mangan", err, sizeof err), 0);
	assert_int_equal(r.renhou, RENHOU_MANGAN);
	assert_int_equal(rules_set_option(&r, "dead_wait", "melds", err, sizeof err), 0);
	assert_int_equal(r.dead_wait, DEAD_WAIT_MELDS);
	/* the older bool: true was "tenpai", false counted the melds */
	assert_int_equal(rules_set_option(&r, "dead_wait_tenpai", "true", err, sizeof err), 0);
	assert_int_equal(r.dead_wait, DEAD_WAIT_TENPAI);
	assert_int_equal(rules_set_option(&r, "dead_wait_tenpai", "false", err, sizeof err), 0);
	assert_int_equal(r.dead_wait, DEAD_WAIT_MELDS);
	assert_int_equal(rules_set_option(&r, "uma", "20,10,-10,-20", err, sizeof err), 0);
	assert_int_equal(r.uma[0], 20);
	assert_int_equal(r.uma[3], -20);
	assert_int_equal(rules_set_option(&r, "red_fives", "0,1,0", err, sizeof err), 0);
	assert_int_equal(r.red_fives[1], 1);
	assert_int_equal(r.red_fives[0], 0);
}

static void set_option_refuses_unknown_names_and_bad_values(void **state)
{
	(void)state;
	struct rules r = *rules_preset("standard");
	const struct rules before = r;
	char err[160] = "";
	assert_int_equal(rules_set_option(&r, "no_such_rule", "true", err, sizeof err), -1);
	assert_non_null(strstr(err, "no_such_rule"));
	assert_int_equal(rules_set_option(&r, "kiriage_mangan", "maybe", err, sizeof err), -1);
	assert_non_null(strstr(err, "kiriage_mangan"));
	assert_int_equal(rules_set_option(&r, "max_ron", "4", err, sizeof err), -1);
	assert_int_equal(rules_set_option(&r, "max_ron", "2x", err, sizeof err), -1);
	assert_int_equal(rules_set_option(&r, "renhou", "double", err, sizeof err), -1);
	assert_int_equal(rules_set_option(&r, "uma", "20,10,-10", err, sizeof err), -1);
	assert_int_equal(rules_set_option(&r, "uma", "20,10,-10,-20,5", err, sizeof err), -1);
	assert_int_equal(rules_set_option(&r, "red_fives", "1,5,1", err, sizeof err), -1);
	assert_memory_equal(&r, &before, sizeof r);
}

/* An option written out reads back to the same value: league's table set onto standard gives
 * league. */
static void option_text_reads_back(void **state)
{
	(void)state;
	const struct rules *league = rules_preset("league");
	struct rules r = *rules_preset("standard");
	char text[64], err[160];
	for (const struct rules_option *o = rules_option_table; o->name; o++) {
		rules_option_text(league, o, text, sizeof text);
		if (rules_set_option(&r, o->name, text, err, sizeof err) != 0)
			fail_msg("%s=%s: %s", o->name, text, err);
	}
	r.preset = league->preset;
	assert_memory_equal(&r, league, sizeof r);
	struct rules standard = *rules_preset("standard");
	for (const struct rules_option *o = rules_option_table; o->name; o++)
		if (strcmp(o->name, "uma") == 0) {
			rules_option_text(&standard, o, text, sizeof text);
			assert_string_equal(text, "15,5,-5,-15");
		}
}

static void bad_input_is_refused_with_a_message(void **state)
{
	(void)state;
	/* a fifth 1m: four in the hand and the winning tile */
	struct score_result s = th_score("standard", "1111m456p789s234s", NULL, th_ron("1m"));
	assert_int_equal(s.status, SCORE_BAD_INPUT);
	assert_true(strlen(s.error) > 0);
	/* a fifth copy counting a dora indicator */
	struct win_context c = th_ron("5s");
	c.dora[0] = th_tile("5s");
	c.ndora = 1;
	s = th_score("standard", "123m456p789s2555s", NULL, c);
	assert_int_equal(s.status, SCORE_BAD_INPUT);
	/* twelve tiles */
	s = th_score("standard", "123m456p789s234s", NULL, th_ron("5s"));
	assert_int_equal(s.status, SCORE_BAD_INPUT);
	/* riichi with an open meld */
	c = th_ron("5s");
	c.riichi = true;
	s = th_score("standard", "456p789s2345s", TH_MELDS("chi:123m"), c);
	assert_int_equal(s.status, SCORE_BAD_INPUT);
	/* a chi that is not a run */
	struct hand h = th_hand("456p789s2345s", NULL);
	h.melds[0] = (struct meld){.type = MELD_CHI, .tiles = {0, 2, 4}};
	h.nmelds = 1;
	c = th_ron("5s");
	score_win(rules_preset("standard"), &h, &c, &s);
	assert_int_equal(s.status, SCORE_BAD_INPUT);
	/* a red honour */
	h = th_hand("123m456p789s2345s", NULL);
	h.tiles[12] = (tile_t)(TILE_EAST | TILE_RED);
	score_win(rules_preset("standard"), &h, &c, &s);
	assert_int_equal(s.status, SCORE_BAD_INPUT);
}

static void incomplete_and_yakuless_hands(void **state)
{
	(void)state;
	struct score_result s = th_score("standard", "123m456p789s2345s", NULL, th_ron("7s"));
	assert_int_equal(s.status, SCORE_NOT_COMPLETE);
	s = th_score("standard", "123m456p789s2345s", NULL, th_ron("5s"));
	assert_int_equal(s.status, SCORE_NO_YAKU);
	assert_int_equal(s.total, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(presets_are_listed_default_first),
	    cmocka_unit_test(standard_has_two_red_5p_and_uma_15_5),
	    cmocka_unit_test(tenhou_has_one_red_a_suit_and_no_double_yakuman),
	    cmocka_unit_test(league_counts_face_up_dora_only_and_no_double_yakuman),
	    cmocka_unit_test(classic_turns_on_every_local_yaku),
	    cmocka_unit_test(every_preset_keeps_its_values),
	    cmocka_unit_test(every_option_is_documented_and_settable),
	    cmocka_unit_test(set_option_parses_each_kind),
	    cmocka_unit_test(set_option_refuses_unknown_names_and_bad_values),
	    cmocka_unit_test(option_text_reads_back),
	    cmocka_unit_test(bad_input_is_refused_with_a_message),
	    cmocka_unit_test(incomplete_and_yakuless_hands),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
