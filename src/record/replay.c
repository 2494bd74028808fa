/*
 * Replaying a log (tenhou.net/6, or mjai JSON lines read by replay_mjai.c): each hand's wall is
 * stacked from the log (deal, draws, dead-wall draws, indicators), each seat is driven by a
 * controller that picks the action the log records, and what the engine makes of it is compared
 * with the log.
 */
#include <config.h>

#include "src/record/replay.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "rules/notation.h"
#include "rules/tileset.h"
#include "src/engine/engine.h"
#include "src/record/file_io.h"
#include "src/record/mcr/log_mcr.h"
#include "src/record/mcr/replay_mcr.h"
#include "src/record/mjai/replay_mjai.h"
#include "src/record/record_json.h"
#include "src/record/replay_internal.h"
#include "src/record/tenhou/log_tenhou.h"
#include "src/record/tenhou/replay_tenhou.h"

struct replay_run {
	struct game *g;
	const struct replay_log *log;
	struct replay_hand hand;
	tile_t seq[WALL_TILES];
	int nseq;   /* tiles of the wall: 136, or 108 for three players */
	int nseats; /* 4, or 3 */
	struct controller ctl[SEATS];
	int cursor;  /* next step of the hand */
	bool desync; /* play has left the log: later steps are not checked */
	bool noted;  /* the note that the log gives no value of a win is printed */
	struct replay_outcome got;
	bool game_ended;	 /* the engine told the game's end */
	int end_points[SEATS];	 /* ... with these points */
	int end_place[SEATS];	 /* ... places */
	double end_score[SEATS]; /* ... and final scores */
	const char *name;
	char hand_name[64];
	FILE *out;
	struct replay_stats *stats;
	struct replay_watched wrap[SEATS];
};

static int watched_choose(struct controller *self, const struct seat_view *v,
			  const struct action *c, int n)
{
	struct replay_watched *w = self->data;
	int pick = w->inner->choose(w->inner, v, c, n);
	if (w->w->decision && n > 1)
		w->w->decision(w->w->ctx, w->rules, v, c, n, pick);
	return pick;
}

static void watched_event(void *ctx, const struct game_event *ev)
{
	const struct replay_watched *w = ctx;
	w->w->event(w->w->ctx, w->g, ev);
}

void replay_watch_attach(struct game *g, struct controller ctl[SEATS],
			 struct replay_watched wrap[SEATS], const struct replay_watch *w)
{
	if (!w)
		return;
	for (int s = 0; s < SEATS; s++) {
		wrap[s] = (struct replay_watched){
		    .inner = &ctl[s], .w = w, .rules = game_rules(g), .g = g};
		wrap[s].self = (struct controller){
		    .name = ctl[s].name, .choose = watched_choose, .data = &wrap[s]};
		game_set_controller(g, s, &wrap[s].self);
	}
	if (w->event) /* wrap[0] carries the game to the watcher's events */
		game_add_observer(g, watched_event, &wrap[0]);
}

static void differ(struct replay_run *run, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(run->out, "%s: %s: ", run->name, run->hand_name);
	vfprintf(run->out, fmt, ap);
	fputc('\n', run->out);
	va_end(ap);
	run->stats->differences++;
}

/* The engine did something else than the log: say so once, then let the hand play out. */
static void lose_sync(struct replay_run *run, const char *engine_did)
{
	if (run->desync)
		return;
	run->desync = true;
	char want[96] = "the end of the hand";
	if (run->cursor < run->hand.nsteps)
		replay_step_text(&run->hand.steps[run->cursor], want, sizeof want);
	differ(run, "the log has \"%s\" but the engine %s", want, engine_did);
}

/* ---- the wall ------------------------------------------------------------- */

enum { TILE_CODES = 128 };

struct wall_builder {
	tile_t *seq;
	int n; /* tiles of the wall */
	bool set[WALL_TILES];
	int left[TILE_CODES]; /* copies of each physical tile not yet placed */
};

static int place(struct wall_builder *b, int pos, tile_t t, char *err, size_t size)
{
	if (pos < 0 || pos >= b->n || b->set[pos]) {
		snprintf(err, size, "more tiles than the wall holds");
		return -1;
	}
	if (b->left[t] == 0) {
		snprintf(err, size, "%s %s than the rules have",
			 tile_is_red(t) ? "more red" : "more copies of", notation_tile(t));
		return -1;
	}
	b->left[t]--;
	b->seq[pos] = t;
	b->set[pos] = true;
	return 0;
}

