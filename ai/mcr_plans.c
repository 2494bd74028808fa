/*
 * The plans: one row per target, built from a few families (a flush per suit, a straight per
 * order of the suits...). Distances reuse the rules core's shanten machinery: for the
 * special shapes, for "fixed sets plus any rest", and restricted to some kinds for hands of
 * some kinds only.
 */
#include "ai/mcr_plans.h"

#include <string.h>

#include "rules/mcr.h"
#include "rules/shanten.h"

enum { PLANS_MAX = 192, BLOCKS = 4 };

/* Filled once as the program starts (build() below), read only after. */
static struct mcr_plan plans[PLANS_MAX];
static int nplans;

/* The three suits in the six orders, as the knitted patterns also use them. */
static const uint8_t suit_orders[6][3] = {
    {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0},
};

static void add(struct mcr_plan p)
{
	if (nplans < PLANS_MAX)
		plans[nplans++] = p;
}

/* Kinds numbered lo..hi in every suit, and the honours when asked. */
static uint64_t numbers(int lo, int hi, bool honors)
{
	uint64_t b = 0;
	for (int k = 0; k < TILE_EAST; k++)
		if (kind_number(k) >= lo && kind_number(k) <= hi)
			b |= 1ULL << k;
	if (honors)
		for (int k = TILE_EAST; k < TILE_KINDS; k++)
			b |= 1ULL << k;
	return b;
}

static uint64_t suit_bits(int s, bool honors)
{
	uint64_t b = 0x1ffULL << (9 * s);
	return honors ? b | numbers(0, 0, true) : b;
}

static struct mcr_plan sets_plan(enum mcr_fan fan, int n, const uint8_t *sets, bool honors)
{
	struct mcr_plan p = {.kind = PLAN_SETS,
			     .fan = (uint8_t)fan,
			     .points = (uint8_t)mcr_fan_table[fan].points,
			     .honors = honors,
			     .nsets = (uint8_t)n};
	memcpy(p.sets, sets, (size_t)n);
	return p;
}

static struct mcr_plan kinds_plan(enum mcr_fan fan, uint64_t allow, bool runs, bool honors)
{
	return (struct mcr_plan){.kind = PLAN_KINDS,
				 .fan = (uint8_t)fan,
				 .points = (uint8_t)mcr_fan_table[fan].points,
				 .allow = allow,
				 .runs = runs,
				 .honors = honors};
}

static struct mcr_plan shape_plan(enum mcr_fan fan, enum mcr_shape shape, bool honors)
{
	return (struct mcr_plan){.kind = PLAN_SHAPE,
				 .fan = (uint8_t)fan,
				 .points = (uint8_t)mcr_fan_table[fan].points,
				 .shape = shape,
				 .honors = honors};
}

