#!/bin/sh
# An mjai bot at the screen table that fails: the notice that a jansou AI plays its seat on
# stays on the screen (pinned above the table's log), never drawn over, and the whole report
# (the last lines it exchanged) is printed once the screen is given back.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# the three opponents are a bot that exits at once: each first event finds it gone
ui_start 100 30 -- --seed 7 --delay 0 --tiles text --ai mjai:true
ui_wait_for 'Your turn'
ui_ok $? "the game starts with bots that exited"
# the log panel's text, its lines joined
panel() { ui_screen | sed -n 's/^.*│ //p' | tr '\n' ' ' | tr -s ' '; }
panel | grep -q 'the mjai bot in seat 1 exited; a jansou AI plays the seat on'
ui_ok $? "the notice that a jansou AI plays the bot's seat on is on the screen"
# a dozen more moves (a discard, or passing an offer): the log scrolls, the notice stays
n=0
while [ $n -lt 12 ]; do
	ui_keys Enter
	sleep 0.3
	n=$((n + 1))
done
ui_wait_for 'Your turn|Pass'
panel | grep -q '^What happened the mjai bot in seat 1 exited; a jansou AI plays the seat on'
ui_ok $? "a dozen moves later it is still there, above the log"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"
ui_screen -S -200 | grep -q '^jansou: the mjai bot in seat 1 exited; a jansou AI plays the seat on\.'
ui_ok $? "the report is printed after the screen is given back"
ui_done
