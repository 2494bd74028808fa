#!/bin/sh
# Side players' melds stay in their own column at 80x24: with seed 6 and random
# opponents (who call at every chance) the player to the right holds four melds
# (a kan among them) by the 20th turn; they wrap over the hand row and the meld row
# and the centre log beside them keeps every line whole, in text and glyph mode.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:'; }
wall_moved() { [ "$(wall)" != "$1" ] && deciding; }
# Text tiles on the hand and meld rows (screen lines 9 and 10) within columns $1.
side_tiles() { ui_screen | sed -n '9,10p' | cut -c"$1" | grep -oE '[0-9][mps]|\b[ESWNPFC]\b' | wc -l; }
# What a log line says after "Left: ": a tile, a call with its tile and giver, or a
# declaration.
tile='([0-9][mps]|[ESWNPFC])'
entry="($tile|[a-z]+|(chi|pon|kan) $tile from [A-Za-z]+|an? (closed|added) kan of $tile)"
right_melded() { [ "$(side_tiles 54-80)" -ge 9 ]; }

# Discards the drawn tile (and passes every call) until the right has three melds.
play_to_melds() {
	i=0
	while [ $i -lt 40 ]; do
		ui_wait_until deciding || return 1
		right_melded && return 0
		w=$(wall)
		ui_keys Enter
		ui_wait_until wall_moved "$w" || return 1
		i=$((i + 1))
	done
	return 1
}

ui_start 80 24 -- --seed 6 --ai random --delay 0 --tiles text
play_to_melds
ui_ok $? "text 80x24: the right player makes three melds or more"
[ "$(side_tiles 54-80)" -ge 10 ]
ui_ok $? "text 80x24: all four melds of the right (ten tiles with the kan) show in its column"
ui_screen | sed -n '9,10p' | cut -c54-80 | grep -Eq '^ *([0-9][mps]|[ESWNPFC]|\[\]| )+$'
ui_ok $? "text 80x24: the right column's hand and meld rows hold only tiles"
bad=0
for row in 10 11 12 13 14; do
	ui_line $((row - 1)) | cut -c28-53 |
		grep -Eq "^ (You|Right|Across|Left): $entry *\$" || bad=1
done
ui_ok $bad "text 80x24: five log lines in the centre, each whole with blank columns either side"
ui_screen | sed -n '9,10p' | cut -c1-27 | grep -Eq '[0-9][mps] *$|^ *$|\[\] *$'
ui_ok $? "text 80x24: the left column stays left of the centre"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

ui_start 80 24 -- --seed 6 --ai random --delay 0
# Mahjong glyphs on the hand and meld rows, not counting the backs (U+1F02B).
glyphs() { ui_screen | sed -n '9,10p' | LC_ALL=C grep -o "$(printf '\360\237\200')." | LC_ALL=C grep -vc "$(printf '\253')"; }
glyph_melded() { [ "$(glyphs)" -ge 16 ]; }
i=0
while [ $i -lt 40 ]; do
	ui_wait_until deciding || break
	[ $i -ge 20 ] && break
	w=$(wall)
	ui_keys Enter
	ui_wait_until wall_moved "$w" || break
	i=$((i + 1))
done
[ $i -eq 20 ]
ui_ok $? "glyph 80x24: the same game reaches the same turn"
bad=0
for row in 10 11 12 13 14; do
	ui_line $((row - 1)) | grep -Eq "  (You|Right|Across|Left): $entry( {2,}[^ ].*)? *\$" || bad=1
done
ui_ok $bad "glyph 80x24: each centre log line is whole, set off from both side columns"
glyph_melded
ui_ok $? "glyph 80x24: the meld tiles (the right's thirteen, the left's six) show on the hand and meld rows"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

# Whose tile, and from where (the same game at 120x40, text tiles): on the eighth turn
# Across calls chi on Right's 2p with 1p 3p. The log names the tile and the giver, and the
# called 2p lies reversed at the right end of Across's meld, toward Right as the viewer sees
# the table (Across sees its left there: drawn as Across sees it, it would be mirrored).
# Across then discards 9s, the last discard: a "<" follows it, the only one on the table.
ui_start 120 40 -- --seed 6 --ai random --delay 0 --tiles text
i=0
while [ $i -lt 40 ]; do
	ui_wait_until deciding || break
	ui_screen | grep -q 'Across: chi 2p from Right' && break
	w=$(wall)
	ui_keys Enter
	ui_wait_until wall_moved "$w" || break
	i=$((i + 1))
done
ui_screen | grep -q '│ Across: chi 2p from Right$'
ui_ok $? "the log names the call, the tile and who gave it"
ui_line 4 | grep -Eq '^ +(\[\]){10} 1p 3p 2p +│'
ui_ok $? "Across's hand and its chi 1p 3p 2p"
ui_tmux capture-pane -e -p -t game | sed -n 5p | grep -q "1p 3p $(printf '\033')\[7m2p"
ui_ok $? "the called 2p is reversed at the right end, toward Right"
ui_screen | grep -q '│ Across: 9s$' && ui_line 7 | grep -Eq '^ +7p 9s< +│' &&
	[ "$(ui_screen | cut -c1-88 | grep -o '<' | wc -l)" -eq 1 ]
ui_ok $? "the last discard, Across's 9s, is marked by a '<', the only one on the table"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

ui_done
