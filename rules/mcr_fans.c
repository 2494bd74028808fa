/* Which of the 81 fan one reading holds, before the principles choose. */
#include "rules/mcr_fans.h"

#include <string.h>

bool mcr_fan_combines_sets(enum mcr_fan f)
{
	switch (f) {
	case MCR_PURE_DOUBLE_CHOW:
	case MCR_MIXED_DOUBLE_CHOW:
	case MCR_SHORT_STRAIGHT:
	case MCR_TWO_TERMINAL_CHOWS:
	case MCR_DOUBLE_PUNG:
	case MCR_MIXED_SHIFTED_CHOWS:
	case MCR_MIXED_STRAIGHT:
	case MCR_MIXED_TRIPLE_CHOW:
	case MCR_MIXED_SHIFTED_PUNGS:
	case MCR_PURE_STRAIGHT:
	case MCR_THREE_SUITED_TERMINAL_CHOWS:
	case MCR_PURE_SHIFTED_CHOWS:
	case MCR_TRIPLE_PUNG:
	case MCR_PURE_TRIPLE_CHOW:
	case MCR_PURE_SHIFTED_PUNGS:
	case MCR_FOUR_PURE_SHIFTED_CHOWS:
	case MCR_QUADRUPLE_CHOW:
	case MCR_FOUR_PURE_SHIFTED_PUNGS:
	case MCR_PURE_TERMINAL_CHOWS:
		return true;
	default:
		return false;
	}
}

/* ---- fans of the tiles alone: every tile of the hand passes a test ---- */

static bool suited(int k)
{
	return !kind_is_honor(k);
}
static int num(int k)
{
	return kind_number(k);
}

static bool k_green(int k)
{
	return k == TILE_HATSU || (kind_suit(k) == SUIT_SOU && strchr("23468", '0' + num(k)));
}
/* Tiles that look the same upside down: 1234589 circles, 245689 bamboo, White. */
static bool k_reversible(int k)
{
	if (k == TILE_HAKU)
		return true;
	if (kind_suit(k) == SUIT_PIN)
		return strchr("1234589", '0' + num(k)) != NULL;
	return kind_suit(k) == SUIT_SOU && strchr("245689", '0' + num(k)) != NULL;
}
static bool k_upper_tiles(int k)
{
	return suited(k) && num(k) >= 7;
}
static bool k_middle_tiles(int k)
{
	return suited(k) && num(k) >= 4 && num(k) <= 6;
}
static bool k_lower_tiles(int k)
{
	return suited(k) && num(k) <= 3;
}
static bool k_upper_four(int k)
{
	return suited(k) && num(k) >= 6;
}
static bool k_lower_four(int k)
{
	return suited(k) && num(k) <= 4;
}
static bool k_simple(int k)
{
	return suited(k) && !kind_is_terminal(k);
}

static const struct {
	uint8_t fan;
	bool (*tile_ok)(int kind);
} tile_fans[] = {
    {MCR_ALL_GREEN, k_green},
    {MCR_REVERSIBLE_TILES, k_reversible},
    {MCR_UPPER_TILES, k_upper_tiles},
    {MCR_MIDDLE_TILES, k_middle_tiles},
    {MCR_LOWER_TILES, k_lower_tiles},
    {MCR_UPPER_FOUR, k_upper_four},
    {MCR_LOWER_FOUR, k_lower_four},
    {MCR_ALL_SIMPLES, k_simple},
    {MCR_ALL_TERMINALS, kind_is_terminal},
    {MCR_ALL_HONORS, kind_is_honor},
    {MCR_ALL_TERMINALS_AND_HONORS, kind_is_yaochu},
};

static void tiles_fans(const uint8_t all[TILE_KINDS], struct mcr_tally *t)
{
	for (size_t i = 0; i < sizeof tile_fans / sizeof tile_fans[0]; i++) {
		bool ok = true;
		for (int k = 0; k < TILE_KINDS && ok; k++)
			ok = !all[k] || tile_fans[i].tile_ok(k);
		t->count[tile_fans[i].fan] += ok;
	}
	bool suit[3] = {false}, wind = false, dragon = false;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (!all[k])
			continue;
		if (kind_is_wind(k))
			wind = true;
		else if (kind_is_dragon(k))
			dragon = true;
		else
			suit[kind_suit(k)] = true;
	}
	int suits = suit[0] + suit[1] + suit[2];
	bool honors = wind || dragon;
	t->count[MCR_FULL_FLUSH] += suits == 1 && !honors;
	t->count[MCR_HALF_FLUSH] += suits == 1 && honors;
	t->count[MCR_ONE_VOIDED_SUIT] += suits == 2;
	t->count[MCR_NO_HONORS] += !honors;
	t->count[MCR_ALL_TYPES] += suits == 3 && wind && dragon;
}

