/*
 * An mjai bot (src/record/mjai/mjai_bot.c): a jansou AI that is given the game's events one at a
 * time, as JSON objects, and answers each with its reaction. jansou mjai runs one on
 * standard input and output; the fuzz harness feeds one whatever it likes.
 */
#ifndef JANSOU_SRC_RECORD_MJAI_MJAI_BOT_H
#define JANSOU_SRC_RECORD_MJAI_MJAI_BOT_H

#include <json-c/json.h>

#include "ai/players.h"
#include "rules/rules.h"

struct mjai_bot;

/* A bot played by a player of that kind (an AI strategy, random, tsumogiri: --list-ai) by
 * rules (riichi); NULL on ENOMEM. */
struct mjai_bot *mjai_bot_new(const struct player_kind *kind, const struct rules *rules);
/*
 * Takes one event; *out gets the reaction (a new object: the action, or {"type":"none"}).
 * Returns 0, or -1 for an event the bot cannot take: *out NULL, the reason in
 * mjai_bot_error().
 */
int mjai_bot_event(struct mjai_bot *b, json_object *event, json_object **out);
const char *mjai_bot_error(const struct mjai_bot *b);
void mjai_bot_free(struct mjai_bot *b);

#endif
