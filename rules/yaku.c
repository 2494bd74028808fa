/* The standard yaku and yakuman: one table row each, and how a reading collects them. */
#include "rules/yaku_eval.h"

#include "rules/i18n_marks.h"

#include <string.h>

/* ---- facts about a hand and a reading --------------------------------- */

static uint64_t rows_enabled(const struct yaku_def *table, int n, const struct win_shape *w,
			     uint64_t *yakuman);

void win_shape_init(struct win_shape *w, const struct rules *rules, const struct hand *hand,
		    const struct win_context *ctx)
{
	memset(w, 0, sizeof *w);
	w->rules = rules;
	w->ctx = ctx;
	w->hand = hand;
	w->win = tile_kind(ctx->win);
	w->dealer = ctx->seat_wind == TILE_EAST;
	w->menzen = true;
	for (int i = 0; i < hand->nmelds; i++)
		if (meld_is_open(&hand->melds[i]))
			w->menzen = false;
	tiles_count(hand->tiles, hand->ntiles, w->before);
	/* every reading holds the same tiles: the concealed ones, the win and the melds */
	memcpy(w->all, w->before, sizeof w->all);
	w->all[w->win]++;
	for (int i = 0; i < hand->nmelds; i++)
		tiles_count(hand->melds[i].tiles, meld_size(&hand->melds[i]), w->all);
	for (int k = 0; k < TILE_KINDS; k++)
		w->kinds |= (uint64_t)(w->all[k] != 0) << k;
	uint64_t yakuman = 0;
	w->enabled = rows_enabled(yaku_standard_table, yaku_standard_count, w, &yakuman) |
		     rows_enabled(yaku_local_table, yaku_local_count, w, &yakuman);
	w->enabled_yakuman = yakuman;
}

static void add_set(struct win_shape *w, const struct tile_set *s)
{
	if (s->type == SET_SEQUENCE) {
		w->peikou += w->sequences[s->kind] % 2; /* the second, the fourth of a kind */
		w->sequences[s->kind]++;
		w->sequence_kinds |= KIND_BIT(s->kind);
		w->nsequences++;
		return;
	}
	w->triplets |= KIND_BIT(s->kind);
	w->ntriplets++;
	if (s->type == SET_KAN)
		w->nkans++;
	if (!s->open)
		w->nankou++;
}

void win_shape_read(struct win_shape *w, const struct reading *r)
{
	if (w->r && w->r->shape == SHAPE_STANDARD)
		for (int i = 0; i < w->r->nsets; i++)
			w->sequences[w->r->sets[i].kind] = 0;
	w->r = r;
	w->sequence_kinds = w->triplets = 0;
	w->nsequences = w->ntriplets = w->nkans = w->nankou = w->peikou = 0;
	if (r->shape == SHAPE_STANDARD)
		for (int i = 0; i < r->nsets; i++)
			add_set(w, &r->sets[i]);
}

bool yaku_all_in(const struct win_shape *w, uint64_t kinds)
{
	return (w->kinds & ~kinds) == 0;
}

bool yaku_is_standard(const struct win_shape *w)
{
	return w->r->shape == SHAPE_STANDARD;
}

/* Ryuuiisou is 2, 3, 4, 6, 8 sou and hatsu; hatsu itself is not required. */
#define KINDS_GREEN                                                                                \
	(KIND_BIT(TILE_HATSU) | KIND_BIT(TILE_S1 + 1) | KIND_BIT(TILE_S1 + 2) |                    \
	 KIND_BIT(TILE_S1 + 3) | KIND_BIT(TILE_S1 + 5) | KIND_BIT(TILE_S1 + 7))
#define KINDS_DRAGON (KIND_BIT(TILE_HAKU) | KIND_BIT(TILE_HATSU) | KIND_BIT(TILE_CHUN))
#define KINDS_WIND (KINDS_HONOR & ~KINDS_DRAGON)

static bool is_yakuhai(const struct win_shape *w, int k)
{
	return kind_is_dragon(k) || k == w->ctx->round_wind || k == w->ctx->seat_wind;
}

/* The suit of every suited tile, -1 when there are none, -2 when there are several. */
static int only_suit(const struct win_shape *w)
{
	int suit = -1;
	for (int s = 0; s < 3; s++) {
		if (!(w->kinds & KINDS_SUIT(s)))
			continue;
		if (suit >= 0)
			return -2;
		suit = s;
	}
	return suit;
}

