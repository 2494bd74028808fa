// How often a riichi wins once declared, a go-around at a time, read from mjai logs (jansou
// selfplay --logs DIR --log-format mjai, or bench/vs_majiang.sh -k DIR). From the first riichi
// of a hand to the hand's end, each own draw of the riichi player is a go-around; its wins are
// counted by tsumo and by ron, and from another seat's side: the wins that end the hand before
// that seat's push can win, that is all but the ron off the seat itself (on average two of the
// three others' discards are another player's). ai/pushfold.h's AI_THREAT_WINS is set from
// this. It prints the figures for all the logs together and for each file or folder given
// (a folder's logs and those of its folders), with the share of those wins by tsumo, which
// another seat pays a part of.
//
//   node bench/threat_wins.js LOG.jsonl|DIR...
'use strict';
const fs = require('fs');
const path = require('path');

function files(p) {
	if (!fs.statSync(p).isDirectory()) return [p];
	// a folder's logs, and those of the folders in it (vs_majiang.sh -k keeps one a table)
	return fs
		.readdirSync(p)
		.sort()
		.flatMap((f) => {
			const q = path.join(p, f);
			return fs.statSync(q).isDirectory() ? files(q) : f.endsWith('.jsonl') ? [q] : [];
		});
}

function tally() {
	return {riichis: 0, goes: 0, tsumo: 0, ron: 0};
}

// Adds one log's riichis to t.
function readLog(file, t) {
	let riichi = -1;
	for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
		if (!line.trim()) continue;
		const e = JSON.parse(line);
		if (e.type === 'start_kyoku') {
			riichi = -1;
		} else if (e.type === 'reach_accepted' && riichi < 0) {
			riichi = e.actor;
			t.riichis++;
		} else if (e.type === 'tsumo' && e.actor === riichi) {
			t.goes++;
		} else if (e.type === 'hora' && e.actor === riichi) {
			// (a double ron has a hora for each winner: the riichi's is counted once)
			if (e.target === e.actor) t.tsumo++;
			else t.ron++;
		}
	}
}

function report(name, t) {
	const per = (x) => (t.goes ? x / t.goes : 0).toFixed(3);
	const others = t.tsumo + (t.ron * 2) / 3;
	console.log(
		`${name}: ${t.riichis} riichis, ${t.goes} go-arounds; a go-around: wins ${per(t.tsumo + t.ron)} ` +
			`(tsumo ${per(t.tsumo)}, ron ${per(t.ron)}), not off a given other seat ${per(others)}, ` +
			`by tsumo ${(others ? t.tsumo / others : 0).toFixed(2)} of them; ` +
			`won ${(t.riichis ? (100 * (t.tsumo + t.ron)) / t.riichis : 0).toFixed(1)}% of riichis`
	);
}

const args = process.argv.slice(2);
if (!args.length) {
	console.error('usage: node bench/threat_wins.js LOG.jsonl|DIR...');
	process.exit(2);
}
const all = tally();
for (const a of args) {
	const t = tally();
	for (const f of files(a)) readLog(f, t);
	if (args.length > 1) report(a, t);
	for (const k of Object.keys(t)) all[k] += t[k];
}
report('all', all);
