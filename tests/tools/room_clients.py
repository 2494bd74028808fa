#!/usr/bin/env python3
"""Scripted jansou clients for jansou serve's tests (doc/protocol.md).

N clients log in, the first creates a room, the others join, the first starts it, and
each plays the whole game: a win when one is offered, else its drawn tile discarded, and
"none" to everything else, but a discard after a call its seat's AI made when its time
ran out. Checks on the way that each client sees only its own tiles.
--drop K:N drops client K after its Nth game message and logs it in again with its
token, checking that the resumed hand is the one it held. --kill-file F: write F (the
room's id) after --kill-after game messages of client 0 and wait (another process kills
the server and starts it again), then reconnect everyone with their tokens when
F.restarted appears.
Exits 0 when every client saw end_game, 1 otherwise.
"""
import argparse, json, os, selectors, socket, sys, time

p = argparse.ArgumentParser()
p.add_argument("--port", type=int, required=True)
p.add_argument("--host", default="127.0.0.1")
p.add_argument("--players", type=int, default=4)
p.add_argument("--length", default="east")
p.add_argument("--rules", default="standard")
p.add_argument("--drop", default="")
p.add_argument("--kill-file", default="")
p.add_argument("--kill-after", type=int, default=40)
p.add_argument("--timeout", type=float, default=120)
p.add_argument("--password", default="")
p.add_argument("--delay", type=float, default=0, help="seconds before each answer")
p.add_argument("--decision-time", type=int, default=20)
p.add_argument("--late", type=int, default=-1,
               help="this client answers its first question a second past its time")
a = p.parse_args()

sel = selectors.DefaultSelector()
fails = []


def fail(msg):
    fails.append(msg)
    print("FAIL:", msg, file=sys.stderr)


class Client:
    def __init__(self, i):
        self.i = i
        self.name = "p%d" % i
        self.token = None
        self.seat = None
        self.tehai = None  # the hand dealt this hand, as start_kyoku told it
        self.ended = False
        self.msgs = 0
        self.dropped = False
        self.resumed = False
        self.connect()

    def connect(self):
        self.s = socket.create_connection((a.host, a.port))
        self.buf = b""
        sel.register(self.s, selectors.EVENT_READ, self)

    def send(self, o):
        self.s.sendall((json.dumps(o) + "\n").encode())

    def login(self):
        o = {"type": "login", "name": self.name}
        if self.token:
            o["token"] = self.token
        if a.password:
            o["password"] = a.password
        self.send(o)

    def close(self):
        sel.unregister(self.s)
        self.s.close()


clients = [Client(i) for i in range(a.players)]
room = None
started = False
drop_k, drop_n = (int(x) for x in a.drop.split(":")) if a.drop else (-1, 0)
killed = False


def privacy(c, m):
    t = m.get("type")
    if t == "start_kyoku":
        for s, hand in enumerate(m.get("tehais", [])):
            if s != c.seat and any(x != "?" for x in hand):
                fail("%s sees seat %d's hand: %s" % (c.name, s, hand))
    if t == "tsumo" and m.get("actor") != c.seat and m.get("pai") != "?":
        fail("%s sees seat %d's draw %s" % (c.name, m.get("actor"), m.get("pai")))


def follow_hand(c, m):
    """The client's own tiles, kept from the messages (replayed ones too)."""
    t = m.get("type")
    if t == "start_kyoku":
        c.hand = list(m["tehais"][c.seat])
    if m.get("actor") != c.seat or c.hand is None:
        return
    gone = []
    if t == "tsumo":
        c.hand.append(m["pai"])
    elif t in ("dahai", "kakan", "nukidora"):
        gone = [m["pai"]]
    elif t in ("chi", "pon", "daiminkan", "ankan"):
        gone = m.get("consumed", [])
    for x in gone:
        if x in c.hand:
            c.hand.remove(x)
        else:
            fail("%s lets go of %s, not in its hand %s" % (c.name, x, c.hand))


