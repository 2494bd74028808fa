#!/bin/sh
# Every catalogue in po/LINGUAS passes msgfmt --check with every message
# translated: nothing untranslated, nothing fuzzy; and po/POTFILES.in names every
# source file whose messages they translate. Prints TAP.
# After "make update-po" brings in new messages, translate them in po/*.po.
set -u
: "${srcdir:?run this test through make check}"
po=$srcdir/../po
msgfmt=${MSGFMT:-msgfmt}
langs=$(sed -e 's/#.*//' "$po/LINGUAS")
set -- $langs
echo "1..$(($# + 2))"
n=0
failed=0

# Every source file that marks a message for translation is in POTFILES.in: a file left out
# has its messages dropped from the catalogues by the next "make update-po".
n=$((n + 1))
missing=
for f in $(cd "$srcdir/.." && find rules ai src -name '*.[ch]' | sort); do
	grep -qE '(^|[^A-Za-z0-9_])(N_|_)\("|(n|p)gettext\("' "$srcdir/../$f" &&
		! grep -qx "$f" "$po/POTFILES.in" && missing="$missing $f"
done
if [ -z "$missing" ]; then
	echo "ok $n - po/POTFILES.in lists every file with messages to translate"
else
	failed=$((failed + 1))
	echo "not ok $n - po/POTFILES.in lists every file with messages to translate"
	echo "#   missing:$missing"
fi
for lang in $langs; do
	n=$((n + 1))
	stats=$(LC_ALL=C "$msgfmt" --check --statistics -o /dev/null "$po/$lang.po" 2>&1)
	status=$?
	case "$status:$stats" in
	0:*untranslated* | 0:*fuzzy*) ok=no ;;
	0:*) ok=yes ;;
	*) ok=no ;;
	esac
	if [ "$ok" = yes ]; then
		echo "ok $n - po/$lang.po: $stats"
	else
		failed=$((failed + 1))
		echo "not ok $n - po/$lang.po is not complete and clean"
		echo "$stats" | sed 's/^/#   /'
	fi
done

# The Chinese names the suit of bamboo 索子 everywhere, as the glossary at the top says; a
# player reading 条子 in one place and 索子 in another wonders whether they differ.
n=$((n + 1))
if grep -A3 '^msgstr' "$po/zh_CN.po" | grep -v '^#' | grep -qE '条子|[万筒]、条'; then
	failed=$((failed + 1))
	echo "not ok $n - po/zh_CN.po names the bamboo suit 索子, never 条子"
	grep -nE '条子|[万筒]、条' "$po/zh_CN.po" | grep -v '^[0-9]*:#' | sed 's/^/#   /'
else
	echo "ok $n - po/zh_CN.po names the bamboo suit 索子, never 条子"
fi
[ "$failed" -eq 0 ]
