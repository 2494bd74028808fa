#!/usr/bin/env python3
"""Converts a Tenhou game record in the mjlog XML format to the tenhou.net/6 JSON format.

    tests/tools/mjlog_to_tenhou6.py [--names] [--ref ID] LOG.xml > LOG.json

jansou's own converter, written for tests/data/sanma-real from the format's public
description (Python 3, standard library only). It reads:

- <GO type="...">: the room's rule bits (0x10 three players, 0x08 East and South,
  0x02 no red fives, 0x04 no open tanyao, 0x40 fast, 0x20/0x80 the lobby level),
  from which the room name ("三鳳南喰赤") is made.
- <UN n0=".." n1=".."...>: the players' names, written as A, B, C, D unless --names.
- <INIT seed="round,honba,sticks,die,die,dora" ten="..." oya="." hai0=".."...>: a hand.
- <T12/> <U../> <V../> <W../>: draws of seats 0..3; <D12/> <E../> <F../> <G../>: discards.
  A tile is 0..135: kind = tile // 4 (0-8 man, 9-17 pin, 18-26 sou, 27-33 ESWN
  white green red); 16, 52 and 88 are the red fives when the room has them.
- <REACH who step="1"/>: the next discard declares riichi; step 2 (its stick) adds nothing.
- <DORA hai="."/>: a new dora indicator.
- <N who="." m="."/>: a call, an added or closed kan, or a North set aside (m & 0x20).
- <AGARI ...>: a win: who, fromWho, paoWho, ten="fu,points,limit", yaku="id,han,...",
  yakuman="id,...", doraHaiUra, sc="points,change,..." (hundreds). A double ron is two.
- <RYUUKYOKU type=".." sc=".."/>: a draw or an abortive draw.
- owari="points,score,..." on the last one: the final points and scores.

The tenhou.net/6 hand is [[round, honba, sticks], points, dora, ura, then for each seat
deal, draws, discards, then the result]. A draw list holds the tiles drawn and the calls
made ("p252525", "m39393939"); a discard list the tiles (60: the one just drawn, "r" in
front: riichi), closed and added kans ("252525a25", "2525k2525"), "f44" for a North set
aside and 0 for the turn an open kan skips. Tiles there are 11-19 man, 21-29 pin, 31-39
sou, 41-47 honours, 51-53 red fives. The letter of a call stands where the tile came from:
first from the left, second from across, last from the right (three players sit at a
table of four whose fourth place is empty).

The result: ["和了", changes, [winner, from, liable, "value", "yaku(n飜)"...], ...],
["流局", changes] or an abortive draw's name. The changes are the AGARI's or RYUUKYOKU's sc
changes (riichi sticks taken included, the declarer's own 1000 not).
"""

import json
import re
import sys
import xml.etree.ElementTree as ET
from urllib.parse import unquote

YAKU = [
    "門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和",
    "断幺九", "一盃口", "自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南",
    "場風 西", "場風 北", "役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九",
    "一気通貫", "三色同順", "三色同刻", "三槓子", "対々和", "三暗刻", "小三元", "混老頭",
    "二盃口", "純全帯幺九", "混一色", "清一色", "人和", "天和", "地和", "大三元", "四暗刻",
    "四暗刻単騎", "字一色", "緑一色", "清老頭", "九蓮宝燈", "純正九蓮宝燈", "国士無双",
    "国士無双１３面", "大四喜", "小四喜", "四槓子", "ドラ", "裏ドラ", "赤ドラ",
]
DORA, AKA = 52, 54
LIMITS = ["", "満貫", "跳満", "倍満", "三倍満", "役満"]
ABORTS = {
    "yao9": "九種九牌",
    "reach4": "四家立直",
    "ron3": "三家和了",
    "kan4": "四槓散了",
    "kaze4": "四風連打",
    "nm": "流し満貫",
}
TSUMOGIRI, NO_DISCARD = 60, 0


class ConvertError(Exception):
    pass


def ints(text):
    return [int(x) for x in text.split(",")] if text else []


