# syntax=docker/dockerfile:1
# The product as one image: compiled JavaScript (decision 020), production dependencies only, run as a non-root user.
# Build: docker build -t pcs-gift .   Run several behind a balancer: compose.yaml (README "Running in production").
# scripts/check-deploy.mjs runs these same steps without Docker where Docker is not available.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts scripts
COPY packages/domain packages/domain
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build -w @pcs/web
RUN node scripts/build-api.mjs --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY bench/package.json bench/
# Only the API's production dependencies: the web app ships as built files, the landing renderer bundles its own.
RUN npm ci --omit=dev --workspace=@pcs/api --include-workspace-root=false --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# Files, the embedded database and generated keys live under DATA_DIR; with PostgreSQL and S3 it holds only keys.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV PORT=3000 DATA_DIR=/app/data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
