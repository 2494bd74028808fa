/* Scoring a win: the best reading, dora, limits and payments (doc/rules.md, "Han and limits"). */
#include "rules/score.h"

#include <stdio.h>
#include <string.h>

#include "rules/decompose.h"
#include "rules/fu.h"
#include "rules/score_check.h"
#include "rules/tileset.h"
#include "rules/yaku_eval.h"

const char *score_limit_name(enum score_limit limit)
{
	static const char *const names[] = {
	    [LIMIT_NONE] = "",	       [LIMIT_MANGAN] = "mangan",	[LIMIT_HANEMAN] = "haneman",
	    [LIMIT_BAIMAN] = "baiman", [LIMIT_SANBAIMAN] = "sanbaiman", [LIMIT_YAKUMAN] = "yakuman",
	};
	return (unsigned)limit < sizeof names / sizeof names[0] ? names[limit] : "";
}

/* Basic points of an ordinary hand: fu x 2^(han+2), capped by the limit hands. */
static int base_points(const struct rules *rules, int han, int fu, enum score_limit *limit)
{
	static const struct {
		int han;
		int base;
		enum score_limit limit;
	} limits[] = {
	    {13, 8000, LIMIT_YAKUMAN}, /* counted yakuman, only where the rules say so */
	    {11, 6000, LIMIT_SANBAIMAN}, {8, 4000, LIMIT_BAIMAN},
	    {6, 3000, LIMIT_HANEMAN},	 {5, 2000, LIMIT_MANGAN},
	};
	for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++) {
		if (han < limits[i].han || (i == 0 && !rules->counted_yakuman))
			continue;
		*limit = limits[i].limit;
		return limits[i].base;
	}
	int base = fu << (han + 2);
	/* Kiriage mangan: 4 han 30 fu and 3 han 60 fu are rounded up to a mangan. */
	bool kiriage = rules->kiriage_mangan && ((han == 4 && fu == 30) || (han == 3 && fu == 60));
	if (base >= 2000 || kiriage) {
		*limit = LIMIT_MANGAN;
		return 2000;
	}
	*limit = LIMIT_NONE;
	return base;
}

static int round_up_100(int points)
{
	return (points + 99) / 100 * 100;
}

/*
 * Three players: the payers of a tsumo pay as in four-player and the absent North's share
 * is lost (tsumo loss), or, under North bisection, each payer adds half of that share,
 * rounded up to 100. Honba add 100 a payer either way, on a tsumo as on a ron (200 a stick:
 * the family's honba_ron).
 */
static void pay_three(const struct rules *rules, bool dealer, int b, int h,
		      struct score_result *out)
{
	if (dealer) {
		int share = round_up_100(2 * b);
		int half = rules->tsumo_loss ? 0 : round_up_100(share / 2);
		out->tsumo_all = share + half + 100 * h;
		out->total = 2 * out->tsumo_all;
		out->honba = 200 * h;
		return;
	}
	int share = round_up_100(b); /* what the absent non-dealer would pay */
	int half = rules->tsumo_loss ? 0 : round_up_100(share / 2);
	out->tsumo_dealer = round_up_100(2 * b) + half + 100 * h;
	out->tsumo_nondealer = share + half + 100 * h;
	out->total = out->tsumo_dealer + out->tsumo_nondealer;
	out->honba = 200 * h;
}

/* Ron: 4 (6 for the dealer) times base; tsumo: twice base from the dealer, once from the others. */
static void pay(const struct rules *rules, const struct win_context *ctx, struct score_result *out)
{
	bool dealer = ctx->seat_wind == TILE_EAST;
	int b = out->base, h = ctx->honba;
	if (!ctx->tsumo) {
		out->honba = rules_family_of(rules->family)->honba_ron * h;
		out->ron = round_up_100(b * (dealer ? 6 : 4)) + out->honba;
		out->total = out->ron;
	} else if (rules_family_of(rules->family)->players == 3) {
		pay_three(rules, dealer, b, h, out);
	} else if (dealer) {
		out->tsumo_all = round_up_100(2 * b) + 100 * h;
		out->total = 3 * out->tsumo_all;
		out->honba = 300 * h;
	} else {
		out->tsumo_dealer = round_up_100(2 * b) + 100 * h;
		out->tsumo_nondealer = round_up_100(b) + 100 * h;
		out->total = out->tsumo_dealer + 2 * out->tsumo_nondealer;
		out->honba = 300 * h;
	}
	out->total += 1000 * ctx->riichi_sticks;
}

void score_points(const struct rules *rules, int han, int fu, int yakuman,
		  const struct win_context *ctx, struct score_result *out)
{
	out->han = yakuman ? 13 * yakuman : han;
	out->fu = fu;
	out->yakuman = yakuman;
	out->ron = out->honba = out->tsumo_dealer = out->tsumo_nondealer = out->tsumo_all = 0;
	if (yakuman) {
		out->limit = LIMIT_YAKUMAN;
		out->base = 8000 * yakuman;
	} else {
		out->base = base_points(rules, han, fu, &out->limit);
	}
	pay(rules, ctx, out);
}

/* ---- dora ------------------------------------------------------------ */

static int count_dora(const struct rules *rules, const uint8_t all[TILE_KINDS], const tile_t *ind,
		      int n)
{
	int dora = 0;
	for (int i = 0; i < n && (i == 0 || rules->kan_dora); i++)
		dora += all[tileset_dora_of_indicator(rules, tile_kind(ind[i]))];
	return dora;
}

