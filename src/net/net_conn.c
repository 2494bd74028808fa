/* Client connections (src/net/net_conn.h). */
#include <config.h>

#include "src/net/net_conn.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

enum { OUT_MAX = 8 << 20 }; /* a client that reads nothing is dropped past this */

void net_conn_init(struct net_conn *c, int fd, long long now_ms)
{
	memset(c, 0, sizeof *c);
	c->fd = fd;
	int fl = fcntl(fd, F_GETFL);
	if (fl >= 0)
		fcntl(fd, F_SETFL, fl | O_NONBLOCK);
	fcntl(fd, F_SETFD, FD_CLOEXEC);
	c->heard_ms = c->tokens_ms = now_ms;
	c->tokens = -1; /* filled at the first line */
}

void net_conn_free(struct net_conn *c)
{
	if (c->fd >= 0)
		close(c->fd);
	c->fd = -1;
	free(c->in);
	free(c->out);
	c->in = c->out = NULL;
}

enum net_read net_conn_line(struct net_conn *c, size_t max, char **line)
{
	/* the line given last time leaves the buffer now */
	if (c->given) {
		memmove(c->in, c->in + c->given, c->inlen - c->given);
		c->inlen -= c->given;
		c->given = 0;
	}
	for (;;) {
		char *nl = c->inlen ? memchr(c->in, '\n', c->inlen) : NULL;
		if (nl) {
			size_t used = (size_t)(nl - c->in) + 1;
			if (used - 1 > max)
				return NET_TOO_LONG;
			*nl = '\0';
			if (nl > c->in && nl[-1] == '\r')
				nl[-1] = '\0';
			c->given = used;
			*line = c->in;
			return NET_LINE;
		}
		if (c->inlen > max)
			return NET_TOO_LONG;
		if (c->dead)
			return NET_CLOSED;
		if (c->incap - c->inlen < 4096) {
			size_t cap = c->incap ? c->incap * 2 : 8192;
			if (cap > max + 8192)
				cap = max + 8192;
			if (cap <= c->inlen)
				return NET_TOO_LONG;
			char *n = realloc(c->in, cap);
			if (!n)
				return NET_CLOSED;
			c->in = n;
			c->incap = cap;
		}
		ssize_t got = read(c->fd, c->in + c->inlen, c->incap - c->inlen);
		if (got > 0) {
			c->inlen += (size_t)got;
			continue;
		}
		if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return NET_AGAIN;
		if (got < 0 && errno == EINTR)
			continue;
		return NET_CLOSED;
	}
}

bool net_conn_flush(struct net_conn *c)
{
	while (c->outdone < c->outlen) {
		ssize_t w = send(c->fd, c->out + c->outdone, c->outlen - c->outdone, MSG_NOSIGNAL);
		if (w > 0) {
			c->outdone += (size_t)w;
			continue;
		}
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			break;
		c->dead = true;
		return false;
	}
	if (c->outdone == c->outlen)
		c->outdone = c->outlen = 0;
	return true;
}

void net_conn_send_text(struct net_conn *c, const char *text)
{
	if (c->dead)
		return;
	size_t len = strlen(text);
	if (c->outdone > 0 && c->outdone == c->outlen)
		c->outdone = c->outlen = 0;
	if (c->outlen + len + 1 > OUT_MAX) {
		c->dead = true;
		return;
	}
	if (c->outlen + len + 1 > c->outcap) {
		if (c->outdone > 0) {
			memmove(c->out, c->out + c->outdone, c->outlen - c->outdone);
			c->outlen -= c->outdone;
			c->outdone = 0;
		}
		size_t cap = c->outcap ? c->outcap : 4096;
		while (cap < c->outlen + len + 1)
			cap *= 2;
		char *n = realloc(c->out, cap);
		if (!n) {
			c->dead = true;
			return;
		}
		c->out = n;
		c->outcap = cap;
	}
	memcpy(c->out + c->outlen, text, len);
	c->out[c->outlen + len] = '\n';
	c->outlen += len + 1;
	net_conn_flush(c);
}

void net_conn_send(struct net_conn *c, json_object *o)
{
	net_conn_send_text(c, json_object_to_json_string_ext(
				  o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
}

void net_conn_error(struct net_conn *c, const char *why, bool close)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "type", json_object_new_string("error"));
	json_object_object_add(o, "message", json_object_new_string(why));
	net_conn_send(c, o);
	json_object_put(o);
	if (close)
		c->closing = true;
}

bool net_conn_rate_ok(struct net_conn *c, int rate, long long now_ms)
{
	if (rate <= 0)
		return true;
	double burst = 4.0 * rate;
	if (c->tokens < 0)
		c->tokens = burst;
	c->tokens += (double)(now_ms - c->tokens_ms) * rate / 1000.0;
	c->tokens_ms = now_ms;
	if (c->tokens > burst)
		c->tokens = burst;
	if (c->tokens < 1)
		return false;
	c->tokens -= 1;
	return true;
}

bool net_conn_linger(struct net_conn *c, long long now_ms)
{
	if (c->dead)
		return true;
	if (!c->shut) {
		shutdown(c->fd, SHUT_WR);
		c->shut = true;
		c->linger_ms = now_ms + 2000;
	}
	char buf[4096];
	for (;;) {
		ssize_t got = read(c->fd, buf, sizeof buf);
		if (got > 0)
			continue;
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return now_ms >= c->linger_ms;
		return true; /* the end, or an error */
	}
}
