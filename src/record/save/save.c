/* Saved games as text: writing and reading the lines, and the checks on them. */
#include <config.h>

#include "src/record/save/save.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/notation.h"
#include "src/text/i18n.h"
#include "src/text/names.h"

#define SAVE_MAGIC "jansou-save"

void save_init(struct save_game *s, const struct rules *rules, uint64_t seed,
	       const char *const players[SEATS])
{
	memset(s, 0, sizeof *s);
	snprintf(s->program, sizeof s->program, "%s %s", PACKAGE, VERSION);
	s->rules = *rules;
	s->seed = seed;
	for (int i = 0; i < SEATS; i++)
		snprintf(s->players[i], sizeof s->players[i], "%s",
			 players && players[i] ? players[i] : "-");
}

void save_free(struct save_game *s)
{
	free(s->decisions);
	s->decisions = NULL;
	s->ndecisions = s->cap = 0;
}

int save_add(struct save_game *s, int seat, const struct action *a)
{
	if (s->ndecisions == SAVE_MAX_DECISIONS)
		return -1;
	if (s->ndecisions == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 256;
		struct save_decision *d = realloc(s->decisions, cap * sizeof *d);
		if (!d)
			return -1;
		s->decisions = d;
		s->cap = cap;
	}
	s->decisions[s->ndecisions++] = (struct save_decision){.seat = seat, .action = *a};
	return 0;
}

/* ---- actions ---------------------------------------------------------------- */

/* What of an action a save keeps: its tile, the tiles from the hand, the tsumogiri mark; its
 * name is its id (names_action_id()). */
static const struct {
	bool tile;
	int nhand;
	bool tsumogiri;
} action_forms[] = {
    [ACT_DISCARD] = {true, 0, true},  [ACT_RIICHI] = {true, 0, true},
    [ACT_TSUMO] = {false, 0, false},  [ACT_ANKAN] = {true, 0, false},
    [ACT_KAKAN] = {true, 0, false},   [ACT_KYUUSHU] = {false, 0, false},
    [ACT_RON] = {false, 0, false},    [ACT_PON] = {false, 2, false},
    [ACT_MINKAN] = {false, 3, false}, [ACT_CHI] = {false, 2, false},
    [ACT_PASS] = {false, 0, false},   [ACT_KITA] = {true, 0, false},
};

#define N_ACTION_FORMS (sizeof action_forms / sizeof action_forms[0])
_Static_assert(N_ACTION_FORMS == ACT_TYPES, "a save keeps every action");

void save_action_text(const struct action *a, char *buf, size_t size)
{
	if ((size_t)a->type >= N_ACTION_FORMS) {
		snprintf(buf, size, "?");
		return;
	}
	int n = snprintf(buf, size, "%s", names_action_id(a->type));
	if (action_forms[a->type].tile)
		n += snprintf(buf + n, size - (size_t)n, " %s", notation_tile(a->tile));
	if (action_forms[a->type].nhand) {
		n += snprintf(buf + n, size - (size_t)n, " ");
		/* tile by tile, so that the order stays as it was offered */
		for (int i = 0; i < action_forms[a->type].nhand; i++)
			n += snprintf(buf + n, size - (size_t)n, "%s", notation_tile(a->hand[i]));
	}
	if (action_forms[a->type].tsumogiri && a->tsumogiri)
		snprintf(buf + n, size - (size_t)n, " tsumogiri");
}

int save_action_parse(const char *text, struct action *out)
{
	char name[16], tiles[64], flag[16];
	int got = sscanf(text, "%15s %63s %15s", name, tiles, flag);
	if (got < 1)
		return -1;
	memset(out, 0, sizeof *out);
	size_t type;
	for (type = 0; type < N_ACTION_FORMS; type++)
		if (strcmp(name, names_action_id((enum action_type)type)) == 0)
			break;
	if (type == N_ACTION_FORMS)
		return -1;
	out->type = (enum action_type)type;
	bool tile = action_forms[type].tile;
	int nhand = action_forms[type].nhand;
	int want = 1 + (tile || nhand);
	if (got < want)
		return -1;
	if (tile && notation_parse_tile(tiles, &out->tile, NULL) < 0)
		return -1;
	if (nhand && notation_parse_tiles(tiles, out->hand, nhand, NULL) != nhand)
		return -1;
	if (got > want) {
		if (!action_forms[type].tsumogiri || strcmp(flag, "tsumogiri") != 0)
			return -1;
		out->tsumogiri = true;
	}
	return 0;
}

