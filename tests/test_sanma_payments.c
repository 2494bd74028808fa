/*
 * A second, independent check of the payments of three players. doc/rules.md ("Payments,
 * honba and riichi sticks", "Liability (pao)", "Exhaustive draw", "Payments of three") is
 * written down here twice: as a table of worked cases, every figure worked out by hand, and
 * as a formula of this file's own (basic points by han and fu, each payment rounded up to
 * 100) that must give the table's figures. The formula is then set against the engine's own
 * settlement (engine_settle_wins, engine_settle_exhaustive) over thousands of random ends of
 * hands, with real winning hands placed on a dealt table: random dealer, winner, discarder,
 * honba 0-5, riichi sticks 0-3, Norths set aside, dora, riichi and ura dora, tsumo loss or
 * North bisection, kiriage mangan, counted yakuman, liability, double ron, nagashi mangan and
 * the noten payments, under both presets. Each seat's delta must agree, the deltas must add
 * up to the sticks taken off the table, and the tenhou.net/6 log must write each win's own
 * deltas (a double ron's two) as the formula says.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <json-c/json.h>

#include "rules/notation.h"
#include "rules/rng.h"
#include "src/engine/engine_internal.h"
#include "src/record/tenhou/log_tenhou.h"

enum { PLAYERS = 3 };

/* One win: seat wins from seat from (itself for a tsumo); liable -1 when nobody is. */
struct win {
	int seat, from, han, fu, yakuman, liable;
};

/* The end of a hand: wins, or an exhaustive draw when nwins is 0. */
struct hand_end {
	int dealer, honba, sticks;
	int nwins;
	struct win win[2];
	bool tenpai[PLAYERS], nagashi[PLAYERS];
};

/* ---- the rules, as a formula of this file's own ----------------------- */

static int up_to_100(int points)
{
	return (points + 99) / 100 * 100;
}

/* Basic points: fu x 2^(han + 2), or the limit the han reach ("Han and limits"). */
static int basic_points(const struct rules *r, int han, int fu, int yakuman)
{
	if (yakuman > 0)
		return 8000 * yakuman;
	if (han >= 13)
		return r->counted_yakuman ? 8000 : 6000;
	if (han >= 11)
		return 6000;
	if (han >= 8)
		return 4000;
	if (han >= 6)
		return 3000;
	if (han == 5)
		return 2000;
	if (r->kiriage_mangan && ((han == 4 && fu == 30) || (han == 3 && fu == 60)))
		return 2000;
	int base = fu;
	for (int i = 0; i < han + 2; i++)
		base *= 2;
	return base > 2000 ? 2000 : base;
}

/*
 * What one win moves, added to d[]. A ron: the discarder pays 4 x basic points (6 x to the
 * dealer) and 200 a honba (100 for each of the other two); with a liable player who is not
 * the discarder, the two pay half each and the discarder the honba. A tsumo: each of the two
 * others pays what it would pay at a table of four (2 x basic points from or to the dealer,
 * 1 x between non-dealers), plus, without tsumo loss, half the absent North's share rounded up
 * to 100, plus 100 a honba; a liable player pays all of it. The winner takes the sticks.
 */
static void expected_win(const struct rules *r, int dealer, const struct win *w, int honba,
			 int sticks, int d[PLAYERS])
{
	int base = basic_points(r, w->han, w->fu, w->yakuman);
	int liable = r->pao ? w->liable : -1;
	bool dealer_wins = w->seat == dealer;
	int gain = 1000 * sticks;
	if (w->seat != w->from) {
		int price = up_to_100((dealer_wins ? 6 : 4) * base), extra = 200 * honba;
		if (liable >= 0 && liable != w->from) {
			d[liable] -= price / 2;
			d[w->from] -= price / 2 + extra;
		} else {
			d[w->from] -= price + extra;
		}
		gain += price + extra;
	} else {
		/* the absent North is a non-dealer: it would pay 2 x to a dealer, 1 x to another */
		int north = up_to_100(dealer_wins ? 2 * base : base);
		int top_up = r->tsumo_loss ? 0 : up_to_100(north / 2);
		for (int s = 0; s < PLAYERS; s++) {
			if (s == w->seat)
				continue;
			int share = up_to_100(dealer_wins || s == dealer ? 2 * base : base) +
				    top_up + 100 * honba;
			d[liable >= 0 ? liable : s] -= share;
			gain += share;
		}
	}
	d[w->seat] += gain;
}

/*
 * The deltas of a hand's end by seat, and each win's own. Honba and sticks go to the winner
 * nearest the discarder in turn order. An exhaustive draw: nagashi mangan, where the rules
 * play it, is paid as a mangan by tsumo, without honba or sticks, instead of the noten
 * payments; else a lone tenpai takes 1000 from each of the two others, and two tenpai take
 * 1000 each from the noten one.
 */
