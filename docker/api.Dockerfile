# The reference API (Fastify, run from TypeScript by tsx). In docker-compose it uses PostgreSQL through
# DATABASE_URL; without it, the embedded PGlite keeps its data in DATA_DIR.
FROM node:20-bookworm-slim AS manifests
WORKDIR /repo
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete

FROM node:20-bookworm-slim
WORKDIR /repo
COPY --from=manifests /repo ./
# npm install rather than npm ci: the lockfile lacks other platforms' optional entries, which npm ci demands.
RUN npm install --no-audit --no-fund
COPY contracts contracts
COPY api api
WORKDIR /repo/api
ENV HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
EXPOSE 4000
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s \
    CMD node -e "fetch('http://127.0.0.1:4000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "src/main.ts"]
