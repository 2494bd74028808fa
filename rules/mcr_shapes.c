/* Readings of a complete Chinese Official hand: every way to read the tiles. */
#include "rules/mcr_shapes.h"

#include <stdio.h>
#include <string.h>

/* What the search below needs besides the tile counts. */
struct search {
	const struct hand *hand;
	int win; /* kind of the winning tile */
	bool tsumo;
	struct mcr_reading *out;
	int max, n;
	/* the reading being built */
	struct mcr_reading cur;
	int need; /* concealed sets still to find */
};

static bool set_holds(const struct mcr_set *s, int kind)
{
	if (s->type == MCR_SET_CHOW)
		return kind_suit(kind) == kind_suit(s->kind) && kind >= s->kind &&
		       kind <= s->kind + 2;
	return kind == s->kind;
}

static void emit(struct search *s, const struct mcr_reading *r)
{
	if (s->n < s->max)
		s->out[s->n++] = *r;
}

/*
 * Emits the built reading once for every distinct place the winning tile can take: the pair,
 * the knitted straight, or a concealed set (identical sets count once). A pung that the
 * discard completed is no concealed pung.
 */
static void emit_placements(struct search *s, bool win_in_knitted)
{
	struct mcr_reading r = s->cur;
	if (win_in_knitted) {
		r.win = MCR_WIN_KNITTED;
		emit(s, &r);
	}
	if (r.pair == s->win) {
		r.win = MCR_WIN_PAIR;
		emit(s, &r);
	}
	for (int i = s->hand->nmelds; i < s->cur.nsets; i++) {
		const struct mcr_set *set = &s->cur.sets[i];
		if (!set_holds(set, s->win))
			continue;
		bool seen = false;
		for (int j = s->hand->nmelds; j < i; j++)
			seen |=
			    s->cur.sets[j].type == set->type && s->cur.sets[j].kind == set->kind;
		if (seen)
			continue;
		r = s->cur;
		r.win = i;
		if (set->type == MCR_SET_PUNG && !s->tsumo)
			r.sets[i].concealed = false;
		emit(s, &r);
	}
}

static void add_set(struct search *s, int type, int kind)
{
	s->cur.sets[s->cur.nsets++] =
	    (struct mcr_set){.type = (uint8_t)type, .kind = (uint8_t)kind, .concealed = true};
}

/* Splits c[] into s->need sets and one pair, the lowest tile first. */
static void split(struct search *s, uint8_t c[TILE_KINDS], bool win_in_knitted)
{
	int k = 0;
	while (k < TILE_KINDS && !c[k])
		k++;
	if (k == TILE_KINDS) {
		if (s->need == 0 && s->cur.pair >= 0)
			emit_placements(s, win_in_knitted);
		return;
	}
	if (s->cur.pair < 0 && c[k] >= 2) {
		c[k] -= 2;
		s->cur.pair = k;
		split(s, c, win_in_knitted);
		s->cur.pair = -1;
		c[k] += 2;
	}
	if (s->need == 0)
		return;
	if (c[k] >= 3) {
		c[k] -= 3;
		add_set(s, MCR_SET_PUNG, k);
		s->need--;
		split(s, c, win_in_knitted);
		s->need++;
		s->cur.nsets--;
		c[k] += 3;
	}
	if (!kind_is_honor(k) && kind_number(k) <= 7 && c[k + 1] && c[k + 2]) {
		c[k]--, c[k + 1]--, c[k + 2]--;
		add_set(s, MCR_SET_CHOW, k);
		s->need--;
		split(s, c, win_in_knitted);
		s->need++;
		s->cur.nsets--;
		c[k]++, c[k + 1]++, c[k + 2]++;
	}
}

static struct mcr_set set_of_meld(const struct meld *m)
{
	struct mcr_set set = {.kind = (uint8_t)meld_kind(m), .melded = true};
	switch (m->type) {
	case MELD_CHI:
		set.type = MCR_SET_CHOW;
		break;
	case MELD_PON:
		set.type = MCR_SET_PUNG;
		break;
	case MELD_ANKAN:
		set.type = MCR_SET_KONG;
		set.concealed = true;
		break;
	default:
		set.type = MCR_SET_KONG;
		break;
	}
	return set;
}

/* Starts a reading with the declared melds as its first sets. */
static void start(struct search *s, int shape)
{
	memset(&s->cur, 0, sizeof s->cur);
	s->cur.shape = (uint8_t)shape;
	s->cur.pair = -1;
	for (int i = 0; i < s->hand->nmelds; i++)
		s->cur.sets[s->cur.nsets++] = set_of_meld(&s->hand->melds[i]);
}

static void standard(struct search *s, uint8_t c[TILE_KINDS])
{
	start(s, MCR_SHAPE_STANDARD);
	s->need = 4 - s->hand->nmelds;
	split(s, c, false);
}

static void seven_pairs(struct search *s, const uint8_t c[TILE_KINDS])
{
	if (s->hand->nmelds)
		return;
	start(s, MCR_SHAPE_SEVEN_PAIRS);
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (c[k] % 2)
			return;
		for (int i = 0; i < c[k] / 2 && n < 7; i++)
			s->cur.pairs[n++] = (uint8_t)k;
	}
	if (n != 7)
		return;
	s->cur.win = MCR_WIN_PAIR;
	emit(s, &s->cur);
}

static void thirteen_orphans(struct search *s, const uint8_t c[TILE_KINDS])
{
	if (s->hand->nmelds)
		return;
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++) {
		if (c[k] && !kind_is_yaochu(k))
			return;
		if (kind_is_yaochu(k) && !c[k])
			return;
		n += c[k];
	}
	if (n != 14)
		return;
	start(s, MCR_SHAPE_THIRTEEN_ORPHANS);
	s->cur.win = MCR_WIN_ELSEWHERE;
	emit(s, &s->cur);
}

