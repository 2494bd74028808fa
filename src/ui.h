/* The ncursesw front end: a whole game in the terminal, the human at one seat. */
#ifndef JANSOU_SRC_UI_H
#define JANSOU_SRC_UI_H

#include <stdbool.h>
#include <stdint.h>

enum ui_tile_mode { UI_TILES_AUTO, UI_TILES_GLYPH, UI_TILES_TEXT };

/* The opponents' strategy when --ai is not given; change it here once the AIs land. */
#define UI_DEFAULT_AI "defensive"

struct ui_options {
	uint64_t seed;
	bool seed_set;
	const char *rules;  /* preset name, NULL for the default */
	const char *ai[3];  /* the opponents right, across, left; NULL for the default */
	enum ui_tile_mode tiles;
	bool practice_defence;
	bool watch;         /* four AIs, every hand open */
	int delay_ms;       /* pause after each opponent's move; -1 for the default */
	const char *autoplay; /* test aid: this player plays the human seat */
};

/* Parses "A,B,C" into o->ai. Returns 0, or -1 with a message on stderr. */
int ui_parse_ai_list(struct ui_options *o, const char *list);

/* Whether a player (controller) of that name exists. */
bool ui_player_exists(const char *name);

/* Plays a game in the terminal. Returns the process exit status. */
int ui_play(const struct ui_options *o);

#endif
