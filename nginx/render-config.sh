#!/bin/sh
# Renders nginx.conf and security-headers.conf from the templates beside this script into <output-dir>,
# with mime.types beside them.
# Used by the nginx image at start-up (docker-entrypoint.d) and by the tests, so both run the same config.
#
#   BACKEND_ADDR=backend:3000 nginx/render-config.sh /etc/nginx
#
# Environment (defaults are the image's paths):
#   BACKEND_ADDR       host:port of the API (required)
#   LISTEN_PORT        80
#   WEB_ROOT           /usr/share/nginx/html   (the built frontend/dist)
#   UPLOADS_DIR        /data/uploads           (DATA_DIR/uploads of the backend, shared volume)
#   NGINX_TEMP_DIR     /var/cache/nginx
#   ACCESS_LOG         /dev/stdout             (a file path, or off)
#   MEDIA_MAX_BYTES    same variable and default as the backend: the request body limit is set just above it
set -eu

here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: render-config.sh <output-dir>}
: "${BACKEND_ADDR:?BACKEND_ADDR (host:port of the API, e.g. backend:3000) is required}"
export BACKEND_ADDR
export LISTEN_PORT="${LISTEN_PORT:-80}"
export WEB_ROOT="${WEB_ROOT:-/usr/share/nginx/html}"
export UPLOADS_DIR="${UPLOADS_DIR:-/data/uploads}"
export NGINX_TEMP_DIR="${NGINX_TEMP_DIR:-/var/cache/nginx}"
export ACCESS_LOG="${ACCESS_LOG:-/dev/stdout}"

media_max_bytes="${MEDIA_MAX_BYTES:-104857600}"
case "$media_max_bytes" in
  '' | *[!0-9]*) echo "MEDIA_MAX_BYTES must be a whole number of bytes, got \"$media_max_bytes\"" >&2; exit 1 ;;
esac
# Room for the multipart envelope around the file.
export CLIENT_MAX_BODY_SIZE="$((media_max_bytes / 1048576 + 2))m"

vars='${BACKEND_ADDR} ${LISTEN_PORT} ${WEB_ROOT} ${UPLOADS_DIR} ${NGINX_TEMP_DIR} ${ACCESS_LOG} ${CLIENT_MAX_BODY_SIZE}'
mkdir -p "$out" "$NGINX_TEMP_DIR"
envsubst "$vars" <"$here/nginx.conf.template" >"$out/nginx.conf"
envsubst "$vars" <"$here/security-headers.conf.template" >"$out/security-headers.conf"
cp "$here/mime.types" "$out/mime.types"
