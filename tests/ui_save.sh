#!/bin/sh
# Saves in the real game: a seeded game is killed with SIGKILL after a few discards
# and resumed with the same hand and river; a damaged save is refused with a message
# and moved aside, a FIFO in its place too, without hanging; a finished game leaves
# no save. XDG_STATE_HOME is a temp dir.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

state=$(mktemp -d "${TMPDIR:-/tmp}/jansou-save-XXXXXX")
trap 'ui_cleanup; rm -rf "$state"' EXIT INT TERM
save=$state/jansou/game.save

hand_line() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9 +0 +a' | head -1; }
own_river() { ui_line 14; }
# the pid of jansou, the child of the pane's shell
game_pid() { ps -o pid= --ppid "$(ui_tmux display -p -t game '#{pane_pid}')" | head -1 | tr -d ' '; }
river_has() { [ "$(own_river | wc -w)" -ge "$1" ]; }

ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'Your turn'
ui_ok $? "with no save a new game starts at once"
for n in 1 2 3; do
	ui_keys 1
	ui_wait_until river_has $n && ui_wait_for 'Your turn'
done
ui_ok $? "three discards are made"
hand=$(hand_line)
river=$(own_river)
[ -s "$save" ]
ui_ok $? "the game in progress is saved under XDG_STATE_HOME/jansou"
pid=$(game_pid)
[ -n "$pid" ] && kill -9 "$pid"
gone() { ! kill -0 "$pid" 2>/dev/null; }
ui_wait_until gone
ui_ok $? "the game is killed with SIGKILL"

ui_start 80 24 XDG_STATE_HOME="$state" -- --delay 0 --tiles text
ui_wait_for 'Unfinished game'
ui_ok $? "starting again offers to resume the unfinished game"
ui_screen | grep -q 'r or Enter: resume it'
ui_ok $? "the prompt says how to resume or start a new game"
ui_keys r
ui_wait_for 'Your turn'
ui_ok $? "the resumed game waits for the player's discard"
[ "$(hand_line)" = "$hand" ]
ui_ok $? "the resumed game shows the same hand"
[ "$(own_river)" = "$river" ]
ui_ok $? "the resumed game shows the same river"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "quitting keeps the save"
[ -s "$save" ]
ui_ok $? "the save is still there after quitting"

# --- a new game instead: the old one is kept aside -------------------------------
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 12 --delay 0 --tiles text
ui_wait_for 'Unfinished game'
ui_keys n
ui_wait_for 'Your turn'
ui_ok $? "n starts a new game"
ls "$state"/jansou/game.save.abandoned* >/dev/null 2>&1
ui_ok $? "the unfinished game is kept aside, not overwritten"
ui_keys q y
ui_wait_for '^EXIT=0'

# --- a damaged save -------------------------------------------------------------
sed 's/^seed .*/seed banana/' "$save" >"$save.tmp" && mv "$save.tmp" "$save"
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 13 --delay 0 --tiles text
ui_wait_for 'cannot be resumed'
ui_ok $? "a damaged save is refused with a message"
ui_screen | grep -q 'moved to'
ui_ok $? "the message says where the save was moved"
ls "$state"/jansou/game.save.damaged* >/dev/null 2>&1
ui_ok $? "the damaged save is moved aside to .damaged"
ui_keys Enter
ui_wait_for 'Your turn'
ui_ok $? "a new game starts after the message"
ui_keys q y
ui_wait_for '^EXIT=0'

