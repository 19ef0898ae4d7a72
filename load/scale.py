#!/usr/bin/env python3
"""The scale benchmark of issue 32: each row of docs/performance.md's "Scale" table measured at three sizes, each
size on a fresh database and a freshly started packaged server, the data seeded in SQL with copies of real rows
(a game played through the API, players, ratings, tournament entries), then the time per size and the growth
exponent (the slope of log time over log size between the smallest and the largest size).

Needs the machine's PostgreSQL (SCALE_PG_HOST, SCALE_PG_PORT, SCALE_PG_USER; trust auth; psql on the PATH) and the
packaged server (./mvnw -B -q package -DskipTests). Run:  python3 load/scale.py [row ...]
Rows: my-games, leaderboard, sweep, round-robin, swiss, tournament-reads, stream-replay, explorer (all by default). SCALE_SIZES_<ROW>=a,b,c overrides sizes,
e.g. SCALE_SIZES_SWEEP=1000,10000,100000. Prints a Markdown table; writes JSON to SCALE_OUT."""
import http.client, json, math, os, statistics, subprocess, sys, time, urllib.error, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PORT = int(os.environ.get("SCALE_PORT", "18321"))
BASE = f"http://127.0.0.1:{PORT}"
PG = dict(host=os.environ.get("SCALE_PG_HOST", "127.0.0.1"), port=os.environ.get("SCALE_PG_PORT", "5432"),
          user=os.environ.get("SCALE_PG_USER", "postgres"))
DATABASE = os.environ.get("SCALE_DATABASE", "taflpost_scale")
APP = os.environ.get("SCALE_APP", os.path.join(ROOT, "target", "quarkus-app", "quarkus-run.jar"))
OUT = os.environ.get("SCALE_OUT", os.path.join(ROOT, "target", "scale-results.json"))
SAMPLES = int(os.environ.get("SCALE_SAMPLES", "15"))
SIZES = {
    "my-games": [100, 1000, 10000],
    "leaderboard": [1000, 10000, 100000],
    "sweep": [100, 1000, 10000],
    "round-robin": [16, 32, 64],
    "swiss": [256, 512, 1024],
    "tournament-reads": [16, 32, 64],
    "stream-replay": [10, 50, 100],
    "explorer": [100000, 300000, 1000000],
}
PASSWORD = "scale-password-1"
# the opening of the load benchmark's long game: the template every copy is made of has it played
OPENING = [line.strip() for line in open(os.path.join(HERE, "long-game.txt")) if line.strip()][:4]


def psql(sql, database=DATABASE):
    out = subprocess.run(["psql", "-h", PG["host"], "-p", PG["port"], "-U", PG["user"], "-d", database, "-qAtX",
                          "-v", "ON_ERROR_STOP=1", "-c", sql], check=True, capture_output=True, text=True)
    return out.stdout.strip()


