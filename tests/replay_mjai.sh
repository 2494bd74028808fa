#!/bin/sh
# jansou replay of mjai records (JSON lines): two hands written and checked by hand, copies of
# them broken in one place each (every message and exit status worked out by hand), standard
# input, and the records jansou selfplay --log-format mjai writes, under every riichi preset.
# Prints TAP for the automake harness; $JANSOU is the program, $srcdir the tests.
set -u
LC_ALL=C
export LC_ALL
: "${JANSOU:?JANSOU must name the jansou program}"
: "${srcdir:?srcdir must name the tests directory}"
data=$srcdir/data
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jansou-replay-mjai-XXXXXX") || exit 1
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
# description, file, fixed string it must hold
has() {
	if grep -Fq -- "$3" "$tmp/$2"; then ok "$1"; else not_ok "$1"; fi
}

echo "1..50"

# mjai-sample.jsonl, by the tenhou rules, seat 1 dealing first:
#   hand 1 (East 1): seat 1 draws 6s and holds 1m 9m 1p 9p 1s 9s E S W, nine kinds of
#     terminals and honours: it aborts (kyushukyuhai), nothing is paid;
#   hand 2 (East 1, 1 honba): seat 1 discards 6p; seat 2 holds 234m 678m 234p 234s 6p and
#     rons: tanyao 1 + sanshoku 2 = 3 han; 20 + 10 (closed ron) + 2 (pair wait) = 40 fu;
#     40 x 2^5 x 4 = 5120, 5200, and 300 for the honba: 5500 from seat 1 to seat 2.
sample=$data/mjai-sample.jsonl
run "the hand-written mjai record agrees with the engine" 0 "$sample"
has "both hands are checked, with no difference" out "hands checked: 2, differences: 0, unreadable: 0"
has "a record without the wins' han and fu says once that it checks only points" out \
	"mjai-sample.jsonl: note: the log gives no value of its wins"
# the same as the mjai server writes it: no rules (tenhou's), no reason for the abort,
# the win's han and fu given
run "the same record in the mjai server's form agrees" 0 "$data/mjai-server.jsonl"
has "with no difference" out "hands checked: 2, differences: 0, unreadable: 0"
sed 's/"fan":3/"fan":2/; s/"fu":40/"fu":30/' "$data/mjai-server.jsonl" >"$tmp/value.jsonl"
run "a win's han and fu, when the record gives them, are checked" 1 "$tmp/value.jsonl"
has "the han that differ" out "hand 2 (East 1, 1 honba): seat 2's win is 2 han in the log"
has "the fu that differ" out "seat 2's win is 30 fu in the log, 40 fu in the engine"
# a yakuman is 100 fan in the server's records; 13 fan or more of ordinary yaku are a counted
# yakuman, compared as han
sed 's/"fan":3,"yakus":\[\["tanyao",1\],\["sanshokudojun",2\]\]/"fan":100,"yakus":[["kokushimuso",100]]/' \
	"$data/mjai-server.jsonl" >"$tmp/yakuman.jsonl"
run "a win of 100 fan" 1 "$tmp/yakuman.jsonl"
has "is a yakuman" out "hand 2 (East 1, 1 honba): seat 2's win is a yakuman in the log but not in the engine"
sed 's/"fan":3,/"fan":14,/' "$data/mjai-server.jsonl" >"$tmp/counted.jsonl"
run "a win of 14 fan of ordinary yaku" 1 "$tmp/counted.jsonl"
has "is 14 han" out "hand 2 (East 1, 1 honba): seat 2's win is 14 han in the log (tanyao(1) sanshokudojun(2))"

run "a record on standard input" 0 /dev/stdin <"$sample"
has "is replayed" out "hands checked: 2, differences: 0, unreadable: 0"

# ---- one thing broken, on a known line ----------------------------------------
sed 's/"deltas":\[0,-5500,5500,0\]/"deltas":[0,-5800,5800,0]/' "$sample" >"$tmp/delta.jsonl"
run "a changed hora delta" 1 "$tmp/delta.jsonl"
has "is a difference with both point changes" out \
	"delta.jsonl: hand 2 (East 1, 1 honba): points change by 0 -5800 5800 0 in the log, by 0 -5500 5500 0 in the engine"
has "counted in the summary" out "hands checked: 2, differences: 1, unreadable: 0"

# seat 1 holds no 5m: the engine cannot let it discard one
sed '8s/"pai":"6p"/"pai":"5m"/; 9s/"pai":"6p"/"pai":"5m"/' "$sample" >"$tmp/discard.jsonl"
run "a changed discard" 1 "$tmp/discard.jsonl"
has "is a difference naming the action the engine would not take" out \
	"hand 2 (East 1, 1 honba): the log has \"seat 1 discards 5m\" but the engine does not offer it"
