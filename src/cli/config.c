/* The configuration file: a table of keys, one reader per kind of value. */
#include <config.h>

#include "src/cli/config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/file_io.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"

/* Where a line came from, and the running count of problems. */
struct where {
	const char *file;
	int line;
	FILE *errors;
	int problems;
};

static void report(struct where *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void report(struct where *w, const char *fmt, ...)
{
	w->problems++;
	if (!w->errors)
		return;
	/* messages quote the file's keys and values: a control character is shown, not sent */
	text_escape_printf(w->errors, "%s:%d: ", w->file, w->line);
	va_list ap;
	va_start(ap, fmt);
	text_escape_vprintf(w->errors, fmt, ap);
	va_end(ap);
	fputc('\n', w->errors);
}

/* Copies value into a field of size bytes; refuses what does not fit. */
static int copy_value(struct where *w, const char *key, const char *value, char *dst, size_t size)
{
	if (strlen(value) >= size) {
		report(w, _("%s: the value is too long (at most %zu characters)"), key, size - 1);
		return -1;
	}
	strcpy(dst, value);
	return 0;
}

/* ---- one reader per kind of value -------------------------------------- */

struct config_key;
typedef int (*key_reader)(const struct config_key *k, struct config *c, const char *value,
			  struct where *w);

struct config_key {
	const char *name;
	key_reader read;
	size_t offset;		    /* of the field in struct config */
	const char *const *choices; /* the words of an enumeration, in enum order */
};

static const char *const tiles_words[] = {"auto", "glyph", "text", NULL};
static const char *const colour_words[] = {"auto", "always", "never", NULL};
static const char *const bell_words[] = {"wins", "off", "turns", NULL}; /* enum config_bell */
/* po/LINGUAS and English; "zh" is the Chinese we have. */
static const char *const languages[] = {"en", "ja", "zh", "zh_CN", NULL};

static int word_index(const char *const *words, const char *value)
{
	for (int i = 0; words[i]; i++)
		if (strcmp(words[i], value) == 0)
			return i;
	return -1;
}

/* "a, b or c" for a message. */
static void list_words(const char *const *words, char *buf, size_t size)
{
	buf[0] = '\0';
	for (int i = 0; words[i]; i++) {
		const char *sep = i == 0 ? "" : words[i + 1] ? ", " : _(" or ");
		strncat(buf, sep, size - strlen(buf) - 1);
		strncat(buf, words[i], size - strlen(buf) - 1);
	}
}

/* delay: milliseconds, 0 to 5000 (the game's --delay) */
static int read_delay(const struct config_key *k, struct config *c, const char *value,
		      struct where *w)
{
	char *end;
	long ms = strtol(value, &end, 10);
	if (!*value || *end || ms < 0 || ms > 5000) {
		report(w, _("%s: \"%s\" is not milliseconds from 0 to 5000"), k->name, value);
		return -1;
	}
	c->delay_ms = (int)ms;
	return 0;
}

static int read_choice(const struct config_key *k, struct config *c, const char *value,
		       struct where *w)
{
	int i = word_index(k->choices, value);
	if (i < 0) {
		char words[128];
		list_words(k->choices, words, sizeof words);
		report(w, _("%s: \"%s\" is not %s"), k->name, value, words);
		return -1;
	}
	*(int *)((char *)c + k->offset) = i;
	return 0;
}

static int read_bool(const struct config_key *k, struct config *c, const char *value,
		     struct where *w)
{
	static const char *const words[] = {"false", "no", "off", "0", "true",
					    "yes",   "on", "1",	  NULL};
	int i = word_index(words, value);
	if (i < 0) {
		report(w, _("%s: \"%s\" is not true or false"), k->name, value);
		return -1;
	}
	*(bool *)((char *)c + k->offset) = i >= 4;
	return 0;
}

static int read_preset(const struct config_key *k, struct config *c, const char *value,
		       struct where *w)
{
	if (!rules_preset(value)) {
		char names[160];
		list_words(rules_preset_names, names, sizeof names);
		report(w, _("%s: no rule preset \"%s\" (there are %s)"), k->name, value, names);
		return -1;
	}
	return copy_value(w, k->name, value, c->rules, sizeof c->rules);
}

static int read_language(const struct config_key *k, struct config *c, const char *value,
			 struct where *w)
{
	if (word_index(languages, value) < 0) {
		char words[128];
		list_words(languages, words, sizeof words);
		report(w, _("%s: no language \"%s\" (there are %s)"), k->name, value, words);
		return -1;
	}
	return copy_value(w, k->name, value, c->lang, sizeof c->lang);
}

/* "A,B,C": one to three player names; one name plays all three seats. */
static int read_players(const struct config_key *k, struct config *c, const char *value,
			struct where *w)
{
	char names[3][CONFIG_NAME_SIZE];
	int n = 0;
	const char *p = value;
	for (;;) {
		size_t len = strcspn(p, ",");
		const char *start = p;
		while (len && (*start == ' ' || *start == '\t'))
			start++, len--;
		while (len && (start[len - 1] == ' ' || start[len - 1] == '\t'))
			len--;
		if (len == 0 || n == 3 || len >= CONFIG_NAME_SIZE) {
			report(
			    w,
			    _("%s: give one to three player names separated by commas, not \"%s\""),
			    k->name, value);
			return -1;
		}
		memcpy(names[n], start, len);
		names[n++][len] = '\0';
		p = start + strcspn(start, ",");
		if (*p == '\0')
			break;
		p++;
	}
	/* as --ai: the last name fills the seats left */
	for (int i = 0; i < 3; i++)
		strcpy(c->ai[i], names[i < n ? i : n - 1]);
	c->nai = 3;
	c->ai_line = w->line;
	return 0;
}

#define AT(field) offsetof(struct config, field)

static const struct config_key config_keys[] = {
    {"rules", read_preset, 0, NULL},
    {"ai", read_players, 0, NULL},
    {"tiles", read_choice, AT(tiles), tiles_words},
    {"lang", read_language, 0, NULL},
    {"colour", read_choice, AT(colour), colour_words},
    {"color", read_choice, AT(colour), colour_words},
    {"auto_win", read_bool, AT(auto_win), NULL},
    {"auto_pass", read_bool, AT(auto_pass), NULL},
    {"auto_discard", read_bool, AT(auto_discard), NULL},
    {"bell", read_choice, AT(bell), bell_words},
    {"delay", read_delay, 0, NULL},
    {.name = NULL},
};

/* Any name of rules_option_table: checked against a scratch rule set, kept as text. */
static int read_rule_option(struct config *c, const char *key, const char *value, struct where *w)
{
	struct rules scratch = *rules_preset(rules_preset_names[0]);
	char err[256];
	if (rules_set_option(&scratch, key, value, err, sizeof err) < 0) {
		report(w, "%s", err);
		return -1;
	}
	struct config_rule_option *o = NULL;
	for (int i = 0; i < c->noptions; i++)
		if (strcmp(c->options[i].name, key) == 0)
			o = &c->options[i]; /* set again: the later line wins */
	if (!o) {
		if (c->noptions == CONFIG_MAX_RULE_OPTIONS) {
			report(w, _("%s: too many rule options"), key);
			return -1;
		}
		o = &c->options[c->noptions];
		if (copy_value(w, key, key, o->name, sizeof o->name) < 0 ||
		    copy_value(w, key, value, o->value, sizeof o->value) < 0)
			return -1;
		c->noptions++;
	} else if (copy_value(w, key, value, o->value, sizeof o->value) < 0)
		return -1;
	o->line = w->line;
	return 0;
}

static bool is_rule_option(const char *name)
{
	for (const struct rules_option *o = rules_option_table; o->name; o++)
		if (strcmp(o->name, name) == 0)
			return true;
	return false;
}

/* ---- lines ---------------------------------------------------------------- */

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		s[--n] = '\0';
	return s;
}

