#!/usr/bin/env python3
"""The soak of issue 45: the packaged server under mixed traffic at a steady rate for MINUTES minutes, on the
machine's PostgreSQL (a fresh database), with games made as they end so that it never runs dry. Each minute it
records p50/p99 per kind of request, errors, the server's RSS, heap after a full collection it asks for (jcmd GC.run,
read from the GC log), threads, open files, the database's size and the event log's; at the end it writes a report
(Markdown, JSON and an SVG chart) and checks the goals: RSS and heap after GC flat within 10%, p99 per kind flat
within 20%, no error.

Traffic: registered players' games played from load/long-game.txt and resigned at 150 plies (their players' event
streams held open, a webhook and a push subscription each, delivered to local receivers); readers of games, records,
pictures, legal moves, lists, leaderboards and profiles; a game against the computer answered with random legal
moves; small round robins entered, started, played (resigned) and finished one after another.

Usage: load/soak.sh MINUTES (SOAK_PG_HOST/PORT/USER, SOAK_OUT: the report's folder, load/results by default)."""
import http.client, json, os, random, re, statistics, subprocess, sys, threading, time, urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PORT = int(os.environ.get("SOAK_PORT", "18331"))
PG = dict(host=os.environ.get("SOAK_PG_HOST", "127.0.0.1"), port=os.environ.get("SOAK_PG_PORT", "5432"),
          user=os.environ.get("SOAK_PG_USER", "postgres"))
DATABASE = "taflpost_soak"
APP = os.environ.get("SOAK_APP", os.path.join(ROOT, "target", "quarkus-app", "quarkus-run.jar"))
OUT = os.environ.get("SOAK_OUT", os.path.join(HERE, "results"))
MOVES = [line.strip() for line in open(os.path.join(HERE, "long-game.txt")) if line.strip()]
PLIES_A_GAME = 150
PAIRS = 4
# a P-256 public point and auth secret (RFC 8291's example): the receiver takes pushes without decrypting them
PUSH_KEYS = {"p256dh": "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
             "auth": "BTBZMqHH6r4Tts7J_aSIgg"}
PASSWORD = "soak-password-1"


def psql(sql, database=DATABASE):
    return subprocess.run(["psql", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", database, "-qAtX",
                           "-v", "ON_ERROR_STOP=1", "-c", sql], check=True, capture_output=True,
                          text=True).stdout.strip()


class Stats:
    """Latencies and errors per kind, handed over a minute at a time."""

    def __init__(self):
        self.lock = threading.Lock()
        self.samples, self.errors, self.counts = {}, {}, {}
        self.first_errors = []

    def add(self, kind, ms, ok, what=""):
        with self.lock:
            self.samples.setdefault(kind, []).append(ms)
            if not ok:
                self.errors[kind] = self.errors.get(kind, 0) + 1
                if len(self.first_errors) < 20:
                    self.first_errors.append(f"{kind}: {what}")

    def count(self, key, n=1):
        with self.lock:
            self.counts[key] = self.counts.get(key, 0) + n

    def take(self):
        with self.lock:
            taken = self.samples, self.errors, dict(self.counts)
            self.samples, self.errors = {}, {}
            return taken


STATS = Stats()
STOP = threading.Event()


def call(method, path, body=None, token=None, kind=None, expect=(200, 201, 204)):
    connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=30)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = "Bearer " + token
    start = time.perf_counter()
    try:
        connection.request(method, path, None if body is None else json.dumps(body), headers)
        answer = connection.getresponse()
        raw = answer.read()
        ms = (time.perf_counter() - start) * 1000
        ok = answer.status in expect
        if kind:
            STATS.add(kind, ms, ok, f"{method} {path} {answer.status} {raw[:200]!r}")
        text = raw.decode(errors="replace")
        is_json = "json" in (answer.getheader("Content-Type") or "")
        return answer.status, (json.loads(text) if is_json and text else text)
    except (OSError, http.client.HTTPException) as e:
        if kind:
            STATS.add(kind, (time.perf_counter() - start) * 1000, False, f"{method} {path} {e!r}")
        return 0, None
    finally:
        connection.close()


class Receiver(ThreadingHTTPServer):
    """Takes webhook deliveries and pushes, counting them by path."""

    def __init__(self):
        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length", "0")))
                STATS.count("webhook deliveries" if self.path.startswith("/hook") else "pushes")
                self.send_response(201 if self.path.startswith("/push") else 200)
                self.end_headers()

            def log_message(self, *args):
                pass

        super().__init__(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.serve_forever, daemon=True).start()


