/* The offensive decisions every strategy makes the same way. */
#include "ai/play.h"

#include <string.h>

#include "ai/calls.h"
#include "ai/value.h"
#include "rules/shanten.h"

int ai_action_index(const struct action *choices, int n, enum action_type type)
{
	for (int i = 0; i < n; i++)
		if (choices[i].type == type)
			return i;
	return -1;
}

int ai_explained(struct ai_explain *ex, const struct action *choices, int choice,
		 enum ai_reason reason)
{
	ex->choice = choice;
	ex->reason = reason;
	ex->tile = choices[choice].tile;
	return choice;
}

int ai_play_win(const struct action *choices, int n, struct ai_explain *ex)
{
	int i = ai_action_index(choices, n, ACT_TSUMO);
	if (i < 0)
		i = ai_action_index(choices, n, ACT_RON);
	if (i < 0)
		return -1;
	ex->shanten = -1;
	return ai_explained(ex, choices, i, AI_REASON_WIN);
}

int ai_play_kyuushu(const struct ai_table *t, const struct action *choices, int n,
		    struct ai_explain *ex)
{
	int i = ai_action_index(choices, n, ACT_KYUUSHU);
	/* ten kinds or more: thirteen orphans is three draws away at most */
	if (i < 0 || shanten_kokushi(t->hand) <= 3)
		return -1;
	ex->shanten = shanten_min(t->hand, t->nmelds);
	return ai_explained(ex, choices, i, AI_REASON_ABORT);
}

int ai_play_kan(const struct ai_table *t, const struct action *choices, int n,
		struct ai_explain *ex)
{
	for (int i = 0; i < n; i++) {
		const struct action *a = &choices[i];
		if (a->type != ACT_ANKAN && a->type != ACT_KAKAN)
			continue;
		/* in riichi the engine offers only the kans that keep the waits */
		if (t->v->seats[t->seat].riichi || ai_kan_keeps_shape(t, a))
			return ai_explained(ex, choices, i, AI_REASON_KAN);
	}
	return -1;
}

int ai_play_call(const struct ai_table *t, const struct action *choices, int n,
		 struct ai_explain *ex)
{
	struct ai_call_eval e;
	int i = ai_best_call(t, choices, n, &e);
	if (i >= 0) {
		ex->shanten = e.shanten;
		ex->ukeire = e.ukeire;
		return ai_explained(ex, choices, i, AI_REASON_CALL);
	}
	int pass = ai_action_index(choices, n, ACT_PASS);
	ex->shanten = ai_current_shanten(t, &ex->ukeire);
	return ai_explained(ex, choices, pass < 0 ? 0 : pass, AI_REASON_PASS);
}

int ai_tiles_without(const struct ai_table *t, tile_t tile, tile_t out[14])
{
	int n = 0;
	bool gone = false;
	for (int i = 0; i < t->v->nhand; i++) {
		if (!gone && t->v->hand[i] == tile) {
			gone = true;
			continue;
		}
		out[n++] = t->v->hand[i];
	}
	return n;
}

bool ai_riichi_worth(const struct ai_table *t, const struct ai_option *opt)
{
	if (opt->riichi < 0 || opt->c.shanten != 0)
		return false;
	struct ai_hand h;
	ai_hand_of_table(&h, t);
	tile_t rest[14];
	int n = ai_tiles_without(t, opt->c.tile, rest);
	/* the waits are counted as the hand scores with riichi: riichi is a yaku itself, so a
	 * hand without one still wins on every wait once it is declared */
	int waits = 0;
	ai_tenpai_value(&h, rest, n, true, &waits);
	if (waits == 0)
		return false; /* every winning tile is already visible */
	/* a dama mangan loses little by staying quiet and keeps its options */
	int dama = ai_tenpai_value(&h, rest, n, false, NULL);
	return dama < (t->dealer ? 12000 : 8000);
}

int ai_play_option(const struct ai_table *t, const struct action *choices,
		   const struct ai_option *opt, enum ai_reason reason, struct ai_explain *ex)
{
	ex->shanten = opt->c.shanten;
	ex->ukeire = opt->c.ukeire;
	if (ai_riichi_worth(t, opt))
		return ai_explained(ex, choices, opt->riichi, AI_REASON_RIICHI);
	if (opt->c.shanten == 0 && opt->riichi >= 0 && reason == AI_REASON_SPEED)
		reason = AI_REASON_DAMA;
	return ai_explained(ex, choices, opt->choice, reason);
}