def call(method, path, body=None, token=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(BASE + path, data=data, method=method)
    if body is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(request, timeout=600) as answer:
            raw = answer.read()
            return answer.status, (json.loads(raw) if raw else None), len(raw)
    except urllib.error.HTTPError as error:
        raw = error.read()
        return error.code, (json.loads(raw) if raw else None), len(raw)


def timed(method, path, token=None, body=None):
    start = time.perf_counter()
    status, answer, size = call(method, path, body, token)
    return (time.perf_counter() - start) * 1000, status, answer, size


def median_read(path, token=None):
    """The median time of a read after a few unmeasured ones, with the last answer's status, body and size."""
    for _ in range(3):
        timed("GET", path, token)
    samples = []
    for _ in range(SAMPLES):
        ms, status, answer, size = timed("GET", path, token)
        samples.append(ms)
    return statistics.median(samples), status, answer, size


class Server:
    """A fresh database and the packaged server on it."""

    def __enter__(self):
        psql(f"drop database if exists {DATABASE}", "postgres")
        psql(f"create database {DATABASE}", "postgres")
        env = dict(os.environ, QUARKUS_HTTP_PORT=str(PORT), TAFLPOST_LIMITS_ENABLED="false",
                   QUARKUS_LOG_LEVEL="WARN",
                   QUARKUS_DATASOURCE_JDBC_URL=f"jdbc:postgresql://{PG['host']}:{PG['port']}/{DATABASE}",
                   QUARKUS_DATASOURCE_USERNAME=PG["user"], QUARKUS_DATASOURCE_PASSWORD="")
        self.log = open(os.path.join(ROOT, "target", "scale-server.log"), "a")
        # SCALE_JAVA_OPTIONS, e.g. "-XX:StartFlightRecording=filename=target/scale.jfr" to profile a row
        command = ["java"] + os.environ.get("SCALE_JAVA_OPTIONS", "").split() + ["-jar", APP]
        self.env = env
        self.process = subprocess.Popen(command, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        for _ in range(600):
            try:
                urllib.request.urlopen(BASE + "/q/health/ready")
                return self
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.5)
        self.process.kill()
        sys.exit("the server did not start; see target/scale-server.log")

    def __exit__(self, *_):
        self.process.terminate()
        self.process.wait(60)
        self.log.close()


def player(name):
    call("POST", "/api/players", {"name": name, "password": PASSWORD})
    status, answer, _ = call("POST", "/api/auth/token", {"name": name, "password": PASSWORD})
    assert status == 200, answer
    return answer["token"]


def played_game(creator, opponent, opponent_name, clock=True):
    """A registered game between two players, its opening played: the template its copies are made of."""
    body = {"ruleset": "copenhagen", "board": "copenhagen", "side": "attackers", "opponent": opponent_name}
    if clock:
        body["timeControl"] = {"type": "per-move", "perMove": "P3D"}
    status, game, _ = call("POST", "/api/games", body, creator)
    assert status == 201, game
    status, answer, _ = call("POST", f"/api/games/{game['id']}/join", None, opponent)
    assert status == 200, answer
    for ply, move in enumerate(OPENING):
        status, answer, _ = call("POST", f"/api/games/{game['id']}/moves", {"move": move, "ply": ply},
                                 creator if ply % 2 == 0 else opponent)
        assert status == 201, answer
    return game["id"]


def copy_games(template, count, deadline_sql="t.deadline"):
    """Inserts copies of the template game, each last moved a millisecond before the one before it."""
    columns = psql("select string_agg(column_name, ',' order by ordinal_position) from information_schema.columns"
                   " where table_name = 'games' and is_generated = 'NEVER' and column_name <> 'id'").split(",")
    values = []
    for column in columns:
        if column == "updated_at":
            values.append("t.updated_at - g * interval '1 millisecond'")
        elif column == "deadline":
            values.append(deadline_sql)
        else:
            values.append("t." + column)
    psql(f"insert into games (id, {', '.join(columns)})"
         f" select 'c' || lpad(g::text, 9, '0'), {', '.join(values)}"
         f" from games t cross join generate_series(1, {count}) g where t.id = '{template}';"
         f" analyze games")


def seeded_players(count, prefix):
    # analysed at once, as autovacuum soon would on a server: with the statistics of an empty table the leaderboard's
    # planner joined every player before sorting (216 ms instead of 17 at 100,000 in one run)
    psql(f"insert into players (id, name, password_hash)"
         f" select gen_random_uuid(), '{prefix}' || g, 'not-a-hash' from generate_series(1, {count}) g;"
         f" analyze players")


def growth(rows):
    """The exponent k of time ~ size^k between the smallest and the largest size."""
    (s0, t0), (s1, t1) = rows[0], rows[-1]
    if t0 <= 0 or t1 <= 0:
        return None
    return math.log(t1 / t0) / math.log(s1 / s0)


def my_games(size):
    with Server():
        me, opponent = player("scale-me"), player("scale-opponent")
        template = played_game(me, opponent, "scale-opponent")
        copy_games(template, size - 1)
        ms, status, answer, length = median_read("/api/players/me/games", me)
        profile_ms, _, _, profile_length = median_read("/api/players/scale-me/games")
        return {"ms": ms, "status": status, "bytes": length, "profileMs": profile_ms, "profileBytes": profile_length}


def leaderboard(size):
    with Server():
        seeded_players(size, "rated-")
        psql("insert into player_ratings (player_id, ruleset, board, rating, deviation, volatility, games,"
             " last_rated_at) select id, 'copenhagen', 'copenhagen', 1000 + random() * 1000, 60, 0.06, 10, now()"
             " from players; analyze player_ratings")
        path = "/api/leaderboards?ruleset=copenhagen&board=copenhagen"
        first, status, answer, length = median_read(path)
        deep_path = path + f"&page={max(0, size // 20 - 1)}&size=20"
        deep, deep_status, _, _ = median_read(deep_path)
        result = {"ms": first, "status": status, "bytes": length, "deepOffsetMs": deep, "deepOffsetStatus": deep_status}
        following = (answer or {}).get("next") if isinstance(answer, dict) else None
        if following:
            result["nextPageMs"], _, _, _ = median_read(following.replace(BASE, ""))
        return result


def sweep(size):
    with Server():
        me, opponent = player("scale-me"), player("scale-opponent")
        template = played_game(me, opponent, "scale-opponent")
        copy_games(template, max(size, 100000) - 1, "now() + interval '1 day'")
        start = time.perf_counter()
        psql(f"update games set deadline = now() - interval '1 second'"
             f" where id in (select id from games where status = 'active' order by id limit {size})")
        due = psql("select id from games where status = 'active' and deadline <= now() order by id desc limit 1")
        reads = []
        while True:
            ms, status, _, _ = timed("GET", f"/api/games/{due}")
            reads.append(ms)
            left = int(psql("select count(*) from games where status = 'active' and deadline <= now()"))
            if left == 0:
                break
            if time.perf_counter() - start > 3600:
                return {"ms": None, "left": left}
            time.sleep(0.2)
        return {"ms": (time.perf_counter() - start) * 1000, "readMedianMs": statistics.median(reads),
                "slowestReadMs": max(reads)}


def tournament(organiser, format, players, rounds=None, prefix="entrant-"):
    body = {"name": f"Scale {format} {players}", "format": format, "ruleset": "copenhagen", "board": "brandubh",
            "gamesPerPairing": 1, "maxPlayers": 64, "rated": False}
    if rounds:
        body["rounds"] = rounds
    status, created, _ = call("POST", "/api/tournaments", body, organiser)
    assert status == 201, created
    tournament_id = created["id"]
    seeded_players(players, prefix)
    psql(f"update tournaments set max_players = {players} where id = '{tournament_id}';"
         f" insert into tournament_entries (tournament_id, player_id, entry_order, entered_at)"
         f" select '{tournament_id}', id, row_number() over (order by name), now() from players"
         f" where name like '{prefix}%'")
    return tournament_id


def warm_up_starts(organiser, format):
    """A small tournament started first: a fresh JVM's first start pays for class loading, query parsing and code not
    yet compiled, which a running server paid long ago."""
    warm = tournament(organiser, format, 8, rounds=3 if format == "swiss" else None, prefix="warm-")
    status, answer, _ = call("POST", f"/api/tournaments/{warm}/start", None, organiser)
    assert status == 200, answer


def round_robin(size):
    with Server():
        organiser = player("scale-organiser")
        warm_up_starts(organiser, "round-robin")
        tournament_id = tournament(organiser, "round-robin", size)
        ms, status, answer, _ = timed("POST", f"/api/tournaments/{tournament_id}/start", organiser)
        assert status == 200, answer
        games = int(psql(f"select count(*) from tournament_games where tournament_id = '{tournament_id}'"))
        return {"ms": ms, "games": games}


def swiss(size):
    with Server():
        organiser = player("scale-organiser")
        warm_up_starts(organiser, "swiss")
        tournament_id = tournament(organiser, "swiss", size, rounds=5)
        ms, status, answer, _ = timed("POST", f"/api/tournaments/{tournament_id}/start", organiser)
        assert status == 200, answer
        games = psql(f"select game_id from tournament_games where tournament_id = '{tournament_id}'"
                     f" and round = 1 order by pairing").split()
        adjudications = []
        for game in games:
            took, status, answer, _ = timed("POST", f"/api/tournaments/{tournament_id}/games/{game}/adjudicate",
                                            organiser, {"winner": "attackers"})
            assert status == 200, answer
            adjudications.append(took)
        # the last adjudication ends round 1: it pairs and starts round 2; the others tell what an adjudication costs
        round2 = adjudications[-1] - statistics.median(adjudications[:-1])
        started = int(psql(f"select count(*) from tournament_rounds where tournament_id = '{tournament_id}'"))
        return {"ms": ms, "round2Ms": round2, "rounds": started}


def cpu_seconds(pid):
    """CPU seconds the process used so far (user and system)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().split(")")[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_per_read(server, path, reads=400):
    """The server's CPU milliseconds per anonymous read of the path, over many in a row after as many unmeasured
    (a fresh JVM compiles the path meanwhile, on the same CPU clock), and the first read's time."""
    first, status, answer, _ = timed("GET", path)
    assert status == 200, answer
    for _ in range(reads):
        call("GET", path)
    before = cpu_seconds(server.process.pid)
    for _ in range(reads):
        status, answer, _ = call("GET", path)
        assert status == 200, answer
    return (cpu_seconds(server.process.pid) - before) * 1000 / reads, first


def tournament_reads(size):
    """A round robin with every game finished, read again and again anonymously (issue 43): the server's CPU per read
    of its standings and of its view, beside a game's read as the yardstick."""
    with Server() as server:
        organiser = player("scale-organiser")
        tournament_id = tournament(organiser, "round-robin", size)
        status, answer, _ = call("POST", f"/api/tournaments/{tournament_id}/start", None, organiser)
        assert status == 200, answer
        psql(f"update games set status = 'finished', result_winner = (case when random() < 0.5 then 'attackers'"
             f" else 'defenders' end), result_reason = 'resignation', deadline = null, version = version + 1"
             f" where tournament_id = '{tournament_id}'")
        game = psql(f"select game_id from tournament_games where tournament_id = '{tournament_id}' limit 1")
        standings, standings_first = cpu_per_read(server, f"/api/tournaments/{tournament_id}/standings")
        view, view_first = cpu_per_read(server, f"/api/tournaments/{tournament_id}")
        game_read, _ = cpu_per_read(server, f"/api/games/{game}")
        return {"ms": standings, "firstStandingsMs": standings_first, "viewCpuMs": view,
                "firstViewMs": view_first, "gameReadCpuMs": game_read}


def replayed(path, token, last_event_id, events):
    """Opens the stream after last_event_id, reads until it has sent that many events, and hangs up."""
    connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=60)
    headers = {"Authorization": "Bearer " + token, "Accept": "text/event-stream"}
    if last_event_id is not None:
        headers["Last-Event-ID"] = str(last_event_id)
    connection.request("GET", path, headers=headers)
    answer = connection.getresponse()
    assert answer.status == 200, answer.status
    seen = 0
    while seen < events:
        line = answer.fp.readline()
        assert line, f"the stream ended after {seen} of {events} events"
        if line.startswith(b"id:"):
            seen += 1
    connection.close()


