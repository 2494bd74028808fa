/* The ncursesw front end: a whole game in the terminal, the human at one seat. */
#ifndef JANSOU_SRC_UI_UI_H
#define JANSOU_SRC_UI_UI_H

#include <stdbool.h>
#include <stdint.h>

enum ui_tile_mode { UI_TILES_AUTO, UI_TILES_GLYPH, UI_TILES_TEXT };
enum ui_colour_mode { UI_COLOUR_AUTO, UI_COLOUR_ALWAYS, UI_COLOUR_NEVER };
/* When the terminal's bell rings: a win offered (the default), never, or at every decision. */
enum ui_bell { UI_BELL_WINS, UI_BELL_OFF, UI_BELL_TURNS, UI_BELL_MODES };

/* The opponents' strategy when --ai is not given; in MCR games it hands over to mcr. */
#define UI_DEFAULT_AI "balanced"

struct ui_options {
	uint64_t seed;
	bool seed_set;
	const char *rules; /* preset name, NULL for the default */
	const char *ai[3]; /* the opponents right, across, left; NULL for the default */
	enum ui_tile_mode tiles;
	bool practice_defence;
	bool practice_drill;  /* defence drills instead of a game */
	bool watch;	      /* four AIs, every hand open */
	int delay_ms;	      /* pause after each opponent's move; -1 for the default */
	const char *autoplay; /* test aid: this player plays the human seat */
	/* from the configuration file (src/cli/game_config.h) */
	const struct rules *rule_set; /* the rules to play; NULL: the preset in rules */
	enum ui_colour_mode colour;
	bool auto_win, auto_pass, auto_discard; /* the options screen's first settings */
	enum ui_bell bell_when;
	/* the language chosen in the menu, or kept by the saved game resumed ("ja"): written
	 * into the game's save; NULL for none. --lang (lang_given) wins over a save's. */
	const char *lang;
	bool lang_given;
};

/* Parses "A,B,C" into o->ai. Returns 0, or -1 with a message on stderr. */
int ui_parse_ai_list(struct ui_options *o, const char *list);

/* Whether a player (controller) of that name exists. */
bool ui_player_exists(const char *name);

/* Plays a game in the terminal. Returns the process exit status. */
int ui_play(const struct ui_options *o);

/* jansou join: the network client (doc/protocol.md). */
struct ui_join_options {
	struct ui_options ui;
	const char *address; /* HOST[:PORT], NULL for 127.0.0.1:11600 */
	const char *name, *password, *token;
};
/* Plays at a jansou server's tables; returns the process exit status. */
int ui_join(const struct ui_join_options *o);

struct rules;
/* Why the screen cannot play a game by rules r (a msgid: three players, for now), or NULL. */
const char *ui_rules_refused(const struct rules *r);

/*
 * The replay viewer: the log at path, step by step, with the AI's second opinion at each
 * decision of seat (0-3 as the log numbers them). Returns the process exit status.
 */
int ui_review(const struct ui_options *o, const char *path, int seat);

#endif
