/*
 * An external mjai bot in a seat ("mjai:COMMAND"): the command runs as a child process, told
 * every event the seat may see, one JSON line each, as the mjai server tells them (with the
 * answers it may give: mjai_feed.c), and its one-line answers are its decisions. A bot that
 * answers an illegal action or what is not JSON, answers nothing within the time limit, or
 * exits, is reported with the last lines exchanged; from then on a jansou AI (defensive)
 * plays the seat, so nothing hangs and no game is lost.
 */
#include <config.h>

#include "src/record/mjai/mjai_player.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <json-c/json.h>

#include "src/record/mjai/mjai_answer.h"
#include "src/record/mjai/mjai_feed.h"
#include "src/text/escape.h"
#include "src/text/i18n.h"

enum { SLOTS = 4, TRAIL = 4, LINE_MAX_BOT = 1 << 16, BOT_GRACE_MS = 500 };

struct bot {
	struct controller c;
	struct controller *fallback;
	const struct player_kind *fallback_kind;
	int seat;
	struct mjai_feed *feed; /* what the bot is told */
	pid_t pid;
	int to, from; /* pipes to and from the bot */
	bool faulted, reach_sent;
	json_object *pending; /* the answer to the last event */
	char buf[LINE_MAX_BOT];
	size_t have;
	char trail[TRAIL][160]; /* the last lines exchanged, for the report */
	int ntrail;
};

static struct player_kind slots[SLOTS];
static char slot_names[SLOTS][256];
static int timeout_ms = 10000;
static int faults;

void mjai_player_set_timeout(int seconds)
{
	timeout_ms = seconds > 0 ? seconds * 1000 : 10000;
}

int mjai_player_faults(void)
{
	return faults;
}

static void note(struct bot *b, const char *dir, const char *text)
{
	if (b->ntrail == TRAIL) {
		memmove(b->trail[0], b->trail[1], sizeof b->trail[0] * (TRAIL - 1));
		b->ntrail--;
	}
	/* cut to the report's width, on a character's boundary: the start of a line says what
	 * it was */
	size_t len = strnlen(text, 150);
	while (len > 0 && text[len] && ((unsigned char)text[len] & 0xc0) == 0x80)
		len--;
	snprintf(b->trail[b->ntrail++], sizeof b->trail[0], "%s %.*s", dir, (int)len, text);
}

/* Whether the child has exited, without reaping it (its pid, and so its process group's id,
 * stays ours until then). */
static bool child_exited(pid_t pid)
{
	siginfo_t info = {0};
	return waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
	       info.si_pid == pid;
}

/* Waits up to the grace period for the child to exit; whether it did. */
static bool child_exits(pid_t pid)
{
	for (int waited = 0; waited < BOT_GRACE_MS; waited += 10) {
		if (child_exited(pid))
			return true;
		nanosleep(&(struct timespec){.tv_nsec = 10 * 1000 * 1000}, NULL);
	}
	return child_exited(pid);
}

/*
 * Ends the bot: its input closed, it may end by itself (a pipeline writes its last lines);
 * else its whole process group (a shell's children, what they left running in the background)
 * is asked with SIGTERM (and SIGCONT, for a bot that stopped itself); then SIGKILL, which
 * nothing ignores, ends whatever is left of the group. The child is reaped only then, so the
 * group's id is never another's. Never blocks on a bot that will not end.
 */
static void stop_child(struct bot *b)
{
	if (b->to >= 0)
		close(b->to);
	if (b->from >= 0)
		close(b->from);
	b->to = b->from = -1;
	if (b->pid <= 0)
		return;
	if (!child_exits(b->pid)) {
		kill(-b->pid, SIGTERM);
		kill(-b->pid, SIGCONT);
		child_exits(b->pid);
	}
	kill(-b->pid, SIGKILL);
	while (waitpid(b->pid, NULL, 0) < 0 && errno == EINTR)
		;
	b->pid = 0;
}

static mjai_fault_fn fault_hook;
static void *fault_hook_ctx;

void mjai_player_on_fault(mjai_fault_fn fn, void *ctx)
{
	fault_hook = fn;
	fault_hook_ctx = ctx;
}

