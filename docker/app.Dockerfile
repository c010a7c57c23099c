# One image per app (shell or remote): webpack builds the app, nginx serves its dist on the app's port.
# Build context: the repository root. Build args: APP (its directory, e.g. mfe-catalogue) and PORT.

# Only the package manifests, so the dependency layer below is rebuilt when they change and not otherwise.
FROM node:20-bookworm-slim AS manifests
WORKDIR /repo
COPY . .
RUN find . -type f ! -name package.json ! -name package-lock.json ! -name .npmrc -delete

FROM node:20-bookworm-slim AS build
WORKDIR /repo
COPY --from=manifests /repo ./
# npm install rather than npm ci: the lockfile lacks other platforms' optional entries, which npm ci demands.
RUN npm install --no-audit --no-fund
COPY . .
ARG APP
RUN npm run build -w "$APP"

FROM nginx:1.27-alpine
ARG APP
ARG PORT
# The official image fills /etc/nginx/templates/*.template from these variables when the container starts.
ENV APP=$APP PORT=$PORT API_URL=http://api:4000
COPY docker/nginx/headers.conf docker/nginx/assets.conf docker/nginx/proxy.conf docker/nginx/routes.conf /etc/nginx/palco/
COPY docker/nginx/shell.conf.template docker/nginx/remote.conf.template /etc/nginx/palco/
RUN if [ "$APP" = shell ]; then kind=shell; else kind=remote; fi \
    && mkdir -p /etc/nginx/templates \
    && cp "/etc/nginx/palco/$kind.conf.template" /etc/nginx/templates/default.conf.template
# At container start, after the templates are filled: the remotes list, then the security headers.
COPY docker/nginx/40-palco-remotes-json.sh docker/nginx/41-palco-security.sh /docker-entrypoint.d/
COPY --from=build /repo/$APP/dist /usr/share/nginx/html
EXPOSE $PORT
