#!/bin/sh
# Three-player riichi (--rules sanma, sanma-tenhou) through calc and analyze, end to end:
# the payments of three players worked out by hand (tsumo loss and North bisection), kita,
# the 108 tiles (2m to 8m refused, never among the waits or the tile acceptance), options of
# the wrong family refused, selfplay playing three players and the screen refusing them for now.
# Prints TAP. $JANSOU is the program.
set -u
: "${JANSOU:?run this test through make check}"
LC_ALL=C
export LC_ALL
tmp=${TMPDIR:-/tmp}/sanma-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

. "${srcdir:-$(dirname "$0")}/cli_lib.sh"

# json 'REQUEST' 'TEXT' NAME: one calc request through --json; the answer holds TEXT.
json() {
	printf '%s\n' "$1" >"$tmp/in"
	if run 0 "$JANSOU" calc --json <"$tmp/in" && has out "$2"; then
		ok "$3"
	else
		not_ok "$3"
	fi
}

hand='11m456p789s234s66z'

# menzen tsumo + hatsu + 2 kita = 4 han 30 fu; non-dealer: 3900 + 2000 (four players: 3900
# + 2000 + 2000)
check 'non-dealer tsumo under tsumo loss: two payers' 0 \
	'Payment: 3900 from the dealer, 2000 from the other non-dealer' '' -- \
	"$JANSOU" calc --rules sanma $hand 6z --tsumo --seat-wind S --kita 2
has out 'Total:   5900' && ok 'its total is 5900' || not_ok 'its total is 5900'
has out 'Kita (North set aside)' && ok 'kita on a line of its own' || not_ok 'kita on a line of its own'
has out 'three players' && ok 'the table names three players' || not_ok 'the table names three players'
# North bisection: the absent 2000 split, +1000 each
check 'North bisection adds half the absent share to each payer' 0 \
	'Payment: 4900 from the dealer, 3000 from the other non-dealer' '' -- \
	"$JANSOU" calc --rules sanma $hand 6z --tsumo --seat-wind S --kita 2 \
	--option tsumo_loss=false
# dealer: 3900 from each of the two
check 'dealer tsumo: each of the other two pays' 0 'Payment: 3900 from each of the other two' '' -- \
	"$JANSOU" calc --rules sanma-tenhou $hand 6z --tsumo --kita 2
# ron as with four players: hatsu + 2 kita, 3 han 40 fu (the hatsu triplet won by ron is
# open: 4 fu, closed ron 10): non-dealer ron 5200
check 'a ron pays as with four players' 0 'Payment: 5200 from the discarder' '' -- \
	"$JANSOU" calc --rules sanma $hand 6z --seat-wind S --kita 2

json '{"hand":"'$hand'","win":"6z","tsumo":true,"rules":"sanma","kita":1,"seat_wind":"S"}' \
	'"kita":1,"players":3,"payment":{"tsumo_dealer":2000,"tsumo_nondealer":1000},"total":3000}' \
	'--json takes "rules":"sanma" and "kita"'
json '{"hand":"99m456p789s234s66z","win":"6z","rules":"sanma","dora":"1m","seat_wind":"S"}' \
	'"dora":2' 'a 1m indicator makes 9m the dora'
json '{"hand":"'$hand'","win":"6z","tsumo":true}' '"payment":{"tsumo_all":1000},"total":3000}' \
	'four-player answers keep their shape'
json '{"hand":"'$hand'","win":"6z","tsumo":true,"kita":1}' 'three-player rule' \
	'kita under four players is refused'
json '{"hand":"'$hand'","win":"6z","rules":"sanma","options":{"uma":"15,5,-5,-15"}}' \
	'uma3' 'the four-player uma is refused under sanma'
json '{"hand":"'$hand'","win":"6z","options":{"tsumo_loss":false}}' 'three-player rule' \
	'tsumo_loss under four players is refused'
json '{"hand":"'$hand'","win":"6z","rules":"sanma","options":{"uma3":"20,0,-20","kita":"nukidora"}}' \
	'"ok":true' 'the three-player options are taken by name'

check '2m is refused under sanma' 1 '' '2m is not among the 108 tiles' -- \
	"$JANSOU" calc --rules sanma 22m456p789s234s66z 6z
check 'a 5m winning tile is refused' 1 '' '5m is not among' -- \
	"$JANSOU" calc --rules sanma 11m456p789s234s66z 5m
check 'chi is refused under sanma' 1 '' 'no chi' -- \
	"$JANSOU" calc --rules sanma 11m456p789s66z 6z chi:234s
check 'a North seat is refused' 1 '' 'no North seat' -- \
	"$JANSOU" calc --rules sanma $hand 6z --seat-wind N

# analyze: 2m-8m are never among the waits or the acceptance
bad=0
for h in 19m11456p1234789s 1199m11456p12789s 11m456p789s23466z 1m9m1p9p1s9s1234567z \
	11m99m123p456s77z 1m2p3p4p5p6p7p8p9p1s2s3s4s; do
	if run 0 "$JANSOU" analyze --rules sanma "$h" || run 0 "$JANSOU" analyze --rules sanma "${h%??}"; then
		if grep -E '(^| )[2-8]m\(' "$tmp/out" >/dev/null; then bad=1; fi
	fi
done
[ $bad -eq 0 ] && ok 'analyze never names 2m-8m under sanma' || not_ok 'analyze never names 2m-8m under sanma'
check 'four players still wait on 2m' 0 '2m(' '' -- "$JANSOU" analyze 19m11456p1234789s
check 'kokushi under sanma waits on 13 kinds' 0 'Waits:   39 tiles:' '' -- \
	"$JANSOU" analyze --rules sanma 19m19p19s1234567z
printf '%s\n' '{"hand":"1m9m1p9p1s9s1234567z","rules":"sanma"}' >"$tmp/in"
if run 0 "$JANSOU" analyze --json <"$tmp/in" && has out '"ok":true' && ! grep -E '"[2-8]m"' "$tmp/out" >/dev/null; then
	ok 'analyze --json takes "rules":"sanma"'
else
	not_ok 'analyze --json takes "rules":"sanma"'
fi
check 'analyze refuses 3m under sanma' 1 '' '3m is not among' -- \
	"$JANSOU" analyze --rules sanma 13m11456p1234789s
check 'analyze refuses mcr' 1 '' 'Chinese Official' -- "$JANSOU" analyze --rules mcr 19m11456p1234789s

check 'selfplay plays three players' 0 '3 random' '' -- \
	"$JANSOU" selfplay --rules sanma --games 2
if has out '4 random'; then not_ok 'selfplay lists no fourth player'; else ok 'selfplay lists no fourth player'; fi
check 'selfplay takes three names under sanma' 0 '3 tsumogiri' '' -- \
	"$JANSOU" selfplay --rules sanma-tenhou --games 1 --ai efficiency,random,tsumogiri
check 'selfplay refuses four names under sanma' 2 '' 'three players (A,B,C)' -- \
	"$JANSOU" selfplay --rules sanma --games 1 --ai random,random,random,random
check 'selfplay refuses three names under four-player rules' 2 '' 'four players (A,B,C,D)' -- \
	"$JANSOU" selfplay --games 1 --ai random,random,random
check 'mjai logs refuse three players' 2 '' 'mjai logs have four seats' -- \
	"$JANSOU" selfplay --rules sanma --games 1 --logs "$tmp" --log-format mjai

# the game on the screen: tests/ui_sanma.sh

echo "1..$n"
[ "$failed" -eq 0 ]
