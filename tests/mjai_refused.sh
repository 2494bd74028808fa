#!/bin/sh
# jansou mjai and the events that cannot have happened: each is refused with a clear line on
# standard error naming it, the bot answers {"type":"none"} and its table stays as it was, so
# the event after it is answered as if the refused one had never come (our own draw of E
# gives a discard). A number out of its range is never taken in. Exit 1 when a line was
# refused. Prints TAP.
set -u
LC_ALL=C
export LC_ALL
. "${srcdir:-$(dirname "$0")}/tap.sh"
echo "1..17"

start='{"type":"start_game","id":0}'
# our 13 tiles: 123456789m 123p and a Red Dragon (C)
kyoku='{"type":"start_kyoku","bakaze":"E","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"dora_marker":"1s","scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4m","5m","6m","7m","8m","9m","1p","2p","3p","C"],["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?","?","?","?","?","?","?","?","?","?","?","?","?"]]}'
ours='{"type":"tsumo","actor":0,"pai":"E"}'
round1='{"type":"dahai","actor":0,"pai":"E","tsumogiri":true}
{"type":"tsumo","actor":1,"pai":"?"}
{"type":"dahai","actor":1,"pai":"C","tsumogiri":true}'

# feed LINES WHY: the refused line is the last of LINES; the answer to it is none, and the
# draw after it (after the others' turns of round1 when the table is in a hand) is answered.
refused() {
	lines=$1
	why=$2
	printf '%s\n' "$lines" >"$tmp/in"
	last=$(wc -l <"$tmp/in")
	"$JANSOU" mjai --ai efficiency <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
	status=$?
	[ $status -eq 1 ] && grep -q "line $last: $why" "$tmp/err" &&
		[ "$(sed -n "${last}p" "$tmp/out")" = '{"type":"none"}' ] &&
		[ "$(wc -l <"$tmp/out")" -eq "$last" ]
}

refused "$start
$kyoku
$round1
"'{"type":"pon","actor":2,"target":1,"pai":"C","consumed":["1m","2p"]}' \
	'a call whose tiles make no meld'
ok $? "a pon of C made of 1m and 2p is refused"
refused "$start
$kyoku
$round1
"'{"type":"chi","actor":3,"target":1,"pai":"C","consumed":["1m","2m"]}' \
	'a call whose tiles make no meld (or a chi not from the left)'
ok $? "a chi from across is refused"
refused "$start
$kyoku
$round1
"'{"type":"pon","actor":2,"target":3,"pai":"N","consumed":["N","N"]}' \
	'a call of a tile that was not just discarded'
ok $? "a pon of a tile never discarded is refused"
refused "$start
$kyoku
$ours
"'{"type":"pon","actor":0,"target":3,"pai":"C","consumed":["C","C"]}' \
	'a call for seat 0, who cannot call'
ok $? "a call for the bot on its own turn (15 tiles) is refused"
refused "$start
$kyoku
"'{"type":"tsumo","actor":0,"pai":"E"}
{"type":"dahai","actor":0,"pai":"E","tsumogiri":true}
{"type":"tsumo","actor":1,"pai":"?"}
{"type":"dahai","actor":1,"pai":"1m","tsumogiri":true}
{"type":"tsumo","actor":2,"pai":"?"}
{"type":"dahai","actor":2,"pai":"1m","tsumogiri":true}
{"type":"tsumo","actor":3,"pai":"?"}
{"type":"dahai","actor":3,"pai":"1m","tsumogiri":true}
{"type":"tsumo","actor":0,"pai":"1m"}' 'a fifth 1m in sight'
ok $? "a draw of a fifth visible 1m is refused"

# the table kept: after the refused pon, our draw is answered with a discard of ours
printf '%s\n' "$start" "$kyoku" "$round1" \
	'{"type":"pon","actor":2,"target":1,"pai":"C","consumed":["1m","2p"]}' \
	'{"type":"tsumo","actor":2,"pai":"?"}' '{"type":"dahai","actor":2,"pai":"S","tsumogiri":true}' \
	'{"type":"tsumo","actor":3,"pai":"?"}' '{"type":"dahai","actor":3,"pai":"S","tsumogiri":true}' \
	"$ours" >"$tmp/in"
"$JANSOU" mjai --ai efficiency <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
tail -n 1 "$tmp/out" | grep -q '"type":"\(dahai\|reach\|hora\)","actor":0'
ok $? "after a refused event the table is as it was: the next draw of ours is played"

for field in 'bakaze":"X"' 'kyoku":9' 'oya":7' 'honba":-3' 'kyotaku":"2"'; do
	key=${field%%\"*}
	bad=$(printf '%s' "$kyoku" | sed "s/\"$key\":[^,]*/\"$field/")
	refused "$start
$bad" "start_kyoku without its $key"
	ok $? "start_kyoku with a bad $key is refused, not read as a default"
done
for scores in '["x",25000,25000,25000]' '[-2147483648,25000,25000,25000]' '[1e300,25000,25000,25000]'; do
	bad=$(printf '%s' "$kyoku" | sed "s/\"scores\":\[[^]]*\]/\"scores\":$scores/")
	refused "$start
$bad" 'start_kyoku with a score that is not a whole number'
	ok $? "start_kyoku with scores $scores is refused"
done

refused "$start
$kyoku
$start" 'start_game during a hand'
ok $? "a second start_game during a hand is refused"
refused "$start"' {"type":"none"}' 'not a JSON object'
ok $? "text after the JSON object is refused"

# a 64 MiB line (no newline at all) is never held: under a memory limit far below it the bot
# refuses it and answers; a sanitizer build reserves too much address space for a limit
awk 'BEGIN { s = "1234567890123456"; while (length(s) < 67108864) s = s s; printf "{\"type\":\"%s", s }' >"$tmp/big"
if (ulimit -v 200000 && "$JANSOU" --version) >/dev/null 2>&1; then
	(ulimit -v 200000 && exec "$JANSOU" mjai) <"$tmp/big" >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 1 ] && grep -q 'line 1: not an mjai event (over 1 MiB' "$tmp/err" &&
		[ "$(cat "$tmp/out")" = '{"type":"none"}' ]
	ok $? "a 64 MiB line without an end under a 200 MB memory limit: refused, answered"
else
	n=$((n + 1))
	echo "ok $n - # SKIP no memory limit can be set for this build"
fi

tap_end
