#!/usr/bin/env python3
"""Fault runs against the packaged server on PostgreSQL (see README, "Faults and recovery").

1. SIGKILL and SIGTERM mid-burst of moves (8 games in parallel, each move with an Idempotency-Key, retried until
   answered): after the restart every acknowledged move is in its game; on SIGTERM no request the server had
   received goes unanswered (a 503 while draining, or a refused connection, is fine: the client retries).
2. Two instances on one database: 20 different first moves raced across both give exactly one winner; an event
   stream on one instance hears a move made on the other (the ticketed stream and the public one); a game whose
   clock runs out while both instances sweep is settled once (one game-over event per seat); a webhook whose
   receiver takes 2 s to answer (longer than the 2 s claim) gets each delivery once.

Usage: faults/run.py JAR JDBC_URL DB_USER   (Python 3 standard library only; bounded to a few minutes)
"""
import http.client
import http.server
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid

# set from the command line by main(), or by faults/ha.py, which uses this module's parts
JAR = JDBC_URL = DB_USER = None
WORK = tempfile.mkdtemp(prefix="taflpost-faults-")
PLIES = 40
GAMES = 8


def free_port():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, name, port, settings=None):
        self.name, self.port, self.process, self.runs = name, port, None, 0
        self.settings = settings or {}

    def start(self):
        self.runs += 1
        log = open(os.path.join(WORK, f"{self.name}-{self.runs}.log"), "w")
        env = dict(os.environ, TAFLPOST_DATA_DIR=os.path.join(WORK, "data"), QUARKUS_HTTP_PORT=str(self.port),
                   QUARKUS_DATASOURCE_JDBC_URL=JDBC_URL, QUARKUS_DATASOURCE_USERNAME=DB_USER,
                   TAFLPOST_LIMITS_ENABLED="false", TAFLPOST_WEBHOOKS_ALLOW_PRIVATE_TARGETS="true",
                   TAFLPOST_WEBHOOKS_POLL="200ms", TAFLPOST_WEBHOOKS_CLAIM="2s", TAFLPOST_WEBHOOKS_TIMEOUT="10s",
                   # the receiver takes 2 s to outlast its claim, not to be cut short as a slow one
                   TAFLPOST_WEBHOOKS_SLOW_TIMEOUT="5s",
                   # CI's machine is shared and slow: a drain bound to spare, not the 20 s default
                   QUARKUS_SHUTDOWN_TIMEOUT="60s")
        env.update(self.settings)
        self.process = subprocess.Popen(["java", "-jar", JAR], stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.time() + 300  # the shared CI machine may start it slowly
        while time.time() < deadline:
            try:
                if call(self.port, "GET", "/q/health/ready")[0] == 200:
                    print(f"  {self.name} ready on port {self.port}", flush=True)
                    return
            except OSError:
                pass
            if self.process.poll() is not None:
                break
            time.sleep(0.5)
        sys.exit(f"{self.name} did not start; see {log.name}")

    def signal(self, sig):
        self.process.send_signal(sig)
        self.process.wait(timeout=60)


def call(port, method, path, body=None, token=None, headers=None, timeout=30):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    sent = dict(headers or {})
    if body is not None:
        sent["Content-Type"] = "application/json"
    if token:
        sent["Authorization"] = "Bearer " + token
    try:
        connection.request(method, path, None if body is None else json.dumps(body), sent)
        answer = connection.getresponse()
        text = answer.read().decode()
        return answer.status, (json.loads(text) if text[:1] in ("{", "[") else text)
    finally:
        connection.close()


class Aborted(Exception):
    """The request was sent and the connection ended without an answer."""


def post_move(port, game, token, move, ply, key):
    try:
        return call(port, "POST", f"/api/games/{game}/moves", {"move": move, "ply": ply}, token,
                    {"Idempotency-Key": key})
    except ConnectionRefusedError:
        raise
    except ConnectionError as e:
        # reset, or a broken pipe: the connection was closed while the request was being sent (the in-flight check
        # in burst() tells one sent before a SIGTERM, a server fault, from one sent after it, as a refusal would be)
        raise Aborted(repr(e))
    except (http.client.RemoteDisconnected, http.client.IncompleteRead) as e:
        raise Aborted(repr(e))


class Player(threading.Thread):
    """Plays one anonymous game, move after move, retrying each until the server answers it."""

    def __init__(self, port):
        super().__init__(daemon=True)
        self.port = port
        status, game = call(port, "POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen"})
        assert status == 201, (status, game)
        # the creator holds one seat; the other is the invitation's, claimed here as the opponent would
        self.game, self.seats = game["id"], {game["seat"]["side"]: game["seat"]["token"]}
        status, claimed = call(port, "POST", f"/api/invitations/{game['invitation']['code']}/claim")
        assert status == 201, (status, claimed)
        self.seats[claimed["side"]] = claimed["token"]
        self.acknowledged, self.aborted, self.failure = [], [], None

    def read(self, path):
        deadline = time.time() + 360  # longer than a restart takes
        while True:
            try:
                status, body = call(self.port, "GET", path)
                if status == 200:
                    return body
            except (OSError, http.client.HTTPException):
                pass  # refused, or the answer cut off by the kill: read again
            if time.time() > deadline:
                raise RuntimeError(f"no answer to GET {path}")
            time.sleep(0.2)

    def run(self):
        try:
            self.play()
        except Exception as e:  # reported by the main thread
            self.failure = repr(e)

    def play(self):
        ply = 0
        while ply < PLIES:
            game = self.read(f"/api/games/{self.game}")
            if game["ply"] > ply or game["status"] != "active":
                ply = game["ply"]  # our last move was stored but its answer lost with the server: not acknowledged
                if game["status"] != "active":
                    return
                continue
            moves = self.read(f"/api/games/{self.game}/legal-moves")["moves"]
            move = moves[(ply * 7 + len(self.game)) % len(moves)]["notation"]
            side = "attackers" if ply % 2 == 0 else "defenders"
            key = str(uuid.uuid4())
            deadline = time.time() + 360  # longer than a restart takes
            while True:
                if time.time() > deadline:
                    raise RuntimeError(f"move {ply} of {self.game} never answered")
                sent = time.time()
                try:
                    status, body = post_move(self.port, self.game, self.seats[side], move, ply, key)
                except ConnectionRefusedError:
                    time.sleep(0.2)
                    continue
                except Aborted as e:
                    self.aborted.append((sent, ply, str(e)))
                    time.sleep(0.2)
                    continue
                if status in (200, 201):
                    self.acknowledged.append((ply, body["moves"][ply]))
                    ply += 1
                    break
                if status == 503 or (status == 409 and body.get("code") == "idempotency-key-in-flight"):
                    time.sleep(0.2)
                    continue
                if status == 409:
                    break  # the game moved on (a lost answer): read it again
                raise RuntimeError(f"move {ply} of {self.game}: {status} {body}")


