/* Game logs in the tenhou.net/6 JSON format: a recorder for the engine and the format's codes. */
#ifndef JANSOU_SRC_RECORD_TENHOU_LOG_TENHOU_H
#define JANSOU_SRC_RECORD_TENHOU_LOG_TENHOU_H

#include <stdbool.h>
#include <stddef.h>

#include <json-c/json.h>

#include "rules/rules.h"
#include "rules/tile.h"
#include "rules/yaku.h"
#include "src/engine/game_types.h"

/*
 * Records one game from the engine's events. Typical use:
 *
 *	struct tenhou_log *log = tenhou_log_new(&g.rules, "jansou selfplay seed 1 game 3");
 *	game_add_observer(&g, tenhou_log_observe, log);
 *	game_play(&g);
 *	char *text = tenhou_log_to_string(log);
 *	tenhou_log_free(log);
 *
 * game_log_write (game_log.h) writes the log of either rules' format to a file.
 * Seats are written in the format's order: the first dealer first.
 */
struct tenhou_log;

/* A recorder for a game under rules; title is shown by log viewers (may be NULL). NULL on ENOMEM.
 */
struct tenhou_log *tenhou_log_new(const struct rules *rules, const char *title);
/* Names the player in engine seat 0..3 ("AI 1".. by default). */
void tenhou_log_set_name(struct tenhou_log *log, int seat, const char *name);
/* The game_observer to pass to game_add_observer with the recorder as ctx. */
void tenhou_log_observe(void *ctx, const struct game_event *ev);
/*
 * The log's "rule" object: red fives as tenhou writes them, the preset and every option, so
 * that replay plays by the same rules; a new object (the mjai record writes it too).
 */
json_object *tenhou_rule_object(const struct rules *r);
/* The log as JSON text, NULL on ENOMEM; free() it. */
char *tenhou_log_to_string(const struct tenhou_log *log);
void tenhou_log_free(struct tenhou_log *log);

/* ---- the format's vocabulary, shared with the replay ---------------- */

/* 11..19 man, 21..29 pin, 31..39 sou, 41..47 honours, 51..53 red fives. */
int tenhou_tile_code(tile_t t);
/* The tile of a code; false when the code is not a tile. */
bool tenhou_tile_from_code(int code, tile_t *out);
/* Discard codes: tsumogiri and the skipped discard after an open kan. */
enum { TENHOU_TSUMOGIRI = 60, TENHOU_NO_DISCARD = 0 };

/*
 * A call or kan as the format writes it: "c" chi, "p" pon, "m" open kan
 * (in the draw list), "a" closed kan and "k" added kan (in the discard list).
 * The letter stands before the tile taken from another player, where that
 * player sits: first from the left, second from across, last from the right.
 * added is the tile of an added kan. Returns the length, or -1 if too small.
 */
int tenhou_meld_string(const struct meld *m, tile_t added, char *buf, size_t size);

/* The format's name of a yaku ("立直", "役牌 中"); winds need the round and seat wind. */
const char *tenhou_yaku_name(enum yaku_id id, int round_wind, int seat_wind);
/*
 * A win's yaku as the format lists them, "name(n飜)" or "name(役満)", dora last (ura dora
 * when ura says so), each handed to add.
 */
typedef void (*tenhou_yaku_fn)(void *ctx, const char *text);
void tenhou_win_yaku(const struct score_result *r, int round_wind, int seat_wind, bool ura,
		     tenhou_yaku_fn add, void *ctx);
/* The same as one line of text, separated by spaces, ura dora when there are any. */
void tenhou_win_yaku_text(const struct score_result *r, int round_wind, int seat_wind, char *buf,
			  size_t size);

/* The result names of the format's draws. */
extern const char *const tenhou_abort_names[]; /* by enum abort_kind; NULL for ABORT_NONE */
#define TENHOU_WIN "和了"
/* a North set aside (three players), in the discard list */
#define TENHOU_KITA "f44"
#define TENHOU_DRAW "流局"
#define TENHOU_ALL_TENPAI "全員聴牌"
#define TENHOU_NO_TENPAI "全員不聴"
#define TENHOU_NAGASHI "流し満貫"

#endif
