/* Requests read into reused nodes, answers written as text (see src/cli/cli_json.h). */
#include <config.h>

#include "src/cli/cli_json.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

enum {
	NODES_PER_BLOCK = 256,
	/* digits of a whole number the reader takes itself: always inside int64_t */
	INT_DIGITS_MAX = 18,
};

/* ---- nodes ------------------------------------------------------------- */

void cli_json_nodes_init(struct cli_json_nodes *n)
{
	memset(n, 0, sizeof *n);
}

void cli_json_nodes_clear(struct cli_json_nodes *n)
{
	n->used = 0;
}

void cli_json_nodes_free(struct cli_json_nodes *n)
{
	for (size_t i = 0; i < n->nblocks; i++)
		free(n->blocks[i]);
	free(n->blocks);
	cli_json_nodes_init(n);
}

/* A cleared node of type, or NULL when memory runs out. */
static struct cli_json *new_node(struct cli_json_nodes *n, enum json_type type)
{
	size_t block = n->used / NODES_PER_BLOCK;
	if (block == n->nblocks) {
		struct cli_json **blocks = realloc(n->blocks, (n->nblocks + 1) * sizeof *blocks);
		if (!blocks)
			return NULL;
		n->blocks = blocks;
		if (!(blocks[n->nblocks] = malloc(NODES_PER_BLOCK * sizeof **blocks)))
			return NULL;
		n->nblocks++;
	}
	struct cli_json *v = &n->blocks[block][n->used++ % NODES_PER_BLOCK];
	memset(v, 0, sizeof *v);
	v->type = type;
	return v;
}

/* ---- the strict reader --------------------------------------------------- */

/* Where the reader is; declined is set for anything it leaves to json-c. */
struct reader {
	const char *p, *end;
	char *text; /* where the next decoded string goes */
	struct cli_json_nodes *nodes;
	bool declined, nomem;
};

static void skip_blanks(struct reader *r)
{
	while (r->p < r->end && (*r->p == ' ' || *r->p == '\t'))
		r->p++;
}

/* Whether the next character is c; it is then passed, with the blanks after it. */
static bool take(struct reader *r, char c)
{
	if (r->p == r->end || *r->p != c)
		return false;
	r->p++;
	skip_blanks(r);
	return true;
}

static struct cli_json *decline(struct reader *r)
{
	r->declined = true;
	return NULL;
}

static struct cli_json *node(struct reader *r, enum json_type type)
{
	struct cli_json *v = new_node(r->nodes, type);
	if (!v)
		r->nomem = r->declined = true;
	return v;
}

/* A string after its opening quote, decoded; only the escapes of one character. */
static const char *read_string(struct reader *r, size_t *len)
{
	char *start = r->text, *out = r->text;
	while (r->p < r->end) {
		unsigned char c = (unsigned char)*r->p++;
		if (c == '"') {
			*out++ = '\0';
			r->text = out;
			*len = (size_t)(out - 1 - start);
			skip_blanks(r);
			return start;
		}
		if (c < 0x20)
			break; /* a control character: json-c says what it thinks of it */
		if (c != '\\') {
			*out++ = (char)c;
			continue;
		}
		if (r->p == r->end)
			break;
		static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
		const char *e = strchr(from, *r->p++);
		if (!e || !*e)
			break; /* \u and anything else */
		*out++ = to[e - from];
	}
	r->declined = true;
	return NULL;
}

/* A whole number of at most INT_DIGITS_MAX digits, no leading zero, not -0. */
static struct cli_json *read_int(struct reader *r)
{
	bool minus = *r->p == '-';
	const char *digits = r->p + minus, *q = digits;
	int64_t x = 0;
	while (q < r->end && *q >= '0' && *q <= '9' && q - digits < INT_DIGITS_MAX)
		x = x * 10 + (*q++ - '0');
	size_t n = (size_t)(q - digits);
	/* a longer number, a fraction or an exponent is json-c's */
	if (n == 0 || (*digits == '0' && (n > 1 || minus)) ||
	    (q < r->end && strchr(".eE0123456789", *q)))
		return decline(r);
	struct cli_json *v = node(r, json_type_int);
	if (!v)
		return NULL;
	v->integer = minus ? -x : x;
	r->p = q;
	skip_blanks(r);
	return v;
}

