/* The rule book's yaku: one example hand and explanation per yaku, and their value in play. */
#include "src/ui/rulebook_examples.h"

#include <string.h>

#include "rules/i18n_marks.h"
#include "rules/notation.h"
#include "rules/tileset.h"
#include "rules/yaku_eval.h"

#define EX(id_, text_, tiles_, win_, ...)                                                          \
	{                                                                                          \
		.yaku = YAKU_##id_, .explain = text_, .tiles = tiles_, .win = win_, __VA_ARGS__    \
	}

/* Every hand was chosen so that the yaku is plainly there and nothing bigger hides it. */
const struct rulebook_example rulebook_examples[] = {
    EX(RIICHI, N_("Declare a ready concealed hand and put down a 1000-point stick."),
       "234m567m345p66p78s", "9s", .flags = RB_RIICHI),
    EX(IPPATSU, N_("Win after riichi before your next discard, no call having come between."),
       "345m678m234p99s67s", "8s", .flags = RB_RIICHI | RB_IPPATSU),
    EX(MENZEN_TSUMO, N_("Win on your own draw with a concealed hand."), "123m456p789p234s5s", "5s",
       .flags = RB_TSUMO),
    EX(PINFU, N_("Concealed: four sequences, a pair that is no yakuhai, and a two-sided wait."),
       "123m456m345p22p78s", "6s"),
    EX(TANYAO, N_("Only the simples 2 to 8: no terminals, no honours."), "234m567p345s88s67m",
       "5m"),
    EX(IIPEIKOU, N_("Concealed: the same sequence twice in the same suit."), "223344m567p789s5p",
       "5p"),
    EX(HAKU, N_("A triplet or kan of white dragons."), "234m678p345s9s", "9s",
       .melds = {"pon:555z"}),
    EX(HATSU, N_("A triplet or kan of green dragons."), "123m456m789p1s", "1s",
       .melds = {"pon:666z"}),
    EX(CHUN, N_("A triplet or kan of red dragons."), "345p567s111m2p", "2p", .melds = {"pon:777z"}),
    EX(ROUND_WIND, N_("A triplet or kan of the round's wind."), "234p456s678s9m", "9m",
       .melds = {"pon:111z"}),
    EX(SEAT_WIND, N_("A triplet or kan of your own seat's wind."), "123s789m456p7p", "7p",
       .melds = {"pon:222z"}),
    EX(RINSHAN, N_("Win on the replacement tile drawn after a kan."), "234p456p789s5s", "5s",
       .melds = {"ankan:1111m"}, .flags = RB_TSUMO | RB_RINSHAN),
    EX(CHANKAN, N_("Win on the tile another player adds to a pon to make a kan."),
       "123p456p678m33s45s", "6s", .flags = RB_CHANKAN),
    EX(HAITEI, N_("Win on the very last tile of the wall, by your own draw."), "234m345m678p678s2s",
       "2s", .flags = RB_TSUMO | RB_HAITEI),
    EX(HOUTEI, N_("Win on the very last discard of the hand."), "456p789p345s9s", "9s",
       .melds = {"chi:123m"}, .flags = RB_HOUTEI),
    EX(DOUBLE_RIICHI, N_("Riichi declared with your first discard, before any call."),
       "123m789m456p11s23s", "4s", .flags = RB_DOUBLE_RIICHI),
    EX(CHIITOITSU, N_("Seven different pairs. Always 25 fu."), "11m44m77p22s55s99s3z", "3z"),
    EX(SANSHOKU, N_("The same sequence in all three suits."), "123m123p123s456s7m", "7m"),
    EX(ITTSU, N_("1-2-3, 4-5-6 and 7-8-9 of one suit."), "123p456p789p234s8m", "8m"),
    EX(CHANTA,
       N_("Every set and the pair hold a terminal or an honour, with at least one sequence."),
       "123m789p111s123s3z", "3z"),
    EX(TOITOI, N_("Four triplets or kans and a pair."), "444m666s88s33p", "8s",
       .melds = {"pon:222p"}),
    EX(SANANKOU, N_("Three triplets made without calling (a triplet finished by ron is open)."),
       "111p333m555s678p9p", "9p"),
    EX(SANKANTSU, N_("Three kans, open or closed."), "345m8p", "8p",
       .melds = {"minkan:2222p", "minkan:7777s", "ankan:6666m"}),
    EX(SANSHOKU_DOUKOU, N_("A triplet of the same number in all three suits."), "777m777p234m5p",
       "5p", .melds = {"pon:777s"}),
    EX(HONROUTOU, N_("Only terminals and honours."), "999p111s33z44z", "4z", .melds = {"pon:111m"}),
    EX(SHOUSANGEN, N_("Two dragon triplets and a pair of the third dragon."), "234m678p7z", "7z",
       .melds = {"pon:555z", "pon:666z"}),
    EX(HONITSU, N_("One suit and honours only."), "123p345p777p99p33z", "3z"),
    EX(JUNCHAN, N_("Every set and the pair hold a terminal; no honours."), "123m789m123p999s1s",
       "1s"),
    EX(RYANPEIKOU, N_("Concealed: two different pairs of identical sequences."), "223344m667788p5s",
       "5s"),
    EX(CHINITSU, N_("Every tile of one suit, no honours."), "123s345s678s999s2s", "2s"),

    EX(KOKUSHI, N_("One of each terminal and honour, and one more of any of them."),
       "119m19p1s1234567z", "9s"),
    EX(KOKUSHI_13, N_("Thirteen orphans waiting on all thirteen tiles."), "19m19p19s1234567z",
       "1m"),
    EX(SUUANKOU, N_("Four triplets made without calling; by ron on a pair wait it is only three."),
       "111m333p555s22p99m", "9m", .flags = RB_TSUMO),
    EX(SUUANKOU_TANKI, N_("Four concealed triplets, won on the pair (a single wait)."),
       "111m333p555s999s2p", "2p"),
    EX(DAISANGEN, N_("Triplets or kans of all three dragons."), "666z777z23m55p", "4m",
       .melds = {"pon:555z"}),
    EX(SHOUSUUSHII, N_("Three wind triplets and a pair of the fourth wind."), "222z333z4z678m",
       "4z", .melds = {"pon:111z"}),
    EX(DAISUUSHII, N_("Triplets or kans of all four winds."), "333z444z5m", "5m",
       .melds = {"pon:111z", "pon:222z"}),
    EX(TSUUIISOU, N_("Only honours."), "111z333z44z66z", "6z", .melds = {"pon:555z"}),
    EX(RYUUIISOU, N_("Only green tiles: 2, 3, 4, 6, 8 of bamboo and the green dragon."),
       "223344s666s888s6z", "6z"),
    EX(CHINROUTOU, N_("Only terminals: ones and nines."), "999m111p99p11s", "1s",
       .melds = {"pon:111m"}),
    EX(CHUUREN, N_("Concealed 1-1-1-2-3-4-5-6-7-8-9-9-9 of one suit plus any tile of it."),
       "1123456789999m", "1m"),
    EX(JUNSEI_CHUUREN, N_("The nine gates shape waiting on all nine tiles of its suit."),
       "1112345678999m", "5m"),
    EX(SUUKANTSU, N_("Four kans."), "8p", "8p",
       .melds = {"minkan:2222p", "minkan:7777s", "ankan:4444m", "minkan:1111z"}),
    EX(TENHOU, N_("The dealer's first draw completes the hand."), "123m456p789s234s5m", "5m",
       .flags = RB_TSUMO | RB_FIRST_TURN | RB_DEALER),
    EX(CHIIHOU, N_("A non-dealer's first draw completes the hand, before any call."),
       "234m567m678p22s34s", "5s", .flags = RB_TSUMO | RB_FIRST_TURN),
    EX(RENHOU, N_("A non-dealer wins by ron before their first draw, before any call."),
       "123m456m789m11p45s", "6s", .flags = RB_FIRST_TURN),

    EX(TSUBAME_GAESHI, N_("Ron on the tile another player discards to declare riichi."),
       "345m678p567s22m34p", "5p", .flags = RB_TSUBAME),
    EX(KANBURI, N_("Ron on the tile discarded just after its discarder's kan."),
       "123s456s789m55p67p", "8p", .flags = RB_KANBURI),
    EX(SHIIARURAOTAI, N_("Four called sets, won on the single tile left."), "5s", "5s",
       .melds = {"pon:222m", "chi:345p", "pon:777s", "chi:678m"}),
    EX(SANRENKOU, N_("Three triplets of consecutive numbers in one suit."), "789s1z", "1z",
       .melds = {"pon:444p", "pon:555p", "pon:666p"}),
    EX(UUMENSAI, N_("Man, pin, sou, a wind and a dragon, each in a set or the pair."),
       "123m456p789s111z5z", "5z"),
    EX(ISSHOKU_SANJUN, N_("The same sequence three times in one suit."), "112233m456p7s", "7s",
       .melds = {"chi:123m"}),
    EX(DAISHARIN, N_("Seven pairs of 2 to 8 of circles."), "2233445566778p", "8p"),
    EX(DAICHIKURIN, N_("Seven pairs of 2 to 8 of bamboo."), "2233445566778s", "8s"),
    EX(DAISUURIN, N_("Seven pairs of 2 to 8 of characters."), "2233445566778m", "8m"),
    EX(DAICHISEI, N_("Seven pairs of honours."), "1122334455667z", "7z"),
    EX(KOKUIISOU, N_("Only tiles without red on them: 2, 4, 8 of circles and the winds."),
       "222p444p111z2z", "2z", .melds = {"pon:888p"}),
    EX(ISHI_NO_UE, N_("Double riichi won on the last tile of the wall or the last discard."),
       "123m789m456p11s23s", "4s", .flags = RB_DOUBLE_RIICHI | RB_TSUMO | RB_HAITEI),
};
const int rulebook_example_count = sizeof rulebook_examples / sizeof rulebook_examples[0];

