#!/usr/bin/env python3
"""The failover run (docs/operations.md, "High availability"): the packaged server on a pg_auto_failover formation
(docker/ha/start.sh), the primary killed with SIGKILL mid-burst, twice, once in each direction.

Before the kills: read-your-writes (every move read back at once, from the standby) and the share of reads the
standby takes under a read mix, with and without the reads pool. Then, for each kill: moves from CLIENTS clients
(each with an Idempotency-Key, retried until answered), readers of games, records, pictures and lists, event streams
of seats that reconnect with Last-Event-ID, and a webhook; the primary's keeper and postmaster killed mid-burst; the old
primary brought back as a standby. Reported and checked: acknowledged moves lost (0), seconds from the kill to the
next acknowledged move (at most RECOVERY_GOAL), answers 5xx other than 503 (0), reads that failed (0), move events
missed by the streams (0), webhook deliveries received twice (0).

Usage: faults/ha.py JAR [--compare-reads]   (Python 3 standard library only; starts and wipes its own formation,
bounded to minutes). --compare-reads also runs the read mix with every read on the primary, for the CPU comparison.
"""
import http.client
import json
import os
import re
import subprocess
import sys
import threading
import time
import uuid

import run as base

HERE = os.path.dirname(os.path.abspath(__file__))
HA = os.path.join(os.path.dirname(HERE), "docker", "ha")
FORMATION = dict(os.environ, TAFLPOST_HA_DIR=os.environ.get("TAFLPOST_HA_DIR", "/var/tmp/taflpost-ha-faults"),
                 TAFLPOST_HA_PORT=os.environ.get("TAFLPOST_HA_PORT", "6100"))
CLIENTS = 16
WATCHED = 6
RECOVERY_GOAL = 15.0
call = base.call


def ha(script, *args):
    return subprocess.run(["bash", os.path.join(HA, script), *args], env=FORMATION, check=True,
                          capture_output=True, text=True).stdout


def psql(port, database, query):
    return subprocess.run(["psql", "-qtA", "-h", "127.0.0.1", "-p", str(port), "-U", "postgres", "-d", database,
                           "-c", query], check=True, capture_output=True, text=True).stdout.strip()


def node_ports():
    """Each answering node's port by its role, as the node itself says: {'primary': port, 'secondary': port}."""
    ports = {}
    for port in (int(FORMATION["TAFLPOST_HA_PORT"]) + 1, int(FORMATION["TAFLPOST_HA_PORT"]) + 2):
        try:
            standby = psql(port, "taflpost", "select pg_is_in_recovery()") == "t"
        except subprocess.CalledProcessError:
            continue  # not answering
        ports["secondary" if standby else "primary"] = port
    return ports


class Counters:
    def __init__(self):
        self.lock = threading.Lock()
        self.values = {}

    def add(self, key, n=1):
        with self.lock:
            self.values[key] = self.values.get(key, 0) + n


def anonymous_game(port):
    while True:
        try:
            status, game = call(port, "POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen"})
            if status == 201:
                break
        except (OSError, http.client.HTTPException):
            pass
        time.sleep(0.2)
    while True:
        try:
            status, claimed = call(port, "POST", f"/api/invitations/{game['invitation']['code']}/claim")
            if status == 201:
                break
        except (OSError, http.client.HTTPException):
            pass
        time.sleep(0.2)
    return game["id"], {game["seat"]["side"]: game["seat"]["token"], claimed["side"]: claimed["token"]}


