/*
 * Load on jansou serve: one server, N rooms of four bot clients over loopback, all the
 * clients in this one process (a jansou mjai bot with a cheap AI each, one poll(2) loop).
 *
 *   bench/room_load [-n ROOMS] [-s SECONDS] [-a AI] [JANSOU]
 *
 * JANSOU (default src/jansou) is started as "serve" on a port of its own with a scratch state
 * folder; every client joins its room by the mjai protocol, the rooms start by themselves,
 * and after SECONDS (default 20) it reports the rooms held (playing or played), the events
 * the clients were told a second, the latency from a discard answered to every seat of the
 * room having been told it (p50, p99; a client told when its bytes are read, before the bots\n * of
 * the other rooms work, so that the bots' thinking is not counted), and the server's resident
 * memory a room. The goal (issue 33): 200 rooms on a 2-core machine, p99 under 50 ms, under 1 MB a
 * room.
 */
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "ai/players.h"
#include "src/record/mjai/mjai_bot.h"

enum { SEATS4 = 4, BUF = 1 << 16 };

struct cl {
	int fd;
	struct mjai_bot *bot;
	int room;
	char in[BUF];
	size_t have;
	double read_at; /* when the last bytes came: the time the lines they end were told */
	bool joined, done;
};

struct lroom {
	double t0; /* when a discard was answered, 0: none pending */
	int seen;
	bool started;
};

static double now_s(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static long rss_kb(pid_t pid)
{
	char path[64], line[256];
	snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
	FILE *f = fopen(path, "r");
	long kb = -1;
	while (f && fgets(line, sizeof line, f))
		if (strncmp(line, "VmRSS:", 6) == 0)
			kb = strtol(line + 6, NULL, 10);
	if (f)
		fclose(f);
	return kb;
}

static void say(struct cl *c, json_object *o)
{
	const char *t = json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN);
	size_t len = strlen(t);
	char line[4096];
	if (len + 1 > sizeof line)
		return;
	memcpy(line, t, len);
	line[len] = '\n';
	size_t done = 0;
	while (done < len + 1) {
		ssize_t w = send(c->fd, line + done, len + 1 - done, MSG_NOSIGNAL);
		if (w > 0)
			done += (size_t)w;
		else if (w < 0 && (errno == EAGAIN || errno == EINTR)) {
			struct pollfd p = {.fd = c->fd, .events = POLLOUT};
			poll(&p, 1, 100);
		} else {
			c->done = true;
			return;
		}
	}
}

