#!/bin/sh
# jansou selfplay end to end: the JSON line, determinism, refused arguments, a
# closed stdout. Prints TAP for the automake harness; $JANSOU is the program.
. "${srcdir:-$(dirname "$0")}/selfplay_lib.sh"

echo "1..27"

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
	grep -Eq "^\{\"games\":4,\"hands\":[1-9][0-9]*,\"seats\":\[$entry,$entry,$entry,$entry\],\"bot_faults\":0\}$" "$tmp/a.json"

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

# Logs are never written over, nor through a symlink, unless --force; without it
# a taken name is refused before the first game is played.
cp "$tmp/logs/seed2-game0003.json" "$tmp/game3.keep"
taken() {
	$JANSOU selfplay --games 4 --seed 2 --json --logs "$tmp/logs" >"$tmp/x.out" 2>"$tmp/x.err"
	[ $? -eq 1 ] && [ ! -s "$tmp/x.out" ] &&
		grep -qF "$tmp/logs/seed2-game0001.json exists; give --force to replace it" "$tmp/x.err" &&
		cmp -s "$tmp/logs/seed2-game0003.json" "$tmp/game3.keep"
}
check "an existing log is refused by name before any game is played (exit 1)" taken

mkdir "$tmp/links"
echo keep >"$tmp/target"
ln -s ../target "$tmp/links/seed5-game0002.json"
ln -s ../nowhere "$tmp/links/seed6-game0001.json"
through_link() {
	$JANSOU selfplay --games 2 --seed 5 --logs "$tmp/links" >"$tmp/x.out" 2>"$tmp/x.err"
	[ $? -eq 1 ] && grep -qF "seed5-game0002.json exists" "$tmp/x.err" &&
		[ ! -e "$tmp/links/seed5-game0001.json" ] && [ "$(cat "$tmp/target")" = keep ]
}
check "a log name taken by a symlink is refused, the file it points to untouched" through_link
dangling() {
	$JANSOU selfplay --games 1 --seed 6 --logs "$tmp/links" >"$tmp/x.out" 2>"$tmp/x.err"
	[ $? -eq 1 ] && grep -qF "seed6-game0001.json exists" "$tmp/x.err" && [ ! -e "$tmp/nowhere" ]
}
check "a dangling symlink counts as taken: nothing is made where it points" dangling
forced() {
	$JANSOU selfplay --games 2 --seed 5 --logs "$tmp/links" --force >"$tmp/x.out" 2>"$tmp/x.err"
	[ $? -eq 0 ] && [ ! -L "$tmp/links/seed5-game0002.json" ] &&
		[ -f "$tmp/links/seed5-game0002.json" ] && [ "$(cat "$tmp/target")" = keep ]
}
check "--force replaces the symlink itself, not the file it points to" forced
forced_same() {
	$JANSOU selfplay --games 4 --seed 2 --json --logs "$tmp/logs" --force >/dev/null 2>&1 &&
		cmp -s "$tmp/logs/seed2-game0003.json" "$tmp/game3.keep"
}
check "--force writes the logs again, the same for the same seed" forced_same

# A write that fails (a file size limit makes write() fail as a full disk
# would) leaves no empty or partial log, and with --force the old one whole.
mkdir "$tmp/full"
cp "$tmp/game3.keep" "$tmp/full/seed2-game0003.json"
(
	ulimit -f 0
	trap '' XFSZ
	$JANSOU selfplay --games 3 --seed 2 --logs "$tmp/full" --force 2>&1 >/dev/null
	echo "status $?"
) 2>&1 | cat >"$tmp/f.out" # through a pipe: the limit would stop writing to a file
no_partial() {
	grep -q 'seed2-game0001.json: File too large' "$tmp/f.out" && grep -q 'status 1' "$tmp/f.out" &&
		[ "$(ls -A "$tmp/full")" = seed2-game0003.json ] &&
		cmp -s "$tmp/full/seed2-game0003.json" "$tmp/game3.keep"
}
check "a failed write leaves no partial log behind and the old one whole (exit 1)" no_partial

refused "--force without --logs is refused" "--force goes with --logs" --games 1 --force
help_force() { $JANSOU selfplay --help | grep -q -- '--force  *replace logs'; }
check "--help documents --force" help_force

$JANSOU selfplay --games 4 --seed 1 --json 2>"$tmp/p.err" | head -c 0
check "a closed stdout ends quietly" test ! -s "$tmp/p.err"

# --log-format mjai: the mjai record, one JSON event a line, as the protocol's games are logged
$JANSOU selfplay --games 2 --seed 4 --ai defensive --json --logs "$tmp/mjai" --log-format mjai >"$tmp/m.out" 2>"$tmp/m.err"
mlog=$tmp/mjai/seed4-game0001.jsonl
check "--log-format mjai writes one .jsonl log a game" \
	test "$(ls "$tmp/mjai" | grep -c '\.jsonl$')" -eq 2
check "each line is one event: start_game first, end_game last, a kyoku begun for each one ended" \
	sh -c "! grep -qv '^{\"type\":\"' '$mlog' && head -n 1 '$mlog' | grep -q '^{\"type\":\"start_game\",\"names\":\[' &&
		tail -n 1 '$mlog' | grep -q '^{\"type\":\"end_game\"' &&
		test \$(grep -c '\"start_kyoku\"' '$mlog') -eq \$(grep -c '\"end_kyoku\"' '$mlog') &&
		test \$(grep -c '\"start_kyoku\"' '$mlog') -gt 7"
# a riichi is declared by its discard: reach, then that player's dahai; then reach_accepted
# when nobody wins on it
awk '/"type":"reach"/ { match($0, /"actor":[0-3]/); a = substr($0, RSTART, RLENGTH); getline;
	if ($0 !~ /"type":"dahai"/ || index($0, a) == 0) bad++ } END { exit bad > 0 }' "$mlog"
check "every reach is followed by the same player's dahai" test $? -eq 0
# the hands played add up to the statistics' count
hands=$(tail -n 1 "$tmp/m.out" | grep -o '"hands":[0-9]*' | head -n 1 | grep -o '[0-9]*')
kyoku=$(cat "$tmp/mjai"/*.jsonl | grep -c '"start_kyoku"')
check "the logs hold every hand played ($kyoku of $hands)" test "$kyoku" = "$hands"
$JANSOU selfplay --games 1 --rules mcr --logs "$tmp/mjai-mcr" --log-format mjai >/dev/null 2>"$tmp/m.err"
check "mjai logs are refused for Chinese Official rules (exit 1, a message)" \
	sh -c "test $? -ne 0 && grep -q 'mjai logs are of riichi games only' '$tmp/m.err'"

exit $failed
