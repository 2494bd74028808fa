/* Scoring a winning hand: yaku, fu, han, limits and payments. */
#ifndef JANSOU_RULES_SCORE_H
#define JANSOU_RULES_SCORE_H

#include <stdbool.h>

#include "rules/hand.h"
#include "rules/rules.h"
#include "rules/tile.h"
#include "rules/yaku.h"

/* What happened around the win, beyond the tiles. */
struct win_context {
	tile_t win; /* the winning tile, not in hand.tiles */
	bool tsumo;
	bool riichi, double_riichi, ippatsu;
	bool rinshan, chankan, haitei, houtei;
	bool tenhou, chiihou, renhou;
	bool tsubame_gaeshi; /* ron on the tile that declared riichi */
	bool kanburi;	     /* ron on a tile discarded just after a kan */
	int round_wind;	     /* TILE_EAST.. */
	int seat_wind;	     /* TILE_EAST.. ; East is the dealer */
	tile_t dora[10];     /* indicators */
	int ndora;
	tile_t ura[10];
	int nura;
	int honba;
	int riichi_sticks;
	int kita; /* three-player: North tiles the winner set aside (nukidora), 0..4 */
};

enum score_status { SCORE_OK, SCORE_NOT_COMPLETE, SCORE_NO_YAKU, SCORE_BAD_INPUT };

enum score_limit {
	LIMIT_NONE,
	LIMIT_MANGAN,
	LIMIT_HANEMAN,
	LIMIT_BAIMAN,
	LIMIT_SANBAIMAN,
	LIMIT_YAKUMAN, /* counted or real; see score_result.yakuman */
};

struct yaku_award {
	enum yaku_id id;
	int han; /* for a yakuman: 13 per multiple */
	bool yakuman;
};

struct score_result {
	enum score_status status;
	char error[160];
	int han, fu;
	int yakuman; /* multiples of yakuman, 0 for an ordinary hand */
	enum score_limit limit;
	struct yaku_award yaku[32];
	int nyaku;
	int dora, aka, ura;
	int kita; /* han of the North tiles set aside, one each (dora on them count in dora) */
	int base; /* basic points before the multipliers */
	/*
	 * Payments including honba; zero where they do not apply. With three players there is
	 * one other non-dealer and two payers of tsumo_all.
	 */
	int ron;	     /* paid by the discarder */
	int honba;	     /* the honba in the payments (a liable player's half leaves it out) */
	int tsumo_dealer;    /* paid by the dealer when a non-dealer tsumos */
	int tsumo_nondealer; /* paid by each other non-dealer when a non-dealer tsumos */
	int tsumo_all;	     /* paid by each when the dealer tsumos */
	int total;	     /* all the winner receives, riichi sticks included */
};

/* Scores hand + ctx->win. Never fails silently: status says why not SCORE_OK. */
void score_win(const struct rules *rules, const struct hand *hand, const struct win_context *ctx,
	       struct score_result *out);

/*
 * Fills han, fu, yakuman, base, limit, the payments and the total of out for
 * a hand of that value won as ctx says (tsumo, seat wind, honba, riichi
 * sticks). yakuman > 0 scores that many yakuman and ignores han and fu.
 */
void score_points(const struct rules *rules, int han, int fu, int yakuman,
		  const struct win_context *ctx, struct score_result *out);

/* The label of a limit: "", "mangan", ... "yakuman". */
const char *score_limit_name(enum score_limit limit);

/* Nagashi mangan: each payment as for a mangan tsumo (0 when the rules turn it off). */
void score_nagashi_mangan(const struct rules *rules, bool dealer, struct score_result *out);

#endif
