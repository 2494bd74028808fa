#!/bin/sh
# The rule book (y on the table, Rule book in the menu): the yaku of the rules in play with
# their han closed and open and an example hand, the fu, the score tables checked against
# values worked out by hand; at 80x24 and 160x50, in Japanese, with open tanyao turned off,
# and under Chinese Official rules the fan with their points. Also the help's tile legend.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

home=$(mktemp -d "${TMPDIR:-/tmp}/jansou-rulebook-XXXXXX")
trap 'ui_cleanup; rm -rf "$home"' EXIT INT TERM
none="XDG_CONFIG_HOME=$home/none"

ui_start 80 24 "$none" -- --seed 1 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_keys y
ui_wait_for 'Yaku of the rules in play \(standard\)'
ui_ok $? "y opens the rule book at the yaku of the rules in play"
ui_screen | grep -Eq '^ Riichi +1 +- *$'
ui_ok $? "Riichi: 1 han closed, - open"
ui_screen | grep -Eq '^ +2m 3m 4m 5m 6m 7m 3p 4p 5p 6p 6p 7s 8s +9s +ron, riichi'
ui_ok $? "with its example hand in text tiles, the winning tile apart, and how it was won"
ui_keys j j j j j j j j j j
ui_wait_for '^ All Simples \(Tanyao\) +1 +1 *$'
ui_ok $? "j scrolls down: Tanyao 1 han closed and 1 open under the standard rules (kuitan)"
ui_keys 3
ui_wait_for '^ Scores'
ui_ok $? "3 jumps to the scores"
# 30 fu 3 han: basic 30 x 2^5 = 960; ron x4 = 3840 -> 3900, tsumo 960 -> 1000 and 1920 -> 2000
ui_screen | grep -Eq '^ 30 fu .* 3900 1000/2000 '
ui_ok $? "non-dealer 30 fu 3 han: ron 3900, tsumo 1000/2000"
# 40 fu 4 han: basic 40 x 2^6 = 2560, over 2000: a mangan, 8000
ui_screen | grep -Eq '^ 40 fu .* 5200 1300/2600 +8000 2000/4000 *$'
ui_ok $? "non-dealer 40 fu 4 han: mangan, 8000"
# the settings follow the scores: a page up from them shows the scores' end, the limits
ui_keys 4
ui_wait_for '^ Settings of this game \(standard\)'
ui_keys b
ui_wait_for '^ Mangan +5 +8000 2000/4000 +12000 4000'
ui_ok $? "the scores end with the limits: mangan 8000, dealer 12000"
# dealer 30 fu 3 han: 960 x 6 = 5760 -> 5800, tsumo 1920 -> 2000 from each
ui_screen | grep -Eq '^ 30 fu .* 5800 2000 '
ui_ok $? "dealer 30 fu 3 han: ron 5800, tsumo 2000 each"
ui_keys End
ui_wait_for '^ on +Thirteen orphans may win on a tile declared as a closed kan'
ui_ok $? "End shows the last of the settings"
ui_keys Home
ui_wait_for 'Yaku of the rules in play'
ui_keys /
ui_wait_for 'Triplet of 1, 9 or honours +4 +8'
ui_ok $? "/ goes on to the fu section"
ui_keys q
ui_wait_for 'Your turn'
ui_ok $? "q goes back to the game"

ui_keys m
ui_wait_for '6 +Rule book'
ui_keys 6
ui_wait_for 'Yaku of the rules in play \(standard\)'
ui_ok $? "the menu's Rule book opens it too"
ui_keys Escape
ui_wait_for '^ +Menu$'
ui_ok $? "Esc goes back to the menu"
ui_keys Escape
ui_wait_for 'Your turn'

# the help: a legend of the tiles as the table draws them
ui_keys '?'
ui_wait_for 'jansou: keys'
n=0
while ! ui_screen | grep -q 'The tiles:' && [ $n -lt 5 ]; do
	ui_keys ' '
	sleep 0.3
	n=$((n + 1))
done
ui_screen | grep -Eq '^ +1m 2m 3m 4m 5m 6m 7m 8m 9m +characters \(man\)'
ui_ok $? "the help's tile legend draws the characters"
ui_screen | grep -Eq '^ +E +S +W +N +winds'
ui_ok $? "and the winds"
ui_screen | grep -Eq '^ +0m 0p 0s +red fives \(each worth a dora\), written'
ui_ok $? "and the red fives as text mode writes them"
ui_keys q
ui_wait_for 'Your turn'
ui_keys q y
ui_wait_for '^EXIT=0'

# a big terminal: the explanation beside the name, the two score tables side by side
ui_start 160 50 "$none" -- --seed 1 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_keys y
ui_wait_for '^ Riichi +1 +- +Declare a ready concealed hand'
ui_ok $? "160x50: the explanation stands beside the name and the han"
ui_keys 3
ui_wait_for '^ 30 fu .* 3900 1000/2000 .* 30 fu .* 5800 2000 '
ui_ok $? "160x50: the non-dealer's and the dealer's tables side by side"
ui_keys q q y
ui_wait_for '^EXIT=0'

# open tanyao turned off in the configuration: Tanyao closed only
mkdir -p "$home/kuitan/jansou"
printf 'open_tanyao = false\n' >"$home/kuitan/jansou/config"
ui_start 80 24 "XDG_CONFIG_HOME=$home/kuitan" -- --seed 1 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_keys y j j j j j j j j j j
ui_wait_for '^ All Simples \(Tanyao\) +1 +- *$'
ui_ok $? "without open tanyao: Tanyao 1 han closed, - open"
ui_keys q q y
ui_wait_for '^EXIT=0'

# Japanese
ui_start 80 24 LANGUAGE=ja "$none" -- --seed 1 --delay 0 --tiles text
ui_wait_for 'm メニュー'
ui_keys y
ui_wait_for 'ルールブック'
ui_ok $? "ja: the rule book speaks Japanese"
ui_screen | grep -Eq '^ 立直 +1 +- *$'
ui_ok $? "ja: 立直 1 han closed, - open"
ui_keys 3
ui_wait_for '30符 .* 3900 1000/2000 '
ui_ok $? "ja: the score table"
ui_keys q q y
ui_wait_for '^EXIT=0'

# Chinese Official rules: the fan with their points, and the payments
ui_start 80 24 "$none" -- --seed 1 --delay 0 --tiles text --rules mcr
ui_wait_for 'hand 1 of 16'
ui_keys y
ui_wait_for 'The 81 fan of Chinese Official rules'
ui_ok $? "mcr: the rule book lists the 81 fan"
ui_screen | grep -Eq '^ Pure Double Chow +一般高 +1 *$'
ui_ok $? "mcr: Pure Double Chow, 1 point"
ui_keys /
ui_wait_for 'the discarder pays 8 \+ the'
ui_ok $? "mcr: / shows how a win is paid"
ui_screen | grep -q 'by discard 18 + 8 + 8 = 34; self-drawn'
ui_ok $? "mcr: a worked example of the payments"
ui_keys q q y
ui_wait_for '^EXIT=0'

ui_done
