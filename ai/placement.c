/*
 * Places after each way a hand may end. A win's points come by tsumo about a third of the
 * time (each other player paying a share, the dealer two) and otherwise by ron from any other
 * player alike; a threat that wins without one's own hand does so by tsumo, from another
 * player, or is the one ready at the draw.
 */
#include "ai/placement.h"

#include <string.h>

/* how a win comes: by tsumo this share of the time, else by ron */
static const double tsumo_share = 0.35;
/* a threat's hand, ending without one's own: by tsumo, by ron from another, or at the draw */
static const double threat_tsumo = 0.4, threat_ron = 0.35;
/* the spread of the gap between two players' points that one hand adds (a standard
 * deviation, in points: 7141 over the 11976 pairs of players' hands of 200 games of balanced
 * against three defensive, selfplay --seed 77 --logs, placing 2.365 over six seeds, 2.364 at
 * 5500; three players, balanced against two defensive the same way: 11771 over 4815 pairs) */
static const double hand_spread = 7100, hand_spread3 = 11800;
/* the factor's bounds: nothing to lose by dealing in, nothing to gain by winning */
static const double most_push = 10, least_push = 0.1;
/* less than this is no place moved */
static const double moves = 0.01;

/* The standard normal law below x (a normal table, every 0.02 from 0 to 4, read between its
 * lines): plain arithmetic, so that every machine plays the same games. */
static const double normal_table[] = {
    0.500000, 0.507978, 0.515953, 0.523922, 0.531881, 0.539828, 0.547758, 0.555670, 0.563559,
    0.571424, 0.579260, 0.587064, 0.594835, 0.602568, 0.610261, 0.617911, 0.625516, 0.633072,
    0.640576, 0.648027, 0.655422, 0.662757, 0.670031, 0.677242, 0.684386, 0.691462, 0.698468,
    0.705401, 0.712260, 0.719043, 0.725747, 0.732371, 0.738914, 0.745373, 0.751748, 0.758036,
    0.764238, 0.770350, 0.776373, 0.782305, 0.788145, 0.793892, 0.799546, 0.805105, 0.810570,
    0.815940, 0.821214, 0.826391, 0.831472, 0.836457, 0.841345, 0.846136, 0.850830, 0.855428,
    0.859929, 0.864334, 0.868643, 0.872857, 0.876976, 0.881000, 0.884930, 0.888768, 0.892512,
    0.896165, 0.899727, 0.903200, 0.906582, 0.909877, 0.913085, 0.916207, 0.919243, 0.922196,
    0.925066, 0.927855, 0.930563, 0.933193, 0.935745, 0.938220, 0.940620, 0.942947, 0.945201,
    0.947384, 0.949497, 0.951543, 0.953521, 0.955435, 0.957284, 0.959070, 0.960796, 0.962462,
    0.964070, 0.965620, 0.967116, 0.968557, 0.969946, 0.971283, 0.972571, 0.973810, 0.975002,
    0.976148, 0.977250, 0.978308, 0.979325, 0.980301, 0.981237, 0.982136, 0.982997, 0.983823,
    0.984614, 0.985371, 0.986097, 0.986791, 0.987455, 0.988089, 0.988696, 0.989276, 0.989830,
    0.990358, 0.990863, 0.991344, 0.991802, 0.992240, 0.992656, 0.993053, 0.993431, 0.993790,
    0.994132, 0.994457, 0.994766, 0.995060, 0.995339, 0.995604, 0.995855, 0.996093, 0.996319,
    0.996533, 0.996736, 0.996928, 0.997110, 0.997282, 0.997445, 0.997599, 0.997744, 0.997882,
    0.998012, 0.998134, 0.998250, 0.998359, 0.998462, 0.998559, 0.998650, 0.998736, 0.998817,
    0.998893, 0.998965, 0.999032, 0.999096, 0.999155, 0.999211, 0.999264, 0.999313, 0.999359,
    0.999402, 0.999443, 0.999481, 0.999517, 0.999550, 0.999581, 0.999610, 0.999638, 0.999663,
    0.999687, 0.999709, 0.999730, 0.999749, 0.999767, 0.999784, 0.999800, 0.999815, 0.999828,
    0.999841, 0.999853, 0.999864, 0.999874, 0.999883, 0.999892, 0.999900, 0.999908, 0.999915,
    0.999922, 0.999928, 0.999933, 0.999938, 0.999943, 0.999948, 0.999952, 0.999956, 0.999959,
    0.999963, 0.999966, 0.999968,
};

