/* The JSON-lines loop of calc and analyze, fed from memory. */
#include "tests/fuzz/fuzz_json_lines.h"

#include <stdio.h>
#include <stdlib.h>

#include "tests/fuzz/fuzz.h"

void fuzz_json_lines(const uint8_t *data, size_t size, cli_json_handler handle, const char *tool)
{
	static FILE *sink;
	if (!sink && !(sink = fopen("/dev/null", "w")))
		abort();
	if (size == 0)
		return; /* fmemopen refuses an empty buffer */
	/* a copy, so that a read past the input is caught by AddressSanitizer */
	char *copy = malloc(size);
	if (!copy)
		abort();
	for (size_t i = 0; i < size; i++)
		copy[i] = (char)data[i];
	FILE *in = fmemopen(copy, size, "r");
	if (!in)
		abort();
	if (cli_json_loop(in, sink, NULL, handle, tool) != 0)
		fuzz_fail("the JSON-lines loop failed on input it can read");
	fclose(in);
	free(copy);
}
