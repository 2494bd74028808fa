/* The log of a game: one recorder per format, chosen by the rules' family's row. */
#include "src/record/game_log.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/file_io.h"
#include "src/record/mcr/log_mcr.h"
#include "src/record/mjai/log_mjai.h"
#include "src/record/tenhou/log_tenhou.h"

static void *tenhou_create(const struct rules *rules, const char *title)
{
	return tenhou_log_new(rules, title);
}
static void tenhou_name(void *rec, int seat, const char *name)
{
	tenhou_log_set_name(rec, seat, name);
}
static char *tenhou_string(const void *rec)
{
	return tenhou_log_to_string(rec);
}
static void tenhou_destroy(void *rec)
{
	tenhou_log_free(rec);
}

const struct game_log_format game_log_tenhou = {
    .name = "tenhou.net/6",
    .log = RULES_LOG_TENHOU,
    .create = tenhou_create,
    .set_name = tenhou_name,
    .observe = tenhou_log_observe,
    .to_string = tenhou_string,
    .destroy = tenhou_destroy,
};

static void *mcr_create(const struct rules *rules, const char *title)
{
	return mcr_log_new(rules, title);
}
static void mcr_name(void *rec, int seat, const char *name)
{
	mcr_log_set_name(rec, seat, name);
}
static void mcr_seed(void *rec, uint64_t seed)
{
	mcr_log_set_seed(rec, seed);
}
static char *mcr_string(const void *rec)
{
	return mcr_log_to_string(rec);
}
static void mcr_destroy(void *rec)
{
	mcr_log_free(rec);
}

const struct game_log_format game_log_mcr = {
    .name = MCR_LOG_FORMAT,
    .log = RULES_LOG_MCR,
    .create = mcr_create,
    .set_name = mcr_name,
    .set_seed = mcr_seed,
    .observe = mcr_log_observe,
    .to_string = mcr_string,
    .destroy = mcr_destroy,
};

static void *mjai_create(const struct rules *rules, const char *title)
{
	(void)title; /* mjai records carry no title */
	return mjai_log_new(rules);
}
static void mjai_name(void *rec, int seat, const char *name)
{
	mjai_log_set_name(rec, seat, name);
}
static char *mjai_string(const void *rec)
{
	return mjai_log_to_string(rec);
}
static void mjai_destroy(void *rec)
{
	mjai_log_free(rec);
}

const struct game_log_format game_log_mjai = {
    .name = "mjai",
    .log = RULES_LOG_MJAI,
    .create = mjai_create,
    .set_name = mjai_name,
    .observe = mjai_log_observe,
    .to_string = mjai_string,
    .destroy = mjai_destroy,
};

static const struct game_log_format *const formats[] = {&game_log_tenhou, &game_log_mcr,
							&game_log_mjai};

struct game_log *game_log_new(const struct rules *rules, const char *title)
{
	enum rules_log log = rules_family_of(rules->family)->log;
	for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
		if (formats[i]->log == log)
			return game_log_new_in(formats[i], rules, title);
	return NULL;
}

struct game_log *game_log_new_in(const struct game_log_format *format, const struct rules *rules,
				 const char *title)
{
	if (!(rules_family_of(rules->family)->logs & format->log))
		return NULL;
	struct game_log *log = malloc(sizeof *log);
	if (!log)
		return NULL;
	log->format = format;
	log->rec = log->format->create(rules, title);
	if (!log->rec) {
		free(log);
		return NULL;
	}
	return log;
}

void game_log_set_name(struct game_log *log, int seat, const char *name)
{
	log->format->set_name(log->rec, seat, name);
}

void game_log_set_seed(struct game_log *log, uint64_t seed)
{
	if (log->format->set_seed)
		log->format->set_seed(log->rec, seed);
}

void game_log_observe(void *ctx, const struct game_event *ev)
{
	struct game_log *log = ctx;
	log->format->observe(log->rec, ev);
}

char *game_log_to_string(const struct game_log *log)
{
	return log->format->to_string(log->rec);
}

int game_log_write_new(const struct game_log *log, const char *path, int flags, char *err,
		       size_t errsize)
{
	char *text = game_log_to_string(log);
	size_t len = text ? strlen(text) : 0;
	char *line = text ? realloc(text, len + 2) : NULL;
	if (!line) {
		free(text);
		snprintf(err, errsize, "%s: %s", path, strerror(ENOMEM));
		errno = ENOMEM;
		return -1;
	}
	line[len] = '\n';
	line[len + 1] = '\0';
	int r = file_write_new(path, line, len + 1, flags);
	int saved = errno;
	free(line);
	if (r < 0)
		snprintf(err, errsize, "%s: %s", path, strerror(saved));
	errno = saved;
	return r;
}

int game_log_write(const struct game_log *log, const char *path, char *err, size_t errsize)
{
	return game_log_write_new(log, path, FILE_WRITE_REPLACE, err, errsize);
}

void game_log_free(struct game_log *log)
{
	if (!log)
		return;
	log->format->destroy(log->rec);
	free(log);
}
