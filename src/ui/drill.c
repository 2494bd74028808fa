/*
 * Defence drills: seeded self-play games of four defensive players, stopped at the first
 * moment one of them is to discard while another is in riichi (one go-around after the
 * declaration at least, a dozen tiles left) and the position is of the level asked for.
 */
#include <config.h>

#include "src/ui/drill.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "rules/shanten.h"
#include "rules/waits.h"
#include "src/record/file_io.h"
#include "src/record/save/save.h"
#include "src/text/i18n.h"

enum { MIN_LEFT = 12 };

struct capture {
	struct drill_position *out;
	int level;
	bool found;
	struct controller *inner[SEATS];
	struct controller seat[SEATS];
};

/* Shanten of the hand of view without one tile of kind k. */
static int shanten_without(const struct seat_view *v, int k)
{
	uint8_t c[TILE_KINDS] = {0};
	for (int i = 0; i < v->nhand; i++)
		c[tile_kind(v->hand[i])]++;
	c[k]--;
	return shanten_min(c, v->seats[v->seat].nmelds);
}

/* The one seat in riichi (declared and paid) other than the seat of v, or -1. */
static int the_riichi(const struct seat_view *v)
{
	int r = -1, n = 0;
	for (int s = 0; s < SEATS; s++)
		if (s != v->seat && v->seats[s].riichi && v->seats[s].riichi_turn >= 0) {
			r = s;
			n++;
		}
	return n == 1 ? r : -1;
}

static bool of_level(const struct seat_view *v, const struct ai_seat_danger *d, int level)
{
	bool free_tile = false, ready = false;
	for (int i = 0; i < v->nhand; i++) {
		int k = tile_kind(v->hand[i]);
		free_tile |= d->chance[k] == 0;
		ready |= shanten_without(v, k) == 0;
	}
	switch (level) {
	case 0:
		return free_tile && !ready;
	case 1:
		return !free_tile && !ready;
	default:
		return ready;
	}
}

/* The riichi hand as it stands: its tiles, its waits, whether it may ron at all (the
 * engine's furiten). */
static void read_riichi(const struct game *g, struct drill_position *p)
{
	tile_t hands[SEATS][14];
	int nhands[SEATS];
	game_view_hands(g, hands, nhands);
	uint8_t c[TILE_KINDS] = {0}, unseen[TILE_KINDS];
	p->nriichi_hand = nhands[p->riichi];
	memcpy(p->riichi_hand, hands[p->riichi], (size_t)p->nriichi_hand);
	for (int i = 0; i < p->nriichi_hand; i++)
		c[tile_kind(p->riichi_hand[i])]++;
	memset(unseen, 4, sizeof unseen);
	waits_ukeire(c, p->view.seats[p->riichi].nmelds, unseen, p->waits);
	p->furiten = game_seat_furiten(g, p->riichi);
	if (p->furiten)
		memset(p->waits, 0, sizeof p->waits);
}

/* drill_position_at() but for the advisor's answer, which takes the time: asked at the last. */
static bool question_at(struct drill_position *p, const struct game *g, const struct seat_view *v,
			const struct action *choices, int n)
{
	int r = the_riichi(v);
	if (v->to_act_on >= 0 || v->seats[v->seat].riichi || r < 0)
		return false;
	int nd = 0;
	for (int i = 0; i < n; i++) {
		if (choices[i].type == ACT_TSUMO)
			return false;
		nd += choices[i].type == ACT_DISCARD;
	}
	struct ai_seat_danger d[SEATS - 1];
	int nth = ai_threat_dangers(v, game_rules(g), d), t = 0;
	while (t < nth && d[t].seat != r)
		t++;
	if (t == nth || nd == 0 || nd > 16)
		return false;
	p->seat = v->seat;
	p->riichi = r;
	p->view = *v;
	p->danger = d[t];
	memcpy(p->dangers, d, sizeof p->dangers);
	p->ndangers = nth;
	p->nchoices = 0;
	for (int i = 0; i < n; i++)
		if (choices[i].type == ACT_DISCARD)
			p->choices[p->nchoices++] = choices[i];
	read_riichi(g, p);
	return true;
}

/* The advisor's answer, with its weighing, for the explanation. */
static void advise(struct drill_position *p, const struct game *g)
{
	p->advised = ai_advise(&p->view, p->choices, p->nchoices, game_rules(g), &p->advice);
	if (p->advised < 0 || p->advised >= p->nchoices)
		p->advised = 0;
}

