import { describe, expect, it } from 'vitest'
import { formatAdminList } from './run.ts'

describe('npm run admin:list', () => {
  it('lists each administrator with name and last sign-in', () => {
    const text = formatAdminList([
      { email: 'ruth@example.org', name: 'Ruth Smith', created_at: new Date(), last_signed_in_at: new Date('2026-11-24T08:05:00Z') },
      { email: 'tom@example.org', name: '', created_at: new Date(), last_signed_in_at: null },
    ])
    expect(text.split('\n')).toEqual([
      '2 administrator(s):',
      'ruth@example.org\tRuth Smith\tlast signed in: 2026-11-24 08:05 UTC',
      'tom@example.org\t(no name yet)\tlast signed in: never',
    ])
  })

  it('says how to create the first when there is none', () => {
    expect(formatAdminList([])).toMatch(/^No administrator exists yet\. Create one with: npm run admin:create/)
  })
})
