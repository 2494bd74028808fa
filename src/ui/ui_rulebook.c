/*
 * The rule book: every yaku the rules in play count, with its han, an explanation and an
 * example hand, then the fu and the score tables; under Chinese Official rules the 81 fan and
 * how a win is paid; last, the settings of the game in play, option by option. The text is laid out
 * once per drawing as cells on numbered rows (so a resize or another language lays it out again),
 * and the screen shows a window of rows.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "rules/mcr.h"
#include "rules/rules.h"
#include "src/text/i18n.h"
#include "src/text/names.h"
#include "src/text/textwidth.h"
#include "src/ui/rulebook_examples.h"
#include "src/ui/ui_rulebook.h"

/* One piece of the book: text, or an example hand, at a row and column. */
struct rb_cell {
	int row, x, width;
	unsigned long attrs;
	const char *text;
	const struct rulebook_example *ex; /* an example hand instead of text */
};

enum { RB_CELLS = 3000, RB_POOL = 160 * 1024, RB_MAX_SECTIONS = 4 };

struct rb_doc {
	struct rb_cell cells[RB_CELLS];
	int ncells, rows;
	char pool[RB_POOL];
	size_t used;
	const char *section_names[RB_MAX_SECTIONS];
	int section_row[RB_MAX_SECTIONS];
	int nsections;
	int width; /* columns of the text */
};

static struct rb_doc doc;
static int top; /* the first row shown */

static void add_cell(int row, int x, int width, unsigned long attrs, const char *text,
		     const struct rulebook_example *ex)
{
	if (doc.ncells >= RB_CELLS)
		return;
	const char *copy = "";
	size_t len = text ? strlen(text) + 1 : 0;
	if (text && doc.used + len <= RB_POOL) {
		copy = memcpy(doc.pool + doc.used, text, len);
		doc.used += len;
	}
	doc.cells[doc.ncells++] = (struct rb_cell){
	    .row = row, .x = x, .width = width, .attrs = attrs, .text = copy, .ex = ex};
	if (row + 1 > doc.rows)
		doc.rows = row + 1;
}

static void add_text(int row, int x, int width, unsigned long attrs, const char *text)
{
	add_cell(row, x, width, attrs, text, NULL);
}

/* Text broken between words into rows of width columns; returns the rows used. */
static int add_wrapped(int row, int x, int width, unsigned long attrs, const char *text)
{
	int n = 0;
	char line[512];
	do {
		const char *next;
		size_t cut = textwidth_line(text, width, &next);
		snprintf(line, sizeof line, "%.*s", (int)cut, text);
		add_text(row + n++, x, width, attrs, line);
		text = next;
	} while (*text);
	return n;
}

/* A section starts at row: its title, and where the section keys jump. */
static int add_section(struct ui *ui, int row, const char *name, const char *title)
{
	if (doc.nsections < RB_MAX_SECTIONS) {
		doc.section_names[doc.nsections] = name;
		doc.section_row[doc.nsections++] = row;
	}
	add_text(row, 0, doc.width, ui_color(ui, C_TITLE) | A_BOLD, title);
	return row + 2;
}

/* ---- the yaku --------------------------------------------------------- */

/* "2", "-", "yakuman", "double yakuman", "mangan": a yaku's value as the book shows it. */
static const char *value_text(struct rulebook_value v, char *buf, size_t size)
{
	if (v.mangan)
		return names_limit(LIMIT_MANGAN, 0, buf, size);
	if (v.yakuman)
		return names_limit(LIMIT_YAKUMAN, v.yakuman, buf, size);
	if (v.han == 0)
		return "-";
	snprintf(buf, size, "%d", v.han);
	return buf;
}

/* The width of the han columns: the longest value text, at least the headings. */
static int value_width(void)
{
	char buf[64];
	int w = ui_text_width(_("Closed"));
	const char *texts[] = {_("Open"), names_limit(LIMIT_YAKUMAN, 2, buf, sizeof buf),
			       names_limit(LIMIT_MANGAN, 0, buf, sizeof buf)};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
		if (ui_text_width(texts[i]) > w)
			w = ui_text_width(texts[i]);
	return w + 2;
}

