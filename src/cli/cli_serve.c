/*
 * jansou serve: the lobby and rooms of doc/protocol.md over TCP (src/net/server.h); the
 * command line only.
 */
#include <config.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/cli/cli.h"
#include "src/cli/cli_options.h"
#include "src/net/server.h"
#include "src/text/i18n.h"

enum {
	OPT_LISTEN = CLI_LONG_ONLY,
	OPT_STATE,
	OPT_PASSWORD,
	OPT_BOT,
	OPT_BOT_ROOM,
	OPT_MAX_CONN,
	OPT_MAX_IP,
	OPT_MAX_ROOMS,
	OPT_MAX_LINE,
	OPT_RATE,
	OPT_IDLE,
	OPT_DECISION,
	OPT_PORT_FILE,
	OPT_MAX_GAMES,
	OPT_EXIT_IDLE,
	OPT_TIMEOUT,
	OPT_QUIET,
};

static const struct cli_option serve_options[] = {
    {"listen", OPT_LISTEN, N_("ADDR:PORT"),
     N_("where to listen (default 127.0.0.1:11600; [::1]:PORT for IPv6; up to four)")},
    {"state", OPT_STATE, N_("DIR"),
     N_("the rooms' saves and logs (default $XDG_STATE_HOME/jansou/server)")},
    {"password", OPT_PASSWORD, N_("TEXT"), N_("logins without it are refused (default none)")},
    {"bot", OPT_BOT, N_("mjai:COMMAND"),
     N_("seat an mjai bot run as COMMAND in the bots' room (up to eight)")},
    {"bot-room", OPT_BOT_ROOM, N_("ROOM"), N_("the room of the --bot bots (default default)")},
    {"max-connections", OPT_MAX_CONN, N_("N"), N_("connections at once (default 1024)")},
    {"max-per-ip", OPT_MAX_IP, N_("N"), N_("connections from one address (default 1024)")},
    {"max-rooms", OPT_MAX_ROOMS, N_("N"), N_("rooms at once (default 256)")},
    {"max-line", OPT_MAX_LINE, N_("BYTES"), N_("the longest line taken (default 16384)")},
    {"rate", OPT_RATE, N_("N"), N_("messages a second a connection may send (default 50)")},
    {"idle", OPT_IDLE, N_("S"),
     N_("close connections silent this long out of a game (default 600)")},
    {"decision-time", OPT_DECISION, N_("S"), N_("a room's default time to decide (default 20)")},
    {"port-file", OPT_PORT_FILE, N_("FILE"), N_("write the port listened on to FILE")},
    {"max-games", OPT_MAX_GAMES, N_("N"), N_("stop once N games have ended (default never)")},
    {"exit-when-idle", OPT_EXIT_IDLE, NULL,
     N_("stop once a game has ended and none is being played")},
    {"timeout", OPT_TIMEOUT, N_("S"), N_("stop after S seconds (default never)")},
    {"quiet", OPT_QUIET, NULL, N_("say nothing on standard error but problems")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void usage(FILE *out)
{
	fputs(_("Usage: jansou serve [OPTION]...\n"
		"Hosts a lobby and rooms over TCP where people (jansou join), jansou's AIs and\n"
		"mjai bots play at one table; the protocol is doc/protocol.md.\n"),
	      out);
	fputs("\n", out);
	cli_options_print(serve_options, out);
}

static int number(const char *option, const char *value, int min, int *out)
{
	char *end;
	long v = strtol(value, &end, 10);
	if (!*value || *end || v < min || v > INT_MAX)
		return cli_usage_error("serve", _("--%s takes a number from %d"), option, min);
	*out = (int)v;
	return 0;
}

int cli_serve_main(int argc, char **argv)
{
	struct server_options o;
	server_options_default(&o);
	struct cli_parse p;
	cli_parse_start(&p, "serve", serve_options, argc, argv);
	int opt, bad = 0;
	while (!bad && (opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case OPT_LISTEN:
			if (o.nlisten == SERVER_MAX_LISTEN)
				return cli_usage_error("serve", _("at most four --listen"));
			o.listen[o.nlisten++] = p.value;
			break;
		case OPT_STATE:
			o.state_dir = p.value;
			break;
		case OPT_PASSWORD:
			o.password = p.value;
			break;
		case OPT_BOT:
			if (strncmp(p.value, "mjai:", 5) != 0 || !p.value[5])
				return cli_usage_error("serve", _("--bot takes mjai:COMMAND"));
			if (o.nbots == SERVER_MAX_BOTS)
				return cli_usage_error("serve", _("at most eight --bot"));
			o.bots[o.nbots++] = p.value;
			break;
		case OPT_BOT_ROOM:
			o.bot_room = p.value;
			break;
		case OPT_MAX_CONN:
			bad = number("max-connections", p.value, 1, &o.max_connections);
			break;
		case OPT_MAX_IP:
			bad = number("max-per-ip", p.value, 1, &o.max_per_ip);
			break;
		case OPT_MAX_ROOMS:
			bad = number("max-rooms", p.value, 1, &o.max_rooms);
			break;
		case OPT_MAX_LINE:
			bad = number("max-line", p.value, 256, &o.max_line);
			break;
		case OPT_RATE:
			bad = number("rate", p.value, 0, &o.rate);
			break;
		case OPT_IDLE:
			bad = number("idle", p.value, 0, &o.idle_s);
			break;
		case OPT_DECISION:
			bad = number("decision-time", p.value, 1, &o.decision_s);
			break;
		case OPT_PORT_FILE:
			o.port_file = p.value;
			break;
		case OPT_MAX_GAMES:
			bad = number("max-games", p.value, 0, &o.max_games);
			break;
		case OPT_EXIT_IDLE:
			o.exit_when_idle = true;
			break;
		case OPT_TIMEOUT:
			bad = number("timeout", p.value, 0, &o.timeout_s);
			break;
		case OPT_QUIET:
			o.quiet = true;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			return 2;
		}
	}
	if (bad)
		return bad;
	if (cli_parse_no_operands(&p) != 0)
		return 2;
	return server_run(&o);
}
