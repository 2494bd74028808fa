/* Replaying a jansou-mcr/1 log (Chinese Official rules) through the engine (replay_mcr.c). */
#ifndef JANSOU_SRC_RECORD_MCR_REPLAY_MCR_H
#define JANSOU_SRC_RECORD_MCR_REPLAY_MCR_H

#include <stddef.h>
#include <stdio.h>

#include <json-c/json.h>

#include "src/record/replay.h"

/* Replays the log root, as replay_text() does a tenhou.net/6 one. */
int replay_mcr(const char *name, json_object *root, const struct replay_watch *w, FILE *out,
	       struct replay_stats *stats, char *err, size_t errsize);

#endif