/* The bot is done for: say why, with the last lines exchanged; the AI plays on. */
static void fault(struct bot *b, const char *why)
{
	if (b->faulted)
		return;
	b->faulted = true;
	faults++;
	char *report = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&report, &len);
	if (m) {
		fprintf(m, _("%s: the mjai bot in seat %d %s; a jansou AI plays the seat on.\n"),
			PACKAGE, b->seat, why);
		size_t summary_len = (size_t)ftell(m);
		/* what the bot wrote goes to a terminal: its control bytes shown, never obeyed */
		for (int i = 0; i < b->ntrail; i++) {
			fputs("  ", m);
			text_escape_puts(m, b->trail[i]);
			fputc('\n', m);
		}
		if (fclose(m) == 0 && report) {
			char summary[400];
			snprintf(summary, sizeof summary, "%.*s", (int)summary_len - 1, report);
			if (fault_hook)
				fault_hook(fault_hook_ctx, summary, report);
			else
				fputs(report, stderr);
		}
	}
	free(report);
	stop_child(b);
	json_object_put(b->pending);
	b->pending = NULL;
}

/* One line from the bot within the time limit; NULL (and a fault) otherwise. */
static json_object *read_answer(struct bot *b)
{
	struct timespec start;
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		char *nl = memchr(b->buf, '\n', b->have);
		if (nl) {
			*nl = '\0';
			note(b, "<", b->buf);
			json_object *o = json_tokener_parse(b->buf);
			size_t used = (size_t)(nl - b->buf) + 1;
			memmove(b->buf, nl + 1, b->have - used);
			b->have -= used;
			if (!json_object_is_type(o, json_type_object)) {
				json_object_put(o);
				fault(b, _("answered what is not a JSON object"));
				return NULL;
			}
			return o;
		}
		if (b->have == sizeof b->buf) {
			fault(b, _("answered a line too long"));
			return NULL;
		}
		struct timespec now;
		clock_gettime(CLOCK_MONOTONIC, &now);
		long spent =
		    (now.tv_sec - start.tv_sec) * 1000 + (now.tv_nsec - start.tv_nsec) / 1000000;
		struct pollfd p = {.fd = b->from, .events = POLLIN};
		int r = spent >= timeout_ms ? 0 : poll(&p, 1, (int)(timeout_ms - spent));
		if (r < 0 && errno == EINTR)
			continue;
		if (r == 0) {
			fault(b, _("answered nothing in time"));
			return NULL;
		}
		ssize_t got = read(b->from, b->buf + b->have, sizeof b->buf - b->have);
		if (got <= 0) {
			if (got < 0 && errno == EINTR)
				continue;
			fault(b, _("exited"));
			return NULL;
		}
		b->have += (size_t)got;
	}
}

/* Sends one event; the answer is the new pending one. */
static void send_event(struct bot *b, json_object *o)
{
	const char *text = json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
								 JSON_C_TO_STRING_NOSLASHESCAPE);
	note(b, ">", text);
	size_t len = strlen(text);
	char *line = malloc(len + 1);
	if (!line) {
		fault(b, strerror(ENOMEM));
		return;
	}
	memcpy(line, text, len);
	line[len] = '\n';
	size_t done = 0;
	while (done <= len) {
		ssize_t w = write(b->to, line + done, len + 1 - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			free(line);
			fault(b, _("exited"));
			return;
		}
		done += (size_t)w;
	}
	free(line);
	/* cleared before the read: a fault there releases b->pending itself */
	json_object_put(b->pending);
	b->pending = NULL;
	b->pending = read_answer(b);
}

/* Sends what the feed has ready; the answer to the last is the pending one. */
static void send_ready(struct bot *b)
{
	json_object *o;
	while ((o = mjai_feed_next(b->feed))) {
		if (!b->faulted)
			send_event(b, o);
		json_object_put(o);
	}
}

static void bot_observe(struct controller *self, const struct game_event *ev)
{
	struct bot *b = self->data;
	if (b->fallback->observe)
		b->fallback->observe(b->fallback, ev);
	if (b->faulted)
		return;
	mjai_feed_event(b->feed, ev);
	send_ready(b);
	if (ev->type == EV_DISCARD && ev->seat == b->seat)
		b->reach_sent = false;
}

