/* jansou stats: the player's history of finished games. */
#include <config.h>

#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "rules/rules.h"
#include "src/cli/cli_io.h"
#include "src/engine/history.h"
#include "src/engine/i18n.h"
#include "src/text/escape.h"

/* sums over a history of any length: wide enough never to overflow */
struct stats_sum {
	long long games, hands, wins, deal_ins;
	long long threat_discards, safest_discards, threat_deal_ins;
	/* over the games that recorded them: hands, riichi and call hands, wins and their value */
	long long style_hands, riichi_hands, call_hands, style_wins, win_points;
	long long places[4];
	double placement, points;
};

static void stats_add(struct stats_sum *s, const struct history_game *g)
{
	s->games++;
	s->hands += g->hands;
	s->wins += g->wins;
	s->deal_ins += g->deal_ins;
	s->threat_discards += g->threat_discards;
	s->safest_discards += g->safest_discards;
	s->threat_deal_ins += g->threat_deal_ins;
	if (g->has_style) {
		s->style_hands += g->hands;
		s->riichi_hands += g->riichi_hands;
		s->call_hands += g->call_hands;
		s->style_wins += g->wins;
		s->win_points += g->win_points;
	}
	s->places[g->placement - 1]++;
	s->placement += g->placement;
	s->points += g->points;
}

static bool is_mcr(const struct history_game *g)
{
	const struct rules *r = rules_preset(g->rules);
	return r && r->family == RULES_MCR;
}

static double ratio(double a, double b)
{
	return b > 0 ? a / b : 0;
}

static json_object *stats_json(const struct stats_sum *s)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "games", json_object_new_int64(s->games));
	json_object_object_add(o, "hands", json_object_new_int64(s->hands));
	json_object *p = json_object_new_array();
	for (int i = 0; i < 4; i++)
		json_object_array_add(p, json_object_new_int64(s->places[i]));
	json_object_object_add(o, "placements", p);
	json_object_object_add(o, "avg_placement", cli_json_number(ratio(s->placement, s->games)));
	json_object_object_add(o, "avg_points", cli_json_number(ratio(s->points, s->games)));
	json_object_object_add(o, "win_rate", cli_json_number(ratio(s->wins, s->hands)));
	json_object_object_add(o, "deal_in_rate", cli_json_number(ratio(s->deal_ins, s->hands)));
	/* null where no game recorded them (games played before they were kept) */
	json_object_object_add(
	    o, "riichi_rate",
	    s->style_hands ? cli_json_number(ratio(s->riichi_hands, s->style_hands)) : NULL);
	json_object_object_add(
	    o, "call_rate",
	    s->style_hands ? cli_json_number(ratio(s->call_hands, s->style_hands)) : NULL);
	json_object_object_add(o, "avg_win",
			       s->style_wins ? cli_json_number(ratio(s->win_points, s->style_wins))
					     : NULL);
	/* defence: discards made under threat, the share that were the safest held, and the
	 * share that dealt in */
	json_object *d = json_object_new_object();
	json_object_object_add(d, "threat_discards", json_object_new_int64(s->threat_discards));
	json_object_object_add(d, "safest_rate",
			       cli_json_number(ratio(s->safest_discards, s->threat_discards)));
	json_object_object_add(d, "deal_in_rate",
			       cli_json_number(ratio(s->threat_deal_ins, s->threat_discards)));
	json_object_object_add(o, "defence", d);
	return o;
}

static void stats_print(const char *title, const struct stats_sum *s)
{
	printf("%s\n", title);
	printf(_("  games %lld, hands %lld\n"), s->games, s->hands);
	printf(_("  placements: 1st %lld, 2nd %lld, 3rd %lld, 4th %lld; average %.2f\n"),
	       s->places[0], s->places[1], s->places[2], s->places[3],
	       ratio(s->placement, s->games));
	printf(_("  average points %.0f\n"), ratio(s->points, s->games));
	printf(_("  win rate %.1f%%, deal-in rate %.1f%%\n"), 100 * ratio(s->wins, s->hands),
	       100 * ratio(s->deal_ins, s->hands));
	if (s->style_hands > 0)
		printf(_("  riichi rate %.1f%%, call rate %.1f%%\n"),
		       100 * ratio(s->riichi_hands, s->style_hands),
		       100 * ratio(s->call_hands, s->style_hands));
	if (s->style_wins > 0)
		printf(_("  average win %.0f (without honba and riichi sticks)\n"),
		       ratio(s->win_points, s->style_wins));
	if (s->threat_discards > 0)
		printf(ngettext("  under threat: %lld discard, %.1f%% the safest you held, %.1f%% "
				"dealt in\n",
				"  under threat: %lld discards, %.1f%% the safest you held, %.1f%% "
				"dealt in\n",
				(unsigned long)s->threat_discards),
		       s->threat_discards, 100 * ratio(s->safest_discards, s->threat_discards),
		       100 * ratio(s->threat_deal_ins, s->threat_discards));
}

/* The log of g, when it is still there: its path in path; false without. */
static bool kept_log(const struct history_game *g, char *path, size_t size)
{
	char err[300];
	return history_log_path(g, path, size, err, sizeof err) == 0 && access(path, R_OK) == 0;
}

