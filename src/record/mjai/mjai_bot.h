/*
 * An mjai bot (src/record/mjai/mjai_bot.c): a jansou AI that is given the game's events one at a
 * time, as JSON objects, and answers each with its reaction. jansou mjai runs one on
 * standard input and output; the fuzz harness feeds one whatever it likes.
 */
#ifndef JANSOU_SRC_RECORD_MJAI_MJAI_BOT_H
#define JANSOU_SRC_RECORD_MJAI_MJAI_BOT_H

#include <stdbool.h>
#include <stddef.h>

#include <json-c/json.h>

#include "ai/players.h"
#include "rules/rules.h"
#include "src/engine/controller.h"
#include "src/engine/game_types.h"

struct mjai_bot;

/* A bot played by a player of that kind (an AI strategy, random, tsumogiri: --list-ai) by
 * rules (riichi); NULL on ENOMEM. */
struct mjai_bot *mjai_bot_new(const struct player_kind *kind, const struct rules *rules);
/*
 * Takes one event; *out gets the reaction (a new object: the action, or {"type":"none"}).
 * Returns 0, or -1 for an event the bot cannot take: *out NULL, the reason in
 * mjai_bot_error().
 */
/*
 * A bot whose decisions are ctl's (the caller's, not freed with the bot: a player at a
 * network table), its view and legal actions worked out on the seat's mirror. observe (may
 * be NULL) is told, with ctx, every event the mirror applies, and the ends of the hands the
 * mirror does not apply: from hora EV_WIN (its value computed on the mirror by the engine's
 * own scorer and checked against the server's deltas), from ryukyoku EV_EXHAUSTIVE_DRAW or
 * EV_ABORTIVE_DRAW, from end_kyoku EV_SCORES and EV_HAND_END, from end_game EV_GAME_END.
 */
typedef void (*mjai_bot_observer)(void *ctx, const struct game_event *ev);
struct mjai_bot *mjai_bot_new_with(struct controller *ctl, const struct rules *rules,
				   mjai_bot_observer observe, void *ctx);
/* The seat's mirror as a (blind) game, NULL before start_game; the seat, -1 before (and for
 * a watcher); the rules played (those start_game named). A client's bot told a start_game
 * without an id watches: its mirror knows no concealed tile, and it never decides. */
const struct game *mjai_bot_game(const struct mjai_bot *b);
int mjai_bot_seat(const struct mjai_bot *b);
bool mjai_bot_watching(const struct mjai_bot *b);
const struct rules *mjai_bot_rules(const struct mjai_bot *b);
/* A win whose value the server and the mirror disagree on, in a sentence (once): true when
 * there is one. */
bool mjai_bot_take_notice(struct mjai_bot *b, char *buf, size_t size);
int mjai_bot_event(struct mjai_bot *b, json_object *event, json_object **out);
const char *mjai_bot_error(const struct mjai_bot *b);
void mjai_bot_free(struct mjai_bot *b);

#endif
