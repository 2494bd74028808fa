/* Setting up a game once for every caller (src/record/game_setup.h). */
#include "src/record/game_setup.h"

#include <string.h>

int game_setup_open(struct game_setup *s, const struct rules *rules, uint64_t seed)
{
	memset(s, 0, sizeof *s);
	s->game = game_new(rules, seed);
	return s->game ? 0 : -1;
}

int game_setup_seat(struct game_setup *s, int seat, const struct player_kind *kind,
		    uint64_t controller_seed)
{
	struct controller *c = kind->create(kind, seat, game_rules(s->game), controller_seed);
	if (!c)
		return -1;
	if (s->ctl[seat])
		s->kind[seat]->destroy(s->ctl[seat]);
	s->ctl[seat] = c;
	s->kind[seat] = kind;
	game_set_controller(s->game, seat, c);
	return 0;
}

struct game_log *game_setup_log(struct game_setup *s, const struct game_log_format *format,
				const char *title, uint64_t seed, const char *const names[SEATS])
{
	const struct rules *rules = game_rules(s->game);
	if (s->nlogs == (int)(sizeof s->logs / sizeof s->logs[0]))
		return NULL;
	struct game_log *log =
	    format ? game_log_new_in(format, rules, title) : game_log_new(rules, title);
	if (!log)
		return NULL;
	game_log_set_seed(log, seed);
	for (int seat = 0; seat < game_nseats(s->game); seat++) {
		const char *name = names && names[seat] ? names[seat]
				   : s->kind[seat]	? s->kind[seat]->name
							: NULL;
		if (name)
			game_log_set_name(log, seat, name);
	}
	if (game_add_observer(s->game, game_log_observe, log) < 0) {
		game_log_free(log);
		return NULL;
	}
	s->logs[s->nlogs++] = log;
	return log;
}

void game_setup_close(struct game_setup *s)
{
	for (int i = 0; i < s->nlogs; i++)
		game_log_free(s->logs[i]);
	for (int seat = 0; seat < SEATS; seat++)
		if (s->ctl[seat])
			s->kind[seat]->destroy(s->ctl[seat]);
	game_free(s->game);
	memset(s, 0, sizeof *s);
}