def burst(server, fault):
    players = [Player(server.port) for _ in range(GAMES)]
    for player in players:
        player.start()
    time.sleep(3)
    print(f"  {fault.name} mid-burst", flush=True)
    signalled = time.time()
    server.signal(fault)
    server.start()
    for player in players:
        player.join(timeout=900)
    failures = [p.failure for p in players if p.failure or p.is_alive()]
    assert not failures, failures
    acknowledged = 0
    for player in players:
        moves = call(server.port, "GET", f"/api/games/{player.game}")[1]["moves"]
        for ply, move in player.acknowledged:
            assert ply < len(moves) and moves[ply] == move, f"acknowledged {move} at {ply} lost in {player.game}"
        acknowledged += len(player.acknowledged)
    aborted = [(p.game, a) for p in players for a in p.aborted]
    print(f"  {acknowledged} acknowledged moves all present after the restart; "
          f"{len(aborted)} requests aborted", flush=True)
    if fault == signal.SIGTERM:
        # in flight = sent before the signal; one sent after it may meet the closing socket, as a refusal would
        in_flight = [(game, abort) for game, abort in aborted if abort[0] < signalled]
        assert not in_flight, f"requests in flight aborted by SIGTERM: {in_flight}"


def anonymous_game(port, body):
    """An anonymous game with both seats: the creator's, and the invitation's claimed as the opponent would."""
    status, game = call(port, "POST", "/api/games", body)
    assert status == 201, (status, game)
    seats = {game["seat"]["side"]: game["seat"]["token"]}
    status, claimed = call(port, "POST", f"/api/invitations/{game['invitation']['code']}/claim")
    assert status == 201, (status, claimed)
    seats[claimed["side"]] = claimed["token"]
    return game["id"], seats


