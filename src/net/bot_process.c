/* An mjai bot run by the server (src/net/bot_process.h). */
#include <config.h>

#include "src/net/bot_process.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

int bot_process_start(const char *command, pid_t *pid, char *err, size_t errsize)
{
	int sv[2];
	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
		snprintf(err, errsize, "socketpair: %s", strerror(errno));
		return -1;
	}
	pid_t child = fork();
	if (child < 0) {
		snprintf(err, errsize, "fork: %s", strerror(errno));
		close(sv[0]);
		close(sv[1]);
		return -1;
	}
	if (child == 0) {
		/* a group of its own, so that a shell's children end with it */
		setpgid(0, 0);
		signal(SIGPIPE, SIG_DFL);
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		if (dup2(sv[1], 0) < 0 || dup2(sv[1], 1) < 0)
			_exit(127);
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		_exit(127);
	}
	setpgid(child, child); /* as the child does: whichever runs first */
	close(sv[1]);
	*pid = child;
	return sv[0];
}

void bot_process_stop(pid_t pid)
{
	if (pid <= 0)
		return;
	/* its game is over or its seat the AI's: nothing of it is wanted any more, and a bot
	 * that ended by itself at the end of its input is gone already (the group's id stays the
	 * bot's until the loop reaps it: no other process has it) */
	kill(-pid, SIGKILL);
}

void bot_process_reap(void)
{
	while (waitpid(-1, NULL, WNOHANG) > 0)
		;
}
