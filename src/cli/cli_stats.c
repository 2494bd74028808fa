/* jansou stats: the player's history of finished games. */
#include <config.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "rules/rules.h"
#include "src/cli/cli.h"
#include "src/cli/cli_io.h"
#include "src/cli/cli_options.h"
#include "src/record/history.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"

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

/*
 * Games are summed by kind: four-player riichi, Chinese Official rules (points from 0, no
 * uma) and three-player riichi (three places) are not comparable. The first kind is the
 * JSON object itself, the others go under their key.
 */
enum { KIND_RIICHI, KIND_MCR, KIND_SANMA, KINDS };
static const struct {
	const char *key; /* JSON */
	int places;
	const char *all; /* msgid */
} kinds[KINDS] = {
    [KIND_RIICHI] = {"", 4, N_("All games:")},
    [KIND_MCR] = {"mcr", 4, N_("All games of Chinese Official rules:")},
    [KIND_SANMA] = {"sanma", 3, N_("All three-player games:")},
};

/* "The last 10 games:" of a kind; each ngettext written out, for xgettext to see its plural */
static void last_title(int kind, long long n, char *buf, size_t size)
{
	unsigned long c = (unsigned long)n;
	const char *f =
	    kind == KIND_MCR ? ngettext("The last game of Chinese Official rules:",
					"The last %lld games of Chinese Official rules:", c)
	    : kind == KIND_SANMA
		? ngettext("The last three-player game:", "The last %lld three-player games:", c)
		: ngettext("The last game:", "The last %lld games:", c);
	snprintf(buf, size, f, n);
}

static int kind_of(const struct history_game *g)
{
	const struct rules *r = rules_preset(g->rules);
	if (r && r->family == RULES_MCR)
		return KIND_MCR;
	return r && r->family == RULES_SANMA ? KIND_SANMA : KIND_RIICHI;
}

static double ratio(double a, double b)
{
	return b > 0 ? a / b : 0;
}

static json_object *stats_json(const struct stats_sum *s, int places)
{
	json_object *o = json_object_new_object();
	json_object_object_add(o, "games", json_object_new_int64(s->games));
	json_object_object_add(o, "hands", json_object_new_int64(s->hands));
	json_object *p = json_object_new_array();
	for (int i = 0; i < places; i++)
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

static void stats_print(const char *title, const struct stats_sum *s, int places)
{
	printf("%s\n", title);
	printf(_("  games %lld, hands %lld\n"), s->games, s->hands);
	if (places == 3)
		printf(_("  placements: 1st %lld, 2nd %lld, 3rd %lld; average %.2f\n"),
		       s->places[0], s->places[1], s->places[2], ratio(s->placement, s->games));
	else
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

/*
 * The damaged lines skipped: each of the first few on standard error with why, and their
 * count after the report, so that the sums are known to leave them out.
 */
static void report_skipped_lines(const struct history_skipped *sk)
{
	for (int i = 0; i < sk->nshown; i++) {
		text_escape_printf(stderr, _("%s:%d: not a game record, skipped: %s"), sk->path,
				   sk->line[i], sk->why[i]);
		fputc('\n', stderr);
	}
}

static void print_skipped_count(const struct history_skipped *sk)
{
	if (sk->count > 0)
		printf(ngettext("%d damaged line of the history skipped.\n",
				"%d damaged lines of the history skipped.\n",
				(unsigned long)sk->count),
		       sk->count);
}

/* --games: every game with its log, for jansou review. */
static void list_games(const struct history_game *games, int n, bool json,
		       const struct history_skipped *sk)
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
			if (g->played_by[0]) /* a computer player in the seat (--autoplay) */
				json_object_object_add(x, "played_by",
						       json_object_new_string(g->played_by));
			json_object_array_add(a, x);
		}
		json_object_object_add(o, "games", a);
		json_object_object_add(o, "damaged_lines", json_object_new_int(sk->count));
		printf("%s\n", json_object_to_json_string_ext(
				   o, JSON_C_TO_STRING_PLAIN | JSON_C_TO_STRING_NOSLASHESCAPE));
		json_object_put(o);
		return;
	}
	if (n == 0) {
		puts(_("No finished games yet."));
		print_skipped_count(sk);
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
	print_skipped_count(sk);
}

enum { OPT_JSON = CLI_LONG_ONLY, OPT_RECENT, OPT_GAMES };

