#!/bin/sh
# Each riichi AI seated through `jansou mjai` plays the very games it plays seated directly:
# efficiency, defensive and balanced, each in a seat of its own among the other two, over
# GAMES games each (default 70, argument 1 or MJAI_SAME_GAMES; tests/soak runs 400), under
# rules the bot is told only through start_game's "rule" (its own default is tenhou). The
# mjai records of the two must be the same event for event, names aside, and no bot fault is
# allowed. Prints TAP, one test per AI.
set -u
LC_ALL=C
export LC_ALL
: "${JANSOU:?JANSOU must name the jansou program}"
games=${1:-${MJAI_SAME_GAMES:-70}}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/jansou-mjai-same-XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0
n=0
echo "1..3"

# AI;its seat;the other seats in turn;rules
plan='efficiency;1;defensive,balanced,defensive;standard
defensive;2;balanced,efficiency,efficiency;league
balanced;0;efficiency,defensive,efficiency;tenhou'

seats() { # ai, seat, others, player in the ai's seat: the --ai list
	i=0 list=
	for other in $(echo "$3" | tr , ' '); do
		[ $i -eq "$2" ] && list="$list,$4" && i=$((i + 1))
		list="$list,$other"
		i=$((i + 1))
	done
	[ $i -eq "$2" ] && list="$list,$4"
	echo "${list#,}"
}

while IFS=';' read -r ai seat others rules; do
	n=$((n + 1))
	dir=$tmp/$ai
	mkdir -p "$dir"
	direct=$(seats "$ai" "$seat" "$others" "$ai")
	viabot=$(seats "$ai" "$seat" "$others" "mjai:$JANSOU mjai --ai $ai")
	"$JANSOU" selfplay --games "$games" --seed 31 --rules "$rules" --ai "$direct" \
		--log-format mjai --logs "$dir/direct" --json >"$dir.direct" 2>&1
	"$JANSOU" selfplay --games "$games" --seed 31 --rules "$rules" --ai "$viabot" \
		--log-format mjai --logs "$dir/bot" --json >"$dir.bot" 2>&1
	differ=0 logs=0 first=
	for f in "$dir"/direct/*.jsonl; do
		[ -e "$f" ] || continue
		logs=$((logs + 1))
		# the first line is start_game, with the players' names
		tail -n +2 "$f" >"$tmp/a"
		tail -n +2 "$dir/bot/$(basename "$f")" >"$tmp/b" 2>/dev/null
		cmp -s "$tmp/a" "$tmp/b" && continue
		differ=$((differ + 1))
		if [ -z "$first" ]; then
			line=$(cmp "$tmp/a" "$tmp/b" 2>&1 | sed -n 's/.* line \([0-9]*\).*/\1/p')
			first="$(basename "$f") line $((${line:-0} + 1))"
		fi
	done
	faults=$(sed -n 's/.*"bot_faults":\([0-9]*\).*/\1/p' "$dir.bot" | tail -n 1)
	desc="$ai in seat $seat through jansou mjai, $rules rules: $logs games as seated directly"
	if [ "$logs" -eq "$games" ] && [ "$differ" -eq 0 ] && [ "${faults:-x}" = 0 ]; then
		echo "ok $n - $desc"
	else
		failed=1
		echo "not ok $n - $desc"
		echo "#   $differ of $logs games differ (first: ${first:-none}); bot faults: ${faults:-?}"
		grep -v '^{' "$dir.bot" | head -5 | sed 's/^/#   /'
	fi
done <<EOF
$plan
EOF
exit $failed
