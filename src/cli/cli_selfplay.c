/* jansou selfplay: headless games between players, with per-player statistics. */
#include <config.h>

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <json-c/json.h>

#include "src/cli/cli.h"
#include "src/cli/cli_options.h"
#include "src/engine/engine.h"
#include "src/record/file_io.h"
#include "src/text/i18n.h"
#include "src/record/game_log.h"
#include "ai/players.h"
#include "src/cli/selfplay_check.h"
#include "src/record/game_setup.h"
#include "src/engine/play_stats.h"
#include "src/record/mjai/mjai_player.h"
#include "src/text/textwidth.h"

enum {
	SELFPLAY_EXIT_USAGE = 2,  /* bad command line, and broken invariants */
	SELFPLAY_MAX_HANDS = 500, /* a game this long is an engine bug */
	SELFPLAY_DEFAULT_GAMES = 100,
	SELFPLAY_MAX_GAMES = 100000000,
};

struct selfplay_opts {
	long games;
	uint64_t seed;
	const struct player_kind *players[SEATS];
	int nai; /* names given to --ai: one, or one a player */
	const char *ai_arg;
	const char *preset;
	const char *logs_dir;
	bool force;	 /* --force: logs of the same names are replaced */
	bool mjai;	 /* --log-format mjai: JSON lines instead of tenhou.net/6 */
	int bot_timeout; /* --bot-timeout: seconds an mjai bot may take over an answer */
	bool json;
};

/* Where a broken invariant happened, to reproduce it. */
struct selfplay_failure {
	long game;
	uint64_t game_seed;
	int hand, round_wind, hand_number, honba;
	char error[300];
};

enum { OPT_FORCE = CLI_LONG_ONLY, OPT_LOG_FORMAT, OPT_BOT_TIMEOUT, OPT_JSON };

