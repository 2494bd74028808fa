#!/bin/sh
# The JSON tools as services, and nothing read cut short: calc --json and analyze --json
# answer every line once, whatever it holds (a line past the 1 MiB limit, NUL bytes, text
# after the object, invalid UTF-8 in any disguise, \u0000 in a string), without holding a
# long line in memory and with only valid UTF-8 in their answers; an over-long option value
# and a history line over 1 KiB are taken whole or refused whole. Prints TAP.
set -u
LC_ALL=C
export LC_ALL
. "${srcdir:-$(dirname "$0")}/tap.sh"
good='{"hand":"234m456p789s11z33z","win":"3z","riichi":true}'
# answers LINE: the answer to line LINE of $tmp/out
answer() { sed -n "${1}p" "$tmp/out"; }

echo "1..20"

# a line of 3 MiB, then a good one: the first is refused and skipped, the second answered
awk 'BEGIN { s = "1234567890123456"; while (length(s) < 3145728) s = s s; printf "{\"hand\":\"%s\"}\n", s }' >"$tmp/in"
echo "$good" >>"$tmp/in"
"$JANSOU" calc --json <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
status=$?
[ $status -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 2 ] &&
	answer 1 | grep -q '"code":"bad_input","error":"the line is longer than 1048576 bytes' &&
	answer 2 | grep -q '"ok":true'
ok $? "a line over 1 MiB gets one error answer and the next line is answered (exit $status)"

# the same under a memory limit far below what holding the line would take; a sanitizer
# build reserves too much address space for a limit, so this runs where a limit is possible
awk 'BEGIN { s = "1234567890123456"; while (length(s) < 67108864) s = s s; printf "{\"hand\":\"%s\"}\n", s }' >"$tmp/big"
echo "$good" >>"$tmp/big"
if (ulimit -v 200000 && "$JANSOU" --version) >/dev/null 2>&1; then
	(ulimit -v 200000 && exec "$JANSOU" calc --json) <"$tmp/big" >"$tmp/out" 2>"$tmp/err"
	status=$?
	[ $status -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 2 ] && answer 2 | grep -q '"ok":true'
	ok $? "a 64 MiB line under a 200 MB memory limit: an error answer, then the next (exit $status)"
else
	n=$((n + 1))
	echo "ok $n - # SKIP no memory limit can be set for this build"
fi

# one answer per line whatever the line holds
check_line() { # DESCRIPTION ERROR-TEXT printf-FORMAT
	printf "$3" >"$tmp/in"
	echo "$good" >>"$tmp/in"
	"$JANSOU" calc --json <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
	status=$?
	[ $status -eq 0 ] && [ "$(wc -l <"$tmp/out")" -eq 2 ] &&
		answer 1 | grep -qF "\"code\":\"bad_input\",\"error\":\"$2" &&
		answer 2 | grep -q '"ok":true'
	ok $? "$1"
}
check_line "a line that starts with NUL gets one error answer" \
	'the line holds a NUL byte at character 1' '\000{"hand":"123m"}\n'
check_line "a NUL after the object gets one error answer" \
	'the line holds a NUL byte at character 29' '{"hand":"123m456p789s1122z"}\000{"x":1}\n'
check_line "text after the object gets one error answer" \
	'not valid JSON at character 30: unexpected character' '{"hand":"123m456p789s1122z"} 1\n'
# overlong "/" (C0 AF), overlong in three bytes (E0 80 AF), a surrogate (ED A0 80),
# past U+10FFFF (F4 90 80 80), a stray continuation byte (80), a cut sequence (E3 81)
check_line "an overlong form is not valid UTF-8" 'not valid UTF-8 at byte 10' '{"hand":"\300\257"}\n'
check_line "an overlong three-byte form is not valid UTF-8" 'not valid UTF-8 at byte 10' '{"hand":"\340\200\257"}\n'
check_line "an encoded surrogate is not valid UTF-8" 'not valid UTF-8 at byte 10' '{"hand":"\355\240\200"}\n'
check_line "a code point past U+10FFFF is not valid UTF-8" 'not valid UTF-8 at byte 10' '{"hand":"\364\220\200\200"}\n'
check_line "a stray continuation byte is not valid UTF-8" 'not valid UTF-8 at byte 2' '{\200"hand":"1m"}\n'
check_line "a sequence cut short is not valid UTF-8" 'not valid UTF-8 at byte 10' '{"hand":"\343\201"}\n'
check_line "an escaped NUL in a string is refused, not cut" \
	'a string of the request holds \\u0000' '{"hand":"123m456p789s11z33z\\u0000garbage","win":"3z"}\n'