class Mover(threading.Thread):
    """Plays anonymous games one after the other until told to stop, each move retried until answered."""

    def __init__(self, port, counters, stop):
        super().__init__(daemon=True)
        self.port, self.counters, self.stop = port, counters, stop
        self.acknowledged = []  # (game, ply, move, sent, answered)
        self.games, self.seats = [], {}
        self.failure = None

    def run(self):
        try:
            while not self.stop.is_set():
                self.play(*anonymous_game(self.port))
        except Exception as e:  # reported by the main thread
            self.failure = repr(e)

    def get(self, path):
        while True:
            try:
                status, body = call(self.port, "GET", path)
                if status == 200:
                    return body
                self.counters.add(f"read {status}")
            except (OSError, http.client.HTTPException):
                self.counters.add("read refused")
            time.sleep(0.2)

    def play(self, game, seats):
        self.seats[game] = seats
        self.games.append(game)
        ply = 0
        while ply < 60 and not self.stop.is_set():
            shown = self.get(f"/api/games/{game}")
            if shown["status"] != "active":
                return
            ply = shown["ply"]
            moves = self.get(f"/api/games/{game}/legal-moves")["moves"]
            move = moves[(ply * 7 + len(game)) % len(moves)]["notation"]
            token = seats["attackers" if ply % 2 == 0 else "defenders"]
            key = str(uuid.uuid4())
            while True:
                sent = time.time()
                try:
                    status, body = call(self.port, "POST", f"/api/games/{game}/moves", {"move": move, "ply": ply},
                                        token, {"Idempotency-Key": key})
                except (OSError, http.client.HTTPException):
                    self.counters.add("move refused")
                    time.sleep(0.2)
                    continue
                if status in (200, 201):
                    self.acknowledged.append((game, ply, body["moves"][ply], sent, time.time()))
                    ply += 1
                    break
                self.counters.add(f"move {status} {body.get('code') if isinstance(body, dict) else ''}".strip())
                if status == 503 or (status == 409 and body.get("code") == "idempotency-key-in-flight"):
                    time.sleep(0.2)
                    continue
                if status == 409:
                    break  # the game moved on: read it again
                raise RuntimeError(f"move {ply} of {game}: {status} {body}")


class Reader(threading.Thread):
    """Reads what a spectator reads, over and over: games, records, pictures, the public list and leaderboards; with
    a player (name, token) also their profile and their own games, as they read them."""

    def __init__(self, port, movers, counters, stop, player=None):
        super().__init__(daemon=True)
        self.port, self.movers, self.counters, self.stop = port, movers, counters, stop
        self.player = player

    def run(self):
        turn = 0
        while not self.stop.is_set():
            games = [game for mover in self.movers for game in mover.games[-1:]]
            if not games:
                time.sleep(0.1)
                continue
            game = games[turn % len(games)]
            paths = [f"/api/games/{game}", f"/api/games/{game}/record", f"/api/games/{game}/board.svg",
                     "/api/games?status=active", "/api/leaderboards?ruleset=copenhagen&board=copenhagen"]
            if self.player:
                paths += [f"/api/players/{self.player[0]}", "/api/players/me/games"]
            path = paths[turn % len(paths)]
            turn += 1
            try:
                status = status_of(self.port, path, self.player[1] if path.startswith("/api/players/me") else None)
                self.counters.add(f"read {status}" if status != 200 else "read ok")
            except (OSError, http.client.HTTPException) as e:
                self.counters.add(f"read {type(e).__name__}")
            time.sleep(0.02)


class Watcher(threading.Thread):
    """A seat's event stream, reconnecting with Last-Event-ID whenever it ends; notes each move event's ply."""

    def __init__(self, port, game, token, stop):
        super().__init__(daemon=True)
        self.port, self.game, self.token, self.stop = port, game, token, stop
        # "0": from the game's first event, so that moves made before the stream opened are heard too
        self.last_id, self.plies, self.reconnects = "0", set(), 0

    def run(self):
        while not self.stop.is_set():
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            try:
                headers = {"Accept": "text/event-stream", "Last-Event-ID": self.last_id,
                           "Authorization": "Bearer " + self.token}
                connection.request("GET", "/api/events", headers=headers)
                answer = connection.getresponse()
                if answer.status != 200:
                    answer.read()
                    raise OSError(f"stream answered {answer.status}")
                event, event_id = None, None
                while not self.stop.is_set():
                    line = answer.fp.readline().decode()
                    if not line:
                        break
                    line = line.rstrip("\n")
                    if line.startswith("event:"):
                        event = line[6:].strip()
                    elif line.startswith("id:"):
                        event_id = line[3:].strip()
                    elif line.startswith("data:") and event == "move":
                        self.plies.add(json.loads(line[5:])["ply"])
                    elif line == "" and event_id is not None:
                        self.last_id, event, event_id = event_id, None, None
            except (OSError, http.client.HTTPException, ValueError):
                pass
            finally:
                connection.close()
            if not self.stop.is_set():
                self.reconnects += 1
                time.sleep(0.3)


