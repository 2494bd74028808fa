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
#include "rules/waits.h"

/*
 * Plays for speed (the efficiency strategy, which never folds) and turns
 * every tenpai discard into a riichi, so that the player meets riichi often.
 */
static int practice_choose(const struct seat_view *view, const struct action *choices, int n,
			   const struct rules *rules, struct rng *rng, struct ai_score_memo *scores,
			   struct ai_explain *ex)
{
	int i = ai_efficiency.choose(view, choices, n, rules, rng, scores, ex);
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

const struct ai_strategy ai_riichi_practice = {
    .player = AI_PLAYER(ai_riichi_practice, "riichi-practice",
			N_("declares riichi at every tenpai and pushes (defence practice)")),
    .choose = practice_choose,
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
		out[i].clear = th[i].clear;
		for (int k = 0; k < TILE_KINDS; k++)
			out[i].chance[k] = ai_danger_vs(&t, &th[i], k, &out[i].cls[k]);
	}
	return n;
}

bool ai_real_threat(const struct ai_seat_danger *d, int n)
{
	for (int i = 0; i < n; i++)
		if (d[i].clear)
			return true;
	return false;
}

bool ai_tile_danger(const struct ai_seat_danger *d, int n, int against, int k,
		    struct ai_tile_danger *out)
{
	int pick = -1;
	for (int i = 0; i < n && pick < 0; i++)
		if (d[i].seat == against)
			pick = i;
	/* the real threats only, when there are any: an early call weighs nothing beside them */
	bool real = ai_real_threat(d, n);
	for (int i = 0; i < n && against < 0; i++)
		if ((d[i].clear || !real) && (pick < 0 || d[i].chance[k] > d[pick].chance[k]))
			pick = i;
	if (pick < 0 && against >= 0)
		return ai_tile_danger(d, n, -1, k, out);
	if (pick < 0)
		return false;
	out->seat = d[pick].seat;
	out->chance = d[pick].chance[k];
	out->cls = d[pick].cls[k];
	return true;
}

bool ai_threat_move(const struct seat_view *v, const struct rules *rules, tile_t tile,
		    struct ai_threat_move *out)
{
	struct ai_seat_danger d[SEATS - 1];
	memset(out, 0, sizeof *out);
	/* after its own riichi a seat lets go what it draws: no choice to judge */
	if (v->seats[v->seat].riichi)
		return false;
	int n = ai_threat_dangers(v, rules, d);
	struct ai_tile_danger td;
	if (!ai_real_threat(d, n) || !ai_tile_danger(d, n, -1, tile_kind(tile), &td))
		return false;
	out->tile = tile;
	out->threat = td.seat;
	out->cls = td.cls;
	out->chance = td.chance;
	for (int s = 0; s < SEATS; s++)
		out->cls_vs[s] = DANGER_NONE;
	for (int t = 0; t < n; t++)
		out->cls_vs[d[t].seat] = d[t].cls[tile_kind(tile)];
	out->safest = tile;
	out->safest_cls = out->cls;
	out->safest_chance = out->chance;
	for (int i = 0; i < v->nhand; i++) {
		struct ai_tile_danger h;
		ai_tile_danger(d, n, -1, tile_kind(v->hand[i]), &h);
		if (h.chance < out->safest_chance) {
			out->safest = v->hand[i];
			out->safest_chance = h.chance;
			out->safest_cls = h.cls;
		}
	}
	out->was_safest = out->chance <= out->safest_chance + 5;
	return true;
}

int ai_winner_waits(const tile_t *concealed, int n, int nmelds, tile_t win, bool tsumo,
		    bool waits[TILE_KINDS])
{
	uint8_t hand[TILE_KINDS] = {0}, unseen[TILE_KINDS];
	bool left_out = !tsumo; /* on a self-draw the winning tile is among the concealed */
	for (int i = 0; i < n; i++) {
		int k = tile_kind(concealed[i]);
		if (k >= TILE_KINDS)
			continue;
		if (!left_out && k == tile_kind(win)) {
			left_out = true;
			continue;
		}
		hand[k]++;
	}
	memset(unseen, 4, sizeof unseen);
	waits_ukeire(hand, nmelds, unseen, waits);
	int kinds = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		kinds += waits[k];
	return kinds;
}