# every answer is valid UTF-8, even to a lone surrogate written as an escape
printf '%s\n' '{"hand":"\ud800\udfff\ud800x"}' '{"hand":"\udc00"}' "$good" >"$tmp/in"
"$JANSOU" calc --json <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
[ "$(wc -l <"$tmp/out")" -eq 3 ] && iconv -f UTF-8 -t UTF-8 <"$tmp/out" >/dev/null 2>&1
ok $? "answers to escaped lone surrogates are valid UTF-8"

# analyze --json reads its lines the same way
printf '\000\n{"hand":"\300\257"}\n{"hand":"123m456p789s1122z"}\n' >"$tmp/in"
"$JANSOU" analyze --json <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
[ "$(wc -l <"$tmp/out")" -eq 3 ] && answer 1 | grep -q 'NUL byte' &&
	answer 2 | grep -q 'not valid UTF-8' && answer 3 | grep -q '"ok":true'
ok $? "analyze --json answers the same lines the same way"

# a request sent on a pipe that is held open is answered before the next one is sent (the
# answers are written whenever no whole line is waiting), by both tools
# (the output file is there, empty, before the tool starts: the tool's shell opens it only after
# the FIFO, which waits for the writer, and a poll of a file not yet there ends the wait)
for tool in calc analyze; do
	rm -f "$tmp/fifo" "$tmp/out"
	mkfifo "$tmp/fifo"
	: >"$tmp/out"
	"$JANSOU" "$tool" --json <"$tmp/fifo" >"$tmp/out" 2>"$tmp/err" &
	pid=$!
	exec 9>"$tmp/fifo"
	echo "$good" >&9
	i=0
	while [ $i -lt 600 ] && [ "$(wc -l <"$tmp/out")" -lt 1 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	[ "$(wc -l <"$tmp/out")" -eq 1 ]
	status=$?
	exec 9>&-
	wait $pid
	ok $status "$tool --json answers a request on a pipe held open at once"
done

# a rule option's value longer than any option takes is refused whole, not read cut short:
# "true" followed by 200 spaces would read as "true" if cut at the first 4 characters... or
# as garbage cut anywhere; it is refused as too long
pad=$(awk 'BEGIN { while (length(s) < 200) s = s "0"; print s }')
echo "{\"hand\":\"234m456p789s11z33z\",\"win\":\"3z\",\"riichi\":true,\"options\":{\"max_ron\":\"${pad}1\"}}" >"$tmp/in"
"$JANSOU" calc --json <"$tmp/in" >"$tmp/out" 2>"$tmp/err"
answer 1 | grep -q '"error":"options: max_ron: the value is too long"'
ok $? "an option value longer than any option takes is refused as too long"

# a history line over 1 KiB is one record, read whole (a long field it does not know)
export XDG_DATA_HOME="$tmp/data"
mkdir -p "$XDG_DATA_HOME/jansou"
note=$(awk 'BEGIN { while (length(s) < 1500) s = s "x"; print s }')
{
	echo '{"time":1,"seed":1,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":8,"wins":2,"deal_ins":1}'
	echo "{\"time\":2,\"seed\":2,\"rules\":\"standard\",\"note\":\"$note\",\"placement\":3,\"points\":20000,\"score\":-15.0,\"hands\":10,\"wins\":1,\"deal_ins\":2}"
} >"$XDG_DATA_HOME/jansou/history.jsonl"
"$JANSOU" stats --json >"$tmp/out" 2>"$tmp/err"
[ ! -s "$tmp/err" ] && grep -q '"games":2,"hands":18,' "$tmp/out"
ok $? "a history line of 1.6 KiB is one game, read whole (2 games, 18 hands)"
# a rules name longer than any preset's is not a record of ours: skipped, not cut
echo "{\"time\":3,\"seed\":3,\"rules\":\"$note\",\"placement\":2,\"points\":30000,\"score\":5.0,\"hands\":12,\"wins\":3,\"deal_ins\":0}" \
	>>"$XDG_DATA_HOME/jansou/history.jsonl"
"$JANSOU" stats --json >"$tmp/out" 2>"$tmp/err"
grep -q 'history.jsonl:3: not a game record, skipped' "$tmp/err" && grep -q '"games":2,"hands":18,' "$tmp/out"
ok $? "a record whose rules name is too long is skipped with a message, not cut"

# numbers past what a game can hold are refused where they are read: a history record's
# count (summed over games it would overflow) skips the record; a tenhou log's honba or
# sticks past a thousand make the hand unreadable (the scorer would overflow)
echo '{"time":4,"seed":4,"rules":"standard","placement":1,"points":40000,"score":45.0,"hands":2147483647,"wins":2,"deal_ins":1}' \
	>>"$XDG_DATA_HOME/jansou/history.jsonl"
"$JANSOU" stats --json >"$tmp/out" 2>"$tmp/err"
grep -q 'history.jsonl:4: not a game record, skipped' "$tmp/err" && grep -q '"games":2,"hands":18,' "$tmp/out"
ok $? "a history record with a count past any game is skipped with a message"

tap_end
