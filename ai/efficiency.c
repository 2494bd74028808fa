/*
 * The efficiency strategy: the fastest hand and nothing else. It wins when
 * it may, calls when the call keeps a yaku and saves a draw, discards the tile
 * that keeps the most acceptance, and declares riichi at tenpai. It never
 * looks at danger: the baseline the other strategies are measured against.
 */
#include "ai/ai.h"
#include "ai/discards.h"
#include "ai/play.h"
#include "ai/table.h"
#include "rules/i18n_marks.h"

static int efficiency_choose(const struct seat_view *view, const struct action *choices, int n,
			     const struct rules *rules, struct rng *rng,
			     struct ai_score_memo *scores, struct ai_explain *ex)
{
	(void)rng;
	(void)scores;
	struct ai_table t;
	ai_table_init(&t, view, rules);
	int i = ai_play_win(choices, n, ex);
	if (i < 0)
		i = ai_play_kyuushu(&t, choices, n, ex);
	if (i < 0)
		i = ai_play_kan(&t, choices, n, ex);
	if (i >= 0)
		return i;
	if (view->to_act_on >= 0)
		return ai_play_call(&t, choices, n, ex);

	struct ai_option opt[14];
	int m = ai_rank_discards(&t, choices, n, opt);
	if (m == 0)
		return ai_explained(ex, choices, 0, AI_REASON_NONE);
	ai_explain_candidates(ex, opt, m);
	return ai_play_option(&t, choices, &opt[0], AI_REASON_SPEED, ex);
}

const struct ai_strategy ai_efficiency = {
    .player = AI_PLAYER(ai_efficiency, "efficiency",
			N_("tile efficiency only: fastest hand, riichi at tenpai, no defence")),
    .choose = efficiency_choose,
    .mcr = &ai_mcr,
};
