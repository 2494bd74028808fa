/* Reading a tenhou.net/6 log: its rules, and each hand as the steps its players took. */
#include <config.h>

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/record/record_json.h"
#include "src/record/replay_internal.h"
#include "src/record/tenhou/log_tenhou.h"
#include "src/record/tenhou/replay_tenhou.h"

/* Whether the first hand deals to three seats only (the fourth seat's deal empty). */
static bool deals_three(json_object *hands)
{
	json_object *hand = json_object_array_get_idx(hands, 0), *deal;
	if (!json_object_is_type(hand, json_type_array) || json_object_array_length(hand) < 14)
		return false;
	deal = json_object_array_get_idx(hand, 4 + 3 * 3);
	return json_object_is_type(deal, json_type_array) && json_object_array_length(deal) == 0;
}

int replay_read_log(json_object *root, const char *preset, struct replay_log *log, char *err,
		    size_t size)
{
	memset(log, 0, sizeof *log);
	log->forced_preset = preset;
	if (!json_object_is_type(root, json_type_object))
		return replay_fail(err, size,
				   "not a tenhou.net/6 log: the top is not a JSON object");
	json_object *rule, *sc;
	if (!json_object_object_get_ex(root, "log", &log->hands) ||
	    !json_object_is_type(log->hands, json_type_array))
		return replay_fail(err, size, "not a tenhou.net/6 log: no \"log\" array of hands");
	log->nhands = (int)json_object_array_length(log->hands);
	log->nseats = deals_three(log->hands) ? 3 : 4;
	json_object *none = json_object_new_object();
	if (!json_object_object_get_ex(root, "rule", &rule))
		rule = none;
	int rc = json_object_is_type(rule, json_type_object)
		     ? replay_read_rules(rule, log, err, size)
		     : replay_fail(err, size, "\"rule\" is not an object");
	json_object_put(none);
	if (rc < 0)
		return -1;
	/* a family whose games are not written in this format (MCR keeps its own) */
	if (!(rules_family_of(log->rules.family)->logs & RULES_LOG_TENHOU))
		return replay_fail(err, size,
				   "rules \"%s\" are not riichi: replay plays riichi games only",
				   log->rules.preset);
	log->nseats = rules_family_of(log->rules.family)->players;
	/* the final points and scores: "sc" holds points and score of each seat in turn */
	if (json_object_object_get_ex(root, "sc", &sc) &&
	    json_object_is_type(sc, json_type_array) && json_object_array_length(sc) >= 2 * SEATS) {
		log->ended = true;
		log->has_final_score = true;
		for (int s = 0; s < SEATS; s++) {
			json_object *score = json_object_array_get_idx(sc, 2 * s + 1);
			log->final_points[s] =
			    json_object_get_int(json_object_array_get_idx(sc, 2 * s));
			log->final_score[s] = json_object_get_double(score);
			if (!json_object_is_type(score, json_type_int) &&
			    !json_object_is_type(score, json_type_double))
				log->has_final_score = false;
		}
	}
	return 0;
}

/* ---- a hand -------------------------------------------------------------- */

enum { REPLAY_MAX_CHOICES = 64, REPLAY_MAX_WALKS = 256 };

struct reader {
	struct replay_hand *h;
	int nseats;    /* 4, or 3: the fourth place of the lists is empty */
	bool no_chi;   /* three players */
	char name[64]; /* of the hand, for messages */
	char *err;
	size_t size;
	json_object *takes[SEATS], *discards[SEATS];
	int ntakes[SEATS], ndiscards[SEATS];
	int ti[SEATS], di[SEATS]; /* next entry of each list */
	tile_t drawn[SEATS];	  /* for a discard written as 60 */
	/*
	 * The format does not say which discard a call took: when a player lets
	 * a tile pass and calls the same tile later, the first reading goes
	 * wrong. Each discard a pending call could take is a choice (true:
	 * taken), tried in order and revised depth first when the walk fails.
	 */
	bool choice[REPLAY_MAX_CHOICES];
	int nforced; /* choices fixed by an earlier failed walk */
	int at;	     /* choices met in this walk */
};

static int hand_fail(struct reader *r, const char *fmt, ...)
{
	char msg[200];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return replay_fail(r->err, r->size, "%s: %s", r->name, msg);
}

