/*
 * The / command line: what each command does, the line being typed, and its drawing. A
 * command that acts takes one of the game's legal choices the way the keys do (through
 * ui_find_choice, ui_choice_at and the key table), so the rules are never worked out here.
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <config.h>

#include <curses.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "src/text/i18n.h"
#include "src/ui/ui_command.h"
#include "src/ui/ui_family.h"
#include "src/ui/ui_internal.h"

/* Writes a message to the status line; returns -1, the "keep waiting" of the keys. */
static int say(struct ui *ui, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int say(struct ui *ui, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(ui->status, sizeof ui->status, fmt, ap);
	va_end(ap);
	return -1;
}

/* Appends to buf what fits. */
static void add(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void add(char *buf, size_t size, const char *fmt, ...)
{
	size_t len = strlen(buf);
	if (len + 1 >= size)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

static bool own_turn(const struct ui *ui)
{
	return ui->view.to_act_on < 0;
}

/* Tiles as the table writes them, one blank apart. */
static void tile_list(const struct ui *ui, const tile_t *t, int n, char *buf, size_t size)
{
	buf[0] = 0;
	for (int i = 0; i < n; i++)
		add(buf, size, "%s%s", i ? " " : "", ui_tile_name(ui, t[i]));
}

/* The hand position an argument names, or -1 with the reason said. */
static int hand_position(struct ui *ui, const char *arg)
{
	struct command_hand h = {
	    .tiles = ui->view.hand, .n = ui->view.nhand, .keys = ui_position_keys};
	for (int i = 0; i < h.n; i++)
		snprintf(h.names[i], sizeof h.names[i], "%s", ui_tile_name(ui, h.tiles[i]));
	int number = 0, pos = command_position(arg, &h, &number);
	switch (pos) {
	case COMMAND_OUT_OF_RANGE:
		return say(ui, _("No tile %d: your hand has %d."), number, h.n);
	case COMMAND_NOT_IN_HAND:
		return say(ui, _("No %s in your hand."), arg);
	case COMMAND_NOT_A_TILE:
		return say(ui,
			   _("Which tile is %s? Give its place (1 to %d from the left, or its key "
			     "as the table labels it) or its name (5m)."),
			   arg, h.n);
	default:
		return pos;
	}
}

/* ---- the commands ------------------------------------------------------------------ */

static int cmd_discard(struct ui *ui, const struct command_args *a)
{
	if (!own_turn(ui))
		return say(ui, "%s", _("Not your turn: answer the call prompt (/pass, /pong...)."));
	int pos = hand_position(ui, a->v[0]);
	if (pos < 0)
		return -1;
	/* in riichi mode the position keys declare with the tile: so does /d */
	enum action_type t = ui->mode == MODE_RIICHI ? ACT_RIICHI : ACT_DISCARD;
	int c = ui_choice_at(ui, pos, t);
	if (c < 0)
		return say(ui, _("%s (tile %d) cannot be discarded now."),
			   ui_tile_name(ui, ui->view.hand[pos]), pos + 1);
	ui->cursor = pos;
	return c;
}

static int cmd_riichi(struct ui *ui, const struct command_args *a)
{
	if (!own_turn(ui))
		return say(ui, "%s", _("Not your turn: riichi is declared with a discard."));
	if (ui_find_choice(ui, ACT_RIICHI) < 0)
		return say(ui, "%s", _("You cannot declare riichi now."));
	if (a->n == 0) {
		if (ui->mode != MODE_RIICHI)
			ui_press_key(ui, 'r'); /* riichi mode, as the r key */
		return -1;
	}
	int pos = hand_position(ui, a->v[0]);
	if (pos < 0)
		return -1;
	int c = ui_choice_at(ui, pos, ACT_RIICHI);
	if (c < 0)
		return say(ui, _("You cannot declare riichi with %s: the hand would not be ready."),
			   ui_tile_name(ui, ui->view.hand[pos]));
	ui->cursor = pos;
	return c;
}

/* Whether the hand would be complete with tile added (the hand as shown if tile is 0xff). */
static bool complete_with(const struct ui *ui, tile_t tile)
{
	tile_t hand[15];
	int n = ui->view.nhand;
	memcpy(hand, ui->view.hand, (size_t)n);
	if (tile != 0xff)
		hand[n++] = tile;
	return ui_shanten(&ui->view, hand, n) < 0;
}

static int cmd_tsumo(struct ui *ui, const struct command_args *a)
{
	(void)a;
	int c = ui_find_choice(ui, ACT_TSUMO);
	if (c >= 0)
		return c;
	if (!own_turn(ui))
		return say(
		    ui, "%s",
		    _("You cannot tsumo now: it is not your draw (/ron wins on a discard)."));
	if (complete_with(ui, 0xff))
		return say(
		    ui, "%s",
		    _("You cannot tsumo now: the hand is complete but cannot win (no yaku)."));
	return say(ui, "%s", _("You cannot tsumo now: your hand is not complete."));
}

static int cmd_ron(struct ui *ui, const struct command_args *a)
{
	(void)a;
	int c = ui_find_choice(ui, ACT_RON);
	if (c >= 0)
		return c;
	if (own_turn(ui))
		return say(ui, "%s", _("You cannot ron now: nobody discarded a tile you win on."));
	const char *tile = ui_tile_name(ui, ui->view.last_tile);
	if (complete_with(ui, ui->view.last_tile))
		return say(ui, _("You cannot ron on %s: furiten, or the win has no yaku."), tile);
	return say(ui, _("You cannot ron on %s: it does not complete your hand."), tile);
}

/* Whether the tile being answered was added to a pon: its other three copies lie in it. */
static bool robbing_a_kan(const struct ui *ui)
{
	if (own_turn(ui))
		return false;
	const struct public_seat *p = &ui->view.seats[ui->view.to_act_on];
	for (int m = 0; m < p->nmelds; m++)
		if (p->melds[m].type == MELD_KAKAN &&
		    meld_kind(&p->melds[m]) == tile_kind(ui->view.last_tile))
			return true;
	return false;
}

static int cmd_chankan(struct ui *ui, const struct command_args *a)
{
	(void)a;
	if (!robbing_a_kan(ui))
		return say(ui, "%s",
			   _("You cannot rob a kan now: nobody added a tile to a pon (a discard "
			     "is won with /ron)."));
	int c = ui_find_choice(ui, ACT_RON);
	if (c < 0)
		return say(ui, _("You cannot rob the kan: %s does not win for your hand."),
			   ui_tile_name(ui, ui->view.last_tile));
	return c;
}

/* The options of the given kinds in the order the prompts list them. */
static int options_of(const struct ui *ui, const enum action_type *types, int ntypes, int *out)
{
	int n = 0;
	for (int t = 0; t < ntypes; t++)
		for (int i = 0; i < ui->nchoices && n < 24; i++)
			if (ui->choices[i].type == types[t])
				out[n++] = i;
	return n;
}

/* The tiles an option takes from the hand, or the kan's tile. */
static void option_tiles(const struct ui *ui, const struct action *act, char *buf, size_t size)
{
	int nt = act->type == ACT_CHI || act->type == ACT_PON ? 2 : act->type == ACT_MINKAN ? 3 : 0;
	if (nt)
		tile_list(ui, act->hand, nt, buf, size);
	else
		snprintf(buf, size, "%s", ui_tile_name(ui, act->tile));
}

/*
 * Picks one of the options of the given kinds: the N-th when an argument says so, the one
 * there is, or none with the list of them ("/chow 1: 6s 7s, /chow 2: 7s 9s").
 */
static int pick_option(struct ui *ui, const struct command_args *a, const char *name,
		       const enum action_type *types, int ntypes)
{
	int opts[24], n = options_of(ui, types, ntypes, opts);
	if (a->n > 0) {
		int k = 0;
		if (sscanf(a->v[0], "%d", &k) != 1 || k < 1 || k > n)
			return say(ui, _("No option %s: /%s takes 1 to %d."), a->v[0], name, n);
		return opts[k - 1];
	}
	if (n == 1)
		return opts[0];
	char list[160] = "";
	for (int i = 0; i < n; i++) {
		char tiles[48];
		option_tiles(ui, &ui->choices[opts[i]], tiles, sizeof tiles);
		add(list, sizeof list, "%s/%s %d: %s", i ? ", " : "", name, i + 1, tiles);
	}
	return say(ui, _("Which one? %s"), list);
}

/* pon, chi and kan on a discard: why one cannot, per kind. */
struct call_kind {
	enum action_type type;
	const char *cannot; /* msgid: the tile answered */
};
static const struct call_kind call_kinds[] = {
    {ACT_PON, N_("You cannot pon %s: it takes two of it in your hand, and no riichi.")},
    {ACT_CHI, N_("You cannot chow %s: only the left player's discard, with two tiles of yours that "
		 "make a run.")},
    {ACT_MINKAN, N_("You cannot kong %s: it takes three of it in your hand.")},
};

static int call(struct ui *ui, const struct command_args *a, const char *name, int kind)
{
	const struct call_kind *k = &call_kinds[kind];
	if (own_turn(ui))
		return say(ui, "%s",
			   _("Nothing to call: nobody discarded a tile (it is your turn)."));
	if (ui_find_choice(ui, k->type) < 0)
		return say(ui, _(k->cannot), ui_tile_name(ui, ui->view.last_tile));
	return pick_option(ui, a, name, &k->type, 1);
}

static int cmd_pong(struct ui *ui, const struct command_args *a)
{
	return call(ui, a, "pong", 0);
}

static int cmd_chow(struct ui *ui, const struct command_args *a)
{
	return call(ui, a, "chow", 1);
}

static const enum action_type own_kans[] = {ACT_ANKAN, ACT_KAKAN};

/* On a discard a kong calls it; on one's turn it declares a kan, as the k key does. */
static int cmd_kong(struct ui *ui, const struct command_args *a)
{
	if (!own_turn(ui))
		return call(ui, a, "kong", 2);
	int opts[24];
	if (a->n == 0 || options_of(ui, own_kans, 2, opts) == 0)
		return ui_press_key(ui, 'k'); /* as the k key: one kan taken, several prompted */
	return pick_option(ui, a, "kong", own_kans, 2);
}

static int own_kan(struct ui *ui, const struct command_args *a, const char *name, int kind,
		   const char *cannot)
{
	if (!own_turn(ui))
		return say(ui, "%s",
			   _("Not your turn: a kan of your own is declared after your draw."));
	if (ui_find_choice(ui, own_kans[kind]) < 0)
		return say(ui, "%s", cannot);
	return pick_option(ui, a, name, &own_kans[kind], 1);
}

static int cmd_ankan(struct ui *ui, const struct command_args *a)
{
	return own_kan(ui, a, "ankan", 0,
		       _("You cannot declare a closed kan now: it takes four of a kind in your "
			 "hand."));
}

static int cmd_kakan(struct ui *ui, const struct command_args *a)
{
	return own_kan(ui, a, "kakan", 1,
		       _("You cannot add to a pon now: it takes a pon and its fourth tile in your "
			 "hand."));
}

static int cmd_pass(struct ui *ui, const struct command_args *a)
{
	(void)a;
	/* riichi mode and the kan prompt: x cancels them, so /pass does */
	if (ui->mode == MODE_RIICHI || (ui->mode == MODE_PROMPT && own_turn(ui)))
		return ui_press_key(ui, 'x');
	int c = ui_find_choice(ui, ACT_PASS);
	if (c < 0)
		return say(ui, "%s", _("Nothing to pass: it is your turn to discard (/d N)."));
	return c;
}

static int cmd_kyuushu(struct ui *ui, const struct command_args *a)
{
	(void)a;
	if (!own_turn(ui))
		return say(ui, "%s",
			   _("Not your turn: nine terminals is declared on your first draw."));
	return ui_press_key(ui, '!');
}

static int cmd_kita(struct ui *ui, const struct command_args *a)
{
	(void)a;
	if (!ui_family_of(ui)->kita_keys)
		return say(ui, "%s", _("Norths are set aside only in three-player games."));
	if (!own_turn(ui))
		return say(ui, "%s", _("Not your turn: a North is set aside on your own turn."));
	return ui_press_key(ui, 'n');
}

static int cmd_hand(struct ui *ui, const struct command_args *a)
{
	(void)a;
	const struct seat_view *v = &ui->view;
	char tiles[96], melds[96] = "", drawn[16] = "";
	int n = v->nhand;
	if (v->just_drew && n % 3 == 2) {
		snprintf(drawn, sizeof drawn, "%s", ui_tile_name(ui, v->hand[n - 1]));
		n--;
	}
	tile_list(ui, v->hand, n, tiles, sizeof tiles);
	const struct public_seat *me = &v->seats[v->seat];
	for (int m = 0; m < me->nmelds; m++) {
		char one[32];
		tile_list(ui, me->melds[m].tiles, meld_size(&me->melds[m]), one, sizeof one);
		add(melds, sizeof melds, "%s[%s]", m ? " " : "", one);
	}
	if (drawn[0])
		say(ui, _("Your hand: %s, drew %s."), tiles, drawn);
	else
		say(ui, _("Your hand: %s."), tiles);
	if (melds[0])
		add(ui->status, sizeof ui->status, _(" Melds: %s."), melds);
	return -1;
}

static int cmd_dora(struct ui *ui, const struct command_args *a)
{
	(void)a;
	const struct seat_view *v = &ui->view;
	char list[160] = "";
	for (int i = 0; i < v->nindicators; i++) {
		tile_t dora = (tile_t)ui_dora_of(v, tile_kind(v->indicators[i]));
		add(list, sizeof list, "%s", i ? ", " : "");
		add(list, sizeof list, _("%s (the dora: %s)"), ui_tile_name(ui, v->indicators[i]),
		    ui_tile_name(ui, dora));
	}
	return say(
	    ui,
	    ngettext("Dora indicator: %s.", "Dora indicators: %s.", (unsigned long)v->nindicators),
	    list);
}

/* The waits of a 13-tile hand, "3m (2 left), 6m (4 left)"; 0 when not tenpai. */
static int waits_text(struct ui *ui, const tile_t *hand, int n, char *buf, size_t size,
		      bool *furiten)
{
	struct ui_wait_info w[TILE_KINDS];
	int nw = ui_waits(&ui->view, game_rules(ui->game), hand, n, w);
	buf[0] = 0;
	for (int i = 0; i < nw; i++) {
		add(buf, size, "%s", i ? ", " : "");
		add(buf, size, _("%s (%d left)"), ui_tile_name(ui, (tile_t)w[i].kind), w[i].left);
	}
	*furiten = nw > 0 && (ui_discard_furiten(&ui->view, w, nw) || ui->view.furiten);
	return nw;
}

/* On one's turn: the discards that leave the hand ready, and on what. */
static int tenpai_own_turn(struct ui *ui)
{
	const struct seat_view *v = &ui->view;
	if (complete_with(ui, 0xff))
		return say(ui, "%s",
			   ui_find_choice(ui, ACT_TSUMO) >= 0
			       ? _("Complete: you can win with /tsumo.")
			       : _("Complete, but the hand cannot win (no yaku)."));
	char list[200] = "";
	int best = 99;
	bool seen[TILE_KINDS] = {false};
	for (int i = 0; i < v->nhand; i++) {
		if (seen[tile_kind(v->hand[i])])
			continue; /* one line per kind */
		seen[tile_kind(v->hand[i])] = true;
		tile_t rest[14];
		memcpy(rest, v->hand, (size_t)i);
		memcpy(rest + i, v->hand + i + 1, (size_t)(v->nhand - i - 1));
		char waits[120];
		bool furiten;
		if (waits_text(ui, rest, v->nhand - 1, waits, sizeof waits, &furiten) > 0) {
			add(list, sizeof list, "%s", list[0] ? "; " : "");
			add(list, sizeof list, _("discard %s: %s%s"), ui_tile_name(ui, v->hand[i]),
			    waits, furiten ? _(" (furiten)") : "");
		}
		int sh = ui_shanten(v, rest, v->nhand - 1);
		best = sh < best ? sh : best;
	}
	if (list[0])
		return say(ui, _("Tenpai after a discard: %s."), list);
	return say(ui,
		   ngettext("Not tenpai: after the best discard %d tile away from a ready hand.",
			    "Not tenpai: after the best discard %d tiles away from a ready hand.",
			    (unsigned long)best),
		   best);
}

static int cmd_tenpai(struct ui *ui, const struct command_args *a)
{
	(void)a;
	const struct seat_view *v = &ui->view;
	if (v->nhand % 3 == 2)
		return tenpai_own_turn(ui);
	char waits[160];
	bool furiten;
	if (waits_text(ui, v->hand, v->nhand, waits, sizeof waits, &furiten) > 0)
		return say(ui, _("Tenpai on %s%s."), waits, furiten ? _(" (furiten: no ron)") : "");
	int sh = ui_shanten(v, v->hand, v->nhand);
	return say(ui,
		   ngettext("Not tenpai: %d tile away from a ready hand.",
			    "Not tenpai: %d tiles away from a ready hand.", (unsigned long)sh),
		   sh);
}

static int cmd_help(struct ui *ui, const struct command_args *a);

const struct command ui_commands[] = {
    {{"d", "discard"},
     1,
     1,
     "/d N",
     N_("discard the N-th tile from the left (or the tile of that key, or a tile: /d 5m)"),
     false,
     cmd_discard},
    {{"riichi"},
     0,
     1,
     "/riichi [N]",
     N_("declare riichi with the N-th tile (alone: choose the tile as after r)"),
     true,
     cmd_riichi},
    {{"tsumo"}, 0, 0, "/tsumo", N_("win on your own draw"), false, cmd_tsumo},
    {{"ron", "hu"}, 0, 0, "/ron", N_("win on the tile just discarded"), false, cmd_ron},
    {{"chankan"}, 0, 0, "/chankan", N_("win on the tile added to a pon"), false, cmd_chankan},
    {{"pong", "pon"}, 0, 1, "/pong [N]", N_("call pon on the discard"), false, cmd_pong},
    {{"kong", "kan"},
     0,
     1,
     "/kong [N]",
     N_("call kan on the discard, or declare one"),
     false,
     cmd_kong},
    {{"chow", "chi"},
     0,
     1,
     "/chow [N]",
     N_("call chi: N picks one as the prompt lists them"),
     false,
     cmd_chow},
    {{"pass"},
     0,
     0,
     "/pass",
     N_("do not call; or cancel riichi or the kan prompt"),
     false,
     cmd_pass},
    {{"ankan"}, 0, 1, "/ankan [N]", N_("declare a closed kan"), false, cmd_ankan},
    {{"kakan"}, 0, 1, "/kakan [N]", N_("add the fourth tile to a pon"), false, cmd_kakan},
    {{"kyuushu", "9"},
     0,
     0,
     "/kyuushu",
     N_("abort the hand with nine terminals and honours"),
     true,
     cmd_kyuushu},
    {{"kita", "nuki"},
     0,
     0,
     "/kita",
     N_("set a North aside as a dora (three players)"),
     true,
     cmd_kita},
    {{"h", "hand"}, 0, 0, "/h", N_("say your hand"), false, cmd_hand},
    {{"dora"}, 0, 0, "/dora", N_("say the dora indicators and the dora"), true, cmd_dora},
    {{"tenpai", "t"},
     0,
     0,
     "/tenpai",
     N_("say whether you are ready, and on what"),
     false,
     cmd_tenpai},
    {{"help"}, 0, 0, "/help", N_("list the commands"), false, cmd_help},
    {{NULL}, 0, 0, NULL, NULL, false, NULL},
};

enum { UI_COMMANDS_MAX = 24 };

/* The commands of this game's rules (no riichi or dora in Chinese Official rules), ended. */
static void game_commands(const struct ui *ui, struct command out[UI_COMMANDS_MAX])
{
	int n = 0;
	for (const struct command *c = ui_commands; c->names[0] && n < UI_COMMANDS_MAX - 1; c++)
		if (!c->riichi_only || ui_family_of(ui)->riichi_keys)
			out[n++] = *c;
	out[n] = (struct command){.names = {NULL}};
}

/* "/d /riichi /tsumo ...": the commands of this game's rules. */
static void command_names(const struct ui *ui, char *buf, size_t size)
{
	struct command cmds[UI_COMMANDS_MAX];
	game_commands(ui, cmds);
	buf[0] = 0;
	for (const struct command *c = cmds; c->names[0]; c++)
		add(buf, size, "%s/%s", buf[0] ? " " : "", c->names[0]);
}

static int cmd_help(struct ui *ui, const struct command_args *a)
{
	(void)a;
	char names[160];
	command_names(ui, names, sizeof names);
	return say(ui, _("Commands: %s (Tab completes a name)."), names);
}

/* ---- the line ---------------------------------------------------------------------- */

static int run_line(struct ui *ui, char *line)
{
	char *w[1 + COMMAND_MAX_ARGS];
	int n = command_split(line, w, 1 + COMMAND_MAX_ARGS); /* -1: too many, w[0] is set */
	if (n == 0)
		return -1;
	struct command cmds[UI_COMMANDS_MAX];
	game_commands(ui, cmds);
	const struct command *c = command_find(cmds, w[0]);
	if (!c && ui->net_command && ui->net_command(ui, w, n < 0 ? 1 + COMMAND_MAX_ARGS : n))
		return -1;
	if (!c) {
		char names[160];
		command_names(ui, names, sizeof names);
		return say(ui, _("Unknown command /%s. Commands: %s"), w[0], names);
	}
	if (n < 0 || n - 1 < c->min_args || n - 1 > c->max_args)
		return say(ui, _("Usage: %s (%s)."), c->usage, _(c->help));
	struct command_args a = {.n = n - 1};
	for (int i = 1; i < n; i++)
		a.v[i - 1] = w[i];
	if (ui->panel != PANEL_NONE && ui->panel != PANEL_DANGER)
		ui->panel = PANEL_NONE;
	return c->run(ui, &a);
}

/* Tab: completes the command's name while it is the only word. */
static void complete(struct ui *ui)
{
	char *s = ui->command;
	if (strchr(s, ' '))
		return;
	struct command cmds[UI_COMMANDS_MAX];
	game_commands(ui, cmds);
	char done[sizeof ui->command];
	int n = command_complete(cmds, s, done, sizeof done);
	if (n == 0) {
		say(ui, _("No command begins with /%s."), s);
		return;
	}
	snprintf(ui->command, sizeof ui->command, "%s", done);
	if (n == 1)
		return;
	/* several: each command once, by the name that matched */
	char list[160] = "";
	for (const struct command *c = cmds; c->names[0]; c++)
		for (int i = 0; i < COMMAND_NAMES && c->names[i]; i++)
			if (strncasecmp(c->names[i], done, strlen(done)) == 0) {
				add(list, sizeof list, "%s/%s", list[0] ? " " : "", c->names[i]);
				break;
			}
	say(ui, "%s", list);
}

/* Removes the last character (all the bytes of a UTF-8 one). */
static void backspace(char *s)
{
	size_t n = strlen(s);
	while (n > 0 && ((unsigned char)s[--n] & 0xc0) == 0x80)
		;
	s[n] = 0;
}

int ui_command_line(struct ui *ui)
{
	ui->command[0] = 0;
	ui->command_open = true;
	ui->status[0] = 0;
	int c = -1;
	for (;;) {
		int key =
		    ui_read_key(ui, &(struct ui_read){.redraw = ui_redraw_table, .timeout_ms = -1});
		if (key == ERR)
			continue;
		if (key == '\t') {
			ui->status[0] = 0;
			complete(ui);
			continue;
		}
		ui->status[0] = 0;
		if (key == 27)
			break;
		if (key == '\n' || key == '\r' || key == KEY_ENTER) {
			char line[sizeof ui->command];
			snprintf(line, sizeof line, "%s", ui->command);
			ui->command_open = false;
			c = run_line(ui, line);
			break;
		}
		if (key == KEY_BACKSPACE || key == 127 || key == 8) {
			if (!ui->command[0])
				break; /* a backspace on the empty line closes it */
			backspace(ui->command);
			continue;
		}
		size_t len = strlen(ui->command);
		if (key >= ' ' && key < 256 && len + 1 < sizeof ui->command) {
			ui->command[len] = (char)key;
			ui->command[len + 1] = 0;
		}
	}
	ui->command_open = false;
	return c;
}

bool ui_command_draw(struct ui *ui, int y, int status_y, int width)
{
	if (!ui->command_open)
		return false;
	if (ui->status[0])
		ui_put_wrapped(status_y, 1, ui->status, width, 1, A_BOLD);
	else
		ui_put(status_y, 1, _("Command: Tab completes its name, Enter runs, Esc cancels"),
		       width, A_DIM);
	int x = 1 + ui_put(y, 1, "/", width, A_BOLD);
	x += ui_put(y, x, ui->command, width - x, A_BOLD);
	if (x < width)
		ui_put(y, x, " ", 1, A_REVERSE);
	return true;
}
