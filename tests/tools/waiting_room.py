#!/usr/bin/env python3
"""A room not started outlives a server killed with SIGKILL (tests/serve.sh).

waiting_room.py before PORT FILE: Ann creates a room (East, 7 s to decide, named "wait"), Bob
sits in it and Ann adds an AI; their tokens and the room go to FILE, and the script stays
connected until the server goes (a client that left would free its seat).
waiting_room.py after PORT FILE: at the server started again, the lobby lists the room with
its settings and seats, Ann and Bob take their seats back with their tokens, and Ann, the
host, starts it: the game names the four players.
waiting_room.py gone PORT FILE: the room is not listed (nobody came back within --idle).
Exits 1 at the first surprise."""
import json, sys

sys.dont_write_bytecode = True  # no __pycache__ left in the source tree
from lobby_client import Client  # noqa: E402

phase, port, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]


def C(name, token=None):
    return Client(port, name, token)


if phase == "before":
    a, b = C("Ann"), C("Bob")
    a.send({"type": "create", "length": "east", "decision_time": 7, "name": "wait"})
    rid = a.until("room")["room"]["id"]
    b.send({"type": "join", "room": rid})
    b.until("room")
    a.send({"type": "bot"})
    r = a.until("room")["room"]
    while r["seats"][2] is None:
        r = a.until("room")["room"]
    with open(path + ".tmp", "w") as f:
        json.dump({"room": rid, "ann": a.token, "bob": b.token}, f)
    import os
    os.rename(path + ".tmp", path)
    try:  # until the server is killed
        while True:
            a.read()
    except (EOFError, OSError):
        pass
    sys.exit(0)

saved = json.load(open(path))
rid = saved["room"]
c = C("Cy")
c.send({"type": "rooms"})
rooms = c.until("rooms")["rooms"]
r = [x for x in rooms if x["id"] == rid]
if phase == "gone":  # nobody came back within the idle time: the room went
    assert r == [], rooms
    print("the room nobody came back to is gone")
    sys.exit(0)
assert len(r) == 1, rooms
r = r[0]
assert (r["name"], r["length"], r["decision_time"], r["host"], r["started"]) == (
    "wait", "east", 7, "Ann", False), r
seats = [(s["name"], s["kind"], s["connected"]) if s else None for s in r["seats"]]
assert seats == [("Ann", "person", False), ("Bob", "person", False), ("balanced", "ai", True),
                 None], seats
print("the room is back:", seats)
a = C("Ann", saved["ann"])
assert a.token == saved["ann"], "Ann's token was not kept"
m = a.until("resume")
assert (m["room"], m["seat"]) == (rid, 0), m
b = C("Bob", saved["bob"])
m = b.until("resume")
assert (m["room"], m["seat"]) == (rid, 1), m
r = a.until("room")["room"]
while not r["seats"][1]["connected"]:
    r = a.until("room")["room"]
assert r["seats"][0]["connected"], r
a.send({"type": "start"})
g = a.until("start_game")
assert g["id"] == 0 and g["names"] == ["Ann", "Bob", "balanced", "balanced 2"], g
g = b.until("start_game")
assert g["id"] == 1 and g["names"][:2] == ["Ann", "Bob"], g
print("the host started it: the game names", g["names"])