def cpu_per_stream(server, token, last_event_id, events, opens=200):
    """The server's CPU milliseconds per stream opened after last_event_id and read through its replayed events."""
    for _ in range(opens):
        replayed("/api/events", token, last_event_id, events)
    before = cpu_seconds(server.process.pid)
    for _ in range(opens):
        replayed("/api/events", token, last_event_id, events)
    return (cpu_seconds(server.process.pid) - before) * 1000 / opens


def stream_replay(size):
    """A 400-ply game's seat stream reopened with a Last-Event-ID that many events back (issue 43): the server's CPU
    per replay, beside opening it with nothing to replay and beside a read of the game by the same seat."""
    with Server() as server:
        moves = [line.strip() for line in open(os.path.join(HERE, "long-game.txt")) if line.strip()][:400]
        status, game, _ = call("POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen",
                                                      "side": "attackers"})
        assert status == 201, game
        attackers = game["seat"]["token"]
        status, claimed, _ = call("POST", "/api/invitations/" + game["invitation"]["code"] + "/claim")
        assert status in (200, 201), claimed
        for ply, move in enumerate(moves):
            status, answer, _ = call("POST", f"/api/games/{game['id']}/moves", {"move": move, "ply": ply},
                                     attackers if ply % 2 == 0 else claimed["token"])
            assert status == 201, answer
        recipient = game["id"] + "/attackers"
        ids = psql(f"select id from events where recipient = '{recipient}' order by id desc limit {size + 1}").split()
        replay = cpu_per_stream(server, attackers, int(ids[-1]), size)
        # nothing to replay: the stream opens, says so with a comment, and is hung up on
        empty = cpu_per_stream(server, attackers, int(ids[0]), 0)
        for _ in range(400):
            call("GET", f"/api/games/{game['id']}", token=attackers)
        before = cpu_seconds(server.process.pid)
        for _ in range(400):
            call("GET", f"/api/games/{game['id']}", token=attackers)
        game_read = (cpu_seconds(server.process.pid) - before) * 1000 / 400
        return {"ms": replay, "emptyStreamCpuMs": empty, "gameReadCpuMs": game_read}