def sql(query):
    """One value from the database the instances share, through psql."""
    host_port, database = JDBC_URL.split("//", 1)[1].split("/", 1)
    host, port = (host_port.split(":") + ["5432"])[:2]
    return subprocess.run(["psql", "-qtA", "-h", host, "-p", port, "-U", DB_USER, "-d", database, "-c", query],
                          check=True, capture_output=True, text=True).stdout.strip()


class Stream(threading.Thread):
    """Reads an event stream's event names until it has heard `wanted` or `seconds` have passed."""

    def __init__(self, port, path, wanted, seconds=60):
        super().__init__(daemon=True)
        self.port, self.path, self.wanted, self.seconds = port, path, wanted, seconds
        self.events, self.opened = [], threading.Event()

    def run(self):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.seconds)
        try:
            connection.request("GET", self.path, headers={"Accept": "text/event-stream"})
            answer = connection.getresponse()
            assert answer.status == 200, answer.status
            self.opened.set()
            deadline = time.time() + self.seconds
            while time.time() < deadline and self.wanted not in self.events:
                line = answer.fp.readline().decode().strip()
                if line.startswith("event:"):
                    self.events.append(line[len("event:"):].strip())
        except OSError:
            pass
        finally:
            self.opened.set()
            connection.close()


def two_instances(a, b):
    started = time.time()
    # a per-move clock of one minute, left to run out while both instances sweep
    overdue, _ = anonymous_game(a.port, {"ruleset": "copenhagen", "board": "brandubh", "side": "attackers",
                                         "timeControl": {"type": "per-move", "perMove": "PT1M"}})

    game, seats = anonymous_game(a.port, {"ruleset": "copenhagen", "board": "brandubh", "side": "attackers"})
    status, ticket = call(b.port, "POST", "/api/events/tickets", token=seats["defenders"])
    assert status == 201, (status, ticket)
    ticketed = Stream(b.port, f"/api/events?ticket={ticket['ticket']}", "move")
    public = Stream(b.port, f"/api/games/{game}/events", "move")
    for stream in (ticketed, public):
        stream.start()
        stream.opened.wait(30)
    time.sleep(1)
    moves = [m["notation"] for m in call(a.port, "GET", f"/api/games/{game}/legal-moves")[1]["moves"]][:20]
    answers, gate = [], threading.Barrier(len(moves))

    def race(index, move):
        gate.wait()
        port = (a, b)[index % 2].port
        answers.append((move, call(port, "POST", f"/api/games/{game}/moves", {"move": move, "ply": 0},
                                   seats["attackers"])[0]))

    racers = [threading.Thread(target=race, args=(i, m)) for i, m in enumerate(moves)]
    for racer in racers:
        racer.start()
    for racer in racers:
        racer.join(60)
    winners = [move for move, status in answers if status == 201]
    assert len(answers) == len(moves) and len(winners) == 1, answers
    assert all(status == 409 for move, status in answers if move not in winners), answers
    stored = call(b.port, "GET", f"/api/games/{game}")[1]
    assert stored["moves"] == winners, (stored["moves"], winners)
    print(f"  move race: {len(moves)} different first moves across both instances, one winner ({winners[0]}),"
          f" {len(moves) - 1} refused with 409", flush=True)
    for stream in (ticketed, public):
        stream.join(30)
        assert "move" in stream.events, (stream.path, stream.events)
    print("  the move made on instance a reached the ticketed and the public stream on instance b", flush=True)

    while time.time() < started + 150:
        if call(b.port, "GET", f"/api/games/{overdue}")[1]["status"] == "finished":
            break
        time.sleep(2)
    time.sleep(5)  # let both sweepers have their turn at the settled game
    result = call(a.port, "GET", f"/api/games/{overdue}")[1]["result"]
    assert result == {"winner": "defenders", "reason": "timeout"}, result
    over = sql(f"select count(*) || ' ' || count(distinct recipient) from events"
               f" where game_id = '{overdue}' and type = 'game-over'")
    events, recipients = over.split()
    assert events == recipients and int(events) >= 2, f"{events} game-over events for {recipients} recipients"
    print(f"  the overdue game was settled once: one game-over event for each of its {recipients} recipients",
          flush=True)