def status_of(port, path, token=None):
    """The status of a GET, its body read and left unparsed (a record is text, a picture SVG)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", path, headers={"Authorization": "Bearer " + token} if token else {})
        answer = connection.getresponse()
        answer.read()
        return answer.status
    finally:
        connection.close()


class HookedGame(threading.Thread):
    """Two registered players, the first with a webhook, playing one game a move every 0.2 s through the kill."""

    def __init__(self, port, receiver, stop):
        super().__init__(daemon=True)
        self.port, self.stop = port, stop
        (_, first), (second, second_token) = base.player_token(port), base.player_token(port)
        self.tokens = [first, second_token]
        status, hook = call(port, "POST", "/api/players/me/webhooks",
                            {"url": f"http://127.0.0.1:{receiver.server_address[1]}/hook"}, self.tokens[0])
        assert status == 201, (status, hook)
        self.hook = hook["id"]
        status, game = call(port, "POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen",
                                                         "side": "attackers", "opponent": second},
                            self.tokens[0])
        assert status == 201, (status, game)
        self.game = game["id"]
        status, joined = call(port, "POST", f"/api/games/{self.game}/join", token=self.tokens[1])
        assert status == 200, (status, joined)
        self.failure = None

    def run(self):
        try:
            mover = Mover(self.port, Counters(), self.stop)
            mover.play(self.game, {"attackers": self.tokens[0], "defenders": self.tokens[1]})
        except Exception as e:
            self.failure = repr(e)


def kill_and_recover(server, name):
    counters, stop = Counters(), threading.Event()
    receiver = base.SlowReceiver(seconds=0)  # answers at once
    hooked = HookedGame(server.port, receiver, stop)
    movers = [Mover(server.port, counters, stop) for _ in range(CLIENTS)]
    for thread in movers + [hooked]:
        thread.start()
    while sum(len(m.games) for m in movers) < CLIENTS:
        time.sleep(0.1)
    watching = threading.Event()
    watchers = [Watcher(server.port, m.games[0], m.seats[m.games[0]]["defenders"], watching)
                for m in movers[:WATCHED]]
    readers = [Reader(server.port, movers, counters, stop) for _ in range(2)]
    for thread in watchers + readers:
        thread.start()
    time.sleep(5)
    killed_node = ha("kill-primary.sh").strip()
    killed = time.time()
    print(f"  {name}: {killed_node} killed (keeper and postmaster, SIGKILL) mid-burst", flush=True)
    recovered = None
    while time.time() < killed + 90:
        after = [a[4] for m in movers for a in m.acknowledged if a[3] > killed]
        if after:
            recovered = min(after) - killed
            break
        time.sleep(0.1)
    assert recovered is not None, "no move acknowledged within 90 s of the kill"
    time.sleep(5)
    stop.set()
    for thread in movers + readers + [hooked]:
        thread.join(120)
    watched = {watcher.game: len(call(server.port, "GET", f"/api/games/{watcher.game}")[1]["moves"])
               for watcher in watchers}
    deadline = time.time() + 30  # the last moves' events on their way to the streams
    while time.time() < deadline and any(len(w.plies) < watched[w.game] for w in watchers):
        time.sleep(0.2)
    watching.set()
    for watcher in watchers:
        watcher.join(30)
    failures = [t.failure for t in movers + [hooked] if t.failure]
    assert not failures, failures

    acknowledged = [a for m in movers for a in m.acknowledged]
    lost = 0
    for game in {a[0] for a in acknowledged}:
        stored = call(server.port, "GET", f"/api/games/{game}")[1]["moves"]
        lost += sum(1 for g, ply, move, _, _ in acknowledged if g == game and (ply >= len(stored) or stored[ply] != move))
    missed = sum(len(set(range(1, watched[w.game] + 1)) - w.plies) for w in watchers)
    deliveries = wait_for_deliveries(hooked.hook)
    duplicates = len(receiver.received) - len(set(receiver.received))
    receiver.shutdown()
    other_5xx = {k: v for k, v in counters.values.items() if re.match(r"(move|read) 5\d\d", k)
                 and not k.startswith(("move 503", "read 503"))}
    failed_reads = {k: v for k, v in counters.values.items() if k.startswith("read ") and k != "read ok"}
    print(f"  {name}: {len(acknowledged)} moves acknowledged, {lost} lost; next move acknowledged {recovered:.1f} s"
          f" after the kill; answers: {dict(sorted(counters.values.items()))}", flush=True)
    print(f"  {name}: {sum(len(w.plies) for w in watchers)} move events heard by {len(watchers)} streams"
          f" ({sum(w.reconnects for w in watchers)} reconnections), {missed} missed; webhook: {deliveries} deliveries,"
          f" {len(receiver.received)} received, {duplicates} twice", flush=True)
    assert lost == 0, f"{lost} acknowledged moves lost"
    assert not other_5xx, f"answers 5xx other than 503: {other_5xx}"
    assert not failed_reads, f"reads that failed during the failover: {failed_reads}"
    if missed:
        for watcher in watchers:
            gaps = sorted(set(range(1, watched[watcher.game] + 1)) - watcher.plies)
            if gaps:
                port = node_ports()["primary"]
                events = psql(port, "taflpost", f"select id, payload->>'ply', created_at::time from events"
                                                f" where recipient = '{watcher.game}/defenders' and type = 'move'"
                                                f" order by id")
                print(f"  {watcher.game}: plies {gaps} not heard (last id {watcher.last_id}); its move events:"
                      f" {events.replace(chr(10), '; ')}", flush=True)
    assert missed == 0, f"{missed} move events missed by the streams"
    assert deliveries > 0 and duplicates == 0 and len(set(receiver.received)) == deliveries, \
        (deliveries, receiver.received)
    assert recovered <= RECOVERY_GOAL, f"moves acknowledged again only {recovered:.1f} s after the kill"
    ha("start.sh")  # the killed node rejoins, as a standby of the promoted one
    ports = node_ports()
    assert set(ports) == {"primary", "secondary"}, ports
    print(f"  {name}: {killed_node} rejoined; primary on {ports['primary']}, secondary on {ports['secondary']}",
          flush=True)


def wait_for_deliveries(hook):
    deliveries = f"from webhook_deliveries where webhook_id = '{hook}'"
    deadline = time.time() + 120
    while True:
        port = node_ports().get("primary")
        try:
            if port and psql(port, "taflpost", f"select count(*) {deliveries} and status = 'pending'") == "0":
                return int(psql(port, "taflpost", f"select count(*) {deliveries} and status = 'delivered'"))
        except subprocess.CalledProcessError:
            pass
        assert time.time() < deadline, "webhook deliveries still pending after 2 minutes"
        time.sleep(1)


def in_sync(server):
    deadline = time.time() + 60
    while time.time() < deadline:
        checks = call(server.port, "GET", "/q/health/ready")[1]["checks"]
        data = next(c for c in checks if c["name"] == "Database")["data"]
        if data.get("standbyInSync"):
            return data
        time.sleep(0.5)
    raise AssertionError(f"the standby never reported in sync: {checks}")


def read_your_writes(server):
    data = in_sync(server)
    stale = 0
    moves = 0
    for _ in range(4):
        game, seats = anonymous_game(server.port)
        for ply in range(40):
            shown = call(server.port, "GET", f"/api/games/{game}")[1]
            if shown["status"] != "active":
                break
            legal = call(server.port, "GET", f"/api/games/{game}/legal-moves")[1]["moves"]
            move = legal[(ply * 5 + 3) % len(legal)]["notation"]
            status, _ = call(server.port, "POST", f"/api/games/{game}/moves", {"move": move, "ply": ply},
                             seats["attackers" if ply % 2 == 0 else "defenders"])
            assert status == 201, status
            moves += 1
            if call(server.port, "GET", f"/api/games/{game}")[1]["ply"] != ply + 1:
                stale += 1
    print(f"  read-your-writes: {moves} moves, each read back at once with the standby serving reads"
          f" (writes to {data.get('writesTo')}): {stale} stale", flush=True)
    assert stale == 0, f"{stale} reads did not show the move just made"


def node_counts():
    """Transactions committed on each node so far, by role."""
    return {role: int(psql(port, "taflpost", "select xact_commit from pg_stat_database"
                                              " where datname = current_database()"))
            for role, port in node_ports().items()}


def postgres_cpu(port):
    """CPU seconds used so far by the PostgreSQL of the node on this port, its backends included."""
    # the checkpointer lives as long as the node, and its parent is the postmaster (a query's own backend may be gone
    # by the time its /proc entry is read)
    pid = psql(port, "taflpost", "select pid from pg_stat_activity where backend_type = 'checkpointer'")
    with open(f"/proc/{pid}/stat") as stat:
        postmaster = stat.read().split(")")[1].split()[1]
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    fields = stat.read().split(")")[1].split()
                if fields[1] == postmaster or entry == postmaster:
                    total += int(fields[11]) + int(fields[12])
            except OSError:
                pass
    return total / ticks


def registered_game(port):
    """Two players with a game between them, one move played: the first one's name and token, for profile reads."""
    (name, token), (opponent, opponent_token) = base.player_token(port), base.player_token(port)
    status, game = call(port, "POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen",
                                                    "side": "attackers", "opponent": opponent}, token)
    assert status == 201, (status, game)
    status, joined = call(port, "POST", f"/api/games/{game['id']}/join", None, opponent_token)
    assert status == 200, (status, joined)
    status, moved = call(port, "POST", f"/api/games/{game['id']}/moves", {"move": "d1-d3", "ply": 0}, token)
    assert status == 201, (status, moved)
    return name, token


