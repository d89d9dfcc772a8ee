#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server on a loopback port, with DATABASE_URL set,
# and always stops the server afterwards. Usage: scripts/with-postgres.sh npm run test:api
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
  "${RUN[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
"${RUN[@]}" "$PGBIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c max_connections=200" start >/dev/null
export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
