/*
 * The words players care about, translated at the edge: yaku, limits, winds,
 * rounds, calls, draws. The rules core keeps English msgids and stable ids;
 * JSON output uses the ids and never these names.
 */
#ifndef JANSOU_SRC_TEXT_NAMES_H
#define JANSOU_SRC_TEXT_NAMES_H

#include <stddef.h>

#include "rules/mcr.h"
#include "rules/score.h"
#include "rules/yaku.h"
#include "src/engine/game_types.h"

/* "Riichi" / 立直 / 立直, "Fully Concealed Hand (Menzen Tsumo)" / 門前清自摸和 / 门前清自摸和. */
const char *names_yaku(enum yaku_id id);

/* A fan of Chinese Official rules: "Pure Double Chow" / 一般高 / 一般高; "" for MCR_NONE. */
const char *names_mcr_fan(enum mcr_fan fan);

/* The name of an award of mcr_score: as names_mcr_fan, except that one melded and one
 * concealed kong (listed as Two Melded Kongs, 5 points) is "Melded and Concealed Kong". */
const char *names_mcr_award(const struct mcr_award *award);

/*
 * The limit a hand reached: "Mangan" / 満貫 / 满贯 ... "Yakuman", and for a
 * yakuman hand by its multiples (yakuman as in struct score_result): 0 a
 * counted yakuman, 2 "Double Yakuman" and so on. "" for LIMIT_NONE. buf
 * (at least 64 bytes) holds the text when it has to be formatted.
 */
const char *names_limit(enum score_limit limit, int yakuman, char *buf, size_t size);

/* A wind by tile kind (TILE_EAST..TILE_NORTH): "East" / 東 / 东; "" for other kinds. */
const char *names_wind(int kind);

/* A round and hand: "East 1" / 東一局 / 东一局; hand_number 0..3, round_wind a tile kind. */
const char *names_round(int round_wind, int hand_number);

/* An honour tile in text: "E".."C" / 東南西北白發中 / 东南西北白发中; "" for suited kinds. */
const char *names_honor(int kind);

/*
 * A tile in running text (the side log, the hint, the review): number tiles "5m" / 5萬 / 5万,
 * red fives "0m" / 赤5萬 / 赤5万, honours as names_honor(). Static buffer per call slot (4).
 */
const char *names_tile_word(tile_t t);

/* A call or action as players say it: "Chi" / チー / 吃, "Ron" / ロン / 荣和, "Riichi" / リーチ /
 * 立直. */
const char *names_action(enum action_type type);

/* An action's id, the same in every language: "discard", "pon", "kita" (JSON, saves); "?"
 * for a value that is no action. */
const char *names_action_id(enum action_type type);

/* An action in the words of the call prompt and the key bar: "Discard", "Closed kan", "Kita"
 * (translated); "?" for a value that is no action. */
const char *names_action_word(enum action_type type);

/* A meld kind: "Chi", "Pon", "Open Kan" / 明槓 / 明杠, "Closed Kan", "Added Kan". */
const char *names_meld(enum meld_type type);

/* Why a hand was aborted: "Nine Terminals" / 九種九牌 / 九种九牌 ...; "" for ABORT_NONE. */
const char *names_abort(enum abort_kind abort);

#endif
