#!/bin/sh
# A watcher at a real jansou serve (loopback, a port of its own): Ann creates a room with three
# AIs, Cid watches it from the lobby (w), Ann starts and leaves, and the four AIs play on. Cid's
# screen draws the room's table live: every hand face down, the discards in the log under the
# players' names, the result of a hand and the scores changing; q takes him back to the lobby.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

work=$ui_home/watch
mkdir -p "$work/config/jansou" "$work/cid/jansou" "$work/ann"
printf 'tiles = text\n' >"$work/config/jansou/config"
# the watcher's pace: 40 ms a move (the AIs play the game at once, the screen follows it)
printf 'tiles = text\ndelay = 40\n' >"$work/cid/jansou/config"

ui_serve "$work" --decision-time 6 --timeout 240
ui_other=Ann
ann_tmux() { ui_other_tmux "$@"; }
trap 'kill -9 $server 2>/dev/null; ann_tmux kill-server 2>/dev/null; ui_cleanup' EXIT INT TERM

ann_screen() { ui_other_screen; }
ann_wait() { ui_other_wait "$1"; }

ann_tmux new-session -d -s game -x 100 -y 30 \
	"env XDG_CONFIG_HOME='$work/config' XDG_STATE_HOME='$work/ann' $JANSOU join 127.0.0.1:$port --name Ann; echo EXIT=\$?; sleep 600"
ann_wait 'jansou lobby +Ann @'
ann_tmux send-keys -t game c
ann_wait 'Seat 1: Ann \(person, connected\)'
for s in 2 3 4; do
	ann_tmux send-keys -t game b
	ann_wait "Seat $s: balanced( [23])? \\(AI"
done
ui_ok $? "Ann creates a room with three AIs"

ui_start 100 30 XDG_CONFIG_HOME="$work/cid" -- join "127.0.0.1:$port" --name Cid
ui_wait_for 'Rooms: 1'
ui_ok $? "Cid's lobby lists the room"
ui_keys w
ui_wait_for 'Watchers: 1'
ui_ok $? "w: Cid watches the room (its screen counts him)"

ann_tmux send-keys -t game s
ann_wait 'Your turn|East 1 +honba 0'
ui_wait_for 'East 1 +honba 0'
ui_ok $? "Ann starts: Cid's screen shows the room's table"
# every hand a row of backs ([] in text mode; the AIs may have called before Ann's first turn,
# their melds beside), and Ann's, who has not moved yet, 13 or 14 backs and nothing else (the
# log on the right cut off)
table=$(ui_screen | sed 's/│.*//')
[ "$(echo "$table" | grep -Eo '(\[\]){4,}' | wc -l)" -eq 4 ] &&
	echo "$table" | grep -A1 -E '^ (> )?Ann ' | tail -n 1 | grep -Eq '^ +(\[\]){13,14} *$' ||
	{ ui_screen | sed 's/^/# | /'; false; }
ui_ok $? "every hand face down, the bottom one too (seat 0's, Ann's)"
ui_screen | grep -Eq '^ (> )?Ann (East|South|West|North) 25000'
ui_ok $? "the bottom seat is named Ann, the name the server gives"
ui_screen | grep -q 'Watching: p pauses, space steps, q or h back to the lobby'
ui_ok $? "the prompt line gives a watcher's keys"

ann_tmux send-keys -t game q
ann_wait 'Quit the game\? Press y'
ann_tmux send-keys -t game y
ann_wait '^EXIT=0'
ui_ok $? "Ann leaves: the AI plays her seat"

ui_wait_for '│ (Ann|balanced( [23])?): ([1-9][mps]|0[mps]|[ESWNPFC])$'
ui_ok $? "Cid's log tells the discards under the players' names"
# the wall shrinks as the hand is played
ui_wait_until eval "ui_screen | grep -Eq 'wall [1-5][0-9] '"
ui_ok $? "the hand goes on: the wall shrinks"

ui_wait_for '[0-9]+ -> +[0-9]+'
ui_ok $? "the result of the first hand: each player's points before and after"
ui_screen | grep -Eq '^  Ann '
ui_ok $? "the result names Ann"
ui_keys Enter
ui_wait_until eval "ui_screen | grep -E '(East|South|West|North) [0-9]+' | grep -Evq '(East|South|West|North) 25000( |\$)'"
ui_ok $? "Enter: back at the table, the score lines changed"

ui_keys q
ui_wait_for 'jansou lobby +Cid @'
ui_ok $? "q: Cid leaves the table for the lobby"
sleep 1
ui_screen | grep -Eq 'jansou lobby +Cid @' || { ui_screen | sed 's/^/# | /'; false; }
ui_ok $? "(and stays there while the game he left goes on)"
ui_keys q
ui_wait_for '^EXIT=0'
ui_ok $? "q in the lobby: Cid quits with status 0"

kill $server 2>/dev/null
ui_done
