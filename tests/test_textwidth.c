/* Display width of UTF-8 text: every expected width below is counted by hand. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "src/text/textwidth.h"

/* CJK ideographs and kana take two columns each, ASCII one. */
static void cjk_characters_are_two_columns_wide(void **state)
{
	(void)state;
	assert_int_equal(textwidth(""), 0);
	assert_int_equal(textwidth("Riichi"), 6);
	assert_int_equal(textwidth("東一局"), 6);	 /* 3 ideographs */
	assert_int_equal(textwidth("门前清自摸和"), 12); /* 6 ideographs */
	assert_int_equal(textwidth("リーチ"), 6);	 /* katakana and the long-vowel mark */
	assert_int_equal(textwidth("役牌 白"), 7);	 /* 3 ideographs and a space */
	assert_int_equal(textwidth("5翻30符"), 7);	 /* 3 digits, 2 ideographs */
	assert_int_equal(textwidth("支払い: "), 8);	 /* 3 wide, colon, space */
}

/* Half-width katakana, combining marks and the full-width forms. */
static void narrow_and_combining_forms(void **state)
{
	(void)state;
	assert_int_equal(textwidth("ﾘｰﾁ"), 3);	     /* U+FF98 U+FF70 U+FF81: half-width */
	assert_int_equal(textwidth("e\xcc\x81"), 1); /* e + U+0301 combining acute */
	assert_int_equal(textwidth("\xc3\xa9"), 1);  /* U+00E9 precomposed */
	assert_int_equal(textwidth("ＡＢ"), 4);	     /* U+FF21 U+FF22: full-width Latin */
	assert_int_equal(textwidth("…"), 1);	     /* ambiguous width counts narrow, as wcwidth */
	assert_int_equal(textwidth("\xf0\x9f\x80\x84"), 2); /* U+1F004 red dragon tile: wide */
}

/* A stray byte counts one column and the walk goes on after it. */
static void invalid_bytes_count_one_column(void **state)
{
	(void)state;
	assert_int_equal(textwidth("a\xff"
				   "b"),
			 3);
	assert_int_equal(textwidth("\xe6\x9d"),
			 1); /* a cut-off ideograph: one replacement character */
	size_t len;
	assert_int_equal(textwidth_char("東x", &len), 2);
	assert_int_equal(len, 3);
	assert_int_equal(textwidth_char("", &len), 0);
	assert_int_equal(len, 0);
}

static void fit_never_splits_a_character(void **state)
{
	(void)state;
	int w;
	assert_int_equal(textwidth_fit("立直abc", 3, &w),
			 3); /* 立 fits, 直 would need columns 3-4 */
	assert_int_equal(w, 2);
	assert_int_equal(textwidth_fit("立直abc", 4, &w), 6);
	assert_int_equal(w, 4);
	assert_int_equal(textwidth_fit("立直abc", 99, &w), strlen("立直abc"));
	assert_int_equal(w, 7);
	assert_int_equal(textwidth_fit("立直", 1, &w), 0);
	assert_int_equal(w, 0);
}

static void pad_aligns_by_columns(void **state)
{
	(void)state;
	char buf[64];
	assert_string_equal(textwidth_pad(buf, sizeof buf, "東一局", 8, TEXTWIDTH_LEFT),
			    "東一局  ");
	assert_string_equal(textwidth_pad(buf, sizeof buf, "東一局", 8, TEXTWIDTH_RIGHT),
			    "  東一局");
	assert_string_equal(textwidth_pad(buf, sizeof buf, "東一局", 9, TEXTWIDTH_CENTER),
			    " 東一局  ");
	assert_string_equal(textwidth_pad(buf, sizeof buf, "East 1", 8, TEXTWIDTH_LEFT),
			    "East 1  ");
	/* the same column in all three languages */
	assert_int_equal(
	    textwidth(textwidth_pad(buf, sizeof buf, "门前清自摸和", 20, TEXTWIDTH_LEFT)), 20);
	assert_int_equal(
	    textwidth(textwidth_pad(buf, sizeof buf, "門前清自摸和", 20, TEXTWIDTH_LEFT)), 20);
}

