/*
 * Signals and the terminal, for the full-screen game: every way out gives the terminal back.
 *
 * term_guard_install() keeps the terminal's settings and installs handlers:
 *   SIGINT           sets a request the game takes with term_guard_take() and
 *                    answers by asking "quit?"; a second SIGINT before it has
 *                    been taken quits at once, as SIGTERM does.
 *   SIGTERM, SIGHUP  the game is saved after every decision already, so the
 *                    terminal is restored and the signal's default action
 *                    (ending the program) goes ahead at once.
 *   SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT
 *                    the terminal is restored, then the signal goes on to the
 *                    handler that was there before (a sanitizer's, or the
 *                    default: a core dump), so a crash is still reported.
 * Restoring is async-signal-safe: tcsetattr() and fixed escape sequences
 * (leave the alternate screen, show the cursor, plain attributes, mouse off).
 * It is done only while term_guard_screen(true) says the game owns the screen,
 * and also at exit() should the game not have called endwin().
 * The handlers do not restart system calls, so a getch() waiting for a key
 * returns when a signal comes and the game can look at term_guard_take().
 */
#ifndef JANSOU_SRC_UI_TERM_GUARD_H
#define JANSOU_SRC_UI_TERM_GUARD_H

#include <stdbool.h>

enum term_guard_request {
	TERM_GUARD_NONE,
	TERM_GUARD_INTERRUPT, /* SIGINT: ask whether to quit */
};

/* Keeps the settings of the terminal on fd and installs the handlers. Returns 0, or -1 (errno). */
int term_guard_install(int fd);

/* Says whether the screen is in the game's hands (after initscr(), until endwin()). */
void term_guard_screen(bool active);

/* The pending request, cleared. */
enum term_guard_request term_guard_take(void);

/* Puts the terminal back as it was, if the game holds the screen. Async-signal-safe. */
void term_guard_restore(void);

#endif