/* The six ways to give 1-4-7, 2-5-8 and 3-6-9 each its own suit. */
static const uint8_t knitted_perms[6][3] = {
    {0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0},
};

/* Whether a suited kind belongs to the knitted pattern perm. */
static bool in_knit(const uint8_t perm[3], int k)
{
	return perm[(kind_number(k) - 1) % 3] == kind_suit(k);
}

static void honors_knitted(struct search *s, const uint8_t c[TILE_KINDS])
{
	if (s->hand->nmelds)
		return;
	for (int k = 0; k < TILE_KINDS; k++)
		if (c[k] > 1)
			return;
	for (int p = 0; p < 6; p++) {
		bool fits = true;
		for (int k = 0; k < TILE_EAST && fits; k++)
			fits = !c[k] || in_knit(knitted_perms[p], k);
		if (!fits)
			continue;
		start(s, MCR_SHAPE_HONORS_KNITTED);
		memcpy(s->cur.knitted_suit, knitted_perms[p], 3);
		s->cur.win = MCR_WIN_ELSEWHERE;
		emit(s, &s->cur);
		return;
	}
}

static void knitted_straight(struct search *s, uint8_t c[TILE_KINDS])
{
	if (s->hand->nmelds > 1)
		return;
	for (int p = 0; p < 6; p++) {
		const uint8_t *perm = knitted_perms[p];
		bool all = true, win_in = false;
		for (int k = 0; k < TILE_EAST; k++) {
			if (!in_knit(perm, k))
				continue;
			all &= c[k] > 0;
			win_in |= k == s->win;
		}
		if (!all)
			continue;
		for (int k = 0; k < TILE_EAST; k++)
			c[k] -= in_knit(perm, k);
		start(s, MCR_SHAPE_KNITTED_STRAIGHT);
		memcpy(s->cur.knitted_suit, perm, 3);
		s->need = 1 - s->hand->nmelds;
		split(s, c, win_in);
		for (int k = 0; k < TILE_EAST; k++)
			c[k] += in_knit(perm, k);
	}
}

int mcr_readings(const struct hand *h, int win_kind, bool tsumo, struct mcr_reading *out, int max)
{
	uint8_t c[TILE_KINDS];
	hand_counts(h, c);
	if (win_kind < 0 || win_kind >= TILE_KINDS || h->nmelds > 4 ||
	    h->ntiles + 3 * h->nmelds != 13)
		return 0;
	c[win_kind]++;
	struct search s = {.hand = h, .win = win_kind, .tsumo = tsumo, .out = out, .max = max};
	standard(&s, c);
	knitted_straight(&s, c);
	seven_pairs(&s, c);
	thirteen_orphans(&s, c);
	honors_knitted(&s, c);
	return s.n;
}

bool mcr_is_complete(const struct hand *h, int kind)
{
	struct mcr_reading r[4];
	return mcr_readings(h, kind, true, r, 4) > 0;
}

/* ---- a reading as text ---- */

struct text {
	char *buf;
	size_t size, len;
};

static void put(struct text *t, const char *str)
{
	if (t->len < t->size)
		t->len += (size_t)snprintf(t->buf + t->len, t->size - t->len, "%s", str);
}

/* n kinds from kind on, step apart, in one suit: "123m", "555p", "147s". */
static void put_run(struct text *t, int kind, int n, int step)
{
	char digits[8];
	int i = 0;
	for (; i < n && i < 7; i++)
		digits[i] = (char)('0' + kind_number(kind + i * step));
	digits[i] = '\0';
	put(t, t->len ? " " : "");
	put(t, digits);
	put(t, (const char[]){"mpsz"[kind_suit(kind)], '\0'});
}

static void put_set(struct text *t, const struct mcr_set *set, bool won)
{
	if (set->melded)
		put(t, t->len ? " [" : "[");
	else if (t->len)
		put(t, " ");
	size_t mark = t->len;
	int n = set->type == MCR_SET_KONG ? 4 : 3;
	put_run(t, set->kind, n, set->type == MCR_SET_CHOW ? 1 : 0);
	/* put_run began with a space of its own when the text was not empty */
	if (t->len > mark && t->buf[mark] == ' ')
		memmove(t->buf + mark, t->buf + mark + 1, t->len-- - mark);
	if (set->melded)
		put(t, "]");
	if (won)
		put(t, "*");
}

size_t mcr_reading_format(const struct mcr_reading *r, char *buf, size_t size)
{
	struct text t = {.buf = buf, .size = size};
	if (size)
		buf[0] = '\0';
	switch (r->shape) {
	case MCR_SHAPE_SEVEN_PAIRS:
		for (int i = 0; i < 7; i++)
			put_run(&t, r->pairs[i], 2, 0);
		return t.len;
	case MCR_SHAPE_KNITTED_STRAIGHT:
		for (int i = 0; i < 3; i++)
			put_run(&t, r->knitted_suit[i] * 9 + i, 3, 3);
		if (r->win == MCR_WIN_KNITTED)
			put(&t, "*");
		break;
	case MCR_SHAPE_STANDARD:
		break;
	default: /* thirteen orphans and knitted honours: single tiles, no sets to show */
		return t.len;
	}
	for (int i = 0; i < r->nsets; i++)
		put_set(&t, &r->sets[i], r->win == i);
	if (r->pair >= 0) {
		put_run(&t, r->pair, 2, 0);
		if (r->win == MCR_WIN_PAIR)
			put(&t, "*");
	}
	return t.len;
}
