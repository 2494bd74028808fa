#!/bin/sh
# Chinese Official rules (jansou --rules mcr) in the terminal, as a person sees them: the
# table with the round of 16 and the flowers and nothing of riichi, the help, and a whole
# game (--autoplay letting the efficiency player take the human's seat) whose win screens
# list every fan with its points and whose final table has places and points, no uma.
# Seed 1 with efficiency players everywhere is the game these expectations were read from;
# each fan list was then worked out by hand from the hand on the screen (seed 002).
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# the glyphs of the flowers, by their Unicode names (U+1F022 plum .. U+1F029 winter)
orchid=$(printf '\360\237\200\243')
bamboo=$(printf '\360\237\200\244')
spring=$(printf '\360\237\200\246')

# ---- the table: seed 1 stops first at a call: Left discards West and you hold two.
ui_start 80 24 -- --rules mcr --seed 1 --delay 0 --tiles text
ui_wait_for 'Left discards W:'
ui_ok $? "an MCR game starts at 80x24 and stops at the first call"
ui_line 0 | grep -Eq '^ East 1  hand 1 of 16  wall [0-9]+$'
ui_ok $? "the status line has the round and the hand of 16, without honba, sticks or dora"
! ui_screen | grep -Eqi 'dora|honba|riichi'
ui_ok $? "nothing on the table speaks of dora, honba or riichi"
ui_screen | grep -Eq '^ \? help  m menu  w waits  s hint  v log  g tiles  o options  q quit$'
ui_ok $? "the key reminder has no dora panel"
ui_screen | grep -Eq '^ Left discards W: +1 Pon W +W +2 Pass$'
ui_ok $? "the call prompt lists the pon of West and pass, nothing else"
# the flowers you drew are logged one by one and stand after your name, in that order
logged=$(ui_screen | grep -oE 'You: flower [1-8]f' | sed 's/You: flower //' | tr '\n' ' ')
shown=$(ui_screen | grep -E '^ (> )?You West 0 ' | sed -E 's/^ (> )?You West 0 //' | tr -s ' ' | sed 's/ *$/ /')
[ -n "$logged" ] && [ "$logged" = "4f 5f 2f " ] && [ "$shown" = "$logged" ]
ui_ok $? "text mode: your flowers 4f 5f 2f after your name, as the log says you drew them ('$shown')"
ui_keys '?'
ui_wait_for 'jansou: keys'
! ui_screen | grep -Eq '^  (r|!|i|e) +'
ui_ok $? "the help leaves out the keys of riichi, nine terminals, dora and danger"
ui_screen | grep -q 'Chinese Official rules: a win needs a hand worth 8 points or more.'
ui_ok $? "the help explains the 8-point minimum"
ui_keys Escape
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 80 24 -- --rules mcr --seed 1 --delay 0 --tiles glyph
ui_wait_for 'Left discards'
ui_screen | grep -q "You West 0 $bamboo $spring $orchid"
ui_ok $? "glyph mode: the same flowers as U+1F024 bamboo, U+1F026 spring, U+1F023 orchid"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 60 20 -- --rules mcr --seed 1 --delay 0 --tiles text
ui_wait_for 'Terminal too small: 60x20\.'
ui_ok $? "a terminal under 80x24 gets the message, not a broken table"
ui_tmux resize-window -t game -x 80 -y 24
ui_wait_for '^ East 1  hand 1 of 16  wall [0-9]+$'
ui_ok $? "made large enough, the MCR table is back"
ui_keys q y
ui_wait_for '^EXIT=0'

# ---- a whole game at 80x24 -----------------------------------------------
ui_start 80 24 -- --rules mcr --seed 1 --delay 0 --tiles text --ai efficiency --autoplay efficiency
out=${TMPDIR:-/tmp}/jansou-mcr-$$
ended() { ui_screen | grep -Eq '\(hand [0-9]+ of 16\)|Final table'; }
hands=0
while [ $hands -lt 20 ]; do
	ui_wait_until ended || break
	ui_screen | grep -q 'Final table' && break
	hands=$((hands + 1))
	ui_screen | grep -q "(hand $hands of 16)" || { echo "# expected hand $hands of 16"; break; }
	ui_screen >"$out.$hands"
	ui_keys Enter
	ui_wait_until eval "! ui_screen | grep -q '(hand $hands of 16)'" || break
