#!/bin/sh
# jansou calc --rules mcr end to end: hands scored by Chinese Official rules
# (1998), their fan, totals and payments worked out by hand from the rule
# book; a hand below the 8-point minimum; flowers; self-drawn payments;
# malformed input; riichi options refused. Prints TAP. $JANSOU is the program.
set -u
: "${JANSOU:?run this test through make check}"
LC_ALL=C
export LC_ALL
tmp=${TMPDIR:-/tmp}/mcr-calc-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

. "${srcdir:-$(dirname "$0")}/cli_lib.sh"

# fans NAME STATUS 'Name|value;...' 'Points line' 'Payment line' -- CMD...: the fan rows of
# the table are exactly the list (in table order), and the points and payment lines are there.
fans() {
	name=$1 status=$2 rows=$3 points=$4 payment=$5
	shift 6
	printf '%s\n' "$rows" | tr ';' '\n' >"$tmp/want"
	if run "$status" "$@"; then
		sed -n -E 's/^  (.*[^ ]) +([0-9]+ points?( \(x[0-9]+\))?)$/\1|\2/p' "$tmp/out" >"$tmp/got"
		if cmp -s "$tmp/want" "$tmp/got" && has out "$points" &&
			{ [ -z "$payment" ] || has out "$payment"; }; then
			ok "$name"
			return
		fi
		diff "$tmp/want" "$tmp/got" >>"$tmp/err"
	fi
	not_ok "$name"
}

# json 'REQUEST' 'ANSWER' NAME: one request through --json; the answer, without the
# names of the fan (the catalogue's business, checked in tests/test_names.c), is exactly ANSWER.
json() {
	request=$1 answer=$2 name=$3
	printf '%s\n' "$request" >"$tmp/in"
	if run 0 "$JANSOU" calc --json <"$tmp/in" && [ "$(wc -l <"$tmp/out")" -eq 1 ] &&
		[ "$(sed 's/"name":"[^"]*","chinese":"[^"]*",//g' "$tmp/out")" = "$answer" ]; then
		ok "$name"
	else
		echo "wanted: $answer" >>"$tmp/err"
		not_ok "$name"
	fi
}

# json_has 'REQUEST' 'TEXT' NAME: the one answer holds TEXT.
json_has() {
	request=$1 text=$2 name=$3
	printf '%s\n' "$request" >"$tmp/in"
	if run 0 "$JANSOU" calc --json <"$tmp/in" && [ "$(wc -l <"$tmp/out")" -eq 1 ] &&
		has out "$text"; then
		ok "$name"
	else
		not_ok "$name"
	fi
}

# Hand B: 234m 234p 234s 678s 88p, concealed, won by ron on 8s (67s waits on 5s and 8s).
# Mixed Triple Chow 8 (not Mixed Double Chow besides it), All Simples 2, All Chows 2
# (which implies No Honors), Concealed Hand 2: 14. The discarder pays 8 + 14 = 22, the
# other two 8 each: 38.
hand_b="234m234p234s67s88p 8s"
# shellcheck disable=SC2086
fans "a concealed ron: Mixed Triple Chow, All Simples, All Chows, Concealed Hand" 0 \
	"Concealed Hand|2 points;All Chows|2 points;All Simples|2 points;Mixed Triple Chow|8 points" \
	"Points:  14" "Payment: 22 from the discarder, 8 from each of the other two" -- \
	"$JANSOU" calc --rules mcr $hand_b
# shellcheck disable=SC2086
check "the total of a ron is what the three pay" 0 "Total:   38" "" -- "$JANSOU" calc --rules=mcr $hand_b
json '{"hand":"234m234p234s67s88p","win":"8s","rules":"mcr"}' \
	'{"ok":true,"rules":"mcr","reading":"234m 234p 234s 678s* 88p","fan":[{"id":"concealed_hand","points":2,"count":1},{"id":"all_chows","points":2,"count":1},{"id":"all_simples","points":2,"count":1},{"id":"mixed_triple_chow","points":8,"count":1}],"points":14,"flower_points":0,"enough":true,"payment":{"discarder":22,"others":8},"total":38}' \
	"--json: the fan ids, points, payments and total of a ron"
