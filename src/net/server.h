/*
 * jansou serve: the lobby and rooms where people, jansou's AIs and mjai bots play at one table
 * over TCP (src/net/server.c; the protocol: doc/protocol.md). One thread, one poll(2) loop.
 */
#ifndef JANSOU_SRC_NET_SERVER_H
#define JANSOU_SRC_NET_SERVER_H

#include <stdbool.h>

enum { SERVER_MAX_LISTEN = 4, SERVER_MAX_BOTS = 8 };

struct server_options {
	const char *listen[SERVER_MAX_LISTEN]; /* "127.0.0.1:11600" when none */
	int nlisten;
	const char *port_file;		   /* where the first listening port is written, or NULL */
	const char *state_dir;		   /* NULL: $XDG_STATE_HOME/jansou/server */
	const char *password;		   /* NULL: none */
	const char *bots[SERVER_MAX_BOTS]; /* "mjai:COMMAND" bots seated in the default room */
	int nbots;
	const char *bot_room; /* the room they sit in ("default") */
	int max_connections, max_per_ip, max_rooms, max_line, rate, idle_s, decision_s;
	int max_games;	     /* stop after this many games ended (0: never) */
	bool exit_when_idle; /* stop once a game has been played and no room is playing */
	int timeout_s;	     /* stop after this long (0: never) */
	bool quiet;
};

/* The defaults of doc/protocol.md's table of limits. */
void server_options_default(struct server_options *o);
/* Serves until SIGINT or SIGTERM (or a stop option); 0, or 1 when it could not start. */
int server_run(const struct server_options *o);

#endif