/* ---- fans of the sets ---- */

static bool is_pung(const struct mcr_set *s)
{
	return s->type != MCR_SET_CHOW;
}

/* Whether every set and the pair hold a tile that passes test. */
static bool every_group(const struct mcr_reading *r, bool (*test)(int kind))
{
	if (!test(r->pair))
		return false;
	for (int i = 0; i < r->nsets; i++) {
		const struct mcr_set *s = &r->sets[i];
		bool any = test(s->kind);
		if (s->type == MCR_SET_CHOW)
			any = any || test(s->kind + 1) || test(s->kind + 2);
		if (!any)
			return false;
	}
	return true;
}

static bool k_five(int k)
{
	return suited(k) && num(k) == 5;
}
static bool k_even(int k)
{
	return suited(k) && num(k) % 2 == 0;
}

static void honour_pungs(const struct mcr_reading *r, const struct mcr_situation *s,
			 struct mcr_tally *t)
{
	int winds = 0, dragons = 0;
	for (int i = 0; i < r->nsets; i++) {
		int k = r->sets[i].kind;
		if (!is_pung(&r->sets[i]))
			continue;
		winds += kind_is_wind(k);
		dragons += kind_is_dragon(k);
		t->count[MCR_PREVALENT_WIND] += k == s->ctx->round_wind;
		t->count[MCR_SEAT_WIND] += k == s->ctx->seat_wind;
	}
	t->count[MCR_DRAGON_PUNG] += (uint8_t)dragons;
	t->count[MCR_TWO_DRAGON_PUNGS] += dragons >= 2;
	t->count[MCR_LITTLE_THREE_DRAGONS] += dragons == 2 && kind_is_dragon(r->pair);
	t->count[MCR_BIG_THREE_DRAGONS] += dragons == 3;
	t->count[MCR_BIG_THREE_WINDS] += winds >= 3;
	t->count[MCR_LITTLE_FOUR_WINDS] += winds == 3 && kind_is_wind(r->pair);
	t->count[MCR_BIG_FOUR_WINDS] += winds == 4;

	/*
	 * Pung of Terminals or Honors: terminals, and winds that are neither the prevalent nor the
	 * seat wind (guest winds, 客風牌). Three or four wind pungs imply it for their winds (Big
	 * Three Winds, Little/Big Four Winds); a terminal pung beside them still counts.
	 */
	int n = 0;
	for (int i = 0; i < r->nsets; i++) {
		int k = r->sets[i].kind;
		if (!is_pung(&r->sets[i]))
			continue;
		if (kind_is_terminal(k))
			n++;
		else if (kind_is_wind(k) && winds < 3 && k != s->ctx->round_wind &&
			 k != s->ctx->seat_wind)
			n++;
	}
	/* Nine Gates implies one pung of terminals (the 1998 rules). */
	if (s->nine_gates && n)
		n--;
	t->count[MCR_PUNG_OF_TERMINALS_OR_HONORS] += (uint8_t)n;
}

static void pung_and_kong_counts(const struct mcr_reading *r, struct mcr_tally *t)
{
	int concealed = 0, melded_kongs = 0, concealed_kongs = 0;
	for (int i = 0; i < r->nsets; i++) {
		const struct mcr_set *s = &r->sets[i];
		if (!is_pung(s))
			continue;
		concealed += s->concealed;
		if (s->type == MCR_SET_KONG) {
			concealed_kongs += s->concealed;
			melded_kongs += !s->concealed;
		}
	}
	if (concealed >= 2)
		t->count[concealed == 2	  ? MCR_TWO_CONCEALED_PUNGS
			 : concealed == 3 ? MCR_THREE_CONCEALED_PUNGS
					  : MCR_FOUR_CONCEALED_PUNGS]++;
	switch (melded_kongs + concealed_kongs) {
	case 0:
		break;
	case 1:
		t->count[melded_kongs ? MCR_MELDED_KONG : MCR_CONCEALED_KONG]++;
		break;
	case 2:
		if (concealed_kongs == 2) {
			t->count[MCR_TWO_CONCEALED_KONGS]++;
		} else {
			t->count[MCR_TWO_MELDED_KONGS]++;
			t->mixed_kongs = concealed_kongs == 1;
		}
		break;
	case 3:
		t->count[MCR_THREE_KONGS]++;
		break;
	default:
		t->count[MCR_FOUR_KONGS]++;
		break;
	}
}