static void build_sets_families(void)
{
	for (int s = 0; s < 3; s++) {
		uint8_t st[3] = {(uint8_t)(9 * s), (uint8_t)(9 * s + 3), (uint8_t)(9 * s + 6)};
		add(sets_plan(MCR_PURE_STRAIGHT, 3, st, true));
		/* one suit: chows a step of one or two apart, and the same chow three times */
		for (int step = 1; step <= 2; step++)
			for (int n = 0; n + 2 * step + 2 < 9; n++) {
				uint8_t sh[3] = {(uint8_t)(9 * s + n), (uint8_t)(9 * s + n + step),
						 (uint8_t)(9 * s + n + 2 * step)};
				add(sets_plan(MCR_PURE_SHIFTED_CHOWS, 3, sh, true));
			}
		for (int n = 0; n + 2 < 9; n++) {
			uint8_t same[3] = {(uint8_t)(9 * s + n), (uint8_t)(9 * s + n),
					   (uint8_t)(9 * s + n)};
			add(sets_plan(MCR_PURE_TRIPLE_CHOW, 3, same, true));
		}
	}
	for (int o = 0; o < 6; o++) {
		const uint8_t *su = suit_orders[o];
		uint8_t st[3] = {(uint8_t)(9 * su[0]), (uint8_t)(9 * su[1] + 3),
				 (uint8_t)(9 * su[2] + 6)};
		add(sets_plan(MCR_MIXED_STRAIGHT, 3, st, true));
		/* 123 234 345 over the suits in this order, from 1 to 5 */
		for (int n = 0; n + 4 < 9; n++) {
			uint8_t sh[3] = {(uint8_t)(9 * su[0] + n), (uint8_t)(9 * su[1] + n + 1),
					 (uint8_t)(9 * su[2] + n + 2)};
			add(sets_plan(MCR_MIXED_SHIFTED_CHOWS, 3, sh, true));
		}
		for (int n = 0; n + 2 < 9; n++) {
			uint8_t sp[3] = {(uint8_t)(9 * su[0] + n) | PLAN_PUNG,
					 (uint8_t)(9 * su[1] + n + 1) | PLAN_PUNG,
					 (uint8_t)(9 * su[2] + n + 2) | PLAN_PUNG};
			add(sets_plan(MCR_MIXED_SHIFTED_PUNGS, 3, sp, true));
		}
	}
	for (int n = 0; n < 9; n++) {
		uint8_t same[3] = {(uint8_t)n, (uint8_t)(9 + n), (uint8_t)(18 + n)};
		if (n + 2 < 9)
			add(sets_plan(MCR_MIXED_TRIPLE_CHOW, 3, same, true));
		for (int i = 0; i < 3; i++)
			same[i] |= PLAN_PUNG;
		add(sets_plan(MCR_TRIPLE_PUNG, 3, same, true));
	}
	for (int skip = 0; skip < 3; skip++) {
		uint8_t d[2];
		for (int i = 0, j = 0; i < 3; i++)
			if (i != skip)
				d[j++] = (uint8_t)(TILE_HAKU + i) | PLAN_PUNG;
		add(sets_plan(MCR_TWO_DRAGON_PUNGS, 2, d, false));
	}
	for (int skip = 0; skip < 4; skip++) {
		uint8_t w[3];
		for (int i = 0, j = 0; i < 4; i++)
			if (i != skip)
				w[j++] = (uint8_t)(TILE_EAST + i) | PLAN_PUNG;
		add(sets_plan(MCR_BIG_THREE_WINDS, 3, w, false));
	}
}

/*
 * Runs before main(): the table is whole before any caller can ask for it, so reading it
 * needs no check and no lock, and the first hand weighed is as quick as any other.
 */
static void build(void) __attribute__((constructor));

static void build(void)
{
	add((struct mcr_plan){.kind = PLAN_ANY, .fan = MCR_NONE, .honors = true});
	for (int s = 0; s < 3; s++) {
		add(kinds_plan(MCR_FULL_FLUSH, suit_bits(s, false), true, false));
		add(kinds_plan(MCR_HALF_FLUSH, suit_bits(s, true), true, true));
	}
	add(kinds_plan(MCR_ALL_PUNGS, numbers(1, 9, true), false, true));
	add(kinds_plan(MCR_UPPER_FOUR, numbers(6, 9, false), true, false));
	add(kinds_plan(MCR_LOWER_FOUR, numbers(1, 4, false), true, false));
	add(shape_plan(MCR_SEVEN_PAIRS, MCR_SHAPE_SEVEN_PAIRS, false));
	add(shape_plan(MCR_THIRTEEN_ORPHANS, MCR_SHAPE_THIRTEEN_ORPHANS, false));
	add(shape_plan(MCR_LESSER_HONORS_AND_KNITTED_TILES, MCR_SHAPE_HONORS_KNITTED, false));
	add(shape_plan(MCR_KNITTED_STRAIGHT, MCR_SHAPE_KNITTED_STRAIGHT, true));
	add((struct mcr_plan){.kind = PLAN_TYPES,
			      .fan = MCR_ALL_TYPES,
			      .points = (uint8_t)mcr_fan_table[MCR_ALL_TYPES].points,
			      .honors = true});
	build_sets_families();
}