static int count_red(const struct hand *h, tile_t win)
{
	int n = tile_is_red(win);
	for (int i = 0; i < h->ntiles; i++)
		n += tile_is_red(h->tiles[i]);
	for (int i = 0; i < h->nmelds; i++)
		for (int j = 0; j < meld_size(&h->melds[i]); j++)
			n += tile_is_red(h->melds[i].tiles[j]);
	return n;
}

static void score_dora(const struct rules *rules, const struct hand *hand,
		       const struct win_context *ctx, const uint8_t all[TILE_KINDS],
		       struct score_result *out)
{
	/* Nukidora: each North set aside is a dora of its own, and a dora again when an
	 * indicator shows North. */
	uint8_t with_kita[TILE_KINDS];
	memcpy(with_kita, all, sizeof with_kita);
	with_kita[TILE_NORTH] = (uint8_t)(with_kita[TILE_NORTH] + ctx->kita);
	out->kita = ctx->kita;
	out->dora = count_dora(rules, with_kita, ctx->dora, ctx->ndora);
	out->aka = count_red(hand, ctx->win);
	if ((ctx->riichi || ctx->double_riichi) && rules->ura_dora)
		out->ura = count_dora(rules, with_kita, ctx->ura, ctx->nura);
}

/* ---- one reading ------------------------------------------------------- */

/* Scores one reading into cand; false when it has no yaku. */
static bool score_reading(struct win_shape *w, const struct reading *r, struct score_result *cand)
{
	const struct rules *rules = w->rules;
	const struct win_context *ctx = w->ctx;
	win_shape_read(w, r);
	cand->nyaku = yaku_collect(w, cand->yaku, (int)(sizeof cand->yaku / sizeof cand->yaku[0]));
	if (cand->nyaku == 0)
		return false;
	bool pinfu = false;
	int han = 0, multiple = 0;
	for (int i = 0; i < cand->nyaku; i++) {
		const struct yaku_award *a = &cand->yaku[i];
		pinfu |= a->id == YAKU_PINFU;
		han += a->han;
		if (a->yakuman)
			multiple = rules->yakuman_stacking  ? multiple + a->han / 13
				   : a->han / 13 > multiple ? a->han / 13
							    : multiple;
	}
	int fu = fu_of_reading(rules, ctx, r, w->menzen, pinfu);
	score_points(rules, han + cand->dora + cand->aka + cand->ura + cand->kita, fu, multiple,
		     ctx, cand);
	return true;
}

static bool better(const struct score_result *a, const struct score_result *b)
{
	if (a->base != b->base)
		return a->base > b->base;
	if (a->han != b->han)
		return a->han > b->han;
	return a->fu > b->fu;
}

/*
 * renhou = mangan (league rules): a mangan that takes neither other yaku nor dora, unless
 * the hand itself is worth more (then the higher value counts).
 */
static void apply_renhou_mangan(const struct rules *rules, const struct hand *hand,
				const struct win_context *ctx, struct score_result *out)
{
	if (rules->renhou != RENHOU_MANGAN || !ctx->renhou || ctx->tsumo ||
	    ctx->seat_wind == TILE_EAST)
		return;
	for (int i = 0; i < hand->nmelds; i++)
		if (meld_is_open(&hand->melds[i]))
			return;
	if (out->status == SCORE_OK && out->base > 2000)
		return;
	out->status = SCORE_OK;
	out->yaku[0] = (struct yaku_award){.id = YAKU_RENHOU, .han = 5};
	out->nyaku = 1;
	out->han = 5;
	out->dora = out->aka = out->ura = out->kita = 0;
	score_points(rules, 5, 0, 0, ctx, out);
	out->limit = LIMIT_MANGAN;
}

void score_win(const struct rules *rules, const struct hand *hand, const struct win_context *ctx,
	       struct score_result *out)
{
	memset(out, 0, sizeof *out);
	if (score_check_input(rules, hand, ctx, out->error, sizeof out->error) < 0) {
		out->status = SCORE_BAD_INPUT;
		return;
	}
	struct reading readings[DECOMPOSE_MAX];
	int n = decompose_win(hand, ctx->win, ctx->tsumo, readings, DECOMPOSE_MAX);
	if (n == 0) {
		out->status = SCORE_NOT_COMPLETE;
		snprintf(out->error, sizeof out->error, "the hand is not complete");
		return;
	}
	struct win_shape w;
	win_shape_init(&w, rules, hand, ctx);
	struct score_result dora = {0};
	score_dora(rules, hand, ctx, w.all, &dora);
	bool found = false;
	for (int i = 0; i < n; i++) {
		struct score_result cand = {
		    .dora = dora.dora, .aka = dora.aka, .ura = dora.ura, .kita = dora.kita};
		if (!score_reading(&w, &readings[i], &cand))
			continue;
		if (!found || better(&cand, out)) {
			*out = cand;
			found = true;
		}
	}
	out->status = found ? SCORE_OK : SCORE_NO_YAKU;
	apply_renhou_mangan(rules, hand, ctx, out);
	if (out->status == SCORE_NO_YAKU) {
		snprintf(out->error, sizeof out->error, "the hand has no yaku");
		out->dora = dora.dora, out->aka = dora.aka, out->ura = dora.ura;
		out->kita = dora.kita;
		return;
	}
	if (out->yakuman)
		out->dora = out->aka = out->ura = out->kita = 0; /* dora do not add to a yakuman */
}

void score_nagashi_mangan(const struct rules *rules, bool dealer, struct score_result *out)
{
	memset(out, 0, sizeof *out);
	out->status = SCORE_OK;
	if (!rules->nagashi_mangan)
		return;
	struct win_context ctx = {.tsumo = true, .seat_wind = dealer ? TILE_EAST : TILE_SOUTH};
	score_points(rules, 5, 0, 0, &ctx, out);
}
