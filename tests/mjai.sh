#!/bin/sh
# jansou mjai end to end: a self-play game of the defensive AI, logged in mjai form, is
# given event by event to `jansou mjai --ai defensive` in each seat; wherever the record
# shows what that seat did, the bot answered the same (tests/mjai_check). Then messages the
# bot cannot take: each a clear error and exit 1. Prints TAP.
set -u
LC_ALL=C
export LC_ALL
check_prog=$(dirname "$JANSOU")/../tests/mjai_check
told_prog=$(dirname "$JANSOU")/../tests/mjai_told
. "${srcdir:-$(dirname "$0")}/tap.sh"
echo "1..15"

"$JANSOU" selfplay --games 2 --seed 11 --ai defensive --logs "$tmp/logs" --log-format mjai >/dev/null 2>&1
ok $? "a self-play game is logged in mjai form"
for game in 1 2; do
	log=$tmp/logs/seed11-game000$game.jsonl
	worst=0 summary=
	for seat in 0 1 2 3; do
		# the game's start tells the bot its seat
		sed "1s/\"start_game\",/\"start_game\",\"id\":$seat,/" "$log" >"$tmp/in"
		"$JANSOU" mjai --ai defensive --rules standard <"$tmp/in" >"$tmp/answers" 2>"$tmp/err" || worst=1
		"$check_prog" "$tmp/in" "$tmp/answers" "$seat" >"$tmp/seat$seat" 2>&1 || worst=1
		summary="$summary seat $seat: $(cat "$tmp/seat$seat");"
	done
	cat "$tmp"/seat? >"$tmp/out"
	ok $worst "game $game: in every seat the bot plays as the AI did ($summary)"
done

# a jansou mjai bot seated through --ai mjai: plays the very game the same AI plays seated
# directly: the same statistics and the same logs, names aside
bot="mjai:$JANSOU mjai --ai defensive --rules standard"
"$JANSOU" selfplay --games 3 --seed 5 --ai defensive --json --logs "$tmp/direct" >"$tmp/direct.out" 2>&1
"$JANSOU" selfplay --games 3 --seed 5 --ai "defensive,$bot,defensive,defensive" --json \
	--logs "$tmp/bot" >"$tmp/bot.out" 2>&1
tail -n 1 "$tmp/direct.out" | sed 's/"ai":"[^"]*"//g' >"$tmp/a"
tail -n 1 "$tmp/bot.out" | sed 's/"ai":"[^"]*"//g' >"$tmp/b"
same=0
for f in "$tmp"/direct/*.json; do
	sed 's/"name":\[[^]]*\]//' "$f" >"$tmp/la"
	sed 's/"name":\[[^]]*\]//' "$tmp/bot/$(basename "$f")" >"$tmp/lb"
	cmp -s "$tmp/la" "$tmp/lb" || same=1
done
cat "$tmp/a" "$tmp/b" >"$tmp/out"
cmp -s "$tmp/a" "$tmp/b" && [ $same -eq 0 ] && grep -q '"bot_faults":0' "$tmp/b"
ok $? "a jansou mjai bot seated through --ai mjai: plays the same games as the AI seated directly"

# what a bot seated in jansou is told, as the mjai server tells it (tests/mjai_told): its
# seat, kyoku_first and aka_flag in start_game; the scores after every reach_accepted, hora
# and ryukyoku; possible_actions and cannot_dahai where the server sends them, every answer
# the bot gave among them. The bot plays as before, told them or not.
"$JANSOU" selfplay --games 2 --seed 7 --rules standard \
	--ai "defensive,mjai:tee -a $tmp/bot-told | $JANSOU mjai --ai defensive | tee -a $tmp/bot-answers,defensive,defensive" \
	--json --logs "$tmp/told-logs" >"$tmp/told.out" 2>&1
"$told_prog" "$tmp/bot-told" "$tmp/bot-answers" >"$tmp/out" 2>&1 &&
	grep -q '"bot_faults":0' "$tmp/told.out" && grep -q '^2 games' "$tmp/out" &&
	! grep -q ' 0 offers\| 0 answered\| 0 calls\| 0 cannot_dahai' "$tmp/out"
ok $? "a bot is told the fields the mjai server sends, and answers among them ($(cat "$tmp/out"))"

# bots that fail: each reported with its last lines, the seat played on, the games finished
cat >"$tmp/illegal.sh" <<'BOT'
#!/bin/sh
while read -r line; do echo '{"type":"dahai","actor":0,"pai":"1m","tsumogiri":false}'; done
BOT
chmod +x "$tmp/illegal.sh"
for case in "sleep 100:answered nothing in time" "yes garbage:answered what is not a JSON object" \
	"$tmp/illegal.sh:answered an action the game does not allow now" "true:exited"; do
	command=${case%%:*} why=${case#*:}
	timeout 120 "$JANSOU" selfplay --games 1 --seed 5 --bot-timeout 1 --json \
		--ai "mjai:$command,defensive,defensive,defensive" >"$tmp/out" 2>"$tmp/err"
	status=$?
	cat "$tmp/err" >>"$tmp/out"
	[ $status -eq 0 ] && grep -q "the mjai bot in seat [0-3] $why; a jansou AI plays the seat on" "$tmp/err" &&
		grep -q '"games":1,' "$tmp/out" && grep -q '"bot_faults":1' "$tmp/out"
	ok $? "a bot that $why is reported and replaced; the game is finished ($command)"
done

printf '%s\n' '{"type":"start_game","id":0}' '{"type":"dahai","actor":9,"pai":"5m","tsumogiri":false}' |
	"$JANSOU" mjai >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q 'line 2: an actor that is not a seat 0 to 3' "$tmp/err"
ok $? "an actor out of range: a clear error naming the line, exit 1"
printf '%s\n' '{"type":"start_game","id":0}' 'nonsense' | "$JANSOU" mjai >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q 'line 2: not a JSON object' "$tmp/err" && [ "$(wc -l <"$tmp/out")" -eq 2 ] &&
	[ "$(sed -n 2p "$tmp/out")" = '{"type":"none"}' ]
ok $? "a line that is not JSON: an error, and none for its answer"
printf '%s\n' '{"type":"tsumo","actor":0,"pai":"5m"}' | "$JANSOU" mjai >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q 'an event before start_game' "$tmp/err"
ok $? "an event before start_game is refused"
printf '%s\n' '{"type":"start_game","id":0}' '{"type":"teleport","actor":0}' | "$JANSOU" mjai >"$tmp/out" 2>"$tmp/err"
[ $? -eq 1 ] && grep -q 'an event of unknown type "teleport"' "$tmp/err"
ok $? "an unknown event type is named"
# the mjai protocol plays riichi: a bot seated in a Chinese Official game is not started, and
# the seat is played on by a jansou AI
timeout 120 "$JANSOU" selfplay --rules mcr --games 1 --seed 3 --ai "mjai:true" --json \
	>"$tmp/out" 2>"$tmp/err"
status=$?
cat "$tmp/err" >>"$tmp/out"
[ $status -eq 0 ] && [ "$(grep -c 'cannot play these rules: the mjai protocol plays riichi' "$tmp/err")" -eq 4 ] &&
	grep -q '"games":1,' "$tmp/out" && grep -q '"bot_faults":4' "$tmp/out"
ok $? "mjai bots in a Chinese Official game: each refused with why, the game played on"
"$JANSOU" mjai --ai nobody </dev/null >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -q 'no AI "nobody"' "$tmp/err"
ok $? "an unknown AI is a usage error"
tap_end
