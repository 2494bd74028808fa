/* Recording decisions as a game goes, and feeding them back to resume it. */
#include <config.h>

#include "src/record/save/save_session.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "src/text/i18n.h"

/* The index of the choice a saved decision made, or -1 when it is not offered. */
static int find_choice(const struct save_decision *d, int seat, const struct action *choices, int n)
{
	if (d->seat != seat)
		return -1;
	for (int i = 0; i < n; i++)
		if (save_action_equal(&d->action, &choices[i]))
			return i;
	return -1;
}

/* ---- the session ------------------------------------------------------------ */

static void catch_up(struct save_session *ss)
{
	struct game *g = ss->g;
	ss->replaying = false;
	if (ss->caught_up)
		ss->caught_up(ss->caught_up_ctx, g);
}

static void report_write_failure(struct save_session *ss, const char *why)
{
	ss->write_failures++;
	snprintf(ss->error, sizeof ss->error, "%s", why);
	if (ss->write_failed)
		ss->write_failed(ss->write_failed_ctx, ss->error);
}

static int write_save(struct save_session *ss)
{
	char err[sizeof ss->error];
	if (save_write(ss->path, &ss->save, err, sizeof err) < 0) {
		report_write_failure(ss, err);
		ss->failing = true;
		return -1;
	}
	if (ss->failing && ss->write_failed)
		ss->write_failed(ss->write_failed_ctx, NULL); /* saved again */
	ss->failing = false;
	return 0;
}

static void record(struct save_session *ss, int seat, const struct action *a)
{
	if (save_add(&ss->save, seat, a) < 0) {
		char why[256];
		snprintf(why, sizeof why, _("cannot save the game: %s"), strerror(ENOMEM));
		report_write_failure(ss, why);
		return;
	}
	write_save(ss);
}

static int session_choose(struct controller *self, const struct seat_view *view,
			  const struct action *choices, int n)
{
	struct save_seat *seat = self->data;
	struct save_session *ss = seat->session;
	if (ss->replaying && ss->next == ss->replay_end)
		catch_up(ss); /* asked past the save: the game is where it stopped */
	if (ss->replaying) {
		int i = find_choice(&ss->save.decisions[ss->next], seat->seat, choices, n);
		if (i >= 0) {
			ss->next++;
			if (ss->replayed)
				ss->replayed(ss->replayed_ctx, seat->seat, view, &choices[i]);
			return i;
		}
		/* save_check_playback() rules this out; should it happen, play on from here */
		snprintf(ss->error, sizeof ss->error,
			 _("decision %zu of the save does not fit the game; playing on from there"),
			 ss->next + 1);
		ss->save.ndecisions = ss->next;
		catch_up(ss);
	}
	struct controller *in = seat->inner;
	int i = in && in->choose ? in->choose(in, view, choices, n) : 0;
	if (i < 0 || i >= n)
		i = 0; /* what the engine does with such an answer */
	if (!ss->stopped)
		record(ss, seat->seat, &choices[i]);
	return i;
}

static void session_observe(struct controller *self, const struct game_event *ev)
{
	struct save_seat *seat = self->data;
	if (seat->inner && seat->inner->observe)
		seat->inner->observe(seat->inner, ev);
}

static void wrap_seats(struct save_session *ss, struct game *g)
{
	ss->g = g;
	for (int s = 0; s < SEATS; s++) {
		struct save_seat *w = &ss->seats[s];
		w->inner = game_controller(g, s);
		w->session = ss;
		w->seat = s;
		w->ctl = (struct controller){
		    .name = w->inner ? w->inner->name : "none",
		    .choose = session_choose,
		    .observe = session_observe,
		    .data = w,
		};
		game_set_controller(g, s, &w->ctl);
	}
	ss->started = true;
}

static int set_path(struct save_session *ss, const char *path, char *msg, size_t msgsize)
{
	if (strlen(path) >= sizeof ss->path) {
		snprintf(msg, msgsize, _("cannot save the game: %s"), strerror(ENAMETOOLONG));
		return -1;
	}
	strcpy(ss->path, path);
	return 0;
}

int save_session_start(struct save_session *ss, struct game *g, uint64_t seed, const char *path,
		       const char *const players[SEATS], char *msg, size_t msgsize)
{
	memset(ss, 0, sizeof *ss);
	msg[0] = '\0';
	save_init(&ss->save, game_rules(g), seed, players);
	wrap_seats(ss, g);
	if (set_path(ss, path, msg, msgsize) < 0)
		return -1;
	if (access(path, F_OK) == 0) {
		char moved[PATH_MAX + 32];
		if (save_move_aside(path, "abandoned", moved, sizeof moved) < 0) {
			/* never write over a game that could not be put aside */
			snprintf(msg, msgsize, _("cannot move the unfinished game in %s aside: %s"),
				 path, strerror(errno));
			ss->path[0] = '\0';
			return -1;
		}
		snprintf(msg, msgsize, _("The unfinished game was kept as %s."), moved);
	}
	char err[512];
	if (save_write(ss->path, &ss->save, err, sizeof err) < 0) {
		snprintf(msg, msgsize, "%s", err);
		return -1;
	}
	return 0;
}

