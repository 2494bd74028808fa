/*
 * Feeds a fuzz input as JSON lines through cli_json_loop() to one tool's
 * handler, as "jansou TOOL --json" reads standard input.
 */
#ifndef JANSOU_TESTS_FUZZ_FUZZ_JSON_LINES_H
#define JANSOU_TESTS_FUZZ_FUZZ_JSON_LINES_H

#include <stddef.h>
#include <stdint.h>

#include "src/cli/cli_io.h"

void fuzz_json_lines(const uint8_t *data, size_t size, cli_json_handler handle, const char *tool);

#endif