static int read_ints(struct reader *r, json_object *a, const char *what, int *out, int min, int max)
{
	if (!json_object_is_type(a, json_type_array))
		return hand_fail(r, "%s is not an array", what);
	int n = (int)json_object_array_length(a);
	if (n < min || n > max)
		return hand_fail(r, "%s has %d entries", what, n);
	for (int i = 0; i < n; i++) {
		json_object *v = json_object_array_get_idx(a, i);
		if (!json_object_is_type(v, json_type_int))
			return hand_fail(r, "%s: entry %d is not a number", what, i + 1);
		/* no number of a log (points, tiles, changes) is near the range of an int */
		int64_t x = json_object_get_int64(v);
		if (x < -RECORD_POINTS_MAX || x > RECORD_POINTS_MAX)
			return hand_fail(r, "%s: entry %d is out of range", what, i + 1);
		out[i] = (int)x;
	}
	return n;
}

static int read_tiles(struct reader *r, json_object *a, const char *what, tile_t *out, int min,
		      int max)
{
	int codes[16];
	int n = read_ints(r, a, what, codes, min, max);
	for (int i = 0; i < n; i++)
		if (!tenhou_tile_from_code(codes[i], &out[i]))
			return hand_fail(r, "%s: %d is not a tile", what, codes[i]);
	return n;
}

static struct replay_step *push(struct reader *r, enum step_kind kind, int seat)
{
	if (r->h->nsteps == REPLAY_MAX_STEPS)
		return NULL;
	struct replay_step *s = &r->h->steps[r->h->nsteps++];
	memset(s, 0, sizeof *s);
	s->kind = kind;
	s->seat = seat;
	s->from = -1;
	return s;
}

/* A meld as the format writes it: "p252525", "c275226", "393939a39"... */
struct meld_text {
	char letter;
	int pos; /* tiles before the letter */
	tile_t tiles[4];
	int n;
	tile_t marked; /* the tile after the letter */
};

static bool parse_meld_text(const char *s, struct meld_text *m)
{
	memset(m, 0, sizeof *m);
	bool after_letter = false;
	for (const char *p = s; *p;) {
		if (isalpha((unsigned char)*p)) {
			if (m->letter)
				return false;
			m->letter = *p++;
			m->pos = m->n;
			after_letter = true;
			continue;
		}
		if (!isdigit((unsigned char)p[0]) || !isdigit((unsigned char)p[1]) || m->n == 4)
			return false;
		if (!tenhou_tile_from_code((p[0] - '0') * 10 + (p[1] - '0'), &m->tiles[m->n]))
			return false;
		if (after_letter)
			m->marked = m->tiles[m->n];
		after_letter = false;
		m->n++;
		p += 2;
	}
	return m->letter != 0;
}

/*
 * The discarder's seat of a call: the letter's place says left, across or right. Three players
 * sit at a table of four with the fourth place empty: a place that names it names nobody (-1).
 */
static int call_from(const struct reader *r, int seat, const struct meld_text *m)
{
	int rel = m->letter == 'c' ? 3 : m->pos == 0 ? 3 : m->pos == 1 ? 2 : 1;
	int from = (seat + rel) % SEATS;
	return from < r->nseats ? from : -1;
}

/* The next draw-list entry of seat as a call on tile from discarder, or false. */
static bool pending_call(struct reader *r, int seat, int discarder, tile_t tile, bool chi,
			 struct meld_text *m)
{
	if (r->ti[seat] >= r->ntakes[seat])
		return false;
	json_object *e = json_object_array_get_idx(r->takes[seat], r->ti[seat]);
	if (!json_object_is_type(e, json_type_string) ||
	    !parse_meld_text(json_object_get_string(e), m))
		return false;
	if (chi != (m->letter == 'c') || (m->letter != 'c' && m->letter != 'p' && m->letter != 'm'))
		return false;
	return tile_kind(m->marked) == tile_kind(tile) && call_from(r, seat, m) == discarder;
}

/* After seat discarded tile: who calls it, or -1. Pon and kan before chi. */
/* Whether the walk takes this possible call: a choice point (see struct reader). */
static bool take_this_call(struct reader *r)
{
	if (r->at >= REPLAY_MAX_CHOICES)
		return true;
	int i = r->at++;
	if (i >= r->nforced)
		r->choice[i] = true;
	return r->choice[i];
}