/*
 * The tiles (136, or 108 for three players) in the order the engine uses them, from what the
 * log shows. Replacement draws past the fourth (three players: kans and Norths) are the tiles
 * the live wall gave up, as wall_draw_rinshan() takes them.
 */
static int build_wall(struct replay_run *run, char *err, size_t size)
{
	const struct replay_hand *h = &run->hand;
	const struct rules *rules = &run->log->rules;
	int n = run->nseats, dead = run->nseq - WALL_DEAD;
	struct wall_builder b = {.seq = run->seq, .n = run->nseq};
	for (int k = 0; k < TILE_KINDS; k++) {
		int reds =
		    !kind_is_honor(k) && kind_number(k) == 5 ? rules->red_fives[kind_suit(k)] : 0;
		int copies = tileset_has(rules, k) ? 4 : 0;
		b.left[k] = copies > reds ? copies - reds : 0;
		b.left[k | TILE_RED] = copies ? reds : 0;
	}
	int dealer = (run->log->first_dealer + h->hand_number) % n;
	for (int s = 0; s < n; s++) {
		int off = (s - dealer + n) % n;
		for (int i = 0; i < 13; i++)
			if (place(&b, i < 12 ? (i / 4) * 4 * n + off * 4 + i % 4 : 12 * n + off,
				  h->haipai[s][i], err, size) < 0)
				return -1;
	}
	static const int rinshan[WALL_MAX_KANS] = {12, 13, 10, 11};
	int live = 13 * n, kans = 0;
	int most = run->nseq < WALL_TILES ? WALL_MAX_REPLACEMENTS : WALL_MAX_KANS;
	for (int i = 0; i < h->nsteps; i++) {
		const struct replay_step *st = &h->steps[i];
		if (st->kind != STEP_DRAW)
			continue;
		if (st->rinshan && kans == most) {
			snprintf(err, size, "more than %d draws from the dead wall", most);
			return -1;
		}
		int pos = !st->rinshan		 ? live++
			  : kans < WALL_MAX_KANS ? dead + rinshan[kans++]
						 : dead - ++kans;
		if (!st->rinshan && live > dead - kans) {
			snprintf(err, size, "more draws than the live wall holds");
			return -1;
		}
		if (place(&b, pos, st->tile, err, size) < 0)
			return -1;
	}
	for (int i = 0; i < h->ndora; i++)
		if (place(&b, dead + 2 * (4 - i), h->dora[i], err, size) < 0)
			return -1;
	for (int i = 0; i < h->nura; i++)
		if (place(&b, dead + 2 * (4 - i) + 1, h->ura[i], err, size) < 0)
			return -1;
	int t = 0;
	for (int pos = 0; pos < run->nseq; pos++) {
		if (b.set[pos])
			continue;
		while (b.left[t] == 0)
			t++;
		b.seq[pos] = (tile_t)t;
		b.left[t]--;
	}
	return 0;
}

static void stacked_wall(void *ctx, int hand_index, struct wall *w)
{
	struct replay_run *run = ctx;
	(void)hand_index;
	wall_from_sequence_n(w, run->seq, run->nseq);
}

/* ---- the players -------------------------------------------------------- */

static int find(const struct action *c, int n, enum action_type type)
{
	for (int i = 0; i < n; i++)
		if (c[i].type == type)
			return i;
	return -1;
}

/* What to do once play has left the log: discard the drawn tile, pass. */
static int fallback(bool own, const struct action *c, int n)
{
	int i = find(c, n, own ? ACT_DISCARD : ACT_PASS);
	return i >= 0 ? i : 0;
}

static int match_discard(const struct replay_step *s, const struct action *c, int n)
{
	enum action_type type = s->riichi ? ACT_RIICHI : ACT_DISCARD;
	int loose = -1;
	for (int i = 0; i < n; i++) {
		if (c[i].type != type || c[i].tile != s->tile)
			continue;
		if (c[i].tsumogiri == s->tsumogiri)
			return i;
		loose = i; /* another writer may not mark the drawn tile */
	}
	return loose;
}

