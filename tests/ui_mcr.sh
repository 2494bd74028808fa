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

# East 1: Across wins on Left's 3m with 234m 4556 7m 234p 444p: the chows 234m 345m 567m
# 234p and the pair 44p. All Chows 2, All Simples 2, Concealed Hand 2 (a discard, nothing
# called), One Voided Suit 1 (no bamboo), Mixed Double Chow 1 (234m 234p), Short Straight 1
# (234m 567m); 3m is not the only wait, so no wait fan: 9. Left pays 8 + 9, the others 8.
f=$out.1
head -n 1 "$f" | grep -q '^ East 1  (hand 1 of 16)$'
ui_ok $? "hand 1: the round and the hand of 16 head the result"
grep -q '^  Across wins by ron from Left$' "$f" &&
	grep -Eq '^  2m 3m 4m 4m 5m 5m 6m 7m 2p 3p 4p 4p 4p +3m$' "$f"
ui_ok $? "hand 1: who won, the hand and the winning tile apart"
[ "$(grep -cE '^    [A-Z][A-Za-z -]+ +[^ ]+ +[0-9]+$' "$f")" -eq 6 ] &&
	grep -Eq '^    Mixed Double Chow +喜相逢 +1$' "$f" &&
	grep -Eq '^    Short Straight +连六 +1$' "$f" &&
	grep -Eq '^    One Voided Suit +缺一门 +1$' "$f" &&
	grep -Eq '^    Concealed Hand +门前清 +2$' "$f" &&
	grep -Eq '^    All Chows +平和 +2$' "$f" &&
	grep -Eq '^    All Simples +断幺 +2$' "$f"
ui_ok $? "hand 1: exactly the six fan, English and the rule book's Chinese, with their points"
grep -q '^    Total 9 points$' "$f" &&
	grep -q '^    From Left 8 + 9 = 17, from the other two 8 each: 33 in all\.$' "$f"
ui_ok $? "hand 1: the total and the payments of a win by discard"
grep -Eq '^  Across +0 -> +33 +\+33$' "$f" && grep -Eq '^  Left +0 -> +-17 +-17$' "$f" &&
	[ "$(grep -cE '^  (You|Right) +0 -> +-8 +-8$' "$f")" -eq 2 ]
ui_ok $? "hand 1: each player's points change"

# East 3: Left wins on Across's 5s with 77m 678p 34567s and a chi of 123s, flowers 3f 7f:
# Pure Shifted Chows 16 (123s 345s 567s), All Chows 2, Flower Tiles 1 x2 = 20.
f=$out.3
grep -Eq '^  7m 7m 6p 7p 8p 3s 4s 5s 6s 7s  1s 2s 3s +5s +3f 7f$' "$f"
ui_ok $? "hand 3: the chi apart and the winner's flowers after the winning tile"
grep -Eq '^    Pure Shifted Chows +一色三步高 +16$' "$f" && grep -Eq '^    All Chows +平和 +2$' "$f" &&
	grep -Eq '^    Flower Tiles +花牌 +2  \(1 x2\)$' "$f" &&
	grep -q '^    Total 20 points (flowers 2)$' "$f"
ui_ok $? "hand 3: a fan counted twice shows how, and the total says how much is flowers"

# East 4: Right wins on Across's C with 258m 369p 17s and E S N P F C, fourteen different
# knitted tiles and honours: Lesser Honours and Knitted Tiles 12 (a concealed hand by
# definition, so no Concealed Hand), Flower Tiles 1 = 13.
f=$out.4
grep -Eq '^  2m 5m 8m 3p 6p 9p 1s 7s E  S  N  P  F  +C  +4f$' "$f" &&
	grep -Eq '^    Lesser Honors and Knitted Tiles +全不靠 +12$' "$f" &&
	[ "$(grep -cE '^    [A-Z][A-Za-z -]+ +[^ ]+ +[0-9]+( +\([0-9]+ x[0-9]+\))?$' "$f")" -eq 2 ] &&
	grep -q '^    Total 13 points (flowers 1)$' "$f"
ui_ok $? "hand 4: a knitted hand, its one fan and the flower"

# South 1: you draw 8m to 123m 79m 55p 234s 789s (flowers 4f 5f): Fully Concealed Hand 4,
# All Chows 2, Closed Wait 1, Mixed Double Chow 1 (789m 789s), Two Terminal Chows 1 (123m
# 789m), Flower Tiles 2 = 11; each of the three others pays 8 + 11.
f=$out.5
grep -q '^  You wins by tsumo$' "$f" &&
	grep -Eq '^    Fully Concealed Hand +不求人 +4$' "$f" && grep -Eq '^    Closed Wait +坎张 +1$' "$f" &&
	grep -Eq '^    Two Terminal Chows +老少副 +1$' "$f" &&
	grep -q '^    Each of the other three pays 8 + 11 = 19: 57 in all\.$' "$f" &&
	grep -Eq '^  You +9 -> +66 +\+57$' "$f" && [ "$(grep -cE '^  (Right|Across|Left) .* -19$' "$f")" -eq 3 ]
ui_ok $? "hand 5: a self-drawn win, each of the others pays 8 + 11"

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
check_fans en 140 45 'Across wins by ron from Left' 'Mixed Double Chow +喜相逢' \
	'Short Straight +连六' 'One Voided Suit +缺一门' 'Concealed Hand +门前清' 'All Chows +平和' \
	'All Simples +断幺' -- 'Total 9 points'
check_fans ja 80 24 '対面のロン和了 \(放銃: 上家\)' '喜相逢' '連六' '缺一門' '門前清' '平和' '断幺' \
	-- '合計9番'
check_fans zh_CN 80 24 '对家荣和 \(放铳: 上家\)' '喜相逢' '连六' '缺一门' '门前清' '平和' '断幺' -- '合计9番'

ui_done
