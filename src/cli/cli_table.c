/* The sub-command table. Each command lives in its own cli_*.c file. */
#include "src/cli/cli.h"
#include "src/text/i18n.h"

const struct cli_command cli_commands[] = {
    {.name = "calc", .run = cli_calc_main, .summary = N_("score a winning hand: yaku, fu, points")},
    {.name = "analyze",
     .run = cli_analyze_main,
     .summary = N_("shanten, waits and the best discards of a hand")},
    {.name = "selfplay",
     .run = cli_selfplay_main,
     .summary = N_("play computer players against each other and print statistics")},
    {.name = "mjai",
     .run = cli_mjai_main,
     .summary = N_("play as an mjai bot: game events in, actions out, one JSON line each")},
    {.name = "join",
     .run = cli_join_main,
     .summary = N_("play at a jansou server's tables: its lobby, rooms and games")},
    {.name = "serve",
     .run = cli_serve_main,
     .summary = N_("host a lobby and rooms over TCP for people, AIs and mjai bots")},
    {.name = "replay",
     .run = cli_replay_main,
     .summary = N_("replay tenhou.net/6 game logs and check every hand")},
    {.name = "review",
     .run = cli_review_main,
     .summary = N_("a game's log with the AI's second opinion on one seat's decisions")},
    {.name = "stats",
     .run = cli_stats_main,
     .summary = N_("your finished games: placements, points, win and deal-in rates")},
    {.name = NULL},
};
