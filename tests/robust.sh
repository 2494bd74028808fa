#!/bin/sh
# Nothing lost, nothing broken, from the outside: every command ends
# quietly when its reader closes the pipe early, and reports a full disk;
# hostile files (a FIFO, a device, terminal controls in a log or the
# configuration) neither hang a command nor reach the terminal raw.
# Prints TAP. $JANSOU is the program under test (set by make check).
set -u
: "${JANSOU:?run this test through make check}"
: "${srcdir:?run this test through make check}"
LC_ALL=C
export LC_ALL
tmp=${TMPDIR:-/tmp}/robust-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
result() { # result OK NAME
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else
		failed=$((failed + 1)); echo "not ok $n - $2"; sed 's/^/#   /' "$tmp/err"; fi
}

# Enough input that the command is still writing when head has gone.
i=0
: >"$tmp/calc.jsonl"
: >"$tmp/analyze.jsonl"
while [ $i -lt 3000 ]; do
	echo '{"hand":"234m456p789s11z33z","win":"3z","riichi":true}' >>"$tmp/calc.jsonl"
	echo '{"hand":"123m456p789s1122z"}' >>"$tmp/analyze.jsonl"
	i=$((i + 1))
done
log=$srcdir/data/tenhou-sample-wrong.json

# closed NAME STDIN CMD...: CMD's output read by "head -1"; it must end with
# status 0 or 1 (never killed by SIGPIPE) and say nothing on stderr.
closed() {
	name=$1 input=$2
	shift 2
	status=$( { "$@" <"$input" 2>"$tmp/err"; echo $? >"$tmp/status"; } | head -1 >/dev/null; cat "$tmp/status")
	if [ ! -s "$tmp/err" ] && { [ "$status" = 0 ] || [ "$status" = 1 ]; }; then
		result 0 "$name ends quietly when the reader closes the pipe"
	else
		echo "exit status $status" >>"$tmp/err"
		result 1 "$name ends quietly when the reader closes the pipe"
	fi
}

closed "calc --json" "$tmp/calc.jsonl" "$JANSOU" calc --json
closed "analyze --json" "$tmp/analyze.jsonl" "$JANSOU" analyze --json
closed "selfplay" /dev/null "$JANSOU" selfplay --games 8 --ai random
closed "replay" /dev/null "$JANSOU" replay "$log" "$log" "$log" "$log"
closed "--help" /dev/null "$JANSOU" --help
closed "calc --help" /dev/null "$JANSOU" calc --help

# full NAME CMD...: stdout on /dev/full; exit 1 with a message naming the trouble.
full() {
	name=$1
	shift
	"$@" >/dev/full 2>"$tmp/err" </dev/null
	status=$?
	if [ "$status" = 1 ] && grep -q "No space left on device" "$tmp/err"; then
		result 0 "$name reports a full disk"
	else
		echo "exit status $status" >>"$tmp/err"
		result 1 "$name reports a full disk"
	fi
}

if [ -w /dev/full ]; then
	full "calc" "$JANSOU" calc 234m456p789s11z33z 3z --riichi
	full "selfplay" "$JANSOU" selfplay --games 2 --ai random
	full "replay" "$JANSOU" replay "$srcdir/data/tenhou-sample.json"
	full "--help" "$JANSOU" --help
	full "--version" "$JANSOU" --version
fi

# ---- hostile files -----------------------------------------------------------
esc=$(printf '\033')
# no_esc FILE...: not one raw ESC byte in them
no_esc() { ! cat "$@" | grep -q "$esc"; }

# refused NAME STATUS TEXT CMD...: CMD (under timeout: a hang fails) exits STATUS, with TEXT
# (unless empty) on stderr.
refused() {
	name=$1 want=$2 text=$3
	shift 3
	timeout 10 "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	status=$?
	if [ "$status" = "$want" ] && { [ -z "$text" ] || grep -qF -e "$text" "$tmp/err"; }; then
		result 0 "$name"
	else
		echo "exit status $status" >>"$tmp/err"
		result 1 "$name"
	fi
}

