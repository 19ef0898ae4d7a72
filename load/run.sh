#!/bin/sh
# The load benchmark of issue 11 (see docs/performance.md): packages the server with the load profile (-Pload,
# which adds the ceiling endpoint), then runs load/bench.py.
# Settings: LOAD_APP (the quarkus-run.jar to start), LOAD_WARMUP, LOAD_DURATION, LOAD_ROUNDS (s, s, count),
# LOAD_OUT (JSON), LOAD_JFR (a .jfr file to record a profile into), LOAD_PORT, LOAD_ONLY (keys to run, e.g. moves-64); QUARKUS_DATASOURCE_* for a PostgreSQL server instead of the embedded one.
set -e
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk" >&2; exit 1; }
[ "$LOAD_SKIP_PACKAGE" = 1 ] || ./mvnw -B -q -Pload package -DskipTests
exec python3 load/bench.py
