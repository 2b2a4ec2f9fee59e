# syntax=docker/dockerfile:1
# The production images, one target a service of docker-compose.yml, built from the repository root:
#   nginx    docker build --target nginx .    Web tier: nginx serving the built SPA (frontend/dist) and /uploads (the
#            backend's data volume, read-only), proxying /api to the backend.
#   backend  docker build --target backend .  API and page tier: node backend/dist/main.js as a non-root user renders
#            the public pages (frontend/dist-ssr, with the page template of frontend/dist) and answers /api; state lives
#            in the database and DATA_DIR (/data).
# Both take the client from the one frontend stage, so the asset names the pages link to are the ones nginx serves.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/

FROM manifests AS frontend
RUN npm ci --workspace frontend --include-workspace-root=false --ignore-scripts --no-audit --no-fund
COPY frontend/ frontend/
# The zone rules screens and e-mails share (frontend/src/lib/zoned-time.ts builds on them), and the region key rules
# the admin's form checks as the API does (frontend/src/lib/region-keys.ts).
COPY backend/src/common/domain/zoned-time.ts backend/src/common/domain/region-keys.ts backend/src/common/domain/
RUN npm run build -w frontend

FROM nginx:1.28-alpine AS nginx
COPY nginx/nginx.conf.template nginx/security-headers.conf.template nginx/subresource-headers.conf.template nginx/tls.conf.template nginx/http-redirect.conf.template nginx/mime.types nginx/render-config.sh /etc/nginx/haunt/
# The official entrypoint runs /docker-entrypoint.d/*.sh before nginx starts: render the config from the environment.
RUN chmod 755 /etc/nginx/haunt/render-config.sh \
  && printf '#!/bin/sh\nset -e\n/etc/nginx/haunt/render-config.sh /etc/nginx\n' > /docker-entrypoint.d/40-haunt-config.sh \
  && chmod 755 /docker-entrypoint.d/40-haunt-config.sh
COPY --from=frontend /app/frontend/dist /usr/share/nginx/html
ENV BACKEND_ADDR=backend:3000 LISTEN_PORT=80 TLS_LISTEN_PORT=443 UPLOADS_DIR=/data/uploads ACME_WEBROOT=/var/www/acme
EXPOSE 80 443
# With TLS on, http:// redirects to https:// for a name the certificate holds, not 127.0.0.1.
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1/ || wget -q --no-check-certificate -O /dev/null https://127.0.0.1/ || exit 1

FROM manifests AS backend-build
RUN npm ci --workspace backend --include-workspace-root=false --no-audit --no-fund
COPY backend/ backend/
# The contract with the server renderer, which the backend checks its use of the renderer against.
COPY frontend/src/server-renderer.d.ts frontend/src/
RUN npm run build -w backend

FROM manifests AS backend-deps
RUN npm ci --workspace backend --include-workspace-root=false --omit=dev --no-audit --no-fund \
  && mkdir -p backend/node_modules

FROM node:24-bookworm-slim AS backend
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=backend-deps /app/package.json ./
COPY --from=backend-deps /app/node_modules node_modules
COPY --from=backend-deps /app/backend/package.json backend/
COPY --from=backend-deps /app/backend/node_modules backend/node_modules
COPY --from=backend-build /app/backend/dist backend/dist
COPY --from=frontend /app/frontend/dist/index.html frontend/dist/index.html
COPY --from=frontend /app/frontend/dist-ssr frontend/dist-ssr
# The site's own pictures: those the content uses are added to the media library at start-up (media/shipped-pictures.ts).
COPY frontend/public/images frontend/public/images
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "backend/dist/main.js"]