/* One yaku: name and values, the explanation, the example; returns the next row. */
static int add_yaku(struct ui *ui, int row, const struct rules *r,
		    const struct rulebook_example *ex, int valw)
{
	char closed[64], open[64];
	struct rulebook_value vc = rulebook_yaku_value(r, ex->yaku, false);
	struct rulebook_value vo = rulebook_yaku_value(r, ex->yaku, true);
	unsigned long va = vc.yakuman ? ui_color(ui, C_DORA) : A_BOLD;
	const char *explain = _(ex->explain);
	/* wide: name and example on the left, the explanation in a column of its own */
	bool wide = doc.width >= 120;
	int left = wide ? 52 : doc.width - 2 * valw;
	add_text(row, 0, left - 1, A_BOLD, _(yaku_name(ex->yaku)));
	add_text(row, left, valw, va, value_text(vc, closed, sizeof closed));
	add_text(row, left + valw, valw, va, value_text(vo, open, sizeof open));
	if (wide) {
		int x = left + 2 * valw + 1;
		int n = add_wrapped(row, x, doc.width - x, A_NORMAL, explain);
		if (rulebook_example_fits(r, ex)) /* none with tiles the set lacks */
			add_cell(row + 1, 2, x - 3, A_NORMAL, NULL, ex);
		return row + (n > 2 ? n : 2) + 1;
	}
	row += 1 + add_wrapped(row + 1, 4, doc.width - 4, A_NORMAL, explain);
	if (!rulebook_example_fits(r, ex))
		return row + 1;
	add_cell(row, 4, doc.width - 4, A_NORMAL, NULL, ex);
	return row + 2;
}

static int add_yaku_section(struct ui *ui, int row, const struct rules *r)
{
	char title[160];
	snprintf(title, sizeof title, _("Yaku of the rules in play (%s)"), r->preset);
	row = add_section(ui, row, _("Yaku"), title);
	row += add_wrapped(row, 0, doc.width, A_DIM,
			   _("Han for a concealed hand and for an open one (-: not with an open "
			     "hand). The examples are won by ron by a non-dealer in the South seat "
			     "of the East round unless they say otherwise; the winning tile stands "
			     "apart."));
	row++;
	int valw = value_width();
	int left = doc.width >= 120 ? 52 : doc.width - 2 * valw;
	add_text(row, left, valw, A_DIM, _("Closed"));
	add_text(row, left + valw, valw, A_DIM, _("Open"));
	row++;
	bool yakuman = false, local = false;
	for (int i = 0; i < rulebook_example_count; i++) {
		const struct rulebook_example *ex = &rulebook_examples[i];
		if (!rulebook_yaku_in_play(r, ex->yaku))
			continue;
		struct rulebook_value v = rulebook_yaku_value(r, ex->yaku, false);
		if (ex->yaku >= YAKU_TSUBAME_GAESHI && !local) {
			local = true;
			add_text(row, 0, doc.width, ui_color(ui, C_TITLE),
				 _("Local yaku (these rules count them)"));
			row += 2;
		} else if (v.yakuman && !yakuman && !local) {
			yakuman = true;
			add_text(row, 0, doc.width, ui_color(ui, C_TITLE), _("Yakuman"));
			row += 2;
		}
		row = add_yaku(ui, row, r, ex, valw);
	}
	return row;
}

/* ---- fu --------------------------------------------------------------- */

