#!/bin/sh
# Riichi defence practice (--practice defence): the opponents declare riichi,
# the danger key shows each tile's danger against each riichi with a legend,
# and a deal-in is reviewed on the result screen with the running deal-in rate.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# Discards with Enter (and passes calls, the prompt's default) until an opponent
# is in riichi on the player's turn.
riichi_on_my_turn() {
	s=$(ui_screen)
	if printf '%s\n' "$s" | grep -q 'Your turn'; then
		printf '%s\n' "$s" | grep -q 'RIICHI' && return 0
		ui_keys Enter
	elif printf '%s\n' "$s" | grep -Eq 'discards .*: .* Pass'; then
		ui_keys Enter
	fi
	return 1
}

ui_start 80 24 -- --seed 5 --delay 0 --tiles text --practice defence
ui_wait_until riichi_on_my_turn
ui_ok $? "an opponent declares riichi early in a practice game"
ui_screen | grep -q 'e danger'
ui_ok $? "the key line names the danger key in practice"
ui_keys e
ui_wait_for 'Danger of each tile'
ui_ok $? "e opens the danger panel"
ui_screen | grep -Eq '│ (Right|Across|Left) +([-GPKSLH1hO!][0-9]* +){5}'
ui_ok $? "a row of danger codes against the riichi player, one under each tile"
ui_screen | grep -q 'G genbutsu' && ui_screen | grep -q 'S suji' && ui_screen | grep -q 'K no chance (kabe)' &&
	ui_screen | grep -q '1 one chance' && ui_screen | grep -q '! dangerous'
ui_ok $? "the legend spells out the danger codes"
ui_screen | grep -q 'Deal-ins since the practice began: 0 in 0 hands'
ui_ok $? "the panel shows the running deal-in rate"
ui_keys Enter
ui_wait_until eval "ui_screen | grep -q 'Your turn' || ui_screen | grep -q '(hand 1)'"
ui_screen | grep -q 'Danger of each tile' || ui_screen | grep -q '(hand 1)'
ui_ok $? "the danger panel stays open across turns"
if ui_screen | grep -q 'Danger of each tile'; then
	ui_keys e
	ui_wait_until eval "! ui_screen | grep -q 'Danger of each tile'"
	ui_ok $? "e again closes it"
else
	ui_ok 0 "e again closes it # SKIP the hand ended"
fi
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

# Seed 5: the computer playing the human seat deals into a riichi in the first hand.
ui_start 80 24 -- --seed 5 --delay 0 --tiles text --practice defence --autoplay tsumogiri
ui_wait_for '\(hand 1\)'
ui_ok $? "the first hand ends"
ui_screen | grep -Eq 'You dealt in to (Right|Across|Left) with [0-9]?[mpsz]? ?[0-9A-Za-z]+ \('
ui_ok $? "the result screen reviews the deal-in: to whom, which tile, how dangerous"
ui_screen | grep -Eq 'Safer tiles you held: .*genbutsu|No safer tile was in your hand'
ui_ok $? "the review lists the safer tiles that were in the hand"
ui_screen | grep -q 'Deal-ins since the practice began: 1 in 1 hands (100%)'
ui_ok $? "the deal-in rate counts the hand"
ui_keys Enter
ui_wait_for '\(hand 2\)'
ui_screen | grep -Eq 'Deal-ins since the practice began: [12] in 2 hands'
ui_ok $? "the rate carries on over the next hand"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

ui_done
