#!/bin/sh
# The call prompt, with seed 3 and the drawn tile discarded each turn: the player to the
# left discards 4s (the hand holds 4s 4s, no 5s): pon or pass, pass selected; Enter
# passes. Later the left discards 8s (the hand holds 6s 7s 9s): two chi and pass; 1
# takes the first chi and the meld shows with the called tile.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
prompt_line() { ui_screen | grep 'discards .*:'; }
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:'; }
wall_moved() { [ "$(wall)" != "$1" ] && deciding; }

# Discards the drawn tile each turn until a call prompt shows.
play_to_prompt() {
	i=0
	while [ $i -lt 40 ]; do
		ui_wait_until deciding || return 1
		prompt_line >/dev/null && return 0
		w=$(wall)
		ui_keys Enter
		ui_wait_until wall_moved "$w" || return 1
		i=$((i + 1))
	done
	return 1
}
hand_line() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9' | head -1; }

ui_start 80 24 -- --seed 3 --ai tsumogiri --delay 0 --tiles text
play_to_prompt
ui_ok $? "a call prompt appears when another player discards a tile the hand can use"
prompt_line | grep -Eq '^ Left discards 4s: +1 Pon 4s 4s +2 Pass *$'
ui_ok $? "the prompt for a pair in hand lists exactly pon and pass (no chi without 5s)"
ui_tmux capture-pane -e -p -t game | grep 'discards' | grep -q "$(printf '\033')\[7m 2 Pass"
ui_ok $? "pass is the selected default"
w=$(wall)
ui_keys Enter
ui_wait_until wall_moved "$w"
! prompt_line | grep -q 'discards 4s'
ui_ok $? "Enter passes and play goes on"

play_to_prompt
prompt_line | grep -Eq '^ Left discards 8s: +1 Chi 6s 7s +2 Chi 7s 9s +3 Pass *$'
ui_ok $? "a later prompt lists each chi choice (6s7s and 7s9s for 8s) and pass"
ui_keys 1
ui_wait_for 'Your turn'
hand_line | grep -q '8s 6s 7s *$'
ui_ok $? "1 takes the first chi: the meld shows with the called tile first (from the left)"
[ "$(hand_line | wc -w)" -eq 14 ]
ui_ok $? "after the chi eleven tiles stay in hand beside the meld"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit after a call"

ui_done
