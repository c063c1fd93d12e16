#!/usr/bin/env bash
# CI: the compose stack for real (issue 8). prepare.sh installs a Docker engine from Debian and
# builds the stand-ins for the public images (build-images.sh) and the app image; this script then
# brings up the unmodified docker-compose.yml, runs the browser journey against
# http://127.0.0.1:3000, checks a database outage and two replicas behind the proxy, and always
# ends with `down -v`. Not part of `pnpm test`, which needs no Docker.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
started=$(date +%s)
export DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0
pidfile=${DOCKERD_PIDFILE:-/tmp/family-recipes-ci-dockerd.pid}
export DOCKERD_PIDFILE=$pidfile
scaled=
# Each test step's output is kept here as well, to be printed again at the end if it fails.
step_log=$(mktemp)

finish() {
  local status=$?
  if [ -n "$scaled" ]; then
    if [ "$status" -ne 0 ]; then
      $scaled ps || true
      # The replicas' and the proxy's own lines; storage and mail log every request.
      $scaled logs --no-color --tail 80 app app-2 proxy identity db 2>/dev/null || true
      # Last, where a reader of the end of the log finds it: what the failing step printed.
      if [ -s "$step_log" ]; then
        echo "== the failing step's output (last 80 lines)"
        tail -n 80 "$step_log"
      fi
    fi
    $scaled down -v --remove-orphans >/dev/null 2>&1 || true
  fi
  if [ -s "$pidfile" ]; then
    kill "$(cat "$pidfile")" 2>/dev/null || true
    rm -f "$pidfile"
  fi
  echo "== compose part: $(($(date +%s) - started)) s"
  exit "$status"
}
trap finish EXIT

# COMPOSE_PREPARED=1: .ci/run has run prepare.sh already, in the background beside the API suites.
if [ "${COMPOSE_PREPARED:-}" != 1 ]; then
  bash .ci/compose/prepare.sh
fi

if docker compose version >/dev/null 2>&1; then
  compose_bin="docker compose"
else
  compose_bin="docker-compose"
fi
compose="$compose_bin -p family-recipes-ci -f $root/docker-compose.yml"
# The same project with the `scale` profile's services (a second replica and the proxy).
scaled="$compose --profile scale"

for port in 3000 3001 8080 9229 9000 9001 8025; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "Port $port on 127.0.0.1 is taken; the compose stack publishes it." >&2
    exit 1
  fi
done

health_of() { docker inspect -f '{{.State.Health.Status}}' "$($scaled ps -q "$1")" 2>/dev/null; }
# wait_healthy SECONDS [SERVICE...]: every service named (default: app) is healthy.
wait_healthy() {
  local seconds=$1 service all
  shift
  [ $# -gt 0 ] || set -- app
  for _ in $(seq 1 "$seconds"); do
    all=1
    for service in "$@"; do [ "$(health_of "$service")" = healthy ] || all=0; done
    [ "$all" = 1 ] && return 0
    sleep 1
  done
  return 1
}

echo "== docker compose up"
t=$(date +%s)
# The adversarial identity suite below signs up each attacker account from this one host, which
# the identity service sees as one client address: its sign-up limit is raised for this stack.
# Scheduled backups are off until the restore drill turns them on.
BACKUP_SCHEDULE=off IDENTITY_CLIENT_LIMIT=1000 $compose up -d
wait_healthy 180
echo "all services healthy $(($(date +%s) - t)) s after up"

echo "== browser journey against http://127.0.0.1:3000"
COMPOSE_COMMAND="$compose" pnpm exec playwright test -c .ci/compose/playwright.config.ts journey.spec.ts 2>&1 |
  tee "$step_log"

echo "== adversarial identity suite against the published identity port (fast-check)"
COMPOSE_COMMAND="$compose" ADVERSARY_RUNS=10 pnpm --filter @family-recipes/api test:adversary 2>&1 |
  tee "$step_log"

echo "== database outage: 503, no crash loop, recovery"
restarts_before=$(docker inspect -f '{{.RestartCount}}' "$($compose ps -q app)")
$compose stop db
for path in /api/ready "/api/all-recipes?limit=1"; do
  code=$(curl -s -m 15 -o /dev/null -w '%{http_code}' "http://127.0.0.1:3000$path")
  echo "$path -> $code"
  [ "$code" = 503 ]
done
# Started while the database is down, the app waits for it instead of exiting: its log says it
# tried again at least twice, and it is still running.
since=$(date -u +%Y-%m-%dT%H:%M:%SZ)
$compose restart app
retries() { docker logs --since "$since" "$($compose ps -q app)" 2>&1 | grep -c 'The database is not reachable yet; retrying' || true; }
for _ in $(seq 1 60); do
  [ "$(retries)" -ge 2 ] && break
  sleep 1
done
echo "database down at start: $(retries) retries logged"
[ "$(retries)" -ge 2 ]
[ "$(docker inspect -f '{{.State.Running}}' "$($compose ps -q app)")" = true ]
$compose start db
wait_healthy 120
[ "$(docker inspect -f '{{.RestartCount}}' "$($compose ps -q app)")" = "$restarts_before" ]
curl -sf http://127.0.0.1:3000/api/ready
echo
echo "database outage: 2 passed, 0 failed"

echo "== restore drill: a scheduled backup restored on a new stack, claimed by its cooks"
# restore-drill.spec.ts recreates the app with an hourly schedule, downloads the backup it writes,
# brings up a new stack on empty volumes (`down -v`, `up`) and restores it there; its last line
# says how many tables and photos are equal.
COMPOSE_COMMAND="$compose" pnpm exec playwright test -c .ci/compose/playwright.config.ts \
  restore-drill.spec.ts 2>&1 | tee "$step_log"

echo "== two replicas behind the proxy (--profile scale), from empty volumes"
$compose down -v --remove-orphans >/dev/null 2>&1
t=$(date +%s)
$scaled build proxy >/tmp/family-recipes-ci-proxy-build.log 2>&1 || {
  tail -40 /tmp/family-recipes-ci-proxy-build.log
  exit 1
}
echo "proxy image built in $(($(date +%s) - t)) s"
t=$(date +%s)
$scaled up -d
wait_healthy 240 app app-2 proxy
echo "both replicas and the proxy healthy $(($(date +%s) - t)) s after up"
COMPOSE_COMMAND="$compose" pnpm exec playwright test -c .ci/compose/playwright.config.ts scale.spec.ts 2>&1 |
  tee "$step_log"
