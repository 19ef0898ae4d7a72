#!/usr/bin/env python3
"""Backlogs at scale (issue 32): how long the timeout sweeper takes to settle games that all ran out of time at once,
and how long a read of one of them takes meanwhile. Starts the packaged server (with its embedded PostgreSQL in a
temporary directory), seeds copies of one real rated game in SQL (as a test fixture would), makes some of
them overdue in one statement and measures until none is left. See "Backlogs at scale" in docs/performance.md.

Settings: BACKLOG_APP (the quarkus-run.jar, default target/quarkus-app), BACKLOG_TOTAL (games with a deadline, default
100000), BACKLOG_OVERDUE (comma-separated sizes to run one after another, default 1000), BACKLOG_PLAYERS (default 100),
BACKLOG_SWEEP (the sweep interval, default the server's), BACKLOG_PORT."""
import json, os, random, shutil, statistics, subprocess, sys, tempfile, time, urllib.error, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
APP = os.environ.get("BACKLOG_APP", os.path.join(ROOT, "target", "quarkus-app", "quarkus-run.jar"))
TOTAL = int(os.environ.get("BACKLOG_TOTAL", "100000"))
OVERDUE = [int(n) for n in os.environ.get("BACKLOG_OVERDUE", "1000").split(",")]
PLAYERS = int(os.environ.get("BACKLOG_PLAYERS", "100"))
SWEEP = os.environ.get("BACKLOG_SWEEP")
PORT = int(os.environ.get("BACKLOG_PORT", "18312"))
PG_PORT = None  # the embedded PostgreSQL's, once the server has started it
BASE = f"http://127.0.0.1:{PORT}"
PASSWORD = "backlog-password"


def call(method, path, body=None, token=None):
    request = urllib.request.Request(BASE + path, None if body is None else json.dumps(body).encode(), method=method)
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read() or b"null")


def psql(sql):
    out = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(PG_PORT), "-U", "postgres", "-d", "postgres", "-qAtX",
                          "-v", "ON_ERROR_STOP=1", "-c", sql], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("psql: " + out.stderr)
    return out.stdout.strip()


def embedded_postgres_port(data_dir):
    """The port of the server's embedded PostgreSQL, from its postmaster.pid (fourth line)."""
    for folder, _, files in os.walk(data_dir):
        if "postmaster.pid" in files:
            return int(open(os.path.join(folder, "postmaster.pid")).read().splitlines()[3])
    sys.exit("no embedded PostgreSQL under " + data_dir)


def start_server(data_dir):
    env = dict(os.environ, TAFLPOST_DATA_DIR=data_dir, QUARKUS_HTTP_PORT=str(PORT), TAFLPOST_LIMITS_ENABLED="false",
               QUARKUS_LOG_LEVEL="WARN")
    if SWEEP:
        env["TAFLPOST_CLOCK_SWEEP_INTERVAL"] = SWEEP
    server = subprocess.Popen(["java", "-jar", APP], env=env, stdout=open(os.path.join(data_dir, "server.log"), "w"),
                              stderr=subprocess.STDOUT)
    for _ in range(1200):
        try:
            urllib.request.urlopen(BASE + "/q/health/ready")
            return server
        except (urllib.error.URLError, ConnectionError):
            time.sleep(0.5)
    server.kill()
    sys.exit("the server did not start; see " + data_dir + "/server.log")


def register(name):
    player = call("POST", "/api/players", {"name": name, "password": PASSWORD})
    token = call("POST", "/api/auth/token", {"name": name, "password": PASSWORD})["token"]
    return player["id"], token