static const struct cli_option selfplay_options[] = {
    {"games", 'n', N_("N"),
     N_("games to play (default 100); players change seats each game, so with a multiple of 4 "
	"each starts in every seat equally often")},
    {"seed", 's', N_("S"),
     N_("seed of the first game (default 1); the same seed plays the same games")},
    {"ai", 'a', N_("A,B,C,D"),
     N_("the four players, in the order the statistics list them; one name seats four of it "
	"(default random); three names under three-player rules (sanma, sanma-tenhou)")},
    {"rules", 'r', N_("PRESET"), N_("rule preset (default standard)")},
    {"logs", 'l', N_("DIR"),
     N_("write each game as a tenhou.net/6 log in DIR (a jansou-mcr/1 log for Chinese "
	"Official rules)")},
    {"force", OPT_FORCE, NULL,
     N_("replace logs of the same names in DIR (without it, an existing log is refused before "
	"any game is played)")},
    {"log-format", OPT_LOG_FORMAT, N_("F"),
     N_("tenhou (default) or mjai: the mjai protocol's record, one JSON event a line (.jsonl), "
	"as Mortal and mjai-reviewer read it")},
    {"bot-timeout", OPT_BOT_TIMEOUT, N_("N"),
     N_("seconds an mjai bot (--ai mjai:COMMAND) may take over one answer (default 10, at "
	"most 3600)")},
    {"json", OPT_JSON, NULL, N_("print the statistics as one JSON object on the last line")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void selfplay_usage(FILE *out)
{
	fprintf(out,
		_("Usage: %s selfplay [--games N] [--seed S] [--ai A,B,C,D] [--rules PRESET]\n"
		  "                        [--logs DIR [--force] [--log-format F]] [--json]\n"),
		PACKAGE);
	fputs(_("Plays games between computer players without a screen and prints statistics per\n"
		"player.\n"),
	      out);
	fputs("\n", out);
	cli_options_print(selfplay_options, out);
	fputs("\n", out);
	fputs(
	    _("Per player: average placement, average final points (before uma), and as fractions\n"
	      "of the hands the player played: win rate; deal-in rate (its discard or kan was won\n"
	      "on); riichi rate (declared riichi); call rate (made a chi, pon or open kan); draw\n"
	      "rate (the hand ended without a win: exhaustive or abortive draw); and the average\n"
	      "value of its wins, without honba and riichi sticks.\n"),
	    out);
	fputs(_("Under Chinese Official rules (--rules mcr) the riichi rate does not apply and is\n"
		"shown as -, and the value of a win is its points (fan and flowers).\n"),
	      out);
	fputs("\n", out);
	fputs(_("Players:\n"), out);
	for (int i = 0; players_table[i]; i++)
		fprintf(out, "  %-18s %s\n", players_table[i]->name, _(players_table[i]->describe));
	fputs("\n", out);
	fputs(_("Presets:"), out);
	for (int i = 0; rules_preset_names[i]; i++)
		fprintf(out, " %s", rules_preset_names[i]);
	fputs("\n\n", out);
	fputs(_("Every event is checked against the engine's invariants (136 tiles, 144 with the\n"
		"flowers of Chinese Official rules, 108 with three players, each in one place;\n"
		"points plus sticks constant; only legal actions carried out). On a violation the\n"
		"command stops and names the seed and hand that reproduce it.\n"),
	      out);
	fputs(_("Exit status: 0 on success, 1 on a failure to run, 2 on a bad command line or a\n"
		"broken invariant.\n"),
	      out);
}

static int selfplay_usage_error(void)
{
	fprintf(stderr, _("Try '%s selfplay --help' for more information.\n"), PACKAGE);
	return SELFPLAY_EXIT_USAGE;
}

/* Whole-string decimal numbers only: "12abc", "", "-3" and overflow are refused. */
static bool parse_u64(const char *s, uint64_t *out)
{
	if (*s < '0' || *s > '9')
		return false;
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 10);
	if (errno || *end)
		return false;
	*out = v;
	return true;
}

static void list_players(FILE *out)
{
	for (int i = 0; players_table[i]; i++)
		fprintf(out, "%s%s", i ? ", " : "", players_table[i]->name);
	fputs("\n", out);
}

/* --ai: a name a player (four, or three under three-player rules), or one for every seat;
 * *given is how many were named, checked against the rules once they are known. */
static int parse_ai(const char *arg, const struct player_kind *players[SEATS], int *given)
{
	char buf[256];
	if (strlen(arg) >= sizeof buf) {
		fprintf(stderr, _("%s selfplay: --ai is too long\n"), PACKAGE);
		return -1;
	}
	strcpy(buf, arg);
	int n = 0;
	char *save = NULL;
	for (char *name = strtok_r(buf, ",", &save); name; name = strtok_r(NULL, ",", &save)) {
		const struct player_kind *k = players_resolve(name);
		if (!k) {
			fprintf(stderr, _("%s selfplay: unknown player '%s'; the players are: "),
				PACKAGE, name);
			list_players(stderr);
			return -1;
		}
		if (n == SEATS) {
			n++;
			break;
		}
		players[n++] = k;
	}
	*given = n;
	if (n == 1)
		for (int s = 1; s < SEATS; s++)
			players[s] = players[0];
	else if (n != SEATS && n != 3) {
		fprintf(stderr,
			_("%s selfplay: --ai needs four players (A,B,C,D) or one, not '%s'\n"),
			PACKAGE, arg);
		return -1;
	}
	return 0;
}

/* --rules: a preset selfplay can play. */
static int parse_rules(const char *name, struct selfplay_opts *o)
{
	const struct rules *r = rules_preset(name);
	if (!r) {
		fprintf(stderr, _("%s selfplay: unknown rule preset '%s'; the presets are:"),
			PACKAGE, name);
		for (int i = 0; rules_preset_names[i]; i++)
			fprintf(stderr, " %s", rules_preset_names[i]);
		fputs("\n", stderr);
		return -1;
	}
	o->preset = name;
	return 0;
}

/* Reads one option into o; returns 0, or -1 after a message. */
static int parse_option(int opt, const char *value, struct selfplay_opts *o)
{
	uint64_t v;
	switch (opt) {
	case 'n':
		if (!parse_u64(value, &v) || v < 1 || v > SELFPLAY_MAX_GAMES) {
			fprintf(stderr,
				_("%s selfplay: --games must be a whole number from 1 to %d, not "
				  "'%s'\n"),
				PACKAGE, SELFPLAY_MAX_GAMES, value);
			return -1;
		}
		o->games = (long)v;
		return 0;
	case 's':
		if (!parse_u64(value, &o->seed)) {
			fprintf(stderr,
				_("%s selfplay: --seed must be a whole number from 0 to %" PRIu64
				  ", not '%s'\n"),
				PACKAGE, UINT64_MAX, value);
			return -1;
		}
		return 0;
	case 'a':
		o->ai_arg = value;
		return parse_ai(value, o->players, &o->nai);
	case 'r':
		return parse_rules(value, o);
	case 'l':
		o->logs_dir = value;
		return 0;
	case OPT_FORCE:
		o->force = true;
		return 0;
	case OPT_BOT_TIMEOUT:
		if (!parse_u64(value, &v) || v < 1 || v > 3600) {
			fprintf(
			    stderr,
			    _("%s selfplay: --bot-timeout is seconds from 1 to 3600, not '%s'\n"),
			    PACKAGE, value);
			return -1;
		}
		mjai_player_set_timeout((int)v);
		return 0;
	case OPT_LOG_FORMAT:
		if (strcmp(value, "mjai") != 0 && strcmp(value, "tenhou") != 0) {
			fprintf(stderr,
				_("%s selfplay: --log-format is tenhou or mjai, not '%s'\n"),
				PACKAGE, value);
			return -1;
		}
		o->mjai = strcmp(value, "mjai") == 0;
		return 0;
	case OPT_JSON:
		o->json = true;
		return 0;
	default:
		return -1;
	}
}

/* The options that go together, once all are read; returns 0, or -1 after a message. */
static int check_opts(const struct selfplay_opts *o)
{
	if (o->force && !o->logs_dir) {
		fprintf(stderr, _("%s selfplay: --force goes with --logs\n"), PACKAGE);
		return -1;
	}
	/* the family's row lists the logs its games are written in */
	const struct rules_family_info *family = rules_family_of(rules_preset(o->preset)->family);
	int nseats = family->players;
	if (o->mjai && !(family->logs & RULES_LOG_MJAI)) {
		fprintf(stderr,
			nseats != SEATS ? _("%s selfplay: mjai logs have four seats; three-player "
					    "games are logged as tenhou.net/6 only\n")
					: _("%s selfplay: mjai logs are of riichi games only\n"),
			PACKAGE);
		return -1;
	}
	if (o->nai > 1 && o->nai != nseats) {
		fprintf(stderr,
			nseats == 3
			    ? _("%s selfplay: --ai needs three players (A,B,C) or one under "
				"three-player rules, not '%s'\n")
			    : _("%s selfplay: --ai needs four players (A,B,C,D) or one, not "
				"'%s'\n"),
			PACKAGE, o->ai_arg);
		return -1;
	}
	return 0;
}

/* Reads the command line into o; returns 0, or the exit status of a usage error told. */
static int parse_opts(int argc, char **argv, struct selfplay_opts *o, bool *help)
{
	struct cli_parse p;
	cli_parse_start(&p, "selfplay", selfplay_options, argc, argv);
	int opt;
	while ((opt = cli_parse_next(&p)) != 0) {
		if (opt == 'h') {
			*help = true;
			return 0;
		}
		if (opt < 0)
			return SELFPLAY_EXIT_USAGE; /* told, and the hint given */
		if (parse_option(opt, p.value, o) != 0)
			return selfplay_usage_error();
	}
	if (p.noperands)
		return cli_parse_no_operands(&p);
	return check_opts(o) != 0 ? selfplay_usage_error() : 0;
}

/* splitmix64 of the seed and the game index: every game its own well-mixed seed. */
static uint64_t selfplay_game_seed(uint64_t seed, long game)
{
	uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (uint64_t)(game + 1);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A bar on stderr, redrawn only when it changes. */
static void selfplay_progress(long done, long total, int *last)
{
	enum { WIDTH = 40 };
	int filled = (int)(done * WIDTH / total);
	if (filled == *last && done != total)
		return;
	*last = filled;
	char bar[WIDTH + 1];
	memset(bar, '#', (size_t)filled);
	memset(bar + filled, '.', (size_t)(WIDTH - filled));
	bar[WIDTH] = '\0';
	fprintf(stderr, "\r[%s] %ld/%ld", bar, done, total);
	if (done == total)
		fprintf(stderr, "\r%*s\r", WIDTH + 30, "");
	fflush(stderr);
}

/* The name of game index's log in DIR, named by the seed and the game's number. */
static int selfplay_log_path(const struct selfplay_opts *o, long index, char *buf, size_t size)
{
	int n = snprintf(buf, size, "%s/seed%" PRIu64 "-game%04ld.%s", o->logs_dir, o->seed,
			 index + 1, o->mjai ? "jsonl" : "json");
	return n >= 0 && (size_t)n < size ? 0 : -1;
}

/* The first game of this run whose log is in DIR already (a dangling symlink too), or -1. */
static long selfplay_first_taken(const struct selfplay_opts *o)
{
	DIR *d = opendir(o->logs_dir);
	if (!d)
		return -1;
	char prefix[48], want[4096], path[4096];
	int plen = snprintf(prefix, sizeof prefix, "seed%" PRIu64 "-game", o->seed);
	long first = -1;
	/* one look at the directory, not one per game: --games may be in the millions */
	for (struct dirent *e; (e = readdir(d));) {
		if (strncmp(e->d_name, prefix, (size_t)plen) != 0 ||
		    !isdigit((unsigned char)e->d_name[plen]))
			continue;
		long k = strtol(e->d_name + plen, NULL, 10) - 1;
		if (k < 0 || k >= o->games || (first >= 0 && k >= first))
			continue;
		/* "seed1-game01.json" is not one of ours: the name must be as we write it */
		if (selfplay_log_path(o, k, want, sizeof want) == 0 &&
		    snprintf(path, sizeof path, "%s/%s", o->logs_dir, e->d_name) <
			(int)sizeof path &&
		    strcmp(path, want) == 0)
			first = k;
	}
	closedir(d);
	return first;
}

/*
 * --logs DIR: the directory, made if missing, must take files, and without
 * --force hold none of the logs this run writes: refused before playing.
 */
static int selfplay_logs_open(const struct selfplay_opts *o)
{
	const char *dir = o->logs_dir;
	if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, _("%s selfplay: --logs %s: %s\n"), PACKAGE, dir, strerror(errno));
		return -1;
	}
	struct stat st;
	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode) || access(dir, W_OK | X_OK) != 0) {
		fprintf(stderr, _("%s selfplay: --logs %s: not a directory one may write in\n"),
			PACKAGE, dir);
		return -1;
	}
	char path[4096];
	if (selfplay_log_path(o, o->games - 1, path, sizeof path) != 0) {
		fprintf(stderr, _("%s selfplay: --logs %s: %s\n"), PACKAGE, dir,
			strerror(ENAMETOOLONG));
		return -1;
	}
	long taken = o->force ? -1 : selfplay_first_taken(o);
	if (taken >= 0) {
		selfplay_log_path(o, taken, path, sizeof path);
		fprintf(stderr, _("%s selfplay: %s exists; give --force to replace it\n"), PACKAGE,
			path);
		return -1;
	}
	return 0;
}

