#!/bin/sh
# Like MinIO's: `server ...` runs `minio server ...`.
if [ "$1" != minio ] && [ "$1" = server ]; then set -- minio "$@"; fi
exec "$@"
