#!/usr/bin/env python3
"""The lobby's commands against jansou serve (tests/serve.sh): create, rooms, invite, accept,
bot, room, start (empty seats to the AI), watch, back, home; then the host plays the game to
its end with two jansou AIs and the invited player. Exits 1 at the first surprise."""
import sys

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
from lobby_client import Client  # noqa: E402

port = int(sys.argv[1])


def C(name, token=None):
    return Client(port, name, token)


a, b, w = C("host"), C("guest"), C("onlooker")
a.send({"type": "create", "length": "east", "rules": "tenhou", "name": "<b>room</b>"})
r = a.until("room")["room"]
assert r["host"] == "host" and r["rules"] == "tenhou" and r["length"] == "east", r
rid = r["id"]
b.send({"type": "rooms"})
assert any(x["id"] == rid for x in b.until("rooms")["rooms"])
a.send({"type": "invite", "name": "guest"})
inv = b.until("invited")
assert inv["from"] == "host" and inv["room"] == rid, inv
b.send({"type": "accept"})
r = b.until("room")["room"]
assert r["seats"][1]["name"] == "guest", r
b.send({"type": "bot"})
assert b.until("error")  # only the host adds bots
a.send({"type": "bot", "ai": "no-such-ai"})
assert a.until("error")
a.send({"type": "bot"})
r = a.until("room")["room"]
while r["seats"][2] is None:
    r = a.until("room")["room"]
assert r["seats"][2]["kind"] == "ai", r
w.send({"type": "watch", "room": rid})
w.until("room")
b.send({"type": "back"})
assert b.until("lobby")["type"] == "lobby"
a.send({"type": "start"})
seen_start = False
while True:
    m = a.read()
    t = m["type"]
    if t == "start_game":
        seen_start = True
        # the seats the guest left and nobody took are the AI's; each AI its own name
        assert m["names"] == ["host", "balanced 2", "balanced", "balanced 3"], m
    if t in ("room", "error", "lobby", "invited", "rooms"):
        if t == "room" and m["room"]["over"]:
            break
        continue
    out = {"type": "none", "seq": m["seq"]}
    pa = m.get("possible_actions") or []
    if any(x["type"] == "hora" for x in pa):
        out = dict([x for x in pa if x["type"] == "hora"][0], seq=m["seq"])
    elif t == "tsumo" and m["actor"] == m.get("actor") and m["pai"] != "?":
        out = {"type": "dahai", "actor": m["actor"], "pai": m["pai"], "tsumogiri": True,
               "seq": m["seq"]}
    a.send(out)
assert seen_start
n = 0
watched_start = False
while True:  # the watcher saw the game: no hand, no draw
    m = w.read()
    if m["type"] == "start_game":  # no seat of its own; the players by name
        assert "id" not in m and m["names"][0] == "host", m
        watched_start = True
    if m["type"] == "start_kyoku":
        assert all(x == "?" for h in m["tehais"] for x in h), m
    if m["type"] == "tsumo":
        assert m["pai"] == "?", m
    n += 1
    if m["type"] == "room" and m["room"]["over"]:
        break
assert watched_start
a.send({"type": "home"})
assert a.until("lobby")
print("lobby ok, the watcher saw", n, "messages")
