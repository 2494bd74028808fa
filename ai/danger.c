/*
 * Per-tile danger by counting the waits that could still take a tile.
 *
 * A ready hand wins on a suited tile n with a two-sided wait (holding n+1 n+2
 * or n-2 n-1), a closed wait (n-1 n+1), an edge wait (12 for 3, 89 for 7), a
 * pair wait (holding two n) or a single wait (holding one n). Each shape is
 * weighed by how often ready hands hold it and by how many ways the tiles it
 * needs could still be in the hand (unseen copies): a neighbour all visible
 * kills the shapes that need it (kabe, no chance), one copy left cuts them
 * (one chance). A two-sided wait also waits on the tile three away, so when
 * that one is safe the shape is furiten and cannot be the wait (suji).
 * Honours have only pair and single waits. The weights are fitted so that the
 * chances agree with the waits of real riichi hands in self-play, class by class
 * (bench/calibrate_danger; the table is in the manual): a live tile about 12%, a
 * suji tile 4%, an honour with copies unseen 1%.
 */
#include "ai/danger.h"

#include <string.h>

#include "ai/value.h"

/* Weights in tenths of a percent for a shape with every tile it needs unseen. */
enum {
	W_RYANMEN = 45,
	W_KANCHAN = 7,
	W_PENCHAN = 10,
	W_SHANPON = 7,
	W_TANKI = 4,
	W_SHANPON_HONOR = 4, /* pairs of honours are kept more often */
	W_SHANPON_YAKUHAI = 6,
	W_TANKI_HONOR = 3,
};

static bool is_yakuhai_for(const struct ai_table *t, int seat, int k)
{
	return kind_is_dragon(k) || k == t->round_wind || k == ai_seat_wind(t->v, seat);
}

/* Han an open hand shows: dora and red fives in its melds, value honour triplets. */
static double open_han(const struct ai_table *t, const struct public_seat *p, int seat)
{
	double han = 0;
	for (int i = 0; i < p->nmelds; i++) {
		const struct meld *m = &p->melds[i];
		for (int j = 0; j < meld_size(m); j++)
			han += t->dora[tile_kind(m->tiles[j])] + tile_is_red(m->tiles[j]);
		int k = meld_kind(m);
		if (m->type != MELD_CHI && kind_is_honor(k) && is_yakuhai_for(t, seat, k))
			han += 1 + (k == t->round_wind && k == ai_seat_wind(t->v, seat));
	}
	return han;
}

static void mark_safe(const struct ai_table *t, const struct public_seat *p, struct ai_threat *th)
{
	/* genbutsu: its own discards make it furiten on them */
	for (int i = 0; i < p->ndiscards; i++) {
		th->safe[tile_kind(p->discards[i].tile)] = true;
		bool before_riichi = !p->riichi || i < p->riichi_turn;
		if (i < 6 && before_riichi)
			th->early[tile_kind(p->discards[i].tile)] = true;
	}
	/*
	 * Passed: after a riichi every tile let go is furiten for good; without
	 * one, only until its next discard.
	 */
	int since = -1;
	if (p->riichi && p->riichi_turn >= 0)
		since = p->discards[p->riichi_turn].order;
	else if (p->ndiscards > 0)
		since = p->discards[p->ndiscards - 1].order;
	if (since < 0)
		return;
	for (int s = 0; s < SEATS; s++) {
		const struct public_seat *o = &t->v->seats[s];
		for (int i = 0; i < o->ndiscards; i++)
			if (o->discards[i].order > since)
				th->safe[tile_kind(o->discards[i].tile)] = true;
	}
}

static void scale_threat(const struct ai_table *t, struct ai_threat *th);

/*
 * A real threat, the one the defence review, the drill and the statistics judge discards
 * against: a riichi, or an open hand ready about one time in three or more by its calls and
 * discards (open_ready below: one call and nine discards, two calls and six, three calls).
 * One early call is not one yet, nor a closed hand without riichi, which shows nothing a
 * player could read.
 */
#define CLEAR_OPEN_READY 0.3