def room_name(gtype):
    """The room name of the rule bits, as Tenhou shows it."""
    lobby = {0x00: "般", 0x80: "上", 0x20: "特", 0xA0: "鳳"}[gtype & 0xA0]
    name = ("三" if gtype & 0x10 else "四") + lobby + ("南" if gtype & 0x08 else "東")
    name += "" if gtype & 0x04 else "喰"
    name += "" if gtype & 0x02 else "赤"
    name += "速" if gtype & 0x40 else ""
    return name


class Converter:
    def __init__(self, aka):
        self.aka = aka
        self.hands = []
        self.hand = None
        self.nseats = 4
        self.owari = None

    def code(self, tile):
        kind = tile // 4
        if self.aka and tile in (16, 52, 88):
            return 51 + (tile - 16) // 36
        if kind < 27:
            return (kind // 9 + 1) * 10 + kind % 9 + 1
        return 41 + kind - 27

    # ---- a hand -------------------------------------------------------------------
    def init(self, e):
        seed = ints(e.get("seed"))
        ten = [x * 100 for x in ints(e.get("ten"))]
        oya = int(e.get("oya"))
        if seed[0] % 4 != oya:
            raise ConvertError("INIT: round %d with dealer %d" % (seed[0], oya))
        self.hand = {
            "head": seed[0:3],
            "points": ten,
            "dora": [self.code(seed[5])],
            "ura": [],
            "deal": [],
            "takes": [[] for _ in range(4)],
            "discards": [[] for _ in range(4)],
            "result": None,
        }
        for s in range(4):
            hai = ints(e.get("hai%d" % s))
            self.hand["deal"].append([self.code(t) for t in hai])
        self.drawn = [None] * 4
        self.riichi = [False] * 4
        self.last_discard = None  # (seat, tile)

    def draw(self, seat, tile):
        self.hand["takes"][seat].append(self.code(tile))
        self.drawn[seat] = tile

    def discard(self, seat, tile):
        code = TSUMOGIRI if tile == self.drawn[seat] else self.code(tile)
        if self.riichi[seat]:
            self.riichi[seat] = False
            code = "r%d" % code
        self.hand["discards"][seat].append(code)
        self.drawn[seat] = None
        self.last_discard = (seat, tile)

    def called_from(self, who, rel):
        """The seat a call took its tile from: the last discard's, checked against m & 3."""
        if self.last_discard is None:
            raise ConvertError("a call with no discard before it")
        seat, tile = self.last_discard
        want = (seat - who) % 4
        if rel != want:
            raise ConvertError("seat %d calls from %d places on, not %d" % (who, rel, want))
        return seat, tile, want

    def meld_text(self, letter, pos, marked, rest):
        parts = [str(c) for c in rest]
        parts.insert(pos, letter + "".join(str(c) for c in marked))
        return "".join(parts)

    def meld(self, who, m):
        rel = m & 3
        if m & 0x4:  # chi, from the left
            t = m >> 10
            called = t % 3
            t //= 3
            base = (t // 7) * 9 + t % 7
            tiles = [(base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
            _, tile, _ = self.called_from(who, rel)
            if tile != tiles[called]:
                raise ConvertError("chi of tile %d, not of %d" % (tiles[called], tile))
            rest = [self.code(x) for i, x in enumerate(tiles) if i != called]
            self.hand["takes"][who].append(self.meld_text("c", 0, [self.code(tile)], rest))
            self.drawn[who] = None
        elif m & 0x18:  # pon (0x08) or added kan (0x10)
            t = m >> 9
            called = t % 3
            base = t // 3
            unused = (m >> 5) & 3
            tiles = [base * 4 + i for i in range(4) if i != unused]
            pos = {3: 0, 2: 1, 1: 2}[rel]
            if m & 0x8:
                _, tile, _ = self.called_from(who, rel)
                if tile != tiles[called]:
                    raise ConvertError("pon of tile %d, not of %d" % (tiles[called], tile))
                rest = [self.code(x) for i, x in enumerate(tiles) if i != called]
                text = self.meld_text("p", pos, [self.code(tile)], rest)
                self.hand["takes"][who].append(text)
                self.drawn[who] = None
            else:
                added = base * 4 + unused
                rest = [self.code(x) for i, x in enumerate(tiles) if i != called]
                text = self.meld_text("k", pos, [self.code(added), self.code(tiles[called])], rest)
                self.hand["discards"][who].append(text)
                self.drawn[who] = None
                self.last_discard = (who, added)  # a robbing ron takes this tile
        elif m & 0x20:  # a North set aside
            self.hand["discards"][who].append("f44")
            self.drawn[who] = None
            self.last_discard = (who, m >> 8)
        else:  # a closed kan (m & 3 == 0) or an open one
            t = m >> 8
            base = t // 4
            tiles = [base * 4 + i for i in range(4)]
            if rel == 0:
                rest = [self.code(x) for x in tiles]
                marked = rest.pop()
                self.hand["discards"][who].append(self.meld_text("a", 3, [marked], rest))
                self.drawn[who] = None
            else:
                _, tile, _ = self.called_from(who, rel)
                if tile != t:
                    raise ConvertError("open kan of tile %d, not of %d" % (t, tile))
                rest = [self.code(x) for x in tiles if x != t]
                pos = {3: 0, 2: 1, 1: 3}[rel]
                self.hand["takes"][who].append(self.meld_text("m", pos, [self.code(t)], rest))
                self.hand["discards"][who].append(NO_DISCARD)
                self.drawn[who] = None

    # ---- the end of a hand -----------------------------------------------------------
    def deltas(self, e):
        sc = ints(e.get("sc"))
        return [sc[2 * i + 1] * 100 for i in range(4)]

    def value_text(self, e, dealer, tsumo):
        fu, points, limit = ints(e.get("ten"))
        if tsumo:
            if dealer:
                pay = "%d点∀" % (self.tsumo_share(fu, e, True))
            else:
                pay = "%d-%d点" % self.tsumo_shares(fu, e)
        else:
            pay = "%d点" % points
        if limit:
            return LIMITS[limit] + pay
        return "%d符%d飜%s" % (fu, self.han, pay)

    def base_points(self, fu, limit):
        if limit >= 5:
            return 8000 * self.yakuman_count
        if limit:
            return [0, 2000, 3000, 4000, 6000][limit]
        return min(fu * 2 ** (self.han + 2), 2000)

    def tsumo_share(self, fu, e, dealer):
        limit = ints(e.get("ten"))[2]
        b = self.base_points(fu, limit)
        return -(-b * 2 // 100) * 100

    def tsumo_shares(self, fu, e):
        limit = ints(e.get("ten"))[2]
        b = self.base_points(fu, limit)
        return -(-b // 100) * 100, -(-b * 2 // 100) * 100

    def agari(self, e):
        h = self.hand
        who, frm = int(e.get("who")), int(e.get("fromWho"))
        pao = int(e.get("paoWho", who))
        yaku = []
        self.han = 0
        self.yakuman_count = 0
        pairs = ints(e.get("yaku"))
        nkita = sum(1 for d in h["discards"][who] if d == "f44")
        for i in range(0, len(pairs), 2):
            y, han = pairs[i], pairs[i + 1]
            if y == DORA and self.nseats == 3 and nkita:
                # Tenhou counts the Norths set aside with the dora; its own JSON
                # shows them apart
                if han > nkita:
                    yaku.append("%s(%d飜)" % (YAKU[y], han - nkita))
                yaku.append("抜きドラ(%d飜)" % min(han, nkita))
            elif han or y in (DORA + 1,):
                yaku.append("%s(%d飜)" % (YAKU[y], han))
            self.han += han
        for y in ints(e.get("yakuman")):
            yaku.append("%s(役満)" % YAKU[y])
            self.yakuman_count += 1
        dealer = who == h["head"][0] % 4
        info = [who, frm, pao, self.value_text(e, dealer, who == frm)] + yaku
        if e.get("doraHaiUra") and not h["ura"]:
            h["ura"] = [self.code(t) for t in ints(e.get("doraHaiUra"))]
        if h["result"] is None:
            h["result"] = ["和了"]
        h["result"] += [self.deltas(e), info]
        self.owari = e.get("owari", self.owari)

    def ryuukyoku(self, e):
        kind = e.get("type")
        name = ABORTS.get(kind, "流局") if kind else "流局"
        if kind and kind not in ABORTS:
            raise ConvertError("unknown draw %s" % kind)
        self.hand["result"] = [name, self.deltas(e)]
        self.owari = e.get("owari", self.owari)

    def end_hand(self):
        h = self.hand
        if h is None:
            return
        if h["result"] is None:
            raise ConvertError("a hand without a result")
        row = [h["head"], h["points"], h["dora"], h["ura"]]
        for s in range(4):
            row += [h["deal"][s], h["takes"][s], h["discards"][s]]
        row.append(h["result"])
        self.hands.append(row)
        self.hand = None


def convert(text, keep_names=False, ref=""):
    root = ET.fromstring(text)
    if root.tag != "mjloggm":
        raise ConvertError("not an mjlog (<mjloggm>)")
    go = root.find("GO")
    gtype = int(go.get("type"))
    c = Converter(aka=not gtype & 0x02)
    c.nseats = 3 if gtype & 0x10 else 4
    names = ["A", "B", "C", "D"][: c.nseats] + [""] * (4 - c.nseats)
    draw_tags = {"T": 0, "U": 1, "V": 2, "W": 3}
    discard_tags = {"D": 0, "E": 1, "F": 2, "G": 3}
    for e in root:
        tag = e.tag
        m = re.fullmatch(r"([TUVWDEFG])(\d+)", tag)
        if m:
            if m.group(1) in draw_tags:
                c.draw(draw_tags[m.group(1)], int(m.group(2)))
            else:
                c.discard(discard_tags[m.group(1)], int(m.group(2)))
        elif tag == "UN" and keep_names:
            if e.get("n0") is not None:
                names = [unquote(e.get("n%d" % i, "")) for i in range(4)]
        elif tag == "INIT":
            c.end_hand()
            c.init(e)
        elif tag == "REACH":
            if e.get("step") == "1":
                c.riichi[int(e.get("who"))] = True
        elif tag == "DORA":
            c.hand["dora"].append(c.code(int(e.get("hai"))))
        elif tag == "N":
            c.meld(int(e.get("who")), int(e.get("m")))
        elif tag == "AGARI":
            c.agari(e)
        elif tag == "RYUUKYOKU":
            c.ryuukyoku(e)
        elif tag in ("SHUFFLE", "GO", "UN", "TAIKYOKU", "BYE"):
            pass
        else:
            raise ConvertError("unknown tag <%s>" % tag)
    c.end_hand()
    if c.owari is None:
        raise ConvertError("no owari: the game does not end")
    ow = c.owari.split(",")
    sc = []
    for i in range(4):
        sc.append(int(ow[2 * i]) * 100)
        score = float(ow[2 * i + 1])
        sc.append(int(score) if score == int(score) else score)
    disp = room_name(gtype)
    red = 0 if gtype & 0x02 else 1
    return {
        "title": [disp, ""],
        "name": names,
        "rule": {"disp": disp, "aka53": red, "aka52": red, "aka51": red},
        "ref": ref,
        "log": c.hands,
        "sc": sc,
    }


def main(argv):
    keep, ref, files = False, "", []
    args = iter(argv[1:])
    for a in args:
        if a == "--names":
            keep = True
        elif a == "--ref":
            ref = next(args)
        else:
            files.append(a)
    if len(files) != 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    with open(files[0], encoding="utf-8") as f:
        text = f.read()
    try:
        out = convert(text, keep, ref)
    except (ConvertError, ValueError, KeyError) as err:
        print("%s: %s" % (files[0], err), file=sys.stderr)
        return 1
    # one hand a line: small files that still show their hands apart
    lines = json.dumps(out, ensure_ascii=False, separators=(",", ":"))
    print(lines)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
