#!/usr/bin/env python3
"""The load benchmark of issue 11: starts the packaged server on PostgreSQL, seeds games through the API, drives
it with wrk over loopback and prints every figure beside two ceilings of the same run (a trivial endpoint and a
one-row read), as a Markdown table and as JSON. See "Performance" in README.md; run it with load/run.sh."""
import json, os, random, resource, statistics, subprocess, sys, tempfile, threading, time, urllib.error, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PORT = int(os.environ.get("LOAD_PORT", "18311"))
BASE = f"http://127.0.0.1:{PORT}"
THREADS = int(os.environ.get("LOAD_THREADS", "2"))
CONNECTIONS = int(os.environ.get("LOAD_CONNECTIONS", "32"))
DURATION = int(os.environ.get("LOAD_DURATION", "10"))
WARMUP = int(os.environ.get("LOAD_WARMUP", "120"))
ROUNDS = int(os.environ.get("LOAD_ROUNDS", "3"))
OUT = os.environ.get("LOAD_OUT", os.path.join(ROOT, "target", "load-results.json"))
JFR = os.environ.get("LOAD_JFR")
JFC = os.environ.get("LOAD_JFC", "profile")  # a .jfc file for finer sampling than the profile settings
# e.g. "moves-64,moves-8": just those rows, beside the two ceilings, which every run measures
ONLY = set(filter(None, os.environ.get("LOAD_ONLY", "").split(","))) | ({"trivial", "one-row"} if "LOAD_ONLY" in os.environ else set())
APP = os.environ.get("LOAD_APP", os.path.join(ROOT, "target", "load", "quarkus-app", "quarkus-run.jar"))
# JVM options for the server, e.g. "-XX:MaxTenuringThreshold=1" (see "Performance" in README.md); none by default
JAVA_OPTIONS = os.environ.get("LOAD_JAVA_OPTIONS", "").split()
MOVES = [line.strip() for line in open(os.path.join(HERE, "long-game.txt")) if line.strip()]


def call(method, path, body=None, token=None, text=False):
    data = None if body is None else (body if text else json.dumps(body)).encode()
    request = urllib.request.Request(BASE + path, data=data, method=method)
    if body is not None:
        request.add_header("Content-Type", "text/plain" if text else "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    with urllib.request.urlopen(request) as answer:
        return json.loads(answer.read() or b"null"), answer.headers


def start_server(data_dir):
    env = dict(os.environ, TAFLPOST_DATA_DIR=data_dir, QUARKUS_HTTP_PORT=str(PORT), TAFLPOST_LIMITS_ENABLED="false",
               TAFLPOST_LOAD_CEILINGS="true", QUARKUS_LOG_LEVEL="WARN")
    command = ["java"] + JAVA_OPTIONS
    if JFR:
        command.append(f"-XX:StartFlightRecording=filename={JFR},settings={JFC}")
    command += ["-jar", APP]
    server = subprocess.Popen(command, env=env, stdout=open(os.path.join(data_dir, "server.log"), "w"),
                              stderr=subprocess.STDOUT)
    for _ in range(1200):
        try:
            urllib.request.urlopen(BASE + "/q/health/ready")
            return server
        except (urllib.error.URLError, ConnectionError):
            time.sleep(0.5)
    server.kill()
    sys.exit("the server did not start; see " + data_dir + "/server.log")


def new_game():
    game, _ = call("POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen", "side": "attackers",
                                          "timeControl": {"type": "per-move", "perMove": "P3D"}})
    # the creator sits on the attackers' side; the defenders' seat is the invitation's, claimed as an opponent would
    claimed, _ = call("POST", "/api/invitations/" + game["invitation"]["code"] + "/claim")
    return game["id"], game["seat"]["token"], claimed["token"]


def played_game(plies):
    game_id, attackers, defenders = new_game()
    for ply in range(plies):
        call("POST", f"/api/games/{game_id}/moves", {"move": MOVES[ply], "ply": ply},
             attackers if ply % 2 == 0 else defenders)
    return game_id


