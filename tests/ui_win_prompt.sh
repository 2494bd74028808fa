#!/bin/sh
# A win is the default answer of its prompt, shown apart, and rings the bell. With the drawn
# tile discarded each turn and opponents that do the same: seed 10492 offers a ron on Right's
# 3m at the second decision (2m 4m 6m 7m 8m 7p 8p 9p 8s 8s C C C waits on 3m and 5m), and
# seed 3045 a tsumo on a drawn 3s at the fourteenth. Enter takes the ron, which is selected;
# Esc does not pass it. The tsumo is asked first with Enter taking it; x goes on to the
# discards. The bell (a win, by default) rings on the offer; the o screen and the
# configuration file set it.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

wall() { ui_line 0 | sed -n 's/.*wall \([0-9]*\).*/\1/p'; }
deciding() { ui_screen | grep -Eq 'Your turn|discards .*:|can win:'; }
wall_moved() { [ "$(wall)" != "$1" ] && deciding; }
win_offered() { ui_screen | grep -Eq 'RON!|TSUMO!'; }
bells() { ui_tmux display -p -t game '#{window_bell_flag}'; }

# Presses Enter at each turn until a win is offered.
play_to_win() {
	i=0
	while [ $i -lt 40 ]; do
		ui_wait_until deciding || return 1
		win_offered && return 0
		w=$(wall)
		ui_keys Enter
		ui_wait_until wall_moved "$w" || return 1
		i=$((i + 1))
	done
	return 1
}

# the bell shows as the window's bell flag (no client is attached to see it)
ui_start 80 24 -- --seed 10492 --ai tsumogiri --delay 0 --tiles text
ui_wait_until deciding
[ "$(bells)" = 0 ]
ui_ok $? "no bell on a decision without a win (the bell rings for a win by default)"
play_to_win
ui_ok $? "seed 10492: a ron is offered"
[ "$(bells)" = 1 ]
ui_ok $? "the bell rings on the ron offer"
ui_screen | grep -Eq '^ Right discards 3m: +1 RON! +2 Pass *$'
ui_ok $? "the prompt shows the ron as RON!"
ui_tmux capture-pane -e -p -t game | grep 'discards' | grep -Eq "$(printf '\033')\[[0-9;]*7m($(printf '\033')\[[0-9;]*m)* 1 RON!"
ui_ok $? "the ron is the selected answer"
ui_keys Escape
ui_wait_for 'Esc does not pass a win: x passes it, Enter takes it\.'
ui_screen | grep -q 'Right discards 3m: .*RON!'
ui_ok $? "Esc does not pass the ron, and says which keys do"
ui_keys Enter
ui_wait_for 'You win by ron from Right'
ui_ok $? "Enter takes the ron"
ui_keys q y
ui_wait_for '^EXIT=0'

# the tsumo: asked first, Enter takes it; x goes to the discards and r, Enter would then do
ui_start 80 24 -- --seed 3045 --ai tsumogiri --delay 0 --tiles text
play_to_win
ui_ok $? "seed 3045: a tsumo is offered"
ui_screen | grep -Eq '^ You drew 3s and can win: +1 TSUMO! +2 Do not win: choose a discard *$'
ui_ok $? "the tsumo is asked as a prompt of its own: TSUMO! or choose a discard"
w=$(wall)
ui_keys x
ui_wait_for 'Your turn: .* t TSUMO'
[ "$(wall)" = "$w" ]
ui_ok $? "x goes on to the discards, nothing discarded, t still wins"
ui_keys t
ui_wait_for 'You win by tsumo'
ui_ok $? "t takes the tsumo"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 80 24 -- --seed 3045 --ai tsumogiri --delay 0 --tiles text
play_to_win
ui_keys Escape
ui_wait_for 'Esc does not pass a win: x goes on without it, Enter takes it\.'
ui_ok $? "Esc does not leave the tsumo prompt"
ui_keys t
ui_wait_for 'You win by tsumo'
ui_ok $? "t in the tsumo prompt takes it"
ui_keys q y
ui_wait_for '^EXIT=0'

ui_start 80 24 -- --seed 3045 --ai tsumogiri --delay 0 --tiles text
play_to_win
ui_keys Enter
ui_wait_for 'You win by tsumo'
ui_ok $? "Enter takes the tsumo"
ui_keys q y
ui_wait_for '^EXIT=0'

# the bell: the o screen's fifth setting, from the configuration file
mkdir -p "$XDG_CONFIG_HOME/jansou"
printf 'bell = turns\n' >"$XDG_CONFIG_HOME/jansou/config"
ui_start 80 24 -- --seed 1 --delay 0 --tiles text
ui_wait_for 'Your turn'
[ "$(bells)" = 1 ]
ui_ok $? "bell = turns: the bell rings at the player's turn"
ui_keys o
ui_wait_for '5  ring the bell: at your every turn and call'
ui_ok $? "bell = turns in the configuration file shows on the o screen"
ui_keys 5
ui_wait_for '5  ring the bell: when you can win'
ui_ok $? "5 switches the bell to a win only"
ui_keys 5
ui_wait_for '5  ring the bell: off'
ui_ok $? "5 again switches it off"
ui_keys o q y
ui_wait_for '^EXIT=0'
rm "$XDG_CONFIG_HOME/jansou/config"

ui_done
