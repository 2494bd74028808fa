#!/bin/sh
# The end of a hand shows the table turned over: the dora indicators, every hand with its
# melds as they lay (a closed kan's two outer tiles face down, [] in text mode), who was
# tenpai at a draw and what each seat paid. Four defensive players watched (every hand open):
# seed 14's seventh hand ends in a draw where Seat 1, alone tenpai, holds a closed kan of 2s
# (a kan turns a second indicator: N 8m) and takes 3000, 1000 from each of the others; seed
# 3's tenth hand ends with Seat 4 (a pon of the green dragon, a chi of 456m) and Seat 2
# tenpai (watched from Seat 1, Seat 4 sits on the left: its chi of Seat 3's 5m, across from
# the watcher, shows the 5m in the middle, 4m 5m 6m): 1500 each from the two noten; seed
# 2's fourth hand ends with Seat 4 alone tenpai on 4s 0s (3s-6s) beside pons of East and 8m.
# The value of a win reads as the score tables give it, the honba and the riichi sticks on
# their own lines: seed 3's second hand (East 1, one honba, two sticks on the table) is won
# by Seat 1, a non-dealer, by ron from Seat 2 on hatsu and half flush, 3 han 30 fu: 3900 as
# the table gives it; one honba adds 300 (Seat 2 pays 4200) and the two sticks 2000, so
# Seat 1 takes 6200.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# to_hand N [FROM]: Enter through the result screens (from hand FROM's, 1 unless told) up to
# hand N's
to_hand() {
	h=${2:-1}
	while [ $h -lt "$1" ]; do
		ui_wait_for "\\(hand $h\\)" >/dev/null || return 1
		ui_keys Enter
		h=$((h + 1))
	done
	ui_wait_for "\\(hand $1\\)"
}
players='--ai defensive,defensive,defensive --autoplay defensive'

ui_start 100 36 -- --seed 14 --delay 0 --tiles text --watch $players
to_hand 7
ui_ok $? "seed 14: the seventh hand ends"
ui_screen | grep -Eq '^  Dora indicators N  8m$'
ui_ok $? "the dora indicators, the kan's second one included"
ui_screen | grep -Eq '^  Seat 1 +tenpai +1m 2m 1p 2p 3p 7p 7p 6s 7s 8s  \[\] 2s 2s \[\]$'
ui_ok $? "a closed kan lies with its outer tiles face down, apart from the hand"
ui_screen | grep -Eq '^  Seat 1 +18400 -> +21400 +\+3000$' &&
	[ "$(ui_screen | grep -cE '^  Seat [234] +[0-9]+ -> +[0-9]+ +-1000$')" -eq 3 ]
ui_ok $? "one tenpai with a closed kan: 3000 to it, 1000 from each of the others"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 100 36 -- --seed 3 --delay 0 --tiles text --watch $players
to_hand 2
ui_screen | grep -Eq '^  Seat 1 wins by ron from Seat 2$' &&
	ui_screen | grep -Eq '  3 han 30 fu +3900 points$'
ui_ok $? "a 3 han 30 fu ron is 3900 points, without the honba and the sticks"
ui_screen | grep -Eq '  Seat 2 pays 4200\.$' && ui_screen | grep -Eq '  1 honba: \+300\.$' &&
	ui_screen | grep -Eq '  Riichi sticks on the table: \+2000\.$'
ui_ok $? "the payment with its honba, the honba and the sticks on lines of their own"
ui_screen | grep -Eq '^  Seat 1 +23500 -> +29700 +\+6200$'
ui_ok $? "the winner takes 3900 + 300 + 2000"
to_hand 10 2
ui_screen | grep -Eq '^  Seat 4 +tenpai +3m 3m 9m 9m 0p 6p 7p  F  F  F   4m 5m 6m$' &&
	ui_screen | grep -Eq '^  Seat 2 +tenpai +7m 8m 5p 6p 7p 2s 2s 2s 5s 6s 7s 8s 8s$'
ui_ok $? "the two tenpai hands are opened"
ui_screen | grep -Eq '^  Seat 2 +43000 -> +44500 +\+1500$' &&
	ui_screen | grep -Eq '^  Seat 1 +17800 -> +16300 +-1500$'
ui_ok $? "two tenpai: each takes 1500, each noten seat pays 1500"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 100 36 -- --seed 2 --delay 0 --tiles text --watch $players
to_hand 4
ui_screen | grep -Eq '^  Seat 4 +tenpai +2m 2m 4s 0s 7s 8s 9s  E  E  E   8m 8m 8m$'
ui_ok $? "a tenpai hand at a draw is opened with its melds"
ui_screen | grep -Eq '^  Seat 4 +27400 -> +30400 +\+3000$' &&
	[ "$(ui_screen | grep -cE '^  Seat [123] +[0-9]+ -> +[0-9]+ +-1000$')" -eq 3 ]
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