# On the last discard: Last Tile Claim 8 more, 22; the discarder pays 30: 46 in all.
# shellcheck disable=SC2086
fans "--houtei adds Last Tile Claim" 0 \
	"Concealed Hand|2 points;All Chows|2 points;All Simples|2 points;Mixed Triple Chow|8 points;Last Tile Claim|8 points" \
	"Points:  22" "Payment: 30 from the discarder, 8 from each of the other two" -- \
	"$JANSOU" calc --rules mcr $hand_b --houtei
# One flower: Flower Tiles 1, 15 points; 23 from the discarder, 39 in all.
json '{"hand":"234m234p234s67s88p","win":"8s","rules":"mcr","flowers":1}' \
	'{"ok":true,"rules":"mcr","reading":"234m 234p 234s 678s* 88p","fan":[{"id":"flower_tiles","points":1,"count":1},{"id":"concealed_hand","points":2,"count":1},{"id":"all_chows","points":2,"count":1},{"id":"all_simples","points":2,"count":1},{"id":"mixed_triple_chow","points":8,"count":1}],"points":15,"flower_points":1,"enough":true,"payment":{"discarder":23,"others":8},"total":39}' \
	"--json: a flower is a point of its own"

# Hand C: 123456789m 234p 55s, concealed, self-drawn on 5s (a single wait), two flowers.
# Pure Straight 16 (not Short Straight or Two Terminal Chows on its chows), All Chows 2,
# Fully Concealed Hand 4 (instead of Self-Drawn and Concealed Hand), Single Wait 1,
# Flower Tiles x2 2: 25. Self-drawn, each of the three pays 8 + 25 = 33: 99.
fans "self-drawn with flowers: Pure Straight, Fully Concealed Hand, Single Wait" 0 \
	"Single Wait|1 point;Flower Tiles|2 points (x2);All Chows|2 points;Fully Concealed Hand|4 points;Pure Straight|16 points" \
	"Points:  25 (2 for flowers)" "Payment: 33 from each player" -- \
	"$JANSOU" calc --rules mcr 123456789m234p5s 5s --tsumo --flowers 2
check "a self-drawn total is three times the payment" 0 "Total:   99" "" -- \
	"$JANSOU" calc --rules mcr 123456789m234p5s 5s --tsumo --flowers=2
json '{"hand":"123456789m234p5s","win":"5s","rules":"mcr","tsumo":true,"flowers":2}' \
	'{"ok":true,"rules":"mcr","reading":"123m 456m 789m 234p 55s*","fan":[{"id":"single_wait","points":1,"count":1},{"id":"flower_tiles","points":2,"count":2},{"id":"all_chows","points":2,"count":1},{"id":"fully_concealed_hand","points":4,"count":1},{"id":"pure_straight","points":16,"count":1}],"points":25,"flower_points":2,"enough":true,"payment":{"each":33},"total":99}' \
	"--json: self-drawn, each player pays 8 + the points"

# Hand D: 123m 456m 888m 55m + pon of red dragons, won by ron on 3m (12m: an edge wait).
# Short Straight 1 (123m 456m), Edge Wait 1, Dragon Pung 2, Half Flush 6 (which implies
# One Voided Suit): 10. The discarder pays 18: 34.
fans "a meld: Short Straight, Edge Wait, Dragon Pung, Half Flush" 0 \
	"Short Straight|1 point;Edge Wait|1 point;Dragon Pung|2 points;Half Flush|6 points" \
	"Points:  10" "Payment: 18 from the discarder, 8 from each of the other two" -- \
	"$JANSOU" calc --rules mcr 1245556888m 3m pon:777z

# Kongs: 123p 456p 11m, a concealed kong of 9s and a melded kong of red dragons, self-drawn
# on 1p as the replacement tile of a kong. Short Straight 1, Pung of Terminals or Honors 1
# (the 9s), Dragon Pung 2, one melded and one concealed kong 5 (an MCR ruling), Out
# with Replacement Tile 8 (instead of Self-Drawn): 17. Each pays 8 + 17 = 25: 75.
fans "kongs: a melded and a concealed kong are 5 points, the replacement tile 8" 0 \
	"Short Straight|1 point;Pung of Terminals or Honors|1 point;Dragon Pung|2 points;Melded and Concealed Kong|5 points;Out with Replacement Tile|8 points" \
	"Points:  17" "Payment: 25 from each player" -- \
	"$JANSOU" calc --rules mcr 11m23456p 1p ankan:9999s minkan:7777z --tsumo --rinshan