static int match_own(const struct replay_step *s, const struct action *c, int n)
{
	switch (s->kind) {
	case STEP_DISCARD:
		return match_discard(s, c, n);
	case STEP_TSUMO:
		return find(c, n, ACT_TSUMO);
	case STEP_KYUUSHU:
		return find(c, n, ACT_KYUUSHU);
	case STEP_KITA:
		return find(c, n, ACT_KITA);
	case STEP_KAN: {
		int loose = -1;
		for (int i = 0; i < n; i++) {
			if (s->meld == MELD_ANKAN && c[i].type == ACT_ANKAN && c[i].tile == s->tile)
				return i;
			if (s->meld == MELD_KAKAN && c[i].type == ACT_KAKAN) {
				if (c[i].tile == s->tile)
					return i;
				if (tile_kind(c[i].tile) == tile_kind(s->tile))
					loose = i;
			}
		}
		return loose;
	}
	default:
		return -1;
	}
}

static bool same_tiles(const tile_t *a, const tile_t *b, int n, bool by_kind)
{
	bool used[3] = {false};
	for (int i = 0; i < n; i++) {
		bool found = false;
		for (int j = 0; j < n && !found; j++)
			if (!used[j] &&
			    (by_kind ? tile_kind(a[i]) == tile_kind(b[j]) : a[i] == b[j]))
				used[j] = found = true;
		if (!found)
			return false;
	}
	return true;
}

static int match_call(const struct replay_step *s, const struct action *c, int n)
{
	enum action_type type = s->meld == MELD_CHI   ? ACT_CHI
				: s->meld == MELD_PON ? ACT_PON
						      : ACT_MINKAN;
	int loose = -1;
	for (int i = 0; i < n; i++) {
		if (c[i].type != type)
			continue;
		if (same_tiles(c[i].hand, s->hand, s->nhand, false))
			return i;
		if (same_tiles(c[i].hand, s->hand, s->nhand, true))
			loose = i;
	}
	return loose;
}

/* On another's discard or added kan: the log's ron or call by this seat, else pass. */
static int respond(struct replay_run *run, int seat, int from, const struct action *c, int n)
{
	const struct replay_hand *h = &run->hand;
	for (int i = run->cursor; i < h->nsteps; i++) {
		const struct replay_step *s = &h->steps[i];
		if (s->kind != STEP_RON && s->kind != STEP_RON_ALL)
			break;
		if (s->kind == STEP_RON_ALL || (s->seat == seat && s->from == from)) {
			int pick = find(c, n, ACT_RON);
			if (pick >= 0 || s->kind == STEP_RON_ALL)
				return pick >= 0 ? pick : fallback(false, c, n);
			lose_sync(run, "does not let that seat ron");
			return fallback(false, c, n);
		}
	}
	const struct replay_step *s = run->cursor < h->nsteps ? &h->steps[run->cursor] : NULL;
	if (s && s->kind == STEP_CALL && s->seat == seat && s->from == from) {
		int pick = match_call(s, c, n);
		if (pick >= 0)
			return pick;
		lose_sync(run, "does not offer that call");
	}
	return fallback(false, c, n);
}

static int replay_choose(struct controller *self, const struct seat_view *v, const struct action *c,
			 int n)
{
	struct replay_run *run = self->data;
	bool own = v->to_act_on < 0;
	if (run->desync)
		return fallback(own, c, n);
	if (!own)
		return respond(run, v->seat, v->to_act_on, c, n);
	const struct replay_step *s =
	    run->cursor < run->hand.nsteps ? &run->hand.steps[run->cursor] : NULL;
	char did[96];
	if (!s || s->seat != v->seat || s->kind == STEP_DRAW || s->kind == STEP_CALL ||
	    s->kind == STEP_RON || s->kind == STEP_RON_ALL) {
		snprintf(did, sizeof did, "gives seat %d a turn", v->seat);
		lose_sync(run, did);
		return fallback(true, c, n);
	}
	int pick = match_own(s, c, n);
	if (pick < 0) {
		lose_sync(run, "does not offer it");
		return fallback(true, c, n);
	}
	return pick;
}

/* ---- following the engine --------------------------------------------- */

