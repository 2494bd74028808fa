#!/bin/sh
# The program in each language, run from the build tree as the quick start
# does: the language follows LANGUAGE / LC_ALL / LANG (even for a locale that
# is not installed) and --lang overrides it; calc names the yaku and the limit
# in Japanese and Chinese with the columns aligned by display width; the JSON
# keeps its English ids. Prints TAP. $JANSOU is the program under test.
set -u
: "${JANSOU:?run this test through make check}"
unset LC_ALL LC_MESSAGES LC_CTYPE LANG LANGUAGE
tmp=${TMPDIR:-/tmp}/i18n-test.$$
mkdir "$tmp" || exit 99
trap 'rm -rf "$tmp"' EXIT

if [ "${USE_NLS:-yes}" != yes ]; then
	echo "1..0 # SKIP built with --disable-nls"
	exit 0
fi

n=0
failed=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() {
	n=$((n + 1)); failed=$((failed + 1)); echo "not ok $n - $1"
	sed 's/^/#   /' "$tmp/out"
}

# expect DESCRIPTION TEXT... -- ENV-AND-COMMAND...: the output (stdout and stderr) holds every TEXT.
expect() {
	desc=$1; shift
	wanted=
	while [ "$1" != -- ]; do wanted="$wanted
$1"; shift; done
	shift
	env "$@" >"$tmp/out" 2>&1
	missing=
	echo "$wanted" | while IFS= read -r w; do
		[ -z "$w" ] && continue
		grep -qF -- "$w" "$tmp/out" || { echo "# missing: $w"; exit 1; }
	done >"$tmp/missing"
	if [ -s "$tmp/missing" ]; then cat "$tmp/missing"; not_ok "$desc"; else ok "$desc"; fi
}

# refuse DESCRIPTION TEXT -- ENV-AND-COMMAND...: the output does not hold TEXT.
refuse() {
	desc=$1 text=$2; shift 3
	env "$@" >"$tmp/out" 2>&1
	if grep -qF -- "$text" "$tmp/out"; then not_ok "$desc"; else ok "$desc"; fi
}

hand="12399m456p23789s 4s --riichi --tsumo --dora 8m"

# shellcheck disable=SC2086
expect "LANGUAGE=ja: calc names the yaku and the limit in Japanese" \
	"立直" "門前清自摸和" "平和" "ドラ" "満貫" "5翻20符" "各家から 4000" -- \
	LANGUAGE=ja "$JANSOU" calc $hand
# shellcheck disable=SC2086
expect "LANGUAGE=zh_CN: calc names the yaku and the limit in simplified Chinese" \
	"立直" "门前清自摸和" "平和" "宝牌" "满贯" "5番20符" -- \
	LANGUAGE=zh_CN "$JANSOU" calc $hand
expect "LANGUAGE=ja: calc names Tanyao, Ryanpeikou and the Baiman limit" \
	"断幺九" "二盃口" "倍満" "9翻20符" "各家から 8000" -- \
	LANGUAGE=ja "$JANSOU" calc 2233445m667788p 5m --riichi --tsumo --dora 1m
expect "LANGUAGE=zh_CN: calc names Tanyao, Ryanpeikou and the Baiman limit" \
	"断幺九" "二杯口" "倍满" "9番20符" -- \
	LANGUAGE=zh_CN "$JANSOU" calc 2233445m667788p 5m --riichi --tsumo --dora 1m
# shellcheck disable=SC2086
expect "LANGUAGE=zh means the simplified Chinese catalogue" "门前清自摸和" -- \
	LANGUAGE=zh "$JANSOU" calc $hand
# shellcheck disable=SC2086
expect "LANG of a locale that is not installed still picks the language" "門前清自摸和" -- \
	LANG=ja_JP.UTF-8 "$JANSOU" calc $hand
# shellcheck disable=SC2086
expect "LC_ALL wins over LANG" "门前清自摸和" -- \
	LANG=ja_JP.UTF-8 LC_ALL=zh_CN.UTF-8 "$JANSOU" calc $hand
