# syntax=docker/dockerfile:1
#
# Urembo: the API (Fastify, run from its TypeScript by tsx) with the built web app it serves.
#
#   docker build -t urembo .
#   docker run --env-file deploy/.env -p 3000:3000 --stop-timeout 30 urembo
#
# Three stages: `web` builds the web app with every dependency; `api` installs the API's production
# dependencies only, beside the sources it runs; the runtime image is that tree on a slim Node 20, run by
# the unprivileged `node` user. The tree keeps the repository's layout (/app/apps/api, /app/packages/kenya,
# /app/openapi.yaml, /app/apps/web/dist), because the server finds the contract, its migrations and the
# web app by paths relative to its sources. How to run several: docs/deploy.md.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS pnpm
# The version package.json's "packageManager" names.
RUN npm install --global pnpm@10.34.9 && npm cache clean --force
WORKDIR /app
# Every workspace manifest, so the lockfile is checked against all of them (add a line per new package).
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/api/package.json packages/api/
COPY packages/kenya/package.json packages/kenya/
COPY packages/ui/package.json packages/ui/

# 1. The web app: @urembo/web and the workspace packages it imports, development dependencies included
#    (vite, tailwind), then `vite build` and the prerender (apps/web/scripts/prerender.mjs), which also
#    writes the .gz and .br copies nginx sends as they are.
FROM pnpm AS web
RUN --mount=type=cache,id=urembo-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store --filter '@urembo/web...'
COPY tsconfig.base.json ./
COPY packages packages
COPY apps/web apps/web
RUN pnpm --filter @urembo/web build

# 2. The API's production dependencies. tsx is a dependency of @urembo/api (not a devDependency): the
#    server is TypeScript run through tsx's loader, so --prod keeps it. @urembo/kenya, the only workspace
#    package the server imports at run time, is linked from packages/kenya, whose TypeScript sources are
#    copied below. (@urembo/api-client is imported for its types only and is not needed.)
FROM pnpm AS api
RUN --mount=type=cache,id=urembo-pnpm-store,target=/pnpm/store \
    pnpm install --prod --frozen-lockfile --store-dir /pnpm/store --filter '@urembo/api...'
# tsx reads apps/api/tsconfig.json, which extends tsconfig.base.json; the server reads openapi.yaml (the
# contract it validates against) and apps/api/drizzle (migrations, and the newest one for readiness).
COPY tsconfig.base.json openapi.yaml ./
COPY packages/kenya/src packages/kenya/src
COPY apps/api/tsconfig.json apps/api/
COPY apps/api/drizzle apps/api/drizzle
COPY apps/api/src apps/api/src
# The web app's table of pages, which the server's links are taken from (apps/api/src/http/pages.ts).
COPY apps/web/src/lib/paths.ts apps/web/src/lib/paths.ts
COPY --from=web /app/apps/web/dist apps/web/dist

# 3. What runs.
FROM ${NODE_IMAGE} AS runtime
# NODE_OPTIONS caps V8's heap: left to its default (sized from the machine's memory) an instance peaked at
# 290-330 MB of RSS under load, with it at about 225 MB for the same throughput (docs/deploy.md, Memory).
# MALLOC_MMAP_THRESHOLD_ makes glibc give back scrypt's 16 MB blocks after each sign-in (same section).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/urembo \
    NODE_OPTIONS=--max-old-space-size=192 \
    MALLOC_MMAP_THRESHOLD_=131072
# The code is root's and read-only to the server. DATA_DIR is the only folder it may write (production
# writes nothing there: no PGlite, no mail or SMS outbox, no generated secrets); /srv/urembo-web is where
# deploy/compose.yaml copies the web app's files for nginx. tsx keeps its compile cache in /tmp.
RUN mkdir -p /var/lib/urembo /srv/urembo-web && chown node:node /var/lib/urembo /srv/urembo-web
COPY --from=api /app /app
WORKDIR /app/apps/api
USER node
EXPOSE 3000
# Liveness only: the process answers. Readiness (/api/health/ready/) is for deploy scripts and monitoring,
# never a reason to restart (a database outage must not restart every instance at once).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/live/', { signal: AbortSignal.timeout(2500) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: stop accepting, finish requests in flight (DRAIN_TIMEOUT_MS, 15 s), stop the job
# workers (up to 10 s), exit. Give the container 30 s to stop (`--stop-timeout 30`, compose's
# stop_grace_period), not Docker's default 10 s.
STOPSIGNAL SIGTERM
# One Node process (not `pnpm start`, which may rebuild the web app, nor the tsx command, which runs the
# server in a second process). The migration step is the same image with
# `node --import tsx src/migrate.ts` (what `pnpm migrate` runs).
CMD ["node", "--import", "tsx", "src/main.ts"]
