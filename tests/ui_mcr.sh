#!/bin/sh
# Chinese Official rules (jansou --rules mcr) in the terminal, as a person sees them: the
# table with the round of 16 and the flowers and nothing of riichi, the help, a hand won by
# discards this script chooses (the opponents only discard what they draw, so nothing but
# the seed decides the tiles) with its fan list in three languages, and a whole game played
# by the MCR AI (--autoplay) to the final table: places and points, no uma.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# the glyphs of the flowers, by their Unicode names (U+1F022 plum .. U+1F029 winter)
orchid=$(printf '\360\237\200\243')
bamboo=$(printf '\360\237\200\244')
spring=$(printf '\360\237\200\246')

# ---- the table: seed 1 deals you three flowers; the opponents discard what they draw.
ui_start 80 24 -- --rules mcr --seed 1 --delay 0 --tiles text --ai tsumogiri
ui_wait_for 'Your turn'
ui_ok $? "an MCR game starts at 80x24"
ui_line 0 | grep -Eq '^ East 1  hand 1 of 16  wall [0-9]+$'
ui_ok $? "the status line has the round and the hand of 16, without honba, sticks or dora"
! ui_screen | grep -Eqi 'dora|honba|riichi'
ui_ok $? "nothing on the table speaks of dora, honba or riichi"
ui_screen | grep -Eq '^ \? help  m menu  w waits  s hint  v log  g tiles  o options  q quit$'
ui_ok $? "the key reminder has no dora panel"
# the flowers you drew are logged one by one and stand after your name, in that order
logged=$(ui_screen | grep -oE 'You: flower [1-8]f' | sed 's/You: flower //' | tr '\n' ' ')
shown=$(ui_screen | grep -E '^ (> )?You West 0 ' | sed -E 's/^ (> )?You West 0 //' | tr -s ' ' | sed 's/ *$/ /')
[ -n "$logged" ] && [ "$logged" = "4f 5f 2f " ] && [ "$shown" = "$logged" ]
ui_ok $? "text mode: your flowers 4f 5f 2f after your name, as the log says you drew them ('$shown')"
ui_screen | grep -q 'You: flower 4f (bamboo)' && ui_screen | grep -q 'You: flower 5f (spring)'
ui_ok $? "the log names each flower: 4f (bamboo), 5f (spring)"
ui_keys r
sleep 0.3
! ui_screen | grep -q 'Riichi:'
ui_ok $? "r does not start a riichi declaration"
ui_keys '?'
ui_wait_for 'jansou: keys'
! ui_screen | grep -Eq '^  (r|!|i|e) +'
ui_ok $? "the help leaves out the keys of riichi, nine terminals, dora and danger"
# the introduction follows the keys, on the first page or the next (the footer drawn last)
ui_wait_for 'Any key' >/dev/null
ui_screen | grep -q 'Any key: more' && ui_keys Space
ui_wait_for 'Chinese Official rules: a win needs a hand worth 8 points or more.'
ui_ok $? "the help explains the 8-point minimum"
ui_keys Escape
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 80 24 -- --rules mcr --seed 1 --delay 0 --tiles glyph --ai tsumogiri
ui_wait_for 'Your turn'
ui_screen | grep -Eq "You West 0 $bamboo +$spring +$orchid"
ui_ok $? "glyph mode: the same flowers as U+1F024 bamboo, U+1F026 spring, U+1F023 orchid"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 60 20 -- --rules mcr --seed 1 --delay 0 --tiles text --ai tsumogiri
ui_wait_for 'Terminal too small: 60x20\.'
ui_ok $? "a terminal under 80x24 gets the message, not a broken table"
ui_tmux resize-window -t game -x 80 -y 24
ui_wait_for '^ East 1  hand 1 of 16  wall [0-9]+$'
ui_ok $? "made large enough, the MCR table is back"
ui_keys q y
ui_wait_for '^EXIT=0'

