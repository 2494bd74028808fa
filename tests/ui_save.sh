#!/bin/sh
# Saves in the real game: a seeded game is killed with SIGKILL after a few discards
# and resumed with the same hand and river; a damaged save is refused with a message
# and moved aside, a FIFO in its place too, without hanging; a finished game leaves
# no save. XDG_STATE_HOME is a temp dir.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

state=$(mktemp -d "${TMPDIR:-/tmp}/jansou-save-XXXXXX")
trap 'ui_cleanup; rm -rf "$state"' EXIT INT TERM
save=$state/jansou/game.save

hand_line() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9 +0 +a' | head -1; }
own_river() { ui_line 14; }
# the pid of jansou, the child of the pane's shell
game_pid() { ps -o pid= --ppid "$(ui_tmux display -p -t game '#{pane_pid}')" | head -1 | tr -d ' '; }
river_has() { [ "$(own_river | wc -w)" -ge "$1" ]; }

ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_ok $? "with no save a new game starts at once"
for n in 1 2 3; do
	ui_keys 1
	ui_wait_until river_has $n && ui_wait_for 'Your turn'
done
ui_ok $? "three discards are made"
hand=$(hand_line)
river=$(own_river)
[ -s "$save" ]
ui_ok $? "the game in progress is saved under XDG_STATE_HOME/jansou"
pid=$(game_pid)
[ -n "$pid" ] && kill -9 "$pid"
gone() { ! kill -0 "$pid" 2>/dev/null; }
ui_wait_until gone
ui_ok $? "the game is killed with SIGKILL"

ui_start 80 24 XDG_STATE_HOME="$state" -- --delay 0 --tiles text
ui_wait_for 'Unfinished game'
ui_ok $? "starting again offers to resume the unfinished game"
ui_screen | grep -q 'r or Enter: resume it'
ui_ok $? "the prompt says how to resume or start a new game"
ui_keys r
ui_wait_for 'Your turn'
ui_ok $? "the resumed game waits for the player's discard"
[ "$(hand_line)" = "$hand" ]
ui_ok $? "the resumed game shows the same hand"
[ "$(own_river)" = "$river" ]
ui_ok $? "the resumed game shows the same river"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quitting keeps the save"
[ -s "$save" ]
ui_ok $? "the save is still there after quitting"

# --- a new game instead: the old one is kept aside -------------------------------
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 12 --delay 0 --tiles text
ui_wait_for 'Unfinished game'
ui_keys n
ui_wait_for 'Your turn'
ui_ok $? "n starts a new game"
ls "$state"/jansou/game.save.abandoned* >/dev/null 2>&1
ui_ok $? "the unfinished game is kept aside, not overwritten"
ui_keys q y
ui_wait_for '^EXIT=0'

# --- a damaged save -------------------------------------------------------------
sed 's/^seed .*/seed banana/' "$save" >"$save.tmp" && mv "$save.tmp" "$save"
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 13 --delay 0 --tiles text
ui_wait_for 'cannot be resumed'
ui_ok $? "a damaged save is refused with a message"
ui_screen | grep -q 'moved to'
ui_ok $? "the message says where the save was moved"
ls "$state"/jansou/game.save.damaged* >/dev/null 2>&1
ui_ok $? "the damaged save is moved aside to .damaged"
ui_keys Enter
ui_wait_for 'Your turn'
ui_ok $? "a new game starts after the message"
ui_keys q y
ui_wait_for '^EXIT=0'

# --- a FIFO in the save's place: refused at once, kept aside, never waited on -----
rm -f "$save" "$state"/jansou/game.save.abandoned*
mkfifo "$save"
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 14 --delay 0 --tiles text
ui_wait_for 'cannot be resumed'
ui_ok $? "a FIFO as the save is refused with a message, start-up does not hang"
ui_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'save .*game.save: not a regular file'
ui_ok $? "the message says it is not a regular file"
ui_keys Enter
ui_wait_for 'Your turn'
ui_ok $? "a new game starts after the message"
[ -p "$state/jansou/game.save.abandoned" ] && [ -f "$save" ] && [ ! -p "$save" ]
ui_ok $? "the FIFO is put aside and the new game saved in a file of its own"
ui_keys q y
ui_wait_for '^EXIT=0'

# --- a finished game leaves no save ----------------------------------------------
rm -f "$save"
ended() { ui_screen | grep -Eq '\(hand [0-9]+\)|Final table'; }
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 7 --delay 0 --tiles text --autoplay tsumogiri
hands=0
while [ $hands -lt 60 ]; do
	ui_wait_until ended || break
	ui_screen | grep -q 'Final table' && break
	hands=$((hands + 1))
	ui_keys Enter
	ui_wait_until eval "! ui_screen | grep -q '(hand $hands)'" || break
done
ui_screen | grep -q 'Final table'
ui_ok $? "an autoplayed game reaches the final table"
[ ! -e "$save" ]
ui_ok $? "the save of a finished game is removed"
ui_keys Enter
ui_wait_for '^EXIT=0'

ui_done