# Hand A: 123m 123m 567p 678s 55s, concealed, won by ron on 8s (a two-sided wait).
# Pure Double Chow 1, Concealed Hand 2, All Chows 2: 5, below the minimum of 8.
fans "a hand of 5 points is shown, and is no win" 1 \
	"Pure Double Chow|1 point;Concealed Hand|2 points;All Chows|2 points" \
	"Not a win: 5 points without flowers, the minimum is 8." "" -- \
	"$JANSOU" calc --rules mcr 123123m567p5567s 8s
check "a hand below the minimum says why on stderr and exits 1" 1 "" \
	"the hand is worth 5 points without flowers; a win needs at least 8" -- \
	"$JANSOU" calc --rules mcr 123123m567p5567s 8s
check "a hand below the minimum shows no payment" 1 "Points:  5" "" -- \
	"$JANSOU" calc --rules mcr 123123m567p5567s 8s
if has out "Payment" || has out "Total"; then not_ok "no payment below the minimum"
else ok "no payment below the minimum"; fi
# Self-drawn: Fully Concealed Hand 4 instead of Concealed Hand 2: 7, still short.
check "self-drawn, the same hand makes 7: still no win" 1 "Points:  7" "worth 7 points" -- \
	"$JANSOU" calc --rules mcr 123123m567p5567s 8s --tsumo
# Three flowers make 8 points, but flowers do not count toward the minimum.
json '{"hand":"123123m567p5567s","win":"8s","rules":"mcr","flowers":3}' \
	'{"ok":false,"code":"not_enough","error":"the hand is worth 5 points without flowers; a win needs at least 8","rules":"mcr","reading":"123m 123m 567p 678s* 55s","fan":[{"id":"pure_double_chow","points":1,"count":1},{"id":"flower_tiles","points":3,"count":3},{"id":"concealed_hand","points":2,"count":1},{"id":"all_chows","points":2,"count":1}],"points":8,"flower_points":3,"enough":false,"payment":{},"total":0}' \
	"--json: flowers do not count toward the 8-point minimum"

# situations that contradict the way of winning
# shellcheck disable=SC2086
check "--haitei without --tsumo is refused" 1 "" "it needs --tsumo" -- \
	"$JANSOU" calc --rules mcr $hand_b --haitei
# shellcheck disable=SC2086
check "--houtei with --tsumo is refused" 1 "" "it cannot be --tsumo" -- \
	"$JANSOU" calc --rules mcr $hand_b --houtei --tsumo
json_has '{"hand":"234m234p234s67s88p","win":"8s","rules":"mcr","rinshan":true}' \
	'"code":"bad_input","error":"Out with Replacement Tile (--replacement, or --rinshan) is a win on the replacement tile' \
	"--json: a replacement tile won by ron is refused"

# the MCR names of the situations say what the riichi names say
# shellcheck disable=SC2086
fans "--last-tile-claim adds Last Tile Claim, as --houtei does" 0 \
	"Concealed Hand|2 points;All Chows|2 points;All Simples|2 points;Mixed Triple Chow|8 points;Last Tile Claim|8 points" \
	"Points:  22" "Payment: 30 from the discarder, 8 from each of the other two" -- \
	"$JANSOU" calc --rules mcr $hand_b --last-tile-claim
# shellcheck disable=SC2086
check "--last-tile-draw needs --tsumo, and the message names both options" 1 "" \
	"Last Tile Draw (--last-tile-draw, or --haitei)" -- "$JANSOU" calc --rules mcr $hand_b --last-tile-draw
check "--replacement with a kong: Out with Replacement Tile" 0 "Out with Replacement Tile" "" -- \
	"$JANSOU" calc --rules mcr 123456789m5s 5s minkan:1111p --tsumo --replacement
check "--robbing-kong adds Robbing the Kong" 0 "Robbing the Kong" "" -- \
	"$JANSOU" calc --rules mcr 234m678m345p79p77z 8p --robbing-kong
# shellcheck disable=SC2086
check "--replacement is refused under riichi rules" 1 "" "give --rules mcr" -- \
	"$JANSOU" calc $hand_b --replacement
# 123m 456m 99m 456p and a pung of 5p, won on 5p in 456p
check "the table shows the reading, the winning tile's set marked" 0 \
	"Reading: [555p] 123m 456m 456p* 99m" "" -- "$JANSOU" calc --rules mcr 123456m99m46p 5p pon:555p