static int bot_choose(struct controller *self, const struct seat_view *v,
		      const struct action *choices, int n)
{
	struct bot *b = self->data;
	if (!b->faulted) {
		/* the question's event goes now, with the answers the bot may give */
		mjai_feed_asked(b->feed, v, choices, n);
		send_ready(b);
	}
	if (!b->faulted) {
		json_object *o = b->pending;
		b->pending = NULL;
		if (mjai_answer_is_reach(o, v)) {
			/* the riichi's discard: mjai asks for it after the reach */
			json_object *r = mjai_feed_reach(b->feed, v, choices, n);
			b->reach_sent = true;
			send_event(b, r);
			json_object_put(r);
			json_object_put(o);
			o = b->pending;
			b->pending = NULL;
		}
		int i = b->faulted ? -1 : mjai_answer_match(o, b->reach_sent, choices, n);
		json_object_put(o);
		if (i >= 0)
			return i;
		if (!b->faulted)
			fault(b, _("answered an action the game does not allow now"));
	}
	return b->fallback->choose(b->fallback, v, choices, n);
}

static struct controller *bot_create(const struct player_kind *kind, int seat,
				     const struct rules *rules, uint64_t seed)
{
	const char *command = kind->data;
	const struct player_kind *fk = players_find("defensive");
	struct bot *b = calloc(1, sizeof *b);
	if (!b || !fk)
		return free(b), NULL;
	b->fallback_kind = fk;
	b->fallback = fk->create(fk, seat, rules, seed);
	if (!b->fallback)
		return free(b), NULL;
	b->seat = seat;
	b->feed = mjai_feed_new(rules, seat);
	if (!b->feed) {
		fk->destroy(b->fallback);
		return free(b), NULL;
	}
	b->to = b->from = -1;
	b->c = (struct controller){
	    .name = kind->name, .choose = bot_choose, .observe = bot_observe, .data = b};
	/* the mjai protocol plays the games its records hold (the family's row says which:
	 * four-player riichi); any other game is the fallback's to play */
	if (!(rules_family_of(rules->family)->logs & RULES_LOG_MJAI)) {
		fault(b, rules_family_of(rules->family)->players != SEATS
			     ? _("cannot play three players: the mjai protocol has four seats")
			     : _("cannot play these rules: the mjai protocol plays riichi"));
		return &b->c;
	}
	signal(SIGPIPE, SIG_IGN); /* a bot that exits shows up as a failed write */
	int in[2], out[2];
	if (pipe(in) < 0 || pipe(out) < 0) {
		fault(b, strerror(errno));
		return &b->c;
	}
	fflush(NULL);
	pid_t pid = fork();
	if (pid == 0) {
		setpgid(0, 0); /* its own group: ended whole, whatever it starts */
		signal(SIGPIPE, SIG_DFL);
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		execl("/bin/sh", "sh", "-c", command, (char *)NULL);
		_exit(127);
	}
	if (pid > 0)
		setpgid(pid, pid); /* as the child does: whichever runs first */
	close(in[0]);
	close(out[1]);
	b->to = in[1];
	b->from = out[0];
	fcntl(b->to, F_SETFD, FD_CLOEXEC);
	fcntl(b->from, F_SETFD, FD_CLOEXEC);
	b->pid = pid;
	if (pid < 0)
		fault(b, strerror(errno));
	return &b->c;
}

static void bot_destroy(struct controller *c)
{
	if (!c)
		return;
	struct bot *b = c->data;
	stop_child(b);
	json_object_put(b->pending);
	mjai_feed_free(b->feed);
	b->fallback_kind->destroy(b->fallback);
	free(b);
}

const struct player_kind *mjai_player_find(const char *name)
{
	if (!name || strncmp(name, "mjai:", 5) != 0 || !name[5] ||
	    strlen(name) >= sizeof slot_names[0])
		return NULL;
	for (int i = 0; i < SLOTS; i++)
		if (slots[i].name && strcmp(slots[i].name, name) == 0)
			return &slots[i];
	for (int i = 0; i < SLOTS; i++)
		if (!slots[i].name) {
			snprintf(slot_names[i], sizeof slot_names[i], "%s", name);
			slots[i] = (struct player_kind){.name = slot_names[i],
							.describe = N_("an external mjai bot"),
							.create = bot_create,
							.destroy = bot_destroy,
							.data = slot_names[i] + 5};
			return &slots[i];
		}
	return NULL;
}

const struct player_kind *players_resolve(const char *name)
{
	const struct player_kind *k = players_find(name);
	return k ? k : mjai_player_find(name);
}