def corpus_records(folder):
    """The test corpus's finished games (src/test/resources/corpus, CC0) as record files, one a file. Whether the rules
    end a game is the server's to say, so each game is written twice, its end left to the moves and as the site
    recorded it (a resignation or a timeout): the import takes the one that reads and refuses the other."""
    written = 0
    with open(os.path.join(ROOT, "src", "test", "resources", "corpus", "copenhagen-11x11.csv")) as corpus:
        for line, text in enumerate(corpus, 1):
            moves, _, _, result = text.strip().split(",")
            winner = {"Black": "1", "White": "-1"}.get(result)
            tokens = moves.split()
            ended = "resignation"
            if tokens and tokens[-1] == "timeout":
                tokens, ended = tokens[:-1], "timeout"
            if winner is None or not tokens:
                continue
            body = "\n" + " ".join(tokens) + "\n"
            for variant, termination in (("rules", ""), ("site", f"[termination:{ended}]\n")):
                with open(os.path.join(folder, f"{line:04d}-{variant}.otg"), "w") as out:
                    out.write(f"[event:aagenielsen.dk corpus line {line}]\n[ruleset:copenhagen]\n[result:{winner}]\n"
                              f"{termination}{body}")
            written += 1
    return written


def latency(path, reads=400):
    """p50 and p99 of the read's time in milliseconds, after as many unmeasured reads."""
    for _ in range(reads):
        call("GET", path)
    samples = sorted(timed("GET", path)[0] for _ in range(reads))
    return samples[len(samples) // 2], samples[int(len(samples) * 0.99) - 1]


def explorer(size):
    """The explorer's index filled to `size` moves (issue 44): the corpus's real games imported with the operator's
    command, then copies of them that keep a real opening of 4 to 15 plies (so that openings are shared, as in play)
    and go their own way after it. Then GET /api/explorer at the start (the most common position), after a common
    opening, and deep in one game (a position one game reached): p50, p99 and the server's CPU per read."""
    import tempfile
    with Server() as server, tempfile.TemporaryDirectory() as folder:
        games = corpus_records(folder)
        started = time.perf_counter()
        subprocess.run(["java", "-jar", APP, "import-records", "--collection", "corpus", folder], env=server.env,
                       check=False, capture_output=True, text=True)
        imported_s = time.perf_counter() - started
        corpus_rows = int(psql("select count(*) from explorer_moves"))
        copies = max(0, round(size / corpus_rows) - 1)
        psql(f"""insert into explorer_records (hash, collection, winner, reason)
                 select r.hash || ':' || c, 'copies', (array['attackers', 'defenders'])[1 + (hashtext(r.hash || c) & 1)],
                        'resignation'
                 from explorer_records r cross join generate_series(1, {copies}) c;
                 insert into explorer_moves (position_key, ruleset, move, record_hash, ply, winner, ended_at)
                 select case when m.ply <= 4 + (hashtext(m.record_hash || c) & 2147483647) % 12 then m.position_key
                             else hashtextextended(m.position_key::text || ':' || c, 0) end,
                        m.ruleset, m.move, m.record_hash || ':' || c, m.ply, r.winner,
                        m.ended_at - c * interval '1 day'
                 from explorer_moves m cross join generate_series(1, {copies}) c
                 join explorer_records r on r.hash = m.record_hash || ':' || c""")
        # as autovacuum soon would: the lookup is an index-only scan once the visibility map is set
        psql("vacuum analyze explorer_moves")
        rows = int(psql("select count(*) from explorer_moves"))
        keys = int(psql("select count(distinct position_key) from explorer_moves"))
        first = psql("select string_agg(move, ',' order by ply) from (select move, ply from explorer_moves"
                     " where record_hash = (select record_hash from explorer_moves where ply = 30"
                     " and record_hash not like '%:%' order by record_hash limit 1) and ply <= 30) m")
        line = [move.split("x")[0] for move in first.split(",")]
        base = "/api/explorer?ruleset=copenhagen&board=copenhagen"
        paths = {"start": base, "opening": base + "&moves=" + ",".join(line[:4]),
                 "deep": base + "&moves=" + ",".join(line)}
        measured = {"games": games, "rows": rows, "positions": keys, "copies": copies, "importS": imported_s}
        for name, path in paths.items():
            status, answer, _ = call("GET", path)
            assert status == 200, answer
            p50, p99 = latency(path)
            cpu, _ = cpu_per_read(server, path)
            measured[name] = {"games": answer["games"], "moves": len(answer["moves"]), "p50Ms": p50, "p99Ms": p99,
                              "cpuMs": cpu}
        measured["ms"] = measured["start"]["p50Ms"]
        return measured


ROWS = {"my-games": my_games, "leaderboard": leaderboard, "sweep": sweep, "round-robin": round_robin, "swiss": swiss,
        "tournament-reads": tournament_reads, "stream-replay": stream_replay, "explorer": explorer}


def main():
    wanted = sys.argv[1:] or list(ROWS)
    if not os.path.exists(APP):
        sys.exit("package the server first: ./mvnw -B -q package -DskipTests")
    results = {}
    for row in wanted:
        sizes = [int(s) for s in os.environ.get("SCALE_SIZES_" + row.upper().replace("-", "_"), "").split(",") if s] \
            or SIZES[row]
        results[row] = []
        for size in sizes:
            measured = ROWS[row](size)
            measured["size"] = size
            results[row].append(measured)
            print(f"{row} {size}: {json.dumps(measured)}", flush=True)
    print()
    print("| row | size | ms | other |")
    print("|---|---:|---:|---|")
    for row, measured in results.items():
        for m in measured:
            other = ", ".join(f"{k} {round(v, 1) if isinstance(v, float) else v}" for k, v in m.items()
                              if k not in ("size", "ms"))
            ms = "-" if m["ms"] is None else f"{m['ms']:.1f}"
            print(f"| {row} | {m['size']:,} | {ms} | {other} |")
        points = [(m["size"], m["ms"]) for m in measured if m["ms"]]
        if len(points) >= 2:
            k = growth(points)
            print(f"| {row} | growth | exponent {k:.2f} | |" if k is not None else f"| {row} | growth | - | |")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as out:
        json.dump(results, out, indent=1)


if __name__ == "__main__":
    main()
