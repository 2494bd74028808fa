/* Sub-commands of the jansou program: one table row each. */
#ifndef JANSOU_SRC_CLI_CLI_H
#define JANSOU_SRC_CLI_CLI_H

struct cli_command {
	const char *name;
	int (*run)(int argc, char **argv); /* argv[0] is the sub-command name */
	const char *summary;		   /* msgid */
};

/* NULL-name terminated. */
extern const struct cli_command cli_commands[];

/* The sub-commands, one file each (src/cli/cli_calc.c, ...). */
int cli_calc_main(int argc, char **argv);
int cli_analyze_main(int argc, char **argv);
int cli_selfplay_main(int argc, char **argv);

/* jansou mjai: src/cli/cli_mjai.c. */
int cli_mjai_main(int argc, char **argv);

/* jansou replay: src/cli/cli_replay.c. */
int cli_replay_main(int argc, char **argv);
int cli_join_main(int argc, char **argv);
int cli_review_main(int argc, char **argv);

/* jansou serve: src/cli/cli_serve.c. */
int cli_serve_main(int argc, char **argv);

/* jansou stats: src/cli/cli_stats.c. */
int cli_stats_main(int argc, char **argv);

#endif
