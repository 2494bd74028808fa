/* Checking the input of score_win: what a hand and its context can physically be. */
#include "rules/score_check.h"
#include "rules/i18n_marks.h"
#include "rules/tileset.h"

#include <stdarg.h>
#include <stdio.h>

static int fail(char *err, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int fail(char *err, size_t size, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, size, rules_tr(fmt), ap);
	va_end(ap);
	return -1;
}

static bool tile_valid(tile_t t)
{
	if ((t & ~(TILE_RED | TILE_KIND_MASK)) || tile_kind(t) >= TILE_KINDS)
		return false;
	return !tile_is_red(t) || (!kind_is_honor(tile_kind(t)) && kind_number(tile_kind(t)) == 5);
}

static const char *meld_problem(const struct meld *m)
{
	int n = meld_size(m);
	if ((unsigned)m->type > MELD_KAKAN)
		return N_("unknown meld type");
	for (int i = 0; i < n; i++)
		if (!tile_valid(m->tiles[i]))
			return N_("bad tile in a meld");
	int k = tile_kind(m->tiles[0]);
	for (int i = 1; i < n; i++) {
		int want = m->type == MELD_CHI ? k + i : k;
		if (tile_kind(m->tiles[i]) != want)
			return m->type == MELD_CHI
				   ? N_("a chi must be three consecutive tiles of one suit")
				   : N_("a pon or kan must be tiles of one kind");
	}
	if (m->type == MELD_CHI && (kind_is_honor(k) || kind_number(k) > 7))
		return N_("a chi must be three consecutive tiles of one suit");
	return NULL;
}

/* The lead's hand_validate: no fifth copy among hand, melds, win and indicators, no extra red
 * fives. */
static int check_counts(const struct rules *rules, const struct hand *h,
			const struct win_context *ctx, char *err, size_t size)
{
	tile_t extra[21];
	int nextra = 0;
	extra[nextra++] = ctx->win;
	for (int i = 0; i < ctx->ndora; i++)
		extra[nextra++] = ctx->dora[i];
	for (int i = 0; i < ctx->nura; i++)
		extra[nextra++] = ctx->ura[i];
	for (int i = 0; i < nextra; i++)
		if (!tile_valid(extra[i]))
			return fail(err, size, N_("invalid tile code %d"), extra[i]);
	for (int i = 0; i < h->ntiles; i++)
		if (!tile_valid(h->tiles[i]))
			return fail(err, size, N_("invalid tile code %d"), h->tiles[i]);
	struct notation_error nerr = {0};
	if (hand_validate(h, extra, nextra, rules->red_fives, 13, &nerr) < 0)
		return fail(err, size, "%s", nerr.msg);
	return 0;
}

static int check_context(const struct hand *h, const struct win_context *ctx, char *err,
			 size_t size)
{
	if (!kind_is_wind(ctx->round_wind) || !kind_is_wind(ctx->seat_wind))
		return fail(err, size, N_("round and seat wind must be winds"));
	if (ctx->ndora < 0 || ctx->ndora > 10 || ctx->nura < 0 || ctx->nura > 10)
		return fail(err, size, N_("at most 10 dora and 10 ura dora indicators"));
	if (ctx->honba < 0 || ctx->riichi_sticks < 0)
		return fail(err, size, N_("honba and riichi sticks cannot be negative"));
	bool open = false;
	for (int i = 0; i < h->nmelds; i++)
		open |= meld_is_open(&h->melds[i]);
	if (open && (ctx->riichi || ctx->double_riichi))
		return fail(err, size, N_("riichi needs a concealed hand"));
	if (ctx->ippatsu && !ctx->riichi && !ctx->double_riichi)
		return fail(err, size, N_("ippatsu needs riichi"));
	if (ctx->tsumo &&
	    (ctx->chankan || ctx->houtei || ctx->renhou || ctx->tsubame_gaeshi || ctx->kanburi))
		return fail(
		    err, size,
		    N_("chankan, houtei, renhou, tsubame gaeshi and kanburi are won by ron"));
	if (!ctx->tsumo && (ctx->rinshan || ctx->haitei || ctx->tenhou || ctx->chiihou))
		return fail(err, size, N_("rinshan, haitei, tenhou and chiihou are won by tsumo"));
	if (ctx->tenhou && ctx->seat_wind != TILE_EAST)
		return fail(err, size, N_("only the dealer can win by tenhou"));
	if ((ctx->chiihou || ctx->renhou) && ctx->seat_wind == TILE_EAST)
		return fail(err, size, N_("chiihou and renhou are for a non-dealer"));
	return 0;
}

/* North tiles among the hand, its melds and the winning tile. */
static int norths_in(const struct hand *h, tile_t win)
{
	int n = tile_kind(win) == TILE_NORTH;
	for (int i = 0; i < h->ntiles; i++)
		n += tile_kind(h->tiles[i]) == TILE_NORTH;
	for (int i = 0; i < h->nmelds; i++)
		for (int j = 0; j < meld_size(&h->melds[i]); j++)
			n += tile_kind(h->melds[i].tiles[j]) == TILE_NORTH;
	return n;
}

/*
 * Three-player riichi: the 108 tiles (no 2m-8m), no chi, seats East, South and West, and
 * North set aside (kita) only where the rules make it a nukidora.
 */
static int check_three_players(const struct rules *rules, const struct hand *h,
			       const struct win_context *ctx, char *err, size_t size)
{
	if (rules->family != RULES_SANMA)
		return ctx->kita ? fail(err, size,
					N_("kita (North set aside) is a three-player "
					   "rule: give --rules sanma"))
				 : 0;
	if (tileset_check_hand(rules, h, err, size) < 0 ||
	    tileset_check_tiles(rules, &ctx->win, 1, err, size) < 0 ||
	    tileset_check_tiles(rules, ctx->dora, ctx->ndora, err, size) < 0 ||
	    tileset_check_tiles(rules, ctx->ura, ctx->nura, err, size) < 0)
		return -1;
	if (ctx->seat_wind == TILE_NORTH)
		return fail(err, size, N_("three players sit East, South and West: no North seat"));
	if (ctx->kita && rules->kita != KITA_NUKIDORA)
		return fail(err, size, N_("kita needs North as a nukidora (option kita=nukidora)"));
	if (ctx->kita < 0 || ctx->kita + norths_in(h, ctx->win) > 4)
		return fail(err, size,
			    N_("kita: %d North set aside and %d in the hand make more "
			       "than four"),
			    ctx->kita, norths_in(h, ctx->win));
	return 0;
}

int score_check_input(const struct rules *rules, const struct hand *h,
		      const struct win_context *ctx, char *err, size_t size)
{
	if (h->nmelds < 0 || h->nmelds > 4 || h->ntiles < 1 || h->ntiles > 13)
		return fail(err, size,
			    N_("a hand has 1 to 13 concealed tiles and at most 4 melds"));
	for (int i = 0; i < h->nmelds; i++) {
		const char *why = meld_problem(&h->melds[i]);
		if (why)
			return fail(err, size, N_("meld %d: %s"), i + 1, rules_tr(why));
	}
	if (check_context(h, ctx, err, size) < 0)
		return -1;
	if (check_counts(rules, h, ctx, err, size) < 0)
		return -1;
	return check_three_players(rules, h, ctx, err, size);
}
