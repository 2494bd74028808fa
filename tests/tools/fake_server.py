#!/usr/bin/env python3
"""A tiny stand-in for `jansou serve` (doc/protocol.md), for the tests of `jansou join`.

Listens on 127.0.0.1, port 0 (the port written to --port-file), speaks hello, login and
welcome, the lobby and room messages, and on `start` feeds the client one seat's mjai stream
(--feed: the lines an mjai bot in that seat is told, as `jansou selfplay --ai mjai:...` tells
them), each with its seq; a decision gets deadline_ms (--first-deadline for the first,
--deadline after) and when it runs out the server moves on, as the real one does. Every answer
is checked: its seq, and a dahai's tile against the seat's hand as the stream deals it; each
is written to --answers as one line. The feed stops after --hands hands with an end_game.
The server stops by itself after --timeout seconds, or when the client has gone.
"""
import argparse
import json
import select
import socket
import sys
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port-file", required=True)
    ap.add_argument("--feed", required=True)
    ap.add_argument("--answers", required=True)
    ap.add_argument("--hands", type=int, default=1)
    ap.add_argument("--first-deadline", type=int, default=60000)
    ap.add_argument("--deadline", type=int, default=300)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--drop-after", type=int, default=0,
                    help="close the connection after this seq's answer, and take the "
                         "client back when it logs in again with its token")
    a = ap.parse_args()
    stop_at = time.time() + a.timeout

    feed = []
    hands = 0
    with open(a.feed) as f:
        for line in f:
            m = json.loads(line)
            feed.append(m)
            if m["type"] == "end_kyoku":
                hands += 1
                if hands >= a.hands:
                    break
    scores = [25000] * 4
    for m in feed:
        if "scores" in m:
            scores = m["scores"]
    feed.append({"type": "end_game", "scores": scores})

    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    with open(a.port_file + ".tmp", "w") as f:
        f.write("%d\n" % srv.getsockname()[1])
    import os
    os.rename(a.port_file + ".tmp", a.port_file)
    answers = open(a.answers, "w", buffering=1)

    c = {"conn": None, "buf": b""}

    def accept():
        srv.settimeout(max(1, stop_at - time.time()))
        try:
            c["conn"], _ = srv.accept()
        except socket.timeout:
            raise EOFError
        c["buf"] = b""

    def send(o):
        c["conn"].sendall((json.dumps(o) + "\n").encode())

    def recv(timeout):
        """The next line as an object, None when none came in time; raises EOFError."""
        end = time.time() + timeout
        while b"\n" not in c["buf"]:
            left = min(end, stop_at) - time.time()
            if left <= 0:
                if time.time() >= stop_at:
                    raise EOFError
                return None
            r, _, _ = select.select([c["conn"]], [], [], left)
            if not r:
                continue
            data = c["conn"].recv(65536)
            if not data:
                raise EOFError
            c["buf"] += data
        line, c["buf"] = c["buf"].split(b"\n", 1)
        return json.loads(line)

    def drop_and_take_back(seat, told):
        """Closes the connection; the client comes back with its token and is told the
        hand in progress again (replay), as the real server does."""
        c["conn"].close()
        answers.write("dropped\n")
        accept()
        send({"type": "hello", "protocol": "mjsonp", "protocol_version": 3,
              "server": "jansou", "jansou_protocol": 1})
        login = recv(10)
        answers.write("login name=%s token=%s\n" % (login.get("name"), login.get("token", "")))
        if login.get("token") != "tok-%s-1" % name:
            send({"type": "error", "message": "bad token"})
            raise EOFError
        send({"type": "welcome", "name": name, "token": login["token"], "protocol": 1})
        send({"type": "resume", "room": "r2", "seat": seat})
        for m in told:
            m = dict(m)
            m.pop("deadline_ms", None)
            m["replay"] = True
            send(m)

    name = "?"
    room = None
    bad = "Bad\x1b[2Jname\x07"
    rooms = [{"id": "r1", "name": bad, "rules": "standard", "length": "hanchan", "players": 4,
              "decision_time": 20, "host": bad, "started": False, "over": False,
              "seats": [{"name": bad, "kind": "person", "connected": True}, None, None, None],
              "watchers": 0},
             {"id": "r3", "name": "a room whose name goes on and on and on and on and on",
              "rules": "tenhou", "length": "east", "players": 4, "decision_time": 20,
              "host": "x", "started": True, "over": False,
              "seats": [{"name": "x", "kind": "mjai", "connected": False}, None, None, None],
              "watchers": 2}]
    try:
        accept()
        send({"type": "hello", "protocol": "mjsonp", "protocol_version": 3, "server": "jansou",
              "jansou_protocol": 1})
        login = recv(10)
        if not login or login.get("type") != "login":
            send({"type": "error", "message": "login first"})
            return 1
        name = login.get("name", "?")
        answers.write("login name=%s token=%s\n" % (name, login.get("token", "")))
        send({"type": "welcome", "name": name, "token": "tok-%s-1" % name, "protocol": 1})
        while True:
            m = recv(stop_at - time.time())
            if m is None:
                return 1
            t = m.get("type")
            answers.write("command %s\n" % t)
            if t == "rooms":
                send({"type": "rooms", "rooms": rooms})
            elif t == "create":
                room = {"id": "r2", "name": "%s's room" % name, "rules": m.get("rules", "standard"),
                        "length": m.get("length", "hanchan"), "players": 4,
                        "decision_time": 20, "host": name, "started": False, "over": False,
                        "seats": [{"name": name, "kind": "person", "connected": True},
                                  None, None, None], "watchers": 0}
                rooms.append(room)
                send({"type": "room", "room": room})
            elif t == "invite":
                # the invited is told as the real server tells it (here: the sender)
                send({"type": "invited", "from": "Eve\x1b]0;pwned\x07", "room": "r1"})
                if room:
                    send({"type": "room", "room": room})
            elif t == "bot" and room:
                i = room["seats"].index(None) if None in room["seats"] else -1
                if i >= 0:
                    room["seats"][i] = {"name": "balanced", "kind": "ai", "connected": True}
                send({"type": "room", "room": room})
            elif t == "join" and any(r["id"] == m.get("room") for r in rooms[2:]):
                room = next(r for r in rooms if r["id"] == m.get("room"))
                send({"type": "room", "room": room})
            elif t in ("room", "join", "accept") and room:
                send({"type": "room", "room": room})
            elif t in ("back", "home"):
                room = None
                send({"type": "lobby", "rooms": len(rooms), "players": 1})
            elif t == "start" and room:
                room["started"] = True
                send({"type": "room", "room": room})
                break
            else:
                send({"type": "error", "message": "no such thing here: %s" % t})
        play(feed, send, recv, answers, a, drop_and_take_back)
        room["over"] = True
        send({"type": "room", "room": room})
        while True:  # until the client goes
            m = recv(stop_at - time.time())
            if m and m.get("type") in ("back", "home"):
                send({"type": "lobby", "rooms": len(rooms), "players": 1})
            elif m:
                send({"type": "room", "room": room})
    except (EOFError, ConnectionError, OSError):
        pass
    answers.write("closed\n")
    return 0


