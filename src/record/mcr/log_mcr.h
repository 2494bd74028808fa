/*
 * Game logs of Chinese Official rules (MCR): tenhou.net/6 cannot express flowers, fan or
 * MCR payments, so these games get a JSON format of their own, "jansou-mcr/1":
 *
 *   { "format": "jansou-mcr/1", "title": "...", "seed": 123 (when known),
 *     "rules": { "preset": "mcr", "flowers": true },
 *     "names": [ four names, by engine seat 0..3 ], "first_dealer": 0..3,
 *     "hands": [ { "round_wind": "1z".."4z", "hand_number": 0..3, "dealer": 0..3,
 *                  "deal": [ four strings: the 13 tiles dealt, flowers included ("1f".."8f") ],
 *                  "flowers": [ four strings: the flowers set aside by the hand's end ],
 *                  "actions": [ [seat, "draw", "5m"], [seat, "replacement", "3p"] (from the
 *                     tail, after a flower or a kong), [seat, "flower", "2f"],
 *                     [seat, "discard", "5m"], [seat, "chi"|"pon"|"kong", "345m", from],
 *                     [seat, "concealed_kong", "5555m"], [seat, "added_kong", "5m"] ],
 *                  "result": { "type": "win", "winner": s, "from": s (== winner when
 *                     self-drawn), "tile": "5m", "fan": [ { "id": "all_pungs", "points": 6,
 *                     "count": 1 } ], "points": 14, "flower_points": 1,
 *                     "delta": [ four point changes ] }
 *                   or { "type": "draw", "delta": [0, 0, 0, 0] } } ],
 *     "final": { "points": [ four ], "placement": [ four, 1..4 ] } }
 *
 * Seats are the engine's (0..3, fixed for the game); tiles are in mpsz notation.
 */
#ifndef JANSOU_SRC_RECORD_MCR_LOG_MCR_H
#define JANSOU_SRC_RECORD_MCR_LOG_MCR_H

#include <stdint.h>

#include "rules/rules.h"
#include "src/engine/game_types.h"

#define MCR_LOG_FORMAT "jansou-mcr/1"

struct mcr_log;

/* A recorder for a game under rules; title may be NULL. NULL on ENOMEM. */
struct mcr_log *mcr_log_new(const struct rules *rules, const char *title);
void mcr_log_set_name(struct mcr_log *log, int seat, const char *name);
void mcr_log_set_seed(struct mcr_log *log, uint64_t seed);
/* The game_observer to pass to game_add_observer with the recorder as ctx. */
void mcr_log_observe(void *ctx, const struct game_event *ev);
/* The log as JSON text, NULL on ENOMEM; free() it. */
char *mcr_log_to_string(const struct mcr_log *log);
void mcr_log_free(struct mcr_log *log);

#endif
