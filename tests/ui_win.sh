#!/bin/sh
# A win screen, as a person sees it: seed 8 with efficiency players everywhere
# (--autoplay at the human seat) has the human win the first hand by tsumo.
# The screen lists the winning hand, every yaku with its han, dora and red
# fives, fu and han with the limit name and the points, and each player's change.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

for size in "80 24" "140 45"; do
	set -- $size
	ui_start "$1" "$2" -- --seed 8 --delay 0 --tiles text --ai efficiency --autoplay efficiency
	ui_wait_for '\(hand 1\)'
	ui_ok $? "$1x$2: the first hand ends"
	ui_screen | grep -q '^  You win by tsumo'
	ui_ok $? "$1x$2: the screen says who won and how"
	ui_screen | grep -Eq '^  ([0-9][mps] |[ESWNPFC]  ){13} +[0-9][mps]'
	ui_ok $? "$1x$2: the winning hand and the winning tile apart"
	for yaku in 'Riichi' 'Fully Concealed Hand \(Menzen Tsumo\)' 'Seven Pairs \(Chiitoitsu\)'; do
		ui_screen | grep -Eq "^    $yaku +[0-9] han"
		ui_ok $? "$1x$2: the yaku line '$yaku' with its han"
	done
	ui_screen | grep -Eq '^    Dora [0-9]+  red fives 1  ura dora [0-9]+'
	ui_ok $? "$1x$2: dora, red fives and ura dora counted"
	ui_screen | grep -Eq '^    6 han 25 fu +Haneman +13000 points'
	ui_ok $? "$1x$2: han, fu, the limit name and the points"
	ui_screen | grep -Eq '^  You +24000 -> +37000 +\+13000' &&
		[ "$(ui_screen | grep -cE '^  (Right|Across|Left) +[0-9]+ -> +[0-9]+ +-[0-9]+')" -eq 3 ]
	ui_ok $? "$1x$2: each player's points before and after, with the change"
	ui_keys q y
	ui_wait_for '^EXIT=0'
	ui_ok $? "$1x$2: quit"
done

ui_done