bool drill_position_at(struct drill_position *p, const struct game *g, const struct seat_view *v,
		       const struct action *choices, int n)
{
	if (!question_at(p, g, v, choices, n))
		return false;
	advise(p, g);
	return true;
}

static int capture_choose(struct controller *self, const struct seat_view *v,
			  const struct action *choices, int n)
{
	struct capture *c = self->data;
	struct controller *inner = c->inner[v->seat];
	struct drill_position *p = c->out;
	int r = the_riichi(v);
	if (c->found || r < 0 || v->live_left < MIN_LEFT ||
	    v->seats[r].ndiscards - 1 - v->seats[r].riichi_turn < 1 ||
	    !question_at(p, p->g, v, choices, n) || !of_level(v, &p->danger, c->level))
		return inner->choose(inner, v, choices, n);
	advise(p, p->g);
	c->found = true;
	p->level = c->level;
	game_stop(p->g);
	return 0;
}

uint64_t drill_find(uint64_t seed, int level, int tries, struct drill_position *out)
{
	const struct rules *rules = rules_preset("standard");
	static struct capture c;
	for (int i = 0; i < tries; i++) {
		memset(&c, 0, sizeof c);
		c.out = out;
		c.level = level < 0 ? 0 : level >= DRILL_LEVELS ? DRILL_LEVELS - 1 : level;
		out->seed = seed + (uint64_t)i;
		drill_position_free(out);
		out->g = game_new(rules, out->seed);
		bool ok = out->g != NULL;
		for (int s = 0; s < SEATS; s++) {
			c.inner[s] =
			    ai_controller_new(&ai_defensive, rules, out->seed * 4 + (unsigned)s);
			ok &= c.inner[s] != NULL;
			c.seat[s] = (struct controller){
			    .name = "drill", .choose = capture_choose, .data = &c};
			game_set_controller(out->g, s, &c.seat[s]);
		}
		while (ok && !c.found && game_play_hand(out->g))
			;
		for (int s = 0; s < SEATS; s++) {
			if (out->g)
				game_set_controller(out->g, s, &controller_tsumogiri);
			ai_controller_free(c.inner[s]);
		}
		if (c.found)
			return out->seed + 1;
	}
	return 0;
}

void drill_position_free(struct drill_position *p)
{
	game_free(p->g);
	p->g = NULL;
}

void drill_danger(const struct drill_position *p, int k, struct ai_tile_danger *out)
{
	if (!ai_tile_danger(p->dangers, p->ndangers, p->riichi, k, out))
		*out = (struct ai_tile_danger){.seat = p->riichi, .cls = DANGER_NONE};
}

int drill_safest_first(const struct drill_position *p, int kinds[14])
{
	int n = 0, chance[14];
	for (int i = 0; i < p->view.nhand && n < 14; i++) {
		int k = tile_kind(p->view.hand[i]), j = 0;
		while (j < n && kinds[j] != k)
			j++;
		if (j < n)
			continue;
		struct ai_tile_danger td;
		drill_danger(p, k, &td);
		/* inserted after every kind as safe or safer */
		for (j = n; j > 0 && chance[j - 1] > td.chance; j--) {
			kinds[j] = kinds[j - 1];
			chance[j] = chance[j - 1];
		}
		kinds[j] = k;
		chance[j] = td.chance;
		n++;
	}
	return n;
}

void drill_judge(const struct drill_position *p, int choice, struct drill_verdict *out)
{
	memset(out, 0, sizeof *out);
	if (choice < 0 || choice >= p->nchoices)
		choice = 0;
	int k = tile_kind(p->choices[choice].tile), least = 1000;
	for (int i = 0; i < p->view.nhand; i++) {
		struct ai_tile_danger h;
		drill_danger(p, tile_kind(p->view.hand[i]), &h);
		if (h.chance < least)
			least = h.chance;
	}
	struct ai_tile_danger td;
	drill_danger(p, k, &td);
	out->dealt_in = p->waits[k];
	out->safest = td.chance <= least + 5;
	out->pushed = shanten_without(&p->view, k) == 0;
	out->advised_push = shanten_without(&p->view, tile_kind(p->choices[p->advised].tile)) == 0;
	out->agrees = p->level >= 2 ? out->pushed == out->advised_push : out->safest;
	out->points = out->dealt_in ? 0 : out->agrees ? 2 : 1;
}

