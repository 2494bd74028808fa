/* The tiles of each rule family: three-player riichi plays without 2m to 8m. */
#include "rules/tileset.h"

#include <stdio.h>

#include "rules/i18n_marks.h"
#include "rules/notation.h"

bool tileset_has(const struct rules *r, int kind)
{
	if (r->family != RULES_SANMA || kind_is_honor(kind))
		return true;
	return kind_suit(kind) != SUIT_MAN || kind_is_terminal(kind);
}

int tileset_size(const struct rules *r)
{
	int n = 0;
	for (int k = 0; k < TILE_KINDS; k++)
		n += tileset_has(r, k) ? 4 : 0;
	return n;
}

int tileset_dora_of_indicator(const struct rules *r, int kind)
{
	if (r->family == RULES_SANMA && kind == TILE_M1 + 8)
		return TILE_M1;
	if (r->family == RULES_SANMA && kind == TILE_M1)
		return TILE_M1 + 8;
	return kind_dora_from_indicator(kind);
}

static int absent(const struct rules *r, tile_t t, char *err, size_t errsize)
{
	if (err && errsize)
		snprintf(err, errsize,
			 rules_tr(N_("%s is not among the 108 tiles of three-player rules (%s): "
				     "they have no 2m to 8m")),
			 notation_tile(t), r->preset ? r->preset : "sanma");
	return -1;
}

int tileset_check_tiles(const struct rules *r, const tile_t *tiles, int n, char *err,
			size_t errsize)
{
	for (int i = 0; i < n; i++)
		if (tile_kind(tiles[i]) < TILE_KINDS && !tileset_has(r, tile_kind(tiles[i])))
			return absent(r, tiles[i], err, errsize);
	return 0;
}

int tileset_check_hand(const struct rules *r, const struct hand *h, char *err, size_t errsize)
{
	if (tileset_check_tiles(r, h->tiles, h->ntiles, err, errsize) < 0)
		return -1;
	for (int i = 0; i < h->nmelds; i++) {
		const struct meld *m = &h->melds[i];
		if (m->type == MELD_CHI && !rules_family_of(r->family)->chi) {
			if (err && errsize)
				snprintf(
				    err, errsize, "%s",
				    rules_tr(N_("three-player rules have no chi: call only pon "
						"and kan")));
			return -1;
		}
		if (tileset_check_tiles(r, m->tiles, meld_size(m), err, errsize) < 0)
			return -1;
	}
	return 0;
}

void tileset_drop_absent(const struct rules *r, uint8_t unseen[TILE_KINDS], bool accept[TILE_KINDS])
{
	for (int k = 0; k < TILE_KINDS; k++)
		if (!tileset_has(r, k)) {
			if (unseen)
				unseen[k] = 0;
			if (accept)
				accept[k] = false;
		}
}