/*
 * How often a closed hand without riichi is ready after a discard, in thousandths, by the
 * discards it has made (1-5, 6-8, 9-11, 12-14, 15 on) and how the last came: from the hand
 * and a middle tile (3-7), from the hand and another, the tile just drawn, just drawn twice
 * running. Measured with bench/calibrate_reading (four balanced, 300 games).
 */
static const short quiet_ready[5][4] = {
    {8, 1, 3, 7}, {31, 7, 20, 23}, {63, 16, 53, 76}, {97, 41, 97, 152}, {131, 57, 147, 337},
};

/*
 * A quiet hand is a threat from this chance of being ready on, worth what a quiet tenpai
 * usually is (balanced stays quiet from 5200). Measured with self-play: four balanced deal
 * in 12.9% instead of 13.1% (from 9% on: 12.8%, but wins 21.0% instead of 21.3%); against
 * three defensive, who seldom stay quiet, place and points the same.
 */
#define QUIET_FEARED 0.14
enum { QUIET_VALUE = 5200 };

int ai_reading_band(int ndiscards)
{
	return ndiscards <= 5	 ? 0
	       : ndiscards <= 8	 ? 1
	       : ndiscards <= 11 ? 2
	       : ndiscards <= 14 ? 3
				 : 4;
}

double ai_quiet_tenpai(const struct ai_table *t, int seat)
{
	const struct public_seat *p = &t->v->seats[seat];
	int n = p->ndiscards;
	if (n == 0 || p->riichi)
		return 0;
	if (ai_open_calls(p) > 0)
		return 0;
	const struct discard *last = &p->discards[n - 1];
	int k = tile_kind(last->tile);
	bool middle = !kind_is_honor(k) && kind_number(k) >= 3 && kind_number(k) <= 7;
	int sign = last->tsumogiri ? 2 + (n >= 2 && p->discards[n - 2].tsumogiri) : middle ? 0 : 1;
	return quiet_ready[ai_reading_band(n)][sign] / 1000.0;
}

/*
 * How often an open hand is ready after a discard, in thousandths, by its calls (1-4) and the
 * discards it has made (as quiet_ready's bands): the mean of two kinds of player, measured
 * two ways. Four balanced (bench/calibrate_reading, 1500 games, 195,000 discards of open
 * hands): 4% 15% 29% 36% 39% with one call, 15% 31% 43% 50% 53% with two. Four majiang-ai
 * (bench/open_ready.js over 24 games, 3,900 discards): 6% 22% 34% 48% 54%, and 14% 39% 50%
 * 71% 68%; later in the hand it keeps going where balanced folds its open hand. The guess
 * this replaces (20% and 3.5% a discard with one call, 40% and 4% with two) said 33% for one
 * early call where about 5% are ready.
 */
static const short open_ready[4][5] = {
    {49, 185, 312, 418, 464},
    {146, 348, 465, 605, 608},
    {609, 668, 772, 812, 870},
    {1000, 1000, 1000, 1000, 1000},
};

int ai_open_calls(const struct public_seat *p)
{
	int calls = 0;
	for (int i = 0; i < p->nmelds; i++)
		calls += meld_is_open(&p->melds[i]);
	return calls;
}

double ai_open_ready(const struct public_seat *p)
{
	int calls = ai_open_calls(p);
	if (calls == 0)
		return 0;
	return open_ready[calls - 1][ai_reading_band(p->ndiscards)] / 1000.0;
}

double ai_threat_ready(const struct ai_threat *th, int nth)
{
	double ready = 0;
	for (int i = 0; i < nth; i++)
		ready += th[i].tenpai;
	return ready > 1 ? 1 : ready;
}

