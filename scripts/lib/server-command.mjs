// How the production server starts, here as in package.json's `serve` and the Dockerfile's CMD.
// The JavaScript heap is capped at 192 MB: without a cap V8 lets it grow to several hundred MB
// under load, and the site shares a small VPS with its database.
export const SERVER_ARGS = ['run', '-A', '--v8-flags=--max-old-space-size=192', 'server/main.ts']
