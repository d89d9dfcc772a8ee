#!/usr/bin/env bash
# Checks README's first command on this (fresh) checkout the way a newcomer runs it: `npm start` with nothing set in
# the environment (no NODE_ENV, no JWT_SECRET, default port 8080), then signs in as the demo admin. Passes when
# the server builds, seeds and answers, and the demo admin gets a session.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/process-group.sh

port=8080
server=""
log=$(mktemp)
cleanup() {
  if [ -n "$server" ]; then stop_group "$server"; fi
  rm -f "$log"
}
trap cleanup EXIT

if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
  echo "port $port is already in use" >&2
  exit 1
fi
setsid env -i PATH="$PATH" HOME="${HOME:-/root}" npm start >"$log" 2>&1 </dev/null &
server=$!

for _ in $(seq 1 600); do
  if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then cat "$log"; echo "npm start exited" >&2; exit 1; fi
  sleep 0.5
done
reply=$(curl -s -w '\n%{http_code}' -H 'content-type: application/json' \
  -d '{"username":"admin@visapath.test","password":"Visapath-demo-1"}' "http://127.0.0.1:$port/api/login")
status=${reply##*$'\n'}
[ "$status" = 200 ] && grep -q '"accessToken"' <<<"$reply" || { cat "$log"; echo "$reply"; echo "the demo admin cannot sign in ($status)" >&2; exit 1; }
curl -sf "http://127.0.0.1:$port/" | grep -q '<div id="root"' || { echo "the console's page is not served" >&2; exit 1; }
echo "first start: npm start with nothing set built, seeded and served the console; the demo admin signed in"