const struct rulebook_example *rulebook_example_of(enum yaku_id id)
{
	for (int i = 0; i < rulebook_example_count; i++)
		if (rulebook_examples[i].yaku == id)
			return &rulebook_examples[i];
	return NULL;
}

int rulebook_example_hand(const struct rulebook_example *ex, struct hand *h,
			  struct win_context *ctx)
{
	struct notation_error err;
	memset(h, 0, sizeof *h);
	h->ntiles = notation_parse_tiles(ex->tiles, h->tiles, 14, &err);
	if (h->ntiles < 0)
		return -1;
	for (int i = 0; i < 4 && ex->melds[i]; i++)
		if (notation_parse_meld(ex->melds[i], &h->melds[h->nmelds++], &err) < 0)
			return -1;
	unsigned f = ex->flags;
	bool dealer = f & RB_DEALER, tsumo = f & RB_TSUMO, first = f & RB_FIRST_TURN;
	*ctx = (struct win_context){
	    .tsumo = tsumo,
	    .riichi = f & RB_RIICHI,
	    .double_riichi = f & RB_DOUBLE_RIICHI,
	    .ippatsu = f & RB_IPPATSU,
	    .rinshan = f & RB_RINSHAN,
	    .chankan = f & RB_CHANKAN,
	    .haitei = f & RB_HAITEI,
	    .houtei = f & RB_HOUTEI,
	    .tenhou = first && dealer && tsumo,
	    .chiihou = first && !dealer && tsumo,
	    .renhou = first && !dealer && !tsumo,
	    .tsubame_gaeshi = f & RB_TSUBAME,
	    .kanburi = f & RB_KANBURI,
	    .round_wind = TILE_EAST,
	    .seat_wind = dealer ? TILE_EAST : TILE_SOUTH,
	};
	return notation_parse_tile(ex->win, &ctx->win, &err);
}

