#!/usr/bin/env bash
# Kills the primary as a lost machine would end it: its keeper (pg_autoctl) and its postmaster with SIGKILL, no
# shutdown. Prints the node killed. start.sh brings it back, as a standby of the node promoted meanwhile.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/formation.sh"

node=$(primary_node)
[ -n "$node" ] || { echo "no primary to kill"; exit 1; }
# shellcheck disable=SC2046 # one pid a word
kill -9 $(session_pids "$node")
echo "$node"
