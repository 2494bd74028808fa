/* The JSON-lines loop of the calc and analyze tools, and careful writing. */
#include <config.h>

#include "src/cli/cli_io.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistr.h>
#include <uniwidth.h>

#include "src/engine/i18n.h"

json_object *cli_json_error(const char *code, const char *message)
{
	json_object *o = json_object_new_object();
	if (!o)
		return NULL; /* out of memory: the loop says so and stops */
	json_object_object_add(o, "ok", json_object_new_boolean(0));
	json_object_object_add(o, "code", json_object_new_string(code));
	json_object_object_add(o, "error", json_object_new_string(message));
	return o;
}

void cli_ignore_sigpipe(void)
{
	signal(SIGPIPE, SIG_IGN);
}

/* Whether s[0..len) is spaces only (a NUL is not a space: the caller refuses it first). */
static bool is_blank(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!strchr(" \t\r\n", s[i]) || s[i] == '\0')
			return false;
	return true;
}

/*
 * A string of the request that could not be used whole: one that is not UTF-8 (a \u escape of
 * a lone surrogate decodes to such bytes) or that holds \u0000, which every C string would
 * cut short. Keys are checked as well as values. Returns the offending text's kind or NULL.
 */
static const char *bad_string(json_object *o)
{
	switch (json_object_get_type(o)) {
	case json_type_string: {
		const char *s = json_object_get_string(o);
		size_t len = (size_t)json_object_get_string_len(o);
		if (memchr(s, '\0', len))
			return _("a string of the request holds \\u0000");
		if (u8_check((const uint8_t *)s, len))
			return _("a string of the request is not valid UTF-8");
		return NULL;
	}
	case json_type_object: {
		json_object_object_foreach(o, key, val)
		{
			if (u8_check((const uint8_t *)key, strlen(key)))
				return _("a string of the request is not valid UTF-8");
			const char *why = bad_string(val);
			if (why)
				return why;
		}
		return NULL;
	}
	case json_type_array:
		for (size_t i = 0; i < json_object_array_length(o); i++) {
			const char *why = bad_string(json_object_array_get_idx(o, i));
			if (why)
				return why;
		}
		return NULL;
	default:
		return NULL;
	}
}

/*
 * Parses one line (len bytes, no newline) as a JSON object with json-c in strict mode. Returns
 * the object, or NULL with a message in err.
 */
static json_object *parse_line(json_tokener *tok, const char *line, size_t len, char *err,
			       size_t errsize)
{
	const uint8_t *bad;
	if (memchr(line, '\0', len)) {
		snprintf(err, errsize, _("the line holds a NUL byte at character %zu"),
			 (size_t)((const char *)memchr(line, '\0', len) - line) + 1);
		return NULL;
	}
	if ((bad = u8_check((const uint8_t *)line, len))) {
		snprintf(err, errsize, _("not valid UTF-8 at byte %zu"),
			 (size_t)(bad - (const uint8_t *)line) + 1);
		return NULL;
	}
	const char *start = line + strspn(line, " \t");
	if (*start != '{') {
		snprintf(err, errsize, "%s",
			 _("a request is a JSON object on one line, like "
			   "{\"hand\":\"123m456p789s11z23s\"}"));
		return NULL;
	}
	json_tokener_reset(tok);
	json_object *obj = json_tokener_parse_ex(tok, line, (int)len);
	enum json_tokener_error e = json_tokener_get_error(tok);
	if (!obj) {
		if (e == json_tokener_continue)
			snprintf(err, errsize, "%s",
				 _("not valid JSON: the line ends inside the object"));
		else
			snprintf(err, errsize, _("not valid JSON at character %zu: %s"),
				 json_tokener_get_parse_end(tok) + 1, json_tokener_error_desc(e));
		return NULL;
	}
	size_t end = json_tokener_get_parse_end(tok);
	if (!is_blank(line + end, len - end)) {
		snprintf(err, errsize,
			 _("not valid JSON: unexpected text after the object at character %zu"),
			 end + 1);
		json_object_put(obj);
		return NULL;
	}
	const char *why = bad_string(obj);
	if (why) {
		snprintf(err, errsize, "%s", why);
		json_object_put(obj);
		return NULL;
	}
	return obj;
}

