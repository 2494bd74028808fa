/* A room's game (src/net/room.c); the declarations are in src/net/server_state.h, shared by
 * the server's parts. */
#ifndef JANSOU_SRC_NET_ROOM_H
#define JANSOU_SRC_NET_ROOM_H
#include "src/net/server_state.h"
#endif
