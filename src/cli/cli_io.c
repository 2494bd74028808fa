/* The JSON-lines loop of the calc and analyze tools, and careful writing. */
#include <config.h>

#include "src/cli/cli_io.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <uniwidth.h>

#include "src/engine/i18n.h"

json_object *cli_json_error(const char *code, const char *message)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "ok", json_object_new_boolean(0));
	json_object_object_add(o, "code", json_object_new_string(code));
	json_object_object_add(o, "error", json_object_new_string(message));
	return o;
}

void cli_ignore_sigpipe(void)
{
	signal(SIGPIPE, SIG_IGN);
}

static bool is_blank(const char *s)
{
	return s[strspn(s, " \t\r\n")] == '\0';
}

/*
 * Parses one line as a JSON object with json-c in strict mode. Returns the
 * object, or NULL with a message in err.
 */
static json_object *parse_line(json_tokener *tok, const char *line, size_t len, char *err,
			       size_t errsize)
{
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
	if (!is_blank(line + json_tokener_get_parse_end(tok))) {
		snprintf(err, errsize,
			 _("not valid JSON: unexpected text after the object at character %zu"),
			 json_tokener_get_parse_end(tok) + 1);
		json_object_put(obj);
		return NULL;
	}
	return obj;
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
	if (!tok) {
		fprintf(stderr, "%s %s: %s\n", PACKAGE, command, strerror(ENOMEM));
		return 1;
	}
	json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int status = 0;
	while ((len = getline(&line, &cap, in)) != -1) {
		if (is_blank(line))
			continue;
		char err[256];
		json_object *request = parse_line(tok, line, (size_t)len, err, sizeof err);
		json_object *answer;
		if (request) {
			merge_defaults(request, defaults);
			answer = handle(request);
			json_object_put(request);
		} else
			answer = cli_json_error(CLI_BAD_INPUT, err);
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
