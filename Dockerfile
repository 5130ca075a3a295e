# syntax=docker/dockerfile:1

# --- Build: install everything, build the client and the one server bundle, gather the packages it loads at run time ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build && node scripts/runtime-packages.mjs runtime

# --- Run: the same command as `npm run serve`, on the official Deno image, as a non-root user ---
FROM denoland/deno:debian-2.9.6 AS run
WORKDIR /app
ENV HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
COPY --from=build --chown=deno:deno /app/runtime/package.json ./package.json
COPY --from=build --chown=deno:deno /app/runtime/node_modules ./node_modules
COPY --from=build --chown=deno:deno /app/dist ./dist
COPY --from=build --chown=deno:deno /app/server/main.ts ./server/main.ts
COPY --from=build --chown=deno:deno /app/server/dotenv.ts ./server/dotenv.ts
RUN mkdir -p /data && chown deno:deno /data
USER deno
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["deno", "eval", "const r = await fetch('http://127.0.0.1:3000/readyz'); Deno.exit(r.ok ? 0 : 1)"]
CMD ["deno", "run", "-A", "--v8-flags=--max-old-space-size=192,--max-semi-space-size=8", "server/main.ts"]
