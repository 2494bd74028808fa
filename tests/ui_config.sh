#!/bin/sh
# The configuration file in the game: XDG_CONFIG_HOME is a temp dir. Its settings
# apply (text tiles), the command line wins over it (--tiles glyph), and a bad
# line is reported with file and line before the screen starts (exit status 2).
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

glyph=$(printf '\360\237\200')
home=$(mktemp -d "${TMPDIR:-/tmp}/jansou-config-XXXXXX")
trap 'ui_cleanup; rm -rf "$home"' EXIT INT TERM
mkdir -p "$home/config/jansou"
cfg=$home/config/jansou/config
envs="XDG_CONFIG_HOME=$home/config"

hand_line() { ui_screen | grep -B1 -E '^ +1 +2 +3 +4 +5 +6 +7 +8 +9 +0 +a' | head -1; }

printf '# a test\ntiles = text\nrules = tenhou\nai = tsumogiri\nauto_win = true\nauto_pass = true\n' >"$cfg"
# shellcheck disable=SC2086
ui_start 80 24 $envs -- --seed 3 --delay 0
ui_wait_for 'Your turn'
ui_ok $? "a game starts with a configuration file"
hand_line | grep -Eq '^ *[0-9][mps] +[0-9][mps]'
ui_ok $? "tiles = text in the file shows the tiles as text"
ui_keys q y
ui_wait_for '^EXIT=0'

# shellcheck disable=SC2086
ui_start 80 24 $envs -- --seed 3 --delay 0 --tiles glyph
ui_wait_for 'Your turn'
hand_line | LC_ALL=C grep -q "$glyph"
ui_ok $? "--tiles glyph on the command line wins over the file"
ui_keys q y
ui_wait_for '^EXIT=0'

printf 'tiles = text\ncolour = purple\nfrobnicate = 1\n' >"$cfg"
# shellcheck disable=SC2086
out=$(env $envs "$JANSOU" --seed 3 2>&1 </dev/null)
status=$?
[ $status -eq 2 ]
ui_ok $? "a bad configuration file ends the program with status 2 (got $status)"
printf '%s\n' "$out" | grep -q "$cfg:2:"
ui_ok $? "a bad value is reported with the file and line"
printf '%s\n' "$out" | grep -q "$cfg:3:"
ui_ok $? "an unknown key is reported with the file and line"
# the file's own language is the language of its errors, every line of them
printf 'lang = ja\ntiles = bogus\nred_fives = 9\nfrobnicate = 1\n' >"$cfg"
# shellcheck disable=SC2086
out=$(env $envs "$JANSOU" --seed 3 2>&1 </dev/null)
english=$(printf '%s\n' "$out" | grep -E "^$cfg:[0-9]+: .*(is not|must be|unknown key)")
[ -z "$english" ] && [ "$(printf '%s\n' "$out" | grep -c "^$cfg:")" -eq 3 ]
ui_ok $? "lang = ja in the file: its errors are in Japanese (English: '$english')"
# shellcheck disable=SC2086
env $envs "$JANSOU" calc --help >/dev/null 2>&1
[ $? -eq 0 ]
ui_ok $? "the commands do not read the game's configuration"

ui_done
