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
		for (int k = 0; k < TILE_KINDS; k++)
			out[i].chance[k] = ai_danger_vs(&t, &th[i], k, &out[i].cls[k]);
	}
	return n;
}

/* A tile's danger against the threat it is most dangerous to. */
static int worst_threat(const struct ai_seat_danger *d, int n, int k)
{
	int worst = 0;
	for (int t = 1; t < n; t++)
		if (d[t].chance[k] > d[worst].chance[k])
			worst = t;
	return worst;
}

bool ai_threat_move(const struct seat_view *v, const struct rules *rules, tile_t tile,
		    struct ai_threat_move *out)
{
	struct ai_seat_danger d[SEATS - 1];
	int n = ai_threat_dangers(v, rules, d);
	memset(out, 0, sizeof *out);
	if (n == 0)
		return false;
	int k = tile_kind(tile), w = worst_threat(d, n, k);
	out->tile = tile;
	out->threat = d[w].seat;
	out->cls = d[w].cls[k];
	out->chance = d[w].chance[k];
	for (int s = 0; s < SEATS; s++)
		out->cls_vs[s] = DANGER_NONE;
	for (int t = 0; t < n; t++)
		out->cls_vs[d[t].seat] = d[t].cls[k];
	out->safest = tile;
	out->safest_cls = out->cls;
	out->safest_chance = out->chance;
	for (int i = 0; i < v->nhand; i++) {
		int hk = tile_kind(v->hand[i]), hw = worst_threat(d, n, hk);
		if (d[hw].chance[hk] < out->safest_chance) {
			out->safest = v->hand[i];
			out->safest_chance = d[hw].chance[hk];
			out->safest_cls = d[hw].cls[hk];
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