# a melded and a concealed kong: 5 points, an id of their own; 345p 456s and a pair of 7z
json_has '{"hand":"345p456s7z","win":"7z","melds":["minkan:2222m","ankan:8888s"],"rules":"mcr"}' \
	'{"id":"melded_and_concealed_kongs","name":"Melded and Concealed Kong","chinese":"明暗杠","points":5,"count":1}' \
	"--json: one melded and one concealed kong have their own id"

# situations the hand itself contradicts
check "a replacement tile without a kong is refused" 1 "" "needs a kong in the hand" -- \
	"$JANSOU" calc --rules mcr 123456789m234p5s 5s --tsumo --rinshan
check "robbing a kong whose tile the hand holds is refused" 1 "" \
	"the other three 5s are in that kong" -- "$JANSOU" calc --rules mcr 123456789m234p5s 5s --chankan
check "the last tile with a copy hidden in the hand is refused" 1 "" "a 5s is still hidden" -- \
	"$JANSOU" calc --rules mcr 123456789m234p5s 5s --last-tile
# 123m 456m 99m 456p and a pung of 5p: the pung shows the other three 5p
check "the last tile is worked out from the winner's own pung" 0 "Last Tile                    4 points" \
	"" -- "$JANSOU" calc --rules mcr 123456m99m46p 5p pon:555p

# riichi options are refused under mcr, never ignored; mcr options under riichi
for opt in --riichi --ippatsu --tenhou "--dora=1m" "--honba=1" "--riichi-sticks=1"; do
	# shellcheck disable=SC2086
	check "$opt is refused under --rules mcr" 1 "" "is for riichi rules" -- \
		"$JANSOU" calc --rules mcr $hand_b $opt
done
json_has '{"hand":"234m234p234s67s88p","win":"8s","rules":"mcr","ura":["1m"]}' \
	'"code":"bad_input","error":"ura (--ura) is for riichi rules' "--json: ura dora is refused under mcr"
json_has '{"hand":"234m234p234s67s88p","win":"8s","rules":"mcr","options":{"open_tanyao":true}}' \
	'"code":"bad_input","error":"options: open_tanyao is a riichi rule' \
	"--json: a riichi rule option is refused under mcr"
# shellcheck disable=SC2086
check "--flowers is refused under riichi rules" 1 "" "give --rules mcr" -- \
	"$JANSOU" calc $hand_b --flowers 1
# shellcheck disable=SC2086
check "--last-tile is refused under riichi rules" 1 "" "give --rules mcr" -- \
	"$JANSOU" calc $hand_b --last-tile
# shellcheck disable=SC2086
check "--flowers=9 is a usage error" 2 "" "from 0 to 8" -- "$JANSOU" calc --rules mcr $hand_b --flowers=9
# shellcheck disable=SC2086
check "no flowers when the rules have none" 1 "" "without flowers" -- \
	"$JANSOU" calc --rules mcr $hand_b --flowers 1 --option flowers=false

# malformed hands
check "an incomplete hand is refused" 1 "" "no winning shape" -- \
	"$JANSOU" calc --rules mcr 123123m567p5567s 9s
json_has '{"hand":"123123m567p5567s","win":"9s","rules":"mcr"}' '"ok":false,"code":"not_complete"' \
	"--json: an incomplete hand is not_complete"
check "a red five is refused: the mcr preset has none" 1 "" "red" -- \
	"$JANSOU" calc --rules mcr 234m234p234s67s80p 8s
check "a 15-tile hand is refused" 1 "" "a winning hand has 14" -- \
	"$JANSOU" calc --rules mcr 234m234p234s67s888p 8s
json_has '{"hand":"234m234p234s67s88p","win":"8s","rules":"mcr","flowers":"2"}' \
	'"code":"bad_input","error":"flowers: give a whole number' "--json: flowers must be a number"
json_has '{"hand":"234m234p234s67s88p","win":"8s","rules":"mcr","last_tile":1}' \
	'"code":"bad_input","error":"last_tile: give true or false' "--json: last_tile must be true or false"

# help
check "calc --help names the mcr options" 0 "--rules mcr" "" -- "$JANSOU" calc --help
check "calc --help lists --flowers" 0 "--flowers=N" "" -- "$JANSOU" calc --help
check "calc --help lists --last-tile" 0 "--last-tile" "" -- "$JANSOU" calc --help

echo "1..$n"
[ "$failed" -eq 0 ]
