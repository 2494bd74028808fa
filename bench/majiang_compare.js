#!/usr/bin/env node
/*
 * Where one of jansou's AI and kobalab's majiang-ai decide differently, over mjai logs.
 *
 *   node bench/majiang_compare.js [-v] [-a AI] ADAPTER_DIR LOG_OR_DIR...
 *
 * Each seat whose player is named AI in the log's start_game (every seat when the log names
 * nobody) is replayed through majiang-ai's mjai adapter, found in ADAPTER_DIR, as that seat
 * saw the game: its own hand and draws, the other hands and draws hidden. At each of the
 * seat's decisions the adapter tells what majiang-ai would have done, and the log tells what
 * the seat did. The two are counted by kind of decision and of disagreement; -v also prints a
 * line per disagreement. A directory stands for the *.jsonl logs in it.
 *
 * The decisions: a discard after a draw (or a riichi, a win, a kan, an abortive draw instead),
 * a discard after one's own chi or pon, the discard that declares riichi when both declared,
 * and a discard of another player that the seat could call (chi, pon or open kan, by the
 * hand's tiles) or that either of the two won on. A discard followed by another player's call
 * or win is left out: the log does not say whether the seat would have called it. Draws while
 * the seat is in riichi are counted only when the two differ there (a kan or a win).
 *
 * A rival is a threat when it has declared riichi; a tile is genbutsu against it when it lies
 * in its river or was discarded after its riichi (it did not win on it). A discard under no
 * riichi is judged by the shanten of the hand after it, and at equal shanten by the unseen
 * tiles that would lower it; those made while a rival has called twice or more are counted
 * apart, since an open hand may be ready without riichi and jansou's AIs defend against it.
 */
'use strict';

const fs = require('fs');
const path = require('path');

function usage() {
	process.stderr.write('usage: majiang_compare.js [-v] [-a AI] ADAPTER_DIR LOG_OR_DIR...\n');
	process.exit(2);
}

function parseArgs(argv) {
	const opt = { verbose: false, ai: 'balanced', dir: null, logs: [] };
	let i = 0;
	for (; i < argv.length; i++) {
		if (argv[i] === '-v') opt.verbose = true;
		else if (argv[i] === '-a' && i + 1 < argv.length) opt.ai = argv[++i];
		else if (argv[i] === '--') { i++; break; }
		else if (argv[i].startsWith('-')) usage();
		else break;
	}
	const rest = argv.slice(i);
	if (rest.length < 2) usage();
	opt.dir = path.resolve(rest[0]);
	for (const p of rest.slice(1)) {
		if (!fs.existsSync(p)) {
			process.stderr.write(`majiang_compare: ${p}: no such log or directory\n`);
			process.exit(1);
		}
		if (fs.statSync(p).isDirectory())
			for (const f of fs.readdirSync(p).filter((f) => f.endsWith('.jsonl')).sort())
				opt.logs.push(path.join(p, f));
		else opt.logs.push(p);
	}
	return opt;
}

const opt = parseArgs(process.argv.slice(2));
const adapter = require(path.join(opt.dir, 'majiang-mjai.js'));
const Majiang = require(path.join(opt.dir, 'node_modules', '@kobalab', 'majiang-core'));
const { MajiangMjaiBot, RULE, mjai2pai, pai2mjai, dirMark } = adapter;

/* ---- counting ---- */

const decided = {}; // kind of decision -> [compared, agreed]
const differ = {}; // kind of disagreement -> count
const lines = [];
const hands = {}; // kind of disagreement -> the hands it was seen in

function inHand(kind, hand) {
	(hands[kind] || (hands[kind] = new Set())).add(hand);
}

function decision(kind, agreed) {
	const d = decided[kind] || (decided[kind] = [0, 0]);
	d[0]++;
	if (agreed) d[1]++;
}

function disagree(kinds, where, text) {
	for (const k of kinds) differ[k] = (differ[k] || 0) + 1;
	if (opt.verbose) lines.push(`${where}  ${text}  [${kinds[0]}]`);
}

