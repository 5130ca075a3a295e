import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'

/** Debian's build of Chromium's headless shell: the tests' browser (decision 077). */
export const HEADLESS_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell'

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/setup/playwright-global.ts',
  // Test files run in parallel, one worker per core; each worker tests a site of its own
  // (tests/e2e/fixtures.ts), and a file's tests run in order.
  fullyParallel: false,
  workers: availableParallelism(),
  retries: 0,
  // A journey through the dashboard takes 15–35 s on a busy two-core machine; a hang still fails within a minute.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    // A trace costs every test a good part of its time; record one with --trace retain-on-failure.
    trace: 'off',
    // Nothing moves under a click: a section that starts to rise as it comes into view would take it
    // elsewhere. The tests of the movement itself ask for motion (decision 078).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
  },
})
