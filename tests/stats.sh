#!/bin/sh
# jansou stats over a hand-written history: the sums worked out by hand.
# Prints TAP for the automake harness; $JANSOU is the program.
set -u
: "${JANSOU:?JANSOU must name the jansou program}"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jansou-stats-XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data"
n=0
ok() { n=$((n + 1)); if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; fi; }

"$JANSOU" stats >"$tmp/out" 2>&1
[ $? -eq 0 ] && grep -q 'No finished games yet' "$tmp/out"
ok $? "no history: says so, status 0"

mkdir -p "$XDG_DATA_HOME/jansou"
cat >"$XDG_DATA_HOME/jansou/history.jsonl" <<'JSON'
{"time":1,"seed":1,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1}
{"time":2,"seed":2,"rules":"standard","placement":3,"points":20000,"score":-15.0,"hands":10,"wins":1,"deal_ins":2}
{"time":3,"seed":3,"rules":"stan
{"time":4,"seed":4,"rules":"tenhou","placement":2,"points":30000,"score":5.0,"hands":12,"wins":3,"deal_ins":0}
JSON

# three games: places 1, 3, 2 (average 2), 30 hands, 6 wins (0.2), 3 deal-ins (0.1),
# points 40000, 20000, 30000 (average 30000); the last two: 22 hands, 4 wins, 2 deal-ins
"$JANSOU" stats --json --recent 2 >"$tmp/out" 2>"$tmp/err"
ok $? "stats --json succeeds"
grep -q '"games":3,"hands":30,"placements":\[1,1,1,0\],"avg_placement":2' "$tmp/out"
ok $? "three games, 30 hands, one of each of the first three places, average 2"
grep -q '"avg_points":30000' "$tmp/out" && grep -q '"win_rate":0.2,' "$tmp/out" && grep -q '"deal_in_rate":0.1,' "$tmp/out"
ok $? "average points 30000, win rate 0.2, deal-in rate 0.1"
grep -q '"recent":{"games":2,"hands":22,"placements":\[0,1,1,0\],"avg_placement":2.5' "$tmp/out"
ok $? "the two most recent games sum apart: 22 hands, average place 2.5"
grep -q 'history.jsonl:3: not a game record, skipped' "$tmp/err"
ok $? "a damaged line is skipped with its line number"

"$JANSOU" stats >"$tmp/out" 2>/dev/null
grep -q 'win rate 20.0%, deal-in rate 10.0%' "$tmp/out"
ok $? "the table shows the rates in percent"

# two games of Chinese Official rules, summed apart: places 1 and 4, points 40 and -10
cat >>"$XDG_DATA_HOME/jansou/history.jsonl" <<'JSON'
{"time":5,"seed":5,"rules":"mcr","placement":1,"points":40,"score":40,"hands":16,"wins":3,"deal_ins":1}
{"time":6,"seed":6,"rules":"mcr","placement":4,"points":-10,"score":-10,"hands":16,"wins":1,"deal_ins":3}
JSON
"$JANSOU" stats --json --recent 2 >"$tmp/out" 2>/dev/null
grep -q '^{"games":3,"hands":30,.*"avg_points":30000,.*"recent":{"games":2,"hands":22,' "$tmp/out"
ok $? "MCR games leave the riichi sums alone"
grep -q '"mcr":{"games":2,"hands":32,"placements":\[1,0,0,1\],"avg_placement":2.5,"avg_points":15,"win_rate":0.125,"deal_in_rate":0.125,' "$tmp/out"
ok $? "MCR games are summed under mcr: 32 hands, 4 wins, 4 deal-ins, average points 15"
"$JANSOU" stats >"$tmp/out" 2>/dev/null
grep -q 'Chinese Official' "$tmp/out"
ok $? "the table shows the MCR games apart"

# terminal controls in the history (a field, a damaged line) never reach the terminal raw
printf '%s\n' '{"time":7,"seed":7,"rules":"\u001b]0;pwned\u0007","placement":2,"points":30000,"score":5,"hands":8,"wins":1,"deal_ins":1}' >>"$XDG_DATA_HOME/jansou/history.jsonl"
printf '\033]0;pwned\007\033[2J\n' >>"$XDG_DATA_HOME/jansou/history.jsonl"
"$JANSOU" stats >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] && ! cat "$tmp/out" "$tmp/err" | grep -q "$(printf '\033')" &&
	grep -q 'history.jsonl:8: not a game record, skipped' "$tmp/err"
