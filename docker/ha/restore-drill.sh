#!/usr/bin/env bash
# The restore drill: proves that the pgBackRest repository of the formation (docker/ha/start.sh) restores to a point
# in time. Takes a full backup, plays moves, an incremental backup, more moves, notes a time T between two commits,
# plays more moves, archives the WAL; then restores the incremental backup and the WAL up to T into a fresh folder,
# starts it as a plain PostgreSQL server, and checks through a second server instance on it that every game holds
# exactly the moves acknowledged before T. Prints the backups' sizes and durations, the restore's duration and the
# recovery point. Exits non-zero on any mismatch.
#
#   docker/ha/restore-drill.sh [JAR]    # JAR: the packaged server, target/quarkus-app/quarkus-run.jar by default
#   TAFLPOST_HA_DIR=/var/tmp/taflpost-drill TAFLPOST_HA_PORT=7000 docker/ha/restore-drill.sh
#
# Starts the formation when it does not run (and stops it at the end then); leaves a running one running. Needs
# curl, python3 and java.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/formation.sh"

jar="$(realpath "${1:-target/quarkus-app/quarkus-run.jar}")"
[ -f "$jar" ] || { echo "no server jar at $jar (./mvnw package -DskipTests builds it)"; exit 2; }
drill=("python3" "$here/drill.py")
# The server instances only play a few moves and read them back: a quick start on a busy machine (no optimising
# compiler, a single-threaded collector) matters more than their speed.
java_options=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC)
backrest=(pgbackrest "--config=$HA_DIR/pgbackrest.conf" "--stanza=$STANZA")
work="$(mktemp -d /tmp/taflpost-restore-drill.XXXXXX)"
state="$work/games.json"
restored="" # the restored cluster's folder, once made
started_formation=""
server_pids=()
failed=1

now() { date +%s.%N; }
seconds_since() { awk -v from="$1" -v to="$(now)" 'BEGIN { printf "%.1f\n", to - from }'; }
size() {
    awk -v b="$1" 'BEGIN { if (b >= 1048576) printf "%.1f MiB\n", b / 1048576; else printf "%.0f KiB\n", b / 1024 }'
}
say() { echo "[$(date +%T)] $*"; }

cleanup() {
    local pid
    for pid in "${server_pids[@]}"; do
        stop_server "$pid"
    done
    if [ -n "$restored" ]; then
        if [ -f "$restored/postmaster.pid" ]; then
            as_postgres pg_ctl -D "$restored" -m immediate -w stop > /dev/null 2>&1 || true
        fi
        rm -rf "$restored"
    fi
    if [ -n "$started_formation" ]; then
        "$here/stop.sh" > /dev/null || true
    fi
    if [ "$failed" = 0 ]; then
        rm -rf "$work"
    else
        echo "restore drill FAILED; the server logs and the games are in $work"
    fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

stop_server() {
    kill -0 "$1" 2> /dev/null || return 0
    kill -TERM "$1"
    for _ in $(seq 1 60); do
        kill -0 "$1" 2> /dev/null || return 0
        sleep 0.5
    done
    kill -KILL "$1" 2> /dev/null || true
}

# Starts a server instance on a JDBC URL; sets server_port and server_pid. Both instances share one data folder, as
# a restored installation would keep its token keys.
start_server() {
    local name="$1" url="$2"
    server_port="$("${drill[@]}" free-port)"
    QUARKUS_DATASOURCE_JDBC_URL="$url" QUARKUS_DATASOURCE_USERNAME=postgres QUARKUS_HTTP_PORT="$server_port" \
        TAFLPOST_DATA_DIR="$work/data" TAFLPOST_LIMITS_ENABLED=false \
        java "${java_options[@]}" -jar "$jar" > "$work/$name.log" 2>&1 < /dev/null &
    server_pid=$!
    server_pids+=("$server_pid")
    for _ in $(seq 1 240); do
        if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$server_port/q/health/ready")" = 200 ]; then
            say "server $name ready on port $server_port"
            return 0
        fi
        kill -0 "$server_pid" 2> /dev/null || break
        sleep 0.5
    done
    echo "server $name did not start; see $work/$name.log"
    exit 1
}

