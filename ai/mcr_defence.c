/*
 * Threats are read from the melds alone: three or four melds, or two late in the hand. Each
 * tile's chance to be a threat's wait is a rough share: tiles it let go lately and honours
 * mostly in sight are seldom waited on, tiles outside the one suit of a flush hand hardly
 * ever, middle tiles most often.
 */
#include "ai/mcr_defence.h"

/* The chance that a threat's hand is ready, by its melds; what a deal-in costs on average. */
static const double READY_BY_MELDS[5] = {0, 0, 0.2, 0.5, 0.9};
static const double DEAL_IN_POINTS = 16, WAIT_SHARE = 0.08;
enum { LATE = 30, RECENT = 6 };

static double ready_chance(const struct mcr_seat *s, int seat)
{
	const struct public_seat *p = &s->t.v->seats[seat];
	if (p->nmelds < 2 || (p->nmelds == 2 && s->t.v->live_left >= LATE))
		return 0;
	return READY_BY_MELDS[p->nmelds > 4 ? 4 : p->nmelds];
}

int mcr_threats(const struct mcr_seat *s)
{
	int n = 0;
	for (int seat = 0; seat < SEATS; seat++)
		n += seat != s->t.seat && ready_chance(s, seat) > 0;
	return n;
}

/* The suit all of a seat's melds are in, honours aside, or -1. */
static int flush_suit(const struct public_seat *p)
{
	int suit = -1;
	for (int i = 0; i < p->nmelds; i++) {
		int k = meld_kind(&p->melds[i]);
		if (kind_is_honor(k))
			continue;
		if (suit >= 0 && suit != (int)kind_suit(k))
			return -1;
		suit = (int)kind_suit(k);
	}
	return suit;
}

/* The share of the seat's waits that kind k may be, against a middle tile's 1. */
static double wait_weight(const struct mcr_seat *s, int seat, int k)
{
	const struct public_seat *p = &s->t.v->seats[seat];
	int suit = flush_suit(p);
	if (suit >= 0 && p->nmelds >= 3 && !kind_is_honor(k) && (int)kind_suit(k) != suit)
		return 0.1;
	/* let go lately, most likely when the hand was ready already: it kept something else */
	for (int i = p->ndiscards > RECENT ? p->ndiscards - RECENT : 0; i < p->ndiscards; i++)
		if (tile_kind(p->discards[i].tile) == k)
			return 0.3;
	if (kind_is_honor(k))
		return s->t.visible[k] >= 3 ? 0.1 : 0.5;
	return kind_is_terminal(k) ? 0.7 : 1;
}

double mcr_deal_in_cost(const struct mcr_seat *s, int k)
{
	double cost = 0;
	for (int seat = 0; seat < SEATS; seat++) {
		if (seat == s->t.seat)
			continue;
		double r = ready_chance(s, seat);
		if (r > 0)
			cost += r * WAIT_SHARE * wait_weight(s, seat, k) * DEAL_IN_POINTS;
	}
	return cost;
}
