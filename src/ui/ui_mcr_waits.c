/*
 * The waits of a hand under Chinese Official rules and what each is worth: a wait that
 * completes the shape but falls short of the 8-point minimum cannot be declared.
 */
#include "src/ui/ui_analysis.h"

#include <string.h>

#include "rules/hand.h"
#include "rules/mcr.h"

/*
 * Scores hand + kind; the points that count towards the minimum (flowers left out), or -1
 * when the tiles make no winning hand.
 */
static int points_with(const struct seat_view *v, const struct hand *h, int kind, bool tsumo,
		       bool last_tile, bool *enough)
{
	const struct public_seat *me = &v->seats[v->seat];
	struct mcr_context ctx = {
	    .win = (tile_t)kind,
	    .tsumo = tsumo,
	    .round_wind = v->round_wind,
	    .seat_wind = view_seat_wind(v, v->seat),
	    .flowers = me->nflowers < MCR_FLOWERS ? me->nflowers : MCR_FLOWERS,
	    .last_tile = last_tile,
	};
	struct mcr_result res;
	mcr_score(h, &ctx, &res);
	if (res.status != MCR_OK)
		return -1;
	*enough = res.enough;
	return res.points - res.flower_points;
}

int ui_mcr_waits(const struct seat_view *v, const tile_t *hand, int nhand,
		 struct ui_wait_info out[TILE_KINDS])
{
	const struct public_seat *me = &v->seats[v->seat];
	if (nhand % 3 != 1 || nhand + 3 * me->nmelds != 13)
		return 0;
	uint8_t unseen[TILE_KINDS], own[TILE_KINDS] = {0};
	ui_unseen(v, hand, nhand, unseen);
	tiles_count(hand, nhand, own);
	struct hand h = {.ntiles = nhand, .nmelds = me->nmelds};
	memcpy(h.tiles, hand, (size_t)nhand);
	memcpy(h.melds, me->melds, sizeof h.melds);
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (unseen[k] + own[k] == 0)
			continue; /* all four in one's own melds or on the table: no such win */
		/* 和绝张: the other three copies are face up on the table */
		bool last = own[k] == 0 && 4 - unseen[k] == 3;
		bool ron_ok = false, tsumo_ok = false;
		int ron = points_with(v, &h, k, false, last, &ron_ok);
		if (ron < 0)
			continue;
		int tsumo = points_with(v, &h, k, true, last, &tsumo_ok);
		struct ui_wait_info *w = &out[n++];
		w->kind = k;
		w->left = unseen[k];
		w->furiten = false; /* no furiten in these rules */
		w->dead = false;    /* waits held all four times were left out above */
		w->points_ron = ron;
		w->points_tsumo = tsumo < 0 ? ron : tsumo;
		w->no_yaku_ron = !ron_ok;
		w->no_yaku_tsumo = !tsumo_ok;
	}
	return n;
}
