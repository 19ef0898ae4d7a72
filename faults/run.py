#!/usr/bin/env python3
"""Fault runs against the packaged server on PostgreSQL (see README, "Faults and recovery").

1. SIGKILL and SIGTERM mid-burst of moves (8 games in parallel, each move with an Idempotency-Key, retried until
   answered): after the restart every acknowledged move is in its game; on SIGTERM no request the server had
   received goes unanswered (a 503 while draining, or a refused connection, is fine: the client retries).

Usage: faults/run.py JAR JDBC_URL DB_USER   (Python 3 standard library only; bounded to a few minutes)
"""
import http.client
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid

JAR, JDBC_URL, DB_USER = sys.argv[1], sys.argv[2], sys.argv[3]
WORK = tempfile.mkdtemp(prefix="taflpost-faults-")
PLIES = 40
GAMES = 8


def free_port():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, name, port):
        self.name, self.port, self.process, self.runs = name, port, None, 0

    def start(self):
        self.runs += 1
        log = open(os.path.join(WORK, f"{self.name}-{self.runs}.log"), "w")
        env = dict(os.environ, TAFLPOST_DATA_DIR=os.path.join(WORK, "data"), QUARKUS_HTTP_PORT=str(self.port),
                   QUARKUS_DATASOURCE_JDBC_URL=JDBC_URL, QUARKUS_DATASOURCE_USERNAME=DB_USER,
                   TAFLPOST_LIMITS_ENABLED="false", TAFLPOST_WEBHOOKS_ALLOW_PRIVATE_TARGETS="true",
                   TAFLPOST_WEBHOOKS_POLL="200ms", TAFLPOST_WEBHOOKS_CLAIM="2s", TAFLPOST_WEBHOOKS_TIMEOUT="10s",
                   # CI's machine is shared and slow: a drain bound to spare, not the 20 s default
                   QUARKUS_SHUTDOWN_TIMEOUT="60s")
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
    except (ConnectionRefusedError, ConnectionResetError) as e:
        if isinstance(e, ConnectionRefusedError):
            raise
        raise Aborted(str(e))
    except http.client.RemoteDisconnected as e:
        raise Aborted(str(e))


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
            except OSError:
                pass
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


def main():
    started = time.time()
    a = Server("a", free_port())
    try:
        a.start()
        for fault in (signal.SIGKILL, signal.SIGKILL, signal.SIGTERM):
            print(f"burst of moves on {GAMES} games, {fault.name} mid-burst", flush=True)
            burst(a, fault)
    finally:
        for server in (a,):
            if server.process and server.process.poll() is None:
                server.process.terminate()
                try:
                    server.process.wait(timeout=90)
                except subprocess.TimeoutExpired:
                    server.process.kill()
    print(f"fault runs passed in {time.time() - started:.0f} s (logs in {WORK})")


if __name__ == "__main__":
    main()