static int add_fu_section(struct ui *ui, int row, const struct rules *r)
{
	row = add_section(ui, row, _("Fu"), _("Fu"));
	static const char *const lines[] = {
	    N_("Every winning hand starts at 20 fu; the total is rounded up to the next 10."),
	    N_("A concealed hand won by ron adds 10; a win by tsumo adds 2 (not with pinfu)."),
	    N_("Pinfu is 20 fu by tsumo and 30 by ron; seven pairs is always 25 fu; an open "
	       "hand with no fu at all counts 30."),
	    N_("Waiting on one tile only (the middle of a sequence, 3 with 1-2, 7 with 8-9, or "
	       "the pair) adds 2."),
	};
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
		row += add_wrapped(row, 0, doc.width, A_NORMAL, _(lines[i]));
	row +=
	    add_wrapped(row, 0, doc.width, A_NORMAL,
			r->double_wind_pair_4fu
			    ? _("A pair of dragons, of your seat wind or of the round wind adds 2; "
				"a wind that is both adds 4.")
			    : _("A pair of dragons, of your seat wind or of the round wind adds 2, "
				"also for a wind that is both."));
	row++;
	/* the sets: simples and terminals or honours, open and concealed */
	static const struct {
		const char *what;
		int open, closed;
	} sets[] = {
	    {N_("Triplet of 2-8"), 2, 4},
	    {N_("Triplet of 1, 9 or honours"), 4, 8},
	    {N_("Kan of 2-8"), 8, 16},
	    {N_("Kan of 1, 9 or honours"), 16, 32},
	};
	int namew = 30, colw = 12;
	add_text(row, namew, colw, A_DIM, _("Open"));
	add_text(row, namew + colw, colw, A_DIM, _("Concealed"));
	row++;
	for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++, row++) {
		char n[16];
		add_text(row, 2, namew - 2, A_NORMAL, _(sets[i].what));
		snprintf(n, sizeof n, "%d", sets[i].open);
		add_text(row, namew, colw, A_BOLD, n);
		snprintf(n, sizeof n, "%d", sets[i].closed);
		add_text(row, namew + colw, colw, A_BOLD, n);
	}
	return row + 1;
}

/* ---- scores ----------------------------------------------------------- */

static void points_of(const struct rules *r, int han, int fu, int yakuman, bool dealer, bool tsumo,
		      struct score_result *out)
{
	struct win_context ctx = {.tsumo = tsumo, .seat_wind = dealer ? TILE_EAST : TILE_SOUTH};
	score_points(r, han, fu, yakuman, &ctx, out);
}

/* "3900 1000/2000" or, for the dealer, "5800 2000": ron, then what a tsumo takes from each. */
static void score_cell(const struct rules *r, int han, int fu, int yakuman, bool dealer, char *buf,
		       size_t size)
{
	/* 1 han needs 30 fu at least; 20 fu is pinfu tsumo only; 25 fu is seven pairs, and
	 * its tsumo adds menzen tsumo: 3 han at least */
	bool can_ron = fu != 20 && !(han == 1 && fu < 30);
	bool can_tsumo = !(han == 1 && fu < 30) && !(fu == 25 && han < 3);
	if (!can_ron && !can_tsumo) {
		snprintf(buf, size, "-");
		return;
	}
	struct score_result ron, tsumo;
	points_of(r, han, fu, yakuman, dealer, false, &ron);
	points_of(r, han, fu, yakuman, dealer, true, &tsumo);
	char a[16] = "-", b[24] = "-";
	if (can_ron)
		snprintf(a, sizeof a, "%d", ron.ron);
	if (can_tsumo && dealer)
		snprintf(b, sizeof b, "%d", tsumo.tsumo_all);
	else if (can_tsumo)
		snprintf(b, sizeof b, "%d/%d", tsumo.tsumo_nondealer, tsumo.tsumo_dealer);
	snprintf(buf, size, "%s %s", a, b);
}

enum { RB_FU_W = 7, RB_CELL_W = 16 };

