/* The JSON-lines loop of the calc and analyze tools, and careful writing. */
#include <config.h>

#include "src/cli/cli_io.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>
#include <unistr.h>
#include <uniwidth.h>

#include "src/text/i18n.h"

/* Answers held before they are written even though more input is waiting. */
enum { ANSWERS_HELD_MAX = 1 << 16 };

/* The state of one run of the JSON-lines loop. */
struct json_loop {
	FILE *in, *out;
	int fd; /* of in, read directly so as to know when no whole line is left; -1: fread */
	char *buf;
	size_t size, start, end; /* the unread input is buf[start..end) */
	bool eof;
	int read_errno;
	char *text; /* the strings of the request being read */
	struct cli_json_nodes nodes, default_nodes;
	struct cli_json *defaults;
	json_tokener *tok;
	json_object *parsed; /* json-c's tree of the request, when json-c read it */
	cli_json_handler handle;
	struct cli_out answers; /* not written yet */
};

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
 * Reads one line (len bytes, no newline, NUL-terminated) as a JSON object into the nodes of
 * the loop: by the strict reader, or by json-c in strict mode when the reader leaves it the
 * line. Returns the object; NULL with a message in err, or with *nomem set.
 */
static struct cli_json *parse_line(struct json_loop *l, const char *line, size_t len, char *err,
				   size_t errsize, bool *nomem)
{
	const uint8_t *bad;
	*nomem = false;
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
	struct cli_json *fast = cli_json_read(&l->nodes, line, len, l->text, nomem);
	if (fast || *nomem)
		return fast;
	cli_json_nodes_clear(&l->nodes);
	json_tokener_reset(l->tok);
	json_object *obj = json_tokener_parse_ex(l->tok, line, (int)len);
	enum json_tokener_error e = json_tokener_get_error(l->tok);
	if (!obj) {
		if (e == json_tokener_continue)
			snprintf(err, errsize, "%s",
				 _("not valid JSON: the line ends inside the object"));
		else
			snprintf(err, errsize, _("not valid JSON at character %zu: %s"),
				 json_tokener_get_parse_end(l->tok) + 1,
				 json_tokener_error_desc(e));
		return NULL;
	}
	size_t end = json_tokener_get_parse_end(l->tok);
	const char *why = NULL;
	if (!is_blank(line + end, len - end))
		snprintf(err, errsize,
			 _("not valid JSON: unexpected text after the object at character %zu"),
			 end + 1);
	else if ((why = bad_string(obj)))
		snprintf(err, errsize, "%s", why);
	else {
		/* the tree is kept until the request is answered: its strings are borrowed */
		l->parsed = obj;
		struct cli_json *tree = cli_json_from_object(&l->nodes, obj);
		*nomem = !tree;
		return tree;
	}
	json_object_put(obj);
	return NULL;
}

/* ---- lines in, answers out ------------------------------------------------ */

/* Writes the answers held and empties them. Returns 0, or -1 with errno set. */
static int flush_answers(struct json_loop *l)
{
	struct cli_out *a = &l->answers;
	if (a->len && fwrite(a->text, 1, a->len, l->out) != a->len)
		return -1;
	a->len = 0;
	return fflush(l->out) == EOF ? -1 : 0;
}

/*
 * Reads more input into the buffer, after writing the answers held: the input has no whole
 * line left, so a caller may be waiting for them before it sends the next request.
 */
static int fill(struct json_loop *l)
{
	if (flush_answers(l) < 0)
		return -1;
	if (l->start) {
		memmove(l->buf, l->buf + l->start, l->end - l->start);
		l->end -= l->start;
		l->start = 0;
	}
	size_t room = l->size - 1 - l->end;
	ssize_t n;
	if (l->fd >= 0) {
		do
			n = read(l->fd, l->buf + l->end, room);
		while (n < 0 && errno == EINTR);
		if (n < 0)
			l->read_errno = errno;
	} else {
		n = (ssize_t)fread(l->buf + l->end, 1, room, l->in);
		if (n == 0 && ferror(l->in))
			l->read_errno = errno ? errno : EIO;
	}
	if (n <= 0)
		l->eof = true;
	else
		l->end += (size_t)n;
	return 0;
}

/*
 * The next line, NUL-terminated in place of its newline, of at most CLI_LINE_MAX bytes: a
 * longer one is read to its end but not kept (*too_long set). Returns 1, 0 at the end of the
 * input, -1 when the answers could not be written (errno set).
 */
