/*
 * Scoring a Chinese Official win (the 1998 rules): read the hand every way, let the
 * five principles pick the fan of each reading, keep the best, and work out the payments.
 */
#include "rules/mcr.h"
#include "rules/mcr_fans.h"
#include "rules/mcr_shapes.h"
#include "rules/i18n_marks.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void fail(struct mcr_result *out, enum mcr_status status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void fail(struct mcr_result *out, enum mcr_status status, const char *fmt, ...)
{
	out->status = status;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(out->error, sizeof out->error, rules_tr(fmt), ap);
	va_end(ap);
}

/* A meld must be what its type says: three in a row of one suit, or three or four alike. */
static bool meld_ok(const struct meld *m)
{
	if (m->type > MELD_KAKAN)
		return false;
	int k = meld_kind(m);
	for (int i = 0; i < meld_size(m); i++) {
		int want = m->type == MELD_CHI ? k + i : k;
		if (tile_kind(m->tiles[i]) != want)
			return false;
	}
	return m->type != MELD_CHI || (!kind_is_honor(k) && kind_number(k) <= 7);
}

/* Copies of kind in the concealed tiles, and in the melds. */
static int concealed_copies(const struct hand *h, int kind)
{
	int n = 0;
	for (int i = 0; i < h->ntiles; i++)
		n += tile_kind(h->tiles[i]) == kind;
	return n;
}

static int melded_copies(const struct hand *h, int kind)
{
	int n = 0;
	for (int m = 0; m < h->nmelds; m++)
		for (int i = 0; i < meld_size(&h->melds[m]); i++)
			n += tile_kind(h->melds[m].tiles[i]) == kind;
	return n;
}

/*
 * The situations the hand itself contradicts: a kong's replacement tile without a kong, a
 * robbed kong whose fourth tile the winner holds a copy of (the other three are in the
 * kong), the last tile of a kind while a copy of it is hidden in the winner's hand.
 */
static bool situation_possible(const struct hand *h, const struct mcr_context *c,
			       struct mcr_result *out)
{
	int win = tile_kind(c->win);
	bool kong = false;
	for (int m = 0; m < h->nmelds; m++)
		kong |= meld_is_kan(&h->melds[m]);
	if (c->replacement && !kong) {
		fail(out, MCR_BAD_INPUT,
		     N_("out with a replacement tile needs a kong in the hand"));
		return false;
	}
	if (c->robbing_kong && concealed_copies(h, win) + melded_copies(h, win) > 0) {
		fail(out, MCR_BAD_INPUT,
		     N_("robbing a kong: the other three %s are in that kong, not in the hand"),
		     notation_tile((tile_t)win));
		return false;
	}
	if (c->last_tile && concealed_copies(h, win) > 0) {
		fail(out, MCR_BAD_INPUT,
		     N_("last tile: a %s is still hidden in the hand, so not all three others "
			"are in sight"),
		     notation_tile((tile_t)win));
		return false;
	}
	return true;
}

static bool validate(const struct hand *h, const struct mcr_context *c, struct mcr_result *out)
{
	static const int no_red[3] = {0, 0, 0};
	struct notation_error err;
	if (hand_validate(h, &c->win, 1, no_red, 13, &err) != 0) {
		fail(out, MCR_BAD_INPUT, "%s", err.msg);
		return false;
	}
	for (int i = 0; i < h->nmelds; i++)
		if (!meld_ok(&h->melds[i])) {
			fail(out, MCR_BAD_INPUT, N_("meld %d is no chow, pung or kong"), i + 1);
			return false;
		}
	if (c->flowers < 0 || c->flowers > MCR_FLOWERS) {
		fail(out, MCR_BAD_INPUT, N_("%d flowers: there are only eight"), c->flowers);
		return false;
	}
	if (!kind_is_wind(c->round_wind) || !kind_is_wind(c->seat_wind)) {
		fail(out, MCR_BAD_INPUT, N_("the prevalent and the seat wind must be winds"));
		return false;
	}
	if (c->replacement && !c->tsumo) {
		fail(out, MCR_BAD_INPUT, N_("a replacement tile is always self-drawn"));
		return false;
	}
	if (c->robbing_kong && c->tsumo) {
		fail(out, MCR_BAD_INPUT, N_("robbing a kong is never self-drawn"));
		return false;
	}
	return situation_possible(h, c, out);
}

/* ---- what holds whatever the reading ---- */

