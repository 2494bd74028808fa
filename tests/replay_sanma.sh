#!/bin/sh
# jansou replay of real three-player games (tests/data/sanma-real, sources in
# tests/data/README.md): Tenhou's and Mahjong Soul's, each by the preset its room
# name tells, with no difference; the room table and --rules.
# Prints TAP for the automake harness; $JANSOU is the program, $srcdir the tests.
set -u
: "${JANSOU:?JANSOU must name the jansou program}"
: "${srcdir:?srcdir must name the tests directory}"
real=$srcdir/data/sanma-real
tmp=${TMPDIR:-/tmp}/jansou-replay-sanma.$$
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
# description, extended regular expression the output must hold
has() {
	if grep -Eq -- "$2" "$tmp/out"; then ok "$1"; else not_ok "$1"; fi
}
# a copy of a log under another room name: file, name; prints the copy's path
room() {
	sed "s/\"disp\":\"[^\"]*\"/\"disp\":\"$2\"/" "$1" >"$tmp/room.json"
	echo "$tmp/room.json"
}

echo "1..18"

run "every real three-player game agrees with the engine" 0 "$real"/*.json
has "all their hands are checked, with the final points and scores" \
	"files: 17, hands checked: 111, differences: 0, unreadable: 0"
has "Tenhou's room is played by sanma-tenhou" \
	"tenhou-phoenix-2021010217.json: rules: sanma-tenhou \(Tenhou room 三鳳南喰赤\)"
has "Mahjong Soul's by sanma" "mjsoul-chankan.json: rules: sanma \(Mahjong Soul room 三銀の間赤\)"

# Mahjong Soul counts thirteen orphans on a closed kan, Tenhou does not
run "by Tenhou's rules the kokushi that robs a closed kan differs" 1 \
	--rules sanma-tenhou "$real/mjsoul-kokushi-ankan.json"
has "and the report says the rules were asked for" "rules: sanma-tenhou \(--rules\)"
has "the engine lets nobody rob the kan" "seat 0 wins in the log but not in the engine"
run "an unknown preset is bad usage" 2 --rules nosuch "$real/mjsoul-chankan.json"

# the room table: a converter's names, with East or South, English ones, four players
tenhou=$real/tenhou-phoenix-2021010217.json
"$JANSOU" replay "$(room "$tenhou" 三玉の間南喰赤)" >"$tmp/out" 2>"$tmp/err"
has "a Mahjong Soul name with South is Mahjong Soul's three-player rules" "rules: sanma \(Mahjong Soul room 三玉の間南喰赤\)"
"$JANSOU" replay "$(room "$tenhou" "Throne Room South")" >"$tmp/out" 2>"$tmp/err"
has "an English name, three seats dealt, is sanma too" "rules: sanma \(Mahjong Soul room Throne Room South\)"
"$JANSOU" replay "$(room "$tenhou" 三般東喰赤－速)" >"$tmp/out" 2>"$tmp/err"
has "Tenhou's fast East room is sanma-tenhou" "rules: sanma-tenhou \(Tenhou room 三般東喰赤－速\)"
four=$srcdir/data/tenhou-sample.json
"$JANSOU" replay "$(room "$four" 玉の間南喰赤)" >"$tmp/out" 2>"$tmp/err"
has "a four-player Mahjong Soul room is standard" "rules: standard \(Mahjong Soul room 玉の間南喰赤\)"
"$JANSOU" replay "$(room "$four" 四鳳南喰赤)" >"$tmp/out" 2>"$tmp/err"
has "a four-player Tenhou room is tenhou" "rules: tenhou \(Tenhou room 四鳳南喰赤\)"
run "--json" 0 --json "$real/mjsoul-chankan.json"
has "says the rules and why for each file" \
	'"rules":"sanma","rules_why":"Mahjong Soul room 三銀の間赤","hands":3,"differences":0'

# the Tenhou games kept as mjlog XML: their JSON is what tests/tools/mjlog_to_tenhou6.py makes
for x in "$real"/mjlog/*.xml; do
	b=$(basename "$x" .xml)
	j=$real/tenhou-phoenix-${b%%gm-*}-${b##*-}.json
	if ! command -v python3 >/dev/null 2>&1; then
		n=$((n + 1))
		echo "ok $n # SKIP no python3 to convert $b"
	elif python3 "$srcdir/tools/mjlog_to_tenhou6.py" --ref "$b" "$x" >"$tmp/out" 2>"$tmp/err" &&
		cmp -s "$tmp/out" "$j"; then
		ok "$b.xml converts to $(basename "$j")"
	else
		not_ok "$b.xml converts to $(basename "$j")"
	fi
done