static void expected(const struct rules *r, const struct hand_end *e, int delta[PLAYERS],
		     int per_win[2][PLAYERS])
{
	memset(delta, 0, sizeof(int) * PLAYERS);
	memset(per_win, 0, sizeof(int) * 2 * PLAYERS);
	int first = 0;
	for (int i = 1; i < e->nwins; i++) {
		int from = e->win[i].from;
		if ((e->win[i].seat - from + PLAYERS) % PLAYERS <
		    (e->win[first].seat - from + PLAYERS) % PLAYERS)
			first = i;
	}
	for (int i = 0; i < e->nwins; i++) {
		bool takes = i == first;
		expected_win(r, e->dealer, &e->win[i], takes ? e->honba : 0, takes ? e->sticks : 0,
			     per_win[i]);
		for (int s = 0; s < PLAYERS; s++)
			delta[s] += per_win[i][s];
	}
	if (e->nwins)
		return;
	bool nagashi = false;
	for (int s = 0; s < PLAYERS; s++)
		nagashi |= r->nagashi_mangan && e->nagashi[s];
	if (nagashi) {
		for (int s = 0; s < PLAYERS; s++)
			if (e->nagashi[s]) {
				struct win mangan = {.seat = s, .from = s, .han = 5, .liable = -1};
				expected_win(r, e->dealer, &mangan, 0, 0, delta);
			}
		return;
	}
	int tenpai = 0;
	for (int s = 0; s < PLAYERS; s++)
		tenpai += e->tenpai[s];
	for (int s = 0; s < PLAYERS && tenpai == 1; s++)
		delta[s] = e->tenpai[s] ? 2000 : -1000;
	for (int s = 0; s < PLAYERS && tenpai == 2; s++)
		delta[s] = e->tenpai[s] ? 1000 : -2000;
}

/* ---- the table of worked cases ------------------------------------------ */

/* Seat 0 deals unless a case says otherwise; one option may be changed from sanma's. */
struct worked {
	const char *what;
	const char *option, *value;
	struct hand_end end;
	int delta[PLAYERS];
};

#define NOBODY (-1)
/* the fields of a win, in braces where a case lists it */
#define RON(s, f, h, fu_) .seat = s, .from = f, .han = h, .fu = fu_, .liable = NOBODY
#define TSUMO(s, h, fu_) RON(s, s, h, fu_)
#define YAKUMAN(s, f, l) .seat = s, .from = f, .yakuman = 1, .liable = l

