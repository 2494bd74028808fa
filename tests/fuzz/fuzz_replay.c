/*
 * The log readers behind "jansou replay" (src/record/: replay.c and each format's reader):
 * tenhou.net/6 and jansou-mcr/1 JSON, and mjai records (JSON lines, told by their first line; the
 * corpus holds some). Any text is either refused with a message or replayed through the engine.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/replay.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	if (!sink && !(sink = fopen("/dev/null", "w")))
		abort();
	char *text = fuzz_text(data, size);
	struct replay_stats stats = {0};
	char err[512] = "";
	if (replay_text("fuzz", text, sink, &stats, err, sizeof err) < 0 &&
	    (err[0] == '\0' || memchr(err, '\0', sizeof err) == NULL))
		fuzz_fail("a log refused without a message");
	free(text);
	return 0;
}