static struct cli_json *read_word(struct reader *r)
{
	static const struct {
		const char *word;
		enum json_type type;
		bool value;
	} words[] = {
	    {"true", json_type_boolean, true},
	    {"false", json_type_boolean, false},
	    {"null", json_type_null, false},
	};
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
		size_t n = strlen(words[i].word);
		if ((size_t)(r->end - r->p) >= n && memcmp(r->p, words[i].word, n) == 0) {
			struct cli_json *v = node(r, words[i].type);
			if (!v)
				return NULL;
			v->boolean = words[i].value;
			r->p += n;
			skip_blanks(r);
			return v;
		}
	}
	return decline(r);
}

static struct cli_json *read_value(struct reader *r, int depth);

/* Whether an earlier member of the object has the key. */
static bool repeated_key(const struct cli_json *first, const char *key, size_t len)
{
	for (const struct cli_json *m = first; m; m = m->next)
		if (m->key_len == len && memcmp(m->key, key, len) == 0)
			return true;
	return false;
}

/*
 * A list or an object after its opening bracket. depth 0 is the request; its members may
 * hold lists and one object (the rule options), whose members may hold lists; lists hold
 * plain values only.
 */
static struct cli_json *read_container(struct reader *r, enum json_type type, int depth)
{
	struct cli_json *c = node(r, type), **tail;
	if (!c)
		return NULL;
	tail = &c->child;
	char close = type == json_type_object ? '}' : ']';
	if (take(r, close))
		return c;
	do {
		const char *key = NULL;
		size_t keylen = 0;
		if (type == json_type_object) {
			/* not take(): the blanks after the quote are the key's own */
			if (r->p == r->end || *r->p++ != '"' || !(key = read_string(r, &keylen)) ||
			    repeated_key(c->child, key, keylen) || !take(r, ':'))
				return decline(r);
		}
		struct cli_json *v = read_value(r, type == json_type_object ? depth + 1 : 3);
		if (!v)
			return NULL;
		v->key = key;
		v->key_len = keylen;
		*tail = v;
		tail = &v->next;
		c->nchildren++;
	} while (take(r, ','));
	if (!take(r, close))
		return decline(r);
	return c;
}

static struct cli_json *read_value(struct reader *r, int depth)
{
	if (r->p == r->end)
		return decline(r);
	char c = *r->p;
	if (c == '"') {
		r->p++;
		struct cli_json *v = node(r, json_type_string);
		if (v && !(v->string = read_string(r, &v->len)))
			return NULL;
		return v;
	}
	if (c == '-' || (c >= '0' && c <= '9'))
		return read_int(r);
	if (c == '[' && depth <= 2) {
		r->p++;
		skip_blanks(r);
		return read_container(r, json_type_array, depth);
	}
	if (c == '{' && depth == 1) {
		r->p++;
		skip_blanks(r);
		return read_container(r, json_type_object, depth);
	}
	if (c == 't' || c == 'f' || c == 'n')
		return read_word(r);
	return decline(r);
}

struct cli_json *cli_json_read(struct cli_json_nodes *nodes, const char *line, size_t len,
			       char *text, bool *nomem)
{
	struct reader r = {.p = line, .end = line + len, .text = text, .nodes = nodes};
	skip_blanks(&r);
	struct cli_json *o = NULL;
	if (take(&r, '{'))
		o = read_container(&r, json_type_object, 0);
	*nomem = r.nomem;
	/* text after the object, even a carriage return, is for json-c to judge */
	if (!o || r.declined || r.p != r.end)
		return NULL;
	return o;
}

/* ---- json-c's trees ------------------------------------------------------ */