/* 局 would straddle column 5, so a space takes its place: still exactly 5 columns. */
static void pad_cuts_and_fills_a_straddling_character(void **state)
{
	(void)state;
	char buf[64];
	assert_string_equal(textwidth_pad(buf, sizeof buf, "東一局", 5, TEXTWIDTH_LEFT), "東一 ");
	assert_string_equal(textwidth_pad(buf, sizeof buf, "東一局", 4, TEXTWIDTH_LEFT), "東一");
	assert_string_equal(textwidth_pad(buf, sizeof buf, "Riichi", 3, TEXTWIDTH_RIGHT), "Rii");
	assert_string_equal(textwidth_pad(buf, sizeof buf, "anything", 0, TEXTWIDTH_LEFT), "");
}

/* A small buffer cuts the text, never the padding, and never overflows. */
static void pad_respects_the_buffer_size(void **state)
{
	(void)state;
	char buf[10];
	/* 東一局 is 9 bytes and 6 columns: with the NUL exactly 10; in 9 bytes 局 gives way to 2
	 * spaces */
	assert_string_equal(textwidth_pad(buf, 10, "東一局", 6, TEXTWIDTH_LEFT), "東一局");
	assert_string_equal(textwidth_pad(buf, 9, "東一局", 6, TEXTWIDTH_LEFT), "東一  ");
	assert_string_equal(textwidth_pad(buf, 4, "abcdef", 6, TEXTWIDTH_LEFT), "abc");
	assert_string_equal(textwidth_pad(buf, 1, "abc", 6, TEXTWIDTH_LEFT), "");
}

static void ellipsize_marks_the_cut(void **state)
{
	(void)state;
	char buf[64];
	assert_string_equal(textwidth_ellipsize(buf, sizeof buf, "Riichi", 6), "Riichi");
	assert_string_equal(textwidth_ellipsize(buf, sizeof buf, "Riichi", 8), "Riichi  ");
	assert_string_equal(textwidth_ellipsize(buf, sizeof buf, "門前清自摸和", 7), "門前清…");
	/* 6 columns are left for text before the ellipsis: 門前清, then one space of padding */
	assert_string_equal(textwidth_ellipsize(buf, sizeof buf, "門前清自摸和", 8), "門前清… ");
	assert_string_equal(textwidth_ellipsize(buf, sizeof buf, "Pure Double Sequence", 10),
			    "Pure Doub…");
	assert_int_equal(textwidth(textwidth_ellipsize(buf, sizeof buf, "一盃口", 4)), 4);
}

/* The first line of a text in cols columns, and where the next starts (expect_line). */
static void expect_line(const char *s, int cols, const char *line, const char *rest)
{
	const char *next;
	size_t len = textwidth_line(s, cols, &next);
	assert_int_equal(len, strlen(line));
	assert_memory_equal(s, line, len);
	assert_string_equal(next, rest);
}

/* Lines break between words, after a slash in a path, between CJK characters; never inside a
 * character, and a word longer than the line is cut at the line's width. */
static void line_breaks_between_words(void **state)
{
	(void)state;
	/* "East 1 begins, Across" is 21 columns; with " deals" 27, over 24 */
	expect_line("East 1 begins, Across deals", 24, "East 1 begins, Across", "deals");
	expect_line("East 1 begins, Across deals", 27, "East 1 begins, Across deals", "");
	expect_line("ab   cd", 4, "ab", "cd"); /* the spaces at the break go with neither */
	/* a path: after its last slash that fits in 8 columns ("/tmp/a/" is 7) */
	expect_line("/tmp/a/b/c.json", 8, "/tmp/a/", "b/c.json");
	expect_line("Log saved to /tmp/x/y.json", 20, "Log saved to", "/tmp/x/y.json");
	/* no space, no slash: cut at the width */
	expect_line("abcdefghij", 4, "abcd", "efghij");
	/* 東一局が始まる: two columns a character, three bytes; 5 columns hold two */
	expect_line("東一局が始まる", 5, "東一", "局が始まる");
	/* one wide character in one column: alone on its line, never split */
	expect_line("東x", 1, "東", "x");
	expect_line("", 10, "", "");
}

