/* Display width of UTF-8 text on libunistring; see src/text/textwidth.h. */
#include <config.h>

#include "src/text/textwidth.h"

#include <stdbool.h>
#include <string.h>
#include <unilbrk.h>
#include <unistr.h>
#include <uniwidth.h>

/*
 * Widths as a UTF-8 terminal shows them: East Asian ambiguous characters
 * (…, ×, ○) count one column, as glibc's wcwidth and so ncursesw count them.
 */
static const char width_encoding[] = "UTF-8";

int textwidth_char(const char *s, size_t *len)
{
	if (!*s) {
		if (len)
			*len = 0;
		return 0;
	}
	ucs4_t uc;
	int n = u8_mbtouc(&uc, (const uint8_t *)s, strnlen(s, 4));
	if (len)
		*len = n > 0 ? (size_t)n : 0;
	if (n <= 0)
		return 0;
	int w = uc_width(uc, width_encoding);
	return w < 0 ? 0 : w; /* control characters take no column */
}

int textwidth(const char *s)
{
	int cols = 0;
	size_t len;
	while (*s) {
		cols += textwidth_char(s, &len);
		s += len;
	}
	return cols;
}

/*
 * The longest prefix within cols columns such that it and the spaces padding
 * it to cols columns take at most room bytes.
 */
static size_t fit(const char *s, int cols, size_t room, int *width)
{
	size_t used = 0;
	int w = 0;
	while (s[used]) {
		size_t len;
		int cw = textwidth_char(s + used, &len);
		if (w + cw > cols || used + len + (size_t)(cols - w - cw) > room)
			break;
		w += cw;
		used += len;
	}
	if (width)
		*width = w;
	return used;
}

size_t textwidth_fit(const char *s, int cols, int *width)
{
	return fit(s, cols, (size_t)-1, width);
}

/*
 * Whether a line may break before byte i of s, next to a wide character: where the Unicode
 * line breaking rules allow it (UAX #14, as libunistring has them), so never after an opening
 * mark, before a closing one or a small kana, nor on either side of a no-break space (U+00A0),
 * which holds a formula such as "符 × 2^(翻 + 2)" together. p holds the rules' answer for the
 * first n bytes.
 */
static bool break_allowed(const char *p, size_t n, size_t i)
{
	return i >= n || p[i] == UC_BREAK_POSSIBLE;
}

size_t textwidth_line(const char *s, int cols, const char **next)
{
	/* the opportunities of the bytes a line of any terminal's width can reach */
	char p[2048];
	size_t n = strnlen(s, sizeof p);
	u8_possible_linebreaks((const uint8_t *)s, n, width_encoding, p);
	size_t i = 0, cut = 0, len;
	int w = 0, prev = 0;
	if (cols < 1)
		cols = 1;
	while (s[i]) {
		int cw = textwidth_char(s + i, &len);
		/* at a space between words, or next to a wide character (Chinese and Japanese
		 * put no spaces between words) where the rules allow it */
		if (i > 0 && (s[i] == ' ' || ((cw == 2 || prev == 2) && break_allowed(p, n, i))))
			cut = i;
		if (w + cw > cols)
			break;
		w += cw;
		prev = cw;
		i += len;
	}
	if (!s[i]) {
		cut = i; /* all of it fits */
	} else if (cut == 0) {
		/* one word longer than the line: a path breaks after a slash, else where it fits */
		size_t sp = i;
		while (sp > 0 && s[sp - 1] != '/')
			sp--;
		cut = sp > 0 ? sp : i;
		if (cut == 0) /* not even one character fits: it goes on a line alone */
			textwidth_char(s, &cut);
	}
	size_t line = cut;
	while (line > 0 && s[line - 1] == ' ')
		line--;
	while (s[cut] == ' ')
		cut++;
	*next = s + cut;
	return line;
}

static void spaces(char *out, int n)
{
	memset(out, ' ', n > 0 ? (size_t)n : 0);
}

/* Lays out the first nbytes of s (w columns) and then tail (tw columns) in cols columns. */
static char *lay_out(char *buf, size_t size, const char *s, size_t nbytes, int w, const char *tail,
		     int tw, int cols, enum textwidth_align align)
{
	int pad = cols - w - tw;
	int lead = align == TEXTWIDTH_RIGHT ? pad : align == TEXTWIDTH_CENTER ? pad / 2 : 0;
	size_t tlen = strlen(tail);
	char *p = buf;
	spaces(p, lead);
	p += lead;
	memcpy(p, s, nbytes);
	p += nbytes;
	memcpy(p, tail, tlen);
	p += tlen;
	spaces(p, pad - lead);
	p += pad - lead;
	*p = '\0';
	(void)size;
	return buf;
}

char *textwidth_pad(char *buf, size_t size, const char *s, int cols, enum textwidth_align align)
{
	if (size == 0)
		return buf;
	if (cols < 0)
		cols = 0;
	if ((size_t)cols >= size)
		cols = (int)size - 1; /* even spaces alone would not fit */
	int w;
	size_t n = fit(s, cols, size - 1, &w);
	return lay_out(buf, size, s, n, w, "", 0, cols, align);
}

char *textwidth_ellipsize(char *buf, size_t size, const char *s, int cols)
{
	static const char ellipsis[] = "…"; /* one column, three bytes */
	if (size == 0)
		return buf;
	if (cols < 1 || (size_t)cols + sizeof ellipsis > size || textwidth(s) <= cols)
		return textwidth_pad(buf, size, s, cols, TEXTWIDTH_LEFT);
	int w;
	size_t n = fit(s, cols - 1, size - sizeof ellipsis, &w);
	return lay_out(buf, size, s, n, w, ellipsis, 1, cols, TEXTWIDTH_LEFT);
}

int textwidth_fprint(FILE *out, const char *s, int cols, enum textwidth_align align)
{
	if (cols < 0)
		return 0;
	int w;
	size_t n = textwidth_fit(s, cols, &w);
	int pad = cols - w;
	int lead = align == TEXTWIDTH_RIGHT ? pad : align == TEXTWIDTH_CENTER ? pad / 2 : 0;
	fprintf(out, "%*s", lead, "");
	fwrite(s, 1, n, out);
	fprintf(out, "%*s", pad - lead, "");
	return cols;
}
