/* The registry of AI strategies; the strategies themselves come with the AI issue. */
#include "ai/ai.h"

#include <stddef.h>
#include <string.h>

const struct ai_strategy *const ai_strategies[] = { NULL };

const struct ai_strategy *ai_find(const char *name)
{
	for (int i = 0; ai_strategies[i]; i++)
		if (strcmp(ai_strategies[i]->name, name) == 0)
			return ai_strategies[i];
	return NULL;
}