# shellcheck disable=SC2086
expect "--lang ja overrides the environment" "門前清自摸和" "満貫" -- \
	LANGUAGE=zh_CN "$JANSOU" --lang ja calc $hand
# shellcheck disable=SC2086
expect "--lang=zh overrides the environment" "门前清自摸和" -- \
	LANG=ja_JP.UTF-8 "$JANSOU" --lang=zh calc $hand
# shellcheck disable=SC2086
expect "--lang en gives English" "Fully Concealed Hand (Menzen Tsumo)" "(Mangan)" -- \
	LANGUAGE=ja "$JANSOU" --lang en calc $hand
# shellcheck disable=SC2086
expect "LC_ALL=C keeps the untranslated program" "Pure Double Sequence (Iipeikou)" -- \
	LC_ALL=C LANGUAGE=ja "$JANSOU" calc 2233445m678p789s 5m --riichi
expect "the rules core's messages in Japanese: a bad tile, a bad meld" \
	"3 文字目: 予期しない 'x'" "chi には同じ種類の連続した 3 枚が必要です" -- \
	LANGUAGE=ja sh -c '"$0" calc 12x 1m; "$0" calc 1111m 1m chi:124s' "$JANSOU"
expect "the rules core's messages in Chinese" "第 3 个字符: 意外的 'x'" "手牌无役" -- \
	LANGUAGE=zh_CN sh -c '"$0" calc 12x 1m; "$0" calc 123m456p789s11z99p 9p' "$JANSOU"
expect "the rules core's messages stay English without a language" "position 3: unexpected 'x'" -- \
	"$JANSOU" calc 12x 1m
# shellcheck disable=SC2086
expect "--lang after the command's arguments, as the command's own option" "門前清自摸和" "満貫" -- \
	LANGUAGE=zh_CN "$JANSOU" calc $hand --lang ja
# shellcheck disable=SC2086
expect "--lang=zh after the command" "门前清自摸和" -- "$JANSOU" calc $hand --lang=zh
expect "--lang after selfplay: its table in Chinese" "玩家" "名次" -- \
	"$JANSOU" selfplay --games 1 --ai tsumogiri --lang zh
expect "an unknown --lang after a command is refused" "unknown language 'xx'" -- \
	sh -c '"$0" calc 123m456p789s11z22z 2z --lang xx; echo "status $?"' "$JANSOU"
expect "... with status 1" "status 1" -- \
	sh -c '"$0" calc 123m456p789s11z22z 2z --lang xx; echo "status $?"' "$JANSOU"
expect "--list-ai lists every player kind the game and selfplay take, and the mjai bots" \
	"tsumogiri " "random " "efficiency " "defensive " "balanced " "mcr " "mcr-speed " "mjai:COMMAND " -- \
	"$JANSOU" --list-ai
expect "--help in Japanese" "使い方" "--lang" -- LANGUAGE=ja "$JANSOU" --help
expect "--help in Chinese" "用法" -- "$JANSOU" --lang zh --help
expect "an unknown --lang is refused" "unknown language 'xx'" -- "$JANSOU" --lang xx --help
if "$JANSOU" --lang xx --help >/dev/null 2>&1; then
	echo "--lang xx exited with 0" >"$tmp/out"; not_ok "an unknown --lang exits with 1"
else ok "an unknown --lang exits with 1"; fi
expect "analyze in Japanese" "向聴数" "聴牌" -- LANGUAGE=ja "$JANSOU" analyze 1233m456p789s11z23s
expect "the JSON keeps its English ids and names in Japanese" \
	'"limit":"mangan"' '"id":"menzen_tsumo"' '"name":"Fully Concealed Hand (Menzen Tsumo)"' -- \
	LANGUAGE=ja sh -c 'echo "{\"hand\":\"12399m456p23789s\",\"win\":\"4s\",\"riichi\":true,\"tsumo\":true,\"dora\":[\"8m\"]}" | "$0" calc --json' "$JANSOU"
