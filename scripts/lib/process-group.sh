# Sourced by the check scripts. A server they start runs in its own process group (setsid), so npm's children go with
# it. stop_group asks the group to stop, then waits until every process in it has exited: the server writes its
# database files while it shuts down, so removing its data directory before then fails ("Directory not empty").
stop_group() {
  local group=$1
  kill -- "-$group" 2>/dev/null || return 0
  for _ in $(seq 1 120); do
    kill -0 -- "-$group" 2>/dev/null || return 0
    sleep 0.25
  done
  echo "process group $group did not stop within 30 s: killed" >&2
  kill -9 -- "-$group" 2>/dev/null || true
  while kill -0 -- "-$group" 2>/dev/null; do sleep 0.1; done
}
