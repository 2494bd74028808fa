/* The old and local yaku (古役), each off unless its rule option is on (doc/rules.md). */
#include "rules/yaku_eval.h"

#include "rules/i18n_marks.h"

#include <stddef.h>

/* Ron on the tile another player discarded to declare riichi. */
static bool t_tsubame_gaeshi(const struct win_shape *w)
{
	return w->ctx->tsubame_gaeshi && !w->ctx->tsumo;
}

/* Ron on a tile discarded just after its discarder's kan. */
static bool t_kanburi(const struct win_shape *w)
{
	return w->ctx->kanburi && !w->ctx->tsumo;
}

/* Four melds (ankan included), winning on the single remaining tile. */
static bool t_shiiaruraotai(const struct win_shape *w)
{
	return yaku_is_standard(w) && w->hand->nmelds == 4;
}

/* Three triplets of consecutive numbers in one suit, e.g. 111222333m. */
static bool t_sanrenkou(const struct win_shape *w)
{
	/* a run of three triplets starts at 1 to 7 of a suit */
	const uint64_t starts = UINT64_C(0x7f) | UINT64_C(0x7f) << 9 | UINT64_C(0x7f) << 18;
	uint64_t t = w->triplets;
	return (t & t >> 1 & t >> 2 & starts) != 0;
}

/* Man, pin, sou, a wind and a dragon: each of the five groups of a different kind. */
static bool t_uumensai(const struct win_shape *w)
{
	const uint64_t dragons = UINT64_C(7) << TILE_HAKU;
	const uint64_t groups[5] = {KINDS_SUIT(0), KINDS_SUIT(1), KINDS_SUIT(2),
				    KINDS_HONOR & ~dragons, dragons};
	if (!yaku_is_standard(w))
		return false;
	for (int i = 0; i < 5; i++)
		if (!(w->kinds & groups[i]))
			return false;
	return true;
}

/* Three identical sequences. */
static bool t_isshoku_sanjun(const struct win_shape *w)
{
	for (int k = 0; k < TILE_EAST; k++)
		if (w->sequences[k] >= 3)
			return true;
	return false;
}

/* Ron by a non-dealer before their first draw; a yakuman only under RENHOU_YAKUMAN
 * (score.c handles renhou as a mangan, the league's ruling). */
static bool t_renhou(const struct win_shape *w)
{
	return w->rules->renhou == RENHOU_YAKUMAN && w->ctx->renhou && !w->ctx->tsumo && !w->dealer;
}

/* Seven pairs of simples of one suit (daisuurin man, daisharin pin, daichikurin sou). */
static bool seven_simple_pairs_of(const struct win_shape *w, int suit)
{
	return w->r->shape == SHAPE_CHIITOITSU && yaku_all_in(w, KINDS_SUIT(suit) & ~KINDS_YAOCHU);
}
static bool t_daisuurin(const struct win_shape *w)
{
	return seven_simple_pairs_of(w, SUIT_MAN);
}
static bool t_daisharin(const struct win_shape *w)
{
	return seven_simple_pairs_of(w, SUIT_PIN);
}
static bool t_daichikurin(const struct win_shape *w)
{
	return seven_simple_pairs_of(w, SUIT_SOU);
}

/* Seven pairs of honours; counted beside tsuuiisou, so it stacks to two yakuman. */
static bool t_daichisei(const struct win_shape *w)
{
	return w->r->shape == SHAPE_CHIITOITSU && yaku_all_in(w, KINDS_HONOR);
}

/* Only 2, 4, 8 pin and winds: the tiles with no red on them. */
static bool t_kokuiisou(const struct win_shape *w)
{
	const uint64_t black = KIND_BIT(TILE_P1 + 1) | KIND_BIT(TILE_P1 + 3) |
			       KIND_BIT(TILE_P1 + 7) | UINT64_C(0xf) << TILE_EAST;
	return yaku_all_in(w, black);
}

