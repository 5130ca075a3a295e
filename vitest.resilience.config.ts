import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { textImports } from './scripts/lib/text-imports.mjs'

// Fault and load tests against the production build on loopback; each file starts its own server.
// Load tests measure what a flood does to one server, so they run alone, one after another
// (`--project load`); the fault tests run side by side, one per core (`--project faults`).
const LOAD_TESTS = [
  'chunked-bodies',
  'form-burst',
  'form-flood',
  'lock-out',
  'malformed-payloads',
  'notice-sending',
  'page-visit-budget',
  'sign-in-burst',
  'slow-bodies',
  'thumbnail-flood',
].map((name) => `tests/resilience/${name}.test.ts`)

const shared = { testTimeout: 120_000, hookTimeout: 120_000, environment: 'node' as const }

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [textImports()],
  test: {
    projects: [
      {
        extends: true,
        test: { ...shared, name: 'faults', include: ['tests/resilience/**/*.test.ts'], exclude: LOAD_TESTS, maxWorkers: availableParallelism() },
      },
      { extends: true, test: { ...shared, name: 'load', include: LOAD_TESTS, fileParallelism: false } },
    ],
  },
})