done
[ $hands -eq 16 ] && ui_screen | grep -q 'Final table'
ui_ok $? "the game reaches the final table after 16 hands ($hands)"

# East 1: Across draws 5s to 567m 123p 345p4p 46s. Closed Wait 1 (46s), All Chows 2 (four
# chows, a pair of 4p), Fully Concealed Hand 4 (self-drawn, nothing called), Mixed Shifted
# Chows 6 (345p 456s 567m) = 13; each of the three others pays 8 + 13 = 21.
f=$out.1
head -n 1 "$f" | grep -q '^ East 1  (hand 1 of 16)$'
ui_ok $? "hand 1: the round and the hand of 16 head the result"
grep -q '^  Across wins by tsumo$' "$f" &&
	grep -Eq '^  5m 6m 7m 1p 2p 3p 3p 4p 4p 4p 5p 4s 6s +5s$' "$f"
ui_ok $? "hand 1: who won, the hand and the winning tile apart"
[ "$(grep -cE '^    [A-Z][A-Za-z ]+ +[^ ]+ +[0-9]+$' "$f")" -eq 4 ] &&
	grep -Eq '^    Closed Wait +坎张 +1$' "$f" &&
	grep -Eq '^    All Chows +平和 +2$' "$f" &&
	grep -Eq '^    Fully Concealed Hand +不求人 +4$' "$f" &&
	grep -Eq '^    Mixed Shifted Chows +三色三步高 +6$' "$f"
ui_ok $? "hand 1: exactly the four fan, English and the rule book's Chinese, with their points"
grep -q '^    Total 13 points$' "$f" &&
	grep -q '^    Each of the other three pays 8 + 13 = 21: 63 in all\.$' "$f"
ui_ok $? "hand 1: the total and the payments of a self-drawn win"
grep -Eq '^  Across +0 -> +63 +\+63$' "$f" && [ "$(grep -cE '^  (You|Right|Left) +0 -> +-21 +-21$' "$f")" -eq 3 ]
ui_ok $? "hand 1: each player's points change"

# East 3: Across draws 6m to 66m 456p 678s 888s WWW (a flower, 5f, set aside; Across sits
# West): Seat Wind 2, Two Concealed Pungs 2 (666m drawn, WWW), Fully Concealed Hand 4 = 8,
# and Flower Tiles 1: 9 points.
f=$out.3
grep -Eq '^  6m 6m 4p 5p 6p 6s 7s 8s 8s 8s W  W  W  +6m +5f$' "$f"
ui_ok $? "hand 3: the winner's flower after the winning tile"
grep -Eq '^    Flower Tiles +花牌 +1$' "$f" && grep -Eq '^    Seat Wind +门风刻 +2$' "$f" &&
	grep -Eq '^    Two Concealed Pungs +双暗刻 +2$' "$f" &&
	grep -Eq '^    Fully Concealed Hand +不求人 +4$' "$f" &&
	grep -q '^    Total 9 points (flowers 1)$' "$f"
ui_ok $? "hand 3: the flower counts as a fan and the total says how much of it is flowers"

# South 2: you win on Right's 1p with 234m 23p 66p 345s and a pon of 5p (flower 4f): No
# Honours 1, Mixed Shifted Chows 6 (123p 234m 345s), Last Tile 4, Flower Tiles 1 = 12;
# Right pays 8 + 12, the two others 8 each.
f=$out.6
grep -q '^  You wins by ron from Right$' "$f" &&
	grep -q '^    Right pays 8 + 12 = 20, the other two 8 each: 36 in all\.$' "$f" &&
	grep -Eq '^  You .* \+36$' "$f" && grep -Eq '^  Right .* -20$' "$f" &&
	[ "$(grep -cE '^  (Across|Left) .* -8$' "$f")" -eq 2 ]
ui_ok $? "hand 6: a win by discard, the discarder pays 8 + 12 and the others 8"

