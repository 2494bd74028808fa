#!/bin/sh
# jansou selfplay under Chinese Official rules (--rules mcr): whole games with their
# invariants checked, sixteen hands each, the jansou-mcr/1 log, and replay refusing it.
# Prints TAP for the automake harness; $JANSOU is the program.
. "${srcdir:-$(dirname "$0")}/selfplay_lib.sh"

echo "1..13"

run="$JANSOU selfplay --rules mcr --games 4 --seed 3 --ai efficiency,random,defensive,tsumogiri --json --logs $tmp/logs"
$run >"$tmp/a.out" 2>"$tmp/a.err"
status=$?
check "four MCR games keep every invariant (exit 0, nothing on stderr)" \
	test "$status" -eq 0 -a ! -s "$tmp/a.err"
tail -n 1 "$tmp/a.out" >"$tmp/a.json"
check "sixteen hands a game, no dealer repeat: 64 hands" grep -q '^{"games":4,"hands":64,' "$tmp/a.json"
check "the riichi rate does not apply: null for every seat" \
	test "$(grep -o '"riichi_rate":null' "$tmp/a.json" | wc -l)" -eq 4
sum=$(grep -Eo '"avg_points":-?[0-9.]+' "$tmp/a.json" | cut -d: -f2 |
	awk '{ s += $1 } END { printf "%.4f", s }')
check "everyone starts at 0 and points only change hands: averages sum to 0 (got $sum)" \
	test "$sum" = "0.0000"

# --force: the logs of the first run are there, and are written again
$run --force >"$tmp/b.out" 2>&1
check "the same seed plays the same games" cmp -s "$tmp/a.out" "$tmp/b.out"

log=$tmp/logs/seed3-game0001.json
check "--logs writes one log a game" test "$(ls "$tmp/logs" | wc -l)" -eq 4
check "the log is jansou-mcr/1 with the mcr rules" \
	grep -q '^{"format":"jansou-mcr/1",.*"rules":{"preset":"mcr","flowers":true,"reseat":true}' "$log"
check "the log holds sixteen hands, each with a result" \
	test "$(grep -o '"round_wind"' "$log" | wc -l)" -eq 16 -a \
	"$(grep -o '"result":{"type":"\(win\|draw\)"' "$log" | wc -l)" -eq 16
set_aside=$(grep -o '"flower","[1-8]f"' "$log" | wc -l)
listed=$(grep -o '"flowers":\[[^]]*\]' "$log" | grep -o '[1-8]' | wc -l)
check "every flower set aside in play is listed with its hand ($set_aside, $listed)" \
	test "$set_aside" -gt 0 -a "$set_aside" -eq "$listed"

$JANSOU replay "$tmp"/logs/*.json >"$tmp/r.out" 2>"$tmp/r.err"
status=$?
check "replay plays the four MCR logs back with no difference (exit 0)" \
	sh -c "test $status -eq 0 && grep -q 'files: 4, hands checked: 64, differences: 0, unreadable: 0' '$tmp/r.out'"
# the first win of the first game made worth 999 points
sed 's/"points":[0-9]*,"flower_points"/"points":999,"flower_points"/' "$log" >"$tmp/bad.json"
$JANSOU replay "$tmp/bad.json" >"$tmp/b.out" 2>&1
status=$?
check "a win's points changed in the log are found (exit 1)" \
	sh -c "test $status -eq 1 && grep -q 'hand [0-9]* (.*): the log has 999 points, the engine [0-9]*' '$tmp/b.out'"

# players change seats between the wind rounds: four seatings, four hands each, the first
# keeping everyone where they began
grep -o '"seating":\[[0-3,]*\]' "$log" >"$tmp/seating"
check "the players change seats after each wind round (four seatings of four hands)" \
	sh -c "test \"\$(uniq -c '$tmp/seating' | awk '{print \$1}' | tr '\n' ' ')\" = '4 4 4 4 ' &&
		test \"\$(head -n 1 '$tmp/seating')\" = '\"seating\":[0,1,2,3]' &&
		test \"\$(sort -u '$tmp/seating' | wc -l)\" -eq 4"
# the South round's seating written as the East round's
south=$(sed -n 5p "$tmp/seating")
awk -v s="$south" 'BEGIN { n = 0 } {
	out = ""
	while ((i = index($0, s)) > 0 && n < 1) { out = out substr($0, 1, i - 1) "\"seating\":[0,1,2,3]"; $0 = substr($0, i + length(s)); n++ }
	print out $0 }' "$log" >"$tmp/seats.json"
$JANSOU replay "$tmp/seats.json" >"$tmp/s.out" 2>&1
status=$?
check "a log that keeps the seats where the rules change them is found (exit 1)" \
	sh -c "test $status -eq 1 && grep -q 'hand 5 (South 1): the log seats players 0 1 2 3, the engine ' '$tmp/s.out'"

exit $failed
