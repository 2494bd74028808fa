#!/bin/sh
# Three-player riichi on the screen, as a person sees it.
# Seed 5 deals the human (East, the dealer) 1m 1p 1p 2p 4p 4p 0p 7p 8p 2s 4s N P P: the wall
# shows 54 tiles (108, less the dead wall of 14, the 3 x 13 dealt and the dealer's draw). The
# table has a player to the right (South) and to the left (West), nobody across. The North may
# be set aside (n): it stands after the name, the wall gives one tile less (53) and the
# replacement comes in (3s). A whole game watched to its end has three rows on the final table
# whose points add up to 3 x 35000, and each score is worked out from the points here:
# Mahjong Soul's (the sanma preset): (points - 35000) / 1000 and the uma 15/0/-15, no oka.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

ui_start 80 24 -- --rules sanma --seed 5 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_ok $? "a three-player game starts"
ui_screen | grep -Eq '^ East 1  honba 0  riichi sticks 0  wall 54  dora 1p( \[\]){4}  indicator 9p$'
ui_ok $? "the wall: 108 - 14 - 39 - 1 = 54 tiles; the dora 1p, shown by its indicator 9p"
ui_screen | grep -Eq '^ Left West 35000 +Right South 35000$'
ui_ok $? "Left is West and Right is South, 35000 points each"
! ui_screen | grep -q 'Across'
ui_ok $? "nobody sits across"
ui_screen | grep -Eq '^ > You East 35000$'
ui_ok $? "you deal"
ui_screen | grep -Eq '^ +1m 1p 1p 2p 4p 4p 0p 7p 8p 2s 4s N  P   P$'
ui_ok $? "your hand holds a North"
ui_screen | grep -q 'n kita (North aside)'
ui_ok $? "the prompt offers kita"
ui_keys n
ui_wait_for '^ > You East 35000 N$'
ui_ok $? "the North set aside follows your name"
ui_screen | grep -Eq '^ +1m 1p 1p 2p 4p 4p 0p 7p 8p 2s 4s P  P   3s$'
ui_ok $? "the replacement draw (3s) stands apart"
ui_screen | grep -q 'wall 53'
ui_ok $? "the wall gave up a tile for it"
ui_screen | grep -q 'You: kita, a North set aside'
ui_ok $? "the log says so"
ui_keys n
ui_wait_for 'You have no North to set aside now'
ui_ok $? "n again: no North left, and a message says so"
ui_keys '/' 'kita' Enter
ui_wait_for 'You have no North to set aside now'
ui_ok $? "/kita says the same"
ui_keys '?'
ui_wait_for 'kita: set a North aside'
ui_ok $? "the help lists the kita key"
ui_keys q
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"
# the save keeps the North set aside ("kita 4z"): the game resumes with it
state=$XDG_STATE_HOME
grep -q '^0 kita 4z$' "$state/jansou/game.save"
ui_ok $? "the save holds the kita"
ui_start 80 24 XDG_STATE_HOME="$state" -- --delay 0 --tiles text
ui_wait_for 'Unfinished game'
ui_keys r
ui_wait_for '^ > You East 35000 N$' &&
	ui_screen | grep -Eq '^ +1m 1p 1p 2p 4p 4p 0p 7p 8p 2s 4s P  P   3s$'
ui_ok $? "resumed: the North still aside, the replacement draw in hand"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit again"

ui_start 80 24 -- --practice defence --rules sanma-tenhou
ui_wait_for '^EXIT=1'
ui_ok $? "defence practice refuses three players"
ui_screen | grep -q 'riichi defence practice needs four-player riichi rules'
ui_ok $? "with a message saying why"

# A stored three-player game (balanced self-play, seed 100, game 9) in the review viewer:
# its first hand ends with Right's ron from Left on 1s, 1p2p3p 4p4p 2s3s 7s8s9s and a pon of
# Red Dragons, a North set aside. Fu: 20 and 4 for the open triplet of honours, the wait
# on 2s3s two-sided: 24, rounded to 30. Han: the dragons 1, the North 1. 30 fu 2 han from a
# non-dealer is 1920, rounded up to 2000; Left's riichi stick goes to Right: +3000.
ui_start 100 30 -- review --tiles text "${srcdir:-$(dirname "$0")}/data/sanma-kita-win.json"
ui_wait_for 'Step 1 of'
ui_ok $? "the viewer opens a three-player log"
# one step at a time, each drawn before the next key (a slow build must not run past the win)
step_shown() { ui_screen | grep -o 'Step [0-9]*' | head -n 1; }
step_moved() { [ "$(step_shown)" != "$step" ] || ui_screen | grep -q 'wins by'; }
n=0 step=$(step_shown)
while [ $n -lt 200 ] && ! ui_screen | grep -q 'wins by'; do
	ui_keys Right
	ui_wait_until step_moved >/dev/null
	step=$(step_shown)
	n=$((n + 1))
