#!/bin/sh
# Every way out of the full-screen game gives the terminal back:
# a crash (SIGSEGV, abort), SIGTERM, SIGHUP, a double SIGINT, and
# exit() without endwin(); one SIGINT only asks. Each case runs
# tests/term_guard_demo in a tmux pane on a private server and looks at the
# terminal with stty afterwards. Prints TAP.
set -u
: "${srcdir:?run this test through make check}"
demo=$(pwd)/tests/term_guard_demo
if ! command -v tmux >/dev/null 2>&1; then
	echo "1..0 # SKIP tmux is not installed (Debian package tmux)"
	exit 0
fi
tmp=${TMPDIR:-/tmp}/term-guard-test.$$
mkdir "$tmp" || exit 99
server="jansou-term-guard-$$"
trap 'tmux -L "$server" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
# sanitizers: let the game handle SIGSEGV first (AddressSanitizer ignores a program's
# handler unless told), then report the crash as before
ASAN_OPTIONS=${ASAN_OPTIONS:-}:handle_abort=0:allow_user_segv_handler=1
export ASAN_OPTIONS

n=0
failed=0
result() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else
		failed=$((failed + 1)); echo "not ok $n - $2"
		for f in "$tmp"/case/*; do [ -f "$f" ] && sed "s|^|#   $(basename "$f"): |" "$f"; done
	fi
}

# wait_for FILE: until it exists, for at most a minute (a hung case fails, no timing is checked).
wait_for() {
	i=0
	while [ ! -s "$1" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
	[ -s "$1" ]
}

# start MODE [--no-guard]: runs the demo in a new pane; afterwards the pane
# records its status and the terminal's settings.
start() {
	rm -rf "$tmp/case"
	mkdir "$tmp/case"
	tmux -L "$server" -f /dev/null new-session -d -x 80 -y 24 -c "$tmp/case" \
		"'$demo' $*; echo \$? >status.tmp; stty -a >tty; mv status.tmp status; sleep 600"
	wait_for "$tmp/case/pid"
	# the demo has the terminal once READY is on the screen (or it has ended)
	i=0
	until [ -e "$tmp/case/status" ] || tmux -L "$server" capture-pane -p | grep -q READY ||
		[ $i -ge 600 ]; do
		sleep 0.1; i=$((i + 1)); done
}

finish() {
	wait_for "$tmp/case/status"
	tmux -L "$server" kill-server 2>/dev/null
	sleep 0.2
}

# restored: the terminal is back in line mode with echo
restored() {
	grep -q -- " icanon" "$tmp/case/tty" && grep -q -- " echo" "$tmp/case/tty"
}

signal_case() { # NAME SIGNAL...
	name=$1
	shift
	start term
	for sig in "$@"; do kill -s "$sig" "$(cat "$tmp/case/pid")"; sleep 0.2; done
	finish
	restored
	result $? "$name restores the terminal"
}

for mode in segv abort exit; do
	start "$mode"
	finish
	restored
	result $? "$mode restores the terminal"
done
signal_case "SIGTERM" TERM
signal_case "SIGHUP" HUP

# the control: the same crash without the guard leaves the terminal raw
start segv --no-guard
finish
! restored
result $? "without the guard a crash leaves the terminal raw (the test can tell)"

# one SIGINT asks and the game goes on; a second unanswered one ends it
start int
kill -s INT "$(cat "$tmp/case/pid")"
i=0
until tmux -L "$server" capture-pane -p | grep -q ASKED || [ $i -ge 600 ]; do
	sleep 0.1; i=$((i + 1)); done
[ ! -e "$tmp/case/status" ]
result $? "SIGINT asks whether to quit and the game goes on"
kill -s TERM "$(cat "$tmp/case/pid")"
finish
start stuck
kill -s INT "$(cat "$tmp/case/pid")"
sleep 0.2
kill -s INT "$(cat "$tmp/case/pid")"
finish
restored
result $? "a second SIGINT, unanswered, ends the game and restores the terminal"

echo "1..$n"
[ "$failed" -eq 0 ]
