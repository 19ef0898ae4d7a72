-- Plays moves, each connection on a game of its own: wrk -t1 -s load/move.lua URL -- GAMES MOVES
-- GAMES: "id attackers-token defenders-token" a line; MOVES: a Copenhagen game, one move a line.
-- A game is handed to one connection at a time (an idle queue), so that no two requests for the same game are
-- ever in flight and every move is meant for the game's current ply. One wrk thread: a queue shared by threads
-- would need a lock. wrk's check of the script takes one request before the run: give it one game more. Give it
-- more games than connections too (bench.py gives four a connection, at least 128): a game that reached the end of
-- MOVES leaves the queue, and a queue left empty stops the run.
local games, moves, idle = {}, {}, {}

function init(args)
  for line in io.lines(args[1]) do
    local id, attackers, defenders = line:match("(%S+) (%S+) (%S+)")
    games[id] = { id = id, attackers = attackers, defenders = defenders, ply = 0 }
    table.insert(idle, id)
  end
  for line in io.lines(args[2]) do
    table.insert(moves, line)
  end
end

function request()
  local game = games[table.remove(idle, 1)]
  -- attackers move first in Copenhagen
  local token = game.ply % 2 == 0 and game.attackers or game.defenders
  local body = string.format('{"move":"%s","ply":%d}', moves[game.ply + 1], game.ply)
  return wrk.format("POST", "/api/games/" .. game.id .. "/moves",
    { ["Content-Type"] = "application/json", ["Authorization"] = "Bearer " .. token }, body)
end

function response(status, headers, body)
  local id = (headers["Location"] or headers["location"] or ""):match("/api/games/(%w+)")
    or body:match('"/api/games/(%w+)/moves"') or body:match('"id":"(%w+)"')
  local game = games[id]
  if game == nil then
    return
  end
  if status == 201 then
    game.ply = game.ply + 1
  end
  if game.ply < #moves then
    table.insert(idle, id)
  end
end

done = dofile(os.getenv("LOAD_DIR") .. "/report.lua")