static void parse_line(struct config *c, char *line, struct where *w)
{
	char *hash = strchr(line, '#');
	if (hash)
		*hash = '\0';
	line = trim(line);
	if (*line == '\0')
		return;
	char *eq = strchr(line, '=');
	if (!eq) {
		report(w, _("expected \"key = value\", not \"%s\""), line);
		return;
	}
	*eq = '\0';
	char *key = trim(line), *value = trim(eq + 1);
	if (*key == '\0') {
		report(w, "%s", _("a key is missing before \"=\""));
		return;
	}
	if (*value == '\0') {
		report(w, _("%s: the value is missing after \"=\""), key);
		return;
	}
	for (const struct config_key *k = config_keys; k->name; k++)
		if (strcmp(k->name, key) == 0) {
			k->read(k, c, value, w);
			return;
		}
	if (is_rule_option(key)) {
		read_rule_option(c, key, value, w);
		return;
	}
	report(w, _("unknown key \"%s\""), key);
}

void config_defaults(struct config *c)
{
	memset(c, 0, sizeof *c);
	c->auto_discard = true; /* as the game does without a file */
	c->delay_ms = -1;
}

int config_parse(struct config *c, const char *text, size_t len, const char *file, FILE *errors)
{
	struct where w = {.file = file, .errors = errors};
	snprintf(c->file, sizeof c->file, "%s", file);
	size_t pos = 0;
	while (pos < len) {
		const char *start = text + pos;
		const char *nl = memchr(start, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - start) : len - pos;
		pos += n + (nl != NULL);
		w.line++;
		char *line = malloc(n + 1);
		if (!line) {
			report(&w, "%s", strerror(ENOMEM));
			break;
		}
		memcpy(line, start, n);
		line[n] = '\0';
		if (strlen(line) != n)
			report(&w, "%s", _("a NUL byte: this is not a text file"));
		else
			parse_line(c, line, &w);
		free(line);
	}
	return w.problems;
}

