// How often open hands are ready after each of their discards, by their calls (1-4) and the
// discards made (1-5, 6-8, 9-11, 12-14, 15 on), for each player name of mjai logs (the ones a
// game with every hand shown writes: jansou selfplay --logs DIR --log-format mjai). The hands
// are followed from the logs' tiles and checked ready by a search of their own, so this is a
// second reckoning beside bench/calibrate_reading (which asks jansou's engine) and it reads
// games of AIs from outside, such as majiang-ai's. The open-hand reading of ai/danger.c is set
// from them.
//
// With --by-turn it says instead how soon each player's hands are ready, open or closed: the
// share of its hands ready after its 6th, 9th, 12th, 15th and 18th discard, ever, and ready
// once but not after its last discard (a hand broken to fold). Against majiang-ai, balanced
// was ready after 9 discards in 25% of its hands and majiang-ai in 28-29%; balanced with its
// defence switched off in 28%: the gap was its folding, not its hand building.
//
//   node bench/open_ready.js [--by-turn] LOG.jsonl...
'use strict';
const fs = require('fs');

const HONOURS = {E: 27, S: 28, W: 29, N: 30, P: 31, F: 32, C: 33};
const kindOf = (p) => (p in HONOURS ? HONOURS[p] : 'mps'.indexOf(p[1]) * 9 + Number(p[0]) - 1);
const band = (n) => (n <= 5 ? 0 : n <= 8 ? 1 : n <= 11 ? 2 : n <= 14 ? 3 : 4);

// Whether counts c split into exactly `sets` triplets and runs (the lowest kind first).
function splits(c, sets) {
	let k = 0;
	while (k < 34 && !c[k]) k++;
	if (k === 34) return sets === 0;
	if (sets === 0) return false;
	let ok = false;
	if (c[k] >= 3) {
		c[k] -= 3;
		ok = splits(c, sets - 1);
		c[k] += 3;
	}
	if (!ok && k < 27 && k % 9 <= 6 && c[k + 1] && c[k + 2]) {
		c[k]--, c[k + 1]--, c[k + 2]--;
		ok = splits(c, sets - 1);
		c[k]++, c[k + 1]++, c[k + 2]++;
	}
	return ok;
}

// A standard winning shape (an open hand has no other) with `sets` sets beside the melds.
function complete(c, sets) {
	for (let k = 0; k < 34; k++) {
		if (c[k] < 2) continue;
		c[k] -= 2;
		const ok = splits(c, sets);
		c[k] += 2;
		if (ok) return true;
	}
	return false;
}

// Ready: some fifth-copy-free tile completes the hand.
function ready(c, melds) {
	for (let t = 0; t < 34; t++) {
		if (c[t] >= 4) continue;
		c[t]++;
		const ok = complete(c, 4 - melds);
		c[t]--;
		if (ok) return true;
	}
	return false;
}

// Ready as a closed hand may also be: six pairs and a single (seven pairs).
function readyAny(c, melds) {
	if (ready(c, melds)) return true;
	if (melds) return false;
	let pairs = 0, singles = 0;
	for (let k = 0; k < 34; k++) {
		if (c[k] === 2) pairs++;
		else if (c[k] === 1) singles++;
	}
	return pairs === 6 && singles === 1;
}

const byTurn = process.argv[2] === '--by-turn';
const marks = [6, 9, 12, 15, 18];
const soon = new Map(); // name -> {hands, by: [per mark], ever, broken}
function tallyHands(names, first, lastReady) {
	for (let s = 0; s < names.length; s++) {
		const t = soon.get(names[s]) || {hands: 0, by: marks.map(() => 0), ever: 0, broken: 0};
		t.hands++;
		if (first[s]) {
			t.ever++;
			marks.forEach((m, i) => (t.by[i] += first[s] <= m ? 1 : 0));
			t.broken += lastReady[s] ? 0 : 1;
		}
		soon.set(names[s], t);
	}
}

const tally = new Map(); // "name calls band" -> [discards, ready]
for (const file of process.argv.slice(byTurn ? 3 : 2)) {
	let names = [], hand = [], calls = [], melds = [], discards = [], riichi = [];
	let first = [], lastReady = [];
	for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
		if (!line) continue;
		const e = JSON.parse(line);
		const a = e.actor;
		switch (e.type) {
			case 'start_game':
				names = e.names.map((n) => (n.startsWith('mjai:') ? 'mjai bot' : n));
				break;
			case 'start_kyoku':
				hand = e.tehais.map((h) => {
					const c = new Array(34).fill(0);
					for (const p of h) if (p !== '?') c[kindOf(p)]++;
					return c;
				});
				calls = [0, 0, 0, 0], melds = [0, 0, 0, 0];
				discards = [0, 0, 0, 0], riichi = [false, false, false, false];
				first = [0, 0, 0, 0], lastReady = [false, false, false, false];
				break;
			case 'end_kyoku':
				tallyHands(names, first, lastReady);
				break;
			case 'tsumo':
				if (e.pai !== '?') hand[a][kindOf(e.pai)]++;
				break;
			case 'reach':
				riichi[a] = true;
				break;
			case 'chi':
			case 'pon':
			case 'daiminkan':
				for (const p of e.consumed) hand[a][kindOf(p)]--;
				calls[a]++, melds[a]++;
				break;
			case 'ankan':
				for (const p of e.consumed) hand[a][kindOf(p)]--;
				melds[a]++;
				break;
			case 'kakan':
				hand[a][kindOf(e.pai)]--;
				break;
			case 'dahai': {
				hand[a][kindOf(e.pai)]--;
				discards[a]++;
				if (byTurn) {
					lastReady[a] = readyAny(hand[a], melds[a]);
					if (lastReady[a] && !first[a]) first[a] = discards[a];
					break;
				}
				if (riichi[a] || calls[a] === 0 || calls[a] !== melds[a]) break;
				const key = `${names[a]}\t${Math.min(calls[a], 4)}\t${band(discards[a])}`;
				const t = tally.get(key) || [0, 0];
				t[0]++;
				t[1] += ready(hand[a], melds[a]) ? 1 : 0;
				tally.set(key, t);
				break;
			}
		}
	}
}

if (byTurn) {
	console.log(`hands ready after so many own discards${marks.map((m) => String(m).padStart(7)).join('')}   ever  broken`);
	for (const [name, t] of soon) {
		const pc = (n) => `${((100 * n) / t.hands).toFixed(1).padStart(6)}%`;
		console.log(`${name.padEnd(12)} ${String(t.hands).padStart(6)} hands           ${t.by.map(pc).join('')}${pc(t.ever)}${pc(t.broken)}`);
	}
	process.exit(0);
}
const bands = ['1-5', '6-8', '9-11', '12-14', '15+'];
console.log('open hands ready after a discard, by calls and discards made: ready share (discards)');
for (const name of new Set([...tally.keys()].map((k) => k.split('\t')[0]))) {
	console.log(`\n${name}\n  calls ${bands.map((b) => b.padStart(15)).join('')}`);
	for (let calls = 1; calls <= 4; calls++) {
		let row = `  ${calls}    `;
		for (let b = 0; b < 5; b++) {
			const [n, r] = tally.get(`${name}\t${calls}\t${b}`) || [0, 0];
			row += `${(n ? (100 * r) / n : 0).toFixed(1).padStart(6)}% (${String(n).padStart(5)})`;
		}
		console.log(row);
	}
}