def player(name):
    call("POST", "/api/players", {"name": name, "password": PASSWORD})
    status, answer = call("POST", "/api/auth/token", {"name": name, "password": PASSWORD})
    assert status == 200, answer
    return answer["token"]


class Pair(threading.Thread):
    """Two players playing one game after another, a move every INTERVAL s, each game resigned at PLIES_A_GAME."""
    INTERVAL = 0.1

    def __init__(self, index, receiver_port):
        super().__init__(daemon=True)
        self.names = [f"soak-a{index}", f"soak-d{index}"]
        self.tokens = [player(name) for name in self.names]
        for name, token in zip(self.names, self.tokens):
            url = f"http://127.0.0.1:{receiver_port}/hook/{name}"
            assert call("POST", "/api/players/me/webhooks", {"url": url}, token)[0] == 201
            sub = {"endpoint": f"http://127.0.0.1:{receiver_port}/push/{name}", "keys": PUSH_KEYS}
            status, answer = call("POST", "/api/push/subscriptions", sub, token)
            assert status == 201, answer
        self.game = None

    def new_game(self):
        status, game = call("POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen", "side": "attackers",
                                                  "opponent": self.names[1],
                                                  "timeControl": {"type": "per-move", "perMove": "P3D"}},
                            self.tokens[0], kind="create")
        if status != 201:
            return None
        call("POST", f"/api/games/{game['id']}/join", None, self.tokens[1], kind="join")
        STATS.count("games")
        return game["id"]

    def run(self):
        ply = 0
        while not STOP.is_set():
            if self.game is None:
                self.game, ply = self.new_game(), 0
                continue
            if ply == PLIES_A_GAME:
                call("POST", f"/api/games/{self.game}/resign", None, self.tokens[ply % 2], kind="resign")
                self.game = None
                continue
            status, _ = call("POST", f"/api/games/{self.game}/moves", {"move": MOVES[ply], "ply": ply},
                             self.tokens[ply % 2], kind="move")
            if status == 201:
                ply += 1
                STATS.count("moves")
            else:
                self.game = None
            time.sleep(self.INTERVAL)


class Reader(threading.Thread):
    """What spectators, bots and pages read, in turn, a read every INTERVAL s."""
    INTERVAL = 0.02

    def __init__(self, pairs, seed):
        super().__init__(daemon=True)
        self.pairs, self.random = pairs, random.Random(seed)

    def run(self):
        while not STOP.is_set():
            pair = self.random.choice(self.pairs)
            game = pair.game
            if game is None:
                time.sleep(self.INTERVAL)
                continue
            kind, path, token = self.random.choice([
                ("read-game", f"/api/games/{game}", None),
                ("read-game", f"/api/games/{game}", pair.tokens[0]),
                ("record", f"/api/games/{game}/record", None),
                ("picture", f"/api/games/{game}/board.svg", None),
                ("legal-moves", f"/api/games/{game}/legal-moves", None),
                ("list", "/api/games?status=active", None),
                ("my-games", "/api/players/me/games", pair.tokens[1]),
                ("profile", f"/api/players/{pair.names[0]}", None),
                ("leaderboard", "/api/leaderboards?ruleset=copenhagen&board=brandubh", None)])
            call("GET", path, None, token, kind=kind, expect=(200, 404) if kind != "read-game" else (200,))
            time.sleep(self.INTERVAL)


class Stream(threading.Thread):
    """A player's event stream held open for the whole soak, reopened after the last event seen if it ends."""

    def __init__(self, token):
        super().__init__(daemon=True)
        self.token, self.last = token, None

    def run(self):
        while not STOP.is_set():
            connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=120)
            headers = {"Authorization": "Bearer " + self.token, "Accept": "text/event-stream"}
            if self.last:
                headers["Last-Event-ID"] = self.last
            try:
                connection.request("GET", "/api/events", headers=headers)
                answer = connection.getresponse()
                if answer.status != 200:
                    STATS.add("stream", 0, False, f"stream {answer.status}")
                    time.sleep(1)
                    continue
                while not STOP.is_set():
                    line = answer.fp.readline()
                    if not line:
                        break
                    if line.startswith(b"id:"):
                        self.last = line[3:].strip().decode()
                        STATS.count("stream events")
                STATS.count("stream reopened")
            except (OSError, http.client.HTTPException) as e:
                if not STOP.is_set():
                    STATS.add("stream", 0, False, f"stream {e!r}")
            finally:
                connection.close()