/* Tile Hog: all four tiles of a kind in the hand, not as a kong. */
static void tile_hogs(const struct mcr_reading *r, const struct mcr_situation *s,
		      struct mcr_tally *t)
{
	for (int k = 0; k < TILE_KINDS; k++) {
		if (s->all[k] != 4)
			continue;
		bool kong = false;
		for (int i = 0; i < r->nsets; i++)
			kong |= r->sets[i].type == MCR_SET_KONG && r->sets[i].kind == k;
		t->count[MCR_TILE_HOG] += !kong;
	}
}

/* Edge, closed and single wait, when the hand waited on one kind only (the 1998 rules: 12345
 * waiting on 3 or 6 is no edge wait). */
static void wait_fans(const struct mcr_reading *r, const struct mcr_situation *s,
		      struct mcr_tally *t)
{
	if (!s->one_wait)
		return;
	if (r->win == MCR_WIN_PAIR) {
		t->count[MCR_SINGLE_WAIT]++;
		return;
	}
	if (r->win < 0 || r->sets[r->win].type != MCR_SET_CHOW)
		return;
	int low = r->sets[r->win].kind, pos = tile_kind(s->ctx->win) - low;
	if (pos == 1)
		t->count[MCR_CLOSED_WAIT]++;
	else if ((pos == 2 && num(low) == 1) || (pos == 0 && num(low) == 7))
		t->count[MCR_EDGE_WAIT]++;
}

/* ---- fans that combine sets ---- */

static void add_combo(struct mcr_tally *t, int fan, unsigned sets)
{
	if (t->ncombos < MCR_COMBOS_MAX)
		t->combos[t->ncombos++] =
		    (struct mcr_combo){.fan = (uint8_t)fan, .sets = (uint8_t)sets};
}

static int suit_of(const struct mcr_set *s)
{
	return (int)kind_suit(s->kind);
}

/* Sorts three or four kinds ascending. */
static void sort_kinds(int *k, int n)
{
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && k[j - 1] > k[j]; j--) {
			int x = k[j];
			k[j] = k[j - 1];
			k[j - 1] = x;
		}
}

static int chow_pair_fan(const struct mcr_set *a, const struct mcr_set *b)
{
	int na = num(a->kind), nb = num(b->kind);
	if (suit_of(a) != suit_of(b))
		return na == nb ? MCR_MIXED_DOUBLE_CHOW : 0;
	if (na == nb)
		return MCR_PURE_DOUBLE_CHOW;
	if (na + nb == 8 && (na == 1 || nb == 1))
		return MCR_TWO_TERMINAL_CHOWS;
	if (na - nb == 3 || nb - na == 3)
		return MCR_SHORT_STRAIGHT;
	return 0;
}

static int chow_triple_fan(const struct mcr_set *a, const struct mcr_set *b,
			   const struct mcr_set *c)
{
	int sa = suit_of(a), sb = suit_of(b), sc = suit_of(c);
	int n[3] = {num(a->kind), num(b->kind), num(c->kind)};
	sort_kinds(n, 3);
	if (sa == sb && sb == sc) {
		if (n[0] == n[2])
			return MCR_PURE_TRIPLE_CHOW;
		if (n[0] == 1 && n[1] == 4 && n[2] == 7)
			return MCR_PURE_STRAIGHT;
		int step = n[1] - n[0];
		if ((step == 1 || step == 2) && n[2] - n[1] == step)
			return MCR_PURE_SHIFTED_CHOWS;
		return 0;
	}
	if (sa == sb || sb == sc || sa == sc)
		return 0;
	if (n[0] == n[2])
		return MCR_MIXED_TRIPLE_CHOW;
	if (n[0] == 1 && n[1] == 4 && n[2] == 7)
		return MCR_MIXED_STRAIGHT;
	if (n[1] == n[0] + 1 && n[2] == n[1] + 1) /* shifted by one step only */
		return MCR_MIXED_SHIFTED_CHOWS;
	return 0;
}

static int pung_pair_fan(const struct mcr_set *a, const struct mcr_set *b)
{
	return suited(a->kind) && suited(b->kind) && suit_of(a) != suit_of(b) &&
		       num(a->kind) == num(b->kind)
		   ? MCR_DOUBLE_PUNG
		   : 0;
}

