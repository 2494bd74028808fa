/*
 * The configuration file (src/cli/config.c): any text is read line by line, each
 * problem reported, and what was accepted makes valid rules.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/cli/config.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *sink;
	if (!sink && !(sink = fopen("/dev/null", "w")))
		abort();
	struct config c;
	config_defaults(&c);
	config_parse(&c, (const char *)data, size, "config", sink);
	struct rules r;
	char err[256];
	/* every override was checked when read, so the rules must build, but for a riichi option
	 * beside rules = mcr, which is refused (with its line) when the rules are made */
	if (config_rules(&c, NULL, &r, err, sizeof err) < 0 && !strstr(err, "is a riichi rule"))
		fuzz_fail("accepted rule options do not apply");
	return 0;
}
