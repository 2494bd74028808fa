#!/bin/sh
# The hint box (s) is sized to its text: as wide as its lines up to the table, as tall as
# they are wrapped, so that the push/fold weighing against a threat is seen whole at 80x24
# (wrapped) and at 160x50 (on one row of a box wider than 72 columns); it is titled with the
# advisor's name and names the threatening player.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

cfg=$(mktemp -d "${TMPDIR:-/tmp}/jansou-hint-XXXXXX")
mkdir -p "$cfg/jansou"
printf 'tiles = text\nauto_pass = true\nauto_win = true\n' >"$cfg/jansou/config"

# The rows inside the hint box, without its borders, joined by spaces.
hint_text() {
	ui_screen | sed -n '/┌─Hint/,/└/p' | sed -n 's/^ *│ \(.*\) *│ *$/\1/p' | sed 's/ *$//' |
		tr '\n' ' '
}

# A turn of the player's that has not been seen yet: the prompt, under a status line (round,
# honba, sticks, wall) other than the last turn's. Waiting for the prompt to go away instead
# missed it when the three others moved between two looks at the screen, and then waited
# out its whole limit.
new_turn() {
	ui_screen | grep -q 'Your turn' && [ "$(ui_line 0)" != "$turn" ]
}

# Plays the hint's discards until a hint weighs going on against folding (a threat). s opens
# the hint and a second s closes it: no hint is open before the first, and when none comes
# the screen is shown.
find_weighing() {
	i=0 turn=
	while [ $i -lt 40 ]; do
		ui_wait_until new_turn || return 1
		turn=$(ui_line 0)
		if ui_screen | grep -q '┌─Hint'; then
			echo "# a hint was open before s was typed"
			return 1
		fi
		ui_keys s
		if ! ui_wait_for '┌─Hint from the balanced AI' >/dev/null; then
			echo "# no hint after s:"
			ui_screen | sed 's/^/# /'
			return 1
		fi
		ui_screen | grep -q 'folding:' && return 0
		ui_keys s Enter
		i=$((i + 1))
	done
	return 1
}

# Esc closes the hint (and does only that), then q asks and y quits.
quit_game() {
	ui_keys Escape
	ui_wait_until eval "! ui_screen | grep -q '┌─Hint'" >/dev/null
	ui_keys q y
	ui_wait_for '^EXIT=0'
}

weighing='Going on: [0-9]+% to win about [0-9]+, [0-9]+% to deal in, [0-9]+ tiles? left; folding: [0-9]+% to deal in\.'

for size in "80 24" "160 50"; do
	# shellcheck disable=SC2086
	ui_start $size XDG_CONFIG_HOME="$cfg" -- --seed 2 --delay 0
	find_weighing
	ui_ok $? "$size: a hint weighs going on against folding"
	hint_text | grep -Eq "$weighing"
	ui_ok $? "$size: the push/fold line is in the box whole"
	hint_text | grep -Eq 'Threats?: (Right|Across|Left) \((riichi|open hand|closed hand)'
	ui_ok $? "$size: the hint names the threatening player"
	# every row of the box is closed by its borders and its bottom border is whole:
	# nothing is drawn over it
	rows=$(ui_screen | sed -n '/┌─Hint/,/└/p' | grep -c '^ *│ .* │')
	all=$(ui_screen | sed -n '/┌─Hint/,/└/p' | wc -l)
	[ "$rows" -eq $((all - 2)) ] && ui_screen | sed -n '/┌─Hint/,/└/p' | tail -n 1 |
		grep -q '^ *└─*┘'
	ui_ok $? "$size: the box holds every line inside its borders ($rows of $((all - 2)))"
	quit_game
	ui_ok $? "$size: quit"
done

# at 160x50 the box is wider than 72 columns and the weighing is on one row
ui_start 160 50 XDG_CONFIG_HOME="$cfg" -- --seed 2 --delay 0
find_weighing
ui_screen | grep -Eq "│ $weighing +│"
ui_ok $? "160x50: the push/fold line is on one row of a wide box"
w=$(ui_screen | grep '┌─Hint' | sed 's/^ *//; s/ *│ *[^│]*$//; s/ *$//' | wc -m)
[ "$w" -gt 74 ]
ui_ok $? "160x50: the box is wider than 72 columns ($w)"
quit_game
ui_ok $? "quit"
rm -rf "$cfg"

ui_done