# ---- a hand won by chosen discards -----------------------------------------
# Seed 265, the opponents discarding what they draw: you (South; Left deals) hold 35679m 67p
# 25689s P, draw S P 4s 8p 4s 2s 9p and let go S 3m 9m 8s 9s 2s 9p, keeping 567m 678p 24456s
# PP; you draw 3s and win. The chows 567m 678p 234s 456s and the pair PP, two flowers drawn:
# Mixed Shifted Chows 6 (456s 567m 678p), Fully Concealed Hand 4 (self-drawn, nothing called;
# it takes in Self-Drawn), Closed Wait 1 (3s between 2s and 4s is the only wait), Flower
# Tiles 1 x2: 13 points, and each of the other three pays 8 + 13 = 21.

# own_hand: the tiles of your hand, one a line, as the screen shows them (log panel cut off)
own_hand() {
	ui_screen | sed 's/│.*//' | awk 'mine { print; exit } /^ (> )?(You|自分|自己) / { mine = 1 }' |
		tr -s ' ' '\n' | grep -v '^$'
}
prompts=${TMPDIR:-/tmp}/jansou-mcr-prompts-$$
: >"$prompts"
# play_discard REGEX: passes every call until your turn (noting the prompt), then discards
# the first tile matching REGEX by its position key
play_discard() {
	ui_wait_until eval "ui_screen | grep -Eq '^ +1  2  3 |: +1 '" || return 1
	while ! ui_screen | grep -Eq '^ +1  2  3 '; do
		ui_screen | grep -E '^ [^ ]+ .*: +1 ' >>"$prompts"
		ui_keys x
		sleep 0.2
	done
	i=$(own_hand | grep -nxE "$1" | head -n 1 | cut -d: -f1)
	[ -n "$i" ] || { echo "# no $1 in: $(own_hand | tr '\n' ' ')"; return 1; }
	before=$(ui_line 0)
	ui_keys "$(echo 1234567890abcd | cut -c "$i")"
	ui_wait_until eval "[ \"\$(ui_line 0)\" != \"$before\" ]"
}
# With 9p just drawn, one discard from ready: the tenpai panel and the hint. After 9p the hand
# waits on 3s alone: by discard Mixed Shifted Chows 6 + Concealed Hand 2 + Closed Wait 1 = 9,
# enough; the panel leaves the flowers out of the points. No 3s is in a river or your hand:
# all four are left.
look_when_ready() {
	ui_wait_until eval "ui_screen | grep -Eq '^ +1  2  3 '"
	ui_keys w
	ui_wait_for 'After discarding 9p:'
	ui_screen | grep -Eq '│ Waits: 3s \(4 left, 9 pts\) +│' &&
		ui_screen | grep -Eq '│ 4 winning tiles left in all\. +│' &&
		! ui_screen | grep -q 'under 8'
	ui_ok $? "$1: the tenpai panel: the one wait with the tiles left and its 9 points, nothing under 8"
	ui_keys w s
	ui_wait_for '│ (Discard [^ ]+|[A-Z][a-z]+): .+\. +│'
	ui_ok $? "$1: the hint panel suggests a move and says why"
	ui_keys s
	ui_wait_until eval "! ui_screen | grep -q '─Hint─'"
}

# win_by_discards LANGUAGE COLS LINES: plays the hand of seed 265 up to the tsumo
win_by_discards() {
	ui_start "$2" "$3" LANGUAGE="$1" -- --rules mcr --seed 265 --delay 0 --tiles text --ai tsumogiri
	for t in 'S|南' 3m 9m 8s 9s 2s; do play_discard "$t" || return 1; done
	[ "$1" = en ] && look_when_ready "$2x$3"
	play_discard 9p || return 1
	ui_wait_until eval "own_hand | tr '\n' ' ' | grep -Eq '^5m 6m 7m 6p 7p 8p 2s 4s 4s 5s 6s (P|白) (P|白) 3s $'" || return 1
	ui_keys t
	ui_wait_for '\(hand 1 of 16\)|\(1/16局目\)|\(第1/16局\)'
}

