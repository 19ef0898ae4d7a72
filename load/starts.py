#!/usr/bin/env python3
"""Tournament starts at scale (issue 32): how long POST /api/tournaments/{id}/start takes for a round robin of 64 and
128 players and a Swiss of 1,024, and how long the Swiss's second round takes to pair (the answer to the adjudication
that ends its first round). Starts the packaged server (with its embedded PostgreSQL in a temporary directory), copies
one registered player in SQL and enters the copies in SQL, as a test fixture would; the starts and the adjudications go
through the API. See "Backlogs at scale" in docs/performance.md.

Settings: STARTS_APP (the quarkus-run.jar, default target/quarkus-app), STARTS (comma-separated format:players, default
round-robin:64,round-robin:128,swiss:1024), STARTS_PORT."""
import json, os, sys, tempfile, shutil, time, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import backlog  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
backlog.APP = os.environ.get("STARTS_APP", os.path.join(ROOT, "target", "quarkus-app", "quarkus-run.jar"))
backlog.PORT = int(os.environ.get("STARTS_PORT", "18313"))
backlog.BASE = f"http://127.0.0.1:{backlog.PORT}"
STARTS = [(s.split(":")[0], int(s.split(":")[1]))
          for s in os.environ.get("STARTS", "round-robin:64,round-robin:128,swiss:1024").split(",")]
call, psql = backlog.call, backlog.psql


def timed(method, path, body, token):
    started = time.monotonic()
    answer = call(method, path, body, token)
    return answer, time.monotonic() - started


def players(count, template, prefix):
    """{count} copies of the template player (same password), in SQL; their ids."""
    columns = psql("select string_agg(column_name, ',' order by ordinal_position) from information_schema.columns"
                   " where table_name = 'players' and is_generated = 'NEVER'").split(",")
    values = {"id": "gen_random_uuid()", "name": f"'{prefix}' || n"}
    select = ",".join(values.get(c, "t." + c) for c in columns)
    return psql(f"insert into players ({','.join(columns)}) select {select} from players t,"
                f" generate_series(1, {count}) n where t.id = '{template}' returning id").split()


def tournament(organiser, format, count, number):
    body = {"name": f"Scale {format} {count}", "ruleset": "copenhagen", "board": "brandubh", "format": format,
            "rated": True, "gamesPerPairing": 1,
            "timeControl": {"type": "per-move", "perMove": "P3D"}}
    if format == "swiss":
        body["rounds"] = 3
    created = call("POST", "/api/tournaments", body, organiser)
    entrants = players(count, backlog.TEMPLATE, f"s{number}x")
    psql("insert into tournament_entries (tournament_id, player_id, entry_order, entered_at) select"
         f" '{created['id']}', p::uuid, n, now() from unnest(array['" + "','".join(entrants) + "']) with ordinality e(p, n)")
    return created["id"]


def main():
    directory = tempfile.mkdtemp(prefix="taflpost-starts-")
    server = None
    try:
        server = backlog.start_server(directory)
        backlog.PG_PORT = backlog.embedded_postgres_port(directory)
        template, _ = backlog.register("startstemplate")
        backlog.TEMPLATE = template
        _, organiser = backlog.register("startsorganiser")
        results = []
        for number, (format, count) in enumerate(STARTS):
            tid = tournament(organiser, format, count, number)
            _, seconds = timed("POST", f"/api/tournaments/{tid}/start", None, organiser)
            games = int(psql(f"select count(*) from games where tournament_id = '{tid}'"))
            events = int(psql(f"select count(*) from events where type in ('game-started', 'your-turn',"
                              f" 'tournament-game') and game_id in (select id from games where tournament_id = '{tid}')"))
            result = {"format": format, "players": count, "games": games, "events": events,
                      "start_s": round(seconds, 2)}
            if format == "swiss":
                open_games = psql(f"select id from games where tournament_id = '{tid}' and status = 'active'"
                                  " order by id").split()
                for game in open_games[:-1]:
                    call("POST", f"/api/tournaments/{tid}/games/{game}/adjudicate", {"winner": "draw"}, organiser)
                _, seconds = timed("POST", f"/api/tournaments/{tid}/games/{open_games[-1]}/adjudicate",
                                   {"winner": "draw"}, organiser)
                result["round2_s"] = round(seconds, 2)
                result["round2_games"] = int(psql(f"select count(*) from games where tournament_id = '{tid}'"
                                                  " and tournament_round = 2"))
            results.append(result)
            print(json.dumps(result), flush=True)
    finally:
        if server:
            server.terminate()
            server.wait()
            shutil.copy(os.path.join(directory, "server.log"), os.path.join(ROOT, "target", "starts-server.log"))
        shutil.rmtree(directory, ignore_errors=True)


if __name__ == "__main__":
    main()
