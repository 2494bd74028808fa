/*
 * A client's connection to a jansou server (doc/protocol.md): one JSON object a line over
 * TCP, read as it comes without blocking the screen. Plain sockets, no other library.
 */
#ifndef JANSOU_SRC_NET_NET_CLIENT_H
#define JANSOU_SRC_NET_NET_CLIENT_H

#include <stdbool.h>
#include <stddef.h>

enum { NET_CLIENT_DEFAULT_PORT = 11600, NET_CLIENT_LINE_MAX = 1 << 20 };

struct net_client;

/*
 * Splits "HOST", "HOST:PORT", "[V6]:PORT" or ":PORT" into host and port (the default
 * 127.0.0.1 and 11600 for what is missing). Returns 0, or -1 for an address that is none.
 */
int net_client_address(const char *text, char *host, size_t hsize, char *port, size_t psize);

/* Connects to host:port; NULL with why in err (connection refused, unknown host...). */
struct net_client *net_client_connect(const char *host, const char *port, char *err,
				      size_t errsize);
void net_client_close(struct net_client *c);
int net_client_fd(const struct net_client *c);

/* Sends line and its newline whole. Returns 0, or -1 when the connection is lost. */
int net_client_send(struct net_client *c, const char *line);

/*
 * Waits at most timeout_ms (0: not at all, -1: as long as it takes) for a whole line.
 * Returns 1 when one is ready (net_client_line), 0 when none came in time, -1 when the
 * connection is closed or lost (the lines that came before it are still given first).
 */
int net_client_wait(struct net_client *c, int timeout_ms);
/* The next whole line (without its newline; a \r before it dropped), valid until the next
 * call; NULL when none is ready. */
const char *net_client_line(struct net_client *c);
/* Whether the server closed the connection (or it was lost). */
bool net_client_closed(const struct net_client *c);

#endif