win_by_discards en 80 24
ui_ok $? "80x24: seven chosen discards and a tsumo win the first hand"
ui_screen | grep -q '^  You win by tsumo$' &&
	ui_screen | grep -Eq '^  5m 6m 7m 6p 7p 8p 2s 4s 4s 5s 6s P  P  +3s +[1-8]f [1-8]f$'
ui_ok $? "80x24: who won, the hand, the winning tile apart and the two flowers"
[ "$(ui_screen | grep -cE '^    [A-Z][A-Za-z -]+ +[^ ]+ +[0-9]+( +\([0-9]+ x[0-9]+\))?$')" -eq 4 ] &&
	ui_screen | grep -Eq '^    Mixed Shifted Chows +三色三步高 +6$' &&
	ui_screen | grep -Eq '^    Fully Concealed Hand +不求人 +4$' &&
	ui_screen | grep -Eq '^    Closed Wait +坎张 +1$' &&
	ui_screen | grep -Eq '^    Flower Tiles +花牌 +2  \(1 x2\)$'
ui_ok $? "80x24: exactly the four fan, English and the rule book's Chinese, with their points"
ui_screen | grep -q '^    Total 13 points (flowers 2)$' &&
	ui_screen | grep -q '^    Each of the other three pays 8 + 13 = 21: 63 in all\.$'
ui_ok $? "80x24: the total with the flowers' part, and the payments of a self-drawn win"
ui_screen | grep -Eq '^  You +0 -> +63 +\+63$' &&
	[ "$(ui_screen | grep -cE '^  (Right|Across|Left) +0 -> +-21 +-21$')" -eq 3 ]
ui_ok $? "80x24: each player's points change"
! grep -v '^ Left ' "$prompts" | grep -q 'Chi' && ! grep -qv ' Pass$' "$prompts"
ui_ok $? "calls: chi only on the left player's discard, pass always offered ($(wc -l <"$prompts") prompts)"
rm -f "$prompts"
ui_keys q y
ui_wait_for '^EXIT=0'

# check_fans LANGUAGE COLS LINES WHO FAN... -- TOTAL: the same hand's screen in a language
check_fans() {
	lang=$1 cols=$2 lines=$3 who=$4
	shift 4
	win_by_discards "$lang" "$cols" "$lines"
	ui_screen | grep -Eq "^ +$who"
	ui_ok $? "$lang ${cols}x$lines: the win screen says who won"
	# the result screen's column: centred on a wide terminal, the fan two columns in
	in=$(ui_screen | grep -E "^ +$who" | sed -E 's/^( *).*/\1/')
	while [ "$1" != -- ]; do
		ui_screen | grep -Eq "^$in  $1 +[0-9]+( +\([0-9]+ x[0-9]+\))?$"
		ui_ok $? "$lang ${cols}x$lines: the fan '$1' with its points"
		shift
	done
	ui_screen | grep -Eq "^$in  $2$"
	ui_ok $? "$lang ${cols}x$lines: the total '$2'"
	widths=$(ui_screen | grep -E "^$in  [^ ].* [0-9]+( +\\([0-9]+ x[0-9]+\\))?$" | sed -E 's/[0-9]+( +\(.*)?$//' |
		while IFS= read -r line; do printf '%s\n' "$line" | LC_ALL=C.UTF-8 wc -L; done | sort -u)
	[ -n "$widths" ] && [ "$(echo "$widths" | wc -l)" -eq 1 ]
	ui_ok $? "$lang ${cols}x$lines: the points column is lined up"
	ui_keys q y
	ui_wait_for '^EXIT=0'
}
check_fans en 140 45 'You win by tsumo' 'Mixed Shifted Chows +三色三步高' \
	'Fully Concealed Hand +不求人' 'Closed Wait +坎张' 'Flower Tiles +花牌' -- 'Total 13 points \(flowers 2\)'