static bool has_honor(const struct win_shape *w)
{
	return (w->kinds & KINDS_HONOR) != 0;
}

static bool is_yaochu(int k)
{
	return kind_is_yaochu(k);
}
static bool is_terminal(int k)
{
	return kind_is_terminal(k);
}

/* Every set and the pair hold a tile accepted by pred, and there is a sequence (else it is
 * honroutou or chinroutou). */
static bool every_group_has(const struct win_shape *w, bool (*pred)(int kind))
{
	const struct reading *r = w->r;
	if (r->shape != SHAPE_STANDARD || w->nsequences == 0 || !pred(r->pair))
		return false;
	for (int i = 0; i < r->nsets; i++) {
		const struct tile_set *s = &r->sets[i];
		bool ok =
		    s->type == SET_SEQUENCE ? pred(s->kind) || pred(s->kind + 2) : pred(s->kind);
		if (!ok)
			return false;
	}
	return true;
}

static int count_triplets(const struct win_shape *w, uint64_t kinds)
{
	return __builtin_popcountll(w->triplets & kinds);
}

static bool has_triplet(const struct win_shape *w, int k)
{
	return (w->triplets >> k) & 1;
}

/* ---- the tests ------------------------------------------------------ */

static bool t_riichi(const struct win_shape *w)
{
	return w->ctx->riichi;
}
static bool t_ippatsu(const struct win_shape *w)
{
	return w->ctx->ippatsu && (w->ctx->riichi || w->ctx->double_riichi);
}
static bool t_menzen_tsumo(const struct win_shape *w)
{
	return w->ctx->tsumo;
}

/* Four sequences, a pair that is no yakuhai, and a two-sided wait. */
static bool t_pinfu(const struct win_shape *w)
{
	return yaku_is_standard(w) && w->nsequences == 4 && !is_yakuhai(w, w->r->pair) &&
	       w->r->wait == WAIT_RYANMEN;
}
static bool t_tanyao(const struct win_shape *w)
{
	return yaku_all_in(w, ~KINDS_YAOCHU);
}
static bool t_iipeikou(const struct win_shape *w)
{
	return w->peikou >= 1;
}
static bool t_haku(const struct win_shape *w)
{
	return has_triplet(w, TILE_HAKU);
}
static bool t_hatsu(const struct win_shape *w)
{
	return has_triplet(w, TILE_HATSU);
}
static bool t_chun(const struct win_shape *w)
{
	return has_triplet(w, TILE_CHUN);
}
static bool t_round_wind(const struct win_shape *w)
{
	return has_triplet(w, w->ctx->round_wind);
}
static bool t_seat_wind(const struct win_shape *w)
{
	return has_triplet(w, w->ctx->seat_wind);
}
static bool t_rinshan(const struct win_shape *w)
{
	return w->ctx->rinshan && w->ctx->tsumo;
}
static bool t_chankan(const struct win_shape *w)
{
	return w->ctx->chankan && !w->ctx->tsumo;
}
static bool t_haitei(const struct win_shape *w)
{
	return w->ctx->haitei && w->ctx->tsumo;
}
static bool t_houtei(const struct win_shape *w)
{
	return w->ctx->houtei && !w->ctx->tsumo;
}
static bool t_double_riichi(const struct win_shape *w)
{
	return w->ctx->double_riichi;
}
static bool t_chiitoitsu(const struct win_shape *w)
{
	return w->r->shape == SHAPE_CHIITOITSU;
}

static bool t_sanshoku(const struct win_shape *w)
{
	uint64_t q = w->sequence_kinds;
	return (q & q >> 9 & q >> 18 & 0x7f) != 0;
}

static bool t_ittsu(const struct win_shape *w)
{
	uint64_t q = w->sequence_kinds;
	return (q & q >> 3 & q >> 6 &
		(KIND_BIT(TILE_M1) | KIND_BIT(TILE_P1) | KIND_BIT(TILE_S1))) != 0;
}

static bool t_chanta(const struct win_shape *w)
{
	return every_group_has(w, is_yaochu);
}
static bool t_junchan(const struct win_shape *w)
{
	return every_group_has(w, is_terminal);
}
static bool t_toitoi(const struct win_shape *w)
{
	return yaku_is_standard(w) && w->ntriplets == 4;
}
static bool t_sanankou(const struct win_shape *w)
{
	return w->nankou >= 3;
}
static bool t_sankantsu(const struct win_shape *w)
{
	return w->nkans == 3;
}

