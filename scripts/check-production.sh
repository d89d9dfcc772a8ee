#!/usr/bin/env bash
# Checks a production install the way README's "Deploy" section describes it: the build of this checkout, copied
# with its dependencies, dev dependencies pruned, started with plain node and NODE_ENV=production. Passes when
# /api/health answers ok, the first admin from ADMIN_EMAIL/ADMIN_PASSWORD signs in, and the demo password is
# not accepted.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/process-group.sh

work=$(mktemp -d)
port=${CHECK_PORT:-8197}
server=""
cleanup() {
  if [ -n "$server" ]; then stop_group "$server"; fi
  rm -rf "$work"
}
trap cleanup EXIT

[ -f dist/index.html ] && [ -f dist-server/main.js ] || npm run build
echo "== production install in $work"
cp -a package.json package-lock.json dist dist-server datasets scripts node_modules "$work/"
(cd "$work" && npm prune --omit=dev --no-audit --no-fund >/dev/null)
if [ -d "$work/node_modules/vite" ] || [ -d "$work/node_modules/tsx" ]; then
  echo "dev dependencies were not pruned" >&2
  exit 1
fi

if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
  echo "port $port is already in use (set CHECK_PORT)" >&2
  exit 1
fi

admin=first.admin@example.org
password=$(node -e "console.log(require('node:crypto').randomBytes(18).toString('base64url'))")
export NODE_ENV=production PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" ADMIN_EMAIL=$admin ADMIN_PASSWORD=$password
export WEBAUTHN_ORIGIN="http://localhost:$port"
JWT_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(36).toString('base64url'))")
export JWT_SECRET
setsid bash -c 'cd "$1" && exec npm start' _ "$work" >"$work/server.log" 2>&1 \
  </dev/null &
server=$!

for _ in $(seq 1 300); do
  if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; then break; fi
  if ! kill -0 "$server" 2>/dev/null; then cat "$work/server.log"; echo "the production server exited" >&2; exit 1; fi
  sleep 0.5
done
curl -sf "http://127.0.0.1:$port/api/health" | grep -q '"ok"' || { cat "$work/server.log"; echo "health is not ok" >&2; exit 1; }

login() {
  curl -s -o "$work/login.json" -w '%{http_code}' -H 'content-type: application/json' \
    -d "{\"username\":\"$1\",\"password\":\"$2\"}" "http://127.0.0.1:$port/api/login"
}
status=$(login "$admin" "$password")
[ "$status" = 200 ] || { cat "$work/server.log" "$work/login.json"; echo "the first admin cannot sign in ($status)" >&2; exit 1; }
# In production an admin needs a second factor: the password alone leads to enrolment, never to a session.
grep -q '"enrolmentRequired":true' "$work/login.json" && ! grep -q '"accessToken"' "$work/login.json" \
  || { cat "$work/login.json"; echo "the first admin got past the password without a second factor" >&2; exit 1; }
[ "$(login admin@visapath.test Visapath-demo-1)" = 401 ] || { echo "a demo account signs in in production" >&2; exit 1; }
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/assets/missing.js")" = 404 ] || { echo "a missing asset is not a 404" >&2; exit 1; }
echo "production start: health ok, first admin past the password and asked to enrol a second factor, demo account refused (plain node, dev dependencies pruned)"