# Takes a backup and prints its figures; sets backup_label and backup_figures.
take_backup() {
    local type="$1" before started took figures size delta repo_size repo_delta
    before="$(as_postgres "${backrest[@]}" --output=json info | "${drill[@]}" newest)"
    started="$(now)"
    as_postgres "${backrest[@]}" --type="$type" backup
    took="$(seconds_since "$started")"
    figures="$(as_postgres "${backrest[@]}" --output=json info | "${drill[@]}" backup "$before")"
    read -r backup_label size delta repo_size repo_delta <<< "$figures"
    if [ "$type" = full ]; then
        backup_figures="$took s; database $(size "$size"), in the repository $(size "$repo_size")"
    else
        backup_figures="$took s; $(size "$delta") of $(size "$size") copied, in the repository $(size "$repo_delta")"
    fi
    say "$type backup $backup_label: $backup_figures"
}

primary_port() {
    local node
    node="$(primary_node)"
    [ -n "$node" ] || { echo "the formation has no primary"; exit 1; }
    node_port "$node"
}

# --- the formation and the first server instance
if ! running monitor && ! running node1 && ! running node2; then
    started_formation=1
fi
if ! running monitor || ! running node1 || ! running node2; then
    say "starting the formation in $HA_DIR"
    "$here/start.sh" > "$work/formation.log" 2>&1 || { cat "$work/formation.log"; exit 1; }
fi
formed 120 || { echo "the formation in $HA_DIR has no primary and secondary"; exit 1; }
start_server before "$(jdbc_url)"

"${drill[@]}" new "$state" "$server_port" before-full 3

# --- full backup, moves, incremental backup, moves, T, moves
take_backup full
full_label="$backup_label"
full_figures="$backup_figures"
"${drill[@]}" new "$state" "$server_port" after-full 1
moves_full="$("${drill[@]}" play "$state" "$server_port" after-full 6)"
say "$moves_full moves after the full backup"

take_backup incr
incr_label="$backup_label"
incr_figures="$backup_figures"
moves_incr="$("${drill[@]}" play "$state" "$server_port" after-incr 6)"
say "$moves_incr moves after the incremental backup"

# T lies a second away from the commits on either side, so the recovery target falls cleanly between them.
sleep 1
target="$(psql_on "$(primary_port)" "$DATABASE" -c "select now()::text")"
sleep 1
say "target time T = $target"

"${drill[@]}" new "$state" "$server_port" after-target 1
moves_after="$("${drill[@]}" play "$state" "$server_port" after-target 6)"
say "$moves_after moves after T"

# --- the recovery point: what only the nodes held before the WAL was archived
primary="$(primary_port)"
# The oldest segment not yet archived (waiting in archive_status, or else the one being written) up to the current
# position is what a restore from the repository alone would lose.
wal="$(psql_on "$primary" "$DATABASE" -c "select pg_current_wal_lsn(),
        coalesce((select min(substr(name, 1, 24)) from pg_ls_archive_statusdir()
                  where name ~ '^[0-9A-F]{24}[.]ready$'), pg_walfile_name(pg_current_wal_lsn())),
        extract(epoch from last_archived_time), pg_size_bytes(current_setting('wal_segment_size'))
        from pg_stat_archiver")"
