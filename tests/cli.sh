#!/bin/sh
# The command lines of `jansou calc` and `jansou analyze`: help, the human
# tables of hands worked out by hand, malformed input and its messages and exit
# codes, and the JSON-lines mode (bad lines, empty lines, a closed pipe).
# Prints TAP. $JANSOU is the program under test (set by make check).
set -u
: "${JANSOU:?run this test through make check}"
LC_ALL=C
export LC_ALL
tmp=${TMPDIR:-/tmp}/cli-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

. "${srcdir:-$(dirname "$0")}/cli_lib.sh"

# json TOOL 'REQUEST' 'TEXT in the answer' NAME: one request through --json.
json() {
	tool=$1 request=$2 text=$3 name=$4
	printf '%s\n' "$request" >"$tmp/in"
	if run 0 "$JANSOU" "$tool" --json <"$tmp/in" && has out "$text" &&
		[ "$(wc -l <"$tmp/out")" -eq 1 ]; then
		ok "$name"
	else
		not_ok "$name"
	fi
}

echo "1..40"

# --help
check "calc --help shows the usage" 0 "Usage: jansou calc" "" -- "$JANSOU" calc --help
check "calc --help lists the JSON fields as options" 0 "--riichi-sticks" "" -- "$JANSOU" calc --help
check "analyze --help shows the usage" 0 "Usage: jansou analyze" "" -- "$JANSOU" analyze --help
check "jansou --help lists both tools" 0 "analyze" "" -- "$JANSOU" --help

# analyze, human form: 123m 456p 789s 11z + 23s waits on 1s and 4s, four of each unseen.
check "analyze finds the waits of a tenpai hand" 0 "Waits:   8 tiles: 1s(4) 4s(4)" "" -- \
	"$JANSOU" analyze 123m456p789s11z23s
check "analyze counts visible tiles as seen" 0 "Waits:   5 tiles: 1s(2) 4s(3)" "" -- \
	"$JANSOU" analyze 123m456p789s11z23s --visible 1s1s4s
# 14 tiles: discarding 1z keeps tenpai on 1z-tanki... every discard is listed; 1m leaves 1m-4m.
check "analyze of a complete 14-tile hand says so" 0 "Shanten: Complete." "" -- \
	"$JANSOU" analyze 123m456p234789s11z
json analyze '{"hand":"123m456p789s11z23s","melds":[],"visible":""}' \
	'{"ok":true,"shanten":0,"waits":[{"tile":"1s","left":4},{"tile":"4s","left":4}],"ukeire":8}' \
	"analyze --json answers a tenpai hand exactly"
json analyze '{"hand":"123m456p789s1z","melds":["pon:777z"]}' '"shanten":0' \
	"analyze --json counts a meld as three tiles"
json analyze '{"hand":"123m456p234789s11z"}' '{"tile":"1m","shanten":0,"ukeire":7,"tiles":["1m","4m"]}' \
	"analyze --json lists each discard with the tiles it accepts"

# calc, human form. 123m 99m 456p 23s+4s 789s: riichi, menzen tsumo, pinfu = 3 han 20 fu;
# the dealer's tsumo is 20 x 2^5 = 640 basic points, x2 = 1280 -> 1300 from each of three.
check "calc scores riichi tsumo pinfu for the dealer" 0 "Value:   3 han 20 fu" "" -- \
	"$JANSOU" calc 12399m456p23789s 4s --riichi --tsumo
check "calc rounds the dealer's tsumo payment up" 0 "1300 from each player" "" -- \
	"$JANSOU" calc 12399m456p23789s 4s --riichi --tsumo
# one honba adds 100 per payer, one riichi stick 1000: 3 x 1400 + 1000.
check "calc adds honba and riichi sticks to the total" 0 "Total:   5200" "" -- \
	"$JANSOU" calc 12399m456p23789s 4s --riichi --tsumo --honba 1 --riichi-sticks 1
# non-dealer ron: riichi + pinfu, 30 fu: 30 x 2^4 = 480, x4 = 1920 -> 2000.
check "calc scores a non-dealer ron" 0 "2000 from the discarder" "" -- \
	"$JANSOU" calc 12399m456p23789s 4s --riichi --seat-wind S
# dora indicator 8m makes 9m dora: the pair adds 2 han, 5 han is a mangan, 4000 all.
check "calc counts dora from the indicator" 0 "4000 from each player" "" -- \
	"$JANSOU" calc 12399m456p23789s 4s --riichi --tsumo --dora 8m
json calc '{"hand":"12399m456p23789s","win":"4s","riichi":true,"tsumo":true}' \
	'"han":3,"fu":20,"yakuman":0,"limit":""' "calc --json gives han, fu and limit"
json calc '{"hand":"12399m456p23789s","win":"4s","riichi":true,"tsumo":true}' \
	'"dora":0,"aka":0,"ura":0,"payment":{"tsumo_all":1300},"total":3900' \
	"calc --json gives the payment of a dealer tsumo"
json calc '{"hand":"12399m456p23789s","win":"4s","seat_wind":"S","tsumo":true,"riichi":true}' \
	'"payment":{"tsumo_dealer":1300,"tsumo_nondealer":700}' \
	"calc --json gives the payments of a non-dealer tsumo"

