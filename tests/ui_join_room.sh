#!/bin/sh
# Two people and two AIs at one table of a real jansou serve (loopback, a port of its own):
# Ann creates a room, Bob joins it from a second screen, Ann adds two AIs and starts; both
# screens show the table, Ann's discard reaches Bob's log under her name, on his left (seat 0
# is on seat 1's left), Bob lets his time run out and the server's AI decides for him, and the
# game plays on. When both have left, the AIs finish the game, the server stops by itself and
# the room's tenhou.net/6 log replays clean.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

work=$ui_home/room
mkdir -p "$work/config/jansou" "$work/bob"
printf 'tiles = text\n' >"$work/config/jansou/config"

ui_serve "$work" --decision-time 6 --exit-when-idle --timeout 240
ui_other=Bob
bob_tmux() { ui_other_tmux "$@"; }
trap 'kill -9 $server 2>/dev/null; bob_tmux kill-server 2>/dev/null; ui_cleanup' EXIT INT TERM

bob_screen() { ui_other_screen; }
bob_wait() { ui_other_wait "$1"; }

ui_start 100 30 XDG_CONFIG_HOME="$work/config" -- join "127.0.0.1:$port" --name Ann
ui_wait_for 'jansou lobby +Ann @ 127\.0\.0\.1'
ui_ok $? "Ann's screen: the lobby of the server"
ui_keys c
ui_wait_for 'Seat 1: Ann \(person, connected\)'
ui_ok $? "c creates a room with Ann in its first seat"

bob_tmux new-session -d -s game -x 100 -y 30 \
	"env XDG_CONFIG_HOME='$work/config' XDG_STATE_HOME='$work/bob' $JANSOU join 127.0.0.1:$port --name Bob; echo EXIT=\$?; sleep 600"
bob_wait 'Rooms: 1'
ui_ok $? "Bob's screen lists the room"
bob_tmux send-keys -t game j
bob_wait 'Seat 2: Bob \(person, connected\)'
ui_ok $? "j: Bob sits in the second seat"
ui_wait_for 'Seat 2: Bob \(person, connected\)'
ui_ok $? "Ann's room screen shows Bob come in"

ui_keys b
ui_wait_for 'Seat 3: balanced \(AI'
ui_keys b
ui_wait_for 'Seat 4: balanced 2 \(AI'
ui_ok $? "b twice: two AIs in the last seats, each its own name"
ui_keys s
ui_wait_for 'East 1 +honba 0'
ui_ok $? "s starts the game: Ann's screen shows the table"
bob_wait 'East 1 +honba 0'
ui_ok $? "and Bob's too"
# seat 0 deals the first hand unless the seed says otherwise: whoever's turn comes, Ann's
# first discard is hers to make while her time runs
ui_wait_for 'Your turn'
ui_ok $? "Ann's turn comes, with the time left on the prompt" &&
	ui_screen | grep -Eq 'Your turn.* [0-6]s left'
ui_ok $? "the prompt shows the seconds left (6 s a decision in this room)"
ui_keys Enter
ui_wait_until eval "ui_screen | grep -Eq '│ You: ([1-9][mps]|0[mps]|[ESWNPFC])\$'"
ui_ok $? "Enter discards: the log says 'You: ...'"
tile=$(ui_screen | sed -n 's/.*│ You: \([0-9][mps]\|[ESWNPFC]\)$/\1/p' | head -n 1)
bob_wait "│ Ann: $tile"
ui_ok $? "Bob's log tells Ann's discard ($tile) under her name"
bob_screen | grep -Eq '^ (> )?Ann (East|South|West|North) [0-9]+ ' || { bob_screen | sed 's/^/# | /'; false; }
ui_ok $? "Bob's table names his left player (seat 0, on seat 1's left) Ann"
bob_screen | grep -Eq '(> )?You (East|South|West|North) [0-9]+'
ui_ok $? "and himself You"
bob_wait 'The time to answer ran out: the server decided\.|time to$'
ui_ok $? "Bob lets his time run out: the server's AI decides for him and says so"
# Bob sees no concealed tile but his own: the other hands are backs ([] in text mode)
[ "$(bob_screen | grep -o '\[\]\[\]\[\]\[\]\(\[\]\)*' | wc -l)" -ge 3 ] || { bob_screen | sed 's/^/# | /'; false; }
ui_ok $? "Bob's screen shows the other three hands face down"

ui_keys q
ui_wait_for 'Quit the game\? Press y'
ui_ok $? "q asks first, and the question stays while the others play on"
sleep 1
ui_screen | grep -q 'Quit the game? Press y'
ui_ok $? "(still there a second later)"
ui_keys y
ui_wait_for '^EXIT=0'
ui_ok $? "Ann quits with status 0"
bob_tmux send-keys -t game q
bob_wait 'Quit the game\? Press y' >/dev/null
bob_tmux send-keys -t game y
bob_wait '^EXIT=0'
ui_ok $? "Bob too"

# with both gone the AIs play every seat: the game ends and the server stops by itself
n=0
while kill -0 $server 2>/dev/null && [ $n -lt 1800 ]; do
	sleep 0.1
	n=$((n + 1))
done
! kill -0 $server 2>/dev/null
ui_ok $? "the game ends and the server stops by itself"
log=$(ls "$work"/state/rooms/*/tenhou.json 2>/dev/null | head -n 1)
[ -n "$log" ] && "$JANSOU" replay "$log" >"$work/replay" 2>&1
ui_ok $? "the room's tenhou.net/6 log replays clean"

ui_done
