/* The mjai record of a riichi game: JSON lines, one event each (log_mjai.c). */
#ifndef JANSOU_SRC_RECORD_MJAI_LOG_MJAI_H
#define JANSOU_SRC_RECORD_MJAI_LOG_MJAI_H

#include <stdbool.h>

#include <json-c/json.h>

#include "rules/rules.h"
#include "src/engine/game_types.h"

struct mjai_log;

/* A record of a game by rules (written in start_game), or of unknown rules (NULL). */
struct mjai_log *mjai_log_new(const struct rules *rules);
void mjai_log_set_name(struct mjai_log *log, int seat, const char *name);
void mjai_log_observe(void *ctx, const struct game_event *ev);
/* The record, one event a line (the last without its newline); NULL on ENOMEM; free() it. */
char *mjai_log_to_string(const struct mjai_log *log);
void mjai_log_free(struct mjai_log *log);

/*
 * The mjai events an engine event makes for a bot in seat (start_game with its id and, when
 * rules is not NULL, the game's "rule" as the record writes it; wins and draws at once,
 * without deltas): 0 to 2 new objects in out. *started: start_game was sent.
 */
int mjai_bot_events(const struct game_event *ev, int seat, const struct rules *rules, bool *started,
		    json_object *out[2]);

#endif