struct cli_json *cli_json_from_object(struct cli_json_nodes *nodes, json_object *o)
{
	struct cli_json *v = new_node(nodes, json_object_get_type(o));
	if (!v)
		return NULL;
	switch (v->type) {
	case json_type_boolean:
		v->boolean = json_object_get_boolean(o);
		break;
	case json_type_int:
		v->integer = json_object_get_int64(o);
		break;
	case json_type_string:
		v->string = json_object_get_string(o);
		v->len = (size_t)json_object_get_string_len(o);
		break;
	case json_type_object: {
		struct cli_json **tail = &v->child;
		json_object_object_foreach(o, key, val)
		{
			struct cli_json *m = cli_json_from_object(nodes, val);
			if (!m)
				return NULL;
			m->key = key;
			m->key_len = strlen(key);
			*tail = m;
			tail = &m->next;
			v->nchildren++;
		}
		break;
	}
	case json_type_array: {
		struct cli_json **tail = &v->child;
		size_t n = json_object_array_length(o);
		for (size_t i = 0; i < n; i++) {
			struct cli_json *item =
			    cli_json_from_object(nodes, json_object_array_get_idx(o, i));
			if (!item)
				return NULL;
			*tail = item;
			tail = &item->next;
		}
		v->nchildren = n;
		break;
	}
	default:
		break;
	}
	return v;
}

const struct cli_json *cli_json_get(const struct cli_json *o, const char *key)
{
	for (const struct cli_json *m = o->child; m; m = m->next)
		if (strcmp(m->key, key) == 0)
			return m;
	return NULL;
}

int cli_json_merge(struct cli_json_nodes *nodes, struct cli_json *o,
		   const struct cli_json *defaults)
{
	struct cli_json **tail = &o->child;
	while (*tail)
		tail = &(*tail)->next;
	for (const struct cli_json *d = defaults->child; d; d = d->next) {
		if (cli_json_get(o, d->key))
			continue;
		struct cli_json *m = new_node(nodes, d->type);
		if (!m)
			return -1;
		*m = *d;
		m->next = NULL;
		*tail = m;
		tail = &m->next;
		o->nchildren++;
	}
	return 0;
}

/* ---- answers ------------------------------------------------------------- */

bool cli_out_room(struct cli_out *o, size_t n)
{
	if (o->failed)
		return false;
	size_t size = o->size ? o->size : 256;
	while (size - o->len < n + 1) {
		if (size > SIZE_MAX / 2) {
			o->failed = true;
			return false;
		}
		size *= 2;
	}
	char *text = realloc(o->text, size);
	if (!text) {
		o->failed = true;
		return false;
	}
	o->text = text;
	o->size = size;
	return true;
}

void cli_out_string(struct cli_out *o, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	cli_out_bytes(o, "\"", 1);
	const char *run = s;
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c >= 0x20 && c != '"' && c != '\\')
			continue;
		cli_out_bytes(o, run, (size_t)(s - run));
		run = s + 1;
		const char *e = strchr("\"\\\b\f\n\r\t", c);
		if (e) {
			char esc[2] = {'\\', "\"\\bfnrt"[e - "\"\\\b\f\n\r\t"]};
			cli_out_bytes(o, esc, 2);
		} else {
			char esc[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
			cli_out_bytes(o, esc, 6);
		}
	}
	cli_out_bytes(o, run, (size_t)(s - run));
	cli_out_bytes(o, "\"", 1);
}

void cli_out_int(struct cli_out *o, int64_t v)
{
	char buf[24], *p = buf + sizeof buf;
	uint64_t u = v < 0 ? -(uint64_t)v : (uint64_t)v;
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	cli_out_bytes(o, p, (size_t)(buf + sizeof buf - p));
}

void cli_out_bool(struct cli_out *o, bool v)
{
	cli_out_raw(o, v ? "true" : "false");
}

void cli_out_error_open(struct cli_out *o, const char *code, const char *message)
{
	cli_out_raw(o, "{\"ok\":false,\"code\":");
	cli_out_string(o, code);
	cli_out_raw(o, ",\"error\":");
	cli_out_string(o, message);
}

void cli_out_error(struct cli_out *o, const char *code, const char *message)
{
	cli_out_error_open(o, code, message);
	cli_out_raw(o, "}");
}
