/* Untrusted text on a terminal: every escape below is written out by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "src/text/escape.h"

/* What text_escape_write() makes of len bytes of s. */
static char *escaped(const char *s, size_t len, int flags)
{
	char *out;
	size_t size;
	FILE *f = open_memstream(&out, &size);
	assert_non_null(f);
	assert_int_equal(text_escape_write(f, s, len, flags), 0);
	fclose(f);
	return out;
}

static void expect(const char *s, int flags, const char *want)
{
	char *got = escaped(s, strlen(s), flags);
	assert_string_equal(got, want);
	free(got);
}

/* Plain text, Japanese and Chinese included, goes through untouched. */
static void printable_text_is_kept(void **state)
{
	(void)state;
	expect("", 0, "");
	expect("hand 1 (East 1, 0 honba)", 0, "hand 1 (East 1, 0 honba)");
	expect("平和(1飜) 断幺九(1飜)", 0, "平和(1飜) 断幺九(1飜)");
	expect("门前清 ~\\", 0, "门前清 ~\\");
	expect("\xc2\xa0\xc3\xa9", 0, "\xc2\xa0\xc3\xa9"); /* U+00A0, U+00E9: past the C1 block */
}

/* An xterm title (ESC ] 0 ; ... BEL) and a clear screen (ESC [ 2 J) come out as text. */
static void terminal_controls_are_escaped(void **state)
{
	(void)state;
	expect("\x1b]0;pwned\x07", 0, "\\e]0;pwned\\x07");
	expect("a\x1b[2Jb", 0, "a\\e[2Jb");
	expect("\t\r\n\x01\x1f\x7f", 0, "\\t\\r\\n\\x01\\x1F\\x7F");
	/* U+009B is CSI to some terminals: both its bytes are shown (\233 is 0x9b) */
	expect("x\xc2\2332J", 0, "x\\xC2\\x9B2J");
	expect("\xc2\x80\xc2\x9f", 0, "\\xC2\\x80\\xC2\\x9F");
}

/* Bytes that are not UTF-8 are shown one by one, and the text after them is kept. */
static void invalid_bytes_are_escaped(void **state)
{
	(void)state;
	expect("\2332J", 0, "\\x9B2J");		 /* a lone 8-bit CSI, 0x9b */
	expect("a\377\376b", 0, "a\\xFF\\xFEb"); /* 0xff, 0xfe */
	expect("\xe6\x9d", 0, "\\xE6\\x9D");	 /* 東 cut short */
	expect("\xe6\x9d東", 0, "\\xE6\\x9D東"); /* and the next character is whole */
	expect("\xc0\xaf", 0, "\\xC0\\xAF");	 /* an overlong '/' */
}

/* A NUL inside the given length is shown too; line breaks may be kept for a report. */
static void nul_bytes_and_kept_newlines(void **state)
{
	(void)state;
	char *got = escaped("a\0b", 3, 0);
	assert_string_equal(got, "a\\x00b");
	free(got);
	expect("one\ntwo\x1b[2J\n", TEXT_ESCAPE_KEEP_NEWLINES, "one\ntwo\\e[2J\n");
	expect("one\rtwo\n", TEXT_ESCAPE_KEEP_NEWLINES, "one\\rtwo\n");
}

static void puts_and_printf_escape_everything(void **state)
{
	(void)state;
	char *out;
	size_t size;
	FILE *f = open_memstream(&out, &size);
	assert_non_null(f);
	assert_int_equal(text_escape_puts(f, "k\x1b[2J\n"), 0);
	assert_int_equal(text_escape_printf(f, "|%s:%d: \"%s\"|", "cfg", 3, "\x1b]0;t\x07"), 0);
	/* longer than the formatting buffer: formatted in full, still escaped */
	char long_text[2000];
	memset(long_text, 'x', sizeof long_text - 2);
	long_text[sizeof long_text - 2] = '\x1b';
	long_text[sizeof long_text - 1] = '\0';
	assert_int_equal(text_escape_printf(f, "%s", long_text), 0);
	fclose(f);
	assert_int_equal(strncmp(out, "k\\e[2J\\n|cfg:3: \"\\e]0;t\\x07\"|xxx", 32), 0);
	assert_int_equal(strlen(out), 29 + 1998 + 2); /* 29, the x, then \e */
	assert_string_equal(out + strlen(out) - 3, "x\\e");
	assert_null(strchr(out, '\x1b'));
	free(out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(printable_text_is_kept),
	    cmocka_unit_test(terminal_controls_are_escaped),
	    cmocka_unit_test(invalid_bytes_are_escaped),
	    cmocka_unit_test(nul_bytes_and_kept_newlines),
	    cmocka_unit_test(puts_and_printf_escape_everything),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