static const struct worked worked[] = {
    /* rons: 4 x basic points (6 x the dealer's), 200 a honba */
    {"non-dealer ron, 1 han 30 fu: 4 x 240 = 960, 1000",
     .end = {.nwins = 1, .win = {{RON(1, 2, 1, 30)}}}, .delta = {0, 1000, -1000}},
    {"dealer ron, 1 han 30 fu: 6 x 240 = 1440, 1500",
     .end = {.nwins = 1, .win = {{RON(0, 1, 1, 30)}}}, .delta = {1500, -1500, 0}},
    {"non-dealer ron, 3 han 40 fu, 2 honba, a stick: 5200 + 400, and 1000 more to the winner",
     .end = {.honba = 2, .sticks = 1, .nwins = 1, .win = {{RON(2, 0, 3, 40)}}},
     .delta = {-5600, 0, 6600}},
    {"dealer ron, mangan, 5 honba: 12000 + 1000",
     .end = {.honba = 5, .nwins = 1, .win = {{RON(0, 2, 5, 30)}}}, .delta = {13000, 0, -13000}},
    {"non-dealer ron, yakuman, 2 honba: 32400",
     .end = {.honba = 2, .nwins = 1, .win = {{YAKUMAN(1, 0, NOBODY)}}},
     .delta = {-32400, 32400, 0}},
    {"kiriage mangan: 4 han 30 fu is 8000, not 7700", "kiriage_mangan", "true",
     .end = {.nwins = 1, .win = {{RON(1, 2, 4, 30)}}}, .delta = {0, 8000, -8000}},
    {"4 han 30 fu without kiriage: 4 x 1920 = 7680, 7700",
     .end = {.nwins = 1, .win = {{RON(1, 2, 4, 30)}}}, .delta = {0, 7700, -7700}},
    {"13 han without counted yakuman: a sanbaiman, 24000", "counted_yakuman", "false",
     .end = {.nwins = 1, .win = {{RON(1, 2, 13, 40)}}}, .delta = {0, 24000, -24000}},
    {"13 han, counted yakuman: 32000", .end = {.nwins = 1, .win = {{RON(1, 2, 13, 40)}}},
     .delta = {0, 32000, -32000}},
    /* tsumo: tsumo loss (both presets) or North bisection */
    {"non-dealer mangan tsumo, tsumo loss: 4000 from the dealer, 2000 from the other",
     .end = {.nwins = 1, .win = {{TSUMO(1, 5, 30)}}}, .delta = {-4000, 6000, -2000}},
    {"the same, North bisection: the absent 2000 halved, 5000 and 3000", "tsumo_loss", "false",
     .end = {.nwins = 1, .win = {{TSUMO(1, 5, 30)}}}, .delta = {-5000, 8000, -3000}},
    {"dealer mangan tsumo, tsumo loss: 4000 from each",
     .end = {.nwins = 1, .win = {{TSUMO(0, 5, 30)}}}, .delta = {8000, -4000, -4000}},
    {"dealer mangan tsumo, North bisection: 6000 from each", "tsumo_loss", "false",
     .end = {.nwins = 1, .win = {{TSUMO(0, 5, 30)}}}, .delta = {12000, -6000, -6000}},
    {"non-dealer 1 han 30 fu tsumo, tsumo loss: 480 and 240, 500 and 300",
     .end = {.nwins = 1, .win = {{TSUMO(2, 1, 30)}}}, .delta = {-500, -300, 800}},
    {"the same, bisection: the absent 300 halved, 150, 200 more from each", "tsumo_loss", "false",
     .end = {.nwins = 1, .win = {{TSUMO(2, 1, 30)}}}, .delta = {-700, -500, 1200}},
    {"dealer 2 han 20 fu tsumo, tsumo loss: 640, 700 from each",
     .end = {.nwins = 1, .win = {{TSUMO(0, 2, 20)}}}, .delta = {1400, -700, -700}},
    {"the same, bisection: the absent 700 halved, 350, 400 more from each", "tsumo_loss", "false",
     .end = {.nwins = 1, .win = {{TSUMO(0, 2, 20)}}}, .delta = {2200, -1100, -1100}},
    {"non-dealer 4 han 30 fu tsumo, 3 honba, 2 sticks, tsumo loss: 3900 + 300, 2000 + 300",
     .end = {.honba = 3, .sticks = 2, .nwins = 1, .win = {{TSUMO(1, 4, 30)}}},
     .delta = {-4200, 8500, -2300}},
    {"the same, bisection: 1000 more from each", "tsumo_loss", "false",
     .end = {.honba = 3, .sticks = 2, .nwins = 1, .win = {{TSUMO(1, 4, 30)}}},
     .delta = {-5200, 10500, -3300}},
    {"dealer yakuman tsumo, bisection: 16000 + 8000 from each", "tsumo_loss", "false",
     .end = {.nwins = 1, .win = {{YAKUMAN(0, 0, NOBODY)}}}, .delta = {48000, -24000, -24000}},
    {"dealer 2 han 30 fu tsumo, seat 1 deals: 960, 1000 + 100 from each of 0 and 2",
     .end = {.dealer = 1, .honba = 1, .nwins = 1, .win = {{TSUMO(1, 2, 30)}}},
     .delta = {-1100, 2200, -1100}},
    /* double ron: honba and sticks to the first after the discarder only */
    {"seat 0 discards: seat 1 (1000) takes 2 honba and 2 sticks, seat 2 (8000) nothing",
     .end = {.honba = 2, .sticks = 2, .nwins = 2, .win = {{RON(2, 0, 5, 30)}, {RON(1, 0, 1, 30)}}},
     .delta = {-9400, 3400, 8000}},
    {"seat 1 discards: seat 2 (2000 + 200, a stick) before the dealer (1500)",
     .end = {.honba = 1, .sticks = 1, .nwins = 2, .win = {{RON(0, 1, 1, 30)}, {RON(2, 1, 2, 30)}}},
     .delta = {1500, -3700, 3200}},
    {"seat 2 discards: the dealer (12000 + 600, a stick) before seat 1 (1000)",
     .end = {.honba = 3, .sticks = 1, .nwins = 2, .win = {{RON(1, 2, 1, 30)}, {RON(0, 2, 5, 30)}}},
     .delta = {13600, 1000, -13600}},
    /* liability */
    {"ron on seat 2's discard, seat 0 liable: 16000 each, the 400 of 2 honba on seat 2",
     .end = {.honba = 2, .sticks = 1, .nwins = 1, .win = {{YAKUMAN(1, 2, 0)}}},
     .delta = {-16000, 33400, -16400}},
    {"ron on the liable player's own discard: it pays all, 48000 + 200",
     .end = {.dealer = 2, .honba = 1, .nwins = 1, .win = {{YAKUMAN(2, 0, 0)}}},
     .delta = {-48200, 0, 48200}},
    {"without liability the discarder pays all", "pao", "false",
     .end = {.honba = 1, .nwins = 1, .win = {{YAKUMAN(1, 2, 0)}}}, .delta = {0, 32200, -32200}},
    {"tsumo, tsumo loss: the liable player pays both shares, 16100 + 8100",
     .end = {.honba = 1, .nwins = 1, .win = {{YAKUMAN(1, 1, 2)}}}, .delta = {0, 24200, -24200}},
    {"dealer tsumo, bisection: the liable player pays 24000 twice", "tsumo_loss", "false",
     .end = {.nwins = 1, .win = {{YAKUMAN(0, 0, 1)}}}, .delta = {48000, -48000, 0}},
    {"non-dealer tsumo, bisection: the liable dealer pays 20000 + 12000", "tsumo_loss", "false",
     .end = {.nwins = 1, .win = {{YAKUMAN(2, 2, 0)}}}, .delta = {-32000, 0, 32000}},
    {"double ron: seat 1's liable yakuman first (16000 from seat 2, 16200 from seat 0), "
     "seat 2's 1000 from seat 0",
     .end = {.honba = 1, .nwins = 2, .win = {{YAKUMAN(1, 0, 2)}, {RON(2, 0, 1, 30)}}},
     .delta = {-17200, 32200, -15000}},
    /* exhaustive draws: 2000 in all; nagashi mangan instead, no honba */
    {"one tenpai takes 1000 from each of two",
     .end = {.honba = 2, .sticks = 1, .tenpai = {false, true, false}},
     .delta = {-1000, 2000, -1000}},
    {"two tenpai take 1000 each from the noten one", .end = {.tenpai = {true, false, true}},
     .delta = {1000, -2000, 1000}},
    {"nobody tenpai", .end = {.tenpai = {false, false, false}}, .delta = {0, 0, 0}},
    {"everybody tenpai", .end = {.tenpai = {true, true, true}}, .delta = {0, 0, 0}},
    {"nagashi mangan of a non-dealer, tsumo loss, 3 honba not added: 4000 and 2000",
     .end = {.honba = 3, .tenpai = {true, false, true}, .nagashi = {false, true, false}},
     .delta = {-4000, 6000, -2000}},
    {"nagashi mangan of the dealer, bisection: 6000 from each", "tsumo_loss", "false",
     .end = {.nagashi = {true, false, false}}, .delta = {12000, -6000, -6000}},
    {"two nagashi mangan, the dealer's (4000 from each) and seat 2's (4000 and 2000)",
     .end = {.nagashi = {true, false, true}}, .delta = {4000, -6000, 2000}},
    {"nagashi mangan off: the noten payments", "nagashi_mangan", "false",
     .end = {.tenpai = {false, false, true}, .nagashi = {false, true, false}},
     .delta = {-1000, -1000, 2000}},
};

