import { describe, expect, it } from 'vitest'
import { explainStartFailure } from './start-failure.ts'

describe('explainStartFailure', () => {
  it('gives a reason even when the failure carried none', async () => {
    const text = await explainStartFailure(undefined)
    expect(text).toMatch(/^The site could not start: no reason was given/)
    expect(text).not.toMatch(/undefined/)
  })

  it('names a full disk and a port another program holds', async () => {
    expect(await explainStartFailure(Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC' }))).toMatch(
      /could not start: ENOSPC[^\n]*\n(The disk holding .* is full|.*nearly full)/,
    )
    expect(await explainStartFailure(new Error('Address already in use (os error 98)'))).toMatch(/Another program may be using port \d+/)
  })
})
