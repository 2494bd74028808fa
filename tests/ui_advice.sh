#!/bin/sh
# The hint key (s) gives the AI's suggested discard with its reason and puts
# the cursor on it; the save-log key (v) writes the game's tenhou.net/6 log
# (and its mjai record) under $XDG_DATA_HOME/jansou/logs, where the history keeps its logs,
# and says where.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

xdg=$(mktemp -d)
ui_start 80 24 XDG_STATE_HOME="$xdg" XDG_DATA_HOME="$xdg/data" -- --seed 5 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_ok $? "the player's turn comes"
ui_keys s
ui_wait_for '│ (Discard|Riichi with) [0-9]?[mpsESWNPFC] ?: .+\.'
ui_ok $? "s shows the suggested discard with the AI's reason"
ui_screen | grep -Eq 'tiles improve the hand|winning tiles left'
ui_ok $? "the hint says how far the hand is from tenpai after it"
tile=$(ui_screen | sed -n 's/.*│ Discard \([0-9]*[mpsESWNPFC]\): .*/\1/p' | head -n 1)
ui_screen | grep -q 'The cursor is on it'
ui_ok $? "the hint puts the cursor on the suggested tile"
ui_keys Enter # closes the hint, and only that
ui_wait_until eval "! ui_screen | grep -q 'The cursor is on it'"
ui_keys Enter
ui_wait_until eval "! ui_screen | grep -q 'Your turn'"
[ -z "$tile" ] || ui_wait_for "You: $tile"
ui_ok $? "a key closes the hint, then Enter discards the suggested tile"
ui_keys v
ui_wait_for "Log saved to [^ ]*/jansou/logs/[0-9-]+\\.json"
ui_ok $? "v saves the game's log and says where"
log=$(ls "$xdg"/data/jansou/logs/*.json 2>/dev/null | head -n 1)
[ -n "$log" ] && grep -q '"title":\["jansou seed 5"' "$log" && grep -q '"log":\[' "$log"
ui_ok $? "the file is the game's tenhou.net/6 log"
[ -s "${log}l" ] &&
	head -n 1 "${log}l" | grep -q '^{"type":"start_game","names":\["You",' &&
	grep -q '^{"type":"start_kyoku","bakaze":"E"' "${log}l" && grep -q '^{"type":"dahai","actor":0,' "${log}l"
ui_ok $? "beside it, the game's mjai record (.jsonl): start_game with You, start_kyoku, your dahai"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"
rm -rf "$xdg"

ui_done
