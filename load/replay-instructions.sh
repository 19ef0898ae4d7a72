#!/usr/bin/env bash
# The replay's cost per ply in instructions (valgrind's callgrind counts them; they repeat on a busy machine, where
# JMH's times do not), with a history of 100, 1,000 and 10,000 plies: the same 10,000 plies of RulesBenchmark's
# games replayed in pieces of that length. Interpreted (-Xint), so that the count is the engine's work and no JIT
# compilation; see ReplayInstructions. Needs valgrind and ./mvnw -Pbench test-compile. Prints a Markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."
CP=target/test-classes:target/classes
OUT=${OUT:-target/replay-instructions}
mkdir -p "$OUT"
count() { # file piece repeats -> instructions
  valgrind --tool=callgrind --callgrind-out-file="$OUT/cg.%p" java -Xint -XX:+UseSerialGC -Xshare:off \
    -XX:-UsePerfData -cp "$CP" com.taflpost.bench.ReplayInstructions replay "$1" "$2" "$3" 2>"$OUT/log" >/dev/null
  grep -h "^summary:" "$OUT"/cg.* | awk '{s += $2} END {print s}'
  rm -f "$OUT"/cg.*
}
echo "| game | history (plies) | instructions per ply |"
echo "|---|---|---|"
for kind in MID_GAME RANDOM_PLAYOUT; do
  java -cp "$CP" com.taflpost.bench.ReplayInstructions write "$kind" "$OUT/$kind.txt"
  for piece in 100 1000 10000; do
    once=$(count "$OUT/$kind.txt" "$piece" 1)
    twice=$(count "$OUT/$kind.txt" "$piece" 2)
    echo "| $kind | $piece | $(( (twice - once) / 10000 )) |"
  done
done
