#!/bin/sh
# The table at 80x24 in Japanese and in simplified Chinese: the status line,
# the seats, the prompt and the key line are translated and fit, the help
# screen is built from the translated key table, the hand-end words are there,
# a whole game ends on a Japanese final table, the win screen names the yaku and lines up, the too-small message fits, and the quit question is asked in the player's language.
. "${srcdir:-$(dirname "$0")}/ui_lib.sh"

state=${TMPDIR:-/tmp}/ui-i18n-test.$$
mkdir "$state" || exit 99
trap 'ui_cleanup; rm -rf "$state"' EXIT INT TERM

# check_language LANGUAGE TURN STATUS SEAT KEYS HELP-TITLE HELP-LINE QUIT
check_language() {
	lang=$1 turn=$2 status=$3 seat=$4 keys=$5 help_title=$6 help_line=$7 quit=$8
	ui_start 80 24 LANGUAGE="$lang" XDG_STATE_HOME="$state/$lang" XDG_CONFIG_HOME="$state/none" \
		-- --seed 1 --delay 0 --tiles text
	ui_wait_for "$turn"
	ui_ok $? "$lang: the game starts and asks for a discard in $lang"
	ui_line 0 | grep -q "^ $status"
	ui_ok $? "$lang: the status line reads '$status'"
	[ "$(ui_screen | grep -c "> $seat 西 25000")" -eq 1 ]
	ui_ok $? "$lang: the player's seat, wind and points are translated"
	ui_screen | grep -qF -- "$keys"
	ui_ok $? "$lang: the key line is translated and whole at 80 columns"
	ui_keys '?'
	ui_wait_for "$help_title"
	ui_screen | grep -qF -- "$help_line"
	ui_ok $? "$lang: ? opens the help with the translated key table"
	ui_screen | grep -q "^  r  *[^ r]"
	ui_ok $? "$lang: the help keeps the key letters the game binds"
	ui_keys Escape
	ui_wait_for "$turn"
	ui_keys q
	ui_wait_for "$quit"
	ui_ok $? "$lang: q asks in $lang before quitting"
	ui_keys y
	ui_wait_for '^EXIT=0'
	ui_ok $? "$lang: y quits with status 0"
}

check_language ja 'あなたの番' '東一局  0本場  供託0  残り' '自分' \
	'? ヘルプ  m メニュー  e 危険  w 待ち  i ドラ  s ヒント  v 牌譜  o 設定  q 終了' \
	'jansou: キー操作' 'リーチ: 続けて宣言牌を選ぶ' '対局をやめますか'
check_language zh_CN '轮到你' '东一局  0本场  供托0  余牌' '自己' \
	'? 帮助  m 菜单  e 危险  w 听牌  i 宝牌  s 提示  v 牌谱  o 选项  q 退出' \
	'jansou: 按键' '立直: 然后选择宣言牌' '退出对局'

# The win screen of seed 8 (the player wins the first hand by tsumo, as in
# tests/ui_win.sh): yaku names, han, the limit name, and the han column lined
# up by display width. The haneman is 12000 as the tables give it (the sticks apart).
# check_win LANGUAGE WHO YAKU-LINE-REGEX... -- VALUE-LINE
check_win() {
	lang=$1 who=$2
	shift 2
	ui_start 80 24 LANGUAGE="$lang" XDG_STATE_HOME="$state/win-$lang" XDG_CONFIG_HOME="$state/none" \
		-- --seed 8 --delay 0 --tiles text --ai efficiency --autoplay efficiency
	ui_wait_for "^  $who"
	ui_ok $? "$lang: the win screen says who won and how"
	# the yaku beside the hand (short names leave room) or under it
	while [ "$1" != -- ]; do
		ui_screen | grep -Eq "(^ +|[0-9][mps] +)$1$"
		ui_ok $? "$lang: the win screen shows '$1'"
		shift
	done
	ui_screen | grep -Eq " $2$"
	ui_ok $? "$lang: han, fu, the limit name and the points: '$2'"
	# the han column is lined up on the screen: the same width before each number
	widths=$(ui_screen | grep -E ' [0-9]+(翻|番)$' | sed 's/[^ ]*$//' |
		while IFS= read -r line; do printf '%s\n' "$line" | LC_ALL=C.UTF-8 wc -L; done | sort -u)
	[ -n "$widths" ] && [ "$(echo "$widths" | wc -l)" -eq 1 ]
	ui_ok $? "$lang: the han column of the yaku lines is aligned"
	ui_keys q y
	ui_wait_for '^EXIT=0'
}
check_win ja '自分のツモ和了' '立直 +1翻' '門前清自摸和 +1翻' '七対子 +2翻' -- '6翻25符  跳満  12000点'
check_win zh_CN '自己自摸和牌' '立直 +1番' '门前清自摸和 +1番' '七对子 +2番' -- '6番25符  跳满  12000点'

# A whole game in Japanese (as tests/ui_game.sh): every hand ends on a result
# screen in Japanese, and the final table's columns are headed and lined up.
ui_start 80 24 LANGUAGE=ja XDG_STATE_HOME="$state/whole" XDG_CONFIG_HOME="$state/none" \
	-- --seed 7 --delay 0 --tiles text --autoplay tsumogiri
results=0 hands=0
ended() { ui_screen | grep -Eq '[0-9]+局目\)|最終結果'; }
while [ $hands -lt 60 ]; do
	ui_wait_until ended || break
	ui_screen | grep -q '最終結果' && break
	hands=$((hands + 1))
	ui_screen | grep -q "($hands局目)" || { echo "# expected hand $hands"; break; }
	ui_screen | grep -q '^ Enter: 次の局   v 牌譜を保存   ? ヘルプ   q 終了' &&
		ui_screen | grep -Eq '和了|流局' && results=$((results + 1))
	ui_keys Enter
	ui_wait_until eval "! ui_screen | grep -q '($hands局目)'" || break
done
[ "$results" -ge 1 ] && [ "$results" -eq "$hands" ]
ui_ok $? "ja: each of the $hands hands ends on a result screen in Japanese"
ui_screen | grep -q '^  順位    プレイヤー  持ち点    スコア' &&
	[ "$(ui_screen | grep -cE '^  [1-4]       (自分|下家|対面|上家) +-?[0-9]+ +[-+][0-9]+\.[0-9]')" -eq 4 ]
ui_ok $? "ja: the final table has its headings and four rows in columns"
ui_screen | grep -q 'ウマ'
ui_ok $? "ja: the final table explains the score"
ui_keys Enter
ui_wait_for '^EXIT=0'
ui_ok $? "ja: Enter leaves the final table"

# The too-small message, in 40 columns.
ui_start 40 12 LANGUAGE=ja XDG_STATE_HOME="$state/small" XDG_CONFIG_HOME="$state/none" \
	-- --seed 1 --delay 0 --tiles text
ui_wait_for '端末が小さすぎます: 40x12'
ui_screen | grep -q 'jansou には [0-9]*x[0-9]* が必要です' && ui_screen | grep -q '(q で終了)。'
ui_ok $? "ja: a terminal too small is told in Japanese, whole in 40 columns"

# --lang overrides the environment for the full-screen game too.
ui_start 80 24 LANGUAGE=ja XDG_STATE_HOME="$state/lang" XDG_CONFIG_HOME="$state/none" \
	-- --lang zh --seed 1 --delay 0 --tiles text
ui_wait_for '轮到你'
ui_ok $? "--lang zh wins over LANGUAGE=ja in the game"
ui_keys q
ui_wait_for '退出对局'
ui_keys y
ui_wait_for '^EXIT=0'

ui_done