done
ui_wait_for 'Right wins by ron from Left'
ui_ok $? "the first hand ends with Right's ron from Left"
ui_screen | grep -Eq '^  1p 2p 3p 4p 4p 2s 3s 7s 8s 9s  C  C  C    1s  N +Red Dragon \(Chun\) +1 han$'
ui_ok $? "the hand, the pon, the winning tile apart, then the North set aside"
ui_screen | grep -Eq ' Kita \(Norths set aside\)  1 han$'
ui_ok $? "a Kita row with its han"
ui_screen | grep -Eq ' 2 han 30 fu +2000 points$' && ui_screen | grep -Eq ' Left pays 2000\.$' &&
	ui_screen | grep -Eq ' Riichi sticks on the table: \+1000\.$'
ui_ok $? "2 han 30 fu: 2000 points, Left pays them, the stick on its own line makes 3000"
ui_screen | grep -Eq '^  Right +35000 -> +38000 +\+3000$' &&
	ui_screen | grep -Eq '^  Left +34000 -> +32000 +-2000$' &&
	ui_screen | grep -Eq '^  You +35000 -> +35000$'
ui_ok $? "three rows of points, no fourth"
ui_keys q
ui_wait_for '^EXIT=0'
ui_ok $? "leave the viewer"

# The viewer on a three-player game of self-play, seat 1 (balanced) reviewed: at each North it
# set aside the prompt names the kita and the AI agrees, as the playing controller sets a North
# aside first; no decision differs.
"$JANSOU" selfplay --games 1 --seed 7 --rules sanma --ai tsumogiri,balanced,balanced \
	--logs "$ui_home/sanma-logs" >/dev/null 2>&1
ui_start 100 30 -- review --tiles text --seat 1 "$ui_home/sanma-logs/seed7-game0001.json"
ui_wait_for 'Step 1 of'
ui_ok $? "the viewer opens a three-player game of self-play"
n=0 step=$(step_shown)
while [ $n -lt 150 ] && ! ui_screen | grep -q 'played Kita; the balanced AI agrees'; do
	ui_keys n
	ui_wait_until step_moved >/dev/null
	step=$(step_shown)
	n=$((n + 1))
done
ui_screen | grep -Eq 'Step [0-9]+ of [0-9]+: played Kita; the balanced AI agrees \(kita: a North set aside'
ui_ok $? "n: a North set aside, named Kita, the AI agreeing"
ui_keys t
ui_wait_for 'Timeline: 0 decisions where the balanced AI would play otherwise'
ui_screen | grep -q 'The AI agrees with every decision\.'
ui_ok $? "t: no decision differs"
# Esc and q sent at once read as Alt-q, a sequence dropped: Esc first, then q
ui_keys Escape
ui_wait_until eval "! ui_screen | grep -q 'Timeline: '"
ui_keys q
ui_wait_for '^EXIT=0'
ui_ok $? "leave the viewer"

# A whole game, watched at 80x24.
ui_start 80 24 -- --rules sanma --seed 3 --watch --delay 0 --tiles text
n=0
while [ $n -lt 400 ]; do
	if ui_screen | grep -q 'Final table'; then
		break
	fi
	if ui_screen | grep -q 'Enter: next hand'; then
		ui_keys Enter
	fi
	sleep 0.2
	n=$((n + 1))
done
ui_wait_for 'Final table'
ui_ok $? "the game reaches its final table"
rows=$(ui_screen | grep -E '^  [123] +Seat [123] +-?[0-9]+ +[-+][0-9]+\.[0-9]$')
[ "$(echo "$rows" | wc -l)" -eq 3 ]
ui_ok $? "three places on the final table"
echo "$rows" | awk '{ t += $4 } END { exit t != 105000 }'
ui_ok $? "the points add up to 3 x 35000"
echo "$rows" | awk '{
	want = ($4 - 35000) / 1000 + ($1 == 1 ? 15 : $1 == 3 ? -15 : 0)
	d = want - $5; if (d < 0) d = -d
	if (d > 0.05) bad = 1
} END { exit bad }'
ui_ok $? "each score: (points - 35000) / 1000, uma 15/0/-15, no oka"
ui_screen | grep -q 'Score: (points - 35000) / 1000 + uma +15/+0/-15\.'
ui_ok $? "the note under the table gives three umas and no return"
ui_keys q
ui_wait_for '^EXIT=0'
ui_ok $? "leave"

ui_done
