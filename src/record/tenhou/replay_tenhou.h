/*
 * Reading a tenhou.net/6 log (replay_tenhou.c) into the hands src/record/replay.c plays: the
 * top of the log first, then each hand when its turn comes.
 */
#ifndef JANSOU_SRC_RECORD_TENHOU_REPLAY_TENHOU_H
#define JANSOU_SRC_RECORD_TENHOU_REPLAY_TENHOU_H

#include <stddef.h>

#include <json-c/json.h>

#include "src/record/replay_internal.h"

/*
 * Reads the rules and the top of a log: by preset when not NULL, else as the log says.
 * Returns 0 or -1 with err.
 */
int replay_read_log(json_object *root, const char *preset, struct replay_log *log, char *err,
		    size_t errsize);
/* Reads hand index of the log into steps. Returns 0 or -1 with err naming the hand. */
int replay_read_hand(const struct replay_log *log, int index, struct replay_hand *h, char *err,
		     size_t errsize);

#endif