static const char *const aside_names[] = {
    [SAVE_CORRUPT] = "damaged",
    [SAVE_TRUNCATED] = "truncated",
    [SAVE_OTHER_VERSION] = "other-version",
    [SAVE_OTHER_RULES] = "other-rules",
};

enum save_status save_session_load(struct save_session *ss, const char *path, char *err,
				   size_t errsize)
{
	memset(ss, 0, sizeof *ss);
	if (set_path(ss, path, err, errsize) < 0)
		return SAVE_UNREADABLE;
	char why[512];
	enum save_status st = save_read(path, &ss->save, why, sizeof why);
	int playback = st == SAVE_OK ? save_check_playback(&ss->save, why, sizeof why) : 0;
	if (playback < 0)
		st = SAVE_CORRUPT;
	if (playback > 0) {
		/* finished, but not removed (the program stopped at the last moment): the game
		 * may not be recorded yet, so it is kept where it is, to be played back */
		snprintf(err, errsize, _("The saved game %s is already over."), path);
		return SAVE_OVER;
	}
	if (st == SAVE_OK || st == SAVE_MISSING || st == SAVE_UNREADABLE) {
		snprintf(err, errsize, "%s", st == SAVE_OK ? "" : why);
		return st;
	}
	save_free(&ss->save);
	char moved[PATH_MAX + 32];
	if (save_move_aside(path, aside_names[st], moved, sizeof moved) == 0)
		snprintf(err, errsize,
			 _("The saved game %s cannot be resumed: %s. It was moved to %s."), path,
			 why, moved);
	else
		snprintf(err, errsize,
			 _("The saved game %s cannot be resumed: %s. It could not be moved aside "
			   "(%s); a new game will not be saved over it."),
			 path, why, strerror(errno));
	return st;
}

void save_session_resume(struct save_session *ss, struct game *g)
{
	wrap_seats(ss, g);
	ss->replay_end = ss->save.ndecisions;
	ss->next = 0;
	ss->replaying = ss->replay_end > 0;
	if (!ss->replaying)
		catch_up(ss);
}

int save_session_write(struct save_session *ss)
{
	if (!ss->started || ss->stopped || ss->finished)
		return 0;
	return write_save(ss);
}

bool save_session_caught_up(const struct save_session *ss)
{
	return !ss->replaying;
}

void save_session_stop(struct save_session *ss)
{
	ss->stopped = true;
}

void save_session_finish(struct save_session *ss)
{
	if (ss->g && game_is_over(ss->g) && ss->path[0] && !ss->finished)
		ss->finished = unlink(ss->path) == 0 || errno == ENOENT;
}

void save_session_free(struct save_session *ss)
{
	if (ss->started && ss->g)
		for (int s = 0; s < SEATS; s++)
			if (game_controller(ss->g, s) == &ss->seats[s].ctl)
				game_set_controller(ss->g, s, ss->seats[s].inner);
	save_free(&ss->save);
	ss->started = false;
}

/* ---- checking a save against the engine ------------------------------------ */

struct playback {
	struct controller ctl[SEATS];
	const struct save_game *s;
	size_t next;
	bool misfit;
	bool asked_after; /* a choice came after the last decision: the game went on */
};

static int playback_choose(struct controller *self, const struct seat_view *view,
			   const struct action *choices, int n)
{
	struct playback *p = self->data;
	int seat = (int)(self - p->ctl);
	if (!p->misfit && p->next == p->s->ndecisions)
		p->asked_after = true;
	if (p->misfit || p->next == p->s->ndecisions)
		/* past the save: finish the hand the quickest way */
		return controller_tsumogiri.choose(&controller_tsumogiri, view, choices, n);
	int i = find_choice(&p->s->decisions[p->next], seat, choices, n);
	if (i < 0) {
		p->misfit = true;
		return 0;
	}
	p->next++;
	return i;
}

int save_check_playback(const struct save_game *s, char *err, size_t errsize)
{
	struct game *g = game_new(&s->rules, s->seed);
	struct playback *p = malloc(sizeof *p);
	if (!g || !p) {
		game_free(g);
		free(p);
		snprintf(err, errsize, "%s", strerror(ENOMEM));
		return -1;
	}
	*p = (struct playback){.s = s};
	for (int i = 0; i < SEATS; i++) {
		p->ctl[i] =
		    (struct controller){.name = "playback", .choose = playback_choose, .data = p};
		game_set_controller(g, i, &p->ctl[i]);
	}
	while (p->next < s->ndecisions && !p->misfit && game_play_hand(g))
		;
	int r = 0;
	if (!p->misfit && p->next == s->ndecisions && game_is_over(g) && !p->asked_after) {
		snprintf(err, errsize, "%s", _("the game in the save is already over"));
		r = 1;
	} else if (p->misfit || p->next < s->ndecisions) {
		char action[64];
		save_action_text(&s->decisions[p->next].action, action, sizeof action);
		snprintf(err, errsize,
			 p->misfit
			     ? _("decision %zu (seat %d: %s) is not a choice the game offered")
			     : _("the game ended before decision %zu (seat %d: %s)"),
			 p->next + 1, s->decisions[p->next].seat, action);
		r = -1;
	}
	game_free(g);
	free(p);
	return r;
}