/* --games: every game with its log, for jansou review. */
static void list_games(const struct history_game *games, int n, bool json)
{
	char path[4400];
	if (json) {
		json_object *o = json_object_new_object(), *a = json_object_new_array();
		for (int i = 0; i < n; i++) {
			const struct history_game *g = &games[i];
			json_object *x = json_object_new_object();
			json_object_object_add(x, "time", json_object_new_int64(g->time));
			json_object_object_add(x, "seed", json_object_new_uint64(g->seed));
			json_object_object_add(x, "rules", json_object_new_string(g->rules));
			json_object_object_add(x, "placement", json_object_new_int(g->placement));
			json_object_object_add(x, "points", json_object_new_int(g->points));
			json_object_object_add(
			    x, "log",
			    kept_log(g, path, sizeof path) ? json_object_new_string(path) : NULL);
			json_object_array_add(a, x);
		}
		json_object_object_add(o, "games", a);
		printf("%s\n", json_object_to_json_string_ext(
				   o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
		json_object_put(o);
		return;
	}
	if (n == 0) {
		puts(_("No finished games yet."));
		return;
	}
	puts(_("Your games, the oldest first ('jansou review LOG' goes over one):"));
	for (int i = 0; i < n; i++) {
		const struct history_game *g = &games[i];
		struct tm tm;
		time_t t = (time_t)g->time;
		char when[32];
		localtime_r(&t, &tm);
		strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
		/* TRANSLATORS: a game of the history: its number, date, rules, place and
		 * points; its log follows. */
		text_escape_printf(stdout, _("%4d  %s  %-10s place %d  %6d  "), i + 1, when,
				   g->rules, g->placement, g->points);
		if (kept_log(g, path, sizeof path))
			text_escape_printf(stdout, "%s", path);
		else
			fputs(_("(no log kept)"), stdout);
		putchar('\n');
	}
}

static void usage(FILE *out)
{
	fputs(_("Usage: jansou stats [--json] [--recent N] [--games]\n"
		"Your finished games: placements, points, win and deal-in rates, over all\n"
		"games and over the most recent ones (read from $XDG_DATA_HOME/jansou).\n"
		"Games of Chinese Official rules are summed apart (under \"mcr\" in JSON).\n\n"
		"  --recent N   how many recent games to sum apart (default 10)\n"
		"  --games      list every game instead, each with its log (for jansou review)\n"
		"  --json       one JSON object instead of the table\n"
		"  -h, --help   show this help and exit\n"),
	      out);
}

int cli_stats_main(int argc, char **argv)
{
	static const struct option options[] = {
	    {"json", no_argument, NULL, 'j'},
	    {"recent", required_argument, NULL, 'n'},
	    {"games", no_argument, NULL, 'g'},
	    {"help", no_argument, NULL, 'h'},
	    {NULL, 0, NULL, 0},
	};
	bool json = false, list = false;
	int recent = 10, opt;
	while ((opt = getopt_long(argc, argv, "h", options, NULL)) != -1) {
		switch (opt) {
		case 'j':
			json = true;
			break;
		case 'g':
			list = true;
			break;
		case 'n': {
			char *end;
			long v = strtol(optarg, &end, 10);
			if (*end || v < 1 || v > 1000000) {
				fprintf(stderr,
					_("jansou stats: --recent needs a number from 1 up, not "
					  "\"%s\"\n"),
					optarg);
				return 2;
			}
			recent = (int)v;
			break;
		}
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind < argc) {
		fprintf(stderr, _("jansou stats: unexpected argument \"%s\"\n"), argv[optind]);
		return 2;
	}
	struct history_game *games;
	char err[300];
	int n = history_read(&games, err, sizeof err);
	if (n < 0) {
		fprintf(stderr, "jansou stats: %s\n", err);
		return 1;
	}
	if (list) {
		list_games(games, n, json);
		free(games);
		return 0;
	}
	/* Chinese Official games (points from 0, no uma) are summed apart from riichi games */
	struct stats_sum all = {0}, last = {0}, mcr = {0}, mcr_last = {0};
	int nmcr = 0;
	for (int i = 0; i < n; i++)
		nmcr += is_mcr(&games[i]);
	for (int i = 0, ri = 0, mi = 0; i < n; i++) {
		if (is_mcr(&games[i])) {
			stats_add(&mcr, &games[i]);
			if (mi++ >= nmcr - recent)
				stats_add(&mcr_last, &games[i]);
		} else {
			stats_add(&all, &games[i]);
			if (ri++ >= n - nmcr - recent)
				stats_add(&last, &games[i]);
		}
	}
	free(games);
	if (json) {
		json_object *o = stats_json(&all);
		json_object_object_add(o, "recent", stats_json(&last));
		if (nmcr) {
			json_object *m = stats_json(&mcr);
			json_object_object_add(m, "recent", stats_json(&mcr_last));
			json_object_object_add(o, "mcr", m);
		}
		printf("%s\n", json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN));
		json_object_put(o);
		return 0;
	}
	if (n == 0) {
		puts(_("No finished games yet."));
		return 0;
	}
	char title[96];
	if (n > nmcr) {
		stats_print(_("All games:"), &all);
		snprintf(
		    title, sizeof title,
		    ngettext("The last game:", "The last %lld games:", (unsigned long)last.games),
		    last.games);
		stats_print(title, &last);
	}
	if (nmcr) {
		stats_print(_("All games of Chinese Official rules:"), &mcr);
		snprintf(title, sizeof title,
			 ngettext("The last game of Chinese Official rules:",
				  "The last %lld games of Chinese Official rules:",
				  (unsigned long)mcr_last.games),
			 mcr_last.games);
		stats_print(title, &mcr_last);
	}
	return 0;
}
