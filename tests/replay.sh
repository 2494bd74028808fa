#!/bin/sh
# jansou replay end to end: a hand-written log in the tenhou.net/6 format, a
# wrong copy of it, malformed files, usage errors, and selfplay --logs output.
# Prints TAP for the automake harness; $JANSOU is the program, $srcdir the tests.
set -u
: "${JANSOU:?JANSOU must name the jansou program}"
: "${srcdir:?srcdir must name the tests directory}"
data=$srcdir/data
tmp=${TMPDIR:-/tmp}/jansou-replay.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$tmp/out" "$tmp/err"; }
# description, expected exit status, then the replay arguments
run() {
	d=$1 want=$2
	shift 2
	"$JANSOU" replay "$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	if [ "$got" -eq "$want" ]; then ok "$d (exit $want)"; else not_ok "$d (exit $got, not $want)"; fi
}
# description, file, extended regular expression it must hold
has() {
	if grep -Eq -- "$3" "$tmp/$2"; then ok "$1"; else not_ok "$1"; fi
}

echo "1..39"

# three hands worked out by hand: 2 han 30 fu ron (2000), a dealer riichi tsumo
# with red five and ura (4 han 30 fu, 3900 all and the stick), a pon and a chi
# then a haku ron at one honba (1000 + 300)
run "the hand-written tenhou log agrees with the engine" 0 "$data/tenhou-sample.json"
has "the summary counts three hands and no difference" out \
	"hands checked: 3, differences: 0, unreadable: 0"

# self-play logs where a player let a tile pass and called the same tile later:
# the format does not say which discard a call took, so the reader must revise
run "a call on the second of two identical discards is placed right" 0 \
	"$data/replay-call-on-second-copy.json" "$data/replay-chi-after-passed-pon.json"
has "both such logs replay every hand" out "differences: 0, unreadable: 0"

run "the wrong copy differs" 1 "$data/tenhou-sample-wrong.json"
has "the han that differ are printed with the file, the hand and both lists of yaku" out \
	"tenhou-sample-wrong.json: hand 1 \(East 1, 0 honba\): seat 1's win is 3 han in the log \(平和\(1飜\) 断幺九\(1飜\) ドラ\(1飜\)\), 2 han in the engine \(平和\(1飜\) 断幺九\(1飜\)\)"
has "the point changes that differ are printed" out \
	"hand 2 \(East 2, 0 honba\): points change by -4000 13000 -4000 -4000 in the log, by -3900 12700 -3900 -3900 in the engine"
has "the summary counts the differences" out "differences: 3"

run "a value without its han (30符2000点) is read; the han come from the yaku" 0 \
	"$data/replay-points-without-han.json"
has "and the hands agree" out "hands checked: 3, differences: 0, unreadable: 0"
run "a win with no value at all is replayed" 0 "$data/replay-win-without-value.json"
has "with a note that only the winner and the points are checked" out \
	"replay-win-without-value.json: hand 1 \(East 1, 0 honba\): note: the log gives no value for seat 1's win; only the winner and the point changes are checked"
has "and no difference" out "hands checked: 3, differences: 0, unreadable: 0"
run "such a win still has its point changes checked" 1 "$data/replay-win-without-value-wrong.json"
has "and they differ" out "points change by -2900 2900 0 0 in the log, by -2000 2000 0 0 in the engine"

# a null where a string belongs is "not a string", never a crash
run "a log whose format is null" 1 "$data/replay-format-null.json"
has "is unreadable: format is not a string" err "replay-format-null.json: unreadable log: format is not a string"
run "an MCR log whose result type is null" 1 "$data/replay-mcr-type-null.json"
has "is unreadable, naming the hand and the field" err \
	"replay-mcr-type-null.json: hand 1: unreadable log: result.type is not a string"
run "a tenhou log whose point string is null is replayed from its yaku" 0 "$data/replay-points-null.json"
has "with no difference" out "hands checked: 3, differences: 0, unreadable: 0"

run "--quiet prints only the summary" 1 --quiet "$data/tenhou-sample-wrong.json"
if [ "$(wc -l <"$tmp/out")" -eq 1 ]; then ok "one line with --quiet"; else not_ok "one line with --quiet"; fi

run "a file that is not JSON" 1 "$data/replay-not-json.json"
has "is named with what is wrong" err "replay-not-json.json: not JSON"
run "JSON without a log" 1 "$data/replay-no-log.json"
has "is named with what is missing" err "replay-no-log.json: not a tenhou.net/6 log"
run "a hand with a code that is no tile" 1 "$data/replay-bad-tile.json"
has "names the file, the hand and the entry" err \
	"replay-bad-tile.json: hand 2 \(East 2, 0 honba\): seat 2's deal: 99 is not a tile"
run "a hand whose discard is missing" 1 "$data/replay-lost-discard.json"
has "names the hand and the seat" err "hand 1 \(East 1, 0 honba\): seat 0 draws and never discards"
run "a file that does not exist" 1 "$tmp/missing.json"
has "is named with the system's reason" err "missing.json: No such file or directory"
run "one bad file among good ones still replays the others" 1 \
	"$data/tenhou-sample.json" "$tmp/missing.json"
has "and counts them" out "files: 2, hands checked: 3, differences: 0, unreadable: 1"

run "no file is a usage error" 2
run "an unknown option is a usage error" 2 --frobnicate "$data/tenhou-sample.json"

# every log selfplay writes replays cleanly
if "$JANSOU" selfplay --games 6 --seed 7 --logs "$tmp/logs" >/dev/null 2>"$tmp/err"; then
	ok "selfplay --logs writes its logs"
else
	not_ok "selfplay --logs writes its logs"
fi
run "selfplay's logs replay with no difference" 0 "$tmp"/logs/*.json