/* The step an event stands for, to compare with the log's and to name it. */
static bool event_step(const struct game_event *ev, struct replay_step *s)
{
	memset(s, 0, sizeof *s);
	s->seat = ev->seat;
	s->tile = ev->tile;
	s->meld = ev->meld.type;
	switch (ev->type) {
	case EV_DRAW:
		s->kind = STEP_DRAW;
		s->rinshan = ev->rinshan;
		return true;
	case EV_DISCARD:
		s->kind = STEP_DISCARD;
		s->riichi = ev->riichi;
		return true;
	case EV_CALL:
		s->kind = STEP_CALL;
		s->from = ev->from;
		return true;
	case EV_KAN:
		s->kind = STEP_KAN;
		if (ev->meld.type == MELD_ANKAN)
			s->tile = (tile_t)tile_kind(ev->tile);
		return true;
	case EV_KITA:
		s->kind = STEP_KITA;
		return true;
	case EV_WIN:
		s->kind = ev->seat == ev->from ? STEP_TSUMO : STEP_RON;
		s->from = ev->from;
		return true;
	case EV_ABORTIVE_DRAW:
		if (ev->abort == ABORT_KYUUSHU) {
			s->kind = STEP_KYUUSHU;
			s->seat = -1;
			return true;
		}
		if (ev->abort == ABORT_TRIPLE_RON) {
			s->kind = STEP_RON_ALL;
			s->seat = -1;
			return true;
		}
		return false;
	default:
		return false;
	}
}

static bool same_step(const struct replay_step *want, const struct replay_step *got)
{
	if (want->kind != got->kind || (got->seat >= 0 && want->seat != got->seat))
		return false;
	switch (want->kind) {
	case STEP_DRAW:
	case STEP_DISCARD:
		return want->tile == got->tile && want->riichi == got->riichi;
	case STEP_CALL:
		return want->meld == got->meld && want->from == got->from;
	case STEP_KAN:
		return want->meld == got->meld && tile_kind(want->tile) == tile_kind(got->tile);
	case STEP_RON:
		return want->from == got->from;
	default:
		return true;
	}
}

/* Moves along the log as the engine plays; the rons of one discard may come in any order. */
static void follow(struct replay_run *run, const struct game_event *ev)
{
	struct replay_step got;
	if (run->desync || !event_step(ev, &got))
		return;
	struct replay_hand *h = &run->hand;
	for (int i = run->cursor; i < h->nsteps; i++) {
		if (same_step(&h->steps[i], &got)) {
			struct replay_step s = h->steps[i];
			h->steps[i] = h->steps[run->cursor];
			h->steps[run->cursor++] = s;
			return;
		}
		if (got.kind != STEP_RON || h->steps[i].kind != STEP_RON)
			break;
	}
	char did[128], text[96];
	replay_step_text(&got, text, sizeof text);
	if (got.kind == STEP_KYUUSHU || got.kind == STEP_RON_ALL)
		snprintf(did, sizeof did, "aborts the hand");
	else
		snprintf(did, sizeof did, "has \"%s\"", text);
	lose_sync(run, did);
}

static void record_win(struct replay_run *run, const struct game_event *ev)
{
	struct replay_outcome *o = &run->got;
	o->kind = OUTCOME_WIN;
	if (o->nwins == 3)
		return;
	const struct score_result *r = ev->score;
	struct replay_win *w = &o->wins[o->nwins++];
	*w = (struct replay_win){
	    .seat = ev->seat,
	    .from = ev->from,
	    .pao = ev->pao,
	    .han = r->han,
	    .fu = r->fu,
	    .has_fu = r->limit == LIMIT_NONE,
	    .yakuman = r->yakuman > 0,
	    .valued = true,
	};
	struct game_position at;
	game_position(run->g, &at);
	tenhou_win_yaku_text(r, TILE_EAST + at.round_wind, game_seat_wind(run->g, ev->seat),
			     w->yaku, sizeof w->yaku);
}

static void watch(void *ctx, const struct game_event *ev)
{
	struct replay_run *run = ctx;
	follow(run, ev);
	struct replay_outcome *o = &run->got;
	switch (ev->type) {
	case EV_WIN:
		record_win(run, ev);
		break;
	case EV_EXHAUSTIVE_DRAW:
		o->kind = OUTCOME_EXHAUSTIVE;
		for (int s = 0; s < SEATS; s++)
			o->nagashi |= ev->nagashi[s];
		break;
	case EV_ABORTIVE_DRAW:
		o->kind = OUTCOME_ABORT;
		o->abort = ev->abort;
		break;
	case EV_SCORES:
		for (int s = 0; s < SEATS; s++)
			o->delta[s] += ev->delta[s];
		break;
	case EV_HAND_END:
		if (run->cursor < run->hand.nsteps)
			lose_sync(run, "ends the hand");
		break;
	case EV_GAME_END:
		run->game_ended = true;
		memcpy(run->end_points, ev->points, sizeof run->end_points);
		memcpy(run->end_score, ev->final_score, sizeof run->end_score);
		memcpy(run->end_place, ev->placement, sizeof run->end_place);
		break;
	default:
		break;
	}
}