bool save_action_equal(const struct action *a, const struct action *b)
{
	if (a->type != b->type || (size_t)a->type >= N_ACTION_FORMS)
		return false;
	if (action_forms[a->type].tile && a->tile != b->tile)
		return false;
	for (int i = 0; i < action_forms[a->type].nhand; i++)
		if (a->hand[i] != b->hand[i])
			return false;
	return !action_forms[a->type].tsumogiri || a->tsumogiri == b->tsumogiri;
}

/* ---- rule options ------------------------------------------------------------ */

/* One option's value as rules_set_option() reads it. */
/* ---- the text -------------------------------------------------------------- */

static uint64_t fnv1a(const char *s, size_t n)
{
	uint64_t h = 0xcbf29ce484222325u;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3u;
	}
	return h;
}

char *save_format(const struct save_game *s, size_t *len)
{
	char *text = NULL;
	size_t size = 0;
	FILE *f = open_memstream(&text, &size);
	if (!f)
		return NULL;
	fprintf(f, "%s %d\nprogram %s\nseed %" PRIu64 "\nrules %s\n", SAVE_MAGIC, SAVE_FORMAT,
		s->program, s->seed, s->rules.preset);
	for (const struct rules_option *o = rules_option_table; o->name; o++) {
		char value[128];
		rules_option_text(&s->rules, o, value, sizeof value);
		fprintf(f, "option %s %s\n", o->name, value);
	}
	for (int i = 0; i < SEATS; i++)
		fprintf(f, "player %d %s\n", i, s->players[i]);
	if (s->lang[0])
		fprintf(f, "lang %s\n", s->lang);
	fprintf(f, "decisions %zu\n", s->ndecisions);
	for (size_t i = 0; i < s->ndecisions; i++) {
		char action[64];
		save_action_text(&s->decisions[i].action, action, sizeof action);
		fprintf(f, "%d %s\n", s->decisions[i].seat, action);
	}
	if (fflush(f) == EOF) {
		fclose(f);
		free(text);
		return NULL;
	}
	fprintf(f, "end %016" PRIx64 "\n", fnv1a(text, size));
	if (fclose(f) == EOF) {
		free(text);
		return NULL;
	}
	*len = size;
	return text;
}

void save_id(const struct save_game *s, char *buf, size_t size)
{
	size_t len;
	char *text = save_format(s, &len);
	const char *end = text && len > 22 ? text + len - 17 : NULL;
	snprintf(buf, size, "%.16s", end ? end : "");
	free(text);
}

/* A cursor over the lines of a save, each copied out NUL-terminated. */
struct lines {
	const char *text;
	size_t len, pos;
	int number;
	char line[256];
};

/* The next line, or NULL at the end (or for a line too long to be a save's). */
static const char *next_line(struct lines *l)
{
	if (l->pos >= l->len)
		return NULL;
	const char *start = l->text + l->pos;
	const char *nl = memchr(start, '\n', l->len - l->pos);
	if (!nl)
		return NULL; /* a save's every line ends in a newline */
	size_t n = (size_t)(nl - start);
	if (n >= sizeof l->line || memchr(start, '\0', n))
		return NULL;
	memcpy(l->line, start, n);
	l->line[n] = '\0';
	l->pos += n + 1;
	l->number++;
	return l->line;
}

static enum save_status refuse(enum save_status why, char *err, size_t errsize, const char *fmt,
			       ...) __attribute__((format(printf, 4, 5)));

static enum save_status refuse(enum save_status why, char *err, size_t errsize, const char *fmt,
			       ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
	return why;
}

/* The checksum line closes the text: missing means cut short, wrong means damaged. */
static enum save_status check_end(const char *text, size_t len, char *err, size_t errsize)
{
	if (len == 0 || text[len - 1] != '\n')
		return refuse(SAVE_TRUNCATED, err, errsize, "%s", _("the save is cut short"));
	size_t start = len - 1;
	while (start > 0 && text[start - 1] != '\n')
		start--;
	uint64_t want;
	char tail;
	char line[64];
	size_t n = len - 1 - start;
	if (n >= sizeof line)
		return refuse(SAVE_TRUNCATED, err, errsize, "%s", _("the save is cut short"));
	memcpy(line, text + start, n);
	line[n] = '\0';
	if (sscanf(line, "end %16" SCNx64 "%c", &want, &tail) != 1)
		return refuse(SAVE_TRUNCATED, err, errsize, "%s", _("the save is cut short"));
	if (fnv1a(text, start) != want)
		return refuse(SAVE_CORRUPT, err, errsize, "%s",
			      _("the save is damaged (its checksum does not match)"));
	return SAVE_OK;
}