# --- two games, one state folder: the second does not touch the first one's save --
shared=$state/shared
mkdir -p "$shared"
ui_start 80 24 XDG_STATE_HOME="$shared" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'Your turn' && ui_keys 1 && ui_wait_until river_has 1 && ui_wait_for 'Your turn'
ui_ok $? "a first game is played with a save"
first=$(cksum <"$shared/jansou/game.save")
# the second game, in a tmux server of its own
sock2=jansou-test-$$-second
s2() { tmux -L "$sock2" -f /dev/null "$@"; }
s2_screen() { s2 capture-pane -p -t game 2>/dev/null; }
s2_wait() { # REGEX
	i=0
	while [ $i -lt 300 ]; do
		s2_screen | grep -Eq -- "$1" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	s2_screen | sed 's/^/# | /'
	return 1
}
s2_start() {
	s2 kill-server >/dev/null 2>&1
	s2 new-session -d -s game -x 80 -y 24 \
		"env XDG_STATE_HOME='$shared' $JANSOU --seed 12 --delay 0 --tiles text; echo EXIT=\$?; exec sleep 3600"
}
s2_start
s2_wait 'The save is in use' && s2_screen | grep -q 'Another jansou ([0-9]*) is playing the game saved in' &&
	s2_screen | grep -q 'n: a new game, saved apart'
ui_ok $? "a second jansou on the same state folder says the save is in use, and by which process"
s2 send-keys -t game n
s2_wait 'Your turn' && s2 send-keys -t game 1 && sleep 1 && s2_wait 'Your turn'
ui_ok $? "n starts a new game beside the first"
[ -s "$shared/jansou/game.2.save" ] && [ "$(cksum <"$shared/jansou/game.save")" = "$first" ]
ui_ok $? "the second game is saved in game.2.save and the first game's save is untouched"
ui_keys 1 && ui_wait_until river_has 2 && ui_wait_for 'Your turn'
[ "$(cksum <"$shared/jansou/game.save")" != "$first" ] && grep -q 'seed 12' "$shared/jansou/game.2.save" &&
	grep -q 'seed 11' "$shared/jansou/game.save"
ui_ok $? "each game goes on in its own save"
# a third one, while both are held, finds a third slot; q there quits without a save
tmux -L "$sock2-3" -f /dev/null new-session -d -s game -x 80 -y 24 \
	"env XDG_STATE_HOME='$shared' $JANSOU --seed 13 --delay 0 --tiles text; echo EXIT=\$?; exec sleep 3600"
i=0
until tmux -L "$sock2-3" capture-pane -p -t game | grep -q 'The save is in use' || [ $i -ge 300 ]; do
	sleep 0.1
	i=$((i + 1))
done
tmux -L "$sock2-3" send-keys -t game q
i=0
until tmux -L "$sock2-3" capture-pane -p -t game | grep -q '^EXIT=0' || [ $i -ge 300 ]; do
	sleep 0.1
	i=$((i + 1))
done
tmux -L "$sock2-3" capture-pane -p -t game | grep -q '^EXIT=0' && [ ! -e "$shared/jansou/game.3.save" ]
ui_ok $? "q quits a game that found its save in use, writing nothing"
tmux -L "$sock2-3" kill-server >/dev/null 2>&1
s2 kill-server >/dev/null 2>&1
# once the first game is gone its save is free again, and offered to resume
pid=$(game_pid)
[ -n "$pid" ] && kill -9 "$pid"
ui_wait_until gone
s2_start
s2_wait 'Unfinished game'
ui_ok $? "a save whose game was killed is free again: the next start offers to resume it"
s2 kill-server >/dev/null 2>&1

# --- a save that cannot be locked is not shared: the game is saved apart, and says why ----
unlockable=$state/unlockable
mkdir -p "$unlockable/jansou/game.save.lock"
: >"$unlockable/jansou/game.save.Ab12Cd" # a write killed half-way
ui_start 80 24 XDG_STATE_HOME="$unlockable" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'The save cannot be locked' &&
	ui_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'cannot lock its save (.*Is a directory).* saved apart, in .*game.2.save'
ui_ok $? "a folder in the place of the save's lock: the game says it cannot lock the save, and why"
ui_keys n
ui_wait_for 'Your turn' && ui_keys 1 && ui_wait_until river_has 1 && ui_wait_for 'Your turn'
[ -s "$unlockable/jansou/game.2.save" ] && [ ! -e "$unlockable/jansou/game.save" ]
ui_ok $? "n plays the new game in a save of its own, not in the save it cannot lock"
ui_keys q y
ui_wait_for '^EXIT=0'
rmdir "$unlockable/jansou/game.save.lock" && ln -s "$unlockable/nowhere/lock" "$unlockable/jansou/game.save.lock"
ui_start 80 24 XDG_STATE_HOME="$unlockable" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'The save cannot be locked' &&
	ui_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'cannot lock its save (.*symbolic links)'