/*
 * Chinese and Japanese lines are filled as far as they go: a space earlier in the line is no
 * reason to break there. A line never ends on an opening mark nor starts with a closing one.
 */
static void cjk_lines_fill_and_keep_their_marks(void **state)
{
	(void)state;
	/* 日本語 (6) + space + のテ (4) is 11 columns, キ would make 13: the break is after テ */
	expect_line("日本語 のテキストです", 12, "日本語 のテ", "キストです");
	/* あいう fills 6 columns, but 。 may not start a line: う goes with it */
	expect_line("あいう。えお", 6, "あい", "う。えお");
	/* 東（南） in 6 columns: （ may not end a line, so the break is before it */
	expect_line("東西（南北）", 6, "東西", "（南北）");
	/* Chinese: 和牌 fills 4 columns, but the full-width comma may not start a line */
	expect_line("和牌，自摸", 4, "和", "牌，自摸");
}

/*
 * Lines break only where the Unicode line breaking rules allow: a small kana never starts a
 * line, and a formula whose spaces are no-break spaces (U+00A0) is never split, at any width.
 */
static void cjk_lines_break_only_where_allowed(void **state)
{
	(void)state;
	/* あきゃく: あき fills 4 columns, but ゃ may not start a line */
	expect_line("あきゃく", 4, "あ", "きゃく");
	static const char formula[] = "符\u00a0×\u00a02^(翻\u00a0+\u00a02)";
	char text[256];
	snprintf(text, sizeof text, "基本点は%s。子のロンは4倍。", formula);
	int fw = textwidth(formula);
	for (int cols = fw + 8; cols < textwidth(text); cols++) {
		const char *next;
		size_t len = textwidth_line(text, cols, &next);
		const char *at = strstr(text, formula);
		/* the line ends before the formula or after it (with its 。), never inside */
		assert_true(text + len <= at || text + len >= at + strlen(formula));
		if (text + len <= at) /* the formula starts the next line whole */
			assert_ptr_equal(next, at);
	}
	/* with ASCII spaces it breaks inside, as between words: "2^(翻" / "+ 2)" */
	expect_line("符 × 2^(翻 + 2)", 11, "符 × 2^(翻", "+ 2)");
}

static void fprint_pads_to_the_column(void **state)
{
	(void)state;
	char out[64] = "";
	FILE *f = fmemopen(out, sizeof out, "w");
	assert_non_null(f);
	assert_int_equal(textwidth_fprint(f, "東", 4, TEXTWIDTH_RIGHT), 4);
	assert_int_equal(textwidth_fprint(f, "南二局", 5, TEXTWIDTH_LEFT), 5);
	fputc('|', f);
	fclose(f);
	assert_string_equal(out, "  東南二 |");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(cjk_characters_are_two_columns_wide),
	    cmocka_unit_test(narrow_and_combining_forms),
	    cmocka_unit_test(invalid_bytes_count_one_column),
	    cmocka_unit_test(fit_never_splits_a_character),
	    cmocka_unit_test(pad_aligns_by_columns),
	    cmocka_unit_test(pad_cuts_and_fills_a_straddling_character),
	    cmocka_unit_test(pad_respects_the_buffer_size),
	    cmocka_unit_test(ellipsize_marks_the_cut),
	    cmocka_unit_test(fprint_pads_to_the_column),
	    cmocka_unit_test(line_breaks_between_words),
	    cmocka_unit_test(cjk_lines_break_only_where_allowed),
	    cmocka_unit_test(cjk_lines_fill_and_keep_their_marks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
