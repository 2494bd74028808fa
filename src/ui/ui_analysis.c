/* Waits, furiten, yaku and the hint, worked out from what the human's seat may see. */
#include "src/ui/ui_analysis.h"

#include <string.h>

#include "rules/hand.h"
#include "rules/mcr_shanten.h"
#include "rules/score.h"
#include "rules/shanten.h"
#include "rules/tileset.h"
#include "rules/waits.h"

static void count_visible(const struct seat_view *v, uint8_t seen[TILE_KINDS])
{
	for (int s = 0; s < SEATS; s++) {
		const struct public_seat *p = &v->seats[s];
		for (int i = 0; i < p->nmelds; i++) {
			const struct meld *m = &p->melds[i];
			tiles_count(m->tiles, meld_size(m), seen);
		}
		for (int i = 0; i < p->ndiscards; i++)
			if (!p->discards[i].called)
				seen[tile_kind(p->discards[i].tile)]++;
		/* three players' Norths set aside (MCR's flowers are no kind and count nothing) */
		tiles_count(p->flowers, p->nflowers, seen);
	}
	tiles_count(v->indicators, v->nindicators, seen);
}

void ui_unseen(const struct seat_view *v, const tile_t *hand, int nhand, uint8_t unseen[TILE_KINDS])
{
	uint8_t seen[TILE_KINDS] = {0};
	count_visible(v, seen);
	tiles_count(hand, nhand, seen);
	for (int k = 0; k < TILE_KINDS; k++)
		unseen[k] = seen[k] >= 4 ? 0 : (uint8_t)(4 - seen[k]);
	/* three players: none of 2m-8m is left, there are none */
	const struct rules family = {.family = v->family};
	tileset_drop_absent(&family, unseen, NULL);
}

/* Scores hand + kind as a ron or a tsumo; true when it has a yaku. */
static bool wins_with_yaku(const struct seat_view *v, const struct rules *r, const struct hand *h,
			   int kind, bool tsumo)
{
	const struct public_seat *me = &v->seats[v->seat];
	struct win_context ctx = {.win = (tile_t)kind, .tsumo = tsumo, .riichi = me->riichi};
	ctx.round_wind = v->round_wind;
	ctx.seat_wind = view_seat_wind(v, v->seat);
	ctx.kita = view_nseats(v) == 3 ? me->nflowers : 0;
	ctx.ndora = v->nindicators;
	memcpy(ctx.dora, v->indicators, (size_t)v->nindicators);
	struct score_result res;
	score_win(r, h, &ctx, &res);
	return res.status == SCORE_OK;
}

static int riichi_waits(const struct seat_view *v, const struct rules *r, const tile_t *hand,
			int nhand, struct ui_wait_info out[TILE_KINDS])
{
	const struct public_seat *me = &v->seats[v->seat];
	uint8_t counts[TILE_KINDS] = {0}, unseen[TILE_KINDS];
	tiles_count(hand, nhand, counts);
	if (nhand % 3 != 1 || shanten_min(counts, me->nmelds) != 0)
		return 0;
	ui_unseen(v, hand, nhand, unseen);
	bool accept[TILE_KINDS];
	uint8_t any[TILE_KINDS];
	memset(any, 4, sizeof any);
	waits_ukeire(counts, me->nmelds, any, accept);

	struct hand h = {.ntiles = nhand, .nmelds = me->nmelds};
	memcpy(h.tiles, hand, (size_t)nhand);
	memcpy(h.melds, me->melds, sizeof h.melds);
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (!accept[k])
			continue;
		struct ui_wait_info *w = &out[n++];
		w->kind = k;
		w->left = unseen[k];
		w->furiten = river_kinds(me) >> k & 1;
		w->no_yaku_ron = !wins_with_yaku(v, r, &h, k, false);
		w->no_yaku_tsumo = !wins_with_yaku(v, r, &h, k, true);
		w->points_ron = w->points_tsumo = 0;
		w->held = counts[k];
		w->melded = 0;
		for (int m = 0; m < me->nmelds; m++)
			for (int i = 0; i < meld_size(&me->melds[m]); i++)
				w->melded += tile_kind(me->melds[m].tiles[i]) == k;
		w->dead = w->held + w->melded >= 4;
	}
	return n;
}

bool ui_all_waits_dead(const struct ui_wait_info *w, int n)
{
	for (int i = 0; i < n; i++)
		if (!w[i].dead)
			return false;
	return n > 0;
}

bool ui_discard_furiten(const struct seat_view *v, const struct ui_wait_info *w, int n)
{
	(void)v;
	for (int i = 0; i < n; i++)
		if (w[i].furiten)
			return true;
	return false;
}

/* The hand index of a tile of kind to let go: the drawn tile if it is one, else a plain copy. */
static int index_of_kind(const struct seat_view *v, int kind)
{
	if (v->just_drew && tile_kind(v->hand[v->nhand - 1]) == kind)
		return v->nhand - 1;
	int red = -1;
	for (int i = 0; i < v->nhand; i++)
		if (tile_kind(v->hand[i]) == kind) {
			if (!tile_is_red(v->hand[i]))
				return i;
			red = i;
		}
	return red;
}

int ui_hint(const struct seat_view *v, int *shanten, int *ukeire)
{
	if (v->nhand % 3 != 2)
		return -1;
	uint8_t counts[TILE_KINDS] = {0}, unseen[TILE_KINDS];
	tiles_count(v->hand, v->nhand, counts);
	ui_unseen(v, v->hand, v->nhand, unseen);
	struct discard_choice c[14];
	int n = waits_discards(counts, v->seats[v->seat].nmelds, unseen, c);
	if (n == 0)
		return -1;
	*shanten = c[0].shanten;
	*ukeire = c[0].ukeire;
	return index_of_kind(v, c[0].kind);
}

static int mcr_waits(const struct seat_view *v, const struct rules *r, const tile_t *hand,
		     int nhand, struct ui_wait_info out[TILE_KINDS])
{
	(void)r;
	return ui_mcr_waits(v, hand, nhand, out);
}

/* Chinese Official rules: the knitted shapes too, and none of riichi's own. */
static int mcr_shanten_of(const uint8_t counts[TILE_KINDS], int nmelds)
{
	return mcr_shanten(counts, nmelds, NULL);
}

/* What the analysis reads differently for each rule family (enum rules_family). */
static const struct {
	int (*waits)(const struct seat_view *v, const struct rules *r, const tile_t *hand,
		     int nhand, struct ui_wait_info out[TILE_KINDS]);
	int (*shanten)(const uint8_t counts[TILE_KINDS], int nmelds);
} analysis_of[] = {
    [RULES_RIICHI] = {riichi_waits, shanten_min},
    [RULES_MCR] = {mcr_waits, mcr_shanten_of},
};

static int family_index(int family)
{
	return family >= 0 && family < (int)(sizeof analysis_of / sizeof analysis_of[0]) &&
		       analysis_of[family].waits
		   ? family
		   : RULES_RIICHI;
}

int ui_waits(const struct seat_view *v, const struct rules *r, const tile_t *hand, int nhand,
	     struct ui_wait_info out[TILE_KINDS])
{
	return analysis_of[family_index(r->family)].waits(v, r, hand, nhand, out);
}

int ui_shanten(const struct seat_view *v, const tile_t *hand, int nhand)
{
	uint8_t counts[TILE_KINDS] = {0};
	tiles_count(hand, nhand, counts);
	return analysis_of[family_index(v->family)].shanten(counts, v->seats[v->seat].nmelds);
}
