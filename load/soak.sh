#!/usr/bin/env bash
# The soak (issue 45): the packaged server under mixed traffic for MINUTES minutes (5 by default; 60 for the hour
# docs/performance.md reports), on the machine's PostgreSQL. Writes its report, JSON and chart to load/results/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${SOAK_SKIP_PACKAGE:-0}" = 1 ] || ./mvnw -B -q package -DskipTests
exec python3 load/soak.py "${1:-5}"
