/*
 * The log of a game in the format its rules call for (the family's row, rules_family_of):
 * tenhou.net/6 JSON for riichi of four and three players (log_tenhou.h), jansou-mcr/1 JSON for
 * Chinese Official rules (log_mcr.h). What history, self-play and the front end keep of a game.
 */
#ifndef JANSOU_SRC_RECORD_GAME_LOG_H
#define JANSOU_SRC_RECORD_GAME_LOG_H

#include <stddef.h>
#include <stdint.h>

#include "rules/rules.h"
#include "src/engine/game_types.h"

/* One log format: a recorder made from the rules, fed the engine's events. */
struct game_log_format {
	const char *name;   /* "tenhou.net/6", "jansou-mcr/1" */
	enum rules_log log; /* its bit in a family's rules_family_info.logs */
	void *(*create)(const struct rules *rules, const char *title);
	void (*set_name)(void *rec, int seat, const char *name);
	void (*set_seed)(void *rec, uint64_t seed); /* NULL when the format keeps no seed */
	void (*observe)(void *rec, const struct game_event *ev);
	char *(*to_string)(const void *rec);
	void (*destroy)(void *rec);
};

/* mjai: JSON lines, riichi only (log_mjai.h) */
extern const struct game_log_format game_log_tenhou, game_log_mcr, game_log_mjai;

struct game_log {
	const struct game_log_format *format;
	void *rec;
};

/* A recorder in the format of rules' family; NULL on ENOMEM. */
struct game_log *game_log_new(const struct rules *rules, const char *title);
/* A recorder in the given format; NULL on ENOMEM, or when the family's row does not list the
 * format among those its games are written in (mjai for three players or MCR). */
struct game_log *game_log_new_in(const struct game_log_format *format, const struct rules *rules,
				 const char *title);
void game_log_set_name(struct game_log *log, int seat, const char *name);
void game_log_set_seed(struct game_log *log, uint64_t seed);
/* The game_observer to pass to game_add_observer with the log as ctx. */
void game_log_observe(void *ctx, const struct game_event *ev);
/* The log as JSON text, NULL on ENOMEM; free() it. */
char *game_log_to_string(const struct game_log *log);
/*
 * Writes the log to path, replacing what has that name (a symlink itself,
 * never the file it points to); a failed write leaves nothing behind and the
 * old file whole. Returns 0, or -1 with a message in err.
 */
int game_log_write(const struct game_log *log, const char *path, char *err, size_t errsize);
/*
 * The same as file_write_new() (src/record/file_io.h) does it: without
 * FILE_WRITE_REPLACE in flags an existing path is refused with errno EEXIST.
 */
int game_log_write_new(const struct game_log *log, const char *path, int flags, char *err,
		       size_t errsize);
void game_log_free(struct game_log *log);

#endif
