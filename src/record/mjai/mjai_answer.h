/*
 * An mjai answer to a question of the engine: which of the legal choices an mjai action names
 * (src/record/mjai/mjai_answer.c). The seated external bots (mjai_player.c) and the bots and
 * clients at the tables of jansou serve (src/net/) answer this way.
 */
#ifndef JANSOU_SRC_RECORD_MJAI_MJAI_ANSWER_H
#define JANSOU_SRC_RECORD_MJAI_MJAI_ANSWER_H

#include <stdbool.h>

#include <json-c/json.h>

#include "src/engine/game_types.h"

/*
 * The index of the choice the answer o names ({"type":"none"}, dahai, hora, a call...; NULL
 * is "none"), or -1 when it names none of them. reach_sent: the seat declared riichi with
 * {"type":"reach"} and was asked for the riichi's discard (mjai_feed_reach()), so a dahai is
 * that discard.
 */
int mjai_answer_match(json_object *o, bool reach_sent, const struct action *choices, int n);

/* Whether o is {"type":"reach"} answered on the seat's own turn (v->to_act_on < 0), when
 * mjai then asks for the riichi's discard. */
bool mjai_answer_is_reach(json_object *o, const struct seat_view *v);

#endif
