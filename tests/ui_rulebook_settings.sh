#!/bin/sh
# The rule book's last section, the settings of the game in play, read from its rules: tenhou
# and standard differ in red fives (1,1,1 and 1,2,1: rules/rules.c), double yakuman (off, on)
# and uma (20,10,-10,-20 and 15,5,-5,-15); sanma-tenhou returns 40000 of 35000 to three
# players, an oka of 15000. In Japanese at 80x24 the score formula stays on one line.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

# settings PRESET: opens the rule book (y) at its settings (4)
settings() {
	ui_start 80 24 -- --rules "$1" --seed 1 --delay 0 --tiles text
	ui_wait_for 'Your turn' || return 1
	ui_keys y
	ui_wait_for 'Rule book' || return 1
	ui_keys 4
	ui_wait_for "Settings of this game \\($1\\)"
}
# leaves the book, then the game
leave() {
	ui_keys q
	ui_wait_for 'Your turn'
	ui_keys q
	ui_wait_for 'Quit the game'
	ui_keys y
	ui_wait_for '^EXIT=0'
}
# page: scrolls on a page (space) until REGEX shows, at most 5 pages
page_to() {
	n=0
	while [ $n -lt 5 ]; do
		ui_screen | grep -Eq -- "$1" && return 0
		ui_keys ' '
		sleep 0.3
		n=$((n + 1))
	done
	ui_screen | grep -Eq -- "$1"
}

settings tenhou
ui_ok $? "tenhou: the rule book has a settings section, named after the preset"
ui_screen | grep -Eq '^ 25000 points each, 30000 returned at the end: the difference, 20000 in all'
ui_ok $? "tenhou: 25000 each, 30000 returned, an oka of 20000"
ui_screen | grep -Eq '^ 1,1,1 +Red fives of man, pin and sou$'
ui_ok $? "tenhou: one red five a suit"
ui_screen | grep -Eq '^ off +13-sided Thirteen Orphans'
ui_ok $? "tenhou: no double yakuman"
page_to '^ 20,10,-10,-20 +Uma in thousands'
ui_ok $? "tenhou: uma 20/10/-10/-20"
leave

settings standard
ui_screen | grep -Eq '^ 1,2,1 +Red fives of man, pin and sou$'
ui_ok $? "standard: two red 5p"
ui_screen | grep -Eq '^ on +13-sided Thirteen Orphans'
ui_ok $? "standard: double yakuman"
page_to '^ 15,5,-5,-15 +Uma in thousands'
ui_ok $? "standard: uma 15/5/-5/-15"
leave

settings sanma-tenhou
ui_screen | grep -Eq '^ 35000 points each, 40000 returned at the end: the difference, 15000 in all'
ui_ok $? "sanma-tenhou: an oka of 15000 among three"
page_to '^ 20,0,-20 +Three-player: uma'
ui_ok $? "sanma-tenhou: its own uma of three places"
leave

# Japanese: 点数 is the third section; the formula's spaces are no-break ones (U+00A0)
ui_start 80 24 LANGUAGE=ja -- --seed 1 --delay 0 --tiles text
ui_wait_for 'あなたの番'
ui_keys y
ui_wait_for 'ルールブック'
ui_screen | grep -q '4 設定'
ui_ok $? "ja: the settings section's tab"
ui_keys 3
nbsp=$(printf '\302\240')
ui_wait_for "^ 基本点は符${nbsp}×${nbsp}2\\^\\(翻${nbsp}\\+${nbsp}2\\)。"
ui_ok $? "ja: the score formula is whole on its line"
ui_keys 4
ui_wait_for 'この対局の設定 \(standard\)'
ui_ok $? "ja: the settings in Japanese"
ui_keys q
ui_wait_for 'あなたの番'
ui_keys q
ui_wait_for '対局をやめますか'
ui_keys y
ui_wait_for '^EXIT=0'
ui_done
