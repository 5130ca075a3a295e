import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { textImports } from './scripts/lib/text-imports.mjs'

// Fault and load tests against the production build on loopback; each file starts its own server.
// Load tests measure what a flood does to one server, so they run alone, one after another
// (`--project load`); the fault tests run side by side, one per core (`--project faults`). A notice
// to 5,000 people is sent at its highest pace for about a minute, idle most of it, and what it
// checks (memory, and exactly one e-mail each across a kill) no neighbour changes: it runs with the
// fault tests, started first so that they run beside it rather than after it.
const LOAD_TESTS = [
  'chunked-bodies',
  'form-burst',
  'form-flood',
  'lock-out',
  'malformed-payloads',
  'page-visit-budget',
  'sign-in-burst',
  'slow-bodies',
  'thumbnail-flood',
].map((name) => `tests/resilience/${name}.test.ts`)

const BESIDE_THE_OTHERS = 'tests/resilience/notice-sending.test.ts'

class StartingWithTheLongestWait extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const first = (file: TestSpecification) => file.moduleId.endsWith(BESIDE_THE_OTHERS)
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))]
  }
}

const shared = { testTimeout: 120_000, hookTimeout: 120_000, environment: 'node' as const }

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [textImports()],
  test: {
    sequence: { sequencer: StartingWithTheLongestWait },
    projects: [
      {
        extends: true,
        test: { ...shared, name: 'faults', include: ['tests/resilience/**/*.test.ts'], exclude: LOAD_TESTS, maxWorkers: availableParallelism() },
      },
      { extends: true, test: { ...shared, name: 'load', include: LOAD_TESTS, fileParallelism: false } },
    ],
  },
})
