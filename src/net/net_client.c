/* The client's connection: lines in and out over a TCP socket (src/net/net_client.h). */
#include <config.h>

#include "src/net/net_client.h"

#include <errno.h>
#include <netdb.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <unistd.h>

struct net_client {
	int fd;
	bool closed;
	char *buf; /* what has come and is not yet given as lines */
	size_t len, size;
	size_t given; /* the bytes of the last line given, dropped at the next call */
	char *line;
};

int net_client_address(const char *text, char *host, size_t hsize, char *port, size_t psize)
{
	const char *h = "127.0.0.1", *p = NULL;
	char tmp[300];
	if (!text || !*text) {
		snprintf(host, hsize, "%s", h);
		snprintf(port, psize, "%d", NET_CLIENT_DEFAULT_PORT);
		return 0;
	}
	if (strlen(text) >= sizeof tmp)
		return -1;
	snprintf(tmp, sizeof tmp, "%s", text);
	if (tmp[0] == '[') { /* [::1]:11600 */
		char *end = strchr(tmp, ']');
		if (!end || (end[1] && end[1] != ':'))
			return -1;
		*end = '\0';
		h = tmp + 1;
		p = end[1] ? end + 2 : NULL;
	} else {
		char *colon = strchr(tmp, ':');
		if (colon && strchr(colon + 1, ':')) /* a bare IPv6 address */
			colon = NULL;
		if (colon) {
			*colon = '\0';
			p = colon + 1;
		}
		if (tmp[0])
			h = tmp;
	}
	if (!*h)
		return -1;
	if (p) {
		char *end;
		long n = strtol(p, &end, 10);
		if (!*p || *end || n < 1 || n > 65535)
			return -1;
	}
	snprintf(host, hsize, "%s", h);
	if (p)
		snprintf(port, psize, "%s", p);
	else
		snprintf(port, psize, "%d", NET_CLIENT_DEFAULT_PORT);
	return 0;
}

struct net_client *net_client_connect(const char *host, const char *port, char *err, size_t errsize)
{
	struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM}, *res;
	int rc = getaddrinfo(host, port, &hints, &res);
	if (rc != 0) {
		snprintf(err, errsize, "%s", gai_strerror(rc));
		return NULL;
	}
	int fd = -1, why = 0;
	for (struct addrinfo *a = res; a; a = a->ai_next) {
		fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
		if (fd < 0) {
			why = errno;
			continue;
		}
		if (connect(fd, a->ai_addr, a->ai_addrlen) == 0)
			break;
		why = errno;
		close(fd);
		fd = -1;
	}
	freeaddrinfo(res);
	if (fd < 0) {
		snprintf(err, errsize, "%s", strerror(why ? why : ECONNREFUSED));
		return NULL;
	}
	/* a write to a connection the server closed is an error returned, not a signal */
	signal(SIGPIPE, SIG_IGN);
	struct net_client *c = calloc(1, sizeof *c);
	if (!c) {
		close(fd);
		snprintf(err, errsize, "%s", strerror(ENOMEM));
		return NULL;
	}
	c->fd = fd;
	return c;
}

void net_client_close(struct net_client *c)
{
	if (!c)
		return;
	if (c->fd >= 0)
		close(c->fd);
	free(c->buf);
	free(c);
}

int net_client_fd(const struct net_client *c)
{
	return c->fd;
}

bool net_client_closed(const struct net_client *c)
{
	return c->closed;
}

int net_client_send(struct net_client *c, const char *line)
{
	if (c->closed)
		return -1;
	size_t n = strlen(line);
	char *out = malloc(n + 1);
	if (!out)
		return -1;
	memcpy(out, line, n);
	out[n++] = '\n';
	size_t done = 0;
	while (done < n) {
		ssize_t w = send(c->fd, out + done, n - done, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			c->closed = true;
			free(out);
			return -1;
		}
		done += (size_t)w;
	}
	free(out);
	return 0;
}

/* Drops the line given last. */
static void drop_given(struct net_client *c)
{
	if (!c->given)
		return;
	memmove(c->buf, c->buf + c->given, c->len - c->given);
	c->len -= c->given;
	c->given = 0;
}

static bool have_line(const struct net_client *c)
{
	return c->len > c->given && memchr(c->buf + c->given, '\n', c->len - c->given);
}

/* Reads what is there; -1 when the connection is over. */
static int fill(struct net_client *c)
{
	drop_given(c);
	if (c->size - c->len < 4096) {
		size_t size = c->size ? c->size * 2 : 8192;
		if (size > NET_CLIENT_LINE_MAX * 2) { /* a line too long to be one */
			c->closed = true;
			return -1;
		}
		char *b = realloc(c->buf, size);
		if (!b)
			return -1;
		c->buf = b;
		c->size = size;
	}
	ssize_t r = recv(c->fd, c->buf + c->len, c->size - c->len, 0);
	if (r < 0 && (errno == EINTR || errno == EAGAIN))
		return 0;
	if (r <= 0) {
		c->closed = true;
		return -1;
	}
	c->len += (size_t)r;
	return 0;
}

int net_client_wait(struct net_client *c, int timeout_ms)
{
	for (;;) {
		if (have_line(c))
			return 1;
		if (c->closed)
			return -1;
		struct pollfd p = {.fd = c->fd, .events = POLLIN};
		int r = poll(&p, 1, timeout_ms);
		if (r < 0 && errno == EINTR)
			return 0;
		if (r <= 0)
			return 0;
		if (fill(c) < 0 && !have_line(c))
			return -1;
		timeout_ms = 0;
	}
}

const char *net_client_line(struct net_client *c)
{
	drop_given(c);
	char *nl = c->len ? memchr(c->buf, '\n', c->len) : NULL;
	if (!nl)
		return NULL;
	*nl = '\0';
	if (nl > c->buf && nl[-1] == '\r')
		nl[-1] = '\0';
	c->given = (size_t)(nl - c->buf) + 1;
	return c->buf;
}