static int take_call(struct reader *r, int seat, tile_t tile)
{
	struct meld_text m;
	int caller = -1;
	/* pon and kan from anyone before chi from the next seat, as the calls' priority goes */
	for (int i = 1; i <= r->nseats && caller < 0; i++) {
		bool chi = i == r->nseats;
		if (chi && r->no_chi)
			break;
		int who = (seat + (chi ? 1 : i)) % r->nseats;
		if (pending_call(r, who, seat, tile, chi, &m) && take_this_call(r))
			caller = who;
	}
	if (caller < 0)
		return -1;
	struct replay_step *s = push(r, STEP_CALL, caller);
	if (!s)
		return hand_fail(r, "too many actions"), -2;
	r->ti[caller]++;
	s->from = seat;
	s->tile = m.marked;
	s->meld = m.letter == 'c' ? MELD_CHI : m.letter == 'p' ? MELD_PON : MELD_MINKAN;
	bool skipped = false;
	for (int i = 0; i < m.n; i++) {
		if (!skipped && i == m.pos) {
			skipped = true;
			continue;
		}
		if (s->nhand < 3)
			s->hand[s->nhand++] = m.tiles[i];
	}
	if (s->nhand != (s->meld == MELD_MINKAN ? 3 : 2))
		return hand_fail(r, "seat %d: a call of %d tiles", caller, m.n), -2;
	return caller;
}

/* One entry of seat's discard list: a discard, riichi, a kan or a North set aside. Returns 1
 * for a kan or a North: a replacement draw follows. */
static int own_action(struct reader *r, int seat, json_object *e)
{
	struct replay_step *s = push(r, STEP_DISCARD, seat);
	if (!s)
		return hand_fail(r, "too many actions");
	int code;
	if (json_object_is_type(e, json_type_int)) {
		code = json_object_get_int(e);
	} else if (json_object_is_type(e, json_type_string)) {
		const char *text = json_object_get_string(e);
		struct meld_text m;
		if (text[0] == 'r') {
			s->riichi = true;
			code = atoi(text + 1);
		} else if (strcmp(text, TENHOU_KITA) == 0 && r->nseats == 3) {
			s->kind = STEP_KITA;
			s->tile = TILE_NORTH;
			return 1;
		} else if (parse_meld_text(text, &m) && (m.letter == 'a' || m.letter == 'k') &&
			   m.n == 4) {
			s->kind = STEP_KAN;
			s->meld = m.letter == 'a' ? MELD_ANKAN : MELD_KAKAN;
			s->tile = m.letter == 'a' ? (tile_t)tile_kind(m.tiles[0]) : m.marked;
			return 1;
		} else {
			return hand_fail(r, "seat %d: \"%s\" is not a discard or a kan", seat,
					 text);
		}
	} else {
		return hand_fail(r, "seat %d: discard %d is neither a number nor a string", seat,
				 r->di[seat]);
	}
	if (code == TENHOU_TSUMOGIRI) {
		if (r->drawn[seat] == 0xff)
			return hand_fail(r, "seat %d: discards the drawn tile without a draw",
					 seat);
		s->tile = r->drawn[seat];
		s->tsumogiri = true;
	} else if (!tenhou_tile_from_code(code, &s->tile)) {
		return hand_fail(r, "seat %d: %d is not a tile to discard", seat, code);
	}
	return 0;
}

