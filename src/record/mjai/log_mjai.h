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
/*
 * The events told to the mjai bot in seat, as the record writes them but for start_game's
 * "id" (the seat) and names ("seat 0"...): observed with the events the engine tells that
 * seat (the others' draws and dealt tiles hidden), and taken one by one.
 */
struct mjai_log *mjai_log_for_seat(const struct rules *rules, int seat);
void mjai_log_set_name(struct mjai_log *log, int seat, const char *name);
void mjai_log_observe(void *ctx, const struct game_event *ev);
/* The next event written and not yet taken (the caller's to put), or NULL. */
json_object *mjai_log_take(struct mjai_log *log);
/* The record, one event a line (the last without its newline); NULL on ENOMEM; free() it. */
char *mjai_log_to_string(const struct mjai_log *log);
void mjai_log_free(struct mjai_log *log);

#endif
