/*
 * Input and output of the calc and analyze tools: the JSON-lines loop (one
 * request per line in, one answer per line out), error answers, and writing
 * that ends quietly when the reader closes the pipe.
 */
#ifndef JANSOU_SRC_CLI_CLI_IO_H
#define JANSOU_SRC_CLI_CLI_IO_H

#include <stdio.h>

#include <json.h>

#include "src/cli/cli_json.h"

/* The error codes of an answer {"ok":false,"code":...,"error":...}. */
#define CLI_NOT_COMPLETE "not_complete"
#define CLI_NO_YAKU "no_yaku"
#define CLI_BAD_INPUT "bad_input"
#define CLI_NOT_ENOUGH "not_enough" /* MCR: below the 8-point minimum */

/* The longest request line, in bytes: a longer one gets an error answer and is skipped. */
enum { CLI_LINE_MAX = 1 << 20 };

/*
 * Answers one request: request is a JSON object (defaults already merged in); the
 * answer, one JSON object, is added to out (out->failed tells of no memory).
 */
typedef void (*cli_json_handler)(const struct cli_json *request, struct cli_out *out);

/*
 * Reads requests from in, one JSON object per line, and writes one answer per
 * line to out. The answers are written whenever the input has no whole line left
 * (so a caller sending one request at a time gets each answer before it sends the
 * next) and at the end. Empty lines are skipped; a line that is not a JSON object
 * (a NUL byte, invalid UTF-8, a string holding \u0000, text after the object, more
 * than CLI_LINE_MAX bytes) gets a bad_input answer. Fields of defaults that a line
 * does not set are added to it. Returns the exit status: 0, or 1 when in or out
 * fails or memory runs out (a reader closing the pipe is not a failure).
 */
int cli_json_loop(FILE *in, FILE *out, json_object *defaults, cli_json_handler handle,
		  const char *command);

/* Ignores SIGPIPE, so that a closed pipe shows up as EPIPE from a write. */
void cli_ignore_sigpipe(void);

/*
 * Flushes stdout at the end of a human-readable answer and returns status, or
 * 1 with a message when the output could not be written (quietly 0 on EPIPE).
 */
int cli_finish_stdout(int status, const char *command);

/* Prints s left-aligned in width terminal columns (UTF-8 aware). */
void cli_print_padded(FILE *out, const char *s, int width);

/* A number as people write it in JSON: at most four decimals, no trailing zeros, never -0. */
json_object *cli_json_number(double v);

#endif
