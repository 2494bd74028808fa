#!/bin/sh
# A win screen, as a person sees it: seed 8 with efficiency players everywhere
# (--autoplay at the human seat) has the human win the first hand by tsumo: riichi, ippatsu,
# menzen tsumo, seven pairs (8m 0p-5p 1s 2s 5s 7s 9s) and the red 5p: 6 han, haneman. A
# non-dealer's tsumo of 12000: the dealer (Left) pays 6000, the others 3000 each, and the
# two riichi sticks on the table (the human's and Right's, whose hand has no yaku without
# riichi) come to the winner on a line of their own: 12000 as the value, +14000 in all.
# Right paid its stick: 25000 - 1000 - 3000 = 21000. Dora indicator 9m (dora 1m: none
# held), ura indicator 5p
# (ura dora 6p: none). The screen lists the indicators, the hand, every yaku and dora row with
# its han, fu and han with the limit name and the points, who pays what, and each change:
# under the hand at 80x24, beside it (the screen's column centred) at 140x45.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

for size in "80 24" "140 45"; do
	set -- $size
	ui_start "$1" "$2" -- --seed 8 --delay 0 --tiles text --ai efficiency --autoplay efficiency
	ui_wait_for '\(hand 1\)'
	ui_ok $? "$1x$2: the first hand ends"
	# the column's left edge: the title's indentation
	in=$(ui_screen | grep -E '^ +East 1  honba 0  \(hand 1\)$' | sed -E 's/^( *).*/\1/')
	if [ "$1" -eq 80 ]; then [ "${#in}" -eq 2 ]; else [ "${#in}" -eq 20 ]; fi
	ui_ok $? "$1x$2: the result's column starts at ${#in}: the left edge at 80, centred at 140"
	ui_screen | grep -Eq "^$in"'Dora indicators 9m +Ura dora indicators 5p$'
	ui_ok $? "$1x$2: the dora and ura dora indicators"
	ui_screen | grep -q "^${in}You win by tsumo$"
	ui_ok $? "$1x$2: the screen says who won and how"
	hand="^${in}8m 8m 0p 1s 1s 2s 2s 5s 5s 7s 7s 9s 9s   5p"
	ui_screen | grep -Eq "$hand"
	ui_ok $? "$1x$2: the winning hand and the winning tile apart"
	if [ "$1" -eq 80 ]; then
		col="^$in  "
	else
		ui_screen | grep -Eq "$hand +Riichi +1 han$"
		ui_ok $? "$1x$2: the yaku beside the hand, the first on its row"
		col="^$in.{48}"
	fi
	for row in 'Riichi +1' 'Ippatsu +1' 'Fully Concealed Hand \(Menzen Tsumo\) +1' \
		'Seven Pairs \(Chiitoitsu\) +2' 'Red fives +1' 'Ura dora +0'; do
		ui_screen | grep -Eq "$col$row han$"
		ui_ok $? "$1x$2: the row '$row han'"
	done
	! ui_screen | grep -Eq '^ *Dora +[0-9]'
	ui_ok $? "$1x$2: no dora row when none is held"
	ui_screen | grep -Eq "${col}6 han 25 fu +Haneman +12000 points$"
	ui_ok $? "$1x$2: han, fu, the limit name and the points (the sticks apart)"
	ui_screen | grep -Eq "${col}The dealer pays 6000, the others 3000 each\.$" &&
		ui_screen | grep -Eq "${col}Riichi sticks on the table: \+2000\.$"
	ui_ok $? "$1x$2: who pays what, and the riichi stick"
	ui_screen | grep -Eq "^${in}You +24000 -> +38000 +\+14000$" &&
		ui_screen | grep -Eq "^${in}Left +25000 -> +19000 +-6000$" &&
		ui_screen | grep -Eq "^${in}Right +24000 -> +21000 +-3000$" &&
		ui_screen | grep -Eq "^${in}Across +25000 -> +22000 +-3000$"
	ui_ok $? "$1x$2: each player's points before and after, with the change"
	ui_keys q y
	ui_wait_for '^EXIT=0'
	ui_ok $? "$1x$2: quit"
done

# The table's log after the win speaks of the player as a person: "You win", not "You wins"
# (the opponents' pause lets the next hand's first lines be read before they scroll away).
# At 160 columns the log beside the table holds the line whole (narrower, it wraps it).
ui_start 160 30 -- --seed 8 --delay 1000 --tiles text --ai efficiency --autoplay efficiency
ui_wait_for '\(hand 1\)'
ui_keys Enter
ui_wait_for 'You win: [0-9]+ points'
ui_ok $? "the log says 'You win: ... points'"
! ui_screen | grep -q 'You wins'
ui_ok $? "the log never says 'You wins'"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_done