/* One table, the non-dealer's or the dealer's, at column x; returns the next row. */
static int add_score_table(int row, int x, const struct rules *r, bool dealer)
{
	static const int fus[] = {20, 25, 30, 40, 50, 60, 70};
	add_text(row++, x, RB_FU_W + 4 * RB_CELL_W, A_BOLD,
		 dealer ? _("Dealer: ron, then tsumo (each pays)")
			: _("Non-dealer: ron, then tsumo (non-dealers/dealer)"));
	char buf[48];
	for (int han = 1; han <= 4; han++) {
		snprintf(buf, sizeof buf, _("%d han"), han);
		add_text(row, x + RB_FU_W + (han - 1) * RB_CELL_W, RB_CELL_W, A_DIM, buf);
	}
	row++;
	for (size_t i = 0; i < sizeof fus / sizeof fus[0]; i++, row++) {
		snprintf(buf, sizeof buf, _("%d fu"), fus[i]);
		add_text(row, x, RB_FU_W, A_DIM, buf);
		for (int han = 1; han <= 4; han++) {
			score_cell(r, han, fus[i], 0, dealer, buf, sizeof buf);
			add_text(row, x + RB_FU_W + (han - 1) * RB_CELL_W, RB_CELL_W - 1, A_NORMAL,
				 buf);
		}
	}
	return row + 1;
}

/* The limits: mangan to yakuman, the han each needs, and what each pays. */
static int add_limits(int row, const struct rules *r)
{
	static const struct {
		enum score_limit limit;
		int han, yakuman;
		const char *hans;
	} limits[] = {
	    {LIMIT_MANGAN, 5, 0, "5"},	   {LIMIT_HANEMAN, 6, 0, "6-7"},
	    {LIMIT_BAIMAN, 8, 0, "8-10"},  {LIMIT_SANBAIMAN, 11, 0, "11-12"},
	    {LIMIT_YAKUMAN, 13, 0, "13+"}, {LIMIT_YAKUMAN, 0, 1, ""},
	    {LIMIT_YAKUMAN, 0, 2, ""},
	};
	int namew = 18, hanw = 7, colw = 22;
	add_text(row, namew, hanw, A_DIM, _("Han"));
	add_text(row, namew + hanw, colw, A_DIM, _("Non-dealer"));
	add_text(row, namew + hanw + colw, colw, A_DIM, _("Dealer"));
	row++;
	char buf[64], cell[48];
	for (size_t i = 0; i < sizeof limits / sizeof limits[0]; i++) {
		bool counted = limits[i].han == 13;
		if ((counted && !r->counted_yakuman) ||
		    (limits[i].yakuman == 2 && !r->double_yakuman))
			continue;
		const char *hans = limits[i].hans;
		if (limits[i].limit == LIMIT_SANBAIMAN && !r->counted_yakuman)
			hans = "11+";
		add_text(
		    row, 0, namew - 1, A_BOLD,
		    names_limit(limits[i].limit, counted ? 0 : limits[i].yakuman, buf, sizeof buf));
		add_text(row, namew, hanw, A_NORMAL, hans);
		for (int d = 0; d < 2; d++) {
			score_cell(r, limits[i].han ? limits[i].han : 13, 30, limits[i].yakuman, d,
				   cell, sizeof cell);
			add_text(row, namew + hanw + d * colw, colw - 1, A_NORMAL, cell);
		}
		row++;
	}
	return row + 1;
}

static int add_score_section(struct ui *ui, int row, const struct rules *r)
{
	row = add_section(ui, row, _("Scores"), _("Scores"));
	row += add_wrapped(
	    row, 0, doc.width, A_NORMAL,
	    _("Basic points are fu x 2^(han + 2). A non-dealer's ron takes 4 times that from the "
	      "discarder, a dealer's 6 times; a non-dealer's tsumo takes twice from the dealer and "
	      "once from each other player, the dealer's tsumo twice from each. Payments are "
	      "rounded up to 100."));
	if (rules_family_of(r->family)->players == 3) { /* the tables below follow the rule */
		row++;
		row += add_wrapped(
		    row, 0, doc.width, A_NORMAL,
		    r->tsumo_loss
			? _("Three players: a tsumo is paid by the two others as above, without "
			    "the "
			    "absent fourth player's share (tsumo loss). Each North set aside "
			    "(kita) "
			    "adds 1 han, like a dora.")
			: _("Three players: a tsumo is paid by the two others as above, and each "
			    "of them adds half of the absent fourth player's share. Each North set "
			    "aside (kita) adds 1 han, like a dora."));
	}
	row++;
	int tablew = RB_FU_W + 4 * RB_CELL_W;
	if (doc.width >= 2 * tablew + 4) { /* side by side */
		int a = add_score_table(row, 0, r, false);
		add_score_table(row, tablew + 4, r, true);
		row = a;
	} else {
		row = add_score_table(row, 0, r, false);
		row = add_score_table(row, 0, r, true);
	}
	row = add_limits(row, r);
	row += add_wrapped(row, 0, doc.width, A_NORMAL,
			   _("Basic points of 2000 or more are a mangan whatever the han: 4 han "
			     "from 40 fu, 3 han from 70 fu."));
	if (r->kiriage_mangan)
		row += add_wrapped(
		    row, 0, doc.width, A_NORMAL,
		    _("Kiriage mangan: 4 han 30 fu and 3 han 60 fu count as a mangan."));
	row += add_wrapped(row, 0, doc.width, A_NORMAL,
			   _("Each honba adds 300 (100 from each player on a tsumo); the riichi "
			     "sticks on the table go to the winner."));
	return row;
}

