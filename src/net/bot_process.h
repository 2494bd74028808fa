/*
 * An mjai bot that jansou serve runs itself (--bot mjai:COMMAND; src/net/bot_process.c): the
 * command in a process group of its own, its standard input and output one end of a socket
 * pair, the server's end a connection like any other, read in the server's loop. A slow bot
 * holds up its own seat and no one else.
 */
#ifndef JANSOU_SRC_NET_BOT_PROCESS_H
#define JANSOU_SRC_NET_BOT_PROCESS_H

#include <stddef.h>
#include <sys/types.h>

/* Runs command (by /bin/sh); the server's end of its socket, or -1 with why in err. */
int bot_process_start(const char *command, pid_t *pid, char *err, size_t errsize);
/* Ends the bot's process group, its socket closed. */
void bot_process_stop(pid_t pid);
/* Reaps the bots that have ended, without waiting. */
void bot_process_reap(void);

#endif
