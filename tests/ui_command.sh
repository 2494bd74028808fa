#!/bin/sh
# The / command line, with seed 3 and opponents that discard what they draw: the first
# decision is a pon prompt on the left's 4s, where /tsumo and /d say why not and /pass
# passes; on one's turn /d 99 says the hand has 14 tiles and changes nothing, Tab completes
# /ri to /riichi (and lists /kong /kakan /kyuushu for /k), Esc cancels, /x lists the
# commands, /h says the hand as the table shows it, /dora the indicator, /tenpai the
# waits, too many words give the usage, Backspace takes back a typo, and /d 3 discards
# exactly the third tile. Later the left's 8s gives two chi:
# /chow lists them and /chow 2 takes the second. Then the messages in Japanese.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:'; }
wall_moved() { [ "$(wall)" != "$1" ] && deciding; }
prompt_line() { ui_screen | grep 'discards .*:'; }
hand_line() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9' | head -1; }
reminder='Command: Tab completes' # the keys of the command line, above it
command_open() { ui_screen | grep -q "$reminder"; }
# the last line of the screen (the message row at 80x24)
bottom() { ui_screen | tail -n 1; }
# runs a command: / then the text, then Enter
run() {
	ui_keys /
	ui_wait_until command_open || return 1
	ui_keys "$1"
	ui_wait_for "^ /$1" || return 1
	ui_keys Enter
	ui_wait_until eval '! command_open'
}

ui_start 80 24 -- --seed 3 --ai tsumogiri --delay 0 --tiles text
ui_wait_for 'Left discards 4s:'
ui_ok $? "the game starts on a pon prompt for the left's 4s"
ui_keys /
ui_wait_until command_open
bottom | grep -q '^ / *$'
ui_ok $? "/ opens a command line on the message row, with the keys it takes above it"
ui_keys Escape
ui_wait_until eval '! command_open'
ui_ok $? "Esc closes it"
prompt_line | grep -q 'Left discards 4s:'
ui_ok $? "and the prompt is still there"

run tsumo
ui_wait_for 'You cannot tsumo now: it is not your draw'
ui_ok $? "/tsumo at a call prompt says why it cannot"
run 'd 3'
ui_wait_for 'Not your turn'
ui_ok $? "/d at a call prompt says it is not one's turn"
run pass
ui_wait_for 'Your turn'
ui_ok $? "/pass passes the pon and play goes on to one's turn"

hand=$(hand_line)
w=$(wall)
[ "$(echo "$hand" | wc -w)" -eq 14 ]
ui_ok $? "fourteen tiles in hand: $hand"
run 'd 99'
ui_wait_for 'No tile 99: your hand has 14\.'
ui_ok $? "/d 99 says the hand has 14 tiles"
[ "$(hand_line)" = "$hand" ] && [ "$(wall)" = "$w" ]
ui_ok $? "and changes nothing"

ui_keys / r i Tab
ui_wait_for '^ /riichi *$'
ui_ok $? "Tab completes /ri to /riichi"
ui_keys Escape
ui_wait_until eval '! command_open'
[ "$(hand_line)" = "$hand" ] && ui_screen | grep -q 'Your turn'
ui_ok $? "Esc cancels the command: still one's turn, the hand as it was"
ui_keys / k Tab
ui_wait_for '/kong /kakan /kyuushu'
ui_ok $? "Tab on /k lists /kong /kakan /kyuushu"
# (the list stands where the reminder was: wait for the line itself to close, as Esc and the
# next / sent at once would read as Alt-/, which is dropped)
ui_keys Escape
ui_wait_until eval "! ui_screen | grep -q '^ /k *\$'"

run x
ui_wait_for 'Unknown command /x\. Commands: /d /riichi /tsumo'
ui_ok $? "/x is unknown and the commands are listed"
run 'd 1 2 3'
ui_wait_for 'Usage: /d N \(discard the N-th tile'
ui_ok $? "too many words: the command's usage"
[ "$(hand_line)" = "$hand" ]
ui_ok $? "and the hand as it was"

# the hand as the table shows it: thirteen tiles, and the drawn one apart
drawn=$(echo "$hand" | awk '{ print $NF }')
rest=$(echo "$hand" | awk '{ $NF = ""; sub(/ +$/, ""); print }')
run h
ui_wait_for "Your hand: $rest, drew $drawn\."
ui_ok $? "/h says the hand: $rest, drew $drawn"
indicator=$(ui_line 0 | sed -n 's/.*indicator \([^ ]*\)$/\1/p')
# Backspace takes back a typo
ui_keys / d o r a x
ui_wait_for '^ /dorax *$'
ui_keys BSpace Enter
ui_wait_for "Dora indicator: $indicator \(the dora: "
ui_ok $? "/dora says the indicator $indicator and its dora"
run tenpai
ui_wait_for 'Not tenpai: after the best discard [0-9] tiles? away|Tenpai after a discard'
ui_ok $? "/tenpai says whether the hand is ready"
run pong
ui_wait_for 'Nothing to call: nobody discarded a tile'
ui_ok $? "/pong on one's own turn says there is nothing to call"

third=$(echo "$hand" | awk '{ print $3 }')
run 'd 3'
ui_wait_until wall_moved "$w"
ui_ok $? "/d 3 discards and play goes on"
ui_screen | grep -Eq "You: $third( |$)"
ui_ok $? "the tile discarded is the third of the hand, $third"

# discard the drawn tile (Enter) until the left's 8s: two chi options
i=0
while [ $i -lt 40 ] && ! prompt_line | grep -q 'Left discards 8s'; do
	ui_wait_until deciding || break
	prompt_line | grep -q 'Left discards 8s' && break
	w=$(wall)
	if prompt_line >/dev/null; then run pass; else ui_keys Enter; fi
	ui_wait_until wall_moved "$w" || break
	i=$((i + 1))
done
prompt_line | grep -Eq 'Left discards 8s: +1 Chi 6s 7s +2 Chi 7s 9s'
ui_ok $? "the left's 8s: two chi to choose from"
run chow
ui_wait_for 'Which one\? /chow 1: 6s 7s, /chow 2: 7s 9s'
ui_ok $? "/chow alone lists the chi options as the prompt numbers them"
run 'chow 2'
ui_wait_for 'Your turn'
hand_line | grep -q '8s 7s 9s *$'
ui_ok $? "/chow 2 takes the second: the meld 7s 8s 9s with the called tile first"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quit"

# Japanese: the messages are translated, the command names stay ASCII
ui_start 80 24 LANGUAGE=ja -- --seed 3 --ai tsumogiri --delay 0 --tiles text
ui_wait_for '上家の打牌 4索'
ui_ok $? "ja: the side log writes a number tile as Japanese text does (4索, not 4s)"
reminder='コマンド: Tab 補完'
ui_keys /
ui_wait_until command_open
ui_ok $? "ja: the command line's reminder is in Japanese"
ui_keys Escape
ui_wait_until eval '! command_open'
run tsumo
ui_wait_for '今はツモできません'
ui_ok $? "ja: /tsumo says why not in Japanese"
run x
ui_wait_for '/x というコマンドはありません。コマンド: /d /riichi'
ui_ok $? "ja: an unknown command is named and the commands listed"
run pass
ui_wait_for 'あなたの番'
run h
ui_wait_for '手牌: 1m .*、ツモ '
ui_ok $? "ja: /h says the hand in Japanese"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "ja: quit"

ui_done
