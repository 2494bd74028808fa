#!/bin/sh
# The end of a hand shows the table turned over: the dora indicators, every hand with its
# melds as they lay (a closed kan's two outer tiles face down, [] in text mode), who was
# tenpai at a draw and what each seat paid. Four defensive players watched (every hand open):
# seed 2's first hand ends in a draw where Seat 1 is tenpai with a closed kan of 1m and Seat
# 3 with a kan of East and a pon of 2s (two kans turn two more indicators: 0s 2p P); the two
# tenpai take 1500 each from the two noten. Its fourth hand ends with Seat 3 alone tenpai on
# 4s 0s (3s-6s) beside pons of East and 8m: it takes 3000, the others pay 1000 each.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# to_hand N: Enter through the result screens up to hand N's
to_hand() {
	h=1
	while [ $h -lt "$1" ]; do
		ui_wait_for "\\(hand $h\\)" >/dev/null || return 1
		ui_keys Enter
		h=$((h + 1))
	done
	ui_wait_for "\\(hand $1\\)"
}
players='--ai defensive,defensive,defensive --autoplay defensive'

ui_start 100 36 -- --seed 2 --delay 0 --tiles text --watch $players
to_hand 1
ui_ok $? "seed 2: the first hand ends"
ui_screen | grep -Eq '^  Dora indicators 0s 2p P$'
ui_ok $? "the dora indicators, one more for each kan"
ui_screen | grep -Eq '^  Seat 1 +tenpai +5m 6m 7m 9m 9m 1p 3p 0p 6p 7p  \[\] 1m 1m \[\]$'
ui_ok $? "a closed kan lies with its outer tiles face down, apart from the hand"
ui_screen | grep -Eq '^  Seat 3 +tenpai +2p 2p 3p 3p 4p 7p 7p  E  E  E  E   2s 2s 2s$' &&
	[ "$(ui_screen | grep -cE '^  Seat [24] +noten +([0-9][mps] |[ESWNPFC]  ){12}')" -eq 2 ]
ui_ok $? "the two tenpai hands and the two noten are opened"
ui_screen | grep -Eq '^  Seat 1 +24000 -> +25500 +\+1500$' &&
	ui_screen | grep -Eq '^  Seat 2 +25000 -> +23500 +-1500$'
ui_ok $? "two tenpai: each takes 1500, each noten seat pays 1500"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 100 36 -- --seed 2 --delay 0 --tiles text --watch $players
to_hand 4
ui_screen | grep -Eq '^  Seat 3 +tenpai +2m 2m 4s 0s 7s 8s 9s  E  E  E   8m 8m 8m$'
ui_ok $? "a tenpai hand at a draw is opened with its melds"
ui_screen | grep -Eq '^  Seat 3 +31200 -> +34200 +\+3000$' &&
	[ "$(ui_screen | grep -cE '^  Seat [124] +[0-9]+ -> +[0-9]+ +-1000$')" -eq 3 ]
ui_ok $? "one tenpai: 3000 to it, 1000 from each of the others"
ui_keys q y
ui_wait_for '^EXIT=0'

# a big terminal: the result sits in the middle, not crammed in the top-left
ui_start 160 50 -- --seed 2 --delay 0 --tiles text --watch $players
ui_wait_for '\(hand 1\)'
top=$(ui_screen | grep -n . | head -n 1 | cut -d: -f1)
in=$(ui_screen | grep -E '\(hand 1\)' | sed -E 's/^( *).*/\1/')
[ "$top" -gt 5 ] && [ "${#in}" -eq 30 ]
ui_ok $? "160x50: the result starts on row $top, column ${#in} (centred)"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_done
