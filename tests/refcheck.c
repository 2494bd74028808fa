/*
 * End-to-end check of `jansou calc --json` and `jansou analyze --json` against
 * reference results (the .jsonl files of tests/data, one {"in":...,"want":...} per line).
 * Feeds every "in" to the program named by $JANSOU in one process per file and
 * compares each answer with "want" as tests/data/README.md says. Prints TAP:
 * one test point per reference line, with the input of every mismatch.
 *
 * Usage: refcheck [FILE.jsonl]...   (default: the three files in $srcdir/data)
 * A file whose name starts with "analyze" is checked with analyze, else calc.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <fcntl.h>

#include <json.h>

struct refline {
	const char *file;
	int lineno;
	json_object *in, *want;
	json_object *got; /* the answer, NULL if none came */
};

struct refset {
	struct refline *lines;
	size_t n, cap;
};

static const char *const default_files[] = {
    "analyze-sample.jsonl",
    "calc-standard-sample.jsonl",
    "calc-tenhou-sample.jsonl",
};

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

static void die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	printf("Bail out! ");
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	exit(99);
}

static const char *plain(json_object *o)
{
	return json_object_to_json_string_ext(o, JSON_C_TO_STRING_PLAIN |
						     JSON_C_TO_STRING_NOSLASHESCAPE);
}

static bool is_analyze(const char *path)
{
	const char *base = strrchr(path, '/');
	return strncmp(base ? base + 1 : path, "analyze", 7) == 0;
}

/* Reads the reference lines of one file, appending them to set. */
static size_t load_file(const char *path, struct refset *set)
{
	FILE *f = fopen(path, "r");
	if (!f)
		die("cannot open %s: %s", path, strerror(errno));
	char *line = NULL;
	size_t cap = 0, count = 0;
	int lineno = 0;
	while (getline(&line, &cap, f) != -1) {
		lineno++;
		if (line[strspn(line, " \t\r\n")] == '\0')
			continue;
		json_object *o = json_tokener_parse(line), *in, *want;
		if (!o || !json_object_object_get_ex(o, "in", &in) ||
		    !json_object_object_get_ex(o, "want", &want))
			die("%s:%d: not a {\"in\":...,\"want\":...} line", path, lineno);
		if (set->n == set->cap) {
			set->cap = set->cap ? 2 * set->cap : 1024;
			set->lines = realloc(set->lines, set->cap * sizeof *set->lines);
			if (!set->lines)
				die("out of memory");
		}
		set->lines[set->n++] = (struct refline){.file = path,
							.lineno = lineno,
							.in = json_object_get(in),
							.want = json_object_get(want)};
		json_object_put(o);
		count++;
	}
	free(line);
	fclose(f);
	return count;
}

/*
 * Runs `$JANSOU tool --json` on the inputs of lines[0..n) and stores each
 * answer. Returns whether the program ended well (exit status 0).
 */
static bool run_tool(const char *tool, struct refline *lines, size_t n)
{
	const char *jansou = getenv("JANSOU");
	if (!jansou)
		die("JANSOU is not set: run this test through make check");
	const char *tmpdir = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char input[4096];
	snprintf(input, sizeof input, "%s/refcheck-XXXXXX", tmpdir);
	int fd = mkstemp(input);
	if (fd < 0)
		die("cannot create a file in %s: %s", tmpdir, strerror(errno));
	FILE *f = fdopen(fd, "w");
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%s\n", plain(lines[i].in));
	if (fclose(f) != 0)
		die("cannot write %s: %s", input, strerror(errno));

	int pipefd[2];
	if (pipe(pipefd) < 0)
		die("pipe: %s", strerror(errno));
	fflush(stdout);
	pid_t pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		int in = open(input, O_RDONLY);
		if (in < 0 || dup2(in, 0) < 0 || dup2(pipefd[1], 1) < 0)
			_exit(127);
		close(pipefd[0]);
		execl(jansou, jansou, tool, "--json", (char *)NULL);
		_exit(127);
	}
	close(pipefd[1]);
	FILE *out = fdopen(pipefd[0], "r");
	char *line = NULL;
	size_t cap = 0, got = 0;
	while (getline(&line, &cap, out) != -1) {
		if (got < n)
			lines[got].got = json_tokener_parse(line);
		got++;
	}
	free(line);
	fclose(out);
	int status;
	waitpid(pid, &status, 0);
	unlink(input);
	if (got != n)
		printf("# %s --json wrote %zu answers for %zu requests\n", tool, got, n);
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return true;
	printf("# %s %s --json ended with status %d (signal %d)\n", jansou, tool,
	       WIFEXITED(status) ? WEXITSTATUS(status) : -1,
	       WIFSIGNALED(status) ? WTERMSIG(status) : 0);
	return false;
}