IFS='|' read -r current_lsn unarchived_segment last_archived_epoch segment_size <<< "$wal"
unarchived_start=$(((16#${unarchived_segment:8:8} << 32) + 16#${unarchived_segment:16:8} * segment_size))
current=$(((16#${current_lsn%/*} << 32) + 16#${current_lsn#*/}))
unarchived_bytes=$((current - unarchived_start))
unarchived="$("${drill[@]}" after "$state" "$last_archived_epoch")"
read -r unarchived_moves unarchived_games <<< "$unarchived"
unarchived_for="$(seconds_since "$last_archived_epoch")"
say "recovery point: $unarchived_bytes bytes of WAL not archived yet (from segment $unarchived_segment on)," \
    "holding the $unarchived_moves moves in $unarchived_games games of the last $unarchived_for s"

started="$(now)"
switched="$(psql_on "$primary" "$DATABASE" -c "select pg_walfile_name(pg_switch_wal())")"
for _ in $(seq 1 120); do
    archived="$(psql_on "$primary" "$DATABASE" -c "select last_archived_wal from pg_stat_archiver")"
    [[ "${archived:0:24}" < "$switched" ]] || break
    sleep 0.5
done
[[ ! "${archived:0:24}" < "$switched" ]] || { echo "segment $switched was not archived within a minute"; exit 1; }
say "WAL switched and segment $switched archived in $(seconds_since "$started") s"

stop_server "$server_pid"
server_pids=()

# --- the restore, into a fresh folder beside the formation's
histories() { find "$HA_DIR/backups/archive/$STANZA" -name '*.history*' | sort; }
histories_before="$(histories)"
restored="$(mktemp -d "$HA_DIR/restore.XXXXXX")"
chmod 700 "$restored"
[ "$(id -u)" != 0 ] || chown postgres:postgres "$restored"
started="$(now)"
# archive-mode=off: the restored cluster, once promoted, must not push its new timeline into the formation's
# repository, where a later restore to the latest timeline would follow it, and where the formation's own segments of
# that timeline, after its next failover, would be refused as duplicates.
as_postgres "${backrest[@]}" --pg1-path="$restored" --set="$incr_label" --type=time "--target=$target" \
    --target-action=promote --archive-mode=off restore
restore_took="$(seconds_since "$started")"
say "restored $incr_label (on $full_label) into $restored in $restore_took s"

# A plain standalone server: its own port and socket; no synchronous standby to wait for (pg_auto_failover set one
# with ALTER SYSTEM); no upstream to stream from, should the backup come from a promoted standby; not the formation
# node's memory, tuned to a share of the whole machine; its log kept beside the formation's, past the cleanup.
restored_port="$("${drill[@]}" free-port)"
options="-c port=$restored_port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$restored"
options+=" -c synchronous_standby_names='' -c primary_conninfo='' -c primary_slot_name=''"
options+=" -c shared_buffers=128MB -c effective_cache_size=1GB -c logging_collector=off"
started="$(now)"
as_postgres pg_ctl -D "$restored" -l "$HA_DIR/logs/restore-drill.log" -o "$options" -w -t 120 start > /dev/null \
    || { tail -n 20 "$HA_DIR/logs/restore-drill.log"; exit 1; }
for _ in $(seq 1 240); do
    [ "$(psql_on "$restored_port" "$DATABASE" -c "select pg_is_in_recovery()" 2> /dev/null)" = f ] && break
    sleep 0.5
done
[ "$(psql_on "$restored_port" "$DATABASE" -c "select pg_is_in_recovery()")" = f ] \
    || { echo "the restored cluster did not finish its recovery"; tail -n 20 "$HA_DIR/logs/restore-drill.log"; exit 1; }
recovery_took="$(seconds_since "$started")"
replay="$(psql_on "$restored_port" "$DATABASE" \
    -c "select pg_last_xact_replay_timestamp()::text, pg_last_xact_replay_timestamp() <= '$target'::timestamptz")"
IFS='|' read -r replayed replayed_before_target <<< "$replay"
say "recovery finished and promoted in $recovery_took s; last transaction replayed committed at $replayed"
[ "$replayed_before_target" = t ] || { echo "the restore replayed a transaction committed after T"; exit 1; }

start_server restored "jdbc:postgresql://127.0.0.1:$restored_port/$DATABASE"
"${drill[@]}" check "$state" "$server_port" before-full after-full after-incr
[ "$(histories)" = "$histories_before" ] \
    || { echo "the restored cluster pushed a timeline history into the repository"; exit 1; }

before_target=$((moves_full + moves_incr))
echo
echo "restore drill passed ($HA_DIR)"
echo "  full backup $full_label: $full_figures"
echo "  incremental backup $incr_label: $incr_figures"
echo "  moves before T: $before_target (after the full backup $moves_full, after the incremental $moves_incr);" \
    "after T: $moves_after"
echo "  restore: $restore_took s copying, $recovery_took s replaying to T and promoting"
echo "  recovery point before the WAL switch: $unarchived_bytes bytes of WAL not archived, $unarchived_moves moves" \
    "acknowledged after the last archived segment, $unarchived_for s of play"
failed=0