static double normal_below(double x)
{
	if (x < 0)
		return 1 - normal_below(-x);
	double at = x / 0.02;
	int k = (int)at;
	if (k >= 200)
		return 1;
	return normal_table[k] + (at - k) * (normal_table[k + 1] - normal_table[k]);
}

/* the square roots of the hands left, 0 to 8 */
static const double root_of[] = {0,	   1,	     1.414214, 1.732051, 2,
				 2.236068, 2.449490, 2.645751, 2.828427};

/* The table's standing as t's seat sees it. */
static void standing_of(const struct ai_table *t, struct ai_standing *out)
{
	const struct seat_view *v = t->v;
	memset(out, 0, sizeof *out);
	int n = ai_nseats(v);
	out->n = n;
	for (int s = 0; s < n; s++)
		out->points[s] = v->seats[s].points;
	out->dealer = v->dealer;
	out->first_dealer = ((v->dealer - v->hand_number) % n + n) % n;
	out->sticks = 1000 * v->riichi_sticks + 100 * (n - 1) * v->honba; /* 100 from each other */
	/* East and South are played; a hand beyond them may be the last */
	int index = v->round_wind == TILE_EAST	  ? v->hand_number
		    : v->round_wind == TILE_SOUTH ? n + v->hand_number
						  : 2 * n - 1;
	out->hands_after = 2 * n - 1 - index;
	out->dealer_stop = t->rules == NULL || t->rules->dealer_stop;
}

/* Whether the hand being played is the game's last but for a dealer's repeat (South 4). */
static bool last_hand(const struct ai_table *t)
{
	const struct seat_view *v = t->v;
	return v->round_wind == TILE_SOUTH && v->hand_number == ai_nseats(v) - 1;
}

/* From the first dealer's seat on, the order that settles equal points. */
static int order_of(const struct ai_standing *st, int seat)
{
	return (seat - st->first_dealer + st->n) % st->n;
}

int ai_place_of(const struct ai_standing *st, const int points[SEATS], int seat)
{
	int place = 0;
	for (int s = 0; s < st->n; s++)
		if (s != seat)
			place += points[s] > points[seat] || (points[s] == points[seat] &&
							      order_of(st, s) < order_of(st, seat));
	return place;
}

double ai_expected_place(const struct ai_standing *st, const int points[SEATS], int seat, int hands)
{
	if (hands <= 0)
		return ai_place_of(st, points, seat);
	if (hands > 8)
		hands = 8;
	double spread = (st->n == SEATS ? hand_spread : hand_spread3) * root_of[hands], place = 0;
	for (int s = 0; s < st->n; s++) {
		if (s == seat)
			continue;
		/* half a point either way settles a tie as the order does */
		double gap =
		    points[s] - points[seat] + (order_of(st, s) < order_of(st, seat) ? 0.5 : -0.5);
		place += normal_below(gap / spread);
	}
	return place;
}

/* points after winner takes value (and the sticks) by tsumo */
static void tsumo_points(const struct ai_standing *st, int winner, int value, int out[SEATS])
{
	memcpy(out, st->points, sizeof st->points);
	int weight = 0;
	for (int s = 0; s < st->n; s++)
		if (s != winner)
			weight += winner != st->dealer && s == st->dealer ? 2 : 1;
	for (int s = 0; s < st->n; s++)
		if (s != winner)
			out[s] -=
			    value * (winner != st->dealer && s == st->dealer ? 2 : 1) / weight;
	out[winner] += value + st->sticks;
}

/* points after winner takes value (and the sticks) from payer */
static void ron_points(const struct ai_standing *st, int winner, int payer, int value,
		       int out[SEATS])
{
	memcpy(out, st->points, sizeof st->points);
	out[payer] -= value;
	out[winner] += value + st->sticks;
}

