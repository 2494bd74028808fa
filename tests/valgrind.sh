#!/bin/sh
# valgrind over a short game: self-play writing its log, the replay of
# that log, and calc and analyze on JSON lines, each clean: no invalid access,
# no use of an uninitialised value, no leak. Skipped when valgrind is missing
# or the program is built with AddressSanitizer (the two do not mix).
# Prints TAP. $JANSOU is the program under test (set by make check).
set -u
: "${JANSOU:?run this test through make check}"
: "${srcdir:?run this test through make check}"
if ! command -v valgrind >/dev/null 2>&1; then
	echo "1..0 # SKIP valgrind is not installed (Debian package valgrind)"
	exit 0
fi
if nm -a "$JANSOU" 2>/dev/null | grep -q __asan_init ||
	ldd "$JANSOU" 2>/dev/null | grep -q libasan; then
	echo "1..0 # SKIP built with AddressSanitizer"
	exit 0
fi
tmp=${TMPDIR:-/tmp}/valgrind-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0
# vg NAME STDIN CMD...: CMD under memcheck; errors make it exit 99.
vg() {
	name=$1 input=$2
	shift 2
	n=$((n + 1))
	if valgrind -q --error-exitcode=99 --leak-check=full \
		--errors-for-leak-kinds=definite,indirect --show-leak-kinds=definite,indirect \
		"$@" <"$input" >"$tmp/out" 2>"$tmp/err"; [ $? -ne 99 ] && [ ! -s "$tmp/err" ]; then
		echo "ok $n - valgrind: $name"
	else
		failed=$((failed + 1))
		echo "not ok $n - valgrind: $name"
		sed 's/^/#   /' "$tmp/err" | head -60
	fi
}

vg "a game of self-play with its log" /dev/null \
	"$JANSOU" selfplay --games 1 --seed 5 --ai efficiency,defensive,random,random --logs "$tmp"
vg "the replay of that log" /dev/null "$JANSOU" replay "$tmp"/*.json
vg "calc --json" "$srcdir/fuzz/corpus/calc/seed-03" "$JANSOU" calc --json
vg "analyze --json" "$srcdir/fuzz/corpus/analyze/seed-02" "$JANSOU" analyze --json

echo "1..$n"
[ "$failed" -eq 0 ]