int main(int argc, char **argv)
{
	int nrooms = 200, seconds = 20;
	const char *ai = "tsumogiri", *jansou = "src/jansou";
	int opt;
	while ((opt = getopt(argc, argv, "n:s:a:")) != -1)
		switch (opt) {
		case 'n':
			nrooms = atoi(optarg);
			break;
		case 's':
			seconds = atoi(optarg);
			break;
		case 'a':
			ai = optarg;
			break;
		default:
			fprintf(stderr,
				"usage: room_load [-n ROOMS] [-s SECONDS] [-a AI] [JANSOU]\n");
			return 2;
		}
	if (optind < argc)
		jansou = argv[optind];
	if (nrooms < 1)
		nrooms = 1;
	const struct player_kind *kind = players_find(ai);
	const struct rules *rules = rules_preset("standard");
	if (!kind || !rules) {
		fprintf(stderr, "room_load: no AI %s\n", ai);
		return 2;
	}
	char dir[] = "/tmp/room_load-XXXXXX";
	if (!mkdtemp(dir))
		return 1;
	char portfile[64], state[64];
	snprintf(portfile, sizeof portfile, "%s/port", dir);
	snprintf(state, sizeof state, "%s/state", dir);
	char maxconn[32];
	snprintf(maxconn, sizeof maxconn, "%d", nrooms * SEATS4 + 16);
	pid_t server = fork();
	if (server == 0) {
		execl(jansou, jansou, "serve", "--listen", "127.0.0.1:0", "--port-file", portfile,
		      "--state", state, "--quiet", "--max-connections", maxconn, "--max-per-ip",
		      maxconn, "--max-rooms", maxconn, "--timeout", "600", (char *)NULL);
		_exit(127);
	}
	int port = 0;
	for (int i = 0; i < 100 && !port; i++) {
		FILE *f = fopen(portfile, "r");
		if (f) {
			if (fscanf(f, "%d", &port) != 1)
				port = 0;
			fclose(f);
		}
		if (!port)
			usleep(50000);
	}
	if (!port) {
		fprintf(stderr, "room_load: %s serve did not start\n", jansou);
		kill(server, SIGKILL);
		return 1;
	}
	long rss0 = rss_kb(server);
	int n = nrooms * SEATS4;
	struct cl *cl = calloc((size_t)n, sizeof *cl);
	struct lroom *rooms = calloc((size_t)nrooms, sizeof *rooms);
	struct pollfd *pfd = calloc((size_t)n, sizeof *pfd);
	size_t latcap = 1 << 20, nlat = 0;
	double *lat = malloc(latcap * sizeof *lat);
	if (!cl || !rooms || !pfd || !lat)
		return 1;
	for (int i = 0; i < n; i++) {
		cl[i].room = i / SEATS4;
		cl[i].fd = socket(AF_INET, SOCK_STREAM, 0);
		struct sockaddr_in a = {.sin_family = AF_INET,
					.sin_port = htons((uint16_t)port),
					.sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
		if (cl[i].fd < 0 || connect(cl[i].fd, (struct sockaddr *)&a, sizeof a) != 0) {
			fprintf(stderr, "room_load: connection %d: %s\n", i, strerror(errno));
			kill(server, SIGKILL);
			return 1;
		}
		fcntl(cl[i].fd, F_SETFL, fcntl(cl[i].fd, F_GETFL) | O_NONBLOCK);
		cl[i].bot = mjai_bot_new(kind, rules);
	}
	double start = now_s(), end = start + seconds;
	long events = 0;
	long rss_peak = rss0;
	double next_rss = start + 1;
	while (now_s() < end) {
		for (int i = 0; i < n; i++)
			pfd[i] =
			    (struct pollfd){.fd = cl[i].done ? -1 : cl[i].fd, .events = POLLIN};
		if (poll(pfd, (nfds_t)n, 200) < 0 && errno != EINTR)
			break;
		double t = now_s();
		if (t >= next_rss) {
			long r = rss_kb(server);
			if (r > rss_peak)
				rss_peak = r;
			next_rss = t + 1;
		}
		/* everything that came is read first, each client's time noted, and only then
		 * answered: the bots' own work for one room is not counted as the server's
		 * latency to another */
		for (int i = 0; i < n; i++) {
			pfd[i].revents &= (short)(POLLIN | POLLHUP | POLLERR);
			if (!pfd[i].revents)
				continue;
			struct cl *c = &cl[i];
			ssize_t got = read(c->fd, c->in + c->have, sizeof c->in - c->have);
			if (got <= 0) {
				pfd[i].revents = 0;
				if (!(got < 0 && errno == EAGAIN))
					c->done = true;
				continue;
			}
			c->have += (size_t)got;
			c->read_at = now_s();
		}
		for (int i = 0; i < n; i++) {
			if (!pfd[i].revents)
				continue;
			struct cl *c = &cl[i];
			char *nl;
			while ((nl = memchr(c->in, '\n', c->have))) {
				*nl = '\0';
				json_object *o = json_tokener_parse(c->in);
				size_t used = (size_t)(nl - c->in) + 1;
				memmove(c->in, nl + 1, c->have - used);
				c->have -= used;
				json_object *tv;
				const char *type = o && json_object_object_get_ex(o, "type", &tv)
						       ? json_object_get_string(tv)
						       : "";
				struct lroom *r = &rooms[c->room];
				if (strcmp(type, "hello") == 0) {
					json_object *j = json_object_new_object();
					char name[32], room[32];
					snprintf(name, sizeof name, "b%d", i);
					snprintf(room, sizeof room, "load%d", c->room);
					json_object_object_add(j, "type",
							       json_object_new_string("join"));
					json_object_object_add(j, "name",
							       json_object_new_string(name));
					json_object_object_add(j, "room",
							       json_object_new_string(room));
					say(c, j);
					json_object_put(j);
					json_object_put(o);
					continue;
				}
				events++;
				r->started = true;
				if (strcmp(type, "dahai") == 0 && r->t0 > 0 &&
				    ++r->seen == SEATS4) {
					if (nlat == latcap) {
						latcap *= 2;
						lat = realloc(lat, latcap * sizeof *lat);
					}
					lat[nlat++] = c->read_at - r->t0;
					r->t0 = 0;
				}
				json_object *answer = NULL;
				if (o && mjai_bot_event(c->bot, o, &answer) != 0)
					answer = NULL;
				if (!answer) {
					answer = json_object_new_object();
					json_object_object_add(answer, "type",
							       json_object_new_string("none"));
				}
				json_object *at;
				if (json_object_object_get_ex(answer, "type", &at) &&
				    strcmp(json_object_get_string(at), "dahai") == 0) {
					r->t0 = now_s();
					r->seen = 0;
				}
				say(c, answer);
				json_object_put(answer);
				json_object_put(o);
			}
		}
	}
	double elapsed = now_s() - start;
	long rss_end = rss_kb(server);
	if (rss_end > rss_peak)
		rss_peak = rss_end;
	int held = 0;
	for (int i = 0; i < nrooms; i++)
		held += rooms[i].started;
	qsort(lat, nlat, sizeof *lat, cmp);
	double p50 = nlat ? lat[nlat / 2] : 0, p99 = nlat ? lat[(size_t)((double)nlat * 0.99)] : 0;
	printf("room_load: %d rooms asked, %d held, %.0f events/s told to clients, discard to "
	       "every seat told p50 %.1f ms p99 %.1f ms (%zu discards), server RSS %.0f KiB a "
	       "room (%ld KiB peak, %ld KiB idle)\n",
	       nrooms, held, (double)events / elapsed, p50 * 1000, p99 * 1000, nlat,
	       held ? (double)(rss_peak - rss0) / held : 0.0, rss_peak, rss0);
	kill(server, SIGTERM);
	waitpid(server, NULL, 0);
	for (int i = 0; i < n; i++) {
		close(cl[i].fd);
		mjai_bot_free(cl[i].bot);
	}
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "room_load: could not remove %s\n", dir);
	free(cl);
	free(rooms);
	free(pfd);
	free(lat);
	return 0;
}