ok $? "a history holding terminal controls prints no raw ESC"

# defence figures: two games with 10 and 20 discards under threat, 7 and 15 of them the
# safest held, 1 deal-in each: 30 discards, 22/30 = 73.3% the safest, 2/30 = 6.7% dealt in
rm -f "$XDG_DATA_HOME/jansou/history.jsonl"
cat >"$XDG_DATA_HOME/jansou/history.jsonl" <<'JSON'
{"time":1,"seed":1,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1,"threat_discards":10,"safest_discards":7,"threat_deal_ins":1}
{"time":2,"seed":2,"rules":"standard","placement":3,"points":20000,"score":-15.0,"hands":10,"wins":1,"deal_ins":2,"threat_discards":20,"safest_discards":15,"threat_deal_ins":1}
JSON
"$JANSOU" stats --json >"$tmp/out" 2>"$tmp/err"
grep -q '"defence":{"threat_discards":30,"safest_rate":0.7333,"deal_in_rate":0.0667}' "$tmp/out"
ok $? "stats --json sums the defence figures: 30 discards under threat, 73.33% the safest, 6.67% dealt in"
"$JANSOU" stats >"$tmp/out" 2>"$tmp/err"
grep -q 'under threat: 30 discards, 73.3% the safest you held, 6.7% dealt in' "$tmp/out"
ok $? "the table shows the defence line"

# riichi and call rates and the average win, over the games that recorded them: an old
# record (8 hands, 2 wins) leaves them alone; 10 + 20 hands with 3 + 4 riichi and 2 + 7 calls:
# 7/30 = 23.3%, 9/30 = 30.0%; 2 + 3 wins worth 11600 + 20400 = 32000: 6400 a win
rm -f "$XDG_DATA_HOME/jansou/history.jsonl"
cat >"$XDG_DATA_HOME/jansou/history.jsonl" <<'JSON'
{"time":1,"seed":1,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1}
{"time":2,"seed":2,"rules":"standard","placement":2,"points":30000,"score":5.0,"hands":10,"wins":2,"deal_ins":1,"riichi_hands":3,"call_hands":2,"win_points":11600}
{"time":3,"seed":3,"rules":"standard","placement":3,"points":20000,"score":-15.0,"hands":20,"wins":3,"deal_ins":2,"riichi_hands":4,"call_hands":7,"win_points":20400}
JSON
"$JANSOU" stats --json --recent 1 >"$tmp/out" 2>"$tmp/err"
grep -q '"riichi_rate":0.2333,"call_rate":0.3,"avg_win":6400,' "$tmp/out"
ok $? "stats --json: riichi rate 7/30, call rate 9/30, average win 6400 over the games that kept them"
grep -q '"recent":{.*"riichi_rate":0.2,"call_rate":0.35,"avg_win":6800,' "$tmp/out"
ok $? "the most recent game alone: 4/20 riichi, 7/20 calls, 20400/3 = 6800 a win"
"$JANSOU" stats >"$tmp/out" 2>"$tmp/err"
grep -q 'riichi rate 23.3%, call rate 30.0%' "$tmp/out" && grep -q 'average win 6400 ' "$tmp/out"
ok $? "the table shows the riichi and call rates and the average win"
head -n 1 "$XDG_DATA_HOME/jansou/history.jsonl" >"$tmp/old" && mv "$tmp/old" "$XDG_DATA_HOME/jansou/history.jsonl"
"$JANSOU" stats --json >"$tmp/out" 2>"$tmp/err"
grep -q '"riichi_rate":null,"call_rate":null,"avg_win":null,' "$tmp/out"
ok $? "a history of old records only: the rates are null, not 0"

