#!/bin/sh
# Every finished game reaches the history and its log whole, once: a game resumed after
# kills records the same hands, wins, deal-ins, discards under threat and log as the same
# game played through; a terminal closed on the last hand's result loses nothing; a save
# found over at start is recorded then, and never twice.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/jansou-record-XXXXXX")
trap 'ui_cleanup; rm -rf "$tmp"' EXIT INT TERM
args="--seed 9 --delay 0 --tiles text --autoplay defensive"

game_pid() { ps -o pid= --ppid "$(ui_tmux display -p -t game '#{pane_pid}')" | head -1 | tr -d ' '; }
ended() { ui_screen | grep -Eq '\(hand [0-9]+\)|Final table'; }
# plays on from a hand's result (Enter) until the final table, or until hand $1's result
play_to() { # LAST-HAND
	while :; do
		ui_wait_until ended || return 1
		ui_screen | grep -q 'Final table' && return 0
		h=$(ui_screen | grep -Eo '\(hand [0-9]+\)' | head -1 | tr -dc 0-9)
		[ "$h" = "$1" ] && return 0
		ui_keys Enter
		ui_wait_until eval "! ui_screen | grep -q '(hand $h)'" || return 1
	done
}
# a record without the fields that differ from one run to another
record() { sed -e 's/"time":[0-9]*,//' -e 's/,"log":"[^"]*"//' "$1/jansou/history.jsonl"; }
the_log() { cat "$1"/jansou/logs/*.json; }

# --- the game played through --------------------------------------------------
ui_start 80 24 XDG_DATA_HOME="$tmp/through" XDG_STATE_HOME="$tmp/s1" -- $args
play_to 0
ui_screen | grep -q 'Final table'
ui_ok $? "seed 9 is played through to the final table"
hands=$(grep -o '"hands":[0-9]*' "$tmp/through/jansou/history.jsonl" | tr -dc 0-9)
[ "${hands:-0}" -gt 4 ] && [ "$(wc -l <"$tmp/through/jansou/history.jsonl")" -eq 1 ]
ui_ok $? "its record is in the history ($hands hands)"
ui_keys Enter
ui_wait_for '^EXIT=0'

# --- the same game, killed three times and resumed -----------------------------
kill_game() {
	pid=$(game_pid)
	[ -n "$pid" ] && kill -9 "$pid"
	gone() { ! kill -0 "$pid" 2>/dev/null; }
	ui_wait_until gone
}
resume() {
	ui_start 80 24 XDG_DATA_HOME="$tmp/resumed" XDG_STATE_HOME="$tmp/s2" -- $args
	ui_wait_for 'Unfinished game' && ui_keys r
}
ui_start 80 24 XDG_DATA_HOME="$tmp/resumed" XDG_STATE_HOME="$tmp/s2" -- $args
ok=0
for h in 2 4 6; do
	play_to $h && kill_game && resume || ok=1
done
play_to 0 || ok=1
ui_screen | grep -q 'Final table' && [ $ok -eq 0 ]
ui_ok $? "killed three times and resumed, the game reaches the same final table"
[ "$(record "$tmp/resumed")" = "$(record "$tmp/through")" ]
ui_ok $? "the resumed game's record is the game played through's: hands, wins, deal-ins, discards under threat"
record "$tmp/through" | sed 's/^/# through: /'
record "$tmp/resumed" | sed 's/^/# resumed: /'
[ "$(the_log "$tmp/resumed")" = "$(the_log "$tmp/through")" ]
ui_ok $? "its log holds every hand, as the game played through's"
ui_keys Enter
ui_wait_for '^EXIT=0'

# --- the terminal closed on the last hand's result -----------------------------
ui_start 80 24 XDG_DATA_HOME="$tmp/closed" XDG_STATE_HOME="$tmp/s3" -- $args
play_to "$hands"
ui_screen | grep -q "(hand $hands)"
ui_ok $? "the last hand's result is on the screen"
ui_tmux kill-server # the terminal closes
[ "$(record "$tmp/closed")" = "$(record "$tmp/through")" ] && [ "$(the_log "$tmp/closed")" = "$(the_log "$tmp/through")" ]
ui_ok $? "a terminal closed on the last hand's result: the game is in the history, with its log"
[ ! -e "$tmp/s3/jansou/game.save" ]
ui_ok $? "and its save is gone: nothing to find over at the next start"

# --- a save found over at start, not in the history: recorded then, once ---------
: >"$tmp/nodata" # the history cannot be written: the save of the finished game stays
ui_start 80 24 XDG_DATA_HOME="$tmp/nodata" XDG_STATE_HOME="$tmp/s4" -- $args
play_to "$hands"
cp "$tmp/s4/jansou/game.save" "$tmp/over.save"
ui_tmux kill-server
[ -s "$tmp/over.save" ]
ui_ok $? "a history that cannot be written keeps the finished game's save"
ui_start 80 24 XDG_DATA_HOME="$tmp/late" XDG_STATE_HOME="$tmp/s4" -- $args
ui_wait_for 'A finished game' &&
	ui_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'It is added now, with its log'
ui_ok $? "a save found over and not in the history is said so at start"
ui_keys Enter
ui_wait_for 'Final table'
ui_ok $? "it is played back to its final table"
[ "$(record "$tmp/late")" = "$(record "$tmp/through")" ] && [ "$(the_log "$tmp/late")" = "$(the_log "$tmp/through")" ]
ui_ok $? "it is recorded whole, as the game played through"
ui_keys Enter
ui_wait_until ended
ui_ok $? "then the game the player came for starts"
# quit it and wait for the program to end: a killed one could still write its save over
# the copy put back below
ui_keys q y
ui_wait_for '^EXIT='
ui_tmux kill-server
cp "$tmp/over.save" "$tmp/s4/jansou/game.save"
ui_start 80 24 XDG_DATA_HOME="$tmp/late" XDG_STATE_HOME="$tmp/s4" -- $args
ui_wait_until ended && ! ui_screen | grep -q 'A finished game'
ui_ok $? "found again, the recorded game is not offered again"
[ "$(wc -l <"$tmp/late/jansou/history.jsonl")" -eq 1 ] && ! ls "$tmp/s4/jansou/" | grep -q finished
ui_ok $? "nor recorded twice: its save was only removed"

ui_done
