/*
 * The libFuzzer entry point every harness under tests/fuzz/ defines. The same
 * harness is linked either with libFuzzer (tests/fuzz/run, clang) or with
 * fuzz_main.c, which feeds it the committed corpus and crash inputs in make check.
 */
#ifndef JANSOU_TESTS_FUZZ_FUZZ_H
#define JANSOU_TESTS_FUZZ_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The input as a NUL-terminated string (a NUL inside ends it early); free() it. */
char *fuzz_text(const uint8_t *data, size_t size);

/* Stops the run when a harness finds a property broken (not a crash by itself). */
void fuzz_fail(const char *what) __attribute__((noreturn));

#endif
