#!/bin/sh
# jansou selfplay under three-player rules (--rules sanma, sanma-tenhou): hundreds of whole
# games with the engine's invariants checked after every event (108 tiles each in one place,
# 3 x 35000 points with the sticks, only legal actions, nothing at the empty fourth seat), the
# statistics of three players, and the tenhou.net/6 logs replayed to the same games.
# Prints TAP for the automake harness; $JANSOU is the program.
. "${srcdir:-$(dirname "$0")}/selfplay_lib.sh"

echo "1..19"

num='-?[0-9]+(\.[0-9]+)?'
for preset in sanma sanma-tenhou; do
	run="$JANSOU selfplay --rules $preset --games 300 --seed 5 --ai efficiency,defensive,balanced --json"
	$run >"$tmp/$preset.out" 2>"$tmp/$preset.err"
	status=$?
	check "$preset: 300 games keep every invariant (exit 0, nothing on stderr)" \
		test "$status" -eq 0 -a ! -s "$tmp/$preset.err"
	tail -n 1 "$tmp/$preset.out" >"$tmp/$preset.json"
	check "$preset: the statistics list three players" \
		test "$(grep -Eo '"ai":"[a-z]+"' "$tmp/$preset.json" | tr '\n' ' ')" = \
		'"ai":"efficiency" "ai":"defensive" "ai":"balanced" '
	# places 1 + 2 + 3 in every game; 3 x 35000 points, the sticks left going to the first
	# (each average is written to four decimals: three of them may be off by 0.00015 together)
	sum=$(grep -Eo "\"avg_placement\":$num" "$tmp/$preset.json" | cut -d: -f2 |
		awk '{ s += $1 } END { printf "%.6f", s }')
	check "$preset: average places sum to 6 (got $sum)" \
		awk -v s="$sum" 'BEGIN { d = s - 6; exit !(d <= 0.00015 && d >= -0.00015) }'
	sum=$(grep -Eo "\"avg_points\":$num" "$tmp/$preset.json" | cut -d: -f2 |
		awk '{ s += $1 } END { printf "%.2f", s }')
	check "$preset: average final points sum to 105000 (got $sum)" test "$sum" = "105000.00"
	# random players call, kan, set Norths aside and ron them as chance has it
	$JANSOU selfplay --rules $preset --games 300 --seed 6 --ai random,tsumogiri,random \
		>"$tmp/r.out" 2>"$tmp/r.err"
	status=$?
	check "$preset: 300 games of random play keep every invariant" \
		test "$status" -eq 0 -a ! -s "$tmp/r.err"
done

$JANSOU selfplay --rules sanma --games 300 --seed 5 --ai efficiency,defensive,balanced --json \
	>"$tmp/again.out" 2>&1
check "the same seed plays the same games" cmp -s "$tmp/sanma.out" "$tmp/again.out"

# Draw and discard only: nobody is ever tenpai with the hand dealt (as these seeds deal), so
# every hand is drawn and the deal goes round: East 1-3, South 1-3, and West 1-3 as nobody
# reaches the 40000 returned: nine hands a game.
$JANSOU selfplay --rules sanma --games 20 --seed 1 --ai tsumogiri --json >"$tmp/t.out" 2>&1
check "tsumogiri only: nine hands a game (three dealers, three rounds)" \
	grep -q '^{"games":20,"hands":180,' "$tmp/t.out"

logs=$tmp/logs
$JANSOU selfplay --rules sanma-tenhou --games 30 --seed 9 --ai efficiency,random,balanced \
	--logs "$logs" >/dev/null 2>"$tmp/l.err"
check "--logs writes a tenhou.net/6 log a game" test "$(ls "$logs" | wc -l)" -eq 30
log=$logs/seed9-game0001.json
check "a log names three players and leaves the fourth place empty" \
	grep -q '"name":\["[a-z]*","[a-z]*","[a-z]*",""\]' "$log"
check "its hands start with three scores and a 0 fourth" \
	grep -q '"log":\[\[\[0,0,0\],\[35000,35000,35000,0\]' "$log"
check "its rule name says three players (三)" grep -q '"disp":"三麻 jansou sanma-tenhou"' "$log"
check "Norths set aside are written f44 in the discards" \
	sh -c "cat '$logs'/*.json | grep -q '\"f44\"'"
$JANSOU replay "$logs"/*.json >"$tmp/rp.out" 2>"$tmp/rp.err"
status=$?
check "replay plays the thirty logs back with no difference" \
	sh -c "test $status -eq 0 && grep -q 'files: 30, hands checked: [1-9][0-9]*, differences: 0, unreadable: 0' '$tmp/rp.out'"
# a North set aside turned into a discard of North: the replay parts ways with the log
first=$(grep -l '"f44"' "$logs"/*.json | head -n 1)
sed 's/"f44"/44/' "$first" >"$tmp/bad.json"
$JANSOU replay "$tmp/bad.json" >"$tmp/b.out" 2>&1
status=$?
check "a log whose North was discarded instead of set aside is found (exit 1)" \
	test "$status" -eq 1

exit $failed