/*
 * One log file per game (tenhou.net/6, or jansou-mcr/1 for MCR): written
 * whole to a new file, never through a symlink, never over a file unless
 * --force; a failed write leaves nothing behind.
 */
static int selfplay_log_write(const struct selfplay_opts *o, long index, const struct game_log *log)
{
	char path[4096], err[4200];
	if (selfplay_log_path(o, index, path, sizeof path) != 0) {
		fprintf(stderr, _("%s selfplay: --logs %s: %s\n"), PACKAGE, o->logs_dir,
			strerror(ENAMETOOLONG));
		return -1;
	}
	if (game_log_write_new(log, path, o->force ? FILE_WRITE_REPLACE : 0, err, sizeof err) == 0)
		return 0;
	/* made since the look before the first game */
	if (errno == EEXIST)
		fprintf(stderr, _("%s selfplay: %s exists; give --force to replace it\n"), PACKAGE,
			path);
	else
		fprintf(stderr, _("%s selfplay: %s\n"), PACKAGE, err);
	return -1;
}

/*
 * Plays one game; returns -1 on a broken invariant (filled into *fail), -2 out
 * of memory, -3 when its log could not be written.
 */
static int selfplay_game(const struct selfplay_opts *o, const struct rules *rules, long index,
			 struct play_stats *stats, struct selfplay_failure *fail)
{
	struct selfplay_check check;
	struct game_log *log = NULL;
	uint64_t seed = selfplay_game_seed(o->seed, index);
	struct game_setup gs;
	if (game_setup_open(&gs, rules, seed) < 0)
		return -2;
	struct game *g = gs.game;

