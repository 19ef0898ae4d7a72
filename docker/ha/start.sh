#!/usr/bin/env bash
# A pg_auto_failover formation on this machine: a monitor and two PostgreSQL 15 nodes with synchronous streaming
# replication, WAL archived by pgBackRest, the failover timeouts tuned (docs/operations.md, "High availability").
# Prints the JDBC URL to give the server as QUARKUS_DATASOURCE_JDBC_URL (user postgres, no password).
#
#   docker/ha/start.sh            # folder /var/tmp/taflpost-ha, ports 6000 (monitor), 6001 and 6002 (nodes)
#   TAFLPOST_HA_DIR=/srv/ha TAFLPOST_HA_PORT=7000 docker/ha/start.sh
#   docker/ha/stop.sh             # stops it; add --wipe to remove its folder too
#
# Installs postgresql-15-auto-failover, pg-auto-failover-cli and pgbackrest when missing; runs PostgreSQL as the
# postgres user when started as root. Starting it again when it runs only prints the URL.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/formation.sh"

if ! command -v pg_autoctl > /dev/null || ! command -v pgbackrest > /dev/null \
    || [ ! -e /usr/lib/postgresql/15/lib/pgautofailover.so ]; then
    echo "installing postgresql-15-auto-failover, pg-auto-failover-cli and pgbackrest"
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql-15-auto-failover pg-auto-failover-cli pgbackrest
fi

mkdir -p "$HA_DIR/logs" "$HA_DIR/backups" "$HA_DIR/spool" "$HA_DIR/config" "$HA_DIR/state"
chmod 750 "$HA_DIR"
if [ "$(id -u)" = 0 ]; then
    chown -R postgres:postgres "$HA_DIR"
fi

# pgBackRest: one stanza, both nodes (on this machine, told apart by port), a repository folder beside them.
# The backup is taken from whichever node is the primary; both archive their WAL when primary.
cat > "$HA_DIR/pgbackrest.conf" << EOF
[global]
repo1-path=$HA_DIR/backups
repo1-retention-full=2
log-path=$HA_DIR/logs
spool-path=$HA_DIR/spool
lock-path=$HA_DIR/spool
archive-async=n
start-fast=y
log-level-console=warn
log-level-file=info

[$STANZA]
pg1-path=$HA_DIR/node1
pg1-port=$NODE1_PORT
pg1-socket-path=/tmp
pg2-path=$HA_DIR/node2
pg2-port=$NODE2_PORT
pg2-socket-path=/tmp
EOF

if ! running monitor; then
    if [ ! -f "$HA_DIR/monitor/PG_VERSION" ]; then
        echo "creating the monitor on port $MONITOR_PORT"
        init_cluster monitor
        as_postgres pg_autoctl create monitor --pgdata "$HA_DIR/monitor" --pgport "$MONITOR_PORT" \
            --hostname 127.0.0.1 --auth trust --no-ssl > "$HA_DIR/logs/monitor-create.log" 2>&1
    fi
    keep monitor
    wait_for "$MONITOR_PORT"
    # Failover timeouts (milliseconds): the monitor checks each node every second, gives up on it after a second
    # and one retry, counts it unhealthy after 3 s without its keeper's report, and promotes the standby 4 s after
    # asking the primary to step down. The old primary's keeper stops writing after 2 s cut off (its own
    # network_partition_timeout below), before the standby can be promoted: no two primaries.
    psql_on "$MONITOR_PORT" pg_auto_failover -c "alter system set pgautofailover.health_check_period = 1000" \
        -c "alter system set pgautofailover.health_check_timeout = 1000" \
        -c "alter system set pgautofailover.health_check_max_retries = 1" \
        -c "alter system set pgautofailover.health_check_retry_delay = 500" \
        -c "alter system set pgautofailover.node_considered_unhealthy_timeout = 3000" \
        -c "alter system set pgautofailover.primary_demote_timeout = 4000" \
        -c "select pg_reload_conf()" > /dev/null
fi

monitor_uri="postgres://autoctl_node@127.0.0.1:$MONITOR_PORT/pg_auto_failover?sslmode=disable"
for node in node1 node2; do
    port=$(node_port "$node")
    if running "$node"; then
        continue
    fi
    if [ ! -f "$HA_DIR/$node/PG_VERSION" ]; then
        echo "creating $node on port $port"
        if [ "$node" = node1 ]; then
            init_cluster node1 # the second node is a base backup of the first, settings included
        fi
        as_postgres pg_autoctl create postgres --pgdata "$HA_DIR/$node" --pgport "$port" --hostname 127.0.0.1 \
            --name "$node" --dbname "$DATABASE" --auth trust --no-ssl --monitor "$monitor_uri" \
            > "$HA_DIR/logs/$node-create.log" 2>&1
        # the keeper's own timeouts (seconds), matching the monitor's above
        for setting in network_partition_timeout=2 prepare_promotion_catchup=5 prepare_promotion_walreceiver=1; do
            as_postgres pg_autoctl config set --pgdata "$HA_DIR/$node" "timeout.${setting%=*}" "${setting#*=}" \
                > /dev/null
        done
        if [ "$node" = node1 ]; then
            # After pg_autoctl's own settings, so these win. Applied on the standby before a commit is acknowledged
            # (not only flushed), so that a read served by the standby right after a write sees it; WAL archived to
            # the pgBackRest repository, a segment at least every minute (a restore's recovery point on a quiet
            # server); statements counted.
            cat >> "$HA_DIR/node1/postgresql.conf" << EOF
synchronous_commit = remote_apply
archive_mode = on
archive_timeout = 60
archive_command = 'pgbackrest --config=$HA_DIR/pgbackrest.conf --stanza=$STANZA archive-push %p'
shared_preload_libraries = 'pg_stat_statements'
max_connections = 200
EOF
        fi
    fi
    keep "$node"
    settled "$node" 180 || { echo "$node did not join the formation; see $HA_DIR/logs/$node.log"; exit 1; }
done
formed 180 || { echo "no primary and secondary after 3 minutes; see $HA_DIR/logs"; exit 1; }

if [ ! -d "$HA_DIR/backups/backup/$STANZA" ]; then
    echo "creating the pgBackRest stanza $STANZA"
    as_postgres pgbackrest --config="$HA_DIR/pgbackrest.conf" --stanza="$STANZA" stanza-create
fi

as_postgres pg_autoctl show state --pgdata "$HA_DIR/monitor"
echo
echo "QUARKUS_DATASOURCE_JDBC_URL=$(jdbc_url)"
echo "QUARKUS_DATASOURCE_USERNAME=postgres"
