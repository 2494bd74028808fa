/* JSON lines files for the mjai checkers (tests/mjai_check.c, tests/mjai_told.c). */
#ifndef JANSOU_TESTS_JSONL_HELPER_H
#define JANSOU_TESTS_JSONL_HELPER_H

#include <json-c/json.h>

/* The first max lines of path, each a JSON value, as an array; *n how many. Exits 2 on a file
 * that cannot be read or a line that is not JSON. */
json_object *jsonl_read(const char *path, int max, int *n);

#endif