static int pung_triple_fan(const struct mcr_set *a, const struct mcr_set *b,
			   const struct mcr_set *c)
{
	if (!suited(a->kind) || !suited(b->kind) || !suited(c->kind))
		return 0;
	int sa = suit_of(a), sb = suit_of(b), sc = suit_of(c);
	int n[3] = {num(a->kind), num(b->kind), num(c->kind)};
	sort_kinds(n, 3);
	bool shifted = n[1] == n[0] + 1 && n[2] == n[1] + 1;
	if (sa == sb && sb == sc)
		return shifted ? MCR_PURE_SHIFTED_PUNGS : 0;
	if (sa == sb || sb == sc || sa == sc)
		return 0;
	if (n[0] == n[2])
		return MCR_TRIPLE_PUNG;
	return shifted ? MCR_MIXED_SHIFTED_PUNGS : 0;
}

/* The fan of all four chows (with the pair, for the two terminal-chow hands). */
static int four_chows_fan(const struct mcr_reading *r)
{
	int k[4];
	for (int i = 0; i < 4; i++)
		k[i] = r->sets[i].kind;
	sort_kinds(k, 4);
	int suit = (int)kind_suit(k[0]);
	bool one_suit = (int)kind_suit(k[3]) == suit;
	if (one_suit) {
		int step = k[1] - k[0];
		if (step == 0 && k[3] == k[0])
			return MCR_QUADRUPLE_CHOW;
		if ((step == 1 || step == 2) && k[2] - k[1] == step && k[3] - k[2] == step)
			return MCR_FOUR_PURE_SHIFTED_CHOWS;
		if (num(k[0]) == 1 && k[1] == k[0] && k[2] == k[0] + 6 && k[3] == k[2] &&
		    r->pair == suit * 9 + 4)
			return MCR_PURE_TERMINAL_CHOWS;
		return 0;
	}
	/* 123 and 789 in two suits, the 5 of the third as the pair */
	if (!suited(r->pair) || num(r->pair) != 5)
		return 0;
	int s2 = (int)kind_suit(k[2]), pair_suit = (int)kind_suit(r->pair);
	if ((int)kind_suit(k[1]) != suit || (int)kind_suit(k[3]) != s2 || pair_suit == suit ||
	    pair_suit == s2)
		return 0;
	if (num(k[0]) == 1 && num(k[1]) == 7 && num(k[2]) == 1 && num(k[3]) == 7)
		return MCR_THREE_SUITED_TERMINAL_CHOWS;
	return 0;
}

static void four_pungs_fan(const struct mcr_reading *r, struct mcr_tally *t)
{
	int k[4];
	for (int i = 0; i < 4; i++) {
		k[i] = r->sets[i].kind;
		if (!suited(k[i]))
			return;
	}
	sort_kinds(k, 4);
	if (kind_suit(k[0]) == kind_suit(k[3]) && k[1] == k[0] + 1 && k[2] == k[1] + 1 &&
	    k[3] == k[2] + 1)
		add_combo(t, MCR_FOUR_PURE_SHIFTED_PUNGS, 0xf);
}

static void combos(const struct mcr_reading *r, struct mcr_tally *t)
{
	const struct mcr_set *s = r->sets;
	int n = r->nsets;
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++) {
			if (is_pung(&s[i]) != is_pung(&s[j]))
				continue;
			int f = is_pung(&s[i]) ? pung_pair_fan(&s[i], &s[j])
					       : chow_pair_fan(&s[i], &s[j]);
			if (f)
				add_combo(t, f, 1u << i | 1u << j);
			for (int l = j + 1; l < n; l++) {
				if (is_pung(&s[l]) != is_pung(&s[i]))
					continue;
				f = is_pung(&s[i]) ? pung_triple_fan(&s[i], &s[j], &s[l])
						   : chow_triple_fan(&s[i], &s[j], &s[l]);
				if (f)
					add_combo(t, f, 1u << i | 1u << j | 1u << l);
			}
		}
	if (n != 4)
		return;
	int chows = 0;
	for (int i = 0; i < 4; i++)
		chows += !is_pung(&s[i]);
	if (chows == 4) {
		int f = four_chows_fan(r);
		if (f)
			add_combo(t, f, 0xf);
	} else if (chows == 0) {
		four_pungs_fan(r, t);
	}
}

/* ---- the whole reading ---- */