int mcr_plans(const struct mcr_plan **out)
{
	*out = plans;
	return nplans;
}

static bool meld_in(const struct meld *m, uint64_t allow)
{
	for (int j = 0; j < meld_size(m); j++)
		if (!(allow >> tile_kind(m->tiles[j]) & 1))
			return false;
	return true;
}

static int kinds_distance(const struct mcr_plan *p, const struct mcr_hand *h)
{
	for (int i = 0; i < h->nmelds; i++)
		if (!meld_in(&h->melds[i], p->allow) || (!p->runs && h->melds[i].type == MELD_CHI))
			return MCR_SHANTEN_NONE;
	bool allow[TILE_KINDS];
	for (int k = 0; k < TILE_KINDS; k++)
		allow[k] = p->allow >> k & 1;
	return shanten_restricted(h->counts, BLOCKS - h->nmelds, allow, p->runs);
}

/* Whether meld m is the set code (a pung of the kind, or the chow from it). */
static bool meld_is_set(const struct meld *m, uint8_t set)
{
	int k = set & ~PLAN_PUNG;
	if (meld_kind(m) != k)
		return false;
	return (set & PLAN_PUNG) ? m->type != MELD_CHI : m->type == MELD_CHI;
}

/*
 * Fixed sets: melds that are one of them count as done, any other meld takes one of the free
 * blocks. A held tile of a set is always best kept in the set (the knitted straight's
 * argument in rules/mcr_shanten.c), so the sets take their tiles first and the rest makes the
 * free blocks and the pair.
 */
static int sets_distance(const struct mcr_plan *p, const struct mcr_hand *h)
{
	bool done[PLAN_MAX_SETS] = {false};
	int free_melds = 0;
	for (int i = 0; i < h->nmelds; i++) {
		bool used = false;
		for (int s = 0; s < p->nsets && !used; s++)
			if (!done[s] && meld_is_set(&h->melds[i], p->sets[s]))
				done[s] = used = true;
		free_melds += !used;
	}
	int free_blocks = BLOCKS - p->nsets - free_melds;
	if (free_blocks < 0)
		return MCR_SHANTEN_NONE;
	uint8_t rest[TILE_KINDS], wanted[TILE_KINDS] = {0};
	memcpy(rest, h->counts, sizeof rest);
	int missing = 0;
	for (int s = 0; s < p->nsets; s++) {
		if (done[s])
			continue;
		int k = p->sets[s] & ~PLAN_PUNG;
		bool pung = p->sets[s] & PLAN_PUNG;
		for (int j = 0; j < 3; j++) {
			int kind = pung ? k : k + j;
			if (rest[kind]) {
				rest[kind]--;
			} else {
				missing++;
				if (h->unseen && ++wanted[kind] > h->unseen[kind])
					return MCR_SHANTEN_NONE;
			}
		}
	}
	return missing + shanten_blocks(rest, free_blocks);
}

static int shape_distance(const struct mcr_plan *p, const struct mcr_hand *h)
{
	switch (p->shape) {
	case MCR_SHAPE_SEVEN_PAIRS:
		return mcr_shanten_seven_pairs(h->counts, h->nmelds);
	case MCR_SHAPE_THIRTEEN_ORPHANS:
		return mcr_shanten_thirteen_orphans(h->counts, h->nmelds);
	case MCR_SHAPE_HONORS_KNITTED:
		return mcr_shanten_honors_knitted(h->counts, h->nmelds);
	case MCR_SHAPE_KNITTED_STRAIGHT:
		return mcr_shanten_knitted_straight(h->counts, h->nmelds);
	default:
		return shanten_standard(h->counts, h->nmelds);
	}
}

/* The five types of all types: the three suits, the winds, the dragons. */
static const uint8_t type_first[5] = {0, 9, 18, TILE_EAST, TILE_HAKU};
static const uint8_t type_end[5] = {9, 18, 27, TILE_HAKU, TILE_KINDS};