class ComputersThinking:
    """Games against the computer at level 8 whose human side answers at once with a random legal move, so that the
    computer's pool always has a move to think about (issue 31: thinking must not slow human moves)."""

    def __init__(self, count):
        self.games = []
        for _ in range(count):
            game, _ = call("POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen", "side": "attackers",
                                                  "computer": {"level": 8}})
            self.games.append((game["id"], game["seat"]["token"]))
        self.running = False
        self.human_moves = 0

    def __enter__(self):
        self.running = True
        self.thread = threading.Thread(target=self.answer, daemon=True)
        self.thread.start()
        return self

    def __exit__(self, *_):
        self.running = False
        self.thread.join()
        # each human move after the first of a game answers a computer's move: proof that it was thinking
        print(f"{self.human_moves} human moves in the computer games", file=sys.stderr)

    def answer(self):
        chooser = random.Random(31)
        while self.running:
            for index, (game_id, token) in enumerate(self.games):
                game, _ = call("GET", f"/api/games/{game_id}", token=token)
                if game["status"] != "active":  # a finished game gives way to a new one
                    created, _ = call("POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen",
                                                             "side": "attackers", "computer": {"level": 8}})
                    self.games[index] = (created["id"], created["seat"]["token"])
                elif game["sideToMove"] == "attackers":
                    legal, _ = call("GET", f"/api/games/{game_id}/legal-moves", token=token)
                    move = chooser.choice(legal["moves"])["notation"]
                    try:
                        call("POST", f"/api/games/{game_id}/moves", {"move": move, "ply": legal["ply"]}, token)
                        self.human_moves += 1
                    except urllib.error.HTTPError:
                        pass  # the computer's clock or a finished game: the next pass sees it
            time.sleep(0.1)


def games_file(count):
    handle, path = tempfile.mkstemp(prefix="load-games-", suffix=".txt")
    with os.fdopen(handle, "w") as out:
        for _ in range(count):
            out.write(" ".join(new_game()) + "\n")
    return path


def wrk(script, args, seconds, connections=CONNECTIONS, threads=THREADS):
    command = ["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{seconds}s", "--timeout", "30s", "--latency",
               "-s", os.path.join(HERE, script), BASE, "--"] + args
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    run = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ, LOAD_DIR=HERE))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    for line in run.stdout.splitlines():
        if line.startswith("RESULT "):
            result = json.loads(line[len("RESULT "):])
            seconds_run = result["duration_us"] / 1e6
            result["rate"] = result["requests"] / seconds_run
            # the generator's own ceiling: the cores wrk kept busy (of THREADS it may use)
            result["wrk_cores"] = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) / seconds_run
            return result
    sys.exit("wrk gave no result: " + run.stdout + run.stderr)


