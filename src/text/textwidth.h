/*
 * Display width of UTF-8 text, for lining up columns in all three languages:
 * a CJK character takes two terminal columns, a combining mark none. Never
 * align by bytes (strlen, printf's %-20s) or by characters.
 */
#ifndef JANSOU_SRC_TEXT_TEXTWIDTH_H
#define JANSOU_SRC_TEXT_TEXTWIDTH_H

#include <stddef.h>
#include <stdio.h>

enum textwidth_align { TEXTWIDTH_LEFT, TEXTWIDTH_RIGHT, TEXTWIDTH_CENTER };

/* Columns s takes on a terminal. An invalid byte counts as one column. */
int textwidth(const char *s);

/* Columns of one character starting at s (0 at the end of the string); *len gets its bytes. */
int textwidth_char(const char *s, size_t *len);

/*
 * Bytes of the longest prefix of s that fits in cols columns without splitting
 * a character; *width (if not NULL) gets the columns of that prefix.
 */
size_t textwidth_fit(const char *s, int cols, int *width);

/*
 * Bytes of the first line of s in cols columns, broken as late as it fits: at a space, or
 * next to a wide character (Chinese and Japanese put no spaces between words) where the
 * Unicode line breaking rules allow it (not after an opening mark, before a closing one or a
 * small kana, nor at a no-break space, U+00A0, which keeps a formula whole); a word longer
 * than the line after a slash (a path), else where it fits. *next gets the start of the next line
 * (its spaces skipped; the end of s when this line is the last).
 */
size_t textwidth_line(const char *s, int cols, const char **next);

/*
 * Writes s into buf as exactly cols columns: cut at a character boundary
 * when wider, padded with spaces as align says when narrower (a two-column
 * character that would straddle the edge is replaced by a space). Always
 * NUL-terminates when size > 0; returns buf.
 */
char *textwidth_pad(char *buf, size_t size, const char *s, int cols, enum textwidth_align align);

/* As textwidth_pad with TEXTWIDTH_LEFT, but a cut string ends in "…" so the cut shows. */
char *textwidth_ellipsize(char *buf, size_t size, const char *s, int cols);

/* Prints s padded or cut to cols columns; returns the columns printed (cols, or 0 when cols < 0).
 */
int textwidth_fprint(FILE *out, const char *s, int cols, enum textwidth_align align);

#endif