/* ---- Chinese Official rules ------------------------------------------- */

static bool is_ascii(const char *s)
{
	for (; *s; s++)
		if ((unsigned char)*s >= 0x80)
			return false;
	return true;
}

static int add_fan_section(struct ui *ui, int row)
{
	row = add_section(ui, row, _("Fan"), _("The 81 fan of Chinese Official rules"));
	row += add_wrapped(row, 0, doc.width, A_DIM,
			   _("Each fan with its points. A fan that a bigger one implies is not "
			     "counted beside it."));
	row++;
	int cols = doc.width / 48 > 0 ? doc.width / 48 : 1;
	int colw = doc.width / cols < 52 ? doc.width / cols : 52;
	int points = -1, col = 0;
	for (int f = MCR_NONE + 1; f < MCR_FAN_COUNT; f++) {
		const struct mcr_fan_info *fi = &mcr_fan_table[f];
		char buf[160];
		if (fi->points != points) {
			points = fi->points;
			if (col)
				row++;
			col = 0;
			snprintf(buf, sizeof buf,
				 ngettext("%d point", "%d points", (unsigned long)points), points);
			add_text(++row, 0, doc.width, ui_color(ui, C_TITLE), buf);
			row++;
		}
		const char *name = names_mcr_fan((enum mcr_fan)f);
		/* beside a name in Latin letters, the rule book's Chinese that players know */
		if (ui_locale_utf8() && fi->chinese && is_ascii(name))
			snprintf(buf, sizeof buf, "%s  %s", name, fi->chinese);
		else
			snprintf(buf, sizeof buf, "%s", name);
		int x = col * colw;
		add_text(row, x, colw - 5, A_NORMAL, buf);
		snprintf(buf, sizeof buf, "%2d", fi->points);
		add_text(row, x + colw - 4, 3, A_BOLD, buf);
		if (++col == cols) {
			col = 0;
			row++;
		}
	}
	return row + (col ? 2 : 1);
}

static int add_mcr_score_section(struct ui *ui, int row)
{
	row = add_section(ui, row, _("Scoring"), _("Scoring and payments"));
	char line[400];
	snprintf(line, sizeof line,
		 _("A hand must be worth at least %d points, flowers not counted, to be declared "
		   "a win. Each flower adds 1 point."),
		 MCR_MIN_POINTS);
	row += add_wrapped(row, 0, doc.width, A_NORMAL, line) + 1;
	row += add_wrapped(row, 0, doc.width, A_NORMAL,
			   _("Won on a discard: the discarder pays 8 + the hand's points, each of "
			     "the other two pays 8.")) +
	       1;
	row += add_wrapped(row, 0, doc.width, A_NORMAL,
			   _("Self-drawn: each of the other three pays 8 + the hand's points.")) +
	       1;
	int p = 10;
	snprintf(line, sizeof line,
		 _("For example, a hand of %d points: by discard %d + %d + %d = %d; self-drawn "
		   "%d x 3 = %d."),
		 p, 8 + p, 8, 8, 8 + p + 16, 8 + p, 3 * (8 + p));
	row += add_wrapped(row, 0, doc.width, A_NORMAL, line) + 1;
	row +=
	    add_wrapped(row, 0, doc.width, A_NORMAL,
			_("There is no dealer bonus, no dora and no riichi; everyone starts at 0 "
			  "and a game is 16 hands."));
	return row;
}

