#!/bin/sh
# jansou serve over loopback (doc/protocol.md): scripted jansou clients play a whole room,
# jansou mjai --connect bots fill a room that starts by itself, a dropped client takes its
# seat back with its token, a server killed with SIGKILL resumes its room (and keeps one not
# started, its seats and host), hostile clients
# get an error or a closed connection while a room plays on, and no client sees another's
# tiles. Every server has a port of its own (--listen 127.0.0.1:0 --port-file) and stops by
# itself (--exit-when-idle, --timeout); the trap kills what is left. Prints TAP.
set -u
LC_ALL=C
export LC_ALL
. "${srcdir:-$(dirname "$0")}/tap.sh"
tools="${srcdir:-$(dirname "$0")}/tools"
if ! command -v python3 >/dev/null 2>&1; then
	echo "1..0 # SKIP no python3"
	exit 0
fi
echo "1..18"
pids=
trap 'for p in $pids; do kill -9 $p 2>/dev/null; done; rm -rf "$tmp"' EXIT

# [LISTEN=ADDR:0] start NAME [OPTION...]: a server with its state in $tmp/NAME; $pid, $port
start() {
	name=$1
	shift
	rm -f "$tmp/$name.port"
	"$JANSOU" serve --listen "${LISTEN:-127.0.0.1:0}" --port-file "$tmp/$name.port" \
		--state "$tmp/$name" --timeout 100 --quiet "$@" 2>>"$tmp/err" &
	pid=$!
	pids="$pids $pid"
	i=0
	while [ ! -s "$tmp/$name.port" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	port=$(cat "$tmp/$name.port" 2>/dev/null)
}
# stopped PID: the server ended by itself within 30 seconds
stopped() {
	i=0
	while kill -0 "$1" 2>/dev/null && [ $i -lt 300 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	! kill -0 "$1" 2>/dev/null
}
# replays TENHOU_LOG: it, and the mjai record beside it (four players), replay clean
replays() {
	"$JANSOU" replay "$1" >"$tmp/out" 2>>"$tmp/err" && grep -q "differences: 0," "$tmp/out" ||
		return 1
	rec=$(dirname "$1")/mjai.jsonl
	[ ! -f "$rec" ] && return 0
	"$JANSOU" replay "$rec" >"$tmp/out" 2>>"$tmp/err" && grep -q "differences: 0," "$tmp/out"
}

: >"$tmp/err"
start a --exit-when-idle
timeout 60 python3 "$tools/room_clients.py" --port "$port" >"$tmp/a.out" 2>>"$tmp/err"
r=$?
cp "$tmp/a.out" "$tmp/out"
[ $r -eq 0 ] && stopped $pid && replays "$tmp/a/rooms/1/tenhou.json"
ok $? "four clients log in, create, join and start a room, play an East game; its log replays clean"
! grep -q "sees" "$tmp/err"
ok $? "privacy: no client saw another seat's hand or draw"

: >"$tmp/err"
start s --exit-when-idle
timeout 60 python3 "$tools/room_clients.py" --port "$port" --players 3 --rules sanma \
	>"$tmp/out" 2>>"$tmp/err"
r=$?
[ $r -eq 0 ] && stopped $pid && replays "$tmp/s/rooms/1/tenhou.json" && ! grep -q "sees" "$tmp/err"
ok $? "three players: a sanma room of three clients (North set aside) plays to its end"

: >"$tmp/err"
start b --exit-when-idle
for i in 1 2 3 4; do
	timeout 60 "$JANSOU" mjai --connect "127.0.0.1:$port" --name "bot$i" --room t1 \
		--rules standard >/dev/null 2>>"$tmp/err" &
done
stopped $pid && replays "$tmp/b/rooms/t1/tenhou.json" && [ -s "$tmp/b/rooms/t1/mjai.jsonl" ]
ok $? "four jansou mjai --connect bots join one room by the mjai protocol: it starts and ends"

: >"$tmp/err"
start c --exit-when-idle
timeout 60 python3 "$tools/room_clients.py" --port "$port" --drop 2:60 >"$tmp/out" 2>>"$tmp/err"
r=$?
[ $r -eq 0 ] && grep -q "p2 resumed its hand" "$tmp/out" && stopped $pid &&
	replays "$tmp/c/rooms/1/tenhou.json"
ok $? "a dropped client is replaced, and takes its seat and hand back with its token"

: >"$tmp/err"
start d --exit-when-idle
timeout 60 python3 "$tools/room_clients.py" --port "$port" --kill-file "$tmp/kill" \
	--kill-after 250 >"$tmp/d.out" 2>>"$tmp/err" &
cpid=$!
i=0
while [ ! -f "$tmp/kill" ] && [ $i -lt 300 ]; do
	sleep 0.1
	i=$((i + 1))
done
kill -9 $pid
wait $pid 2>/dev/null
"$JANSOU" serve --listen "127.0.0.1:$port" --state "$tmp/d" --timeout 100 --quiet \
	--exit-when-idle 2>>"$tmp/err" &
pid=$!
pids="$pids $pid"
sleep 0.5
touch "$tmp/kill.restarted"
wait $cpid
r=$?
cp "$tmp/d.out" "$tmp/out"
[ $r -eq 0 ] && grep -q "resumed its hand" "$tmp/out" && stopped $pid &&
	replays "$tmp/d/rooms/1/tenhou.json"
ok $? "a server killed with SIGKILL mid-game, started again: the room plays on to its end"

: >"$tmp/err"
# waiting_room_killed NAME [OPTIONS]: in a server of state NAME, a room not started (Ann, Bob
# and an AI: tools/waiting_room.py before), then the server killed with SIGKILL and started
# again on the same port and state with OPTIONS; r is the script's status.
waiting_room_killed() {
	name=$1
	shift
	start "$name"
	timeout 60 python3 "$tools/waiting_room.py" before "$port" "$tmp/$name.json" >"$tmp/out" \
		2>>"$tmp/err" &
	cpid=$!
	i=0
	while [ ! -s "$tmp/$name.json" ] && [ $i -lt 300 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	kill -9 $pid
	wait $pid 2>/dev/null
	wait $cpid
	r=$?
	"$JANSOU" serve --listen "127.0.0.1:$port" --state "$tmp/$name" --timeout 100 --quiet \
		"$@" 2>>"$tmp/err" &
	pid=$!
	pids="$pids $pid"
	sleep 0.5
}

waiting_room_killed w
timeout 60 python3 "$tools/waiting_room.py" after "$port" "$tmp/w.json" >"$tmp/out" 2>>"$tmp/err"
r2=$?
kill $pid 2>/dev/null
[ $r -eq 0 ] && [ $r2 -eq 0 ]
ok $? "a room not started outlives SIGKILL: listed again with its seats, taken back, started"

# ... but one its people never come back to goes after the idle time, its folder too
: >"$tmp/err"
waiting_room_killed x --idle 1
kept=$(find "$tmp/x" -name room.json | wc -l)
sleep 2.5
timeout 60 python3 "$tools/waiting_room.py" gone "$port" "$tmp/x.json" >"$tmp/out" 2>>"$tmp/err"
r=$?
left=$(find "$tmp/x" -name room.json | wc -l)
kill $pid 2>/dev/null
[ $r -eq 0 ] && [ "$kept" -eq 1 ] && [ "$left" -eq 0 ]
ok $? "... one nobody comes back to within --idle goes, its folder too (room.json: $kept, then $left)"

: >"$tmp/err"
start e --exit-when-idle --rate 50
timeout 60 python3 "$tools/room_clients.py" --port "$port" --delay 0.003 >"$tmp/e.out" 2>>"$tmp/err" &
cpid=$!
sleep 0.3
timeout 60 python3 "$tools/hostile.py" "$port" >"$tmp/out" 2>>"$tmp/err"
r=$?
wait $cpid
r2=$?
cp "$tmp/e.out" "$tmp/e.log"
[ $r -eq 0 ] && [ $r2 -eq 0 ] && stopped $pid && replays "$tmp/e/rooms/1/tenhou.json"
ok $? "garbage, long lines, half lines, a flood, 300 connections: refused; the room plays on"

: >"$tmp/err"
start f --max-connections 2 --timeout 20
python3 - "$port" >"$tmp/out" 2>>"$tmp/err" <<'PY'
import json, socket, sys
port = int(sys.argv[1])
socks = [socket.create_connection(("127.0.0.1", port)) for _ in range(3)]
last = socks[2].makefile("rb")
lines = [json.loads(l) for l in last]
sys.exit(0 if any(m["type"] == "error" and "max-connections" in m["message"] for m in lines) else 1)
PY
ok $? "past --max-connections a new connection gets an error and is closed"
kill $pid 2>/dev/null

: >"$tmp/err"
start g --password sesame --timeout 20
python3 - "$port" >"$tmp/out" 2>>"$tmp/err" <<'PY'
import json, socket, sys
port = int(sys.argv[1])
def login(pw):
    s = socket.create_connection(("127.0.0.1", port))
    f = s.makefile("rb")
    f.readline()
    s.sendall((json.dumps({"type": "login", "name": "x" + pw, "password": pw}) + "\n").encode())
    return json.loads(f.readline())["type"]
sys.exit(0 if login("wrong") == "error" and login("sesame") == "welcome" else 1)
PY
ok $? "--password: a login without it is refused, with it welcome"
kill $pid 2>/dev/null

: >"$tmp/err"
bot="mjai:$JANSOU mjai --rules standard"
start h --bot "$bot" --bot "$bot" --bot "$bot" --bot "$bot" --max-games 1
stopped $pid && replays "$tmp/h/rooms/default/tenhou.json"
ok $? "--bot mjai:COMMAND four times: the server's own bots fill a room that plays to its end"

# a bot that never answers holds up its own seat for the room's time to decide, never the
# server: a login in the meantime is answered at once
: >"$tmp/err"
start k --bot "mjai:sleep 60" --bot "$bot" --bot "$bot" --bot "$bot" --decision-time 3 \
	--max-games 1
python3 - "$port" >"$tmp/out" 2>>"$tmp/err" <<'PY'
import json, socket, sys, time
port = int(sys.argv[1])
s = socket.create_connection(("127.0.0.1", port))
s.settimeout(10)
f = s.makefile("rb")
f.readline()
t = time.monotonic()
s.sendall(b'{"type":"login","name":"quick"}\n{"type":"rooms"}\n')
types = [json.loads(f.readline())["type"] for _ in range(2)]
took = time.monotonic() - t
print(types, took)
rooms = json.loads(f.readline()) if types[1] != "rooms" else None
sys.exit(0 if types == ["welcome", "rooms"] and took < 1.0 else 1)
PY
r=$?
[ $r -eq 0 ] && stopped $pid && replays "$tmp/k/rooms/default/tenhou.json"
ok $? "a silent --bot is asked in the server's loop: a login meanwhile is answered at once"

: >"$tmp/err"
start lobby --timeout 60
timeout 60 python3 "$tools/lobby.py" "$port" >"$tmp/out" 2>>"$tmp/err"
r=$?
kill $pid 2>/dev/null
[ $r -eq 0 ] && stopped $pid && replays "$tmp/lobby/rooms/1/tenhou.json"
ok $? "the lobby: create, rooms, invite, accept, bot, watch, back, start, home; a watcher sees no tile"

: >"$tmp/err"
start l --exit-when-idle
timeout 60 python3 "$tools/room_clients.py" --port "$port" --late 1 --decision-time 2 \
	>"$tmp/out" 2>>"$tmp/err"
r=$?
[ $r -eq 0 ] && ! grep -q "got error" "$tmp/err" && stopped $pid && replays "$tmp/l/rooms/1/tenhou.json"
ok $? "a decision not answered in time is the AI's, the late answer dropped, the game goes on"

: >"$tmp/err"
start t
timeout 60 python3 "$tools/room_clients.py" --port "$port" --delay 0.01 --decision-time 2 \
	>"$tmp/out" 2>>"$tmp/err" &
cpid=$!
sleep 2
kill -TERM $pid
stopped $pid && wait $pid
r=$?
wait $cpid
[ $r -eq 0 ] && [ -s "$tmp/t/rooms/1/game.save" ] && [ -s "$tmp/t/rooms/1/tenhou.json" ] &&
	grep -q '"over":false' "$tmp/t/rooms/1/room.json"
r=$?
start t --exit-when-idle
[ $r -eq 0 ] && stopped $pid && replays "$tmp/t/rooms/1/tenhou.json"
ok $? "SIGTERM saves the rooms and stops; started again, the AI plays the absent people's seats to the end"

: >"$tmp/err"
LISTEN='[::1]:0' start v6 --exit-when-idle
if [ -n "$port" ]; then
	timeout 60 python3 "$tools/room_clients.py" --host ::1 --port "$port" >"$tmp/out" 2>>"$tmp/err"
	ok $? "IPv6: a room played over [::1]"
else
	echo "ok $((n + 1)) # SKIP no IPv6 loopback"
	n=$((n + 1))
fi

"$JANSOU" serve --listen 127.0.0.1:0 --bot 'rm -rf x' >"$tmp/out" 2>"$tmp/err"
[ $? -eq 2 ]
ok $? "--bot takes only mjai:COMMAND"
tap_end
