# Helpers for the end-to-end tests of the front end: drive the real binary in tmux.
# Sourced by tests/ui_*.sh. Output is TAP. Nothing here sleeps a fixed time to
# wait for the game: every wait polls the screen until it shows what is expected,
# with a generous limit only so a broken build cannot hang "make check".

: "${JANSOU:?JANSOU must point at the jansou binary}"
export LANG=C.UTF-8 LC_ALL=C.UTF-8
unset LANGUAGE NO_COLOR

if ! command -v tmux >/dev/null 2>&1; then
	echo "1..0 # SKIP tmux is not installed"
	exit 0
fi

ui_run=0 # each game gets its own tmux server: jansou-test-PID-N
ui_sock=jansou-test-$$-0
ui_tap=0
ui_failed=0
ui_poll_limit=${UI_POLL_LIMIT:-3000} # polls of 0.1 s: five minutes at most

ui_tmux() { tmux -L "$ui_sock" -f /dev/null "$@"; }

# the game saves, reads its configuration and keeps its history here, never in $HOME
ui_home=$(mktemp -d "${TMPDIR:-/tmp}/jansou-ui-XXXXXX")
export XDG_STATE_HOME="$ui_home/state" XDG_CONFIG_HOME="$ui_home/config" XDG_DATA_HOME="$ui_home/data"

ui_cleanup() {
	rm -rf "$ui_home"
	n=1
	while [ $n -le $ui_run ]; do
		tmux -L "jansou-test-$$-$n" kill-server >/dev/null 2>&1 || true
		n=$((n + 1))
	done
}
trap ui_cleanup EXIT INT TERM

# ui_start COLS LINES [ENV=VALUE...] -- [jansou arguments...]
# Starts jansou in a fresh tmux session; after it exits the pane prints EXIT=status
# and the terminal modes (stty -a) and stays open.
ui_start() {
	cols=$1 lines=$2
	shift 2
	envs=
	while [ $# -gt 0 ] && [ "$1" != -- ]; do
		envs="$envs $1"
		shift
	done
	[ "${1-}" = -- ] && shift
	ui_tmux kill-server >/dev/null 2>&1 || true
	ui_run=$((ui_run + 1))
	ui_sock=jansou-test-$$-$ui_run
	# each game starts with no save, unless the test names its XDG_STATE_HOME
	export XDG_STATE_HOME="$ui_home/state-$ui_run"
	mkdir -p "$XDG_STATE_HOME" # (dash may run the EXIT trap in a $(printf) subshell)
	cmd="env$envs $JANSOU"
	for a in "$@"; do cmd="$cmd '$a'"; done
	cmd="$cmd; echo EXIT=\$?; stty -a; exec sleep 3600"
	ui_tmux new-session -d -s game -x "$cols" -y "$lines" "$cmd"
}

ui_screen() { ui_tmux capture-pane -p -t game "$@" 2>/dev/null; }

# ui_wait_for REGEX: polls the screen until a line matches (grep -E).
ui_wait_for() {
	n=0
	while [ $n -lt "$ui_poll_limit" ]; do
		if ui_screen | grep -Eq -- "$1"; then
			return 0
		fi
		if ! ui_tmux has-session -t game 2>/dev/null; then
			echo "# the tmux session is gone"
			return 1
		fi
		sleep 0.1
		n=$((n + 1))
	done
	echo "# gave up waiting for: $1"
	ui_screen | sed 's/^/# | /'
	return 1
}

# ui_wait_until COMMAND...: polls until the command succeeds.
ui_wait_until() {
	n=0
	while [ $n -lt "$ui_poll_limit" ]; do
		if "$@"; then
			return 0
		fi
		if ! ui_tmux has-session -t game 2>/dev/null; then
			echo "# the tmux session is gone"
			return 1
		fi
		sleep 0.1
		n=$((n + 1))
	done
	echo "# gave up waiting until: $*"
	ui_screen | sed 's/^/# | /'
	return 1
}

# ui_line N: line N (0-based) of the screen.
ui_line() { ui_screen | sed -n "$(($1 + 1))p"; }

ui_keys() { ui_tmux send-keys -t game "$@"; }

# ok CONDITION-EXIT-STATUS DESCRIPTION
ui_ok() {
	ui_tap=$((ui_tap + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $ui_tap - $2"
	else
		echo "not ok $ui_tap - $2"
		ui_failed=1
	fi
}

# ui_serve DIR OPTIONS...: a jansou serve of the test's own on a loopback port, its state, port
# file and messages in DIR; sets $server (its pid, for the caller's EXIT trap) and $port.
ui_serve() {
	dir=$1
	shift
	"$JANSOU" serve --listen 127.0.0.1:0 --port-file "$dir/port" --state "$dir/state" \
		--quiet "$@" 2>"$dir/err" &
	server=$!
	n=0
	while [ ! -s "$dir/port" ] && [ $n -lt 100 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	port=$(cat "$dir/port")
}

# A second player's screen beside the test's own, in a tmux server of its own: ui_other_tmux
# runs tmux there, ui_other_screen prints the screen, ui_other_wait REGEX polls it as
# ui_wait_for polls the first ($ui_other names the player in a failure).
ui_other_tmux() { tmux -L "jansou-test-$$-other" -f /dev/null "$@"; }
ui_other_screen() { ui_other_tmux capture-pane -p -t game 2>/dev/null; }
ui_other_wait() {
	i=0
	while [ $i -lt 600 ]; do
		ui_other_screen | grep -Eq -- "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	echo "# gave up waiting on ${ui_other:-the other}'s screen for: $1"
	ui_other_screen | sed 's/^/# | /'
	return 1
}

ui_done() {
	echo "1..$ui_tap"
	exit $ui_failed
}
