#!/bin/sh
# splice.sh NAME PAGE: prints PAGE with the lines between
#   .\" BEGIN NAME ...   and   .\" END NAME
# replaced by the standard input. Used by "make update-man" to put the
# generated tables into man/jansou.6, and by tests/man.sh to check them.
set -eu
name=$1 page=$2
tmp=${TMPDIR:-/tmp}/splice.$$
cat >"$tmp"
trap 'rm -f "$tmp"' EXIT
grep -q "^\.\\\\\" BEGIN $name\\b" "$page" || { echo "splice.sh: no BEGIN $name in $page" >&2; exit 1; }
awk -v name="$name" -v frag="$tmp" '
	$0 ~ "^\\.\\\\\" BEGIN " name "( |$)" { print; while ((getline line < frag) > 0) print line; skip = 1; next }
	$0 ~ "^\\.\\\\\" END " name "( |$)" { skip = 0 }
	!skip { print }
' "$page"
