/* Fu, counted as the online clients and the leagues do (doc/rules.md, "Fu"). */
#include "rules/fu.h"

int fu_of_set(const struct tile_set *s)
{
	if (s->type == SET_SEQUENCE)
		return 0;
	int fu = 2;
	if (kind_is_yaochu(s->kind))
		fu *= 2;
	if (!s->open)
		fu *= 2;
	if (s->type == SET_KAN)
		fu *= 4;
	return fu;
}

int fu_of_pair(const struct rules *rules, const struct win_context *ctx, int kind)
{
	int fu = 0;
	if (kind_is_dragon(kind))
		fu += 2;
	if (kind == ctx->round_wind)
		fu += 2;
	if (kind == ctx->seat_wind)
		fu += 2;
	if (fu > 2 && !rules->double_wind_pair_4fu)
		fu = 2;
	return fu;
}

int fu_of_wait(enum wait_type wait)
{
	return wait == WAIT_KANCHAN || wait == WAIT_PENCHAN || wait == WAIT_TANKI ? 2 : 0;
}

int fu_of_reading(const struct rules *rules, const struct win_context *ctx, const struct reading *r,
		  bool menzen, bool pinfu)
{
	if (r->shape == SHAPE_CHIITOITSU)
		return 25;
	if (r->shape == SHAPE_KOKUSHI)
		return 30;
	if (pinfu)
		return ctx->tsumo ? 20 : 30; /* pinfu tsumo takes no tsumo fu */
	int fu = 20;
	if (menzen && !ctx->tsumo)
		fu += 10;
	if (ctx->tsumo)
		fu += 2;
	fu += fu_of_wait(r->wait);
	for (int i = 0; i < r->nsets; i++)
		fu += fu_of_set(&r->sets[i]);
	fu += fu_of_pair(rules, ctx, r->pair);
	fu = (fu + 9) / 10 * 10;
	/* An open hand without any fu (open pinfu shape) counts 30, not 20. */
	if (fu == 20)
		fu = 30;
	return fu;
}
