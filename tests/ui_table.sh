#!/bin/sh
# The table at 80x24, in glyph and in text mode: a seeded game starts, the hand and
# rivers show, a discard by key lands in the river, help opens, NO_COLOR is honoured,
# and q + y quits with the terminal restored.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

glyph=$(printf '\360\237\200') # every mahjong glyph starts with these bytes
count_glyphs() { LC_ALL=C grep -o "$glyph" | wc -l; }
# the hand is the line above the position keys
hand_line() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9 +0 +a' | head -1; }
first_tile() { hand_line | sed -n 's/^ *\([^ ]\).*/\1/p'; }
# at 80x24 the player's river starts on line 14, under the side rivers (lines 10-13)
own_river() { ui_line 14 | sed 's/^ *//'; }
river_starts_with() { own_river | grep -q "^$1"; }

# --- glyph mode -------------------------------------------------------------
ui_start 80 24 -- --seed 1 --delay 0 --tiles glyph
ui_wait_for 'Your turn'
ui_ok $? "a seeded game starts at 80x24 and waits for the player's discard"
ui_screen | grep -q '^ East 1  honba 0'
ui_ok $? "the status line shows the round, honba, sticks and wall"
[ "$(hand_line | count_glyphs)" -eq 14 ]
ui_ok $? "the hand shows 14 tiles as glyphs"
[ "$(ui_screen | grep -c '> You West 25000')" -eq 1 ]
ui_ok $? "the player's seat wind and points show, with the turn marker"
[ "$(ui_line 2 | count_glyphs)" -eq 13 ]
ui_ok $? "the player across shows 13 tile backs"

tile=$(first_tile)
ui_keys 1
ui_wait_until river_starts_with "$tile"
ui_ok $? "key 1 discards the first tile and it lands in the player's river"
ui_wait_for 'Your turn'

ui_tmux capture-pane -e -p -t game | grep -q "$(printf '\033')\[31m"
ui_ok $? "the red five is drawn in red"
hand_line | grep -q '\*'
ui_ok $? "the red five also carries a mark that shows without colour"

ui_keys '?'
ui_wait_for 'jansou: keys'
ui_screen | grep -q 'riichi: then choose the tile'
ui_ok $? "? opens the help built from the key table"
ui_keys Escape
ui_wait_for 'Your turn'
ui_ok $? "a key leaves the help"

ui_keys q
ui_wait_for 'Quit the game\?'
ui_ok $? "q asks before quitting"
ui_keys y
ui_wait_for '^EXIT=0'
ui_ok $? "y quits with status 0"
ui_screen | grep -q ' icanon' && ui_screen | grep -q ' echo ' && ! ui_screen | grep -q 'Your turn'
ui_ok $? "the terminal is restored: canonical mode, echo, the table gone"

# --- NO_COLOR ----------------------------------------------------------------
ui_start 80 24 NO_COLOR=1 -- --seed 1 --delay 0 --tiles glyph
ui_wait_for 'Your turn'
! ui_tmux capture-pane -e -p -t game | grep -q "$(printf '\033')\[3[0-7]m"
ui_ok $? "NO_COLOR turns colour off"
hand_line | grep -q '\*'
ui_ok $? "without colour the red five keeps its mark"

# --- text mode ----------------------------------------------------------------
ui_start 80 24 -- --seed 1 --delay 0 --tiles text
ui_wait_for 'Your turn'
hand_line | grep -Eq '^ +([0-9][mps]|[ESWNPFC] ) +([0-9][mps]|[ESWNPFC] )'
ui_ok $? "text mode writes tiles as 5m, 0m, E..C"
hand_line | grep -q ' 0m '
ui_ok $? "text mode writes the red five as 0m"
last=$(hand_line | awk '{ print $NF }')
ui_keys Enter
ui_wait_for "You: $last"
ui_ok $? "Enter discards the drawn tile"
ui_wait_until river_starts_with "$last"
ui_ok $? "the discard lands in the river in text mode"
ui_keys g
ui_wait_for "$glyph"
[ "$(hand_line | count_glyphs)" -eq 14 ]
ui_ok $? "g switches to glyphs"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit from text mode"

ui_done
