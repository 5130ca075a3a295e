// How the production server starts, here as in package.json's `serve` and the Dockerfile's CMD.
// The JavaScript heap is capped at 192 MB: without a cap V8 lets it grow to several hundred MB
// under load, and the site shares a small VPS with its database. The young generation is kept to
// 8 MB a half (V8 would grow it to 16 under load): a collection of it pauses a few ms instead of
// about 10, and the process stays near 160 MB instead of 210 after a burst of renders (decision 047).
export const SERVER_ARGS = ['run', '-A', '--v8-flags=--max-old-space-size=192,--max-semi-space-size=8', 'server/main.ts']