/* ---- tiles and hands ---- */

const plain = (t) => t.replace(/r$/, '');

function shanten(sp) {
	return Majiang.Util.xiangting(sp);
}

/* The hand after discarding tile t from a hand that must discard: its shanten, and the
 * number of unseen tiles that would lower it (four of each kind, less those in the hand and
 * those the seat has seen: rivers, melds, dora indicators). */
function afterDiscard(sp, t, seen) {
	const h = sp.clone();
	h.dapai(mjai2pai(t), false);
	const x = Majiang.Util.xiangting(h);
	let tiles = 0;
	for (const p of Majiang.Util.tingpai(h)) {
		const n = +p[1] || 5;
		const held = h._bingpai[p[0]][n];
		tiles += Math.max(0, 4 - held - (seen.get(plain(pai2mjai(p[0] + n))) || 0));
	}
	return { shanten: x, tiles };
}

const shantenBucket = (x) => (x >= 3 ? 3 : Math.max(x, 0));

/* ---- one seat through one log ---- */

/* What the seat's next own action after event i is: the first event by the seat (or the end
 * of the hand), skipping dora and reach_accepted. */
function ownNext(evs, i, s) {
	for (let j = i + 1; j < evs.length; j++) {
		const f = evs[j];
		if (f.type === 'dora' || f.type === 'reach_accepted') continue;
		if (f.actor === s || ['ryukyoku', 'end_kyoku', 'end_game'].includes(f.type)) return f;
	}
	return null;
}

/* What followed another's discard at i: the seat's call or win, "none" when play went on
 * without a call, null when another player called or won it. */
function reactionTo(evs, i, s) {
	for (let j = i + 1; j < evs.length; j++) {
		const f = evs[j];
		if (f.type === 'dora' || f.type === 'reach_accepted') continue;
		if (f.type === 'hora') {
			for (let k = j; k < evs.length && evs[k].type === 'hora'; k++)
				if (evs[k].actor === s) return evs[k];
			return null;
		}
		if (['chi', 'pon', 'daiminkan'].includes(f.type)) return f.actor === s ? f : null;
		return { type: 'none' };
	}
	return { type: 'none' };
}

function callName(a) {
	if (!a || a.type === 'none') return 'pass';
	if (a.type === 'hora') return 'ron';
	if (a.type === 'daiminkan') return `kan ${a.pai}`;
	return `${a.type} ${a.pai}+${(a.consumed || []).join('')}`;
}

function sameCall(a, b) {
	if (a.type !== b.type) return false;
	if (a.type === 'none' || a.type === 'hora') return true;
	const key = (c) => c.consumed.slice().sort().join();
	return key(a) === key(b);
}

function actName(a) {
	if (!a) return '?';
	switch (a.type) {
	case 'dahai': return a.pai;
	case 'reach': return 'riichi';
	case 'hora': return 'tsumo';
	case 'ankan': return `ankan ${a.consumed[0]}`;
	case 'kakan': return `kakan ${a.pai}`;
	case 'ryukyoku': return 'nine terminals';
	default: return a.type;
	}
}

class Seat {
	constructor(file, s) {
		this.file = path.basename(file).replace(/\.jsonl$/, '');
		this.s = s;
		this.bot = new MajiangMjaiBot(s, { log: () => {} });
	}

	newHand(e) {
		this.round = `${e.bakaze}${e.kyoku}-${e.honba}`;
		this.turn = 0;
		this.wall = 70;
		this.riichi = [false, false, false, false];
		this.calls = [0, 0, 0, 0];
		this.safe = [0, 1, 2, 3].map(() => new Set());
		this.botRiichi = false;
		this.seen = new Map();
		this.see([e.dora_marker]);
	}

	see(tiles) {
		for (const t of tiles || []) this.seen.set(plain(t), (this.seen.get(plain(t)) || 0) + 1);
	}

