/*
 * The configuration file applied to the game's options (src/cli/config.h reads
 * it): whatever the command line did not set comes from the file.
 */
#ifndef JANSOU_SRC_CLI_GAME_CONFIG_H
#define JANSOU_SRC_CLI_GAME_CONFIG_H

#include <stdbool.h>
#include <stdio.h>

#include "src/cli/config.h"
#include "src/ui/ui.h"

/* Holds what the options point into: keep it as long as the game. */
struct game_config {
	struct config file;
	struct rules rules;
};

/*
 * Reads the configuration file and fills in the options o does not have from
 * the command line (lang_given: --lang was given). Each problem is reported
 * to errors as "FILE:LINE: message". Returns 0, or the number of problems.
 */
int game_config_apply(struct game_config *gc, struct ui_options *o, bool lang_given, FILE *errors);

#endif
