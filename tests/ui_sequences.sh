#!/bin/sh
# Escape sequences are read whole. tmux sends Home as Esc [ 1 ~ and End as Esc [ 4 ~, which
# TERM=xterm-256color does not name (its Home is Esc O H): read byte by byte, the 1 and the 4
# discarded tiles; Shift-Tab, a key curses knows, discarded tile a. Under xterm-256color and screen-256color, at the player's turn and on a call
# offer, the function and editing keys, Alt with a digit and sequences no terminal names
# discard nothing and pass nothing; Esc alone still does its work.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
hand() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9' | head -1; }
offer() { ui_screen | grep -q 'Left discards 4s: .*Pon'; }
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:'; }
wall_moved() { [ "$(wall)" != "$1" ] && deciding; }

# every key and sequence below, then a key that says something, to know all were read
press_all() {
	ui_keys Home End PageUp PageDown Insert DC F1 F5 F12 BTab C-S-F5 C-Left M-1 M-4 M-Enter
	ui_keys -H 1b 5b 31 7e 1b 5b 34 7e 1b 5b 37 7e 1b 5b 38 7e # Home and End, xterm and rxvt
	ui_keys -H 1b 5b 39 39 7e 1b 5b 32 30 30 7e 1b 5b 31 3b 35 44 # unknown, paste, Ctrl-Left
	ui_keys -H 1b 4f 48 1b 4f 50 1b 5b 3c 30 3b 31 3b 31 4d 1b 5d 30 3b 78 07 # SS3, mouse, OSC
	ui_keys -H 5b 33 7e # what is left of Esc [ 3 ~ whose Esc came apart
	ui_keys '!'
	ui_wait_for '(Nine terminals needs|! does nothing now)'
}

for term in xterm-256color screen-256color; do
	# the first decision is a pon offer: Left discards 4s
	ui_start 80 24 TERM=$term -- --seed 3 --ai tsumogiri --delay 0 --tiles text
	ui_wait_until offer
	ui_ok $? "$term: a pon offer comes"
	w=$(wall)
	press_all
	offer && [ "$(wall)" = "$w" ]
	ui_ok $? "$term: on a call offer, no key or sequence answered it (Esc did not pass it)"
	ui_keys Escape
	ui_wait_for 'Your turn'
	ui_ok $? "$term: Esc alone passes the call"

	w=$(wall) h=$(hand)
	press_all
	[ "$(wall)" = "$w" ] && [ "$(hand)" = "$h" ] && ui_screen | grep -q 'Your turn' &&
		! ui_screen | grep -q 'You: '
	ui_ok $? "$term: at the player's turn, no key or sequence discarded a tile"
	# the arrows move the cursor, as sent by the terminal and as the two known sequences
	ui_keys Left
	ui_keys -H 1b 5b 44 1b 4f 44
	ui_keys Enter
	ui_wait_until wall_moved "$w"
	ui_screen | grep -q 'You: 7s'
	ui_ok $? "$term: Left as a key and as Esc [ D, Esc O D: three tiles left of the drawn one"
	ui_keys q y
	ui_wait_for '^EXIT=0'
	ui_ok $? "$term: quit"
done

ui_done