	/* The tiles event e shows to every seat (a called tile was seen when discarded). */
	onSeen(e) {
		if (['chi', 'pon', 'daiminkan'].includes(e.type)) this.calls[e.actor]++;
		if (e.type === 'dahai') this.see([e.pai]);
		else if (['chi', 'pon', 'daiminkan', 'ankan'].includes(e.type)) this.see(e.consumed);
		else if (e.type === 'kakan') this.see([e.pai]);
		else if (e.type === 'dora') this.see([e.dora_marker]);
	}

	/* What the seat may see of event e. */
	view(e) {
		if (e.type === 'start_game') return Object.assign({}, e, { id: this.s });
		if (e.type === 'start_kyoku')
			return Object.assign({}, e, {
				tehais: e.tehais.map((h, j) => (j === this.s ? h : h.map(() => '?'))),
			});
		if (e.type === 'tsumo' && e.actor !== this.s) return Object.assign({}, e, { pai: '?' });
		return e;
	}

	hand() {
		const sp = this.bot.ai && this.bot.ai.shoupai;
		return sp ? sp.clone() : null;
	}

	where(sp) {
		const h = sp ? `${sp.toString()} (shanten ${shanten(sp)})` : '?';
		return `${this.file} seat ${this.s} ${this.round} turn ${this.turn}: ${h}`;
	}

	/* Whether tile t is genbutsu against every rival in riichi. */
	genbutsu(t) {
		return this.riichi.every((r, j) => !r || j === this.s || this.safe[j].has(plain(t)));
	}

	threatened() {
		return this.riichi.some((r, j) => r && j !== this.s);
	}

	/* No riichi, but a rival with two calls or more. */
	openRival() {
		return this.calls.some((n, j) => n >= 2 && j !== this.s);
	}

	/* Two discards of the same hand: which kinds of disagreement they are. */
	compareDiscards(sp, ours, its, kind, where) {
		decision(kind, ours === its);
		if (ours === its) return;
		const text = `${kind}: we ${ours}, majiang-ai ${its}`;
		if (plain(ours) === plain(its)) return disagree(['red-five'], where, text);
		if (this.threatened()) {
			const g = [this.genbutsu(ours), this.genbutsu(its)];
			const k = g[0] === g[1] ? (g[0] ? 'riichi-both-safe' : 'riichi-both-unsafe')
				: g[1] ? 'riichi-we-unsafe' : 'riichi-it-unsafe';
			const yes = (b) => (b ? 'yes' : 'no');
			return disagree([k], where, `${text} (genbutsu: we ${yes(g[0])}, it ${yes(g[1])})`);
		}
		const a = afterDiscard(sp, ours, this.seen), b = afterDiscard(sp, its, this.seen);
		let k;
		if (a.shanten !== b.shanten) k = a.shanten > b.shanten ? 'we-lose' : 'it-loses';
		else if (a.tiles !== b.tiles) k = a.tiles < b.tiles ? 'we-fewer' : 'it-fewer';
		else k = 'as-many';
		k = (this.openRival() ? 'open-' : 'free-') + k;
		disagree([k], where, `${text} (shanten after: we ${a.shanten}, it ${b.shanten};` +
			` tiles: we ${a.tiles}, it ${b.tiles})`);
	}

	/* The seat's draw: the log's next action against majiang-ai's answer. */
	onOwnDraw(ours, its, sp) {
		const where = this.where(sp);
		const inRiichi = this.riichi[this.s];
		if (ours.type === 'dahai' && its.type === 'dahai') {
			if (!inRiichi) this.compareDiscards(sp, ours.pai, its.pai, 'draw', where);
			return;
		}
		if (ours.type === its.type) {
			decision(inRiichi ? 'draw in riichi' : 'draw', true);
			return;
		}
		decision(inRiichi ? 'draw in riichi' : 'draw', false);
		const text = `draw: we ${actName(ours)}, majiang-ai ${actName(its)}`;
		const pair = [ours.type, its.type];
		const kinds = [];
		if (pair.includes('hora')) kinds.push(ours.type === 'hora' ? 'win-we' : 'win-it');
		else if (pair.includes('reach')) {
			kinds.push(ours.type === 'reach' ? 'riichi-we' : 'riichi-it');
			inHand(kinds[0], `${this.file} ${this.s} ${this.round}`);
		}
		else if (pair.includes('ankan') || pair.includes('kakan'))
			kinds.push(ours.type.endsWith('kan') ? 'kan-we' : 'kan-it');
		else if (pair.includes('ryukyoku'))
			kinds.push(ours.type === 'ryukyoku' ? 'abort-we' : 'abort-it');
		else kinds.push('other');
		disagree(kinds, where, text);
	}

