# Runs the Playwright suite (e2e/) against a running site, with Debian's Chromium like the CI machine.
FROM node:20-bookworm-slim AS manifests
WORKDIR /repo
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete

FROM node:20-bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
COPY --from=manifests /repo ./
# npm install rather than npm ci: the lockfile lacks other platforms' optional entries, which npm ci demands.
RUN npm install --no-audit --no-fund
COPY . .
ENV CI=true BASE_URL=http://localhost:3000
CMD ["npm", "test", "-w", "e2e"]
