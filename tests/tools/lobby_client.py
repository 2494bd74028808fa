"""A person's connection to jansou serve for the server's tests (lobby.py, waiting_room.py):
logged in with a name (and a token to take a seat back), JSON lines out and in."""
import json, socket


class Client:
    def __init__(self, port, name, token=None):
        self.s = socket.create_connection(("127.0.0.1", port))
        self.s.settimeout(30)
        self.f = self.s.makefile("rb")
        assert self.read()["type"] == "hello"
        login = {"type": "login", "name": name}
        if token:
            login["token"] = token
        self.send(login)
        w = self.read()
        assert w["type"] == "welcome" and len(w["token"]) >= 16, w
        self.token = w["token"]

    def send(self, o):
        self.s.sendall((json.dumps(o) + "\n").encode())

    def read(self):
        """The next message; EOFError when the server has closed the connection."""
        line = self.f.readline()
        if not line:
            raise EOFError
        return json.loads(line)

    def until(self, t):
        """The next message of type t, the others passed over."""
        while True:
            m = self.read()
            if m["type"] == t:
                return m
