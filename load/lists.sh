#!/usr/bin/env bash
# First-page times of every list paged by cursor, over HTTP, on a server whose database was seeded by
# load/seed_lists.sql (register "astrid" through the API first, then seed, so that her token works).
# Usage: load/lists.sh BASE_URL TOKEN_OF_ASTRID DATABASE_URL_FOR_PSQL
set -euo pipefail
B=${1:-http://localhost:8080}
T=$2
DB=$3
HOOK=$(psql "$DB" -Atc "select md5('hook1')::uuid")
DEEP=$(psql "$DB" -Atc "select 'leaderboard|' || rating || '|' || player_id || '|99980' from player_ratings
  where ruleset = 'copenhagen' and board = 'copenhagen' order by rating desc, player_id desc offset 99979 limit 1")
DEEP=$(printf '%s' "$DEEP" | base64 -w0 | tr '+/' '-_' | tr -d =)
measure() { # label url [auth]
  local auth=()
  [ -n "${3:-}" ] && auth=(-H "Authorization: Bearer $T")
  for _ in 1 2 3 4 5; do curl -s -o /dev/null "${auth[@]}" "$2"; done
  for _ in $(seq 1 31); do curl -s -o /dev/null -w "%{time_total} %{size_download} %{http_code}\n" "${auth[@]}" "$2"; done |
    sort -n | awk -v label="$1" '{t[NR] = $1; size = $2; code = $3}
      END {printf "| %s | %d | %.1f | %.1f | %d |\n", label, code, t[16] * 1000, t[28] * 1000, size}'
}
echo "| list | status | median ms | p90 ms | bytes |"
echo "|---|---|---|---|---|"
measure "my games, first page (20)" "$B/api/players/me/games" auth
measure "my games, first page (100)" "$B/api/players/me/games?size=100" auth
measure "leaderboard, page 0" "$B/api/leaderboards?ruleset=copenhagen&board=copenhagen"
measure "leaderboard, after place 99,980" "$B/api/leaderboards?ruleset=copenhagen&board=copenhagen&cursor=$DEEP"
measure "rating history" "$B/api/players/astrid/ratings/history"
measure "rating history of a pool" "$B/api/players/astrid/ratings/history?ruleset=copenhagen&board=copenhagen"
measure "tournaments" "$B/api/tournaments"
measure "tournaments of a status" "$B/api/tournaments?status=finished"
measure "a round's games (5,000)" "$B/api/tournaments/t1/rounds/1/games"
measure "webhooks" "$B/api/players/me/webhooks" auth
measure "deliveries (100,000)" "$B/api/players/me/webhooks/$HOOK/deliveries" auth
measure "(baseline: GET /api/rulesets)" "$B/api/rulesets"