static void shape_fans(const struct mcr_reading *r, const struct mcr_situation *s,
		       struct mcr_tally *t)
{
	switch (r->shape) {
	case MCR_SHAPE_SEVEN_PAIRS: {
		t->count[MCR_SEVEN_PAIRS]++;
		bool shifted = true;
		for (int i = 1; i < 7; i++)
			shifted &= suited(r->pairs[i]) && r->pairs[i] == r->pairs[i - 1] + 1 &&
				   kind_suit(r->pairs[i]) == kind_suit(r->pairs[0]);
		t->count[MCR_SEVEN_SHIFTED_PAIRS] += shifted;
		break;
	}
	case MCR_SHAPE_THIRTEEN_ORPHANS:
		t->count[MCR_THIRTEEN_ORPHANS]++;
		break;
	case MCR_SHAPE_HONORS_KNITTED: {
		int honours = 0, suited_tiles = 0;
		for (int k = 0; k < TILE_KINDS; k++) {
			honours += kind_is_honor(k) && s->all[k];
			suited_tiles += !kind_is_honor(k) && s->all[k];
		}
		t->count[honours == 7 ? MCR_GREATER_HONORS_AND_KNITTED_TILES
				      : MCR_LESSER_HONORS_AND_KNITTED_TILES]++;
		/* all nine knitted tiles: a Knitted Straight too (doc/rules.md, "MCR rulings") */
		t->count[MCR_KNITTED_STRAIGHT] += suited_tiles == 9;
		break;
	}
	case MCR_SHAPE_KNITTED_STRAIGHT:
		t->count[MCR_KNITTED_STRAIGHT]++;
		break;
	default:
		t->count[MCR_NINE_GATES] += s->nine_gates;
		break;
	}
}

static void set_fans(const struct mcr_reading *r, const struct mcr_situation *s,
		     struct mcr_tally *t)
{
	int chows = 0, pungs = 0;
	for (int i = 0; i < r->nsets; i++) {
		chows += !is_pung(&r->sets[i]);
		pungs += is_pung(&r->sets[i]);
	}
	bool standard = r->shape == MCR_SHAPE_STANDARD;
	/* The knitted straight stands for three chows beside its set (All Chows: the knitted
	 * straight, 組合竜, counts as three sets). */
	t->count[MCR_ALL_CHOWS] += chows == r->nsets && suited(r->pair);
	t->count[MCR_ALL_PUNGS] += standard && pungs == 4;
	t->count[MCR_OUTSIDE_HAND] += standard && every_group(r, kind_is_yaochu);
	t->count[MCR_ALL_FIVES] += standard && every_group(r, k_five);
	t->count[MCR_ALL_EVEN_PUNGS] += standard && pungs == 4 && every_group(r, k_even);
	honour_pungs(r, s, t);
	pung_and_kong_counts(r, t);
	if (standard)
		combos(r, t);
}

static void hand_fans(const struct mcr_situation *s, struct mcr_tally *t)
{
	const struct mcr_context *c = s->ctx;
	const struct hand *h = s->hand;
	int open = 0;
	for (int i = 0; i < h->nmelds; i++)
		open += meld_is_open(&h->melds[i]);
	t->count[MCR_MELDED_HAND] += open == 4 && !c->tsumo;
	t->count[MCR_CONCEALED_HAND] += s->concealed && !c->tsumo;
	t->count[MCR_FULLY_CONCEALED_HAND] += s->concealed && c->tsumo;
	t->count[MCR_SELF_DRAWN] += c->tsumo;
	t->count[MCR_LAST_TILE] += s->last_tile;
	t->count[MCR_LAST_TILE_DRAW] += c->last_wall_tile && c->tsumo;
	t->count[MCR_LAST_TILE_CLAIM] += c->last_wall_tile && !c->tsumo;
	t->count[MCR_OUT_WITH_REPLACEMENT_TILE] += c->replacement;
	t->count[MCR_ROBBING_THE_KONG] += c->robbing_kong;
	t->count[MCR_FLOWER_TILES] += (uint8_t)c->flowers;
}

void mcr_tally_reading(const struct mcr_reading *r, const struct mcr_situation *s,
		       struct mcr_tally *t)
{
	memset(t, 0, sizeof *t);
	tiles_fans(s->all, t);
	hand_fans(s, t);
	shape_fans(r, s, t);
	if (r->shape == MCR_SHAPE_STANDARD || r->shape == MCR_SHAPE_KNITTED_STRAIGHT)
		set_fans(r, s, t);
	tile_hogs(r, s, t);
	wait_fans(r, s, t);
}
