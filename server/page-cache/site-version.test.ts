import { describe, expect, it, vi } from 'vitest'
import { sql } from '../../db/client.ts'
import { siteVersion, watchSiteVersion } from './site-version.ts'

const WAIT = { timeout: 5000, interval: 50 }

describe('watchSiteVersion', () => {
  it('takes a change made before its first reading of the database as a change, and each change after it', async () => {
    const loadedAtStart = siteVersion()
    await sql()`update site_version set version = version + 1`
    const stop = watchSiteVersion()
    try {
      await vi.waitFor(() => expect(siteVersion()).not.toBe(loadedAtStart), WAIT)
      const afterFirstReading = siteVersion()
      await sql()`update site_version set version = version + 1`
      await vi.waitFor(() => expect(siteVersion()).not.toBe(afterFirstReading), WAIT)
    } finally {
      await stop()
    }
  })
})