class Computer(threading.Thread):
    """A game against the computer (level 2), the human side answering with a random legal move."""

    def __init__(self):
        super().__init__(daemon=True)
        self.random = random.Random(45)

    def run(self):
        game = token = None
        while not STOP.is_set():
            if game is None:
                status, created = call("POST", "/api/games", {"ruleset": "copenhagen", "board": "brandubh",
                                                              "side": "attackers", "computer": {"level": 2}},
                                       kind="computer-create")
                game, token = (created["id"], created["seat"]["token"]) if status == 201 else (None, None)
                continue
            status, shown = call("GET", f"/api/games/{game}", None, token, kind="computer-read")
            if status != 200 or shown["status"] != "active":
                game = None
                continue
            if shown["sideToMove"] == "attackers":
                status, legal = call("GET", f"/api/games/{game}/legal-moves", None, token, kind="legal-moves")
                if status == 200 and legal["moves"]:
                    move = self.random.choice(legal["moves"])["notation"]
                    call("POST", f"/api/games/{game}/moves", {"move": move, "ply": legal["ply"]}, token,
                         kind="computer-move", expect=(201, 409))
            time.sleep(0.5)


class Tournaments(threading.Thread):
    """Round robins of four, one after another: created, entered, started, every game resigned, finished."""

    def __init__(self):
        super().__init__(daemon=True)
        self.organiser = player("soak-organiser")
        self.names = [f"soak-t{i}" for i in range(4)]
        self.tokens = {name: player(name) for name in self.names}

    def run(self):
        number = 0
        while not STOP.is_set():
            number += 1
            status, created = call("POST", "/api/tournaments", {
                "name": f"Soak {number}", "format": "round-robin", "ruleset": "copenhagen", "board": "brandubh",
                "gamesPerPairing": 1, "maxPlayers": 4, "rated": False}, self.organiser, kind="tournament")
            if status != 201:
                time.sleep(5)
                continue
            tid = created["id"]
            for name in self.names:
                call("POST", f"/api/tournaments/{tid}/entries", None, self.tokens[name], kind="tournament")
            call("POST", f"/api/tournaments/{tid}/start", None, self.organiser, kind="tournament")
            while not STOP.is_set():
                status, shown = call("GET", f"/api/tournaments/{tid}", kind="tournament")
                if status != 200 or shown["status"] != "running":
                    break
                status, rounds = call("GET", f"/api/tournaments/{tid}/rounds", kind="tournament")
                for round_ in (rounds or {}).get("items", []) if status == 200 else []:
                    if round_["status"] != "running":
                        continue
                    status, games = call("GET", f"/api/tournaments/{tid}/rounds/{round_['number']}/games?size=100",
                                         kind="tournament")
                    for game in (games or {}).get("items", []) if status == 200 else []:
                        if game.get("result") is None and game.get("attackers") in self.tokens:
                            call("POST", f"/api/games/{game['gameId']}/resign", None,
                                 self.tokens[game["attackers"]], kind="tournament", expect=(200, 201, 409))
                time.sleep(2)
            STATS.count("tournaments finished")
            time.sleep(10)


def heap_after_gc(log_path, since):
    """The least heap after a collection in the GC log since uptime `since` (seconds), in MB, and the newest uptime."""
    least, newest = None, since
    with open(log_path) as log:
        for line in log:
            found = re.search(r"\[([0-9.]+)s\].*Pause.*?(\d+)M->(\d+)M\((\d+)M\)", line)
            if found and float(found.group(1)) > since:
                newest = max(newest, float(found.group(1)))
                after = int(found.group(3))
                least = after if least is None else min(least, after)
    return least, newest


