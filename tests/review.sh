#!/bin/sh
# jansou review --report: the AI's second opinion on one seat of a log. On the hand-written
# mjai record tests/data/mjai-sample.jsonl (hand 1: seat 1, the dealer, aborts on nine
# terminals and honours; hand 2: seat 1 holds six pairs 1m 9m 3p 7s E S with 6p, draws C and
# lets 6p go without riichi; seat 2 wins on it, 5500 with the honba): seat 1 made two
# decisions, the abort (the AI too: nine kinds, thirteen orphans four away) and the discard,
# where the AI lets C (7z) go and declares riichi: ready on 6p or on C alike, three of either
# unseen, and worth 9600 to the dealer without riichi (seven pairs 2 han and the pair of East,
# the dora under the North indicator, 2: 4 han 25 fu), a dealer's mangan of 12000 with it
# (balanced stays quiet only from a mangan). Seat 2's one decision is its ron. A game of self-play
# reviewed at the seats the reviewing AI played agrees with itself at every decision.
set -u
LC_ALL=C
export LC_ALL
: "${JANSOU:?run this test through make check}"
data=${srcdir:-$(dirname "$0")}/data
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jansou-review-XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
n=0
ok() {
	n=$((n + 1))
	if [ "$1" -eq 0 ]; then echo "ok $n - $2"; else
		echo "not ok $n - $2"
		sed 's/^/#   /' "$tmp/out" 2>/dev/null | head -12
	fi
}
sample=$data/mjai-sample.jsonl

"$JANSOU" review --report --json --seat 2 "$sample" >"$tmp/out" 2>&1
grep -q '"seat":2,"ai":"balanced","hands":2,"decisions":1,"agreed":1,"agreement":1,"replay_differences":0,"differences":\[\],"deal_ins":\[\]}' "$tmp/out"
ok $? "seat 2: one decision, its ron, which the AI takes too; no deal-in"

"$JANSOU" review --report --json --seat 1 "$sample" >"$tmp/out" 2>&1
grep -q '"decisions":2,"agreed":1,"agreement":0.5,' "$tmp/out"
ok $? "seat 1: two decisions, the abort agreed"
grep -q '"differences":\[{"hand":1,"turn":1,"played":{"type":"discard","tile":"6p"},"suggested":{"type":"riichi","tile":"7z"},"reason":"riichi","played_candidate":{"shanten":0,"ukeire":3,"danger":0},"suggested_candidate":{"shanten":0,"ukeire":3,"danger":0},"cost":{"shanten":0,"ukeire":0,"danger":0}}\]' "$tmp/out"
ok $? "seat 1: the first turn of hand 2, 6p played, riichi with C suggested, both ready on three tiles: no cost"
grep -q '"deal_ins":\[{"hand":1,"turn":1,"tile":"6p","winner":2,"points":5500}\]' "$tmp/out"
ok $? "seat 1: its deal-in, 6p to seat 2 for 5500, with nobody threatening (no danger)"

"$JANSOU" review --report --seat 1 "$sample" >"$tmp/out" 2>&1
grep -q '^2 hands, 2 decisions: the AI agrees with 1 (50.0%)\.$' "$tmp/out" &&
	grep -q '^  East 1, 1 honba, turn 1: played Discard 6p, suggested Riichi C (riichi)$' "$tmp/out" &&
	grep -q '^      played: ready, 3 tiles; suggested: ready, 3 tiles$' "$tmp/out" &&
	grep -q '^  East 1, 1 honba, turn 1: 6p to seat 2 for 5500: nobody was threatening yet$' "$tmp/out"
ok $? "the text report: the agreement, the difference with both discards' figures (honours as the game writes them: C), the deal-in"
! grep -q 'cost:' "$tmp/out"
ok $? "... and no cost line where the two discards are as good"
grep -q "^      the same figures: the AI weighs what they leave out (the hand's value, the shape of its waits); no loss here$" "$tmp/out"
ok $? "... but a line saying why two discards of the same figures differ"

"$JANSOU" review --report --seat 1 --lang ja "$sample" >"$tmp/out" 2>&1
grep -q "1本場 1巡目: 実際 打牌 6筒、提案 立直 中" "$tmp/out" && grep -q "放銃:" "$tmp/out"
ok $? "the report in Japanese, its tiles in Japanese (6筒, 中)"

# the AI agrees with itself: balanced in seat 0 of game 1 and seat 1 of game 2
# (in hand 12 of game 2 the AI would chi a tile another seat pons: the log's pass says only
# that the pon came first, so that decision is not counted)
"$JANSOU" selfplay --games 2 --seed 5 --ai balanced,efficiency,defensive,efficiency --logs "$tmp/logs" >/dev/null 2>&1
"$JANSOU" review --report --json --seat 0 "$tmp/logs/seed5-game0001.json" >"$tmp/out" 2>&1 &&
	grep -q '"agreement":1,"replay_differences":0,"differences":\[\]' "$tmp/out" &&
	"$JANSOU" review --report --json --seat 1 "$tmp/logs/seed5-game0002.json" >"$tmp/out" 2>&1 &&
	grep -q '"agreement":1,"replay_differences":0,"differences":\[\]' "$tmp/out" &&
	! grep -q '"decisions":0,' "$tmp/out"
