#!/bin/sh
# The golden games: one whole self-play game per rule family, played again from its seed
# and compared event by event with the record in tests/golden/ (see tests/golden_game.c). A
# difference names the first event that differs and the hand it is in. After an intended
# change of behaviour, `make update-golden` writes the records again.
set -u
: "${srcdir:=$(dirname "$0")}"
golden=${GOLDEN:-$(dirname "$JANSOU")/../tests/golden_game}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
n=0
echo "1..3"
for family in riichi mcr sanma; do
	n=$((n + 1))
	want="$srcdir/golden/$family.events"
	if ! "$golden" "$family" >"$tmp/got" 2>"$tmp/err"; then
		echo "not ok $n - the $family golden game plays"
		sed 's/^/# /' "$tmp/err"
		continue
	fi
	if cmp -s "$want" "$tmp/got"; then
		echo "ok $n - the $family golden game plays as recorded ($(grep -vc "^#" "$want") events)"
		continue
	fi
	echo "not ok $n - the $family golden game plays as recorded"
	# the first line that differs, with the hand it belongs to
	line=$(cmp "$want" "$tmp/got" 2>/dev/null | sed -n 's/.* line \([0-9]*\).*/\1/p')
	[ -n "$line" ] || line=$(($(wc -l <"$want") + 1))
	hands=$(head -n "$line" "$want" | grep -c '^hand-start')
	echo "# first difference at event line $line, in hand $hands of the game:"
	echo "#   recorded: $(sed -n "${line}p" "$want")"
	echo "#   played:   $(sed -n "${line}p" "$tmp/got")"
	echo "# (an intended change: make update-golden, and commit tests/golden/)"
done