/* Walks the draw and discard lists in turn order, as the players took their turns. */
static int read_steps(struct reader *r)
{
	int seat = r->h->hand_number;
	bool draw = true, rinshan = false;
	for (;;) {
		if (draw) {
			if (r->ti[seat] == r->ntakes[seat])
				return 0; /* the hand ended on the last discard */
			json_object *e = json_object_array_get_idx(r->takes[seat], r->ti[seat]++);
			tile_t t;
			if (!json_object_is_type(e, json_type_int) ||
			    !tenhou_tile_from_code(json_object_get_int(e), &t))
				return hand_fail(r, "seat %d: draw %d is not a tile drawn in turn",
						 seat, r->ti[seat]);
			struct replay_step *s = push(r, STEP_DRAW, seat);
			if (!s)
				return hand_fail(r, "too many actions");
			s->tile = r->drawn[seat] = t;
			s->rinshan = rinshan;
		}
		rinshan = false;
		if (r->di[seat] == r->ndiscards[seat])
			return 1; /* the hand ended on this seat's turn */
		int rc = own_action(r, seat,
				    json_object_array_get_idx(r->discards[seat], r->di[seat]++));
		r->drawn[seat] = 0xff;
		if (rc < 0)
			return -1;
		if (rc == 1) {
			draw = rinshan = true;
			continue;
		}
		int caller = take_call(r, seat, r->h->steps[r->h->nsteps - 1].tile);
		if (caller == -2)
			return -1;
		if (caller < 0) {
			seat = (seat + 1) % r->nseats;
			draw = true;
			continue;
		}
		seat = caller;
		draw = false;
		if (r->h->steps[r->h->nsteps - 1].meld == MELD_MINKAN) {
			/* the discard list holds 0 for the turn an open kan skips */
			json_object *e =
			    r->di[seat] < r->ndiscards[seat]
				? json_object_array_get_idx(r->discards[seat], r->di[seat])
				: NULL;
			if (!e || !json_object_is_type(e, json_type_int) ||
			    json_object_get_int(e) != TENHOU_NO_DISCARD)
				return hand_fail(
				    r, "seat %d: no 0 in the discards after an open kan", seat);
			r->di[seat]++;
			draw = rinshan = true;
		}
	}
}

/* Whether a walk used every draw and discard of the log. */
static bool walk_complete(const struct reader *r)
{
	for (int s = 0; s < SEATS; s++)
		if (r->ti[s] != r->ntakes[s] || r->di[s] != r->ndiscards[s])
			return false;
	return true;
}

/*
 * Walks the hand, revising which discards the calls took until every draw
 * and discard falls in place. The first walk's complaint is the one shown.
 */
static int walk_steps(struct reader *r)
{
	char first_error[256] = "";
	r->nforced = 0;
	for (int walk = 0; walk < REPLAY_MAX_WALKS; walk++) {
		for (int s = 0; s < SEATS; s++) {
			r->ti[s] = r->di[s] = 0;
			r->drawn[s] = 0xff;
		}
		r->h->nsteps = 0;
		r->at = 0;
		int rc = read_steps(r);
		if (rc >= 0 && !walk_complete(r))
			rc = hand_fail(r, "draws or discards left over after the hand ends");
		if (rc >= 0)
			return rc;
		if (walk == 0)
			snprintf(first_error, sizeof first_error, "%s", r->err);
		/* depth first: the last call taken now lets its tile pass */
		int n = r->at < REPLAY_MAX_CHOICES ? r->at : REPLAY_MAX_CHOICES;
		while (n > 0 && !r->choice[n - 1])
			n--;
		if (n == 0)
			break;
		r->choice[n - 1] = false;
		r->nforced = n;
	}
	snprintf(r->err, r->size, "%s", first_error);
	return -1;
}

/*
 * The value text: "30符1飜1000点", or without the han ("30符2000点", as some programs write
 * it; the han then come from the yaku), or a limit ("満貫8000点") that gives neither.
 */
static void read_points_text(const char *text, struct replay_win *w)
{
	int fu, han, n = 0, m = 0;
	w->has_fu = false;
	w->han = 0;
	if (!text || sscanf(text, "%d符%n", &fu, &n) != 1 || n == 0)
		return;
	w->has_fu = true;
	w->fu = fu;
	if (sscanf(text + n, "%d飜%n", &han, &m) == 1 && m > 0)
		w->han = han;
}

/* Appends one yaku as the log writes it to w's list. */
static void add_yaku_text(struct replay_win *w, const char *y)
{
	size_t len = strlen(w->yaku);
	snprintf(w->yaku + len, sizeof w->yaku - len, "%s%s", len ? " " : "", y);
}

