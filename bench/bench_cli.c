/*
 * Speed of "jansou calc --json" and "jansou analyze --json" end to end: requests
 * written to a file, the tool run on it with its answers going to a file, as a
 * service fed by a batch would see it.
 *
 *   bench/bench_cli [-n REQUESTS] [-r ROUNDS] [-k] [JANSOU]...
 *
 * Every JANSOU (default src/jansou) is run on the same files, the programs taking
 * turns round after round so that a busy machine slows them alike; the best round
 * counts. Besides the rate over all requests it reports the first-request latency:
 * the wall time of a process answering one request, and the rate over the first
 * 2000 requests of a process (tables built on first use would show there). -k keeps
 * the request files and the last answers (their directory is printed).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rules/notation.h"
#include "rules/rng.h"
#include "rules/tile.h"

enum { BENCH_SEED = 20240619, COLD_REQUESTS = 2000, MAX_PROGRAMS = 8 };

static const char *const winds[] = {"E", "S", "W", "N"};

/* Adds one tile of kind k to counts; false when it would be a fifth copy. */
static int take(uint8_t counts[TILE_KINDS], int k)
{
	if (counts[k] >= 4)
		return 0;
	counts[k]++;
	return 1;
}

/* A block: a run (start kind of a suit, 1-7) or a triplet; its kinds in out[3]. */
static void random_block(struct rng *r, int out[3])
{
	if (rng_below(r, 3)) {
		int k = (int)rng_below(r, 3) * 9 + (int)rng_below(r, 7);
		out[0] = k, out[1] = k + 1, out[2] = k + 2;
	} else {
		int k = (int)rng_below(r, TILE_KINDS);
		out[0] = out[1] = out[2] = k;
	}
}

static void format_kinds(const int *kinds, int n, char *buf, size_t size)
{
	tile_t t[14];
	for (int i = 0; i < n; i++)
		t[i] = (tile_t)kinds[i];
	notation_format_tiles(t, n, buf, size);
}

/* One complete riichi hand as a calc request: four blocks and a pair, maybe one of them called. */
static void calc_request(struct rng *r, FILE *f)
{
	uint8_t counts[TILE_KINDS];
	int tiles[14], n, meld[3] = {0}, open;
	do {
		memset(counts, 0, sizeof counts);
		n = 0;
		open = rng_below(r, 4) == 0;
		int ok = 1, pair = (int)rng_below(r, TILE_KINDS);
		ok &= take(counts, pair) && take(counts, pair);
		tiles[n++] = pair, tiles[n++] = pair;
		for (int b = 0; b < 4 && ok; b++) {
			int k[3];
			random_block(r, k);
			for (int i = 0; i < 3; i++)
				ok &= take(counts, k[i]);
			if (b == 0 && open)
				memcpy(meld, k, sizeof meld);
			else
				for (int i = 0; i < 3; i++)
					tiles[n++] = k[i];
		}
		if (ok)
			break;
	} while (1);
	int w = (int)rng_below(r, (uint32_t)n);
	int win = tiles[w];
	tiles[w] = tiles[--n];
	char hand[64], melds[32] = "", dora[8];
	format_kinds(tiles, n, hand, sizeof hand);
	if (open) {
		char m[16];
		format_kinds(meld, 3, m, sizeof m);
		snprintf(melds, sizeof melds, "\"%s:%s\"", meld[0] == meld[1] ? "pon" : "chi", m);
	}
	format_kinds((int[]){(int)rng_below(r, TILE_KINDS)}, 1, dora, sizeof dora);
	fprintf(f,
		"{\"hand\":\"%s\",\"melds\":[%s],\"win\":\"%s\",\"tsumo\":%s,\"riichi\":%s,"
		"\"round_wind\":\"%s\",\"seat_wind\":\"%s\",\"dora\":[\"%s\"],\"honba\":%u}\n",
		hand, melds, notation_tile((tile_t)win), rng_below(r, 2) ? "true" : "false",
		open ? "false" : "true", winds[rng_below(r, 2)], winds[rng_below(r, 4)], dora,
		rng_below(r, 3));
}

/* 13 or 14 tiles from a shuffled wall as an analyze request. */
static void analyze_request(struct rng *r, FILE *f)
{
	int wall[TILE_KINDS * 4], n = 13 + (int)rng_below(r, 2);
	for (int t = 0; t < TILE_KINDS * 4; t++)
		wall[t] = t / 4;
	for (int t = 0; t < n; t++) {
		int j = t + (int)rng_below(r, (uint32_t)(TILE_KINDS * 4 - t));
		int tmp = wall[t];
		wall[t] = wall[j];
		wall[j] = tmp;
	}
	char hand[64];
	format_kinds(wall, n, hand, sizeof hand);
	fprintf(f, "{\"hand\":\"%s\"}\n", hand);
}