int ai_find_threats(const struct ai_table *t, struct ai_threat out[SEATS - 1])
{
	int n = 0;
	for (int s = 0; s < ai_nseats(t->v); s++) {
		if (s == t->seat)
			continue;
		const struct public_seat *p = &t->v->seats[s];
		struct ai_threat th;
		memset(&th, 0, sizeof th);
		th.seat = s;
		th.flush_suit = -1;
		bool dealer = s == t->v->dealer;
		if (p->riichi) {
			th.riichi = true;
			th.clear = true;
			th.tenpai = 1;
			th.value = dealer ? 9600 : 6400;
		} else {
			if (ai_open_calls(p) == 0) {
				/* a quiet hand: read from its discards, feared once likely enough
				 */
				double q = ai_quiet_tenpai(t, s);
				if (q < QUIET_FEARED)
					continue;
				th.tenpai = q;
				th.value = dealer ? QUIET_VALUE * 3 / 2 : QUIET_VALUE;
				mark_safe(t, p, &th);
				scale_threat(t, &th);
				out[n++] = th;
				continue;
			}
			double ready = ai_open_ready(p);
			double tenpai = t->open_fear * ready;
			th.clear = ready >= CLEAR_OPEN_READY - 1e-9;
			if (tenpai > 0.95)
				tenpai = 0.95;
			double han = open_han(t, p, s);
			th.tenpai = tenpai;
			th.value = ai_points_of_han(han + 1.5, dealer);
			int suit = -1;
			bool one_suit = true, simples = true;
			for (int i = 0; i < p->nmelds; i++) {
				int k = meld_kind(&p->melds[i]);
				simples &= !kind_is_yaochu(k) &&
					   !kind_is_yaochu(tile_kind(p->melds[i].tiles[2]));
				if (kind_is_honor(k))
					continue;
				if (suit >= 0 && suit != (int)kind_suit(k))
					one_suit = false;
				suit = (int)kind_suit(k);
			}
			if (one_suit && suit >= 0)
				th.flush_suit = suit;
			th.simples = simples;
		}
		mark_safe(t, p, &th);
		scale_threat(t, &th);
		out[n++] = th;
	}
	return n;
}

/* Ways to hold the tiles a, b (kinds, -1 for none needed) from the unseen ones, out of 16. */
static double shape_ways(const struct ai_table *t, int a, int b)
{
	double wa = t->unseen[a], wb = t->unseen[b];
	return wa * wb / 16.0;
}

/* Honours: pair and single waits, by the copies still unseen. */
static int honor_danger(const struct ai_table *t, const struct ai_threat *th, int k,
			enum ai_danger_class *cls)
{
	int u = t->unseen[k];
	if (u == 0) {
		*cls = DANGER_HONOR_LAST;
		return 0;
	}
	*cls = DANGER_HONOR;
	int pair = is_yakuhai_for(t, th->seat, k) ? W_SHANPON_YAKUHAI : W_SHANPON_HONOR;
	double d = pair * (u * (u - 1) / 2) / 3.0 + W_TANKI_HONOR * u / 3.0;
	return (int)(d + 0.5);
}

/* The weight of k among the threat's possible waits (before scaling), and its class. */
static double raw_danger(const struct ai_table *t, const struct ai_threat *th, int k,
			 enum ai_danger_class *cls)
{
	if (th->safe[k]) {
		bool own = false;
		const struct public_seat *p = &t->v->seats[th->seat];
		for (int i = 0; i < p->ndiscards; i++)
			own |= tile_kind(p->discards[i].tile) == k;
		*cls = own ? DANGER_GENBUTSU : DANGER_PASSED;
		return 0;
	}
	if (kind_is_honor(k)) {
		double d = honor_danger(t, th, k, cls);
		return th->simples ? d / 5 : d;
	}
	int n = kind_number(k);
	double runs = 0, ryanmen_live = 0;
	int ryanmen_shapes = 0, ryanmen_suji = 0;
	bool one_chance = false;
	/* two-sided: holding n+1 n+2 (waits n, n+3), or n-2 n-1 (waits n-3, n) */
	if (n <= 6) {
		ryanmen_shapes++;
		double w = shape_ways(t, k + 1, k + 2);
		if (th->safe[k + 3])
			ryanmen_suji++;
		else if (w > 0) {
			ryanmen_live += w;
			one_chance |= t->unseen[k + 1] == 1 || t->unseen[k + 2] == 1;
		}
	}
	if (n >= 4) {
		ryanmen_shapes++;
		double w = shape_ways(t, k - 2, k - 1);
		if (th->safe[k - 3])
			ryanmen_suji++;
		else if (w > 0) {
			ryanmen_live += w;
			one_chance |= t->unseen[k - 2] == 1 || t->unseen[k - 1] == 1;
		}
	}
	runs += W_RYANMEN * ryanmen_live;
	double closed = 0;
	if (n >= 2 && n <= 8)
		closed += W_KANCHAN * shape_ways(t, k - 1, k + 1);
	if (n == 3)
		closed += W_PENCHAN * shape_ways(t, k - 2, k - 1);
	if (n == 7)
		closed += W_PENCHAN * shape_ways(t, k + 1, k + 2);
	int u = t->unseen[k];
	double pairs = W_SHANPON * (u * (u - 1) / 2) / 3.0 + W_TANKI * u / 3.0;
	double d = runs + closed + pairs;