/* [winner, from, liable, "points", "yaku(n飜)", ...] */
static int read_win(struct reader *r, json_object *delta, json_object *info, struct replay_win *w,
		    int sum[SEATS])
{
	int d[SEATS], v[3];
	if (read_ints(r, delta, "the points of a win", d, SEATS, SEATS) < 0)
		return -1;
	for (int s = 0; s < SEATS; s++)
		sum[s] += d[s];
	if (!json_object_is_type(info, json_type_array) || json_object_array_length(info) < 3)
		return hand_fail(r, "a win without winner and discarder");
	for (int i = 0; i < 3; i++) {
		json_object *e = json_object_array_get_idx(info, i);
		v[i] = json_object_get_int(e);
		if (!json_object_is_type(e, json_type_int) || v[i] < 0 || v[i] >= r->nseats)
			return hand_fail(r, "a win names seat \"%s\"",
					 record_string(e) ? record_string(e) : "(not a number)");
	}
	w->seat = v[0];
	w->from = v[1];
	w->pao = v[2] == v[0] ? -1 : v[2];
	w->valued = json_object_array_length(info) >= 4;
	if (!w->valued)
		return 0;
	read_points_text(record_string(json_object_array_get_idx(info, 3)), w);
	int han = 0;
	for (size_t i = 4; i < json_object_array_length(info); i++) {
		const char *y = record_string(json_object_array_get_idx(info, i));
		const char *open = y ? strrchr(y, '(') : NULL;
		if (!open)
			return hand_fail(r, "yaku \"%s\" has no value", y ? y : "");
		add_yaku_text(w, y);
		if (strstr(open, "役満"))
			w->yakuman = true;
		else
			han += atoi(open + 1);
	}
	if (!w->has_fu || w->han == 0)
		w->han = han;
	return 0;
}

static const struct {
	const char *name;
	enum outcome_kind kind;
	enum abort_kind abort;
	bool nagashi;
} result_names[] = {
    {TENHOU_DRAW, OUTCOME_EXHAUSTIVE, ABORT_NONE, false},
    {TENHOU_ALL_TENPAI, OUTCOME_EXHAUSTIVE, ABORT_NONE, false},
    {TENHOU_NO_TENPAI, OUTCOME_EXHAUSTIVE, ABORT_NONE, false},
    {TENHOU_NAGASHI, OUTCOME_EXHAUSTIVE, ABORT_NONE, true},
    {"九種九牌", OUTCOME_ABORT, ABORT_KYUUSHU, false},
    {"四風連打", OUTCOME_ABORT, ABORT_FOUR_WINDS, false},
    {"四槓散了", OUTCOME_ABORT, ABORT_FOUR_KANS, false},
    {"四開槓", OUTCOME_ABORT, ABORT_FOUR_KANS, false}, /* as converted from another client */
    {"四家立直", OUTCOME_ABORT, ABORT_FOUR_RIICHI, false},
    {"三家和了", OUTCOME_ABORT, ABORT_TRIPLE_RON, false},
    {"三家和", OUTCOME_ABORT, ABORT_TRIPLE_RON, false},
};

static int read_result(struct reader *r, json_object *res)
{
	struct replay_outcome *o = &r->h->outcome;
	/* the type first: json-c asserts on indexing what is not a list (found by fuzzing) */
	json_object *first =
	    json_object_is_type(res, json_type_array) ? json_object_array_get_idx(res, 0) : NULL;
	if (!first || !json_object_is_type(first, json_type_string))
		return hand_fail(r, "the result is not [\"name\", ...]");
	const char *name = json_object_get_string(first);
	size_t n = json_object_array_length(res);
	if (strcmp(name, TENHOU_WIN) == 0) {
		o->kind = OUTCOME_WIN;
		if (n < 3 || n % 2 == 0 || n > 7)
			return hand_fail(r, "a win result of %zu entries", n);
		for (size_t i = 1; i + 1 < n; i += 2)
			if (read_win(r, json_object_array_get_idx(res, i),
				     json_object_array_get_idx(res, i + 1), &o->wins[o->nwins++],
				     o->delta) < 0)
				return -1;
		return 0;
	}
	for (size_t i = 0; i < sizeof result_names / sizeof result_names[0]; i++) {
		if (strcmp(name, result_names[i].name) != 0)
			continue;
		o->kind = result_names[i].kind;
		o->abort = result_names[i].abort;
		o->nagashi = result_names[i].nagashi;
		if (n >= 2 && read_ints(r, json_object_array_get_idx(res, 1),
					"the points of a draw", o->delta, SEATS, SEATS) < 0)
			return -1;
		return 0;
	}
	return hand_fail(r, "unknown result \"%s\"", name);
}

