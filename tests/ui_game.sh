#!/bin/sh
# A whole game to the final table, with the test aid --autoplay letting a computer
# player take the human's seat (the screens stay as a person sees them): every hand
# ends on a result screen that Enter leaves, and the game ends on the final table.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

ended() { ui_screen | grep -Eq '\(hand [0-9]+\)|Final table'; }

xdg=$(mktemp -d)
ui_start 80 24 XDG_STATE_HOME="$xdg" -- --seed 7 --delay 0 --tiles text --autoplay tsumogiri
hands=0
while [ $hands -lt 60 ]; do
	ui_wait_until ended || break
	ui_screen | grep -q 'Final table' && break
	hands=$((hands + 1))
	ui_screen | grep -q "(hand $hands)" || { echo "# expected hand $hands"; break; }
	if [ $hands -eq 1 ]; then
		ui_screen >"${TMPDIR:-/tmp}/jansou-hand-end-$$.txt"
		# the log saved on the result screen holds the hand just played
		ui_keys v
		ui_wait_for 'Log saved to .*/jansou/logs/[0-9-]+\.json'
		first_log=$(ls "$XDG_DATA_HOME"/jansou/logs/*.json 2>/dev/null | head -n 1)
		grep -q '"log":\[\[\[0,0,0\]' "$first_log" 2>/dev/null &&
			[ "$(grep -oE '和了|流局|全員聴牌|全員不聴|流し満貫|九種九牌|四風連打|四槓散了|四家立直|三家和了' "$first_log" | wc -l)" -eq 1 ]
		first_ok=$?
		rm -f "$XDG_DATA_HOME"/jansou/logs/*
	fi
	ui_keys Enter
	ui_wait_until eval "! ui_screen | grep -q '(hand $hands)'" || break
done
ui_screen | grep -q 'Final table'
ui_ok $? "the game reaches the final table after $hands hands"
ui_ok "${first_ok:-1}" "v on the first result screen saves a log holding that hand (East 1, its result)"
grep -Eq 'Exhaustive draw|wins? by|Abortive draw' "${TMPDIR:-/tmp}/jansou-hand-end-$$.txt"
ui_ok $? "each hand ends on a result screen saying how it ended"
grep -Eq 'You +[0-9]+ -> +[0-9]+' "${TMPDIR:-/tmp}/jansou-hand-end-$$.txt"
ui_ok $? "the result screen shows each player's points before and after"
rm -f "${TMPDIR:-/tmp}/jansou-hand-end-$$.txt"
for place in 1 2 3 4; do
	ui_screen | grep -Eq "^  $place +(You|Right|Across|Left) +-?[0-9]+ +[-+][0-9]+\.[0-9]"
	ui_ok $? "the final table has place $place with points and the score after uma"
done
ui_screen | grep -q 'uma' && ui_screen | grep -q 'the top takes' && ! ui_screen | grep -q '…'
ui_ok $? "the final table explains return and uma, wrapped, nothing cut"
# the game reaches the history before the final table shows, and its save is gone: closing
# the terminal here loses nothing
[ "$(wc -l <"$XDG_DATA_HOME/jansou/history.jsonl" 2>/dev/null)" -eq 1 ]
ui_ok $? "on the final table the game is already in the history"
# tsumogiri never riichis, calls or wins
grep -q '"riichi_hands":0,"call_hands":0,"win_points":0' "$XDG_DATA_HOME/jansou/history.jsonl" &&
	grep -q '"wins":0,' "$XDG_DATA_HOME/jansou/history.jsonl"
ui_ok $? "the history keeps the hands with riichi and calls and the points won (none for tsumogiri)"
log_name=$(grep -o '"log":"[0-9]*-[0-9]*-seed7\.json"' "$XDG_DATA_HOME/jansou/history.jsonl" | cut -d'"' -f4)
[ -n "$log_name" ] && [ -f "$XDG_DATA_HOME/jansou/logs/$log_name" ] &&
	"$JANSOU" stats --games | grep -q "$XDG_DATA_HOME/jansou/logs/$log_name"
ui_ok $? "the history names the game's log, and stats --games lists it for jansou review"
[ -d "$xdg/jansou" ] && [ ! -e "$xdg/jansou/game.save" ]
ui_ok $? "and its save is gone"
ui_keys v
ui_wait_for "The game's log is kept in .*/$log_name"
ui_ok $? "v on the final table says where the history keeps the game's log"
[ "$(ls "$XDG_DATA_HOME"/jansou/logs/*.json | wc -l)" -eq 1 ]
ui_ok $? "and saves no second copy of it"
log=$XDG_DATA_HOME/jansou/logs/$log_name
[ -n "$log_name" ] && grep -q '"log":\[' "$log" && [ "$(grep -oE '和了|流局|全員聴牌|全員不聴|流し満貫|九種九牌|四風連打|四槓散了|四家立直|三家和了' "$log" | wc -l)" -ge "$hands" ]
ui_ok $? "the log holds a result for every hand of the game (tenhou.net/6 JSON)"
rm -rf "$xdg"
ui_keys Enter
ui_wait_for '^EXIT=0'
ui_ok $? "Enter leaves the final table and the program ends with status 0"

# the finished game is in the player's history, with its log, and jansou stats sums it
history=$XDG_DATA_HOME/jansou/history.jsonl
[ "$(wc -l <"$history" 2>/dev/null)" -eq 1 ] && grep -q "\"hands\":$hands," "$history"
ui_ok $? "the game is one line of the history, with its $hands hands"
ls "$XDG_DATA_HOME"/jansou/logs/*-seed7.json >/dev/null 2>&1
ui_ok $? "the history keeps the game's log"
grep -q '"played_by":"tsumogiri"' "$history"
ui_ok $? "the history marks the game as played by the computer player in your seat"
stats=$("$JANSOU" stats --json)
echo "$stats" | grep -q '"games":0,"hands":0,' && echo "$stats" | grep -q '"autoplay_games":1'
ui_ok $? "jansou stats does not count a game --autoplay played as yours, and says so"
"$JANSOU" stats | grep -q '^1 game a computer player played in your seat (--autoplay) is not counted\.$'
ui_ok $? "jansou stats says so in words"

# v on the table: the message says where the log went on its own row, the key reminder under
# it stays (a long directory is shortened, the file's name is kept)
ui_start 80 24 -- --seed 3 --delay 0 --tiles text --ai tsumogiri
ui_wait_for 'Your turn|discards [^ ]+:'
ui_keys v
ui_wait_for 'Log saved to .*/[0-9-]+\.json'
ui_screen | grep -q '^ ? help  m menu' &&
	[ "$(ui_screen | grep -c 'jsonl)$')" -eq "$(ui_screen | grep -c 'Log saved to .*jsonl)$')" ]
ui_ok $? "the log's path does not wrap over the key reminder"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_done