static struct rules worked_rules(const struct worked *w)
{
	struct rules r = *rules_preset("sanma");
	char err[160];
	if (w->option && rules_set_option(&r, w->option, w->value, err, sizeof err) != 0)
		fail_msg("%s: %s", w->what, err);
	return r;
}

static void the_worked_cases_follow_from_the_formula(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof worked / sizeof worked[0]; i++) {
		struct rules r = worked_rules(&worked[i]);
		int delta[PLAYERS], per_win[2][PLAYERS];
		expected(&r, &worked[i].end, delta, per_win);
		for (int s = 0; s < PLAYERS; s++)
			if (delta[s] != worked[i].delta[s])
				fail_msg("%s: seat %d gets %d by the formula, %d by the table",
					 worked[i].what, s, delta[s], worked[i].delta[s]);
	}
}

/* ---- hands placed on a dealt table ------------------------------------- */

/*
 * Winning hands whose han and fu are worked out by hand, without wind tiles (their value
 * would hang on the seat) and each with a single reading. All but the last wait on 3s, so
 * that any two may win on one discard.
 */
#define S3 (TILE_S1 + 2)

struct placed_hand {
	const char *tiles; /* concealed, without the winning tile */
	int win;	   /* the kind of the winning tile */
	const char *melds[3];
	int han_ron, fu_ron, han_tsumo, fu_tsumo;
	int yakuman;
	bool liable; /* its last pon of a dragon made its discarder liable */
};

static const struct placed_hand placed[] = {
    /* pinfu (a two-sided wait on a plain pair): 1 han 30 fu; tsumo 2 han 20 fu */
    {"45s234p678p789s11m", S3, {NULL}, 1, 30, 2, 20, 0, false},
    /* haku; 20 + 10 (closed ron) or 2 (tsumo) + 8 + 8 (concealed haku and 1p) + 2 (closed
     * wait): 48 to 50, 40 */
    {"555z111p24s678p99p", S3, {NULL}, 1, 50, 2, 40, 0, false},
    /* hatsu open; 20 + 4 (open pon of hatsu) + 8 (concealed 9m) + 2 (single wait), + 2 by
     * tsumo: 40 */
    {"999m567p789s3s", S3, {"pon:666z"}, 1, 40, 1, 40, 0, false},
    /* seven pairs: 25 fu */
    {"22p88p11s55s66s99s3s", S3, {NULL}, 2, 25, 3, 25, 0, false},
    /* half flush 3, pure straight 2, chun 1; 20 + 10 or 2 + 8 (concealed chun) + 2 (the 3s
     * completes 123s or the pair: an edge or a single wait) */
    {"123s456s789s777z3s", S3, {NULL}, 6, 40, 7, 40, 0, false},
    /* haku; 20 + 10 or 2 + 32 (closed kan of 1p) + 8 (concealed haku) + 2: 72 to 80, 64 to
     * 70 */
    {"555z678s24s88p", S3, {"ankan:1111p"}, 1, 80, 2, 70, 0, false},
    /* Big Three Dragons, closed */
    {"555z666z777z123p3s", S3, {NULL}, 0, 0, 0, 0, 1, false},
    /* Big Three Dragons, open: the pon of chun makes its discarder liable */
    {"123p3s", S3, {"pon:555z", "pon:666z", "pon:777z"}, 0, 0, 0, 0, 1, true},
    /* Big Three Dragons and All Honours, two yakuman (stacked), open: liable for it all */
    {"111z2z", TILE_SOUTH, {"pon:555z", "pon:666z", "pon:777z"}, 0, 0, 0, 0, 2, true},
};

enum { NPLACED = sizeof placed / sizeof placed[0] };

static int parse_tiles(const char *text, tile_t *out, int max)
{
	struct notation_error err;
	int n = notation_parse_tiles(text, out, max, &err);
	if (n < 0)
		fail_msg("'%s': %s", text, err.msg);
	return n;
}

/* Copies of kind in a placed hand with its winning tile. */
static int copies(const struct placed_hand *h, int kind)
{
	tile_t t[14];
	int n = parse_tiles(h->tiles, t, 14), count = kind == h->win;
	for (int i = 0; i < n; i++)
		count += tile_kind(t[i]) == kind;
	for (int m = 0; m < 3 && h->melds[m]; m++) {
		struct meld meld;
		assert_int_equal(notation_parse_meld(h->melds[m], &meld, NULL), 0);
		for (int i = 0; i < meld_size(&meld); i++)
			count += tile_kind(meld.tiles[i]) == kind;
	}
	return count;
}

/* Two hands that may win on one discard: no more than four of a kind between them. */
static bool fit_together(const struct placed_hand *a, const struct placed_hand *b)
{
	if (a->win != b->win)
		return false;
	for (int k = 0; k < TILE_KINDS; k++)
		if (copies(a, k) + copies(b, k) - (k == a->win) > 4)
			return false;
	return true;
}

/*
 * The dora an indicator shows, as the three-player set has it: the next number of its suit,
 * 9 going round to 1, the man having only 1m and 9m, each showing the other; the winds East,
 * South, West, North and round; the dragons white, green, red and round.
 */
static int dora_of(int indicator)
{
	if (indicator == TILE_M1)
		return TILE_M1 + 8;
	if (indicator == TILE_M1 + 8)
		return TILE_M1;
	if (kind_is_wind(indicator))
		return indicator == TILE_NORTH ? TILE_EAST : indicator + 1;
	if (kind_is_honor(indicator))
		return indicator == TILE_CHUN ? TILE_HAKU : indicator + 1;
	return kind_number(indicator) == 9 ? indicator - 8 : indicator + 1;
}

