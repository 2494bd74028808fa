#!/bin/sh
# jansou join against a fake server (tests/tools/fake_server.py) on the loopback: the lobby
# lists the rooms, a name with control characters drawn escaped and a long one cut; a
# server's error on the status line; /create makes a room, b seats an AI, i invites (an
# invitation is said, its inviter escaped), Esc goes back, Down and j join, s starts; the
# table deals the seat's hand from start_kyoku; a discard key sends a legal dahai with the
# message's seq; the server moves on when a deadline runs out; the result of the hora shows
# its value (scored on the client's mirror); the final table, the room over, q quits. The
# server drops the connection in the middle of the hand: the client logs in again with the
# token it keeps, is told the hand again and plays on. Then a refused connection: a message
# and exit status 1.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

if ! command -v python3 >/dev/null 2>&1; then
	echo "1..0 # SKIP python3 is not installed"
	exit 0
fi
tools=${srcdir:-$(dirname "$0")}/tools
data=${srcdir:-$(dirname "$0")}/data
work=$ui_home/join
mkdir -p "$work/config/jansou"
printf 'tiles = text\n' >"$work/config/jansou/config"

python3 "$tools/fake_server.py" --port-file "$work/port" --feed "$data/join-seat.jsonl" \
	--answers "$work/answers" --hands 1 --timeout 120 --drop-after 20 &
server=$!
n=0
while [ ! -s "$work/port" ] && [ $n -lt 300 ]; do
	sleep 0.1
	n=$((n + 1))
done
port=$(cat "$work/port")

ui_start 80 24 XDG_CONFIG_HOME="$work/config" -- join "127.0.0.1:$port" --name Ann
ui_wait_for 'jansou lobby +Ann @ 127.0.0.1'
ui_ok $? "the lobby comes up after the login"
ui_wait_for 'r1 +Bad\\e\[2Jname\\x07 +standard +hanchan +1/4 +no'
ui_ok $? "the rooms are listed, a name's control characters drawn escaped"
ui_wait_for 'r3 +a room whose \.\.\. +tenhou +east +1/4 +yes'
ui_ok $? "a long name is cut"
ui_keys w
ui_wait_for 'The server says: no such thing here: watch'
ui_ok $? "an error of the server is shown on the status line"
ui_keys /
ui_wait_for 'Enter runs the command'
ui_keys create Enter
ui_wait_for "Room r2 \"Ann's room\": standard, hanchan, 20 s to decide, host Ann"
ui_ok $? "/create makes a room, and the room screen shows it"
ui_wait_for 'Seat 1: Ann \(person, connected\)'
ui_ok $? "the room's seats are listed"
ui_keys b
ui_wait_for 'Seat 2: balanced \(AI, connected\)'
ui_ok $? "b seats an AI"
ui_keys i
ui_wait_for '^ /invite *$'
ui_keys Bob Enter
ui_wait_for 'Eve\\e\]0;pwned\\x07 invites you to room r1: a accepts\.'
ui_ok $? "i invites, and an invitation is said with the inviter's name escaped"
ui_keys Escape
ui_wait_for "r2 +Ann's room +standard +hanchan +2/4 +no"
ui_ok $? "Esc goes back to the lobby, whose list has the new room"
ui_keys Down Down j
ui_wait_for "Room r2 \"Ann's room\""
ui_ok $? "Down and j join the room selected"
ui_keys s
ui_wait_for '2m 4m 5m 1p 2p 0p 2s 4s 6s 6s 8s E  N   E'
ui_ok $? "the game's table shows the seat's hand from start_kyoku and its draw"
# the left player's name (seat 1 of the feed), wide and with an escape sequence in it: the
# escape shown as text (the screen not cleared), the name cut to 12 columns; the others,
# named "seat N", are named by where they sit
ui_screen | grep -q '^ 東南\\e\[2J西… ' && ui_screen | grep -q ' Right [A-Z]'
ui_ok $? "a player's name is escaped and cut to 12 columns; an unknown one is its place"
ui_wait_for 'Your turn.* [0-9]+s left'
ui_ok $? "the prompt shows the time left to answer"
ui_keys 1
ui_wait_until grep -q 'seq=3 tsumo answer dahai 2m legal' "$work/answers"
ui_ok $? "the discard key sends a legal dahai with the message's seq"
ui_wait_until grep -q '^login name=Ann token=tok-Ann-1$' "$work/answers"
ui_ok $? "the connection dropped, the client logs in again with its token"
grep -q "^127.0.0.1:$port Ann tok-Ann-1\$" "$XDG_STATE_HOME/jansou/join-token"
ui_ok $? "the token is kept per server and name in \$XDG_STATE_HOME/jansou/join-token"
ui_wait_for 'You win by ron from Across'
ui_ok $? "the hand is played on as the server moves on, up to the hora"
ui_screen | grep -Eq '3 han 30 fu +5800 points' && ui_screen | grep -Eq 'You +25000 -> +31800 +\+6800'
ui_ok $? "the result screen shows the hora's value, computed on the client's mirror"
[ -s "$work/answers" ] && ! grep -q ILLEGAL "$work/answers" && ! grep -q '^stale' "$work/answers"
ui_ok $? "every answer was legal and carried the current seq"
ui_keys Enter
ui_wait_for 'Final table'
ui_ok $? "the game's end shows the final table"
ui_keys Enter
ui_wait_for 'The game is over: h goes home.'
ui_ok $? "then the room, over"
ui_keys q
ui_wait_for '^EXIT=0'
ui_ok $? "q leaves with status 0"
wait "$server"

# nobody listens on the port the fake server had
ui_start 80 24 -- join "127.0.0.1:$port" --name Ann
ui_wait_for '^EXIT=1'
ui_ok $? "a refused connection exits with status 1"
ui_screen | grep -q "jansou: cannot connect to 127.0.0.1:$port: Connection refused"
ui_ok $? "and says why"
ui_done