	/* player p starts in the seat p + index places after the first dealer; with three players
	 * the empty seat keeps player 3, who never plays */
	int n = game_nseats(g);
	int seat_player[SEATS] = {0, 1, 2, 3};
	int rc = 0;
	for (int p = 0; p < n; p++) {
		int seat = (game_first_dealer(g) + p + (int)(index % n)) % n;
		seat_player[seat] = p;
		if (game_setup_seat(&gs, seat, o->players[p], seed + (uint64_t)p + 1) < 0)
			rc = -2;
	}
	if (rc == 0 && o->logs_dir) {
		char title[96];
		snprintf(title, sizeof title, "selfplay seed %" PRIu64 " game %ld", o->seed,
			 index + 1);
		log = game_setup_log(&gs, o->mjai ? &game_log_mjai : NULL, title, seed, NULL);
		if (!log)
			rc = -2;
	}
	if (rc == 0) {
		play_stats_seat(stats, seat_player);
		selfplay_check_attach(&check, g);
		game_add_observer(g, play_stats_event, stats);
		bool more = true;
		struct game_position at;
		for (game_position(g, &at);
		     more && !check.failed && at.hands_played < SELFPLAY_MAX_HANDS;
		     game_position(g, &at)) {
			fail->round_wind = at.round_wind;
			fail->hand_number = at.hand_number;
			fail->honba = at.honba;
			fail->hand = at.hands_played;
			more = game_play_hand(g);
		}
		if (!check.failed && more)
			snprintf(check.error, sizeof check.error,
				 "the game did not end after %d hands", SELFPLAY_MAX_HANDS);
		if (check.failed || more) {
			fail->game = index;
			fail->game_seed = seed;
			memcpy(fail->error, check.error, sizeof fail->error);
			rc = -1;
		}
		/* written even after a broken invariant: it shows how the game went */
		if (log && selfplay_log_write(o, index, log) != 0 && rc == 0)
			rc = -3;
	}
	game_setup_close(&gs);
	return rc;
}