static bool t_sanshoku_doukou(const struct win_shape *w)
{
	uint64_t t = w->triplets;
	return (t & t >> 9 & t >> 18 & 0x1ff) != 0;
}

static bool t_honroutou(const struct win_shape *w)
{
	return yaku_all_in(w, KINDS_YAOCHU);
}

static bool t_shousangen(const struct win_shape *w)
{
	return yaku_is_standard(w) && kind_is_dragon(w->r->pair) &&
	       count_triplets(w, KINDS_DRAGON) == 2;
}

static bool t_honitsu(const struct win_shape *w)
{
	return only_suit(w) >= 0;
}
static bool t_chinitsu(const struct win_shape *w)
{
	return only_suit(w) >= 0 && !has_honor(w);
}
static bool t_ryanpeikou(const struct win_shape *w)
{
	return w->peikou == 2;
}

static bool t_kokushi(const struct win_shape *w)
{
	return w->r->shape == SHAPE_KOKUSHI;
}
/* Waiting on all thirteen: the thirteen tiles before the win were all different. */
static bool t_kokushi_13(const struct win_shape *w)
{
	return t_kokushi(w) && w->before[w->win] == 1;
}
static bool t_suuankou(const struct win_shape *w)
{
	return w->nankou == 4;
}
static bool t_suuankou_tanki(const struct win_shape *w)
{
	return w->nankou == 4 && w->r->wait == WAIT_TANKI;
}
static bool t_daisangen(const struct win_shape *w)
{
	return count_triplets(w, KINDS_DRAGON) == 3;
}
static bool t_shousuushii(const struct win_shape *w)
{
	return yaku_is_standard(w) && kind_is_wind(w->r->pair) &&
	       count_triplets(w, KINDS_WIND) == 3;
}
static bool t_daisuushii(const struct win_shape *w)
{
	return count_triplets(w, KINDS_WIND) == 4;
}
static bool t_tsuuiisou(const struct win_shape *w)
{
	return yaku_all_in(w, KINDS_HONOR);
}
static bool t_ryuuiisou(const struct win_shape *w)
{
	return yaku_all_in(w, KINDS_GREEN);
}
static bool t_chinroutou(const struct win_shape *w)
{
	return yaku_all_in(w, KINDS_TERMINAL);
}

/* 1112345678999 plus one tile of the suit, concealed and without kan. */
static bool t_chuuren(const struct win_shape *w)
{
	int s = only_suit(w);
	if (s < 0 || has_honor(w) || w->hand->nmelds)
		return false;
	for (int n = 0; n < 9; n++)
		if (w->all[s * 9 + n] < (n == 0 || n == 8 ? 3 : 1))
			return false;
	return true;
}
/* Junsei: the hand before the win was exactly 1112345678999, waiting on nine tiles. */
static bool t_junsei_chuuren(const struct win_shape *w)
{
	if (!t_chuuren(w))
		return false;
	int s = kind_suit(w->win) * 9;
	for (int n = 0; n < 9; n++)
		if (w->before[s + n] != (n == 0 || n == 8 ? 3 : 1))
			return false;
	return true;
}
static bool t_suukantsu(const struct win_shape *w)
{
	return w->nkans == 4;
}
static bool t_tenhou(const struct win_shape *w)
{
	return w->ctx->tenhou && w->dealer && w->ctx->tsumo;
}
static bool t_chiihou(const struct win_shape *w)
{
	return w->ctx->chiihou && !w->dealer && w->ctx->tsumo;
}

/* ---- the table -------------------------------------------------------- */

/* id, key, the name in Tenhou's logs, the English name, han closed and open, the rest */
#define Y(id_, key_, tenhou_, name_, closed_, open_, ...)                                          \
	{                                                                                          \
		.id = YAKU_##id_, .key = key_, .tenhou = tenhou_, .name = name_,                   \
		.han_closed = closed_, .han_open = open_, __VA_ARGS__                              \
	}
#define YAKUMAN(id_, key_, tenhou_, name_, open_, ...)                                             \
	Y(id_, key_, tenhou_, name_, 1, open_, .flags = YF_YAKUMAN, __VA_ARGS__)

