/* JSON lines files for the mjai checkers (tests/jsonl_helper.h). */
#include "tests/jsonl_helper.h"

#include <stdio.h>
#include <stdlib.h>

json_object *jsonl_read(const char *path, int max, int *n)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		exit(2);
	}
	json_object *a = json_object_new_array();
	char *line = NULL;
	size_t cap = 0;
	*n = 0;
	while (getline(&line, &cap, f) != -1 && *n < max) {
		json_object *o = json_tokener_parse(line);
		if (!o) {
			fprintf(stderr, "%s:%d: not JSON\n", path, *n + 1);
			exit(2);
		}
		json_object_array_add(a, o);
		++*n;
	}
	free(line);
	fclose(f);
	return a;
}