	/* Another's discard: whether either would call or win on it. */
	onOthersDiscard(e, ours, its, sp) {
		if (!ours) return; // another player called or won it
		let offered = ours.type !== 'none' || its.type !== 'none';
		if (!offered && sp && !this.riichi[this.s] && this.wall > 0) {
			const p = mjai2pai(e.pai) + dirMark(this.s, e.actor);
			const n = (m) => (m ? m.length : 0);
			offered = n(Majiang.Game.get_chi_mianzi(RULE, sp, p, this.wall)) +
				n(Majiang.Game.get_peng_mianzi(RULE, sp, p, this.wall)) +
				n(Majiang.Game.get_gang_mianzi(RULE, sp, p, this.wall, 0)) > 0;
		}
		if (!offered) return;
		const agreed = sameCall(ours, its);
		decision('call offer', agreed);
		if (agreed) return;
		const where = this.where(sp);
		const x = sp ? shantenBucket(shanten(sp)) : 3;
		const text = `${e.pai} from seat ${e.actor}: we ${callName(ours)}, majiang-ai ${callName(its)}`;
		const what = (a) => (a.type === 'hora' ? 'ron' : a.type === 'daiminkan' ? 'kan' : a.type);
		if (ours.type === 'none') disagree([`call-it ${what(its)}`, `call-it x${x}`], where, text);
		else if (its.type === 'none') disagree([`call-we ${what(ours)}`, `call-we x${x}`], where, text);
		else disagree(['call-both'], where, text);
	}

	run(evs) {
		const s = this.s;
		for (let i = 0; i < evs.length; i++) {
			const e = evs[i];
			if (e.type === 'start_kyoku') this.newHand(e);
			if (e.type === 'tsumo') {
				this.wall--;
				if (e.actor === s) this.turn++;
			}
			const its = JSON.parse(this.bot.react(JSON.stringify(this.view(e))));
			const sp = this.hand();
			if (e.type === 'tsumo' && e.actor === s) {
				const ours = ownNext(evs, i, s);
				if (ours) this.onOwnDraw(ours, its, sp);
				this.botRiichi = its.type === 'reach';
			} else if (e.type === 'dahai' && e.actor !== s) {
				this.onOthersDiscard(e, reactionTo(evs, i, s), its, sp);
			} else if ((e.type === 'chi' || e.type === 'pon') && e.actor === s) {
				const ours = ownNext(evs, i, s);
				if (ours && ours.type === 'dahai' && its.type === 'dahai')
					this.compareDiscards(sp, ours.pai, its.pai, 'after a call', this.where(sp));
			} else if (e.type === 'reach' && e.actor === s && this.botRiichi) {
				const ours = ownNext(evs, i, s);
				if (ours && ours.type === 'dahai' && its.type === 'dahai') {
					decision('riichi discard', ours.pai === its.pai);
					if (ours.pai !== its.pai)
						disagree(['riichi discard'], this.where(sp),
							`riichi discard: we ${ours.pai}, majiang-ai ${its.pai}`);
				}
			}
			this.onSeen(e);
			if (e.type === 'dahai') {
				this.safe[e.actor].add(plain(e.pai));
				this.riichi.forEach((r, j) => r && j !== e.actor && this.safe[j].add(plain(e.pai)));
			}
			if (e.type === 'reach_accepted') this.riichi[e.actor] = true;
		}
	}
}

