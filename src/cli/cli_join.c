/* jansou join: the network client at a jansou server's tables (src/ui/ui_join.c). */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/cli/cli.h"
#include "src/cli/cli_options.h"
#include "src/cli/game_config.h"
#include "src/text/i18n.h"
#include "src/ui/ui.h"

enum { OPT_NAME = CLI_LONG_ONLY, OPT_PASSWORD, OPT_TOKEN };

static const struct cli_option join_options[] = {
    {"name", OPT_NAME, N_("NAME"), N_("the name to play under (default $USER)")},
    {"password", OPT_PASSWORD, N_("TEXT"), N_("the server's password, when it has one")},
    {"token", OPT_TOKEN, N_("TOKEN"),
     N_("take back a seat with this token (default: the one kept for the server)")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void usage(FILE *out)
{
	fputs(_("Usage: jansou join [HOST[:PORT]] [--name NAME] [--password TEXT] [--token TOKEN]\n"
		"Plays at the tables of a jansou server (jansou serve; default 127.0.0.1:11600):\n"
		"its lobby, its rooms, and their games on the same table as a game alone.\n"),
	      out);
	fputs("\n", out);
	cli_options_print(join_options, out);
}

int cli_join_main(int argc, char **argv)
{
	static struct ui_join_options o;
	static struct game_config gc;
	memset(&o, 0, sizeof o);
	o.ui.delay_ms = -1;
	struct cli_parse p;
	cli_parse_start(&p, "join", join_options, argc, argv);
	int opt;
	while ((opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case OPT_NAME:
			o.name = p.value;
			break;
		case OPT_PASSWORD:
			o.password = p.value;
			break;
		case OPT_TOKEN:
			o.token = p.value;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			return 2;
		}
	}
	if (p.noperands > 1)
		return cli_usage_error("join", _("one server address at most, not \"%s\""),
				       p.operands[1]);
	o.address = p.noperands ? p.operands[0] : NULL;
	if (!o.name) {
		const char *user = getenv("USER");
		o.name = user && *user ? user : "player";
	}
	size_t chars = 0; /* UTF-8 characters: their first bytes */
	for (const char *c = o.name; *c; c++)
		chars += ((unsigned char)*c & 0xc0) != 0x80;
	if (chars == 0 || chars > 24 || strchr(o.name, '@'))
		return cli_usage_error("join", "%s", _("a name is 1 to 24 characters, without @"));
	for (const char *c = o.name; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			return cli_usage_error("join", "%s", _("a name has no control characters"));
	game_config_apply(&gc, &o.ui, false, stderr);
	return ui_join(&o);
}
