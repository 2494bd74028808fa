/* Whether standard output reached its reader. */
#include <config.h>

#include "src/cli/output_check.h"

#include <errno.h>
#include <poll.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/text/i18n.h"

/* A pipe whose reader has gone: Linux reports POLLERR on its writing end. */
static bool reader_gone(int fd)
{
	struct stat st;
	if (fstat(fd, &st) < 0 || !(S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)))
		return false;
	struct pollfd p = {.fd = fd, .events = POLLOUT};
	return poll(&p, 1, 0) == 1 && (p.revents & (POLLERR | POLLHUP));
}

int output_check_stdout(int status)
{
	errno = 0;
	bool failed = fflush(stdout) == EOF;
	int err = errno;
	failed |= ferror(stdout) != 0;
	if (!failed || reader_gone(STDOUT_FILENO) || err == EPIPE)
		return status;
	if (status != 0)
		return status; /* the command failed and has said why */
	fprintf(stderr, _("%s: cannot write the output: %s\n"), PACKAGE, strerror(err ? err : EIO));
	return EXIT_FAILURE;
}
