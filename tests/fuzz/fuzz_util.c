/* Helpers shared by the harnesses. */
#include "tests/fuzz/fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *fuzz_text(const uint8_t *data, size_t size)
{
	char *text = malloc(size + 1);
	if (!text)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	return text;
}

void fuzz_fail(const char *what)
{
	fprintf(stderr, "fuzz: property broken: %s\n", what);
	abort();
}