const struct yaku_def yaku_standard_table[] = {
    Y(RIICHI, "riichi", "立直", N_("Riichi"), 1, 0, .test = t_riichi,
      .yields_to = YAKU_BIT(YAKU_DOUBLE_RIICHI)),
    Y(IPPATSU, "ippatsu", "一発", N_("Ippatsu"), 1, 0, .test = t_ippatsu),
    Y(MENZEN_TSUMO, "menzen_tsumo", "門前清自摸和", N_("Fully Concealed Hand (Menzen Tsumo)"), 1, 0,
      .test = t_menzen_tsumo),
    Y(PINFU, "pinfu", "平和", N_("Pinfu"), 1, 0, .test = t_pinfu),
    /* open tanyao (kuitan) counts in the standard rules; the option open_tanyao decides. */
    Y(TANYAO, "tanyao", "断幺九", N_("All Simples (Tanyao)"), 1, 1, .test = t_tanyao,
      .flags = YF_KUITAN),
    Y(IIPEIKOU, "iipeikou", "一盃口", N_("Pure Double Sequence (Iipeikou)"), 1, 0,
      .test = t_iipeikou, .yields_to = YAKU_BIT(YAKU_RYANPEIKOU) | YAKU_BIT(YAKU_ISSHOKU_SANJUN)),
    Y(HAKU, "haku", "役牌 白", N_("White Dragon (Haku)"), 1, 1, .test = t_haku),
    Y(HATSU, "hatsu", "役牌 發", N_("Green Dragon (Hatsu)"), 1, 1, .test = t_hatsu),
    Y(CHUN, "chun", "役牌 中", N_("Red Dragon (Chun)"), 1, 1, .test = t_chun),
    Y(ROUND_WIND, "round_wind", NULL, N_("Round Wind (Bakaze)"), 1, 1, .test = t_round_wind),
    Y(SEAT_WIND, "seat_wind", NULL, N_("Seat Wind (Jikaze)"), 1, 1, .test = t_seat_wind),
    Y(RINSHAN, "rinshan", "嶺上開花", N_("After a Kan (Rinshan Kaihou)"), 1, 1, .test = t_rinshan),
    Y(CHANKAN, "chankan", "槍槓", N_("Robbing a Kan (Chankan)"), 1, 1, .test = t_chankan),
    Y(HAITEI, "haitei", "海底摸月", N_("Under the Sea (Haitei)"), 1, 1, .test = t_haitei),
    Y(HOUTEI, "houtei", "河底撈魚", N_("Under the River (Houtei)"), 1, 1, .test = t_houtei),
    Y(DOUBLE_RIICHI, "double_riichi", "両立直", N_("Double Riichi"), 2, 0, .test = t_double_riichi),
    Y(CHIITOITSU, "chiitoitsu", "七対子", N_("Seven Pairs (Chiitoitsu)"), 2, 0,
      .test = t_chiitoitsu),
    Y(SANSHOKU, "sanshoku", "三色同順", N_("Mixed Triple Sequence (Sanshoku)"), 2, 1,
      .test = t_sanshoku),
    Y(ITTSU, "ittsu", "一気通貫", N_("Pure Straight (Ittsu)"), 2, 1, .test = t_ittsu),
    Y(CHANTA, "chanta", "混全帯幺九", N_("Half Outside Hand (Chanta)"), 2, 1, .test = t_chanta,
      .yields_to = YAKU_BIT(YAKU_JUNCHAN)),
    Y(TOITOI, "toitoi", "対々和", N_("All Triplets (Toitoi)"), 2, 2, .test = t_toitoi),
    Y(SANANKOU, "sanankou", "三暗刻", N_("Three Concealed Triplets (Sanankou)"), 2, 2,
      .test = t_sanankou),
    Y(SANKANTSU, "sankantsu", "三槓子", N_("Three Kans (Sankantsu)"), 2, 2, .test = t_sankantsu),
    Y(SANSHOKU_DOUKOU, "sanshoku_doukou", "三色同刻", N_("Triple Triplets (Sanshoku Doukou)"), 2, 2,
      .test = t_sanshoku_doukou),
    Y(HONROUTOU, "honroutou", "混老頭", N_("All Terminals and Honours (Honroutou)"), 2, 2,
      .test = t_honroutou),
    Y(SHOUSANGEN, "shousangen", "小三元", N_("Little Three Dragons (Shousangen)"), 2, 2,
      .test = t_shousangen),
    Y(HONITSU, "honitsu", "混一色", N_("Half Flush (Honitsu)"), 3, 2, .test = t_honitsu,
      .yields_to = YAKU_BIT(YAKU_CHINITSU)),
    Y(JUNCHAN, "junchan", "純全帯幺九", N_("Fully Outside Hand (Junchan)"), 3, 2,
      .test = t_junchan),
    Y(RYANPEIKOU, "ryanpeikou", "二盃口", N_("Twice Pure Double Sequence (Ryanpeikou)"), 3, 0,
      .test = t_ryanpeikou),
    Y(CHINITSU, "chinitsu", "清一色", N_("Full Flush (Chinitsu)"), 6, 5, .test = t_chinitsu),

    YAKUMAN(KOKUSHI, "kokushi", "国士無双", N_("Thirteen Orphans (Kokushi Musou)"), 0,
	    .test = t_kokushi, .yields_to = YAKU_BIT(YAKU_KOKUSHI_13)),
    Y(KOKUSHI_13, "kokushi_13", "国士無双１３面",
      N_("Thirteen Orphans, 13-Sided Wait (Kokushi Juusanmen)"), 1, 0,
      .flags = YF_YAKUMAN | YF_DOUBLE, .test = t_kokushi_13),
    YAKUMAN(SUUANKOU, "suuankou", "四暗刻", N_("Four Concealed Triplets (Suuankou)"), 0,
	    .test = t_suuankou, .yields_to = YAKU_BIT(YAKU_SUUANKOU_TANKI)),
    Y(SUUANKOU_TANKI, "suuankou_tanki", "四暗刻単騎",
      N_("Four Concealed Triplets, Single Wait (Suuankou Tanki)"), 1, 0,
      .flags = YF_YAKUMAN | YF_DOUBLE, .test = t_suuankou_tanki),
    YAKUMAN(DAISANGEN, "daisangen", "大三元", N_("Big Three Dragons (Daisangen)"), 1,
	    .test = t_daisangen),
    YAKUMAN(SHOUSUUSHII, "shousuushii", "小四喜", N_("Little Four Winds (Shousuushii)"), 1,
	    .test = t_shousuushii),
    Y(DAISUUSHII, "daisuushii", "大四喜", N_("Big Four Winds (Daisuushii)"), 1, 1,
      .flags = YF_YAKUMAN | YF_DOUBLE, .test = t_daisuushii),
    YAKUMAN(TSUUIISOU, "tsuuiisou", "字一色", N_("All Honours (Tsuuiisou)"), 1,
	    .test = t_tsuuiisou),
    YAKUMAN(RYUUIISOU, "ryuuiisou", "緑一色", N_("All Green (Ryuuiisou)"), 1, .test = t_ryuuiisou),
    YAKUMAN(CHINROUTOU, "chinroutou", "清老頭", N_("All Terminals (Chinroutou)"), 1,
	    .test = t_chinroutou),
    YAKUMAN(CHUUREN, "chuuren", "九蓮宝燈", N_("Nine Gates (Chuuren Poutou)"), 0, .test = t_chuuren,
	    .yields_to = YAKU_BIT(YAKU_JUNSEI_CHUUREN)),
    Y(JUNSEI_CHUUREN, "junsei_chuuren", "純正九蓮宝燈",
      N_("True Nine Gates (Junsei Chuuren Poutou)"), 1, 0, .flags = YF_YAKUMAN | YF_DOUBLE,
      .test = t_junsei_chuuren),
    YAKUMAN(SUUKANTSU, "suukantsu", "四槓子", N_("Four Kans (Suukantsu)"), 1, .test = t_suukantsu),
    YAKUMAN(TENHOU, "tenhou", "天和", N_("Blessing of Heaven (Tenhou)"), 0, .test = t_tenhou),
    YAKUMAN(CHIIHOU, "chiihou", "地和", N_("Blessing of Earth (Chiihou)"), 0, .test = t_chiihou),
};
const int yaku_standard_count = sizeof yaku_standard_table / sizeof yaku_standard_table[0];

