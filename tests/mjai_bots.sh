#!/bin/sh
# Bots that misbehave as processes, seated by selfplay (--ai mjai:COMMAND): each is reported
# and replaced by a jansou AI, the game is finished and logged, and nothing it started is
# left running: a bot that answers once and exits (its answer not yet used), one that stops
# answering and spins with a child in the background, one that ignores SIGTERM, one that
# stops itself; one that writes control characters and a cut UTF-8 character gets them
# shown escaped, never passed to the terminal. jansou mjai plays any kind --list-ai lists.
# Prints TAP.
set -u
LC_ALL=C
export LC_ALL
. "${srcdir:-$(dirname "$0")}/tap.sh"
echo "1..7"

# a mark each bot's children carry in their command line, to find any left behind
mark="jansou_bot_mark_$$"
cat >"$tmp/once.sh" <<'BOT'
#!/bin/sh
read -r line; echo '{"type":"none"}'; read -r line; exit 0
BOT
cat >"$tmp/spin.sh" <<BOT
#!/bin/sh
sh -c 'sleep 40; : $mark' &
read -r line; echo '{"type":"none"}'
while :; do :; done
BOT
cat >"$tmp/noterm.sh" <<BOT
#!/bin/sh
trap '' TERM
sh -c 'trap "" TERM; sleep 40; : $mark' &
read -r line; echo '{"type":"none"}'
sleep 40
BOT
cat >"$tmp/stop.sh" <<'BOT'
#!/bin/sh
read -r line; echo '{"type":"none"}'
kill -STOP $$
BOT
printf '#!/bin/sh\nread -r line; printf '"'"'\\033]0;pwned\\007 \\316\\261\\316\\n'"'"'\n' >"$tmp/esc.sh"
chmod +x "$tmp"/*.sh

# BOT WHY: one game with the bot in seat 0, finished within two minutes, the fault reported
seat() {
	start=$(date +%s)
	timeout 120 "$JANSOU" selfplay --games 1 --seed 5 --bot-timeout 1 --json \
		--logs "$tmp/logs" --force --ai "mjai:$1,defensive,defensive,defensive" \
		>"$tmp/out" 2>"$tmp/err"
	status=$?
	[ $status -eq 0 ] && grep -q "the mjai bot in seat [0-3] $2" "$tmp/err" &&
		grep -q '"games":1,' "$tmp/out" && grep -q '"bot_faults":1' "$tmp/out" &&
		[ $(($(date +%s) - start)) -lt 60 ]
}
left_behind() { pgrep -f "$mark" >/dev/null 2>&1; }

seat "$tmp/once.sh" 'exited'
ok $? "a bot that answers once, then exits before its answer is used: reported, no crash"
seat "$tmp/spin.sh" 'answered nothing in time'
r=$?
sleep 1
[ $r -eq 0 ] && ! left_behind
ok $? "a bot that spins: ended with what it started in the background"
seat "$tmp/noterm.sh" 'answered nothing in time'
r=$?
sleep 1
[ $r -eq 0 ] && ! left_behind
ok $? "a bot that ignores SIGTERM: killed after a short grace, its child too"
seat "$tmp/stop.sh" 'answered nothing in time'
ok $? "a bot that stops itself: the game is not blocked on it"
seat "$tmp/esc.sh" 'answered what is not a JSON object'
r=$?
[ $r -eq 0 ] && ! grep -q "$(printf '\033')" "$tmp/err" && ! grep -q "$(printf '\007')" "$tmp/err" &&
	grep -q '\\e\]0;pwned\\x07' "$tmp/err"
ok $? "what a bot writes reaches the report escaped: ESC and BEL shown, not sent"
pkill -f "$mark" 2>/dev/null

# jansou mjai plays any player kind: random and tsumogiri too
printf '%s\n' '{"type":"start_game","id":0}' | "$JANSOU" mjai --ai random >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] && [ "$(cat "$tmp/out")" = '{"type":"none"}' ]
ok $? "jansou mjai --ai random plays (--list-ai lists it)"
"$JANSOU" mjai --ai nobody </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q 'no AI "nobody"' "$tmp/err"
ok $? "an AI nobody knows is named"
tap_end