	bool outside = false;
	for (int m = 2; m <= 8; m++) {
		int km = k - n + m;
		if (!th->early[km] || m == n || (m - n > 2 || n - m > 2))
			continue;
		if ((m <= 5 && n < m) || (m >= 5 && n > m))
			outside = true;
	}
	if (outside)
		d *= 0.45;
	if (th->flush_suit >= 0)
		d *= (int)kind_suit(k) == th->flush_suit ? 1.5 : 0.1;
	if (th->simples && kind_is_terminal(k))
		d *= 0.2;

	if (ryanmen_live == 0 && closed == 0)
		*cls = ryanmen_suji ? DANGER_SUJI : DANGER_NO_CHANCE;
	else if (ryanmen_live == 0)
		*cls = ryanmen_suji == ryanmen_shapes ? DANGER_SUJI : DANGER_NO_CHANCE;
	else if (one_chance)
		*cls = DANGER_ONE_CHANCE;
	else if (ryanmen_suji)
		*cls = DANGER_HALF_SUJI;
	else if (outside)
		*cls = DANGER_OUTSIDE;
	else
		*cls = DANGER_LIVE;
	return d;
}

/*
 * A ready hand waits on so many kinds (riichi hands: 1.6 on average, measured by
 * bench/calibrate_danger; 1.9 spread here, as the kinds a player holds are the likelier
 * waits), spread over the kinds it could still be waiting on in proportion to their
 * weights: as the safe kinds grow in number, the rest grow in danger.
 */
enum { WAIT_KINDS_PERMILLE = 1900 };

static void scale_threat(const struct ai_table *t, struct ai_threat *th)
{
	double sum = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		enum ai_danger_class cls;
		sum += raw_danger(t, th, k, &cls);
	}
	th->scale = sum > 0 ? WAIT_KINDS_PERMILLE / sum : 0;
}

int ai_danger_vs(const struct ai_table *t, const struct ai_threat *th, int k,
		 enum ai_danger_class *cls)
{
	double d = raw_danger(t, th, k, cls) * th->scale;
	return d > 1000 ? 1000 : (int)(d + 0.5);
}

void ai_danger_all(const struct ai_table *t, const struct ai_threat *th, int nth, int k,
		   struct ai_danger *out)
{
	double safe = 1, loss = 0, worst = -1;
	out->cls = DANGER_NONE;
	for (int i = 0; i < nth; i++) {
		enum ai_danger_class cls;
		double p = ai_danger_vs(t, &th[i], k, &cls) / 1000.0 * th[i].tenpai;
		/* a dora dealt in adds its han to the winner's hand */
		double value = th[i].value * (1 + 0.5 * t->dora[k]);
		safe *= 1 - p;
		loss += p * value;
		if (p * value > worst) {
			worst = p * value;
			out->cls = cls;
		}
	}
	out->chance = (int)((1 - safe) * 1000 + 0.5);
	out->loss = loss;
	out->risk = (int)(loss / 6.4 + 0.5);
}
