/* Replaying game logs (tenhou.net/6, jansou-mcr/1) through the engine, checking every hand. */
#ifndef JANSOU_SRC_RECORD_REPLAY_H
#define JANSOU_SRC_RECORD_REPLAY_H

#include <stdio.h>

struct replay_stats {
	int hands;	 /* hands replayed */
	int differences; /* outcomes (or the play itself) that differ from the log */
	/* the rules the last log was replayed by, and why ("Mahjong Soul room 三金の間") */
	char preset[32];
	char rules_why[160];
};

struct action;
struct game;
struct game_event;
struct seat_view;

/*
 * What a review sees of a replay: each decision a seat takes as the log has it (the game's
 * rules, what the seat saw, the n legal choices and the one the log took), and each event.
 */
struct rules;
struct replay_watch {
	void (*decision)(void *ctx, const struct rules *rules, const struct seat_view *v,
			 const struct action *choices, int n, int chosen);
	/* g: the game as the event leaves it (game_view() and game_view_hands() may read it) */
	void (*event)(void *ctx, const struct game *g, const struct game_event *ev);
	void *ctx;
};

/* replay_text() with w told of every decision and event (w may be NULL). */
int replay_text_watched(const char *name, const char *text, const struct replay_watch *w, FILE *out,
			struct replay_stats *stats, char *err, size_t errsize);

/*
 * Replays the log held in text; name says where it came from in messages.
 * Each difference is printed to out as "NAME: HAND: what differs". Returns 0
 * when the log could be replayed (stats counts the differences), or -1 when
 * it is malformed, with a message naming the hand in err.
 */
int replay_text(const char *name, const char *text, FILE *out, struct replay_stats *stats,
		char *err, size_t errsize);

/* The largest log replay_file() reads; a hanchan's log takes some tens of KiB. */
enum { REPLAY_MAX_SIZE = 64 << 20 };

/*
 * The same for a file: a regular file or a pipe of at most REPLAY_MAX_SIZE
 * bytes; anything else (a device, a directory) is refused unread.
 */
int replay_file(const char *path, FILE *out, struct replay_stats *stats, char *err, size_t errsize);

/*
 * replay_file() by the rules of preset (replay --rules) whatever the log says, or as the log
 * says when preset is NULL. A tenhou.net/6 log keeps its red fives and game length; an MCR
 * log is played by its own rules.
 */
int replay_file_as(const char *path, const char *preset, FILE *out, struct replay_stats *stats,
		   char *err, size_t errsize);

/*
 * The rules a log's or an mjai start_game's "rule" object names (jansou's preset and options,
 * or another program's red fives and tenhou room name) into *out. Returns 0, or -1 with err.
 */
struct json_object;
struct rules;
int replay_rules_of(struct json_object *rule, struct rules *out, char *err, size_t errsize);

#endif
