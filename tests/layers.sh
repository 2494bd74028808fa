#!/bin/sh
# The include rules of the layers (HACKING.md): each folder may include only the layers
# below it. Prints TAP, one test per layer, and each broken rule as FILE:LINE: message.
set -u
top=$(cd "${srcdir:-$(dirname "$0")}/.." && pwd)
cd "$top" || exit 1

# layer;folder (with its subfolders);quoted includes allowed (extended regex);system headers
# refused (regex)
layers='rules;rules;^rules/;curses|json|libintl|unistr|uniwidth
engine;src/engine;^(rules|src/engine)/;curses|json|libintl
ai;ai;^(rules/|ai/|src/engine/game_types\.h$|src/engine/controller\.h$);curses|json|libintl
text;src/text;^(rules|src/engine|src/text)/;curses
record;src/record;^(rules|src/engine|ai|src/text|src/record)/;curses
net;src/net;^(rules|src/engine|ai|src/text|src/record|src/net)/;curses
ui;src/ui;^(rules|src/engine|ai|src/text|src/record|src/net|src/ui)/;
cli;src/cli;^(rules|src/engine|ai|src/text|src/record|src/net|src/ui|src/cli)/;'

n=0
count=$(printf '%s\n' "$layers" | grep -c .)
echo "1..$((count + 1))"
printf '%s\n' "$layers" | while IFS=';' read -r name dir allowed refused; do
	n=$((n + 1))
	bad=$(
		for f in $(find "$dir" -name '*.[ch]' | sort); do
			grep -n '^[[:space:]]*#[[:space:]]*include' "$f" | while IFS= read -r line; do
				num=${line%%:*}
				inc=$(printf '%s' "$line" | sed -n 's/.*include[[:space:]]*\([<"][^>"]*[>"]\).*/\1/p')
				case $inc in
				\"*)
					path=${inc#\"}
					path=${path%\"}
					if ! printf '%s\n' "$path" | grep -Eq "$allowed"; then
						echo "$f:$num: $name may not include \"$path\""
					fi
					;;
				\<*)
					path=${inc#<}
					path=${path%>}
					if [ -n "$refused" ] && printf '%s\n' "$path" | grep -Eq "$refused"; then
						echo "$f:$num: $name may not include <$path>"
					fi
					;;
				esac
			done
		done
	)
	if [ -z "$bad" ]; then
		echo "ok $n - $dir/ includes only what its layer may"
	else
		echo "not ok $n - $dir/ includes only what its layer may"
		printf '%s\n' "$bad" | sed 's/^/# /'
	fi
done

# A game's state is the engine's own: struct game is complete only in src/engine/game_state.h
# (and engine_internal.h), so outside the engine no field can be read or written; the
# white-box tests and benchmarks may.
bad=$(find ai src/text src/record src/ui src/cli -name '*.[ch]' | sort |
	xargs grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"src/engine/\(engine_internal\|game_state\)\.h"' \
		/dev/null)
if [ -z "$bad" ]; then
	echo "ok $((count + 1)) - only src/engine/ (and tests, benchmarks) sees a game's fields"
else
	echo "not ok $((count + 1)) - only src/engine/ (and tests, benchmarks) sees a game's fields"
	printf '%s\n' "$bad" | sed 's/^/# /'
fi