/* Players at the table under the preset: four, or three. */
static int selfplay_players(const struct selfplay_opts *o)
{
	return rules_family_of(rules_preset(o->preset)->family)->players;
}

static void selfplay_report_failure(const struct selfplay_opts *o, const struct selfplay_failure *f)
{
	static const char *const winds[] = {N_("East"), N_("South"), N_("West"), N_("North")};
	fprintf(stderr,
		_("%s selfplay: invariant broken in game %ld (game seed %" PRIu64
		  "), hand %d (%s %d, "
		  "%d honba): %s\n"),
		PACKAGE, f->game + 1, f->game_seed, f->hand + 1, _(winds[f->round_wind % 4]),
		f->hand_number + 1, f->honba, f->error);
	fprintf(stderr, _("To reproduce: %s selfplay --games %ld --seed %" PRIu64 " --ai "),
		PACKAGE, f->game + 1, o->seed);
	for (int p = 0; p < selfplay_players(o); p++)
		fprintf(stderr, "%s%s", p ? "," : "", o->players[p]->name);
	fprintf(stderr, " --rules %s\n", o->preset);
}

/* A JSON number with at most four decimals, whatever the locale's decimal point. */
static struct json_object *json_number(double x)
{
	char buf[48];
	long long v = (long long)(x * 10000 + (x < 0 ? -0.5 : 0.5));
	long long whole = llabs(v) / 10000, frac = llabs(v) % 10000;
	int n = snprintf(buf, sizeof buf, "%s%lld", v < 0 ? "-" : "", whole);
	if (frac) {
		n += snprintf(buf + n, sizeof buf - (size_t)n, ".%04lld", frac);
		while (buf[n - 1] == '0')
			buf[--n] = '\0';
	}
	return json_object_new_double_s(x, buf);
}