static void situation(const struct hand *h, const struct mcr_context *c, struct mcr_situation *s)
{
	memset(s, 0, sizeof *s);
	s->hand = h;
	s->ctx = c;
	hand_counts(h, s->all);
	s->concealed = true;
	for (int i = 0; i < h->nmelds; i++) {
		const struct meld *m = &h->melds[i];
		for (int j = 0; j < meld_size(m); j++)
			s->all[tile_kind(m->tiles[j])]++;
		s->concealed &= !meld_is_open(m);
	}
	int win = tile_kind(c->win);
	s->all[win]++;
	/* the last tile of its kind: said so, or the winner's own melds show the other three */
	s->last_tile = c->last_tile || melded_copies(h, win) == 3;

	/* Wait fans count only when the hand could win on one kind alone. A kind the hand's
	 * shape completes on counts as a wait even when the hand holds all four of it itself
	 * (1234444m waits on 1m and, in shape, on 4m too): the international league's reading
	 * of the rules gives no wait fan then. */
	int waits = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		if (mcr_is_complete(h, k))
			waits++;
	s->one_wait = waits == 1;

	/* Nine Gates: 1112345678999 of one suit concealed before the win (the pure form only) */
	uint8_t c13[TILE_KINDS];
	hand_counts(h, c13);
	if (h->nmelds == 0 && !kind_is_honor(win)) {
		static const uint8_t gates[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
		int base = kind_suit(win) * 9;
		s->nine_gates = memcmp(c13 + base, gates, 9) == 0;
	}
}

/* ---- the principles ---- */

/*
 * Account-once (principle 5): when sets combine into fans, a set not yet combined may combine
 * with the sets already combined only once. So the chosen combos, seen as edges joining their
 * sets, never close a loop: four chows combine at most three times, and a fourth chow beside a
 * Pure Straight combines with one of its chows once. That also keeps sets that make a bigger
 * fan from being taken apart for a smaller one (non-separation, (2)). Non-identical (3): a set
 * used for a fan is not used again for the same fan.
 */
static bool combos_allowed(const struct mcr_combo *pick[], int n)
{
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			if (pick[i]->fan == pick[j]->fan && (pick[i]->sets & pick[j]->sets))
				return false;
	int group[4] = {0, 1, 2, 3}; /* each set's group of joined sets */
	for (int i = 0; i < n; i++) {
		int joined = -1;
		for (int s = 0; s < 4; s++) {
			if (!(pick[i]->sets & 1u << s))
				continue;
			if (joined < 0) {
				joined = group[s];
				continue;
			}
			if (group[s] == joined)
				return false; /* these sets are already joined: a loop */
			int old = group[s];
			for (int t = 0; t < 4; t++)
				if (group[t] == old)
					group[t] = joined;
		}
	}
	return true;
}

/* A scored combination: counts per fan after the principles. */
struct outcome {
	uint8_t count[MCR_FAN_COUNT];
	bool mixed_kongs;
	int points;
};

static int fan_points(const struct outcome *o, int f)
{
	if (f == MCR_TWO_MELDED_KONGS && o->mixed_kongs)
		return 5; /* one melded and one concealed kong: 5 points, between 4 and 6 */
	return o->count[f] * mcr_fan_table[f].points;
}

/*
 * Non-repeat (1): from the highest fan down, each fan that still counts strikes the fans it
 * implies. Fans that combine sets are not struck here: account-once already keeps a set from
 * combining again with the sets of a bigger fan it belongs to.
 */
static void strike_implied(struct outcome *o)
{
	bool struck[MCR_FAN_COUNT] = {false};
	o->points = 0;
	for (int f = MCR_FAN_COUNT - 1; f > 0; f--) {
		if (!o->count[f])
			continue;
		if (struck[f]) {
			o->count[f] = 0;
			continue;
		}
		for (int i = 0; i < MCR_EXCLUDES_MAX && mcr_fan_excludes[f][i]; i++) {
			int x = mcr_fan_excludes[f][i];
			if (!mcr_fan_combines_sets((enum mcr_fan)x) ||
			    mcr_fan_strikes_outright((enum mcr_fan)f, (enum mcr_fan)x))
				struck[x] = true;
		}
		if (mcr_fan_concealed_only((enum mcr_fan)f))
			struck[MCR_CONCEALED_HAND] = struck[MCR_FULLY_CONCEALED_HAND] = true;
	}
	for (int f = 1; f < MCR_FAN_COUNT; f++)
		o->points += fan_points(o, f);
}

/*
 * Equal totals (two readings, or two choices of combinations within one): the fans that come
 * first in the rule book's table count. The 1998 rule book lists the fan by value, the highest
 * first (Big Four Winds first, Flower Tiles last), and within one value in the order of enum
 * mcr_fan (Pure Double Chow, Mixed Double Chow, Short Straight, Two Terminal Chows...). The
 * fans are compared in that order, and the first fan one side holds more often decides.
 * So a fourth chow beside Mixed Triple Chow makes Pure Double Chow rather than Mixed Double
 * Chow, Short Straight or Two Terminal Chows, and 222333444m reads as Pure Triple Chow
 * rather than Pure Shifted Pungs. The same order gives the rule book's wait examples: 4556
 * winning on 5 is a Closed Wait and 1233 winning on 3 an Edge Wait, not a Single Wait, and
 * a tile that is both an edge and a closed wait (12234 winning on 3) is an Edge Wait. The
 * choice never depends on the order the readings were found in, nor on the suit.
 */
static bool better_outcome(const struct outcome *o, const struct outcome *best)
{
	if (o->points != best->points)
		return o->points > best->points;
	/* enum mcr_fan runs from the lowest value up: take its groups of one value from the
	 * top, each group from its start */
	for (int hi = MCR_FAN_COUNT - 1; hi > 0;) {
		int lo = hi;
		while (lo > 1 && mcr_fan_table[lo - 1].points == mcr_fan_table[hi].points)
			lo--;
		for (int f = lo; f <= hi; f++)
			if (o->count[f] != best->count[f])
				return o->count[f] > best->count[f];
		hi = lo - 1;
	}
	return false;
}

static void try_combos(const struct mcr_tally *t, const struct mcr_combo *pick[], int n,
		       struct outcome *best)
{
	if (!combos_allowed(pick, n))
		return;
	struct outcome o;
	memcpy(o.count, t->count, sizeof o.count);
	o.mixed_kongs = t->mixed_kongs;
	for (int i = 0; i < n; i++)
		o.count[pick[i]->fan]++;
	strike_implied(&o);
	if (better_outcome(&o, best))
		*best = o;
}

/* Highest-scoring (4): the best choice of combos for one reading. At most three combos fit
 * in four sets under account-once. */
static void best_of_reading(const struct mcr_tally *t, struct outcome *best)
{
	int n = t->ncombos;
	const struct mcr_combo *pick[3];
	best->points = -1;
	try_combos(t, pick, 0, best);
	for (int a = 0; a < n; a++) {
		pick[0] = &t->combos[a];
		try_combos(t, pick, 1, best);
		for (int b = a + 1; b < n; b++) {
			pick[1] = &t->combos[b];
			try_combos(t, pick, 2, best);
			for (int c = b + 1; c < n; c++) {
				pick[2] = &t->combos[c];
				try_combos(t, pick, 3, best);
			}
		}
	}
}

/* ---- the result ---- */

static void fill_awards(const struct outcome *o, struct mcr_result *out)
{
	out->nfans = 0;
	out->points = 0;
	out->flower_points = 0;
	for (int f = 1; f < MCR_FAN_COUNT && out->nfans < MCR_MAX_AWARDS; f++) {
		if (!o->count[f])
			continue;
		struct mcr_award *a = &out->fans[out->nfans++];
		a->fan = (uint8_t)f;
		a->count = o->count[f];
		a->points = fan_points(o, f);
		out->points += a->points;
		if (f == MCR_FLOWER_TILES)
			out->flower_points = a->points;
	}
}

static void payments(const struct mcr_context *c, struct mcr_result *out)
{
	out->enough = out->points - out->flower_points >= MCR_MIN_POINTS;
	out->pay_discarder = out->pay_other = out->pay_each_tsumo = out->total = 0;
	if (!out->enough)
		return;
	/* the 1998 rules: a base of 8 from everyone, the fan from the discarder or,
	 * self-drawn, from everyone */
	if (c->tsumo) {
		out->pay_each_tsumo = MCR_MIN_POINTS + out->points;
		out->total = 3 * out->pay_each_tsumo;
	} else {
		out->pay_discarder = MCR_MIN_POINTS + out->points;
		out->pay_other = MCR_MIN_POINTS;
		out->total = out->pay_discarder + 2 * out->pay_other;
	}
}

void mcr_score(const struct hand *hand, const struct mcr_context *ctx, struct mcr_result *out)
{
	memset(out, 0, sizeof *out);
	if (!hand || !ctx) {
		fail(out, MCR_BAD_INPUT, N_("no hand to score"));
		return;
	}
	if (!validate(hand, ctx, out))
		return;

	struct mcr_reading readings[MCR_READINGS_MAX];
	int win = tile_kind(ctx->win);
	int n = mcr_readings(hand, win, ctx->tsumo, readings, MCR_READINGS_MAX);
	if (n == 0) {
		fail(out, MCR_NOT_COMPLETE, N_("the hand with %s is no winning shape"),
		     notation_tile((tile_t)win));
		return;
	}
	struct mcr_situation s;
	situation(hand, ctx, &s);

	struct outcome best = {.points = -1};
	int best_reading = 0;
	for (int i = 0; i < n; i++) {
		struct mcr_tally t;
		struct outcome o;
		mcr_tally_reading(&readings[i], &s, &t);
		best_of_reading(&t, &o);
		if (better_outcome(&o, &best)) {
			best = o;
			best_reading = i;
		}
	}
	mcr_reading_format(&readings[best_reading], out->reading, sizeof out->reading);
	/* Chicken Hand: nothing else to count, flowers aside (the 1998 rules) */
	if (best.points - best.count[MCR_FLOWER_TILES] == 0)
		best.count[MCR_CHICKEN_HAND] = 1;
	out->status = MCR_OK;
	fill_awards(&best, out);
	payments(ctx, out);
}