static enum save_status read_format(struct lines *l, char *err, size_t errsize)
{
	const char *line = next_line(l);
	int format;
	char tail;
	if (!line || strncmp(line, SAVE_MAGIC " ", strlen(SAVE_MAGIC) + 1) != 0)
		return refuse(SAVE_CORRUPT, err, errsize, "%s", _("this is not a jansou save"));
	if (sscanf(line + strlen(SAVE_MAGIC), "%d%c", &format, &tail) != 1)
		return refuse(SAVE_CORRUPT, err, errsize, "%s", _("this is not a jansou save"));
	if (format != SAVE_FORMAT)
		return refuse(SAVE_OTHER_VERSION, err, errsize,
			      _("the save is in format %d; this version reads format %d"), format,
			      SAVE_FORMAT);
	return SAVE_OK;
}

static enum save_status read_program(struct lines *l, struct save_game *out, char *err,
				     size_t errsize)
{
	const char *line = next_line(l);
	char tail;
	char program[64];
	snprintf(program, sizeof program, "%s %s", PACKAGE, VERSION);
	if (!line || strncmp(line, "program ", 8) != 0)
		return refuse(SAVE_CORRUPT, err, errsize, "%s", _("the save has no program line"));
	if (strcmp(line + 8, program) != 0)
		return refuse(SAVE_OTHER_VERSION, err, errsize,
			      _("the save was written by %.60s; this is %s"), line + 8, program);
	snprintf(out->program, sizeof out->program, "%s", program);
	line = next_line(l);
	if (!line || sscanf(line, "seed %" SCNu64 "%c", &out->seed, &tail) != 1)
		return refuse(SAVE_CORRUPT, err, errsize, "%s", _("the save has no seed"));
	return SAVE_OK;
}

/*
 * Options added after saves were first written, with the value that plays as the versions
 * before them did: a save that does not set one still resumes, exactly as it was played.
 */
static const struct {
	const char *name, *value;
	const char *like; /* or the value of this option of the same save */
} later_options[] = {
    {"pao_four_kans", "true", NULL},
    {"dead_wait", "tenpai", NULL},
    {"target_points", NULL, "return_points"}, /* the top needed the return points */
    {"kokushi_closed_kan", "true", NULL},
    {"reseat", "false", NULL},
    {"kita", "honour", NULL}, /* the three-player options: a four-player game never reads them */
    {"tsumo_loss", "false", NULL},
    {"uma3", "0,0,0", NULL},
};

/* The value a save without the option played by, written into buf; NULL for none. */
static const char *later_option_value(const struct rules *r, const char *name, char *buf,
				      size_t size)
{
	for (size_t i = 0; i < sizeof later_options / sizeof later_options[0]; i++) {
		if (strcmp(later_options[i].name, name) != 0)
			continue;
		if (!later_options[i].like)
			return later_options[i].value;
		for (const struct rules_option *o = rules_option_table; o->name; o++)
			if (strcmp(o->name, later_options[i].like) == 0) {
				rules_option_text(r, o, buf, size);
				return buf;
			}
	}
	return NULL;
}

/* "rules PRESET", then "option NAME VALUE" for every option this version has (those added
 * later may be missing), each once. */
