/* Listening addresses of jansou serve: "ADDR:PORT", "[V6ADDR]:PORT" (src/net/net_addr.c). */
#ifndef JANSOU_SRC_NET_NET_ADDR_H
#define JANSOU_SRC_NET_NET_ADDR_H

#include <stddef.h>

enum { NET_DEFAULT_PORT = 11600 };

/*
 * A non-blocking listening TCP socket on spec ("127.0.0.1:11600", "[::1]:0", "0.0.0.0:11600";
 * a port alone means 127.0.0.1). Returns the socket, or -1 with why in err. *port gets the
 * port it is bound to (the kernel's choice for port 0).
 */
int net_listen(const char *spec, int *port, char *err, size_t errsize);

/* The peer's address as text ("127.0.0.1", "::1") into buf. */
void net_peer_name(int fd, char *buf, size_t size);

#endif
