/*
 * What the mjai bot in one seat is told, message by message, as the mjai server tells its
 * players (src/record/mjai/mjai_feed.c): the events of the game's mjai record as the seat
 * sees them, and on those it may answer with more than "none", the answers it may give.
 */
#ifndef JANSOU_SRC_RECORD_MJAI_MJAI_FEED_H
#define JANSOU_SRC_RECORD_MJAI_MJAI_FEED_H

#include <json-c/json.h>

#include "rules/rules.h"
#include "src/engine/game_types.h"

struct mjai_feed;

/* The feed of the bot in seat of a game by rules; NULL on ENOMEM. */
struct mjai_feed *mjai_feed_new(const struct rules *rules, int seat);
void mjai_feed_free(struct mjai_feed *f);
/* The name start_game gives seat (by default "seat N"). */
void mjai_feed_set_name(struct mjai_feed *f, int seat, const char *name);

/*
 * An event as the engine tells it to the seat. The message that may be answered (the seat's
 * own draw, another's discard or kan, the seat's own chi or pon) waits for mjai_feed_asked(),
 * or goes at the next event when the seat is not asked.
 */
void mjai_feed_event(struct mjai_feed *f, const struct game_event *ev);
/*
 * The seat is asked (the engine's question: its view and the n choices): the waiting message
 * goes with possible_actions (every choice but a discard and a pass, as mjai actions), or
 * after its own chi or pon with cannot_dahai (the tiles held that it may not discard).
 */
void mjai_feed_asked(struct mjai_feed *f, const struct seat_view *v, const struct action *choices,
		     int n);
/*
 * The reach the bot declared on its turn, told back to it with cannot_dahai (the tiles whose
 * discard would leave it not tenpai), as the server asks for the riichi's discard; the reach
 * of its riichi discard is then not told again. The caller's to put.
 */
json_object *mjai_feed_reach(struct mjai_feed *f, const struct seat_view *v,
			     const struct action *choices, int n);
/* The next message to send (the caller's to put), or NULL. */
json_object *mjai_feed_next(struct mjai_feed *f);

#endif