def play(feed, send, recv, answers, a, drop):
    me = None
    hand = []
    seq = 0
    first = True
    told = []  # start_game and the hand in progress, for a reconnection
    for m in feed:
        m = dict(m)
        t = m["type"]
        if t == "start_game":
            me = m["id"]
            told = []
        elif t == "start_kyoku":
            hand = list(m["tehais"][me])
            told = told[:1]
        elif t == "tsumo" and m.get("actor") == me:
            hand.append(m["pai"])
        elif t in ("dahai",) and m.get("actor") == me and m["pai"] in hand:
            hand.remove(m["pai"])
        elif t in ("chi", "pon", "daiminkan", "ankan", "kakan") and m.get("actor") == me:
            for p in m.get("consumed", []):
                if p in hand:
                    hand.remove(p)
            if t == "kakan" and m["pai"] in hand:
                hand.remove(m["pai"])
        decision = ((t == "tsumo" and m.get("actor") == me) or bool(m.get("possible_actions"))
                    or (t in ("chi", "pon", "reach") and m.get("actor") == me))
        seq += 1
        m["seq"] = seq
        wait = 10.0
        if decision:
            m["deadline_ms"] = a.first_deadline if first else a.deadline
            wait = m["deadline_ms"] / 1000.0
            first = False
        send(m)
        told.append(m)
        while True:
            r = recv(wait)
            if r is None:
                answers.write("seq=%d %s timeout\n" % (seq, t))
                break
            if r.get("seq") != seq:
                answers.write("stale seq=%s (now %d)\n" % (r.get("seq"), seq))
                continue
            what = r.get("type")
            if what == "dahai":
                legal = r.get("pai") in hand and t in ("tsumo", "chi", "pon", "reach")
                answers.write("seq=%d %s answer dahai %s %s\n" % (seq, t, r.get("pai"),
                                                                  "legal" if legal else "ILLEGAL"))
            else:
                answers.write("seq=%d %s answer %s\n" % (seq, t, what))
            break
        if seq == a.drop_after:
            drop(me, told)


if __name__ == "__main__":
    sys.exit(main() or 0)
