#!/bin/sh
# The language chosen in the menu: the lines already in the log are written again in it, and a
# game left and resumed later comes back in it (the save keeps it). Seed 11 at 100x30, text
# tiles: you deal East 1, the log beside the table. The expected words are the catalogue's
# (po/ja.po): "%s begins, you deal" is "%s開始、親は自分", East 1 東一局, You 自分, the Menu
# key メニュー, "Unfinished game" 途中の対局, "Quit the game?" 対局をやめますか. A number tile in
# Japanese text is its number and the suit's character, as the help names the suits (萬子 筒子
# 索子): 3m is 3萬, a red five 0p 赤5筒.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

state=$(mktemp -d "${TMPDIR:-/tmp}/jansou-lang-XXXXXX")
trap 'ui_cleanup; rm -rf "$state"' EXIT INT TERM
log() { ui_screen | sed -n 's/^[^│]*│ //p'; }
discards() { [ "$(log | grep -c '^You: ')" -ge "$1" ]; }

ui_start 100 30 XDG_STATE_HOME="$state" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_keys 1
ui_wait_until discards 1 && ui_wait_for 'Your turn'
log | grep -q '^East 1 begins,$' && log | grep -q '^You: '
ui_ok $? "the log is in English before the switch"
# your discard, in the notation; the same tile as Japanese text writes it
tile=$(log | sed -n 's/^You: \([0-9][mps]\)$/\1/p' | head -n 1)
ja_tile=$(printf '%s\n' "$tile" | sed 's/^0\(.\)$/赤5\1/; s/m$/萬/; s/p$/筒/; s/s$/索/')

ui_keys m
ui_wait_for 'Language\.\.\.'
ui_keys 8
ui_wait_for '日本語'
ui_keys 2
ui_wait_for '8 +言語\.\.\.' # back in the menu, which speaks Japanese now
ui_keys Escape
ui_wait_for 'm メニュー'
ui_ok $? "Japanese is chosen in the menu"
! log | grep -Eq 'East 1 begins|^You: ' && log | grep -q '^東一局開始、親は' && log | grep -q '^自分: '
ui_ok $? "the log lines written before the switch are shown in Japanese"
[ -n "$tile" ] && log | grep -qx "自分: $ja_tile" && ! log | grep -q "$tile"
ui_ok $? "your discard $tile is written again as Japanese text writes it: $ja_tile"

ui_keys q
ui_wait_for '対局をやめますか'
ui_keys y
ui_wait_for '^EXIT=0'
grep -qx 'lang ja' "$state/jansou/game.save"
ui_ok $? "the save keeps the language chosen"

ui_start 100 30 XDG_STATE_HOME="$state" -- --delay 0 --tiles text
ui_wait_for '途中の対局'
ui_ok $? "started again, the unfinished game is offered in Japanese"
ui_keys r
ui_wait_for 'm メニュー'
ui_ok $? "the resumed game's table is in Japanese"
log | grep -q '^東一局開始、親は' && log | grep -q '^自分: ' && ! log | grep -q 'East 1 begins'
ui_ok $? "the resumed game's log is in Japanese"
ui_keys q
ui_wait_for '対局をやめますか'
ui_keys y
ui_wait_for '^EXIT=0'

ui_start 100 30 XDG_STATE_HOME="$state" -- --lang en --delay 0 --tiles text
ui_wait_for 'Unfinished game'
ui_keys r
ui_wait_for 'm menu'
ui_ok $? "--lang given when resuming wins over the saved language"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_done
