#!/usr/bin/env python3
"""Hostile clients against jansou serve (tests/serve.sh): each must get an error line or a
closed connection, and nothing else may suffer. Prints one line a case; exits 1 when one
is not answered as it should be."""
import json, socket, sys, time

port = int(sys.argv[1])
fails = 0


def conn():
    s = socket.create_connection(("127.0.0.1", port))
    s.settimeout(10)
    f = s.makefile("rb")
    hello = json.loads(f.readline())
    assert hello["type"] == "hello", hello
    return s, f


def lines_until_close(f, limit=100):
    out = []
    try:
        for _ in range(limit):
            line = f.readline()
            if not line:
                return out, True
            out.append(json.loads(line))
    except (OSError, ValueError):
        return out, True
    return out, False


def case(name, ok):
    global fails
    print(("ok " if ok else "FAIL ") + name)
    fails += not ok


def refused(name, payload):
    s, f = conn()
    try:
        s.sendall(payload)
    except OSError:
        pass
    got, closed = lines_until_close(f)
    case(name, closed and any(m.get("type") == "error" for m in got))
    s.close()


refused("garbage", b"\x00\xff garbage {{{\n")
refused("not an object", b"[1,2,3]\n")
refused("no type", b'{"name":"x"}\n')
refused("over-long line", b'{"type":"login","name":"' + b"x" * 100000 + b'"}\n')
refused("bad name", b'{"type":"login","name":"a\\u001b[31mb"}\n')

# an unknown type after login: an error, the connection stays
s, f = conn()
s.sendall(b'{"type":"login","name":"hostile"}\n')
w = json.loads(f.readline())
s.sendall(b'{"type":"frobnicate"}\n{"type":"rooms"}\n')
e = json.loads(f.readline())
r = json.loads(f.readline())
case("unknown type", w["type"] == "welcome" and e["type"] == "error" and r["type"] == "rooms")
s.close()

# half a line, then gone
s, f = conn()
s.sendall(b'{"type":"login","na')
s.close()
case("half a line then disconnect", True)

# a flood: past the rate limit, an error and the connection closed
s, f = conn()
s.sendall(b'{"type":"login","name":"flood"}\n')
try:
    s.sendall(b'{"type":"rooms"}\n' * 2000)
except OSError:
    pass
got, closed = lines_until_close(f, 5000)
case("flood", closed and any(m.get("type") == "error" and "rate" in m.get("message", "")
                              for m in got))
s.close()

# 300 connections at once: each gets its hello
socks = []
try:
    for i in range(300):
        socks.append(conn())
    case("300 connections", len(socks) == 300)
except OSError as e:
    case("300 connections (%s)" % e, False)
for s, f in socks:
    s.close()

# the server still answers
s, f = conn()
s.sendall(b'{"type":"login","name":"after"}\n{"type":"rooms"}\n')
w = json.loads(f.readline())
r = json.loads(f.readline())
case("still serving", w["type"] == "welcome" and r["type"] == "rooms")
s.close()
sys.exit(1 if fails else 0)
