/* Seat views for AI tests, built the way the engine builds them. */
#include "tests/ai_views.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"
#include "rules/shanten.h"

static int next_order(const struct seat_view *v)
{
	int n = 0;
	for (int s = 0; s < SEATS; s++)
		n += v->seats[s].ndiscards;
	return n;
}

tile_t av_tile(const char *text)
{
	tile_t t;
	struct notation_error err;
	if (notation_parse_tile(text, &t, &err) != 0)
		fail_msg("bad tile '%s': %s", text, err.msg);
	return t;
}

void av_init(struct seat_view *v, int seat, const char *hand)
{
	memset(v, 0, sizeof *v);
	v->seat = seat;
	v->dealer = 0;
	v->round_wind = TILE_EAST;
	v->live_left = 60;
	v->to_act_on = -1;
	v->last_tile = 0xff;
	struct notation_error err;
	int n = notation_parse_tiles(hand, v->hand, 14, &err);
	if (n < 0)
		fail_msg("bad hand '%s': %s", hand, err.msg);
	v->nhand = n;
	v->just_drew = n % 3 == 2;
	for (int s = 0; s < SEATS; s++) {
		v->seats[s].points = 25000;
		v->seats[s].riichi_turn = -1;
		v->seats[s].nconcealed = 13;
	}
	v->seats[seat].nconcealed = n;
	av_indicators(v, "1z");
}

void av_indicators(struct seat_view *v, const char *tiles)
{
	struct notation_error err;
	v->nindicators = notation_parse_tiles(tiles, v->indicators, 5, &err);
	if (v->nindicators < 0)
		fail_msg("bad indicators '%s': %s", tiles, err.msg);
}

void av_discards(struct seat_view *v, int seat, const char *tiles)
{
	tile_t t[32];
	struct notation_error err;
	int n = notation_parse_tiles(tiles, t, 32, &err);
	if (n < 0)
		fail_msg("bad discards '%s': %s", tiles, err.msg);
	struct public_seat *p = &v->seats[seat];
	for (int i = 0; i < n && p->ndiscards < MAX_DISCARDS; i++) {
		struct discard *d = &p->discards[p->ndiscards];
		memset(d, 0, sizeof *d);
		d->tile = t[i];
		d->order = next_order(v);
		p->ndiscards++;
	}
}

void av_riichi(struct seat_view *v, int seat)
{
	struct public_seat *p = &v->seats[seat];
	assert_true(p->ndiscards > 0);
	p->riichi = true;
	p->riichi_turn = p->ndiscards - 1;
	p->discards[p->ndiscards - 1].riichi = true;
}

void av_meld(struct seat_view *v, int seat, const char *meld)
{
	struct public_seat *p = &v->seats[seat];
	struct notation_error err;
	if (notation_parse_meld(meld, &p->melds[p->nmelds], &err) != 0)
		fail_msg("bad meld '%s': %s", meld, err.msg);
	p->melds[p->nmelds].from = 3;
	p->nmelds++;
	if (seat != v->seat)
		p->nconcealed -= 3;
}

int av_own_turn(const struct seat_view *v, struct action *out, int max)
{
	int n = 0;
	uint8_t c[TILE_KINDS] = {0};
	tiles_count(v->hand, v->nhand, c);
	const struct public_seat *me = &v->seats[v->seat];
	bool closed = true;
	for (int i = 0; i < me->nmelds; i++)
		closed &= !meld_is_open(&me->melds[i]);
	for (int i = 0; i < v->nhand && n < max; i++) {
		bool seen = false;
		for (int j = 0; j < i; j++)
			seen |= v->hand[j] == v->hand[i];
		if (!seen)
			out[n++] = (struct action){.type = ACT_DISCARD, .tile = v->hand[i]};
	}
	for (int i = 0; i < v->nhand && n < max && closed && !me->riichi; i++) {
		bool seen = false;
		for (int j = 0; j < i; j++)
			seen |= v->hand[j] == v->hand[i];
		int k = tile_kind(v->hand[i]);
		c[k]--;
		if (!seen && shanten_min(c, me->nmelds) == 0)
			out[n++] = (struct action){.type = ACT_RIICHI, .tile = v->hand[i]};
		c[k]++;
	}
	return n;
}

int av_offer(struct seat_view *v, int from, const char *tile, struct action *out, int max)
{
	tile_t t = av_tile(tile);
	av_discards(v, from, tile);
	v->to_act_on = from;
	v->last_tile = t;
	v->just_drew = false;
	int n = 0, k = tile_kind(t);
	out[n++] = (struct action){.type = ACT_PASS};
	uint8_t c[TILE_KINDS] = {0};
	tiles_count(v->hand, v->nhand, c);
	if (c[k] >= 2 && n < max)
		out[n++] =
		    (struct action){.type = ACT_PON, .tile = t, .hand = {(tile_t)k, (tile_t)k}};
	if (from == (v->seat + 3) % SEATS && !kind_is_honor(k)) {
		static const int shapes[3][2] = {{-2, -1}, {-1, 1}, {1, 2}};
		int num = kind_number(k);
		for (int s = 0; s < 3 && n < max; s++) {
			int a = num + shapes[s][0], b = num + shapes[s][1];
			if (a < 1 || b > 9 || !c[k + shapes[s][0]] || !c[k + shapes[s][1]])
				continue;
			out[n++] = (struct action){
			    .type = ACT_CHI,
			    .tile = t,
			    .hand = {(tile_t)(k + shapes[s][0]), (tile_t)(k + shapes[s][1])}};
		}
	}
	return n;
}

struct action av_choose(const char *name, const struct seat_view *v, const struct action *choices,
			int n, struct ai_explain *ex)
{
	const struct ai_strategy *s = ai_find(name);
	assert_non_null(s);
	struct rng rng;
	rng_seed(&rng, 1);
	struct ai_explain local;
	if (!ex)
		ex = &local;
	memset(ex, 0, sizeof *ex);
	int i = s->choose(v, choices, n, NULL, &rng, NULL, ex);
	assert_in_range(i, 0, n - 1);
	return choices[i];
}
