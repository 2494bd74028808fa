/* The sub-command table. Each command lives in its own cli_*.c file. */
#include "src/cli.h"

#include "src/i18n.h"

const struct cli_command cli_commands[] = {
	{ .name = NULL },
};