static const struct cli_option stats_options[] = {
    {"recent", OPT_RECENT, N_("N"), N_("how many recent games to sum apart (default 10)")},
    {"games", OPT_GAMES, NULL,
     N_("list every game instead, each with its log (for jansou review)")},
    {"json", OPT_JSON, NULL, N_("one JSON object instead of the table")},
    CLI_OPTION_HELP,
    {NULL, 0, NULL, NULL},
};

static void usage(FILE *out)
{
	fputs(_("Usage: jansou stats [--json] [--recent N] [--games]\n"
		"Your finished games: placements, points, win and deal-in rates, over all\n"
		"games and over the most recent ones (read from $XDG_DATA_HOME/jansou).\n"
		"Games of Chinese Official rules and three-player games are summed apart\n"
		"(under \"mcr\" and \"sanma\" in JSON).\n"),
	      out);
	fputs("\n", out);
	cli_options_print(stats_options, out);
}

int cli_stats_main(int argc, char **argv)
{
	bool json = false, list = false;
	int recent = 10, opt;
	struct cli_parse p;
	cli_parse_start(&p, "stats", stats_options, argc, argv);
	while ((opt = cli_parse_next(&p)) != 0) {
		switch (opt) {
		case OPT_JSON:
			json = true;
			break;
		case OPT_GAMES:
			list = true;
			break;
		case OPT_RECENT: {
			char *end;
			long v = strtol(p.value, &end, 10);
			if (*end || v < 1 || v > 1000000) {
				fprintf(stderr,
					_("jansou stats: --recent needs a number from 1 up, not "
					  "\"%s\"\n"),
					p.value);
				return 2;
			}
			recent = (int)v;
			break;
		}
		case 'h':
			usage(stdout);
			return 0;
		default:
			return 2;
		}
	}
	if (cli_parse_no_operands(&p) != 0)
		return 2;
	struct history_game *games;
	static struct history_skipped skipped;
	char err[300];
	int n = history_read(&games, &skipped, err, sizeof err);
	if (n < 0) {
		fprintf(stderr, "jansou stats: %s\n", err);
		return 1;
	}
	report_skipped_lines(&skipped);
	if (list) {
		list_games(games, n, json, &skipped);
		free(games);
		return 0;
	}
	struct stats_sum all[KINDS] = {0}, last[KINDS] = {0};
	int count[KINDS] = {0}, seen[KINDS] = {0}, by_ai = 0;
	/* a game a computer player played in your seat (--autoplay) is not yours to count */
	for (int i = 0; i < n; i++)
		if (games[i].played_by[0])
			by_ai++;
		else
			count[kind_of(&games[i])]++;
	for (int i = 0; i < n; i++) {
		if (games[i].played_by[0])
			continue;
		int k = kind_of(&games[i]);
		stats_add(&all[k], &games[i]);
		if (seen[k]++ >= count[k] - recent)
			stats_add(&last[k], &games[i]);
	}
	free(games);
	if (json) {
		json_object *o = stats_json(&all[KIND_RIICHI], kinds[KIND_RIICHI].places);
		json_object_object_add(o, "recent",
				       stats_json(&last[KIND_RIICHI], kinds[KIND_RIICHI].places));
		for (int k = KIND_RIICHI + 1; k < KINDS; k++) {
			if (!count[k])
				continue;
			json_object *m = stats_json(&all[k], kinds[k].places);
			json_object_object_add(m, "recent", stats_json(&last[k], kinds[k].places));
			json_object_object_add(o, kinds[k].key, m);
		}
		json_object_object_add(o, "autoplay_games", json_object_new_int(by_ai));
		json_object_object_add(o, "damaged_lines", json_object_new_int(skipped.count));
		printf("%s\n", json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN));
		json_object_put(o);
		return 0;
	}
	if (n - by_ai == 0)
		puts(_("No finished games yet."));
	char title[96];
	for (int k = 0; k < KINDS && n > by_ai; k++) {
		if (!count[k])
			continue;
		stats_print(_(kinds[k].all), &all[k], kinds[k].places);
		last_title(k, last[k].games, title, sizeof title);
		stats_print(title, &last[k], kinds[k].places);
	}
	if (by_ai > 0)
		printf(
		    ngettext("%d game a computer player played in your seat (--autoplay) is not "
			     "counted.\n",
			     "%d games a computer player played in your seat (--autoplay) are not "
			     "counted.\n",
			     (unsigned long)by_ai),
		    by_ai);
	print_skipped_count(&skipped);
	return 0;
}
