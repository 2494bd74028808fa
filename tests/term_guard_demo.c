/*
 * A stand-in for the full-screen game in tests/term_guard.sh: takes the
 * terminal (raw, no echo, alternate screen) as curses would, then ends the way
 * it is told, so the test can look at the terminal afterwards.
 *   term_guard_demo MODE [--no-guard]
 * MODE: segv, abort, exit (exit() without giving the terminal back), term (waits
 * for SIGTERM or SIGHUP), int (answers each SIGINT with "ASKED"), stuck (never
 * looks at SIGINT). Writes its process id to the file "pid".
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "src/ui/term_guard.h"

static void say(const char *s)
{
	ssize_t ignored = write(STDOUT_FILENO, s, strlen(s));
	(void)ignored;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		/* make check runs every check program: this one only helps term_guard.sh */
		puts("1..0 # SKIP a helper of tests/term_guard.sh");
		return 0;
	}
	const char *mode = argv[1];
	bool guard = !(argc > 2 && strcmp(argv[2], "--no-guard") == 0);
	if (guard && term_guard_install(STDIN_FILENO) < 0) {
		perror("term_guard_install");
		return 2;
	}
	struct termios raw;
	tcgetattr(STDIN_FILENO, &raw);
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	tcsetattr(STDIN_FILENO, TCSANOW, &raw);
	say("\033[?1049h\033[?25l");
	term_guard_screen(true);
	FILE *f = fopen("pid", "w");
	if (!f)
		return 2;
	fprintf(f, "%d\n", (int)getpid());
	fclose(f);
	say("READY\r\n");

	if (strcmp(mode, "segv") == 0)
		*(volatile int *)((uintptr_t)argc * 8) = 1; /* a low address, never mapped */
	if (strcmp(mode, "abort") == 0)
		abort();
	if (strcmp(mode, "exit") == 0)
		exit(3);
	for (;;) {
		pause();
		if (strcmp(mode, "int") == 0 && term_guard_take() == TERM_GUARD_INTERRUPT)
			say("ASKED\r\n");
	}
}
