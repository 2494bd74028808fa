/* Listening sockets (src/net/net_addr.h). */
#include <config.h>

#include "src/net/net_addr.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int net_listen(const char *spec, int *port, char *err, size_t errsize)
{
	char host[256] = "127.0.0.1";
	const char *p = spec;
	const char *colon = strrchr(spec, ':');
	if (spec[0] == '[') {
		const char *close = strchr(spec, ']');
		if (!close || close[1] != ':' || (size_t)(close - spec - 1) >= sizeof host) {
			snprintf(err, errsize, "bad address \"%s\" (want [ADDR]:PORT)", spec);
			return -1;
		}
		snprintf(host, sizeof host, "%.*s", (int)(close - spec - 1), spec + 1);
		p = close + 2;
	} else if (colon) {
		if ((size_t)(colon - spec) >= sizeof host) {
			snprintf(err, errsize, "bad address \"%s\"", spec);
			return -1;
		}
		snprintf(host, sizeof host, "%.*s", (int)(colon - spec), spec);
		p = colon + 1;
	}
	char *end;
	long num = strtol(p, &end, 10);
	if (!*p || *end || num < 0 || num > 65535) {
		snprintf(err, errsize, "bad port in \"%s\"", spec);
		return -1;
	}
	struct addrinfo hints = {.ai_family = AF_UNSPEC,
				 .ai_socktype = SOCK_STREAM,
				 .ai_flags = AI_PASSIVE | AI_NUMERICSERV};
	struct addrinfo *res = NULL;
	char service[16];
	snprintf(service, sizeof service, "%ld", num);
	int rc = getaddrinfo(host[0] ? host : NULL, service, &hints, &res);
	if (rc != 0) {
		snprintf(err, errsize, "%s: %s", host, gai_strerror(rc));
		return -1;
	}
	int fd = -1;
	for (struct addrinfo *ai = res; ai; ai = ai->ai_next) {
		fd = socket(ai->ai_family, ai->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC,
			    ai->ai_protocol);
		if (fd < 0)
			continue;
		int one = 1;
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
		if (ai->ai_family == AF_INET6)
			setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &one, sizeof one);
		if (bind(fd, ai->ai_addr, ai->ai_addrlen) == 0 && listen(fd, 128) == 0)
			break;
		snprintf(err, errsize, "%s: %s", spec, strerror(errno));
		close(fd);
		fd = -1;
	}
	freeaddrinfo(res);
	if (fd < 0)
		return -1;
	struct sockaddr_storage ss;
	socklen_t len = sizeof ss;
	*port = (int)num;
	if (getsockname(fd, (struct sockaddr *)&ss, &len) == 0)
		*port = ntohs(ss.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&ss)->sin6_port
						       : ((struct sockaddr_in *)&ss)->sin_port);
	return fd;
}

void net_peer_name(int fd, char *buf, size_t size)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof ss;
	snprintf(buf, size, "?");
	if (getpeername(fd, (struct sockaddr *)&ss, &len) != 0)
		return;
	if (ss.ss_family == AF_INET)
		inet_ntop(AF_INET, &((struct sockaddr_in *)&ss)->sin_addr, buf, (socklen_t)size);
	else if (ss.ss_family == AF_INET6)
		inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&ss)->sin6_addr, buf, (socklen_t)size);
}