/* ---- the settings of the game in play ---------------------------------- */

/* An option's value as the page shows it: on or off, else as the configuration file writes it. */
static const char *option_value(const struct rules *r, const struct rules_option *o, char *buf,
				size_t size)
{
	if (o->kind == RULES_OPT_BOOL)
		return *(const bool *)((const char *)r + o->offset) ? _("on") : _("off");
	rules_option_text(r, o, buf, size);
	return buf;
}

/*
 * Every option that means something in the game's family, read from the game's own rules (so
 * the page is true for the preset and whatever the configuration file changed), after a line
 * on the points returned and the oka they leave the top.
 */
static int add_settings_section(struct ui *ui, int row, const struct rules *r)
{
	char title[160], line[400];
	snprintf(title, sizeof title, _("Settings of this game (%s)"), r->preset);
	row = add_section(ui, row, _("Settings"), title);
	int players = rules_family_of(r->family)->players;
	int oka = (r->return_points - r->starting_points) * players;
	if (oka > 0)
		snprintf(line, sizeof line,
			 _("%d points each, %d returned at the end: the difference, %d in all, "
			   "goes to the top (oka)."),
			 r->starting_points, r->return_points, oka);
	else
		snprintf(line, sizeof line, _("%d points each, all returned at the end: no oka."),
			 r->starting_points);
	row += add_wrapped(row, 0, doc.width, A_NORMAL, line) + 1;
	int vw = 5;
	for (const struct rules_option *o = rules_option_table; o->name; o++) {
		char buf[128];
		int w = ui_text_width(option_value(r, o, buf, sizeof buf));
		if (rules_option_applies(o->name, r->family) && w > vw)
			vw = w < 20 ? w : 20;
	}
	for (const struct rules_option *o = rules_option_table; o->name; o++) {
		if (!rules_option_applies(o->name, r->family))
			continue;
		char buf[128];
		add_text(row, 0, vw, A_BOLD, option_value(r, o, buf, sizeof buf));
		row += add_wrapped(row, vw + 2, doc.width - vw - 2, A_NORMAL, _(o->help));
	}
	return row;
}

/* ---- the screen ------------------------------------------------------- */

static void layout(struct ui *ui)
{
	const struct rules *r = game_rules(ui->game);
	doc.ncells = doc.rows = doc.nsections = 0;
	doc.used = 0;
	doc.width = COLS - 2;
	int row = 0;
	if (r->family == RULES_MCR) {
		row = add_fan_section(ui, row);
		row = add_mcr_score_section(ui, row + 1);
	} else {
		row = add_yaku_section(ui, row, r);
		row = add_fu_section(ui, row + 1, r);
		row = add_score_section(ui, row + 1, r);
	}
	add_settings_section(ui, row + 1, r);
}

/* Concealed tiles, melds, the winning tile apart and reversed, then how it was won. */
static void draw_example(struct ui *ui, int y, int x, int width, const struct rulebook_example *ex)
{
	struct hand h;
	struct win_context ctx;
	if (rulebook_example_hand(ex, &h, &ctx) < 0)
		return;
	int x0 = x;
	tiles_sort(h.tiles, h.ntiles);
	for (int i = 0; i < h.ntiles; i++, x += ui_cell(ui))
		ui_draw_tile(ui, y, x, h.tiles[i], A_NORMAL);
	for (int i = 0; i < h.nmelds; i++)
		x += 1 + ui_draw_meld(ui, y, x + 1, &h.melds[i], -1);
	x += 2;
	ui_draw_tile(ui, y, x, ctx.win, A_REVERSE);
	x += ui_cell(ui) + 1;
	char words[160];
	snprintf(words, sizeof words, "%s", ex->flags & RB_TSUMO ? _("tsumo") : _("ron"));
	for (int f = 1; f < RB_FLAG_COUNT; f++)
		if (ex->flags & (1u << f)) {
			size_t len = strlen(words);
			/* TRANSLATORS: between the words saying how an example hand was won
			 * ("ron, riichi, ippatsu"). */
			snprintf(words + len, sizeof words - len, "%s%s", _(", "),
				 _(rulebook_flag_word((enum rulebook_flag)(1u << f))));
		}
	if (x < x0 + width)
		ui_put(y, x, words, x0 + width - x, A_DIM);
}