def seed():
    """Players through the API, one rated game of two plies on a per-move clock, then TOTAL copies of it in SQL, each
    between two of the players, its deadline a day ahead."""
    players = [register(f"backlog{i}") for i in range(PLAYERS)]
    (first, first_token), (second, second_token) = players[0], players[1]
    game = call("POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen", "side": "attackers",
                                       "opponent": "backlog1", "rated": True,
                                       "timeControl": {"type": "per-move", "perMove": "P1D"}}, first_token)
    call("POST", f"/api/games/{game['id']}/join", None, second_token)
    moves = [line.strip() for line in open(os.path.join(HERE, "long-game.txt")) if line.strip()]
    call("POST", f"/api/games/{game['id']}/moves", {"move": moves[0], "ply": 0}, first_token)
    call("POST", f"/api/games/{game['id']}/moves", {"move": moves[1], "ply": 1}, second_token)
    columns = psql("select string_agg(column_name, ',' order by ordinal_position) from information_schema.columns"
                   " where table_name = 'games' and is_generated = 'NEVER'").split(",")
    ids = "array[" + ",".join(f"'{p}'::uuid" for p, _ in players) + "]"
    values = {"id": "'B' || lpad(n::text, 9, '0')", "attackers_player_id": f"({ids})[1 + n % {PLAYERS}]",
              "defenders_player_id": f"({ids})[1 + (n + 1 + n / {PLAYERS} % {PLAYERS - 1}) % {PLAYERS}]",
              "deadline": "now() + interval '1 day'", "version": "0"}
    select = ",".join(values.get(c, "t." + c) for c in columns)
    for start in range(1, TOTAL + 1, 20000):
        end = min(TOTAL, start + 19999)
        psql(f"insert into games ({','.join(columns)}) select {select} from games t, generate_series({start}, {end}) n"
             f" where t.id = '{game['id']}'")
    psql("delete from games where id = '" + game["id"] + "'")
    psql("vacuum analyze games")


def backlog(size):
    """Makes {size} games overdue in one statement; the seconds until none is left active and overdue, the settled
    rate, and the latencies of reads of overdue games made meanwhile."""
    chosen = f"(select id from games where status = 'active' and id like 'B0%' order by id limit {size})"
    psql(f"update games set deadline = now() - interval '1 minute' where id in {chosen}")
    overdue = psql(f"select string_agg(id, ',') from games where status = 'active' and deadline <= now()").split(",")
    started = time.monotonic()
    reads = []
    errors = 0
    left = size
    first = None
    while left > 0:
        game = random.choice(overdue)
        before = time.monotonic()
        try:
            call("GET", f"/api/games/{game}")
        except urllib.error.HTTPError:
            errors += 1
        reads.append((time.monotonic() - before) * 1000)
        left = int(psql("select count(*) from games where status = 'active' and deadline <= now()"))
        if first is None and left < size:
            first = time.monotonic() - started
        if time.monotonic() - started > 3600:
            sys.exit("not settled within an hour")
    seconds = time.monotonic() - started
    return {"overdue": size, "seconds": round(seconds, 1), "first_after": round(first, 1),
            "per_second_after_first": round(size / max(seconds - first, 0.1)),
            "read_ms_p50": round(statistics.median(reads), 1), "read_ms_max": round(max(reads), 1),
            "reads": len(reads), "read_errors": errors}


def main():
    global PG_PORT
    directory = tempfile.mkdtemp(prefix="taflpost-backlog-")
    server = None
    try:
        server = start_server(directory)
        PG_PORT = embedded_postgres_port(directory)
        seed()
        results = []
        for size in OVERDUE:
            result = backlog(size)
            results.append(result)
            print(json.dumps(result), flush=True)
        print("| overdue | all settled after | first settled after | games/s from the first | read p50 | read max"
              " | failed reads |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for r in results:
            print(f"| {r['overdue']:,} | {r['seconds']} s | {r['first_after']} s | {r['per_second_after_first']:,}"
                  f" | {r['read_ms_p50']} ms | {r['read_ms_max']} ms | {r['read_errors']} of {r['reads']} |")
    finally:
        if server:
            server.terminate()
            server.wait()
            shutil.copy(os.path.join(directory, "server.log"), os.path.join(ROOT, "target", "backlog-server.log"))
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