/* The dora counted for an indicator: copies in the hand, and the Norths set aside. */
static int dora_count(const struct placed_hand *h, int indicator, int kita)
{
	int kind = dora_of(indicator);
	return copies(h, kind) + (kind == TILE_NORTH ? kita : 0);
}

/* What a winner of the random cases holds beyond its placed hand. */
struct winner {
	int seat, hand, kita;
	bool riichi;
	int liable; /* the seat of its pon of chun, for the liable hand */
};

static void place(struct game *g, const struct winner *w, bool tsumo, tile_t win_tile)
{
	struct player_state *p = &g->p[w->seat];
	const struct placed_hand *h = &placed[w->hand];
	tile_t t[14];
	int n = parse_tiles(h->tiles, t, 14);
	engine_clear_hand(p);
	for (int i = 0; i < n; i++)
		engine_add_tile(p, t[i]);
	if (tsumo)
		engine_add_tile(p, win_tile);
	p->pub.nmelds = 0;
	for (int m = 0; m < 3 && h->melds[m]; m++) {
		struct meld *meld = &p->pub.melds[p->pub.nmelds++];
		assert_int_equal(notation_parse_meld(h->melds[m], meld, NULL), 0);
		if (meld->type == MELD_PON)
			meld->from = game_relative_seat(g, w->seat, w->liable);
	}
	p->pub.nflowers = w->kita;
	for (int i = 0; i < w->kita; i++)
		p->pub.flowers[i] = TILE_NORTH;
	p->pub.riichi = w->riichi;
	p->double_riichi = p->ippatsu = false;
	p->pao_for = h->liable ? w->liable : -1;
}

/* What the engine told: each win's score and liable seat, and the hand's deltas. */
struct heard {
	int nwins, nscores;
	struct score_result score[2];
	int pao[2];
	int delta[SEATS];
	bool tenpai[SEATS], nagashi[SEATS];
};

static void hear(void *ctx, const struct game_event *ev)
{
	struct heard *h = ctx;
	if (ev->type == EV_WIN && h->nwins < 2) {
		h->score[h->nwins] = *ev->score;
		h->pao[h->nwins++] = ev->pao;
	} else if (ev->type == EV_SCORES) {
		h->nscores++;
		memcpy(h->delta, ev->delta, sizeof h->delta);
	} else if (ev->type == EV_EXHAUSTIVE_DRAW) {
		memcpy(h->tenpai, ev->tenpai, sizeof h->tenpai);
		memcpy(h->nagashi, ev->nagashi, sizeof h->nagashi);
	}
}

/* The result of the log's only hand: ["和了", deltas, win, deltas, win], ["流局", deltas]... */
static json_object *log_result(struct tenhou_log *log, json_object **root)
{
	struct game_event end = {.type = EV_HAND_END};
	tenhou_log_observe(log, &end);
	char *text = tenhou_log_to_string(log);
	assert_non_null(text);
	*root = json_tokener_parse(text);
	free(text);
	json_object *hands;
	assert_true(json_object_object_get_ex(*root, "log", &hands));
	assert_int_equal(json_object_array_length(hands), 1);
	json_object *hand = json_object_array_get_idx(hands, 0);
	return json_object_array_get_idx(hand, json_object_array_length(hand) - 1);
}

/* deltas[] of the log, in its seat order: the first dealer (seat 0 here) first. */
static void check_log_deltas(json_object *deltas, const int want[PLAYERS], const char *what)
{
	assert_int_equal(json_object_array_length(deltas), SEATS);
	for (int s = 0; s < SEATS; s++) {
		int got = json_object_get_int(json_object_array_get_idx(deltas, (size_t)s));
		int w = s < PLAYERS ? want[s] : 0;
		if (got != w)
			fail_msg("%s: the log writes %d for seat %d, the rules %d", what, got, s,
				 w);
	}
}

/*
 * The value a tenhou.net/6 log writes for a win, before honba: "30符1飜1000点", "満貫8000点";
 * a tsumo as paid, "500-1000点" (each non-dealer, then the dealer) or "2000点∀" (each of the
 * others, to the dealer), the absent North's half included under North bisection.
 */
static void expected_points_text(const struct rules *r, int dealer, const struct win *w, char *buf,
				 size_t size)
{
	static const struct {
		int base;
		const char *name;
	} limits[] = {{2000, "満貫"}, {3000, "跳満"}, {4000, "倍満"}, {6000, "三倍満"}};
	int base = basic_points(r, w->han, w->fu, w->yakuman);
	char head[32];
	snprintf(head, sizeof head, "%d符%d飜", w->fu, w->han);
	for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++)
		if (base == limits[i].base)
			snprintf(head, sizeof head, "%s", limits[i].name);
	if (base >= 8000)
		snprintf(head, sizeof head, "役満");
	bool dealer_wins = w->seat == dealer;
	int north = up_to_100(dealer_wins ? 2 * base : base);
	int top_up = r->tsumo_loss ? 0 : up_to_100(north / 2);
	if (w->seat != w->from)
		snprintf(buf, size, "%s%d点", head, up_to_100((dealer_wins ? 6 : 4) * base));
	else if (dealer_wins)
		snprintf(buf, size, "%s%d点∀", head, up_to_100(2 * base) + top_up);
	else
		snprintf(buf, size, "%s%d-%d点", head, up_to_100(base) + top_up,
			 up_to_100(2 * base) + top_up);
}

