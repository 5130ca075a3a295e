import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { textImports } from './scripts/lib/text-imports.mjs'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [textImports()],
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.{ts,tsx}',
      'db/**/*.test.{ts,tsx}',
      'emails/**/*.test.{ts,tsx}',
      'scripts/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.{ts,tsx}',
    ],
    globalSetup: ['tests/setup/vitest-global.ts'],
    setupFiles: ['tests/setup/vitest-each-file.ts'],
    // Files run in parallel, one worker per core, each worker on a database of its own.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    environment: 'node',
  },
})
