#!/usr/bin/env bash
# Builds CI stand-ins for the compose file's public images, which cannot be pulled here (no image
# registry is reachable): a Debian base from debootstrap, then node:22-bookworm-slim, postgres:17,
# jagregory/cognito-local, axllent/mailpit and minio/minio from Debian and npm packages. Each is
# tagged with the exact name docker-compose.yml uses. Users of the compose file get the real images.
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

build_base() {
  local inputs="debootstrap-minbase-bookworm-v1"
  if [ "$(label_of "$BASE")" = "$inputs" ]; then
    echo "== $BASE: cached"
    return
  fi
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
  if [ "$(label_of "$tag")" = "$inputs" ]; then
    echo "== $tag: cached"
    return
  fi
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

build_base
CA_BUNDLE=${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}
node_inputs="$(node --version) npm $(npm --version 2>/dev/null) $(sha256sum "$CA_BUNDLE" | cut -c1-16)"
build_image node:22-bookworm-slim node "$BASE" "$node_inputs"
build_image postgres:17 postgres "$BASE"
build_image jagregory/cognito-local cognito-local node:22-bookworm-slim
build_image axllent/mailpit mailpit node:22-bookworm-slim
build_image minio/minio minio node:22-bookworm-slim
docker image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E '^(node:22|postgres:17|jagregory|axllent|minio|family-recipes)' || true