/* A win as the log lists it: [winner, from, liable (the winner when none), "points", yaku]. */
static void check_log_win(json_object *info, const struct rules *r, int dealer, const struct win *w,
			  const char *what)
{
	int liable = r->pao && w->liable >= 0 ? w->liable : w->seat;
	const int want[3] = {w->seat, w->from, liable};
	for (int i = 0; i < 3; i++)
		if (json_object_get_int(json_object_array_get_idx(info, (size_t)i)) != want[i])
			fail_msg("%s: the log's win lists %s as seat %d, not %d", what,
				 i == 0	  ? "the winner"
				 : i == 1 ? "the payer"
					  : "the liable",
				 json_object_get_int(json_object_array_get_idx(info, (size_t)i)),
				 want[i]);
	char text[64];
	expected_points_text(r, dealer, w, text, sizeof text);
	const char *got = json_object_get_string(json_object_array_get_idx(info, 3));
	if (strcmp(got, text) != 0)
		fail_msg("%s: the log writes \"%s\" for the win, the rules \"%s\"", what, got,
			 text);
}

/* A table dealt with seat 0 as the first dealer, dealer dealing East (dealer + 1). */
static void deal(struct game *g, const struct rules *r, uint64_t seed, const struct hand_end *e,
		 struct heard *heard, struct tenhou_log *log)
{
	game_init(g, r, seed);
	g->first_dealer = 0;
	g->dealer = g->hand_number = e->dealer;
	g->honba = e->honba;
	g->riichi_sticks = e->sticks;
	memset(heard, 0, sizeof *heard);
	game_add_observer(g, hear, heard);
	game_add_observer(g, tenhou_log_observe, log);
	const struct game_question *q;
	assert_int_equal(game_step(g, &q), GAME_ASKS);
	/* past the first go-around: no blessing of heaven, earth or man */
	g->ndiscards_total = PLAYERS;
	memset(heard, 0, sizeof *heard);
}

static struct rules random_rules(struct rng *rng)
{
	struct rules r = *rules_preset(rng_below(rng, 2) ? "sanma" : "sanma-tenhou");
	r.tsumo_loss = rng_below(rng, 2);
	r.kiriage_mangan = rng_below(rng, 4) == 0;
	r.counted_yakuman = rng_below(rng, 4) != 0;
	r.pao = rng_below(rng, 4) != 0;
	r.nagashi_mangan = rng_below(rng, 4) != 0;
	return r;
}

static void describe(char *buf, size_t size, const struct rules *r, const struct hand_end *e,
		     const struct winner *w)
{
	int n =
	    snprintf(buf, size, "%s tsumo_loss %d pao %d dealer %d honba %d sticks %d:", r->preset,
		     r->tsumo_loss, r->pao, e->dealer, e->honba, e->sticks);
	for (int i = 0; i < e->nwins && n > 0 && (size_t)n < size; i++)
		n += snprintf(buf + n, size - (size_t)n,
			      " seat %d from %d hand %d kita %d riichi %d liable %d;", w[i].seat,
			      e->win[i].from, w[i].hand, w[i].kita, w[i].riichi, w[i].liable);
}

/* Picks a random end by wins: one ron, one tsumo or a double ron, with its hands. */
static void random_wins(struct rng *rng, struct hand_end *e, struct winner w[2], bool *tsumo)
{
	int kind = (int)rng_below(rng, 5); /* 0, 1 ron; 2, 3 tsumo; 4 double ron */
	*tsumo = kind == 2 || kind == 3;
	e->nwins = kind == 4 ? 2 : 1;
	int from = (int)rng_below(rng, PLAYERS);
	int first = *tsumo ? from : (from + 1 + (int)rng_below(rng, 2)) % PLAYERS;
	if (e->nwins == 2)
		first = (from + 1) % PLAYERS;
	int kita_left = 4;
	for (int i = 0; i < e->nwins; i++) {
		w[i].seat = i == 0 ? first : (from + 2) % PLAYERS;
		int fits[NPLACED], nfits = 0;
		for (int h = 0; h < NPLACED; h++)
			if (i == 0 || fit_together(&placed[w[0].hand], &placed[h]))
				fits[nfits++] = h;
		if (nfits == 0) {
			e->nwins = 1; /* nobody else waits on that tile */
			break;
		}
		w[i].hand = fits[rng_below(rng, (uint32_t)nfits)];
		w[i].kita = (int)rng_below(rng, (uint32_t)kita_left + 1);
		kita_left -= w[i].kita;
		w[i].riichi = !placed[w[i].hand].melds[0] && rng_below(rng, 2);
		do
			w[i].liable = (int)rng_below(rng, PLAYERS);
		while (w[i].liable == w[i].seat);
		e->win[i] = (struct win){.seat = w[i].seat, .from = from, .liable = NOBODY};
	}
}

/* The han and fu of a winner by its placed hand, the dora and the Norths. */
static void worked_value(struct game *g, const struct winner *w, bool tsumo, struct win *out)
{
	const struct placed_hand *h = &placed[w->hand];
	out->yakuman = h->yakuman;
	out->liable = h->liable ? w->liable : NOBODY;
	if (h->yakuman)
		return; /* dora do not add to a yakuman */
	out->han = (tsumo ? h->han_tsumo : h->han_ron) + w->riichi + w->kita +
		   dora_count(h, tile_kind(wall_dora_indicator(&g->wall, 0)), w->kita);
	if (w->riichi)
		out->han += dora_count(h, tile_kind(wall_ura_indicator(&g->wall, 0)), w->kita);
	out->fu = tsumo ? h->fu_tsumo : h->fu_ron;
}

