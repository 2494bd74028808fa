/*
 * The end of every command's output. SIGPIPE is ignored (main() calls
 * cli_ignore_sigpipe()), so a reader that closes the pipe early shows up as a
 * failed write; such a command ends quietly with its own status. Any other
 * failure to write standard output (a full disk) is reported.
 */
#ifndef JANSOU_SRC_CLI_OUTPUT_CHECK_H
#define JANSOU_SRC_CLI_OUTPUT_CHECK_H

/*
 * Flushes standard output. Returns status, or 1 after a message when the
 * output could not be written and the command had not failed already.
 */
int output_check_stdout(int status);

#endif
