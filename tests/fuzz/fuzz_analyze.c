/*
 * "jansou analyze --json": every line gets an answer, whatever it holds. The
 * handler is static in src/cli/cli_analyze.c, so the harness takes in that file.
 */
#include "src/cli/cli_analyze.c"

#include "tests/fuzz/fuzz.h"
#include "tests/fuzz/fuzz_json_lines.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_json_lines(data, size, analyze_json_handler, "analyze");
	return 0;
}
