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
#   ACME_WEBROOT       /var/www/acme           (certbot --webroot folder: /.well-known/acme-challenge/ is served from it)
#   TLS_CERT, TLS_KEY  unset: plain HTTP on LISTEN_PORT (behind a TLS-terminating load balancer). Both set (PEM files,
#                      the full chain and its key): HTTPS on TLS_LISTEN_PORT, and LISTEN_PORT redirects to it
#   TLS_LISTEN_PORT    443
#   HTTPS_PORT         443                     (the public HTTPS port the redirect names, when not 443)
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
[ "$ACCESS_LOG" = off ] || ACCESS_LOG="$ACCESS_LOG combined_with_id"

media_max_bytes="${MEDIA_MAX_BYTES:-104857600}"
case "$media_max_bytes" in
  '' | *[!0-9]*) echo "MEDIA_MAX_BYTES must be a whole number of bytes, got \"$media_max_bytes\"" >&2; exit 1 ;;
esac
# Room for the multipart envelope around the file.
export CLIENT_MAX_BODY_SIZE="$((media_max_bytes / 1048576 + 2))m"

# --- TLS ---
export ACME_WEBROOT="${ACME_WEBROOT:-/var/www/acme}"
TLS_CERT="${TLS_CERT:-}"
TLS_KEY="${TLS_KEY:-}"
if [ -n "$TLS_CERT" ] || [ -n "$TLS_KEY" ]; then
  for file in "$TLS_CERT" "$TLS_KEY"; do
    if [ -z "$file" ]; then echo "TLS_CERT and TLS_KEY go together: set both (PEM certificate chain and its key) or neither" >&2; exit 1; fi
    if [ ! -r "$file" ]; then echo "TLS certificate file $file cannot be read (is its folder mounted?)" >&2; exit 1; fi
  done
  export TLS_CERT TLS_KEY
  export SITE_LISTEN="${TLS_LISTEN_PORT:-443} ssl"
  https_port="${HTTPS_PORT:-443}"
  if [ "$https_port" = 443 ]; then export HTTPS_PORT_SUFFIX=''; else export HTTPS_PORT_SUFFIX=":$https_port"; fi
else
  export SITE_LISTEN="$LISTEN_PORT"
fi
# --- end of TLS ---

vars='${BACKEND_ADDR} ${LISTEN_PORT} ${WEB_ROOT} ${UPLOADS_DIR} ${NGINX_TEMP_DIR} ${ACCESS_LOG} ${CLIENT_MAX_BODY_SIZE}'
vars="$vars"' ${SITE_LISTEN} ${ACME_WEBROOT} ${TLS_CERT} ${TLS_KEY} ${HTTPS_PORT_SUFFIX}'
mkdir -p "$out" "$NGINX_TEMP_DIR"
envsubst "$vars" <"$here/nginx.conf.template" >"$out/nginx.conf"
envsubst "$vars" <"$here/security-headers.conf.template" >"$out/security-headers.conf"
if [ -n "$TLS_CERT" ]; then
  envsubst "$vars" <"$here/tls.conf.template" >"$out/tls.conf"
  envsubst "$vars" <"$here/http-redirect.conf.template" >"$out/http-redirect.conf"
else
  : >"$out/tls.conf"
  : >"$out/http-redirect.conf"
fi
cp "$here/mime.types" "$out/mime.types"