/* ---- comparison ---------------------------------------------------------- */

/* Mismatches of one line, as text for the TAP diagnostics. */
struct diff {
	char text[2048];
	size_t len;
};

static void differ(struct diff *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void differ(struct diff *d, const char *fmt, ...)
{
	if (d->len >= sizeof d->text)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(d->text + d->len, sizeof d->text - d->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		d->len += (size_t)n;
	if (d->len < sizeof d->text - 2) {
		d->text[d->len++] = ';';
		d->text[d->len++] = ' ';
		d->text[d->len] = '\0';
	}
}

static json_object *field(json_object *o, const char *name)
{
	json_object *v = NULL;
	if (o)
		json_object_object_get_ex(o, name, &v);
	return v;
}

/* Compares one field by its JSON text, so that types count too. */
static void same(struct diff *d, json_object *want, json_object *got, const char *name)
{
	json_object *w = field(want, name), *g = field(got, name);
	char wt[512];
	snprintf(wt, sizeof wt, "%s", w ? plain(w) : "(absent)");
	const char *gt = g ? plain(g) : "(absent)";
	if (strcmp(wt, gt) != 0)
		differ(d, "%s: want %s, got %s", name, wt, gt);
}

static int compare_strings(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The yaku ids as one sorted, comma-joined string; items may be ids or {"id":..}. */
static void yaku_set(json_object *list, char *out, size_t size)
{
	const char *ids[64];
	size_t n = 0;
	out[0] = '\0';
	if (!json_object_is_type(list, json_type_array)) {
		snprintf(out, size, "(absent)");
		return;
	}
	for (size_t i = 0; i < json_object_array_length(list) && n < 64; i++) {
		json_object *item = json_object_array_get_idx(list, i);
		json_object *id =
		    json_object_is_type(item, json_type_object) ? field(item, "id") : item;
		ids[n++] = id ? json_object_get_string(id) : "?";
	}
	qsort(ids, n, sizeof ids[0], compare_strings);
	size_t used = 0;
	for (size_t i = 0; i < n && used < size; i++)
		used += (size_t)snprintf(out + used, size - used, "%s%s", i ? "," : "", ids[i]);
}

static bool want_yakuman(json_object *want)
{
	json_object *limit = field(want, "limit");
	return limit && strstr(json_object_get_string(limit), "yakuman");
}

static void compare_calc(json_object *want, json_object *got, struct diff *d)
{
	same(d, want, got, "ok");
	if (!json_object_get_boolean(field(want, "ok"))) {
		same(d, want, got, "code");
		return;
	}
	if (!json_object_get_boolean(field(got, "ok")))
		return;
	char ws[1024], gs[1024];
	yaku_set(field(want, "yaku"), ws, sizeof ws);
	yaku_set(field(got, "yaku"), gs, sizeof gs);
	if (strcmp(ws, gs) != 0)
		differ(d, "yaku: want [%s], got [%s]", ws, gs);
	if (!want_yakuman(want)) {
		same(d, want, got, "han");
		if (json_object_get_int(field(want, "han")) < 5)
			same(d, want, got, "fu");
	}
	same(d, want, got, "payment");
	same(d, want, got, "total");
}

/*
 * Turns a list of objects into an object keyed by key, holding the value
 * fields given (one value, or a list of several), so it reads like "want".
 */
static json_object *list_to_map(json_object *list, const char *key, const char *const *values,
				int nvalues)
{
	json_object *map = json_object_new_object();
	for (size_t i = 0;
	     json_object_is_type(list, json_type_array) && i < json_object_array_length(list);
	     i++) {
		json_object *item = json_object_array_get_idx(list, i), *v;
		json_object *k = field(item, key);
		if (!k)
			continue;
		if (nvalues == 1)
			v = json_object_get(field(item, values[0]));
		else {
			v = json_object_new_array();
			for (int j = 0; j < nvalues; j++)
				json_object_array_add(v, json_object_get(field(item, values[j])));
		}
		json_object_object_add(map, json_object_get_string(k), v);
	}
	return map;
}

/* Compares two maps by keys and values, whatever the order of the keys. */
static void same_map(struct diff *d, const char *name, json_object *want, json_object *got)
{
	char extra[512] = "";
	size_t used = 0;
	json_object_object_foreach(want, key, wv)
	{
		json_object *gv = field(got, key);
		char wt[64];
		snprintf(wt, sizeof wt, "%s", plain(wv));
		if (!gv)
			differ(d, "%s %s: want %s, got none", name, key, wt);
		else if (strcmp(wt, plain(gv)) != 0)
			differ(d, "%s %s: want %s, got %s", name, key, wt, plain(gv));
	}
	json_object_object_foreach(got, gkey, gv2)
	{
		(void)gv2;
		if (!field(want, gkey) && used < sizeof extra)
			used += (size_t)snprintf(extra + used, sizeof extra - used, " %s", gkey);
	}
	if (used)
		differ(d, "%s: not wanted:%s", name, extra);
}

static void compare_analyze(json_object *want, json_object *got, struct diff *d)
{
	if (!json_object_get_boolean(field(got, "ok"))) {
		differ(d, "ok: want true, got %s", plain(field(got, "error")));
		return;
	}
	same(d, want, got, "shanten");
	if (field(want, "ukeire"))
		same(d, want, got, "ukeire");
	if (field(want, "waits") || field(got, "waits")) {
		static const char *const left[] = {"left"};
		json_object *g = list_to_map(field(got, "waits"), "tile", left, 1);
		json_object *w = field(want, "waits");
		json_object *empty = json_object_new_object();
		same_map(d, "waits", w ? w : empty, g);
		json_object_put(empty);
		json_object_put(g);
	}
	if (field(want, "discards")) {
		static const char *const values[] = {"shanten", "ukeire"};
		json_object *g = list_to_map(field(got, "discards"), "tile", values, 2);
		same_map(d, "discards", field(want, "discards"), g);
		json_object_put(g);
	}
}

int main(int argc, char **argv)
{
	struct refset set = {0};
	char paths[3][4096];
	const char *srcdir = getenv("srcdir") ? getenv("srcdir") : ".";
	int nfiles = argc > 1 ? argc - 1 : 3;
	const char *files[64];
	for (int i = 0; i < nfiles && i < 64; i++) {
		if (argc > 1)
			files[i] = argv[i + 1];
		else {
			snprintf(paths[i], sizeof paths[i], "%s/data/%s", srcdir, default_files[i]);
			files[i] = paths[i];
		}
	}

	size_t start[65];
	for (int i = 0; i < nfiles; i++) {
		start[i] = set.n;
		load_file(files[i], &set);
	}
	start[nfiles] = set.n;
	/* a test point per line, and one per file for the program's exit status */
	printf("1..%zu\n", set.n + (size_t)nfiles);
	for (int i = 0; i < nfiles; i++) {
		const char *tool = is_analyze(files[i]) ? "analyze" : "calc";
		bool ended_well = run_tool(tool, set.lines + start[i], start[i + 1] - start[i]);
		printf("%s %d - %s --json on %s exits with status 0\n",
		       ended_well ? "ok" : "not ok", i + 1, tool, files[i]);
	}

	size_t failed = 0;
	for (size_t i = 0; i < set.n; i++) {
		struct refline *r = &set.lines[i];
		struct diff d = {.len = 0};
		d.text[0] = '\0';
		if (!r->got)
			differ(&d, "no answer");
		else if (is_analyze(r->file))
			compare_analyze(r->want, r->got, &d);
		else
			compare_calc(r->want, r->got, &d);
		const char *base = strrchr(r->file, '/');
		base = base ? base + 1 : r->file;
		if (d.len == 0) {
			printf("ok %zu - %s:%d\n", nfiles + i + 1, base, r->lineno);
			continue;
		}
		failed++;
		printf("not ok %zu - %s:%d: %s\n", nfiles + i + 1, base, r->lineno, d.text);
		printf("#   in:   %s\n", plain(r->in));
		printf("#   want: %s\n", plain(r->want));
		printf("#   got:  %s\n", r->got ? plain(r->got) : "(nothing)");
	}
	printf("# %zu of %zu reference lines agree\n", set.n - failed, set.n);
	for (size_t i = 0; i < set.n; i++) {
		json_object_put(set.lines[i].in);
		json_object_put(set.lines[i].want);
		json_object_put(set.lines[i].got);
	}
	free(set.lines);
	return 0;
}
