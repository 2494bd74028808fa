/*
 * make check's driver for a fuzz harness, without libFuzzer: feeds it every
 * file of its seed corpus (tests/fuzz/corpus/NAME/) and of the inputs that
 * once crashed it (tests/fuzz/crashes/NAME/), printing TAP. A crash or a
 * sanitizer report fails the test; there is nothing else to compare.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/fuzz/fuzz.h"

#ifndef FUZZ_NAME
#error "FUZZ_NAME names the harness: its corpus and crash directories"
#endif

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The sorted file names of dir; *n is 0 when it does not exist. */
static char **list_dir(const char *dir, size_t *n)
{
	*n = 0;
	DIR *d = opendir(dir);
	if (!d)
		return NULL;
	char **names = NULL;
	size_t cap = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (*n == cap) {
			cap = cap ? 2 * cap : 64;
			names = realloc(names, cap * sizeof *names);
			if (!names)
				abort();
		}
		if (!(names[(*n)++] = strdup(e->d_name)))
			abort();
	}
	closedir(d);
	qsort(names, *n, sizeof *names, by_name);
	return names;
}

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		return -1;
	}
	size_t cap = 4096, size = 0;
	unsigned char *data = malloc(cap);
	size_t got;
	while (data && (got = fread(data + size, 1, cap - size, f)) > 0) {
		size += got;
		if (size == cap)
			data = realloc(data, cap *= 2);
	}
	if (!data)
		abort();
	int bad = ferror(f);
	fclose(f);
	/* an exact-size copy, so that reading one byte too far is caught */
	unsigned char *exact = malloc(size ? size : 1);
	if (!exact)
		abort();
	memcpy(exact, data, size);
	free(data);
	if (!bad)
		LLVMFuzzerTestOneInput(exact, size);
	free(exact);
	return bad ? -1 : 0;
}

int main(void)
{
	const char *srcdir = getenv("srcdir");
	if (!srcdir)
		srcdir = "tests";
	static const char *const kinds[] = {"corpus", "crashes"};
	char **names[2];
	size_t counts[2];
	char dirs[2][4096];
	for (int k = 0; k < 2; k++) {
		snprintf(dirs[k], sizeof dirs[k], "%s/fuzz/%s/%s", srcdir, kinds[k], FUZZ_NAME);
		names[k] = list_dir(dirs[k], &counts[k]);
	}
	if (counts[0] == 0) {
		printf("1..1\nnot ok 1 - no seed corpus in %s\n", dirs[0]);
		return 1;
	}
	printf("1..%zu\n", counts[0] + counts[1]);
	int failed = 0, test = 0;
	for (int k = 0; k < 2; k++)
		for (size_t i = 0; i < counts[k]; i++) {
			char path[8192];
			snprintf(path, sizeof path, "%s/%s", dirs[k], names[k][i]);
			int bad = run_file(path) < 0;
			failed |= bad;
			printf("%s %d - %s %s/%s\n", bad ? "not ok" : "ok", ++test, FUZZ_NAME,
			       kinds[k], names[k][i]);
			fflush(stdout);
			free(names[k][i]);
		}
	free(names[0]);
	free(names[1]);
	return failed;
}
