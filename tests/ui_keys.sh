#!/bin/sh
# The one input loop: Ctrl-C asks whether to quit and waits for the answer, on the table and
# on the terminal-too-small screen, where q then y quits too; '?' shows the help while an
# opponent's move is on screen; a quit stops the game at once; a terminal that cannot
# place the cursor (TERM=dumb) is refused with a message.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# the pane is small: the exit status may have scrolled up
exited() { ui_screen -S -200 | grep -q '^EXIT=0'; }
size_is() { [ "$(ui_tmux display -p -t game '#{pane_width}x#{pane_height}')" = "$1" ]; }

ui_start 80 24 -- --seed 1 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_ok $? "the game starts"
ui_keys C-c
ui_wait_for 'Quit the game\?'
ui_ok $? "Ctrl-C asks whether to quit"
# the question must stay until a key answers it, not be dismissed by the next read
sleep 1
ui_screen | grep -q 'Quit the game?'
ui_ok $? "the question waits for an answer"
ui_keys n
ui_wait_until eval '! ui_screen | grep -q "Quit the game?"'
ui_ok $? "any other key goes on"
ui_screen | grep -q 'Your turn'
ui_ok $? "and the game is where it was"
# keys that cannot act now say why
ui_keys '!'
ui_wait_for 'Nine terminals needs nine different terminals and honours'
ui_ok $? "! without nine terminals says why"
ui_keys n
ui_wait_for 'n does nothing now \(it is for: ron: win on the tile just discarded\)'
ui_ok $? "n on one's own turn says it is for another moment"
# the opponents' pace is an option of the o screen (from --delay 0 here)
ui_keys o
ui_wait_for "4  pause after each opponent's move: 0 ms"
ui_keys 4
ui_wait_for "4  pause after each opponent's move: 150 ms"
ui_ok $? "the o screen steps the opponents' pause (0 ms, then 150 ms)"
ui_keys o

# too small: the message, and q then y still quits
ui_tmux resize-window -t game -x 40 -y 12
ui_wait_until size_is 40x12
ui_wait_for 'Terminal too small'
ui_ok $? "at 40x12 the terminal is too small"
ui_keys q
ui_wait_for 'Quit the game\?'
ui_ok $? "q on the too-small screen asks whether to quit, readably"
ui_keys y
ui_wait_until exited
ui_ok $? "and y quits from there"

# Ctrl-C on the too-small screen asks too
ui_start 80 24 -- --seed 1 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_tmux resize-window -t game -x 40 -y 12
ui_wait_until size_is 40x12
ui_wait_for 'Terminal too small'
ui_keys C-c
ui_wait_for 'Quit the game\?'
ui_ok $? "Ctrl-C on the too-small screen asks whether to quit"
ui_keys y
ui_wait_until exited
ui_ok $? "and y quits"

# '?' while watching an opponent's move (the pause between moves) shows the help
ui_start 80 24 -- --seed 1 --delay 5000 --tiles text
ui_wait_for 'Your turn'
ui_keys Enter
ui_wait_until eval '! ui_screen | grep -q "Your turn"'
ui_keys '?'
ui_wait_for 'jansou: keys'
ui_ok $? "? during an opponent's move shows the help"
ui_keys q
ui_wait_until eval '! ui_screen | grep -q "jansou: keys"'
ui_ok $? "q leaves the help, back to the game"
ui_keys q
ui_wait_for 'Quit the game\?'
ui_keys y
ui_wait_for '^EXIT=0'
ui_ok $? "quit while opponents move"

# watching, the key line shows what a watcher can do, not the waits, hint or options keys
ui_start 80 24 -- --watch --seed 1 --delay 500 --tiles text
ui_wait_for 'p pause  space step'
ui_screen | grep -q '? help  m menu  p pause  space step  g tiles  v log  q quit' &&
	! ui_screen | grep -q 'w waits'
ui_ok $? "watching: the key line has pause and step, no waits, hint or options"
# each move's reason in a line, as the AI that made it gives it
ui_wait_until eval "ui_screen | grep -Eq '^ Seat [1-4]: [a-z][^:]*( \\((ready|[0-9]+ away), [0-9]+ tiles?\\))?\$'"
ui_ok $? "watching: the last move's reason, by the seat that made it"
ui_keys p
ui_wait_for '^ Paused\. Seat [1-4]: '
ui_ok $? "paused: the reason stays, marked as paused"
ui_keys q y
ui_wait_for '^EXIT=0'

# a terminal that cannot place the cursor gets a message, not a screen of garbage
ui_start 80 24 TERM=dumb -- --seed 1
ui_wait_for 'cannot move the cursor'
ui_ok $? "TERM=dumb: the game says the terminal cannot move the cursor"
ui_wait_for '^EXIT=1'
ui_ok $? "and exits with 1"

ui_done
