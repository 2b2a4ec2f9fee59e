#!/bin/sh
# Renders nginx.conf and the header includes (security-headers.conf, subresource-headers.conf) from the templates
# beside this script into <output-dir>, with mime.types beside them.
# Used by the nginx image at start-up (docker-entrypoint.d) and by the tests, so both run the same config.
#
#   BACKEND_ADDR=backend:3000 nginx/render-config.sh /etc/nginx
#
# Environment (defaults are the image's paths):
#   BACKEND_ADDR       host:port of the API (required); several, separated by spaces or commas, for fixed replicas
#   NGINX_RESOLVER     unset: each backend name is resolved once, at start. A DNS server (127.0.0.11, Docker's):
#                      backend names are re-resolved every 10 s (upstream `resolve`, nginx 1.27.3 or later), so
#                      `--scale backend=N` and recreated containers need no nginx restart
#   REAL_IP_FROM       unset: the client is the connection's peer. Comma-separated addresses or CIDR ranges of a CDN or
#                      load balancer in front of nginx: the client is then read from REAL_IP_HEADER when the peer is
#                      one of them (set_real_ip_from), for nginx's log and the X-Forwarded-For it sends the backend
#   REAL_IP_HEADER     X-Forwarded-For (CF-Connecting-IP behind Cloudflare)
#   LISTEN_PORT        80
#   WEB_ROOT           /usr/share/nginx/html   (the built frontend/dist)
#   UPLOADS_DIR        /data/uploads           (DATA_DIR/uploads of the backend, shared volume)
#   MEDIA_STORAGE      local; s3: /uploads/ is passed to the backend, which answers from the bucket
#   NGINX_TEMP_DIR     /var/cache/nginx
#   ACCESS_LOG         /dev/stdout             (a file path, or off)
#   MEDIA_MAX_BYTES    same variable and default as the backend: the request body limit is set just above it
#   ACME_WEBROOT       /var/www/acme           (certbot --webroot folder: /.well-known/acme-challenge/ is served from it)
#   TLS_CERT, TLS_KEY  unset: plain HTTP on LISTEN_PORT (behind a TLS-terminating load balancer). Both set (PEM files,
#                      the full chain and its key): HTTPS and HTTP/2 on TLS_LISTEN_PORT, and LISTEN_PORT redirects to it
#   TLS_LISTEN_PORT    443
#   HTTPS_PORT         443                     (the public HTTPS port the redirect names, when not 443)
#   BROTLI_STATIC_MODULE  the brotli_static module (default: Debian's, or the image's modules folder, when there):
#                      the client build's .br copies are sent to browsers that take brotli; without it, its .gz copies
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

# --- backends: one server line each; re-resolved through NGINX_RESOLVER when set ---
resolver="${NGINX_RESOLVER:-}"
servers=''
for addr in $(printf '%s' "$BACKEND_ADDR" | tr ',' ' '); do
  line="server $addr max_fails=3 fail_timeout=10s"
  host=${addr%:*}
  case "$host" in
    *[!0-9.]*) [ -z "$resolver" ] || line="$line resolve" ;;
  esac
  servers="$servers
    $line;"
done
if [ -n "$resolver" ]; then
  export BACKEND_UPSTREAM="zone backend 64k;$servers"
  export RESOLVER_DIRECTIVE="resolver $resolver valid=10s ipv6=off;"
else
  export BACKEND_UPSTREAM="${servers#?    }"
  export RESOLVER_DIRECTIVE=''
fi

# --- where /uploads/ comes from ---
case "${MEDIA_STORAGE:-local}" in
  local) export UPLOADS_SOURCE="alias $UPLOADS_DIR/;
      autoindex off;
      include security-headers.conf;
      add_header Cache-Control \"public, max-age=31536000, immutable\" always;
      add_header Content-Security-Policy \$svg_upload_csp always;" ;;
  s3) export UPLOADS_SOURCE='proxy_pass http://backend;' ;;
  *) echo "MEDIA_STORAGE must be local or s3, got \"$MEDIA_STORAGE\"" >&2; exit 1 ;;
esac

# --- the client's address behind a CDN or load balancer ---
REAL_IP=''
for range in $(printf '%s' "${REAL_IP_FROM:-}" | tr ',' ' '); do
  REAL_IP="$REAL_IP
  set_real_ip_from $range;"
done
if [ -n "$REAL_IP" ]; then
  REAL_IP="${REAL_IP#?  }
  real_ip_header ${REAL_IP_HEADER:-X-Forwarded-For};
  real_ip_recursive on;"
fi
export REAL_IP

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
  # HTTP/2: a page's scripts, fonts and pictures share one connection instead of queueing six at a time on a phone's
  # slow round trips. nginx 1.25.1 made it a directive of its own (the image's nginx); an older one (Debian 12's, which
  # the tests run) takes it on the listen line.
  if nginx -v 2>&1 | awk -F'[/.]' '/nginx\// { exit !($2 > 1 || ($2 == 1 && ($3 > 25 || ($3 == 25 && $4 >= 1)))) }'; then
    export TLS_HTTP2='http2 on;'
  else
    export TLS_HTTP2=''
    SITE_LISTEN="$SITE_LISTEN http2"
  fi
  https_port="${HTTPS_PORT:-443}"
  if [ "$https_port" = 443 ]; then export HTTPS_PORT_SUFFIX=''; else export HTTPS_PORT_SUFFIX=":$https_port"; fi
else
  export SITE_LISTEN="$LISTEN_PORT"
fi
# --- end of TLS ---

# --- brotli: the precompressed .br copies, when the module is installed ---
brotli_module="${BROTLI_STATIC_MODULE:-}"
if [ -z "$brotli_module" ]; then
  for candidate in /usr/lib/nginx/modules/ngx_http_brotli_static_module.so /etc/nginx/modules/ngx_http_brotli_static_module.so; do
    if [ -f "$candidate" ]; then brotli_module=$candidate; break; fi
  done
fi
if [ -n "$brotli_module" ]; then
  export BROTLI_MODULE="load_module $brotli_module;" BROTLI_STATIC='brotli_static on;'
else
  export BROTLI_MODULE='' BROTLI_STATIC=''
fi

vars='${BACKEND_UPSTREAM} ${RESOLVER_DIRECTIVE} ${REAL_IP} ${UPLOADS_SOURCE} ${LISTEN_PORT} ${WEB_ROOT} ${UPLOADS_DIR} ${NGINX_TEMP_DIR} ${ACCESS_LOG} ${CLIENT_MAX_BODY_SIZE}'
vars="$vars"' ${SITE_LISTEN} ${ACME_WEBROOT} ${TLS_CERT} ${TLS_KEY} ${TLS_HTTP2} ${HTTPS_PORT_SUFFIX} ${BROTLI_MODULE} ${BROTLI_STATIC}'
mkdir -p "$out" "$NGINX_TEMP_DIR"
envsubst "$vars" <"$here/nginx.conf.template" >"$out/nginx.conf"
envsubst "$vars" <"$here/security-headers.conf.template" >"$out/security-headers.conf"
envsubst "$vars" <"$here/subresource-headers.conf.template" >"$out/subresource-headers.conf"
if [ -n "$TLS_CERT" ]; then
  envsubst "$vars" <"$here/tls.conf.template" >"$out/tls.conf"
  envsubst "$vars" <"$here/http-redirect.conf.template" >"$out/http-redirect.conf"
else
  : >"$out/tls.conf"
  : >"$out/http-redirect.conf"
fi
cp "$here/mime.types" "$out/mime.types"
