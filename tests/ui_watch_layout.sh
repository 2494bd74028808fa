#!/bin/sh
# The watched table at 80, 100 and 160 columns: the left and right players' open hands stay
# apart (each in its own block, wrapped onto a second row when it does not fit), and a big
# terminal puts the hands at its edges and the rivers round the middle, with the moves only
# in the log beside the table.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# the row under the one naming the left and the right player: their hands
side_hands() {
	ui_screen | sed 's/│.*//' |
		grep -A1 -E 'Seat [1-4] [A-Z][a-z]+ [0-9]+ .* Seat [1-4] [A-Z][a-z]+ [0-9]+' |
		sed -n 2p
}
# the tiles of each run of the row (runs are three or more spaces apart; honours such as
# "E " leave two spaces before the next tile): "7 6" for two hands of 7 and 6 tiles
runs() { sed 's/^ *//; s/   */|/g' | awk -F'|' '{ for (i = 1; i <= NF; i++) { n = split($i, t, " "); printf "%d ", n } }'; }
apart() {
	r=$(side_hands | runs)
	echo "# side hands: $(side_hands)"
	set -- $r
	[ $# -ge 2 ] || return 1
	for n in "$@"; do [ "$n" -le 13 ] || return 1; done
}

for size in "80 24" "100 30"; do
	set -- $size
	ui_start "$1" "$2" -- --watch --seed 3 --delay 150 --tiles text
	ui_wait_for 'Seat 4 South'
	ui_keys p
	ui_wait_for 'Paused'
	apart
	ui_ok $? "at $1x$2 the two side hands are apart, no run of 26 tiles"
	ui_keys q
	ui_wait_for 'Quit the game'
	ui_keys y
	ui_wait_for '^EXIT=0'
done

ui_start 160 50 -- --watch --seed 3 --delay 150 --tiles text
ui_wait_for '│ Seat 2: ' # each has discarded: Seat 3 deals, Seat 2 is the last of the four
ui_keys p
ui_wait_for 'Paused'
# 50 rows: the watched seat's name, hand, keys, prompt, key reminder and message are the
# last six, so its name is on row 45 (counted from 1)
[ "$(ui_screen | grep -n '^ Seat 1 West' | cut -d: -f1)" = 45 ]
ui_ok $? "at 160x50 the watched hand is at the bottom of the terminal"
# the table's columns (left of the log's rule) show no move above the prompt's rows
! ui_screen | head -n 46 | sed 's/│.*//' | grep -Eq 'Seat [1-4]: '
ui_ok $? "at 160x50 the moves are not listed again in the centre"
ui_screen | grep -q '│ Seat [1-4]: '
ui_ok $? "at 160x50 the moves are in the log beside the table"
# the side blocks are 44 columns wide ((119 - 28) / 2, at most 44) and a river of six tiles
# 18: the first row of the side rivers (under the names and the hands' two rows) starts 27
# columns in, and the right river ends 26 columns before the table's right edge (at most
# 93 columns with the mark of the last discard)
river_row=$(ui_screen | sed 's/│.*//' | grep -A3 'Seat 4 South' | sed -n 4p | sed 's/ *$//')
echo "# side rivers: $river_row"
echo "$river_row" | grep -Eq '^ {27}[^ ]' && [ ${#river_row} -le 93 ] && [ ${#river_row} -ge 76 ]
ui_ok $? "at 160x50 the side rivers lie near the centre"
ui_keys q
ui_wait_for 'Quit the game'
ui_keys y
ui_wait_for '^EXIT=0'
ui_done
