import { defineConfig } from 'vitest/config'
import { textImports } from './scripts/lib/text-imports.mjs'

// Fault and load tests against the production build on loopback: each file starts its own
// server, so files run one after another and may take minutes in all.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [textImports()],
  test: {
    include: ['tests/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    environment: 'node',
  },
})