# The configuration file: read by the game before it looks for a terminal, so
# a refused file ends with status 2 here, an accepted one with 1 (no terminal).
cfg=$tmp/cfg/jansou/config
mkdir -p "$tmp/cfg/jansou"
mkfifo "$cfg"
refused "a FIFO as the configuration is refused at once" 2 \
	"config: cannot read the configuration: not a regular file" \
	env XDG_CONFIG_HOME="$tmp/cfg" "$JANSOU"
rm -f "$cfg"
ln -s /dev/zero "$cfg"
refused "/dev/zero as the configuration is refused unread" 2 \
	"config: cannot read the configuration: not a regular file" \
	env XDG_CONFIG_HOME="$tmp/cfg" "$JANSOU"
rm -f "$cfg"
# 1025 lines of 64 bytes: 65600 bytes, over the 65536 the manual states
i=0
while [ $i -le 1024 ]; do
	echo '# a comment line of sixty-four bytes, newline included ........'
	i=$((i + 1))
done >"$cfg"
refused "a configuration over 64 KiB is refused" 2 "larger than 64 KiB" \
	env XDG_CONFIG_HOME="$tmp/cfg" "$JANSOU"
printf 'ai = \033]0;pwned\007\ntiles = \033[2J\n\033[2J = 1\n' >"$cfg"
refused "terminal controls in the configuration are quoted escaped" 2 \
	'ai: no player "\e]0;pwned\x07"' env XDG_CONFIG_HOME="$tmp/cfg" "$JANSOU"
no_esc "$tmp/out" "$tmp/err" && grep -qF 'tiles: "\e[2J" is not' "$tmp/err" &&
	grep -qF 'unknown key "\e[2J"' "$tmp/err"
result $? "not one raw ESC byte reaches the terminal from the configuration"

# Logs given to replay: a device is refused by its type, a file by its size.
refused "replay refuses /dev/zero unread" 1 "/dev/zero: not a regular file" \
	"$JANSOU" replay /dev/zero
mkfifo "$tmp/fifo.json"
refused "replay does not wait on a FIFO without a writer" 1 "fifo.json: the file is empty" \
	"$JANSOU" replay "$tmp/fifo.json"
: >"$tmp/huge.json"
truncate -s 67108865 "$tmp/huge.json"
refused "replay refuses a log over 64 MiB" 1 "huge.json: larger than 64 MiB" \
	"$JANSOU" replay "$tmp/huge.json"
rm -f "$tmp/huge.json"

# A log whose yaku hold an xterm title (ESC ] 0 ; ... BEL) and a clear screen
# (ESC [ 2 J), as JSON writes them: the difference quoting them is escaped.
title='\\u001b]0;pwned\\u0007\\u001b[2J'
sed "s/\"ドラ(1飜)\"]/\"${title}ドラ(1飜)\"]/" "$srcdir/data/tenhou-sample-wrong.json" \
	>"$tmp/title.json"
refused "replay of a hostile yaku finds the difference" 1 "" "$JANSOU" replay "$tmp/title.json"
no_esc "$tmp/out" "$tmp/err" && grep -qF '\e]0;pwned\x07\e[2Jドラ(1飜))' "$tmp/out"
result $? "the difference shows the yaku's controls escaped, no raw ESC"
sed "s/\"平和(1飜)\",\"断幺九/\"\\\\u001b]0;pwned\\\\u0007\",\"断幺九/" \
	"$srcdir/data/tenhou-sample.json" >"$tmp/novalue.json"
refused "replay's error quoting a hostile yaku is escaped" 1 \
	'hand 1 (East 1, 0 honba): yaku "\e]0;pwned\x07" has no value' \
	"$JANSOU" replay "$tmp/novalue.json"
no_esc "$tmp/out" "$tmp/err"
result $? "the error holds no raw ESC"

echo "1..$n"
[ "$failed" -eq 0 ]
