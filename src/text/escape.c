/* Control characters of untrusted text shown as escapes; see src/text/escape.h. */
#include <config.h>

#include "src/text/escape.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

/* The escape of one byte below 0x20 or DEL. */
static int put_control(FILE *f, unsigned char c)
{
	switch (c) {
	case 0x1b:
		return fputs("\\e", f);
	case '\t':
		return fputs("\\t", f);
	case '\r':
		return fputs("\\r", f);
	case '\n':
		return fputs("\\n", f);
	default:
		return fprintf(f, "\\x%02X", c);
	}
}

int text_escape_write(FILE *f, const char *s, size_t len, int flags)
{
	const uint8_t *p = (const uint8_t *)s, *end = p + len;
	while (p < end) {
		/* the longest run that needs no escape goes out in one write */
		const uint8_t *run = p;
		ucs4_t uc = 0;
		int n = 1;
		while (p < end) {
			if (*p < 0x80) {
				if ((*p < 0x20 || *p == 0x7f) &&
				    !(*p == '\n' && (flags & TEXT_ESCAPE_KEEP_NEWLINES)))
					break;
				p++;
				continue;
			}
			/* -1 invalid, -2 cut short: either way not a character */
			n = u8_mbtoucr(&uc, p, (size_t)(end - p));
			/* C1 controls: some terminals take U+009B as CSI, as ESC [ */
			if (n < 0 || uc < 0xa0)
				break;
			p += n;
		}
		if (p > run && fwrite(run, 1, (size_t)(p - run), f) != (size_t)(p - run))
			return EOF;
		if (p == end)
			break;
		if (*p < 0x80) {
			if (put_control(f, *p++) < 0)
				return EOF;
			continue;
		}
		/* a C1 character's two bytes, or the one byte that is not UTF-8 */
		for (int i = 0; i < (n > 0 ? n : 1); i++)
			if (fprintf(f, "\\x%02X", *p++) < 0)
				return EOF;
	}
	return 0;
}

int text_escape_puts(FILE *f, const char *s)
{
	return text_escape_write(f, s, strlen(s), 0);
}

int text_escape_vprintf(FILE *f, const char *fmt, va_list ap)
{
	char small[512], *text = small;
	va_list again;
	va_copy(again, ap);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	if (n >= 0 && (size_t)n >= sizeof small) {
		text = malloc((size_t)n + 1);
		if (text)
			vsnprintf(text, (size_t)n + 1, fmt, again);
	}
	va_end(again);
	if (n < 0 || !text)
		return EOF;
	int r = text_escape_write(f, text, (size_t)n, 0);
	if (text != small)
		free(text);
	return r;
}

int text_escape_printf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = text_escape_vprintf(f, fmt, ap);
	va_end(ap);
	return r;
}