/*
 * Reads one line of at most CLI_LINE_MAX bytes into buf (without its newline, NUL bytes kept).
 * A longer line is read to its end but not kept: *too_long is set. Returns the length, or -1
 * at the end of the input.
 */
static long read_line(FILE *in, char *buf, bool *too_long)
{
	size_t len = 0;
	int c;
	bool any = false;
	*too_long = false;
	while ((c = getc_unlocked(in)) != EOF) {
		any = true;
		if (c == '\n')
			break;
		if (len < CLI_LINE_MAX)
			buf[len++] = (char)c;
		else
			*too_long = true;
	}
	if (!any)
		return -1;
	buf[len] = '\0';
	return (long)len;
}

static void merge_defaults(json_object *request, json_object *defaults)
{
	if (!defaults || !json_object_is_type(request, json_type_object))
		return;
	json_object_object_foreach(defaults, key, val)
	{
		if (!json_object_object_get_ex(request, key, NULL))
			json_object_object_add(request, key, json_object_get(val));
	}
}

/* Writes one answer and flushes it. Returns 0, or -1 with errno set. */
static int write_answer(FILE *out, json_object *answer)
{
	const char *text = json_object_to_json_string_ext(
	    answer, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
	if (fputs(text, out) == EOF || putc('\n', out) == EOF || fflush(out) == EOF)
		return -1;
	return 0;
}

int cli_json_loop(FILE *in, FILE *out, json_object *defaults, cli_json_handler handle,
		  const char *command)
{
	json_tokener *tok = json_tokener_new();
	char *line = malloc(CLI_LINE_MAX + 1);
	if (!tok || !line) {
		fprintf(stderr, "%s %s: %s\n", PACKAGE, command, strerror(ENOMEM));
		json_tokener_free(tok);
		free(line);
		return 1;
	}
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
	long len;
	bool too_long;
	int status = 0;
	while ((len = read_line(in, line, &too_long)) != -1) {
		if (!too_long && is_blank(line, (size_t)len))
			continue;
		char err[256];
		json_object *request = NULL, *answer;
		if (too_long)
			snprintf(err, sizeof err,
				 _("the line is longer than %d bytes, the most a request may "
				   "take; it was skipped"),
				 CLI_LINE_MAX);
		else
			request = parse_line(tok, line, (size_t)len, err, sizeof err);
		if (request) {
			merge_defaults(request, defaults);
			answer = handle(request);
			json_object_put(request);
		} else
			answer = cli_json_error(CLI_BAD_INPUT, err);
		/* no memory for an answer: say so, never end quietly as if all went well */
		if (!answer) {
			fprintf(stderr, "%s %s: %s\n", PACKAGE, command, strerror(ENOMEM));
			status = 1;
			break;
		}
		int w = write_answer(out, answer);
		json_object_put(answer);
		if (w < 0) {
			if (errno != EPIPE) {
				fprintf(stderr, _("%s %s: cannot write the answer: %s\n"), PACKAGE,
					command, strerror(errno));
				status = 1;
			}
			break;
		}
	}
	if (ferror(in)) {
		fprintf(stderr, _("%s %s: cannot read the standard input: %s\n"), PACKAGE, command,
			strerror(errno));
		status = 1;
	}
	free(line);
	json_tokener_free(tok);
	return status;
}

int cli_finish_stdout(int status, const char *command)
{
	if (fflush(stdout) == EOF || ferror(stdout)) {
		if (errno == EPIPE)
			return status;
		fprintf(stderr, _("%s %s: cannot write the answer: %s\n"), PACKAGE, command,
			strerror(errno));
		return 1;
	}
	return status;
}

void cli_print_padded(FILE *out, const char *s, int width)
{
	int w = u8_strwidth((const uint8_t *)s, "UTF-8");
	fputs(s, out);
	for (; w < width; w++)
		putc(' ', out);
}
