import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { contentChanges } from './diff.ts'
import { choice, group, list, photo, text, time, year } from '../../content/fields/fields.ts'

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
    { id: 'ruth1', name: 'Ruth', role: 'Pastor', picture },
    { id: 'tom1', name: 'Tom', role: 'Treasurer', picture: null },
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

  it('numbers list items from 1 and compares them item by item, each by its id', () => {
    const leaders = [base.leaders[0]!, { ...base.leaders[1]!, role: 'Trustee' }]
    expect(contentChanges(schema, base, changed({ leaders }))).toEqual([
      { path: 'leaders.tom1.role', label: 'Leadership team › 2 › Role', before: 'Treasurer', after: 'Trustee' },
    ])
  })

  it('reports a person moved up as one move, and nothing else', () => {
    const leaders = [base.leaders[1]!, base.leaders[0]!]
    expect(contentChanges(schema, base, changed({ leaders }))).toEqual([
      { path: 'leaders.tom1', label: 'Leadership team › Tom', before: 'Leader 2', after: 'Leader 1', moved: true },
    ])
  })

  it('reports a move to the top of a longer list as that one move, with its edit under its new number', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase(), role: 'Elder', picture: null }))
    const moved = [{ ...four[3]!, role: 'Deacon' }, four[0]!, four[1]!, four[2]!]
    expect(contentChanges(schema, changed({ leaders: four }), changed({ leaders: moved }))).toEqual([
      { path: 'leaders.d', label: 'Leadership team › D', before: 'Leader 4', after: 'Leader 1', moved: true },
      { path: 'leaders.d.role', label: 'Leadership team › 1 › Role', before: 'Elder', after: 'Deacon' },
    ])
  })

  it('reports an edit of one item after another was removed as that item’s edit alone', () => {
    const added = { id: 'ann1', name: 'Ann', role: 'Elder', picture: null }
    const before = changed({ leaders: [added, ...base.leaders] })
    const after = changed({ leaders: [{ ...base.leaders[0]!, role: 'Senior pastor' }, base.leaders[1]!] })
    expect(contentChanges(schema, before, after)).toEqual([
      { path: 'leaders.ruth1.role', label: 'Leadership team › 1 › Role', before: 'Pastor', after: 'Senior pastor' },
      { path: 'leaders.ann1.name', label: 'Leadership team › 1 › Name', before: 'Ann', after: null },
      { path: 'leaders.ann1.role', label: 'Leadership team › 1 › Role', before: 'Elder', after: null },
    ])
  })

  it('follows plain values by being equal: a moved bus is a move, an edited one an edit', () => {
    expect(contentChanges(schema, base, changed({ buses: ['R11', 'R1'] }))).toEqual([
      { path: 'buses.0', label: 'Buses › R11', before: 'Bus 2', after: 'Bus 1', moved: true },
    ])
    expect(contentChanges(schema, changed({ buses: ['R1', 'R11', 'B14'] }), changed({ buses: ['R1', 'R12', 'B14'] }))).toEqual([
      { path: 'buses.1', label: 'Buses › 2', before: 'R11', after: 'R12' },
    ])
  })

  it('shows an added item with before null and a removed one with after null', () => {
    expect(contentChanges(schema, base, changed({ buses: ['R1', 'R11', 'B14'] }))).toEqual([
      { path: 'buses.2', label: 'Buses › 3', before: null, after: 'B14' },
    ])
    expect(contentChanges(schema, base, changed({ leaders: [base.leaders[0]!] }))).toEqual([
      { path: 'leaders.tom1.name', label: 'Leadership team › 2 › Name', before: 'Tom', after: null },
      { path: 'leaders.tom1.role', label: 'Leadership team › 2 › Role', before: 'Treasurer', after: null },
    ])
  })

  it('compares photos by id and description, not by size', () => {
    const resized = [{ ...base.leaders[0]!, picture: { ...picture, width: 400, height: 300 } }, base.leaders[1]!]
    expect(contentChanges(schema, base, changed({ leaders: resized }))).toEqual([])
    const described = [{ ...base.leaders[0]!, picture: { ...picture, alt: 'Ruth at the door' } }, base.leaders[1]!]
    expect(contentChanges(schema, base, changed({ leaders: described }))).toEqual([
      {
        path: 'leaders.ruth1.picture',
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