/* Double riichi won on the last tile (haitei or houtei). */
static bool t_ishi_no_ue(const struct win_shape *w)
{
	const struct win_context *c = w->ctx;
	return c->double_riichi && ((c->haitei && c->tsumo) || (c->houtei && !c->tsumo));
}

/* id, key, the name in Tenhou's logs, the English name, han closed and open, the option */
#define L(id_, key_, tenhou_, name_, closed_, open_, field_, ...)                                  \
	{                                                                                          \
		.id = YAKU_##id_, .key = key_, .tenhou = tenhou_, .name = name_,                   \
		.han_closed = closed_, .han_open = open_,                                          \
		.option = offsetof(struct rules, field_), __VA_ARGS__                              \
	}

/* In id order (yaku_def_of finds a row by its id). */
const struct yaku_def yaku_local_table[] = {
    /* the rule option is an enum (rules->renhou); the test reads it */
    {.id = YAKU_RENHOU,
     .key = "renhou",
     .tenhou = "人和",
     .name = N_("Blessing of Man (Renhou)"),
     .han_closed = 1,
     .han_open = 0,
     .flags = YF_YAKUMAN,
     .test = t_renhou},
    L(TSUBAME_GAESHI, "tsubame_gaeshi", "燕返し", N_("Swallow's Return (Tsubame Gaeshi)"), 1, 1,
      tsubame_gaeshi, .test = t_tsubame_gaeshi),
    L(KANBURI, "kanburi", "槓振り", N_("Kan Discard (Kanburi)"), 1, 1, kanburi, .test = t_kanburi),
    L(SHIIARURAOTAI, "shiiaruraotai", "十二落抬", N_("Four Melds, Single Wait (Shiiaruraotai)"), 1,
      1, shiiaruraotai, .test = t_shiiaruraotai),
    L(SANRENKOU, "sanrenkou", "三連刻", N_("Three Consecutive Triplets (Sanrenkou)"), 2, 2,
      sanrenkou, .test = t_sanrenkou),
    L(UUMENSAI, "uumensai", "五門斉", N_("Five Gates (Uumensai)"), 2, 2, uumensai,
      .test = t_uumensai),
    /* 3 han, and no less for an open hand: the old yaku lists give no open value */
    L(ISSHOKU_SANJUN, "isshoku_sanjun", "一色三順", N_("Pure Triple Sequence (Isshoku Sanjun)"), 3,
      3, isshoku_sanjun, .test = t_isshoku_sanjun),
    L(DAISHARIN, "daisharin", "大車輪", N_("Big Wheels (Daisharin)"), 1, 0, daisharin,
      .flags = YF_YAKUMAN, .test = t_daisharin),
    L(DAICHIKURIN, "daichikurin", "大竹林", N_("Bamboo Forest (Daichikurin)"), 1, 0, daichikurin,
      .flags = YF_YAKUMAN, .test = t_daichikurin),
    L(DAISUURIN, "daisuurin", "大数隣", N_("Numerous Neighbours (Daisuurin)"), 1, 0, daisuurin,
      .flags = YF_YAKUMAN, .test = t_daisuurin),
    L(DAICHISEI, "daichisei", "大七星", N_("Big Seven Stars (Daichisei)"), 1, 0, daichisei,
      .flags = YF_YAKUMAN, .test = t_daichisei),
    L(KOKUIISOU, "kokuiisou", "黒一色", N_("All Black (Kokuiisou)"), 1, 1, kokuiisou,
      .flags = YF_YAKUMAN, .test = t_kokuiisou),
    L(ISHI_NO_UE, "ishi_no_ue", "石の上にも三年",
      N_("Three Years on a Stone (Ishi no Ue ni mo Sannen)"), 1, 0, ishi_no_ue, .flags = YF_YAKUMAN,
      .test = t_ishi_no_ue),
};
const int yaku_local_count = sizeof yaku_local_table / sizeof yaku_local_table[0];
