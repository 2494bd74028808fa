#!/bin/sh
# jansou selfplay end to end: the JSON line, determinism, refused arguments, a
# closed stdout. Prints TAP for the automake harness; $JANSOU is the program.
set -u
: "${JANSOU:?JANSOU must name the jansou program}"
tmp=${TMPDIR:-/tmp}/jansou-selfplay.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT

. "${srcdir:-$(dirname "$0")}/selfplay_lib.sh"

echo "1..14"

run4="$JANSOU selfplay --games 4 --seed 1 --ai tsumogiri,tsumogiri,random,random --json"
$run4 >"$tmp/a.out" 2>"$tmp/a.err"
status=$?
check "selfplay --json exits 0 and writes nothing on stderr" \
	test "$status" -eq 0 -a ! -s "$tmp/a.err"

tail -n 1 "$tmp/a.out" >"$tmp/a.json"
rate='(0(\.[0-9]+)?|1)'
num='-?[0-9]+(\.[0-9]+)?'
entry="\{\"ai\":\"[a-z_-]+\",\"avg_placement\":$num,\"avg_points\":$num,\"win_rate\":$rate,\"deal_in_rate\":$rate,\"riichi_rate\":$rate,\"call_rate\":$rate,\"draw_rate\":$rate,\"avg_win\":$num\}"
check "the last line is one object: games, hands, four seats, rates in [0,1]" \
	grep -Eq "^\{\"games\":4,\"hands\":[1-9][0-9]*,\"seats\":\[$entry,$entry,$entry,$entry\]\}$" "$tmp/a.json"

ais=$(grep -Eo '"ai":"[a-z_-]+"' "$tmp/a.json" | tr '\n' ' ')
check "the seats follow the --ai order" \
	test "$ais" = '"ai":"tsumogiri" "ai":"tsumogiri" "ai":"random" "ai":"random" '

sum=$(grep -Eo '"avg_placement":[0-9.]+' "$tmp/a.json" | cut -d: -f2 |
	awk '{ s += $1 } END { printf "%.6f", s }')
check "average placements sum to 10 (got $sum)" test "$sum" = "10.000000"

$run4 >"$tmp/b.out" 2>&1
check "the same command prints the same output" cmp -s "$tmp/a.out" "$tmp/b.out"

$JANSOU selfplay --games 4 --seed 1 --ai random >"$tmp/t.out" 2>&1
check "without --json a table with a row per player" \
	test "$(grep -c '^ *[1-4] random ' "$tmp/t.out")" -eq 4

refused() { # description, expected message pattern, arguments...
	d=$1; pat=$2; shift 2
	$JANSOU selfplay "$@" >"$tmp/r.out" 2>"$tmp/r.err"
	status=$?
	if [ "$status" -eq 2 ] && grep -q -e "$pat" "$tmp/r.err" && [ ! -s "$tmp/r.out" ]; then
		ok "$d"
	else
		not_ok "$d" "exit $status" "$(cat "$tmp/r.err")"
	fi
}
refused "an unknown player is refused, naming the valid ones" "tsumogiri, random" \
	--games 1 --ai tsumogiri,nobody,random,random
refused "three players are refused" "four players" --games 1 --ai random,random,random
refused "--games 0 is refused" "--games must be" --games 0
refused "--games that is not a number is refused" "--games must be" --games 12x
refused "a negative --games is refused" "--games must be" --games -3

$JANSOU selfplay --games 4 --seed 2 --json --logs "$tmp/logs" >/dev/null 2>"$tmp/l.err"
check "--logs writes one tenhou.net/6 file per game" \
	test "$(ls "$tmp/logs" | grep -c '^seed2-game.*\.json$')" -eq 4 -a ! -s "$tmp/l.err"
replay_logs() { $JANSOU replay "$tmp"/logs/seed2-game*.json >"$tmp/replay.out" 2>&1; }
check "the logs replay with no difference" replay_logs

$JANSOU selfplay --games 4 --seed 1 --json 2>"$tmp/p.err" | head -c 0
check "a closed stdout ends quietly" test ! -s "$tmp/p.err"

exit $failed