class SlowReceiver(http.server.ThreadingHTTPServer):
    """A webhook receiver that takes `seconds` over every delivery and notes each delivery id it was sent."""

    def __init__(self, seconds=2):
        received = self.received = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                received.append(self.headers.get("Taflpost-Delivery"))
                time.sleep(seconds)
                self.send_response(204)
                self.end_headers()

            def log_message(self, *args):
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()


def player_token(port):
    name = "f" + uuid.uuid4().hex[:12]
    status, body = call(port, "POST", "/api/players", {"name": name, "password": "correct-horse-battery"})
    assert status == 201, (status, body)
    status, body = call(port, "POST", "/api/auth/token", {"name": name, "password": "correct-horse-battery"})
    assert status in (200, 201), (status, body)
    return name, body["token"]


def webhooks_once(a, b):
    receiver = SlowReceiver()
    (_, astrid), (bjorn_name, bjorn) = player_token(a.port), player_token(b.port)
    status, hook = call(a.port, "POST", "/api/players/me/webhooks",
                        {"url": f"http://127.0.0.1:{receiver.server_address[1]}/hook"}, astrid)
    assert status == 201, (status, hook)
    status, game = call(a.port, "POST", "/api/games", {"ruleset": "copenhagen", "board": "brandubh",
                                                       "side": "attackers", "opponent": bjorn_name}, astrid)
    assert status == 201, (status, game)
    status, joined = call(b.port, "POST", f"/api/games/{game['id']}/join", token=bjorn)
    assert status == 200, (status, joined)
    for ply in range(6):
        port = (a, b)[ply % 2].port
        move = call(port, "GET", f"/api/games/{game['id']}/legal-moves")[1]["moves"][0]["notation"]
        status, body = call(port, "POST", f"/api/games/{game['id']}/moves", {"move": move, "ply": ply},
                            (astrid, bjorn)[ply % 2])
        assert status == 201, (status, body)
    deliveries = f"from webhook_deliveries where webhook_id = '{hook['id']}'"
    deadline = time.time() + 180
    while sql(f"select count(*) {deliveries} and status = 'pending'") != "0":
        assert time.time() < deadline, "deliveries still pending after 3 minutes"
        time.sleep(1)
    count = int(sql(f"select count(*) {deliveries} and status = 'delivered'"))
    receiver.shutdown()
    assert count > 0 and len(receiver.received) == count and len(set(receiver.received)) == count, \
        (count, receiver.received)
    print(f"  a receiver taking 2 s (claims of 2 s) got each of its {count} deliveries once,"
          f" sent by two instances", flush=True)


def main():
    global JAR, JDBC_URL, DB_USER
    JAR, JDBC_URL, DB_USER = sys.argv[1], sys.argv[2], sys.argv[3]
    started = time.time()
    a, b = Server("a", free_port()), Server("b", free_port())
    try:
        a.start()
        for fault in (signal.SIGKILL, signal.SIGKILL, signal.SIGTERM):
            print(f"burst of moves on {GAMES} games, {fault.name} mid-burst", flush=True)
            burst(a, fault)
        print("two instances on one database", flush=True)
        b.start()
        two_instances(a, b)
        webhooks_once(a, b)
    finally:
        for server in (a, b):
            if server.process and server.process.poll() is None:
                server.process.terminate()
                try:
                    server.process.wait(timeout=90)
                except subprocess.TimeoutExpired:
                    server.process.kill()
    print(f"fault runs passed in {time.time() - started:.0f} s (logs in {WORK})")


if __name__ == "__main__":
    main()