int config_path(char *buf, size_t size)
{
	const char *xdg = getenv("XDG_CONFIG_HOME");
	const char *home = getenv("HOME");
	int n;
	/* the XDG spec: a relative XDG_CONFIG_HOME is invalid and ignored */
	if (xdg && xdg[0] == '/')
		n = snprintf(buf, size, "%s/%s/config", xdg, PACKAGE);
	else if (home && home[0])
		n = snprintf(buf, size, "%s/.config/%s/config", home, PACKAGE);
	else
		return -1;
	return n >= 0 && (size_t)n < size ? 0 : -1;
}

int config_load(struct config *c, const char *path, FILE *errors)
{
	char *text, why[200];
	size_t len;
	/* a FIFO or a device is refused, not read: start-up must not hang on one */
	if (file_read_all(path, CONFIG_MAX_SIZE, 0, &text, &len, why, sizeof why) < 0) {
		if (errno == ENOENT)
			return 0;
		if (errors) {
			text_escape_printf(errors, _("%s: cannot read the configuration: %s"), path,
					   why);
			fputc('\n', errors);
		}
		return 1;
	}
	int problems = config_parse(c, text, len, path, errors);
	free(text);
	return problems;
}

int config_rules(const struct config *c, const char *preset, struct rules *out, char *err,
		 size_t errsize)
{
	const char *name = preset ? preset : c->rules[0] ? c->rules : rules_preset_names[0];
	const struct rules *r = rules_preset(name);
	if (!r) {
		snprintf(err, errsize, _("no rule preset \"%s\""), name);
		return -1;
	}
	*out = *r;
	for (int i = 0; i < c->noptions; i++) {
		char why[200];
		if (r->family == RULES_MCR &&
		    !rules_option_applies(c->options[i].name, r->family)) {
			snprintf(
			    err, errsize,
			    _("%s:%d: %s is a riichi rule; Chinese Official rules (rules = %s) "
			      "take only the options flowers and reseat"),
			    c->file, c->options[i].line, c->options[i].name, name);
			return -1;
		}
		if (rules_set_option(out, c->options[i].name, c->options[i].value, why,
				     sizeof why) < 0) {
			snprintf(err, errsize, "%s:%d: %s", c->file, c->options[i].line, why);
			return -1;
		}
	}
	return 0;
}

int config_check_players(const struct config *c, bool (*exists)(const char *name), FILE *errors)
{
	struct where w = {.file = c->file, .line = c->ai_line, .errors = errors};
	for (int i = 0; i < c->nai; i++) {
		bool repeated = false;
		for (int j = 0; j < i; j++)
			repeated |= strcmp(c->ai[i], c->ai[j]) == 0;
		if (!repeated && !exists(c->ai[i]))
			report(&w, _("ai: no player \"%s\""), c->ai[i]);
	}
	return w.problems;
}
