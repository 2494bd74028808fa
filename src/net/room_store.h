/* The rooms in the state directory (src/net/room_store.c); the declarations are in
 * src/net/server_state.h, shared by the server's parts. */
#ifndef JANSOU_SRC_NET_ROOM_STORE_H
#define JANSOU_SRC_NET_ROOM_STORE_H
#include "src/net/server_state.h"
#endif
