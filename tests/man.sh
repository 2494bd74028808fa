#!/bin/sh
# The manual page: it formats without a warning, has every section, its
# generated parts match the tables the game uses (run "make update-man" after
# changing them), and it documents every option the program's --help lists, each
# one in the part of the page on its command.
# Prints TAP. $JANSOU is the program, $RULES_TABLE the table generator.
set -u
: "${JANSOU:?run this test through make check}"
: "${srcdir:?run this test through make check}"
page=$srcdir/../man/jansou.6
splice=$srcdir/../man/splice.sh
tmp=${TMPDIR:-/tmp}/man-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT
LC_ALL=C
export LC_ALL

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() {
	n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"
	sed 's/^/#   /' "$tmp/out"
}

if command -v groff >/dev/null 2>&1; then
	groff -ww -man -z -Tutf8 "$page" >"$tmp/out" 2>&1
	if [ $? -eq 0 ] && [ ! -s "$tmp/out" ]; then ok "groff -ww formats the page without a warning"
	else not_ok "groff -ww formats the page without a warning"; fi
else
	n=$((n + 1)); echo "ok $n # SKIP groff is not installed"
fi
if command -v mandoc >/dev/null 2>&1; then
	mandoc -T lint -W warning "$page" >"$tmp/out" 2>&1
	if [ -s "$tmp/out" ]; then not_ok "mandoc -T lint finds nothing"; else ok "mandoc -T lint finds nothing"; fi
fi
if command -v man >/dev/null 2>&1; then
	LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$page" >"$tmp/page" 2>"$tmp/out"
	if [ $? -eq 0 ] && [ ! -s "$tmp/out" ] && grep -q '^CONTROLS' "$tmp/page"; then
		ok "man -l renders the page cleanly"
	else not_ok "man -l renders the page cleanly"; fi
fi

for section in NAME SYNOPSIS DESCRIPTION OPTIONS COMMANDS CONTROLS RULES FILES ENVIRONMENT \
	"EXIT STATUS" EXAMPLES "SEE ALSO"; do
	if grep -q "^\.SH \"*$section\"*\$" "$page"; then ok "section $section"
	else : >"$tmp/out"; not_ok "section $section"; fi
done

# The option list of RULES is the generator's output, byte for byte.
if "$RULES_TABLE" | sh "$splice" rules "$page" >"$tmp/new" 2>"$tmp/out" &&
	diff -u "$page" "$tmp/new" >"$tmp/out"; then
	ok "RULES lists every option with its default in each preset (make update-man)"
else
	not_ok "RULES lists every option with its default in each preset (make update-man)"
fi
# The fan of Chinese Official rules are mcr_fan_table, by points.
if "$RULES_TABLE" fan | sh "$splice" fan "$page" >"$tmp/new" 2>"$tmp/out" &&
	diff -u "$page" "$tmp/new" >"$tmp/out"; then
	ok "RULES lists the 81 fan of Chinese Official rules with their points (make update-man)"
else
	not_ok "RULES lists the 81 fan of Chinese Official rules with their points (make update-man)"
fi
# CONTROLS is the front end's key table, the one its help screen shows.
sh "$srcdir/../man/controls_table.sh" "$srcdir/.." >"$tmp/controls" 2>"$tmp/out"
status=$?
if [ "$status" -eq 77 ]; then
	n=$((n + 1)); echo "ok $n # SKIP no key table (src/ui/ui_*.c) yet"
elif [ "$status" -eq 0 ] && [ -s "$tmp/controls" ] &&
	sh "$splice" controls "$page" <"$tmp/controls" >"$tmp/new" 2>"$tmp/out" &&
	diff -u "$page" "$tmp/new" >"$tmp/out"; then
	ok "CONTROLS lists every key of the key table, as the help screen does (make update-man)"
else
	not_ok "CONTROLS lists every key of the key table, as the help screen does (make update-man)"
fi

for preset in standard tenhou league classic mcr; do
	if grep -q "^\.B $preset\$" "$page"; then ok "RULES describes the preset $preset"
	else : >"$tmp/out"; not_ok "RULES describes the preset $preset"; fi
done

# doc/rules.md says what every rule option does: the option's name is a cell of one of its tables
# (the options, or the local yaku).
missing=
for opt in $("$RULES_TABLE" | sed -n 's/^\.B \([a-z0-9_]*\)$/\1/p'); do
	grep -q "^|.*| $opt |\|^| $opt |" "$srcdir/../doc/rules.md" || missing="$missing $opt"
done
echo "not in doc/rules.md:$missing" >"$tmp/out"
if [ -z "$missing" ]; then ok "doc/rules.md describes every rule option"
else not_ok "doc/rules.md describes every rule option"; fi
# The commands, as jansou --help lists them; "" is jansou itself.
commands=$("$JANSOU" --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p')
# shellcheck disable=SC2086
if [ -n "$commands" ]; then ok "jansou --help lists the commands ($(echo $commands))"
else "$JANSOU" --help >"$tmp/out" 2>&1; not_ok "jansou --help lists the commands"; fi

# Every long option of every --help is in the page, as \-\-name.
for cmd in "" $commands; do
	# shellcheck disable=SC2086
	"$JANSOU" $cmd --help >"$tmp/help" 2>&1
	missing=
	for opt in $(grep -o -- '--[a-z][a-z-]*' "$tmp/help" | sort -u); do
		roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
		grep -q -- "$roff" "$page" || missing="$missing $opt"
	done
	echo "undocumented:$missing" >"$tmp/out"
	if [ -z "$missing" ]; then ok "the page documents the options of 'jansou ${cmd:+$cmd }--help'"
	else not_ok "the page documents the options of 'jansou ${cmd:+$cmd }--help'"; fi
done

# ... and each option a command's --help lists (its table of options), long and short, is
# in that command's own part of the page: OPTIONS for jansou itself, its section of
# COMMANDS for a command (or COMMANDS' opening, which every command shares: --help).
sed -n '/^\.SH COMMANDS/,/^\.SS/p' "$page" >"$tmp/shared"
for cmd in "" $commands; do
	if [ -z "$cmd" ]; then
		sed -n '/^\.SH OPTIONS/,/^\.SH/p' "$page" | sed '$d' >"$tmp/section"
	else
		sed -n "/^\\.SS \"jansou $cmd[ \"]/,/^\\.S[SH]/p" "$page" | sed '$d' >"$tmp/section"
	fi
	cat "$tmp/shared" >>"$tmp/section"
	# shellcheck disable=SC2086
	"$JANSOU" $cmd --help >"$tmp/help" 2>&1
	opts=$(sed -n 's/^  *\(-[A-Za-z]\), --\([a-z][a-z-]*\).*/\1 --\2/p
		s/^      --\([a-z][a-z-]*\).*/--\1/p' "$tmp/help")
	missing=
	for opt in $opts; do
		roff=$(printf '%s' "$opt" | sed 's/-/\\\\-/g')
		# not the start of a longer name: --log is not --log-format
		grep -q -- "$roff"'\($\|[^a-z\\]\|\\[^-]\)' "$tmp/section" || missing="$missing $opt"
	done
	# shellcheck disable=SC2086
	echo "not in the section of 'jansou $cmd':$missing (options: $(printf '%s ' $opts))" \
		>"$tmp/out"
	if [ -n "$opts" ] && [ -z "$missing" ]; then
		ok "the page's part on 'jansou${cmd:+ $cmd}' documents each of its options"
	else not_ok "the page's part on 'jansou${cmd:+ $cmd}' documents each of its options"; fi
done

echo "1..$n"
[ "$failed" -eq 0 ]
