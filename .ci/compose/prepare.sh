#!/usr/bin/env bash
# CI: everything the compose stack needs before `up`, none of which uses the stack's ports or the
# machine's PostgreSQL: Debian's docker.io, docker-compose and debootstrap, a running dockerd, the
# stand-ins for the public images (build-images.sh) and the app image. `.ci/run` starts it in the
# background while the API suites run; run.sh calls it itself when run alone.
#
# A dockerd started here writes its pid to $DOCKERD_PIDFILE, and run.sh stops it at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
export DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0
pidfile=${DOCKERD_PIDFILE:-/tmp/family-recipes-ci-dockerd.pid}
started=$(date +%s)

if ! command -v dockerd >/dev/null 2>&1 || ! command -v docker-compose >/dev/null 2>&1 ||
  ! command -v debootstrap >/dev/null 2>&1; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y docker.io docker-compose debootstrap
fi

rm -f "$pidfile"
if ! docker info >/dev/null 2>&1; then
  dockerd >/tmp/family-recipes-ci-dockerd.log 2>&1 &
  echo $! >"$pidfile"
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    sleep 1
  done
  docker info >/dev/null
fi

if docker compose version >/dev/null 2>&1; then
  compose="docker compose"
else
  compose="docker-compose"
fi

echo "== stand-ins for the public images"
bash .ci/compose/build-images.sh

echo "== the app image"
t=$(date +%s)
$compose -p family-recipes-ci -f "$root/docker-compose.yml" build app \
  >/tmp/family-recipes-ci-app-build.log 2>&1 || {
  tail -60 /tmp/family-recipes-ci-app-build.log
  exit 1
}
echo "built in $(($(date +%s) - t)) s; $(docker image inspect -f '{{.Size}}' family-recipes | awk '{printf "%.0f MB", $1/1e6}')"
# Earlier runs' untagged build stages; this run's stays as the next run's layer cache.
docker image prune -f --filter "until=$started" >/dev/null
echo "== prepared in $(($(date +%s) - started)) s"