static int write_requests(const char *path, void (*request)(struct rng *, FILE *), long n)
{
	struct rng r;
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "bench_cli: %s: %s\n", path, strerror(errno));
		return -1;
	}
	rng_seed(&r, BENCH_SEED);
	for (long i = 0; i < n; i++)
		request(&r, f);
	return fclose(f) == 0 ? 0 : -1;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Runs "JANSOU TOOL --json <in >out"; returns the wall time in seconds, or -1. */
static double run_tool(const char *jansou, const char *tool, const char *in, const char *out)
{
	double start = now();
	pid_t pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		if (!freopen(in, "r", stdin) || !freopen(out, "w", stdout))
			_exit(127);
		execl(jansou, jansou, tool, "--json", (char *)NULL);
		_exit(127);
	}
	int status;
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "bench_cli: %s %s --json failed\n", jansou, tool);
		return -1;
	}
	return now() - start;
}

struct case_ {
	const char *tool;
	const char *label;
	char in[64];
	long n;
};

int main(int argc, char **argv)
{
	long n = 200000;
	int rounds = 3, opt, keep = 0;
	while ((opt = getopt(argc, argv, "n:r:k")) != -1) {
		if (opt == 'k')
			keep = 1;
		else if (opt == 'n')
			n = atol(optarg);
		else if (opt == 'r')
			rounds = atoi(optarg);
		else
			return 2;
	}
	const char *programs[MAX_PROGRAMS] = {"src/jansou"};
	int nprograms = argc - optind < 1 ? 1 : argc - optind;
	if (nprograms > MAX_PROGRAMS)
		nprograms = MAX_PROGRAMS;
	for (int i = 0; i < nprograms && optind + i < argc; i++)
		programs[i] = argv[optind + i];

	char dir[] = "/tmp/bench_cli.XXXXXX", out[80];
	if (!mkdtemp(dir))
		return 1;
	struct case_ cases[] = {
	    {"calc", "calc --json", "", n},
	    {"calc", "calc --json, 1 request", "", 1},
	    {"calc", "calc --json, first 2000", "", COLD_REQUESTS},
	    {"analyze", "analyze --json", "", n},
	    {"analyze", "analyze --json, 1 request", "", 1},
	    {"analyze", "analyze --json, first 2000", "", COLD_REQUESTS},
	};
	enum { NCASES = sizeof cases / sizeof cases[0] };
	int status = 0;
	for (int c = 0; c < NCASES && !status; c++) {
		snprintf(cases[c].in, sizeof cases[c].in, "%s/%s-%ld.jsonl", dir, cases[c].tool,
			 cases[c].n);
		status = write_requests(
		    cases[c].in, strcmp(cases[c].tool, "calc") ? analyze_request : calc_request,
		    cases[c].n);
	}
	snprintf(out, sizeof out, "%s/answers.jsonl", dir);
	double best[NCASES][MAX_PROGRAMS];
	for (int c = 0; c < NCASES; c++)
		for (int p = 0; p < nprograms; p++)
			best[c][p] = 1e9;
	for (int round = 0; round < rounds && !status; round++)
		for (int c = 0; c < NCASES && !status; c++)
			for (int p = 0; p < nprograms && !status; p++) {
				double t = run_tool(programs[p], cases[c].tool, cases[c].in, out);
				if (t < 0)
					status = 1;
				else if (t < best[c][p])
					best[c][p] = t;
			}
	for (int c = 0; c < NCASES && !status; c++)
		for (int p = 0; p < nprograms; p++) {
			if (cases[c].n == 1)
				printf("%-30s %-28s %10.2f ms per process\n", cases[c].label,
				       programs[p], best[c][p] * 1e3);
			else
				printf("%-30s %-28s %10.0f requests/s (%ld in %.3f s)\n",
				       cases[c].label, programs[p], (double)cases[c].n / best[c][p],
				       cases[c].n, best[c][p]);
		}
	if (keep) {
		printf("requests and answers kept in %s\n", dir);
		return status;
	}
	for (int c = 0; c < NCASES; c++)
		unlink(cases[c].in);
	unlink(out);
	rmdir(dir);
	return status;
}
