# Margin server image (docs/deploy.md). Three stages: `build` compiles the server with the dev tools,
# `prod-deps` installs only the server's production dependencies, `runtime` is Debian slim with
# Apertium, the compiled server and those dependencies, running as an unprivileged user.
#   docker build -t margin .    then    docker run -p 8787:8787 -v margin-data:/var/lib/margin margin

FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY editor-plugin/package.json editor-plugin/
COPY extension/package.json extension/
COPY e2e/package.json e2e/
# --ignore-scripts skips the root postinstall (`wxt prepare`, extension only); better-sqlite3 is
# rebuilt by hand because the build loads the server's modules.
RUN npm ci --no-audit --no-fund --ignore-scripts && npm rebuild better-sqlite3 esbuild
COPY scripts/build scripts/build
COPY shared/src shared/src
COPY server/src server/src
COPY editor-plugin editor-plugin
RUN npm run build:server

FROM node:20-bookworm AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY editor-plugin/package.json editor-plugin/
COPY extension/package.json extension/
COPY e2e/package.json e2e/
# Only the server workspace's production dependencies; better-sqlite3 compiles here, where the
# compilers are, so the runtime image needs none.
RUN npm ci --omit=dev --workspace server --no-audit --no-fund --ignore-scripts && npm rebuild better-sqlite3

FROM node:20-bookworm-slim AS runtime
# Translation: the Apertium pairs the embedded engine drives (the same list as .ci/run).
RUN apt-get update \
  && apt-get install -y --no-install-recommends apertium apertium-eng-spa apertium-fr-es apertium-spa-cat apertium-eng-cat apertium-es-pt apertium-spa-ita apertium-es-gl \
  && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 10001 --home-dir /var/lib/margin --shell /usr/sbin/nologin margin \
  && mkdir -p /var/lib/margin && chown margin:margin /var/lib/margin
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 MARGIN_DATA_DIR=/var/lib/margin
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build /app/package.json package.json
COPY --from=build /app/server/package.json server/package.json
COPY --from=build /app/server/dist server/dist
# `npm start` / `npm run admin` check the build first; without sources it uses the shipped build as is.
COPY --from=build /app/scripts/build/ensure-built.mjs scripts/build/ensure-built.mjs
USER margin
VOLUME /var/lib/margin
EXPOSE 8787
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8787) + '/api/v1/liveness').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node as PID 1 receives SIGTERM directly and shuts down gracefully (SHUTDOWN_GRACE_MS).
CMD ["node", "server/dist/main.js"]