/* The last steps: who won, or who aborted, as the result says. */
static int add_ending(struct reader *r, bool on_own_turn, int seat)
{
	const struct replay_outcome *o = &r->h->outcome;
	bool own_end =
	    o->abort == ABORT_KYUUSHU || (o->nwins == 1 && o->wins[0].seat == o->wins[0].from);
	if (on_own_turn && !own_end)
		return hand_fail(r, "seat %d draws and never discards, yet the hand goes on to %s",
				 seat, o->kind == OUTCOME_WIN ? "a ron" : "a draw");
	if (!on_own_turn && own_end)
		return hand_fail(r, "the hand ends in a tsumo or nine terminals after a discard");
	if (own_end && o->kind == OUTCOME_WIN && o->wins[0].seat != seat)
		return hand_fail(r, "seat %d wins by tsumo on seat %d's turn", o->wins[0].seat,
				 seat);
	for (int i = 0; i < o->nwins; i++) {
		const struct replay_win *w = &o->wins[i];
		struct replay_step *s =
		    push(r, w->seat == w->from ? STEP_TSUMO : STEP_RON, w->seat);
		if (!s)
			return hand_fail(r, "too many actions");
		s->from = w->from;
	}
	if (o->abort == ABORT_KYUUSHU && on_own_turn && !push(r, STEP_KYUUSHU, seat))
		return hand_fail(r, "too many actions");
	if (o->abort == ABORT_TRIPLE_RON && !push(r, STEP_RON_ALL, -1))
		return hand_fail(r, "too many actions");
	return 0;
}

int replay_read_hand(const struct replay_log *log, int index, struct replay_hand *h, char *err,
		     size_t size)
{
	memset(h, 0, sizeof *h);
	h->index = index;
	struct reader r = {.h = h,
			   .err = err,
			   .size = size,
			   .nseats = log->nseats ? log->nseats : SEATS,
			   .no_chi = !rules_family_of(log->rules.family)->chi};
	snprintf(r.name, sizeof r.name, "hand %d", index + 1);
	json_object *a = json_object_array_get_idx(log->hands, (size_t)index);
	if (!json_object_is_type(a, json_type_array) || json_object_array_length(a) != 17)
		return hand_fail(&r, "not an array of 17 entries");
	int head[3];
	if (read_ints(&r, json_object_array_get_idx(a, 0), "[round, honba, sticks]", head, 3, 3) <
	    0)
		return -1;
	/* a thousand honba or sticks is past any game: larger ones would overflow the points */
	if (head[0] < 0 || head[0] > 15 || head[1] < 0 || head[1] > 1000 || head[2] < 0 ||
	    head[2] > 1000)
		return hand_fail(&r, "round %d, %d honba, %d sticks", head[0], head[1], head[2]);
	h->round_wind = head[0] / 4;
	h->hand_number = head[0] % 4;
	h->honba = head[1];
	h->sticks = head[2];
	replay_hand_name(h, r.name, sizeof r.name);
	if (read_ints(&r, json_object_array_get_idx(a, 1), "the points", h->points, SEATS, SEATS) <
	    0)
		return -1;
	if ((h->ndora = read_tiles(&r, json_object_array_get_idx(a, 2), "the dora indicators",
				   h->dora, 1, 5)) < 0 ||
	    (h->nura = read_tiles(&r, json_object_array_get_idx(a, 3), "the ura indicators", h->ura,
				  0, 5)) < 0)
		return -1;
	for (int s = 0; s < SEATS; s++) {
		char what[32];
		snprintf(what, sizeof what, "seat %d's deal", s);
		/* three players: the fourth place is empty lists */
		int dealt = s < r.nseats ? 13 : 0;
		if (read_tiles(&r, json_object_array_get_idx(a, 4 + 3 * s), what, h->haipai[s],
			       dealt, dealt) < 0)
			return -1;
		r.takes[s] = json_object_array_get_idx(a, 5 + 3 * s);
		r.discards[s] = json_object_array_get_idx(a, 6 + 3 * s);
		if (!json_object_is_type(r.takes[s], json_type_array) ||
		    !json_object_is_type(r.discards[s], json_type_array))
			return hand_fail(&r, "seat %d: draws or discards are not arrays", s);
		r.ntakes[s] = (int)json_object_array_length(r.takes[s]);
		r.ndiscards[s] = (int)json_object_array_length(r.discards[s]);
		r.drawn[s] = 0xff;
	}
	if (read_result(&r, json_object_array_get_idx(a, 16)) < 0)
		return -1;
	int rc = walk_steps(&r);
	if (rc < 0)
		return -1;
	int last = h->nsteps ? h->steps[h->nsteps - 1].seat : h->hand_number;
	return add_ending(&r, rc == 1, last);
}