refuse "the JSON does not translate" "門前清自摸和" -- \
	LANGUAGE=ja sh -c 'echo "{\"hand\":\"12399m456p23789s\",\"win\":\"4s\",\"riichi\":true,\"tsumo\":true}" | "$0" calc --json' "$JANSOU"

# Chinese Official rules: the fan by their names in the rule book's script.
expect "LANGUAGE=ja: calc --rules mcr names the fan in Japanese" \
	"三色三同順" "断幺" "平和" "門前清" "海底撈月" "8点" "点数:    22" "放銃者から 30" -- \
	LANGUAGE=ja "$JANSOU" calc --rules mcr 234m234p234s67s88p 8s --houtei
expect "LANGUAGE=zh_CN: calc --rules mcr names the fan in simplified Chinese" \
	"三色三同顺" "断幺" "平和" "门前清" "海底捞月" "番数:    22" -- \
	LANGUAGE=zh_CN "$JANSOU" calc --rules mcr 234m234p234s67s88p 8s --houtei
expect "LANGUAGE=ja: the fan of a self-drawn hand with flowers" \
	"清竜" "不求人" "単釣将" "花牌" "2点 (×2)" -- \
	LANGUAGE=ja "$JANSOU" calc --rules mcr 123456789m234p5s 5s --tsumo --flowers 2
expect "LANGUAGE=zh_CN: the fan of a self-drawn hand with flowers" \
	"清龙" "不求人" "单钓将" "花牌" "2番 (×2)" -- \
	LANGUAGE=zh_CN "$JANSOU" calc --rules mcr 123456789m234p5s 5s --tsumo --flowers 2
expect "the mcr JSON keeps its English names in Japanese" \
	'"id":"mixed_triple_chow","name":"Mixed Triple Chow","chinese":"三色三同顺"' -- \
	LANGUAGE=ja sh -c 'echo "{\"hand\":\"234m234p234s67s88p\",\"win\":\"8s\",\"rules\":\"mcr\"}" | "$0" calc --json' "$JANSOU"

# The han column lines up by display width, in every language: the text
# before the last word of each yaku row is equally wide.
aligned() {
	lang=$1
	# shellcheck disable=SC2086
	env LANGUAGE="$lang" "$JANSOU" calc 2233445m667788p 5m --riichi --tsumo --dora 1m >"$tmp/out" 2>&1
	widths=$(grep '^  ' "$tmp/out" | sed 's/[^ ]*$//' | while IFS= read -r line; do
		printf '%s\n' "$line" | LC_ALL=C.UTF-8 wc -L
	done | sort -u)
	rows=$(grep -c '^  ' "$tmp/out")
	if [ "$rows" -ge 6 ] && [ "$(echo "$widths" | wc -l)" -eq 1 ]; then
		ok "calc's han column is aligned in $lang ($rows rows)"
	else
		echo "widths: $widths" >>"$tmp/out"; not_ok "calc's han column is aligned in $lang"
	fi
}
aligned en
aligned ja
aligned zh_CN

# The same for the fan of Chinese Official rules: the points column lines up.
aligned_mcr() {
	lang=$1
	env LANGUAGE="$lang" "$JANSOU" calc --rules mcr 123456789m234p5s 5s --tsumo --flowers 2 \
		>"$tmp/out" 2>&1
	widths=$(grep '^  ' "$tmp/out" | sed 's/[0-9].*$//' | while IFS= read -r line; do
		printf '%s\n' "$line" | LC_ALL=C.UTF-8 wc -L
	done | sort -u)
	rows=$(grep -c '^  ' "$tmp/out")
	if [ "$rows" -eq 5 ] && [ "$(echo "$widths" | wc -l)" -eq 1 ]; then
		ok "calc --rules mcr: the points column is aligned in $lang ($rows rows)"
	else
		echo "widths: $widths" >>"$tmp/out"; not_ok "calc --rules mcr: the points column is aligned in $lang"
	fi
}
aligned_mcr en
aligned_mcr ja
aligned_mcr zh_CN

echo "1..$n"
[ "$failed" -eq 0 ]
