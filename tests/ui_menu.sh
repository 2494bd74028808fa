#!/bin/sh
# The in-game menu (m): it lists new game, practice, rules, language and quit; Esc goes back to
# the same hand; another rule set starts a new game and keeps the left one aside; the language
# switches at once; practice shows its danger key; quit asks and restores the terminal.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

state=$(mktemp -d "${TMPDIR:-/tmp}/jansou-menu-XXXXXX")
trap 'ui_cleanup; rm -rf "$state"' EXIT INT TERM
hand_line() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9 +0 +a' | head -1; }
# the player's turn or a call prompt: a new game may begin with either
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:'; }

ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 5 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_ok $? "a seeded game starts"
ui_screen | grep -q 'm menu'
ui_ok $? "the key line shows m for the menu"
hand=$(hand_line)

ui_keys m
ui_wait_for '^ +Menu$'
ui_ok $? "m opens the menu"
for item in '1 +Back to the game' '2 +New game' '3 +Riichi defence practice' '4 +Defence drills' \
	'5 +Rules\.\.\. +standard' '6 +Rule book' '7 +Review\.\.\.' '8 +Language\.\.\.' '9 +Quit'; do
	ui_screen | grep -Eq "$item"
	ui_ok $? "the menu lists: $item"
done
ui_keys Escape
ui_wait_for 'Your turn'
ui_ok $? "Esc goes back to the game"
[ "$(hand_line)" = "$hand" ]
ui_ok $? "the same hand is still in play"

ui_keys m 5
ui_wait_for 'Rules for a new game'
ui_ok $? "Rules... lists the rule sets"
ui_screen | grep -Eq '5 +mcr +Chinese Official rules'
ui_ok $? "the Chinese Official rules are among them"
ui_keys 2
ui_wait_for 'Leave this game\? It is saved and kept aside'
ui_ok $? "choosing tenhou asks before leaving the game in progress"
ui_keys y
ui_wait_until deciding
ui_ok $? "a new game starts with the chosen rules"
ls "$state"/jansou/ | grep -q abandoned
ui_ok $? "the game left is kept aside in the save directory"
ui_keys m
ui_wait_for '5 +Rules\.\.\. +tenhou'
ui_ok $? "the menu now names the tenhou rules"

ui_keys 8
ui_wait_for '日本語'
ui_ok $? "Language... lists the languages by their own names"
ui_keys 2 Escape
ui_wait_for 'm メニュー'
ui_ok $? "Japanese is chosen and the table speaks it at once"
ui_keys m 8 1 Escape
ui_wait_for 'm menu'
ui_ok $? "and back to English"

ui_keys m 5 5
ui_wait_for 'Leave this game'
ui_keys y
ui_wait_for 'East 1  hand 1 of 16'
ui_ok $? "mcr from the menu starts a game of Chinese Official rules"

ui_keys m 3
ui_wait_for 'Leave this game'
ui_keys y
ui_wait_until eval "ui_line 0 | grep -q 'practice\$' && ui_screen | grep -q 'e danger'"
ui_ok $? "the practice item starts riichi defence practice (riichi rules again; practice in the status line)"

ui_keys m 4
ui_wait_for 'Leave this game'
ui_keys y
ui_wait_for "Drill 1: which tile is safest against"
ui_ok $? "the drills item starts defence drills"

ui_keys m 9
ui_wait_for 'Quit the game\? Press y'
ui_ok $? "the quit item asks first"
ui_keys y
ui_wait_for '^EXIT=0'
ui_ok $? "and y quits with status 0"
ui_wait_for ' icanon' >/dev/null # stty prints after the status
ui_screen | grep -q ' icanon' && ui_screen | grep -q ' echo ' && ! ui_screen | grep -q 'Your turn'
ui_ok $? "the terminal is restored: canonical mode, echo, the table gone"

ui_start 80 24 -- --practice defence --rules mcr
ui_wait_for '^EXIT=1'
ui_ok $? "defence practice with the Chinese Official rules is refused"
ui_screen | grep -q 'riichi defence practice needs four-player riichi rules'
ui_ok $? "with a message saying why"

ui_done