# --games: every game with its log, for jansou review; a log named in the record is found in
# logs/, one that is gone is said so, and a name that is a path is never followed
rm -f "$XDG_DATA_HOME/jansou/history.jsonl"
mkdir -p "$XDG_DATA_HOME/jansou/logs"
echo '{}' >"$XDG_DATA_HOME/jansou/logs/20261126-101500-seed12.json"
cat >"$XDG_DATA_HOME/jansou/history.jsonl" <<'JSON'
{"time":1,"seed":1,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1,"log":"20261126-101500-seed12.json"}
{"time":2,"seed":2,"rules":"tenhou","placement":3,"points":20000,"score":-15.0,"hands":10,"wins":1,"deal_ins":2,"log":"20261126-111500-seed13.json"}
{"time":3,"seed":3,"rules":"standard","placement":2,"points":30000,"score":5.0,"hands":9,"wins":1,"deal_ins":0,"log":"../../history.jsonl"}
JSON
"$JANSOU" stats --games >"$tmp/out" 2>"$tmp/err"
grep -Eq "^   1  [0-9-]+ [0-9:]+  standard   place 1   40000  $XDG_DATA_HOME/jansou/logs/20261126-101500-seed12\.json$" "$tmp/out" &&
	grep -Eq '^   2  .*  tenhou     place 3   20000  \(no log kept\)$' "$tmp/out" &&
	grep -Eq '^   3  .*  standard   place 2   30000  \(no log kept\)$' "$tmp/out"
ok $? "stats --games: each game with its log, a log gone and a name that is a path said to be none"
"$JANSOU" stats --games --json >"$tmp/out" 2>"$tmp/err"
grep -q "^{\"games\":\[{\"time\":1,\"seed\":1,\"rules\":\"standard\",\"placement\":1,\"points\":40000,\"log\":\"$XDG_DATA_HOME/jansou/logs/20261126-101500-seed12.json\"},{\"time\":2,.*\"log\":null},{\"time\":3,.*\"log\":null}\],\"damaged_lines\":0}$" "$tmp/out"
ok $? "stats --games --json: the same, null where no log is kept"

# three-player games are summed apart with three places: places 1 and 3, 50000 and 20000
# points, 14 hands, 5 wins, 1 deal-in; a four-player game beside them keeps its own sums
cat >"$XDG_DATA_HOME/jansou/history.jsonl" <<'JSON'
{"time":1,"seed":1,"rules":"sanma","placement":1,"points":50000,"score":40.0,"hands":6,"wins":3,"deal_ins":0}
{"time":2,"seed":2,"rules":"standard","placement":2,"points":30000,"score":10.0,"hands":9,"wins":2,"deal_ins":1}
{"time":3,"seed":3,"rules":"sanma-tenhou","placement":3,"points":20000,"score":-35.0,"hands":8,"wins":2,"deal_ins":1}
JSON
"$JANSOU" stats --json >"$tmp/out" 2>"$tmp/err"
grep -q '^{"games":1,"hands":9,"placements":\[0,1,0,0\],"avg_placement":2,"avg_points":30000,' "$tmp/out"
ok $? "three-player games leave the four-player sums alone"
grep -q '"sanma":{"games":2,"hands":14,"placements":\[1,0,1\],"avg_placement":2,"avg_points":35000,"win_rate":0.3571,"deal_in_rate":0.0714,' "$tmp/out"
ok $? "three-player games under sanma: three places, 5 wins and 1 deal-in in 14 hands"
"$JANSOU" stats >"$tmp/out" 2>/dev/null
grep -q '^All three-player games:$' "$tmp/out" &&
	grep -q '^  placements: 1st 1, 2nd 0, 3rd 1; average 2.00$' "$tmp/out" &&
	grep -q '^  placements: 1st 0, 2nd 1, 3rd 0, 4th 0; average 2.00$' "$tmp/out"
ok $? "the table shows them apart, with three places"

