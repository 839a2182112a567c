# syntax=docker/dockerfile:1
#
# One image, two processes (docs/architecture.md):
#   api     node dist/common/database/migrate.js && node dist/main.js   (docker-compose.yml runs this)
#   worker  node dist/worker.js
# The default CMD starts the api without migrating; a deployment runs the migration step first,
# either as the api command above or once per release: `docker run --rm <image> node dist/common/database/migrate.js`.
#
#   docker build -t radwerk-portal .

# A maintained Node LTS line (22 or 24; backend/test/unit/deployment.spec.ts checks it). The code also runs on 20.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- base: Node plus quiet, reproducible npm -------------------------------------------------------
FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false \
    DISABLE_OPENCOLLECTIVE=1 \
    SCARF_ANALYTICS=false

# --- manifests: only what decides the dependency tree, so these layers survive code changes --------
FROM base AS manifests
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/

# --- deps: every workspace's dependencies, dev tools included (tsc, vite) ---------------------------
FROM manifests AS deps
RUN --mount=type=cache,target=/root/.npm npm ci

# --- build: backend -> backend/dist, frontend -> frontend/dist -------------------------------------
FROM deps AS build
COPY . .
RUN npm run build -w backend \
 && npm run build -w frontend \
 && test -f backend/dist/main.js \
 && test -f backend/dist/worker.js \
 && test -f backend/dist/common/database/migrate.js \
 && test -f frontend/dist/index.html

# --- prod-deps: the backend's production dependencies only (no frontend libraries, no dev tools) ---
FROM manifests AS prod-deps
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace backend

# --- runtime -------------------------------------------------------------------------------------------
FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    FRONTEND_DIST=/app/frontend/dist
# Code and dependencies belong to root and are only readable for the process user.
COPY --from=prod-deps /app /app
COPY --from=build /app/backend/dist /app/backend/dist
COPY --from=build /app/frontend/dist /app/frontend/dist
WORKDIR /app/backend
# `node` (uid 1000) comes with the official Node image.
USER node
EXPOSE 3000
# Only meaningful for the api; docker-compose.yml gives the worker its own check.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