check_fans ja 80 24 '自分のツモ和了' '三色三歩高' '不求人' '坎張' '花牌' -- '合計13番 \(花牌2\)'
check_fans zh_CN 80 24 '自己自摸和牌' '三色三步高' '不求人' '坎张' '花牌' -- '合计13番 \(花牌2\)'

# ---- a whole game at 80x24 -------------------------------------------------
# The MCR AI in every seat: whatever it does, each hand ends on a result screen, a win paid
# as its screen says or a plain draw, and the points add up.
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
grep -m 1 . "$out.1" | grep -Eq '^ +East 1  \(hand 1 of 16\)$' && grep -m 1 . "$out.16" | grep -Eq '^ +North 4  \(hand 16 of 16\)$'
ui_ok $? "the results are headed East 1 (hand 1 of 16) to North 4 (hand 16 of 16)"

# every result: a plain draw, or a win whose winner gets what the payment line says; the
# points before plus the change make the points after, and the changes add up to 0
draws=0 wins=0 sums=0
for n in $(seq 1 $hands); do
	f=$out.$n
	if grep -Eq 'wins? by' "$f"; then
		# the fan's points add up to the total, the payments follow from it, the winner gets them
		fans=$(grep -E '^    [A-Z].* [0-9]+( +\([0-9]+ x[0-9]+\))?$' "$f" |
			sed -E 's/^.* ([0-9]+)( +\([0-9]+ x[0-9]+\))?$/\1/' | awk '{ t += $1 } END { print t + 0 }')
		total=$(grep -oE '^    Total [0-9]+' "$f" | grep -oE '[0-9]+$')
		got=$(grep -oE '[0-9]+ in all\.$' "$f" | grep -oE '^[0-9]+')
		if grep -Eq 'wins? by tsumo' "$f"; then want=$((3 * (8 + total))); else want=$((8 + total + 16)); fi
		[ -n "$total" ] && [ "$fans" -eq "$total" ] && [ "$total" -ge 8 ] && [ "$got" -eq "$want" ] &&
			grep -Eq "^  [A-Za-z]+ +-?[0-9]+ -> +-?[0-9]+ +\\+$got$" "$f" && wins=$((wins + 1))
	elif grep -q '^  Draw: the wall is empty. Nobody pays.$' "$f"; then
		draws=$((draws + 1))
	fi
	bad=$(grep -E '^  (You|Right|Across|Left) +-?[0-9]+ -> +-?[0-9]+' "$f" |
		awk '{ d = NF > 4 ? $5 : 0; t += d; if ($2 + d != $4) bad++ } END { print bad + 0, t + 0 }')
	[ "$bad" = "0 0" ] && sums=$((sums + 1))
	# each row's points before and after, as "Name before after"
	grep -E '^  (You|Right|Across|Left) +-?[0-9]+ -> +-?[0-9]+' "$f" | awk '{ print $1, $2, $4 }' >"$f.rows"
done
# between rounds the players change seats: your points carry on, the other three players'
# points carry on as a set, but (after East, where you swap with a neighbour) the
# neighbours' do not stay on the same side
carried=0 moved=0
for n in 4 8 12; do
	after=$(awk '{ print $1, $3 }' "$out.$n.rows" | sort)
	before=$(awk '{ print $1, $2 }' "$out.$((n + 1)).rows" | sort)
	[ "$(echo "$after" | grep '^You ')" = "$(echo "$before" | grep '^You ')" ] &&
		[ "$(echo "$after" | awk '{ print $2 }' | sort -n)" = "$(echo "$before" | awk '{ print $2 }' | sort -n)" ] &&
		carried=$((carried + 1))
	[ "$after" != "$before" ] && moved=$((moved + 1))
done
[ $carried -eq 3 ] && [ $moved -ge 1 ]
ui_ok $? "between rounds everyone's points go with them to their new seats ($carried of 3; $moved moved)"
[ $((wins + draws)) -eq $hands ] && [ $wins -ge 1 ]
ui_ok $? "every hand ends in a plain draw or a win whose fan add up to its total, paid 8 + total ($wins wins, $draws draws)"
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

ui_done
