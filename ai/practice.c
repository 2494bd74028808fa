/*
 * Riichi defence practice: opponents that declare riichi at every chance and
 * then push, and the danger of each tile against each threat as the
 * defensive strategy reads it, for the front end to show.
 */
#include <string.h>

#include "ai/ai.h"
#include "ai/danger.h"
#include "ai/table.h"
#include "rules/i18n_marks.h"

/*
 * Plays for speed (the efficiency strategy, which never folds) and turns
 * every tenpai discard into a riichi, so that the player meets riichi often.
 */
static int practice_choose(const struct seat_view *view, const struct action *choices, int n,
			   const struct rules *rules, struct rng *rng, struct ai_explain *ex)
{
	int i = ai_efficiency.choose(view, choices, n, rules, rng, ex);
	if (i < 0 || i >= n || choices[i].type != ACT_DISCARD)
		return i;
	int any = -1;
	for (int c = 0; c < n; c++) {
		if (choices[c].type != ACT_RIICHI)
			continue;
		if (choices[c].tile == choices[i].tile &&
		    choices[c].tsumogiri == choices[i].tsumogiri) {
			ex->reason = AI_REASON_RIICHI;
			return c;
		}
		if (any < 0 && tile_kind(choices[c].tile) == tile_kind(choices[i].tile))
			any = c;
	}
	if (any >= 0)
		ex->reason = AI_REASON_RIICHI;
	return any >= 0 ? any : i;
}

#define NAME "riichi-practice"
#define DESCRIBE N_("declares riichi at every tenpai and pushes (defence practice)")

const struct ai_strategy ai_riichi_practice = {
    .name = NAME,
    .describe = DESCRIBE,
    .choose = practice_choose,
    .player = {.name = NAME,
	       .describe = DESCRIBE,
	       .create = ai_player_create,
	       .destroy = ai_controller_free,
	       .data = &ai_riichi_practice},
    .mcr = &ai_mcr,
};

int ai_threat_dangers(const struct seat_view *v, const struct rules *rules,
		      struct ai_seat_danger out[SEATS - 1])
{
	struct ai_table t;
	ai_table_init(&t, v, rules);
	struct ai_threat th[SEATS - 1];
	int n = ai_find_threats(&t, th);
	for (int i = 0; i < n; i++) {
		out[i].seat = th[i].seat;
		out[i].riichi = th[i].riichi;
		for (int k = 0; k < TILE_KINDS; k++)
			out[i].chance[k] = ai_danger_vs(&t, &th[i], k, &out[i].cls[k]);
	}
	return n;
}
