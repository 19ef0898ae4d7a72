#!/usr/bin/env bash
# Stops the formation docker/ha/start.sh started (nodes first, then the monitor); --wipe removes its folder too.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/formation.sh"

# The standby first, then the primary, then the monitor: with the primary gone first, the monitor (its failover
# timeouts short) starts promoting the standby while it stops, and the formation is left midway, not to start again.
primary="$(primary_node)"
parts=()
for node in node1 node2; do
    [ "$node" = "$primary" ] || parts+=("$node")
done
[ -z "$primary" ] || parts+=("$primary")
for part in "${parts[@]}" monitor; do
    if running "$part"; then
        as_postgres pg_autoctl stop --pgdata "$HA_DIR/$part" > /dev/null 2>&1 || kill "$(keeper_pid "$part")"
        for _ in $(seq 1 60); do
            running "$part" || break
            sleep 0.5
        done
    fi
    # what is left of the session (a service whose keeper was killed restarts PostgreSQL by itself)
    # shellcheck disable=SC2046 # one pid a word
    kill -9 $(session_pids "$part") 2> /dev/null || true
done
if [ "${1:-}" = "--wipe" ]; then
    rm -rf "$HA_DIR"
    echo "stopped; $HA_DIR removed"
else
    echo "stopped; data kept in $HA_DIR (start.sh starts it again)"
fi
