/*
 * The JSON of the calc and analyze tools without a heap object per value: a
 * request read into a tree of nodes that is reused from line to line, and an
 * answer written as text into a reused buffer.
 *
 * A request line is read by a strict reader made for the flat request schema
 * (strings, booleans, whole numbers, lists and one level of object). Whatever
 * it is not sure of (a \u escape, a fraction, deeper nesting, a repeated key,
 * any syntax error) it leaves to json-c, whose tree is then copied into the
 * same nodes, so both ways give the same values and json-c says what is wrong.
 */
#ifndef JANSOU_SRC_CLI_CLI_JSON_H
#define JANSOU_SRC_CLI_CLI_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <json.h>

/* One value; a member of an object also has its key. */
struct cli_json {
	enum json_type type; /* json-c's types, named in the messages */
	bool boolean;
	int64_t integer;
	const char *string; /* NUL-terminated, len bytes (no NUL inside) */
	size_t len;
	const char *key; /* as a member of an object, else NULL */
	size_t key_len;
	struct cli_json *child, *next;
	size_t nchildren; /* of an object or a list */
};

/* Nodes handed out in blocks that stay put; cleared for the next request, kept. */
struct cli_json_nodes {
	struct cli_json **blocks;
	size_t nblocks, used;
};

void cli_json_nodes_init(struct cli_json_nodes *n);
void cli_json_nodes_clear(struct cli_json_nodes *n);
void cli_json_nodes_free(struct cli_json_nodes *n);

/*
 * Reads the object of line[0..len) into nodes, with its strings decoded into
 * text (room for len + 1 bytes). Returns the object; NULL when the reader leaves
 * the line to json-c, or when memory runs out (*nomem set).
 */
struct cli_json *cli_json_read(struct cli_json_nodes *nodes, const char *line, size_t len,
			       char *text, bool *nomem);

/* A copy of json-c's tree o in nodes (its strings borrowed from o); NULL: out of memory. */
struct cli_json *cli_json_from_object(struct cli_json_nodes *nodes, json_object *o);

/* The member key of object o, or NULL. */
const struct cli_json *cli_json_get(const struct cli_json *o, const char *key);

/*
 * Adds to object o a member for every member of defaults whose key o does not have,
 * after its own (defaults' values are shared, not copied). Returns 0 or -1: no memory.
 */
int cli_json_merge(struct cli_json_nodes *nodes, struct cli_json *o,
		   const struct cli_json *defaults);

/* ---- answers ---------------------------------------------------------- */

/* A growing text; failed is set once memory ran out, and then nothing more is added. */
struct cli_out {
	char *text;
	size_t len, size;
	bool failed;
};

/* Makes room for n more bytes and their NUL; false (and o->failed) when memory runs out. */
bool cli_out_room(struct cli_out *o, size_t n);

static inline void cli_out_bytes(struct cli_out *o, const char *s, size_t n)
{
	if (o->size - o->len < n + 1 && !cli_out_room(o, n))
		return;
	memcpy(o->text + o->len, s, n);
	o->len += n;
	o->text[o->len] = '\0';
}

/* The text as is: JSON punctuation and keys, e.g. ",\"han\":". */
static inline void cli_out_raw(struct cli_out *o, const char *s)
{
	cli_out_bytes(o, s, strlen(s));
}
/* s as a JSON string, escaped as json-c writes it (no escape for '/'). */
void cli_out_string(struct cli_out *o, const char *s);
void cli_out_int(struct cli_out *o, int64_t v);
void cli_out_bool(struct cli_out *o, bool v);

/* {"ok":false,"code":code,"error":message} without its closing brace. */
void cli_out_error_open(struct cli_out *o, const char *code, const char *message);
/* The whole {"ok":false,"code":code,"error":message}. */
void cli_out_error(struct cli_out *o, const char *code, const char *message);

#endif
