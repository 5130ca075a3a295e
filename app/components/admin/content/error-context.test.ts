import { describe, expect, it } from 'vitest'
import { DOCUMENTS } from '~/content/documents/index'
import { fieldOwner, messageInContext } from './error-context'

describe('messageInContext', () => {
  it('numbers an item that is itself the field in place of its label', () => {
    expect(messageInContext(DOCUMENTS.church.schema, 'gettingHere.buses.0', 'Bus: this cannot be empty')).toBe(
      'Buses that stop nearby, bus 1: this cannot be empty',
    )
  })

  it('names the item a field of a list item belongs to', () => {
    expect(messageInContext(DOCUMENTS.people.schema, 'trustees.2.photo.alt', 'Photo: description: this cannot be empty')).toBe(
      'Trustees, person 3: Photo: description: this cannot be empty',
    )
  })

  it('leaves a field outside any list as it is', () => {
    expect(messageInContext(DOCUMENTS.church.schema, 'name', 'Name: this cannot be empty')).toBe('Name: this cannot be empty')
    expect(messageInContext(DOCUMENTS.church.schema, 'form', 'Something is wrong')).toBe('Something is wrong')
  })
})

describe('fieldOwner', () => {
  it('names the list item or the group a field belongs to', () => {
    expect(fieldOwner(DOCUMENTS.people.schema, 'trustees.2.photo')).toBe('Trustees, person 3')
    expect(fieldOwner(DOCUMENTS.people.schema, 'pastor.photo')).toBe('Pastor')
    expect(fieldOwner(DOCUMENTS.church.schema, 'name')).toBeNull()
  })
})
