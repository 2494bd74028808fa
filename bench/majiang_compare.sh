#!/bin/sh
# Where one of jansou's AI and kobalab's majiang-ai decide differently: plays self-play games of
# four of the AI (or takes mjai logs), replays each seat of that AI through majiang-ai's mjai
# adapter as the seat saw the game (the other hands hidden), asks majiang-ai what it would do
# at each of the seat's decisions and counts the disagreements by kind: calls taken or passed
# (by shanten), riichi or dama, wins and kans, discards under riichi (genbutsu or not) and
# unthreatened discards that keep or lose shanten. bench/majiang_compare.js does the counting.
# Never run by make check: majiang-ai takes about 4 s of CPU a seat a game.
#
#   bench/majiang_compare.sh [-v] [-n GAMES] [-s SEED] [-a AI] [-r RULES] [ADAPTER_DIR]
#   bench/majiang_compare.sh [-v] [-a AI] -l LOG [-l LOG]... [ADAPTER_DIR]
#
#   -n GAMES   self-play games of four AI to play (default 4)
#   -s SEED    seed of the first game (default 1)
#   -a AI      jansou's AI whose seats are compared (default balanced); with -l, the seats the
#              log's start_game names so
#   -r RULES   rule preset of the games (default tenhou: majiang-ai plays Tenhou's rules)
#   -l LOG     an mjai log (selfplay --log-format mjai), or a directory of them, to compare
#              instead of playing games; repeatable
#   -v         a line per disagreement: log, seat, hand, turn, the hand (majiang-core's
#              notation, the drawn tile last, shanten) and both choices
#   ADAPTER_DIR  majiang-mjai's directory (default $MAJIANG_MJAI_DIR), as for vs_majiang.sh
# $JANSOU names the program (default _build/src/jansou beside this script's directory).
set -eu

games=4 seed=1 ai=balanced rules=tenhou verbose='' logs=''
while getopts n:s:a:r:l:v opt; do
	case $opt in
	n) games=$OPTARG ;;
	s) seed=$OPTARG ;;
	a) ai=$OPTARG ;;
	r) rules=$OPTARG ;;
	v) verbose=yes ;;
	l)
		# kept quoted for the eval below, as sh has no arrays
		quoted=$(printf '%s\n' "$OPTARG" | sed "s/'/'\\\\''/g")
		logs="$logs '$quoted'"
		;;
	*)
		echo "usage: $0 [-v] [-n GAMES] [-s SEED] [-a AI] [-r RULES] [-l LOG]... [ADAPTER_DIR]" >&2
		exit 2
		;;
	esac
done
shift $((OPTIND - 1))
# shellcheck source=bench/majiang_adapter.sh
. "$(dirname "$0")/majiang_adapter.sh"
majiang_adapter majiang_compare "${1:-}"
case $games in '' | *[!0-9]*) echo "majiang_compare: -n takes a number" >&2 && exit 2 ;; esac
case $seed in '' | *[!0-9]*) echo "majiang_compare: -s takes a number" >&2 && exit 2 ;; esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

if [ -z "$logs" ]; then
	[ -x "$jansou" ] || {
		echo "majiang_compare: $jansou is not built (make, or set JANSOU)" >&2
		exit 1
	}
	[ "$rules" = tenhou ] ||
		echo "majiang_compare: majiang-ai plays Tenhou's rules, the games $rules" >&2
	echo "majiang_compare: $games games of four $ai from seed $seed ($rules rules)" >&2
	if ! "$jansou" selfplay --rules "$rules" --games "$games" --seed "$seed" --ai "$ai" \
		--logs "$work/logs" --log-format mjai >/dev/null 2>"$work/selfplay.err"; then
		echo "majiang_compare: selfplay failed:" >&2
		cat "$work/selfplay.err" >&2
		exit 1
	fi
	logs="'$work/logs'"
fi
eval "set -- $logs"
node "$(dirname "$0")/majiang_compare.js" ${verbose:+-v} -a "$ai" -- "$dir" "$@"