static const int sanma_kinds[] = {
    TILE_M1,	 TILE_M1 + 8, TILE_P1,	   TILE_P1 + 1, TILE_P1 + 2, TILE_P1 + 3, TILE_P1 + 4,
    TILE_P1 + 5, TILE_P1 + 6, TILE_P1 + 7, TILE_P1 + 8, TILE_S1,     TILE_S1 + 1, TILE_S1 + 2,
    TILE_S1 + 3, TILE_S1 + 4, TILE_S1 + 5, TILE_S1 + 6, TILE_S1 + 7, TILE_S1 + 8, TILE_EAST,
    TILE_SOUTH,	 TILE_WEST,   TILE_NORTH,  TILE_HAKU,	TILE_HATSU,  TILE_CHUN,
};

enum { RANDOM_WINS = 6000, RANDOM_DRAWS = 2000 };

/* Tiles of kind the winners hold between them: hands, melds, the one winning tile, Norths. */
static int held(const struct hand_end *e, const struct winner *w, int kind)
{
	int n = kind == placed[w[0].hand].win ? 1 - e->nwins : 0;
	for (int i = 0; i < e->nwins; i++)
		n += copies(&placed[w[i].hand], kind) + (kind == TILE_NORTH ? w[i].kita : 0);
	return n;
}

/*
 * A random dora indicator that leaves no kind with five tiles in sight (the scorer refuses
 * such a hand); the ura indicator is the dealt wall's, and a winner whose ura indicator would
 * be a fifth tile is not in riichi. A winner in riichi has its stick on the table.
 */
static void choose_indicator(struct game *g, struct rng *rng, struct hand_end *e, struct winner *w)
{
	int ura = tile_kind(wall_ura_indicator(&g->wall, 0));
	bool riichi = false;
	for (int i = 0; i < e->nwins; i++) {
		if (held(e, w, ura) >= 4)
			w[i].riichi = false;
		riichi |= w[i].riichi;
	}
	int kind;
	do
		kind = sanma_kinds[rng_below(rng, sizeof sanma_kinds / sizeof sanma_kinds[0])];
	while (held(e, w, kind) + 1 + (riichi && kind == ura) > 4);
	wall_set_indicator(&g->wall, 0, (tile_t)kind);
	if (riichi && e->sticks == 0)
		g->riichi_sticks = e->sticks = 1;
}

/* Checks the engine's deltas against the formula's, and the sticks kept. */
static void check_deltas(const struct game *g, const struct heard *heard, const int want[PLAYERS],
			 int sticks_taken, const char *what)
{
	assert_int_equal(heard->nscores, 1);
	int sum = 0;
	for (int s = 0; s < SEATS; s++) {
		int w = s < PLAYERS ? want[s] : 0;
		if (heard->delta[s] != w)
			fail_msg("%s: the engine pays seat %d %d, the rules %d", what, s,
				 heard->delta[s], w);
		sum += heard->delta[s];
	}
	if (sum != 1000 * sticks_taken)
		fail_msg("%s: the deltas add up to %d, %d sticks were taken", what, sum,
			 sticks_taken);
	(void)g;
}

static void random_wins_are_paid_as_the_rules_say(void **state)
{
	(void)state;
	static struct game g;
	struct rng rng;
	rng_seed(&rng, 20240613);
	int doubles = 0, liable = 0, tsumos = 0;
	for (int c = 0; c < RANDOM_WINS; c++) {
		struct rules r = random_rules(&rng);
		struct hand_end e = {.dealer = (int)rng_below(&rng, PLAYERS),
				     .honba = (int)rng_below(&rng, 6),
				     .sticks = (int)rng_below(&rng, 4)};
		struct winner w[2];
		bool tsumo;
		random_wins(&rng, &e, w, &tsumo);
		tile_t win_tile = (tile_t)placed[w[0].hand].win;
		struct heard heard;
		struct tenhou_log *log = tenhou_log_new(&r, NULL);
		assert_non_null(log);
		deal(&g, &r, c + 1, &e, &heard, log);
		choose_indicator(&g, &rng, &e, w);
		for (int s = 0; s < PLAYERS; s++)
			g.p[s].pao_for = -1;
		int winners[2];
		for (int i = 0; i < e.nwins; i++) {
			place(&g, &w[i], tsumo, win_tile);
			worked_value(&g, &w[i], tsumo, &e.win[i]);
			winners[i] = w[i].seat;
		}
		g.turn = e.win[0].from;
		char what[400];
		describe(what, sizeof what, &r, &e, w);

		engine_settle_wins(&g, winners, e.nwins, e.win[0].from, win_tile, false);

		assert_int_equal(heard.nwins, e.nwins);
		for (int i = 0; i < e.nwins; i++) {
			const struct score_result *s = &heard.score[i];
			if (s->status != SCORE_OK || s->yakuman != e.win[i].yakuman ||
			    (!s->yakuman && (s->han != e.win[i].han || s->fu != e.win[i].fu)))
				fail_msg("%s: win %d scored %d han %d fu %d yakuman (%s), "
					 "worked out %d han %d fu %d yakuman",
					 what, i, s->han, s->fu, s->yakuman, s->error, e.win[i].han,
					 e.win[i].fu, e.win[i].yakuman);
			int want_pao = r.pao ? e.win[i].liable : NOBODY;
			if (heard.pao[i] != want_pao)
				fail_msg("%s: win %d liable %d, not %d", what, i, heard.pao[i],
					 want_pao);
			liable += want_pao >= 0;
		}
		int delta[PLAYERS], per_win[2][PLAYERS];
		expected(&r, &e, delta, per_win);
		check_deltas(&g, &heard, delta, e.sticks, what);
		assert_int_equal(g.riichi_sticks, 0);

		json_object *root;
		json_object *res = log_result(log, &root);
		assert_string_equal(json_object_get_string(json_object_array_get_idx(res, 0)),
				    TENHOU_WIN);
		assert_int_equal(json_object_array_length(res), 1 + 2 * (size_t)e.nwins);
		for (int i = 0; i < e.nwins; i++) {
			check_log_deltas(json_object_array_get_idx(res, 1 + 2 * (size_t)i),
					 per_win[i], what);
			check_log_win(json_object_array_get_idx(res, 2 + 2 * (size_t)i), &r,
				      e.dealer, &e.win[i], what);
		}
		json_object_put(root);
		tenhou_log_free(log);
		doubles += e.nwins == 2;
		tsumos += tsumo;
	}
	/* the random cases reach every kind of end */
	assert_true(doubles > RANDOM_WINS / 10);
	assert_true(tsumos > RANDOM_WINS / 5);
	assert_true(liable > RANDOM_WINS / 40);
}

