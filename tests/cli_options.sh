#!/bin/sh
# The command lines of jansou and of every command, read from their tables of options
# (src/cli/cli_options.c), as GNU programs read theirs: options before, between or after the
# operands, whatever POSIXLY_CORRECT says; "--" ends the options (a file named like an
# option); an unknown option, a missing value or a value given to a flag is a usage error
# naming it (exit status 2; jansou itself exits with 1); --help's option lines aligned and
# within 80 columns in every language. Prints TAP. $JANSOU is the program under test.
set -u
: "${JANSOU:?run this test through make check}"
: "${srcdir:?run this test through make check}"
LC_ALL=C
export LC_ALL
unset POSIXLY_CORRECT
tmp=${TMPDIR:-/tmp}/cli-options-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
# stats reads the history: an empty one, never the user's
XDG_DATA_HOME=$tmp/data
export XDG_DATA_HOME

. "$srcdir/cli_lib.sh"

log=$srcdir/data/tenhou-sample.json
commands=$("$JANSOU" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p')

# same NAME -- CMD...: CMD succeeds with the output in $tmp/want.
same() {
	name=$1
	shift 2
	if run 0 "$@" && [ -s "$tmp/out" ] && cmp -s "$tmp/want" "$tmp/out"; then
		ok "$name"
	else
		not_ok "$name"
	fi
}

# ---- options after the operands --------------------------------------------------------

check "calc: options before, between and after the operands" 0 "Value:   3 han 20 fu" "" -- \
	"$JANSOU" calc 12399m456p23789s --riichi 4s --tsumo
check "analyze: an option after the hand" 0 "Waits:   5 tiles: 1s(2) 4s(3)" "" -- \
	"$JANSOU" analyze 123m456p789s11z23s --visible 1s1s4s
if run 0 "$JANSOU" replay "$log" --quiet "$log" && [ "$(wc -l <"$tmp/out")" -eq 1 ] &&
	has out "files: 2, hands checked: 6, differences: 0"; then
	ok "replay: --quiet between and after the files"
else
	not_ok "replay: --quiet between and after the files"
fi
"$JANSOU" review --report --seat 0 --json "$log" >"$tmp/want" 2>&1
same "review: --report FILE --seat 0 --json is --report --seat 0 --json FILE" -- \
	"$JANSOU" review --report "$log" --seat 0 --json
check "review: options after the file give the JSON report" 0 '"seat":0,"ai":"balanced"' "" -- \
	"$JANSOU" review --report "$log" --seat 0 --json
same "review: POSIXLY_CORRECT does not stop the options at the file" -- \
	env POSIXLY_CORRECT=1 "$JANSOU" review --report "$log" --seat 0 --json
check "replay: POSIXLY_CORRECT does not stop the options at the file" 0 \
	"files: 1, hands checked: 3" "" -- env POSIXLY_CORRECT=1 "$JANSOU" replay "$log" -q
check "--lang after a command's operands" 0 "1300" "" -- \
	"$JANSOU" calc 12399m456p23789s 4s --lang ja --riichi --tsumo

# ---- "--" ends the options -------------------------------------------------------------

mkdir "$tmp/dir"
cp "$log" "$tmp/dir/--quiet"
cp "$log" "$tmp/dir/-q"
cp "$log" "$tmp/dir/--json"
if (cd "$tmp/dir" && run 0 "$JANSOU" replay -- --quiet -q) &&
	has out "files: 2, hands checked: 6, differences: 0, unreadable: 0"; then
	ok "replay: files named --quiet and -q after --"
else
	not_ok "replay: files named --quiet and -q after --"
fi
check "review: a file named --json after --" 0 '{"file":"--json","seat":1' "" -- \
	sh -c 'cd "$1" && "$2" review --report --seat 1 --json -- --json' sh "$tmp/dir" "$JANSOU"
check "calc: an option after -- is an operand" 2 "" "unexpected argument '--tsumo'" -- \
	"$JANSOU" calc --riichi -- 12399m456p23789s 4s --tsumo
check "analyze: options before -- still count" 0 "Waits:   5 tiles: 1s(2) 4s(3)" "" -- \
	"$JANSOU" analyze --visible 1s1s4s -- 123m456p789s11z23s

# ---- usage errors ----------------------------------------------------------------------

for cmd in $commands; do
	check "$cmd: an unknown option is a usage error naming it" 2 "" \
		"jansou $cmd: unknown option '--frobnicate'" -- "$JANSOU" "$cmd" --frobnicate
	if has err "Try 'jansou $cmd --help' for more information."; then
		ok "$cmd: ... with the hint to try --help"
	else
		not_ok "$cmd: ... with the hint to try --help"
	fi
	check "$cmd: an unknown short option is a usage error" 2 "" \
		"jansou $cmd: unknown option '-Z'" -- "$JANSOU" "$cmd" -Z
done
check "selfplay: an unknown letter among others, after a long option" 2 "" \
	"jansou selfplay: unknown option '-Z'" -- "$JANSOU" selfplay --force -Zn 3
check "jansou: an unknown option exits with 1, naming it" 1 "" \
	"jansou: unknown option '--frobnicate'" -- "$JANSOU" --frobnicate
check "selfplay: --games without its value" 2 "" "jansou selfplay: option '--games' needs a value" \
	-- "$JANSOU" selfplay --games
check "selfplay: -n without its value" 2 "" "jansou selfplay: option '-n' needs a value" -- \
	"$JANSOU" selfplay -n
check "review: --seat without its value, after the file" 2 "" "option '--seat' needs a value" -- \
	"$JANSOU" review --report "$log" --seat
check "replay: a value given to --quiet" 2 "" "jansou replay: option '--quiet' takes no value" -- \
	"$JANSOU" replay --quiet=yes "$log"
check "selfplay: --log could be --logs or --log-format" 2 "" "option '--log' is ambiguous" -- \
	"$JANSOU" selfplay --log x
check "stats: a unique abbreviation is the option" 0 "No finished games yet." "" -- \
	"$JANSOU" stats --rec 3
for cmd in selfplay stats mjai; do
	check "$cmd takes no operand" 2 "" "jansou $cmd: unexpected argument 'extra'" -- \
		"$JANSOU" "$cmd" extra </dev/null
done

# ---- --help ----------------------------------------------------------------------------

# the option lines: from the first line naming an option to the next blank line
options_block() {
	sed -n '/^  -[A-Za-z], --\|^      --/,/^$/p' "$tmp/out"
}
# wc -L counts display columns in a UTF-8 locale: CJK characters take two
if [ "$(printf '\344\272\224' | LC_ALL=C.UTF-8 wc -L 2>/dev/null)" = 2 ]; then
	wide=yes
else
	wide=no
fi
for lang in en ja zh; do
	for cmd in "" $commands; do
		name="jansou${cmd:+ $cmd} --help ($lang)"
		# shellcheck disable=SC2086
		if ! run 0 "$JANSOU" --lang "$lang" $cmd --help; then
			not_ok "$name"
			continue
		fi
		options_block >"$tmp/block"
		# every option line's help starts in one column: two spaces after the widest
		# option (or on the next line); checked in English, where a column is a byte
		columns=$(sed -n 's/^\(  -[A-Za-z], \|      \)\(--[^ ]*  *\)[^ ].*/\1\2/p' "$tmp/block" |
			awk '{ print length($0) }' | sort -u | wc -l)
		if [ "$lang" = en ] && [ "$columns" -ne 1 ]; then
			cat "$tmp/block" >"$tmp/out"
			not_ok "$name: the help of the options starts in one column"
		fi
		if [ "$wide" = yes ]; then
			width=$(LC_ALL=C.UTF-8 wc -L <"$tmp/block")
			if [ -s "$tmp/block" ] && [ "$width" -le 79 ]; then
				ok "$name: the option lines fit 80 columns"
			else
				echo "widest line: $width columns" >"$tmp/err"
				not_ok "$name: the option lines fit 80 columns"
			fi
		elif [ -s "$tmp/block" ]; then
			ok "$name: has option lines # SKIP no UTF-8 locale to count columns"
		else
			not_ok "$name: has option lines"
		fi
	done
done

echo "1..$n"
[ "$failed" -eq 0 ]