def read_mix(server, games, seconds, player=None):
    counters, stop = Counters(), threading.Event()

    class Holder:
        pass

    holders = []
    for game in games:
        holder = Holder()
        holder.games = [game]
        holders.append(holder)
    readers = [Reader(server.port, holders, counters, stop, player) for _ in range(4)]
    before, cpu_before = node_counts(), postgres_cpu(node_ports()["primary"])
    for reader in readers:
        reader.start()
    time.sleep(seconds)
    stop.set()
    for reader in readers:
        reader.join(30)
    after, cpu_after = node_counts(), postgres_cpu(node_ports()["primary"])
    done = {role: after[role] - before[role] for role in after}
    return counters.values.get("read ok", 0), done, (cpu_after - cpu_before) / seconds


def reads_leave_the_primary(server, jdbc_url, compare):
    games = [anonymous_game(server.port)[0] for _ in range(8)]
    player = registered_game(server.port)
    served, done, cpu = read_mix(server, games, 15, player)
    share = done["secondary"] / max(1, sum(done.values()))
    print(f"  read mix with the reads pool: {served} reads in 15 s; transactions: primary {done['primary']},"
          f" standby {done['secondary']} ({share:.0%} on the standby); the primary's PostgreSQL used"
          f" {cpu:.2f} CPU seconds a second", flush=True)
    assert share > 0.5, f"only {share:.0%} of the read mix's transactions left the primary"
    if not compare:
        return
    server.signal(base.signal.SIGTERM)
    alone = base.Server("reads-on-primary", server.port, dict(server.settings,
                        QUARKUS_DATASOURCE_READS_JDBC_URL=jdbc_url))
    alone.start()
    served_alone, done_alone, cpu_alone = read_mix(alone, games, 15, player)
    print(f"  the same without it (reads on the primary): {served_alone} reads in 15 s; transactions: primary"
          f" {done_alone['primary']}, standby {done_alone['secondary']}; the primary's PostgreSQL used"
          f" {cpu_alone:.2f} CPU seconds a second", flush=True)
    alone.signal(base.signal.SIGTERM)
    server.start()


def main():
    base.JAR = sys.argv[1]
    started = time.time()
    print("a fresh formation (docker/ha/start.sh)", flush=True)
    ha("stop.sh", "--wipe")
    jdbc_url = re.search(r"QUARKUS_DATASOURCE_JDBC_URL=(\S+)", ha("start.sh")).group(1)
    base.JDBC_URL, base.DB_USER = jdbc_url, "postgres"
    server = base.Server("ha", base.free_port(), {"TAFLPOST_WEBHOOKS_CLAIM": "60s"})
    try:
        server.start()
        read_your_writes(server)
        reads_leave_the_primary(server, jdbc_url, "--compare-reads" in sys.argv)
        kill_and_recover(server, "first failover")
        in_sync(server)
        kill_and_recover(server, "second failover, the other way")
    finally:
        if server.process and server.process.poll() is None:
            server.process.terminate()
            server.process.wait(timeout=90)
    print(f"failover run passed in {time.time() - started:.0f} s (server logs in {base.WORK}; formation in"
          f" {FORMATION['TAFLPOST_HA_DIR']})", flush=True)


if __name__ == "__main__":
    main()
