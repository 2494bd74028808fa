/*
 * "jansou calc --json": every line gets an answer, whatever it holds. The
 * handler is static in src/cli/cli_calc.c, so the harness takes in that file.
 */
#include "src/cli/cli_calc.c"

#include "tests/fuzz/fuzz.h"
#include "tests/fuzz/fuzz_json_lines.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_json_lines(data, size, calc_json_handler, "calc");
	return 0;
}