/* The place seat is expected to finish in at points after a hand that winner won (-1: a draw
 * the dealer was ready at, -2: one it was not): a dealer who wins or is ready plays another
 * hand, but for one first after the last hand where the dealer may stop. */
static double place_after(const struct ai_standing *st, const int points[SEATS], int seat,
			  int winner)
{
	int hands = st->hands_after;
	if (winner == st->dealer || winner == -1) {
		bool stops = st->hands_after == 0 && st->dealer_stop &&
			     ai_place_of(st, points, st->dealer) == 0;
		hands += !stops;
	}
	return ai_expected_place(st, points, seat, hands);
}

double ai_place_after_win(const struct ai_standing *st, int seat, int value)
{
	int p[SEATS];
	tsumo_points(st, seat, value, p);
	double place = tsumo_share * place_after(st, p, seat, seat);
	for (int s = 0; s < st->n; s++)
		if (s != seat) {
			ron_points(st, seat, s, value, p);
			place += (1 - tsumo_share) / (st->n - 1) * place_after(st, p, seat, seat);
		}
	return place;
}

double ai_place_after_deal_in(const struct ai_standing *st, int seat, int threat, int value)
{
	int p[SEATS];
	ron_points(st, threat, seat, value, p);
	return place_after(st, p, seat, threat);
}

double ai_place_after_threat(const struct ai_standing *st, int seat, int threat, int value)
{
	int p[SEATS];
	tsumo_points(st, threat, value, p);
	double place = threat_tsumo * place_after(st, p, seat, threat);
	int others = st->n - 2;
	for (int s = 0; s < st->n; s++)
		if (s != seat && s != threat) {
			ron_points(st, threat, s, value, p);
			place += threat_ron / others * place_after(st, p, seat, threat);
		}
	/* the draw: the threat alone ready, paid a thousand by each of the others */
	memcpy(p, st->points, sizeof p);
	for (int s = 0; s < st->n; s++)
		if (s != threat) {
			p[s] -= 1000;
			p[threat] += 1000;
		}
	int ready = threat == st->dealer ? -1 : -2;
	return place + (1 - threat_tsumo - threat_ron) * place_after(st, p, seat, ready);
}

/* places gained by winning value over those lost by dealing feared's value in, each per
 * point, at the standing st; 0 when neither moves a place (a standing the hand cannot change,
 * where the points alone decide) */
static double places_per_point(const struct ai_standing *st, int seat, int value,
			       const struct ai_threat *feared)
{
	double other = ai_place_after_threat(st, seat, feared->seat, feared->value);
	double gain = other - ai_place_after_win(st, seat, value);
	double loss = ai_place_after_deal_in(st, seat, feared->seat, feared->value) - other;
	if (gain < moves && loss < moves)
		return 0;
	if (loss < moves)
		return most_push;
	if (gain < moves)
		return least_push;
	return gain / value * feared->value / loss;
}

double ai_placement_push(const struct ai_table *t, double push, int value,
			 const struct ai_threat *th, int nth)
{
	if (nth == 0)
		return push;
	/* the threat feared most: the likeliest points lost */
	const struct ai_threat *feared = &th[0];
	for (int i = 1; i < nth; i++)
		if (th[i].tenpai * th[i].value > feared->tenpai * feared->value)
			feared = &th[i];
	if (value <= 0 || feared->value <= 0)
		return push;
	struct ai_standing st;
	standing_of(t, &st);
	double places = places_per_point(&st, t->seat, value, feared);
	if (places == 0)
		return push;
	if (!last_hand(t)) {
		/* against the same table with the points shared out evenly */
		struct ai_standing even = st;
		int sum = 0;
		for (int s = 0; s < st.n; s++)
			sum += st.points[s];
		for (int s = 0; s < st.n; s++)
			even.points[s] = sum / st.n;
		double even_places = places_per_point(&even, t->seat, value, feared);
		places = even_places > 0 ? push * places / even_places : push;
	}
	return places > most_push ? most_push : places < least_push ? least_push : places;
}
