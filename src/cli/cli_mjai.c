/*
 * jansou mjai: a jansou AI as an mjai bot (src/record/mjai/mjai_bot.h) on standard input and
 * output, as the bots of the mjai arena run: one event a line in, one reaction a line out.
 */
#include <config.h>

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>

#include <json-c/json.h>

#include "src/cli/cli.h"
#include "src/cli/cli_options.h"
#include "src/record/mjai/mjai_bot.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"

enum { MJAI_LINE_MAX = 1 << 20 };

enum { OPT_AI = CLI_LONG_ONLY, OPT_RULES, OPT_CONNECT, OPT_NAME, OPT_ROOM };

static const struct cli_option mjai_options[] = {
    {"ai", OPT_AI, N_("NAME"), N_("the AI that plays (default defensive)")},
    {"rules", OPT_RULES, N_("PRESET"), N_("the riichi rules of the game (default tenhou)")},
    {"connect", OPT_CONNECT, N_("HOST:PORT"),
     N_("play at an mjai server (jansou serve) over TCP instead of standard input and output")},
    {"name", OPT_NAME, N_("NAME"), N_("the bot's name at the server (default jansou)")},
    {"room", OPT_ROOM, N_("ROOM"), N_("the room to join at the server (default default)")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void usage(FILE *out)
{
	fputs(_("Usage: jansou mjai [--ai NAME] [--rules PRESET] [--connect HOST:PORT [--name N] "
		"[--room R]]\n"
		"Plays as an mjai bot: reads the game's events on standard input, one JSON object\n"
		"a line, and answers each with one line, its action or {\"type\":\"none\"}.\n"),
	      out);
	fputs("\n", out);
	cli_options_print(mjai_options, out);
}

/*
 * The next line of in, without its newline, NUL-terminated in buf (MJAI_LINE_MAX + 2 bytes):
 * a longer one is read to its end but not kept (*too_long). False at the end of the input.
 */
static bool read_line(FILE *in, char *buf, size_t *len, bool *too_long)
{
	size_t n = 0;
	int c;
	*too_long = false;
	while ((c = getc(in)) != EOF && c != '\n') {
		if (n < MJAI_LINE_MAX)
			buf[n++] = (char)c;
		else
			*too_long = true;
	}
	if (c == EOF && n == 0 && !*too_long)
		return false;
	buf[n] = '\0';
	*len = n;
	return true;
}

/* The bot's answer to one line into *out; false with why for a line it cannot take. */
static bool event_answer(struct mjai_bot *b, const char *line, size_t len, bool too_long,
			 json_object **out, char *why, size_t size)
{
	if (too_long || memchr(line, '\0', len)) {
		snprintf(why, size, "%s", _("not an mjai event (over 1 MiB, or a NUL byte)"));
		return false;
	}
	/* one JSON object and nothing after it but blanks */
	json_tokener *tok = json_tokener_new();
	if (!tok) {
		snprintf(why, size, "%s", strerror(ENOMEM));
		return false;
	}
	json_object *o = json_tokener_parse_ex(tok, line, (int)len);
	size_t used = json_tokener_get_parse_end(tok);
	json_tokener_free(tok);
	while (used < len && strchr(" \t\r", line[used]))
		used++;
	if (!json_object_is_type(o, json_type_object) || used != len) {
		json_object_put(o);
		snprintf(why, size, "%s", _("not a JSON object"));
		return false;
	}
	bool taken = mjai_bot_event(b, o, out) == 0;
	json_object_put(o);
	if (!taken)
		snprintf(why, size, "%s", mjai_bot_error(b));
	return taken;
}

/* The reason may quote the event: escaped, as all text from outside. */
static void print_refusal(long number, const char *why)
{
	char *text = NULL;
	size_t textlen = 0;
	FILE *m = open_memstream(&text, &textlen);
	if (m) {
		text_escape_puts(m, why);
		fclose(m);
	}
	fprintf(stderr, _("jansou mjai: line %ld: %s\n"), number, text ? text : why);
	free(text);
}

/* A TCP connection to host:port ("[::1]:11600" too); -1 after saying why. */
static int connect_to(const char *spec)
{
	char host[256];
	const char *colon = strrchr(spec, ':');
	if (!colon || colon == spec || (size_t)(colon - spec) >= sizeof host) {
		fprintf(stderr, _("jansou mjai: --connect takes HOST:PORT\n"));
		return -1;
	}
	const char *h = spec;
	size_t hl = (size_t)(colon - spec);
	if (h[0] == '[' && hl >= 2 && h[hl - 1] == ']')
		h++, hl -= 2;
	snprintf(host, sizeof host, "%.*s", (int)hl, h);
	struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
	struct addrinfo *res;
	int rc = getaddrinfo(host, colon + 1, &hints, &res);
	if (rc != 0) {
		fprintf(stderr, "jansou mjai: %s: %s\n", spec, gai_strerror(rc));
		return -1;
	}
	int fd = -1;
	for (struct addrinfo *a = res; a && fd < 0; a = a->ai_next) {
		fd = socket(a->ai_family, a->ai_socktype, a->ai_protocol);
		if (fd >= 0 && connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
			close(fd);
			fd = -1;
		}
	}
	freeaddrinfo(res);
	if (fd < 0)
		fprintf(stderr, "jansou mjai: %s: %s\n", spec, strerror(errno));
	return fd;
}

/*
 * The mjai server protocol's opening: the server's hello, then our join. Returns 0, or -1
 * after saying why (the server refused, or said something else).
 */
static int server_join(FILE *in, FILE *out, const char *name, const char *room, char *line)
{
	size_t len;
	bool too_long;
	if (!read_line(in, line, &len, &too_long) || too_long) {
		fprintf(stderr, _("jansou mjai: the server said no hello\n"));
		return -1;
	}
	json_object *hello = json_tokener_parse(line);
	json_object *t;
	bool ok = hello && json_object_object_get_ex(hello, "type", &t) &&
		  strcmp(json_object_get_string(t), "hello") == 0;
	json_object_put(hello);
	if (!ok) {
		fprintf(stderr, _("jansou mjai: the server said no hello\n"));
		return -1;
	}
	json_object *j = json_object_new_object();
	json_object_object_add(j, "type", json_object_new_string("join"));
	json_object_object_add(j, "name", json_object_new_string(name));
	json_object_object_add(j, "room", json_object_new_string(room));
	fprintf(out, "%s\n",
		json_object_to_json_string_ext(j, JSON_C_TO_STRING_PLAIN |
						      JSON_C_TO_STRING_NOSLASHESCAPE));
	json_object_put(j);
	return fflush(out) == 0 ? 0 : -1;
}

/* Whether line is the server's error (said, escaped), or the game's end. */
static bool server_says_end(const char *line, bool *error)
{
	json_object *o = json_tokener_parse(line);
	json_object *t, *m;
	const char *type =
	    o && json_object_object_get_ex(o, "type", &t) ? json_object_get_string(t) : "";
	*error = strcmp(type, "error") == 0;
	if (*error)
		print_refusal(0, json_object_object_get_ex(o, "message", &m)
				     ? json_object_get_string(m)
				     : line);
	bool end = *error || strcmp(type, "end_game") == 0;
	json_object_put(o);
	return end;
}

int cli_mjai_main(int argc, char **argv)
{
	const char *ai = "defensive", *preset = "tenhou";
	const char *connect_spec = NULL, *name = "jansou", *room = "default";
	struct cli_parse p;
	cli_parse_start(&p, "mjai", mjai_options, argc, argv);
	int opt;
	while ((opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case OPT_AI:
			ai = p.value;
			break;
		case OPT_RULES:
			preset = p.value;
			break;
		case OPT_CONNECT:
			connect_spec = p.value;
			break;
		case OPT_NAME:
			name = p.value;
			break;
		case OPT_ROOM:
			room = p.value;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			return 2;
		}
	}
	if (cli_parse_no_operands(&p) != 0)
		return 2;
	const struct rules *rules = rules_preset(preset);
	const struct player_kind *kind = players_find(ai);
	if (!rules || !(rules_family_of(rules->family)->logs & RULES_LOG_MJAI)) {
		fprintf(stderr, _("jansou mjai: no riichi rules \"%s\"\n"), preset);
		return 2;
	}
	if (!kind) {
		fprintf(stderr, _("jansou mjai: no AI \"%s\" (jansou --list-ai lists them)\n"), ai);
		return 2;
	}
	struct mjai_bot *b = mjai_bot_new(kind, rules);
	if (!b) {
		fprintf(stderr, "jansou mjai: %s\n", strerror(ENOMEM));
		return 1;
	}
	FILE *in = stdin, *out = stdout;
	setvbuf(stdout, NULL, _IOLBF, 0);
	char *line = malloc(MJAI_LINE_MAX + 2);
	if (!line) {
		fprintf(stderr, "jansou mjai: %s\n", strerror(ENOMEM));
		mjai_bot_free(b);
		return 1;
	}
	if (connect_spec) {
		int fd = connect_to(connect_spec);
		int fd2 = fd >= 0 ? dup(fd) : -1;
		in = fd >= 0 ? fdopen(fd, "r") : NULL;
		out = fd2 >= 0 ? fdopen(fd2, "w") : NULL;
		if (!in || !out || server_join(in, out, name, room, line) != 0) {
			free(line);
			mjai_bot_free(b);
			return 1;
		}
	}
	long number = 0;
	int status = 0;
	size_t len;
	bool too_long;
	while (read_line(in, line, &len, &too_long)) {
		number++;
		bool error = false,
		     end = connect_spec && !too_long && server_says_end(line, &error);
		if (error) {
			status = 1;
			break;
		}
		char why[400];
		json_object *answer = NULL;
		if (!event_answer(b, line, len, too_long, &answer, why, sizeof why)) {
			/* refused: the table stays as it was, the host hears why, the bot answers
			 */
			print_refusal(number, why);
			status = 1;
			answer = json_object_new_object();
			json_object_object_add(answer, "type", json_object_new_string("none"));
		}
		const char *text = json_object_to_json_string_ext(
		    answer, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE);
		int written = fprintf(out, "%s\n", text);
		json_object_put(answer);
		if (written < 0 || fflush(out) != 0 || end)
			break;
	}
	if (connect_spec) {
		fclose(in);
		fclose(out);
	}
	free(line);
	mjai_bot_free(b);
	return status;
}