/* ---- comparing outcomes ---------------------------------------------------- */

static void outcome_text(const struct replay_outcome *o, char *buf, size_t size)
{
	static const char *const aborts[] = {
	    [ABORT_NONE] = "an abortive draw",	 [ABORT_KYUUSHU] = "nine terminals",
	    [ABORT_FOUR_WINDS] = "four winds",	 [ABORT_FOUR_KANS] = "four kans",
	    [ABORT_FOUR_RIICHI] = "four riichi", [ABORT_TRIPLE_RON] = "three rons",
	};
	switch (o->kind) {
	case OUTCOME_WIN: {
		size_t len = (size_t)snprintf(buf, size, "a win by");
		for (int i = 0; i < o->nwins && len < size; i++)
			len += (size_t)snprintf(buf + len, size - len, "%s seat %d",
						i ? " and" : "", o->wins[i].seat);
		break;
	}
	case OUTCOME_EXHAUSTIVE:
		snprintf(buf, size, "%s", o->nagashi ? "nagashi mangan" : "an exhaustive draw");
		break;
	case OUTCOME_ABORT:
		snprintf(buf, size, "an abortive draw (%s)", aborts[o->abort]);
		break;
	default:
		snprintf(buf, size, "nothing");
		break;
	}
}

static void points_list(const int v[SEATS], char *buf, size_t size)
{
	snprintf(buf, size, "%d %d %d %d", v[0], v[1], v[2], v[3]);
}

static void compare_win(struct replay_run *run, const struct replay_win *want,
			const struct replay_win *got)
{
	int s = want->seat;
	if (want->from != got->from)
		differ(run, "seat %d wins from seat %d in the log, from seat %d in the engine", s,
		       want->from, got->from);
	if (!want->valued && run->log->one_value_note) {
		if (!run->noted)
			fprintf(run->out,
				"%s: note: the log gives no value of its wins (han, fu); only the "
				"winners and the point changes are checked\n",
				run->name);
		run->noted = true;
	} else if (!want->valued) {
		fprintf(run->out,
			"%s: %s: note: the log gives no value for seat %d's win; only the winner "
			"and the point changes are checked\n",
			run->name, run->hand_name, s);
	} else if (want->yakuman != got->yakuman)
		differ(run, "seat %d's win is %sa yakuman in the log but %sin the engine", s,
		       want->yakuman ? "" : "not ", got->yakuman ? "" : "not ");
	else if (!want->yakuman && want->han != got->han)
		differ(run, "seat %d's win is %d han in the log (%s), %d han in the engine (%s)", s,
		       want->han, want->yaku, got->han, got->yaku);
	if (want->valued && !want->yakuman && want->has_fu && want->fu != got->fu)
		differ(run, "seat %d's win is %d fu in the log, %d fu in the engine", s, want->fu,
		       got->fu);
	if (want->pao != REPLAY_UNKNOWN && want->pao != got->pao)
		differ(run, "seat %d's win makes seat %d liable in the log, seat %d in the engine",
		       s, want->pao, got->pao);
}