def main():
    data_dir = tempfile.mkdtemp(prefix="taflpost-load-")
    server = start_server(data_dir)
    try:
        player, _ = call("POST", "/api/players", {"name": "loadbench", "password": "load-bench-password"})
        games = {plies: played_game(plies) for plies in (20, 200, 1000)}
        _, headers = call("GET", f"/api/games/{games[200]}")
        tag = headers["ETag"]
        reads = [
            ("trivial", "trivial endpoint (ceiling)", "/api/load-ceilings/trivial", None),
            ("one-row", "one-row read (ceiling)", f"/api/load-ceilings/players/{player['id']}", None),
            ("game-20", "GET a 20-ply game", f"/api/games/{games[20]}", None),
            ("game-200", "GET a 200-ply game", f"/api/games/{games[200]}", None),
            ("game-1000", "GET a 1,000-ply game", f"/api/games/{games[1000]}", None),
            ("legal-200", "its legal moves (200 plies)", f"/api/games/{games[200]}/legal-moves", None),
            ("picture-200", "its picture (200 plies)", f"/api/games/{games[200]}/board.svg", None),
            ("record-200", "its record (200 plies)", f"/api/games/{games[200]}/record", None),
            ("304-200", "its 304 (200 plies)", f"/api/games/{games[200]}", tag),
        ]
        moves = [("moves-64", "moves, 64 clients each on its own game", 64),
                 ("moves-8", "moves, 8 clients", 8),
                 ("moves-64-thinking", "moves, 64 clients, 8 computer games thinking", 64)]
        if ONLY:
            reads = [read for read in reads if read[0] in ONLY]
            moves = [move for move in moves if move[0] in ONLY]
        labels = {key: label for key, label, *_ in reads + moves}

        def run_moves(clients, seconds):
            # four games a connection, at least 128 (and one for wrk's check): a game holds at most the 1,200 plies
            # of long-game.txt, and a fast run must not play them all (8 clients at 3,500 moves/s would play 33 games
            # to their end within 12 s); a game still has one connection at a time
            path = games_file(max(clients * 4, 128) + 1)
            try:
                return wrk("move.lua", [path, os.path.join(HERE, "long-game.txt")], seconds, clients, 1)
            finally:
                os.remove(path)

        print(f"warming up for {WARMUP} s", file=sys.stderr)
        warm_until = time.time() + WARMUP
        while time.time() < warm_until:
            for _, _, path, tag_sent in reads:
                wrk("get.lua", [path, tag_sent or ""], 2)
            if moves:
                run_moves(64, 2)
        results = {key: [] for key in labels}
        for round_number in range(ROUNDS):
            print(f"round {round_number + 1} of {ROUNDS}", file=sys.stderr)
            for key, _, path, tag_sent in reads:
                results[key].append(wrk("get.lua", [path, tag_sent or ""], DURATION))
            for key, _, clients in moves:
                if key.endswith("-thinking"):
                    with ComputersThinking(8):
                        results[key].append(run_moves(clients, DURATION))
                else:
                    results[key].append(run_moves(clients, DURATION))
        report(labels, results)
    finally:
        server.terminate()
        server.wait()


def report(labels, results):
    summary = {}
    for key, runs in results.items():
        summary[key] = {
            "label": labels[key],
            "rate": statistics.median(run["rate"] for run in runs),
            "p50_ms": statistics.median(run["p50_us"] for run in runs) / 1000,
            "p99_ms": statistics.median(run["p99_us"] for run in runs) / 1000,
            "errors": sum(sum(run["errors"].values()) for run in runs),
            "wrk_cores": statistics.median(run["wrk_cores"] for run in runs),
            "runs": runs,
        }
    trivial, one_row = summary["trivial"]["rate"], summary["one-row"]["rate"]
    for figures in summary.values():
        figures["share_of_trivial"] = figures["rate"] / trivial
        figures["share_of_one_row"] = figures["rate"] / one_row
    settings = {"threads": THREADS, "connections": CONNECTIONS, "duration_s": DURATION, "warmup_s": WARMUP,
                "rounds": ROUNDS, "commit": subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                                                           capture_output=True, text=True).stdout.strip()}
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as out:
        json.dump({"settings": settings, "results": summary}, out, indent=2)
    print("| request | req/s | p50 | p99 | errors | share of one-row read | share of trivial | wrk's cores |")
    print("|---|---|---|---|---|---|---|---|")
    for figures in summary.values():
        print(f"| {figures['label']} | {figures['rate']:,.0f} | {figures['p50_ms']:.1f} ms | {figures['p99_ms']:.1f} ms"
              f" | {figures['errors']} | {figures['share_of_one_row']:.2f} | {figures['share_of_trivial']:.2f}"
              f" | {figures['wrk_cores']:.2f} |")
    print(f"\n(medians of {ROUNDS} interleaved rounds of {DURATION} s; wrk -t{THREADS} -c{CONNECTIONS}; JSON in {OUT})")


if __name__ == "__main__":
    main()