static int visible_rows(void)
{
	return LINES - 2;
}

static int last_top(void)
{
	int m = doc.rows - visible_rows();
	return m > 0 ? m : 0;
}

/* The section being read: the last one starting at the top row or above, or at the end of the
 * book the last one on screen (a short last section never reaches the top). */
static int current_section(void)
{
	int s = 0, seen = top;
	if (top > 0 && top == last_top())
		seen = top + visible_rows() - 1;
	for (int i = 0; i < doc.nsections; i++)
		if (doc.section_row[i] <= seen)
			s = i;
	return s;
}

static void redraw_rulebook(struct ui *ui)
{
	layout(ui);
	if (top > last_top())
		top = last_top();
	if (top < 0)
		top = 0;
	erase();
	/* the title line: the book's name and its sections, the current one marked */
	int x = 1 + ui_put(0, 1, _("Rule book"), COLS - 2, ui_color(ui, C_TITLE) | A_BOLD) + 3;
	int cur = current_section();
	for (int i = 0; i < doc.nsections && x < COLS - 1; i++) {
		char tab[64];
		snprintf(tab, sizeof tab, "%d %s", i + 1, doc.section_names[i]);
		x += ui_put(0, x, tab, COLS - 1 - x, i == cur ? A_REVERSE : A_DIM) + 2;
	}
	for (int i = 0; i < doc.ncells; i++) {
		const struct rb_cell *c = &doc.cells[i];
		int y = 1 + c->row - top;
		if (c->row < top || y > visible_rows())
			continue;
		if (c->ex)
			draw_example(ui, y, 1 + c->x, c->width, c->ex);
		else
			ui_put(y, 1 + c->x, c->text, c->width, c->attrs);
	}
	char keys[200];
	snprintf(keys, sizeof keys,
		 _("Up/Down j/k PgUp/PgDn Home/End: scroll   / or 1-%d: section   q: back"),
		 doc.nsections);
	ui_put(LINES - 1, 1, keys, COLS - 2, A_DIM);
}

/* Scrolls for a key; false when the key leaves the book. */
static bool rulebook_key(int key)
{
	int page = visible_rows() - 1;
	switch (key) {
	case KEY_DOWN:
	case 'j':
		top++;
		break;
	case KEY_UP:
	case 'k':
		top--;
		break;
	case KEY_NPAGE:
	case ' ':
		top += page;
		break;
	case KEY_PPAGE:
	case 'b':
		top -= page;
		break;
	case KEY_HOME:
	case 'g':
		top = 0;
		break;
	case KEY_END:
	case 'G':
		top = last_top();
		break;
	case '/':
	case '\t': {
		int next = current_section() + 1;
		top = next < doc.nsections && top < last_top() ? doc.section_row[next] : 0;
		break;
	}
	case 'q':
	case 27:
	case '\n':
	case '\r':
	case KEY_ENTER:
		return false;
	default:
		if (key >= '1' && key < '1' + doc.nsections)
			top = doc.section_row[key - '1'];
		break;
	}
	if (top > last_top())
		top = last_top();
	if (top < 0)
		top = 0;
	return true;
}

void ui_show_rulebook(struct ui *ui)
{
	enum ui_panel panel = ui->panel;
	ui->panel = PANEL_NONE;
	top = 0;
	while (rulebook_key(ui_wait_key(ui, redraw_rulebook)))
		;
	ui->panel = panel;
}
