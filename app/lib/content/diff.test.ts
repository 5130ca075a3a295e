import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contentChanges } from './diff.ts'
import { choice, group, list, photo, text, time, year } from './fields.ts'

const schema = v.object({
  sunday: group('Sunday service', { serviceStarts: time('Service starts'), length: text('How long') }),
  leaders: list('Leadership team', group('Leader', { name: text('Name'), role: text('Role'), picture: photo('Photo') }), { itemLabel: 'leader' }),
  buses: list('Buses', text('Bus'), { itemLabel: 'bus' }),
  size: choice('Size', { small: 'Small', large: 'Large' }),
  copyrightYear: year('Copyright year'),
})

const picture = { id: 'abcdefghijklmnop', alt: 'Ruth smiling', width: 800, height: 600 }

const base = {
  sunday: { serviceStarts: '10:30', length: 'an hour' },
  leaders: [
    { name: 'Ruth', role: 'Pastor', picture },
    { name: 'Tom', role: 'Treasurer', picture: null },
  ],
  buses: ['R1', 'R11'],
  size: 'small',
  copyrightYear: null,
}

const changed = (patch: Partial<typeof base>) => ({ ...base, ...patch })

describe('contentChanges', () => {
  it('finds nothing between equal contents', () => {
    expect(contentChanges(schema, base, structuredClone(base))).toEqual([])
  })

  it('labels a field inside a group by its labels joined with ›', () => {
    expect(contentChanges(schema, base, changed({ sunday: { serviceStarts: '11:00', length: 'an hour' } }))).toEqual([
      { path: 'sunday.serviceStarts', label: 'Sunday service › Service starts', before: '10:30', after: '11:00' },
    ])
  })

  it('numbers list items from 1 and compares them item by item', () => {
    const leaders = [base.leaders[0]!, { ...base.leaders[1]!, role: 'Trustee' }]
    expect(contentChanges(schema, base, changed({ leaders }))).toEqual([
      { path: 'leaders.1.role', label: 'Leadership team › 2 › Role', before: 'Treasurer', after: 'Trustee' },
    ])
  })

  it('shows an added item with before null and a removed one with after null', () => {
    expect(contentChanges(schema, base, changed({ buses: ['R1', 'R11', 'B14'] }))).toEqual([
      { path: 'buses.2', label: 'Buses › 3', before: null, after: 'B14' },
    ])
    expect(contentChanges(schema, base, changed({ leaders: [base.leaders[0]!] }))).toEqual([
      { path: 'leaders.1.name', label: 'Leadership team › 2 › Name', before: 'Tom', after: null },
      { path: 'leaders.1.role', label: 'Leadership team › 2 › Role', before: 'Treasurer', after: null },
    ])
  })

  it('compares photos by id and description, not by size', () => {
    const resized = [{ ...base.leaders[0]!, picture: { ...picture, width: 400, height: 300 } }, base.leaders[1]!]
    expect(contentChanges(schema, base, changed({ leaders: resized }))).toEqual([])
    const described = [{ ...base.leaders[0]!, picture: { ...picture, alt: 'Ruth at the door' } }, base.leaders[1]!]
    expect(contentChanges(schema, base, changed({ leaders: described }))).toEqual([
      {
        path: 'leaders.0.picture',
        label: 'Leadership team › 1 › Photo',
        before: 'Ruth smiling (photo abcdefghijklmnop)',
        after: 'Ruth at the door (photo abcdefghijklmnop)',
      },
    ])
    const removed = [{ ...base.leaders[0]!, picture: null }, base.leaders[1]!]
    expect(contentChanges(schema, base, changed({ leaders: removed }))[0]).toMatchObject({ before: 'Ruth smiling (photo abcdefghijklmnop)', after: null })
  })

  it('shows a choice by its option and a year as a number, null when unset', () => {
    expect(contentChanges(schema, base, changed({ size: 'large', copyrightYear: 2026 as unknown as null }))).toEqual([
      { path: 'size', label: 'Size', before: 'Small', after: 'Large' },
      { path: 'copyrightYear', label: 'Copyright year', before: null, after: '2026' },
    ])
  })

  it('treats a missing document as empty, so every field of the other is a change', () => {
    expect(contentChanges(schema, undefined, base)).toHaveLength(10)
  })
})
