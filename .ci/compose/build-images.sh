#!/usr/bin/env bash
# Builds CI stand-ins for the compose file's public images, which cannot be pulled here (no image
# registry is reachable): a Debian base from debootstrap, then the Node.js base of the Dockerfile,
# PostgreSQL, cognito-local, Mailpit and MinIO from Debian and npm packages. Each is tagged with the
# exact pinned name the Dockerfile or docker-compose.yml uses (below). Users of the compose file get
# the real images.
#
# A stand-in is rebuilt only when its inputs change: every image carries a label with the hash of
# its inputs (its folder, its parent image, the Node.js copied in), and a matching tag is kept.
set -euo pipefail
cd "$(dirname "$0")"
export DOCKER_BUILDKIT=0

LABEL=family-recipes.ci.inputs
BASE=family-recipes-ci/debian:bookworm

label_of() { docker image inspect -f "{{ index .Config.Labels \"$LABEL\" }}" "$1" 2>/dev/null || true; }
id_of() { docker image inspect -f '{{ .Id }}' "$1"; }
hash_dir() { (cd "$1" && find . -type f -print0 | sort -z | xargs -0 sha256sum) | sha256sum | cut -c1-16; }
# cached TAG INPUTS: true, and says so, when TAG was built from these very inputs.
cached() {
  if [ "$(label_of "$1")" = "$2" ]; then
    echo "== $1: cached"
    return 0
  fi
  return 1
}

build_base() {
  local inputs="debootstrap-minbase-bookworm-v1"
  cached "$BASE" "$inputs" && return
  echo "== $BASE: debootstrap"
  local root
  root=$(mktemp -d /var/tmp/fr-ci-rootfs.XXXXXX)
  debootstrap --variant=minbase bookworm "$root" >/dev/null
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | docker import --change "LABEL $LABEL=$inputs" - "$BASE" >/dev/null
  rm -rf "$root"
}

# build_image TAG DIR PARENT [extra input text]
build_image() {
  local tag=$1 dir=$2 parent=$3 extra=${4:-}
  local inputs
  inputs=$(printf '%s %s %s' "$(hash_dir "images/$dir")" "$(id_of "$parent")" "$extra" | sha256sum | cut -c1-16)
  cached "$tag" "$inputs" && return
  echo "== $tag: building"
  local context
  context=$(mktemp -d /var/tmp/fr-ci-context.XXXXXX)
  cp -r "images/$dir/." "$context/"
  if [ "$dir" = node ]; then
    cp "$(command -v node)" "$context/node"
    cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$context/npm"
    # This machine reaches the npm registry through a TLS proxy whose CA only the host trusts.
    cp "$CA_BUNDLE" "$context/ca-certificates.crt"
  fi
  if ! docker build --force-rm --label "$LABEL=$inputs" -t "$tag" "$context" >"$context.log" 2>&1; then
    cat "$context.log"
    exit 1
  fi
  rm -rf "$context" "$context.log"
}

# The names the Dockerfile and docker-compose.yml pin; a new pin there changes them here too.
NODE_IMAGE=node:22.22.2-bookworm-slim
POSTGRES_IMAGE=postgres:17.9-bookworm
COGNITO_IMAGE=jagregory/cognito-local:5.3.0
MAILPIT_IMAGE=axllent/mailpit:v1.27.11
MINIO_IMAGE=minio/minio:RELEASE.2025-09-07T16-13-09Z
# The proxy of the `scale` profile (compose/proxy/Dockerfile) starts from Debian itself.
DEBIAN_IMAGE=debian:bookworm-slim

build_base
CA_BUNDLE=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
node_inputs="$(node --version) npm $(npm --version 2>/dev/null) $(sha256sum "$CA_BUNDLE" | cut -c1-16)"
build_image "$NODE_IMAGE" node "$BASE" "$node_inputs"
# The other stand-ins' Dockerfiles start FROM node:22-bookworm-slim: the same image under that name.
docker tag "$NODE_IMAGE" node:22-bookworm-slim
build_image "$POSTGRES_IMAGE" postgres "$BASE"
build_image "$COGNITO_IMAGE" cognito-local "$NODE_IMAGE"
build_image "$MAILPIT_IMAGE" mailpit "$NODE_IMAGE"
build_image "$MINIO_IMAGE" minio "$NODE_IMAGE"
# Debian's own minimal system, as debootstrap makes it: the base image itself under its name.
docker tag "$BASE" "$DEBIAN_IMAGE"
# Every public image the Dockerfile and the compose file name must now exist here, or `up` would
# try to pull it: a pin changed there and not above fails now, with its name.
missing=0
for name in $(sed -n -e 's/^FROM \([^ ]*\).*/\1/p' ../../Dockerfile ../../compose/proxy/Dockerfile) \
  $(sed -n -e 's/^ *image: *\([^ ]*\) *$/\1/p' ../../docker-compose.yml | tr -d "'\""); do
  case "$name" in family-recipes | family-recipes-proxy) continue ;; esac
  docker image inspect "$name" >/dev/null 2>&1 || { echo "no stand-in for $name" >&2; missing=1; }
done
[ "$missing" = 0 ]
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' |
  grep -E '^(node:|debian:|postgres:|jagregory/|axllent/|minio/|family-recipes)' || true
