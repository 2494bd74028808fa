#!/bin/sh
# Defence drills (--practice drill): a position from seeded self-play with a riichi, your
# discard, and the verdict against the riichi hand's true wait and the danger model; the
# record is kept in $XDG_DATA_HOME/jansou/drill.json and counts every answer.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

data=$(mktemp -d "${TMPDIR:-/tmp}/jansou-drill-XXXXXX")
trap 'ui_cleanup; rm -rf "$data"' EXIT INT TERM

ui_start 80 24 XDG_DATA_HOME="$data" -- --practice drill --seed 3 --delay 0 --tiles text
ui_wait_for "Drill 1: which tile is safest against (Right|Across|Left)'s riichi\\?"
ui_ok $? "a drill asks for the safest tile against a riichi"
ui_screen | grep -q 'RIICHI' && ui_screen | grep -q 'Your turn'
ui_ok $? "the table shows the riichi and asks for your discard"
# the labels under the hand: the drawn tile's stands a column apart, as at the table
ui_screen | grep -Eq '^ +1  2  3 .*[0-9a-z]   [0-9a-z]$'
ui_ok $? "the tile just drawn is set apart from the hand"
ui_keys Enter
ui_wait_for 'Drill 1 \(level 1, game seed 3\)'
ui_ok $? "the discard is judged on a page of its own"
ui_screen | grep -Eq "You let [^ ]+ go: it was (not )?in (Right|Across|Left)'s wait"
ui_ok $? "the verdict says whether the tile was in the riichi hand's wait"
ui_screen | grep -Eq "(Right|Across|Left)'s hand: ([0-9][mps]|[ESWNPFC]) " &&
	ui_screen | grep -Eq 'It was waiting on |It was furiten'
ui_ok $? "the riichi hand and its wait are shown"
ui_screen | grep -q 'Your tiles, safest first (the chance to deal in if it is ready):' &&
	ui_screen | grep -Eq '^  [^ ]+ [a-z ,()]+ [0-9]+%'
ui_ok $? "your tiles are listed safest first, with their class and chance"
ui_screen | grep -Eq 'Points [0-2] of 2\. Your record: 1 answered, [01] safe, [01] best; level 1 of 3\.'
ui_ok $? "the points and the record"
grep -q '"answered":1' "$data/jansou/drill.json"
ui_ok $? "the record is kept in XDG_DATA_HOME/jansou/drill.json"
ui_keys q
ui_wait_for 'Quit the drills\? Press y to quit'
ui_ok $? "q on the verdict asks first"
ui_keys n
ui_wait_for 'Drill 1 \(level 1, game seed 3\)' && ! ui_screen | grep -q 'Quit the drills'
ui_ok $? "any other key stays on the verdict"
ui_keys Enter
ui_wait_for "Drill 2: "
ui_ok $? "Enter goes on to the next position"
ui_keys q
ui_wait_for 'Quit'
ui_keys y
ui_wait_for '^EXIT=0'
ui_ok $? "q, y quits"

# the record carries on: a second session starts from it
ui_start 80 24 XDG_DATA_HOME="$data" -- --practice drill --seed 3 --delay 0 --tiles text --autoplay defensive
ui_wait_for 'Your record: 2 answered'
ui_ok $? "a new session goes on from the record (an answer by the defensive AI)"
ui_keys q y
ui_wait_for '^EXIT=0'

# a damaged record is kept aside and told, never silently replaced
damaged=$(mktemp -d "${TMPDIR:-/tmp}/jansou-drill-XXXXXX")
mkdir -p "$damaged/jansou"
printf '%s\n' '{"level":1,"answered":"50","safe":40,"best":30}' >"$damaged/jansou/drill.json"
ui_start 80 24 XDG_DATA_HOME="$damaged" -- --practice drill --seed 3 --delay 0 --tiles text
ui_wait_for 'Your drill record' && ui_screen | tr '\n' ' ' | tr -s ' ' | grep -q 'was damaged. It was moved to .*drill.json.damaged'
ui_ok $? "a damaged drill record is told, with where it was kept"
grep -q '"answered":"50"' "$damaged/jansou/drill.json.damaged" && [ ! -e "$damaged/jansou/drill.json" ]
ui_ok $? "the damaged record is kept aside whole"
ui_keys Space
ui_wait_for "Drill 1: "
ui_ok $? "a key goes on to the drill"
# the record's folder taken away: the answer cannot be kept, and the verdict says so
mv "$damaged/jansou" "$damaged/jansou.away" && : >"$damaged/jansou"
ui_keys Enter
ui_wait_for 'Drill 1 \(level 1' && ui_wait_for 'The drill record was not kept'
ui_ok $? "a record that cannot be written is said so on the verdict"
ui_keys q y
ui_wait_for '^EXIT=0'
rm -f "$damaged/jansou" && mv "$damaged/jansou.away" "$damaged/jansou"
ui_start 80 24 XDG_DATA_HOME="$damaged" -- --practice drill --seed 3 --delay 0 --tiles text --autoplay defensive
ui_wait_for 'Your record: 1 answered'
ui_ok $? "the next session starts a new record (the lost answer was never written)"
ui_keys q y
ui_wait_for '^EXIT=0'
[ "$(stat -c %a "$damaged/jansou/drill.json")" = 600 ]
ui_ok $? "drill.json is the player's alone (0600), as the other state files"
rm -rf "$damaged"

# the marks judge every tile against the riichi asked about, whoever else threatens (in game
# seed 4 Left's open hand fears 8p more than Across's riichi does), and the answer lists every
# kind held
ui_start 80 24 XDG_DATA_HOME="$data/marks" -- --practice drill --seed 4 --delay 0 --tiles text
ui_wait_for "Drill 1: which tile is safest against (Right|Across|Left)'s riichi\\?"
who=$(ui_screen | sed -n "s/.*against \([A-Za-z]*\)'s riichi.*/\1/p" | head -n 1)
hand=$(ui_screen | grep -B1 -E '^ +1  2  3  4 ' | head -n 1)
ui_keys e
ui_wait_for '^ +[A-Z!1-9-][0-9+] '
ok=0
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do
	ui_keys Left
	ui_wait_for ": [a-z ()]+, [0-9]+\\.[0-9]% to deal in if [A-Za-z]+ is ready\\." >/dev/null || ok=1
	ui_screen | grep -Eq "% to deal in if $who is ready\\." || ok=1
done
[ -n "$who" ] && [ $ok -eq 0 ]
ui_ok $? "each tile's danger is judged against the riichi asked about ($who)"
ui_keys Enter
ui_wait_for 'Drill 1 \(level 1, game seed 4\)'
kinds=$(printf '%s\n' $hand | sort -u | wc -l)
listed=$(ui_screen | sed -n '/safest first/,/by the model/p' | grep -o '[0-9]%' | wc -l)
[ "$kinds" -ge 5 ] && [ "$kinds" -eq "$listed" ]
ui_ok $? "the answer lists every kind held, safest first ($listed of $kinds)"
ui_keys q y
ui_wait_for '^EXIT=0'
ui_ok $? "q, y quits the verdict"

"$JANSOU" --practice sideways >/dev/null 2>"$data/err"
[ $? -ne 0 ] && grep -q 'the practice modes are: defence, drill' "$data/err"
ui_ok $? "an unknown practice mode names the two there are"

ui_done
