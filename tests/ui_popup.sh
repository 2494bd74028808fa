#!/bin/sh
# A key that closes a panel does only that. Seed 3 with the drawn tile discarded each turn
# brings a pon offer (Left's 4s, as in tests/ui_call.sh): s shows the hint over it, Esc closes
# the hint and the offer is still there to answer; at the player's turn s then Enter closes the
# hint and discards nothing, and the next Enter discards.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
offer() { ui_screen | grep -q 'Left discards 4s: .*Pon'; }
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:'; }
wall_moved() { [ "$(wall)" != "$1" ] && deciding; }
hint_shown() { ui_screen | grep -q '┌─*Hint'; }

ui_start 80 24 -- --seed 3 --ai tsumogiri --delay 0 --tiles text
i=0
while [ $i -lt 40 ] && ui_wait_until deciding && ! offer; do
	w=$(wall)
	ui_keys Enter
	ui_wait_until wall_moved "$w" || break
	i=$((i + 1))
done
offer
ui_ok $? "a pon offer comes (Left discards 4s)"
w=$(wall)
ui_keys s
ui_wait_until hint_shown
ui_ok $? "s shows the hint over the offer"
ui_keys Escape
ui_wait_until eval '! hint_shown'
ui_ok $? "Esc closes the hint"
sleep 0.5
offer && [ "$(wall)" = "$w" ]
ui_ok $? "and the offer is still there, not passed"
ui_keys w
ui_wait_for '┌─*Tenpai'
ui_keys Enter
ui_wait_until eval "! ui_screen | grep -q '┌─*Tenpai'"
sleep 0.5
offer
ui_ok $? "Enter closes the waits panel, and the offer is still there"
ui_keys 2
ui_wait_until wall_moved "$w"
ui_ok $? "2 then passes"

# the player's turn: s then Enter closes the hint and discards nothing
ui_wait_for 'Your turn'
w=$(wall)
ui_keys s
ui_wait_until hint_shown
ui_screen | grep -q 'a key closes this, then'
ui_ok $? "the hint says a key closes it before the discard"
ui_keys Enter
ui_wait_until eval '! hint_shown'
sleep 0.5
ui_screen | grep -q 'Your turn' && [ "$(wall)" = "$w" ]
ui_ok $? "s then Enter at the player's turn closes the hint and discards nothing"
ui_keys Enter
ui_wait_until wall_moved "$w"
ui_ok $? "the next Enter discards"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

ui_done
