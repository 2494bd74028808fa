/* Test helpers: mpsz text to tiles, melds and hands. */
#include "tests/tiles_helper.h"

#include <string.h>

static int suit_base(char c)
{
	switch (c) {
	case 'm': return TILE_M1;
	case 'p': return TILE_P1;
	case 's': return TILE_S1;
	case 'z': return TILE_EAST;
	default: return -1;
	}
}

int th_tiles(const char *text, tile_t *out, int max)
{
	int n = 0, start = 0;
	for (int i = 0; text[i]; i++) {
		char c = text[i];
		if (c >= '0' && c <= '9')
			continue;
		int base = suit_base(c);
		if (base < 0)
			return -1;
		for (int j = start; j < i; j++) {
			int d = text[j] - '0';
			if (n >= max || (base == TILE_EAST && (d < 1 || d > 7)))
				return -1;
			if (d == 0 && base == TILE_EAST)
				return -1;
			out[n++] = d == 0 ? (tile_t)((base + 4) | TILE_RED) : (tile_t)(base + d - 1);
		}
		start = i + 1;
	}
	return text[start] ? -1 : n;
}

tile_t th_tile(const char *text)
{
	tile_t t[2];
	return th_tiles(text, t, 2) == 1 ? t[0] : 0xff;
}

int th_meld(const char *text, struct meld *out)
{
	static const struct {
		const char *prefix;
		enum meld_type type;
	} kinds[] = { { "chi:", MELD_CHI }, { "pon:", MELD_PON }, { "minkan:", MELD_MINKAN },
		      { "ankan:", MELD_ANKAN }, { "kakan:", MELD_KAKAN } };
	memset(out, 0, sizeof *out);
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		size_t len = strlen(kinds[i].prefix);
		if (strncmp(text, kinds[i].prefix, len) != 0)
			continue;
		out->type = kinds[i].type;
		int n = th_tiles(text + len, out->tiles, 4);
		if (n != meld_size(out))
			return -1;
		tiles_sort(out->tiles, n);
		out->from = out->type == MELD_ANKAN ? 0 : 3;
		return 0;
	}
	return -1;
}

int th_wind(const char *text)
{
	const char *winds = "ESWN";
	const char *p = text[0] && !text[1] ? strchr(winds, text[0]) : NULL;
	return p ? TILE_EAST + (int)(p - winds) : -1;
}

struct hand th_hand(const char *tiles, const char *const *melds)
{
	struct hand h = { 0 };
	h.ntiles = th_tiles(tiles, h.tiles, 14);
	for (int i = 0; melds && melds[i] && i < 4; i++)
		th_meld(melds[i], &h.melds[h.nmelds++]);
	return h;
}

struct win_context th_ron(const char *win)
{
	return (struct win_context){
		.win = th_tile(win), .round_wind = TILE_EAST, .seat_wind = TILE_SOUTH
	};
}

struct win_context th_tsumo(const char *win)
{
	struct win_context c = th_ron(win);
	c.tsumo = true;
	return c;
}
