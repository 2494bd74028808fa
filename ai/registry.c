/* The registry of AI strategies: one row per strategy, the default first. */
#include <stddef.h>
#include <string.h>

#include "ai/ai.h"

const struct ai_strategy *const ai_strategies[] = {
    &ai_efficiency, &ai_defensive, &ai_balanced, &ai_mcr, &ai_mcr_speed, NULL,
};

const struct ai_strategy *ai_find(const char *name)
{
	for (int i = 0; ai_strategies[i]; i++)
		if (strcmp(ai_strategies[i]->name, name) == 0)
			return ai_strategies[i];
	return NULL;
}
