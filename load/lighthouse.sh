#!/usr/bin/env bash
# Lighthouse on the web client's pages, phone and desktop: seeds a server already running at $BASE with two players,
# a game being played, a finished game with its review and a tournament, then runs Lighthouse (the Chromium we
# install, nothing downloaded) and prints one line per page and form factor. Reports go to $OUT.
#   BASE=http://localhost:18471 OUT=/tmp/lh load/lighthouse.sh       (ONLY=game,review: those pages alone)
set -euo pipefail
BASE=${BASE:-http://localhost:8080}
OUT=${OUT:-target/lighthouse}
API=$BASE/api
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
mkdir -p "$OUT"
json() { grep -o "\"$1\":\"[^\"]*\"" | head -1 | cut -d'"' -f4; }

suffix=$RANDOM$RANDOM
A=lh_a_$suffix B=lh_b_$suffix
for NAME in $A $B; do
  curl -sf -X POST "$API/players" -H 'Content-Type: application/json' \
       -d "{\"name\":\"$NAME\",\"password\":\"correct-horse-battery\"}" > /dev/null
done
token() { curl -sf -X POST "$API/auth/token" -H 'Content-Type: application/json' \
               -d "{\"name\":\"$1\",\"password\":\"correct-horse-battery\"}" | json token; }
TA=$(token $A) TB=$(token $B)
move() { curl -sf -X POST "$API/games/$1/moves" -H 'Content-Type: application/json' \
              -H "Authorization: Bearer $2" -d "{\"move\":\"$3\",\"ply\":$4}" > /dev/null; }

# a game being played: Copenhagen on 11x11, two moves in
GAME=$(curl -sf -X POST "$API/games" -H 'Content-Type: application/json' -H "Authorization: Bearer $TA" \
       -d "{\"ruleset\":\"copenhagen\",\"board\":\"copenhagen\",\"side\":\"attackers\",\"opponent\":\"$B\"}" | json id)
curl -sf -X POST "$API/games/$GAME/join" -H "Authorization: Bearer $TB" > /dev/null
move "$GAME" "$TA" d1-d3 0
move "$GAME" "$TB" e5-e2 1

# a finished game (the king escapes on brandubh) and its review, waited for
DONE=$(curl -sf -X POST "$API/games" -H 'Content-Type: application/json' -H "Authorization: Bearer $TA" \
       -d "{\"ruleset\":\"copenhagen\",\"board\":\"brandubh\",\"side\":\"attackers\",\"opponent\":\"$B\"}" | json id)
curl -sf -X POST "$API/games/$DONE/join" -H "Authorization: Bearer $TB" > /dev/null
ply=0
for m in a4-a5 c4-c5 b4-b5 d4-a4 a5-a6 a4-a1; do
  if (( ply % 2 == 0 )); then move "$DONE" "$TA" $m $ply; else move "$DONE" "$TB" $m $ply; fi
  ply=$((ply + 1))
done
curl -sf -X POST "$API/games/$DONE/review" > /dev/null
for _ in $(seq 60); do
  curl -sf "$API/games/$DONE/review" | grep -q '"status":"done"' && break
  sleep 2
done

curl -sf -X POST "$API/tournaments" -H 'Content-Type: application/json' -H "Authorization: Bearer $TA" \
     -d '{"name":"Lighthouse cup","format":"swiss","rounds":2,"ruleset":"copenhagen","board":"brandubh",
          "timeControl":{"type":"per-move","perMove":"P3D"},"rated":true,"gamesPerPairing":1}' > /dev/null

pages=(home:/ game:/play/$GAME analysis:/analysis review:/play/$DONE tournaments:/tournaments
       leaderboard:/leaderboard profile:/players/$A)
printf '%-12s %-8s %5s %5s %5s %5s %7s\n' page form perf a11y bp seo cls
for page in "${pages[@]}"; do
  name=${page%%:*} path=${page#*:}
  [[ -n ${ONLY:-} && ,$ONLY, != *,$name,* ]] && continue
  for form in phone desktop; do
    preset=(); [[ $form == desktop ]] && preset=(--preset=desktop)
    report=$OUT/$name-$form.json
    nice -n 19 npx --yes lighthouse@13.5.0 "$BASE$path" "${preset[@]}" --quiet --output=json \
      --output-path="$report" --chrome-flags="--headless=new --no-sandbox" > /dev/null 2>&1 || true
    node -e '
      const r = require(process.argv[1]); const c = r.categories; const s = (k) => Math.round(c[k].score * 100);
      const cls = r.audits["cumulative-layout-shift"].numericValue;
      console.log([process.argv[2].padEnd(12), process.argv[3].padEnd(8), ...["performance", "accessibility",
        "best-practices", "seo"].map((k) => String(s(k)).padStart(5)), cls.toFixed(3).padStart(7)].join(" "));
    ' "$(realpath "$report")" "$name" "$form"
  done
done
