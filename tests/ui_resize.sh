#!/bin/sh
# Resizing: at 40x12 the table gives way to a message with the size needed; back at
# 80x24 the table returns and the game goes on. Also a large terminal (160x50): the
# table with the log of what happened beside it.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
glyph=$(printf '\360\237\200')
hand_tiles() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9 +0 +a' | head -1 | LC_ALL=C grep -o "$glyph" | wc -l; }
size_is() { [ "$(ui_tmux display -p -t game '#{pane_width}x#{pane_height}')" = "$1" ]; }

ui_start 80 24 -- --seed 1 --delay 0 --tiles glyph
ui_wait_for 'Your turn'
ui_ok $? "the game starts at 80x24"
ui_tmux resize-window -t game -x 40 -y 12
ui_wait_until size_is 40x12
ui_wait_for 'Terminal too small'
ui_ok $? "at 40x12 a message says the terminal is too small"
ui_screen | grep -q '80x24'
ui_ok $? "the message gives the size needed"
! ui_screen | grep -q 'Your turn'
ui_ok $? "the table is not drawn while it does not fit"
ui_keys Enter
ui_tmux resize-window -t game -x 80 -y 24
ui_wait_until size_is 80x24
ui_wait_for 'Your turn'
ui_ok $? "back at 80x24 the table returns"
[ "$(hand_tiles)" -eq 14 ]
ui_ok $? "the hand is whole again, and Enter pressed while too small did nothing"
w=$(wall)
ui_keys Enter
ui_wait_until eval '[ "$(wall)" != "$w" ] && ui_screen | grep -q "Your turn"'
ui_ok $? "the game goes on after the resize"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit after resizing"

ui_start 160 50 -- --seed 1 --delay 0 --tiles glyph
ui_wait_for 'Your turn'
ui_ok $? "the game starts at 160x50"
ui_screen | grep -q 'What happened'
ui_ok $? "a large terminal shows the log of what happened beside the table"
[ "$(hand_tiles)" -eq 14 ]
ui_ok $? "the hand shows 14 tiles at 160x50"
w=$(wall)
ui_keys Enter
ui_wait_until eval '[ "$(wall)" != "$w" ] && ui_screen | grep -q "Your turn"'
ui_screen | grep -Eq 'You: .'
ui_ok $? "a discard by key shows in the log at 160x50"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit from the large terminal"

ui_done
