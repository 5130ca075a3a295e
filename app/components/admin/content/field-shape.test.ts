import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { choice, group, list, photo, text, time, year } from '~/content/fields/fields'
import { editableEntriesOf, emptyValue, entriesOf, itemOf, metaOf } from './field-shape'

const person = group('Person', { name: text('Name'), role: choice('Role', { pastor: 'Pastor', trustee: 'Trustee' }), photo: photo('Photo') })
const schema = v.object({
  starts: time('Service starts'),
  people: list('People', person, { itemLabel: 'person', minItems: 1 }),
  year: year('Copyright year'),
})

describe('the shape of a document schema', () => {
  it('lists a document’s and a group’s fields in order', () => {
    expect(entriesOf(schema).map(([key]) => key)).toEqual(['starts', 'people', 'year'])
    expect(entriesOf(person).map(([key]) => key)).toEqual(['name', 'role', 'photo'])
    expect(entriesOf(text('Name'))).toEqual([])
  })

  it('finds a list’s item and every field’s description, through nullable wrappers', () => {
    const people = schema.entries.people
    expect(metaOf(itemOf(people))).toMatchObject({ kind: 'group', label: 'Person' })
    expect(metaOf(people)).toMatchObject({ kind: 'list', itemLabel: 'person', minItems: 1, maxItems: 50 })
    expect(metaOf(schema.entries.year)).toMatchObject({ kind: 'year', label: 'Copyright year' })
    expect(() => metaOf(v.string())).toThrow(/fields\.ts/)
  })

  it('starts an added item empty: texts blank, the first choice, no photo, lists at their fewest', () => {
    expect(emptyValue(person)).toEqual({ name: '', role: 'pastor', photo: null })
    const newId = expect.stringMatching(/^[a-z0-9]{10}$/)
    expect(emptyValue(schema)).toEqual({ starts: '', people: [{ id: newId, name: '', role: 'pastor', photo: null }], year: null })
  })

  it('gives each item added to a list an id of its own, which the form does not show', () => {
    const item = itemOf(schema.entries.people)
    expect(entriesOf(item).map(([key]) => key)).toEqual(['id', 'name', 'role', 'photo'])
    expect(editableEntriesOf(item).map(([key]) => key)).toEqual(['name', 'role', 'photo'])
    const ids = Array.from({ length: 20 }, () => (emptyValue(item) as { id: string }).id)
    expect(new Set(ids).size).toBe(20)
    expect(
      v.safeParse(schema.entries.people, [emptyValue(item), { ...(emptyValue(item) as object), name: 'Ruth' }]).issues?.map((issue) => issue.message),
    ).toEqual(['Name: this cannot be empty'])
  })

  it('gives an item saved without an id a new one, and refuses two items with the same id', () => {
    const [saved] = v.parse(schema.entries.people, [{ name: 'Ruth', role: 'pastor', photo: null }]) as unknown as { id: string }[]
    expect(saved!.id).toMatch(/^[a-z0-9]{10}$/)
    const twice = [
      { id: 'a1', name: 'Ruth', role: 'pastor', photo: null },
      { id: 'a1', name: 'Tom', role: 'trustee', photo: null },
    ]
    expect(v.safeParse(schema.entries.people, twice).issues?.map((issue) => issue.message)).toEqual(['People: two persons have the same id'])
  })
})