static int selfplay_print_json(const struct selfplay_opts *o, const struct play_stats *st)
{
	struct json_object *root = json_object_new_object(), *seats = json_object_new_array();
	if (!root || !seats)
		return -1;
	bool mcr = rules_preset(o->preset)->family == RULES_MCR;
	json_object_object_add(root, "games", json_object_new_int64(st->games));
	json_object_object_add(root, "hands", json_object_new_int64(st->hands));
	for (int p = 0; p < selfplay_players(o); p++) {
		struct play_summary s;
		play_stats_summary(st, p, &s);
		struct json_object *e = json_object_new_object();
		json_object_object_add(e, "ai", json_object_new_string(o->players[p]->name));
		json_object_object_add(e, "avg_placement", json_number(s.avg_placement));
		json_object_object_add(e, "avg_points", json_number(s.avg_points));
		json_object_object_add(e, "win_rate", json_number(s.win_rate));
		json_object_object_add(e, "deal_in_rate", json_number(s.deal_in_rate));
		json_object_object_add(e, "riichi_rate", mcr ? NULL : json_number(s.riichi_rate));
		json_object_object_add(e, "call_rate", json_number(s.call_rate));
		json_object_object_add(e, "draw_rate", json_number(s.draw_rate));
		json_object_object_add(e, "avg_win", json_number(s.avg_win));
		json_object_array_add(seats, e);
	}
	json_object_object_add(root, "seats", seats);
	json_object_object_add(root, "bot_faults", json_object_new_int(mjai_player_faults()));
	puts(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PLAIN));
	json_object_put(root);
	return 0;
}

/* Prints s in a column of width terminal cells, by display width, not bytes. */
static void print_cell(const char *s, int width, bool right)
{
	int w = textwidth(s);
	int pad = width > w ? width - w : 0;
	printf("%*s%s%*s", right ? pad : 0, "", s, right ? 0 : pad, "");
}