# every result: a plain draw, or a win whose winner gets what the payment line says; the
# points before plus the change make the points after, and the changes add up to 0
draws=0 wins=0 sums=0
for n in $(seq 1 $hands); do
	f=$out.$n
	if grep -q 'wins by' "$f"; then
		got=$(grep -oE '[0-9]+ in all\.$' "$f" | grep -oE '^[0-9]+')
		grep -Eq "^  [A-Za-z]+ +-?[0-9]+ -> +-?[0-9]+ +\+$got$" "$f" && wins=$((wins + 1))
	elif grep -q '^  Draw: the wall is empty. Nobody pays.$' "$f"; then
		draws=$((draws + 1))
	fi
	bad=$(grep -E '^  (You|Right|Across|Left) +-?[0-9]+ -> +-?[0-9]+' "$f" |
		awk '{ d = NF > 4 ? $5 : 0; t += d; if ($2 + d != $4) bad++ } END { print bad + 0, t + 0 }')
	[ "$bad" = "0 0" ] && sums=$((sums + 1))
done
[ $((wins + draws)) -eq $hands ] && [ $wins -ge 1 ]
ui_ok $? "every hand ends in a win paid as its screen says, or in a plain draw ($wins wins, $draws draws)"
[ $sums -eq $hands ]
ui_ok $? "on every result the points before and the change make the points after, changes summing to 0"
rm -f "$out".*

# the final table: four rows by place, the points summing to 0 (every payment goes from one
# player to another) and falling with the place
rows=$(ui_screen | grep -E '^  [1-4]       (You|Right|Across|Left) +-?[0-9]+ *$')
[ "$(echo "$rows" | wc -l)" -eq 4 ]
ui_ok $? "the final table has four places with points"
sum=0 prev= ordered=0
for p in $(echo "$rows" | awk '{ print $3 }'); do
	sum=$((sum + p))
	[ -n "$prev" ] && [ "$p" -gt "$prev" ] && ordered=1
	prev=$p
done
[ $sum -eq 0 ] && [ $ordered -eq 0 ]
ui_ok $? "the points add up to 0 and the places follow them"
! ui_screen | grep -Eq 'Score|uma [-+]' && ui_screen | grep -q 'no uma'
ui_ok $? "no score column and no uma"
ui_keys Enter
ui_wait_for '^EXIT=0'
ui_ok $? "Enter leaves the final table"

# ---- the fan list in Japanese and Chinese, and on a large terminal ----------
# check_fans LANGUAGE COLS LINES TITLE FAN... -- TOTAL
check_fans() {
	lang=$1 cols=$2 lines=$3 who=$4
	shift 4
	ui_start "$cols" "$lines" LANGUAGE="$lang" -- --rules mcr --seed 1 --delay 0 --tiles text \
		--ai efficiency --autoplay efficiency
	ui_wait_for "^  $who"
	ui_ok $? "$lang ${cols}x$lines: the win screen says who won"
	while [ "$1" != -- ]; do
		ui_screen | grep -Eq "^    $1 +[0-9]+$"
		ui_ok $? "$lang ${cols}x$lines: the fan '$1' with its points"
		shift
	done
	ui_screen | grep -Eq "^    $2$"
	ui_ok $? "$lang ${cols}x$lines: the total '$2'"
	widths=$(ui_screen | grep -E '^    [^ ].* [0-9]+$' | sed 's/[0-9]*$//' |
		while IFS= read -r line; do printf '%s\n' "$line" | LC_ALL=C.UTF-8 wc -L; done | sort -u)
	[ -n "$widths" ] && [ "$(echo "$widths" | wc -l)" -eq 1 ]
	ui_ok $? "$lang ${cols}x$lines: the points column is lined up"
	ui_keys q y
	ui_wait_for '^EXIT=0'
}
check_fans en 140 45 'Across wins by tsumo' 'Closed Wait +坎张' 'All Chows +平和' \
	'Fully Concealed Hand +不求人' 'Mixed Shifted Chows +三色三步高' -- 'Total 13 points'
check_fans ja 80 24 '対面のツモ和了' '坎張' '平和' '不求人' '三色三歩高' -- '合計13番'
check_fans zh_CN 80 24 '对家自摸和牌' '坎张' '平和' '不求人' '三色三步高' -- '合计13番'

ui_done