static void compare_outcome(struct replay_run *run)
{
	const struct replay_outcome *want = &run->hand.outcome, *got = &run->got;
	char a[96], b[96];
	outcome_text(want, a, sizeof a);
	outcome_text(got, b, sizeof b);
	/* a draw of unknown kind agrees with any draw */
	bool any_draw =
	    want->draw_unknown && (got->kind == OUTCOME_EXHAUSTIVE || got->kind == OUTCOME_ABORT);
	if (strcmp(a, b) != 0 && !any_draw &&
	    !(want->kind == OUTCOME_WIN && got->kind == OUTCOME_WIN))
		differ(run, "the hand ends in %s in the log, in %s in the engine", a, b);
	for (int i = 0; i < want->nwins; i++) {
		const struct replay_win *match = NULL;
		for (int j = 0; j < got->nwins; j++)
			if (got->wins[j].seat == want->wins[i].seat)
				match = &got->wins[j];
		if (match)
			compare_win(run, &want->wins[i], match);
		else
			differ(run, "seat %d wins in the log but not in the engine",
			       want->wins[i].seat);
	}
	for (int j = 0; j < got->nwins; j++) {
		bool found = false;
		for (int i = 0; i < want->nwins; i++)
			found |= want->wins[i].seat == got->wins[j].seat;
		if (!found)
			differ(run, "seat %d wins in the engine but not in the log",
			       got->wins[j].seat);
	}
	if (memcmp(want->delta, got->delta, sizeof want->delta) != 0) {
		points_list(want->delta, a, sizeof a);
		points_list(got->delta, b, sizeof b);
		differ(run, "points change by %s in the log, by %s in the engine", a, b);
	}
}

/* Between hands: the round, honba, sticks and points the engine carries on with. */
static void compare_carry(struct replay_run *run, const struct replay_hand *next)
{
	if (game_is_over(run->g) && !run->log->east_only && !run->log->length_unknown) {
		differ(run, "the engine ends the game here; the log goes on");
		return;
	}
	struct game_hand_start g;
	game_hand_start(run->g, &g);
	char a[64], b[64];
	if (g.round_wind != next->round_wind || g.hand_number != next->hand_number ||
	    g.honba != next->honba) {
		struct replay_hand engine = {.index = next->index,
					     .round_wind = g.round_wind,
					     .hand_number = g.hand_number,
					     .honba = g.honba};
		replay_hand_name(next, a, sizeof a);
		replay_hand_name(&engine, b, sizeof b);
		differ(run, "next in the log is %s, in the engine %s", a, b);
	}
	if (g.riichi_sticks != next->sticks)
		differ(run, "%d riichi sticks carry over in the log, %d in the engine",
		       next->sticks, g.riichi_sticks);
	if (memcmp(g.points, next->points, sizeof g.points) != 0) {
		points_list(next->points, a, sizeof a);
		points_list(g.points, b, sizeof b);
		differ(run, "the next hand starts with %s in the log, %s in the engine", a, b);
	}
}

/* Whether a final score of the log is the engine's, as both write them: to a tenth (Tenhou's
 * rooms in whole thousands, the rules' round_final_scores). */
static bool same_score(double log, double engine)
{
	double off = log > engine ? log - engine : engine - log;
	return off < 0.05;
}

static void scores_list(const double v[SEATS], int n, char *buf, size_t size)
{
	size_t len = 0;
	for (int s = 0; s < n && len < size; s++)
		len += (size_t)snprintf(buf + len, size - len, "%s%.1f", s ? " " : "", v[s]);
}

/* The log's final points and scores against the engine's, once the last hand agreed. */
static void compare_end(struct replay_run *run)
{
	const struct replay_log *log = run->log;
	if (!log->ended)
		return;
	bool shorter = log->east_only || log->length_unknown;
	if (!game_is_over(run->g) && !shorter)
		differ(run, "the log's game ends here; the engine plays on");
	/* an East-only game ends where the engine would play South */
	game_finish(run->g);
	if (!run->game_ended)
		return;
	char a[96], b[96];
	if (memcmp(run->end_points, log->final_points, sizeof run->end_points) != 0) {
		points_list(log->final_points, a, sizeof a);
		points_list(run->end_points, b, sizeof b);
		differ(run, "the game ends with %s in the log, %s in the engine", a, b);
		return;
	}
	/* Tenhou's rooms wrote whole thousands until lately (round_final_scores), tenths now:
	 * a log of whole numbers may be either */
	struct rules whole = log->rules;
	whole.round_final_scores = true;
	double rounded[SEATS] = {0};
	rules_final_scores(&whole, run->nseats, run->end_points, run->end_place, rounded);
	bool same = true, same_whole = true, all_whole = true;
	for (int s = 0; s < run->nseats; s++) {
		same &= same_score(log->final_score[s], run->end_score[s]);
		same_whole &= same_score(log->final_score[s], rounded[s]);
		all_whole &= log->final_score[s] == (double)(long long)log->final_score[s];
	}
	if (log->has_final_score && !same && !(all_whole && same_whole)) {
		scores_list(log->final_score, run->nseats, a, sizeof a);
		scores_list(run->end_score, run->nseats, b, sizeof b);
		differ(run, "the final scores are %s in the log, %s in the engine (%s)", a, b,
		       log->rules.preset ? log->rules.preset : "custom");
	}
}

