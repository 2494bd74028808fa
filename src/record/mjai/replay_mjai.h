/*
 * Reading an mjai record (JSON lines, one event each, as jansou selfplay --log-format mjai,
 * Mortal and mjai-reviewer write them) into the hands replay.c plays through the engine.
 */
#ifndef JANSOU_SRC_RECORD_MJAI_REPLAY_MJAI_H
#define JANSOU_SRC_RECORD_MJAI_REPLAY_MJAI_H

#include <stdbool.h>
#include <stddef.h>

struct replay_log;

/* Whether text is an mjai record: its first non-blank line a JSON object with a "type". */
bool replay_mjai_detect(const char *text);

/*
 * Reads the record: its rules, every hand's deal, steps and outcome, and the final scores,
 * into log (log->read, freed with replay_mjai_free). Returns 0, or -1 with a message in err
 * naming the line and what is wrong with it.
 */
int replay_mjai_read(const char *text, struct replay_log *log, char *err, size_t errsize);

/* Frees what replay_mjai_read() read into log. */
void replay_mjai_free(struct replay_log *log);

#endif
