# Finboard's api and web app in one image, for servers (see compose.yaml and the README's "Run it on
# servers"). Built with the very steps of a fresh machine: `npm ci`, then `npm run build`
# (scripts/build.mjs: the web app with Vite into apps/web/dist, the api bundle with esbuild into
# apps/api/dist, the migrations beside it). It runs as the unprivileged `node` user with production
# dependencies only.

# ── build: every dependency, then the same build as `npm start` does ──
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── production dependencies only (the api bundle keeps npm packages external) ──
FROM node:22-bookworm-slim AS dependencies
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/db/package.json packages/db/
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund

# ── run ──
FROM node:22-bookworm-slim
ENV NODE_ENV=production TZ=UTC HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies --chown=root:root /app ./
COPY --from=build --chown=root:root /app/apps/api/dist apps/api/dist
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# The code belongs to root and cannot be changed by the process; only DATA_DIR is the node user's.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers while the process is up, without touching the database (a load balancer's
# readiness check is /readyz). No curl in the slim image: Node's own fetch.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
