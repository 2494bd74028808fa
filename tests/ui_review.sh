#!/bin/sh
# The replay viewer (jansou review FILE) on the hand-written mjai record
# tests/data/mjai-sample.jsonl, reviewing seat 1 (see tests/review.sh): ten steps, hand 1
# (the dealer's abort) and hand 2, where seat 1 lets 6p go without riichi from six pairs and
# C; the AI would let C go with riichi (9600 quiet, a dealer's mangan with it), both ready on
# three tiles; seat 2 (Right of
# seat 1) wins on 6p: Tanyao 1 + Sanshoku 2, 3 han 40 fu: 5200 as the table gives it, 5500
# with the honba (+300).
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"
sample=${srcdir:-$(dirname "$0")}/data/mjai-sample.jsonl

ui_start 80 24 -- review --tiles text --seat 1 "$sample"
ui_wait_for 'Step 1 of 10'
ui_ok $? "the viewer opens on the first step"
ui_screen | grep -q '^ You East 25000' && ui_screen | grep -q '1m 2m 3m 4m 9m 1p 6p 9p 1s 9s E  S  W'
ui_ok $? "the seat reviewed sits at the bottom with its hand, the dealer"
ui_screen | grep -Eq '^ +1m 1m 9m 1p 1p 1s 1s P  P  F  F  C  C'
ui_ok $? "every hand open: Across's tiles"
ui_keys o
ui_wait_until eval "ui_screen | grep -q '\\[\\]\\[\\]\\[\\]'"
ui_ok $? "o: only what the seat saw, the others' tiles face down"
ui_keys o
ui_keys d
ui_wait_for 'Step 6 of 10: played Discard 6p; the balanced AI: Riichi C \(riichi\)'
ui_ok $? "d goes to the decision where the AI differs: 6p played, riichi with C suggested"
ui_screen | grep -q "Played 6p: ready, 3 tiles\.  The AI's C: ready, 3 tiles\."
ui_ok $? "the message row gives both discards' figures"
ui_keys l
ui_wait_for 'Step 7 of 10'
ui_screen | grep -q 'You: 6p'
ui_ok $? "the next step: the discard, in the log"
ui_keys End
ui_wait_for 'Step 10 of 10'
ui_screen | grep -q 'Right wins by ron from you' &&
	ui_screen | grep -Eq 'Mixed Triple Sequence \(Sanshoku\) +2 han' &&
	ui_screen | grep -Eq '3 han 40 fu +5200 points' && ui_screen | grep -q 'You pay 5500\.' &&
	ui_screen | grep -q '1 honba: +300\.' &&
	ui_screen | grep -Eq 'You +25000 -> +19500 +-5500'
ui_ok $? "the last step: the hand's result board, the ron, its yaku, value and payment"
ui_screen | grep -q 'East 1  honba 1  (hand 2)'
ui_ok $? "the board is headed by the hand as it was played (East 1, 1 honba)"
ui_keys t
ui_wait_for 'Timeline: 1 decision where the balanced AI would play otherwise'
ui_screen | grep -q 'East 1, 1 honba: played Discard 6p, the AI Riichi C'
ui_ok $? "t: the timeline lists the one difference"
ui_keys Enter
ui_wait_for 'Step 6 of 10'
ui_ok $? "Enter in the timeline goes to that decision"
ui_keys Up
ui_wait_for 'Step 5 of 10'
ui_ok $? "Up: the start of the hand (step 5: hand 1 took four, its start, the draw, the abort, its end)"
ui_keys Up
ui_wait_for 'Step 1 of 10'
ui_ok $? "Up again: the hand before"
ui_keys '?'
ui_wait_for 'jansou review: keys'
ui_screen | grep -q 'timeline: every decision where the AI differs'
ui_ok $? "? lists the viewer's keys"
ui_keys x
ui_keys q
ui_wait_for '^EXIT=0'
ui_ok $? "q leaves with status 0"

ui_start 160 50 -- review --tiles text --seat 2 "$sample"
ui_wait_for 'Step 1 of 10'
ui_keys n
ui_wait_for 'Step 7 of 10: played Ron; the balanced AI agrees \(win\)'
ui_ok $? "160x50, seat 2: n goes to its one decision, the ron on the discard of step 7, which the AI agrees with"
ui_keys q
ui_wait_for '^EXIT=0'

"$JANSOU" review --seat 1 "$sample" </dev/null >/dev/null 2>"${TMPDIR:-/tmp}/jansou-review-$$"
[ $? -eq 2 ] && grep -q 'the viewer needs a terminal; --report prints the report' "${TMPDIR:-/tmp}/jansou-review-$$"
ui_ok $? "without a terminal the viewer says so and that --report prints the report"
rm -f "${TMPDIR:-/tmp}/jansou-review-$$"

# the menu's Review...: the game in progress and the past games the history keeps logs of
xdg=$(mktemp -d)
mkdir -p "$xdg/data/jansou/logs"
cp "$sample" "$xdg/data/jansou/logs/20261126-101500-seed12.json"
echo '{"time":1764152100,"seed":12,"rules":"tenhou","placement":2,"points":30500,"score":10.5,"hands":2,"wins":1,"deal_ins":0,"log":"20261126-101500-seed12.json"}' \
	>"$xdg/data/jansou/history.jsonl"
ui_start 80 24 XDG_DATA_HOME="$xdg/data" -- --seed 3 --delay 0 --tiles text --ai tsumogiri
ui_wait_for 'Your turn|discards [^ ]+:'
ui_keys m 7
ui_wait_for 'Review a game'
! ui_screen | grep -q 'This game' &&
	ui_screen | grep -Eq '1 +[0-9-]+ [0-9:]+  tenhou  place 2  30500 points'
ui_ok $? "m 7 before a hand has ended: only the past game whose log is kept, not this game"
ui_keys 1
ui_wait_for 'Step 1 of 10'
ui_screen | grep -q 'You North 25000'
ui_ok $? "the past game opens in the viewer, at the seat the game named You (none here: seat 0)"
ui_keys q
ui_wait_for '^ +Menu$'
ui_keys Escape
ui_wait_for 'Your turn|discards [^ ]+:'
ui_ok $? "q leaves the viewer, Esc the menu: the game goes on"
ui_keys q y
ui_wait_for '^EXIT=0'
rm -rf "$xdg"

ui_done