void drill_record_add(struct drill_record *r, const struct drill_verdict *v)
{
	r->answered++;
	r->safe += !v->dealt_in;
	r->best += v->points == 2;
	if (v->points == 2) {
		r->streak = r->streak > 0 ? r->streak + 1 : 1;
		if (r->streak >= 3 && r->level < DRILL_LEVELS - 1) {
			r->level++;
			r->streak = 0;
		}
	} else {
		r->streak = r->streak < 0 ? r->streak - 1 : -1;
		if (r->streak <= -2 && r->level > 0) {
			r->level--;
			r->streak = 0;
		}
	}
}

static int record_path(char *buf, size_t size, char *err, size_t errsize)
{
	if (save_xdg_dir("XDG_DATA_HOME", ".local/share", buf, size, err, errsize) < 0)
		return -1;
	size_t n = strlen(buf);
	if (snprintf(buf + n, size - n, "/drill.json") >= (int)(size - n)) {
		snprintf(err, errsize, "%s", strerror(ENAMETOOLONG));
		return -1;
	}
	return 0;
}

/* The field key of o, a number from lo to hi; false when it is missing or not one. */
static bool get(json_object *o, const char *key, int lo, int hi, int *out)
{
	json_object *v;
	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_int))
		return false;
	int64_t x = json_object_get_int64(v);
	if (x < lo || x > hi)
		return false;
	*out = (int)x;
	return true;
}

/* Reads the text of a record into r; false when it is not one. */
static bool parse_record(const char *text, struct drill_record *r)
{
	json_tokener *tok = json_tokener_new();
	if (!tok)
		return false;
	json_object *o = json_tokener_parse_ex(tok, text, (int)strlen(text));
	/* the whole text is the object: nothing cut short, nothing after it but blanks */
	size_t end = json_tokener_get_parse_end(tok);
	bool ok = json_tokener_get_error(tok) == json_tokener_success &&
		  json_object_is_type(o, json_type_object) &&
		  strspn(text + end, " \t\r\n") == strlen(text + end);
	json_tokener_free(tok);
	ok = ok && get(o, "level", 0, DRILL_LEVELS - 1, &r->level) &&
	     get(o, "answered", 0, 1 << 30, &r->answered) &&
	     get(o, "safe", 0, r->answered, &r->safe) && get(o, "best", 0, r->answered, &r->best);
	json_object_put(o);
	if (!ok)
		memset(r, 0, sizeof *r);
	return ok;
}

int drill_record_load(struct drill_record *r, char *note, size_t notesize)
{
	memset(r, 0, sizeof *r);
	note[0] = '\0';
	char path[4200], dir[4096], err[256], *text = NULL;
	size_t len;
	if (record_path(path, sizeof path, err, sizeof err) < 0) {
		snprintf(note, notesize, _("The drill record cannot be kept: %s."), err);
		return -1;
	}
	/* what a write killed half-way left behind */
	snprintf(dir, sizeof dir, "%.*s", (int)(strrchr(path, '/') - path), path);
	file_remove_temporaries(dir, "drill.json", 60);
	if (file_read_all(path, 4096, 0, &text, &len, err, sizeof err) < 0) {
		if (errno == ENOENT)
			return 0;
		if (errno != EFBIG) {
			snprintf(note, notesize,
				 _("The drill record %s cannot be read (%s): this session's "
				   "answers will not be kept."),
				 path, err);
			return -1;
		}
	} else if (strlen(text) == len && parse_record(text, r)) {
		free(text);
		return 0;
	}
	free(text);
	/* damaged: kept aside, as a damaged save is, never written over */
	char moved[4300];
	if (save_move_aside(path, "damaged", moved, sizeof moved) < 0) {
		snprintf(note, notesize,
			 _("The drill record %s is damaged and could not be moved aside (%s): "
			   "this session's answers will not be kept."),
			 path, strerror(errno));
		return -1;
	}
	snprintf(note, notesize,
		 _("The drill record %s was damaged. It was moved to %s; a new record starts."),
		 path, moved);
	return 1;
}

int drill_record_save(const struct drill_record *r, char *err, size_t errsize)
{
	char path[4200], text[200];
	if (record_path(path, sizeof path, err, errsize) < 0)
		return -1;
	int n =
	    snprintf(text, sizeof text, "{\"level\":%d,\"answered\":%d,\"safe\":%d,\"best\":%d}\n",
		     r->level, r->answered, r->safe, r->best);
	if (file_write_new(path, text, (size_t)n, FILE_WRITE_REPLACE | FILE_WRITE_PRIVATE) < 0) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}
