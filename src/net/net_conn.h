/*
 * One client connection of jansou serve (src/net/net_conn.c): a non-blocking socket, the
 * line being read (at most a cap), and what waits to be written. Never blocks.
 */
#ifndef JANSOU_SRC_NET_NET_CONN_H
#define JANSOU_SRC_NET_NET_CONN_H

#include <stdbool.h>
#include <stddef.h>

#include <json-c/json.h>

struct net_conn {
	int fd;
	char peer[64];
	char *in;		    /* the bytes read and not yet a whole line */
	size_t inlen, incap, given; /* given: the line handed out last */
	char *out;		    /* what waits to be written */
	size_t outlen, outcap, outdone;
	bool closing; /* closed once what waits is written */
	bool dead;    /* closed, or to be closed at once */
	bool shut;    /* closing: our side shut, what the client still sends read and dropped */
	long long linger_ms; /* until then */
	long long heard_ms;  /* when it last sent a line */
	double tokens;	     /* the rate limit's bucket */
	long long tokens_ms;
};

/* Sets up conn for fd (made non-blocking). */
void net_conn_init(struct net_conn *c, int fd, long long now_ms);
void net_conn_free(struct net_conn *c);

enum net_read { NET_LINE, NET_AGAIN, NET_CLOSED, NET_TOO_LONG };
/*
 * The next whole line into *line (NUL-terminated, without its newline or a \r before it;
 * the connection's until the next call), or NET_AGAIN when none is whole yet (after reading
 * what the socket has), NET_CLOSED at the end or an error, NET_TOO_LONG past max bytes.
 */
enum net_read net_conn_line(struct net_conn *c, size_t max, char **line);
/* Queues text and a newline; writes what it can at once. */
void net_conn_send_text(struct net_conn *c, const char *text);
/* Queues o as one JSON line. */
void net_conn_send(struct net_conn *c, json_object *o);
/*
 * A closing connection whose last lines are written: our side is shut and what the client
 * still sends is read and dropped for a while (so that the kernel does not reset the
 * connection over the last lines); true once it is to be closed.
 */
bool net_conn_linger(struct net_conn *c, long long now_ms);
/* Writes what it can; false when the connection broke. */
bool net_conn_flush(struct net_conn *c);
/* {"type":"error","message":why}; with close, the connection closes once it is written. */
void net_conn_error(struct net_conn *c, const char *why, bool close);
/* Whether a line may be taken now under rate lines a second (bursts of 4 times it). */
bool net_conn_rate_ok(struct net_conn *c, int rate, long long now_ms);

#endif
