import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { group, list, phone, text } from './fields.ts'
import { type ContentMigration, migrateContent, schemaVersion, unreadableVersion } from './schema-version.ts'

/** A document whose schema 2 added a required phone number to each of its contacts. */
const addPhones: ContentMigration = (content) => {
  const { contacts } = content as { contacts: Record<string, unknown>[] }
  return { ...(content as object), contacts: contacts.map((contact) => ({ ...contact, phone: '01689 000 000' })) }
}
const contacts = {
  title: 'Contacts',
  schema: v.object({
    heading: text('Heading'),
    contacts: list('Contacts', group('Contact', { name: text('Name'), phone: phone('Phone number') }), { itemLabel: 'contact' }),
  }),
  migrations: [addPhones],
}

const writtenUnderSchema1 = { heading: 'Who can help', contacts: [{ id: 'a1', name: 'Childline' }] }

describe('schema versions of a document', () => {
  it('counts one version more than its migrations', () => {
    expect(schemaVersion(contacts)).toBe(2)
    expect(schemaVersion({ title: 'Footer', migrations: [] })).toBe(1)
  })

  it('cannot use content from schema 1 as it is stored: today’s schema requires the field added since', () => {
    expect(v.safeParse(contacts.schema, writtenUnderSchema1).issues?.map((issue) => issue.message)).toEqual(['Contact: expected a group of fields'])
  })

  it('migrates content from schema 1 into content valid under schema 2, leaving the stored copy as it was', () => {
    const stored = structuredClone(writtenUnderSchema1)
    const migrated = migrateContent(contacts, stored, 1)
    expect(v.parse(contacts.schema, migrated)).toEqual({ heading: 'Who can help', contacts: [{ id: 'a1', name: 'Childline', phone: '01689 000 000' }] })
    expect(stored).toEqual(writtenUnderSchema1)
  })

  it('leaves content written in today’s version as it is', () => {
    const today = { heading: 'Who can help', contacts: [{ id: 'a1', name: 'Childline', phone: '0800 1111' }] }
    expect(migrateContent(contacts, today, 2)).toEqual(today)
  })

  it('refuses a version newer than the site’s, or one that is no version', () => {
    expect(unreadableVersion(contacts, 3)).toBe('Contacts: written under schema version 3, newer than this site’s 2; update the site first')
    expect(unreadableVersion(contacts, 0)).toBe('Contacts: schema version 0 is not a version number')
    expect(unreadableVersion(contacts, '2')).toBe('Contacts: schema version "2" is not a version number')
    expect(() => migrateContent(contacts, writtenUnderSchema1, 3)).toThrow(/newer than this site/)
  })
})
