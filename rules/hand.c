/* A player's hand: counting and sanity checks. */
#include "rules/hand.h"
#include "rules/i18n_marks.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void hand_counts(const struct hand *h, uint8_t counts[TILE_KINDS])
{
	memset(counts, 0, TILE_KINDS);
	tiles_count(h->tiles, h->ntiles, counts);
}

static void fail(struct notation_error *err, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void fail(struct notation_error *err, const char *fmt, ...)
{
	if (!err)
		return;
	err->pos = -1;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof err->msg, rules_tr(fmt), ap);
	va_end(ap);
}

int hand_validate(const struct hand *h, const tile_t *extra, int nextra, const int red_fives[3],
		  int want_tiles, struct notation_error *err)
{
	static const char suit_five[3][3] = {"5m", "5p", "5s"};
	uint8_t counts[TILE_KINDS] = {0};
	int red[3] = {0};

	if (h->ntiles < 0 || h->ntiles > 14 || h->nmelds < 0 || h->nmelds > 4) {
		fail(err, N_("a hand holds at most 14 tiles and 4 melds"));
		return -1;
	}
	tile_t all[14 + 16 + 32];
	int n = 0;
	memcpy(all, h->tiles, (size_t)h->ntiles);
	n = h->ntiles;
	for (int i = 0; i < h->nmelds; i++)
		for (int j = 0; j < meld_size(&h->melds[i]); j++)
			all[n++] = h->melds[i].tiles[j];
	for (int i = 0; i < nextra && n < (int)sizeof all; i++)
		all[n++] = extra[i];

	for (int i = 0; i < n; i++) {
		int k = tile_kind(all[i]);
		if (k >= TILE_KINDS) {
			fail(err, N_("an unknown tile"));
			return -1;
		}
		if (++counts[k] > 4) {
			tile_t plain = (tile_t)k;
			fail(err, N_("%s appears %d times; there are only four of each tile"),
			     notation_tile(plain), counts[k]);
			return -1;
		}
		if (tile_is_red(all[i])) {
			if (kind_is_honor(k) || kind_number(k) != 5) {
				fail(err, N_("%s cannot be red"), notation_tile((tile_t)k));
				return -1;
			}
			int s = kind_suit(k);
			if (red_fives && ++red[s] > red_fives[s]) {
				fail(err, N_("too many red %s: these rules have %d"), suit_five[s],
				     red_fives[s]);
				return -1;
			}
		}
	}

	int size = h->ntiles + 3 * h->nmelds;
	if (want_tiles ? size != want_tiles : size != 13 && size != 14) {
		if (want_tiles)
			fail(err,
			     N_("%d concealed tiles and %d melds make %d tiles; the hand needs %d"),
			     h->ntiles, h->nmelds, size, want_tiles);
		else
			fail(err,
			     N_("%d concealed tiles and %d melds make %d tiles; a hand has 13 or "
				"14"),
			     h->ntiles, h->nmelds, size);
		return -1;
	}
	return 0;
}