/* ---- a whole log --------------------------------------------------------- */

/* Puts the engine where the log's hand starts, whatever it made of the hand before. */
static void set_hand_start(struct game *g, const struct replay_log *log,
			   const struct replay_hand *h)
{
	struct game_hand_start start = {
	    .round_wind = h->round_wind,
	    .hand_number = h->hand_number,
	    .honba = h->honba,
	    .dealer = (log->first_dealer + h->hand_number) % game_nseats(g),
	    .riichi_sticks = h->sticks,
	};
	memcpy(start.points, h->points, sizeof start.points);
	game_set_hand_start(g, &start);
}

static int replay_hands(struct replay_run *run, char *err, size_t errsize)
{
	char why[200];
	bool in_step = false; /* the previous hand replayed as logged */
	for (int i = 0; i < run->log->nhands; i++) {
		struct replay_hand *h = &run->hand;
		if (run->log->read) {
			*h = run->log->read[i];
		} else if (replay_read_hand(run->log, i, h, why, sizeof why) < 0) {
			snprintf(err, errsize, "%s: %s", run->name, why);
			return -1;
		}
		if (in_step)
			compare_carry(run, h);
		replay_hand_name(h, run->hand_name, sizeof run->hand_name);
		if (build_wall(run, why, sizeof why) < 0) {
			snprintf(err, errsize, "%s: %s: %s", run->name, run->hand_name, why);
			return -1;
		}
		run->cursor = 0;
		run->desync = false;
		memset(&run->got, 0, sizeof run->got);
		set_hand_start(run->g, run->log, h);
		int before = run->stats->differences;
		game_play_hand(run->g);
		compare_outcome(run);
		run->stats->hands++;
		in_step = run->stats->differences == before;
	}
	if (in_step)
		compare_end(run);
	return 0;
}

/* Plays the hands of log, read from a file called name. */
static int replay_log_run(const char *name, const struct replay_log *log,
			  const struct replay_watch *w, FILE *out, struct replay_stats *stats,
			  char *err, size_t errsize)
{
	struct replay_run *run = calloc(1, sizeof *run);
	if (!run)
		return replay_fail(err, errsize, "%s: out of memory", name);
	run->log = log;
	run->name = name;
	run->out = out;
	run->stats = stats;
	run->nseats = rules_family_of(log->rules.family)->players;
	run->nseq = tileset_size(&log->rules);
	snprintf(stats->preset, sizeof stats->preset, "%s",
		 log->rules.preset ? log->rules.preset : "custom");
	snprintf(stats->rules_why, sizeof stats->rules_why, "%s", log->rules_why);
	run->g = game_new(&log->rules, 1);
	if (!run->g) {
		free(run);
		return replay_fail(err, errsize, "%s: out of memory", name);
	}
	game_set_first_dealer(run->g, log->first_dealer);
	game_set_wall_source(run->g, stacked_wall, run);
	for (int s = 0; s < run->nseats; s++) {
		run->ctl[s] =
		    (struct controller){.name = "replay", .choose = replay_choose, .data = run};
		game_set_controller(run->g, s, &run->ctl[s]);
	}
	game_add_observer(run->g, watch, run);
	replay_watch_attach(run->g, run->ctl, run->wrap, w);
	int rc = replay_hands(run, err, errsize);
	game_free(run->g);
	free(run);
	return rc;
}

/* An mjai record: JSON lines, read whole before any hand is played. */
static int replay_mjai(const char *name, const char *text, const char *preset,
		       const struct replay_watch *w, FILE *out, struct replay_stats *stats,
		       char *err, size_t errsize)
{
	struct replay_log *log = calloc(1, sizeof *log);
	char why[300];
	int rc = -1;
	if (!log)
		snprintf(err, errsize, "%s: out of memory", name);
	else if (replay_mjai_read(text, log, why, sizeof why) < 0)
		snprintf(err, errsize, "%s: %s", name, why);
	else if (preset && !rules_preset(preset))
		snprintf(err, errsize, "%s: unknown preset \"%s\"", name, preset);
	else {
		if (preset) { /* the rules asked for, with the record's red fives */
			int red[3];
			memcpy(red, log->rules.red_fives, sizeof red);
			log->rules = *rules_preset(preset);
			memcpy(log->rules.red_fives, red, sizeof red);
			snprintf(log->rules_why, sizeof log->rules_why, "--rules");
		} else if (!log->rules_why[0]) {
			snprintf(log->rules_why, sizeof log->rules_why,
				 "an mjai record without rules; Tenhou's rules");
		}
		rc = replay_log_run(name, log, w, out, stats, err, errsize);
	}
	if (log)
		replay_mjai_free(log);
	free(log);
	return rc;
}

