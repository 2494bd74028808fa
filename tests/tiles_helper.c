/* Test helpers: mpsz text to tiles, melds and hands. */
#include "tests/tiles_helper.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "rules/notation.h"

int th_tiles(const char *text, tile_t *out, int max)
{
	struct notation_error err;
	return notation_parse_tiles(text, out, max, &err);
}

tile_t th_tile(const char *text)
{
	struct notation_error err;
	tile_t t;
	return notation_parse_tile(text, &t, &err) == 0 ? t : 0xff;
}

int th_meld(const char *text, struct meld *out)
{
	struct notation_error err;
	return notation_parse_meld(text, out, &err);
}

void th_counts(const char *text, uint8_t counts[TILE_KINDS])
{
	tile_t tiles[14];
	int n = th_tiles(text, tiles, 14);
	assert_true(n > 0);
	memset(counts, 0, TILE_KINDS);
	tiles_count(tiles, n, counts);
}

int th_wind(const char *text)
{
	const char *winds = "ESWN";
	const char *p = text[0] && !text[1] ? strchr(winds, text[0]) : NULL;
	return p ? TILE_EAST + (int)(p - winds) : -1;
}

struct hand th_hand(const char *tiles, const char *const *melds)
{
	struct hand h = {0};
	h.ntiles = th_tiles(tiles, h.tiles, 14);
	for (int i = 0; melds && melds[i] && i < 4; i++)
		th_meld(melds[i], &h.melds[h.nmelds++]);
	return h;
}

struct win_context th_ron(const char *win)
{
	return (struct win_context){
	    .win = th_tile(win), .round_wind = TILE_EAST, .seat_wind = TILE_SOUTH};
}

struct win_context th_tsumo(const char *win)
{
	struct win_context c = th_ron(win);
	c.tsumo = true;
	return c;
}

struct score_result th_score(const char *preset, const char *tiles, const char *const *melds,
			     struct win_context c)
{
	struct hand h = th_hand(tiles, melds);
	struct score_result r;
	score_win(rules_preset(preset), &h, &c, &r);
	return r;
}

bool th_has(const struct score_result *r, enum yaku_id id)
{
	for (int i = 0; i < r->nyaku; i++)
		if (r->yaku[i].id == id)
			return true;
	return false;
}

unsigned th_rnd(unsigned *seed)
{
	*seed = *seed * 1103515245u + 12345u;
	return *seed >> 16;
}

/* Adds a set of random shape to h as a meld or concealed tiles; false when tiles run out. */
bool th_add_random_set(struct hand *h, uint8_t used[TILE_KINDS], unsigned *seed)
{
	int kind = (int)(th_rnd(seed) % TILE_KINDS), roll = (int)(th_rnd(seed) % 10);
	bool chow = roll < 5 && !kind_is_honor(kind) && kind_number(kind) <= 7;
	int size = chow ? 3 : roll == 9 ? 4 : 3;
	for (int i = 0; i < size; i++)
		if (used[chow ? kind + i : kind] + (chow ? 1 : size) > 4)
			return false;
	bool meld = size == 4 || th_rnd(seed) % 3 == 0;
	struct meld m = {.type = chow	     ? MELD_CHI
				 : size == 4 ? (enum meld_type)(2 + th_rnd(seed) % 3)
					     : MELD_PON};
	for (int i = 0; i < size; i++) {
		tile_t t = (tile_t)(chow ? kind + i : kind);
		used[t]++;
		if (meld)
			m.tiles[i] = t;
		else
			h->tiles[h->ntiles++] = t;
	}
	if (meld)
		h->melds[h->nmelds++] = m;
	return true;
}
