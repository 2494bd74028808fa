#!/bin/sh
# controls_table.sh SRCDIR: prints the manual's CONTROLS list as roff, made
# from the front end's key table (const struct ui_key ui_keys[] in src/ui/ui_*.c):
# each row's key names and help, the two N_() strings that open it, as the
# help screen shows them. Exits 77 when no key table is there yet.
set -eu
srcdir=$1
file=$(grep -l 'const struct ui_key ui_keys\[\] *=' "$srcdir"/src/ui/ui_*.c 2>/dev/null | head -n 1) || true
[ -n "$file" ] || exit 77
# one line, with string literals split over lines joined again ("a " "b" is "a b")
sed -n '/const struct ui_key ui_keys\[\] *=/,/^};/p' "$file" | tr '\n' ' ' |
	sed 's/"[[:space:]]*"//g' |
	grep -o 'N_("[^"]*")' |
	sed -e 's/^N_("//' -e 's/")$//' -e 's/\\/\\e/g' |
	awk 'NR % 2 == 1 { printf ".TP\n.B %s\n", $0; next } { print }
		END { if (NR % 2) { print "controls_table.sh: a key without its help" > "/dev/stderr"; exit 1 } }'
