#!/bin/sh
# The table at three sizes, as a person sees it on the first turn of seed 3 (text tiles):
# 80x24 has no room beside the table, and the centre's log wraps between words ("East 1
# begins, Across" / "deals") rather than cutting a word; from 100 columns the log of what
# happened stands beside the table (19 columns at 100x36, a quarter, 40, at 160x50); a tall
# terminal spreads the blocks, the hands at its edges and the rivers round the middle.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

ui_start 80 24 -- --seed 3 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_ok $? "80x24: the game starts"
ui_screen | grep -Eq '  East 1 begins, Across$' && ui_screen | grep -Eq '  deals$'
ui_ok $? "80x24: the centre's log line wraps between words"
! ui_screen | grep -q '…'
ui_ok $? "80x24: nothing on the table is cut"
! ui_screen | grep -q 'What happened'
ui_ok $? "80x24: no log beside the table"
ui_line 0 | grep -Eq '^ East 1  honba 0  riichi sticks 0  wall 67  dora 7s( \[\]){4}  indicator 6s$'
ui_ok $? "80x24: the status line on the first row: the dora 7s, its indicator 6s labelled"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 100 36 -- --seed 3 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_line 0 | grep -q '^ East 1 .\{60,\}│ What happened$' &&
	[ "$(ui_line 0 | sed 's/│.*//' | wc -c)" -eq 81 ]
ui_ok $? "100x36: the log beside the table, after its 80 columns"
ui_screen | grep -q '│ East 1 begins, *$' && ui_screen | grep -q '│ Across deals *$'
ui_ok $? "100x36: the log's lines wrap in its 19 columns"
ui_keys q y
ui_wait_for '^EXIT=0'

# 160x50: the log a quarter of the width (40), the table 119 columns; rivers of six rows, and
# the 20 rows to spare: three between each block, the other eight half between across's hand
# and its river, half between your river and your hand, as at a table whose hands are at its
# edges (rows 0 status, 4 across, 19 the sides, 44 you, 48 the key reminder)
ui_start 160 50 -- --seed 3 --delay 0 --tiles text
ui_wait_for 'Your turn'
[ "$(ui_line 0 | sed 's/│.*//' | wc -c)" -eq 120 ]
ui_ok $? "160x50: the table is 119 columns wide, the log the 40 beside it"
ui_line 4 | grep -Eq '^ +Across East 25000 +│' && ui_line 19 | grep -Eq '^ Left South 25000 +Right North 25000 │' &&
	ui_line 44 | grep -Eq '^ > You West 25000 +│'
ui_ok $? "160x50: across on row 4, the sides on row 19, you on row 44"
ui_line 48 | grep -Eq '^ \? help .*│'
ui_ok $? "160x50: the table reaches the bottom: the key reminder on the last row but one"
# the menu's list of 9 items in the middle of the screen: column (160 - 80) / 2 + 2 = 42, row
# (50 - 9 - 5) / 3 = 12
ui_keys m
ui_wait_for '^ {42}Menu$'
ui_line 12 | grep -Eq '^ {42}Menu$'
ui_ok $? "160x50: the menu in the middle, not in the top-left corner"
ui_keys Escape
ui_wait_for 'Your turn'
ui_keys q y
ui_wait_for '^EXIT=0'

ui_done
