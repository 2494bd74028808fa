/* Kuikae: the kinds a call forbids to discard at once. */
#include "rules/kuikae.h"

#include <string.h>

void kuikae_blocked(const struct rules *r, const struct meld *m, bool blocked[TILE_KINDS])
{
	memset(blocked, 0, TILE_KINDS * sizeof *blocked);
	if (!r->kuikae_forbidden || (m->type != MELD_CHI && m->type != MELD_PON))
		return;
	int k = tile_kind(m->called);
	blocked[k] = true;
	if (m->type != MELD_CHI)
		return;
	/* the called tile at the low end of the run: the kind above the high end; and back */
	int lo = meld_kind(m);
	if (k == lo && kind_number(k) <= 6)
		blocked[k + 3] = true;
	else if (k == lo + 2 && kind_number(k) >= 4)
		blocked[k - 3] = true;
}