# Damaged lines: each skipped, counted and said so, never summed. Three sound records (a
# four-player game in 2nd place with 31000 points, 10 hands, 2 wins, 1 deal-in, 8 discards
# under threat of which 6 the safest and 1 dealt in; a three-player game in 3rd place with
# 20000, 6 hands, 1 win, 2 deal-ins; a four-player game in 4th place with 9000, 12 hands,
# no win, 3 deal-ins, 12 discards under threat, 9 the safest, 2 dealt in) among eight that
# cannot be ours: a place written as a string, a three-player game in fourth place, more of
# the safest discards than discards under threat, a negative count, unknown rules, a score
# that is NaN, hands written as a string, wins written as true.
# Four players: 2 games, 22 hands, places 2 and 4 (average 3.00), average points 20000,
# 2/22 = 9.1% wins, 4/22 = 18.2% deal-ins, 20 discards under threat, 15/20 = 75.0% the
# safest, 3/20 = 15.0% dealt in. Three players: 1 game, 6 hands, 3rd place, 1/6 = 16.7%
# wins, 2/6 = 33.3% deal-ins.
cat >"$XDG_DATA_HOME/jansou/history.jsonl" <<'JSON'
{"time":1,"seed":1,"rules":"standard","placement":2,"points":31000,"score":11.0,"hands":10,"wins":2,"deal_ins":1,"threat_discards":8,"safest_discards":6,"threat_deal_ins":1}
{"time":2,"seed":2,"rules":"standard","placement":"1","points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1}
{"time":3,"seed":3,"rules":"sanma","placement":4,"points":10000,"score":-45.0,"hands":9,"wins":0,"deal_ins":4}
{"time":4,"seed":4,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1,"threat_discards":1,"safest_discards":30,"threat_deal_ins":0}
{"time":5,"seed":5,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":-3}
{"time":6,"seed":6,"rules":"riichi-2099","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1}
{"time":7,"seed":7,"rules":"standard","placement":1,"points":40000,"score":NaN,"hands":8,"wins":2,"deal_ins":1}
{"time":8,"seed":8,"rules":"sanma-tenhou","placement":3,"points":20000,"score":-35.0,"hands":6,"wins":1,"deal_ins":2}
{"time":9,"seed":9,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":"12","wins":2,"deal_ins":1}
{"time":10,"seed":10,"rules":"tenhou","placement":4,"points":9000,"score":-51.0,"hands":12,"wins":0,"deal_ins":3,"threat_discards":12,"safest_discards":9,"threat_deal_ins":2}
{"time":11,"seed":11,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":true,"deal_ins":1}
JSON
"$JANSOU" stats >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] &&
	grep -q '^  games 2, hands 22$' "$tmp/out" &&
	grep -q '^  placements: 1st 0, 2nd 1, 3rd 0, 4th 1; average 3.00$' "$tmp/out" &&
	grep -q '^  average points 20000$' "$tmp/out" &&
	grep -q '^  win rate 9.1%, deal-in rate 18.2%$' "$tmp/out" &&
	grep -q '^  under threat: 20 discards, 75.0% the safest you held, 15.0% dealt in$' "$tmp/out"
ok $? "damaged lines left out: the four-player sums of the two sound records"
grep -q '^  games 1, hands 6$' "$tmp/out" &&
	grep -q '^  placements: 1st 0, 2nd 0, 3rd 1; average 3.00$' "$tmp/out" &&
	grep -q '^  win rate 16.7%, deal-in rate 33.3%$' "$tmp/out" &&
	! grep -q 'average 4.00' "$tmp/out"
ok $? "... and the three-player one: third of three, never fourth"
[ "$(tail -n 1 "$tmp/out")" = "8 damaged lines of the history skipped." ]
ok $? "the report ends saying 8 damaged lines were skipped"
grep -q 'history.jsonl:2: not a game record, skipped: "placement" is not a whole number$' "$tmp/err" &&
	grep -q 'history.jsonl:3: not a game record, skipped: "placement" is out of bounds$' "$tmp/err" &&
	grep -q 'history.jsonl:4: not a game record, skipped: "safest_discards" is more than "threat_discards"$' "$tmp/err" &&
	grep -q 'history.jsonl:5: not a game record, skipped: "deal_ins" is out of bounds$' "$tmp/err" &&
	grep -q 'history.jsonl:6: not a game record, skipped: no rules jansou knows$' "$tmp/err" &&
	[ "$(wc -l <"$tmp/err")" -eq 5 ]
ok $? "the first five damaged lines named on standard error, each with why"
"$JANSOU" stats --json >"$tmp/out" 2>/dev/null
grep -q '^{"games":2,"hands":22,"placements":\[0,1,0,1\],"avg_placement":3,"avg_points":20000,"win_rate":0.0909,"deal_in_rate":0.1818,' "$tmp/out" &&
	grep -q '"defence":{"threat_discards":20,"safest_rate":0.75,"deal_in_rate":0.15}' "$tmp/out" &&
	grep -q '"sanma":{"games":1,"hands":6,"placements":\[0,0,1\],"avg_placement":3,"avg_points":20000,"win_rate":0.1667,"deal_in_rate":0.3333,' "$tmp/out" &&
	grep -q ',"damaged_lines":8}$' "$tmp/out"
ok $? "stats --json: the same sums, and damaged_lines 8"
# each kind alone, with the reason given for it: the report sums no game and says one line
# was skipped
bad_line() {
	printf '%s\n' "$1" >"$XDG_DATA_HOME/jansou/history.jsonl"
	"$JANSOU" stats >"$tmp/out" 2>"$tmp/err" &&
		grep -q '^No finished games yet\.$' "$tmp/out" &&
		grep -q '^1 damaged line of the history skipped\.$' "$tmp/out" &&
		grep -qF "history.jsonl:1: not a game record, skipped: $2" "$tmp/err" ||
		{ echo "# $1: $(cat "$tmp/err")"; return 1; }
}
good=0
bad_line '{"time":7,"seed":7,"rules":"standard","placement":1,"points":40000,"score":NaN,"hands":8}' '"score" is out of bounds' || good=1
bad_line '{"time":7,"seed":7,"rules":"standard","placement":1,"points":40000,"score":-Infinity}' '"score" is out of bounds' || good=1
bad_line '{"time":7,"seed":7,"rules":"standard","placement":1,"points":40000,"score":"45"}' '"score" is not a number' || good=1
bad_line '{"time":9,"seed":9,"rules":"standard","placement":1,"points":40000,"hands":"12"}' '"hands" is not a whole number' || good=1
bad_line '{"time":9,"seed":9,"rules":"standard","placement":1,"points":40000,"hands":8,"wins":true}' '"wins" is not a whole number' || good=1
bad_line '{"time":9,"seed":9,"rules":"standard","placement":1,"points":40000,"hands":8,"wins":9}' '"wins" is more than "hands"' || good=1
bad_line '{"time":9,"seed":9,"rules":"standard","placement":0,"points":40000}' '"placement" is out of bounds' || good=1
bad_line '{"time":9,"seed":9,"rules":"standard","points":40000}' 'no "placement"' || good=1
bad_line '{"time":9,"seed":9,"placement":1,"points":40000}' 'no rules jansou knows' || good=1
bad_line '{"time":9,"seed":-9,"rules":"mcr","placement":1,"points":40}' '"seed" is out of bounds' || good=1
bad_line '{"time":9,"seed":9,"rules":"mcr","placement":1,"points":1e9}' '"points" is not a whole number' || good=1
bad_line '{"time":9,"seed":9,"rules":"mcr","placement":1,"points":2000000}' '"points" is out of bounds' || good=1
bad_line '{"time":9,"seed":9,"rules":"tenhou","placement":1,"hands":8,"threat_discards":5,"threat_deal_ins":6}' '"threat_deal_ins" is more than "threat_discards"' || good=1
bad_line '{"time":4,"seed":4,"rules":"standard","placement":1,"hands":8,"threat_discards":1,"safest_discards":100000000}' '"safest_discards" is out of bounds' || good=1
bad_line '[1,2,3]' 'not a JSON object' || good=1
ok $good "each kind of damaged line alone: skipped with why, counted, no game summed"

"$JANSOU" stats --recent 0 >/dev/null 2>&1
[ $? -eq 2 ]
ok $? "a bad --recent is a usage error"

echo "1..$n"