/* ---- collecting ----------------------------------------------------- */

const struct yaku_def *yaku_def_of(enum yaku_id id)
{
	/* Both tables list their rows in consecutive id order, the local yaku after the
	 * standard ones (tests/test_yaku.c checks it), so a row is found by its id at once; the
	 * search below only guards against a table that someone reordered. */
	int i = (int)id;
	if (i >= 0 && i < yaku_standard_count && yaku_standard_table[i].id == id)
		return &yaku_standard_table[i];
	i = (int)id - (int)yaku_local_table[0].id;
	if (i >= 0 && i < yaku_local_count && yaku_local_table[i].id == id)
		return &yaku_local_table[i];
	for (int i = 0; i < yaku_standard_count; i++)
		if (yaku_standard_table[i].id == id)
			return &yaku_standard_table[i];
	for (int i = 0; i < yaku_local_count; i++)
		if (yaku_local_table[i].id == id)
			return &yaku_local_table[i];
	return NULL;
}

const char *yaku_id_string(enum yaku_id id)
{
	const struct yaku_def *d = yaku_def_of(id);
	return d ? d->key : "";
}

const char *yaku_name(enum yaku_id id)
{
	const struct yaku_def *d = yaku_def_of(id);
	return d ? d->name : "";
}

const char *yaku_tenhou_name(enum yaku_id id)
{
	const struct yaku_def *d = yaku_def_of(id);
	return d ? d->tenhou : NULL;
}