static int next_line(struct json_loop *l, char **line, size_t *len, bool *too_long)
{
	bool skipped = false;
	for (;;) {
		char *from = l->buf + l->start;
		char *nl = memchr(from, '\n', l->end - l->start);
		if (nl || (l->eof && (l->end > l->start || skipped))) {
			size_t n = nl ? (size_t)(nl - from) : l->end - l->start;
			from[n] = '\0';
			l->start += n + (nl != NULL);
			*line = from;
			*len = skipped ? 0 : n;
			*too_long = skipped || n > CLI_LINE_MAX;
			return 1;
		}
		if (l->eof)
			return 0;
		if (l->end - l->start > CLI_LINE_MAX) {
			skipped = true; /* too long already: the rest is only looked through */
			l->start = l->end;
		}
		if (fill(l) < 0)
			return -1;
	}
}

/* Answers one line into l->answers; false when memory ran out. */
static bool answer_line(struct json_loop *l, const char *line, size_t len, bool too_long)
{
	char err[256];
	struct cli_json *request = NULL;
	bool nomem = false;
	cli_json_nodes_clear(&l->nodes);
	if (too_long)
		snprintf(err, sizeof err,
			 _("the line is longer than %d bytes, the most a request may "
			   "take; it was skipped"),
			 CLI_LINE_MAX);
	else
		request = parse_line(l, line, len, err, sizeof err, &nomem);
	if (request && l->defaults && cli_json_merge(&l->nodes, request, l->defaults) < 0)
		nomem = true;
	if (nomem)
		request = NULL;
	else if (request)
		l->handle(request, &l->answers);
	else
		cli_out_error(&l->answers, CLI_BAD_INPUT, err);
	cli_out_bytes(&l->answers, "\n", 1);
	if (l->parsed) {
		json_object_put(l->parsed);
		l->parsed = NULL;
	}
	return !nomem && !l->answers.failed;
}

/* What the loop holds, made once: buffers of a line's size, nodes, json-c's tokener. */
static bool loop_init(struct json_loop *l, FILE *in, FILE *out, json_object *defaults)
{
	memset(l, 0, sizeof *l);
	l->in = in;
	l->out = out;
	l->fd = fileno(in);
	l->size = CLI_LINE_MAX + (1 << 16) + 1;
	l->buf = malloc(l->size);
	l->text = malloc(CLI_LINE_MAX + 1);
	l->tok = json_tokener_new();
	cli_json_nodes_init(&l->nodes);
	cli_json_nodes_init(&l->default_nodes);
	if (!l->buf || !l->text || !l->tok)
		return false;
	json_tokener_set_flags(l->tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
	if (defaults && !(l->defaults = cli_json_from_object(&l->default_nodes, defaults)))
		return false;
	return true;
}

static void loop_free(struct json_loop *l)
{
	free(l->buf);
	free(l->text);
	free(l->answers.text);
	if (l->tok)
		json_tokener_free(l->tok);
	cli_json_nodes_free(&l->nodes);
	cli_json_nodes_free(&l->default_nodes);
}

int cli_json_loop(FILE *in, FILE *out, json_object *defaults, cli_json_handler handle,
		  const char *command)
{
	struct json_loop l;
	bool ok = loop_init(&l, in, out, defaults);
	l.handle = handle;
	char *line;
	size_t len;
	bool too_long;
	int status = 0, got = 0;
	while (ok && (got = next_line(&l, &line, &len, &too_long)) == 1) {
		if (!too_long && is_blank(line, len))
			continue;
		ok = answer_line(&l, line, len, too_long);
		if (ok && l.answers.len >= ANSWERS_HELD_MAX && (got = flush_answers(&l)) < 0)
			break;
	}
	if (ok && got == 0)
		got = flush_answers(&l);
	if (!ok) {
		/* no memory for an answer: say so, never end quietly as if all went well */
		fprintf(stderr, "%s %s: %s\n", PACKAGE, command, strerror(ENOMEM));
		status = 1;
	} else if (got < 0 && errno != EPIPE) {
		fprintf(stderr, _("%s %s: cannot write the answer: %s\n"), PACKAGE, command,
			strerror(errno));
		status = 1;
	}
	if (ok && got >= 0 && l.read_errno) {
		fprintf(stderr, _("%s %s: cannot read the standard input: %s\n"), PACKAGE, command,
			strerror(l.read_errno));
		status = 1;
	}
	loop_free(&l);
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

json_object *cli_json_number(double v)
{
	char buf[48];
	snprintf(buf, sizeof buf, "%.4f", v);
	char *end = buf + strlen(buf) - 1;
	while (*end == '0')
		*end-- = '\0';
	if (*end == '.')
		*end = '\0';
	if (strcmp(buf, "-0") == 0)
		strcpy(buf, "0");
	return json_object_new_double_s(v, buf);
}
