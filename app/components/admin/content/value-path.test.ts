import { describe, expect, it } from 'vitest'
import { dotPath, fieldId, getAt, moveItem, setAt } from './value-path'

describe('paths into a document', () => {
  const document = { sunday: { starts: '10:30' }, people: [{ name: 'Ruth' }, { name: 'Sam' }] }

  it('names a path as the schema’s issues do, and as an element id', () => {
    expect(dotPath(['people', 1, 'name'])).toBe('people.1.name')
    expect(fieldId(['people', 1, 'name'])).toBe('field-people-1-name')
  })

  it('reads and replaces a value, copying only what is on the path', () => {
    expect(getAt(document, ['people', 1, 'name'])).toBe('Sam')
    expect(getAt(document, ['people', 5, 'name'])).toBeUndefined()
    const changed = setAt(document, ['people', 1, 'name'], 'Samuel') as typeof document
    expect(changed.people[1]).toEqual({ name: 'Samuel' })
    expect(changed.people[0]).toBe(document.people[0])
    expect(changed.sunday).toBe(document.sunday)
    expect(document.people[1]?.name).toBe('Sam')
    expect(Array.isArray(changed.people)).toBe(true)
  })

  it('moves a list item', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
  })
})