def answer(c, m):
    t = m.get("type")
    pa = m.get("possible_actions") or []
    out = {"type": "none"}
    hora = [x for x in pa if x.get("type") == "hora"]
    kita = [x for x in pa if x.get("type") == "nukidora"]
    if hora:
        out = hora[0]
    elif kita:
        out = kita[0]
    elif t == "tsumo" and m.get("actor") == c.seat:
        out = {"type": "dahai", "actor": c.seat, "pai": m["pai"], "tsumogiri": True}
    elif t in ("chi", "pon") and m.get("actor") == c.seat and "cannot_dahai" in m:
        # the seat's AI called for it (its time ran out): a discard kuikae allows
        barred = {x.rstrip("r") for x in m["cannot_dahai"]}
        free = [x for x in c.hand if x.rstrip("r") not in barred]
        if free:
            out = {"type": "dahai", "actor": c.seat, "pai": free[-1], "tsumogiri": False}
            print("%s discards %s after the %s its AI made" % (c.name, free[-1], t))
    elif t == "reach" and m.get("actor") == c.seat:
        out = {"type": "none"}
    if "seq" in m:
        out["seq"] = m["seq"]
    if a.delay:
        time.sleep(a.delay)
    if c.i == a.late and "deadline_ms" in m and not c.was_late:
        c.was_late = True
        time.sleep(a.decision_time + 1.0)
    c.send(out)


def on_message(c, m):
    global room, started, killed
    t = m.get("type")
    if t == "hello":
        c.login()
        return
    if t == "welcome":
        c.token = m["token"]
        if c.i == 0 and room is None:
            c.send({"type": "create", "length": a.length, "rules": a.rules,
                    "decision_time": a.decision_time})
        elif room is not None and not c.resumed and c.seat is None:
            c.send({"type": "join", "room": room})
        return
    if t == "error":
        print("%s got error: %s" % (c.name, m.get("message")), file=sys.stderr)
        return
    if t == "room":
        r = m["room"]
        if room is None:
            room = r["id"]
            for o in clients[1:]:
                if o.token:
                    o.send({"type": "join", "room": room})
        for s, st in enumerate(r["seats"]):
            if st and st["name"] == c.name:
                c.seat = s
        if (c.i == 0 and not r["started"] and not started
                and all(r["seats"][s] for s in range(r["players"]))):
            started = True
            c.send({"type": "start"})
        return
    if t == "resume":
        c.resumed = True
        c.seat = m["seat"]
        return
    if t in ("lobby", "rooms", "invited"):
        return
    # a game message
    privacy(c, m)
    if t == "start_game":
        c.seat = m.get("id", c.seat)
    follow_hand(c, m)
    if t == "start_kyoku":
        hand = m["tehais"][c.seat]
        if m.get("replay") and c.tehai is not None and c.check_tehai:
            if hand != c.tehai:
                fail("%s resumed with %s, held %s" % (c.name, hand, c.tehai))
            else:
                print("%s resumed its hand %s" % (c.name, " ".join(hand)))
            c.check_tehai = False
        c.tehai = hand
    if m.get("replay"):
        return
    if t == "end_game":
        c.ended = True
    c.msgs += 1
    answer(c, m)
    if c.i == drop_k and c.msgs == drop_n and not c.dropped:
        c.dropped = True
        c.check_tehai = True
        c.close()
        time.sleep(0.2)
        c.connect()
    if a.kill_file and c.i == 0 and c.msgs == a.kill_after and not killed:
        killed = True
        with open(a.kill_file, "w") as f:
            f.write(room + "\n")
        t0 = time.time()
        while not os.path.exists(a.kill_file + ".restarted"):
            if time.time() - t0 > 30:
                fail("no restart")
                sys.exit(1)
            time.sleep(0.1)
        for o in clients:
            o.close()
            o.check_tehai = True
            o.connect()


for c in clients:
    c.check_tehai = False
    c.was_late = False
    c.hand = None
deadline = time.time() + a.timeout
while not all(c.ended for c in clients) and time.time() < deadline:
    for key, _ in sel.select(timeout=1):
        c = key.data
        try:
            data = c.s.recv(65536)
        except OSError:
            data = b""
        if not data:
            sel.unregister(c.s)
            c.s.close()
            if not c.ended:
                fail("%s: the server closed the connection" % c.name)
                sys.exit(1)
            continue
        c.buf += data
        while b"\n" in c.buf:
            line, c.buf = c.buf.split(b"\n", 1)
            on_message(c, json.loads(line))
for c in clients:
    if not c.ended:
        fail("%s never saw end_game" % c.name)
print("room", room, "played to its end" if not fails else "FAILED")
sys.exit(1 if fails else 0)