const char *rulebook_flag_word(enum rulebook_flag f)
{
	static const char *const words[RB_FLAG_COUNT] = {
	    N_("tsumo"),
	    N_("riichi"),
	    N_("double riichi"),
	    N_("ippatsu"),
	    N_("after a kan"),
	    N_("robbing a kan"),
	    N_("last tile"),
	    N_("last discard"),
	    N_("first turn"),
	    N_("on a riichi discard"),
	    N_("discard after a kan"),
	    N_("dealer"),
	};
	int i = __builtin_ctz((unsigned)f);
	return i < RB_FLAG_COUNT ? words[i] : "";
}

bool rulebook_example_fits(const struct rules *r, const struct rulebook_example *ex)
{
	struct hand h;
	struct win_context ctx;
	char err[160];
	if (rulebook_example_hand(ex, &h, &ctx) < 0)
		return false;
	return tileset_check_hand(r, &h, err, sizeof err) == 0 &&
	       tileset_check_tiles(r, &ctx.win, 1, err, sizeof err) == 0;
}

bool rulebook_yaku_in_play(const struct rules *r, enum yaku_id id)
{
	const struct yaku_def *d = yaku_def_of(id);
	if (!d || r->family == RULES_MCR)
		return false;
	/* three players: without 2m-8m there is no run of manzu, so none in all three suits */
	if (id == YAKU_SANSHOKU && !tileset_has(r, TILE_M1 + 1))
		return false;
	if (id == YAKU_RENHOU) /* an enum option: a yakuman, a mangan, or nothing */
		return r->renhou != RENHOU_OFF;
	return !d->option || *(const bool *)((const char *)r + d->option);
}

struct rulebook_value rulebook_yaku_value(const struct rules *r, enum yaku_id id, bool open)
{
	struct rulebook_value v = {0};
	const struct yaku_def *d = yaku_def_of(id);
	if (!d || !rulebook_yaku_in_play(r, id))
		return v;
	if (id == YAKU_RENHOU && r->renhou == RENHOU_MANGAN)
		return open ? v : (struct rulebook_value){.han = 5, .mangan = true};
	/* the same rule yaku.c applies: no open value, or open tanyao turned off */
	if (open && (d->han_open == 0 || ((d->flags & YF_KUITAN) && !r->open_tanyao)))
		return v;
	if (d->flags & YF_YAKUMAN) {
		v.yakuman = (d->flags & YF_DOUBLE) && r->double_yakuman ? 2 : 1;
		v.han = 13 * v.yakuman;
	} else {
		v.han = open ? d->han_open : d->han_closed;
	}
	return v;
}
