#!/usr/bin/env python3
"""The restore drill's talk with the server and its bookkeeping (docker/ha/restore-drill.sh runs it).

The games, their seats and every acknowledged move (with the phase it was played in and when) are kept in a JSON
state file between the calls, so that the check against the restored database knows what it must find.

  drill.py new STATE PORT PHASE COUNT      creates COUNT anonymous games, both seats claimed
  drill.py play STATE PORT PHASE PLIES     plays PLIES moves in each active game, one after the other
  drill.py after STATE EPOCH               moves acknowledged after EPOCH (seconds), and in which games
  drill.py check STATE PORT PHASE...       each game holds exactly its moves of the PHASEs; later games are absent
  drill.py newest                          reads `pgbackrest info --output=json` on stdin: the newest backup's label
  drill.py backup LABEL_BEFORE             reads the same: the newest backup's label and sizes, a new one's
  drill.py free-port                       a port nothing listens on

Python 3 standard library only.
"""
import http.client
import json
import socket
import sys
import time


def call(port, method, path, body=None, token=None):
    connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=30)
    headers = {"Content-Type": "application/json"} if body is not None else {}
    if token:
        headers["Authorization"] = "Bearer " + token
    try:
        connection.request(method, path, None if body is None else json.dumps(body), headers)
        answer = connection.getresponse()
        text = answer.read().decode()
        return answer.status, (json.loads(text) if text[:1] in ("{", "[") else text)
    finally:
        connection.close()


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        return {"games": []}


def save(path, state):
    with open(path, "w") as f:
        json.dump(state, f, indent=1)


def new(state_path, port, phase, count):
    state = load(state_path)
    for _ in range(int(count)):
        status, game = call(port, "POST", "/api/games", {"ruleset": "copenhagen", "board": "copenhagen"})
        assert status == 201, (status, game)
        seats = {game["seat"]["side"]: game["seat"]["token"]}
        status, claimed = call(port, "POST", f"/api/invitations/{game['invitation']['code']}/claim")
        assert status == 201, (status, claimed)
        seats[claimed["side"]] = claimed["token"]
        state["games"].append({"id": game["id"], "seats": seats, "phase": phase, "at": time.time(), "moves": []})
    save(state_path, state)


def play(state_path, port, phase, plies):
    state = load(state_path)
    played = 0
    for game in state["games"]:
        for _ in range(int(plies)):
            now = call(port, "GET", f"/api/games/{game['id']}")[1]
            if now["status"] != "active":
                break  # a game may end early; what it holds is still checked
            ply = now["ply"]
            assert ply == len(game["moves"]), f"{game['id']}: at ply {ply}, {len(game['moves'])} acknowledged"
            moves = call(port, "GET", f"/api/games/{game['id']}/legal-moves")[1]["moves"]
            # varied but repeatable: the same game and ply pick the same move
            move = moves[(ply * 7 + len(game["id"])) % len(moves)]["notation"]
            side = "attackers" if ply % 2 == 0 else "defenders"
            status, body = call(port, "POST", f"/api/games/{game['id']}/moves", {"move": move, "ply": ply},
                                game["seats"][side])
            assert status == 201, f"{game['id']} move {ply}: {status} {body}"
            game["moves"].append({"ply": ply, "move": body["moves"][ply], "phase": phase, "at": time.time()})
            played += 1
    save(state_path, state)
    print(played)


def after(state_path, epoch):
    state = load(state_path)
    moves = [m for g in state["games"] for m in g["moves"] if m["at"] > float(epoch)]
    games = {g["id"] for g in state["games"] for m in g["moves"] if m["at"] > float(epoch)}
    print(len(moves), len(games))


def check(state_path, port, phases):
    state = load(state_path)
    failures, kept, dropped = [], 0, 0
    for game in state["games"]:
        expected = [m["move"] for m in game["moves"] if m["phase"] in phases]
        dropped += len(game["moves"]) - len(expected)
        status, body = call(port, "GET", f"/api/games/{game['id']}")
        if game["phase"] not in phases:
            if status != 404:
                failures.append(f"{game['id']} was created after the target, yet answers {status}")
            continue
        if status != 200:
            failures.append(f"{game['id']} answers {status}: {body}")
            continue
        if body["moves"] != expected or body["ply"] != len(expected):
            failures.append(f"{game['id']} holds {len(body['moves'])} moves at ply {body['ply']}, expected "
                            f"{len(expected)}: {body['moves']} != {expected}")
        kept += len(expected)
    for failure in failures:
        print("MISMATCH " + failure)
    print(f"{len(state['games'])} games checked: {kept} moves from before the target present, "
          f"{dropped} from after it absent" + ("" if not failures else f"; {len(failures)} mismatches"))
    sys.exit(1 if failures else 0)


def newest():
    backups = json.load(sys.stdin)[0]["backup"]
    print(backups[-1]["label"] if backups else "")


def backup(label_before):
    """label, database size, database delta, repository size, repository delta (bytes)."""
    made = json.load(sys.stdin)[0]["backup"][-1]
    assert made["label"] != label_before, "no new backup in the repository"
    sizes = made["info"]
    print(made["label"], sizes["size"], sizes["delta"], sizes["repository"]["size"], sizes["repository"]["delta"])


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        print(s.getsockname()[1])


if __name__ == "__main__":
    command, args = sys.argv[1], sys.argv[2:]
    if command == "new":
        new(*args)
    elif command == "play":
        play(*args)
    elif command == "after":
        after(*args)
    elif command == "check":
        check(args[0], args[1], args[2:])
    elif command == "newest":
        newest()
    elif command == "backup":
        backup(args[0] if args else "")
    elif command == "free-port":
        free_port()
    else:
        sys.exit(__doc__)
