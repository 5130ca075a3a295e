# syntax=docker/dockerfile:1

# --- Build: install everything, build the client and the server bundle ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build && npm prune --omit=dev --no-audit --no-fund

# --- Run: the same command as `npm run serve`, on the official Deno image, as a non-root user ---
FROM denoland/deno:debian-2.9.6 AS run
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build --chown=deno:deno /app/package.json ./
COPY --from=build --chown=deno:deno /app/node_modules ./node_modules
COPY --from=build --chown=deno:deno /app/dist ./dist
COPY --from=build --chown=deno:deno /app/server ./server
COPY --from=build --chown=deno:deno /app/db ./db
COPY --from=build --chown=deno:deno /app/app ./app
COPY --from=build --chown=deno:deno /app/emails ./emails
COPY --from=build --chown=deno:deno /app/scripts ./scripts
RUN mkdir -p /data && chown deno:deno /data
USER deno
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["deno", "eval", "const r = await fetch('http://127.0.0.1:3000/healthz'); Deno.exit(r.ok ? 0 : 1)"]
CMD ["deno", "run", "-A", "--v8-flags=--max-old-space-size=192", "server/main.ts"]