static bool yaku_enabled(const struct yaku_def *d, const struct win_shape *w)
{
	if (d->option && !*(const bool *)((const char *)w->rules + d->option))
		return false;
	if (!w->menzen && (d->han_open == 0 || ((d->flags & YF_KUITAN) && !w->rules->open_tanyao)))
		return false;
	return true;
}

/* The value of a row for this hand: han, or yakuman multiples. */
static int yaku_value(const struct yaku_def *d, const struct win_shape *w)
{
	if (d->flags & YF_YAKUMAN)
		return (d->flags & YF_DOUBLE) && w->rules->double_yakuman ? 2 : 1;
	return w->menzen ? d->han_closed : d->han_open;
}

/* The rows of a table that may count for this hand, as bits; the yakuman among them too. */
static uint64_t rows_enabled(const struct yaku_def *table, int n, const struct win_shape *w,
			     uint64_t *yakuman)
{
	uint64_t enabled = 0;
	for (int i = 0; i < n; i++)
		if (yaku_enabled(&table[i], w)) {
			enabled |= YAKU_BIT(table[i].id);
			if (table[i].flags & YF_YAKUMAN)
				*yakuman |= YAKU_BIT(table[i].id);
		}
	return enabled;
}

static int next_id(uint64_t *bits);

/* yaku_def_of for the ids of the tables, where both list their rows in id order. */
static inline const struct yaku_def *row_of(int id)
{
	if (id < yaku_standard_count && yaku_standard_table[id].id == (enum yaku_id)id)
		return &yaku_standard_table[id];
	return yaku_def_of((enum yaku_id)id);
}

/* The yaku among rows whose test the reading passes. */
static uint64_t yaku_found(uint64_t rows, const struct win_shape *w)
{
	uint64_t found = 0;
	for (uint64_t bits = rows; bits;) {
		int id = next_id(&bits);
		if (row_of(id)->test(w))
			found |= YAKU_BIT(id);
	}
	return found;
}

/* The lowest id in a set of yaku bits, and the set without it. */
static int next_id(uint64_t *bits)
{
	int id = __builtin_ctzll(*bits);
	*bits &= *bits - 1;
	return id;
}

int yaku_collect(const struct win_shape *w, struct yaku_award *out, int max)
{
	/* a yakuman leaves out every ordinary yaku, so those are tested only without one */
	uint64_t found = yaku_found(w->enabled_yakuman, w);
	if (!found)
		found = yaku_found(w->enabled & ~w->enabled_yakuman, w);
	bool yakuman = false;
	const uint64_t tested = found;
	/* only the yaku found are walked, lowest id first */
	for (uint64_t bits = tested; bits;) {
		int id = next_id(&bits);
		const struct yaku_def *d = row_of(id);
		if (d->yields_to & tested)
			found &= ~YAKU_BIT(id);
		else if (d->flags & YF_YAKUMAN)
			yakuman = true;
	}
	int n = 0;
	for (uint64_t bits = found; bits && n < max;) {
		int id = next_id(&bits);
		const struct yaku_def *d = row_of(id);
		if (yakuman != !!(d->flags & YF_YAKUMAN))
			continue;
		int v = yaku_value(d, w);
		out[n++] = (struct yaku_award){
		    .id = (enum yaku_id)id, .han = yakuman ? 13 * v : v, .yakuman = yakuman};
	}
	return n;
}