# seat 1 does hold 7s, but then seat 2 wins on a tile nobody played
sed '8s/"pai":"6p"/"pai":"7s"/' "$sample" >"$tmp/discard2.jsonl"
run "a discard that the win does not follow" 1 "$tmp/discard2.jsonl"
has "is refused, naming the line" err "discard2.jsonl: line 9: seat 2 wins on 6p, not on the tile played last"

sed 7d "$sample" >"$tmp/missing.jsonl"
run "a missing line (seat 1's draw)" 1 "$tmp/missing.jsonl"
has "is refused: the discard comes out of turn" err \
	"missing.jsonl: line 7: dahai by seat 1 out of turn: seat 1's draw comes next"
has "and the record counts as unreadable" out "hands checked: 0, differences: 0, unreadable: 1"

sed '10s/end_kyoku/end_round/' "$sample" >"$tmp/type.jsonl"
run "an unknown type" 1 "$tmp/type.jsonl"
has "is named with its line" err "type.jsonl: line 10: unknown event type \"end_round\""

sed '3s/"6s"/"6x"/' "$sample" >"$tmp/tile.jsonl"
run "a bad tile" 1 "$tmp/tile.jsonl"
has "is named with its line" err "tile.jsonl: line 3: pai \"6x\" is not a tile in mjai notation"
sed '3s/"6s"/"?"/' "$sample" >"$tmp/hidden.jsonl"
run "a hidden tile" 1 "$tmp/hidden.jsonl"
has "is refused: replay needs every tile" err "hidden.jsonl: line 3: pai is hidden (\"?\")"
sed '3s/"6s"/"5zr"/' "$sample" >"$tmp/red.jsonl"
run "a red honour" 1 "$tmp/red.jsonl"
has "is no tile" err "red.jsonl: line 3: pai \"5zr\" is not a tile in mjai notation"

sed '3s/"actor":1/"actor":4/' "$sample" >"$tmp/actor.jsonl"
run "a bad actor" 1 "$tmp/actor.jsonl"
has "is named with its line" err "actor.jsonl: line 3: \"actor\" is 4, not a seat 0 to 3"
sed '3s/"actor":1/"actor":2/' "$sample" >"$tmp/turn.jsonl"
run "a draw by the wrong seat" 1 "$tmp/turn.jsonl"
has "is out of turn" err "turn.jsonl: line 3: tsumo by seat 2 out of turn: seat 1's draw comes next"
sed '6s/"oya":1/"oya":2/' "$sample" >"$tmp/oya.jsonl"
run "a dealer who does not follow the first" 1 "$tmp/oya.jsonl"
has "is refused" err "oya.jsonl: line 6: seat 2 deals hand 1 of the round, but seat 1 dealt the first hand"
sed '6s/"honba":1/"honba":100000/' "$sample" >"$tmp/honba.jsonl"
run "a honba count past any game" 1 "$tmp/honba.jsonl"
has "is refused" err "honba.jsonl: line 6: \"honba\" is 100000, not 0 to 1000"

# cut inside line 9 (the hora), and cut after line 8
head -c "$(($(head -n 8 "$sample" | wc -c) + 30))" "$sample" >"$tmp/cut.jsonl"
run "a file cut inside a line" 1 "$tmp/cut.jsonl"
has "is refused: the line ends inside its object" err \
	"cut.jsonl: line 9: not JSON: the line ends inside the object"
head -n 8 "$sample" >"$tmp/short.jsonl"
run "a file cut between lines, inside a hand" 1 "$tmp/short.jsonl"
has "is refused: the hand has no end" err \
	"short.jsonl: the record ends inside the hand that starts on line 6 (no end_kyoku): it is cut short"

: >"$tmp/empty.jsonl"
run "an empty file" 1 "$tmp/empty.jsonl"
has "is named as empty" err "empty.jsonl: the file is empty"

# ---- selfplay's records ------------------------------------------------------
for case in "standard 3 random,efficiency,defensive,balanced" "tenhou 11 balanced" \
	"league 5 defensive" "classic 8 random"; do
	set -- $case
	if "$JANSOU" selfplay --games 4 --seed "$2" --rules "$1" --ai "$3" --logs "$tmp/$1" \
		--log-format mjai >/dev/null 2>"$tmp/err"; then
		run "selfplay --rules $1 --seed $2: every mjai record replays" 0 "$tmp/$1"/*.jsonl
	else
		not_ok "selfplay --rules $1 --seed $2 writes mjai records"
	fi
done
