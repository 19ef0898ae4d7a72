# Shared by the formation's scripts (start.sh, stop.sh, failover.sh, restore-drill.sh): where it lives and how to
# reach its parts. Sourced, not run.
HA_DIR="${TAFLPOST_HA_DIR:-/var/tmp/taflpost-ha}"
HA_PORT="${TAFLPOST_HA_PORT:-6000}"
MONITOR_PORT="$HA_PORT"
NODE1_PORT=$((HA_PORT + 1))
NODE2_PORT=$((HA_PORT + 2))
DATABASE=taflpost
STANZA=taflpost
export PATH="/usr/lib/postgresql/15/bin:$PATH"

node_port() {
    case "$1" in
        monitor) echo "$MONITOR_PORT" ;;
        node1) echo "$NODE1_PORT" ;;
        node2) echo "$NODE2_PORT" ;;
    esac
}

# Runs a command as the postgres user when this script runs as root (PostgreSQL refuses to run as root).
as_postgres() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- env PATH="$PATH" PGHOST=/tmp XDG_CONFIG_HOME="$HA_DIR/config" \
            XDG_DATA_HOME="$HA_DIR/state" "$@"
    else
        PGHOST=/tmp XDG_CONFIG_HOME="$HA_DIR/config" XDG_DATA_HOME="$HA_DIR/state" "$@"
    fi
}

# initdb for a part, its sockets where pg_autoctl looks for them (/tmp; Debian's PostgreSQL puts them elsewhere).
init_cluster() {
    as_postgres initdb -D "$HA_DIR/$1" --auth=trust -U postgres > "$HA_DIR/logs/$1-initdb.log"
    echo "unix_socket_directories = '/tmp'" >> "$HA_DIR/$1/postgresql.conf"
}

psql_on() {
    local port="$1" database="$2"
    shift 2
    psql -qtA -h 127.0.0.1 -p "$port" -U postgres -d "$database" -v ON_ERROR_STOP=1 "$@"
}

# The pid of the keeper (pg_autoctl run) of a part, when it runs. It leads a session of its own (setsid) holding its
# services and its PostgreSQL, which rename themselves: the session, not their command lines, finds them all.
keeper_pid() {
    local pid_file="$HA_DIR/run/$1.pid"
    if [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2> /dev/null; then
        cat "$pid_file"
    fi
}

running() { [ -n "$(keeper_pid "$1")" ]; }

# Every process of a part's keeper session: the keeper, its services, its postmaster and backends.
session_pids() {
    local leader
    leader="$(cat "$HA_DIR/run/$1.pid" 2> /dev/null)" || return 0
    ps -eo pid=,sid= | awk -v session="$leader" '$2 == session { print $1 }'
}

# Starts the keeper of a part in the background; it starts and watches its PostgreSQL.
keep() {
    local part="$1" pid=""
    mkdir -p "$HA_DIR/run"
    as_postgres setsid pg_autoctl run --pgdata "$HA_DIR/$part" >> "$HA_DIR/logs/$part.log" 2>&1 < /dev/null &
    for _ in $(seq 1 40); do
        pid="$(pgrep -xf "pg_autoctl run --pgdata $HA_DIR/$part" || true)"
        [ -n "$pid" ] && break
        sleep 0.25
    done
    echo "$pid" > "$HA_DIR/run/$part.pid"
}

wait_for() {
    for _ in $(seq 1 120); do
        pg_isready -q -h 127.0.0.1 -p "$1" && return 0
        sleep 0.5
    done
    echo "PostgreSQL on port $1 did not start; see $HA_DIR/logs"
    return 1
}

# The state the monitor reports for a node (single, primary, secondary, catchingup...).
node_state() {
    psql_on "$MONITOR_PORT" pg_auto_failover \
        -c "select reportedstate from pgautofailover.node where nodename = '$1'" 2> /dev/null || true
}

# Waits until a node has reached a state it can stay in: alone, primary or secondary. A node rejoining after
# pg_rewind accepts connections only once it has replayed WAL past the point the rewind copied up to, which an idle
# primary never writes: the primary is asked for a checkpoint every 5 s meanwhile, a record to replay.
settled() {
    local node="$1" seconds="$2" primary
    for i in $(seq 1 $((seconds * 2))); do
        case "$(node_state "$node")" in single | primary | secondary) return 0 ;; esac
        if [ $((i % 10)) = 0 ]; then
            primary="$(primary_node)"
            if [ -n "$primary" ] && [ "$primary" != "$node" ]; then
                psql_on "$(node_port "$primary")" postgres -c checkpoint > /dev/null 2>&1 || true
            fi
        fi
        sleep 0.5
    done
    return 1
}

# Waits until the formation is a primary and a secondary, each as the monitor wants it.
formed() {
    local seconds="$1"
    for _ in $(seq 1 $((seconds * 2))); do
        [ "$(psql_on "$MONITOR_PORT" pg_auto_failover -c "select string_agg(reportedstate::text, ','
            order by reportedstate::text) from pgautofailover.node where reportedstate = goalstate" 2> /dev/null)" \
            = "primary,secondary" ] && return 0
        sleep 0.5
    done
    return 1
}

# The node the monitor holds as primary (or alone), for the fault run and the drill.
primary_node() {
    psql_on "$MONITOR_PORT" pg_auto_failover -c "select nodename from pgautofailover.node
        where reportedstate in ('primary', 'single', 'wait_primary') and reportedstate = goalstate
        order by nodeid limit 1" 2> /dev/null || true
}

jdbc_url() {
    # targetServerType=primary: the pool finds the primary among the nodes by itself; hostRecheckSeconds: how long
    # the driver trusts what it learnt of a node (a standby promoted is written to within 2 s); connectTimeout and
    # socketTimeout bound a connection attempt to a node that vanished and a statement on one that stopped answering.
    echo "jdbc:postgresql://127.0.0.1:$NODE1_PORT,127.0.0.1:$NODE2_PORT/$DATABASE?targetServerType=primary&hostRecheckSeconds=2&connectTimeout=3&socketTimeout=30"
}
