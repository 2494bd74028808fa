/*
 * The save loader (src/record/save/save.c): any text is refused with a reason, or read
 * into a save that writes back the same and plays back on the engine or is
 * refused. Inputs are tried as they are and once more with a right checksum,
 * so that mutations reach past the checksum.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/save/save.h"
#include "src/record/save/save_session.h"
#include "tests/fuzz/fuzz.h"

static uint64_t fnv1a(const char *s, size_t n)
{
	uint64_t h = 0xcbf29ce484222325u;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)s[i];
		h *= 0x100000001b3u;
	}
	return h;
}

static void try_save(const char *text, size_t len)
{
	struct save_game s;
	char err[512] = "";
	enum save_status st = save_parse(text, len, &s, err, sizeof err);
	if (st != SAVE_OK) {
		if (err[0] == '\0')
			fuzz_fail("a save refused without a message");
		save_free(&s);
		return;
	}
	size_t len2;
	char *again = save_format(&s, &len2);
	if (!again)
		abort();
	struct save_game t;
	if (save_parse(again, len2, &t, err, sizeof err) != SAVE_OK || t.ndecisions != s.ndecisions)
		fuzz_fail("a save read does not write back the same");
	save_free(&t);
	free(again);
	save_check_playback(&s, err, sizeof err);
	save_free(&s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fuzz_text(data, size);
	try_save(text, size);
	/* the same with its last line replaced by the checksum it should have */
	char *end = size ? strrchr(text, '\n') : NULL;
	if (end && (size_t)(end - text) == size - 1) {
		*end = '\0';
		char *last = strrchr(text, '\n');
		size_t body = last ? (size_t)(last - text) + 1 : 0;
		char *signed_text = malloc(body + 32);
		if (!signed_text)
			abort();
		memcpy(signed_text, data, body);
		int n = snprintf(signed_text + body, 32, "end %016llx\n",
				 (unsigned long long)fnv1a(signed_text, body));
		try_save(signed_text, body + (size_t)n);
		free(signed_text);
	}
	free(text);
	return 0;
}
