#!/bin/sh
# Your waits at a glance. Seed 8 with efficiency opponents, the human discarding as the
# efficiency player does in tests/ui_win.sh (F 3m 3s 2p C 9m N 4m 8p 4s P 8m, passing Left's 8m):
# on the thirteenth turn 7s comes to 1m 8m 8m 0p 1s 1s 2s 2s 5s 5s 7s 9s 9s: six pairs and
# two single tiles. Letting 1m go waits on 5p for seven pairs, letting 0p go waits on 1m:
# the w panel lists both, each with its wait and the copies left; the table marks the
# cursor's discard ("Discard 1m: tenpai 5p"), and after the riichi on 1m, while the hand
# waits, "Tenpai 5p" stays by the player's name (the opponents pause 300 ms so the screen
# is seen); then 5p comes (the ippatsu tsumo of tests/ui_win.sh): letting it go would wait
# on a tile of one's own river, furiten, and the mark says so.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

run() {
	ui_keys /
	for c in $(printf '%s' "$1" | sed 's/./& /g'); do ui_keys "$c"; done
	ui_keys Space
	for c in $(printf '%s' "$2" | sed 's/./& /g'); do ui_keys "$c"; done
	ui_keys Enter
}
wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:'; }
moved() { [ "$(wall)" != "$1" ] && deciding; }
# my_turn: to one's turn, passing the calls offered on the way (as the efficiency player)
my_turn() {
	n=0
	while [ $n -lt 10 ]; do
		ui_wait_until deciding || return 1
		ui_screen | grep -q 'Your turn' && return 0
		w=$(wall)
		ui_keys x
		ui_wait_until eval '! ui_screen | grep -Eq "discards .*:" || moved $w' || return 1
		n=$((n + 1))
	done
	return 1
}

ui_start 80 24 -- --seed 8 --delay 300 --tiles text --ai efficiency
ok=0
for t in F 3m 3s 2p C 9m N 4m 8p 4s P 8m; do
	my_turn || ok=1
	w=$(wall)
	run d "$t"
	ui_wait_until moved "$w" || ok=1
done
my_turn || ok=1
ui_ok $ok "twelve discards as the efficiency player made them"
ui_screen | grep -Eq '^ +1m 8m 8m 0p 1s 1s 2s 2s 5s 5s 7s 9s 9s  7s$'
ui_ok $? "the thirteenth turn's hand: 7s drawn to six pairs, 1m and 0p"
ui_keys w
ui_wait_for 'Discards that leave you tenpai:'
ui_ok $? "w on one's turn lists the discards that leave the hand tenpai"
ui_screen | grep -Eq '│ +1m  5p  3 left +│' && ui_screen | grep -Eq '│ +0p  1m  3 left +│'
ui_ok $? "both: 1m (waiting on 5p, 3 left: the 0p is in hand) and 0p (waiting on 1m, 3 left)"
ui_screen | grep -q 'After discarding 7s:' &&
	ui_screen | grep -q 'Not tenpai: 1 tile away from a ready hand\.'
ui_ok $? "then what the cursor's discard, the drawn 7s, leaves"
ui_keys w
i=0
while [ $i -lt 13 ]; do
	ui_keys Left
	i=$((i + 1))
done
ui_wait_for '^ > You South 25000 +Discard 1m: tenpai 5p$'
ui_ok $? "the cursor on 1m: the table says that discard leaves the hand tenpai on 5p"
ui_keys r
ui_wait_for '^ Riichi: choose the tile'
ui_keys Enter
ui_wait_for '^ (> )?You South 24000  RIICHI +Tenpai 5p$'
ui_ok $? "after the riichi on 1m, the hand's wait stays by the player's name"
# the 5p drawn wins: the win is asked first; passing it goes on to the discard
ui_wait_for 'You drew 5p and can win:.*2 Do not win'
ui_keys 2
ui_wait_for '^ > You South 24000  RIICHI +Discard 5p: furiten 5p$'
ui_ok $? "5p drawn: letting it go would leave the hand furiten on it, and the table says so"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

ui_done
