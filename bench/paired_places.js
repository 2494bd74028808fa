// Two runs of bench/vs_majiang.sh on the same seeds, compared game by game: the logs each kept
// (-k DIR) are paired by name (the seed), and for each table the mean place of jansou's seats
// is given in both runs, with the difference and its standard error worked out from the pairs.
// A game played on the same wall by the same seats goes much the same way whatever the change,
// so the paired error is smaller than the two runs' errors taken apart (both are printed, and
// the correlation of the two runs' places, which sets how much smaller).
//
//   node bench/paired_places.js BEFORE_DIR AFTER_DIR
//
// Each DIR is what -k was given (its table1..table3 folders are paired table by table) or one
// table's folder. A game's place is that of the seats not named mjai:..., averaged; the seats
// are ranked by their final points, a tie going to the seat nearer the first dealer (who is
// drawn: not always seat 0), as jansou ranks them.
'use strict';
const fs = require('fs');
const path = require('path');

// The mean place of jansou's seats in one log, or null when the log has no points.
function ourPlace(file) {
	let names = null;
	let scores = null;
	let firstDealer = -1;
	for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
		if (!line.trim()) continue;
		const e = JSON.parse(line);
		if (e.type === 'start_game') names = e.names;
		if (e.type === 'start_kyoku' && firstDealer < 0) firstDealer = e.oya;
		if (Array.isArray(e.scores)) scores = e.scores;
	}
	if (!names || !scores || firstDealer < 0) return null;
	const seats = scores.map((_, i) => i);
	// the first dealer is drawn: seat 0 is not always it
	const turn = (i) => (i - firstDealer + seats.length) % seats.length;
	const order = seats.slice().sort((a, b) => scores[b] - scores[a] || turn(a) - turn(b));
	const ours = seats.filter((i) => !String(names[i]).startsWith('mjai:'));
	if (!ours.length) return null;
	return ours.reduce((sum, i) => sum + order.indexOf(i) + 1, 0) / ours.length;
}

function places(dir) {
	const out = new Map();
	for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
		const p = ourPlace(path.join(dir, f));
		if (p !== null) out.set(f, p);
	}
	return out;
}

function mean(xs) {
	return xs.reduce((a, b) => a + b, 0) / xs.length;
}

// The standard error of a sample's mean.
function stderr(xs) {
	if (xs.length < 2) return 0;
	const m = mean(xs);
	return Math.sqrt(xs.reduce((a, x) => a + (x - m) * (x - m), 0) / (xs.length - 1) / xs.length);
}

function correlation(xs, ys) {
	const mx = mean(xs);
	const my = mean(ys);
	let sxy = 0;
	let sxx = 0;
	let syy = 0;
	for (let i = 0; i < xs.length; i++) {
		sxy += (xs[i] - mx) * (ys[i] - my);
		sxx += (xs[i] - mx) ** 2;
		syy += (ys[i] - my) ** 2;
	}
	return sxx && syy ? sxy / Math.sqrt(sxx * syy) : 0;
}

function compare(name, beforeDir, afterDir) {
	const before = places(beforeDir);
	const after = places(afterDir);
	const games = [...before.keys()].filter((f) => after.has(f)).sort();
	if (!games.length) {
		console.log(`${name}: no game in both`);
		return;
	}
	const b = games.map((f) => before.get(f));
	const a = games.map((f) => after.get(f));
	const d = games.map((f, i) => a[i] - b[i]);
	const f3 = (x) => x.toFixed(3);
	const signed = (x) => (x >= 0 ? '+' : '') + f3(x);
	console.log(
		`${name}: ${games.length} games in both; jansou's place before ${f3(mean(b))} ± ${f3(stderr(b))}, ` +
			`after ${f3(mean(a))} ± ${f3(stderr(a))}; after − before ${signed(mean(d))} ± ${f3(stderr(d))} paired ` +
			`(± ${f3(Math.hypot(stderr(a), stderr(b)))} unpaired, correlation ${correlation(a, b).toFixed(2)})`
	);
}

const args = process.argv.slice(2);
if (args.length !== 2) {
	console.error('usage: node bench/paired_places.js BEFORE_DIR AFTER_DIR');
	process.exit(2);
}
const tables = ['table1', 'table2', 'table3'].filter(
	(t) => fs.existsSync(path.join(args[0], t)) && fs.existsSync(path.join(args[1], t))
);
if (tables.length) for (const t of tables) compare(t, path.join(args[0], t), path.join(args[1], t));
else compare('games', args[0], args[1]);