static enum save_status read_rules(struct lines *l, struct save_game *out, char *err,
				   size_t errsize)
{
	const char *line = next_line(l);
	char name[64], value[128];
	char tail;
	if (!line || sscanf(line, "rules %63s%c", name, &tail) != 1)
		return refuse(SAVE_CORRUPT, err, errsize, "%s", _("the save has no rules"));
	const struct rules *preset = rules_preset(name);
	if (!preset)
		return refuse(SAVE_OTHER_RULES, err, errsize,
			      _("the save's rules \"%s\" are not known to this version"), name);
	out->rules = *preset;
	enum { MAX_OPTIONS = 64 };
	bool set[MAX_OPTIONS] = {false};
	for (;;) {
		size_t pos = l->pos;
		int number = l->number;
		line = next_line(l);
		if (!line || strncmp(line, "option ", 7) != 0) {
			l->pos = pos; /* the players' lines: not ours */
			l->number = number;
			break;
		}
		if (sscanf(line, "option %63s %127s%c", name, value, &tail) != 2)
			return refuse(SAVE_CORRUPT, err, errsize, "%s",
				      _("the save has a rule option line it cannot read"));
		const char *name_now = name, *value_now = value;
		rules_option_renamed(&name_now, &value_now);
		int i = 0;
		while (rules_option_table[i].name &&
		       strcmp(rules_option_table[i].name, name_now) != 0)
			i++;
		if (!rules_option_table[i].name || i >= MAX_OPTIONS)
			return refuse(SAVE_OTHER_RULES, err, errsize,
				      _("the save has the rule option %s, which this version does "
					"not know"),
				      name);
		if (set[i])
			return refuse(SAVE_CORRUPT, err, errsize,
				      _("the save sets the rule option %s twice"), name);
		set[i] = true;
		char why[200];
		if (rules_set_option(&out->rules, name_now, value_now, why, sizeof why) < 0)
			return refuse(SAVE_OTHER_RULES, err, errsize, "%s", why);
	}
	for (int i = 0; rules_option_table[i].name; i++) {
		if (i < MAX_OPTIONS && set[i])
			continue;
		char like[128];
		const char *name_i = rules_option_table[i].name,
			   *old = later_option_value(&out->rules, name_i, like, sizeof like);
		if (!old)
			return refuse(SAVE_OTHER_RULES, err, errsize,
				      _("the save does not set the rule option %s"), name_i);
		rules_set_option(&out->rules, name_i, old, NULL, 0);
	}
	return SAVE_OK;
}

static enum save_status read_players(struct lines *l, struct save_game *out, char *err,
				     size_t errsize)
{
	for (int i = 0; i < SEATS; i++) {
		const char *line = next_line(l);
		int seat;
		char name[SAVE_NAME_SIZE], tail;
		if (!line || sscanf(line, "player %d %47s%c", &seat, name, &tail) != 2 || seat != i)
			return refuse(SAVE_CORRUPT, err, errsize,
				      _("the save does not say who sits in seat %d"), i);
		snprintf(out->players[i], sizeof out->players[i], "%s", name);
	}
	return SAVE_OK;
}

/* "lang NAME" when the player chose a language during the game; a save may have none. */
static void read_lang(struct lines *l, struct save_game *out)
{
	struct lines at = *l;
	const char *line = next_line(&at);
	char name[sizeof out->lang], tail;
	if (line && sscanf(line, "lang %15s%c", name, &tail) == 1) {
		snprintf(out->lang, sizeof out->lang, "%s", name);
		*l = at;
	}
}

static enum save_status read_decisions(struct lines *l, struct save_game *out, char *err,
				       size_t errsize)
{
	const char *line = next_line(l);
	size_t n;
	char tail;
	if (!line || sscanf(line, "decisions %zu%c", &n, &tail) != 1 || n > SAVE_MAX_DECISIONS)
		return refuse(SAVE_CORRUPT, err, errsize, "%s",
			      _("the save has no list of decisions"));
	for (size_t i = 0; i < n; i++) {
		line = next_line(l);
		int seat, used = 0;
		struct action a;
		if (!line || sscanf(line, "%d %n", &seat, &used) != 1 || seat < 0 ||
		    seat >= SEATS || save_action_parse(line + used, &a) < 0)
			return refuse(SAVE_CORRUPT, err, errsize,
				      _("the save is damaged at decision %zu"), i + 1);
		if (save_add(out, seat, &a) < 0)
			return refuse(SAVE_CORRUPT, err, errsize, "%s", strerror(ENOMEM));
	}
	return SAVE_OK;
}

enum save_status save_parse(const char *text, size_t len, struct save_game *out, char *err,
			    size_t errsize)
{
	memset(out, 0, sizeof *out);
	struct lines l = {.text = text, .len = len};
	enum save_status st;
	/* format first: another version may well have another ending */
	if ((st = read_format(&l, err, errsize)) != SAVE_OK)
		return st;
	if ((st = check_end(text, len, err, errsize)) != SAVE_OK)
		return st;
	if ((st = read_program(&l, out, err, errsize)) != SAVE_OK ||
	    (st = read_rules(&l, out, err, errsize)) != SAVE_OK ||
	    (st = read_players(&l, out, err, errsize)) != SAVE_OK ||
	    (read_lang(&l, out), st = read_decisions(&l, out, err, errsize)) != SAVE_OK)
		return st;
	const char *line = next_line(&l);
	if (!line || strncmp(line, "end ", 4) != 0 || l.pos != len)
		return refuse(SAVE_CORRUPT, err, errsize, "%s",
			      _("the save has lines after its decisions"));
	return SAVE_OK;
}