/* ---- the table ---- */

let seats = 0;
const games = opt.logs.length;
for (const file of opt.logs) {
	const text = fs.readFileSync(file, 'utf8');
	const evs = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
	const names = evs[0] && evs[0].type === 'start_game' && evs[0].names;
	for (let s = 0; s < 4; s++) {
		if (names && names[s] !== opt.ai) continue;
		new Seat(file, s).run(evs);
		seats++;
		process.stderr.write('.');
	}
}
process.stderr.write('\n');

const c = (k) => differ[k] || 0;
const pct = (a, b) => (b ? ((100 * a) / b).toFixed(1) : '-') + '%';
const calls = (side) => {
	const n = ['chi', 'pon', 'kan', 'ron'].reduce((a, k) => a + c(`call-${side} ${k}`), 0);
	const by = (k) => `${k} ${c(`call-${side} ${k}`)}`;
	return `${n} (${by('chi')}, ${by('pon')}, ${by('kan')}, ${by('ron')}; by our shanten 0/1/2/3+: ` +
		[0, 1, 2, 3].map((x) => c(`call-${side} x${x}`)).join('/') + ')';
};

const total = Object.values(decided).reduce((a, d) => [a[0] + d[0], a[1] + d[1]], [0, 0]);
const out = [];
out.push(`${opt.ai} against majiang-ai: ${seats} seats in ${games} game${games === 1 ? "" : "s"}`);
out.push(`decisions compared: ${total[0]}, agreed ${total[1]} (${pct(total[1], total[0])})`);
for (const [k, d] of Object.entries(decided))
	out.push(`  ${(k + ':').padEnd(16)} ${String(d[0]).padStart(6)}, agreed ${pct(d[1], d[0])}`);
out.push('disagreements:');
out.push(`  call: majiang-ai calls, we pass: ${calls('it')}`);
out.push(`  call: we call, majiang-ai passes: ${calls('we')}`);
out.push(`  call: both call, differently: ${c('call-both')}`);
const nh = (k) => (hands[k] ? hands[k].size : 0);
out.push(`  riichi: majiang-ai riichi, we dama: ${c('riichi-it')} (draws, in ${nh('riichi-it')} hands)` +
	` / we riichi, it dama: ${c('riichi-we')} (in ${nh('riichi-we')} hands)`);
out.push(`  riichi: the discard declaring it differs: ${c('riichi discard')}`);
out.push(`  win on a draw: majiang-ai wins, we do not: ${c('win-it')} / the reverse: ${c('win-we')}`);
out.push(`  kan on a draw: majiang-ai kans, we do not: ${c('kan-it')} / the reverse: ${c('kan-we')}`);
out.push(`  nine terminals: majiang-ai draws the hand, we do not: ${c('abort-it')}` +
	` / the reverse: ${c('abort-we')}`);
out.push(`  under riichi: we discard a non-genbutsu where it discards genbutsu: ${c('riichi-we-unsafe')}` +
	` / the reverse: ${c('riichi-it-unsafe')} / both genbutsu: ${c('riichi-both-safe')}` +
	` / neither: ${c('riichi-both-unsafe')}`);
for (const [k, who] of [['free', 'nobody threatening'], ['open', 'no riichi, a rival called twice+']]) {
	out.push(`  ${who}: shanten kept: we lose it ${c(`${k}-we-lose`)}` +
		` / it loses it ${c(`${k}-it-loses`)}`);
	out.push(`  ${who}, the same shanten: we keep fewer tiles ${c(`${k}-we-fewer`)}` +
		` / it keeps fewer ${c(`${k}-it-fewer`)} / as many ${c(`${k}-as-many`)}`);
}
out.push(`  the same tile, one a red five: ${c('red-five')}; other: ${c('other')}`);
if (opt.verbose) out.push('', ...lines);
process.stdout.write(out.join('\n') + '\n');
