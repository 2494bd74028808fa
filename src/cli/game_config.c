/* The configuration file's defaults for the game; the command line wins. */
#include <config.h>

#include "src/cli/game_config.h"

#include <string.h>

#include "src/text/escape.h"
#include "src/text/i18n.h"

static void apply_display(const struct config *c, struct ui_options *o)
{
	if (o->tiles == UI_TILES_AUTO)
		o->tiles = c->tiles == CONFIG_TILES_GLYPH  ? UI_TILES_GLYPH
			   : c->tiles == CONFIG_TILES_TEXT ? UI_TILES_TEXT
							   : UI_TILES_AUTO;
	o->colour = c->colour == CONFIG_COLOUR_ALWAYS  ? UI_COLOUR_ALWAYS
		    : c->colour == CONFIG_COLOUR_NEVER ? UI_COLOUR_NEVER
						       : UI_COLOUR_AUTO;
	o->auto_win = c->auto_win;
	o->auto_pass = c->auto_pass;
	o->auto_discard = c->auto_discard;
	o->bell_when = c->bell == CONFIG_BELL_OFF     ? UI_BELL_OFF
		       : c->bell == CONFIG_BELL_TURNS ? UI_BELL_TURNS
						      : UI_BELL_WINS;
	if (o->delay_ms < 0) /* --delay given on the command line comes first */
		o->delay_ms = c->delay_ms;
}

int game_config_apply(struct game_config *gc, struct ui_options *o, bool lang_given, FILE *errors)
{
	struct config *c = &gc->file;
	config_defaults(c);
	char path[1024];
	if (config_path(path, sizeof path) < 0)
		return 0; /* no home: nothing to read */
	/* the file may choose the language its own errors are reported in: read it quietly
	 * first, then once more aloud if it has something to say */
	int problems = config_load(c, path, NULL);
	bool lang_ok = !c->lang[0] || lang_given || i18n_set_language(c->lang) == 0;
	if (problems) {
		config_defaults(c);
		problems = config_load(c, path, errors);
	}
	problems += config_check_players(c, ui_player_exists, errors);
	char err[512];
	if (config_rules(c, o->rules, &gc->rules, err, sizeof err) < 0) {
		/* err quotes the file's option names and values */
		text_escape_puts(errors, err);
		fputc('\n', errors);
		problems++;
	} else {
		o->rule_set = &gc->rules;
	}
	if (c->nai == 3 && !o->ai[0])
		for (int i = 0; i < 3; i++)
			o->ai[i] = c->ai[i];
	if (!lang_ok) {
		fprintf(errors, _("%s: unknown language '%s' (en, ja or zh)\n"), c->file, c->lang);
		problems++;
	}
	apply_display(c, o);
	return problems;
}