ok $? "self-play reviewed at the reviewing AI's own seats: every decision agreed"
"$JANSOU" selfplay --games 1 --seed 5 --ai balanced --log-format mjai --logs "$tmp/mjai" >/dev/null 2>&1
"$JANSOU" review --report --json --seat 3 "$tmp/mjai"/*.jsonl >"$tmp/out" 2>&1 &&
	grep -q '"agreement":1,"replay_differences":0,"differences":\[\]' "$tmp/out"
ok $? "... and so in an mjai record"
# Chinese Official rules: the AI reviews as the mcr strategy; a seat's pass where it could
# ron, on a tile another seat won (one winner a discard), is not its decision and is left out
"$JANSOU" selfplay --games 1 --seed 1 --rules mcr --ai mcr --logs "$tmp/mcr" >/dev/null 2>&1
"$JANSOU" review --report --json --seat 0 "$tmp/mcr/seed1-game0001.json" >"$tmp/out" 2>&1 &&
	grep -q '"agreement":1,"replay_differences":0,"differences":\[\]' "$tmp/out" &&
	"$JANSOU" review --report --seat 0 "$tmp/mcr/seed1-game0001.json" >"$tmp/out" 2>&1 &&
	! grep -q 'honba' "$tmp/out"
ok $? "an MCR game reviewed at an mcr seat: every decision agreed, hands named without honba"

# Three players: a game of self-play, tsumogiri in seat 0 (it never sets a North aside),
# balanced in seats 1 and 2 (they set 4 and 5 Norths aside). The review judges each decision
# as the playing controller takes it, a North aside first: the balanced seats agree with it
# at every decision, kita included; seat 0's Norths discarded are differences whose
# suggestion is kita, named so. Every report is valid JSON, and no sanitizer speaks.
json_valid() {
	if command -v jq >/dev/null 2>&1; then
		jq . "$1" >/dev/null 2>&1
	elif command -v python3 >/dev/null 2>&1; then
		python3 -m json.tool "$1" >/dev/null 2>&1
	else
		grep -q '^{.*}$' "$1"
	fi
}
# kitas SEAT LOG: how many Norths the seat set aside in a tenhou.net/6 log ("f44" among its
# discards), or the given count when jq is not there to count them
kitas() {
	if command -v jq >/dev/null 2>&1; then
		jq "[.log[] | .[6 + 3 * $1][] | select(. == \"f44\")] | length" "$2"
	else
		echo "$3"
	fi
}
"$JANSOU" selfplay --games 1 --seed 7 --rules sanma --ai tsumogiri,balanced,balanced \
	--logs "$tmp/sanma" >/dev/null 2>&1
sanma=$tmp/sanma/seed7-game0001.json
good=0
for seat in 1 2; do
	"$JANSOU" review --report --json --seat $seat "$sanma" >"$tmp/out" 2>"$tmp/err" &&
		[ ! -s "$tmp/err" ] && json_valid "$tmp/out" &&
		grep -q '"agreement":1,"replay_differences":0,"differences":\[\]' "$tmp/out" &&
		! grep -q '"decisions":0,' "$tmp/out" &&
		[ "$(kitas $seat "$sanma" 1)" -gt 0 ] || good=1
done
ok $good "three players, --report --json: the balanced seats' Norths set aside agree with the AI"
"$JANSOU" review --report --json --seat 0 "$sanma" >"$tmp/out" 2>"$tmp/err" &&
	[ ! -s "$tmp/err" ] && json_valid "$tmp/out" &&
	grep -q '"played":{"type":"discard","tile":"4z"},"suggested":{"type":"kita","tile":"4z"},"reason":"kita: a North set aside, a dora and a draw"' "$tmp/out" &&
	! grep -q '"played":{"type":"kita"' "$tmp/out" && [ "$(kitas 0 "$sanma" 0)" -eq 0 ]
ok $? "three players, --report --json: a North discarded where the AI sets it aside suggests kita"
"$JANSOU" review --report --seat 0 "$sanma" >"$tmp/out" 2>"$tmp/err" &&
	[ ! -s "$tmp/err" ] &&
	grep -q 'played Discard N, suggested Kita (kita: a North set aside, a dora and a draw)$' "$tmp/out" &&
	! grep -q '(null)' "$tmp/out" &&
	"$JANSOU" review --report --seat 1 "$sanma" >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ] &&
	grep -q '^[0-9]* hands, [0-9]* decisions: the AI agrees with [0-9]* (100.0%)\.$' "$tmp/out"
ok $? "three players, --report: kita named Kita, never (null); the balanced seat agrees throughout"
"$JANSOU" review --report --seat 3 "$sanma" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q 'no seat 3: the game has 3 players (seats 0 to 2)' "$tmp/out"
ok $? "three players, --seat 3: no such seat, said so, status 1"

"$JANSOU" review --report --seat 4 "$sample" >"$tmp/out" 2>&1
[ $? -eq 2 ] && grep -q -- "--seat is 0, 1, 2 or 3, not '4'" "$tmp/out"
ok $? "--seat 4: a usage error"
"$JANSOU" review --report >"$tmp/out" 2>&1
[ $? -eq 2 ] && grep -q 'give one log file' "$tmp/out"
ok $? "no log file: a usage error"
"$JANSOU" review --report "$tmp/none.json" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "none.json" "$tmp/out"
ok $? "a missing file: a message naming it, status 1"
printf 'not a log\n' >"$tmp/bad.json"
"$JANSOU" review --report "$tmp/bad.json" >"$tmp/out" 2>&1
[ $? -eq 1 ] && grep -q "bad.json: not JSON" "$tmp/out"
ok $? "a file that is no log: a message, status 1"
echo "1..$n"
