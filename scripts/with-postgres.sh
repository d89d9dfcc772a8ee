#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on a loopback port, with DATABASE_URL set,
# and always stops the server afterwards. Usage: scripts/with-postgres.sh npm run test:api
# With WITH_REPLICA=1, a streaming replica of it (pg_basebackup) runs on the next port too, as DATABASE_READ_URL.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PGBIN" ]; then echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; fi
PORT=${PGPORT_TEST:-55432}
DIR=$(mktemp -d /tmp/visapath-pg.XXXXXX)
RUN=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
  RUN=(runuser -u postgres --)
fi
cleanup() {
  "${RUN[@]}" "$PGBIN/pg_ctl" -D "$DIR/replica" -m immediate stop >/dev/null 2>&1 || true
  "${RUN[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
"${RUN[@]}" "$PGBIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200" start >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
if [ "${WITH_REPLICA:-}" = 1 ]; then
  REPLICA_PORT=$((PORT + 1))
  # -R writes the standby's connection to the primary; -X stream copies the WAL written meanwhile.
  "${RUN[@]}" "$PGBIN/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U postgres -D "$DIR/replica" -R -X stream >/dev/null
  "${RUN[@]}" "$PGBIN/pg_ctl" -D "$DIR/replica" -l "$DIR/replica.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $REPLICA_PORT -k $DIR -c fsync=off -c max_connections=200 -c hot_standby=on" start >/dev/null
  export DATABASE_READ_URL="postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
  echo "Streaming replica on 127.0.0.1:$REPLICA_PORT"
fi
"$@"
