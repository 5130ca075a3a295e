import { describe, expect, it } from 'vitest'
import { giveListItemsIds } from './list-item-ids.ts'

describe('schema 2: list items get ids', () => {
  const schema1 = {
    pastor: { name: 'Ruth', photo: { id: 'abcdefghijklmnop', alt: 'Ruth' } },
    team: [{ name: 'Ruth' }, { name: 'Tom' }],
    groups: [{ title: 'Children', contacts: [{ name: 'Childline' }, { name: 'NSPCC' }] }],
    steps: ['Listen', 'Write it down'],
  }

  it('gives every item of a list of groups, nested lists too, an id from its place', () => {
    expect(giveListItemsIds(schema1)).toEqual({
      pastor: { name: 'Ruth', photo: { id: 'abcdefghijklmnop', alt: 'Ruth' } },
      team: [
        { id: 'i1', name: 'Ruth' },
        { id: 'i2', name: 'Tom' },
      ],
      groups: [
        {
          id: 'i1',
          title: 'Children',
          contacts: [
            { id: 'i1', name: 'Childline' },
            { id: 'i2', name: 'NSPCC' },
          ],
        },
      ],
      steps: ['Listen', 'Write it down'],
    })
  })

  it('gives the same ids each time a version is read, and keeps an id an item already has', () => {
    expect(giveListItemsIds(schema1)).toEqual(giveListItemsIds(schema1))
    const mixed = { team: [{ name: 'Ann' }, { id: 'i1', name: 'Ruth' }] }
    expect(giveListItemsIds(mixed)).toEqual({
      team: [
        { id: 'i1x', name: 'Ann' },
        { id: 'i1', name: 'Ruth' },
      ],
    })
  })
})
