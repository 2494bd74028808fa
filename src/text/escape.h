/*
 * Text read from a file (a log, the configuration, the history) printed on a
 * terminal: control characters are shown as escapes, so that a hostile file
 * cannot retitle, clear or reprogram the terminal it is shown on.
 */
#ifndef JANSOU_SRC_TEXT_ESCAPE_H
#define JANSOU_SRC_TEXT_ESCAPE_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Keep line breaks: for text made of whole lines, such as a report. */
enum { TEXT_ESCAPE_KEEP_NEWLINES = 1 };

/*
 * Writes len bytes of s to f. ESC is shown as \e, tab, carriage return and
 * line feed as \t, \r and \n, other bytes below 0x20 and DEL as \xNN; C1
 * control characters (U+0080 to U+009F) and bytes that are not UTF-8 as \xNN
 * each; any other valid UTF-8 is written as it is. Returns 0, or EOF on an
 * output error.
 */
int text_escape_write(FILE *f, const char *s, size_t len, int flags);

/* The same for a string, its line breaks escaped too. */
int text_escape_puts(FILE *f, const char *s);

/* Formats as fprintf(), then writes the result as text_escape_puts() does. */
int text_escape_printf(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int text_escape_vprintf(FILE *f, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));

#endif
