/* Signal handlers that put the terminal back before the program goes. */
#include <config.h>

#include "src/ui/term_guard.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/*
 * What the handlers need, set once before they are installed: a signal
 * handler can reach nothing else. volatile sig_atomic_t for what changes.
 */
static int tty_fd = -1;
static struct termios saved_tty;
static volatile sig_atomic_t screen_active;
static volatile sig_atomic_t pending_interrupt;

/* Crash signals go on to the handler that was there before ours. */
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
static struct sigaction previous[sizeof crash_signals / sizeof crash_signals[0]];

/* Leave the alternate screen, show the cursor, plain attributes, mouse reports off. */
static const char reset_sequence[] =
    "\033[?1049l\033[?25h\033[0m\033[?1000l\033[?1002l\033[?1006l\r\n";

void term_guard_restore(void)
{
	if (!screen_active || tty_fd < 0)
		return;
	screen_active = 0;
	int saved_errno = errno;
	tcsetattr(tty_fd, TCSANOW, &saved_tty);
	ssize_t ignored = write(tty_fd, reset_sequence, sizeof reset_sequence - 1);
	(void)ignored;
	errno = saved_errno;
}

static void on_crash(int sig)
{
	term_guard_restore();
	for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++)
		if (crash_signals[i] == sig)
			sigaction(sig, &previous[i], NULL);
	/* blocked while we run: delivered to the previous handler when we return */
	raise(sig);
}

static void on_termination(int sig)
{
	term_guard_restore();
	/* SA_RESETHAND gave the default action back: the program ends by this signal */
	raise(sig);
}

static void on_interrupt(int sig)
{
	if (pending_interrupt) {
		/* asked twice and not answered: the game is stuck, end it */
		term_guard_restore();
		signal(sig, SIG_DFL);
		raise(sig);
		return;
	}
	pending_interrupt = 1;
}

static void restore_at_exit(void)
{
	term_guard_restore();
}

static int handle(int sig, void (*fn)(int), int flags, struct sigaction *old)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	sa.sa_flags = flags; /* no SA_RESTART: a waiting read returns */
	sigemptyset(&sa.sa_mask);
	return sigaction(sig, &sa, old);
}

int term_guard_install(int fd)
{
	if (tcgetattr(fd, &saved_tty) < 0)
		return -1;
	tty_fd = fd;
	for (size_t i = 0; i < sizeof crash_signals / sizeof crash_signals[0]; i++)
		if (handle(crash_signals[i], on_crash, 0, &previous[i]) < 0)
			return -1;
	if (handle(SIGTERM, on_termination, SA_RESETHAND, NULL) < 0 ||
	    handle(SIGHUP, on_termination, SA_RESETHAND, NULL) < 0 ||
	    handle(SIGINT, on_interrupt, 0, NULL) < 0)
		return -1;
	static bool at_exit;
	if (!at_exit && atexit(restore_at_exit) == 0)
		at_exit = true;
	return 0;
}

void term_guard_screen(bool active)
{
	screen_active = active;
}

enum term_guard_request term_guard_take(void)
{
	if (!pending_interrupt)
		return TERM_GUARD_NONE;
	pending_interrupt = 0;
	return TERM_GUARD_INTERRUPT;
}
