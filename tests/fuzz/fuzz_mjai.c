/*
 * The mjai bot (src/record/mjai/mjai_bot.c): any lines as events, one bot a run. Each event is
 * taken with a reaction that is a JSON object with a type, or refused with a reason; the bot's
 * table never takes a tile it cannot hold, so nothing it does overruns.
 */
#include <stdlib.h>
#include <string.h>

#include "src/record/mjai/mjai_bot.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = fuzz_text(data, size);
	struct mjai_bot *b = mjai_bot_new(players_find("defensive"), rules_preset("tenhou"));
	if (!b)
		abort();
	char *save = NULL;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		json_object *event = json_tokener_parse(line), *out = NULL;
		int r = mjai_bot_event(b, event, &out);
		json_object_put(event);
		if (r < 0) {
			if (out || !mjai_bot_error(b)[0])
				fuzz_fail("an event refused without a reason, or with a reaction");
			break;
		}
		json_object *type;
		if (!json_object_is_type(out, json_type_object) ||
		    !json_object_object_get_ex(out, "type", &type) ||
		    !json_object_is_type(type, json_type_string))
			fuzz_fail("a reaction that is not an object with a type");
		json_object_put(out);
	}
	mjai_bot_free(b);
	free(text);
	return 0;
}
