#!/bin/sh
# Riichi defence practice (--practice defence): the opponents declare riichi,
# the danger key puts a mark under each tile (why it is safe, the chance to deal in if the
# threat is ready), the help spells the letters out,
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
ui_screen | grep -q 'e danger' && ui_line 0 | grep -q 'practice$'
ui_ok $? "the key line names the danger key; the status line says practice"
marks_row() { ui_screen | grep -Eq '^ +([GPKSLH1hO!][0-9+] +){5}'; }
ui_keys e
ui_wait_until marks_row
ui_ok $? "e puts a danger mark under each tile: a letter and a digit (+ for 10% and more)"
ui_screen | grep -q 'Danger marks: why each tile is safe (? lists them), % to deal in if ready'
ui_ok $? "turning them on says once what they mean"
ui_screen | grep -Eq "^ +(Right|Across|Left) .*RIICHI|RIICHI" && ! ui_screen | grep -q 'Danger of each tile'
ui_ok $? "no box covers the table: the rivers stay in sight"
ui_keys Left
ui_wait_until eval "ui_screen | grep -Eq '^ [^ ]+: [a-z ()]+, [0-9]+\.[0-9]% to deal in if (Right|Across|Left) is ready\.'"
ui_ok $? "the message line gives the exact chance of the tile under the cursor, and against whom"
# the help lists the letters: page through it to its last page (how many pages it takes at
# 80x24 depends on how long the key list is)
ui_keys '?'
ui_wait_for 'Any key: more'
legend=$(ui_screen | tr '\n' ' ')
pages=1
while ! ui_screen | grep -q 'Any key: back to the game' && [ $pages -lt 8 ]; do
	before=$(ui_screen)
	ui_keys Space
	ui_wait_until eval '[ "$(ui_screen)" != "$before" ]'
	legend="$legend $(ui_screen | tr '\n' ' ')"
	pages=$((pages + 1))
done
ui_keys Space
echo "$legend" | tr -s ' ' | grep -q 'G genbutsu' && echo "$legend" | tr -s ' ' | grep -q 'S suji' &&
	echo "$legend" | tr -s ' ' | grep -q 'K no chance (kabe)' && echo "$legend" | tr -s ' ' | grep -q '1 one chance' &&
	echo "$legend" | tr -s ' ' | grep -q '! live'
ui_ok $? "the help spells out the letters of the danger marks"
ui_wait_for 'Your turn'
ui_keys Enter
ui_wait_until eval "ui_screen | grep -q 'Your turn' || ui_screen | grep -q '(hand 1)'"
marks_row || ui_screen | grep -q '(hand 1)'
ui_ok $? "the danger marks stay on across turns"
if marks_row; then
	ui_keys e
	ui_wait_until eval "! marks_row"
	ui_ok $? "e again turns them off"
else
	ui_ok 0 "e again turns them off # SKIP the hand ended"
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
ui_screen | grep -Eq '^  (Right|Across|Left) wins by ron from you$'
ui_ok $? "the win reads as a person would say it: ... wins by ron from you"
ui_screen | grep -Eq 'Safer tiles you held: .*genbutsu|No safer tile was in your hand'
ui_ok $? "the review lists the safer tiles that were in the hand"
ui_screen | grep -q 'Deal-ins since the practice began: 1 in 1 hand (100%)'
ui_ok $? "the deal-in rate counts the hand"
ui_screen | grep -Eq '[0-9]+ discards? under threat, [0-9]+ of them the safest you held: d review'
ui_ok $? "the result screen counts the discards made under threat"
ui_keys d
ui_wait_for 'Your discards under threat this hand'
ui_screen | grep -Eq 'Discard [0-9]+: [^ ]+ [a-z() ]+ [0-9]+% against (Right|Across|Left); safest: '
ui_ok $? "d reviews each discard under threat: its danger, against whom, the safest held"
ui_screen | grep -Eq '(Right|Across|Left) won on [^ ]+, waiting on ' &&
	ui_screen | grep -Eq ' was in its wait \([a-z ()]+\): you dealt in with it\.'
ui_ok $? "the review shows the winner's wait and the tile that dealt in"
ui_screen | grep -Eq 'This session: discards under threat [0-9]+, the safest you held [0-9]+%, deal-ins 1\.'
ui_ok $? "the review keeps the session's score"
ui_keys Space
ui_wait_for '\(hand 1\)'
ui_ok $? "a key goes back to the result"
ui_keys Enter
ui_wait_for '\(hand 2\)'
ui_screen | grep -Eq 'Deal-ins since the practice began: [12] in 2 hands'
ui_ok $? "the rate carries on over the next hand"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

ui_done
