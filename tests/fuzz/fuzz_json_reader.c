/*
 * The strict reader of calc and analyze requests (src/cli/cli_json.c) against json-c:
 * a line the reader takes must be one json-c in strict mode takes whole, with the same
 * values, keys and order; a line it leaves is json-c's to judge, so nothing is asked
 * of it. The input is one line as the JSON-lines loop hands it over: no NUL byte,
 * valid UTF-8 (others are refused before any reader sees them).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistr.h>

#include <json.h>

#include "src/cli/cli_json.h"
#include "tests/fuzz/fuzz.h"

static bool same(const struct cli_json *a, const struct cli_json *b)
{
	if (a->type != b->type || a->nchildren != b->nchildren)
		return false;
	if ((a->key == NULL) != (b->key == NULL) ||
	    (a->key && (a->key_len != b->key_len || strcmp(a->key, b->key) != 0)))
		return false;
	switch (a->type) {
	case json_type_boolean:
		return a->boolean == b->boolean;
	case json_type_int:
		return a->integer == b->integer;
	case json_type_string:
		return a->len == b->len && memcmp(a->string, b->string, a->len + 1) == 0;
	case json_type_object:
	case json_type_array: {
		const struct cli_json *x = a->child, *y = b->child;
		for (; x && y; x = x->next, y = y->next)
			if (!same(x, y))
				return false;
		return !x && !y;
	}
	default:
		return true;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct cli_json_nodes fast_nodes, json_c_nodes;
	static json_tokener *tok;
	if (!tok) {
		if (!(tok = json_tokener_new()))
			abort();
		json_tokener_set_flags(tok, JSON_TOKENER_STRICT | JSON_TOKENER_VALIDATE_UTF8);
	}
	size_t len = size;
	const uint8_t *nl = memchr(data, '\n', size);
	if (nl)
		len = (size_t)(nl - data);
	if (memchr(data, '\0', len) || u8_check(data, len))
		return 0;
	/* exact copies, so that reading one byte too far is caught */
	char *line = fuzz_text(data, len), *text = malloc(len + 1);
	if (!text)
		abort();
	bool nomem;
	cli_json_nodes_clear(&fast_nodes);
	struct cli_json *fast = cli_json_read(&fast_nodes, line, len, text, &nomem);
	if (nomem)
		fuzz_fail("the reader ran out of memory");
	if (fast) {
		json_tokener_reset(tok);
		json_object *obj = json_tokener_parse_ex(tok, line, (int)len);
		if (!obj)
			fuzz_fail("the reader took a line json-c refuses");
		size_t end = json_tokener_get_parse_end(tok);
		if (strspn(line + end, " \t") != len - end)
			fuzz_fail("the reader took text json-c leaves after the object");
		cli_json_nodes_clear(&json_c_nodes);
		struct cli_json *slow = cli_json_from_object(&json_c_nodes, obj);
		if (!slow)
			abort();
		if (!same(fast, slow))
			fuzz_fail("the reader and json-c read different values");
		json_object_put(obj);
	}
	free(text);
	free(line);
	return 0;
}