def process_figures(pid):
    with open(f"/proc/{pid}/status") as status:
        fields = dict(line.split(":", 1) for line in status if ":" in line)
    return {"rssMb": int(fields["VmRSS"].split()[0]) / 1024, "threads": int(fields["Threads"]),
            "openFiles": len(os.listdir(f"/proc/{pid}/fd"))}


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main():
    minutes = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    if not os.path.exists(APP):
        sys.exit("package the server first: ./mvnw -B -q package -DskipTests")
    psql(f"drop database if exists {DATABASE} with (force)", "postgres")
    psql(f"create database {DATABASE}", "postgres")
    work = os.path.join(ROOT, "target", "soak")
    os.makedirs(work, exist_ok=True)
    gc_log = os.path.join(work, "gc.log")
    if os.path.exists(os.path.join(work, "minutes.jsonl")):
        os.remove(os.path.join(work, "minutes.jsonl"))
    receiver = Receiver()
    env = dict(os.environ, QUARKUS_HTTP_PORT=str(PORT), TAFLPOST_LIMITS_ENABLED="false", QUARKUS_LOG_LEVEL="WARN",
               QUARKUS_DATASOURCE_JDBC_URL=f"jdbc:postgresql://{PG['host']}:{PG['port']}/{DATABASE}",
               QUARKUS_DATASOURCE_USERNAME=PG["user"], QUARKUS_DATASOURCE_PASSWORD="",
               TAFLPOST_WEBHOOKS_ALLOW_PRIVATE_TARGETS="true", TAFLPOST_PUSH_ALLOW_PRIVATE_TARGETS="true")
    server = subprocess.Popen(["java", f"-Xlog:gc:file={gc_log}:uptime", "-jar", APP], env=env,
                              stdout=open(os.path.join(work, "server.log"), "w"), stderr=subprocess.STDOUT)
    try:
        for _ in range(600):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{PORT}/q/health/ready")
                break
            except OSError:
                time.sleep(0.5)
        pairs = [Pair(i, receiver.server_address[1]) for i in range(PAIRS)]
        workers = pairs + [Reader(pairs, seed) for seed in range(3)] + [Computer(), Tournaments()]
        workers += [Stream(token) for pair in pairs for token in pair.tokens]
        for worker in workers:
            worker.start()
        rows, gc_seen = [], 0.0
        started = time.time()
        for minute in range(1, minutes + 1):
            time.sleep(max(0, started + minute * 60 - time.time()))
            samples, errors, counts = STATS.take()
            # a full collection a minute: young collections' figures carry the old generation's garbage with them
            subprocess.run(["jcmd", str(server.pid), "GC.run"], capture_output=True, timeout=60)
            time.sleep(0.5)
            heap, gc_seen = heap_after_gc(gc_log, gc_seen)
            row = {"minute": minute, "heapAfterGcMb": heap, **process_figures(server.pid),
                   "databaseMb": int(psql("select pg_database_size(current_database())")) / 1048576,
                   "events": int(psql("select count(*) from events")),
                   "games": int(psql("select count(*) from games")), "counts": counts,
                   "webhooksWaiting": int(psql("select count(*) from webhook_deliveries where status = 'pending'")),
                   "pushesWaiting": int(psql("select count(*) from push_deliveries where status = 'pending'")),
                   "errors": sum(errors.values()),
                   "kinds": {kind: {"n": len(v), "p50": statistics.median(v), "p99": percentile(v, 0.99)}
                             for kind, v in samples.items()}}
            rows.append(row)
            # each minute kept as it is measured, so that an hour is never lost to what happens at its end
            with open(os.path.join(work, "minutes.jsonl"), "a") as minutes_file:
                minutes_file.write(json.dumps(row) + "\n")
            print(f"minute {minute}: rss {row['rssMb']:.0f} MB, heap after GC {heap} MB, threads {row['threads']},"
                  f" files {row['openFiles']}, db {row['databaseMb']:.0f} MB, errors {row['errors']},"
                  f" waiting webhooks {row['webhooksWaiting']} pushes {row['pushesWaiting']},"
                  f" moves p99 {row['kinds'].get('move', {}).get('p99', 0):.1f} ms", flush=True)
        STOP.set()
    finally:
        server.terminate()
        try:
            server.wait(60)
        except subprocess.TimeoutExpired:
            print("the server did not stop within 60 s of SIGTERM: killed (see its log)", flush=True)
            server.kill()
    report(minutes, rows)


def flat(values, tolerance):
    """Whether the last third's mean is within tolerance of the first third's (after the first minutes' warm-up)."""
    values = [v for v in values if v is not None]
    third = max(1, len(values) // 3)
    first, last = statistics.mean(values[:third]), statistics.mean(values[-third:])
    return abs(last - first) <= tolerance * first, first, last


def report(minutes, rows):
    import soak_report
    soak_report.write(minutes, rows, STATS.first_errors, OUT, flat)


if __name__ == "__main__":
    main()
