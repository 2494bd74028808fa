/* Requests of the calc and analyze tools, from JSON or from a command line. */
#include <config.h>

#include "src/cli/cli_input.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "rules/notation.h"
#include "src/cli/cli_options.h"
#include "src/text/i18n.h"

static int fail(char *err, size_t errsize, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Fills err and returns -1, so that a reader can "return fail(...)". */
static int fail(char *err, size_t errsize, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
	return -1;
}

static const char *json_type_label(const struct cli_json *v)
{
	static const char *const labels[] = {
	    [json_type_null] = N_("null"),
	    [json_type_boolean] = N_("true or false"),
	    [json_type_double] = N_("a fractional number"),
	    [json_type_int] = N_("a number"),
	    [json_type_object] = N_("an object"),
	    [json_type_array] = N_("a list"),
	    [json_type_string] = N_("a string"),
	};
	return _(labels[v->type]);
}

/* ---- one reader per kind of field ------------------------------------ */

typedef int (*field_reader)(const struct cli_field *f, const struct cli_json *v, void *dst,
			    char *err, size_t errsize);

static int read_bool(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
		     size_t errsize)
{
	if (v->type != json_type_boolean)
		return fail(err, errsize, _("%s: give true or false, not %s"), f->name,
			    json_type_label(v));
	*(bool *)dst = v->boolean;
	return 0;
}

static int read_int(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
		    size_t errsize)
{
	if (v->type != json_type_int)
		return fail(err, errsize, _("%s: give a whole number, not %s"), f->name,
			    json_type_label(v));
	int64_t x = v->integer;
	if (x < 0 || x > f->max)
		return fail(err, errsize, _("%s: %" PRId64 " is out of range (0 to %d)"), f->name,
			    x, f->max);
	*(int *)dst = (int)x;
	return 0;
}

static int expect_string(const struct cli_field *f, const struct cli_json *v, char *err,
			 size_t errsize)
{
	if (v->type != json_type_string)
		return fail(err, errsize, _("%s: give a string, not %s"), f->name,
			    json_type_label(v));
	return 0;
}

static int read_tile(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
		     size_t errsize)
{
	if (expect_string(f, v, err, errsize) < 0)
		return -1;
	struct notation_error nerr;
	if (notation_parse_tile(v->string, dst, &nerr) < 0)
		return fail(err, errsize, "%s \"%s\": %s", f->name, v->string, nerr.msg);
	if (kind_is_flower(tile_kind(*(tile_t *)dst)))
		return fail(err, errsize, _("%s \"%s\": a flower is not a tile of the hand"),
			    f->name, v->string);
	return 0;
}

/* Appends the tiles written in text to t, refusing more than f->max. */
static int add_tiles(const struct cli_field *f, const char *text, struct cli_tiles *t, char *err,
		     size_t errsize)
{
	struct notation_error nerr;
	int n = notation_parse_tiles(text, t->tiles + t->n, CLI_MAX_TILES - t->n, &nerr);
	if (n < 0)
		return fail(err, errsize, "%s \"%s\": %s", f->name, text, nerr.msg);
	for (int i = 0; i < n; i++)
		if (kind_is_flower(tile_kind(t->tiles[t->n + i])))
			return fail(err, errsize,
				    _("%s \"%s\": a flower is not a tile of the hand"), f->name,
				    text);
	t->n += n;
	if (t->n > f->max)
		return fail(err, errsize, _("%s: %d tiles; at most %d"), f->name, t->n, f->max);
	return 0;
}

/* "3m5p" or ["3m", "5p"]: both are accepted for every list of tiles. */
static int read_tiles(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
		      size_t errsize)
{
	struct cli_tiles *t = dst;
	t->n = 0;
	if (v->type == json_type_string)
		return add_tiles(f, v->string, t, err, errsize);
	if (v->type != json_type_array)
		return fail(err, errsize,
			    _("%s: give tiles as a string like \"3m5p\" or a list like "
			      "[\"3m\",\"5p\"], not %s"),
			    f->name, json_type_label(v));
	size_t i = 0;
	for (const struct cli_json *item = v->child; item; item = item->next, i++) {
		if (item->type != json_type_string)
			return fail(err, errsize, _("%s[%zu]: give a tile as a string, not %s"),
				    f->name, i, json_type_label(item));
		if (add_tiles(f, item->string, t, err, errsize) < 0)
			return -1;
	}
	return 0;
}

static int read_melds(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
		      size_t errsize)
{
	struct cli_melds *m = dst;
	if (v->type != json_type_array)
		return fail(err, errsize,
			    _("%s: give a list like [\"pon:777z\",\"chi:234s\"], not %s"), f->name,
			    json_type_label(v));
	if (v->nchildren > 4)
		return fail(err, errsize, _("%s: %zu melds; a hand has at most 4"), f->name,
			    v->nchildren);
	m->n = 0;
	size_t i = 0;
	for (const struct cli_json *item = v->child; item; item = item->next, i++) {
		if (item->type != json_type_string)
			return fail(err, errsize,
				    _("%s[%zu]: give a meld as a string like \"pon:777z\", not %s"),
				    f->name, i, json_type_label(item));
		struct notation_error nerr;
		if (notation_parse_meld(item->string, &m->melds[m->n], &nerr) < 0)
			return fail(err, errsize, _("%s: meld \"%s\": %s"), f->name, item->string,
				    nerr.msg);
		m->n++;
	}
	return 0;
}

static const struct {
	const char *name;
	int kind;
} wind_names[] = {
    {"E", TILE_EAST},	 {"S", TILE_SOUTH},	{"W", TILE_WEST},    {"N", TILE_NORTH},
    {"1z", TILE_EAST},	 {"2z", TILE_SOUTH},	{"3z", TILE_WEST},   {"4z", TILE_NORTH},
    {"east", TILE_EAST}, {"south", TILE_SOUTH}, {"west", TILE_WEST}, {"north", TILE_NORTH},
};

static int read_wind(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
		     size_t errsize)
{
	if (expect_string(f, v, err, errsize) < 0)
		return -1;
	const char *text = v->string;
	for (size_t i = 0; i < sizeof wind_names / sizeof wind_names[0]; i++)
		if (strcasecmp(text, wind_names[i].name) == 0) {
			*(int *)dst = wind_names[i].kind;
			return 0;
		}
	return fail(err, errsize, _("%s: \"%s\" is not a wind (E, S, W or N)"), f->name, text);
}

static int read_preset(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
		       size_t errsize)
{
	if (expect_string(f, v, err, errsize) < 0)
		return -1;
	const char *name = v->string;
	const struct rules *r = rules_preset(name);
	if (!r) {
		char names[160] = "";
		for (const char *const *p = rules_preset_names; *p; p++) {
			if (p != rules_preset_names)
				strncat(names, ", ", sizeof names - strlen(names) - 1);
			strncat(names, *p, sizeof names - strlen(names) - 1);
		}
		return fail(err, errsize, _("%s: no preset \"%s\" (there are: %s)"), f->name, name,
			    names);
	}
	*(const struct rules **)dst = r;
	return 0;
}

static int read_options(const struct cli_field *f, const struct cli_json *v, void *dst, char *err,
			size_t errsize)
{
	if (v->type != json_type_object)
		return fail(err, errsize,
			    _("%s: give an object like {\"open_tanyao\":false}, not %s"), f->name,
			    json_type_label(v));
	*(const struct cli_json **)dst = v;
	return 0;
}

static const field_reader readers[] = {
    [CLI_FIELD_BOOL] = read_bool,     [CLI_FIELD_INT] = read_int,
    [CLI_FIELD_TILE] = read_tile,     [CLI_FIELD_TILES] = read_tiles,
    [CLI_FIELD_MELDS] = read_melds,   [CLI_FIELD_WIND] = read_wind,
    [CLI_FIELD_PRESET] = read_preset, [CLI_FIELD_OPTIONS] = read_options,
};

static const struct cli_field *find_field(const struct cli_field *fields, const char *name)
{
	for (const struct cli_field *f = fields; f->name; f++)
		if (f->name[0] == name[0] && strcmp(f->name, name) == 0)
			return f;
	return NULL;
}

int cli_read_request(const struct cli_field *fields, const struct cli_json *obj, void *req,
		     char *err, size_t errsize)
{
	if (obj->type != json_type_object)
		return fail(err, errsize,
			    _("a request is a JSON object like {\"hand\":\"123m456p789s11z23s\"}"));
	/* the fields given a value that is not null, by their place in the table */
	uint64_t given = 0;
	for (const struct cli_json *m = obj->child; m; m = m->next) {
		const struct cli_field *f = find_field(fields, m->key);
		if (!f)
			return fail(err, errsize, _("unknown field \"%s\""), m->key);
		if (m->type == json_type_null)
			continue;
		if (readers[f->kind](f, m, (char *)req + f->offset, err, errsize) < 0)
			return -1;
		if (f - fields < 64)
			given |= 1ULL << (f - fields);
	}
	for (const struct cli_field *f = fields; f->name; f++)
		if (f->required &&
		    !(f - fields < 64 ? given >> (f - fields) & 1
				      : cli_json_get(obj, f->name) &&
					    cli_json_get(obj, f->name)->type != json_type_null))
			return fail(err, errsize, _("missing field \"%s\""), f->name);
	return 0;
}

/* ---- rule options ---------------------------------------------------- */

/* The text rules_set_option() reads: true/false, 20, mangan, 15,5,-5,-15. */
static int option_text(const char *name, const struct cli_json *v, char *text, size_t size,
		       char *err, size_t errsize)
{
	switch (v->type) {
	case json_type_boolean:
		snprintf(text, size, "%s", v->boolean ? "true" : "false");
		return 0;
	case json_type_int:
		snprintf(text, size, "%" PRId64, v->integer);
		return 0;
	case json_type_string:
		/* no option's value is that long: refused whole rather than read cut short */
		if (v->len >= size)
			return fail(err, errsize, _("options: %s: the value is too long"), name);
		snprintf(text, size, "%s", v->string);
		return 0;
	case json_type_array: {
		size_t used = 0;
		text[0] = '\0';
		for (const struct cli_json *item = v->child; item; item = item->next) {
			if (item->type != json_type_int)
				break;
			int n = snprintf(text + used, size - used, "%s%" PRId64,
					 item != v->child ? "," : "", item->integer);
			if (n < 0 || (size_t)n >= size - used)
				break;
			used += (size_t)n;
			if (!item->next)
				return 0;
		}
		break;
	}
	default:
		break;
	}
	return fail(
	    err, errsize,
	    _("options: %s: give true or false, a number, a name or a list of numbers, not %s"),
	    name, json_type_label(v));
}

int cli_apply_rule_options(struct rules *r, const struct cli_json *options, char *err,
			   size_t errsize)
{
	if (!options)
		return 0;
	for (const struct cli_json *val = options->child; val; val = val->next) {
		char text[128], msg[160];
		const char *name = val->key;
		if (val->type == json_type_null)
			return fail(err, errsize, _("options: %s: no value"), name);
		if (option_text(name, val, text, sizeof text, err, errsize) < 0)
			return -1;
		if (rules_set_option(r, name, text, msg, sizeof msg) < 0)
			return fail(err, errsize, "options: %s", msg);
	}
	return 0;
}

/* ---- command lines ----------------------------------------------------- */

static bool is_list_field(const struct cli_field *f)
{
	return f->kind == CLI_FIELD_TILES || f->kind == CLI_FIELD_MELDS;
}

/* A list field collects every value given; any other takes the last. */
static void add_field_text(const struct cli_field *f, json_object *request, const char *text)
{
	json_object *value = json_object_new_string(text);
	if (!is_list_field(f)) {
		json_object_object_add(request, f->name, value);
		return;
	}
	json_object *list;
	if (!json_object_object_get_ex(request, f->name, &list)) {
		list = json_object_new_array();
		json_object_object_add(request, f->name, list);
	}
	json_object_array_add(list, value);
}

void cli_request_add_text(const struct cli_field *fields, json_object *request, const char *name,
			  const char *text)
{
	const struct cli_field *f = find_field(fields, name);
	if (f)
		add_field_text(f, request, text);
	else
		json_object_object_add(request, name, json_object_new_string(text));
}

/* --honba 2: a whole number, refused as a usage error otherwise. */
static int option_int(const char *command, const struct cli_field *f, const char *text,
		      json_object *request)
{
	char *end;
	errno = 0;
	long v = strtol(text, &end, 10);
	if (errno || end == text || *end || v < 0 || v > f->max)
		return cli_usage_error(command, _("--%s: '%s' is not a whole number from 0 to %d"),
				       f->option, text, f->max);
	json_object_object_add(request, f->name, json_object_new_int((int)v));
	return 0;
}

/* --option open_tanyao=false: kept as text, which rules_set_option() reads. */
static int option_rule(const char *command, const struct cli_field *f, const char *text,
		       json_object *request)
{
	const char *eq = strchr(text, '=');
	if (!eq || eq == text)
		return cli_usage_error(command, _("--%s: write NAME=VALUE, e.g. open_tanyao=false"),
				       f->option);
	json_object *options;
	if (!json_object_object_get_ex(request, f->name, &options)) {
		options = json_object_new_object();
		json_object_object_add(request, f->name, options);
	}
	char name[64];
	snprintf(name, sizeof name, "%.*s", (int)(eq - text), text);
	json_object_object_add(options, name, json_object_new_string(eq + 1));
	return 0;
}

static int add_option_value(const char *command, const struct cli_field *f, const char *arg,
			    json_object *request)
{
	switch (f->kind) {
	case CLI_FIELD_BOOL:
		json_object_object_add(request, f->name, json_object_new_boolean(1));
		return 0;
	case CLI_FIELD_INT:
		return option_int(command, f, arg, request);
	case CLI_FIELD_OPTIONS:
		return option_rule(command, f, arg, request);
	default:
		add_field_text(f, request, arg);
		return 0;
	}
}

/* A field's option has the key OPT_FIELD + its place in the table. */
enum { OPT_HELP = 'h', OPT_JSON = CLI_LONG_ONLY, OPT_FIELD };

/* The options of a tool: one for each field, then --json and --help. */
static void field_options(const struct cli_field *fields, struct cli_option *options)
{
	size_t n = 0;
	for (const struct cli_field *f = fields; f->name && n + 2 < CLI_OPTIONS_MAX; f++)
		options[n++] =
		    (struct cli_option){f->option, OPT_FIELD + (int)(f - fields), f->arg, f->help};
	options[n++] = (struct cli_option){
	    "json", OPT_JSON, NULL,
	    N_("read one JSON request per line from standard input and write one JSON answer "
	       "per line; options given on the command line are defaults for every line")};
	options[n++] = (struct cli_option)CLI_OPTION_HELP;
	options[n] = (struct cli_option){NULL, 0, NULL, NULL};
}

int cli_parse_command_line(const struct cli_field *fields, int argc, char **argv,
			   struct cli_command_line *out)
{
	struct cli_option options[CLI_OPTIONS_MAX + 1];
	field_options(fields, options);
	memset(out, 0, sizeof *out);
	out->request = json_object_new_object();
	if (!out->request) {
		fprintf(stderr, "%s %s: %s\n", PACKAGE, argv[0], strerror(ENOMEM));
		return 2;
	}
	struct cli_parse p;
	cli_parse_start(&p, argv[0], options, argc, argv);
	int opt, status = 0;
	while (status == 0 && (opt = cli_parse_next(&p)) != 0) {
		if (opt < 0)
			status = 2;
		else if (opt == OPT_JSON)
			out->json = true;
		else if (opt == OPT_HELP)
			out->help = true;
		else
			status = add_option_value(argv[0], &fields[opt - OPT_FIELD], p.value,
						  out->request);
	}
	if (status) {
		json_object_put(out->request);
		out->request = NULL;
		return status;
	}
	out->npositional = p.noperands;
	out->positional = p.operands;
	return 0;
}

void cli_print_field_options(const struct cli_field *fields, FILE *out)
{
	struct cli_option options[CLI_OPTIONS_MAX + 1];
	field_options(fields, options);
	cli_options_print(options, out);
}