/* Tenpai and noten hands of three players, and rivers of terminals and honours. */
static const char *const tenpai_hands[PLAYERS] = {"123p456p789p11s55z", "234s567s789s11z66z",
						  "111p999p123s99m77z"};
static const char *const noten_hands[PLAYERS] = {
    "1m9m1p4p7p2s5s8s1z2z3z5z6z", "1m9m2p5p8p3s6s9s1z2z3z6z7z", "1m9m3p6p9p1s4s7s4z5z6z7z7z"};
static const char yaochu[] = "1m9m1p9p1s9s1z2z3z4z5z6z7z";

/* A river of six discards: terminals and honours only for a nagashi, none called. */
static void set_river(struct player_state *p, struct rng *rng, bool terminals, bool called)
{
	tile_t t[13];
	int n = parse_tiles(yaochu, t, 13);
	p->pub.ndiscards = 6;
	for (int i = 0; i < 6; i++)
		p->pub.discards[i] = (struct discard){.tile = t[rng_below(rng, (uint32_t)n)]};
	if (!terminals)
		p->pub.discards[rng_below(rng, 6)].tile = TILE_P1 + 4;
	if (called)
		p->pub.discards[rng_below(rng, 6)].called = true;
}

static void random_draws_are_paid_as_the_rules_say(void **state)
{
	(void)state;
	static struct game g;
	struct rng rng;
	rng_seed(&rng, 20240614);
	int nagashi = 0, paid = 0;
	for (int c = 0; c < RANDOM_DRAWS; c++) {
		struct rules r = random_rules(&rng);
		struct hand_end e = {.dealer = (int)rng_below(&rng, PLAYERS),
				     .honba = (int)rng_below(&rng, 6),
				     .sticks = (int)rng_below(&rng, 4)};
		struct heard heard;
		struct tenhou_log *log = tenhou_log_new(&r, NULL);
		assert_non_null(log);
		deal(&g, &r, c + 1, &e, &heard, log);
		for (int s = 0; s < PLAYERS; s++) {
			struct player_state *p = &g.p[s];
			e.tenpai[s] = rng_below(&rng, 2);
			tile_t t[13];
			int n = parse_tiles(e.tenpai[s] ? tenpai_hands[s] : noten_hands[s], t, 13);
			engine_clear_hand(p);
			for (int i = 0; i < n; i++)
				engine_add_tile(p, t[i]);
			bool terminals = rng_below(&rng, 5) == 0, called = rng_below(&rng, 4) == 0;
			set_river(p, &rng, terminals, called);
			e.nagashi[s] = terminals && !called;
		}
		char what[400];
		describe(what, sizeof what, &r, &e, NULL);
		snprintf(what + strlen(what), sizeof what - strlen(what),
			 " tenpai %d%d%d nagashi %d%d%d (rule %d)", e.tenpai[0], e.tenpai[1],
			 e.tenpai[2], e.nagashi[0], e.nagashi[1], e.nagashi[2], r.nagashi_mangan);

		engine_settle_exhaustive(&g);

		for (int s = 0; s < PLAYERS; s++) {
			assert_int_equal(heard.tenpai[s], e.tenpai[s]);
			assert_int_equal(heard.nagashi[s], r.nagashi_mangan && e.nagashi[s]);
		}
		int delta[PLAYERS], per_win[2][PLAYERS];
		expected(&r, &e, delta, per_win);
		check_deltas(&g, &heard, delta, 0, what);
		assert_int_equal(g.riichi_sticks, e.sticks); /* the sticks stay on the table */

		json_object *root;
		json_object *res = log_result(log, &root);
		bool moved = false;
		for (int s = 0; s < PLAYERS; s++)
			moved |= delta[s] != 0;
		/* a draw that moved points writes them (none can be written as moving nothing) */
		if (moved)
			check_log_deltas(json_object_array_get_idx(res, 1), delta, what);
		json_object_put(root);
		tenhou_log_free(log);
		nagashi += r.nagashi_mangan && (e.nagashi[0] || e.nagashi[1] || e.nagashi[2]);
		paid += moved;
	}
	assert_true(nagashi > RANDOM_DRAWS / 10);
	assert_true(paid > RANDOM_DRAWS / 2);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(the_worked_cases_follow_from_the_formula),
	    cmocka_unit_test(random_wins_are_paid_as_the_rules_say),
	    cmocka_unit_test(random_draws_are_paid_as_the_rules_say),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