static void selfplay_print_table(const struct selfplay_opts *o, const struct play_stats *st)
{
	/* one row per column: heading (msgid), width */
	static const struct {
		const char *heading;
		int width;
	} columns[] = {
	    {N_("player"), 14}, {N_("place"), 6},   {N_("points"), 8},
	    {N_("win"), 7},	{N_("deal-in"), 8}, {N_("riichi"), 7},
	    {N_("call"), 7},	{N_("draw"), 7},    {N_("avg win"), 8},
	};
	enum { NCOLUMNS = sizeof columns / sizeof columns[0] };

	char games[48], hands[48];
	snprintf(games, sizeof games, ngettext("%ld game", "%ld games", (unsigned long)st->games),
		 st->games);
	snprintf(hands, sizeof hands, ngettext("%ld hand", "%ld hands", (unsigned long)st->hands),
		 st->hands);
	/* TRANSLATORS: "100 games, 1021 hands, rules standard, seed 1" */
	printf(_("%s, %s, rules %s, seed %" PRIu64 "\n"), games, hands, o->preset, o->seed);
	for (int c = 0; c < NCOLUMNS; c++) {
		fputs(c ? " " : "", stdout);
		print_cell(_(columns[c].heading), columns[c].width, c > 0);
	}
	fputs("\n", stdout);
	for (int p = 0; p < selfplay_players(o); p++) {
		struct play_summary s;
		play_stats_summary(st, p, &s);
		double rates[] = {s.win_rate, s.deal_in_rate, s.riichi_rate, s.call_rate,
				  s.draw_rate};
		char cell[NCOLUMNS][32];
		snprintf(cell[0], sizeof cell[0], "%d %s", p + 1, o->players[p]->name);
		snprintf(cell[1], sizeof cell[1], "%.2f", s.avg_placement);
		snprintf(cell[2], sizeof cell[2], "%.0f", s.avg_points);
		for (int r = 0; r < 5; r++)
			snprintf(cell[3 + r], sizeof cell[3 + r], "%.1f%%", 100 * rates[r]);
		if (rules_preset(o->preset)->family == RULES_MCR)
			snprintf(cell[5], sizeof cell[5], "-"); /* no riichi in MCR */
		snprintf(cell[8], sizeof cell[8], "%.0f", s.avg_win);
		for (int c = 0; c < NCOLUMNS; c++) {
			fputs(c ? " " : "", stdout);
			print_cell(cell[c], columns[c].width, c > 0);
		}
		fputs("\n", stdout);
	}
}

int cli_selfplay_main(int argc, char **argv)
{
	struct selfplay_opts o = {.games = SELFPLAY_DEFAULT_GAMES, .seed = 1, .preset = "standard"};
	for (int s = 0; s < SEATS; s++)
		o.players[s] = players_find("random");
	bool help = false;
	int status = parse_opts(argc, argv, &o, &help);
	if (status != 0)
		return status;
	if (help) {
		selfplay_usage(stdout);
		return EXIT_SUCCESS;
	}
	if (o.logs_dir && selfplay_logs_open(&o) != 0)
		return EXIT_FAILURE;

	const struct rules *rules = rules_preset(o.preset);
	struct play_stats stats;
	play_stats_init(&stats);
	bool progress = isatty(STDERR_FILENO);
	int last = -1;
	for (long i = 0; i < o.games; i++) {
		struct selfplay_failure fail = {0};
		int rc = selfplay_game(&o, rules, i, &stats, &fail);
		if (rc == -2) {
			fprintf(stderr, _("%s selfplay: out of memory\n"), PACKAGE);
			return EXIT_FAILURE;
		}
		if (rc == -3)
			return EXIT_FAILURE;
		if (rc == -1) {
			if (progress)
				fputs("\n", stderr);
			selfplay_report_failure(&o, &fail);
			return SELFPLAY_EXIT_USAGE;
		}
		if (progress)
			selfplay_progress(i + 1, o.games, &last);
	}

	if (o.json ? selfplay_print_json(&o, &stats) != 0 : (selfplay_print_table(&o, &stats), 0)) {
		fprintf(stderr, _("%s selfplay: out of memory\n"), PACKAGE);
		return EXIT_FAILURE;
	}
	/* a reader that went away (| head) is no error worth a message */
	if (fflush(stdout) != 0 || ferror(stdout)) {
		if (errno != EPIPE)
			fprintf(stderr, _("%s selfplay: write error: %s\n"), PACKAGE,
				strerror(errno));
		return EXIT_FAILURE;
	}
	return EXIT_SUCCESS;
}
