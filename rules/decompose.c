/* Decomposing a complete hand into every reading. */
#include "rules/decompose.h"

#include <string.h>

/* The state of one decomposition: the readings found so far and what they share. */
struct search {
	const struct hand *hand;
	int win; /* kind of the winning tile */
	bool tsumo;
	int pair;
	struct tile_set sets[4];
	int nsets;
	struct reading *out;
	int n, max;
};

static bool set_holds(const struct tile_set *s, int kind)
{
	if (s->type == SET_SEQUENCE)
		return kind >= s->kind && kind <= s->kind + 2;
	return kind == s->kind;
}

/* The wait a set was completed with: 1-2 waiting on 3 is penchan, 3-4 on 2 or 5 ryanmen... */
static enum wait_type wait_of_set(const struct tile_set *s, int win)
{
	if (s->type != SET_SEQUENCE)
		return WAIT_SHANPON;
	if (win == s->kind + 1)
		return WAIT_KANCHAN;
	if (win == s->kind)
		return kind_number(s->kind) == 7 ? WAIT_PENCHAN : WAIT_RYANMEN;
	return kind_number(s->kind) == 1 ? WAIT_PENCHAN : WAIT_RYANMEN;
}

static void emit(struct search *st, int win_set)
{
	if (st->n >= st->max)
		return;
	struct reading *r = &st->out[st->n++];
	memset(r, 0, sizeof *r);
	r->shape = SHAPE_STANDARD;
	r->nsets = st->nsets;
	memcpy(r->sets, st->sets, sizeof r->sets);
	r->pair = st->pair;
	r->win_set = win_set;
	if (win_set < 0) {
		r->wait = WAIT_TANKI;
		return;
	}
	r->wait = wait_of_set(&r->sets[win_set], st->win);
	/* A triplet finished by ron is counted as open (minkou). */
	if (r->sets[win_set].type == SET_TRIPLET && !st->tsumo)
		r->sets[win_set].open = true;
}

/* One complete partition: a reading for each distinct place the winning tile can sit. */
static void emit_partition(struct search *st)
{
	int first = st->hand->nmelds;
	for (int i = first; i < st->nsets; i++) {
		if (!set_holds(&st->sets[i], st->win))
			continue;
		bool seen = false;
		for (int j = first; j < i; j++)
			seen |= st->sets[j].type == st->sets[i].type &&
				st->sets[j].kind == st->sets[i].kind;
		if (!seen)
			emit(st, i);
	}
	if (st->pair == st->win)
		emit(st, -1);
}

static void push_set(struct search *st, enum set_type type, int kind)
{
	st->sets[st->nsets++] = (struct tile_set){.type = (uint8_t)type, .kind = (uint8_t)kind};
}

/* Splits c[] into triplets and sequences, lowest kind first, trying both where both fit. */
static void extract(struct search *st, uint8_t c[TILE_KINDS], int from)
{
	int k = from;
	while (k < TILE_KINDS && c[k] == 0)
		k++;
	if (k == TILE_KINDS) {
		if (st->nsets == 4)
			emit_partition(st);
		return;
	}
	if (st->nsets == 4)
		return;
	if (c[k] >= 3) {
		c[k] -= 3;
		push_set(st, SET_TRIPLET, k);
		extract(st, c, k);
		st->nsets--;
		c[k] += 3;
	}
	if (!kind_is_honor(k) && kind_number(k) <= 7 && c[k + 1] && c[k + 2]) {
		c[k]--, c[k + 1]--, c[k + 2]--;
		push_set(st, SET_SEQUENCE, k);
		extract(st, c, k);
		st->nsets--;
		c[k]++, c[k + 1]++, c[k + 2]++;
	}
}

static void melds_as_sets(struct search *st)
{
	st->nsets = 0;
	for (int i = 0; i < st->hand->nmelds; i++) {
		const struct meld *m = &st->hand->melds[i];
		enum set_type t = m->type == MELD_CHI	? SET_SEQUENCE
				  : m->type == MELD_PON ? SET_TRIPLET
							: SET_KAN;
		st->sets[st->nsets++] = (struct tile_set){
		    .type = (uint8_t)t,
		    .kind = (uint8_t)meld_kind(m),
		    .open = meld_is_open(m),
		    .meld = true,
		};
	}
}

static bool read_chiitoitsu(const uint8_t c[TILE_KINDS], struct reading *r)
{
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (c[k] == 0)
			continue;
		if (c[k] != 2) /* seven different pairs: four of a kind is not two pairs */
			return false;
		r->pairs[n++] = (uint8_t)k;
	}
	r->shape = SHAPE_CHIITOITSU;
	r->wait = WAIT_TANKI;
	r->win_set = -1;
	return n == 7;
}

static bool read_kokushi(const uint8_t c[TILE_KINDS], struct reading *r)
{
	int pair = -1;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (!kind_is_yaochu(k)) {
			if (c[k])
				return false;
		} else if (c[k] == 2 && pair < 0) {
			pair = k;
		} else if (c[k] != 1) {
			return false;
		}
	}
	r->shape = SHAPE_KOKUSHI;
	r->pair = pair;
	r->wait = WAIT_TANKI;
	r->win_set = -1;
	return pair >= 0;
}

int decompose_win(const struct hand *h, tile_t win, bool tsumo, struct reading *out, int max)
{
	uint8_t c[TILE_KINDS] = {0};
	tiles_count(h->tiles, h->ntiles, c);
	c[tile_kind(win)]++;

	struct search st = {
	    .hand = h, .win = tile_kind(win), .tsumo = tsumo, .out = out, .max = max};
	/*
	 * Sets take three tiles of one suit, so only the suit holding the pair may have a
	 * count that is not a multiple of three, and an honour is held 0, 2 (the pair) or 3
	 * times: pairs elsewhere leave no reading and are not tried.
	 */
	int suit_mod[4] = {0}, odd = 0, honor_bad = 0;
	for (int k = 0; k < TILE_EAST; k++)
		suit_mod[k / 9] += c[k];
	for (int s = 0; s < 3; s++) {
		suit_mod[s] %= 3;
		odd += suit_mod[s] != 0;
	}
	for (int k = TILE_EAST; k < TILE_KINDS; k++)
		honor_bad += c[k] == 1 || c[k] == 4;
	for (int p = 0; p < TILE_KINDS && !honor_bad && odd <= 1; p++) {
		if (c[p] < 2)
			continue;
		if (p < TILE_EAST ? suit_mod[p / 9] != 2 : c[p] != 2 || odd)
			continue;
		c[p] -= 2;
		st.pair = p;
		melds_as_sets(&st);
		extract(&st, c, 0);
		c[p] += 2;
	}
	if (h->nmelds == 0 && st.n < max) {
		struct reading r = {0};
		if (read_chiitoitsu(c, &r) || read_kokushi(c, &r))
			out[st.n++] = r;
	}
	return st.n;
}