static int type_of(int k)
{
	int t = 0;
	while (k >= type_end[t])
		t++;
	return t;
}

static int short_of(int have, int need)
{
	return have >= need ? 0 : need - have;
}

/* The tiles to add for one set of type t (or, pair, for the pair), the cheapest there. */
static int type_cost(const uint8_t counts[TILE_KINDS], int t, bool pair)
{
	int best = 99;
	for (int k = type_first[t]; k < type_end[t]; k++) {
		int cost = short_of(counts[k], pair ? 2 : 3);
		if (!pair && t < 3 && k + 2 < type_end[t]) {
			int chow = short_of(counts[k], 1) + short_of(counts[k + 1], 1) +
				   short_of(counts[k + 2], 1);
			cost = chow < cost ? chow : cost;
		}
		best = cost < best ? cost : best;
	}
	return best;
}

/* Each type holds exactly one of the four sets and the pair; melds fill their type. */
static int types_distance(const struct mcr_hand *h)
{
	bool filled[5] = {false};
	for (int i = 0; i < h->nmelds; i++) {
		int t = type_of(meld_kind(&h->melds[i]));
		if (filled[t])
			return MCR_SHANTEN_NONE;
		filled[t] = true;
	}
	int block[5], pair[5];
	for (int t = 0; t < 5; t++) {
		block[t] = filled[t] ? 0 : type_cost(h->counts, t, false);
		pair[t] = filled[t] ? 99 : type_cost(h->counts, t, true);
	}
	int best = 99;
	for (int pt = 0; pt < 5; pt++) {
		if (filled[pt])
			continue;
		int cost = pair[pt];
		for (int t = 0; t < 5; t++)
			cost += t == pt ? 0 : block[t];
		best = cost < best ? cost : best;
	}
	return best - 1;
}

int mcr_plan_distance(const struct mcr_plan *p, const struct mcr_hand *h)
{
	switch (p->kind) {
	case PLAN_KINDS:
		return kinds_distance(p, h);
	case PLAN_SETS:
		return sets_distance(p, h);
	case PLAN_SHAPE:
		return shape_distance(p, h);
	case PLAN_TYPES:
		return types_distance(h);
	default:
		return shanten_standard(h->counts, h->nmelds);
	}
}

/* Points a pung of honour k earns by itself: dragon, prevalent and seat wind, else 幺九刻. */
static int honor_pung_points(int k, const struct mcr_extras *x)
{
	int v = kind_is_dragon(k) ? 2 : 0;
	v += k == x->round_wind ? 2 : 0;
	v += k == x->seat_wind ? 2 : 0;
	return v ? v : 1;
}

/*
 * Honour pungs beside the plan: a melded or concealed pung counts in full, a pair half (it may
 * still become one).
 */
static int honor_extras(const struct mcr_hand *h, const struct mcr_extras *x)
{
	int v2 = 0; /* in half points */
	for (int k = TILE_EAST; k < TILE_KINDS; k++) {
		int held = h->counts[k];
		for (int i = 0; i < h->nmelds; i++)
			if (h->melds[i].type != MELD_CHI && meld_kind(&h->melds[i]) == k)
				held = 3;
		if (held >= 3)
			v2 += 2 * honor_pung_points(k, x);
		else if (held == 2)
			v2 += honor_pung_points(k, x);
	}
	return v2 / 2;
}

int mcr_plan_value(const struct mcr_plan *p, const struct mcr_hand *h, const struct mcr_extras *x)
{
	int v = p->points;
	/* the special shapes are concealed by definition: no concealed-hand fan beside them */
	bool concealed_shape = p->kind == PLAN_SHAPE && p->shape != MCR_SHAPE_KNITTED_STRAIGHT;
	if (x->closed && !concealed_shape)
		v += 2;
	if (p->honors)
		v += honor_extras(h, x);
	/* one or two of the 1-point fans (a voided suit, a wait, self-drawn...) come most times */
	return v + 1;
}