# rule options: 234m 567p 444s 66s + chi 345s is open tanyao only; by ron, 444s counts as an
# open triplet of simples: 20 + 2 = 22 -> 30 fu; the dealer's 1 han 30 fu is 240 x 6 = 1440 -> 1500.
json calc '{"hand":"234m567p4466s","melds":["chi:345s"],"win":"4s"}' '"payment":{"ron":1500}' \
	"calc --json scores open tanyao by default"
json calc '{"hand":"234m567p4466s","melds":["chi:345s"],"win":"4s","options":{"open_tanyao":false}}' \
	'"code":"no_yaku"' "calc --json applies a rule option"
json calc '{"hand":"234m567p4466s","melds":["chi:345s"],"win":"4s","options":{"open_tanyo":false}}' \
	'"code":"bad_input","error":"options: unknown rule option' "an unknown rule option is refused"
check "calc --option overrides a rule option" 1 "" "no yaku" -- \
	"$JANSOU" calc 234m567p4466s 4s chi:345s --option open_tanyao=false

# hands that cannot be scored
json calc '{"hand":"123m456p789s23s11z","win":"4s"}' '"code":"no_yaku"' \
	"calc --json: a complete hand without yaku is no_yaku"
json calc '{"hand":"123m456p789s25s11z","win":"4s"}' '"code":"not_complete"' \
	"calc --json: an incomplete hand is not_complete"
check "calc without yaku fails with a message" 1 "" "no yaku" -- \
	"$JANSOU" calc 123m456p789s23s11z 4s

# malformed input: JSON mode says bad_input and why
json calc '{"hand":"11111m456p789s11z","win":"4s"}' '"code":"bad_input","error":"1m appears 5 times' \
	"a fifth copy is refused"
json analyze '{"hand":"123m456p789s10z23s"}' "'0z' is not a tile" "0z is refused"
json analyze '{"hand":"123m456p789s11z2345s"}' '15 tiles' "a 15-tile hand is refused"
json calc '{"hand":"123m456p789s1z","win":"1z","melds":["pan:777z"]}' "'pan' is not a kind of meld" \
	"an unknown meld kind is refused"
json calc '{"hand":"123m456p789s1z",' '"code":"bad_input","error":"not valid JSON' "bad JSON is refused"
json calc '{"hand":"12399m456p23789s","win":"4s","riichii":true}' 'unknown field \"riichii\"' \
	"an unknown field is refused by name"
json calc '{"hand":"12399m456p23789s","win":"4s","honba":"2"}' 'honba: give a whole number' \
	"a field of the wrong type is refused"

# human form: bad input exits 1, usage errors 2
check "human calc: a fifth copy exits 1" 1 "" "appears 5 times" -- "$JANSOU" calc 11111m456p789s11z 4s
check "human analyze: 0z exits 1" 1 "" "'0z' is not a tile" -- "$JANSOU" analyze 123m456p789s10z23s
check "an unknown option is a usage error" 2 "" "unknown option" -- "$JANSOU" calc --bogus
check "calc without a winning tile is a usage error" 2 "" "no winning tile" -- \
	"$JANSOU" calc 12399m456p23789s

# JSON lines: a bad line does not stop the others; empty lines are skipped.
printf '%s\n' '{"hand":"123m456p789s11z23s"}' '' 'nonsense' '{"hand":"123m456p789s11z23s"}' >"$tmp/in"
if run 0 "$JANSOU" analyze --json <"$tmp/in" && [ "$(wc -l <"$tmp/out")" -eq 3 ] &&
	[ "$(sed -n 2p "$tmp/out" | grep -c bad_input)" -eq 1 ] &&
	[ "$(sed -n 3p "$tmp/out" | grep -c '"ok":true')" -eq 1 ]; then
	ok "one answer per non-empty line, going on after a bad one"
else
	not_ok "one answer per non-empty line, going on after a bad one"
fi

# options on the command line are defaults for every JSON line
printf '%s\n' '{"hand":"12399m456p23789s","win":"4s"}' >"$tmp/in"
if run 0 "$JANSOU" calc --json --riichi --tsumo <"$tmp/in" && has out '"total":3900'; then
	ok "command-line options are defaults in --json mode"
else
	not_ok "command-line options are defaults in --json mode"
fi

# A reader that stops early: the tool ends quietly with status 0, not by SIGPIPE.
i=0
: >"$tmp/in"
while [ $i -lt 200 ]; do
	printf '%s\n' '{"hand":"123m456p789s11z23s"}' '{"hand":"123m456p789s11z23s"}' \
		'{"hand":"123m456p789s11z23s"}' '{"hand":"123m456p789s11z23s"}' \
		'{"hand":"123m456p789s11z23s"}' >>"$tmp/in"
	i=$((i + 1))
done
cat "$tmp/in" "$tmp/in" "$tmp/in" "$tmp/in" "$tmp/in" >"$tmp/in5"
{ "$JANSOU" analyze --json <"$tmp/in5" 2>"$tmp/err"; echo $? >"$tmp/status"; } | head -n 1 >"$tmp/out"
if [ "$(cat "$tmp/status")" = 0 ] && [ ! -s "$tmp/err" ] && has out '"ok":true'; then
	ok "a closed pipe ends the tool quietly"
else
	echo "status $(cat "$tmp/status")" >>"$tmp/err"
	not_ok "a closed pipe ends the tool quietly"
fi

check "--json refuses hand arguments" 2 "" "--json reads the hands from standard input" -- \
	"$JANSOU" analyze --json 123m

exit 0
