#!/bin/sh
# Head to head against an AI from outside: kobalab's majiang-ai, seated through its mjai
# adapter (node and the adapter's directory, with its packages installed, are needed; without
# them the bench says so and stops). Three tables under Tenhou's rules: one of jansou's AI
# against three majiang-ai, one majiang-ai against three of ours, two against two. The seats
# turn round from game to game (a game each, the order of the players shifted by one), and each
# AI's figures are given over its games: mean place with its standard error (a game's mean
# place of the AI's seats being one sample), and its wins, deal-ins and calls per hand. Never run by make check: majiang-ai takes about 9 s of CPU a
# seat a game, so a few hundred games a table take hours. To see where the two decide
# differently rather than who places better, bench/majiang_compare.sh.
#
#   bench/vs_majiang.sh [-n GAMES] [-s SEED] [-a AI] [-t TABLES] [-k DIR] [ADAPTER_DIR]
#
#   -n GAMES   games per table (default 8; a multiple of 4 gives each seat order equally)
#   -s SEED    seed of each table's first game (default 1)
#   -a AI      jansou's AI (default balanced)
#   -t TABLES  which tables, from 1 (one of ours), 3 (three of ours), 2 (two and two):
#              default 132
#   -k DIR     keep each game's mjai log in DIR/tableT (for bench/majiang_compare.sh -l,
#              bench/open_ready.js or jansou review; two runs on the same seeds are compared
#              game by game with bench/paired_places.js)
#   ADAPTER_DIR  majiang-mjai's directory (default $MAJIANG_MJAI_DIR): majiang-mjai.js with
#              node_modules beside it (cp -r the adapter there, then npm install --no-audit
#              --no-fund)
# $JANSOU names the program (default _build/src/jansou beside this script's directory).
set -eu

games=8 seed=1 ai=balanced tables=132 keep=''
while getopts n:s:a:t:k: opt; do
	case $opt in
	n) games=$OPTARG ;;
	s) seed=$OPTARG ;;
	a) ai=$OPTARG ;;
	t) tables=$OPTARG ;;
	k) keep=$OPTARG ;;
	*)
		echo "usage: $0 [-n GAMES] [-s SEED] [-a AI] [-t TABLES] [-k DIR] [ADAPTER_DIR]" >&2
		exit 2
		;;
	esac
done
shift $((OPTIND - 1))
# shellcheck source=bench/majiang_adapter.sh
. "$(dirname "$0")/majiang_adapter.sh"
majiang_adapter vs_majiang "${1:-}"
[ -x "$jansou" ] || {
	echo "vs_majiang: $jansou is not built (make, or set JANSOU)" >&2
	exit 1
}
case $games in '' | *[!0-9]*) echo "vs_majiang: -n takes a number" >&2 && exit 2 ;; esac
case $seed in '' | *[!0-9]*) echo "vs_majiang: -s takes a number" >&2 && exit 2 ;; esac

majiang="mjai:node $dir/majiang-mjai.js"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# The players of a table, ours marked "us" and majiang-ai "mj", one a line.
table_players() {
	case $1 in
	1) printf 'us\nmj\nmj\nmj\n' ;;
	3) printf 'mj\nus\nus\nus\n' ;;
	2) printf 'us\nmj\nus\nmj\n' ;;
	*) return 1 ;;
	esac
}

# Plays one table: game g seats the players shifted by g; each game's figures are kept as
# lines "game who place hands wins deal-ins calls riichis points win-points".
play_table() {
	t=$1
	out=$work/table$t
	: >"$out"
	set --
	if [ -n "$keep" ]; then
		mkdir -p "$keep/table$t"
		set -- --logs "$keep/table$t" --log-format mjai --force
	fi
	g=0
	while [ "$g" -lt "$games" ]; do
		table_players "$t" >"$work/players"
		# shift the order by g: the first g mod 4 players go to the end
		r=$((g % 4))
		{ tail -n +$((r + 1)) "$work/players" && head -n "$r" "$work/players"; } >"$work/order"
		list=
		while read -r who; do
			if [ "$who" = us ]; then name=$ai; else name=$majiang; fi
			list=${list:+$list,}$name
		done <"$work/order"
		s=$((seed + g))
		if ! "$jansou" selfplay --rules tenhou --bot-timeout 30 --games 1 --seed "$s" --json \
			--ai "$list" "$@" >"$work/game.out" 2>"$work/game.err"; then
			echo "vs_majiang: table $t, seed $s failed:" >&2
			cat "$work/game.err" >&2
			return 1
		fi
		tail -n 1 "$work/game.out" >"$work/game.json"
		node -e '
			const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
			const who = require("fs").readFileSync(process.argv[2], "utf8").trim().split("\n");
			r.seats.forEach((p, i) => {
				const n = (x) => Math.round(x * r.hands);
				console.log(process.argv[3], who[i], p.avg_placement, r.hands, n(p.win_rate),
					n(p.deal_in_rate), n(p.call_rate), n(p.riichi_rate), p.avg_points,
					n(p.win_rate) * p.avg_win);
			});' "$work/game.json" "$work/order" "$g" >>"$out"
		g=$((g + 1))
		printf '.' >&2
	done
	echo >&2
}

# Each AI's figures over a table's games.
report_table() {
	t=$1
	case $t in 1) title="1 $ai against 3 majiang-ai" ;; 3) title="3 $ai against 1 majiang-ai" ;;
	2) title="2 $ai against 2 majiang-ai" ;; esac
	echo "table $t: $title, $games games from seed $seed (tenhou rules)"
	node -e '
		const lines = require("fs").readFileSync(process.argv[1], "utf8").trim().split("\n");
		const names = { us: process.argv[2], mj: "majiang-ai" };
		for (const who of ["us", "mj"]) {
			const rows = lines.map((l) => l.split(" ")).filter((f) => f[1] === who);
			if (!rows.length) continue;
			// the seats of one game are not independent (their places add up): the mean
			// place of each game is one sample
			const byGame = new Map();
			for (const f of rows)
				byGame.set(f[0], (byGame.get(f[0]) || []).concat(Number(f[2])));
			const places = [...byGame.values()].map((p) => p.reduce((a, b) => a + b, 0) / p.length);
			const mean = places.reduce((a, b) => a + b, 0) / places.length;
			const sd = places.length > 1 ? Math.sqrt(places.reduce((a, b) =>
				a + (b - mean) ** 2, 0) / (places.length - 1)) : 0;
			const sum = (i) => rows.reduce((a, f) => a + Number(f[i + 1]), 0);
			const hands = sum(2);
			const pct = (i) => (100 * sum(i) / (hands || 1)).toFixed(1) + "%";
			console.log("  " + names[who].padEnd(12) + " place " + mean.toFixed(3) + " \u00b1 " +
				(sd / Math.sqrt(places.length)).toFixed(3) + " (" + rows.length +
				" seats in " + places.length + " games)  win " + pct(3) + "  deal-in " + pct(4) +
				"  call " + pct(5) + "  riichi " + pct(6) + "  average win " +
				Math.round(sum(8) / (sum(3) || 1)) + "  final points " +
				Math.round(sum(7) / rows.length));
		}' "$work/table$t" "$ai"
}

for t in $(echo "$tables" | sed 's/./& /g'); do
	table_players "$t" >/dev/null || {
		echo "vs_majiang: no table $t (1, 2 or 3)" >&2
		exit 2
	}
	echo "vs_majiang: table $t, $games games" >&2
	play_table "$t"
	report_table "$t"
done
