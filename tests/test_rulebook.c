/*
 * The rule book's example hands (src/ui/rulebook_examples.c): each one, scored by the rules
 * core under every riichi preset that counts its yaku, holds that yaku at the value the book
 * shows for it; every yaku has its example.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "rules/score.h"
#include "src/ui/rulebook_examples.h"

static bool hand_is_open(const struct hand *h)
{
	for (int i = 0; i < h->nmelds; i++)
		if (meld_is_open(&h->melds[i]))
			return true;
	return false;
}

/* The award of a yaku in a result, or NULL. */
static const struct yaku_award *award_of(const struct score_result *r, enum yaku_id id)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == id)
			return &r->yaku[i];
	return NULL;
}

static void check_example(const struct rules *rules, const struct rulebook_example *ex)
{
	struct hand h;
	struct win_context ctx;
	assert_int_equal(rulebook_example_hand(ex, &h, &ctx), 0);
	struct score_result r;
	score_win(rules, &h, &ctx, &r);
	if (r.status != SCORE_OK)
		fail_msg("%s under %s: %s", yaku_id_string(ex->yaku), rules->preset, r.error);
	const struct yaku_award *a = award_of(&r, ex->yaku);
	if (!a)
		fail_msg("%s under %s: the example does not hold its yaku",
			 yaku_id_string(ex->yaku), rules->preset);
	struct rulebook_value v = rulebook_yaku_value(rules, ex->yaku, hand_is_open(&h));
	if (a->han != v.han || a->yakuman != (v.yakuman > 0))
		fail_msg("%s under %s: scored %d han, the book shows %d", yaku_id_string(ex->yaku),
			 rules->preset, a->han, v.han);
}

static void every_example_holds_its_yaku_at_the_value_shown(void **state)
{
	(void)state;
	int checked = 0, three = 0;
	for (int p = 0; rules_preset_names[p]; p++) {
		const struct rules *rules = rules_preset(rules_preset_names[p]);
		if (rules->family == RULES_MCR)
			continue;
		/* three players: the examples whose tiles the set has (no 2m-8m) */
		for (int i = 0; i < rulebook_example_count; i++)
			if (rulebook_yaku_in_play(rules, rulebook_examples[i].yaku) &&
			    rulebook_example_fits(rules, &rulebook_examples[i])) {
				check_example(rules, &rulebook_examples[i]);
				checked++;
				three += rules->family == RULES_SANMA;
			}
	}
	assert_true(checked > 4 * 40);
	assert_true(three >= 2 * 10); /* 13 of the examples use no 2m-8m */
}

/* Three players: no three-colour straight (no manzu run), and no example with 2m-8m. */
static void three_players_leave_out_what_cannot_occur(void **state)
{
	(void)state;
	const struct rules *sanma = rules_preset("sanma");
	assert_false(rulebook_yaku_in_play(sanma, YAKU_SANSHOKU));
	assert_true(rulebook_yaku_in_play(sanma, YAKU_SANSHOKU_DOUKOU));
	assert_true(rulebook_yaku_in_play(rules_preset("standard"), YAKU_SANSHOKU));
	for (int i = 0; i < rulebook_example_count; i++) {
		struct hand h;
		struct win_context ctx;
		assert_int_equal(rulebook_example_hand(&rulebook_examples[i], &h, &ctx), 0);
		bool middle_man = ctx.win >= TILE_M1 + 1 && ctx.win <= TILE_M1 + 7;
		for (int t = 0; t < h.ntiles; t++)
			middle_man |= tile_kind(h.tiles[t]) >= TILE_M1 + 1 &&
				      tile_kind(h.tiles[t]) <= TILE_M1 + 7;
		for (int m = 0; m < h.nmelds; m++)
			for (int t = 0; t < meld_size(&h.melds[m]); t++)
				middle_man |= tile_kind(h.melds[m].tiles[t]) >= TILE_M1 + 1 &&
					      tile_kind(h.melds[m].tiles[t]) <= TILE_M1 + 7;
		assert_int_equal(rulebook_example_fits(sanma, &rulebook_examples[i]), !middle_man);
		assert_true(rulebook_example_fits(rules_preset("standard"), &rulebook_examples[i]));
	}
}

/* The standard rules without open tanyao: the yaku still counts, closed only. */
static void tanyao_without_kuitan_is_closed_only(void **state)
{
	(void)state;
	struct rules r = *rules_preset("standard");
	r.open_tanyao = false;
	assert_int_equal(rulebook_yaku_value(&r, YAKU_TANYAO, false).han, 1);
	assert_int_equal(rulebook_yaku_value(&r, YAKU_TANYAO, true).han, 0);
	check_example(&r, rulebook_example_of(YAKU_TANYAO));
}

static void every_yaku_has_one_example_in_id_order(void **state)
{
	(void)state;
	assert_int_equal(rulebook_example_count, YAKU_COUNT);
	for (int i = 0; i < rulebook_example_count; i++) {
		assert_int_equal(rulebook_examples[i].yaku, i);
		assert_non_null(rulebook_examples[i].explain);
	}
}

static void local_yaku_are_in_play_only_where_their_option_is(void **state)
{
	(void)state;
	assert_false(rulebook_yaku_in_play(rules_preset("standard"), YAKU_DAICHISEI));
	assert_true(rulebook_yaku_in_play(rules_preset("classic"), YAKU_DAICHISEI));
	assert_false(rulebook_yaku_in_play(rules_preset("standard"), YAKU_RENHOU));
	assert_true(rulebook_yaku_value(rules_preset("league"), YAKU_RENHOU, false).mangan);
	assert_int_equal(rulebook_yaku_value(rules_preset("classic"), YAKU_RENHOU, false).yakuman,
			 1);
	assert_false(rulebook_yaku_in_play(rules_preset("mcr"), YAKU_RIICHI));
	/* double yakuman only where the rules say so */
	assert_int_equal(
	    rulebook_yaku_value(rules_preset("standard"), YAKU_KOKUSHI_13, false).yakuman, 2);
	assert_int_equal(
	    rulebook_yaku_value(rules_preset("tenhou"), YAKU_KOKUSHI_13, false).yakuman, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(every_example_holds_its_yaku_at_the_value_shown),
	    cmocka_unit_test(three_players_leave_out_what_cannot_occur),
	    cmocka_unit_test(tanyao_without_kuitan_is_closed_only),
	    cmocka_unit_test(every_yaku_has_one_example_in_id_order),
	    cmocka_unit_test(local_yaku_are_in_play_only_where_their_option_is),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
