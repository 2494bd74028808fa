/* AI strategies: a struct of function pointers per strategy, one registry. */
#ifndef JANSOU_AI_AI_H
#define JANSOU_AI_AI_H

struct ai_strategy {
	const char *name;
	const char *describe; /* msgid */
};

/* NULL-name terminated list of the strategies built in. */
extern const struct ai_strategy *const ai_strategies[];

/* The strategy of that name, or NULL. */
const struct ai_strategy *ai_find(const char *name);

#endif