static int replay_text_as(const char *name, const char *text, const char *preset,
			  const struct replay_watch *w, FILE *out, struct replay_stats *stats,
			  char *err, size_t errsize);

int replay_text(const char *name, const char *text, FILE *out, struct replay_stats *stats,
		char *err, size_t errsize)
{
	return replay_text_watched(name, text, NULL, out, stats, err, errsize);
}

int replay_text_watched(const char *name, const char *text, const struct replay_watch *w, FILE *out,
			struct replay_stats *stats, char *err, size_t errsize)
{
	return replay_text_as(name, text, NULL, w, out, stats, err, errsize);
}

/* A log of any format, by the rules of preset when it is not NULL. */
static int replay_text_as(const char *name, const char *text, const char *preset,
			  const struct replay_watch *w, FILE *out, struct replay_stats *stats,
			  char *err, size_t errsize)
{
	if (text[strspn(text, " \t\r\n")] == '\0')
		return replay_fail(err, errsize, "%s: the file is empty", name);
	if (replay_mjai_detect(text))
		return replay_mjai(name, text, preset, w, out, stats, err, errsize);
	enum json_tokener_error jerr;
	json_object *root = json_tokener_parse_verbose(text, &jerr);
	if (!root) {
		/* "null" parses without an error but is no log either */
		snprintf(err, errsize, "%s: %s%s", name,
			 jerr == json_tokener_success ? "not a tenhou.net/6 log: " : "not JSON: ",
			 jerr == json_tokener_success ? "null" : json_tokener_error_desc(jerr));
		return -1;
	}
	json_object *format;
	if (json_object_is_type(root, json_type_object) &&
	    json_object_object_get_ex(root, "format", &format) && !record_string(format)) {
		json_object_put(root);
		return replay_fail(err, errsize, "%s: unreadable log: format is not a string",
				   name);
	}
	if (json_object_is_type(root, json_type_object) &&
	    json_object_object_get_ex(root, "format", &format) &&
	    strcmp(record_string(format), MCR_LOG_FORMAT) == 0) {
		snprintf(stats->preset, sizeof stats->preset, "mcr");
		snprintf(stats->rules_why, sizeof stats->rules_why, "a %s log", MCR_LOG_FORMAT);
		int rc = replay_mcr(name, root, w, out, stats, err, errsize);
		json_object_put(root);
		return rc;
	}
	struct replay_log *log = calloc(1, sizeof *log);
	int rc = -1;
	char why[200];
	if (!log)
		snprintf(err, errsize, "%s: out of memory", name);
	else if (replay_read_log(root, preset, log, why, sizeof why) < 0)
		snprintf(err, errsize, "%s: %s", name, why);
	else if (log->nhands == 0)
		snprintf(err, errsize, "%s: the log holds no hands", name);
	else
		rc = replay_log_run(name, log, w, out, stats, err, errsize);
	free(log);
	json_object_put(root);
	return rc;
}

int replay_file(const char *path, FILE *out, struct replay_stats *stats, char *err, size_t errsize)
{
	return replay_file_as(path, NULL, out, stats, err, errsize);
}

int replay_file_as(const char *path, const char *preset, FILE *out, struct replay_stats *stats,
		   char *err, size_t errsize)
{
	char *text, why[200];
	size_t len;
	/* a pipe may bring a log (replay <(zcat log.gz)); a device or a huge file is refused */
	if (file_read_all(path, REPLAY_MAX_SIZE, FILE_READ_PIPES, &text, &len, why, sizeof why) <
	    0) {
		snprintf(err, errsize, "%s: %s", path, why);
		return -1;
	}
	int rc = replay_text_as(path, text, preset, NULL, out, stats, err, errsize);
	free(text);
	return rc;
}
