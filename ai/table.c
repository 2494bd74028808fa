/* Digest of a seat_view: what the seat holds, sees, and what tiles are worth. */
#include "ai/table.h"

#include <string.h>

#include "rules/tileset.h"

int ai_nseats(const struct seat_view *v)
{
	return view_nseats(v);
}

int ai_seat_wind(const struct seat_view *v, int seat)
{
	return view_seat_wind(v, seat);
}

static void count_meld(const struct meld *m, uint8_t visible[TILE_KINDS])
{
	for (int j = 0; j < meld_size(m); j++)
		visible[tile_kind(m->tiles[j])]++;
}

void ai_table_init(struct ai_table *t, const struct seat_view *v, const struct rules *rules)
{
	memset(t, 0, sizeof *t);
	t->v = v;
	t->rules = rules ? rules : rules_preset("standard");
	t->seat = v->seat;
	t->open_fear = 1;
	tiles_count(v->hand, v->nhand, t->hand);
	t->ntiles = v->nhand;
	const struct public_seat *me = &v->seats[v->seat];
	t->nmelds = me->nmelds;
	t->closed = true;
	for (int i = 0; i < me->nmelds; i++)
		t->closed &= !meld_is_open(&me->melds[i]);

	/* visible: own hand, every meld, every discard left on the table, the indicators */
	memcpy(t->visible, t->hand, sizeof t->visible);
	for (int s = 0; s < ai_nseats(v); s++) {
		const struct public_seat *p = &v->seats[s];
		for (int i = 0; i < p->nmelds; i++)
			count_meld(&p->melds[i], t->visible);
		/* Norths set aside (three players); MCR's flowers are no kind of the wall */
		for (int i = 0; i < p->nflowers; i++)
			if (tile_kind(p->flowers[i]) < TILE_KINDS)
				t->visible[tile_kind(p->flowers[i])]++;
		for (int i = 0; i < p->ndiscards; i++)
			if (!p->discards[i].called)
				t->visible[tile_kind(p->discards[i].tile)]++;
	}
	for (int i = 0; i < v->nindicators; i++) {
		int ind = tile_kind(v->indicators[i]);
		t->visible[ind]++;
		t->dora[tileset_dora_of_indicator(t->rules, ind)]++;
	}
	for (int k = 0; k < TILE_KINDS; k++)
		t->unseen[k] = (uint8_t)(t->visible[k] < 4 ? 4 - t->visible[k] : 0);
	/* three players: no 2m to 8m in the wall */
	tileset_drop_absent(t->rules, t->unseen, NULL);

	t->seat_wind = ai_seat_wind(v, v->seat);
	t->round_wind = v->round_wind;
	t->dealer = v->seat == v->dealer;
	for (int k = TILE_HAKU; k <= TILE_CHUN; k++)
		t->yakuhai[k] = 1;
	t->yakuhai[t->seat_wind]++;
	t->yakuhai[t->round_wind]++;

	for (int i = 0; i < v->nhand; i++)
		t->red_concealed += tile_is_red(v->hand[i]);
	for (int i = 0; i < me->nmelds; i++)
		for (int j = 0; j < meld_size(&me->melds[i]); j++) {
			tile_t x = me->melds[i].tiles[j];
			t->dora_in_melds += t->dora[tile_kind(x)] + tile_is_red(x);
		}
	/* each North set aside is a han of its own, and a dora more when North is dora */
	if (v->nseats == 3)
		t->dora_in_melds += me->nflowers * (1 + t->dora[TILE_NORTH]);
}

int ai_dora_of(const struct ai_table *t, const uint8_t counts[TILE_KINDS])
{
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		n += counts[k] * t->dora[k];
	return n;
}
