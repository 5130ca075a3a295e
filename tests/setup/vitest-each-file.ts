import { afterAll, afterEach, beforeEach, inject, vi } from 'vitest'
import { closePool } from '../../db/client.ts'
import { FLOOD_DEFENCES_OUT_OF_REACH } from '../helpers/flood-defences.ts'

// Each worker has a database of its own, which the test files it runs share one after another.
const databaseUrls = inject('databaseUrls')
process.env.DATABASE_URL = databaseUrls[(Number(process.env.VITEST_POOL_ID) - 1) % databaseUrls.length]
process.env.NODE_ENV = 'test'
for (const [name, value] of Object.entries(FLOOD_DEFENCES_OUT_OF_REACH)) process.env[name] ??= value

// Like the Epic Stack: an unexpected console.error fails the test that caused it.
let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})
afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called: ${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}. Expect it with expectConsoleError() if intended.`,
    )
  }
})
afterAll(() => closePool())

/** Marks the console.error calls made so far in this test as expected, and returns them. */
export function expectConsoleError(): unknown[][] {
  const seen = consoleErrors
  consoleErrors = []
  return seen
}