ui_ok $? "a dangling symlink in the place of the lock: refused too, with why"
ui_keys q
ui_wait_for '^EXIT=0'
rm -f "$unlockable/jansou/game.save.lock"
: >"$unlockable/jansou/game.save.Zz99Zz"
ui_start 80 24 XDG_STATE_HOME="$unlockable" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'Your turn'
[ ! -e "$unlockable/jansou/game.save.Zz99Zz" ] && [ ! -e "$unlockable/jansou/game.save.Ab12Cd" ]
ui_ok $? "a save's lock taken, the temporary files killed writes left beside it are removed"
ui_keys q y
ui_wait_for '^EXIT=0'

# --- a save that cannot be written: told once, in words that stay and fit -----------
broken=$state/broken
mkdir -p "$broken"
ui_start 80 24 XDG_STATE_HOME="$broken" -- --seed 11 --delay 0 --tiles text
ui_wait_for 'Your turn' && ui_keys 1 && ui_wait_until river_has 1 && ui_wait_for 'Your turn'
# the save's place taken by a folder: the next write cannot put the save in place
rm -f "$broken/jansou/game.save" && mkdir -p "$broken/jansou/game.save/x"
ui_keys 1
ui_wait_for 'The game cannot be saved'
sleep 1
ui_screen | grep -q 'The game cannot be saved' && ui_screen | grep -q 'Is a directory' &&
	ui_screen | grep -q 'Press any key'
ui_ok $? "a failed save shows its whole message, wrapped to the screen, until a key"
ui_keys Space
ui_wait_for 'Your turn'
ui_ok $? "a key goes back to the game"
rm -rf "$broken/jansou/game.save"
ui_keys 1 && ui_wait_until river_has 3 && ui_wait_for 'Your turn'
[ -f "$broken/jansou/game.save" ] && ! ui_screen | grep -q 'The game cannot be saved'
ui_ok $? "with room again the game is saved again, without asking"

# --- a FIFO in the save's place: refused at once, kept aside, never waited on -----
rm -f "$save" "$state"/jansou/game.save.abandoned*
mkfifo "$save"
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 14 --delay 0 --tiles text
ui_wait_for 'cannot be resumed'
ui_ok $? "a FIFO as the save is refused with a message, start-up does not hang"
ui_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'save .*game.save: not a regular file'
ui_ok $? "the message says it is not a regular file"
ui_keys Enter
ui_wait_for 'Your turn'
ui_ok $? "a new game starts after the message"
[ -p "$state/jansou/game.save.abandoned" ] && [ -f "$save" ] && [ ! -p "$save" ]
ui_ok $? "the FIFO is put aside and the new game saved in a file of its own"
ui_keys q y
ui_wait_for '^EXIT=0'

# --- a finished game leaves no save ----------------------------------------------
rm -f "$save"
ended() { ui_screen | grep -Eq '\(hand [0-9]+\)|Final table'; }
ui_start 80 24 XDG_STATE_HOME="$state" -- --seed 7 --delay 0 --tiles text --autoplay tsumogiri
hands=0
while [ $hands -lt 60 ]; do
	ui_wait_until ended || break
	ui_screen | grep -q 'Final table' && break
	hands=$((hands + 1))
	ui_keys Enter
	ui_wait_until eval "! ui_screen | grep -q '(hand $hands)'" || break
done
ui_screen | grep -q 'Final table'
ui_ok $? "an autoplayed game reaches the final table"
[ ! -e "$save" ]
ui_ok $? "the save of a finished game is removed"
ui_keys Enter
ui_wait_for '^EXIT=0'

ui_done
