/* The lobby of jansou serve (src/net/lobby.c): its commands and the rooms' state; the
 * declarations are in src/net/server_state.h, shared by the server's parts. */
#ifndef JANSOU_SRC_NET_LOBBY_H
#define JANSOU_SRC_NET_LOBBY_H
#include "src/net/server_state.h"
#endif
